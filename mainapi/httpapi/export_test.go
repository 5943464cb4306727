package httpapi

import "github.com/gin-gonic/gin"

// NewRouterWith is NewRouter plus extra routes, for tests of conventions
// that no public route uses yet (shedding, fresh head, cursors, panics).
// They are grouped under TagSystem unless they name a tag.
func NewRouterWith(d Deps, extra ...*Route) *gin.Engine {
	for _, rt := range extra {
		if rt.Tag == "" {
			rt.Tag = TagSystem
		}
	}
	r, _ := newRouter(d, extra)
	return r
}

// APIDoc renders docs/api.md for the router built from d, with where each
// route is served read from the source (apidoc_where_test.go).
func APIDoc(d Deps) string {
	_, s := newRouter(d, nil)
	return apiDoc(s.routes, mustWhere())
}

// CursorParam exposes the cursor helper routes use.
func CursorParam(c *gin.Context, cursors *Cursors, scope CursorScope, dst any) (bool, error) {
	s := &server{cursors: cursors}
	return s.cursorParam(c, scope, dst)
}

// CursorScopeOf exposes cursorScope.
var CursorScopeOf = cursorScope

// NumBuckets reports how many rate-limit buckets the limiter holds.
func (rl *rateLimiter) numBuckets() int {
	n := 0
	for i := range rl.shards {
		n += len(rl.shards[i].buckets)
	}
	return n
}
