package main

import (
	"context"
	"log/slog"
	"os"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/neoswap/neoswap/common/metrics"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/indexer"
	"github.com/neoswap/neoswap/funbackend/keeper"
	"github.com/neoswap/neoswap/funbackend/stream"
)

// startMetrics serves the metrics listener on METRICS_ADDR (unset: off)
// until ctx ends, and sets deps.Metrics: HTTP requests (and the body
// cache), and, read when scraped, the curve indexer's head, reorgs, blocks,
// events and batch time, the
// stream's connections and drops and the keeper's attempts and outcomes.
func startMetrics(ctx context.Context, deps *httpapi.Deps, log *slog.Logger) error {
	addr := os.Getenv("METRICS_ADDR")
	if addr == "" {
		return nil
	}
	reg := metrics.NewRegistry()
	r := metrics.Labeled(reg, "funbackend")
	deps.Metrics = metrics.NewHTTP(r)
	ix, _ := deps.Indexer.(*indexer.Indexer)
	kp, _ := deps.Keeper.(*keeper.Keeper)
	r.MustRegister(venueCollector{ix: ix, hub: deps.Stream, kp: kp, now: time.Now})
	_, err := metrics.Listen(ctx, addr, reg, log)
	return err
}

// venueCollector reads the background parts' own counters at scrape time,
// so their hot paths carry no metrics code.
type venueCollector struct {
	ix  *indexer.Indexer // nil: pre-curve
	hub *stream.Hub      // nil: no /stream
	kp  *keeper.Keeper   // nil: pre-curve
	now func() time.Time
}

func desc(name, help string, labels ...string) *prometheus.Desc {
	return prometheus.NewDesc(metrics.Namespace+"_"+name, help, labels, nil)
}

var (
	headDesc      = desc("ingest_head_block", "The indexed head's number.")
	nodeHeadDesc  = desc("ingest_node_head_block", "The node's latest block, as last read.")
	lagDesc       = desc("ingest_head_lag_blocks", "Blocks between the node's head and the indexed head.")
	lagSecDesc    = desc("ingest_head_lag_seconds", "Seconds since the indexer last moved its head or found it current (last tick).")
	reorgsDesc    = desc("ingest_reorgs_total", "Reorgs handled since the process started.")
	blocksDesc    = desc("ingest_blocks_total", "Blocks stored since the process started.")
	eventsDesc    = desc("ingest_events_total", "Decoded curve and vault events stored since the process started.")
	batchDesc     = desc("ingest_batch_duration_seconds", "Time to apply one batch of blocks (its store transaction).")
	sseDesc       = desc("sse_connections", "Open /stream connections.")
	sseDropDesc   = desc("sse_dropped_total", "/stream subscribers dropped for being too slow (a full queue).")
	keeperDesc    = desc("keeper_graduations_total", "Graduations by outcome: sent (attempts), confirmed (mined), backed_off (reverted or refused), lost (reverted: another keeper graduated the coin first).", "outcome")
	keeperRunDesc = desc("keeper_passes_total", "Keeper passes by outcome (ok, failed).", "outcome")
)

func (venueCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{headDesc, nodeHeadDesc, lagDesc, lagSecDesc, reorgsDesc, blocksDesc, eventsDesc, batchDesc, sseDesc, sseDropDesc, keeperDesc, keeperRunDesc} {
		ch <- d
	}
}

func (c venueCollector) Collect(ch chan<- prometheus.Metric) {
	gauge := func(d *prometheus.Desc, v float64, labels ...string) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v, labels...)
	}
	counter := func(d *prometheus.Desc, v uint64, labels ...string) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.CounterValue, float64(v), labels...)
	}
	if c.ix != nil {
		st := c.ix.Status()
		gauge(headDesc, float64(st.LastIndexedBlock))
		gauge(nodeHeadDesc, float64(st.HeadBlock))
		lag := 0.0
		if st.HeadBlock > st.LastIndexedBlock {
			lag = float64(st.HeadBlock - st.LastIndexedBlock)
		}
		gauge(lagDesc, lag)
		if !st.LastTickAt.IsZero() {
			gauge(lagSecDesc, max(0, c.now().Sub(st.LastTickAt).Seconds()))
		}
		counter(reorgsDesc, uint64(st.ReorgCount))
		counter(blocksDesc, st.Blocks)
		counter(eventsDesc, st.Events)
		ch <- prometheus.MustNewConstSummary(batchDesc, st.Batches, st.BatchSeconds, nil)
	}
	if c.hub != nil {
		gauge(sseDesc, float64(c.hub.Subscribers()))
		counter(sseDropDesc, c.hub.Dropped())
	}
	if c.kp != nil {
		k := c.kp.Counts()
		counter(keeperDesc, k.Sent, "sent")
		counter(keeperDesc, k.Confirmed, "confirmed")
		counter(keeperDesc, k.BackedOff, "backed_off")
		counter(keeperDesc, k.Lost, "lost")
		counter(keeperRunDesc, k.Passes-k.FailedPasses, "ok")
		counter(keeperRunDesc, k.FailedPasses, "failed")
	}
}
