package indexer_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/neoswap/neoswap/common/metrics"
	"github.com/neoswap/neoswap/mainapi/deployment"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
	"github.com/neoswap/neoswap/mainapi/indexer"
)

// TestIngestMetrics indexes a simulated chain in one batch, then a reorg,
// and scrapes the metrics listener over HTTP: blocks and events stored,
// batch latency, the reorg and its depth, and the indexed head move.
func TestIngestMetrics(t *testing.T) {
	h := newHarness(t, 0)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	reg := metrics.NewRegistry()
	var clock time.Time // of the lag in seconds
	m := metrics.NewIngest(metrics.Labeled(reg, "mainapi"), func() time.Time { return clock })
	addr, err := metrics.Listen(ctx, "127.0.0.1:0", reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The harness's writer holds the writer lock: the indexer under test
	// writes through it.
	contracts := deployment.Contracts(h.env.Deployment.File())
	src, err := ethrpc.New(ctx, h.env.Backend.Client())
	if err != nil {
		t.Fatal(err)
	}
	ix := indexer.New(h.w, indexer.Config{Contracts: contracts, Source: src, Metadata: src,
		Logger: slog.New(slog.DiscardHandler), Metrics: m})

	h.simulate(t, 4, 7)
	bs := h.blocks(t)
	out, err := ix.HandleBatch(ctx, bs)
	if err != nil {
		t.Fatal(err)
	}
	head := bs[len(bs)-1]
	m.NodeHead(head.Number + 3)
	clock = time.Unix(int64(head.Timestamp), 0).Add(90 * time.Second)
	got := scrapeIngest(t, addr.String())
	want := map[string]float64{
		"neoswap_ingest_blocks_total":                 float64(len(bs)),
		"neoswap_ingest_events_total":                 float64(out.Events),
		"neoswap_ingest_batch_duration_seconds_count": 1,
		"neoswap_ingest_head_block":                   float64(head.Number),
		"neoswap_ingest_head_lag_blocks":              3,
		"neoswap_ingest_reorgs_total":                 0,
		"neoswap_ingest_head_lag_seconds":             90,
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	if out.Events == 0 {
		t.Error("the simulated blocks stored no events")
	}
	// A reorg two blocks deep, delivered as the new branch's head.
	h.fork(t, 2)
	for range 3 {
		h.env.Commit()
	}
	nb, err := src.BlockByNumber(ctx, h.env.Head(t).Number.Uint64())
	if err != nil {
		t.Fatal(err)
	}
	o, err := ix.HandleBlock(ctx, nb)
	if err != nil || o.RolledBack != 2 {
		t.Fatalf("reorg: %+v %v", o, err)
	}
	got = scrapeIngest(t, addr.String())
	for k, v := range map[string]float64{
		"neoswap_ingest_reorgs_total":             1,
		"neoswap_ingest_reorg_depth_blocks_count": 1,
		"neoswap_ingest_reorg_depth_blocks_sum":   2,
		"neoswap_ingest_blocks_total":             float64(len(bs) + o.Applied),
		"neoswap_ingest_head_block":               float64(nb.Number),
	} {
		if got[k] != v {
			t.Errorf("after the reorg: %s = %v, want %v", k, got[k], v)
		}
	}
}

// scrapeIngest reads the listener and returns the service="mainapi" series
// of the neoswap_ingest family, by name.
func scrapeIngest(t *testing.T, addr string) map[string]float64 {
	t.Helper()
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	got := map[string]float64{}
	for _, l := range strings.Split(string(b), "\n") {
		name, rest, ok := strings.Cut(l, `{service="mainapi"} `)
		if !ok || !strings.HasPrefix(name, "neoswap_ingest_") {
			continue
		}
		v, err := strconv.ParseFloat(rest, 64)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		got[name] = v
	}
	return got
}
