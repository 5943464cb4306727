package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/ratelimitfields"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
)

// refusal is the Cache-Control of a limited route's 429 (spec 8). Every
// 429 carries Retry-After (spend sets it), whatever the route.
type refusal int

const (
	// refuseBare: 429 {error: rate limited}, no-cache as every error.
	refuseBare refusal = iota
	// refuseRetry: 429 with no-store: /tokens, /pve/value and /creators/top.
	refuseRetry
	// refuseNoStore: 429 on a no-store route (POST /intents).
	refuseNoStore
)

// limit spends a token of limiter for the client IP (c.ClientIP: the peer,
// or X-Forwarded-For behind a trusted proxy) and refuses with 429 when the
// bucket is empty. Without a Limiter every request passes.
func (s *server) limit(limiter string, r refusal) gin.HandlerFunc {
	return func(c *gin.Context) {
		if ok, _ := s.spend(c, limiter); ok {
			return
		}
		if r != refuseBare {
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
// disabled limiter, it allows and sets nothing. A refusal also sets
// Retry-After (whole seconds until a token is back, at least 1), so every
// 429 a bucket causes says when to come back, the quote's and the
// snapshot's included.
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
	if !d.OK {
		c.Header("Retry-After", strconv.Itoa(int(max(d.Wait, time.Second)/time.Second)))
	}
	return d.OK, d.Wait
}
