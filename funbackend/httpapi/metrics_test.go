package httpapi_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/common/metrics"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/sqlite/sqlitetest"
)

// TestMetricsListener sends real requests over HTTP and scrapes the
// internal listener: requests by route template (under the base path) and
// status, an unmatched 404, latency, and the body cache's lookups.
func TestMetricsListener(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	reg := metrics.NewRegistry()
	m := metrics.NewHTTP(metrics.Labeled(reg, "funbackend"))
	addr, err := metrics.Listen(ctx, "127.0.0.1:0", reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(httpapi.NewRouter(httpapi.Deps{BasePath: base, Commit: "abc", ChainID: 1, DB: sqlitetest.New(t), Metrics: m}))
	defer srv.Close()
	for _, p := range []string{"/stats", "/stats", "/health/live", "/nope"} {
		resp, err := http.Get(srv.URL + base + p)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	resp, err := http.Get("http://" + addr.String() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	got := string(b)
	for _, want := range []string{
		`neoswap_http_requests_total{method="GET",route="` + base + `/stats",service="funbackend",status="200"} 2`,
		`neoswap_http_requests_total{method="GET",route="` + base + `/health/live",service="funbackend",status="200"} 1`,
		`neoswap_http_requests_total{method="GET",route="unmatched",service="funbackend",status="404"} 1`,
		`neoswap_http_request_duration_seconds_count{route="` + base + `/stats",service="funbackend"} 2`,
		`neoswap_http_cache_lookups_total{result="hit",service="funbackend"} 1`,
		`neoswap_http_cache_lookups_total{result="miss",service="funbackend"} 1`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("scrape lacks %s", want)
		}
	}
	if t.Failed() {
		for _, l := range strings.Split(got, "\n") {
			if strings.HasPrefix(l, "neoswap_") {
				t.Log(l)
			}
		}
	}
}
