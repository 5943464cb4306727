package httpapi

import (
	"context"
	"log/slog"
	"time"
)

// Logo prefetch. GET /tokens reports hasLogo from stored logos only, and an
// app that requests logos only where hasLogo is true would never cause the
// route's fetch-once for a launched coin. The prefetcher closes that loop:
// every pass it lists launch venue coins without a stored logo (newest
// first) and fetches them through the same checks as the route, so a coin's
// logo is local within one interval of its launch.

// Prefetch bounds.
const (
	// LogoPrefetchInterval is the time between two passes.
	LogoPrefetchInterval = 30 * time.Second
	// logoPrefetchScan bounds the coins one pass lists.
	logoPrefetchScan = 500
	// logoPrefetchFetches bounds the launch backend requests of one pass
	// (coins in the negative cache are skipped without a request).
	logoPrefetchFetches = 50
)

// LogoPrefetcher fetches the logos of launched coins ahead of requests.
type LogoPrefetcher struct {
	store logoStore
	f     *logoFetcher
}

// NewLogoPrefetcher returns the prefetcher of d (its DB, Logger, Now and
// Config.LaunchBackendURL); nil when LAUNCH_BACKEND_URL is unset.
func NewLogoPrefetcher(d Deps) *LogoPrefetcher {
	if d.Logger == nil {
		d.Logger = slog.Default()
	}
	if d.Now == nil {
		d.Now = time.Now
	}
	f := newLogoFetcher(d.Config.LaunchBackendURL, d.DB, d.Logger, d.Now)
	if f == nil {
		return nil
	}
	return &LogoPrefetcher{store: d.DB, f: f}
}

// Pass runs one pass and returns how many logos it stored.
func (p *LogoPrefetcher) Pass(ctx context.Context) (stored int, err error) {
	coins, err := p.store.LaunchedWithoutLogo(ctx, logoPrefetchScan)
	if err != nil {
		return 0, err
	}
	fetches := 0
	for _, token := range coins {
		if fetches == logoPrefetchFetches || ctx.Err() != nil {
			break
		}
		if p.f.remembered(token) {
			continue
		}
		fetches++
		_, ok, err := p.f.fetch(ctx, token)
		if err != nil {
			return stored, err
		}
		if ok {
			stored++
		}
	}
	return stored, ctx.Err()
}

// Run runs a pass every interval until ctx ends; a failed pass is logged
// and the next one runs on time.
func (p *LogoPrefetcher) Run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if n, err := p.Pass(ctx); err != nil && ctx.Err() == nil {
			p.f.log.Warn("logo prefetch pass failed", "stored", n, "err", err)
		} else if n > 0 {
			p.f.log.Info("logo prefetch", "stored", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
