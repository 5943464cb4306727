package indexer_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi/indexer"
)

// lockedBuffer is a log destination safe for the follower's goroutine.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestFollowerProgress: without a terminal, a backfill reports structured
// "indexer: progress" lines: blocks done of the run's total, rising to all
// of them at the head, with rates and an ETA.
func TestFollowerProgress(t *testing.T) {
	h := newHarness(t, 2)
	h.simulate(t, 4, 7)
	var logs lockedBuffer
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	f := &indexer.Follower{Source: plainSource{h.src}, Indexer: h.ix, Start: 0, PollInterval: 10 * time.Millisecond,
		BatchSize: 1, ProgressEvery: time.Nanosecond, Logger: slog.New(slog.NewJSONHandler(&logs, nil))}
	errc := make(chan error, 1)
	go func() { errc <- f.Run(ctx) }()
	h.waitForHead(t, errc)
	cancel()
	if err := <-errc; err != nil {
		t.Fatal(err)
	}

	head := h.env.Head(t).Number.Uint64()
	var reports []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("not a JSON log line: %q", line)
		}
		if m["msg"] == "indexer: progress" {
			reports = append(reports, m)
		}
	}
	if len(reports) < 2 {
		t.Fatalf("%d progress lines, want one per block:\n%s", len(reports), logs.String())
	}
	prev := -1.0
	for _, r := range reports {
		for _, k := range []string{"block", "head", "done", "total", "pct", "blocks_per_s", "events_per_s", "eta", "eta_s"} {
			if _, ok := r[k]; !ok {
				t.Fatalf("progress line lacks %s: %v", k, r)
			}
		}
		if r["total"] != float64(head+1) {
			t.Errorf("total = %v, want %d (blocks 0..%d)", r["total"], head+1, head)
		}
		done := r["done"].(float64)
		if done < prev {
			t.Errorf("done went back from %v to %v", prev, done)
		}
		if done != r["block"].(float64)+1 {
			t.Errorf("done %v at block %v, want block+1", done, r["block"])
		}
		prev = done
	}
	last := reports[len(reports)-1]
	if last["done"] != float64(head+1) || last["pct"] != "100.0" || last["eta"] != "0s" {
		t.Errorf("last progress line = %v, want all %d blocks done, 100.0%%, ETA 0s", last, head+1)
	}
}
