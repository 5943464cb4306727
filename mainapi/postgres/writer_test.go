package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
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
	takesOverAfter(t, db, "the first holds the lock", func() {
		if err := first.Close(); err != nil {
			t.Fatal(err)
		}
	})
}

// takesOverAfter checks that a writer opening db waits (while what says)
// and opens once release has run.
func takesOverAfter(t *testing.T, db *postgres.DB, what string, release func()) {
	t.Helper()
	got := make(chan error, 1)
	go func() {
		w, err := db.OpenWriter(context.Background(), postgres.WriterConfig{})
		if err == nil {
			w.Close()
		}
		got <- err
	}()
	select {
	case err := <-got:
		t.Fatalf("a second writer opened while %s (err %v)", what, err)
	case <-time.After(300 * time.Millisecond):
	}
	release()
	select {
	case err := <-got:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the second writer did not take over")
	}
}

// TestWriterSurvivesCancel: a caller giving up on a write, before it
// begins, in the middle of a statement or before the commit, does not end
// the writer, which keeps its connection and its lock (pgx closes a
// connection whose BEGIN or COMMIT fails on a context already done, and by
// default one whose context is cancelled mid-statement).
func TestWriterSurvivesCancel(t *testing.T) {
	db := pgtest.New(t)
	w, err := db.OpenWriter(context.Background(), postgres.WriterConfig{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if err := w.Exec(context.Background(), "CREATE TABLE cancel_probe (n int)", nil); err != nil {
		t.Fatal(err)
	}
	insert := func(n int) string { return fmt.Sprintf("INSERT INTO cancel_probe VALUES (%d)", n) }

	t.Run("before begin", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if err := w.Exec(ctx, insert(1), nil); !errors.Is(err, context.Canceled) {
			t.Fatalf("write = %v, want context.Canceled", err)
		}
	})
	t.Run("mid-statement", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		start := time.Now()
		if err := w.Exec(ctx, "SELECT pg_sleep(30)", nil); !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("write = %v, want context.DeadlineExceeded", err)
		}
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("the write returned after %v: the statement was not cancelled", d)
		}
	})
	t.Run("longer than the grace", func(t *testing.T) {
		// Each of BEGIN and COMMIT has the grace, not the transaction.
		defer postgres.SetWriterCancelGrace(300 * time.Millisecond)()
		if err := w.Exec(context.Background(), "SELECT pg_sleep(0.6)", nil); err != nil {
			t.Fatalf("a transaction longer than the grace: %v", err)
		}
	})
	t.Run("before commit", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		if err := w.Exec(ctx, insert(3), cancel); err != nil {
			t.Fatalf("write whose statements all ran = %v, want it committed", err)
		}
	})

	if err := w.Exec(context.Background(), insert(4), nil); err != nil {
		t.Fatalf("write after the cancelled ones: %v", err)
	}
	var got []int
	rows, err := db.Pool.Query(context.Background(), "SELECT n FROM cancel_probe ORDER BY n")
	if err != nil {
		t.Fatal(err)
	}
	if got, err = pgx.CollectRows(rows, pgx.RowTo[int]); err != nil {
		t.Fatal(err)
	}
	if want := []int{3, 4}; !slices.Equal(got, want) {
		t.Errorf("rows %v, want %v", got, want)
	}
	if other, ok, err := db.TryOpenWriter(context.Background(), postgres.WriterConfig{}); err != nil || ok {
		if other != nil {
			other.Close()
		}
		t.Fatalf("second writer after the cancelled writes: ok %v err %v, want refused (the lock kept)", ok, err)
	}
}

// TestBatchCommitsAsynchronously: a backfill batch's transaction commits
// without waiting for the WAL flush; the head's one block waits.
func TestBatchCommitsAsynchronously(t *testing.T) {
	db := pgtest.New(t)
	ctx := context.Background()
	w, err := db.OpenWriter(ctx, postgres.WriterConfig{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	b := mainapi.Block{Number: 1, Hash: common.Hash{1}, ParentHash: common.Hash{}, Timestamp: 1_700_000_000}
	batch, head, err := postgres.CommitModes(ctx, w, b, b)
	if err != nil {
		t.Fatal(err)
	}
	if batch != "off" || head != "on" {
		t.Errorf("synchronous_commit: batch %q, head %q; want off, on", batch, head)
	}
}
