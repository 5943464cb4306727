package metrics

import (
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// Ingest are a block indexer's metrics, moved once per block or batch
// handled: blocks and events stored, batch latency, reorgs and their
// depth, the indexed head and the node's head. Head lag in blocks and in
// seconds is computed when scraped.
type Ingest struct {
	blocks, events, reorgs, errors prometheus.Counter
	batch                          prometheus.Histogram
	reorgDepth                     prometheus.Histogram
	perBlock                       prometheus.Histogram

	head, headTime, nodeHead atomic.Uint64
	now                      func() time.Time
}

// NewIngest registers the ingest metrics with reg; now is the clock of
// the lag in seconds (nil: time.Now).
func NewIngest(reg prometheus.Registerer, now func() time.Time) *Ingest {
	if now == nil {
		now = time.Now
	}
	m := &Ingest{now: now}
	c := func(name, help string) prometheus.Counter {
		return prometheus.NewCounter(prometheus.CounterOpts{Namespace: Namespace, Subsystem: "ingest", Name: name, Help: help})
	}
	m.blocks = c("blocks_total", "Blocks stored (gap and reorg branches included).")
	m.events = c("events_total", "Decoded events stored.")
	m.reorgs = c("reorgs_total", "Reorgs handled (blocks rolled back at least once).")
	m.errors = c("errors_total", "Blocks or batches that failed to apply.")
	m.batch = prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: Namespace, Subsystem: "ingest", Name: "batch_duration_seconds",
		Help: "Time to apply one block or batch, in one transaction.", Buckets: prometheus.ExponentialBuckets(0.001, 2.5, 12)})
	m.perBlock = prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: Namespace, Subsystem: "ingest", Name: "block_duration_seconds",
		Help: "A batch's time divided by its blocks: the cost of one block.", Buckets: prometheus.ExponentialBuckets(0.0001, 2.5, 12)})
	m.reorgDepth = prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: Namespace, Subsystem: "ingest", Name: "reorg_depth_blocks",
		Help: "Blocks rolled back by each reorg.", Buckets: []float64{1, 2, 3, 5, 8, 13, 21, 34, 64, 128, 256, 512}})
	gauge := func(name, help string, f func() float64) prometheus.GaugeFunc {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: Namespace, Subsystem: "ingest", Name: name, Help: help}, f)
	}
	reg.MustRegister(m.blocks, m.events, m.reorgs, m.errors, m.batch, m.perBlock, m.reorgDepth,
		gauge("head_block", "The indexed head's number.", func() float64 { return float64(m.head.Load()) }),
		gauge("node_head_block", "The node's latest block, as last read.", func() float64 { return float64(m.nodeHead.Load()) }),
		gauge("head_lag_blocks", "Blocks between the node's head and the indexed head (0 before both are known).", func() float64 {
			n, h := m.nodeHead.Load(), m.head.Load()
			if n == 0 || h == 0 || n < h {
				return 0
			}
			return float64(n - h)
		}),
		gauge("head_lag_seconds", "Seconds since the indexed head's block timestamp (0 before a block is indexed).", func() float64 {
			t := m.headTime.Load()
			if t == 0 {
				return 0
			}
			return max(0, m.now().Sub(time.Unix(int64(t), 0)).Seconds())
		}),
	)
	return m
}

// Handled records one block or batch: blocks and events stored, blocks
// rolled back (a reorg when above 0), its time, and the head after it
// (headNumber 0: unchanged). failed counts an error; nothing else moves.
func (m *Ingest) Handled(blocks, events, rolledBack int, elapsed time.Duration, headNumber, headTime uint64, failed bool) {
	if m == nil {
		return
	}
	if failed {
		m.errors.Inc()
	}
	if blocks > 0 {
		m.blocks.Add(float64(blocks))
		m.events.Add(float64(events))
		m.batch.Observe(elapsed.Seconds())
		m.perBlock.Observe(elapsed.Seconds() / float64(blocks))
	}
	if rolledBack > 0 {
		m.reorgs.Inc()
		m.reorgDepth.Observe(float64(rolledBack))
	}
	if headNumber > 0 {
		m.head.Store(headNumber)
		m.headTime.Store(headTime)
	}
}

// NodeHead records the node's latest block number.
func (m *Ingest) NodeHead(n uint64) {
	if m != nil {
		m.nodeHead.Store(n)
	}
}
