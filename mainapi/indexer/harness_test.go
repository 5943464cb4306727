package indexer_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// harness is a simulated chain with the system deployed, a fresh database
// and an indexer over both.
type harness struct {
	env *chaintest.Env
	db  *postgres.DB
	w   *postgres.Writer
	src *ethrpc.Source
	ix  *indexer.Indexer
}

func newHarness(t *testing.T, finality uint64) *harness {
	t.Helper()
	env := chaintest.New(t)
	db := pgtest.New(t)
	w, ix, src := indexertest.Open(t, env, db, finality)
	return &harness{env: env, db: db, w: w, src: src, ix: ix}
}

// simulate runs rounds of simulated activity, one block per round.
func (h *harness) simulate(t *testing.T, rounds int, seed uint64) {
	t.Helper()
	_, err := sim.Run(context.Background(), sim.Config{
		Backend:        h.env.Backend.Client(),
		Deployment:     h.env.Deployment,
		Traders:        h.env.Accounts[1:6],
		Commit:         func() { h.env.Commit() },
		TradesPerBlock: 3,
		Interval:       -1,
		Rounds:         rounds,
		// Farm- and staking-free: the seeded choices the tests count on (a
		// folded multi-pool trade, only traders as wallets) predate both.
		FarmShare:  -1,
		StakeShare: -1,
		Seed:       seed,
		Logger:     slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
}

// deliver hands canonical block n to the indexer.
func (h *harness) deliver(t *testing.T, n uint64) indexer.Outcome {
	t.Helper()
	ctx := context.Background()
	b, err := h.src.BlockByNumber(ctx, n)
	if err != nil {
		t.Fatal(err)
	}
	out, err := h.ix.HandleBlock(ctx, b)
	if err != nil {
		t.Fatalf("block %d: %v", n, err)
	}
	return out
}

// blocks returns the canonical chain from block 0 to the head.
func (h *harness) blocks(t *testing.T) []mainapi.Block {
	t.Helper()
	head := h.env.Head(t).Number.Uint64()
	var bs []mainapi.Block
	for n := uint64(0); n <= head; n++ {
		b, err := h.src.BlockByNumber(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		bs = append(bs, b)
	}
	return bs
}

// catchUp delivers every canonical block from `from` to the chain head.
func (h *harness) catchUp(t *testing.T, from uint64) {
	t.Helper()
	head := h.env.Head(t).Number.Uint64()
	for n := from; n <= head; n++ {
		h.deliver(t, n)
	}
}

// check fails t when the derived tables differ from a rebuild.
func (h *harness) check(t *testing.T) {
	t.Helper()
	diffs, err := h.w.Check(context.Background())
	if errors.Is(err, postgres.ErrDerivedDiffer) {
		for _, d := range diffs {
			t.Error(d)
		}
		t.FailNow()
	}
	if err != nil {
		t.Fatal(err)
	}
}

// count returns the result of a count query.
func (h *harness) count(t *testing.T, q string, args ...any) int {
	t.Helper()
	var n int
	if err := h.db.Pool.QueryRow(context.Background(), q, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return n
}

// secondWriter opens a writer of h's deployment over a database of its
// own (closed with t).
func (h *harness) secondWriter(t *testing.T) (*postgres.Writer, []mainapi.Contract, *postgres.DB) {
	t.Helper()
	db := pgtest.New(t)
	w, contracts := indexertest.OpenWriter(t, h.env, db)
	return w, contracts, db
}

// batchesEqualBlockByBlock indexes h's chain again into a database of its
// own as a backfill does, size blocks a batch with the next batch decoded
// ahead (prepared on the writer's second connection), and fails t unless
// every table equals h's, which indexed the chain block by block.
func (h *harness) batchesEqualBlockByBlock(t *testing.T, size int) {
	t.Helper()
	w, contracts, db := h.secondWriter(t)
	ix := indexer.New(w, indexer.Config{Contracts: contracts, FinalityDepth: 8, Source: h.src, Metadata: h.src})
	blocks := h.blocks(t)
	for i := 0; i < len(blocks); i += size {
		next := blocks[min(i+size, len(blocks)):min(i+2*size, len(blocks))]
		if _, err := ix.HandleBatchAhead(context.Background(), blocks[i:min(i+size, len(blocks))], next); err != nil {
			t.Fatal(err)
		}
	}
	pgtest.DiffDumps(t, pgtest.Dump(t, h.db), pgtest.Dump(t, db))
}

// watchedStore is a writer that records the size of every batch applied
// (ApplyBatch), under a name watchedMetadata looks for on its stack.
type watchedStore struct {
	*postgres.Writer
	slow time.Duration // how much longer each batch takes to apply
	// failFrom makes the batch starting at that block fail once its rows
	// are stored (0: none fails).
	failFrom uint64
	mu       sync.Mutex
	batches  []int
}

func (s *watchedStore) InTx(ctx context.Context, fn func(indexer.Tx) error) error {
	return s.Writer.InTx(ctx, func(tx indexer.Tx) error { return fn(watchedTx{tx, s}) })
}

// errInjected is the failure of watchedStore's failFrom batch.
var errInjected = errors.New("injected batch failure")

// PrepareBatch watches the prepared batches' transactions too.
func (s *watchedStore) PrepareBatch(ctx context.Context, bs []mainapi.Block, evs []mainapi.Events) (indexer.PreparedBatch, error) {
	p, err := s.Writer.PrepareBatch(ctx, bs, evs)
	if p == nil {
		return nil, err
	}
	return watchedPrepared{p, s}, nil
}

type watchedPrepared struct {
	indexer.PreparedBatch
	s *watchedStore
}

func (p watchedPrepared) InTx(ctx context.Context, fn func(indexer.Tx) error) error {
	return p.PreparedBatch.InTx(ctx, func(tx indexer.Tx) error { return fn(watchedTx{tx, p.s}) })
}

type watchedTx struct {
	indexer.Tx
	s *watchedStore
}

func (tx watchedTx) ApplyBatch(ctx context.Context, bs []mainapi.Block, evs []mainapi.Events) error {
	err := tx.Tx.ApplyBatch(ctx, bs, evs)
	time.Sleep(tx.s.slow)
	if err == nil && tx.s.failFrom != 0 && bs[0].Number == tx.s.failFrom {
		err = errInjected
	}
	if err == nil {
		tx.s.mu.Lock()
		tx.s.batches = append(tx.s.batches, len(bs))
		tx.s.mu.Unlock()
	}
	return err
}
