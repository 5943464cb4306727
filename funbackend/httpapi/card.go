package httpapi

import (
	"context"
	"errors"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/card"
)

// CardReader is what the card and share routes read: the coin's row
// (funbackend.ErrNotFound when unknown) within the 24h window of HeadTime,
// and its curve after its last trade at or before a time
// (funbackend.ErrNotFound when it had not traded by then).
type CardReader interface {
	HeadTime(ctx context.Context) (int64, error)
	Coin(ctx context.Context, address string, since int64) (funbackend.Row, error)
	CurveAt(ctx context.Context, token string, at int64) (funbackend.CurvePoint, error)
}

const (
	// cardTTL: a coin's card is rendered at most once per this.
	cardTTL = 30 * time.Second
	// TierCard is the card PNG's Cache-Control (spec 8).
	TierCard = "public, max-age=30"
	// TierShare is the share page's Cache-Control (spec 8).
	TierShare = "public, max-age=300, stale-while-revalidate=600"
)

var (
	cardCacheMu sync.Mutex
	cardCache   = map[string]cardEntry{}
)

type cardEntry struct {
	png     []byte
	at      time.Time
	version string // card.Version of what png shows
}

// coinForShare is the coin row of a valid, known, visible address and the
// start of its 24h window: 400 bad address, 404 not found otherwise.
func (s *server) coinForShare(c *gin.Context) (string, funbackend.Row, int64, error) {
	a := pathAddress(c)
	if !addressRE.MatchString(a) {
		return "", funbackend.Row{}, 0, badRequest("bad address")
	}
	since, err := s.since24h(c.Request.Context())
	if err != nil {
		return "", funbackend.Row{}, 0, err
	}
	row, err := s.DB.Coin(c.Request.Context(), a, since)
	if errors.Is(err, funbackend.ErrNotFound) || err == nil && row.Int("hidden") != 0 {
		return "", funbackend.Row{}, 0, errNotFound
	}
	return a, row, since, err
}

// cardState is what the card of coin a shows: its facts and its verified
// logo bytes (nil: the ticker-letters placeholder).
func (s *server) cardState(ctx context.Context, a string, row funbackend.Row, since int64) (card.Facts, []byte, error) {
	in, err := s.cardInput(ctx, a, row, since)
	if err != nil {
		return card.Facts{}, nil, err
	}
	v, err := s.verifiedMetadata(ctx, a)
	if err != nil {
		return card.Facts{}, nil, err
	}
	return card.FactsOf(in), v.img, nil
}

// card: GET /tokens/{address}/card.png: a 1200x630 PNG (public,
// max-age=30). The logo is the coin's verified image (re-checked against
// the on-chain hash), else a disc with the coin's ticker letters
// (launch-venue spec 4.2). A coin's card is rendered again only when what
// it shows changed (card.Version), and then at most every 30 s, except
// when the request names the current version (?v=, the share page's
// og:image): an unfurler that caches that URL forever must get the card
// of that version, not the previous one. Any other v renders nothing.
func (s *server) cardPNG(c *gin.Context) {
	a, row, since, err := s.coinForShare(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	facts, logo, err := s.cardState(c.Request.Context(), a, row, since)
	if err != nil {
		s.fail(c, err)
		return
	}
	version := card.Version(facts, logo)
	now := s.Now()
	cardCacheMu.Lock()
	e, ok := cardCache[a]
	cardCacheMu.Unlock()
	if !ok || e.version != version && (now.Sub(e.at) >= cardTTL || c.Query("v") == version) {
		b, err := card.Render(facts, logo)
		if err != nil {
			s.fail(c, err)
			return
		}
		e = cardEntry{png: b, at: now, version: version}
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

// share: GET /share/{address}: an unfurl page (og:title, og:description
// stating the card's facts in words, og:image with the card's version,
// twitter:card) refreshing to the app's coin page; ref is forwarded only
// when it is a valid address. Errors are text/plain.
func (s *server) share(c *gin.Context) {
	a, row, since, err := s.coinForShare(c)
	var facts card.Facts
	var logo []byte
	if err == nil {
		facts, logo, err = s.cardState(c.Request.Context(), a, row, since)
	}
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
	// ?v= names the state the card shows: an unfurler that caches an image
	// URL forever fetches a new card once it changes; the card route
	// ignores it (and keeps its 30 s cache).
	image := s.PublicURL + s.BasePath + "/tokens/" + a + "/card.png?v=" + card.Version(facts, logo)
	title := fmt.Sprintf("%s ($%s)", facts.Name, facts.Symbol)
	desc := facts.Description()
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
