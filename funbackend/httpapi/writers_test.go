package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
	"github.com/neoswap/neoswap/funbackend/sqlite/sqlitetest"
)

// TestConcurrentWritersNeverLocked (docs/reliability.md case 3): 50
// operators writing at once through the HTTP routes (a ban each, each
// audited), while the limiter writes its buckets behind and readers read,
// all get their 200: no "database is locked" (or any 5xx) reaches a
// client, and every write is there afterwards.
func TestConcurrentWritersNeverLocked(t *testing.T) {
	db := sqlitetest.New(t)
	l := ratelimit.New(funbackend.Limits{Board: 1_000_000, Expensive: 1_000_000}, db, nil, nil)
	r := httpapi.NewRouter(httpapi.Deps{BasePath: base, DB: db, AdminToken: adminToken, Limiter: l,
		TrustedProxies: []string{"192.0.2.1"}}) // the recorder's peer: X-Forwarded-For names the client
	const writers = 50
	ctx, stop := context.WithCancel(context.Background())
	flushed := make(chan struct{})
	go func() { // the limiter's write-behind, as Run does, but without pause
		defer close(flushed)
		for ctx.Err() == nil {
			if err := l.Flush(context.Background()); err != nil {
				t.Errorf("flush: %v", err)
			}
			time.Sleep(time.Millisecond)
		}
	}()
	var wg sync.WaitGroup
	errs := make(chan string, 4*writers)
	for i := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a := fmt.Sprintf("0x%040x", 0x1000+i)
			if rec := admin(r, "PUT", "/admin/bans/"+a, `{"reason":"load"}`); rec.Code != 200 {
				errs <- fmt.Sprintf("PUT ban %s: %d %s", a, rec.Code, rec.Body.String())
			}
			// A distinct client per writer: a bucket row each to write behind.
			if rec := do(r, "/tokens", "X-Forwarded-For", fmt.Sprintf("198.51.100.%d", i)); rec.Code != 200 {
				errs <- fmt.Sprintf("GET /tokens: %d %s", rec.Code, rec.Body.String())
			}
			if rec := admin(r, "GET", "/admin/bans", ""); rec.Code != 200 {
				errs <- fmt.Sprintf("GET bans: %d %s", rec.Code, rec.Body.String())
			}
		}()
	}
	wg.Wait()
	stop()
	<-flushed
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	bans := admin(r, "GET", "/admin/bans", "").Body.String()
	audit := admin(r, "GET", "/admin/audit?limit=200", "").Body.String()
	for i := range writers {
		a := fmt.Sprintf("0x%040x", 0x1000+i)
		if !strings.Contains(bans, a) || !strings.Contains(audit, a) {
			t.Errorf("%s: missing from bans or audit", a)
		}
	}
}
