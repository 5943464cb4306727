package httpapi_test

import (
	"net/http"
	"net/http/httptest"
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
