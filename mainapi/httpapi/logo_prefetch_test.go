package httpapi_test

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// TestLogoPrefetch: a pass over the indexed launch venue coins fetches each
// coin without a logo once, stores the launch backend's images, remembers
// its misses (the next pass asks nothing), and the route then serves the
// stored logo without a fetch.
func TestLogoPrefetch(t *testing.T) {
	sc := newNeofunScenario(t)
	ctx := context.Background()
	rows, err := sc.h.db.Pool.Query(ctx, `SELECT hex_addr(address) FROM neofun_coins ORDER BY timestamp DESC, address DESC`)
	if err != nil {
		t.Fatal(err)
	}
	var coins []string
	for rows.Next() {
		var a string
		if err := rows.Scan(&a); err != nil {
			t.Fatal(err)
		}
		coins = append(coins, a)
	}
	if rows.Err() != nil || len(coins) < 2 {
		t.Fatalf("scenario launched %d coins (%v)", len(coins), rows.Err())
	}
	backend := newLaunchBackend(t)
	logo := pngOf(t, 48, 48, false)
	withLogo := coins[len(coins)-1] // the oldest: the pass still reaches it
	backend.serve(withLogo, "image/png", logo)

	deps := sc.h.deps
	deps.Config.LaunchBackendURL = backend.url()
	if httpapi.NewLogoPrefetcher(sc.h.deps) != nil {
		t.Fatal("a prefetcher without LAUNCH_BACKEND_URL")
	}
	p := httpapi.NewLogoPrefetcher(deps)
	stored, err := p.Pass(ctx)
	if err != nil || stored != 1 {
		t.Fatalf("first pass: stored %d, %v; want 1", stored, err)
	}
	for _, c := range coins {
		if n := backend.hitsOf(imagePath(c)); n != 1 {
			t.Errorf("%s: %d fetches in the first pass, want 1", c, n)
		}
	}
	if stored, err := p.Pass(ctx); err != nil || stored != 0 {
		t.Fatalf("second pass: stored %d, %v; want 0", stored, err)
	}
	for _, c := range coins {
		if n := backend.hitsOf(imagePath(c)); n != 1 {
			t.Errorf("%s: %d fetches after the second pass, want 1 (stored or remembered)", c, n)
		}
	}

	// Served locally: a router with no launch backend at all.
	h := httpapi.NewRouter(httpapi.Deps{DB: sc.h.db, Config: testConfig(), Logger: slog.New(slog.DiscardHandler)})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, logoPath(withLogo), nil))
	check(t, rec, want{status: 200, body: string(logo), headers: logoHeaders("image/png", len(logo))})
}
