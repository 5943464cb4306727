package indexer_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/deployment"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestBatchEqualsBlockByBlock: applying the chain in batches of several
// blocks per transaction stores exactly the rows of one block per
// transaction, every table compared, and passes the rebuild check.
func TestBatchEqualsBlockByBlock(t *testing.T) {
	h := newHarness(t, 6)
	h.simulate(t, 60, 7)
	h.catchUp(t, 0) // one block per transaction

	ctx := context.Background()
	w, contracts, db := h.secondWriter(t)
	ix := indexer.New(w, indexer.Config{Contracts: contracts, FinalityDepth: 6, Source: h.src, Metadata: h.src})
	blocks := h.blocks(t)
	head := blocks[len(blocks)-1].Number
	// Batches of 7 blocks, each applied with the next one to decode ahead
	// (as the follower does), except every fifth, applied with a batch
	// that is not the one that follows (a block short): its decode is not
	// used. The first batches create the pools.
	for i, k := 0, 0; i < len(blocks); i, k = i+7, k+1 {
		batch := blocks[i:min(i+7, len(blocks))]
		next := blocks[min(i+7, len(blocks)):min(i+14, len(blocks))]
		if k%5 == 4 && len(next) > 1 {
			next = next[:len(next)-1]
		}
		out, err := ix.HandleBatchAhead(ctx, batch, next)
		if err != nil {
			t.Fatal(err)
		}
		if out.Applied != len(batch) {
			t.Fatalf("batch of %d applied %d", len(batch), out.Applied)
		}
	}
	if used, batches := ix.AheadUsed(), (len(blocks)+6)/7; used < batches*3/4-1 {
		t.Errorf("%d of %d batches used the decode ahead", used, batches)
	}
	// Each batch whose decode ahead held was prepared on the writer's
	// second connection (its raw rows stored while the batch before it
	// derived) and finished there.
	if prepared, used := ix.PreparedUsed(), ix.AheadUsed(); prepared != used {
		t.Errorf("%d of the %d batches decoded ahead were finished in their prepared transaction", prepared, used)
	}
	pgtest.DiffDumps(t, pgtest.Dump(t, h.db), pgtest.Dump(t, db))
	if _, err := w.Check(ctx); err != nil {
		t.Fatal(err)
	}
	// A batch that does not extend the head (here: all duplicates) falls
	// back to HandleBlock and changes nothing.
	b, err := h.src.BlockByNumber(ctx, head)
	if err != nil {
		t.Fatal(err)
	}
	if out, err := ix.HandleBatch(ctx, []mainapi.Block{b}); err != nil || !out.Duplicate {
		t.Fatalf("duplicate batch: %+v %v", out, err)
	}
}

// TestBatchEqualsBlockByBlockThinPools: with a minimum liquidity that some
// pools of the chain hold and others do not (and that moves as reserves
// move), a backfill in batches stores exactly the rows of one block per
// transaction, every table compared, and both equal the statements'
// rebuild (their price points, trades, activity, token trade rows,
// candles and pool hours are computed in Go). The own pools' swap fee
// changes half way.
func TestBatchEqualsBlockByBlockThinPools(t *testing.T) {
	h := newHarness(t, 6)
	h.simulate(t, 20, 11)
	equalRankTrades(t, h)
	feeChangeThenSwap(t, h, 5)
	equalDepthPools(t, h)
	h.simulate(t, 20, 12)
	ctx := context.Background()
	head := h.env.Head(t).Number.Uint64()
	contracts := deployment.Contracts(h.env.Deployment.File())
	// The third minimum is exactly the WETH/USDC pool's liquidity at some
	// blocks: "holds at least" is compared at equality.
	for _, minLiq := range []string{"150000", "2500000", minLiquidityOf(t, h, head)} {
		replay := func(batch int) map[string][]string {
			db := pgtest.New(t)
			w, err := db.OpenWriter(ctx, postgres.WriterConfig{MinLiquidityUSD: minLiq})
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			if err := w.SetContracts(ctx, contracts); err != nil {
				t.Fatal(err)
			}
			ix := indexer.New(w, indexer.Config{Contracts: contracts, FinalityDepth: 6, Source: h.src, Metadata: h.src})
			var bs []mainapi.Block
			for n := uint64(0); n <= head; n++ {
				b, err := h.src.BlockByNumber(ctx, n)
				if err != nil {
					t.Fatal(err)
				}
				if batch == 1 {
					if _, err := ix.HandleBlock(ctx, b); err != nil {
						t.Fatal(err)
					}
					continue
				}
				if bs = append(bs, b); len(bs) == batch || n == head {
					if _, err := ix.HandleBatch(ctx, bs); err != nil {
						t.Fatal(err)
					}
					bs = nil
				}
			}
			// The statements' rebuild (rebuild --check) is the reference:
			// one block per transaction is derived in Go too.
			if _, err := w.Check(ctx); err != nil {
				t.Fatalf("min liquidity %s, batches of %d: %v", minLiq, batch, err)
			}
			return pgtest.Dump(t, db)
		}
		one, batched := replay(1), replay(5)
		unpriced := 0
		for _, row := range one["token_price_points"] {
			if strings.Contains(row, ",,") {
				unpriced++
			}
		}
		t.Logf("min liquidity %s: %d of %d price points unpriced", minLiq, unpriced, len(one["token_price_points"]))
		if unpriced == 0 || unpriced == len(one["token_price_points"]) {
			t.Errorf("min liquidity %s prices every point or none: not a thin-pool case", minLiq)
		}
		pgtest.DiffDumps(t, one, batched)
	}
}

// equalRankTrades opens a USDC/USDT pool (two quote assets of the same
// rank, both priced) and trades it both ways through the FeeRouter: a trade
// between equal ranks is valued on its input side (trade_usd's tie rule),
// which no seeded pool exercises.
func equalRankTrades(t *testing.T, h *harness) {
	t.Helper()
	e, d := h.env, h.env.Deployment
	deployer := e.Accounts[0].Address
	seed := e.Units(t, "USDC", 200_000) // USDC and USDT have the same decimals
	for _, tok := range []common.Address{d.USDC, d.USDT} {
		e.Mint(t, tok, deployer, seed)
		e.Approve(t, 1, tok, d.FeeRouter, chaintest.MaxUint256)
	}
	e.Send(t, 0, d.Router, nil, bindings.NewNeoSwapRouter02().PackAddLiquidity(d.USDC, d.USDT, seed, seed,
		common.Big0, common.Big0, deployer, e.Deadline(t)))
	fr := bindings.NewFeeRouter()
	for i, path := range [][]common.Address{{d.USDC, d.USDT}, {d.USDT, d.USDC}, {d.USDC, d.USDT}} {
		e.Send(t, 1, d.FeeRouter, nil, fr.PackSwapExactTokensForTokens(e.Units(t, "USDC", int64(1_000*(i+1))), common.Big1,
			path, e.Accounts[1].Address, e.Deadline(t)))
	}
}

// feeChangeThenSwap changes the own pools' swap fee mid-chain (the pool
// hours' fees) and swaps on an own pool in the next block, both in one
// batch of the given size counted from block 0: the batch's Go pool hours
// must read a fee schedule that holds the batch's own SwapFeeSet (the raw
// rows the deriver reads are copied before it reads them). The swap is
// equalRankTrades': its account holds and approved USDC.
func feeChangeThenSwap(t *testing.T, h *harness, batch uint64) {
	t.Helper()
	e, d := h.env, h.env.Deployment
	if (e.Head(t).Number.Uint64()+1)%batch == batch-1 { // the change would end its batch
		e.Approve(t, 1, d.USDC, d.FeeRouter, chaintest.MaxUint256)
	}
	e.Send(t, 0, d.Factory, nil, bindings.NewNeoSwapFactory().PackSetSwapFeeBps(big.NewInt(50)))
	e.Send(t, 1, d.FeeRouter, nil, bindings.NewFeeRouter().PackSwapExactTokensForTokens(e.Units(t, "USDC", 500), common.Big1,
		[]common.Address{d.USDC, d.USDT}, e.Accounts[1].Address, e.Deadline(t)))
}

// minLiquidityOf is the liquidity of the own WETH/USDC pool (twice its USDC
// reserve) after its last Sync in the first block of the chain's second half
// that has one: a minimum liquidity exactly at it, up to its next Sync.
func minLiquidityOf(t *testing.T, h *harness, head uint64) string {
	t.Helper()
	d := h.env.Deployment
	pair := d.Pairs["WETH/USDC"]
	sync := bindings.NewNeoSwapPair().GetABI().Events["Sync"].ID
	for n := head / 2; n <= head; n++ {
		b, err := h.src.BlockByNumber(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		var last *mainapi.Log
		for i := range b.Logs {
			if l := &b.Logs[i]; l.Address == pair && len(l.Topics) > 0 && l.Topics[0] == sync {
				last = l
			}
		}
		if last == nil {
			continue
		}
		reserve := new(big.Int).SetBytes(last.Data[32:64]) // reserve1
		if bytes.Compare(d.USDC.Bytes(), d.WETH.Bytes()) < 0 {
			reserve.SetBytes(last.Data[:32]) // USDC is token0
		}
		return decimal.NewFromBigInt(reserve.Lsh(reserve, 1), -6).String() // USDC has 6 decimals
	}
	t.Fatal("no Sync of WETH/USDC in the second half of the chain")
	return ""
}

// equalDepthPools opens ALPHA/USDC and ALPHA/USDT pools with the same stable
// reserve, deeper than ALPHA/WETH, at different ALPHA prices: ALPHA's price
// then comes from one of two pools of exactly equal depth, the lower pair
// address (token_usd_at's ORDER BY usd DESC, pair), until either trades.
func equalDepthPools(t *testing.T, h *harness) {
	t.Helper()
	e, d := h.env, h.env.Deployment
	deployer := e.Accounts[0].Address
	alpha := e.Token(t, "ALPHA")
	stable := e.Units(t, "USDC", 250_000) // USDC and USDT have the same decimals
	router := bindings.NewNeoSwapRouter02()
	for i, quote := range []common.Address{d.USDC, d.USDT} {
		tokens := e.Units(t, "ALPHA", int64(100_000+20_000*i))
		e.Mint(t, alpha, deployer, tokens)
		e.Mint(t, quote, deployer, stable)
		e.Send(t, 0, d.Router, nil, router.PackAddLiquidity(alpha, quote, tokens, stable,
			common.Big0, common.Big0, deployer, e.Deadline(t)))
	}
}

// TestPreparedBatchDiscarded: the batch prepared ahead (its raw rows
// stored on the writer's second connection while the batch before it is
// written) is rolled back when that batch fails, and when a block comes
// on its own instead; nothing of it stays, the indexer does not wait on
// its rows, and the chain applied on from there equals one block per
// transaction.
func TestPreparedBatchDiscarded(t *testing.T) {
	h := newHarness(t, 6)
	h.simulate(t, 30, 21)
	h.catchUp(t, 0) // one block per transaction

	ctx := context.Background()
	w, contracts, db := h.secondWriter(t)
	store := &watchedStore{Writer: w}
	ix := indexer.New(store, indexer.Config{Contracts: contracts, FinalityDepth: 6, Source: h.src, Metadata: h.src})
	blocks := h.blocks(t)
	if len(blocks) < 30 {
		t.Fatalf("a chain of %d blocks; the test needs 30", len(blocks))
	}
	stored := func() int {
		t.Helper()
		var n int
		if err := db.Pool.QueryRow(ctx, "SELECT count(*) FROM blocks").Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	apply := func(bs, next []mainapi.Block) error {
		_, err := ix.HandleBatchAhead(ctx, bs, next)
		return err
	}
	if err := apply(blocks[:5], blocks[5:10]); err != nil {
		t.Fatal(err)
	}
	// Blocks 5-9 fail once stored, with 10-14 prepared meanwhile: both
	// are rolled back.
	store.failFrom = 5
	if err := apply(blocks[5:10], blocks[10:15]); !errors.Is(err, errInjected) {
		t.Fatalf("failing batch: %v", err)
	}
	store.failFrom = 0
	if n := stored(); n != 5 {
		t.Fatalf("%d blocks stored after the failed batch, want 5", n)
	}
	if n := openTxs(t, db); n != 0 {
		t.Fatalf("%d transactions left open after the failed batch", n)
	}
	if err := apply(blocks[5:10], blocks[10:15]); err != nil {
		t.Fatal(err)
	}
	// 10-14 are prepared (their transaction open, holding block 10's
	// key); block 10 comes on its own (as the inbox's deliveries do), then
	// the rest in batches.
	for deadline := time.Now().Add(10 * time.Second); openTxs(t, db) != 1; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("blocks 10-14 were not prepared")
		}
	}
	hctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if _, err := ix.HandleBlock(hctx, blocks[10]); err != nil {
		t.Fatalf("block 10 beside the batch prepared with it: %v", err)
	}
	if n := stored(); n != 11 {
		t.Fatalf("%d blocks stored after block 10, want 11", n)
	}
	for i := 11; i < len(blocks); i += 5 {
		if err := apply(blocks[i:min(i+5, len(blocks))], blocks[min(i+5, len(blocks)):min(i+10, len(blocks))]); err != nil {
			t.Fatal(err)
		}
	}
	if ix.PreparedUsed() == 0 {
		t.Error("no batch was finished in its prepared transaction")
	}
	pgtest.DiffDumps(t, pgtest.Dump(t, h.db), pgtest.Dump(t, db))
}

// openTxs counts the transactions open and idle in db: a prepared batch's.
func openTxs(t *testing.T, db *postgres.DB) int {
	t.Helper()
	var n int
	if err := db.Pool.QueryRow(context.Background(), `SELECT count(*) FROM pg_stat_activity
		WHERE datname = current_database() AND state LIKE 'idle in transaction%'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
