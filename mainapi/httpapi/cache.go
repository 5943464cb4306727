package httpapi

import (
	"net/url"
	"strings"
	"sync/atomic"

	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/gin-gonic/gin"
)

// bodyCache is the in-process LRU of serialized 200 bodies, keyed by path,
// normalized query and ETag, so a hot route whose ETag is known before its
// handler runs costs one map lookup. It is bounded both in entries and in
// bytes (keys, bodies and the gzip forms made of them, compress.go); a body
// larger than an eighth of the byte budget is not kept.
type bodyCache struct {
	lru      *lru.Cache[string, *cachedBody]
	bytes    atomic.Int64
	maxBytes int64
}

const bodyCacheEntries = 8192

// newBodyCache returns a cache of at most maxBytes of bodies, or nil (no
// caching) when maxBytes is 0.
func newBodyCache(maxBytes int64) *bodyCache {
	if maxBytes <= 0 {
		return nil
	}
	bc := &bodyCache{maxBytes: maxBytes}
	l, err := lru.NewWithEvict(bodyCacheEntries, func(key string, b *cachedBody) {
		n := int64(len(key) + len(b.plain))
		if gz := b.gzLen.Swap(-1); gz > 0 {
			n += gz
		}
		bc.bytes.Add(-n)
	})
	if err != nil {
		panic(err) // only for a non-positive size
	}
	bc.lru = l
	return bc
}

func (bc *bodyCache) get(key string) (*cachedBody, bool) {
	if bc == nil {
		return nil, false
	}
	return bc.lru.Get(key)
}

// add keeps body under key and returns its entry, or nil when it did not
// keep it: while the entry is not nil the caller must leave body's bytes
// alone.
func (bc *bodyCache) add(key string, body []byte) *cachedBody {
	if bc == nil || int64(len(body)) > bc.maxBytes/8 {
		return nil
	}
	// One atomic check-and-add: two requests missing the same key at once
	// (every poller right after a new block) must not both add it, as the
	// LRU replaces a value without calling the eviction callback, and the
	// replaced body's bytes would stay counted for good: the count would
	// drift up until the cache kept nothing.
	b := &cachedBody{plain: body, cache: bc}
	if found, _ := bc.lru.ContainsOrAdd(key, b); found {
		return nil // the same key always holds the same body
	}
	bc.bytes.Add(int64(len(key) + len(body)))
	bc.trim()
	return b
}

// trim evicts the oldest entries while the cache is over its byte budget.
func (bc *bodyCache) trim() {
	for bc.bytes.Load() > bc.maxBytes {
		if _, _, ok := bc.lru.RemoveOldest(); !ok {
			break
		}
	}
}

// cacheKey is method, path, the route's declared query parameters in a fixed
// order (undeclared ones cannot bust the cache: handlers never read them)
// and the ETag.
func cacheKey(c *gin.Context, rt *Route, query url.Values, etag string) string {
	var b strings.Builder
	path := c.Request.URL.Path
	b.Grow(len(path) + len(etag) + 16)
	b.WriteString(path)
	for _, name := range rt.queryParams {
		for _, v := range query[name] {
			b.WriteByte('&')
			b.WriteString(name)
			b.WriteByte('=')
			b.WriteString(url.QueryEscape(v))
		}
	}
	b.WriteByte('#')
	b.WriteString(etag)
	return b.String()
}
