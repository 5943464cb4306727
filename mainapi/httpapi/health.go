package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

type healthBody struct {
	OK bool `json:"ok"`
}

// healthLive answers 200 {ok: true} when the database answers within a second
// and 503 {ok: false} otherwise (spec 4.1); private, no-store, no ETag.
func (s *server) healthLive(c *gin.Context) (any, error) {
	ctx, cancel := context.WithTimeout(c.Request.Context(), time.Second)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		return withStatus{Status: http.StatusServiceUnavailable, Body: healthBody{OK: false}}, nil
	}
	return healthBody{OK: true}, nil
}
