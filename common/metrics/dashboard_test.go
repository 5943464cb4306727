package metrics

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
)

// TestDashboardSeries holds ops/grafana/neoswap.json to the series that
// exist: every neoswap_* name a panel queries is documented in
// docs/operations.md, and those of this package (neoswap_http_*, and
// neoswap_ingest_* but the inbox depth, registered by mainapi) are the
// names NewHTTP and NewIngest register.
func TestDashboardSeries(t *testing.T) {
	raw, err := os.ReadFile("../../ops/grafana/neoswap.json")
	if err != nil {
		t.Fatal(err)
	}
	var dash struct {
		Panels []struct {
			Targets []struct{ Expr string } `json:"targets"`
		} `json:"panels"`
	}
	if err := json.Unmarshal(raw, &dash); err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile("../../docs/operations.md")
	if err != nil {
		t.Fatal(err)
	}
	reg := prometheus.NewRegistry()
	NewHTTP(reg)
	NewIngest(reg, nil)
	ch := make(chan *prometheus.Desc, 64)
	go func() {
		for _, c := range []prometheus.Collector{reg} {
			c.Describe(ch)
		}
		close(ch)
	}()
	ours := map[string]bool{}
	fqName := regexp.MustCompile(`fqName: "([^"]+)"`)
	for d := range ch {
		if m := fqName.FindStringSubmatch(d.String()); m != nil {
			ours[m[1]] = true
		}
	}
	if !ours["neoswap_http_requests_total"] || !ours["neoswap_ingest_head_lag_seconds"] {
		t.Fatalf("registered names not read: %v", ours)
	}
	name := regexp.MustCompile(`neoswap_[a-z_]+`)
	queried := 0
	for _, p := range dash.Panels {
		for _, tg := range p.Targets {
			for _, n := range name.FindAllString(tg.Expr, -1) {
				queried++
				for _, suf := range []string{"_bucket", "_count", "_sum"} {
					n = strings.TrimSuffix(n, suf)
				}
				if !strings.Contains(string(doc), "`"+n+"`") {
					t.Errorf("dashboard queries %s, not in docs/operations.md", n)
				}
				if (strings.HasPrefix(n, "neoswap_http_") || strings.HasPrefix(n, "neoswap_ingest_")) &&
					n != "neoswap_ingest_inbox_depth" && !ours[n] {
					t.Errorf("dashboard queries %s, which this package does not register", n)
				}
			}
		}
	}
	if queried == 0 {
		t.Fatal("no series queried")
	}
}
