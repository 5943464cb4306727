// Package metrics is the Prometheus side of both services: a registry
// served on its own internal listener (METRICS_ADDR; off when unset, never
// on the public API's port), the HTTP request metrics of a gin router, and
// the ingest metrics of a block indexer. Hot paths stay cheap: the HTTP
// middleware does one counter and one histogram update per request, and
// the ingest metrics move once per block or batch, never per event.
package metrics

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Namespace prefixes every series: neoswap_http_requests_total, ...
const Namespace = "neoswap"

// NewRegistry returns a registry with the Go runtime and process
// collectors; service ("mainapi", "funbackend") is a constant label of
// every series registered through Labeled.
func NewRegistry() *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return reg
}

// Labeled wraps reg so every series registered through it carries
// service=<service>: both services' series share names and one dashboard.
func Labeled(reg prometheus.Registerer, service string) prometheus.Registerer {
	return prometheus.WrapRegistererWith(prometheus.Labels{"service": service}, reg)
}

// Listen serves reg's /metrics on addr until ctx ends and returns the
// bound address (addr may use port 0). It is the internal listener: point
// it at a loopback or private address, never at the public one.
func Listen(ctx context.Context, addr string, reg *prometheus.Registry, log *slog.Logger) (net.Addr, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.HandlerFor(reg, promhttp.HandlerOpts{Registry: reg}))
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) && log != nil {
			log.Error("metrics listener", "addr", addr, "err", err)
		}
	}()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	if log != nil {
		log.Info("metrics listening", "url", "http://"+ln.Addr().String()+"/metrics")
	}
	return ln.Addr(), nil
}
