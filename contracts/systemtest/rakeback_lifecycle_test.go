package systemtest_test

import (
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
)

// swapFees has the trader pay protocol fees through FeeRouter: 10 ETH for
// NEO (the WETH leg pays) and 5,000 USDC for NEO (USDC outranks NEO).
func (f *rbFx) swapFees() {
	f.t.Helper()
	path := func(a, b common.Address) []common.Address { return []common.Address{a, b} }
	tx, err := f.transact(rbTrader, f.d.FeeRouter, new(big.Int).Mul(big.NewInt(10), big.NewInt(1e18)),
		rbRouteB.PackSwapExactETHForTokens(big.NewInt(1), path(f.d.WETH, f.d.NeoToken), f.acct(rbTrader), f.Deadline(f.t)))
	f.MustTransact(f.t, tx, err)
	f.Approve(f.t, rbTrader, f.d.USDC, f.d.FeeRouter, chaintest.MaxUint256)
	f.exec(rbTrader, f.d.FeeRouter, rbRouteB.PackSwapExactTokensForTokens(big.NewInt(5_000e6), big.NewInt(1),
		path(f.d.USDC, f.d.NeoToken), f.acct(rbTrader), f.Deadline(f.t)))
}

func rbFrac(x *big.Int, num, den int64) *big.Int {
	return new(big.Int).Div(new(big.Int).Mul(x, big.NewInt(num)), big.NewInt(den))
}

// TestRakebackLifecycle walks one epoch's three slices (WETH and USDC from
// FeeRouter fees, NEO by transfer, all through Collector.distribute) along
// every transition of spec 3: post (pending), activate (too early, then
// claimable with its window), claim, claimMany and claim-as-NEO (a NEO leaf
// as is, a WETH leaf through FeeRouter with a minimum), expire (not before
// the window, then with the unclaimed remainder).
func TestRakebackLifecycle(t *testing.T) {
	f := newRbFx(t)
	weth, usdc, neo := f.d.WETH, f.d.USDC, f.d.NeoToken
	f.swapFees()
	wIn, uIn := f.distribute(weth), f.distribute(usdc)
	nIn := f.inflow(neo, new(big.Int).Mul(big.NewInt(700), big.NewInt(1e18)))
	if wIn.Sign() == 0 || uIn.Sign() == 0 {
		t.Fatalf("no fee inflow: WETH %s USDC %s", wIn, uIn)
	}
	f.books(weth, usdc, neo)

	e := f.epoch() - 1
	d := rbNewDrop(e,
		f.leaf(weth, 1, rbFrac(wIn, 1, 4)), // 0: claim
		f.leaf(usdc, 1, rbFrac(uIn, 1, 3)), // 1: claimMany
		f.leaf(weth, 2, rbFrac(wIn, 1, 5)), // 2: claimMany
		f.leaf(neo, 3, rbFrac(nIn, 1, 2)),  // 3: claimAsNeo, NEO as is
		f.leaf(weth, 3, rbFrac(wIn, 1, 2)), // 4: claimAsNeo through FeeRouter
		f.leaf(usdc, 2, rbFrac(uIn, 1, 2)), // 5: never claimed: the remainder
	)
	for i, l := range d.leaves {
		onChain := rbRead(f, rbB.PackLeafOf(rbU(l.Epoch), l.Token, rbU(l.Index), l.Account, l.Amount), rbB.UnpackLeafOf)
		if onChain != rbLeafHash(l) {
			t.Fatalf("leaf %d: leafOf %x, test tree %x", i, onChain, rbLeafHash(l))
		}
	}

	// none -> pending.
	r := f.post(d)
	posted := f.time(r)
	l := f.logs(r)
	if len(l.rootPosted) != 1 || l.rootPosted[0].Epoch.Uint64() != e || l.rootPosted[0].Root != d.tree.root() || l.rootPosted[0].PostedAt != posted {
		t.Fatalf("RootPosted %+v, want (%d, %x, %d)", l.rootPosted, e, d.tree.root(), posted)
	}
	if len(l.slice) != 3 {
		t.Fatalf("%d SlicePosted, want 3", len(l.slice))
	}
	for i, s := range l.slice {
		if s.Epoch.Uint64() != e || s.Token != d.tokens[i] || s.DeclaredTotal.Cmp(d.totals[i]) != 0 {
			t.Errorf("SlicePosted %d = %+v, want (%d, %s, %s)", i, s, e, d.tokens[i].Hex(), d.totals[i])
		}
		st := f.slice(e, d.tokens[i])
		if st.Status != rbPending || st.DeclaredTotal.Cmp(d.totals[i]) != 0 || st.ActivatedAt != 0 || f.deadline(e, d.tokens[i]) != 0 {
			t.Errorf("slice %s = %+v, want pending with %s", d.tokens[i].Hex(), st, d.totals[i])
		}
		b := f.book(d.tokens[i])
		rbWantEq(t, "liability", b.liability, d.totals[i])
		rbWantEq(t, "unposted", b.unposted, new(big.Int).Sub(b.received, d.totals[i]))
	}
	root := f.root(e)
	act := posted + deploy.RakebackActivationDelay
	if root.Root != d.tree.root() || root.PostedAt != posted || root.ActivatableAt != act || root.Cancelled {
		t.Fatalf("rootOf = %+v, want activatable at %d", root, act)
	}
	if got := rbRead(f, rbB.PackEpochTokens(rbU(e)), rbB.UnpackEpochTokens); !slices.Equal(got, d.tokens) {
		t.Fatalf("epochTokens = %v, want %v", got, d.tokens)
	}
	f.books(weth, usdc, neo)
	f.wantFail(rbStranger, f.rb, d.claimData(0), fmt.Sprintf("NotClaimable(%d, %s)", e, weth))

	// pending -> claimable, not a second earlier than the delay.
	f.at(act - 1)
	f.wantFail(rbStranger, f.rb, rbB.PackActivate(rbU(e), weth), fmt.Sprintf("TooEarly(%d)", act))
	for _, tk := range d.tokens {
		r = f.exec(rbStranger, f.rb, rbB.PackActivate(rbU(e), tk))
		at := f.time(r)
		if l := f.logs(r); len(l.activated) != 1 || l.activated[0].Epoch.Uint64() != e || l.activated[0].Token != tk || l.activated[0].ActivatedAt != at {
			t.Fatalf("Activated %+v, want (%d, %s, %d)", l.activated, e, tk.Hex(), at)
		}
		if st := f.slice(e, tk); st.Status != rbClaimable || st.ActivatedAt != at || f.deadline(e, tk) != at+rbWindow {
			t.Fatalf("slice %s = %+v, deadline %d; want claimable from %d until %d", tk.Hex(), st, f.deadline(e, tk), at, at+rbWindow)
		}
	}
	f.wantFail(rbStranger, f.rb, rbB.PackActivate(rbU(e), weth), fmt.Sprintf("NotPending(%d, %s)", e, weth))
	usdcDeadline := f.deadline(e, usdc)

	// claimable -> claimed: claim, by anyone, pays the leaf's account.
	before := f.BalanceOf(t, weth, f.acct(1))
	l = f.logs(f.exec(rbStranger, f.rb, d.claimData(0)))
	lf := d.leaves[0]
	if len(l.claimed) != 1 || l.claimed[0].Epoch.Uint64() != e || l.claimed[0].Token != weth || l.claimed[0].Index.Uint64() != 0 ||
		l.claimed[0].Account != lf.Account || l.claimed[0].Amount.Cmp(lf.Amount) != 0 {
		t.Fatalf("Claimed %+v, want leaf 0 %+v", l.claimed, lf)
	}
	rbWantEq(t, "WETH paid", new(big.Int).Sub(f.BalanceOf(t, weth, f.acct(1)), before), lf.Amount)
	if !f.claimed(e, 0) || f.claimed(e, 1) {
		t.Fatal("isClaimed after claiming leaf 0")
	}
	rbWantEq(t, "WETH slice claimed", f.slice(e, weth).Claimed, lf.Amount)
	f.books(weth, usdc, neo)

	// claimMany: two leaves of two tokens in one call.
	b1, b2 := f.BalanceOf(t, usdc, f.acct(1)), f.BalanceOf(t, weth, f.acct(2))
	l = f.logs(f.exec(rbStranger, f.rb, rbClaimManyData(rbItem{d, 1}, rbItem{d, 2})))
	if len(l.claimed) != 2 || l.claimed[0].Index.Uint64() != 1 || l.claimed[1].Index.Uint64() != 2 {
		t.Fatalf("claimMany Claimed %+v", l.claimed)
	}
	rbWantEq(t, "USDC paid", new(big.Int).Sub(f.BalanceOf(t, usdc, f.acct(1)), b1), d.leaves[1].Amount)
	rbWantEq(t, "WETH paid", new(big.Int).Sub(f.BalanceOf(t, weth, f.acct(2)), b2), d.leaves[2].Amount)
	f.books(weth, usdc, neo)

	// claimAsNeo of the NEO leaf: paid as is, the minimum still applies.
	deadline := f.Deadline(t)
	nl := d.leaves[3]
	asNeo := func(i int, path []common.Address, min *big.Int) []byte {
		l := d.leaves[i]
		return rbB.PackClaimAsNeo(rbU(e), l.Token, rbU(l.Index), l.Amount, d.tree.proof(i), path, min, deadline)
	}
	tooHigh := new(big.Int).Add(nl.Amount, big.NewInt(1))
	f.wantFail(3, f.rb, asNeo(3, nil, tooHigh), fmt.Sprintf("InsufficientOutputAmount(%s, %s)", nl.Amount, tooHigh))
	f.wantFail(2, f.rb, asNeo(3, nil, nl.Amount), "InvalidProof()") // only the leaf's own account
	before = f.BalanceOf(t, neo, f.acct(3))
	l = f.logs(f.exec(3, f.rb, asNeo(3, nil, nl.Amount)))
	if len(l.asNeo) != 1 || l.asNeo[0].User != f.acct(3) || l.asNeo[0].Token != neo || l.asNeo[0].Epoch.Uint64() != e ||
		l.asNeo[0].AmountIn.Cmp(nl.Amount) != 0 || l.asNeo[0].NeoOut.Cmp(nl.Amount) != 0 || len(l.claimed) != 0 {
		t.Fatalf("ClaimedAsNeo(NEO) %+v (Claimed %+v), want %s", l.asNeo, l.claimed, nl.Amount)
	}
	rbWantEq(t, "NEO paid", new(big.Int).Sub(f.BalanceOf(t, neo, f.acct(3)), before), nl.Amount)
	f.books(weth, usdc, neo)

	// claimAsNeo of a WETH leaf: swapped through FeeRouter, WETH (above NEO)
	// paying the protocol fee on the input, with the caller's minimum.
	wl := d.leaves[4]
	fee := rbFrac(wl.Amount, deploy.ProtocolFeeBps, 10_000)
	quote := chainRead(&f.chainFx, f.d.Router, rbDexB.PackGetAmountsOut(new(big.Int).Sub(wl.Amount, fee), []common.Address{weth, neo}), rbDexB.UnpackGetAmountsOut)
	out := quote[1]
	tooHigh = new(big.Int).Add(out, big.NewInt(1))
	f.wantFail(3, f.rb, asNeo(4, []common.Address{weth, neo}, tooHigh), fmt.Sprintf("InsufficientOutputAmount(%s, %s)", out, tooHigh))
	f.wantFail(3, f.rb, asNeo(4, []common.Address{usdc, neo}, out), "InvalidPath()")
	f.wantFail(3, f.rb, asNeo(4, []common.Address{weth, usdc}, out), "InvalidPath()")
	if f.claimed(e, 4) {
		t.Fatal("leaf 4 marked claimed by a reverted claimAsNeo")
	}
	before = f.BalanceOf(t, neo, f.acct(3))
	collBefore := f.BalanceOf(t, weth, f.d.Collector)
	l = f.logs(f.exec(3, f.rb, asNeo(4, []common.Address{weth, neo}, out)))
	if len(l.asNeo) != 1 || l.asNeo[0].User != f.acct(3) || l.asNeo[0].Token != weth || l.asNeo[0].AmountIn.Cmp(wl.Amount) != 0 || l.asNeo[0].NeoOut.Cmp(out) != 0 {
		t.Fatalf("ClaimedAsNeo(WETH) %+v, want %s in, %s out", l.asNeo, wl.Amount, out)
	}
	rbWantEq(t, "NEO out", new(big.Int).Sub(f.BalanceOf(t, neo, f.acct(3)), before), out)
	rbWantEq(t, "protocol fee to the Collector", new(big.Int).Sub(f.BalanceOf(t, weth, f.d.Collector), collBefore), fee)
	rbWantEq(t, "allowance left to FeeRouter", f.Allowance(t, weth, f.rb, f.d.FeeRouter), new(big.Int))
	rbWantEq(t, "WETH liability", f.book(weth).liability, new(big.Int))
	f.books(weth, usdc, neo)

	// claimable -> expired: not while the window runs (its last second
	// included), then the unclaimed remainder leaves the liability.
	f.at(usdcDeadline)
	f.wantFail(rbStranger, f.rb, rbB.PackExpireRoot(rbU(e), usdc), fmt.Sprintf("NotExpirable(%d, %s)", e, usdc))
	r = f.exec(rbStranger, f.rb, rbB.PackExpireRoot(rbU(e), usdc))
	rem := d.leaves[5].Amount
	if l := f.logs(r); len(l.expired) != 1 || l.expired[0].Epoch.Uint64() != e || l.expired[0].Token != usdc || l.expired[0].Remainder.Cmp(rem) != 0 {
		t.Fatalf("Expired %+v, want (%d, USDC, %s)", l.expired, e, rem)
	}
	if st := f.slice(e, usdc); st.Status != rbExpired {
		t.Fatalf("USDC slice %+v, want expired", st)
	}
	b := f.book(usdc)
	rbWantEq(t, "USDC liability", b.liability, new(big.Int))
	rbWantEq(t, "USDC sweepable", b.sweepable, rem)
	f.wantFail(rbStranger, f.rb, d.claimData(5), fmt.Sprintf("NotClaimable(%d, %s)", e, usdc))
	f.wantFail(rbStranger, f.rb, rbB.PackExpireRoot(rbU(e), usdc), fmt.Sprintf("NotExpirable(%d, %s)", e, usdc))
	// Fully claimed slices expire with nothing left.
	for _, tk := range []common.Address{weth, neo} {
		l := f.logs(f.exec(rbStranger, f.rb, rbB.PackExpireRoot(rbU(e), tk)))
		if len(l.expired) != 1 || l.expired[0].Remainder.Sign() != 0 {
			t.Fatalf("Expired %+v, want a zero remainder", l.expired)
		}
	}
	f.books(weth, usdc, neo)
}

// TestRakebackPendingExpiry: a slice never activated expires
// (PendingSliceExpired, its whole declared total) once the activation
// delay plus CLAIM_WINDOW has passed, and no sooner; from then on it can
// no longer be activated either (checked on a second slice one second
// later: a revert's reason is found by replaying the transaction on its
// parent block, whose time is one second earlier).
func TestRakebackPendingExpiry(t *testing.T) {
	f := newRbFx(t)
	usdc, weth := f.d.USDC, f.d.WETH
	in := f.inflow(usdc, big.NewInt(7_000e6))
	wIn := f.inflow(weth, big.NewInt(7e18))
	e := f.epoch() - 1
	d := rbNewDrop(e, f.leaf(usdc, 1, rbFrac(in, 1, 2)), f.leaf(usdc, 2, rbFrac(in, 1, 4)), f.leaf(weth, 1, wIn))
	f.post(d)
	last := f.root(e).ActivatableAt + rbWindow
	f.at(last)
	f.wantFail(rbStranger, f.rb, rbB.PackExpireRoot(rbU(e), usdc), fmt.Sprintf("NotExpirable(%d, %s)", e, usdc))
	r := f.exec(rbStranger, f.rb, rbB.PackExpireRoot(rbU(e), usdc))
	if f.time(r) != last+1 {
		t.Fatalf("expired at %d, want %d", f.time(r), last+1)
	}
	l := f.logs(r)
	if len(l.pendingExp) != 1 || len(l.expired) != 0 || l.pendingExp[0].Epoch.Uint64() != e || l.pendingExp[0].Token != usdc ||
		l.pendingExp[0].Remainder.Cmp(d.totals[0]) != 0 {
		t.Fatalf("PendingSliceExpired %+v (Expired %+v), want (%d, USDC, %s)", l.pendingExp, l.expired, e, d.totals[0])
	}
	if st := f.slice(e, usdc); st.Status != rbExpired {
		t.Fatalf("slice %+v, want expired", st)
	}
	b := f.book(usdc)
	rbWantEq(t, "liability", b.liability, new(big.Int))
	rbWantEq(t, "sweepable", b.sweepable, d.totals[0])
	f.wantFail(rbStranger, f.rb, rbB.PackActivate(rbU(e), weth), fmt.Sprintf("WindowClosed(%d)", last))
	f.wantFail(rbStranger, f.rb, rbB.PackActivate(rbU(e), usdc), fmt.Sprintf("NotPending(%d, %s)", e, usdc))
	f.wantFail(rbStranger, f.rb, d.claimData(0), fmt.Sprintf("NotClaimable(%d, %s)", e, usdc))
	f.books(usdc, weth)
}

// TestRakebackCancel: the owner cancels a root whose WETH slice is
// claimable (one leaf claimed) and whose USDC slice is pending: the first
// expires with its remainder (Expired), the second with its whole total
// (PendingSliceExpired); the claimed leaf stays paid, the others no longer
// claim, and the root cannot be cancelled twice or by anyone else.
func TestRakebackCancel(t *testing.T) {
	f := newRbFx(t)
	weth, usdc := f.d.WETH, f.d.USDC
	wIn := f.inflow(weth, big.NewInt(7e18))
	uIn := f.inflow(usdc, big.NewInt(7_000e6))
	e := f.epoch() - 1
	d := rbNewDrop(e, f.leaf(weth, 1, rbFrac(wIn, 1, 2)), f.leaf(weth, 2, rbFrac(wIn, 1, 4)), f.leaf(usdc, 1, uIn))
	f.post(d)
	f.at(f.root(e).ActivatableAt)
	f.exec(rbStranger, f.rb, rbB.PackActivate(rbU(e), weth))
	f.exec(rbStranger, f.rb, d.claimData(0))
	f.books(weth, usdc)

	f.wantFail(rbPoster, f.rb, rbB.PackCancelRoot(rbU(e)), fmt.Sprintf("OwnableUnauthorizedAccount(%s)", f.acct(rbPoster)))
	f.wantFail(rbOwner, f.rb, rbB.PackCancelRoot(rbU(e+1)), fmt.Sprintf("NotCancellable(%d)", e+1))
	r := f.exec(rbOwner, f.rb, rbB.PackCancelRoot(rbU(e)))
	l := f.logs(r)
	if len(l.cancelled) != 1 || l.cancelled[0].Epoch.Uint64() != e {
		t.Fatalf("RootCancelled %+v", l.cancelled)
	}
	remW := d.leaves[1].Amount
	if len(l.expired) != 1 || l.expired[0].Token != weth || l.expired[0].Remainder.Cmp(remW) != 0 {
		t.Fatalf("Expired %+v, want WETH %s", l.expired, remW)
	}
	if len(l.pendingExp) != 1 || l.pendingExp[0].Token != usdc || l.pendingExp[0].Remainder.Cmp(uIn) != 0 {
		t.Fatalf("PendingSliceExpired %+v, want USDC %s", l.pendingExp, uIn)
	}
	if !f.root(e).Cancelled || f.slice(e, weth).Status != rbExpired || f.slice(e, usdc).Status != rbExpired {
		t.Fatalf("root %+v, slices %+v %+v", f.root(e), f.slice(e, weth), f.slice(e, usdc))
	}
	if !f.claimed(e, 0) {
		t.Fatal("the claimed leaf lost its bit")
	}
	f.wantFail(rbStranger, f.rb, d.claimData(1), fmt.Sprintf("NotClaimable(%d, %s)", e, weth))
	f.wantFail(rbStranger, f.rb, rbB.PackActivate(rbU(e), usdc), fmt.Sprintf("NotPending(%d, %s)", e, usdc))
	f.wantFail(rbOwner, f.rb, rbB.PackCancelRoot(rbU(e)), fmt.Sprintf("NotCancellable(%d)", e))
	rbWantEq(t, "WETH sweepable", f.book(weth).sweepable, remW)
	rbWantEq(t, "USDC sweepable", f.book(usdc).sweepable, uIn)
	f.books(weth, usdc)
}
