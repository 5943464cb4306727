package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/neoswap/neoswap/funbackend/httpapi"
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
