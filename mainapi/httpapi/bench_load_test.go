package httpapi_test

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

// BenchmarkRoutesOverBenchDB serves the load run's routes in process over
// the database scripts/bench-mainapi.sh fills (BENCH_DATABASE_URL, e.g.
// postgres://postgres@127.0.0.1:5432/neoswap_bench; skipped when unset),
// with the body cache off so every request runs its handler and reaches
// Postgres: the per-request CPU cost to profile with -cpuprofile
// (cpu-ns/op: the router's CPU per request, Postgres's excluded).
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
	// Open every pooled connection first, so the backends whose CPU
	// db-cpu-ns/op sums are the same before and after each run.
	conns := make([]*pgxpool.Conn, db.Pool.Config().MaxConns)
	for i := range conns {
		if conns[i], err = db.Pool.Acquire(ctx); err != nil {
			b.Fatal(err)
		}
	}
	for _, c := range conns {
		c.Release()
	}
	backendsCPU := func() time.Duration { return postgresBackendsCPU(b, db) }
	for _, path := range []string{"/chain/head", "/dex/pools", "/tokens/" + weth + "/chart?range=24h"} {
		b.Run(path, func(b *testing.B) { benchUncached(b, h, path, backendsCPU) })
	}
}

// postgresBackendsCPU is the CPU time (user and system) the backends serving
// db's database have used, read from /proc: Postgres must run on this
// machine (0 when /proc cannot be read).
func postgresBackendsCPU(b *testing.B, db *postgres.DB) time.Duration {
	rows, err := db.Pool.Query(context.Background(),
		`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`)
	if err != nil {
		b.Fatal(err)
	}
	pids, err := pgx.CollectRows(rows, pgx.RowTo[int32])
	if err != nil {
		b.Fatal(err)
	}
	var total time.Duration
	for _, pid := range pids {
		stat, err := os.ReadFile("/proc/" + strconv.Itoa(int(pid)) + "/stat")
		if err != nil {
			return 0
		}
		// Fields 14 and 15 (utime, stime, in clock ticks) follow the
		// parenthesized command name.
		f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
		for _, s := range f[11:13] {
			ticks, _ := strconv.ParseInt(s, 10, 64)
			total += time.Duration(ticks) * (time.Second / 100) // USER_HZ
		}
	}
	return total
}
