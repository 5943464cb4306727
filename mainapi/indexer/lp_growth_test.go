package indexer_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
)

// lpGrowthMatchesChain checks every lp_growth row against the node: the
// pair's getReserves and totalSupply at the end of the row's block; and
// that the rows are exactly the (pair, block)s of a Sync or a mint or
// burn. It returns the number of rows.
func (h *harness) lpGrowthMatchesChain(t *testing.T) int {
	t.Helper()
	ctx := context.Background()
	p := bindings.NewNeoSwapPair()
	rows, err := h.db.Pool.Query(ctx, `SELECT pair, block_number, reserve0::text, reserve1::text, supply::text FROM lp_growth ORDER BY pair, block_number`)
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
			t.Errorf("lp_growth %s at %d: %s/%s supply %s; node %s/%s supply %s",
				pair.Hex(), r.block, r.r0, r.r1, r.supply, res.Reserve0, res.Reserve1, supply)
		}
	}
	want := h.count(t, `SELECT count(*) FROM (
		SELECT address, block_number FROM pair_syncs
		UNION SELECT address, block_number FROM lp_transfers
		WHERE from_address = '\x0000000000000000000000000000000000000000'::bytea
		   OR to_address = '\x0000000000000000000000000000000000000000'::bytea) k`)
	if len(rs) != want {
		t.Errorf("%d lp_growth rows, %d (pair, block)s with a Sync, mint or burn", len(rs), want)
	}
	return len(rs)
}

// TestLPGrowthIncrementalEqualsRebuild: simulated trading with liquidity
// adds and removes, indexed block by block, then in batches (the same
// rows), then a reorg whose branch creates a new pair. After each step
// lp_growth equals a rebuild and every row equals the node's getReserves
// and totalSupply at its block.
func TestLPGrowthIncrementalEqualsRebuild(t *testing.T) {
	h := newHarness(t, 16)
	h.simulate(t, 6, 91)
	h.catchUp(t, 0)
	h.check(t)
	if n := h.lpGrowthMatchesChain(t); n == 0 {
		t.Fatal("no lp_growth row: the simulation did not trade")
	}

	forkFrom := h.env.Head(t).Number.Uint64()
	h.simulate(t, 3, 92)
	h.catchUp(t, forkFrom+1)
	h.check(t)
	h.lpGrowthMatchesChain(t)
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
	h.lpGrowthMatchesChain(t)
	if n := h.count(t, `SELECT count(*) FROM lp_growth g JOIN pairs_created c ON c.pair = g.pair WHERE c.block_number > $1`, int64(forkFrom)); n == 0 {
		t.Fatal("no lp_growth row of the branch's new pair: the branch did not run")
	}
}
