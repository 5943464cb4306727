package main

import (
	"context"
	"log/slog"
	"os"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/neoswap/neoswap/common/metrics"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

// serviceMetrics are the process's Prometheus metrics, served on
// METRICS_ADDR (docs/operations.md); nil when that is unset.
type serviceMetrics struct {
	http   *metrics.HTTP
	ingest *metrics.Ingest
}

// startMetrics serves the metrics listener on METRICS_ADDR (unset: off,
// nil) until ctx ends: HTTP requests, ingest, the webhook inbox's depth,
// the response cache and the Rakeback job's runs.
func startMetrics(ctx context.Context, db *postgres.DB, log *slog.Logger) (*serviceMetrics, error) {
	addr := os.Getenv("METRICS_ADDR")
	if addr == "" {
		return nil, nil
	}
	reg := metrics.NewRegistry()
	r := metrics.Labeled(reg, "mainapi")
	m := &serviceMetrics{http: metrics.NewHTTP(r), ingest: metrics.NewIngest(r, nil)}
	r.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: metrics.Namespace, Subsystem: "ingest", Name: "inbox_depth",
		Help: "Webhook deliveries recorded and not yet applied (ingest_inbox rows; -1 when unreadable)."}, func() float64 {
		c, cancel := context.WithTimeout(ctx, 2*time.Second)
		defer cancel()
		n, err := db.InboxDepth(c)
		if err != nil {
			return -1
		}
		return float64(n)
	}))
	r.MustRegister(jobRuns{})
	if _, err := metrics.Listen(ctx, addr, reg, log); err != nil {
		return nil, err
	}
	return m, nil
}

// jobRuns is neoswap_job_runs_total{job, outcome}, read from the running
// jobs when scraped.
type jobRuns struct{}

var jobRunsDesc = prometheus.NewDesc(metrics.Namespace+"_job_runs_total",
	"Runs of the background jobs by outcome (ok, failed) since the process started.", []string{"job", "outcome"}, nil)

func (jobRuns) Describe(ch chan<- *prometheus.Desc) { ch <- jobRunsDesc }

func (jobRuns) Collect(ch chan<- prometheus.Metric) {
	var ok, failed int64
	if j := runningRakebackJob.Load(); j != nil {
		ok, failed = j.Runs()
	}
	ch <- prometheus.MustNewConstMetric(jobRunsDesc, prometheus.CounterValue, float64(ok), "rakeback", "ok")
	ch <- prometheus.MustNewConstMetric(jobRunsDesc, prometheus.CounterValue, float64(failed), "rakeback", "failed")
}

// procMetrics are this process's metrics once useMetrics ran (nil: off).
var procMetrics *serviceMetrics

func useMetrics(ctx context.Context, db *postgres.DB, log *slog.Logger) error {
	m, err := startMetrics(ctx, db, log)
	procMetrics = m
	return err
}
