// Package card draws a coin's share card: the 1200x630 PNG that link
// unfurls show (launch-venue spec 4.2). It knows neither HTTP nor SQL: the
// caller passes the coin's fields and its verified logo bytes.
package card

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	_ "image/gif"  // logos: the formats the metadata route accepts
	_ "image/jpeg" // logos
	"image/png"
	"strings"
	"sync"

	"github.com/disintegration/imaging"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	_ "golang.org/x/image/webp" // logos

	"github.com/neoswap/neoswap/funbackend"
)

// Width and Height are the card's size in pixels (the og:image size).
const Width, Height = 1200, 630

// Coin is what a card shows of a coin.
type Coin struct {
	Name, Symbol string
	// Status is the coin's status number (funbackend.StatusTrading, ...).
	Status int64
	// LastPriceX18 is the last trade's price_x18; "" shows "no trades yet".
	LastPriceX18 string
}

var (
	fontsOnce             sync.Once
	fontBold, fontRegular *opentype.Font
	errFonts              error
	cardBG                = color.NRGBA{0x12, 0x14, 0x1c, 0xff}
	cardAccent            = color.NRGBA{0x5b, 0xe3, 0x9b, 0xff}
	cardText              = color.NRGBA{0xf2, 0xf4, 0xf8, 0xff}
	cardMuted             = color.NRGBA{0x9a, 0xa3, 0xb5, 0xff}
	statusLabels          = map[int64]string{
		funbackend.StatusTrading:   "Bonding",
		funbackend.StatusFrozen:    "Frozen: graduating",
		funbackend.StatusGraduated: "Graduated",
	}
)

// StatusLabel is the card's words for a status number ("" for none).
func StatusLabel(status int64) string { return statusLabels[status] }

func face(f *opentype.Font, size float64) (font.Face, error) {
	return opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
}

func loadFonts() error {
	fontsOnce.Do(func() {
		if fontBold, errFonts = opentype.Parse(gobold.TTF); errFonts != nil {
			return
		}
		fontRegular, errFonts = opentype.Parse(goregular.TTF)
	})
	return errFonts
}

// Render draws the card and encodes it as PNG; logo is the coin's verified
// image bytes (nil: none, or it does not decode), drawn in a 300 px disc,
// else a disc with the coin's ticker letters. It returns an error only when
// the embedded fonts or the encoder fail.
func Render(c Coin, logo []byte) ([]byte, error) {
	if err := loadFonts(); err != nil {
		return nil, fmt.Errorf("card fonts: %w", err)
	}
	img := imaging.New(Width, Height, cardBG)
	draw.Draw(img, image.Rect(0, Height-12, Width, Height), image.NewUniform(cardAccent), image.Point{}, draw.Src)
	if logo != nil {
		if src, _, err := image.Decode(bytes.NewReader(logo)); err == nil {
			img = imaging.Overlay(img, discOf(imaging.Fill(src, 300, 300, imaging.Center, imaging.Lanczos)), image.Pt(80, 165), 1)
			return finish(img, c)
		}
	}

	// Ticker-letters fallback image: a 300 px accent disc with up to 3 letters.
	disc := image.NewNRGBA(image.Rect(0, 0, 300, 300))
	for y := 0; y < 300; y++ {
		for x := 0; x < 300; x++ {
			dx, dy := float64(x)-149.5, float64(y)-149.5
			if dx*dx+dy*dy <= 150*150 {
				disc.SetNRGBA(x, y, cardAccent)
			}
		}
	}
	img = imaging.Overlay(img, disc, image.Pt(80, 165), 1) // blends the transparent corners
	letters := []rune(strings.ToUpper(c.Symbol))
	if len(letters) > 3 {
		letters = letters[:3]
	}
	size := map[int]float64{0: 120, 1: 140, 2: 120, 3: 90}[len(letters)]
	if err := text(img, fontBold, size, cardBG, string(letters), 230, 300+int(size*0.35), true); err != nil {
		return nil, err
	}
	return finish(img, c)
}

// discOf masks a 300x300 image to a disc (transparent corners).
func discOf(src *image.NRGBA) *image.NRGBA {
	out := image.NewNRGBA(image.Rect(0, 0, 300, 300))
	for y := 0; y < 300; y++ {
		for x := 0; x < 300; x++ {
			dx, dy := float64(x)-149.5, float64(y)-149.5
			if dx*dx+dy*dy <= 150*150 {
				out.Set(x, y, src.At(src.Bounds().Min.X+x, src.Bounds().Min.Y+y))
			}
		}
	}
	return out
}

// finish draws the card's text beside the logo and encodes it.
func finish(img *image.NRGBA, c Coin) ([]byte, error) {
	name := []rune(c.Name)
	if len(name) > 22 {
		name = append(name[:21], '…')
	}
	price := "no trades yet"
	if c.LastPriceX18 != "" {
		price = fmt.Sprintf("%.3g ETH per token", funbackend.PriceFloat(c.LastPriceX18))
	}
	lines := []struct {
		f    *opentype.Font
		size float64
		col  color.Color
		s    string
		y    int
	}{
		{fontBold, 72, cardText, string(name), 250},
		{fontRegular, 48, cardAccent, "$" + c.Symbol, 320},
		{fontRegular, 36, cardMuted, StatusLabel(c.Status), 400},
		{fontRegular, 36, cardMuted, price, 455},
		{fontBold, 32, cardMuted, "neoswap launch", 570},
	}
	for _, l := range lines {
		if err := text(img, l.f, l.size, l.col, l.s, 440, l.y, false); err != nil {
			return nil, err
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// text draws s with its baseline at y, starting at x (or centred on x).
func text(dst draw.Image, f *opentype.Font, size float64, col color.Color, s string, x, y int, center bool) error {
	fc, err := face(f, size)
	if err != nil {
		return err
	}
	defer fc.Close()
	d := font.Drawer{Dst: dst, Src: image.NewUniform(col), Face: fc}
	if center {
		x -= d.MeasureString(s).Round() / 2
	}
	d.Dot = fixed.P(x, y)
	d.DrawString(s)
	return nil
}
