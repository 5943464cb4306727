package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// discard is a ResponseWriter that keeps only the status, so a benchmark
// measures the router rather than a recorder's buffers.
type discard struct {
	h    http.Header
	code int
	n    int
}

func (d *discard) Header() http.Header         { return d.h }
func (d *discard) WriteHeader(code int)        { d.code = code }
func (d *discard) Write(b []byte) (int, error) { d.n += len(b); return len(b), nil }

// benchHarness is the production configuration (the head re-read every
// 250 ms, rate limits on with a budget no benchmark exhausts) over a real
// database holding a head.
func benchHarness(b *testing.B) *harness {
	h := newHarness(b, func(d *httpapi.Deps) {
		d.Now = time.Now
		d.Config.HeadRefresh = 250 * time.Millisecond
		d.Config.RateLimit = mainapi.RateLimit{Burst: 1e12, PerSecond: 1e12}
	})
	h.setHead(123456, wire.MustParseHash(hashHex), time.Now())
	return h
}

func benchGet(b *testing.B, h *harness, inm string, wantCode int) {
	req := httptest.NewRequest(http.MethodGet, "/chain/head", nil)
	req.RemoteAddr = "192.0.2.1:1234"
	if inm != "" {
		req.Header.Set("If-None-Match", inm)
	}
	w := &discard{h: http.Header{}}
	b.ReportAllocs()
	for b.Loop() {
		clear(w.h)
		w.code, w.n = 0, 0
		h.h.ServeHTTP(w, req)
		if w.code != wantCode && !(w.code == 0 && wantCode == 200) {
			b.Fatalf("status %d, want %d", w.code, wantCode)
		}
	}
}

// BenchmarkChainHead304: a poller holding the current ETag.
func BenchmarkChainHead304(b *testing.B) {
	h := benchHarness(b)
	benchGet(b, h, `W/"123456-1111111111111111"`, http.StatusNotModified)
}

// BenchmarkChainHead200: a client without an ETag, answered from the body
// cache (the handler ran once).
func BenchmarkChainHead200(b *testing.B) {
	h := benchHarness(b)
	benchGet(b, h, "", http.StatusOK)
}

// BenchmarkUncachedRoutes serves the load run's two Postgres routes,
// /dex/pools and /tokens/{WETH}/chart?range=24h, over a database the real
// indexer filled from a simulated devnet, with the body cache off so every
// request runs its handler and reaches Postgres, and 64 requests in flight
// as in the load run. cpu-ns/op is this process's CPU (user and system) per
// request: the router's share, without Postgres's and without socket I/O.
func BenchmarkUncachedRoutes(b *testing.B) {
	h, _ := newIndexedHarness(b, 6, func(d *httpapi.Deps) {
		d.Now = time.Now
		d.Config.ResponseCacheBytes, d.Config.MaxHeadLag, d.Config.HeavyMaxInFlight = 0, 0, 0
		d.Config.HeadRefresh = 250 * time.Millisecond
	})
	weth := h.queryStrings(`SELECT hex_addr(address) FROM contracts WHERE role = 'weth'`)[0]
	for _, path := range []string{"/dex/pools", "/tokens/" + weth + "/chart?range=24h"} {
		b.Run(path, func(b *testing.B) { benchUncached(b, h.h, path, nil) })
	}
}

// benchUncached runs GET path on h from 64 goroutines, reporting the
// process CPU per request as cpu-ns/op and, when dbCPU is set, the
// database's CPU per request (as dbCPU measures it) as db-cpu-ns/op.
func benchUncached(b *testing.B, h http.Handler, path string, dbCPU func() time.Duration) {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.RemoteAddr = "192.0.2.1:1234"
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		b.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
	}
	b.ReportAllocs()
	b.SetParallelism(64 / max(1, runtime.GOMAXPROCS(0)))
	var db0 time.Duration
	if dbCPU != nil {
		db0 = dbCPU()
	}
	cpu0 := processCPU()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		w := &discard{h: http.Header{}}
		for pb.Next() {
			clear(w.h)
			w.code, w.n = 0, 0
			h.ServeHTTP(w, req)
			if w.code != http.StatusOK {
				b.Errorf("%s: status %d", path, w.code)
				return
			}
		}
	})
	b.StopTimer()
	b.ReportMetric(float64(processCPU()-cpu0)/float64(b.N), "cpu-ns/op")
	if dbCPU != nil {
		b.ReportMetric(float64(dbCPU()-db0)/float64(b.N), "db-cpu-ns/op")
	}
}

// processCPU is the user and system CPU time this process has used.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
