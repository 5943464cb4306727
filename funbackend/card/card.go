// Package card draws a coin's share card: the 1200x630 PNG that link
// unfurls show (launch-venue spec 4.2). It knows neither HTTP nor SQL: the
// caller passes the coin's state (Input, put into words by FactsOf) and its
// verified logo bytes.
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

// LogoCenter is the centre of the logo disc.
var LogoCenter = image.Pt(margin+logoSize/2, margin+logoSize/2)

// The layout: a feed shows the card at about 500 px wide, so every figure
// a trader reads is drawn at 96 px or more and every word at 30 px or more
// (about 12 px in the thumbnail).
const (
	margin   = 60
	logoSize = 200
	headX    = margin + logoSize + 30 // name, symbol and creator beside the logo
	rightCol = 760                    // the 24h column
	barY     = 556                    // the progress bar's top
	barH     = 34
)

var (
	fontsOnce             sync.Once
	fontBold, fontRegular *opentype.Font
	errFonts              error
	cardBG                = color.NRGBA{0x12, 0x14, 0x1c, 0xff}
	cardAccent            = color.NRGBA{0x5b, 0xe3, 0x9b, 0xff}
	cardDown              = color.NRGBA{0xff, 0x5c, 0x6c, 0xff}
	cardFrozen            = color.NRGBA{0xff, 0xc1, 0x4d, 0xff}
	cardTrack             = color.NRGBA{0x2a, 0x2e, 0x3b, 0xff}
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

// Render draws the card of f and encodes it as PNG; logo is the coin's
// verified image bytes (nil: none, or it does not decode), drawn in a disc,
// else a disc with the coin's ticker letters. The drawing depends on f and
// logo only (embedded fonts, no clock). It returns an error only when the
// fonts or the encoder fail.
func Render(f Facts, logo []byte) ([]byte, error) {
	if err := loadFonts(); err != nil {
		return nil, fmt.Errorf("card fonts: %w", err)
	}
	img := imaging.New(Width, Height, cardBG)
	fill(img, image.Rect(0, Height-12, Width, Height), cardAccent)
	img, err := drawLogo(img, f.Symbol, logo)
	if err != nil {
		return nil, err
	}
	if err := drawText(img, f); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// drawLogo draws the logo cropped to a disc, or the ticker-letters
// placeholder (an accent disc with up to three letters) when there is none
// or it does not decode.
func drawLogo(img *image.NRGBA, symbol string, logo []byte) (*image.NRGBA, error) {
	at := image.Pt(margin, margin)
	if logo != nil {
		if src, _, err := image.Decode(bytes.NewReader(logo)); err == nil {
			return imaging.Overlay(img, discOf(imaging.Fill(src, logoSize, logoSize, imaging.Center, imaging.Lanczos)), at, 1), nil
		}
	}
	plain := image.NewNRGBA(image.Rect(0, 0, logoSize, logoSize))
	fill(plain, plain.Bounds(), cardAccent)
	img = imaging.Overlay(img, discOf(plain), at, 1) // blends the transparent corners
	letters := []rune(strings.ToUpper(symbol))
	if len(letters) > 3 {
		letters = letters[:3]
	}
	size := map[int]float64{0: 80, 1: 96, 2: 84, 3: 62}[len(letters)]
	c := margin + logoSize/2
	return img, text(img, fontBold, size, cardBG, string(letters), c, c+int(size*0.35), alignCenter, 0)
}

// discOf masks a square image to a disc (transparent corners).
func discOf(src *image.NRGBA) *image.NRGBA {
	n := src.Bounds().Dx()
	out := image.NewNRGBA(image.Rect(0, 0, n, n))
	r := float64(n) / 2
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			dx, dy := float64(x)-r+0.5, float64(y)-r+0.5
			if dx*dx+dy*dy <= r*r {
				out.Set(x, y, src.At(src.Bounds().Min.X+x, src.Bounds().Min.Y+y))
			}
		}
	}
	return out
}

// drawText draws the head (name, symbol, creator), the market cap, the 24h
// column and the graduation line.
func drawText(img *image.NRGBA, f Facts) error {
	// A line wider than maxW (when above 0) is shortened with "…" when it
	// is words, or drawn smaller when it is a figure (a figure is never cut).
	type line struct {
		f      *opentype.Font
		size   float64
		col    color.Color
		s      string
		x, y   int
		align  align
		maxW   int
		figure bool
	}
	lines := []line{
		{fontBold, 28, cardMuted, "neoswap launch", Width - margin, 52, alignRight, 0, false},
		{fontBold, 64, cardText, f.Name, headX, 140, alignLeft, Width - margin - headX, false},
		{fontRegular, 44, cardAccent, "$" + f.Symbol, headX, 200, alignLeft, Width - margin - headX, false},
		{fontRegular, 32, cardMuted, "by " + f.Creator, headX, 248, alignLeft, 0, false},
	}
	mcapLabel, rightLabel, changeCol := "MARKET CAP", "24H", cardAccent
	if f.Graduated {
		mcapLabel, rightLabel = "MARKET CAP AT GRADUATION", "PRICE"
	}
	switch {
	case f.Down:
		changeCol = cardDown
	case f.Change24h == "0%":
		changeCol = cardText
	}
	colW := Width - margin - rightCol
	lines = append(lines,
		line{fontBold, 30, cardMuted, mcapLabel, margin, 330, alignLeft, 0, false},
		line{fontBold, 120, cardText, f.McapUSD, margin, 442, alignLeft, rightCol - margin - 20, true},
		line{fontRegular, 44, cardMuted, f.McapETH, margin, 500, alignLeft, rightCol - margin - 20, true},
		line{fontBold, 30, cardMuted, rightLabel, rightCol, 330, alignLeft, 0, false},
	)
	if f.Graduated {
		lines = append(lines, line{fontRegular, 44, cardText, f.Price, rightCol, 420, alignLeft, colW, true})
	} else {
		change := f.Change24h
		if change == "" {
			change, changeCol = "n/a", cardMuted
		}
		lines = append(lines,
			line{fontBold, 96, changeCol, change, rightCol, 430, alignLeft, colW, true},
			line{fontRegular, 30, cardMuted, "price " + f.Price, rightCol, 490, alignLeft, colW, true})
	}
	if f.Graduated {
		lines = append(lines, line{fontBold, 40, cardAccent, "GRADUATED", margin, barY - 8, alignLeft, 0, false})
		if len(f.Pools) > 0 {
			lines = append(lines, line{fontRegular, 32, cardText, "pools: " + strings.Join(f.Pools, ",  "), margin, barY + 40, alignLeft, Width - 2*margin, true})
		}
	} else {
		col, label := cardAccent, fmt.Sprintf("%d%% to graduation", f.ProgressPct)
		if f.Status == StatusLabel(funbackend.StatusFrozen) {
			col, label = cardFrozen, "Bonding complete: graduating"
		}
		lines = append(lines, line{fontBold, 30, col, label, Width - margin, barY - 12, alignRight, 0, false},
			line{fontBold, 30, cardMuted, strings.ToUpper(f.Status), margin, barY - 12, alignLeft, 0, false})
		fill(img, image.Rect(margin, barY, Width-margin, barY+barH), cardTrack)
		w := int(int64(Width-2*margin) * f.ProgressPct / 100)
		fill(img, image.Rect(margin, barY, margin+w, barY+barH), col)
	}
	for _, l := range lines {
		size := l.size
		if l.figure {
			var err error
			if size, err = fit(l.f, size, l.s, l.maxW); err != nil {
				return err
			}
		}
		if err := text(img, l.f, size, l.col, l.s, l.x, l.y, l.align, l.maxW); err != nil {
			return err
		}
	}
	return nil
}

// fit is the largest size down from size (by 2 px, at least 16) at which
// s is at most maxW wide (maxW 0: any width).
func fit(f *opentype.Font, size float64, s string, maxW int) (float64, error) {
	for ; maxW > 0 && size > 16; size -= 2 {
		fc, err := face(f, size)
		if err != nil {
			return 0, err
		}
		w := font.MeasureString(fc, s).Round()
		fc.Close()
		if w <= maxW {
			break
		}
	}
	return size, nil
}

func fill(dst draw.Image, r image.Rectangle, c color.Color) {
	draw.Draw(dst, r, image.NewUniform(c), image.Point{}, draw.Src)
}

type align int

const (
	alignLeft align = iota
	alignCenter
	alignRight
)

// text draws s with its baseline at y, from x (left), centred on x or
// ending at x (right); a maxW above 0 shortens s with "…" until it fits.
func text(dst draw.Image, f *opentype.Font, size float64, col color.Color, s string, x, y int, a align, maxW int) error {
	fc, err := face(f, size)
	if err != nil {
		return err
	}
	defer fc.Close()
	d := font.Drawer{Dst: dst, Src: image.NewUniform(col), Face: fc}
	if maxW > 0 && d.MeasureString(s).Round() > maxW {
		r := []rune(s)
		for len(r) > 1 && d.MeasureString(string(r)+"…").Round() > maxW {
			r = r[:len(r)-1]
		}
		s = strings.TrimRight(string(r), " ") + "…"
	}
	switch a {
	case alignCenter:
		x -= d.MeasureString(s).Round() / 2
	case alignRight:
		x -= d.MeasureString(s).Round()
	}
	d.Dot = fixed.P(x, y)
	d.DrawString(s)
	return nil
}
