package indexer_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// waitForHead waits until the stored head is the chain's head.
func (h *harness) waitForHead(t *testing.T, errc <-chan error) {
	t.Helper()
	want := h.env.Head(t).Hash()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); {
		select {
		case err := <-errc:
			t.Fatalf("follower stopped: %v", err)
		default:
		}
		head, ok, err := h.ix.Head(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if ok && head.Hash == want {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("the follower did not reach the chain head")
}

func TestFollower(t *testing.T) {
	h := newHarness(t, 6)
	h.simulate(t, 3, 1)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	f := &indexer.Follower{Source: h.src, Indexer: h.ix, Start: 0, PollInterval: 10 * time.Millisecond}
	errc := make(chan error, 1)
	go func() { errc <- f.Run(ctx) }()
	h.waitForHead(t, errc)

	h.simulate(t, 2, 2)
	h.waitForHead(t, errc)
	h.fork(t, 2)
	h.simulate(t, 3, 3)
	h.waitForHead(t, errc)

	cancel()
	if err := <-errc; err != nil {
		t.Errorf("Run after cancel = %v, want nil", err)
	}
	h.check(t)
}

// TestFollowerHaltsOnDeepReorg: the follower returns ErrReorgTooDeep.
func TestFollowerHaltsOnDeepReorg(t *testing.T) {
	h := newHarness(t, 2)
	h.simulate(t, 5, 1)
	h.catchUp(t, 0)
	h.fork(t, 4)
	h.simulate(t, 5, 2)
	f := &indexer.Follower{Source: h.src, Indexer: h.ix, PollInterval: 10 * time.Millisecond}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := f.Run(ctx); !errors.Is(err, indexer.ErrReorgTooDeep) {
		t.Errorf("Run = %v, want ErrReorgTooDeep", err)
	}
}

// rangeSource is a BlockRangeSource over a BlockSource that counts its
// range reads and fails the first one when failFirst is set.
type rangeSource struct {
	indexer.BlockSource
	reads     atomic.Int64
	failFirst atomic.Bool
	delay     time.Duration // added to each range read
}

func (s *rangeSource) BlocksByNumber(ctx context.Context, from, to uint64) ([]mainapi.Block, error) {
	if s.reads.Add(1) == 1 && s.failFirst.Load() {
		return nil, errors.New("transient read failure")
	}
	time.Sleep(s.delay)
	var out []mainapi.Block
	for n := from; n <= to; n++ {
		b, err := s.BlockByNumber(ctx, n)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, nil
}

// plainSource hides a source's BlocksByNumber: block-by-block reads.
type plainSource struct{ indexer.BlockSource }

// backfill runs a follower over src into ix until the stored head is the
// chain's head.
func (h *harness) backfill(t *testing.T, ix *indexer.Indexer, f *indexer.Follower) {
	t.Helper()
	want := h.env.Head(t).Hash()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	f.Indexer = ix
	errc := make(chan error, 1)
	go func() { errc <- f.Run(ctx) }()
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the follower did not reach the chain head")
		}
		select {
		case err := <-errc:
			t.Fatalf("follower stopped: %v", err)
		default:
		}
		head, ok, err := ix.Head(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if ok && head.Hash == want {
			break
		}
	}
	cancel()
	if err := <-errc; err != nil {
		t.Fatalf("Run after cancel = %v, want nil", err)
	}
}

// tableDigests returns a digest of every table of the public schema but
// the migration tool's, leaving out the wall-clock columns.
func tableDigests(t *testing.T, db *postgres.DB) map[string]string {
	t.Helper()
	ctx := context.Background()
	rows, err := db.Pool.Query(ctx, `SELECT table_name, string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position)
		FROM information_schema.columns JOIN information_schema.tables USING (table_schema, table_name)
		WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'goose%'
		  AND column_name NOT IN ('indexed_at', 'updated_at', 'received_at')
		GROUP BY table_name`)
	if err != nil {
		t.Fatal(err)
	}
	cols := map[string]string{}
	for rows.Next() {
		var table, list string
		if err := rows.Scan(&table, &list); err != nil {
			t.Fatal(err)
		}
		cols[table] = list
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for table, list := range cols {
		var n int
		var sum string
		q := fmt.Sprintf(`SELECT count(*), coalesce(md5(string_agg(r, E'\n' ORDER BY r)), '')
			FROM (SELECT ROW(%s)::text AS r FROM %s) s`, list, table)
		if err := db.Pool.QueryRow(ctx, q).Scan(&n, &sum); err != nil {
			t.Fatalf("%s: %v", table, err)
		}
		out[table] = fmt.Sprintf("%d rows, md5 %s", n, sum)
	}
	return out
}

// TestFollowerRangeBackfill: a backfill that reads its batches through a
// BlockRangeSource, in chunks and with a failed read retried, stores the
// same database as one reading block by block.
func TestFollowerRangeBackfill(t *testing.T) {
	h := newHarness(t, 2)
	h.simulate(t, 8, 1)
	src := &rangeSource{BlockSource: h.src}
	src.failFirst.Store(true)
	h.backfill(t, h.ix, &indexer.Follower{
		Source: src, PollInterval: 10 * time.Millisecond,
		BatchSize: 5, RangeChunk: 2, FetchWorkers: 3,
	})
	if src.reads.Load() < 3 {
		t.Fatalf("%d range reads, want the backfill to read through BlocksByNumber", src.reads.Load())
	}
	h.check(t)

	if h.count(t, "SELECT count(*) FROM pair_swaps") == 0 {
		t.Fatal("no swaps indexed")
	}
	sameAsBlockByBlock(t, h)
}

// TestFollowerBatchesGrow: a backfill's first batch is one round of reads
// (FetchWorkers chunks of RangeChunk blocks), so that writing starts
// early, and each batch read ahead doubles, up to BatchSize. With the
// writer slower than the reads, the batch after the one written is read
// already and is decoded meanwhile (the one after it being read), and its
// raw rows stored in its prepared transaction. The database is the same as
// block by block.
func TestFollowerBatchesGrow(t *testing.T) {
	h := newHarness(t, 2)
	h.simulate(t, 40, 3)
	ix, store, db := h.slowBackfill(t, 300*time.Millisecond, &indexer.Follower{
		Source: &rangeSource{BlockSource: h.src}, PollInterval: 10 * time.Millisecond,
		BatchSize: 16, RangeChunk: 2, FetchWorkers: 2,
	})
	// The chain is over 40 blocks deep: 4, 8, 16, 16 and the rest, then
	// the blocks within the finality depth one by one.
	got := store.batches
	if len(got) < 4 || !slices.Equal(got[:4], []int{4, 8, 16, 16}) {
		t.Fatalf("batches of %v blocks; want 4, 8, 16, 16, ...", got)
	}
	if used := ix.AheadUsed(); used < len(got)/2 {
		t.Errorf("%d of %d batches were decoded ahead", used, len(got))
	}
	// And each was prepared on the writer's second connection while the
	// batch before it was written, then finished there.
	if prepared, used := ix.PreparedUsed(), ix.AheadUsed(); prepared != used {
		t.Errorf("%d of the %d batches decoded ahead were finished in their prepared transaction", prepared, used)
	}
	h.catchUp(t, 0)
	pgtest.DiffDumps(t, pgtest.Dump(t, h.db), pgtest.Dump(t, db))
}

// TestFollowerDecodesWhileReading: when the node is slower than the
// writer, the next batch is still being read when a write begins; it is
// decoded as soon as it is read, during that write, and the next batch's
// transaction uses that decode. (Decoding only a batch read before the
// write began, the follower used none.)
func TestFollowerDecodesWhileReading(t *testing.T) {
	h := newHarness(t, 2)
	h.simulate(t, 40, 3)
	// A batch of 16 blocks is 8 reads of 2, 4 at a time: 200 ms of delays,
	// twice the writer's 100.
	ix, store, db := h.slowBackfill(t, 100*time.Millisecond, &indexer.Follower{
		Source: &rangeSource{BlockSource: h.src, delay: 50 * time.Millisecond}, PollInterval: 10 * time.Millisecond,
		BatchSize: 16, RangeChunk: 2, FetchWorkers: 4,
	})
	got := store.batches
	if used := ix.AheadUsed(); used < len(got)/2 {
		t.Errorf("%d of %d batches (of %v blocks) were decoded ahead", used, len(got), got)
	}
	h.catchUp(t, 0)
	pgtest.DiffDumps(t, pgtest.Dump(t, h.db), pgtest.Dump(t, db))
}

// slowBackfill backfills h's chain with f into a second database through a
// writer that takes slow longer over each batch.
func (h *harness) slowBackfill(t *testing.T, slow time.Duration, f *indexer.Follower) (*indexer.Indexer, *watchedStore, *postgres.DB) {
	t.Helper()
	w, contracts, db := h.secondWriter(t)
	store := &watchedStore{Writer: w, slow: slow}
	ix := indexer.New(store, indexer.Config{Contracts: contracts, FinalityDepth: 2, Source: h.src, Metadata: h.src})
	h.backfill(t, ix, f)
	return ix, store, db
}

// sameAsBlockByBlock backfills h's chain into a second database block by
// block and checks every table of h's database equals it.
func sameAsBlockByBlock(t *testing.T, h *harness) {
	t.Helper()
	ix, db := h.secondIndexer(t)
	h.backfill(t, ix, &indexer.Follower{
		Source: plainSource{h.src}, PollInterval: 10 * time.Millisecond, BatchSize: 5,
	})

	got, want := tableDigests(t, h.db), tableDigests(t, db)
	t.Logf("%d tables; blocks: %s; pair_swaps: %s", len(got), got["blocks"], got["pair_swaps"])
	var diffs []string
	for table, w := range want {
		if got[table] != w {
			diffs = append(diffs, fmt.Sprintf("%s: backfill %s, block by block %s", table, got[table], w))
		}
	}
	if len(got) != len(want) || len(diffs) > 0 {
		t.Errorf("%d tables vs %d; differing:\n%s", len(got), len(want), strings.Join(diffs, "\n"))
	}
}

// secondIndexer returns an indexer of h's deployment over a database of its
// own.
func (h *harness) secondIndexer(t *testing.T) (*indexer.Indexer, *postgres.DB) {
	t.Helper()
	db := pgtest.New(t)
	_, ix, _ := indexertest.Open(t, h.env, db, 2)
	return ix, db
}
