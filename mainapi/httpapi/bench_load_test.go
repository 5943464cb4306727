package httpapi_test

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

// BenchmarkRoutesOverBenchDB serves the load run's routes in process over
// the database scripts/bench-mainapi.sh fills (BENCH_DATABASE_URL, e.g.
// postgres://postgres@127.0.0.1:5432/neoswap_bench; skipped when unset),
// with the body cache off so every request runs its handler and reaches
// Postgres: the per-request CPU cost to profile with -cpuprofile.
func BenchmarkRoutesOverBenchDB(b *testing.B) {
	url := os.Getenv("BENCH_DATABASE_URL")
	if url == "" {
		b.Skip("BENCH_DATABASE_URL unset")
	}
	ctx := context.Background()
	db, err := postgres.Open(ctx, url)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(db.Close)
	cfg := testConfig()
	cfg.ResponseCacheBytes, cfg.MaxHeadLag, cfg.HeavyMaxInFlight, cfg.HeadRefresh = 0, 0, 0, 250*time.Millisecond
	h := httpapi.NewRouter(httpapi.Deps{DB: db, Config: cfg, Logger: slog.New(slog.DiscardHandler)})
	var weth string
	if err := db.Pool.QueryRow(ctx, `SELECT hex_addr(address) FROM contracts WHERE role = 'weth'`).Scan(&weth); err != nil {
		b.Fatal(err)
	}
	for _, path := range []string{"/chain/head", "/dex/pools", "/tokens/" + weth + "/chart?range=24h"} {
		b.Run(path, func(b *testing.B) {
			req := httptest.NewRequest(http.MethodGet, path, nil)
			req.RemoteAddr = "192.0.2.1:1234"
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					rec := httptest.NewRecorder()
					h.ServeHTTP(rec, req)
					if rec.Code != http.StatusOK {
						b.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
					}
				}
			})
		})
	}
}
