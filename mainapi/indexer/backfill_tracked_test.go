package indexer_test

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
)

// trackedSource serves TrackedBlocks as a node's eth_getLogs does, from
// the whole blocks of the chain: each block keeps the logs of the given
// addresses and, of the transactions that emitted them, those the
// follower's senders picks (ethrpc.Source's own
// TrackedBlocks is tested against a node in package ethrpc). Its first
// read is refused, as by a node with a range limit.
type trackedSource struct {
	rangeSource
	refuseFirst atomic.Bool
	tracked     atomic.Int64
	mu          sync.Mutex
	asked       [][]common.Address // the address lists of the reads served
}

func (s *trackedSource) TrackedBlocks(ctx context.Context, from, to uint64, addrs []common.Address, filters []mainapi.LogFilter, senders ethrpc.SendersFunc) ([]mainapi.Block, error) {
	if s.tracked.Add(1) == 1 && s.refuseFirst.Load() {
		return nil, errors.New("eth_getLogs: query exceeds max block range")
	}
	s.mu.Lock()
	s.asked = append(s.asked, addrs)
	s.mu.Unlock()
	var out []mainapi.Block
	for n := from; n <= to; n++ {
		b, err := s.BlockByNumber(ctx, n)
		if err != nil {
			return nil, err
		}
		out = append(out, indexertest.OnlyLogsMatching(b, addrs, filters, senders))
	}
	return out, nil
}

// TestFollowerTrackedBackfill: a backfill that reads only the tracked logs
// (pairs created inside a batch read afterwards and merged in, a refused
// read done with whole receipts) stores the same database as one reading
// whole blocks one by one.
func TestFollowerTrackedBackfill(t *testing.T) {
	h := newHarness(t, 2)
	h.simulate(t, 8, 1)
	src := &trackedSource{rangeSource: rangeSource{BlockSource: h.src}}
	src.refuseFirst.Store(true)
	h.backfill(t, h.ix, &indexer.Follower{
		Source: src, PollInterval: 10 * time.Millisecond,
		BatchSize: 5, RangeChunk: 2, FetchWorkers: 3,
	})
	h.check(t)
	if src.reads.Load() == 0 {
		t.Error("no read fell back to whole receipts after the refused one")
	}
	// Some read asked for new pairs alone: the pairs a batch created, read
	// after it and merged in.
	router := h.env.Deployment.FeeRouter
	newPairsReads := 0
	for _, addrs := range src.asked {
		if !slices.Contains(addrs, router) {
			newPairsReads++
		}
	}
	t.Logf("%d tracked reads, %d of new pairs, %d whole", len(src.asked), newPairsReads, src.reads.Load())
	if newPairsReads == 0 {
		t.Error("no read of a batch's new pairs: the chain creates none inside the backfill")
	}
	if h.count(t, "SELECT count(*) FROM pair_swaps") == 0 {
		t.Fatal("no swaps indexed")
	}
	sameAsBlockByBlock(t, h)
}

// TestFollowerTrackedBackfillCoins: launch venue activity (launches,
// curve trades, graduations) and plain coin transfers, backfilled through
// tracked reads: the coins a batch launches are read after it from their
// launch block on (their mint, logged before TokenCreated, included) and
// the database, coin_transfers and coin_balances included, equals one
// read whole block by block; every balance equals balanceOf.
func TestFollowerTrackedBackfillCoins(t *testing.T) {
	h := newHarness(t, 2)
	h.simulateLaunches(t, 20, 90, 7)
	h.catchUp(t, 0) // block by block, to learn a coin account 1 holds
	coin, bal := h.coinOf(t, 1)
	if bal == nil {
		t.Fatal("account 1 holds no coin")
	}
	farmer{h, t}.send(1, coin, nil, coinB.PackTransfer(h.env.Accounts[7].Address, new(big.Int).Rsh(bal, 1)))
	h.simulateLaunches(t, 10, 90, 8)

	ix, db := h.secondIndexer(t)
	src := &trackedSource{rangeSource: rangeSource{BlockSource: h.src}}
	back := &harness{env: h.env, db: db, src: h.src, ix: ix}
	h.backfill(t, ix, &indexer.Follower{
		Source: src, PollInterval: 10 * time.Millisecond,
		BatchSize: 5, RangeChunk: 2, FetchWorkers: 3,
	})
	if n := back.count(t, `SELECT count(*) FROM coin_transfers WHERE address = $1 AND to_address = $2`,
		coin.Bytes(), h.env.Accounts[7].Address.Bytes()); n != 1 {
		t.Errorf("%d transfers of the coin to account 7 backfilled, want 1", n)
	}
	if n, coins := back.count(t, `SELECT count(*) FROM coin_transfers WHERE from_address = '\x0000000000000000000000000000000000000000'::bytea`),
		back.count(t, `SELECT count(*) FROM curve_tokens_created`); n != coins || n == 0 {
		t.Errorf("%d mints backfilled for %d coins", n, coins)
	}
	if back.coinBalancesMatchChain(t) == 0 {
		t.Error("no coin balance backfilled")
	}
	// Some read asked for new addresses alone: the coins (or pairs) a batch
	// created, read after it and merged in.
	router, alone := h.env.Deployment.FeeRouter, 0
	for _, addrs := range src.asked {
		if !slices.Contains(addrs, router) {
			alone++
		}
	}
	if alone == 0 {
		t.Error("no read of a batch's new coins: the chain launches none inside the backfill")
	}
	sameAsBlockByBlock(t, back)
}

// TestFollowerTrackedBackfillAfterReorg: the stored head is orphaned while
// the indexer is away, and the block that replaces it creates a pair that
// the following blocks trade on. The backfill's first batch does not
// continue the stored head; applied as read, its blocks would lack the new
// pair's logs (the read asked for the pairs stored before the reorg). It
// is read block by block, whole, and the database equals a block-by-block
// backfill of the new chain.
func TestFollowerTrackedBackfillAfterReorg(t *testing.T) {
	h := newHarness(t, 6)
	h.simulate(t, 2, 1)
	h.catchUp(t, 0)
	h.fork(t, 1)
	time.Sleep(300 * time.Millisecond)
	h.env.Backend.Rollback()                                         // drop the transactions the fork put back in the pool
	h.env.MustTransact(t, h.addLiquidity(t, 1, "BETA", "USDC"), nil) // the replacing block creates the pair
	for range 8 {
		h.env.MustTransact(t, h.addLiquidity(t, 1, "BETA", "USDC"), nil) // and trades on it follow
	}
	src := &trackedSource{rangeSource: rangeSource{BlockSource: h.src}}
	h.backfill(t, h.ix, &indexer.Follower{
		Source: src, PollInterval: 10 * time.Millisecond,
		BatchSize: 5, RangeChunk: 2, FetchWorkers: 3,
	})
	h.check(t)
	sameAsBlockByBlock(t, h)
}

// refusingSource refuses every tracked read, as a node without eth_getLogs
// does.
type refusingSource struct{ rangeSource }

func (s *refusingSource) TrackedBlocks(context.Context, uint64, uint64, []common.Address, []mainapi.LogFilter, ethrpc.SendersFunc) ([]mainapi.Block, error) {
	return nil, errors.New("the method eth_getLogs does not exist")
}

// TestFollowerTrackedAlwaysRefused: when every tracked read is refused, the
// backfill reads whole blocks as often as one that never asks for tracked
// logs (the pairs a batch creates are not read again: the whole blocks hold
// their logs), and stores the same database.
func TestFollowerTrackedAlwaysRefused(t *testing.T) {
	h := newHarness(t, 2)
	h.simulate(t, 8, 1)
	src := &refusingSource{rangeSource{BlockSource: h.src}}
	follow := func(s indexer.BlockSource, receiptsOnly bool) *indexer.Follower {
		return &indexer.Follower{Source: s, PollInterval: 10 * time.Millisecond,
			BatchSize: 5, RangeChunk: 2, FetchWorkers: 3, ReceiptsOnly: receiptsOnly}
	}
	h.backfill(t, h.ix, follow(src, false))
	ix, _ := h.secondIndexer(t)
	plain := &rangeSource{BlockSource: h.src}
	h.backfill(t, ix, follow(plain, true))
	if got, want := src.reads.Load(), plain.reads.Load(); got != want {
		t.Errorf("%d whole range reads, want %d as without tracked reads", got, want)
	}
	sameAsBlockByBlock(t, h)
}
