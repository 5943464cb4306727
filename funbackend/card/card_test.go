package card_test

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/card"
)

var update = flag.Bool("update", false, "rewrite testdata/*.png from the renderer")

// logo is a deterministic 400x300 gradient PNG (not square: Render crops it).
func logo(t *testing.T) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, 400, 300))
	for y := 0; y < 300; y++ {
		for x := 0; x < 400; x++ {
			img.SetNRGBA(x, y, color.NRGBA{uint8(x * 255 / 399), uint8(y * 255 / 299), 0x80, 0xff})
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestRenderGolden compares each rendered card pixel by pixel with its
// golden PNG in testdata; run with -update after changing the drawing
// (go test ./card -run TestRenderGolden -update in funbackend/) and look at
// the new files before committing them.
func TestRenderGolden(t *testing.T) {
	tests := []struct {
		name string
		coin card.Coin
		logo []byte
	}{
		{"ticker", card.Coin{Name: "Ice Frog", Symbol: "frog", Status: funbackend.StatusFrozen,
			LastPriceX18: "1234567890123"}, nil},
		{"long-name-no-trades", card.Coin{Name: "A Remarkably Long Coin Name Indeed", Symbol: "LONGSYM",
			Status: funbackend.StatusTrading}, nil},
		{"logo", card.Coin{Name: "Gradient", Symbol: "GRAD", Status: funbackend.StatusGraduated,
			LastPriceX18: "42000000000000"}, logo(t)},
		{"undecodable-logo", card.Coin{Name: "Broken", Symbol: "X", Status: funbackend.StatusTrading}, []byte("not an image")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := card.Render(tc.coin, tc.logo)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", tc.name+".png")
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./card -run TestRenderGolden -update)", err)
			}
			if bytes.Equal(got, want) {
				return
			}
			// The encoder may change between Go releases: pixels decide.
			gi, err := png.Decode(bytes.NewReader(got))
			if err != nil {
				t.Fatal(err)
			}
			wi, err := png.Decode(bytes.NewReader(want))
			if err != nil {
				t.Fatal(err)
			}
			if gi.Bounds() != wi.Bounds() {
				t.Fatalf("card is %v, golden %v", gi.Bounds(), wi.Bounds())
			}
			if gi.Bounds().Dx() != card.Width || gi.Bounds().Dy() != card.Height {
				t.Errorf("card is %v", gi.Bounds())
			}
			diff, first := 0, image.Point{}
			for y := gi.Bounds().Min.Y; y < gi.Bounds().Max.Y; y++ {
				for x := gi.Bounds().Min.X; x < gi.Bounds().Max.X; x++ {
					if color.NRGBAModel.Convert(gi.At(x, y)) != color.NRGBAModel.Convert(wi.At(x, y)) {
						if diff == 0 {
							first = image.Pt(x, y)
						}
						diff++
					}
				}
			}
			if diff > 0 {
				t.Errorf("%d pixels differ from %s, the first at %v (run with -update if the change is intended)", diff, path, first)
			}
		})
	}
}
