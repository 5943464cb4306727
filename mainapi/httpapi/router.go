// Package httpapi is mainapi's HTTP surface: the gin router, its middleware
// and one handler file per route group. Handlers read derived rows through
// small interfaces; gin stays inside this package.
package httpapi

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"
)

// Pinger reports whether the database answers.
type Pinger interface {
	Ping(ctx context.Context) error
}

// Deps are what the handlers need. Logger may be nil (slog.Default).
type Deps struct {
	DB     Pinger
	Logger *slog.Logger
}

// NewRouter builds the router. Routes not built yet are absent and answer
// 404 {error: not found}, never placeholder data.
func NewRouter(d Deps) *gin.Engine {
	if d.Logger == nil {
		d.Logger = slog.Default()
	}
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(gin.CustomRecoveryWithWriter(nil, func(c *gin.Context, err any) {
		d.Logger.Error("panic in handler", "path", c.FullPath(), "err", err)
		writeError(c, http.StatusInternalServerError, "internal error")
	}))
	r.HandleMethodNotAllowed = false
	r.NoRoute(func(c *gin.Context) { writeError(c, http.StatusNotFound, "not found") })

	r.GET("/health/live", healthLive(d.DB))
	return r
}

// writeError answers {error: msg}; errors are never cached (spec 7).
func writeError(c *gin.Context, status int, msg string) {
	c.Header("Cache-Control", "no-store")
	c.AbortWithStatusJSON(status, gin.H{"error": msg})
}
