package systemtest_test

// Owner operations of NeoStaking: import, remove and purge, the owner
// guards, the upgrade through the proxy.

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/deploy"
)

// TestStakingImport: the owner migrates a position in, paying its NEO, with
// a start not in the future, only for an account without one.
func TestStakingImport(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	f.approve(stkOwner, f.d.NeoToken, s)
	now := f.now()
	start := now - 100*stkDay
	amount := stkNeo(2_500)
	owner0 := f.BalanceOf(t, f.d.NeoToken, f.acct(stkOwner))
	user0 := f.BalanceOf(t, f.d.NeoToken, f.acct(3))
	l := f.logs(f.exec(stkOwner, s, stkB.PackImportStake(f.acct(3), amount, 2, start)), s)
	if len(l.imported) != 1 || l.imported[0].Account != f.acct(3) || l.imported[0].Amount.Cmp(amount) != 0 || l.imported[0].DurationOption != 2 || len(l.staked) != 0 {
		t.Fatalf("Imported %+v (Staked %+v)", l.imported, l.staked)
	}
	stkWantEq(t, "owner paid", new(big.Int).Sub(owner0, f.BalanceOf(t, f.d.NeoToken, f.acct(stkOwner))), amount)
	stkWantEq(t, "account's own NEO", f.BalanceOf(t, f.d.NeoToken, f.acct(3)), user0)
	p := f.position(s, 3)
	if p.Amount.Cmp(amount) != 0 || p.Option != 2 || p.Start != start || p.Effective.Cmp(new(big.Int).Mul(amount, big.NewInt(4))) != 0 {
		t.Fatalf("imported position %+v", p)
	}
	anchor := stkRead(f, s, stkB.PackVestAnchor(), stkB.UnpackVestAnchor)
	if got, want := f.unlockTime(s, 3), max(start, anchor)+365*stkDay; got != want {
		t.Errorf("unlockTime %d, want max(start, anchor) + 365 days = %d", got, want)
	}
	stkWantEq(t, "stakedByOption(2)", f.stakedByOption(s, 2), amount)

	f.wantFail(stkOwner, s, stkB.PackImportStake(f.acct(3), amount, 2, start), "PositionExists("+f.acct(3).Hex()+")")
	future := f.now() + 10
	f.wantFail(stkOwner, s, stkB.PackImportStake(f.acct(4), amount, 2, future), "BadStart("+stkU(future).String()+")")
	f.wantFail(stkOwner, s, stkB.PackImportStake(f.acct(4), big.NewInt(0), 2, start), "ZeroAmount()")
	f.wantFail(stkOwner, s, stkB.PackImportStake(common.Address{}, amount, 2, start), "ZeroAddress()")
	f.wantFail(stkOwner, s, stkB.PackImportStake(f.acct(4), amount, 4, start), "BadOption(4)")
	f.wantFail(4, s, stkB.PackImportStake(f.acct(4), amount, 0, start), "OwnableUnauthorizedAccount("+f.acct(4).Hex()+")")
	// The account appends to its imported position like to any other.
	f.stake(s, 3, stkNeo(1), 2)
	if p := f.position(s, 3); p.Amount.Cmp(new(big.Int).Add(amount, stkNeo(1))) != 0 {
		t.Fatalf("position after append %+v", p)
	}
}

// TestStakingPurge: a removed reward token can be purged PURGE_DELAY after
// its removal, never before and never while active; purging drops it from
// the list, sends its balance (never NEO principal) to the treasury,
// forfeits its pending rewards and forbids re-adding it.
func TestStakingPurge(t *testing.T) {
	f := newStkFx(t)
	s, usdt, neo := f.d.NeoStaking, f.d.USDT, f.d.NeoToken
	principal := stkNeo(1_000)
	f.stake(s, 1, principal, 0)
	f.feeIn(usdt, big.NewInt(7_000_000))
	f.distribute(usdt)
	f.feeIn(neo, stkNeo(70))
	f.distribute(neo)
	if f.pending(s, 1, usdt).Sign() == 0 || f.pending(s, 1, neo).Sign() == 0 {
		t.Fatal("nothing pending")
	}
	f.wantFail(stkOwner, s, stkB.PackPurgeRewardToken(usdt), "StillActive("+usdt.Hex()+")")
	alpha := f.Token(t, "ALPHA")
	f.wantFail(stkOwner, s, stkB.PackPurgeRewardToken(alpha), "NotRewardToken("+alpha.Hex()+")")

	removedAt := f.time(f.exec(stkOwner, s, stkB.PackRemoveRewardToken(usdt)))
	f.exec(stkOwner, s, stkB.PackRemoveRewardToken(neo))
	purgeable := removedAt + stkPurge
	f.at(purgeable - 1)
	f.wantFail(stkOwner, s, stkB.PackPurgeRewardToken(usdt), "TooEarly("+stkU(purgeable).String()+")")
	f.wantFail(3, s, stkB.PackPurgeRewardToken(usdt), "OwnableUnauthorizedAccount("+f.acct(3).Hex()+")")
	bal := f.BalanceOf(t, usdt, s)
	treasury0 := f.BalanceOf(t, usdt, f.d.Treasury)
	l := f.logs(f.exec(stkOwner, s, stkB.PackPurgeRewardToken(usdt)), s)
	if len(l.purged) != 1 || l.purged[0].Token != usdt {
		t.Fatalf("RewardTokenPurged %+v", l.purged)
	}
	stkWantEq(t, "treasury got the balance", new(big.Int).Sub(f.BalanceOf(t, usdt, f.d.Treasury), treasury0), bal)
	stkWantEq(t, "NeoStaking's USDT", f.BalanceOf(t, usdt, s), new(big.Int))
	for _, tk := range f.rewardTokens(s) {
		if tk == usdt {
			t.Fatal("purged token still listed")
		}
	}
	if st := stkRead(f, s, stkB.PackRewardToken(usdt), stkB.UnpackRewardToken); st.Listed || st.Active || !st.Purged {
		t.Fatalf("purged token state %+v", st)
	}
	stkWantEq(t, "pendingReward of a purged token", f.pending(s, 1, usdt), new(big.Int))
	f.wantFail(stkOwner, s, stkB.PackAddRewardToken(usdt), "Purged("+usdt.Hex()+")")
	f.wantFail(stkOwner, s, stkB.PackPurgeRewardToken(usdt), "NotRewardToken("+usdt.Hex()+")")
	f.wantFail(1, s, stkB.PackClaimAsNeo(usdt, []common.Address{usdt, f.d.WETH, neo}, big.NewInt(0), f.Deadline(t)), "NotRewardToken("+usdt.Hex()+")")

	// NEO purged: only the reward part leaves; the principal stays, and the
	// forfeited NEO reward cannot be taken out of it.
	nb := f.BalanceOf(t, neo, s)
	treasuryNeo := f.BalanceOf(t, neo, f.d.Treasury)
	f.exec(stkOwner, s, stkB.PackPurgeRewardToken(neo))
	stkWantEq(t, "NEO left in NeoStaking", f.BalanceOf(t, neo, s), principal)
	stkWantEq(t, "NEO to the treasury", new(big.Int).Sub(f.BalanceOf(t, neo, f.d.Treasury), treasuryNeo), new(big.Int).Sub(nb, principal))
	f.wantFail(1, s, stkB.PackClaimAsNeo(neo, nil, big.NewInt(0), f.Deadline(t)), "NotRewardToken("+neo.Hex()+")")
	f.wantFail(1, s, stkB.PackClaim(), "NothingToClaim()")
	// The principal comes back whole.
	if unlock := f.unlockTime(s, 1); unlock > f.now()+1 {
		f.at(unlock)
	}
	ts := f.time(f.exec(1, s, stkB.PackRequestUnstake()))
	f.at(ts + stkDrip)
	f.exec(1, s, stkB.PackWithdrawUnstaked())
	stkWantEq(t, "NEO left after the full withdrawal", f.BalanceOf(t, neo, s), new(big.Int))

	// At most MAX_REWARD_TOKENS (8) listed; purging frees a slot.
	for i := len(f.rewardTokens(s)); i < 8; i++ {
		tok := f.deployRaw(bindings.TestTokenMetaData.Bin, stkERC20B.PackConstructor("X", "X", 18, f.acct(stkOwner)))
		f.exec(stkOwner, s, stkB.PackAddRewardToken(tok))
	}
	f.wantFail(stkOwner, s, stkB.PackAddRewardToken(alpha), "TooManyRewardTokens()")
}

// TestStakingOwnerGuards: every owner operation refuses any other caller.
func TestStakingOwnerGuards(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	x := f.acct(7)
	want := "OwnableUnauthorizedAccount(" + x.Hex() + ")"
	for name, data := range map[string][]byte{
		"setBoost":               stkB.PackSetBoost(0, big.NewInt(1)),
		"setRewardNotifier":      stkB.PackSetRewardNotifier(x),
		"setFeeRouter":           stkB.PackSetFeeRouter(x),
		"setTreasury":            stkB.PackSetTreasury(x),
		"setVestAnchor":          stkB.PackSetVestAnchor(0),
		"addRewardToken":         stkB.PackAddRewardToken(x),
		"removeRewardToken":      stkB.PackRemoveRewardToken(f.d.USDC),
		"purgeRewardToken":       stkB.PackPurgeRewardToken(f.d.USDC),
		"importStake":            stkB.PackImportStake(x, big.NewInt(1), 0, 0),
		"upgradeToAndCall":       stkB.PackUpgradeToAndCall(f.d.NeoStakingImpl, nil),
		"renounceUpgradeability": stkB.PackRenounceUpgradeability(),
		"transferOwnership":      stkB.PackTransferOwnership(x),
		"renounceOwnership":      stkB.PackRenounceOwnership(),
	} {
		if got := f.fail(7, s, data); got != want {
			t.Errorf("%s by a stranger: %q, want %q", name, got, want)
		}
	}
	// The owner's setters take effect (and zero is refused where it must be).
	f.exec(stkOwner, s, stkB.PackSetRewardNotifier(x))
	f.exec(stkOwner, s, stkB.PackSetFeeRouter(x))
	f.exec(stkOwner, s, stkB.PackSetTreasury(x))
	f.wantFail(stkOwner, s, stkB.PackSetTreasury(common.Address{}), "ZeroAddress()")
	if stkRead(f, s, stkB.PackRewardNotifier(), stkB.UnpackRewardNotifier) != x || stkRead(f, s, stkB.PackFeeRouter(), stkB.UnpackFeeRouter) != x ||
		stkRead(f, s, stkB.PackTreasury(), stkB.UnpackTreasury) != x {
		t.Error("setters did not take effect")
	}
	// The Collector is no longer the notifier: its payout fails and is held.
	f.stake(s, 1, stkNeo(1), 0)
	f.feeIn(f.d.USDC, big.NewInt(7_000_000))
	if l := f.logs(f.distribute(f.d.USDC), s); len(l.held) != 1 || l.held[0].Bucket.Int64() != deploy.BucketStaking {
		t.Errorf("payout to a NeoStaking that refuses the Collector: held %+v", l.held)
	}
}

// TestStakingUpgrade: the owner upgrades through the proxy and every
// position, reward and ticket survives; nobody can re-initialize; after
// renounceUpgradeability no upgrade goes through.
func TestStakingUpgrade(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	f.stake(s, 1, stkNeo(100), 1)
	f.stake(s, 2, stkNeo(300), 3)
	f.feeIn(f.d.USDC, big.NewInt(7_000_000))
	f.distribute(f.d.USDC)
	p1, p2 := f.position(s, 1), f.position(s, 2)
	r1 := f.pending(s, 1, f.d.USDC)
	total := f.totalEffective(s)
	tokens := f.rewardTokens(s)

	impl := f.deployRaw(bindings.NeoStakingMetaData.Bin, nil)
	init := stkB.PackInitialize(f.acct(3), f.d.NeoToken, f.acct(3), f.d.FeeRouter, f.acct(3), 0, stkBoosts(), nil)
	f.wantFail(3, impl, init, "InvalidInitialization()")
	f.wantFail(3, s, init, "InvalidInitialization()")
	l := f.logs(f.exec(stkOwner, s, stkB.PackUpgradeToAndCall(impl, nil)), s)
	if len(l.upgraded) != 1 || l.upgraded[0].Implementation != impl {
		t.Fatalf("Upgraded %+v", l.upgraded)
	}
	if q := f.position(s, 1); q.Amount.Cmp(p1.Amount) != 0 || q.Effective.Cmp(p1.Effective) != 0 || q.Start != p1.Start || q.Option != p1.Option {
		t.Errorf("position 1 %+v, was %+v", q, p1)
	}
	if q := f.position(s, 2); q.Amount.Cmp(p2.Amount) != 0 || q.Effective.Cmp(p2.Effective) != 0 {
		t.Errorf("position 2 %+v, was %+v", q, p2)
	}
	stkWantEq(t, "pending after the upgrade", f.pending(s, 1, f.d.USDC), r1)
	stkWantEq(t, "totalEffective after the upgrade", f.totalEffective(s), total)
	if got := f.rewardTokens(s); len(got) != len(tokens) {
		t.Errorf("rewardTokens %v, was %v", got, tokens)
	}
	if o := stkRead(f, s, stkB.PackOwner(), stkB.UnpackOwner); o != f.acct(stkOwner) {
		t.Errorf("owner %s", o.Hex())
	}
	// Still working: a claim pays the reward accrued before the upgrade.
	if l := f.logs(f.exec(1, s, stkB.PackClaim()), s); len(l.claimed) != 1 || l.claimed[0].Amount.Cmp(r1) != 0 {
		t.Errorf("claim after the upgrade %+v, want %s", l.claimed, r1)
	}
	f.exec(stkOwner, s, stkB.PackRenounceUpgradeability())
	f.wantFail(stkOwner, s, stkB.PackUpgradeToAndCall(impl, nil), "UpgradesRenounced()")
}
