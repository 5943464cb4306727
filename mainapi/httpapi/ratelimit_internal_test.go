package httpapi

import (
	"net/netip"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi"
)

// TestRateLimiterBounded: a flood of distinct clients never grows the
// limiter beyond its bound, and idle buckets go first.
func TestRateLimiterBounded(t *testing.T) {
	now := time.Unix(0, 0)
	rl := newRateLimiter(mainapi.Config{RateLimit: mainapi.RateLimit{Burst: 2, PerSecond: 1}}, func() time.Time { return now })
	limit := rateShards * maxPerShard
	busy := netip.MustParseAddr("192.0.2.1")
	rl.allow(classDefault, busy)
	rl.allow(classDefault, busy)
	for i := range 3 * limit {
		a := netip.AddrFrom4([4]byte{10, byte(i >> 16), byte(i >> 8), byte(i)})
		rl.allow(classDefault, a)
		if i%1000 == 0 {
			now = now.Add(time.Millisecond)
		}
	}
	if n := rl.numBuckets(); n > limit {
		t.Fatalf("%d buckets, bound %d", n, limit)
	}
	// Once the flood has refilled it is idle and makes room for the next.
	now = now.Add(time.Hour)
	for i := range limit {
		rl.allow(classDefault, netip.AddrFrom4([4]byte{11, byte(i >> 16), byte(i >> 8), byte(i)}))
	}
	if n := rl.numBuckets(); n > limit {
		t.Fatalf("%d buckets, bound %d", n, limit)
	}
}

func TestRateLimiterRetryAfter(t *testing.T) {
	now := time.Unix(0, 0)
	rl := newRateLimiter(mainapi.Config{RateLimit: mainapi.RateLimit{Burst: 1, PerSecond: 0.25}}, func() time.Time { return now })
	a := netip.MustParseAddr("192.0.2.1")
	if ok, _ := rl.allow(classDefault, a); !ok {
		t.Fatal("first request refused")
	}
	if ok, retry := rl.allow(classDefault, a); ok || retry != 4 {
		t.Fatalf("allow = %v, retry %d; want refused, 4", ok, retry)
	}
	now = now.Add(3 * time.Second)
	if ok, retry := rl.allow(classDefault, a); ok || retry != 1 {
		t.Fatalf("allow = %v, retry %d; want refused, 1", ok, retry)
	}
	now = now.Add(time.Second)
	if ok, _ := rl.allow(classDefault, a); !ok {
		t.Fatal("refused after the refill")
	}
	if ok, _ := rl.allow(classNeofun, a); !ok {
		t.Fatal("an unlimited class refused")
	}
}
