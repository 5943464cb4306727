package systemtest_test

// Reward accrual of NeoStaking: the random run against stkRef, the payout
// checks shared with the other staking tests, and the rounding cases.

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/deploy"
)

// checkPayout checks one Collector.distribute(token) receipt that moved
// amount: the staking bucket got amount*2/7 (BucketPaid to s), and s
// answered that payout exactly once, with RewardNotified or
// RewardForwardedToTreasury as the reference says, with the reference's
// accumulator. It returns the staking share.
func (f *stkFx) checkPayout(r *types.Receipt, s, token common.Address, amount *big.Int, m *stkRef) *big.Int {
	f.t.Helper()
	l := f.logs(r, s)
	share := stkBucketShare(amount)
	var toS []*bindings.CollectorBucketPaid
	for _, e := range l.paid {
		if e.Recipient == s {
			toS = append(toS, e)
		}
	}
	if len(l.held) != 0 || len(toS) != 1 || toS[0].Bucket.Int64() != deploy.BucketStaking || toS[0].Amount.Cmp(share) != 0 {
		f.t.Fatalf("distribute %s of %s: BucketPaid to staking %+v, held %+v; want one of %s", amount, token.Hex(), toS, l.held, share)
	}
	forwarded, acc := m.notify(token, share)
	switch {
	case len(l.notified)+len(l.forwarded) != 1:
		f.t.Fatalf("%d RewardNotified and %d RewardForwardedToTreasury for one BucketPaid", len(l.notified), len(l.forwarded))
	case forwarded && (len(l.forwarded) != 1 || l.forwarded[0].Token != token || l.forwarded[0].Amount.Cmp(share) != 0):
		f.t.Fatalf("want RewardForwardedToTreasury(%s, %s), got notified %+v forwarded %+v", token.Hex(), share, l.notified, l.forwarded)
	case !forwarded && (len(l.notified) != 1 || l.notified[0].Token != token || l.notified[0].Amount.Cmp(share) != 0 ||
		l.notified[0].AccRewardPerEffShare.Cmp(acc) != 0):
		f.t.Fatalf("want RewardNotified(%s, %s, acc %s), got notified %+v forwarded %+v", token.Hex(), share, acc, l.notified, l.forwarded)
	}
	return share
}

// distributeAll distributes every token of tokens that the Collector holds
// and checks each payout against m.
func (f *stkFx) distributeAll(s common.Address, m *stkRef, tokens ...common.Address) int {
	f.t.Helper()
	n := 0
	for _, tk := range tokens {
		amount := f.distributable(tk)
		if amount.Sign() == 0 {
			continue
		}
		f.checkPayout(f.distribute(tk), s, tk, amount, m)
		n++
	}
	return n
}

// TestStakingAccrualRandom drives random stakes, appends (option kept or
// raised), fee arrivals (FeeRouter swaps and plain transfers to the
// Collector, then distribute), claims, unstakes of unlocked positions, boost
// changes and time jumps by four stakers against stkRef, checking every
// event, every claim's payment and, at the end, every pendingReward, the
// totals and the contract's solvency to the wei.
func TestStakingAccrualRandom(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	quotes := []common.Address{f.d.WETH, f.d.USDT, f.d.USDC, f.d.NeoToken}
	m := newStkRef(stkRead(f, s, stkB.PackVestAnchor(), stkB.UnpackVestAnchor), [4]int64(deploy.StakingBoostBps), quotes)
	for _, tk := range []common.Address{f.d.USDC, f.d.USDT, f.d.NeoToken} {
		f.approve(stkTrader, tk, f.d.FeeRouter)
	}
	rng := rand.New(rand.NewSource(29))
	users := []int{1, 2, 3, 4}
	counts := map[string]int{}
	const steps = 150
	for step := 0; step < steps; step++ {
		u := users[rng.Intn(len(users))]
		p, _, _ := m.account(u)
		op := rng.Intn(100)
		switch {
		case op < 12 || (step < 4): // stake or append
			amount := new(big.Int).Add(stkNeo(rng.Int63n(20_000)+1), big.NewInt(rng.Int63n(1e17)))
			option := uint8(rng.Intn(4))
			if p.amount.Sign() != 0 { // keep the option, or raise it
				option = p.option
				if rng.Intn(3) == 0 {
					option += uint8(rng.Intn(int(4 - p.option)))
				}
			}
			r := f.stake(s, u, amount, option)
			now := f.time(r)
			appending := p.amount.Sign() != 0
			start := m.stake(u, amount, option, now)
			l := f.logs(r, s)
			if appending {
				counts["append"]++
				if len(l.staked) != 0 || len(l.appended) != 1 || l.appended[0].Account != f.acct(u) ||
					l.appended[0].Added.Cmp(amount) != 0 || l.appended[0].Total.Cmp(p.amount) != 0 ||
					l.appended[0].DurationOption != option || l.appended[0].Start != start {
					t.Fatalf("step %d: append events %+v / %+v, want Appended(%s, total %s, option %d, start %d)", step, l.staked, l.appended, amount, p.amount, option, start)
				}
			} else {
				counts["stake"]++
				if len(l.appended) != 0 || len(l.staked) != 1 || l.staked[0].Account != f.acct(u) ||
					l.staked[0].Amount.Cmp(amount) != 0 || l.staked[0].DurationOption != option {
					t.Fatalf("step %d: stake events %+v / %+v", step, l.staked, l.appended)
				}
			}
			got := f.position(s, u)
			if got.Amount.Cmp(p.amount) != 0 || got.Effective.Cmp(p.eff) != 0 || got.Start != p.start || got.Option != p.option {
				t.Fatalf("step %d: position %+v, reference %+v", step, got, *p)
			}
		case op < 45: // fees arrive, then the Collector distributes
			if rng.Intn(2) == 0 {
				counts["swap fees"]++
				f.swapForFees(rng)
			} else {
				counts["transfer fees"]++
				tk := quotes[rng.Intn(len(quotes))]
				_, dec, _ := f.d.Token(map[common.Address]string{f.d.WETH: "WETH", f.d.USDT: "USDT", f.d.USDC: "USDC", f.d.NeoToken: "NEO"}[tk])
				unit := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(dec)), nil)
				amount := new(big.Int).Add(stkMulDiv(unit, big.NewInt(rng.Int63n(500)+1), big.NewInt(10)), big.NewInt(rng.Int63n(1e6)))
				f.feeIn(tk, amount)
			}
			counts["payouts"] += f.distributeAll(s, m, quotes...)
		case op < 68: // claim
			want := m.claim(u)
			before := map[common.Address]*big.Int{}
			for _, tk := range quotes {
				before[tk] = f.BalanceOf(t, tk, f.acct(u))
			}
			if len(want) == 0 {
				counts["nothing to claim"]++
				if got := f.fail(u, s, stkB.PackClaim()); got != "NothingToClaim()" {
					t.Fatalf("step %d: claim with nothing pending reverted %q", step, got)
				}
				continue
			}
			counts["claim"]++
			l := f.logs(f.exec(u, s, stkB.PackClaim()), s)
			got := l.claimedOf()
			if len(l.claimed) != len(want) || len(l.skipped) != 0 {
				t.Fatalf("step %d: Claimed %v (skipped %d), reference %v", step, got, len(l.skipped), want)
			}
			for tk, w := range want {
				if got[tk] == nil || got[tk].Cmp(w) != 0 {
					t.Fatalf("step %d: Claimed %s of %s, reference %s", step, got[tk], tk.Hex(), w)
				}
				stkWantEq(t, "claimant's balance change", new(big.Int).Sub(f.BalanceOf(t, tk, f.acct(u)), before[tk]), w)
			}
		case op < 80: // time passes
			counts["time"]++
			days := int64(20)
			if rng.Intn(2) == 0 {
				days = 400 // long enough to unlock most positions
			}
			f.skip(uint64(rng.Int63n(days*stkDay)) + 1)
		case op < 96: // unstake: refused while locked
			if p.amount.Sign() == 0 {
				continue
			}
			unlock := m.unlock(u)
			if f.now()+1 < unlock {
				counts["locked"]++
				if got, want := f.fail(u, s, stkB.PackRequestUnstake()), "Locked("+stkU(unlock).String()+")"; got != want {
					t.Fatalf("step %d: requestUnstake %q, want %q", step, got, want)
				}
				continue
			}
			counts["unstake"]++
			amount := m.unstake(u)
			l := f.logs(f.exec(u, s, stkB.PackRequestUnstake()), s)
			if len(l.requested) != 1 || l.requested[0].Amount.Cmp(amount) != 0 {
				t.Fatalf("step %d: UnstakeRequested %+v, want %s", step, l.requested, amount)
			}
		default: // the owner changes a boost; it applies as positions change
			counts["boost"]++
			o := uint8(rng.Intn(4))
			bps := []int64{0, 5_000, 10_000, 30_000, 70_000, 100_000}[rng.Intn(6)]
			f.exec(stkOwner, s, stkB.PackSetBoost(o, big.NewInt(bps)))
			m.boost[o] = bps
		}
		stkWantEq(t, "totalEffective", f.totalEffective(s), m.totalEff)
	}
	t.Logf("operations: %v", counts)
	if counts["claim"] < 5 || counts["payouts"] < 15 || counts["append"] < 3 || counts["swap fees"] == 0 || counts["unstake"] == 0 {
		t.Errorf("the run exercised too little: %v", counts)
	}
	f.checkFinal(s, m, users, quotes)
}

// checkFinal compares every pendingReward and position with m and checks
// that s holds at least what it owes: every pending reward, plus the
// principal for NEO.
func (f *stkFx) checkFinal(s common.Address, m *stkRef, users []int, tokens []common.Address) {
	t := f.t
	t.Helper()
	owed := map[common.Address]*big.Int{}
	for _, tk := range tokens {
		owed[tk] = new(big.Int)
	}
	staked := new(big.Int)
	for _, u := range users {
		p, _, _ := m.account(u)
		staked.Add(staked, p.amount)
		if got := f.position(s, u); got.Amount.Cmp(p.amount) != 0 || got.Effective.Cmp(p.eff) != 0 {
			t.Errorf("user %d: position %+v, reference %+v", u, got, *p)
		}
		for _, tk := range tokens {
			want := m.pendingView(u, tk)
			owed[tk].Add(owed[tk], want)
			if got := f.pending(s, u, tk); got.Cmp(want) != 0 {
				t.Errorf("pendingReward(user %d, %s) = %s, reference %s", u, tk.Hex(), got, want)
			}
		}
	}
	stkWantEq(t, "totalStaked", stkRead(f, s, stkB.PackTotalStaked(), stkB.UnpackTotalStaked), staked)
	unstaking := stkRead(f, s, stkB.PackTotalUnstaking(), stkB.UnpackTotalUnstaking)
	owed[f.d.NeoToken].Add(owed[f.d.NeoToken], staked).Add(owed[f.d.NeoToken], unstaking)
	for _, tk := range tokens {
		if bal := f.BalanceOf(t, tk, s); bal.Cmp(owed[tk]) < 0 {
			t.Errorf("insolvent in %s: holds %s, owes %s", tk.Hex(), bal, owed[tk])
		}
	}
}

// swapForFees makes the trader pay a protocol fee in WETH or USDC through a
// random FeeRouter swap.
func (f *stkFx) swapForFees(rng *rand.Rand) {
	f.t.Helper()
	usdc := new(big.Int).Mul(big.NewInt(rng.Int63n(2_000)+10), big.NewInt(1e6))
	neo := stkNeo(rng.Int63n(20_000) + 100)
	deadline := f.Deadline(f.t)
	opts := f.TxOpts(stkTrader)
	opts.GasLimit = stkGas
	var data []byte
	switch rng.Intn(4) {
	case 0: // ETH in, the WETH leg pays
		opts.Value = new(big.Int).Div(stkNeo(rng.Int63n(20)+1), big.NewInt(10))
		data = stkRouteB.PackSwapExactETHForTokens(big.NewInt(1), []common.Address{f.d.WETH, f.d.NeoToken}, f.acct(stkTrader), deadline)
	case 1: // USDC in, USDC (above NEO) pays on the input
		data = stkRouteB.PackSwapExactTokensForTokens(usdc, big.NewInt(1), []common.Address{f.d.USDC, f.d.NeoToken}, f.acct(stkTrader), deadline)
	case 2: // NEO in, USDC pays on the output
		data = stkRouteB.PackSwapExactTokensForTokens(neo, big.NewInt(1), []common.Address{f.d.NeoToken, f.d.USDC}, f.acct(stkTrader), deadline)
	default: // NEO in, WETH pays on the output
		data = stkRouteB.PackSwapExactTokensForTokens(neo, big.NewInt(1), []common.Address{f.d.NeoToken, f.d.WETH}, f.acct(stkTrader), deadline)
	}
	tx, err := bind.Transact(stkRouteB.Instance(f.Client, f.d.FeeRouter), opts, data)
	f.MustTransact(f.t, tx, err)
}

// TestStakingRoundingSolvency replays, on an instance whose notifier is the
// owner (rewards in NEO), the smallest sequence where settling against a
// rounded product (effective * acc - debt) owes one wei more than was
// notified, taken out of the principal: three 3-wei stakes around two
// notifications of 1 and 4 wei. Each account is owed at most its own
// interval's share, rounded down; the contract stays solvent.
func TestStakingRoundingSolvency(t *testing.T) {
	f := newStkFx(t)
	neo := f.d.NeoToken
	s := f.newStaking(f.acct(stkOwner), stkAddr(2), 0, []common.Address{neo})
	m := newStkRef(0, [4]int64(deploy.StakingBoostBps), []common.Address{neo})
	notify := func(amount int64) {
		t.Helper()
		f.Transfer(t, stkOwner, neo, s, big.NewInt(amount))
		f.exec(stkOwner, s, stkB.PackNotifyReward(neo, big.NewInt(amount)))
		m.notify(neo, big.NewInt(amount))
	}
	stake := func(u int) {
		t.Helper()
		f.stake(s, u, big.NewInt(3), 0)
		m.stake(u, big.NewInt(3), 0, 0)
	}
	stake(1)
	notify(1)
	stake(2)
	stake(3)
	notify(4)
	owed := new(big.Int)
	for u := 1; u <= 3; u++ {
		want := m.pendingView(u, neo)
		stkWantEq(t, "pendingReward of account "+stkU(uint64(u)).String(), f.pending(s, u, neo), want)
		owed.Add(owed, want)
	}
	if owed.Cmp(big.NewInt(5)) > 0 {
		t.Fatalf("owes %s wei of 5 notified", owed)
	}
	for u := 1; u <= 3; u++ {
		f.exec(u, s, stkB.PackClaim())
	}
	if bal := f.BalanceOf(t, neo, s); bal.Cmp(big.NewInt(9)) < 0 {
		t.Fatalf("after the claims NeoStaking holds %s NEO wei, principal 9", bal)
	}
}

// TestStakingSmallStablecoinReward: a 1 USDC notification over 8M NEO of
// effective stake (1M NEO locked 24 months) accrues in full; at 1e18
// precision it would add nothing to the accumulator and stay stranded.
func TestStakingSmallStablecoinReward(t *testing.T) {
	f := newStkFx(t)
	usdc := f.d.USDC
	s := f.newStaking(f.acct(stkOwner), stkAddr(3), 0, []common.Address{usdc})
	f.stake(s, 1, stkNeo(1_000_000), 3)
	stkWantEq(t, "effective", f.position(s, 1).Effective, stkNeo(8_000_000))
	f.Mint(t, usdc, s, big.NewInt(1_000_000))
	f.exec(stkOwner, s, stkB.PackNotifyReward(usdc, big.NewInt(1_000_000)))
	stkWantEq(t, "pending of a 1 USDC reward", f.pending(s, 1, usdc), big.NewInt(1_000_000))
	// A zero notification is a no-op.
	if l := f.logs(f.exec(stkOwner, s, stkB.PackNotifyReward(usdc, big.NewInt(0))), s); len(l.notified)+len(l.forwarded) != 0 {
		t.Errorf("zero notification emitted %+v %+v", l.notified, l.forwarded)
	}
}
