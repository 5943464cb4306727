package httpapi_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
	"github.com/neoswap/neoswap/funbackend/sqlite"
)

// limitedRouter opens the database at path and a router whose limiter
// persists there, with tiny caps.
func limitedRouter(t *testing.T, path string, now func() time.Time, proxies ...string) (*gin.Engine, *ratelimit.Limiter, *sqlite.DB) {
	t.Helper()
	db, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	l := ratelimit.New(funbackend.Limits{Board: 2, CoinDetail: 1, Creators: 1}, db, now, nil)
	r := httpapi.NewRouter(httpapi.Deps{BasePath: base, ChainID: 1, DB: db, Limiter: l, TrustedProxies: proxies, Now: now})
	return r, l, db
}

func do(r http.Handler, path string, hdr ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, base+path, nil) // peer 192.0.2.1
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, req)
	return rec
}

func TestRateLimits(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	clock := func() time.Time { return now }
	path := filepath.Join(t.TempDir(), "funbackend.db")
	r, l, db := limitedRouter(t, path, clock)

	t.Run("board refusal has Retry-After and no-store", func(t *testing.T) {
		// 2 per 600 s: a token every 300 s; t is the wait until the bucket
		// is full again (draft-ietf-httpapi-ratelimit-headers-11).
		for i, state := range []string{`"board";r=1;t=300`, `"board";r=0;t=600`} {
			rec := do(r, "/tokens")
			if rec.Code != 200 {
				t.Fatalf("request %d: %d", i+1, rec.Code)
			}
			rateFields(t, rec, `"board";q=2;w=600`, state)
		}
		rec := do(r, "/tokens")
		expect(t, rec, 429, "no-store")
		rateFields(t, rec, `"board";q=2;w=600`, `"board";r=0;t=600`)
		if got, want := rec.Header().Get("Retry-After"), "300"; got != want { // 2 per 600 s
			t.Errorf("Retry-After = %q, want %q", got, want)
		}
		if rec.Body.String() != `{"error":"rate limited"}` {
			t.Errorf("body = %s", rec.Body.String())
		}
	})
	t.Run("X-Forwarded-For ignored without trusted proxies", func(t *testing.T) {
		expect(t, do(r, "/tokens", "X-Forwarded-For", "198.51.100.7"), 429, "no-store")
	})
	t.Run("detail refusal has Retry-After and no-cache", func(t *testing.T) {
		rec := do(r, "/tokens/0x000000000000000000000000000000000000dead")
		expect(t, rec, 404, "no-cache") // a spent token whatever the answer
		rateFields(t, rec, `"detail";q=1;w=600`, `"detail";r=0;t=600`)
		now = now.Add(150 * time.Second) // a quarter of a token back
		rec = do(r, "/tokens/0x000000000000000000000000000000000000dead")
		expect(t, rec, 429, "no-cache")
		rateFields(t, rec, `"detail";q=1;w=600`, `"detail";r=0;t=450`)
		if rec.Header().Get("Retry-After") != "450" || rec.Body.String() != `{"error":"rate limited"}` {
			t.Errorf("Retry-After %q body %s, want 450 and rate limited", rec.Header().Get("Retry-After"), rec.Body.String())
		}
	})
	t.Run("creators refusal has Retry-After", func(t *testing.T) {
		do(r, "/creators/top")
		rec := do(r, "/creators/top")
		expect(t, rec, 429, "no-store")
		if rec.Header().Get("Retry-After") != "600" {
			t.Errorf("Retry-After = %q, want 600", rec.Header().Get("Retry-After"))
		}
	})
	t.Run("unlimited routes", func(t *testing.T) {
		for range 5 {
			for path, tier := range map[string]string{"/stats": "no-cache", "/health/live": "no-store"} {
				rec := do(r, path)
				expect(t, rec, 200, tier)
				rateFields(t, rec, "", "")
			}
		}
	})
	t.Run("persists across a restart", func(t *testing.T) {
		if err := l.Flush(context.Background()); err != nil {
			t.Fatal(err)
		}
		db.Close()
		r2, _, db2 := limitedRouter(t, path, clock)
		defer db2.Close()
		expect(t, do(r2, "/tokens"), 429, "no-store")
		expect(t, do(r2, "/tokens/0x000000000000000000000000000000000000dead"), 429, "no-cache")
		now = now.Add(300 * time.Second) // one board token back
		rec := do(r2, "/tokens")
		expect(t, rec, 200, "no-cache")
		rateFields(t, rec, `"board";q=2;w=600`, `"board";r=0;t=450`) // half a token was back before
		expect(t, do(r2, "/tokens"), 429, "no-store")
	})
	t.Run("X-Forwarded-For behind a trusted proxy", func(t *testing.T) {
		r3, _, db3 := limitedRouter(t, filepath.Join(t.TempDir(), "b.db"), clock, "192.0.2.0/24")
		defer db3.Close()
		do(r3, "/tokens", "X-Forwarded-For", "198.51.100.7")
		do(r3, "/tokens", "X-Forwarded-For", "198.51.100.7")
		expect(t, do(r3, "/tokens", "X-Forwarded-For", "198.51.100.7"), 429, "no-store")
		expect(t, do(r3, "/tokens", "X-Forwarded-For", "198.51.100.8, 192.0.2.9"), 200, "no-cache")
		expect(t, do(r3, "/tokens"), 200, "no-cache") // the proxy's own address
	})
}

// rateFields checks the RateLimit-Policy and RateLimit fields ("" absent).
func rateFields(t *testing.T, rec *httptest.ResponseRecorder, policy, state string) {
	t.Helper()
	if got := rec.Header().Get("RateLimit-Policy"); got != policy {
		t.Errorf("RateLimit-Policy = %q, want %q", got, policy)
	}
	if got := rec.Header().Get("RateLimit"); got != state {
		t.Errorf("RateLimit = %q, want %q", got, state)
	}
}
