package httpapi_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// launchBackend is the launch app's backend as mainapi meets it: its image
// route (launch-venue 4.2) GET /backend-fun/devnet/tokens/{address}/image
// answering the image bytes with their type, 404 {error: no image}, or a
// 302 to its CDN (here /cdn/... on the same server). It counts requests per
// path. It is an external service from mainapi's side: a test server.
type launchBackend struct {
	srv *httptest.Server

	mu     sync.Mutex
	routes map[string]backendAnswer // by path
	hits   map[string]int
}

type backendAnswer struct {
	status   int
	ctype    string
	body     []byte
	location string        // 302 target path
	wait     chan struct{} // when set, the answer waits for it to close
}

const backendBase = "/backend-fun/devnet"

func newLaunchBackend(t *testing.T) *launchBackend {
	b := &launchBackend{routes: map[string]backendAnswer{}, hits: map[string]int{}}
	b.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b.mu.Lock()
		b.hits[r.URL.Path]++
		a, ok := b.routes[r.URL.Path]
		b.mu.Unlock()
		if a.wait != nil {
			<-a.wait
		}
		h := w.Header()
		switch {
		case !ok && strings.HasPrefix(r.URL.Path, backendBase+"/tokens/"):
			h.Set("Content-Type", "application/json; charset=utf-8")
			w.WriteHeader(http.StatusNotFound)
			_, _ = w.Write([]byte(`{"error":"no image"}`))
		case !ok:
			http.NotFound(w, r)
		case a.location != "":
			h.Set("Cache-Control", "max-age=86400")
			http.Redirect(w, r, a.location, http.StatusFound)
		default:
			h.Set("Content-Type", a.ctype)
			h.Set("Cache-Control", "public, max-age=300")
			h.Set("X-Content-Type-Options", "nosniff")
			h.Set("Content-Security-Policy", "default-src 'none'")
			w.WriteHeader(a.status)
			_, _ = w.Write(a.body)
		}
	}))
	t.Cleanup(b.srv.Close)
	return b
}

// url is LAUNCH_BACKEND_URL of this backend.
func (b *launchBackend) url() string { return b.srv.URL + backendBase + "/" }

func imagePath(token string) string { return backendBase + "/tokens/" + token + "/image" }

// serve makes the image route of token answer 200 with body of type ctype.
func (b *launchBackend) serve(token, ctype string, body []byte) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.routes[imagePath(token)] = backendAnswer{status: 200, ctype: ctype, body: body}
}

// set makes path answer a.
func (b *launchBackend) set(path string, a backendAnswer) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.routes[path] = a
}

func (b *launchBackend) hitsOf(path string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.hits[path]
}

// jpegOf encodes an 8x8 JPEG: a format no logo route accepts.
func jpegOf(t testing.TB) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, image.NewRGBA(image.Rect(0, 0, 8, 8)), nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// pngOf encodes a w x h PNG: a gradient, or random pixels (incompressible).
func pngOf(t testing.TB, w, h int, noise bool) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	r := rand.New(rand.NewPCG(1, 2))
	for y := range h {
		for x := range w {
			c := color.NRGBA{uint8(x), uint8(y), 0x80, 0xff}
			if noise {
				c = color.NRGBA{uint8(r.Uint32()), uint8(r.Uint32()), uint8(r.Uint32()), 0xff}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// webp1x1 is a 1x1 lossless WebP (VP8L), the usual feature-detection image.
var webp1x1 = must64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==")

func must64(s string) []byte {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

func logoPath(token string) string { return "/launchpad/token/" + token + "/logo" }

func tokenN(n int) string { return fmt.Sprintf("0x%040x", 0xd000+n) }

// logoHeaders are the headers of a 200 logo answer.
func logoHeaders(ctype string, n int) map[string]string {
	return map[string]string{"Content-Type": ctype, "Cache-Control": static, "X-Content-Type-Options": "nosniff",
		"Content-Length": fmt.Sprint(n)}
}

var noLogo = want{status: 404, body: `{"error":"no logo"}`, headers: map[string]string{
	"Cache-Control": private, "ETag": "", "Content-Type": "application/json; charset=utf-8", "X-Content-Type-Options": "",
}}

func TestLogo(t *testing.T) {
	backend := newLaunchBackend(t)
	h := newHarness(t, func(d *httpapi.Deps) { d.Config.LaunchBackendURL = backend.url() })
	logo := pngOf(t, 64, 64, false)

	t.Run("invalid address", func(t *testing.T) {
		for _, a := range []string{"0x123", tokenN(1)[2:], tokenN(1) + "0", "0x" + strings.Repeat("g", 40)} {
			check(t, h.get(logoPath(a)), want{status: 400, body: `{"error":"invalid token address"}`, headers: errorHeaders()})
		}
	})

	t.Run("fetched once, then served locally", func(t *testing.T) {
		token := tokenN(1)
		backend.serve(token, "image/png", logo)
		rec := h.get(logoPath(token))
		check(t, rec, want{status: 200, body: string(logo), headers: logoHeaders("image/png", len(logo))})
		etag := rec.Header().Get("ETag")
		if !strings.HasPrefix(etag, `W/"c`) {
			t.Fatalf("ETag = %q, want a weak content tag", etag)
		}
		upper := "0x" + strings.ToUpper(token[2:])
		check(t, h.get(logoPath(upper)), want{status: 200, body: string(logo), headers: map[string]string{"ETag": etag}})
		if n := backend.hitsOf(imagePath(token)); n != 1 {
			t.Errorf("launch backend saw %d requests, want 1", n)
		}
		check(t, h.get(logoPath(token), "If-None-Match: "+etag), want{status: 304,
			headers: map[string]string{"ETag": etag, "Cache-Control": static, "Vary": ""}})
		// Image bytes go out as stored, whatever the client accepts.
		check(t, h.get(logoPath(token), "Accept-Encoding: gzip"), want{status: 200, body: string(logo),
			headers: map[string]string{"Content-Encoding": "", "Vary": "", "Content-Length": fmt.Sprint(len(logo))}})
		check(t, h.get(logoPath(token), `If-None-Match: W/"c00"`), want{status: 200, body: string(logo), headers: map[string]string{"ETag": etag}})

		// Another replica over the same database, with no launch backend at
		// all, serves the stored bytes and the same ETag.
		other := httpapi.NewRouter(httpapi.Deps{DB: h.db, Config: testConfig(), Now: h.clock.Now, Logger: slog.New(slog.DiscardHandler)})
		req := httptest.NewRequest(http.MethodGet, logoPath(token), nil)
		rec2 := httptest.NewRecorder()
		other.ServeHTTP(rec2, req)
		check(t, rec2, want{status: 200, body: string(logo), headers: map[string]string{"ETag": etag, "Content-Type": "image/png"}})
		if n := backend.hitsOf(imagePath(token)); n != 1 {
			t.Errorf("launch backend saw %d requests after the second router, want 1", n)
		}
	})

	t.Run("stored row", func(t *testing.T) {
		token := tokenN(1)
		var ctype, source string
		var n int
		var sumOK bool
		if err := h.db.Pool.QueryRow(t.Context(), `SELECT content_type, length(bytes), sha256 = sha256(bytes), source
			FROM token_logos WHERE token = decode($1, 'hex')`, token[2:]).Scan(&ctype, &n, &sumOK, &source); err != nil {
			t.Fatal(err)
		}
		if ctype != "image/png" || n != len(logo) || !sumOK || source != backend.srv.URL+imagePath(token) {
			t.Errorf("row = %s, %d bytes, sha256 ok %v, source %s", ctype, n, sumOK, source)
		}
	})

	t.Run("redirect to the CDN", func(t *testing.T) {
		token := tokenN(2)
		backend.set(imagePath(token), backendAnswer{location: "/cdn/" + token + ".webp"})
		backend.set("/cdn/"+token+".webp", backendAnswer{status: 200, ctype: "image/webp", body: webp1x1})
		check(t, h.get(logoPath(token)), want{status: 200, body: string(webp1x1), headers: logoHeaders("image/webp", len(webp1x1))})
		check(t, h.get(logoPath(token)), want{status: 200, body: string(webp1x1), headers: logoHeaders("image/webp", len(webp1x1))})
		if a, b := backend.hitsOf(imagePath(token)), backend.hitsOf("/cdn/"+token+".webp"); a != 1 || b != 1 {
			t.Errorf("launch backend saw %d image and %d CDN requests, want 1 and 1", a, b)
		}
	})

	t.Run("no backend configured", func(t *testing.T) {
		off := newHarness(t, nil)
		check(t, off.get(logoPath(tokenN(1))), noLogo)
	})

	// Each answer is not a logo: 404 no logo, remembered (the backend sees
	// one request for two GETs) until the negative cache's TTL passes.
	gifBody := func() []byte {
		var buf bytes.Buffer
		if err := gif.Encode(&buf, image.NewPaletted(image.Rect(0, 0, 8, 8), color.Palette{color.Black, color.White}), nil); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}()
	jpegBody := jpegOf(t)
	oversize := pngOf(t, 512, 512, true)
	if len(oversize) <= httpapi.LogoMaxBytes {
		t.Fatalf("noise PNG is %d bytes, want over %d", len(oversize), httpapi.LogoMaxBytes)
	}
	truncated := logo[:len(logo)-40]
	for i, tc := range []struct {
		name   string
		answer backendAnswer
	}{
		{"missing (backend 404)", backendAnswer{}},
		{"over 256 KB", backendAnswer{status: 200, ctype: "image/png", body: oversize}},
		{"over 512 wide", backendAnswer{status: 200, ctype: "image/png", body: pngOf(t, 513, 4, false)}},
		{"over 512 high", backendAnswer{status: 200, ctype: "image/png", body: pngOf(t, 4, 513, false)}},
		{"gif", backendAnswer{status: 200, ctype: "image/gif", body: gifBody}},
		{"jpeg", backendAnswer{status: 200, ctype: "image/jpeg", body: jpegBody}},
		{"jpeg labelled png", backendAnswer{status: 200, ctype: "image/png", body: jpegBody}},
		{"svg", backendAnswer{status: 200, ctype: "image/svg+xml", body: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)}},
		{"empty", backendAnswer{status: 200, ctype: "image/png"}},
		{"truncated png", backendAnswer{status: 200, ctype: "image/png", body: truncated}},
		{"backend error", backendAnswer{status: 502, ctype: "application/json", body: []byte(`{"error":"bad gateway"}`)}},
		{"two redirects", backendAnswer{location: imagePath(tokenN(1))}},
	} {
		t.Run("rejected "+tc.name, func(t *testing.T) {
			token := tokenN(100 + i)
			if tc.answer.status != 0 || tc.answer.location != "" {
				if tc.answer.location != "" {
					// the first hop goes to a path that redirects again
					backend.set(imagePath(token), backendAnswer{location: "/hop/" + token})
					backend.set("/hop/"+token, tc.answer)
				} else {
					backend.set(imagePath(token), tc.answer)
				}
			}
			check(t, h.get(logoPath(token)), noLogo)
			check(t, h.get(logoPath(token)), noLogo)
			if n := backend.hitsOf(imagePath(token)); n != 1 {
				t.Errorf("launch backend saw %d requests, want 1 (negative cache)", n)
			}
			var stored int
			if err := h.db.Pool.QueryRow(t.Context(), `SELECT count(*) FROM token_logos WHERE token = decode($1, 'hex')`, token[2:]).Scan(&stored); err != nil || stored != 0 {
				t.Errorf("stored %d rows (%v)", stored, err)
			}
		})
	}

	t.Run("miss expires", func(t *testing.T) {
		token := tokenN(100) // the backend 404 case above
		h.clock.Advance(4 * time.Minute)
		check(t, h.get(logoPath(token)), noLogo)
		if n := backend.hitsOf(imagePath(token)); n != 1 {
			t.Errorf("launch backend saw %d requests within the TTL, want 1", n)
		}
		backend.serve(token, "image/png", logo)
		h.clock.Advance(time.Minute + time.Second)
		check(t, h.get(logoPath(token)), want{status: 200, body: string(logo), headers: logoHeaders("image/png", len(logo))})
		if n := backend.hitsOf(imagePath(token)); n != 2 {
			t.Errorf("launch backend saw %d requests after the TTL, want 2", n)
		}
	})

	t.Run("concurrent misses fetch once", func(t *testing.T) {
		token := tokenN(3)
		release := make(chan struct{})
		backend.set(imagePath(token), backendAnswer{status: 200, ctype: "image/png", body: logo, wait: release})
		const n = 8
		recs := make([]*httptest.ResponseRecorder, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() { recs[i] = h.get(logoPath(token)) })
		}
		// Every request reads the database and joins the flight well
		// within this; without the flight each would fetch.
		for backend.hitsOf(imagePath(token)) == 0 {
			time.Sleep(5 * time.Millisecond)
		}
		time.Sleep(200 * time.Millisecond)
		close(release)
		wg.Wait()
		for i, rec := range recs {
			if rec.Code != 200 || !bytes.Equal(rec.Body.Bytes(), logo) {
				t.Errorf("request %d: %d (%d bytes)", i, rec.Code, rec.Body.Len())
			}
		}
		if got := backend.hitsOf(imagePath(token)); got != 1 {
			t.Errorf("launch backend saw %d requests for %d concurrent misses, want 1", got, n)
		}
	})

	t.Run("not in /openapi.json, listed in docs/api.md", func(t *testing.T) {
		checkLogoUnpublished(t, h, "| GET | `/launchpad/token/{address}/logo` |")
	})
}

// checkLogoUnpublished: /openapi.json leaves the logo path out (spec
// launch-venue 4.1) while docs/api.md lists the route's row.
func checkLogoUnpublished(t *testing.T, h *harness, apiDocRow string) {
	t.Helper()
	doc, err := openapi3.NewLoader().LoadFromData(h.get("/openapi.json").Body.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if doc.Paths.Value("/launchpad/token/{address}/logo") != nil {
		t.Error("/openapi.json describes a logo route")
	}
	if !strings.Contains(httpapi.APIDoc(httpapi.Deps{}), apiDocRow) {
		t.Errorf("docs/api.md has no row %q", apiDocRow)
	}
}

// TestLogoRateLimit: the logo route spends the /launchpad/* bucket
// (launch-venue 8), not the default one.
func TestLogoRateLimit(t *testing.T) {
	h := newHarness(t, func(d *httpapi.Deps) {
		d.Config.RateLimit = mainapi.RateLimit{Burst: 100, PerSecond: 100}
		d.Config.LaunchpadRateLimit = mainapi.RateLimit{Burst: 2, PerSecond: 0.5}
	})
	check(t, h.get(logoPath(tokenN(1))), noLogo)
	check(t, h.get(logoPath(tokenN(2))), noLogo)
	check(t, h.get(logoPath(tokenN(3))), want{status: 429, body: `{"error":"rate limited"}`, headers: errorHeaders("Retry-After", "2")})
	if rec := h.get("/chain/head"); rec.Code != 200 {
		t.Errorf("/chain/head: %d, want 200 (its own bucket)", rec.Code)
	}
}

// TestLogoHasLogo: GET /tokens over the indexed scenario says hasLogo for
// exactly the tokens with a stored logo.
func TestLogoHasLogo(t *testing.T) {
	sc := newIndexedScenario(t)
	token := sc.scalar(t, `SELECT hex_addr(address) FROM tokens WHERE NOT verified ORDER BY address LIMIT 1`)
	if token == "<null>" {
		t.Fatal("scenario without an unverified token")
	}
	hasLogo := func(h http.Handler) map[string]bool {
		t.Helper()
		req := httptest.NewRequest(http.MethodGet, "/tokens", nil)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 200 {
			t.Fatalf("/tokens: %d (%s)", rec.Code, rec.Body)
		}
		var m map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
			t.Fatal(err)
		}
		out := map[string]bool{}
		for _, it := range items(t, m, "tokens") {
			out[it["address"].(string)] = it["hasLogo"].(bool)
		}
		return out
	}
	for a, has := range hasLogo(sc.h) {
		if has {
			t.Errorf("%s: hasLogo before any logo is stored", a)
		}
	}
	backend := newLaunchBackend(t)
	logo := pngOf(t, 32, 32, false)
	backend.serve(token, "image/png", logo)
	router := func() http.Handler {
		return httpapi.NewRouter(httpapi.Deps{DB: sc.db, Config: func() mainapi.Config {
			c := testConfig()
			c.LaunchBackendURL = backend.url()
			return c
		}(), Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return sc.now }})
	}
	r := router()
	req := httptest.NewRequest(http.MethodGet, logoPath(token), nil)
	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, req)
	check(t, rec, want{status: 200, body: string(logo), headers: logoHeaders("image/png", len(logo))})

	// /tokens is a BLOCK body cached per head: a fresh router (a replica
	// that had not cached this head's body) shows the stored logo now.
	got := hasLogo(router())
	if !got[token] {
		t.Errorf("%s: hasLogo false after its logo was stored", token)
	}
	for a, has := range got {
		if has && a != token {
			t.Errorf("%s: hasLogo without a stored logo", a)
		}
	}
}
