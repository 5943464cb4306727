package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"slices"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
)

// Route is one endpoint, declared once: its path, caching tier, ETag source,
// parameters and response type drive the wrapper that serves it (validation,
// 304, body cache, shedding, freshness), /openapi.json and docs/api.md.
type Route struct {
	// Method is the HTTP method; empty means GET.
	Method string
	// Path is the gin pattern, e.g. "/tokens/:address/chart".
	Path string
	// Summary is one line for /openapi.json and docs/api.md.
	Summary string
	// Description is longer Markdown (a signed message's exact template),
	// added to the operation's description in /openapi.json and under
	// "Route descriptions" in docs/api.md; empty for most routes.
	Description string
	// Tag is the route's group in /openapi.json (TagSystem, TagTokens, ...),
	// set where the router assembles the groups.
	Tag string
	// Tier is the Cache-Control of 200 and 304 answers.
	Tier Tier
	// ETag is what the weak ETag derives from (ETagNone: no ETag).
	ETag ETagSource
	// Heavy routes take a shedding slot while their handler runs.
	Heavy bool
	// FreshHead routes answer 503 when the indexed head is missing or lags.
	FreshHead bool
	// Internal routes are left out of /openapi.json and docs/api.md.
	Internal bool
	// Unpublished routes are public and listed in docs/api.md but left out
	// of /openapi.json (the logo routes, spec 4.2: not JSON, and excluded
	// from the published description).
	Unpublished bool
	// Params are the path and query parameters; the wrapper validates
	// address, enum and integer parameters before anything else (400).
	Params []Param
	// Request is a value of a POST's JSON body type (nil: no JSON body);
	// its schema is the operation's requestBody in /openapi.json.
	Request any
	// Response is a value of the 200 body's type; its schema is derived
	// from the type. Nil for routes that answer 404 only.
	Response any
	// Errors are the error statuses the route can answer beyond those every
	// route can (404 for unknown routes, 429, 500, 503).
	Errors []int
	// StatusBodies are the statuses the handler answers with a body of its
	// own (a withStatus) instead of {error}: a value of each body's type,
	// described in /openapi.json in place of the shared error response.
	StatusBodies map[int]any
	// Handle computes the body: a value encoded as JSON, a *rawJSON, a
	// *jsonBuf (JSON the handler wrote into a pooled buffer), a blob
	// (bytes of another media type; ETagContent or ETagNone routes only),
	// or a withStatus for a non-200 body that is not an *Error.
	Handle func(c *gin.Context) (any, error)
	// Reads are the reader methods Handle calls, each named with its route
	// group's interface (reads[dexStore]("DexPool")): checked at boot to
	// be methods of it, and listed in docs/api.md beside the handler with
	// the method's implementation. The wrapper's own reads (the head, a
	// wallet or curve ETag) are not repeated.
	Reads []Read

	queryParams []string // names of the query parameters, in declaration order
}

// Read is a method of a route group's reader interface.
type Read struct {
	Reader reflect.Type // the interface
	Method string
}

// reads names methods of reader interface I for Route.Reads.
func reads[I any](methods ...string) []Read {
	out := make([]Read, len(methods))
	for i, m := range methods {
		out[i] = Read{Reader: reflect.TypeFor[I](), Method: m}
	}
	return out
}

// String is "Reader.Method".
func (r Read) String() string { return r.Reader.Name() + "." + r.Method }

// Param is a path or query parameter.
type Param struct {
	Name string
	// InPath: a path segment (always required); otherwise a query parameter.
	InPath bool
	// Required marks a query parameter the route cannot do without: its
	// absence answers 400 like an invalid value, and /openapi.json declares
	// it required.
	Required bool
	// Kind is how the value is validated and described.
	Kind ParamKind
	// Enum lists the accepted values of a KindEnum parameter.
	Enum []string
	// Min and Max bound a KindInt parameter.
	Min, Max int64
	// Default is the value a handler uses when a query parameter is absent.
	Default string
	// Example is used by docs/api.md and the OpenAPI walk test.
	Example string
	// Doc describes the parameter.
	Doc string
	// Invalid is the 400 message (default "invalid address" for addresses,
	// "invalid <name>" otherwise).
	Invalid string
}

// ParamKind is the type of a parameter.
type ParamKind uint8

// The parameter kinds.
const (
	KindString  ParamKind = iota // any string
	KindAddress                  // 0x + 40 hex, any case (spec 4)
	KindEnum                     // one of Enum
	KindInt                      // decimal integer in [Min, Max]
)

// rawJSON is a body serialized once at boot (precomputed): its content ETag
// and its gzip form are made once too, not on every request.
type rawJSON struct {
	cachedBody        // no cache: its gzip form counts in no budget
	etag       string // contentETag of the body
}

// withStatus is a non-200 body that is not an *Error (health's {ok: false}).
type withStatus struct {
	Status int
	Body   any
}

// blob is a 200 body that is not JSON (a logo's image bytes): served with
// its ContentType and X-Content-Type-Options: nosniff.
type blob struct {
	ContentType string
	Data        []byte
}

var (
	jsonContentType = []string{"application/json; charset=utf-8"}
	noSniff         = []string{"nosniff"}
)

func (p Param) invalid() *Error {
	switch {
	case p.Invalid != "":
		return errorf(http.StatusBadRequest, p.Invalid)
	case p.Kind == KindAddress:
		return errInvalidAddress
	}
	return errorf(http.StatusBadRequest, "invalid "+p.Name)
}

// validate checks a present value of p.
func (p Param) validate(v string) error {
	switch p.Kind {
	case KindAddress:
		if _, err := wire.ParseAddress(v); err != nil {
			return p.invalid()
		}
	case KindEnum:
		if !slices.Contains(p.Enum, v) {
			return p.invalid()
		}
	case KindInt:
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < p.Min || n > p.Max {
			return p.invalid()
		}
	}
	return nil
}

// validateParams checks every declared parameter present in the request.
// A query string that does not decode (a bad percent escape, a semicolon)
// is 400 invalid query: url.URL.Query, which gin's c.Query and the body
// cache's key read, drops such pairs without a word, so "type=%zz" would
// otherwise serve the unfiltered list and "cursor=%zz" the first page.
// It returns the decoded query (nil without one), which the body cache's
// key reads too.
func (rt *Route) validateParams(c *gin.Context) (url.Values, error) {
	var query url.Values
	if raw := c.Request.URL.RawQuery; raw != "" {
		q, err := url.ParseQuery(raw)
		if err != nil {
			return nil, errInvalidQuery
		}
		query = q
	}
	for _, p := range rt.Params {
		if p.InPath {
			if err := p.validate(c.Param(p.Name)); err != nil {
				return nil, err
			}
			continue
		}
		if p.Required && len(query[p.Name]) == 0 {
			return nil, p.invalid()
		}
		for _, v := range query[p.Name] {
			if err := p.validate(v); err != nil {
				return nil, err
			}
		}
	}
	return query, nil
}

// addressParam returns the path parameter name as an Address (400 invalid
// address when it is not one).
func addressParam(c *gin.Context, name string) (wire.Address, error) {
	a, err := wire.ParseAddress(c.Param(name))
	if err != nil {
		return wire.Address{}, errInvalidAddress
	}
	return a, nil
}

// handler is the gin handler of rt: the conventions of spec 4, 7 and 8 in
// the order that makes a hot route cheap. Freshness and validation come
// first; then the ETag known before the handler runs finds the body in the
// cache, and a cached body answers a matching If-None-Match with 304; only a
// miss takes a shedding slot and runs the handler.
//
// A precondition applies only to an answer that would be 2xx (RFC 9110
// 13.2.1), and every BLOCK route shares the head's ETag, which anyone reads
// from /chain/head: a 304 without a cached 200 would answer a forged cursor
// or an unknown pair with 304 instead of its 403 or 404. So on a miss the
// handler runs first, and its 200 becomes the 304.
func (s *server) handler(rt *Route) gin.HandlerFunc {
	return func(c *gin.Context) {
		snap := headOf(c)
		if rt.FreshHead {
			if err := s.checkFreshHead(snap); err != nil {
				s.abortWithError(c, err)
				return
			}
		}
		query, err := rt.validateParams(c)
		if err != nil {
			s.abortWithError(c, err)
			return
		}
		etag, err := s.etagFor(c, rt, snap)
		if err != nil {
			s.abortWithError(c, err)
			return
		}
		h := c.Writer.Header()
		var (
			key string
			// kept holds the body beyond the request (a body cache entry or
			// a precomputed body): a pooled buffer must not go back to its
			// pool, and the gzip form is made once.
			kept *cachedBody
		)
		matched := false // If-None-Match matches the ETag known before the handler
		if etag != "" {
			h["Etag"] = []string{etag}
			key = cacheKey(c, rt, query, etag)
			cb, cached := s.cache.get(key)
			s.metrics.CacheLookup(cached)
			if inm := c.Request.Header["If-None-Match"]; len(inm) > 0 && etagMatches(inm, etag) {
				if cached { // this very query answered 200 at this ETag
					s.notModified(c, rt)
					return
				}
				matched = true
			} else if cached {
				s.writeOK(c, rt, cb.plain, cb)
				return
			}
		}
		if rt.Heavy {
			if !s.shed.acquire() {
				s.abortWithError(c, errOverloaded)
				return
			}
			defer s.shed.release()
		}
		v, err := rt.Handle(c)
		if err != nil {
			s.abortWithError(c, err)
			return
		}
		if jb, ok := v.(*jsonBuf); ok {
			// The buffer goes back to the pool once written, unless the
			// body cache keeps its bytes.
			defer func() {
				if kept == nil {
					jb.release()
				}
			}()
		}
		status, body, ctype, err := encodeBody(v)
		if err != nil {
			s.abortWithError(c, err)
			return
		}
		if ctype != nil {
			h["Content-Type"], h["X-Content-Type-Options"] = ctype, noSniff
		}
		if status != http.StatusOK {
			writeBody(c, rt, status, body)
			return
		}
		raw, _ := v.(*rawJSON)
		if rt.ETag.kind == etagContent {
			if raw != nil {
				etag = raw.etag
			} else {
				etag = contentETag(body)
			}
			h["Etag"] = []string{etag}
			if inm := c.Request.Header["If-None-Match"]; len(inm) > 0 && etagMatches(inm, etag) {
				s.notModified(c, rt)
				return
			}
		}
		switch {
		case raw != nil:
			kept = &raw.cachedBody
		case key != "":
			kept = s.cache.add(key, body)
		}
		if matched {
			s.notModified(c, rt)
			return
		}
		s.writeOK(c, rt, body, kept)
	}
}

// encodeBody serializes a handler's value; ctype is the Content-Type of a
// blob (nil: JSON).
func encodeBody(v any) (status int, body []byte, ctype []string, err error) {
	status = http.StatusOK
	if ws, ok := v.(withStatus); ok {
		status, v = ws.Status, ws.Body
	}
	switch v := v.(type) {
	case *rawJSON:
		return status, v.plain, nil, nil
	case *jsonBuf:
		return status, v.b, nil, nil
	case blob:
		return status, v.Data, []string{v.ContentType}, nil
	}
	body, err = json.Marshal(v)
	if err != nil {
		return 0, nil, nil, fmt.Errorf("encode response: %w", err)
	}
	return status, body, nil, nil
}

// writeBody writes a body (JSON unless a blob handler set Content-Type) with
// the route's Cache-Control; a 4xx or 5xx is no-store and carries no ETag
// whatever the tier.
func writeBody(c *gin.Context, rt *Route, status int, body []byte) {
	h := c.Writer.Header()
	if h["Content-Type"] == nil {
		h["Content-Type"] = jsonContentType
	}
	if status >= 400 {
		delete(h, "Etag")
		h["Cache-Control"] = noStore
		if rt.Tier.Name == TierPrivate.Name {
			h["Cache-Control"] = rt.Tier.header // "private, no-store" is no-store too
		}
	} else if rt.Tier.header != nil {
		h["Cache-Control"] = rt.Tier.header
	}
	writeFull(c, status, body)
}

// writeFull writes status and body with an explicit Content-Length. A HEAD
// request gets the same status and headers and no body (RFC 9110 9.3.2):
// every GET route also answers HEAD through the same handler.
func writeFull(c *gin.Context, status int, body []byte) {
	c.Writer.Header()["Content-Length"] = []string{strconv.Itoa(len(body))}
	c.Writer.WriteHeader(status)
	if c.Request.Method == http.MethodHead {
		c.Writer.WriteHeaderNow()
		return
	}
	_, _ = c.Writer.Write(body)
}

// notModified answers 304 with no body, the ETag, the tier's Cache-Control
// and a JSON route's Vary (RFC 9110 15.4.5: the headers a 200 would carry).
func (s *server) notModified(c *gin.Context, rt *Route) {
	h := c.Writer.Header()
	h["Cache-Control"] = rt.Tier.header
	if rt.sendsJSON() {
		addVaryAcceptEncoding(h)
	}
	c.Writer.WriteHeader(http.StatusNotModified)
	c.Writer.WriteHeaderNow()
	c.Abort()
}
