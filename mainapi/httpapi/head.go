package httpapi

import (
	"context"
	"encoding/hex"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/mainapi"
)

// headSnapshot is one read of the indexed head, with the strings every
// response derives from it computed once.
type headSnapshot struct {
	head mainapi.Head
	ok   bool  // false: the indexer has no state (or no read succeeded yet)
	err  error // the last read failed; head and ok are from the last good read
	at   time.Time

	indexedBlock []string // X-Indexed-Block value
	etag         string   // W/"<number>-<hash prefix>", the ETag of block routes
}

func newHeadSnapshot(h mainapi.Head, ok bool, err error, at time.Time) *headSnapshot {
	s := &headSnapshot{head: h, ok: ok, err: err, at: at}
	n := strconv.FormatUint(h.Number, 10)
	s.indexedBlock = []string{n}
	s.etag = `W/"` + n + "-" + hex.EncodeToString(h.Hash[:8]) + `"`
	return s
}

// headCache reuses one read of the chain head for ttl, so the head costs an
// atomic load per request. A stale entry is refreshed by one request while
// the others keep answering from it.
type headCache struct {
	read func(ctx context.Context) (mainapi.Head, bool, error)
	ttl  time.Duration
	now  func() time.Time

	cur atomic.Pointer[headSnapshot]
	mu  sync.Mutex // held by the refreshing request
	// gen counts invalidations (the indexer committed a new head): a read
	// that raced one is stored already stale, so the next request re-reads.
	gen atomic.Uint64
}

// invalidate marks the current snapshot stale: the next request reads the
// head again (one of them; the others keep answering from the old read
// meanwhile). The head listener calls it when the indexer commits, so a new
// block is visible at once rather than after ttl.
func (hc *headCache) invalidate() {
	hc.gen.Add(1)
	if s := hc.cur.Load(); s != nil {
		stale := *s
		stale.at = time.Time{}
		hc.cur.CompareAndSwap(s, &stale)
	}
}

// get returns the current snapshot, reading the database when it is older
// than ttl. It never returns nil.
func (hc *headCache) get(ctx context.Context) *headSnapshot {
	s := hc.cur.Load()
	if s != nil && hc.now().Sub(s.at) < hc.ttl {
		return s
	}
	if s != nil {
		if !hc.mu.TryLock() {
			return s // another request is refreshing: answer from the stale read
		}
	} else {
		hc.mu.Lock()
	}
	defer hc.mu.Unlock()
	if s2 := hc.cur.Load(); s2 != s && s2 != nil && hc.now().Sub(s2.at) < hc.ttl {
		return s2
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	gen := hc.gen.Load()
	h, ok, err := hc.read(ctx)
	if err != nil && s != nil {
		h, ok = s.head, s.ok
	}
	at := hc.now()
	if hc.gen.Load() != gen {
		at = time.Time{} // a commit raced this read: answer it, but re-read next time
	}
	next := newHeadSnapshot(h, ok, err, at)
	hc.cur.Store(next)
	return next
}

const headKey = "httpapi.head"

// withHead reads the head once per request, stores it for the route and
// sets X-Indexed-Block: every response says which head it was served from
// (0 when the indexer has no state).
func (s *server) withHead(c *gin.Context) {
	snap := s.heads.get(c.Request.Context())
	c.Set(headKey, snap)
	c.Writer.Header()["X-Indexed-Block"] = snap.indexedBlock
}

func headOf(c *gin.Context) *headSnapshot {
	v, _ := c.Get(headKey)
	return v.(*headSnapshot)
}

// checkFreshHead returns the 503 of routes that need a fresh head: the head
// is unreadable, missing, or its timestamp is more than maxLag behind now.
func (s *server) checkFreshHead(snap *headSnapshot) error {
	switch {
	case snap.err != nil:
		return errDatabase
	case !snap.ok:
		return errHeadMissing
	case s.maxHeadLag > 0 && s.now().Sub(snap.head.Timestamp.Time()) > s.maxHeadLag:
		return errHeadLagging
	}
	return nil
}
