package ratelimit_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
	"github.com/neoswap/neoswap/funbackend/sqlite"
)

type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func TestBucket(t *testing.T) {
	ck := &clock{time.Unix(1_700_000_000, 0)}
	l := ratelimit.New(funbackend.Limits{IntentWrites: 5, Board: 6000}, nil, ck.now, nil)
	ctx := context.Background()
	for i := range 5 {
		if ok, _ := l.Allow(ctx, ratelimit.IntentWrites, "1.2.3.4"); !ok {
			t.Fatalf("request %d refused", i+1)
		}
	}
	ok, wait := l.Allow(ctx, ratelimit.IntentWrites, "1.2.3.4")
	if got, want := wait, 120*time.Second; ok || got != want { // 5 per 600 s: one token per 120 s
		t.Fatalf("6th = %v, wait %v; want refused, %v", ok, got, want)
	}
	if ok, _ := l.Allow(ctx, ratelimit.IntentWrites, "5.6.7.8"); !ok {
		t.Errorf("another IP refused")
	}
	ck.t = ck.t.Add(60 * time.Second) // half a token back
	if ok, wait := l.Allow(ctx, ratelimit.IntentWrites, "1.2.3.4"); ok || wait != 60*time.Second {
		t.Errorf("after 60 s = %v, %v; want refused, 60s", ok, wait)
	}
	ck.t = ck.t.Add(60 * time.Second)
	if ok, _ := l.Allow(ctx, ratelimit.IntentWrites, "1.2.3.4"); !ok {
		t.Errorf("after 120 s refused")
	}
	for range 6000 {
		l.Allow(ctx, ratelimit.Board, "1.2.3.4")
	}
	if ok, wait := l.Allow(ctx, ratelimit.Board, "1.2.3.4"); ok || wait != time.Second {
		t.Errorf("board over cap = %v, %v; want refused, 1s (floor)", ok, wait)
	}
	if ok, _ := l.Allow(ctx, ratelimit.Quotes, "1.2.3.4"); !ok {
		t.Errorf("disabled limiter refused")
	}
}

func TestPersistence(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "funbackend.db")
	ck := &clock{time.Unix(1_700_000_000, 0)}
	caps := funbackend.Limits{IntentWrites: 3}

	db, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	l := ratelimit.New(caps, db, ck.now, nil)
	for range 3 {
		l.Allow(ctx, ratelimit.IntentWrites, "1.2.3.4")
	}
	if err := l.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	db.Close()

	db, err = sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	l = ratelimit.New(caps, db, ck.now, nil)
	if ok, _ := l.Allow(ctx, ratelimit.IntentWrites, "1.2.3.4"); ok {
		t.Fatalf("after restart: allowed, want the spent bucket")
	}
	if ok, _ := l.Allow(ctx, ratelimit.IntentWrites, "9.9.9.9"); !ok {
		t.Errorf("fresh IP refused after restart")
	}
	ck.t = ck.t.Add(funbackend.LimitWindow)
	if ok, _ := l.Allow(ctx, ratelimit.IntentWrites, "1.2.3.4"); !ok {
		t.Errorf("refilled bucket refused")
	}
	// Flushing a window later prunes the stored rows of refilled buckets.
	if err := l.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	ck.t = ck.t.Add(funbackend.LimitWindow + time.Second)
	l.Allow(ctx, ratelimit.IntentWrites, "5.5.5.5")
	if err := l.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	var n int
	db.Read.QueryRow(`SELECT count(*) FROM rate_buckets`).Scan(&n)
	if n != 1 {
		t.Errorf("stored buckets = %d, want 1 (the others pruned)", n)
	}
}
