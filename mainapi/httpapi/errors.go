package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"
)

// Error is an answer other than 200: its status, the message of the body
// {error: Message} and, for 429 and 503, the Retry-After seconds. Handlers
// return it; any other error is a 500 {error: internal error} and is logged.
type Error struct {
	Status     int
	Message    string
	RetryAfter int // seconds; 0 sends no Retry-After
	// cacheControl replaces no-store when the spec names another
	// uncacheable value (the logo's 404 is private, no-store).
	cacheControl []string
}

func (e *Error) Error() string { return strconv.Itoa(e.Status) + " " + e.Message }

// errorf returns an *Error with the given status and message.
func errorf(status int, msg string) *Error { return &Error{Status: status, Message: msg} }

// The errors shared by every route.
var (
	errNotFound       = errorf(http.StatusNotFound, "not found")
	errInvalidAddress = errorf(http.StatusBadRequest, "invalid address")
	errInvalidQuery   = errorf(http.StatusBadRequest, "invalid query")
	errInvalidCursor  = errorf(http.StatusForbidden, "invalid cursor")
	errInternal       = errorf(http.StatusInternalServerError, "internal error")
	errRateLimited    = &Error{Status: http.StatusTooManyRequests, Message: "rate limited", RetryAfter: 1}
	errOverloaded     = &Error{Status: http.StatusServiceUnavailable, Message: "overloaded", RetryAfter: 1}
	errHeadMissing    = &Error{Status: http.StatusServiceUnavailable, Message: "indexer head missing", RetryAfter: 5}
	errHeadLagging    = &Error{Status: http.StatusServiceUnavailable, Message: "indexer head lagging", RetryAfter: 5}
	errDatabase       = &Error{Status: http.StatusServiceUnavailable, Message: "database unavailable", RetryAfter: 5}
	errOriginRefused  = errorf(http.StatusForbidden, "origin not allowed")
)

// abortWithError answers err as {error: <message>} and stops the chain.
// Errors are never cached: Cache-Control is no-store (spec 7), and any ETag
// set before is dropped. A non-*Error is logged and answered as 500.
func (s *server) abortWithError(c *gin.Context, err error) {
	var e *Error
	switch {
	case errors.As(err, &e):
	case errors.Is(err, ErrInvalidCursor):
		e = errInvalidCursor
	default:
		s.log.Error("request failed", "method", c.Request.Method, "path", c.FullPath(), "err", err)
		e = errInternal
	}
	h := c.Writer.Header()
	h["Cache-Control"] = noStore
	if e.cacheControl != nil {
		h["Cache-Control"] = e.cacheControl
	}
	delete(h, "Etag")
	delete(h, "X-Content-Type-Options")
	if e.RetryAfter > 0 {
		h["Retry-After"] = []string{strconv.Itoa(e.RetryAfter)}
	}
	h["Content-Type"] = jsonContentType
	writeFull(c, e.Status, errorBody(e.Message))
	c.Abort()
}

// errorBody is {"error": msg}.
func errorBody(msg string) []byte {
	b, _ := json.Marshal(errorResponse{Error: msg}) // a string field cannot fail
	return b
}

// errorResponse is the body of every handler error (spec 7).
type errorResponse struct {
	Error string `json:"error"`
}
