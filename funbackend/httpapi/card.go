package httpapi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/disintegration/imaging"
	"github.com/gin-gonic/gin"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/neoswap/neoswap/funbackend"
)

// CardReader is what the card and share routes read: the coin's row
// (funbackend.ErrNotFound when unknown) within the 24h window of HeadTime.
type CardReader interface {
	HeadTime(ctx context.Context) (int64, error)
	Coin(ctx context.Context, address string, since int64) (funbackend.Row, error)
}

const (
	cardW, cardH = 1200, 630
	cardTTL      = 30 * time.Second
	TierCard     = "public, max-age=30"
	TierShare    = "public, max-age=300, stale-while-revalidate=600"
)

var (
	fontsOnce             sync.Once
	fontBold, fontRegular *opentype.Font
	errFonts              error
	cardBG                = color.NRGBA{0x12, 0x14, 0x1c, 0xff}
	cardAccent            = color.NRGBA{0x5b, 0xe3, 0x9b, 0xff}
	cardText              = color.NRGBA{0xf2, 0xf4, 0xf8, 0xff}
	cardMuted             = color.NRGBA{0x9a, 0xa3, 0xb5, 0xff}
	statusLabels          = map[int64]string{1: "Bonding", 2: "Frozen: graduating", 3: "Graduated"}
	cardCacheMu           sync.Mutex
	cardCache             = map[string]cardEntry{}
)

type cardEntry struct {
	png []byte
	at  time.Time
}

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

// coinForShare is the coin row of a valid, known, visible address: 400
// bad address, 404 not found otherwise.
func (s *server) coinForShare(c *gin.Context) (string, funbackend.Row, error) {
	a := pathAddress(c)
	if !addressRE.MatchString(a) {
		return "", funbackend.Row{}, badRequest("bad address")
	}
	since, err := s.since24h(c.Request.Context())
	if err != nil {
		return "", funbackend.Row{}, err
	}
	row, err := s.DB.Coin(c.Request.Context(), a, since)
	if errors.Is(err, funbackend.ErrNotFound) || err == nil && row.Int("hidden") != 0 {
		return "", funbackend.Row{}, errNotFound
	}
	return a, row, err
}

// card: GET /tokens/{address}/card.png: a 1200x630 PNG (public,
// max-age=30; rendered at most every 30 s per coin). The logo is the coin's
// verified image (re-checked against the on-chain hash), else a disc with
// the coin's ticker letters (launch-venue spec 4.2).
func (s *server) card(c *gin.Context) {
	a, row, err := s.coinForShare(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	now := s.Now()
	cardCacheMu.Lock()
	e, ok := cardCache[a]
	cardCacheMu.Unlock()
	if !ok || now.Sub(e.at) >= cardTTL {
		v, err := s.verifiedMetadata(c.Request.Context(), a)
		if err != nil {
			s.fail(c, err)
			return
		}
		b, err := renderCard(row, v.img)
		if err != nil {
			s.fail(c, err)
			return
		}
		e = cardEntry{png: b, at: now}
		cardCacheMu.Lock()
		if len(cardCache) > 2048 {
			cardCache = map[string]cardEntry{}
		}
		cardCache[a] = e
		cardCacheMu.Unlock()
	}
	c.Header("Cache-Control", TierCard)
	c.Data(http.StatusOK, "image/png", e.png)
}

// renderCard draws the card; logo is the coin's verified image bytes (nil:
// none, or it does not decode), drawn in a 300 px disc, else a disc with
// the coin's ticker letters.
func renderCard(row funbackend.Row, logo []byte) ([]byte, error) {
	if err := loadFonts(); err != nil {
		return nil, fmt.Errorf("card fonts: %w", err)
	}
	img := imaging.New(cardW, cardH, cardBG)
	draw.Draw(img, image.Rect(0, cardH-12, cardW, cardH), image.NewUniform(cardAccent), image.Point{}, draw.Src)
	if logo != nil {
		if src, _, err := image.Decode(bytes.NewReader(logo)); err == nil {
			img = imaging.Overlay(img, discOf(imaging.Fill(src, 300, 300, imaging.Center, imaging.Lanczos)), image.Pt(80, 165), 1)
			return finishCard(img, row)
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
	letters := []rune(strings.ToUpper(row.String("symbol")))
	if len(letters) > 3 {
		letters = letters[:3]
	}
	size := map[int]float64{0: 120, 1: 140, 2: 120, 3: 90}[len(letters)]
	if err := text(img, fontBold, size, cardBG, string(letters), 230, 300+int(size*0.35), true); err != nil {
		return nil, err
	}
	return finishCard(img, row)
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

// finishCard draws the card's text beside the logo and encodes it.
func finishCard(img *image.NRGBA, row funbackend.Row) ([]byte, error) {

	name := []rune(row.String("name"))
	if len(name) > 22 {
		name = append(name[:21], '…')
	}
	status := statusLabels[row.Int("status")]
	price := "no trades yet"
	if p := row.String("last_price_x18"); p != "" {
		price = fmt.Sprintf("%.3g ETH per token", funbackend.PriceFloat(p))
	}
	lines := []struct {
		f    *opentype.Font
		size float64
		col  color.Color
		s    string
		y    int
	}{
		{fontBold, 72, cardText, string(name), 250},
		{fontRegular, 48, cardAccent, "$" + row.String("symbol"), 320},
		{fontRegular, 36, cardMuted, status, 400},
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

// share: GET /share/{address}: an unfurl page (og:title, og:description,
// og:image, twitter:card) refreshing to the app's coin page; ref is
// forwarded only when it is a valid address. Errors are text/plain.
func (s *server) share(c *gin.Context) {
	a, row, err := s.coinForShare(c)
	if err != nil {
		var ae *apiError
		status, msg := http.StatusInternalServerError, errInternalText
		if errors.As(err, &ae) {
			status, msg = ae.status, ae.msg
		} else {
			s.log.Error("share failed", "err", err)
		}
		c.Header("Cache-Control", "no-cache")
		c.Data(status, "text/plain; charset=utf-8", []byte(msg))
		return
	}
	q := url.Values{"chain": {funbackend.ChainSlug(s.ChainID)}}
	if ref := strings.ToLower(c.Query("ref")); addressRE.MatchString(ref) {
		q.Set("ref", ref)
	}
	target := s.AppURL + "/coin/" + a + "?" + q.Encode()
	image := s.PublicURL + s.BasePath + "/tokens/" + a + "/card.png"
	title := fmt.Sprintf("%s ($%s)", row.String("name"), row.String("symbol"))
	desc := fmt.Sprintf("%s on the neoswap launch venue: %s.", title, strings.ToLower(statusLabels[row.Int("status")]))
	e := html.EscapeString
	page := `<!doctype html>
<html><head><meta charset="utf-8">
<title>` + e(title) + `</title>
<meta property="og:type" content="website">
<meta property="og:title" content="` + e(title) + `">
<meta property="og:description" content="` + e(desc) + `">
<meta property="og:image" content="` + e(image) + `">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:url" content="` + e(target) + `">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="` + e(title) + `">
<meta name="twitter:description" content="` + e(desc) + `">
<meta name="twitter:image" content="` + e(image) + `">
<meta http-equiv="refresh" content="0; url=` + e(target) + `">
</head><body><a href="` + e(target) + `">` + e(title) + `</a></body></html>
`
	c.Header("Cache-Control", TierShare)
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte(page))
}
