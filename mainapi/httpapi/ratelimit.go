package httpapi

import (
	"math"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/ratelimitfields"
	"github.com/neoswap/neoswap/mainapi"
)

// rateClass selects the bucket family of a request: /neofun/* and
// /launchpad/* have their own limits (launch-venue spec 8), so do the
// wallet-signed JSON writes (POST /referrals/*, /profile/*: each costs a
// signature recovery, maybe chain reads and a transaction), and every other
// route shares one.
type rateClass uint8

const (
	classDefault rateClass = iota
	classNeofun
	classLaunchpad
	classWrites
	numRateClasses
)

// className is each class's policy name in the RateLimit header fields.
var className = [numRateClasses]string{classDefault: "default", classNeofun: "neofun", classLaunchpad: "launchpad",
	classWrites: "writes"}

func classOf(method, path string) rateClass {
	switch {
	case method == http.MethodPost && (strings.HasPrefix(path, "/referrals/") || strings.HasPrefix(path, "/profile/")):
		return classWrites
	case strings.HasPrefix(path, "/neofun/"):
		return classNeofun
	case strings.HasPrefix(path, "/launchpad/"):
		return classLaunchpad
	}
	return classDefault
}

// rateLimiter is a per-client token bucket per class. Memory is bounded:
// each of its shards holds at most maxPerShard buckets; a full shard first
// drops idle buckets (refilled to the brim, so forgetting them changes
// nothing) and then, if still full, an arbitrary one.
type rateLimiter struct {
	limits [numRateClasses]mainapi.RateLimit
	now    func() time.Time
	shards [rateShards]rateShard
}

const (
	rateShards  = 16
	maxPerShard = 1 << 13 // 131072 buckets in all, about 10 MB at most
)

type rateKey struct {
	class rateClass
	ip    netip.Addr
}

type bucket struct {
	tokens float64
	last   int64 // unix nanoseconds of the last refill
}

type rateShard struct {
	mu      sync.Mutex
	buckets map[rateKey]bucket
}

func newRateLimiter(cfg mainapi.Config, now func() time.Time) *rateLimiter {
	rl := &rateLimiter{now: now}
	rl.limits[classDefault] = cfg.RateLimit
	rl.limits[classNeofun] = cfg.NeofunRateLimit
	rl.limits[classLaunchpad] = cfg.LaunchpadRateLimit
	rl.limits[classWrites] = cfg.WritesRateLimit
	for i := range rl.shards {
		rl.shards[i].buckets = make(map[rateKey]bucket)
	}
	return rl
}

// bucketIP is the identity a bucket belongs to: the IPv4 address, or the
// /64 of an IPv6 address (one subscriber's usual allocation).
func bucketIP(a netip.Addr) netip.Addr {
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.Addr()
	}
	return a
}

// allow takes a token for ip in class, or returns how many seconds to wait
// (at least 1) for the next one.
func (rl *rateLimiter) allow(class rateClass, ip netip.Addr) (ok bool, retryAfter int) {
	ok, retryAfter, _ = rl.take(class, ip)
	return ok, retryAfter
}

// take is allow that also returns the bucket's fill after the request
// (-1 when the class is unlimited), for the RateLimit header fields.
func (rl *rateLimiter) take(class rateClass, ip netip.Addr) (ok bool, retryAfter int, tokens float64) {
	lim := rl.limits[class]
	if lim.Off() {
		return true, 0, -1
	}
	key := rateKey{class: class, ip: bucketIP(ip)}
	b16 := key.ip.As16()
	sh := &rl.shards[(b16[15]^b16[7]^b16[3]^byte(class))%rateShards]
	now := rl.now().UnixNano()

	sh.mu.Lock()
	defer sh.mu.Unlock()
	b, found := sh.buckets[key]
	if !found {
		if len(sh.buckets) >= maxPerShard {
			sh.evict(rl, now)
		}
		b = bucket{tokens: lim.Burst, last: now}
	} else if elapsed := now - b.last; elapsed > 0 {
		b.tokens = math.Min(lim.Burst, b.tokens+float64(elapsed)/1e9*lim.PerSecond)
		b.last = now
	}
	if b.tokens >= 1 {
		b.tokens--
		sh.buckets[key] = b
		return true, 0, b.tokens
	}
	sh.buckets[key] = b
	return false, max(1, int(math.Ceil((1-b.tokens)/lim.PerSecond))), b.tokens
}

// evict makes room in a full shard: it drops every idle bucket and, when
// that frees less than an eighth of the shard, arbitrary buckets up to that
// eighth, so a flood of new clients costs amortized O(1) per request.
func (sh *rateShard) evict(rl *rateLimiter, now int64) {
	for k, b := range sh.buckets {
		lim := rl.limits[k.class]
		if lim.Off() || b.tokens+float64(now-b.last)/1e9*lim.PerSecond >= lim.Burst {
			delete(sh.buckets, k)
		}
	}
	for k := range sh.buckets {
		if len(sh.buckets) <= maxPerShard-maxPerShard/8 {
			break
		}
		delete(sh.buckets, k)
	}
}

// rateLimit answers 429 {error: rate limited} with Retry-After when the
// client's bucket for the path's class is empty. Every answer of a limited
// class, 429 included, carries the RateLimit-Policy and RateLimit fields
// (draft-ietf-httpapi-ratelimit-headers-11, see common/ratelimitfields).
func (s *server) rateLimit(c *gin.Context) {
	ip := s.clientIPs.clientIP(c.Request)
	if !ip.IsValid() {
		return // not a TCP peer (in-process callers): nothing to key on
	}
	class := classOf(c.Request.Method, c.Request.URL.Path)
	ok, retry, tokens := s.limiter.take(class, ip)
	if lim := s.limiter.limits[class]; !lim.Off() {
		p, st := ratelimitfields.Bucket(className[class], lim.Burst, lim.PerSecond, tokens)
		h := c.Writer.Header()
		h.Set(ratelimitfields.PolicyHeader, ratelimitfields.PolicyField(p))
		h.Set(ratelimitfields.StateHeader, ratelimitfields.StateField(st))
	}
	if !ok {
		s.abortWithError(c, &Error{Status: errRateLimited.Status, Message: errRateLimited.Message, RetryAfter: retry})
	}
}
