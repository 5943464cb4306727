package indexer_test

import (
	"context"
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/indexer"
)

// newPairs are token pairs the deployment does not seed: adding liquidity
// to one creates it (PairCreated, LP Transfers, Sync, Mint in one tx).
var newPairs = [][2]string{{"BETA", "USDC"}, {"GAMMA", "USDT"}, {"ALPHA", "USDT"}, {"BETA", "NEO"}}

// addLiquidity sends (without mining) an addLiquidity of 100 whole units of
// each token from account i through the core router.
func (h *harness) addLiquidity(t *testing.T, i int, a, b string) *types.Transaction {
	t.Helper()
	r := bindings.NewNeoSwapRouter02()
	data := r.PackAddLiquidity(h.env.Token(t, a), h.env.Token(t, b), h.env.Units(t, a, 100), h.env.Units(t, b, 100),
		common.Big0, common.Big0, h.env.Accounts[i].Address, h.env.Deadline(t))
	tx, err := bind.Transact(r.Instance(h.env.Client, h.env.Deployment.Router), h.env.TxOpts(i), data)
	if err != nil {
		t.Fatalf("add liquidity %s/%s: %v", a, b, err)
	}
	return tx
}

// fork makes the block depth below the head the chain's head, drops the
// transactions the node re-injects from the abandoned blocks, and returns
// the abandoned head block.
func (h *harness) fork(t *testing.T, depth uint64) mainapi.Block {
	t.Helper()
	ctx := context.Background()
	head := h.env.Head(t).Number.Uint64()
	old, err := h.src.BlockByNumber(ctx, head)
	if err != nil {
		t.Fatal(err)
	}
	parent, err := h.src.BlockByNumber(ctx, head-depth)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.env.Backend.Fork(parent.Hash); err != nil {
		t.Fatalf("fork at %d: %v", parent.Number, err)
	}
	return old
}

// dropPending waits for the node to re-inject the abandoned transactions
// (want of them) and removes them from the pool.
func (h *harness) dropPending(t *testing.T, want uint) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); ; {
		n, err := h.env.Client.PendingTransactionCount(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n >= want {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d pending transactions, want %d re-injected", n, want)
		}
		time.Sleep(10 * time.Millisecond)
	}
	h.env.Backend.Rollback()
}

// TestReorgProperty drives random blocks of trades, liquidity changes, new
// pairs and reorgs of random depth, delivered in random ways (every block,
// only the head, stale blocks of abandoned branches), and checks after every
// step that the incremental derived tables equal a rebuild, row for row.
func TestReorgProperty(t *testing.T) {
	const finality, steps = 6, 30
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	h := newHarness(t, finality)
	h.simulate(t, 1, seed) // approvals
	base := h.env.Head(t).Number.Uint64()
	h.catchUp(t, 0)
	delivered := base
	var reorgs, rolledBack, stale int

	deliverNew := func() {
		head := h.env.Head(t).Number.Uint64()
		note := func(out indexer.Outcome) {
			if out.RolledBack > 0 {
				reorgs++
				rolledBack += out.RolledBack
			}
		}
		if rng.IntN(2) == 0 {
			note(h.deliver(t, head)) // the gap fills from the source
		} else {
			for n := delivered + 1; n <= head; n++ {
				note(h.deliver(t, n))
			}
		}
		delivered = head
	}
	for step := range steps {
		head := h.env.Head(t).Number.Uint64()
		switch op := rng.IntN(10); {
		case op < 5:
			h.simulate(t, 1+rng.IntN(3), rng.Uint64())
			deliverNew()
		case op < 6:
			p := newPairs[rng.IntN(len(newPairs))]
			h.env.MustTransact(t, h.addLiquidity(t, 1, p[0], p[1]), nil)
			deliverNew()
		default:
			depth := 1 + uint64(rng.IntN(finality))
			depth = min(depth, head-base)
			if depth == 0 {
				continue
			}
			old := h.fork(t, depth)
			for range depth + 1 { // longer than the abandoned branch
				if rng.IntN(2) == 0 {
					h.simulate(t, 1, rng.Uint64())
				} else {
					h.env.Commit()
				}
			}
			delivered = head - depth
			deliverNew()
			if rng.IntN(2) == 0 {
				out, err := h.ix.HandleBlock(context.Background(), old)
				if err != nil {
					t.Fatalf("step %d: stale block: %v", step, err)
				}
				if !out.Stale {
					t.Fatalf("step %d: abandoned block %d: outcome %+v, want stale", step, old.Number, out)
				}
				stale++
			}
		}
		h.check(t)
		if t.Failed() {
			t.Fatalf("step %d differs", step)
		}
	}
	if got, want := h.count(t, "SELECT count(*) FROM trades"), h.count(t, "SELECT count(*) FROM router_swaps"); got != want || got == 0 {
		t.Errorf("%d trades for %d FeeRouter swaps", got, want)
	}
	if reorgs == 0 {
		t.Error("no reorg happened")
	}
	t.Logf("%d blocks, %d reorgs rolling back %d blocks, %d stale deliveries, %d trades, %d pools",
		h.env.Head(t).Number.Uint64(), reorgs, rolledBack, stale,
		h.count(t, "SELECT count(*) FROM trades"), h.count(t, "SELECT count(*) FROM pools"))
}

// TestReminedOneBlockLater: a transaction mined in block N is abandoned by a
// reorg and mined again in block N+1 of the new branch; its trade moves
// with it and is never doubled.
func TestReminedOneBlockLater(t *testing.T) {
	h := newHarness(t, 6)
	h.simulate(t, 1, 1)
	h.catchUp(t, 0)

	fr := bindings.NewFeeRouter()
	path := []common.Address{h.env.Deployment.WETH, h.env.Deployment.USDC}
	opts := h.env.TxOpts(2)
	opts.Value = big.NewInt(1e17)
	tx, err := bind.Transact(fr.Instance(h.env.Client, h.env.Deployment.FeeRouter), opts,
		fr.PackSwapExactETHForTokens(common.Big1, path, h.env.Accounts[2].Address, h.env.Deadline(t)))
	receipt := h.env.MustTransact(t, tx, err)
	n := receipt.BlockNumber.Uint64()
	h.deliver(t, n)
	tradeBlock := func() []int64 {
		rows, err := h.db.Pool.Query(context.Background(), "SELECT block_number FROM trades WHERE tx_hash = $1", tx.Hash().Bytes())
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []int64
		for rows.Next() {
			var b int64
			if err := rows.Scan(&b); err != nil {
				t.Fatal(err)
			}
			out = append(out, b)
		}
		return out
	}
	if got := tradeBlock(); len(got) != 1 || got[0] != int64(n) {
		t.Fatalf("trade in blocks %v, want [%d]", got, n)
	}

	h.fork(t, 1)
	h.dropPending(t, 1)
	h.env.Commit() // block n without the swap
	if err := h.env.Client.SendTransaction(context.Background(), tx); err != nil {
		t.Fatal(err)
	}
	h.env.Commit() // block n+1 with it
	r2, err := h.env.Client.TransactionReceipt(context.Background(), tx.Hash())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := r2.BlockNumber.Uint64(), n+1; got != want {
		t.Fatalf("re-mined in block %d, want %d", got, want)
	}
	out := h.deliver(t, n+1)
	if got, want := out.RolledBack, 1; got != want {
		t.Errorf("rolled back %d blocks, want %d", got, want)
	}
	if got := tradeBlock(); len(got) != 1 || got[0] != int64(n+1) {
		t.Errorf("trade in blocks %v, want [%d]", got, n+1)
	}
	h.check(t)
}

// TestTwoReorgsInQuickSuccession: the chain reorgs twice before the indexer
// sees the second branch's head, then once more after.
func TestTwoReorgsInQuickSuccession(t *testing.T) {
	h := newHarness(t, 6)
	h.simulate(t, 4, 1)
	h.catchUp(t, 0)

	h.fork(t, 2)
	h.simulate(t, 3, 2)
	h.deliver(t, h.env.Head(t).Number.Uint64())
	// Second reorg off the first branch, then a third off the second,
	// delivered only once the third branch is longest.
	h.fork(t, 2)
	h.simulate(t, 3, 3)
	h.fork(t, 3)
	h.simulate(t, 4, 4)
	out := h.deliver(t, h.env.Head(t).Number.Uint64())
	if out.RolledBack == 0 {
		t.Errorf("outcome %+v, want a rollback", out)
	}
	h.check(t)
	var stored []byte
	if err := h.db.Pool.QueryRow(context.Background(), "SELECT hash FROM chain_head").Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if got, want := common.BytesToHash(stored), h.env.Head(t).Hash(); got != want {
		t.Errorf("head %s, want %s", got, want)
	}
}

// TestReorgDeeperThanFinalityHalts: a branch whose ancestor is below the
// finality depth is refused with ErrReorgTooDeep and changes nothing.
func TestReorgDeeperThanFinalityHalts(t *testing.T) {
	h := newHarness(t, 3)
	h.simulate(t, 6, 1)
	h.catchUp(t, 0)
	before := h.env.Head(t)

	h.fork(t, 5)
	h.simulate(t, 6, 2)
	b, err := h.src.BlockByNumber(context.Background(), h.env.Head(t).Number.Uint64())
	if err != nil {
		t.Fatal(err)
	}
	_, err = h.ix.HandleBlock(context.Background(), b)
	if !errors.Is(err, indexer.ErrReorgTooDeep) {
		t.Fatalf("err = %v, want ErrReorgTooDeep", err)
	}
	var stored []byte
	if err := h.db.Pool.QueryRow(context.Background(), "SELECT hash FROM chain_head").Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if got, want := common.BytesToHash(stored), before.Hash(); got != want {
		t.Errorf("head moved to %s, want %s kept", got, want)
	}
	h.check(t)
}
