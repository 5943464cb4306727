package indexer_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/contracts/chaintest"
)

var (
	vampB     = bindings.NewVampChef()
	masterB   = bindings.NewMasterChef()
	zapB      = bindings.NewNeoSwapZap()
	extZapB   = bindings.NewExtZap()
	escrowB   = bindings.NewRewardVestingEscrow()
	treasuryB = bindings.NewTreasuryVesting()
)

func bn(x int64) *big.Int { return big.NewInt(x) }

// farmer drives the farming family on h's chain, one block per call.
type farmer struct {
	h *harness
	t *testing.T
}

// send mines one transaction with a fixed gas limit: a chef's estimate
// runs in the latest block's context, where a pool accrued this second
// skips its update, which the next block's timestamp makes it pay.
func (f farmer) send(from int, to common.Address, value *big.Int, data []byte) {
	f.t.Helper()
	opts := f.h.env.TxOpts(from)
	opts.Value, opts.GasLimit = value, 3_000_000
	tx, err := bind.NewBoundContract(to, abi.ABI{}, f.h.env.Client, f.h.env.Client, f.h.env.Client).RawTransact(opts, data)
	f.h.env.MustTransact(f.t, tx, err)
}

// zapLP zaps eth wei into pair through NeoSwapZap for Accounts[from] and
// returns the LP balance it then holds.
func (f farmer) zapLP(from int, pair common.Address, eth *big.Int) *big.Int {
	f.t.Helper()
	d := f.h.env.Deployment
	f.send(from, d.Zap, eth, zapB.PackZapInETH(pair, bn(0), f.h.env.Accounts[from].Address, f.h.env.Deadline(f.t)))
	return f.h.env.BalanceOf(f.t, pair, f.h.env.Accounts[from].Address)
}

// TestFarmIncrementalEqualsRebuild: deposits, harvests, withdrawals,
// emergency withdrawals and both zaps on VampChef's running campaign; on
// MasterChef a withdrawal paid at once (no campaign), then a campaign, a
// queued withdrawal and its claim after the cooldown; escrow claims and a
// treasury release; all indexed block by block, then a reorg across farm
// blocks replaced by other farm activity, a forfeiture past the harvest
// grace and the owner's recovery of the undistributed rewards. After each step the derived
// tables equal a rebuild and the farm rows agree with the raw rows and
// with the chain.
func TestFarmIncrementalEqualsRebuild(t *testing.T) {
	h := newHarness(t, 8)
	env, d := h.env, h.env.Deployment
	f := farmer{h, t}
	neoWeth := d.Pairs["NEO/WETH"]
	acct := func(i int) common.Address { return env.Accounts[i].Address }

	// VampChef pool 0 (NEO/WETH): two wallets stake zapped LP.
	lp1 := f.zapLP(1, neoWeth, bn(2e18))
	lp2 := f.zapLP(2, neoWeth, bn(1e18))
	env.Approve(t, 1, neoWeth, d.VampChef, chaintest.MaxUint256)
	env.Approve(t, 2, neoWeth, d.VampChef, chaintest.MaxUint256)
	env.Approve(t, 1, neoWeth, d.MasterChef, chaintest.MaxUint256)
	half1 := new(big.Int).Div(lp1, bn(2))
	f.send(1, d.VampChef, nil, vampB.PackDeposit(bn(0), half1))
	f.send(2, d.VampChef, nil, vampB.PackDeposit(bn(0), lp2))
	f.zapLP(4, neoWeth, bn(5e18)) // the LP supply grows after the stakes
	env.AdjustTime(t, time.Hour)
	f.send(1, d.VampChef, nil, vampB.PackHarvest(bn(0)))
	f.send(1, d.VampChef, nil, vampB.PackWithdraw(bn(0), new(big.Int).Div(half1, bn(3))))
	f.send(2, d.VampChef, nil, vampB.PackEmergencyWithdraw(bn(0)))
	// ExtZap stakes in VampChef's ext pool for the zapping wallet.
	f.send(3, d.ExtZap, bn(1e18), extZapB.PackZapInETH(bn(3), bn(0), env.Deadline(t)))

	// MasterChef without a campaign: a withdrawal is paid at once.
	f.send(1, d.MasterChef, nil, masterB.PackDeposit(bn(0), new(big.Int).Div(half1, bn(2))))
	f.send(1, d.MasterChef, nil, masterB.PackWithdraw(bn(0), new(big.Int).Div(half1, bn(4))))
	h.catchUp(t, 0)
	h.check(t)
	h.farmInvariants(t)

	// MasterChef's campaign: funded and started by the owner; a withdrawal
	// now cools down, and is claimed after the cooldown.
	total := new(big.Int).Mul(bn(255_000), bn(1e18))
	env.Transfer(t, 0, d.NeoToken, d.MasterChef, total)
	f.send(0, d.MasterChef, nil, masterB.PackStartEmission(total, bn(0)))
	env.AdjustTime(t, time.Hour)
	f.send(1, d.MasterChef, nil, masterB.PackWithdraw(bn(0), bn(1000)))
	queuedAt := h.env.Head(t).Number.Uint64()
	env.AdjustTime(t, 25*time.Hour)
	f.send(1, d.MasterChef, nil, masterB.PackHarvest(bn(0)))
	from := h.env.Head(t).Number.Uint64()
	h.catchUp(t, queuedAt-3)
	if n := h.count(t, `SELECT count(*) FROM farm_positions WHERE queued > 0 AND cooldown_end IS NOT NULL`); n != 1 {
		t.Errorf("queued positions before the claim: %d", n)
	}
	pendingRows := `SELECT count(*) FROM activity WHERE kind = 'farm_unstake' AND status = 'pending'`
	if n := h.count(t, pendingRows); n != 1 {
		t.Errorf("pending unstake rows before the claim: %d", n)
	}
	h.farmInvariants(t)
	f.send(1, d.MasterChef, nil, masterB.PackClaimWithdrawal(bn(0)))
	f.send(1, d.RewardVestingEscrow, nil, escrowB.PackClaim())
	f.send(4, d.TreasuryVesting, nil, treasuryB.PackRelease(d.Treasury))
	h.catchUp(t, from)
	h.check(t)
	h.farmInvariants(t)
	h.farmMatchesChain(t, acct(1), d.VampChef, 0)
	h.farmMatchesChain(t, acct(1), d.MasterChef, 0)
	h.farmMatchesChain(t, acct(3), d.VampChef, 3)
	if n := h.count(t, pendingRows); n != 0 {
		t.Errorf("pending unstake rows after the claim: %d", n)
	}

	for _, q := range []string{
		`SELECT count(*) FROM farm_withdrawals WHERE kind = 'WithdrawQueued'`,
		`SELECT count(*) FROM farm_withdrawals WHERE kind = 'WithdrawClaimed'`,
		`SELECT count(*) FROM farm_emergency_withdrawals`,
		`SELECT count(*) FROM farm_rewards WHERE kind = 'RewardPaid'`,
		`SELECT count(*) FROM escrow_claims`,
		`SELECT count(*) FROM treasury_vesting_events WHERE kind = 'Released'`,
		`SELECT count(*) FROM zaps WHERE kind = 'Zapped'`,
		`SELECT count(*) FROM activity WHERE kind = 'farm_harvest' AND usd_value > 0`,
		`SELECT count(*) FROM activity WHERE kind = 'farm_stake' AND usd_value > 0`,
		`SELECT count(*) FROM farm_emissions WHERE halving_period IS NOT NULL AND budget IS NOT NULL`,
	} {
		if h.count(t, q) == 0 {
			t.Errorf("%s: none", q)
		}
	}
	// The ExtZap deposit is the zapping wallet's, on its activity row too.
	if n := h.count(t, `SELECT count(*) FROM activity WHERE kind = 'farm_stake' AND user_address = $1
	        AND data -> 'ctx' ->> 'pid' = '3'`, acct(3).Bytes()); n != 1 {
		t.Errorf("ExtZap stake rows of the zapping wallet: %d", n)
	}
	if n := h.count(t, `SELECT count(*) FROM farm_deposits WHERE user_address = $1`, d.ExtZap.Bytes()); n != 0 {
		t.Errorf("deposits credited to ExtZap: %d", n)
	}
	h.farmReads(t, acct(1))

	// A backfill in batches (decoded ahead, prepared on the writer's
	// second connection) stores the rows of one block per transaction.
	h.batchesEqualBlockByBlock(t, 5)

	// Reorg: abandon the last 3 blocks (the claim, the escrow claim, the
	// release) and mine a longer branch with other farm activity.
	h.fork(t, 3)
	env.Backend.Rollback()
	head := h.env.Head(t).Number.Uint64()
	f.send(2, d.VampChef, nil, vampB.PackDeposit(bn(0), new(big.Int).Div(lp2, bn(2))))
	f.send(1, d.VampChef, nil, vampB.PackHarvest(bn(0)))
	f.send(3, d.VampChef, nil, vampB.PackWithdraw(bn(3), bn(1000)))
	f.send(1, d.MasterChef, nil, masterB.PackWithdraw(bn(0), bn(500)))
	f.send(2, d.VampChef, nil, vampB.PackHarvest(bn(0)))
	// Past VampChef's end and harvest grace: a settlement forfeits, and
	// the owner recovers what no one can claim.
	env.AdjustTime(t, 45*24*time.Hour)
	f.send(1, d.VampChef, nil, vampB.PackHarvest(bn(0)))
	f.send(0, d.VampChef, nil, vampB.PackRecoverUndistributed(d.Treasury))
	if out := h.deliver(t, h.env.Head(t).Number.Uint64()); out.RolledBack == 0 {
		t.Fatalf("no rollback: %+v", out)
	}
	h.check(t)
	h.farmInvariants(t)
	h.farmMatchesChain(t, acct(1), d.MasterChef, 0)
	h.farmMatchesChain(t, acct(2), d.VampChef, 0)
	// The claim was abandoned: the queued withdrawal is pending again.
	if n := h.count(t, pendingRows+` AND block_number <= $1`, int64(head)); n != 1 {
		t.Errorf("pending unstake rows once the claim is abandoned: %d", n)
	}
	if n := h.count(t, `SELECT count(*) FROM farm_positions WHERE forfeited > 0 AND chef = $1`, d.VampChef.Bytes()); n != 1 {
		t.Errorf("positions with a forfeited reward: %d", n)
	}
	var und string
	if err := h.db.Pool.QueryRow(context.Background(), `SELECT undistributed::text FROM farm_emissions WHERE chef = $1 AND recovered > 0`,
		d.VampChef.Bytes()).Scan(&und); err != nil || und != env.BalanceOf(t, d.NeoToken, d.VampChef).String() {
		t.Errorf("VampChef undistributed after the recovery %s, holds %s, err %v", und, env.BalanceOf(t, d.NeoToken, d.VampChef), err)
	}
	if n := h.count(t, `SELECT count(*) FROM escrow_claims`); n != 0 {
		t.Errorf("escrow claims of the abandoned blocks survive: %d", n)
	}
	if n := h.count(t, `SELECT count(*) FROM farm_actions WHERE block_number > $1`, int64(head)); n < 5 {
		t.Errorf("farm actions of the new branch: %d", n)
	}
}

// farmInvariants checks the farm's derived rows against its raw rows.
func (h *harness) farmInvariants(t *testing.T) {
	t.Helper()
	for _, q := range []string{
		// one action per Deposit, unstake event and RewardPaid; one activity row per action
		`SELECT (SELECT count(*) FROM farm_actions) - (SELECT count(*) FROM farm_deposits)
		      - (SELECT count(*) FROM farm_withdrawals WHERE kind <> 'WithdrawClaimed')
		      - (SELECT count(*) FROM farm_emergency_withdrawals) - (SELECT count(*) FROM farm_rewards WHERE kind = 'RewardPaid')`,
		`SELECT (SELECT count(*) FROM activity WHERE kind LIKE 'farm\_%') - (SELECT count(*) FROM farm_actions)`,
		`SELECT count(*) FROM activity a JOIN farm_actions f USING (block_number, log_index)
		     WHERE a.user_address <> f.wallet OR a.usd_value <> f.usd_value OR a.venue <> 'neoswap'
		        OR a.data -> 'ctx' ->> 'chef' <> hex_addr(f.chef) OR (a.data -> 'ctx' ->> 'pid')::bigint <> f.pid
		        OR a.data ->> 'usdValue' <> f.usd_value::text OR a.data ->> 'event' <> f.event
		        OR (a.data ->> 'cooldownEnd')::numeric IS DISTINCT FROM f.cooldown_end`,
		`SELECT count(*) FROM farm_actions WHERE (event = 'WithdrawQueued') <> (cooldown_end IS NOT NULL)`,
		// a stake's or unstake's LP supply is its pair's at the end of its block
		`SELECT count(*) FROM farm_actions f WHERE f.kind <> 'harvest' AND f.lp_supply IS DISTINCT FROM (
		     SELECT sum(CASE WHEN t.from_address = '\x0000000000000000000000000000000000000000'::bytea THEN t.value ELSE -t.value END)
		     FROM lp_transfers t WHERE t.address = f.lp_token AND t.block_number <= f.block_number
		       AND (t.from_address = '\x0000000000000000000000000000000000000000'::bytea
		            OR t.to_address = '\x0000000000000000000000000000000000000000'::bytea))`,
		// a harvest's halves add up, liquid is the lower half
		`SELECT count(*) FROM farm_actions WHERE kind = 'harvest' AND (liquid + vested <> amount OR liquid <> div(amount, 2))`,
		// every RewardPaid's vested half is an escrow grant in the same transaction
		`SELECT count(*) FROM farm_rewards r WHERE r.kind = 'RewardPaid' AND NOT EXISTS (
		     SELECT 1 FROM escrow_deposits g WHERE g.tx_hash = r.tx_hash AND g.account = r.user_address
		       AND g.amount = r.amount - div(r.amount, 2))`,
		// positions add up to the pools' stakes and to the actions
		`SELECT count(*) FROM farm_pools p WHERE p.total_staked <> coalesce((SELECT sum(staked) FROM farm_positions f
		     WHERE f.chef = p.chef AND f.pid = p.pid), 0)`,
		`SELECT count(*) FROM farm_positions f WHERE f.staked <> f.deposited - f.withdrawn OR f.staked < 0 OR f.queued < 0`,
		`SELECT count(*) FROM farm_positions f WHERE f.harvested + f.vested <> coalesce((SELECT sum(amount) FROM farm_rewards r
		     WHERE r.kind = 'RewardPaid' AND r.address = f.chef AND r.pid = f.pid AND r.user_address = f.wallet), 0)`,
		`SELECT count(*) FROM farm_positions WHERE (queued > 0) <> (cooldown_end IS NOT NULL)`,
		// a position has a pending unstake row exactly while it has a
		// queued withdrawal (checked against the chain by farmMatchesChain);
		// every other farm row is completed
		`SELECT count(*) FROM farm_positions f WHERE (f.queued > 0) <> EXISTS (SELECT 1 FROM activity a
		     WHERE a.user_address = f.wallet AND a.kind = 'farm_unstake' AND a.status = 'pending'
		       AND a.data -> 'ctx' ->> 'chef' = hex_addr(f.chef) AND (a.data -> 'ctx' ->> 'pid')::bigint = f.pid)`,
		`SELECT count(*) FROM activity WHERE kind LIKE 'farm\_%' AND status <> 'completed'
		     AND NOT (status = 'pending' AND data ->> 'event' = 'WithdrawQueued')`,
		// escrow balances are the grants and claims
		`SELECT count(*) FROM escrow_balances b WHERE b.deposited <> (SELECT coalesce(sum(amount), 0) FROM escrow_deposits g
		     WHERE g.account = b.wallet) OR b.claimed > b.deposited`,
		// a chef's paid is its RewardPaid sum; undistributed what is left of the budget
		`SELECT count(*) FROM farm_emissions e WHERE e.paid <> (SELECT coalesce(sum(amount), 0) FROM farm_rewards r
		     WHERE r.address = e.chef AND r.kind = 'RewardPaid') OR e.undistributed <> greatest(e.funded - e.paid - e.recovered, 0)`,
		// every farm user is a wallet active at or after its event
		`SELECT count(*) FROM (SELECT block_number n, user_address a FROM farm_deposits
		     UNION ALL SELECT block_number, user_address FROM farm_rewards
		     UNION ALL SELECT block_number, account FROM escrow_claims
		     UNION ALL SELECT block_number, sender FROM zaps) p
		     WHERE NOT EXISTS (SELECT 1 FROM wallets w WHERE w.address = p.a AND w.last_activity_block >= p.n)`,
	} {
		if n := h.count(t, q); n != 0 {
			t.Errorf("%s: %d", q, n)
		}
	}
}

// farmMatchesChain checks wallet's indexed position in pool pid of chef
// against the chef's userInfo (the stake) and MasterChef's queue.
func (h *harness) farmMatchesChain(t *testing.T, wallet, chef common.Address, pid int64) {
	t.Helper()
	env := h.env
	u := chaintest.Call(t, env, chef, vampB.PackUserInfo(bn(pid), wallet), vampB.UnpackUserInfo)
	p, ok, err := h.db.FarmPosition(context.Background(), wire.Address(wallet), wire.Address(chef), pid)
	if err != nil || !ok {
		t.Fatalf("position %s %s %d: ok %v, err %v", wallet.Hex(), chef.Hex(), pid, ok, err)
	}
	if p.Staked.BigInt().Cmp(u.Amount) != 0 {
		t.Errorf("position %s %s %d staked %s, chain %s", wallet.Hex(), chef.Hex(), pid, p.Staked, u.Amount)
	}
	pool := chaintest.Call(t, env, chef, vampB.PackPoolInfo(bn(pid)), vampB.UnpackPoolInfo)
	pools, err := h.db.FarmPools(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, fp := range pools {
		if fp.Chef == wire.Address(chef) && fp.Pid == pid {
			if fp.TotalStaked.BigInt().Cmp(pool.TotalStaked) != 0 || fp.LPToken != wire.Address(pool.LpToken) ||
				fp.AllocPoint.BigInt().Cmp(pool.AllocPoint) != 0 {
				t.Errorf("pool %s %d = %+v, chain %+v", chef.Hex(), pid, fp, pool)
			}
		}
	}
	if chef == env.Deployment.MasterChef {
		q := chaintest.Call(t, env, chef, masterB.PackQueuedWithdrawal(bn(pid), wallet), masterB.UnpackQueuedWithdrawal)
		if p.Queued.BigInt().Cmp(q.Amount) != 0 || (q.Amount.Sign() > 0 && (!p.CooldownEnd.Valid || uint64(p.CooldownEnd.V) != q.CooldownEnd)) {
			t.Errorf("queue of %s: %+v, chain %+v", wallet.Hex(), p, q)
		}
	}
}

// farmReads checks the route reads against the chain's views.
func (h *harness) farmReads(t *testing.T, wallet common.Address) {
	t.Helper()
	ctx := context.Background()
	env, d := h.env, h.env.Deployment
	pools, err := h.db.FarmPools(ctx)
	if err != nil {
		t.Fatal(err)
	}
	n := h.count(t, `SELECT count(*) FROM farm_pools`)
	if len(pools) != n || n == 0 {
		t.Fatalf("%d pools read, %d stored", len(pools), n)
	}
	vampRate := chaintest.Call(t, env, d.VampChef, vampB.PackRewardPerSecond(), vampB.UnpackRewardPerSecond)
	masterRate := chaintest.Call(t, env, d.MasterChef, masterB.PackRewardPerSecond(), masterB.UnpackRewardPerSecond)
	for _, p := range pools {
		want := vampRate
		if p.Chef == wire.Address(d.MasterChef) {
			want = masterRate
			if p.ChefRole != "master_chef" || !p.WithdrawCoolsDown {
				t.Errorf("master pool %d: role %q, cools down %v", p.Pid, p.ChefRole, p.WithdrawCoolsDown)
			}
		} else if p.ChefRole != "vamp_chef" || p.WithdrawCoolsDown {
			t.Errorf("vamp pool %d: role %q, cools down %v", p.Pid, p.ChefRole, p.WithdrawCoolsDown)
		}
		if p.RewardPerSecond.BigInt().Cmp(want) != 0 {
			t.Errorf("pool %s %d reward per second %s, chain %s", p.Chef, p.Pid, p.RewardPerSecond, want)
		}
		if !p.Tracked || !p.Token0.Valid || !p.TotalSupply.Valid || !p.EmissionEnd.Valid {
			t.Errorf("pool %s %d: %+v", p.Chef, p.Pid, p)
		}
	}
	if _, ok, err := h.db.FarmPosition(ctx, wire.Address(wallet), wire.Address(d.VampChef), 2); ok || err != nil {
		t.Errorf("untouched position: ok %v, err %v", ok, err)
	}
	ps, err := h.db.FarmPositions(ctx, wire.Address(wallet))
	if err != nil || len(ps) != 2 || ps[0].DepositedUsd.IsZero() || ps[0].HarvestedUsd.IsZero() {
		t.Errorf("positions of %s: %+v, err %v", wallet.Hex(), ps, err)
	}
	at := int64(env.Head(t).Time)
	tot, err := h.db.EscrowTotals(ctx, at)
	if err != nil {
		t.Fatal(err)
	}
	if want := chaintest.Call(t, env, d.RewardVestingEscrow, escrowB.PackTotalUnclaimed(), escrowB.UnpackTotalUnclaimed); new(big.Int).Sub(tot.Deposited.BigInt(), tot.Claimed.BigInt()).Cmp(want) != 0 {
		t.Errorf("escrow unclaimed %s - %s, chain %s", tot.Deposited, tot.Claimed, want)
	}
	bal, ok, err := h.db.EscrowBalance(ctx, wire.Address(wallet), at)
	if err != nil || !ok {
		t.Fatalf("escrow balance: ok %v, err %v", ok, err)
	}
	claimable := chaintest.Call(t, env, d.RewardVestingEscrow, escrowB.PackClaimable(wallet), escrowB.UnpackClaimable)
	if got := new(big.Int).Sub(bal.Vested.BigInt(), bal.Claimed.BigInt()); got.Cmp(claimable) != 0 {
		t.Errorf("escrow vested - claimed %s, chain claimable %s", got, claimable)
	}
	tv, err := h.db.TreasuryVestingTotals(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := chaintest.Call(t, env, d.TreasuryVesting, treasuryB.PackTotalUnreleased(), treasuryB.UnpackTotalUnreleased); new(big.Int).Sub(tv.Scheduled.BigInt(), tv.Released.BigInt()).Cmp(want) != 0 {
		t.Errorf("treasury unreleased %s - %s, chain %s", tv.Scheduled, tv.Released, want)
	}
	// Both chefs were funded with their declared budgets and nothing else:
	// what they hold is what they did not pay.
	und, err := h.db.ChefUndistributed(ctx)
	held := new(big.Int).Add(env.BalanceOf(t, d.NeoToken, d.VampChef), env.BalanceOf(t, d.NeoToken, d.MasterChef))
	if err != nil || und.BigInt().Cmp(held) != 0 {
		t.Errorf("chef undistributed %s, chefs hold %s, err %v", und, held, err)
	}
	fh, err := h.db.FarmHead(ctx)
	if want := h.count(t, `SELECT max(block_number) FROM treasury_vesting_events`); err != nil || fh.Number != uint64(want) {
		t.Errorf("farm head %+v, want block %d, err %v", fh, want, err)
	}
	chefs, err := h.db.FarmChefs(ctx)
	if err != nil || len(chefs) != 2 {
		t.Errorf("chefs %+v, err %v", chefs, err)
	}
}
