package systemtest_test

// Positions of NeoStaking: the deployment's wiring, boosts, appends, locks
// and the vest anchor, the unstake drip.

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/deploy"
)

// TestStakingDeployment: the deploy wires NeoStaking as spec 8 and the staking deploy step
// say, and the Collector's staking bucket pays it with notify on.
func TestStakingDeployment(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	b := stkRead(f, f.d.Collector, stkCollB.PackBucketAt(big.NewInt(deploy.BucketStaking)), stkCollB.UnpackBucketAt)
	if b.Recipient != s || !b.Notify || b.Weight.Int64() != deploy.BucketWeights[deploy.BucketStaking] {
		t.Errorf("staking bucket %+v, want NeoStaking %s with notify", b, s.Hex())
	}
	for name, c := range map[string]struct{ got, want common.Address }{
		"owner":          {stkRead(f, s, stkB.PackOwner(), stkB.UnpackOwner), f.d.Deployer},
		"neo":            {stkRead(f, s, stkB.PackNeo(), stkB.UnpackNeo), f.d.NeoToken},
		"rewardNotifier": {stkRead(f, s, stkB.PackRewardNotifier(), stkB.UnpackRewardNotifier), f.d.Collector},
		"feeRouter":      {stkRead(f, s, stkB.PackFeeRouter(), stkB.UnpackFeeRouter), f.d.FeeRouter},
		"treasury":       {stkRead(f, s, stkB.PackTreasury(), stkB.UnpackTreasury), f.d.Treasury},
	} {
		if c.got != c.want {
			t.Errorf("%s = %s, want %s", name, c.got.Hex(), c.want.Hex())
		}
	}
	want := []common.Address{f.d.WETH, f.d.USDT, f.d.USDC, f.d.NeoToken}
	if got := f.rewardTokens(s); len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] || got[3] != want[3] {
		t.Errorf("rewardTokens = %v, want %v", got, want)
	}
	for o := uint8(0); o < 4; o++ {
		if got := stkRead(f, s, stkB.PackBoostBps(o), stkB.UnpackBoostBps); got.Int64() != deploy.StakingBoostBps[o] {
			t.Errorf("boostBps(%d) = %s, want %d", o, got, deploy.StakingBoostBps[o])
		}
		if got := stkRead(f, s, stkB.PackLockDuration(o), stkB.UnpackLockDuration); got.Uint64() != stkLockDays[o]*stkDay {
			t.Errorf("lockDuration(%d) = %s, want %d days", o, got, stkLockDays[o])
		}
	}
	if got := stkRead(f, s, stkB.PackUNSTAKEDRIP(), stkB.UnpackUNSTAKEDRIP); got.Int64() != stkDrip {
		t.Errorf("UNSTAKE_DRIP = %s", got)
	}
	if got := stkRead(f, s, stkB.PackACCPRECISION(), stkB.UnpackACCPRECISION); got.Cmp(stkAccPrecision) != 0 {
		t.Errorf("ACC_PRECISION = %s", got)
	}
}

// TestStakingBoosts: each option weighs its stake 1x, 2x, 4x, 8x and the
// rewards split by that weight; BoostSet changes an option's boost for
// positions opened or changed afterwards, never for one left alone.
func TestStakingBoosts(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	amount := stkNeo(1_000)
	for o := uint8(0); o < 4; o++ {
		f.stake(s, int(o)+1, amount, o)
	}
	total := new(big.Int)
	for o := uint8(0); o < 4; o++ {
		eff := f.position(s, int(o)+1).Effective
		stkWantEq(t, "effective of option "+stkU(uint64(o)).String(), eff, new(big.Int).Mul(amount, big.NewInt(1<<o)))
		stkWantEq(t, "stakedByOption", f.stakedByOption(s, o), amount)
		total.Add(total, eff)
	}
	stkWantEq(t, "totalEffective", f.totalEffective(s), total)

	f.feeIn(f.d.USDC, big.NewInt(7_000_000_000)) // 7000 USDC: 2000 to staking
	f.distribute(f.d.USDC)
	share := big.NewInt(2_000_000_000)
	acc := stkMulDiv(share, stkAccPrecision, total)
	stkWantEq(t, "accRewardPerEffShare", f.acc(s, f.d.USDC), acc)
	for o := uint8(0); o < 4; o++ {
		got := f.pending(s, int(o)+1, f.d.USDC)
		stkWantEq(t, "pending of option "+stkU(uint64(o)).String(), got, stkMulDiv(f.position(s, int(o)+1).Effective, acc, stkAccPrecision))
		// 1/15, 2/15, 4/15, 8/15 of the share, to the wei.
		ideal := stkMulDiv(share, big.NewInt(1<<o), big.NewInt(15))
		if d := new(big.Int).Sub(ideal, got); d.Sign() < 0 || d.Cmp(big.NewInt(1)) > 0 {
			t.Errorf("option %d earned %s of %s, want %s (1<<%d of 15 parts)", o, got, share, ideal, o)
		}
	}

	f.wantFail(3, s, stkB.PackSetBoost(0, big.NewInt(1)), "OwnableUnauthorizedAccount("+f.acct(3).Hex()+")")
	f.wantFail(stkOwner, s, stkB.PackSetBoost(0, big.NewInt(100_001)), "BoostTooHigh(100001)")
	f.wantFail(stkOwner, s, stkB.PackSetBoost(4, big.NewInt(0)), "BadOption(4)")
	l := f.logs(f.exec(stkOwner, s, stkB.PackSetBoost(0, big.NewInt(10_000))), s)
	if len(l.boostSet) != 1 || l.boostSet[0].DurationOption != 0 || l.boostSet[0].Bps.Int64() != 10_000 {
		t.Fatalf("BoostSet %+v", l.boostSet)
	}
	// Nobody's position changed: every effective stake stays.
	stkWantEq(t, "option 0 effective after BoostSet", f.position(s, 1).Effective, amount)
	stkWantEq(t, "totalEffective after BoostSet", f.totalEffective(s), total)
	// A new position takes the new boost; an append re-weighs the whole position.
	f.stake(s, 5, amount, 0)
	stkWantEq(t, "new option 0 position", f.position(s, 5).Effective, new(big.Int).Mul(amount, big.NewInt(2)))
	f.stake(s, 1, big.NewInt(1), 0)
	stkWantEq(t, "appended option 0 position", f.position(s, 1).Effective, new(big.Int).Mul(new(big.Int).Add(amount, big.NewInt(1)), big.NewInt(2)))
	// A lowered boost applies the same way.
	f.exec(stkOwner, s, stkB.PackSetBoost(3, big.NewInt(0)))
	stkWantEq(t, "option 3 untouched", f.position(s, 4).Effective, new(big.Int).Mul(amount, big.NewInt(8)))
	f.stake(s, 4, amount, 3)
	stkWantEq(t, "option 3 after append", f.position(s, 4).Effective, new(big.Int).Mul(amount, big.NewInt(2)))
	sum := new(big.Int)
	for u := 1; u <= 5; u++ {
		sum.Add(sum, f.position(s, u).Effective)
	}
	stkWantEq(t, "totalEffective = sum of positions", f.totalEffective(s), sum)
}

// TestStakingAppend: adding to a position keeps one position whose start is
// the amount-weighted mean of the old start and now; the option may rise
// (moving the whole amount to it), never fall.
func TestStakingAppend(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	f.wantFail(1, s, stkB.PackStake(big.NewInt(0), 1), "ZeroAmount()")
	f.wantFail(1, s, stkB.PackStake(big.NewInt(1), 4), "BadOption(4)")
	a1 := new(big.Int).Add(stkNeo(1_000), big.NewInt(7))
	t0 := f.time(f.stake(s, 1, a1, 1))
	f.skip(10*stkDay + 17)
	a2 := new(big.Int).Add(stkNeo(3_000), big.NewInt(5))
	r := f.stake(s, 1, a2, 1)
	t1 := f.time(r)
	total := new(big.Int).Add(a1, a2)
	w := new(big.Int).Add(new(big.Int).Mul(stkU(t0), a1), new(big.Int).Mul(stkU(t1), a2))
	start := w.Div(w, total).Uint64()
	if start <= t0 || start >= t1 {
		t.Fatalf("weighted start %d outside (%d, %d)", start, t0, t1)
	}
	l := f.logs(r, s)
	if len(l.staked) != 0 || len(l.appended) != 1 || l.appended[0].Added.Cmp(a2) != 0 || l.appended[0].Total.Cmp(total) != 0 ||
		l.appended[0].DurationOption != 1 || l.appended[0].Start != start {
		t.Fatalf("events Staked %+v Appended %+v; want Appended(%s, %s, 1, %d)", l.staked, l.appended, a2, total, start)
	}
	p := f.position(s, 1)
	if p.Amount.Cmp(total) != 0 || p.Start != start || p.Option != 1 || p.Effective.Cmp(new(big.Int).Mul(total, big.NewInt(2))) != 0 {
		t.Fatalf("position %+v", p)
	}
	if got := f.unlockTime(s, 1); got != start+182*stkDay {
		t.Errorf("unlockTime %d, want start + 182 days = %d", got, start+182*stkDay)
	}
	stkWantEq(t, "stakedByOption(1)", f.stakedByOption(s, 1), total)

	f.approve(1, f.d.NeoToken, s)
	f.wantFail(1, s, stkB.PackStake(big.NewInt(1), 0), "OptionDowngrade(1, 0)")

	r = f.stake(s, 1, stkNeo(1), 3)
	t2 := f.time(r)
	total2 := new(big.Int).Add(total, stkNeo(1))
	w = new(big.Int).Add(new(big.Int).Mul(stkU(start), total), new(big.Int).Mul(stkU(t2), stkNeo(1)))
	start2 := w.Div(w, total2).Uint64()
	p = f.position(s, 1)
	if p.Amount.Cmp(total2) != 0 || p.Option != 3 || p.Start != start2 || p.Effective.Cmp(new(big.Int).Mul(total2, big.NewInt(8))) != 0 {
		t.Fatalf("raised position %+v, want amount %s option 3 start %d", p, total2, start2)
	}
	stkWantEq(t, "stakedByOption(1) after the raise", f.stakedByOption(s, 1), new(big.Int))
	stkWantEq(t, "stakedByOption(3) after the raise", f.stakedByOption(s, 3), total2)
	if got := f.unlockTime(s, 1); got != start2+730*stkDay {
		t.Errorf("unlockTime %d, want start + 730 days = %d", got, start2+730*stkDay)
	}
}

// ---------------------------------------------------------------- locks and unstake

// TestStakingLock: requestUnstake is refused until the unlock second and
// accepted from it; the vest anchor holds locks until it, only moves
// earlier, and initialize refuses one too far ahead.
func TestStakingLock(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	f.wantFail(1, s, stkB.PackRequestUnstake(), "NoPosition()")
	t0 := f.time(f.stake(s, 1, stkNeo(10), 0))
	unlock := t0 + 90*stkDay
	if got := f.unlockTime(s, 1); got != unlock {
		t.Fatalf("unlockTime %d, want %d", got, unlock)
	}
	f.at(unlock - 1)
	f.wantFail(1, s, stkB.PackRequestUnstake(), "Locked("+stkU(unlock).String()+")")
	f.at(unlock)
	r := f.exec(1, s, stkB.PackRequestUnstake())
	if got := f.time(r); got != unlock {
		t.Fatalf("unstake landed at %d, want %d", got, unlock)
	}

	// A second instance whose anchor is 30 days ahead: locks run from it.
	now := f.now()
	anchor := now + 30*stkDay
	s2 := f.newStaking(f.acct(stkOwner), stkAddr(1), anchor, []common.Address{f.d.USDC})
	f.stake(s2, 2, stkNeo(10), 0)
	if got := f.unlockTime(s2, 2); got != anchor+90*stkDay {
		t.Fatalf("unlockTime under the anchor %d, want anchor + 90 days %d", got, anchor+90*stkDay)
	}
	f.wantFail(stkOwner, s2, stkB.PackSetVestAnchor(anchor+1), "AnchorTooLate("+stkU(anchor+1).String()+")")
	earlier := anchor - 20*stkDay
	l := f.logs(f.exec(stkOwner, s2, stkB.PackSetVestAnchor(earlier)), s2)
	if len(l.anchorSet) != 1 || l.anchorSet[0].Anchor != earlier {
		t.Fatalf("VestAnchorSet %+v", l.anchorSet)
	}
	if got := f.unlockTime(s2, 2); got != earlier+90*stkDay {
		t.Fatalf("unlockTime after moving the anchor %d, want %d", got, earlier+90*stkDay)
	}
	start := f.position(s2, 2).Start
	f.exec(stkOwner, s2, stkB.PackSetVestAnchor(0))
	if got := f.unlockTime(s2, 2); got != start+90*stkDay {
		t.Fatalf("unlockTime with no anchor %d, want start + 90 days %d", got, start+90*stkDay)
	}

	// initialize refuses an anchor more than MAX_ANCHOR_DELAY (90 days) ahead.
	impl := f.deployRaw(bindings.NeoStakingMetaData.Bin, nil)
	late := f.now() + 91*stkDay
	opts := f.TxOpts(stkOwner)
	opts.GasLimit = 15_000_000
	_, tx, err := bind.DeployContract(opts, hexutil.MustDecode(bindings.NeoProxyMetaData.Bin), f.Client,
		stkProxyB.PackConstructor(impl, stkB.PackInitialize(f.acct(stkOwner), f.d.NeoToken, f.acct(stkOwner), f.d.FeeRouter,
			stkAddr(1), late, stkBoosts(), nil)))
	if got := f.MustRevert(t, tx, err); got != "AnchorTooLate("+stkU(late).String()+")" {
		t.Errorf("initialize with a late anchor reverted %q", got)
	}
}

// TestStakingUnstakeDrip: a ticket streams linearly over 30 days; withdrawals
// at the start, the middle and the end pay exactly the streamed part and the
// ticket is gone once fully withdrawn. Rewards accrued before stay
// claimable; the ticket earns none. A new request while a ticket streams
// pays the streamed part and carries the rest into the new ticket.
func TestStakingUnstakeDrip(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	neo := f.d.NeoToken
	bal0 := f.BalanceOf(t, neo, f.acct(1))
	amount := new(big.Int).Add(stkNeo(1_000), big.NewInt(12_345))
	t0 := f.time(f.stake(s, 1, amount, 0))
	f.feeIn(f.d.USDC, big.NewInt(700_000_000))
	f.distribute(f.d.USDC)
	reward := f.pending(s, 1, f.d.USDC)
	if reward.Sign() == 0 {
		t.Fatal("no reward accrued")
	}
	f.at(t0 + 90*stkDay)
	r := f.exec(1, s, stkB.PackRequestUnstake())
	ts := f.time(r)
	l := f.logs(r, s)
	if len(l.requested) != 1 || l.requested[0].Account != f.acct(1) || l.requested[0].Amount.Cmp(amount) != 0 || l.requested[0].Start != ts {
		t.Fatalf("UnstakeRequested %+v, want (%s, %d)", l.requested, amount, ts)
	}
	if p := f.position(s, 1); p.Amount.Sign() != 0 || p.Effective.Sign() != 0 {
		t.Fatalf("position after requestUnstake %+v", p)
	}
	stkWantEq(t, "totalUnstaking", stkRead(f, s, stkB.PackTotalUnstaking(), stkB.UnpackTotalUnstaking), amount)
	stkWantEq(t, "totalEffective", f.totalEffective(s), new(big.Int))
	stkWantEq(t, "withdrawable at the start", f.withdrawable(s, 1), new(big.Int))

	withdrawn := new(big.Int)
	withdraw := func(at uint64) {
		t.Helper()
		f.at(at)
		elapsed := min(at-ts, stkDrip)
		want := stkMulDiv(amount, stkU(elapsed), big.NewInt(stkDrip))
		want.Sub(want, withdrawn)
		l := f.logs(f.exec(1, s, stkB.PackWithdrawUnstaked()), s)
		if len(l.unstaked) != 1 || l.unstaked[0].Amount.Cmp(want) != 0 || l.unstaked[0].Account != f.acct(1) {
			t.Fatalf("withdraw at +%ds: Unstaked %+v, want %s", at-ts, l.unstaked, want)
		}
		withdrawn.Add(withdrawn, want)
	}
	withdraw(ts + 1) // the start: one second's worth
	// The ticket earns nothing: with no other stake the next payout is forwarded.
	f.feeIn(f.d.USDC, big.NewInt(700_000_000))
	if l := f.logs(f.distribute(f.d.USDC), s); len(l.forwarded) != 1 || len(l.notified) != 0 {
		t.Fatalf("payout with only a ticket: notified %+v forwarded %+v", l.notified, l.forwarded)
	}
	stkWantEq(t, "reward kept through the unstake", f.pending(s, 1, f.d.USDC), reward)
	withdraw(ts + stkDrip/2 + 3)
	if tk := f.ticket(s, 1); tk.Amount.Cmp(amount) != 0 || tk.Withdrawn.Cmp(withdrawn) != 0 || tk.Start != ts {
		t.Fatalf("ticket mid-drip %+v", tk)
	}
	withdraw(ts + stkDrip + 100) // past the end: the rest
	stkWantEq(t, "withdrawn in total", withdrawn, amount)
	if tk := f.ticket(s, 1); tk.Amount.Sign() != 0 || tk.Withdrawn.Sign() != 0 || tk.Start != 0 {
		t.Fatalf("ticket after the end %+v, want none", tk)
	}
	stkWantEq(t, "totalUnstaking at the end", stkRead(f, s, stkB.PackTotalUnstaking(), stkB.UnpackTotalUnstaking), new(big.Int))
	f.wantFail(1, s, stkB.PackWithdrawUnstaked(), "NothingToWithdraw()")
	stkWantEq(t, "NEO back", f.BalanceOf(t, neo, f.acct(1)), bal0)
	l = f.logs(f.exec(1, s, stkB.PackClaim()), s)
	if len(l.claimed) != 1 || l.claimed[0].Token != f.d.USDC || l.claimed[0].Amount.Cmp(reward) != 0 {
		t.Fatalf("claim after unstaking: %+v, want %s USDC", l.claimed, reward)
	}

	// Ticket merge: account 2's ticket is a third streamed when a second
	// (imported, already unlocked) position is moved into a ticket.
	a2 := stkNeo(300)
	t2 := f.time(f.stake(s, 2, a2, 0))
	f.at(t2 + 90*stkDay)
	ts2 := f.time(f.exec(2, s, stkB.PackRequestUnstake()))
	a3 := stkNeo(50)
	f.approve(stkOwner, f.d.NeoToken, s)
	f.exec(stkOwner, s, stkB.PackImportStake(f.acct(2), a3, 0, 0))
	f.at(ts2 + 10*stkDay)
	r = f.exec(2, s, stkB.PackRequestUnstake())
	ts3 := f.time(r)
	streamed := stkMulDiv(a2, big.NewInt(10*stkDay), big.NewInt(stkDrip))
	l = f.logs(r, s)
	if len(l.unstaked) != 1 || l.unstaked[0].Amount.Cmp(streamed) != 0 || len(l.requested) != 1 || l.requested[0].Amount.Cmp(a3) != 0 {
		t.Fatalf("merge: Unstaked %+v UnstakeRequested %+v, want %s paid and %s requested", l.unstaked, l.requested, streamed, a3)
	}
	want := new(big.Int).Add(new(big.Int).Sub(a2, streamed), a3)
	if tk := f.ticket(s, 2); tk.Amount.Cmp(want) != 0 || tk.Withdrawn.Sign() != 0 || tk.Start != ts3 {
		t.Fatalf("merged ticket %+v, want amount %s from %d", tk, want, ts3)
	}
	stkWantEq(t, "totalUnstaking after the merge", stkRead(f, s, stkB.PackTotalUnstaking(), stkB.UnpackTotalUnstaking), want)
}
