// Package httpapi is funbackend's HTTP surface under the base path
// /backend-fun/<chain-slug>: the gin router, middleware and handlers.
package httpapi

import (
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"
)

// Deps are what the handlers need. Logger may be nil (slog.Default).
type Deps struct {
	BasePath string
	Commit   string
	Logger   *slog.Logger
}

// NewRouter builds the router. Routes not built yet answer 404
// {error: not found}; a panic answers 500 {error: internal error} with no stack.
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
	r.NoRoute(func(c *gin.Context) { writeError(c, http.StatusNotFound, "not found") })

	g := r.Group(d.BasePath)
	g.GET("/health/live", healthLive(d.Commit))
	return r
}

// writeError answers {error: msg}. Errors are downgraded to no-cache unless
// the handler already chose a Cache-Control (launch-venue spec 7).
func writeError(c *gin.Context, status int, msg string) {
	if c.Writer.Header().Get("Cache-Control") == "" {
		c.Header("Cache-Control", "no-cache")
	}
	c.AbortWithStatusJSON(status, gin.H{"error": msg})
}

// healthLive always answers 200 {ok: true, commit}, no-store, touching neither
// the database nor the RPC (spec 4.2), so a wedged dependency never fails it.
func healthLive(commit string) gin.HandlerFunc {
	if commit == "" {
		commit = "unknown"
	}
	return func(c *gin.Context) {
		c.Header("Cache-Control", "no-store")
		c.JSON(http.StatusOK, gin.H{"ok": true, "commit": commit})
	}
}
