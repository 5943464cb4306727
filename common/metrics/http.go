package metrics

import (
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus"
)

// HTTP are a router's request metrics: requests by route template (gin's
// full path, "unmatched" for a 404 of no route), method and status, and
// latency by route. The 304 ratio and rate-limit refusals are the status
// 304 and 429 shares of neoswap_http_requests_total.
type HTTP struct {
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	inFlight prometheus.Gauge
	// hits and misses are the response cache's lookups (CacheLookup).
	hits, misses prometheus.Counter
}

// NewHTTP registers the HTTP metrics with reg.
func NewHTTP(reg prometheus.Registerer) *HTTP {
	h := &HTTP{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: Namespace, Subsystem: "http", Name: "requests_total",
			Help: "HTTP requests answered, by route template, method and status."}, []string{"route", "method", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: Namespace, Subsystem: "http", Name: "request_duration_seconds",
			Help:    "Time from the request's routing to the handler's return, by route template.",
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}}, []string{"route"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{Namespace: Namespace, Subsystem: "http", Name: "requests_in_flight",
			Help: "Requests being answered (long-lived streams included)."}),
	}
	lookups := prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: Namespace, Subsystem: "http", Name: "cache_lookups_total",
		Help: "Server-side response cache lookups by result (hit, miss); the hit ratio is hit over both."}, []string{"result"})
	h.hits, h.misses = lookups.WithLabelValues("hit"), lookups.WithLabelValues("miss")
	reg.MustRegister(h.requests, h.latency, h.inFlight, lookups)
	return h
}

// statusText avoids an allocation per request for the usual statuses.
var statusText = func() map[int]string {
	m := map[int]string{}
	for s := 100; s < 600; s++ {
		m[s] = strconv.Itoa(s)
	}
	return m
}()

// Middleware observes each request once its handlers return. Use it first
// so it sees every answer, refusals and panics' 500s included.
func (h *HTTP) Middleware() gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		h.inFlight.Inc()
		defer h.inFlight.Dec()
		c.Next()
		route := c.FullPath()
		if route == "" {
			route = "unmatched"
		}
		status, ok := statusText[c.Writer.Status()]
		if !ok {
			status = strconv.Itoa(c.Writer.Status())
		}
		h.requests.WithLabelValues(route, c.Request.Method, status).Inc()
		h.latency.WithLabelValues(route).Observe(time.Since(start).Seconds())
	}
}

// CacheLookup counts one lookup of a server-side response cache; a nil h
// counts nothing.
func (h *HTTP) CacheLookup(hit bool) {
	switch {
	case h == nil:
	case hit:
		h.hits.Inc()
	default:
		h.misses.Inc()
	}
}
