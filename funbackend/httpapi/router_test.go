package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/sqlite/sqlitetest"
)

func TestRoutes(t *testing.T) {
	r := httpapi.NewRouter(httpapi.Deps{BasePath: "/backend-fun/ethereum", Commit: "abc"})
	tests := []struct {
		name, path         string
		status             int
		body, cacheControl string
	}{
		{"live", "/backend-fun/ethereum/health/live", 200, `{"commit":"abc","ok":true}`, "no-store"},
		{"outside base path", "/health/live", 404, `{"error":"not found"}`, "no-cache"},
		{"unknown route", "/backend-fun/ethereum/nope", 404, `{"error":"not found"}`, "no-cache"},
		// No redirect to the slash-less route: a 301 would skip every
		// middleware (cache tier, admin gate) and send an HTML body.
		{"trailing slash", "/backend-fun/ethereum/tokens/", 404, `{"error":"not found"}`, "no-cache"},
		{"trailing slash after a route", "/backend-fun/ethereum/health/live/", 404, `{"error":"not found"}`, "no-cache"},
		{"case-folded path", "/backend-fun/ethereum/HEALTH/live", 404, `{"error":"not found"}`, "no-cache"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			r.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, tt.path, nil))
			if got, want := rec.Code, tt.status; got != want {
				t.Errorf("status = %d, want %d", got, want)
			}
			if got, want := rec.Body.String(), tt.body; got != want {
				t.Errorf("body = %s, want %s", got, want)
			}
			if got, want := rec.Header().Get("Cache-Control"), tt.cacheControl; got != want {
				t.Errorf("Cache-Control = %q, want %q", got, want)
			}
		})
	}
}

// TestBodyLimitKeepsNoStore: the body limit's 413, refused by Content-Length
// before any handler runs, keeps a no-store route no-store (spec 7: a
// no-store route stays no-store whatever it answers; POST /intents is in
// spec 8's no-store tier) and downgrades other routes to no-cache.
func TestBodyLimitKeepsNoStore(t *testing.T) {
	r := httpapi.NewRouter(httpapi.Deps{BasePath: base, ChainID: 1, DB: sqlitetest.New(t)})
	big := strings.Repeat("x", 300<<10)
	tests := []struct{ method, path, cacheControl string }{
		{http.MethodPost, "/intents", "no-store"},
		{http.MethodGet, "/version", "no-store"},
		{http.MethodGet, "/wallet/0x00000000000000000000000000000000000000aa/positions", "no-store"},
		{http.MethodGet, "/stats", "no-cache"},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.path, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, base+tt.path, strings.NewReader(big))
			rec := httptest.NewRecorder()
			r.ServeHTTP(rec, req)
			if rec.Code != 413 || rec.Body.String() != `{"error":"request body too large"}` {
				t.Errorf("status %d body %s", rec.Code, rec.Body.String())
			}
			if got := rec.Header().Get("Cache-Control"); got != tt.cacheControl {
				t.Errorf("Cache-Control = %q, want %q", got, tt.cacheControl)
			}
		})
	}
}
