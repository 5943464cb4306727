package postgres_test

import (
	"context"
	"errors"
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

// TestWriterSurvivesCancel: a caller giving up on a write stops the
// statement but not the writer, which keeps its connection and its lock
// (pgx's default would close the connection, ending the writer).
func TestWriterSurvivesCancel(t *testing.T) {
	db := pgtest.New(t)
	w, err := db.OpenWriter(context.Background(), postgres.WriterConfig{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	if err := w.Exec(ctx, "SELECT pg_sleep(30)"); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("cancelled write = %v, want context.DeadlineExceeded", err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("cancelled write returned after %v: the statement was not cancelled", d)
	}
	if err := w.Exec(context.Background(), "SELECT 1"); err != nil {
		t.Fatalf("write after a cancelled one: %v", err)
	}
	if other, ok, err := db.TryOpenWriter(context.Background(), postgres.WriterConfig{}); err != nil || ok {
		if other != nil {
			other.Close()
		}
		t.Fatalf("second writer after a cancelled write: ok %v err %v, want refused (the lock kept)", ok, err)
	}
}
