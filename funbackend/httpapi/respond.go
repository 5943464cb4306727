package httpapi

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
)

// Cache-Control tiers of the app backend (spec 8).
const (
	TierNoStore     = "no-store"
	TierLive        = "no-cache"
	TierCreators    = "public, max-age=10, stale-while-revalidate=20"
	TierPveValue    = "public, max-age=30, stale-while-revalidate=30"
	TierDeprecated  = "public, max-age=300"
	maxBodyBytes    = 256 << 10
	errInternalText = "internal error"
)

// apiError is an error answered as {error: msg} with its status.
type apiError struct {
	status int
	msg    string
}

func (e *apiError) Error() string { return e.msg }

func badRequest(msg string) error { return &apiError{http.StatusBadRequest, msg} }

var errNotFound = &apiError{http.StatusNotFound, "not found"}

// body is a serialized JSON 200 body with its weak ETag; handlers may
// return one straight from a server-side cache.
type body struct {
	json []byte
	etag string
	// gz, set on server-side cached bodies, holds the body gzip-compressed
	// once, on the first request that accepts it; other bodies are
	// compressed per request (gzipBytes at BestSpeed).
	gz *gzipped
}

// gzipMin is the smallest body served gzip-compressed: below it the saving
// is a few hundred bytes against the gzip header and the CPU.
const gzipMin = 1024

type gzipped struct {
	once sync.Once
	b    []byte
}

func (g *gzipped) bytes(plain []byte) []byte {
	g.once.Do(func() { g.b = gzipBytes(plain, gzip.DefaultCompression) })
	return g.b
}

// fastWriters are the BestSpeed gzip writers of gzipBytes.
var fastWriters = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed)
	return zw
}}

// gzipBytes compresses plain at level: DefaultCompression for a cached
// body (compressed once), BestSpeed for one compressed on every request
// (its writers are pooled).
func gzipBytes(plain []byte, level int) []byte {
	var buf bytes.Buffer
	buf.Grow(len(plain)/4 + 64)
	var zw *gzip.Writer
	if level == gzip.BestSpeed {
		zw = fastWriters.Get().(*gzip.Writer)
		defer fastWriters.Put(zw)
		zw.Reset(&buf)
	} else {
		zw, _ = gzip.NewWriterLevel(&buf, level)
	}
	zw.Write(plain) // a bytes.Buffer does not fail
	zw.Close()
	return buf.Bytes()
}

// acceptsGzip reports whether Accept-Encoding values take gzip (RFC 9110
// 12.5.3): gzip (or its alias x-gzip) named with a non-zero q, or, when
// neither is named, "*" with a non-zero q.
// The services share no HTTP code (DESIGN.md, "common ... and nothing
// else"): mainapi/httpapi/compress.go holds the same rule; keep the two in step.
func acceptsGzip(values []string) bool {
	star := false
	for _, v := range values {
		for part := range strings.SplitSeq(v, ",") {
			coding, params, _ := strings.Cut(part, ";")
			coding = strings.ToLower(strings.TrimSpace(coding))
			if coding != "gzip" && coding != "x-gzip" && coding != "*" {
				continue
			}
			q := 1.0
			for p := range strings.SplitSeq(params, ";") {
				k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
				if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
					if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
						q = f
					}
				}
			}
			if coding == "*" {
				star = q > 0
				continue
			}
			return q > 0
		}
	}
	return star
}

func newBody(v any) (body, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return body{}, err
	}
	sum := sha256.Sum256(b)
	return body{json: b, etag: `W/"` + hex.EncodeToString(sum[:16]) + `"`}, nil
}

// handler answers a GET: a value to serialize (or a body), or an error.
type handler func(c *gin.Context) (any, error)

// serve wraps h with the route's tier: a no-store route is no-store on
// every answer; other tiers go on 200 and 304 only, errors being
// downgraded to no-cache by writeError. JSON 200 answers carry a weak ETag
// over the serialized body and a matching If-None-Match gets 304.
func (s *server) serve(tier string, h handler) gin.HandlerFunc {
	return func(c *gin.Context) {
		if tier == TierNoStore {
			c.Header("Cache-Control", TierNoStore)
		}
		v, err := h(c)
		if err != nil {
			s.fail(c, err)
			return
		}
		b, ok := v.(body)
		if !ok {
			if b, err = newBody(v); err != nil {
				s.fail(c, err)
				return
			}
		}
		c.Header("Cache-Control", tier)
		c.Header("Vary", "Accept-Encoding")
		if tier != TierNoStore {
			c.Header("ETag", b.etag)
			if etagMatches(c.GetHeader("If-None-Match"), b.etag) {
				c.Status(http.StatusNotModified)
				return
			}
		}
		if len(b.json) >= gzipMin && acceptsGzip(c.Request.Header["Accept-Encoding"]) {
			// Same weak ETag for both encodings: weak validators only
			// claim semantic equivalence (RFC 9110 8.8.1).
			var gz []byte
			if b.gz != nil {
				gz = b.gz.bytes(b.json)
			} else {
				gz = gzipBytes(b.json, gzip.BestSpeed)
			}
			c.Header("Content-Encoding", "gzip")
			c.Data(http.StatusOK, "application/json; charset=utf-8", gz)
			return
		}
		c.Data(http.StatusOK, "application/json; charset=utf-8", b.json)
	}
}

func (s *server) fail(c *gin.Context, err error) {
	var ae *apiError
	if errors.As(err, &ae) {
		writeError(c, ae.status, ae.msg)
		return
	}
	if c.Request.Context().Err() != nil {
		writeError(c, http.StatusServiceUnavailable, "request cancelled")
		return
	}
	s.log.Error("request failed", "path", c.FullPath(), "err", err)
	writeError(c, http.StatusInternalServerError, errInternalText)
}

// etagMatches implements If-None-Match's weak comparison: "*" or any
// listed tag equal to etag, with or without the W/ prefix.
func etagMatches(header, etag string) bool {
	if header == "" {
		return false
	}
	want := strings.TrimPrefix(etag, "W/")
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == want {
			return true
		}
	}
	return false
}

// DefaultBodyReadTimeout is how long a request body may take to arrive.
const DefaultBodyReadTimeout = 30 * time.Second

// limitBody refuses bodies over 256 KB with 413 {error: request body too
// large} (spec 7, 8), by Content-Length up front and by reading otherwise,
// and gives a body BodyReadTimeout to arrive: a client trickling its bytes
// cannot hold a handler (the read fails, and the handler answers 400 as for
// a broken body). Requests without a body get no read deadline: the stream
// must outlive any.
func (s *server) limitBody(c *gin.Context) {
	if c.Request.ContentLength > maxBodyBytes {
		writeError(c, http.StatusRequestEntityTooLarge, "request body too large")
		return
	}
	if c.Request.Body != nil && c.Request.ContentLength != 0 {
		c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxBodyBytes)
		// ErrNotSupported without a connection (a test's recorder) is fine.
		_ = http.NewResponseController(c.Writer).SetReadDeadline(time.Now().Add(s.BodyReadTimeout)) // the wall clock: a socket deadline
	}
	c.Next()
}
