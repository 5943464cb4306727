package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

// CORS as spec 5.5: a simple GET from any origin may read the answer
// (Access-Control-Allow-Origin: *); a request that needs a preflight (a
// script-set If-None-Match, any JSON POST) is allowed only from the app's
// own origin. Answers expose ETag, X-Indexed-Block and Retry-After.
var (
	anyOrigin     = []string{"*"}
	exposeHeaders = []string{"ETag, X-Indexed-Block, Retry-After, RateLimit-Policy, RateLimit"}
	allowMethods  = []string{"GET, POST, OPTIONS"}
	varyOrigin    = []string{"Origin"}
	preflightAge  = []string{"600"}
)

func (s *server) cors(c *gin.Context) {
	h := c.Writer.Header()
	origin := c.Request.Header.Get("Origin")
	if c.Request.Method == http.MethodOptions && c.Request.Header.Get("Access-Control-Request-Method") != "" {
		// A preflight: only the app's origin gets the go-ahead.
		if origin == "" || s.appOrigin == "" || origin != s.appOrigin {
			h["Vary"] = varyOrigin
			s.abortWithError(c, errOriginRefused)
			return
		}
		h["Access-Control-Allow-Origin"] = []string{origin}
		h["Access-Control-Allow-Methods"] = allowMethods
		if req := c.Request.Header.Get("Access-Control-Request-Headers"); req != "" {
			h["Access-Control-Allow-Headers"] = []string{req}
		}
		h["Access-Control-Max-Age"] = preflightAge
		h["Vary"] = varyOrigin
		h["Cache-Control"] = noStore
		c.AbortWithStatus(http.StatusNoContent)
		return
	}
	h["Access-Control-Expose-Headers"] = exposeHeaders
	switch c.Request.Method {
	case http.MethodGet, http.MethodHead:
		h["Access-Control-Allow-Origin"] = anyOrigin
	default:
		// Writes: readable only by the app (their preflight is refused elsewhere).
		h["Vary"] = varyOrigin
		if origin != "" && origin == s.appOrigin {
			h["Access-Control-Allow-Origin"] = []string{origin}
		}
	}
}
