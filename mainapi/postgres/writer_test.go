package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestSingleWriter: a second writer cannot take the lock while the first
// holds it, waits for it, and takes over once the first closes.
func TestSingleWriter(t *testing.T) {
	db := pgtest.New(t)
	ctx := context.Background()
	first, err := db.OpenWriter(ctx, postgres.WriterConfig{})
	if err != nil {
		t.Fatal(err)
	}
	if w, ok, err := db.TryOpenWriter(ctx, postgres.WriterConfig{}); err != nil || ok {
		if w != nil {
			w.Close()
		}
		t.Fatalf("second writer: ok %v err %v, want refused", ok, err)
	}
	got := make(chan error, 1)
	go func() {
		w, err := db.OpenWriter(ctx, postgres.WriterConfig{})
		if err == nil {
			w.Close()
		}
		got <- err
	}()
	select {
	case err := <-got:
		t.Fatalf("second writer opened while the first holds the lock (err %v)", err)
	case <-time.After(200 * time.Millisecond):
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-got:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("second writer did not take over")
	}
}
