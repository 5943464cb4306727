package ratelimit_test

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
	"github.com/neoswap/neoswap/funbackend/sqlite"
)

// floodIP is the i-th distinct client address of a flood.
func floodIP(i int) string { return fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255) }

// TestMillionClientsMemoryBounded (docs/reliability.md case 4): a million
// distinct client IPs each spending an intent token (nothing refills: the
// clock stands still), flushed every 10,000 spends as Run does every
// second, leave the limiter's heap bounded by MaxBuckets, not by the
// number of clients.
func TestMillionClientsMemoryBounded(t *testing.T) {
	c := &clock{t: time.Unix(1_700_000_000, 0)}
	l := ratelimit.New(funbackend.Limits{IntentWrites: 5}, nil, c.now, nil)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for i := range 1_000_000 {
		if ok, _ := l.Allow(context.Background(), ratelimit.IntentWrites, floodIP(i)); !ok {
			t.Fatalf("client %d refused on its first request", i)
		}
		if i%10_000 == 9_999 {
			l.Flush(context.Background())
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	grown := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	t.Logf("1,000,000 distinct clients: heap grew %d MiB (MaxBuckets %d)", grown>>20, ratelimit.DefaultMaxBuckets)
	if grown > 48<<20 {
		t.Errorf("heap grew %d MiB for a million clients, want under 48 MiB (bounded by MaxBuckets)", grown>>20)
	}
	runtime.KeepAlive(l)
}

// TestEvictedBucketStaysCharged: with a store, a bucket evicted under a
// flood of other clients is loaded back on its next use: the client that
// spent keeps its spending, the flood is charged to the flood's IPs.
func TestEvictedBucketStaysCharged(t *testing.T) {
	db, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "funbackend.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	c := &clock{t: time.Unix(1_700_000_000, 0)}
	l := ratelimit.New(funbackend.Limits{IntentWrites: 5}, db, c.now, nil)
	l.MaxBuckets = 1_000
	ctx := context.Background()
	const victim = "192.0.2.50"
	for range 4 {
		l.Allow(ctx, ratelimit.IntentWrites, victim)
	}
	for i := range 20_000 {
		l.Allow(ctx, ratelimit.IntentWrites, floodIP(i))
		if i%1_000 == 999 {
			if err := l.Flush(ctx); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got := l.Tokens(ratelimit.IntentWrites, victim); got != 5 {
		t.Fatalf("victim's bucket still in memory (%d tokens): not evicted", got)
	}
	if ok, _ := l.Allow(ctx, ratelimit.IntentWrites, victim); !ok {
		t.Fatal("victim's last token refused")
	}
	if ok, _ := l.Allow(ctx, ratelimit.IntentWrites, victim); ok {
		t.Error("victim got a sixth token: its evicted spending was forgotten")
	}
	if got := l.Tokens(ratelimit.IntentWrites, floodIP(19_999)); got != 4 {
		t.Errorf("flood client tokens = %d, want 4 (charged to its own IP)", got)
	}
}
