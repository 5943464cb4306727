package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// A backfill batch's raw rows do not depend on the derived rows, so they
// are copied while the batch before it derives: PrepareBatch begins the
// batch's transaction on the writer's other connection and copies its
// blocks and raw events there, and the indexer finishes it (derives and
// commits) once the batch before it committed. Each batch stays one
// transaction, committed in order: its derive statements run after the
// commit before it (each statement of a READ COMMITTED transaction sees
// what committed before it began), and a batch rolled back takes the one
// prepared on top of it along (the indexer discards it). Without this the
// writer's connection did every batch's copies and derivation in turn,
// and the raw copies were a large share of its time (BenchmarkReplayMix
// reports the batches prepared, prepared/op).

// errPreparedDone is returned by a prepared batch finished or discarded
// already.
var errPreparedDone = errors.New("postgres: prepared batch already ended")

// preparedBatch is a batch's transaction begun by PrepareBatch: its
// connection, its blocks and events as copied.
type preparedBatch struct {
	w    *Writer
	conn *pgx.Conn
	tx   pgx.Tx
	b    batchEvents
	done bool // finished or discarded
}

// PrepareBatch begins a transaction on a connection the writer's current
// transaction does not use and copies bs and the raw rows of their events
// evs in it (indexer.BatchPreparer). It returns nil without an error when
// no such connection is free, or a batch is prepared and not yet being
// finished: a transaction of the writer always finds a connection.
func (w *Writer) PrepareBatch(ctx context.Context, bs []mainapi.Block, evs []mainapi.Events) (indexer.PreparedBatch, error) {
	if len(bs) == 0 {
		return nil, nil
	}
	p := &preparedBatch{w: w}
	conn, err := w.takeForPrepared(ctx, p)
	if conn == nil || err != nil {
		return nil, err
	}
	p.conn = conn
	if p.tx, err = begin(ctx, conn); err == nil {
		// The transaction idles while the batch before it derives: a
		// timeout set for idle transactions must not end it.
		if _, err = p.tx.Exec(ctx, "SET LOCAL idle_in_transaction_session_timeout = 0"); err == nil {
			p.b, err = copyBatch(ctx, p.tx, bs, evs, func(string) bool { return true })
		}
		if err != nil {
			err = rollback(ctx, p.tx, err)
		}
	}
	if err != nil {
		p.release()
		return nil, fmt.Errorf("postgres: prepare blocks %d-%d: %w", bs[0].Number, bs[len(bs)-1].Number, err)
	}
	return p, nil
}

// takeForPrepared takes a free connection for p, once the writer has two
// (one stays for its other transactions), and records p as the batch
// waiting to be finished; nil when it cannot.
func (w *Writer) takeForPrepared(ctx context.Context, p *preparedBatch) (*pgx.Conn, error) {
	second, err := w.openSecond(ctx)
	if err != nil {
		return nil, err
	}
	w.connMu.Lock()
	defer w.connMu.Unlock()
	if w.closed || w.waiting != nil || len(w.conns) < 2 {
		if second != nil {
			w.free <- second
		}
		return nil, nil
	}
	if second != nil {
		w.waiting = p
		return second, nil
	}
	select {
	case c := <-w.free:
		w.waiting = p
		return c, nil
	default:
		return nil, nil
	}
}

// stopWaiting records that p is no longer the batch waiting to be
// finished: it is being finished, or discarded.
func (p *preparedBatch) stopWaiting() {
	p.w.connMu.Lock()
	if p.w.waiting == p {
		p.w.waiting = nil
	}
	p.w.connMu.Unlock()
}

// release gives p's connection back to the writer, once.
func (p *preparedBatch) release() {
	p.stopWaiting()
	if !p.done {
		p.done = true
		p.w.free <- p.conn
	}
}

// InTx runs fn in the prepared transaction, in turn with the writer's
// other transactions, and commits it; ApplyBatch of the prepared blocks
// derives them (indexer.PreparedBatch).
func (p *preparedBatch) InTx(ctx context.Context, fn func(indexer.Tx) error) error {
	w := p.w
	w.mu.Lock()
	defer w.mu.Unlock()
	if p.done {
		return errPreparedDone
	}
	// The next batch may be prepared while this one is finished.
	p.stopWaiting()
	defer p.release()
	return finish(ctx, p.tx, func(tx pgx.Tx) error { return fn(&writeTx{tx: tx, minLiq: w.minLiq, prepared: &p.b}) })
}

// Discard rolls the prepared transaction back (indexer.PreparedBatch).
func (p *preparedBatch) Discard() {
	if p.done {
		return
	}
	defer p.release()
	// The rollback's error is the connection's: the next transaction on it
	// reports it.
	_ = rollback(context.Background(), p.tx, nil)
}

// copyBatch copies the blocks bs and the raw rows of their events evs
// into the tables for which tables(name) is true, and returns the batch's
// events as deriveApplied takes them.
func copyBatch(ctx context.Context, tx pgx.Tx, bs []mainapi.Block, evs []mainapi.Events, tables func(string) bool) (batchEvents, error) {
	// A batch is backfill below the finality depth, acknowledged to no one:
	// its commit need not wait for the WAL to reach the disk. If Postgres
	// crashed before it did (a fraction of a second), the batch would be
	// gone as a whole and the follower would read it again from the stored
	// head. Blocks at the head and webhook deliveries commit synchronously.
	if _, err := tx.Exec(ctx, "SET LOCAL synchronous_commit = off"); err != nil {
		return batchEvents{}, fmt.Errorf("postgres: batch commit mode: %w", err)
	}
	_, err := pgcopy.Rows(ctx, tx, "blocks", []string{"number", "hash", "parent_hash", "timestamp"},
		len(bs), func(i int) ([]any, error) {
			b := &bs[i]
			return []any{int64(b.Number), b.Hash.Bytes(), b.ParentHash.Bytes(), int64(b.Timestamp)}, nil
		})
	if err != nil {
		return batchEvents{}, fmt.Errorf("postgres: insert blocks %d-%d: %w", bs[0].Number, bs[len(bs)-1].Number, err)
	}
	all, txBlocks := concatEvents(bs, evs)
	b := batchEvents{blocks: bs, ev: &all, txBlocks: txBlocks}
	return b, b.copyRaw(ctx, tx, tables)
}

// copyRaw copies b's raw rows into the tables for which tables(name) is
// true.
func (b batchEvents) copyRaw(ctx context.Context, tx pgx.Tx, tables func(string) bool) error {
	return insertRaw(ctx, tx, b.ev, func(i int) int64 { return b.txBlocks[i] }, tables)
}

// is reports whether b's blocks are bs.
func (b batchEvents) is(bs []mainapi.Block) bool {
	n := len(b.blocks)
	return n == len(bs) && n > 0 && b.blocks[0].Hash == bs[0].Hash && b.blocks[n-1].Hash == bs[n-1].Hash
}
