package indexer_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
)

// lpSupplyHistoryMatchesChain checks every lp_supply_history row against
// the node: the pair's totalSupply at the end of the row's block, and the
// reserves the LP fee read takes for that block (the pair's last Sync at
// or before it) against getReserves; and that the rows are exactly the
// (pair, block)s of a mint or burn. It returns the number of rows.
func (h *harness) lpSupplyHistoryMatchesChain(t *testing.T) int {
	t.Helper()
	ctx := context.Background()
	p := bindings.NewNeoSwapPair()
	rows, err := h.db.Pool.Query(ctx, `SELECT g.pair, g.block_number, y.reserve0::text, y.reserve1::text, g.supply::text
		FROM lp_supply_history g
		CROSS JOIN LATERAL (SELECT reserve0, reserve1 FROM pair_syncs
		                    WHERE address = g.pair AND block_number <= g.block_number
		                    ORDER BY block_number DESC, log_index DESC LIMIT 1) y
		ORDER BY g.pair, g.block_number`)
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		pair           []byte
		block          int64
		r0, r1, supply string
	}
	var rs []row
	for rows.Next() {
		var r row
		if err := rows.Scan(&r.pair, &r.block, &r.r0, &r.r1, &r.supply); err != nil {
			t.Fatal(err)
		}
		rs = append(rs, r)
	}
	if rows.Err() != nil {
		t.Fatal(rows.Err())
	}
	for _, r := range rs {
		pair := common.BytesToAddress(r.pair)
		call := func(data []byte) []byte {
			out, err := h.env.Client.CallContract(ctx, ethereum.CallMsg{To: &pair, Data: data}, big.NewInt(r.block))
			if err != nil {
				t.Fatalf("call %s at %d: %v", pair.Hex(), r.block, err)
			}
			return out
		}
		res, err := p.UnpackGetReserves(call(p.PackGetReserves()))
		if err != nil {
			t.Fatal(err)
		}
		supply, err := p.UnpackTotalSupply(call(p.PackTotalSupply()))
		if err != nil {
			t.Fatal(err)
		}
		if r.r0 != res.Reserve0.String() || r.r1 != res.Reserve1.String() || r.supply != supply.String() {
			t.Errorf("lp_supply_history %s at %d: %s/%s supply %s; node %s/%s supply %s",
				pair.Hex(), r.block, r.r0, r.r1, r.supply, res.Reserve0, res.Reserve1, supply)
		}
	}
	want := h.count(t, `SELECT count(*) FROM (
		SELECT DISTINCT address, block_number FROM lp_transfers
		WHERE from_address = '\x0000000000000000000000000000000000000000'::bytea
		   OR to_address = '\x0000000000000000000000000000000000000000'::bytea) k`)
	if len(rs) != want {
		t.Errorf("%d lp_supply_history rows, %d (pair, block)s with a mint or burn", len(rs), want)
	}
	return len(rs)
}

// TestLPSupplyHistoryIncrementalEqualsRebuild: simulated trading with
// liquidity adds and removes, indexed block by block, then in batches (the
// same rows), then a reorg whose branch creates a new pair. After each step
// lp_supply_history equals a rebuild and every row equals the node's
// totalSupply (and the read's reserves its getReserves) at its block.
func TestLPSupplyHistoryIncrementalEqualsRebuild(t *testing.T) {
	h := newHarness(t, 16)
	h.simulate(t, 6, 91)
	h.catchUp(t, 0)
	h.check(t)
	if n := h.lpSupplyHistoryMatchesChain(t); n == 0 {
		t.Fatal("no lp_supply_history row: the simulation added no liquidity")
	}

	forkFrom := h.env.Head(t).Number.Uint64()
	h.simulate(t, 3, 92)
	h.catchUp(t, forkFrom+1)
	h.check(t)
	h.lpSupplyHistoryMatchesChain(t)
	h.batchesEqualBlockByBlock(t, 4)

	// The reorg: the last three blocks go; the branch adds liquidity to a
	// pair the deployment does not seed, then trades on.
	h.fork(t, h.env.Head(t).Number.Uint64()-forkFrom)
	h.env.Backend.Rollback()
	h.addLiquidity(t, 1, "BETA", "USDC")
	h.env.Commit()
	h.simulate(t, 4, 93)
	if out := h.deliver(t, h.env.Head(t).Number.Uint64()); out.RolledBack == 0 {
		t.Fatalf("no rollback: %+v", out)
	}
	h.check(t)
	h.lpSupplyHistoryMatchesChain(t)
	if n := h.count(t, `SELECT count(*) FROM lp_supply_history g JOIN pairs_created c ON c.pair = g.pair WHERE c.block_number > $1`, int64(forkFrom)); n == 0 {
		t.Fatal("no lp_supply_history row of the branch's new pair: the branch did not run")
	}
}
