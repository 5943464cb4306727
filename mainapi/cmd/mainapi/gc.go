package main

import (
	"log/slog"
	"os"
	"runtime/debug"
)

// The garbage collector's defaults for mainapi, used where the operator
// set none (GOGC, GOMEMLIMIT win when set; docs/performance.md, "GOGC and
// GOMEMLIMIT"). mainapi allocates per decoded event and per request over a
// small live heap, so Go's default GOGC=100 collects very often: at 400
// BenchmarkReplayMix and the Postgres routes of scripts/bench-mainapi.sh
// run measurably faster. The memory limit keeps the larger heap
// target from growing past what a small host gives a service: near it the
// collector runs as often as it must.
const (
	defaultGCPercent   = 400
	defaultMemoryLimit = 2 << 30 // bytes
)

// gcDefaults returns the GC percent and the memory limit to set given the
// environment; zero means leave the runtime's (the variable is set).
func gcDefaults(getenv func(string) string) (percent int, limit int64) {
	if getenv("GOGC") == "" {
		percent = defaultGCPercent
	}
	if getenv("GOMEMLIMIT") == "" {
		limit = defaultMemoryLimit
	}
	return percent, limit
}

// tuneGC applies gcDefaults to the runtime.
func tuneGC(log *slog.Logger) {
	percent, limit := gcDefaults(os.Getenv)
	if percent > 0 {
		debug.SetGCPercent(percent)
	}
	if limit > 0 {
		debug.SetMemoryLimit(limit)
	}
	if percent > 0 || limit > 0 {
		log.Debug("garbage collector defaults", "gogc", percent, "gomemlimit", limit)
	}
}
