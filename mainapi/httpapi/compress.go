package httpapi

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gin-gonic/gin"
)

// Response compression. A JSON 200 of at least gzipMin bytes goes out
// gzip-compressed to a client whose Accept-Encoding takes gzip (on the
// devnet of make run: /openapi.json 150 KB to 16 KB, a page of /activity 15
// KB to 3 KB, /dex/pools 6.2 KB to 1.4 KB). A body the body
// cache keeps is compressed once, on the first request that accepts gzip,
// and kept beside its plain bytes, so a hot route stays one map lookup;
// so is a body precomputed at boot (/config, /openapi.json). Any other
// (the cache off, a body too large for it) is compressed per request at
// BestSpeed. Both encodings carry the same weak
// ETag: a weak validator claims semantic equivalence only (RFC 9110
// 8.8.1), so a client holding either form revalidates to 304. Every JSON
// 200 and 304 says Vary: Accept-Encoding, so a shared cache (the CDN the
// s-maxage tiers are for) keeps the two forms apart. Blobs (logo images,
// already compressed) are sent as they are.

// gzipMin is the smallest body sent compressed: below it the saving is a
// few hundred bytes against the gzip header and the CPU.
const gzipMin = 1024

var (
	varyAcceptEncoding = []string{"Accept-Encoding"}
	gzipEncoding       = []string{"gzip"}
)

// cachedBody is a 200 body kept beyond its request: an entry of the body
// cache, or a body precomputed at boot (rawJSON). gz is its gzip form, made
// once. For a cache entry (cache set) gzLen is len(gz) once it is counted
// in the cache's byte budget, -1 once the entry has left the cache (so a
// late compression is not counted against an entry no longer there).
type cachedBody struct {
	plain  []byte
	cache  *bodyCache // the cache holding it; nil for a precomputed body
	gzOnce sync.Once
	gz     []byte
	gzLen  atomic.Int64
}

// gzipped returns the body's gzip form, compressing it on the first call
// and counting it in its cache's budget while the entry is cached.
func (b *cachedBody) gzipped() []byte {
	b.gzOnce.Do(func() {
		b.gz = gzipBytes(b.plain, gzip.DefaultCompression)
		if b.cache != nil && b.gzLen.CompareAndSwap(0, int64(len(b.gz))) {
			b.cache.bytes.Add(int64(len(b.gz)))
			b.cache.trim()
		}
	})
	return b.gz
}

// fastWriters are gzip writers at BestSpeed for bodies compressed per
// request.
var fastWriters = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed)
	return zw
}}

// gzipBytes compresses plain at level (gzip.BestSpeed writers are pooled).
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
	_, _ = zw.Write(plain) // a bytes.Buffer does not fail
	_ = zw.Close()
	return buf.Bytes()
}

// acceptsGzip reports whether Accept-Encoding values take gzip (RFC 9110
// 12.5.3): gzip (or its alias x-gzip) named with a non-zero q, or, when
// neither is named, "*" with a non-zero q. No header means identity only
// here: a client that sends none gets the plain body.
// The services share no HTTP code (DESIGN.md, "common ... and nothing
// else"): funbackend/httpapi/respond.go holds the same rule; keep the two in step.
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

// writeOK writes a 200 body with the route's Cache-Control: a JSON body
// says Vary: Accept-Encoding and goes out compressed when it is large
// enough and the client takes gzip (cb, when the body is kept beyond the
// request, keeps its compressed form).
func (s *server) writeOK(c *gin.Context, rt *Route, plain []byte, cb *cachedBody) {
	h := c.Writer.Header()
	if rt.sendsJSON() {
		addVaryAcceptEncoding(h)
		if len(plain) >= gzipMin && acceptsGzip(c.Request.Header["Accept-Encoding"]) {
			if cb != nil {
				plain = cb.gzipped()
			} else {
				plain = gzipBytes(plain, gzip.BestSpeed)
			}
			h["Content-Encoding"] = gzipEncoding
		}
	}
	writeBody(c, rt, http.StatusOK, plain)
}

// sendsJSON reports whether the route's 200s are JSON, which may go out
// compressed and so vary by Accept-Encoding: every route but the blob ones
// (logo images).
func (rt *Route) sendsJSON() bool {
	_, isBlob := rt.Response.(blob)
	return !isBlob
}

// addVaryAcceptEncoding adds Accept-Encoding to the Vary values already
// set (CORS's Origin on writes) without touching their shared slices.
func addVaryAcceptEncoding(h map[string][]string) {
	if len(h["Vary"]) == 0 {
		h["Vary"] = varyAcceptEncoding
		return
	}
	vary := make([]string, 0, len(h["Vary"])+1)
	h["Vary"] = append(append(vary, h["Vary"]...), varyAcceptEncoding...)
}
