package postgres_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// chainOf returns blocks 1..n, each the parent of the next, without events.
func chainOf(n int) []mainapi.Block {
	bs := make([]mainapi.Block, n)
	parent := common.Hash{}
	for i := range bs {
		bs[i] = mainapi.Block{Number: uint64(i + 1), Hash: common.Hash{0xb, byte(i + 1)}, ParentHash: parent, Timestamp: 1_700_000_000 + uint64(i)*12}
		parent = bs[i].Hash
	}
	return bs
}

func noEvents(bs []mainapi.Block) []mainapi.Events { return make([]mainapi.Events, len(bs)) }

// storedBlocks returns the numbers of the blocks other transactions see.
func storedBlocks(t *testing.T, db *postgres.DB) []int64 {
	t.Helper()
	rows, err := db.Pool.Query(context.Background(), "SELECT number FROM blocks ORDER BY number")
	if err != nil {
		t.Fatal(err)
	}
	ns, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		t.Fatal(err)
	}
	return ns
}

func equalBlocks(t *testing.T, what string, got []int64, want ...int64) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Fatalf("%s: stored blocks %v, want %v", what, got, want)
	}
}

// TestPreparedBatch: a batch prepared while the batch before it is being
// applied stores its blocks on the writer's second connection, unseen
// until it is finished after that batch commits; one discarded leaves
// nothing and frees its blocks for another transaction; only one waits at
// a time, and its transaction derives only its own blocks.
func TestPreparedBatch(t *testing.T) {
	db, w := openWriter(t)
	ctx := context.Background()
	bs := chainOf(6)

	var p indexer.PreparedBatch
	var err error
	err = w.InTx(ctx, func(tx indexer.Tx) error {
		if p, err = w.PrepareBatch(ctx, bs[1:3], noEvents(bs[1:3])); err != nil || p == nil {
			t.Fatalf("prepare blocks 2-3 beside the first batch: %v, %v", p, err)
		}
		// A second one while the first waits: refused, nothing begun.
		if q, err := w.PrepareBatch(ctx, bs[3:4], noEvents(bs[3:4])); q != nil || err != nil {
			t.Fatalf("a second prepared batch: %v, %v; want none", q, err)
		}
		equalBlocks(t, "prepared, not finished", storedBlocks(t, db))
		return tx.ApplyBatch(ctx, bs[:1], noEvents(bs[:1]))
	})
	if err != nil {
		t.Fatal(err)
	}
	equalBlocks(t, "first batch committed", storedBlocks(t, db), 1)
	// The writer's other transactions run while one waits.
	if _, ok, err := headOf(ctx, w); err != nil || !ok {
		t.Fatalf("head beside a prepared batch: %v %v", ok, err)
	}
	err = p.InTx(ctx, func(tx indexer.Tx) error { return tx.ApplyBatch(ctx, bs[1:2], noEvents(bs[1:2])) })
	if err == nil {
		t.Fatal("the prepared transaction applied blocks it was not prepared for")
	}
	equalBlocks(t, "prepared batch failed", storedBlocks(t, db), 1)

	// Prepared again, finished: its blocks are stored, and it cannot be
	// finished twice.
	if p, err = w.PrepareBatch(ctx, bs[1:3], noEvents(bs[1:3])); err != nil || p == nil {
		t.Fatalf("prepare blocks 2-3: %v, %v", p, err)
	}
	if err := p.InTx(ctx, func(tx indexer.Tx) error { return tx.ApplyBatch(ctx, bs[1:3], noEvents(bs[1:3])) }); err != nil {
		t.Fatal(err)
	}
	equalBlocks(t, "prepared batch finished", storedBlocks(t, db), 1, 2, 3)
	if err := p.InTx(ctx, func(indexer.Tx) error { return nil }); err == nil {
		t.Error("a prepared batch finished twice")
	}
	p.Discard() // a no-op once finished

	// Discarded: nothing stored, and its blocks free at once for a
	// transaction of the writer (it would wait on their keys otherwise).
	if p, err = w.PrepareBatch(ctx, bs[3:6], noEvents(bs[3:6])); err != nil || p == nil {
		t.Fatalf("prepare blocks 4-6: %v, %v", p, err)
	}
	p.Discard()
	equalBlocks(t, "prepared batch discarded", storedBlocks(t, db), 1, 2, 3)
	done := make(chan error, 1)
	go func() {
		done <- w.InTx(ctx, func(tx indexer.Tx) error { return tx.ApplyBatch(ctx, bs[3:6], noEvents(bs[3:6])) })
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the discarded batch's blocks are still held")
	}
	equalBlocks(t, "blocks 4-6 applied", storedBlocks(t, db), 1, 2, 3, 4, 5, 6)
}

// TestPreparedBatchHoldsOffNextWriter: a writer whose first connection
// died still holds its second one's lock, with a batch prepared there; a
// new writer does not take over until that connection is gone too, so the
// batch cannot commit under it.
func TestPreparedBatchHoldsOffNextWriter(t *testing.T) {
	db, w := openWriter(t)
	ctx := context.Background()
	bs := chainOf(2)
	if err := w.InTx(ctx, func(tx indexer.Tx) error { return tx.ApplyBatch(ctx, bs[:1], noEvents(bs[:1])) }); err != nil {
		t.Fatal(err)
	}
	p, err := w.PrepareBatch(ctx, bs[1:], noEvents(bs[1:]))
	if err != nil || p == nil {
		t.Fatalf("prepare: %v, %v", p, err)
	}
	// The first connection (the one holding the writer lock) dies.
	var killed bool
	err = db.Pool.QueryRow(ctx, `SELECT pg_terminate_backend(pid) FROM pg_locks
		WHERE locktype = 'advisory' AND granted AND (classid::bigint << 32) + objid::bigint = $1
		AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`, postgres.WriterLockKey).Scan(&killed)
	if err != nil || !killed {
		t.Fatalf("terminate the writer's first connection: %v %v", killed, err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		other, ok, err := db.TryOpenWriter(ctx, postgres.WriterConfig{})
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			other.Close()
			t.Fatal("a second writer took over while the first's prepared batch is open")
		}
		var held bool
		if err := db.Pool.QueryRow(ctx, `SELECT count(*) = 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
			AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`).Scan(&held); err != nil {
			t.Fatal(err)
		}
		if held || time.Now().After(deadline) { // the first lock released, the second held
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	takesOverAfter(t, db, "the first's second connection lives", func() {
		p.Discard()
		w.Close()
	})
	equalBlocks(t, "after the first writer", storedBlocks(t, db), 1)
}

// headOf reads w's head in a transaction of its own.
func headOf(ctx context.Context, w *postgres.Writer) (h mainapi.BlockRef, ok bool, err error) {
	err = w.InTx(ctx, func(tx indexer.Tx) error {
		h, ok, err = tx.Head(ctx)
		return err
	})
	return h, ok, err
}

// openWriter opens the writer of a fresh database (closed with t).
func openWriter(t *testing.T) (*postgres.DB, *postgres.Writer) {
	t.Helper()
	db := pgtest.New(t)
	w, err := db.OpenWriter(context.Background(), postgres.WriterConfig{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return db, w
}
