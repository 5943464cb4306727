package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/ratelimitfields"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
)

// refusal is how a limited route answers an empty bucket (spec 8).
type refusal int

const (
	// refuseBare: bare 429 {error: rate limited} (errors get no-cache).
	refuseBare refusal = iota
	// refuseRetry: 429 with Retry-After (seconds, at least 1) and no-store:
	// /tokens, /pve/value and /creators/top.
	refuseRetry
	// refuseNoStore: bare 429 on a no-store route (POST /intents).
	refuseNoStore
)

// limit spends a token of limiter for the client IP (c.ClientIP: the peer,
// or X-Forwarded-For behind a trusted proxy) and refuses with 429 when the
// bucket is empty. Without a Limiter every request passes.
func (s *server) limit(limiter string, r refusal) gin.HandlerFunc {
	return func(c *gin.Context) {
		ok, wait := s.spend(c, limiter)
		if ok {
			return
		}
		switch r {
		case refuseRetry:
			c.Header("Retry-After", strconv.Itoa(int(max(wait, time.Second)/time.Second)))
			c.Header("Cache-Control", TierNoStore)
		case refuseNoStore:
			c.Header("Cache-Control", TierNoStore)
		}
		writeError(c, http.StatusTooManyRequests, "rate limited")
	}
}

// rateFieldsKey holds, in the gin context, the decisions of the buckets a
// request spent so far.
const rateFieldsKey = "funbackend.ratelimit"

// spend spends a token of limiter for the client IP and sets the
// RateLimit-Policy and RateLimit fields (draft-ietf-httpapi-ratelimit-headers-11,
// see common/ratelimitfields) on the answer, 200 or 429 alike, listing
// every bucket the request spent: a quote that misses the cache spends two,
// a snapshot with a quote up to three. Without a Limiter, or for a
// disabled limiter, it allows and sets nothing.
func (s *server) spend(c *gin.Context, limiter string) (bool, time.Duration) {
	if s.Limiter == nil {
		return true, 0
	}
	d := s.Limiter.Spend(c.Request.Context(), limiter, c.ClientIP())
	if !d.Limited {
		return d.OK, d.Wait
	}
	var ds []ratelimit.Decision
	if v, ok := c.Get(rateFieldsKey); ok {
		ds = v.([]ratelimit.Decision)
	}
	ds = append(ds, d)
	c.Set(rateFieldsKey, ds)
	ps, ss := make([]ratelimitfields.Policy, len(ds)), make([]ratelimitfields.State, len(ds))
	for i, d := range ds {
		ps[i], ss[i] = d.Policy, d.State
	}
	c.Header(ratelimitfields.PolicyHeader, ratelimitfields.PolicyField(ps...))
	c.Header(ratelimitfields.StateHeader, ratelimitfields.StateField(ss...))
	return d.OK, d.Wait
}
