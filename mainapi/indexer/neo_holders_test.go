package indexer_test

import (
	"context"
	"io"
	"log/slog"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi"
)

// TestNeoHoldersIncrementalEqualsRebuild: NEO sent to the dead address
// and the treasury, NEO moved between wallets (no holder: not stored),
// simulated trading and farming with the fee distribution job burning NEO
// through BuybackBurner, then a treasury release; indexed block by block,
// in batches, and across a reorg that replaces a burn. After each step the
// derived tables equal a rebuild, every holder's account equals its
// balance on chain and the zero address's equals the total supply.
func TestNeoHoldersIncrementalEqualsRebuild(t *testing.T) {
	h := newHarness(t, 8)
	env, d := h.env, h.env.Deployment
	dead := mainapi.DeadAddress
	env.Transfer(t, 1, d.NeoToken, dead, bn(1_000_000))
	env.Transfer(t, 2, d.NeoToken, d.Treasury, bn(3_000))
	env.Transfer(t, 1, d.NeoToken, env.Accounts[2].Address, bn(5)) // between wallets: not a holder's

	keeper := env.Accounts[9]
	bb := bindings.NewBuybackBurner()
	tx, err := bind.Transact(bb.Instance(env.Client, d.BuybackBurner), env.TxOpts(0), bb.PackSetKeeper(keeper.Address))
	env.MustTransact(t, tx, err)
	stats, err := sim.Run(context.Background(), sim.Config{
		Backend: env.Backend.Client(), Deployment: d, Traders: env.Accounts[1:6], Commit: func() { env.Commit() },
		TradesPerBlock: 3, Interval: -1, Rounds: 25, LaunchShare: -1, FarmShare: 60, Keeper: &keeper, DistributeEvery: 12,
		Seed: 5, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	if stats.Buybacks == 0 {
		t.Fatalf("no buyback in %+v", stats)
	}
	env.Send(t, 4, d.TreasuryVesting, nil, treasuryB.PackRelease(d.Treasury))
	h.catchUp(t, 0)
	h.check(t)
	h.neoHoldersMatchChain(t)
	for _, a := range []common.Address{{}, dead, d.Treasury, d.TreasuryVesting, d.RewardVestingEscrow, d.VampChef} {
		if n := h.count(t, `SELECT count(*) FROM neo_holders WHERE holder = $1`, a.Bytes()); n != 1 {
			t.Errorf("no neo_holders row of %s", a)
		}
	}
	if n := h.count(t, `SELECT count(*) FROM neo_transfers WHERE NOT from_holder AND NOT to_holder`); n != 0 {
		t.Errorf("%d stored transfers without a holder", n)
	}
	if n := h.count(t, `SELECT count(*) FROM neo_transfers WHERE from_address = $1 AND to_address = $2`,
		env.Accounts[1].Address.Bytes(), env.Accounts[2].Address.Bytes()); n != 0 {
		t.Errorf("a transfer between wallets was stored")
	}

	// A backfill in batches (decoded ahead, prepared on the writer's
	// second connection) stores the same rows.
	ctx := context.Background()
	h.batchesEqualBlockByBlock(t, 7)

	// Reorg: the release and two blocks before it are abandoned; the new
	// branch burns other amounts and moves NEO out of the treasury.
	deadAccount := func() (received string) {
		t.Helper()
		if err := h.db.Pool.QueryRow(ctx, `SELECT received::text FROM neo_holders WHERE holder = $1`, dead.Bytes()).Scan(&received); err != nil {
			t.Fatal(err)
		}
		return received
	}
	burned := deadAccount()
	h.fork(t, 3)
	env.Backend.Rollback()
	env.Transfer(t, 3, d.NeoToken, dead, bn(777))
	env.Transfer(t, 0, d.NeoToken, env.Accounts[3].Address, bn(1_234))
	env.Transfer(t, 2, d.NeoToken, dead, bn(11))
	env.Transfer(t, 2, d.NeoToken, d.VampChef, bn(13))
	if out := h.deliver(t, env.Head(t).Number.Uint64()); out.RolledBack == 0 {
		t.Fatalf("no rollback: %+v", out)
	}
	h.check(t)
	h.neoHoldersMatchChain(t)
	if after := deadAccount(); after == burned {
		t.Errorf("dead's account did not change across the reorg")
	}
}

// neoHoldersMatchChain checks every neo_holders row against the chain at
// the head: a holder's received − sent is its NEO balance, the zero
// address's sent − received is the total supply.
func (h *harness) neoHoldersMatchChain(t *testing.T) {
	t.Helper()
	neo := bindings.NewNeoToken()
	token := h.env.Deployment.NeoToken
	rows, err := h.db.Pool.Query(context.Background(), `SELECT holder, received::text, sent::text FROM neo_holders`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var holder []byte
		var rs, ss string
		if err := rows.Scan(&holder, &rs, &ss); err != nil {
			t.Fatal(err)
		}
		n++
		r, _ := new(big.Int).SetString(rs, 10)
		s, _ := new(big.Int).SetString(ss, 10)
		a := common.BytesToAddress(holder)
		if a == (common.Address{}) {
			total := chaintest.Call(t, h.env, token, neo.PackTotalSupply(), neo.UnpackTotalSupply)
			if got := new(big.Int).Sub(s, r); got.Cmp(total) != 0 {
				t.Errorf("zero address: minted - burned %s, totalSupply %s", got, total)
			}
			continue
		}
		if got, want := new(big.Int).Sub(r, s), h.env.BalanceOf(t, token, a); got.Cmp(want) != 0 {
			t.Errorf("holder %s: received - sent %s, balance %s", a, got, want)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Error("no neo_holders row")
	}
}
