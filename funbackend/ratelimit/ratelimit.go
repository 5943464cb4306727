// Package ratelimit holds funbackend's per-IP token buckets (spec 8): one
// bucket per (limiter, client IP), its cap spent over funbackend.LimitWindow
// and refilled continuously. Buckets live in memory, are loaded lazily from
// the Store on first use and written behind (Flush, every second from Run
// and once more at shutdown), so a restart does not hand every client a
// fresh budget.
package ratelimit

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"math"
	"sync"
	"time"

	"github.com/neoswap/neoswap/common/ratelimitfields"
	"github.com/neoswap/neoswap/funbackend"
)

// Limiter names (the limiter column of the stored buckets).
const (
	IntentWrites = "intents"
	Board        = "board"
	Expensive    = "expensive"
	Creators     = "creators"
	CoinDetail   = "detail"
	Quotes       = "quotes"
	QuoteMisses  = "quote_misses"
	// StreamConnects is spent by every GET /stream connect.
	StreamConnects = "stream"
)

// Store persists buckets (*sqlite.DB implements it).
type Store interface {
	// LoadBucket returns the stored bucket, or funbackend.ErrNotFound when
	// none is stored.
	LoadBucket(ctx context.Context, limiter, ip string) (funbackend.RateBucket, error)
	// SaveBuckets upserts bs and deletes buckets last written before pruneBefore.
	SaveBuckets(ctx context.Context, bs []funbackend.RateBucket, pruneBefore time.Time) error
}

// DefaultMaxBuckets is Limiter.MaxBuckets' default: about 15 MB of buckets.
const DefaultMaxBuckets = 100_000

// Limiter decides whether a client may spend a token of a limiter. It is
// safe for concurrent use.
type Limiter struct {
	// MaxBuckets bounds the buckets kept in memory (0: DefaultMaxBuckets).
	// Past it, Flush forgets every bucket it has written and that was not
	// spent since: with a Store their next use loads them back, so the
	// right IP stays charged; without one they count full again (memory
	// beats memory-only accuracy under a flood of distinct clients). Set
	// it before first use.
	MaxBuckets int

	caps  map[string]float64
	store Store
	now   func() time.Time
	log   *slog.Logger

	mu      sync.Mutex
	buckets map[key]*bucket
}

type key struct{ limiter, ip string }

type bucket struct {
	tokens float64
	at     time.Time
	dirty  bool
}

// New returns a Limiter with caps per LimitWindow; store may be nil (memory
// only), now nil (time.Now), log nil (discard).
func New(l funbackend.Limits, store Store, now func() time.Time, log *slog.Logger) *Limiter {
	if now == nil {
		now = time.Now
	}
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	caps := map[string]float64{}
	for name, c := range map[string]int{IntentWrites: l.IntentWrites, Board: l.Board, Expensive: l.Expensive,
		Creators: l.Creators, CoinDetail: l.CoinDetail, Quotes: l.Quotes, QuoteMisses: l.QuoteMisses,
		StreamConnects: l.StreamConnects} {
		if c > 0 {
			caps[name] = float64(c)
		}
	}
	return &Limiter{caps: caps, store: store, now: now, log: log, buckets: map[key]*bucket{}}
}

// Allow spends one token of limiter for ip. When the bucket is empty it
// returns false and how long until a token is back (at least a second). An
// unknown or disabled limiter always allows. A bucket that cannot be loaded
// from the store counts as full (the limiter fails open).
func (l *Limiter) Allow(ctx context.Context, limiter, ip string) (bool, time.Duration) {
	d := l.Spend(ctx, limiter, ip)
	return d.OK, d.Wait
}

// Decision is the outcome of Spend.
type Decision struct {
	// OK: the token was spent; else Wait is the time until one is back.
	OK   bool
	Wait time.Duration
	// Limited is false for an unknown or disabled limiter (no fields).
	Limited bool
	// Policy and State describe the bucket after the request as the
	// RateLimit-Policy and RateLimit fields of
	// draft-ietf-httpapi-ratelimit-headers-11: the cap per LimitWindow, the
	// whole tokens left and the seconds until the bucket is full again.
	Policy ratelimitfields.Policy
	State  ratelimitfields.State
}

// Spend is Allow with the bucket's standing after the request.
func (l *Limiter) Spend(ctx context.Context, limiter, ip string) Decision {
	c, ok := l.caps[limiter]
	if !ok {
		return Decision{OK: true}
	}
	k := key{limiter, ip}
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[k]
	if b == nil {
		l.mu.Unlock() // the store read runs unlocked
		loaded := l.load(ctx, k, c)
		l.mu.Lock()
		if b = l.buckets[k]; b == nil {
			b = loaded
			l.buckets[k] = b
		}
	}
	now := l.now()
	rate := c / funbackend.LimitWindow.Seconds()
	refill(b, c, rate, now)
	d := Decision{OK: true, Limited: true}
	if b.tokens >= 1 {
		b.tokens--
		b.dirty = true
	} else {
		d.OK = false
		d.Wait = max(time.Duration(math.Ceil((1-b.tokens)/rate))*time.Second, time.Second)
	}
	d.Policy, d.State = ratelimitfields.Bucket(limiter, c, rate, b.tokens)
	d.Policy.Window = int64(funbackend.LimitWindow / time.Second) // exact, whatever the float division says
	return d
}

func refill(b *bucket, c, rate float64, now time.Time) {
	if el := now.Sub(b.at).Seconds(); el > 0 {
		b.tokens = min(c, b.tokens+el*rate)
		b.at = now
	}
}

func (l *Limiter) load(ctx context.Context, k key, c float64) *bucket {
	full := &bucket{tokens: c, at: l.now()}
	if l.store == nil {
		return full
	}
	sb, err := l.store.LoadBucket(ctx, k.limiter, k.ip)
	if errors.Is(err, funbackend.ErrNotFound) {
		return full
	}
	if err != nil {
		l.log.Warn("rate bucket load failed; counting it full", "limiter", k.limiter, "err", err)
		return full
	}
	return &bucket{tokens: min(sb.Tokens, c), at: sb.At}
}

// Flush writes the buckets spent since the last flush and forgets buckets
// that have refilled; it returns the store's error (the buckets stay dirty
// for the next flush).
func (l *Limiter) Flush(ctx context.Context) error {
	now := l.now()
	var dirty []funbackend.RateBucket
	l.mu.Lock()
	for k, b := range l.buckets {
		if b.dirty {
			dirty = append(dirty, funbackend.RateBucket{Limiter: k.limiter, IP: k.ip, Tokens: b.tokens, At: b.at})
			b.dirty = false
			continue
		}
		if c := l.caps[k.limiter]; b.tokens+now.Sub(b.at).Seconds()*c/funbackend.LimitWindow.Seconds() >= c {
			delete(l.buckets, k) // full again: same as no bucket
		}
	}
	l.mu.Unlock()
	if l.store == nil || len(dirty) == 0 {
		l.evict()
		return nil
	}
	if err := l.store.SaveBuckets(ctx, dirty, now.Add(-funbackend.LimitWindow)); err != nil {
		l.mu.Lock()
		for _, d := range dirty {
			if b := l.buckets[key{d.Limiter, d.IP}]; b != nil {
				b.dirty = true
			}
		}
		l.mu.Unlock()
		return err
	}
	l.evict()
	return nil
}

// evict forgets the written buckets (not dirty) when there are more than
// MaxBuckets: a flood of distinct client IPs (spoofed X-Forwarded-For from
// a trusted proxy, a botnet) costs at most MaxBuckets plus one flush
// interval of new buckets.
func (l *Limiter) evict() {
	limit := l.MaxBuckets
	if limit <= 0 {
		limit = DefaultMaxBuckets
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.buckets) <= limit {
		return
	}
	for k, b := range l.buckets {
		if !b.dirty {
			delete(l.buckets, k)
		}
	}
}

// Run flushes every interval (default 1 s) until ctx ends, then flushes
// once more and returns ctx's error. A failed flush is logged at Warn and
// retried at the next interval.
func (l *Limiter) Run(ctx context.Context, interval time.Duration) error {
	if interval <= 0 {
		interval = time.Second
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			final, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if err := l.Flush(final); err != nil {
				l.log.Warn("rate buckets: final flush failed", "err", err)
			}
			return ctx.Err()
		case <-t.C:
			if err := l.Flush(ctx); err != nil && ctx.Err() == nil {
				l.log.Warn("rate buckets: flush failed", "err", err)
			}
		}
	}
}

// Tokens returns the whole tokens left in ip's bucket of limiter without
// spending one (-1 for a disabled limiter); a bucket not in memory counts
// as full.
func (l *Limiter) Tokens(limiter, ip string) int {
	c, ok := l.caps[limiter]
	if !ok {
		return -1
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[key{limiter, ip}]
	if b == nil {
		return int(c)
	}
	cp := *b
	refill(&cp, c, c/funbackend.LimitWindow.Seconds(), l.now())
	return int(cp.tokens)
}
