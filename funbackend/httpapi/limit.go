package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
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
		if s.Limiter == nil {
			return
		}
		ok, wait := s.Limiter.Allow(c.Request.Context(), limiter, c.ClientIP())
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
