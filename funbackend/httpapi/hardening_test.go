package httpapi_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
	"github.com/neoswap/neoswap/funbackend/sqlite"
	"github.com/neoswap/neoswap/funbackend/stream"
)

// Cases 13 to 15 of docs/reliability.md: what an outside probe found.

// hardenedRouter is a router over a fresh SQLite file with tiny caps and a
// stream hub.
func hardenedRouter(t *testing.T, l funbackend.Limits) http.Handler {
	t.Helper()
	db, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "funbackend.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	now := time.Unix(1_700_000_000, 0)
	clock := func() time.Time { return now }
	hub := stream.NewHub(stream.Config{})
	t.Cleanup(hub.Close)
	return httpapi.NewRouter(httpapi.Deps{BasePath: base, ChainID: 1, DB: db, Now: clock,
		Limiter: ratelimit.New(l, nil, clock, nil), Stream: hub})
}

func postIntentAs(r http.Handler, ctype, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodPost, base+"/intents", strings.NewReader(body))
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, req)
	return rec
}

// Case 14: a POST that is not application/json is 415 before the intent
// bucket is spent, so a cross-site simple POST (text/plain, a form) cannot
// burn a visitor's bucket.
func TestPostsRequireJSON(t *testing.T) {
	r := hardenedRouter(t, funbackend.Limits{IntentWrites: 2})
	for _, ct := range []string{"text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded",
		"multipart/form-data; boundary=x", "", "application/jsonx"} {
		rec := postIntentAs(r, ct, `{}`)
		expect(t, rec, 415, "no-store")
		if rec.Body.String() != `{"error":"Content-Type must be application/json"}` || rec.Header().Get("RateLimit") != "" {
			t.Errorf("%q: %s RateLimit %q, want 415 and no bucket spent", ct, rec.Body.String(), rec.Header().Get("RateLimit"))
		}
	}
	// The bucket is whole: both tokens are still there (503: this router
	// has no curve, after the spend).
	for i, state := range []string{`"intents";r=1;t=300`, `"intents";r=0;t=600`} {
		rec := postIntentAs(r, "application/json; charset=utf-8", `{}`)
		expect(t, rec, 503, "no-store")
		if got := rec.Header().Get("RateLimit"); got != state {
			t.Errorf("JSON POST %d: RateLimit %q, want %q", i+1, got, state)
		}
	}
}

// Case 13: every 429 a bucket causes says when to come back, on every
// route, POST /intents included (malformed bodies are charged: the bucket
// is spent before the body is read).
func TestEvery429HasRetryAfter(t *testing.T) {
	r := hardenedRouter(t, funbackend.Limits{IntentWrites: 5, CoinDetail: 1, Expensive: 1, Quotes: 1, StreamConnects: 1})
	for range 5 {
		postIntentAs(r, "application/json", `{`)
	}
	rec := postIntentAs(r, "application/json", `{`)
	expect(t, rec, 429, "no-store")
	if got := rec.Header().Get("Retry-After"); got != "120" { // 5 per 600 s: a token every 120 s
		t.Errorf("POST /intents 429: Retry-After %q, want 120", got)
	}
	for _, tc := range []struct{ path, tier string }{
		{"/tokens/0x000000000000000000000000000000000000dead", "no-cache"},
		{"/graduated/feed", "no-cache"},
		{"/wallet/0x000000000000000000000000000000000000dead/positions", "no-store"},
		{"/tokens/0x000000000000000000000000000000000000dead/quote?side=buy&amount=1", "no-cache"},
	} {
		do(r, tc.path)
		rec := do(r, tc.path)
		expect(t, rec, 429, tc.tier)
		if got := rec.Header().Get("Retry-After"); got != "600" {
			t.Errorf("%s 429: Retry-After %q, want 600", tc.path, got)
		}
	}
}

// Case 15: connecting to /stream spends the stream bucket; past it, 429
// with Retry-After and no-store, before any subscription or replay.
func TestStreamConnectBucket(t *testing.T) {
	srv := httptest.NewServer(hardenedRouter(t, funbackend.Limits{StreamConnects: 2}))
	t.Cleanup(srv.Close) // after the streams' own cleanups close them
	for i := range 2 {
		c := openStream(t, srv.URL)
		if c.resp.StatusCode != 200 {
			t.Fatalf("connect %d: %d", i+1, c.resp.StatusCode)
		}
		c.close()
	}
	c := openStream(t, srv.URL)
	if c.resp.StatusCode != 429 || c.resp.Header.Get("Retry-After") != "300" || c.resp.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("third connect: %d Retry-After %q Cache-Control %q, want 429 300 no-store",
			c.resp.StatusCode, c.resp.Header.Get("Retry-After"), c.resp.Header.Get("Cache-Control"))
	}
}
