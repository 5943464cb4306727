package indexer_test

import (
	"context"
	"io"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/deployment"
)

var (
	neocatNftB     = bindings.NewNeocatNft()
	neocatStakingB = bindings.NewNeocatStaking()
)

// neocatCall reads a view of the Neocat contracts at the chain's head.
func (h *harness) neocatCall(t *testing.T, to common.Address, data []byte) []byte {
	t.Helper()
	out, err := h.env.Client.CallContract(context.Background(), ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// neocatsOf returns the ids of Accounts[i]'s Neocats: held in its wallet
// (NeocatNft.ownerOf) and staked (NeocatStaking.stakerOf), ids 1..64.
func (h *harness) neocatsOf(t *testing.T, i int) (held, staked []*big.Int) {
	t.Helper()
	d, a := h.env.Deployment, h.env.Accounts[i].Address
	for id := int64(1); id <= 64; id++ {
		out, err := h.env.Client.CallContract(context.Background(), ethereum.CallMsg{To: &d.NeocatNft, Data: neocatNftB.PackOwnerOf(big.NewInt(id))}, nil)
		if err != nil {
			break // past the last id: ownerOf reverts
		}
		owner, err := neocatNftB.UnpackOwnerOf(out)
		if err != nil {
			t.Fatal(err)
		}
		if owner == a {
			held = append(held, big.NewInt(id))
		}
		if s, err := neocatStakingB.UnpackStakerOf(h.neocatCall(t, d.NeocatStaking, neocatStakingB.PackStakerOf(big.NewInt(id)))); err == nil && s == a {
			staked = append(staked, big.NewInt(id))
		}
	}
	return held, staked
}

// pointsMatchChain checks the daily points, the published totals and the
// drop against the chain: every fee-paying FeeRouter swap scores
// mainapi.SwapPoints of its write-time USD (the trade row's snapshot) and
// of its payer's Neocats staked at the block before it, read from
// NeocatStaking.balanceOfAt on the node; published = days before the
// head's. It returns the number of distinct cat counts seen per payer.
func (h *harness) pointsMatchChain(t *testing.T) map[common.Address]map[int64]bool {
	t.Helper()
	ctx := context.Background()
	type key struct {
		day    int64
		wallet common.Address
	}
	daily := map[key]int64{}
	swaps := map[key]int{}
	cats := map[common.Address]map[int64]bool{}
	system := map[common.Address]bool{}
	for _, c := range deployment.Contracts(h.env.Deployment.File()) {
		system[c.Address] = true
	}
	for _, s := range h.chainFeeSwaps(t) {
		if system[s.ev.User] {
			continue // a contract of the deployment (the zap) scores nothing
		}
		var usd string
		if err := h.db.Pool.QueryRow(ctx, `SELECT usd_value::text FROM trades WHERE source = 'router' AND block_number = $1
		    AND user_address = $2 AND fee_amount = $3::numeric AND amount_in = $4::numeric`, s.block, s.ev.User.Bytes(),
			s.ev.FeeAmount.String(), s.ev.AmountIn.String()).Scan(&usd); err != nil {
			t.Fatalf("trade of block %d: %v", s.block, err)
		}
		n, err := neocatStakingB.UnpackBalanceOfAt(h.neocatCall(t, h.env.Deployment.NeocatStaking,
			neocatStakingB.PackBalanceOfAt(s.ev.User, big.NewInt(s.block-1))))
		if err != nil {
			t.Fatal(err)
		}
		if cats[s.ev.User] == nil {
			cats[s.ev.User] = map[int64]bool{}
		}
		cats[s.ev.User][n.Int64()] = true
		k := key{s.time / 86400, s.ev.User}
		daily[k] += mainapi.SwapPoints(decimal.RequireFromString(usd), n.Int64())
		swaps[k]++
	}
	rows, err := h.db.Pool.Query(ctx, `SELECT day, wallet, points, swaps FROM points_daily`)
	if err != nil {
		t.Fatal(err)
	}
	got := 0
	for rows.Next() {
		var k key
		var w []byte
		var p int64
		var n int
		if err := rows.Scan(&k.day, &w, &p, &n); err != nil {
			t.Fatal(err)
		}
		k.wallet = common.BytesToAddress(w)
		got++
		if daily[k] != p || swaps[k] != n || p <= 0 {
			t.Errorf("points of %+v = %d over %d swaps, want %d over %d", k, p, n, daily[k], swaps[k])
		}
	}
	rows.Close()
	if got != len(daily) || got == 0 {
		t.Errorf("%d daily rows, want %d", got, len(daily))
	}
	headDay := int64(h.env.Head(t).Time) / 86400
	if d := h.count(t, `SELECT day::int FROM points_drop`); int64(d) != headDay {
		t.Errorf("drop day %d, head's day %d", d, headDay)
	}
	published := map[common.Address]int64{}
	for k, p := range daily {
		if k.day < headDay {
			published[k.wallet] += p
		}
	}
	if n := h.count(t, `SELECT count(*) FROM points_totals`); n != len(published) {
		t.Errorf("%d published totals, want %d", n, len(published))
	}
	for w, p := range published {
		if n := h.count(t, `SELECT count(*) FROM points_totals WHERE wallet = $1 AND points = $2`, w.Bytes(), p); n != 1 {
			t.Errorf("published total of %s: want %d", w.Hex(), p)
		}
	}
	for _, q := range []string{
		// the day, fee and pair rows sum the same swaps
		`SELECT count(*) FROM points_days d, LATERAL (SELECT sum(points)::bigint AS p, sum(swaps)::int AS n
		     FROM points_daily x WHERE x.day = d.day) s WHERE (d.points, d.swaps) IS DISTINCT FROM (s.p, s.n)`,
		`SELECT count(*) FROM (SELECT day, sum(swaps) AS n FROM points_pair_days GROUP BY 1) x
		     WHERE x.n <> (SELECT swaps FROM points_days d WHERE d.day = x.day)`,
		`SELECT count(*) FROM (SELECT day, sum(swaps) AS n FROM points_fee_days GROUP BY 1) x
		     WHERE x.n <> (SELECT swaps FROM points_days d WHERE d.day = x.day)`,
		`SELECT (SELECT count(*) FROM points_days) - (SELECT count(DISTINCT day) FROM points_daily)`,
		// one checkpoint per (account, block with a stake event)
		`SELECT (SELECT count(*) FROM neocat_checkpoints) - (SELECT count(*) FROM (SELECT DISTINCT account, block_number FROM neocat_stake_events) x)`,
	} {
		if n := h.count(t, q); n != 0 {
			t.Errorf("%s: %d", q, n)
		}
	}
	return cats
}

// TestPointsIncrementalEqualsRebuild: trades on the deployment's seeded
// Neocat stakes, then a payer stakes its held Neocats and another
// unstakes one between its swaps (the boost reads the count at the block
// before each swap); a day later the first day is published (the drop),
// all indexed block by block, then in batches (the same rows), then a
// reorg across the drop that unpublishes the day and a reorg inside the
// day. After each step the derived tables equal a rebuild and the points
// equal the chain's swaps scored here from the node's logs and
// NeocatStaking.balanceOfAt.
func TestPointsIncrementalEqualsRebuild(t *testing.T) {
	h := newHarness(t, 16)
	env, d := h.env, h.env.Deployment
	f := farmer{h, t}
	// Two hours or more before the end of a UTC day, whatever the wall
	// clock says: the scenario's blocks stay inside it until the test
	// moves the head into the next day.
	if now := int64(env.Head(t).Time); now%86400 > 22*3600 {
		env.AdjustTime(t, 3*time.Hour)
	}

	h.simulate(t, 4, 41)
	held, _ := h.neocatsOf(t, 1)
	_, staked := h.neocatsOf(t, 3)
	if len(held) == 0 || len(staked) == 0 {
		t.Fatalf("account 1 holds %d Neocats, account 3 stakes %d: the deployment funds both", len(held), len(staked))
	}
	f.send(1, d.NeocatNft, nil, neocatNftB.PackSetApprovalForAll(d.NeocatStaking, true))
	f.send(1, d.NeocatStaking, nil, neocatStakingB.PackStake(held))
	h.simulate(t, 3, 42)
	f.send(3, d.NeocatStaking, nil, neocatStakingB.PackUnstake(staked[:1]))
	h.simulate(t, 3, 43)
	h.catchUp(t, 0)
	h.check(t)
	cats := h.pointsMatchChain(t)
	if len(cats[env.Accounts[1].Address]) < 2 {
		t.Errorf("account 1 swapped with cat counts %v, the scenario needs its stake between swaps", cats[env.Accounts[1].Address])
	}
	if h.count(t, `SELECT count(*) FROM points_totals`) != 0 {
		t.Fatal("points published before the drop")
	}

	// The drop: the head moves into the next UTC day.
	dropFrom := env.Head(t).Number.Uint64()
	now := int64(env.Head(t).Time)
	env.AdjustTime(t, time.Duration((now/86400+1)*86400+60-now)*time.Second)
	h.tradeOrExplain(t, 4, 44)
	h.catchUp(t, dropFrom+1)
	h.check(t)
	h.pointsMatchChain(t)
	if h.count(t, `SELECT count(*) FROM points_totals`) == 0 {
		t.Fatal("nothing published after the drop")
	}

	// A backfill in batches stores what block-by-block indexing stored.
	h.batchesEqualBlockByBlock(t, 5)

	// Reorg inside the new day: its swaps change, the published day stays.
	before := h.count(t, `SELECT sum(points)::int FROM points_totals`)
	h.fork(t, 2)
	env.Backend.Rollback()
	h.tradeOrExplain(t, 3, 45)
	if out := h.deliver(t, env.Head(t).Number.Uint64()); out.RolledBack == 0 {
		t.Fatalf("no rollback: %+v", out)
	}
	h.check(t)
	h.pointsMatchChain(t)
	if after := h.count(t, `SELECT sum(points)::int FROM points_totals`); after != before {
		t.Errorf("a reorg after the drop changed the published points: %d, was %d", after, before)
	}

	// Reorg across the drop: the branch replaces the day's first block
	// (its drop) with another drop, later in the new day, and other swaps: the
	// rollback unpublishes the first day's totals, the branch publishes
	// them again.
	h.fork(t, env.Head(t).Number.Uint64()-dropFrom)
	env.Backend.Rollback()
	now = int64(env.Head(t).Time)
	env.AdjustTime(t, time.Duration((now/86400+1)*86400+7200-now)*time.Second)
	h.tradeOrExplain(t, 5, 47)
	if out := h.deliver(t, env.Head(t).Number.Uint64()); out.RolledBack == 0 {
		t.Fatalf("no rollback: %+v", out)
	}
	h.check(t)
	h.pointsMatchChain(t)
}

// tradeOrExplain is simulate, failing with the revert reasons of the head
// block's transactions when a round's actions all reverted.
func (h *harness) tradeOrExplain(t *testing.T, rounds int, seed uint64) {
	t.Helper()
	_, err := sim.Run(context.Background(), sim.Config{Backend: h.env.Backend.Client(), Deployment: h.env.Deployment,
		Traders: h.env.Accounts[1:6], Commit: func() { h.env.Commit() }, TradesPerBlock: 3, Interval: -1, Rounds: rounds,
		FarmShare: -1, StakeShare: -1, Seed: seed, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err == nil {
		return
	}
	b, _ := h.env.Client.BlockByNumber(context.Background(), nil)
	for _, tx := range b.Transactions() {
		from, _ := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
		_, cerr := h.env.Client.CallContract(context.Background(), ethereum.CallMsg{From: from, To: tx.To(), Data: tx.Data(), Value: tx.Value()}, nil)
		r, _ := chaintest.Revert(cerr)
		t.Logf("block %d (time %d) tx %s: %v %q", b.NumberU64(), b.Time(), tx.Hash().Hex(), cerr, r)
	}
	t.Fatal(err)
}
