package card_test

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/shopspring/decimal"

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
	gwei := func(n int64) *big.Int { return big.NewInt(n) } // prices here are wei per whole token
	rate := decimal.NewFromInt(3000)
	creator := "0x12AB000000000000000000000000000000C0FFEE"
	tests := []struct {
		name string
		in   card.Input
		logo []byte
	}{
		// A bonding coin with its logo: $4.2K, up 12.3 %, 42 % to graduation.
		{"bonding", card.Input{Name: "Gradient", Symbol: "GRAD", Creator: creator, Status: funbackend.StatusTrading,
			PriceX18: gwei(1_392_000_000), DayAgoX18: gwei(1_239_500_000), ProgressX18: big.NewInt(42e16), EthUsd: rate}, logo(t)},
		// A frozen coin (at the floor, graduating) without a logo: down 4.5 %.
		{"frozen", card.Input{Name: "Ice Frog", Symbol: "frog", Creator: creator, Status: funbackend.StatusFrozen,
			PriceX18: gwei(23_000_000_000), DayAgoX18: gwei(24_083_000_000), ProgressX18: big.NewInt(1e18), EthUsd: rate}, nil},
		// A graduated coin: its graduation market cap and its two pools.
		{"graduated", card.Input{Name: "Moon Cat", Symbol: "MCAT", Creator: creator, Status: funbackend.StatusGraduated,
			PriceX18: gwei(23_000_000_000), DayAgoX18: gwei(1_000_000_000), EthUsd: rate,
			PairWeth: "0xAAAA00000000000000000000000000000000BBBB", PairNeo: "0xcccc00000000000000000000000000000000dddd"}, logo(t)},
		// The ticker-letters placeholder, a name too long for the line, no
		// trade yet (the starting price, no change).
		{"placeholder", card.Input{Name: "A Remarkably Long Coin Name Indeed", Symbol: "LONGSYM", Creator: creator,
			Status: funbackend.StatusTrading, PriceX18: gwei(932_000_000), DayAgoX18: gwei(932_000_000), ProgressX18: new(big.Int), EthUsd: rate}, nil},
		// A logo that does not decode falls back to the placeholder; no
		// 24h reference shows n/a.
		{"undecodable-logo", card.Input{Name: "Broken", Symbol: "X", Creator: creator, Status: funbackend.StatusTrading,
			PriceX18: gwei(5_000_000_000_000), ProgressX18: big.NewInt(97e16), EthUsd: rate}, []byte("not an image")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := card.Render(card.FactsOf(tc.in), tc.logo)
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
