package indexer_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi/ethrpc"
	"github.com/neoswap/neoswap/mainapi/indexer"
)

// TestRetryWaitHonoursRetryAfter: after a failed read the follower waits
// the poll interval times the failures in a row, and at least as long as a
// node that answered 429 or 503 with Retry-After asked (the error arrives
// wrapped, as the Source returns it).
func TestRetryWaitHonoursRetryAfter(t *testing.T) {
	busy := func(d time.Duration) error {
		return fmt.Errorf("ethrpc: head: %w", &ethrpc.NodeBusyError{Status: "429 Too Many Requests", After: d})
	}
	for _, c := range []struct {
		name     string
		err      error
		failures int
		want     time.Duration
	}{
		{"a plain failure", errors.New("connection refused"), 3, 3 * time.Second},
		{"a busy node asking for more", busy(30 * time.Second), 2, 30 * time.Second},
		{"a busy node asking for less", busy(time.Second), 4, 4 * time.Second},
		{"a busy node asking for nothing", busy(0), 1, time.Second},
	} {
		if got := indexer.RetryWait(c.err, time.Second, c.failures); got != c.want {
			t.Errorf("%s: RetryWait = %v, want %v", c.name, got, c.want)
		}
	}
}
