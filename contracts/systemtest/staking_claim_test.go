package systemtest_test

// Claims of NeoStaking (plain, as NEO, with a skipped token), forwarding to
// the treasury and the Collector's notify hook.

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/deploy"
)

// TestStakingClaimAsNeo: a WETH reward swapped to NEO through FeeRouter on
// the seeded NEO/WETH pool pays exactly the router's quote net of the
// protocol fee; a minimum one wei above it reverts and the reward stays
// pending; NEO itself is paid as is, under the same minimum rule.
func TestStakingClaimAsNeo(t *testing.T) {
	f := newStkFx(t)
	s, weth, neo := f.d.NeoStaking, f.d.WETH, f.d.NeoToken
	f.stake(s, 1, stkNeo(5_000), 2)
	deadline := f.Deadline(t)
	f.wantFail(1, s, stkB.PackClaimAsNeo(weth, []common.Address{weth, neo}, big.NewInt(0), deadline), "NothingToClaim()")
	f.feeIn(weth, stkNeo(7))
	f.distribute(weth)
	f.feeIn(neo, stkNeo(700))
	f.distribute(neo)
	pw := f.pending(s, 1, weth)
	pn := f.pending(s, 1, neo)
	if pw.Sign() == 0 || pn.Sign() == 0 {
		t.Fatalf("pending WETH %s NEO %s", pw, pn)
	}

	f.wantFail(1, s, stkB.PackClaimAsNeo(weth, []common.Address{f.d.USDC, neo}, big.NewInt(0), deadline), "InvalidPath()")
	f.wantFail(1, s, stkB.PackClaimAsNeo(weth, []common.Address{weth, f.d.USDC}, big.NewInt(0), deadline), "InvalidPath()")
	f.wantFail(1, s, stkB.PackClaimAsNeo(weth, []common.Address{weth}, big.NewInt(0), deadline), "InvalidPath()")

	// WETH (rank above NEO) pays the protocol fee on the input.
	fee := stkMulDiv(pw, big.NewInt(deploy.ProtocolFeeBps), big.NewInt(stkBpsUnit))
	quote := stkRead(f, f.d.Router, stkDexB.PackGetAmountsOut(new(big.Int).Sub(pw, fee), []common.Address{weth, neo}), stkDexB.UnpackGetAmountsOut)
	out := quote[1]
	tooHigh := new(big.Int).Add(out, big.NewInt(1))
	f.wantFail(1, s, stkB.PackClaimAsNeo(weth, []common.Address{weth, neo}, tooHigh, deadline),
		"InsufficientOutputAmount("+out.String()+", "+tooHigh.String()+")")
	stkWantEq(t, "WETH pending after the refused claim", f.pending(s, 1, weth), pw)

	before := f.BalanceOf(t, neo, f.acct(1))
	collBefore := f.BalanceOf(t, weth, f.d.Collector)
	r := f.exec(1, s, stkB.PackClaimAsNeo(weth, []common.Address{weth, neo}, out, deadline))
	l := f.logs(r, s)
	if len(l.asNeo) != 1 || l.asNeo[0].Account != f.acct(1) || l.asNeo[0].Token != weth || l.asNeo[0].RewardIn.Cmp(pw) != 0 || l.asNeo[0].NeoOut.Cmp(out) != 0 {
		t.Fatalf("ClaimedAsNeo %+v, want (%s WETH in, %s NEO out)", l.asNeo, pw, out)
	}
	stkWantEq(t, "NEO received", new(big.Int).Sub(f.BalanceOf(t, neo, f.acct(1)), before), out)
	stkWantEq(t, "protocol fee to the Collector", new(big.Int).Sub(f.BalanceOf(t, weth, f.d.Collector), collBefore), fee)
	stkWantEq(t, "WETH pending after the claim", f.pending(s, 1, weth), new(big.Int))
	stkWantEq(t, "allowance left to FeeRouter", f.Allowance(t, weth, s, f.d.FeeRouter), new(big.Int))
	// FeeRouter's Swap names its caller (spec 6 rule 2): NeoStaking.
	var swaps int
	for _, lg := range r.Logs {
		if lg.Address != f.d.FeeRouter {
			continue
		}
		if e, err := stkRouteB.UnpackSwapEvent(lg); err == nil {
			swaps++
			if e.User != s || e.AmountIn.Cmp(pw) != 0 || e.AmountOut.Cmp(out) != 0 {
				t.Errorf("FeeRouter Swap %+v", e)
			}
		}
	}
	if swaps != 1 {
		t.Errorf("%d FeeRouter Swap events, want 1", swaps)
	}

	// NEO itself: no swap, the same minimum rule.
	tooHigh = new(big.Int).Add(pn, big.NewInt(1))
	f.wantFail(1, s, stkB.PackClaimAsNeo(neo, nil, tooHigh, deadline), "InsufficientOutputAmount("+pn.String()+", "+tooHigh.String()+")")
	stkWantEq(t, "NEO pending after the refused claim", f.pending(s, 1, neo), pn)
	before = f.BalanceOf(t, neo, f.acct(1))
	l = f.logs(f.exec(1, s, stkB.PackClaimAsNeo(neo, nil, pn, deadline)), s)
	if len(l.asNeo) != 1 || l.asNeo[0].Token != neo || l.asNeo[0].RewardIn.Cmp(pn) != 0 || l.asNeo[0].NeoOut.Cmp(pn) != 0 {
		t.Fatalf("ClaimedAsNeo(NEO) %+v, want %s", l.asNeo, pn)
	}
	stkWantEq(t, "NEO reward received", new(big.Int).Sub(f.BalanceOf(t, neo, f.acct(1)), before), pn)
	f.wantFail(1, s, stkB.PackClaimAsNeo(neo, nil, big.NewInt(0), deadline), "NothingToClaim()")
}

// TestStakingClaimSkipped: a reward token whose transfer reverts is skipped
// (ClaimSkipped) and stays pending while the others are paid; it is paid
// once it transfers again.
func TestStakingClaimSkipped(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	rev := f.deployRaw(bindings.RevertingTokenMetaData.Bin, stkRevB.PackConstructor(f.acct(stkOwner)))
	if l := f.logs(f.exec(stkOwner, s, stkB.PackAddRewardToken(rev)), s); len(l.added) != 1 || l.added[0].Token != rev {
		t.Fatalf("RewardTokenAdded %+v", l.added)
	}
	f.stake(s, 1, stkNeo(1_000), 0)
	f.exec(stkOwner, rev, stkRevB.PackMint(f.d.Collector, stkNeo(70)))
	f.distribute(rev)
	f.feeIn(f.d.USDC, big.NewInt(70_000_000))
	f.distribute(f.d.USDC)
	pr, pu := f.pending(s, 1, rev), f.pending(s, 1, f.d.USDC)
	if pr.Sign() == 0 || pu.Sign() == 0 {
		t.Fatalf("pending REV %s USDC %s", pr, pu)
	}

	f.exec(stkOwner, rev, stkRevB.PackSetReverting(true))
	l := f.logs(f.exec(1, s, stkB.PackClaim()), s)
	if len(l.skipped) != 1 || l.skipped[0].Token != rev || l.skipped[0].Account != f.acct(1) {
		t.Fatalf("ClaimSkipped %+v", l.skipped)
	}
	if len(l.claimed) != 1 || l.claimed[0].Token != f.d.USDC || l.claimed[0].Amount.Cmp(pu) != 0 {
		t.Fatalf("Claimed %+v, want %s USDC only", l.claimed, pu)
	}
	stkWantEq(t, "REV still pending", f.pending(s, 1, rev), pr)
	stkWantEq(t, "USDC pending", f.pending(s, 1, f.d.USDC), new(big.Int))

	f.exec(stkOwner, rev, stkRevB.PackSetReverting(false))
	l = f.logs(f.exec(1, s, stkB.PackClaim()), s)
	if len(l.skipped) != 0 || len(l.claimed) != 1 || l.claimed[0].Token != rev || l.claimed[0].Amount.Cmp(pr) != 0 {
		t.Fatalf("second claim: Claimed %+v skipped %+v, want %s REV", l.claimed, l.skipped, pr)
	}
	stkWantEq(t, "REV received", f.BalanceOf(t, rev, f.acct(1)), pr)
}

// ---------------------------------------------------------------- forwarding and the notify hook

// TestStakingForwarded: payouts with no effective stake, of a removed reward
// token or of a token that never was one go to the treasury
// (RewardForwardedToTreasury); what accrued before a removal stays
// claimable; a re-added token accrues again. Every payout to NeoStaking is
// answered by exactly one notification event.
func TestStakingForwarded(t *testing.T) {
	f := newStkFx(t)
	s, usdc := f.d.NeoStaking, f.d.USDC
	quotes := []common.Address{f.d.WETH, f.d.USDT, usdc, f.d.NeoToken}
	m := newStkRef(stkRead(f, s, stkB.PackVestAnchor(), stkB.UnpackVestAnchor), [4]int64(deploy.StakingBoostBps), quotes)

	fee := func(tk common.Address, amount *big.Int) *big.Int {
		t.Helper()
		f.feeIn(tk, amount)
		treasury0 := f.BalanceOf(t, tk, f.d.Treasury)
		s0 := f.BalanceOf(t, tk, s)
		forwarded := !m.active[tk] || m.totalEff.Sign() == 0
		share := f.checkPayout(f.distribute(tk), s, tk, amount, m)
		// The treasury also takes its own bucket; count NeoStaking's part.
		own := stkMulDiv(amount, big.NewInt(deploy.BucketWeights[deploy.BucketTreasury]), stkWeightSum())
		gotT := new(big.Int).Sub(f.BalanceOf(t, tk, f.d.Treasury), treasury0)
		gotS := new(big.Int).Sub(f.BalanceOf(t, tk, s), s0)
		if forwarded {
			stkWantEq(t, "treasury received (forwarded)", gotT, new(big.Int).Add(own, share))
			stkWantEq(t, "NeoStaking kept", gotS, new(big.Int))
		} else {
			stkWantEq(t, "treasury received", gotT, own)
			stkWantEq(t, "NeoStaking kept", gotS, share)
		}
		return share
	}

	// Nothing staked: every quote asset's payout is forwarded.
	for _, tk := range quotes {
		fee(tk, big.NewInt(7_000_000))
	}
	f.stake(s, 1, stkNeo(100), 0)
	m.stake(1, stkNeo(100), 0, 0)
	fee(usdc, big.NewInt(7_000_000))
	accrued := f.pending(s, 1, usdc)
	stkWantEq(t, "accrued USDC", accrued, m.pendingView(1, usdc))
	if accrued.Sign() == 0 {
		t.Fatal("nothing accrued")
	}

	// A removed token: forwarded, and what accrued stays claimable.
	f.wantFail(3, s, stkB.PackRemoveRewardToken(usdc), "OwnableUnauthorizedAccount("+f.acct(3).Hex()+")")
	l := f.logs(f.exec(stkOwner, s, stkB.PackRemoveRewardToken(usdc)), s)
	if len(l.removed) != 1 || l.removed[0].Token != usdc {
		t.Fatalf("RewardTokenRemoved %+v", l.removed)
	}
	m.active[usdc] = false
	st := stkRead(f, s, stkB.PackRewardToken(usdc), stkB.UnpackRewardToken)
	if !st.Listed || st.Active || st.Purged || st.RemovedAt != f.now() {
		t.Fatalf("removed token state %+v", st)
	}
	f.wantFail(stkOwner, s, stkB.PackRemoveRewardToken(usdc), "NotRewardToken("+usdc.Hex()+")")
	fee(usdc, big.NewInt(7_000_000))
	stkWantEq(t, "pending USDC after the removal", f.pending(s, 1, usdc), accrued)

	// A token that never was a reward token.
	alpha := f.Token(t, "ALPHA")
	fee(alpha, stkNeo(7))

	// Re-added: accrues again from where its accumulator stood.
	if l := f.logs(f.exec(stkOwner, s, stkB.PackAddRewardToken(usdc)), s); len(l.added) != 1 {
		t.Fatalf("RewardTokenAdded %+v", l.added)
	}
	f.wantFail(stkOwner, s, stkB.PackAddRewardToken(usdc), "RewardTokenListed("+usdc.Hex()+")")
	m.active[usdc] = true
	fee(usdc, big.NewInt(7_000_000))
	stkWantEq(t, "pending USDC after re-adding", f.pending(s, 1, usdc), m.pendingView(1, usdc))
	want := m.claim(1)[usdc]
	l = f.logs(f.exec(1, s, stkB.PackClaim()), s)
	if len(l.claimed) != 1 || l.claimed[0].Amount.Cmp(want) != 0 {
		t.Fatalf("Claimed %+v, want %s USDC", l.claimed, want)
	}
}

// TestStakingNotifyHook: one Collector payout is one notifyReward: for each
// token distributed in one transaction, the BucketPaid events to NeoStaking
// and its RewardNotified/RewardForwardedToTreasury events match one to one;
// only the notifier may call notifyReward.
func TestStakingNotifyHook(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	f.wantFail(1, s, stkB.PackNotifyReward(f.d.USDC, big.NewInt(1)), "Unauthorized()")
	f.stake(s, 2, stkNeo(10), 1)
	tokens := []common.Address{f.d.WETH, f.d.USDT, f.d.USDC, f.d.NeoToken, f.Token(t, "ALPHA")}
	for round := 0; round < 3; round++ {
		for i, tk := range tokens {
			f.feeIn(tk, big.NewInt(int64(7_000_000*(round+1)+i)))
			amount := f.distributable(tk)
			l := f.logs(f.distribute(tk), s)
			var paid int
			for _, e := range l.paid {
				if e.Recipient == s {
					paid++
					if e.Token != tk {
						t.Errorf("BucketPaid for %s in a distribution of %s", e.Token.Hex(), tk.Hex())
					}
				}
			}
			events := len(l.notified) + len(l.forwarded)
			if paid != 1 || events != 1 {
				t.Fatalf("round %d %s: %d BucketPaid to NeoStaking, %d notification events; want 1 and 1", round, tk.Hex(), paid, events)
			}
			wantForward := tk == tokens[4]
			if (len(l.forwarded) == 1) != wantForward {
				t.Fatalf("round %d %s: forwarded %v, want %v", round, tk.Hex(), len(l.forwarded) == 1, wantForward)
			}
			got := new(big.Int)
			if wantForward {
				got = l.forwarded[0].Amount
			} else {
				got = l.notified[0].Amount
			}
			stkWantEq(t, "notified amount", got, stkBucketShare(amount))
		}
	}

	// A payout NeoStaking refuses (the Collector is not its notifier) is held
	// without a notification; released later, it is notified exactly once.
	usdc := f.d.USDC
	f.exec(stkOwner, s, stkB.PackSetRewardNotifier(f.acct(7)))
	f.feeIn(usdc, big.NewInt(7_000_000))
	l := f.logs(f.distribute(usdc), s)
	if len(l.held) != 1 || l.held[0].Bucket.Int64() != deploy.BucketStaking || len(l.notified)+len(l.forwarded) != 0 {
		t.Fatalf("refused payout: held %+v, notified %+v, forwarded %+v", l.held, l.notified, l.forwarded)
	}
	held := l.held[0].Amount
	f.exec(stkOwner, s, stkB.PackSetRewardNotifier(f.d.Collector))
	r := f.exec(9, f.d.Collector, stkCollB.PackReleaseHeld(usdc, big.NewInt(deploy.BucketStaking)))
	l = f.logs(r, s)
	if len(l.notified) != 1 || len(l.forwarded) != 0 || l.notified[0].Amount.Cmp(held) != 0 {
		t.Fatalf("released payout: notified %+v forwarded %+v, want one of %s", l.notified, l.forwarded, held)
	}
	var released int
	for _, lg := range r.Logs {
		if e, err := stkCollB.UnpackHeldReleasedEvent(lg); err == nil && lg.Address == f.d.Collector && e.Amount.Cmp(held) == 0 {
			released++
		}
	}
	if released != 1 {
		t.Fatalf("%d HeldReleased events of %s", released, held)
	}
}
