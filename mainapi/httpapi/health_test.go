package httpapi_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

func TestHealthLive(t *testing.T) {
	db := pgtest.New(t)

	t.Run("database up", func(t *testing.T) {
		rec := serve(t, httpapi.Deps{DB: db}, "/health/live")
		assertResponse(t, rec, http.StatusOK, `{"ok":true}`, "private, no-store")
	})
	t.Run("database down", func(t *testing.T) {
		// A real pool pointed at a port nothing listens on: Ping fails as
		// it does when the server is gone.
		pool, err := pgxpool.New(context.Background(), "postgres://postgres@127.0.0.1:1/x?connect_timeout=1")
		if err != nil {
			t.Fatal(err)
		}
		defer pool.Close()
		rec := serve(t, httpapi.Deps{DB: &postgres.DB{Pool: pool}}, "/health/live")
		assertResponse(t, rec, http.StatusServiceUnavailable, `{"ok":false}`, "private, no-store")
	})
	t.Run("unknown route", func(t *testing.T) {
		rec := serve(t, httpapi.Deps{DB: db}, "/nope")
		assertResponse(t, rec, http.StatusNotFound, `{"error":"not found"}`, "no-store")
	})
}

func serve(t *testing.T, d httpapi.Deps, path string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	httpapi.NewRouter(d).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	return rec
}

func assertResponse(t *testing.T, rec *httptest.ResponseRecorder, status int, body, cacheControl string) {
	t.Helper()
	if got := rec.Code; got != status {
		t.Errorf("status = %d, want %d", got, status)
	}
	if got := rec.Body.String(); got != body {
		t.Errorf("body = %s, want %s", got, body)
	}
	if got := rec.Header().Get("Cache-Control"); got != cacheControl {
		t.Errorf("Cache-Control = %q, want %q", got, cacheControl)
	}
	if got := rec.Header().Get("ETag"); got != "" {
		t.Errorf("ETag = %q, want none", got)
	}
}
