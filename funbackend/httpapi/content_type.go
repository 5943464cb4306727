package httpapi

import (
	"mime"
	"net/http"

	"github.com/gin-gonic/gin"
)

// requireJSON answers 415 {error} to a POST whose Content-Type is not
// application/json (parameters such as charset allowed). It runs before the
// route's limiter: text/plain, form and multipart bodies are what a web
// page can POST cross-site without a CORS preflight, so refusing them
// unspent keeps another site from burning its visitors' buckets.
func requireJSON(c *gin.Context) {
	if mt, _, err := mime.ParseMediaType(c.GetHeader("Content-Type")); err != nil || mt != "application/json" {
		writeError(c, http.StatusUnsupportedMediaType, "Content-Type must be application/json")
	}
}
