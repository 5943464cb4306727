package httpapi

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"image"
	_ "image/png" // image.DecodeConfig and Decode of logos
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	lru "github.com/hashicorp/golang-lru/v2"
	_ "golang.org/x/image/webp" // image.DecodeConfig and Decode of logos
	"golang.org/x/sync/singleflight"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// GET /launchpad/token/{address}/logo (spec main-api 4.2, launch-venue 8):
// a token's logo from token_logos. On a local miss the route fetches the
// image once from the launch app's backend (GET
// <LAUNCH_BACKEND_URL>/tokens/{address}/image, launch-venue 4.2), checks it
// and stores it, so every later answer (from any replica) is local. Misses
// and rejected images are remembered in a bounded negative cache so a hot
// token without a logo does not reach the launch backend on every request.
// docs/logo.md describes the behaviour for operators.

// Logo limits (spec main-api 8, launch-venue 8).
const (
	// LogoMaxBytes is the largest accepted logo.
	LogoMaxBytes = 256 << 10
	// LogoMaxSide is the largest accepted width and height in pixels.
	LogoMaxSide = 512
)

// Fetch and negative-cache bounds.
const (
	// logoFetchTimeout bounds one fetch from the launch backend, redirect,
	// body and store included.
	logoFetchTimeout = 5 * time.Second
	// logoMissEntries bounds the negative cache (about 40 bytes an entry).
	logoMissEntries = 10_000
	// logoMissTTL is how long a miss or reject is remembered.
	logoMissTTL = 5 * time.Minute
)

// logoStore reads and writes stored logos. *postgres.DB implements it.
type logoStore interface {
	// FindLogo returns the token's stored logo; ok false when none.
	FindLogo(ctx context.Context, token wire.Address) (mainapi.Logo, bool, error)
	// StoreLogo stores a logo unless the token has one already.
	StoreLogo(ctx context.Context, l mainapi.Logo) error
	// ReplaceLogo stores a logo, replacing any stored one (the signed
	// upload, logo_upload.go).
	ReplaceLogo(ctx context.Context, l mainapi.Logo) error
	// LaunchedWithoutLogo lists launched coins without a stored logo,
	// newest first (logo_prefetch.go).
	LaunchedWithoutLogo(ctx context.Context, limit int) ([]wire.Address, error)
}

// errNoLogo is the logo route's 404: private, no-store (spec 4.2).
var errNoLogo = &Error{Status: http.StatusNotFound, Message: "no logo", cacheControl: TierPrivate.header}

// logoTypes are the accepted image.DecodeConfig formats and their types.
var logoTypes = map[string]string{"png": "image/png", "webp": "image/webp"}

// logoRoutes are the logo route of spec 4.2 (the signed upload, POST on the
// same path, is logoUploadRoute in logo_upload.go).
func (s *server) logoRoutes() []*Route {
	return []*Route{{
		Path: "/launchpad/token/:address/logo", Summary: "a token's logo (PNG or WebP bytes); 404 {error: no logo}, private, no-store",
		Tier: TierStatic, ETag: ETagContent, Unpublished: true, Errors: []int{400, 404},
		Params: []Param{{Name: "address", InPath: true, Kind: KindAddress, Example: exampleToken,
			Doc: "token address", Invalid: "invalid token address"}},
		Response: blob{}, Handle: s.logo,
		Reads: reads[logoStore]("FindLogo", "StoreLogo"),
	}}
}

func (s *server) logo(c *gin.Context) (any, error) {
	token, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	ctx := c.Request.Context()
	l, ok, err := s.store.FindLogo(ctx, token)
	if err != nil {
		return nil, err
	}
	if !ok {
		if l, ok, err = s.logos.fetch(ctx, token); err != nil {
			return nil, err
		}
		if !ok {
			return nil, errNoLogo
		}
	}
	return blob{ContentType: l.ContentType, Data: l.Bytes}, nil
}

// logoFetcher fetches missing logos from the launch app's backend: one
// fetch at a time per token (singleflight), at most one redirect (the
// backend's CDN branch), a body limit, and a negative cache of misses and
// rejects. A nil *logoFetcher fetches nothing (LAUNCH_BACKEND_URL unset).
type logoFetcher struct {
	base   string // LAUNCH_BACKEND_URL without its trailing slash
	client *http.Client
	store  logoStore
	log    *slog.Logger
	now    func() time.Time
	flight singleflight.Group
	// misses maps a token to the time its miss expires. A plain LRU with
	// the expiry as value, not expirable.LRU: no background goroutine, and
	// the router's clock decides.
	misses *lru.Cache[wire.Address, time.Time]
}

// newLogoFetcher returns the fetcher of base, nil when base is empty.
func newLogoFetcher(base string, store logoStore, log *slog.Logger, now func() time.Time) *logoFetcher {
	if base == "" {
		return nil
	}
	misses, err := lru.New[wire.Address, time.Time](logoMissEntries)
	if err != nil {
		panic(err) // only for a non-positive size
	}
	return &logoFetcher{
		base: strings.TrimRight(base, "/"),
		client: &http.Client{
			Timeout: logoFetchTimeout,
			CheckRedirect: func(req *http.Request, via []*http.Request) error {
				if len(via) > 1 {
					return errTooManyRedirects
				}
				return nil
			},
		},
		store: store, log: log, now: now, misses: misses,
	}
}

var errTooManyRedirects = errors.New("more than one redirect")

// remembered reports whether token is a miss the negative cache still holds.
func (f *logoFetcher) remembered(token wire.Address) bool {
	until, ok := f.misses.Peek(token)
	return ok && f.now().Before(until)
}

// forget drops token from the negative cache (a logo was just uploaded).
func (f *logoFetcher) forget(token wire.Address) {
	if f != nil {
		f.misses.Remove(token)
	}
}

// fetch returns the token's logo, fetched and stored now or by a concurrent
// flight; ok is false on a miss: no fetcher, a remembered miss, the
// backend's 404, a rejected image or a failed fetch (logged). Only a failed
// store is an error.
func (f *logoFetcher) fetch(ctx context.Context, token wire.Address) (mainapi.Logo, bool, error) {
	if f == nil {
		return mainapi.Logo{}, false, nil
	}
	if until, ok := f.misses.Get(token); ok {
		if f.now().Before(until) {
			return mainapi.Logo{}, false, nil
		}
		f.misses.Remove(token)
	}
	v, err, _ := f.flight.Do(token.String(), func() (any, error) {
		// Detached from the first caller: its cancel must not fail the others.
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), logoFetchTimeout)
		defer cancel()
		// A flight that ended between our read and this one stored it.
		if l, ok, err := f.store.FindLogo(ctx, token); err != nil || ok {
			return logoResult{l, ok}, err
		}
		l, reject, err := f.download(ctx, token)
		switch {
		case err != nil:
			f.log.Warn("logo fetch failed", "token", token.String(), "err", err)
		case reject != "":
			f.log.Debug("logo rejected", "token", token.String(), "reason", reject)
		default:
			if err := f.store.StoreLogo(ctx, l); err != nil {
				return nil, err
			}
			return logoResult{l, true}, nil
		}
		f.misses.Add(token, f.now().Add(logoMissTTL))
		return logoResult{}, nil
	})
	if err != nil {
		return mainapi.Logo{}, false, err
	}
	r := v.(logoResult)
	return r.logo, r.ok, nil
}

type logoResult struct {
	logo mainapi.Logo
	ok   bool
}

// download fetches the token's image; reject names why an answer is not a
// logo (the backend's 404 included), err is a failed exchange.
func (f *logoFetcher) download(ctx context.Context, token wire.Address) (l mainapi.Logo, reject string, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, f.base+"/tokens/"+token.String()+"/image", nil)
	if err != nil {
		return l, "", fmt.Errorf("logo request: %w", err)
	}
	req.Header.Set("Accept", "image/png, image/webp")
	resp, err := f.client.Do(req)
	if err != nil {
		return l, "", fmt.Errorf("logo fetch: %w", err)
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusNotFound:
		return l, "no image", nil
	case resp.StatusCode != http.StatusOK:
		return l, "", fmt.Errorf("logo fetch: %s answered %d", resp.Request.URL.Redacted(), resp.StatusCode)
	case resp.ContentLength > LogoMaxBytes:
		return l, "over " + strconv.Itoa(LogoMaxBytes) + " bytes", nil
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, LogoMaxBytes+1))
	if err != nil {
		return l, "", fmt.Errorf("logo fetch: read body: %w", err)
	}
	ctype, reject := checkLogo(data)
	if reject != "" {
		return l, reject, nil
	}
	return mainapi.Logo{
		Token: token, ContentType: ctype, Bytes: data, SHA256: sha256.Sum256(data),
		FetchedAt: f.now(), Source: resp.Request.URL.Redacted(),
	}, "", nil
}

// checkLogo returns the content type of an acceptable logo (spec 8: PNG
// or WebP, non-empty, at most LogoMaxBytes and LogoMaxSide square, and
// decodable), or why it is not one. The type is the decoded format's, not
// the one the backend sent.
func checkLogo(data []byte) (ctype, reject string) {
	switch {
	case len(data) == 0:
		return "", "empty"
	case len(data) > LogoMaxBytes:
		return "", "over " + strconv.Itoa(LogoMaxBytes) + " bytes"
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return "", "not a PNG or WebP image"
	}
	ctype, ok := logoTypes[format]
	if !ok {
		return "", "format " + format
	}
	if cfg.Width < 1 || cfg.Height < 1 || cfg.Width > LogoMaxSide || cfg.Height > LogoMaxSide {
		return "", fmt.Sprintf("%dx%d is over %dx%d", cfg.Width, cfg.Height, LogoMaxSide, LogoMaxSide)
	}
	// Dimensions are bounded now: a full decode costs at most 1 MB.
	if _, _, err := image.Decode(bytes.NewReader(data)); err != nil {
		return "", "undecodable " + format
	}
	return ctype, ""
}
