package indexer_test

import (
	"bytes"
	"context"
	"errors"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// watchedMetadata is the node's metadata reader, counting its reads by
// token and those made inside a transaction of the writer.
type watchedMetadata struct {
	node indexer.TokenMetadata
	fail atomic.Bool // every read fails, as with the node gone

	mu    sync.Mutex
	reads map[common.Address]int
	inTx  int
}

func (m *watchedMetadata) TokenMetadata(ctx context.Context, tok common.Address) (mainapi.TokenMetadata, error) {
	// A read ahead runs beside a transaction, on a goroutine of its own:
	// only a read inside one has watchedStore.InTx on its stack.
	inTx := bytes.Contains(debug.Stack(), []byte("(*watchedStore).InTx"))
	m.mu.Lock()
	m.reads[tok]++
	if inTx {
		m.inTx++
	}
	m.mu.Unlock()
	if m.fail.Load() {
		return mainapi.TokenMetadata{}, errors.New("connection refused")
	}
	return m.node.TokenMetadata(ctx, tok)
}

// watchedIndexer opens an indexer of h's deployment over a database of its
// own, reading metadata through a watchedMetadata.
func (h *harness) watchedIndexer(t *testing.T) (*indexer.Indexer, *watchedMetadata, *postgres.DB) {
	t.Helper()
	w, contracts, db := h.secondWriter(t)
	md := &watchedMetadata{node: h.src, reads: map[common.Address]int{}}
	ix := indexer.New(&watchedStore{Writer: w}, indexer.Config{Contracts: contracts, FinalityDepth: 2, Source: h.src, Metadata: md})
	return ix, md, db
}

// pairTokens counts the distinct tokens of the pairs h's database stores.
func (h *harness) pairTokens(t *testing.T) int {
	t.Helper()
	return h.count(t, "SELECT count(*) FROM (SELECT token0 FROM pairs_created UNION SELECT token1 FROM pairs_created) t")
}

// TestPrefetchMetadata: the metadata of the tokens of the pairs a batch
// creates is read ahead of the batch's transaction, each token once
// however many pairs it is in, and the transaction stores it without
// asking the node (which fails every read by then), the same rows as
// reading it in the transaction.
func TestPrefetchMetadata(t *testing.T) {
	h := newHarness(t, 2)
	h.simulate(t, 4, 5)
	h.catchUp(t, 0) // reads the metadata in each block's transaction
	ctx := context.Background()
	var blocks []mainapi.Block
	for n := uint64(0); n <= h.env.Head(t).Number.Uint64(); n++ {
		b, err := h.src.BlockByNumber(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		blocks = append(blocks, b)
	}

	ix, md, db := h.watchedIndexer(t)
	ix.PrefetchMetadata(ctx, blocks)
	tokens := h.pairTokens(t)
	if len(md.reads) != tokens || tokens < 4 {
		t.Fatalf("read ahead %d tokens; the pairs have %d", len(md.reads), tokens)
	}
	for tok, n := range md.reads {
		if n != 1 {
			t.Errorf("%s read %d times", tok.Hex(), n)
		}
	}
	md.fail.Store(true)
	if _, err := ix.HandleBatch(ctx, blocks); err != nil {
		t.Fatalf("the batch asked the node for metadata it had read ahead: %v", err)
	}
	if md.inTx != 0 {
		t.Errorf("%d metadata reads inside the transaction", md.inTx)
	}
	pgtest.DiffDumps(t, pgtest.Dump(t, h.db), pgtest.Dump(t, db))
}

// TestFollowerReadsMetadataAhead: a backfill reads every token's metadata
// with the batch that creates its pairs, none inside a transaction, and
// stores the rows of a block-by-block indexing (which reads them there).
func TestFollowerReadsMetadataAhead(t *testing.T) {
	h := newHarness(t, 2)
	h.simulate(t, 6, 9)
	h.catchUp(t, 0)
	ix, md, db := h.watchedIndexer(t)
	h.backfill(t, ix, &indexer.Follower{
		Source: &trackedSource{rangeSource: rangeSource{BlockSource: h.src}}, PollInterval: 10 * time.Millisecond,
		BatchSize: 5, RangeChunk: 2, FetchWorkers: 3,
	})
	if tokens := h.pairTokens(t); len(md.reads) != tokens {
		t.Errorf("read %d tokens; the pairs have %d", len(md.reads), tokens)
	}
	if md.inTx != 0 {
		t.Errorf("%d of the metadata reads were inside a transaction", md.inTx)
	}
	pgtest.DiffDumps(t, pgtest.Dump(t, h.db), pgtest.Dump(t, db))
}
