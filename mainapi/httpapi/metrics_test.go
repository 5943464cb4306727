package httpapi_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/common/metrics"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// scrape reads the metrics listener at addr over HTTP.
func scrape(t *testing.T, addr string) string {
	t.Helper()
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("scrape: %d %s", resp.StatusCode, b)
	}
	return string(b)
}

// TestMetricsListener sends real requests to the router over HTTP and
// scrapes the internal listener: requests by route template and status
// (a 304 and an unmatched 404 among them), latency, and cache lookups.
func TestMetricsListener(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	reg := metrics.NewRegistry()
	m := metrics.NewHTTP(metrics.Labeled(reg, "mainapi"))
	addr, err := metrics.Listen(ctx, "127.0.0.1:0", reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, func(d *httpapi.Deps) { d.Metrics = m })
	h.setHead(7, wire.Hash{1}, t0)
	srv := httptest.NewServer(h.h)
	defer srv.Close()

	before := scrape(t, addr.String())
	if strings.Contains(before, `route="/chain/head"`) {
		t.Fatalf("series before any request:\n%s", before)
	}
	get := func(path, inm string) *http.Response {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+path, nil)
		if inm != "" {
			req.Header.Set("If-None-Match", inm)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp
	}
	first := get("/chain/head", "")
	get("/chain/head", "")
	if r := get("/chain/head", first.Header.Get("ETag")); r.StatusCode != 304 {
		t.Fatalf("revalidation: %d", r.StatusCode)
	}
	get("/no/such/route", "")

	got := scrape(t, addr.String())
	for _, want := range []string{
		`neoswap_http_requests_total{method="GET",route="/chain/head",service="mainapi",status="200"} 2`,
		`neoswap_http_requests_total{method="GET",route="/chain/head",service="mainapi",status="304"} 1`,
		`neoswap_http_requests_total{method="GET",route="unmatched",service="mainapi",status="404"} 1`,
		`neoswap_http_request_duration_seconds_count{route="/chain/head",service="mainapi"} 3`,
		`neoswap_http_cache_lookups_total{result="hit",service="mainapi"} 2`,
		`neoswap_http_cache_lookups_total{result="miss",service="mainapi"} 1`,
		`neoswap_http_requests_in_flight{service="mainapi"} 0`,
		`go_goroutines `,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("scrape lacks %s", want)
		}
	}
	if t.Failed() {
		t.Logf("scrape:\n%s", grepLines(got, "neoswap_http"))
	}
}

func grepLines(s, sub string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, sub) && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
