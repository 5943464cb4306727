package funbackend

import (
	"fmt"
	"net"
	"strconv"
	"strings"
	"time"
)

// Limits are the per-IP caps of the limiters of spec 8, in requests per
// LimitWindow (token buckets refilled continuously). Zero or negative
// disables a limiter.
type Limits struct {
	IntentWrites int // POST /intents (FUNBACKEND_LIMIT_INTENTS, 5)
	Board        int // GET /tokens (FUNBACKEND_LIMIT_BOARD, 6000)
	Expensive    int // expensive reads (FUNBACKEND_LIMIT_EXPENSIVE, 3000)
	Creators     int // GET /creators/top (FUNBACKEND_LIMIT_CREATORS, 3000)
	CoinDetail   int // GET /tokens/{address}, snapshots (FUNBACKEND_LIMIT_DETAIL, 30000)
	Quotes       int // quotes (FUNBACKEND_LIMIT_QUOTES, 28800)
	QuoteMisses  int // quotes that miss the cache (FUNBACKEND_LIMIT_QUOTE_MISSES, 2400)
	// StreamConnects bounds GET /stream connects (FUNBACKEND_LIMIT_STREAM,
	// 300): each may replay up to the hub's ring, so reconnect churn is
	// charged like any other read.
	StreamConnects int
}

// LimitWindow is the window of every limiter: a bucket refills its whole
// cap over it.
const LimitWindow = 10 * time.Minute

// DefaultLimits are spec 8's shipping defaults.
var DefaultLimits = Limits{IntentWrites: 5, Board: 6000, Expensive: 3000, Creators: 3000,
	CoinDetail: 30000, Quotes: 28800, QuoteMisses: 2400, StreamConnects: 300}

// StreamLimits cap GET /stream connections (spec 8).
type StreamLimits struct {
	Global int // FUNBACKEND_STREAM_MAX (2000): over it 503
	PerIP  int // FUNBACKEND_STREAM_PER_IP (40): over it 429
}

// RateBucket is one limiter's token bucket for one client IP, as persisted:
// Tokens left at At.
type RateBucket struct {
	Limiter, IP string
	Tokens      float64
	At          time.Time
}

// limitsFromEnv reads the limiter and stream caps and TRUSTED_PROXIES into cfg.
func limitsFromEnv(getenv func(string) string, cfg *Config) error {
	cfg.Limits = DefaultLimits
	cfg.Stream = StreamLimits{Global: 2000, PerIP: 40}
	for _, f := range []struct {
		name string
		dst  *int
	}{
		{"FUNBACKEND_LIMIT_INTENTS", &cfg.Limits.IntentWrites},
		{"FUNBACKEND_LIMIT_BOARD", &cfg.Limits.Board},
		{"FUNBACKEND_LIMIT_EXPENSIVE", &cfg.Limits.Expensive},
		{"FUNBACKEND_LIMIT_CREATORS", &cfg.Limits.Creators},
		{"FUNBACKEND_LIMIT_DETAIL", &cfg.Limits.CoinDetail},
		{"FUNBACKEND_LIMIT_QUOTES", &cfg.Limits.Quotes},
		{"FUNBACKEND_LIMIT_QUOTE_MISSES", &cfg.Limits.QuoteMisses},
		{"FUNBACKEND_LIMIT_STREAM", &cfg.Limits.StreamConnects},
		{"FUNBACKEND_STREAM_MAX", &cfg.Stream.Global},
		{"FUNBACKEND_STREAM_PER_IP", &cfg.Stream.PerIP},
	} {
		v := getenv(f.name)
		if v == "" {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("config: %s %q is not an integer", f.name, v)
		}
		*f.dst = n
	}
	for _, p := range strings.Split(getenv("TRUSTED_PROXIES"), ",") {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if _, _, err := net.ParseCIDR(p); err != nil && net.ParseIP(p) == nil {
			return fmt.Errorf("config: TRUSTED_PROXIES entry %q is neither an IP nor a CIDR", p)
		}
		cfg.TrustedProxies = append(cfg.TrustedProxies, p)
	}
	return nil
}
