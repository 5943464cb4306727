package systemtest_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
)

// TestRakebackPostGuards: only the poster posts, only closed epochs, one
// root per epoch, at most MAX_TOKENS_PER_EPOCH tokens, and each slice at
// most the inflow the Collector's notify measured and no earlier slice
// took (InflowExceeded one wei above, accepted at exactly the inflow).
func TestRakebackPostGuards(t *testing.T) {
	f := newRbFx(t)
	weth := f.d.WETH
	in := f.inflow(weth, big.NewInt(7e18))
	cur := f.epoch()
	e := cur - 1
	half, rest := rbFrac(in, 1, 2), new(big.Int).Sub(in, rbFrac(in, 1, 2))
	over := rbNewDrop(e, f.leaf(weth, 1, half), f.leaf(weth, 2, new(big.Int).Add(rest, big.NewInt(1))))
	exact := rbNewDrop(e, f.leaf(weth, 1, half), f.leaf(weth, 2, rest))

	f.wantFail(rbStranger, f.rb, exact.postData(), "NotPoster()")
	f.wantFail(rbOwner, f.rb, exact.postData(), "NotPoster()")
	for _, ep := range []uint64{cur, cur + 1} {
		d := rbNewDrop(ep, f.leaf(weth, 1, big.NewInt(1)))
		f.wantFail(rbPoster, f.rb, d.postData(), fmt.Sprintf("EpochNotClosed(%d)", ep))
	}
	f.wantFail(rbPoster, f.rb, over.postData(), fmt.Sprintf("InflowExceeded(%s, %s, %s)", weth, over.totals[0], in))
	if f.root(e).PostedAt != 0 || f.slice(e, weth).Status != rbNone {
		t.Fatal("a refused post left state behind")
	}
	f.wantFail(rbPoster, f.rb, rbB.PackPostRoot(rbU(e), [32]byte{}, exact.tokens, exact.totals), "BadTokens()")
	f.wantFail(rbPoster, f.rb, rbB.PackPostRoot(rbU(e), exact.tree.root(), exact.tokens, nil), "LengthMismatch()")
	f.wantFail(rbPoster, f.rb, rbB.PackPostRoot(rbU(e), exact.tree.root(), exact.tokens, []*big.Int{new(big.Int)}), fmt.Sprintf("ZeroTotal(%s)", weth))
	f.wantFail(rbPoster, f.rb, rbB.PackPostRoot(rbU(e), exact.tree.root(), []common.Address{weth, weth},
		[]*big.Int{big.NewInt(1), big.NewInt(1)}), "BadTokens()")

	f.post(exact)
	rbWantEq(t, "unposted after the exact post", f.book(weth).unposted, new(big.Int))
	f.wantFail(rbPoster, f.rb, exact.postData(), fmt.Sprintf("AlreadyPosted(%d)", e))
	one := rbNewDrop(e-1, f.leaf(weth, 3, big.NewInt(1)))
	f.wantFail(rbPoster, f.rb, one.postData(), fmt.Sprintf("InflowExceeded(%s, 1, 0)", weth))
	f.books(weth)

	// New inflow is postable for another (older) epoch: slices settle
	// independently of their order.
	in2 := f.inflow(weth, big.NewInt(1e18))
	two := rbNewDrop(e-1, f.leaf(weth, 3, in2))
	f.post(two)
	f.books(weth)

	// Nine tokens with inflow: refused; eight: accepted, one slice each.
	tokens := []common.Address{f.d.NeoToken, f.d.USDC, f.d.USDT, f.Token(t, "ALPHA"), f.Token(t, "BETA"), f.Token(t, "GAMMA")}
	for _, sym := range []string{"RB1", "RB2", "RB3"} {
		tokens = append(tokens, f.deployRaw(bindings.TestTokenMetaData.Bin, rbTokB.PackConstructor(sym, sym, 18, f.acct(0))))
	}
	var leaves []rbLeaf
	for i, tk := range tokens {
		share := f.inflow(tk, big.NewInt(7_000_000))
		leaves = append(leaves, f.leaf(tk, 1+i%4, share))
	}
	nine := rbNewDrop(e-2, leaves...)
	f.wantFail(rbPoster, f.rb, nine.postData(), "BadTokens()")
	eight := rbNewDrop(e-2, leaves[:8]...)
	if l := f.logs(f.post(eight)); len(l.slice) != 8 {
		t.Fatalf("%d SlicePosted, want 8", len(l.slice))
	}
	f.books(tokens...)

	// Only the Collector measures inflow.
	f.wantFail(rbStranger, f.rb, rbB.PackNotifyReward(weth, big.NewInt(1)), "NotNotifier()")
}

// TestRakebackSweep: sweep moves only expired remainders to the treasury;
// after it every remaining leaf of the live slices (one claimable, one
// still pending) claims in full. Strangers cannot sweep; the poster and
// the owner can, and a second sweep finds nothing.
func TestRakebackSweep(t *testing.T) {
	f := newRbFx(t)
	weth, usdc := f.d.WETH, f.d.USDC
	treasury := common.BigToAddress(big.NewInt(0x7ea5))
	f.exec(rbOwner, f.rb, rbB.PackSetTreasury(treasury))
	in := f.inflow(weth, big.NewInt(9e18))
	uIn := f.inflow(usdc, big.NewInt(7_000e6))
	cur := f.epoch()
	a := rbNewDrop(cur-1, f.leaf(weth, 1, rbFrac(in, 1, 8)), f.leaf(weth, 2, rbFrac(in, 1, 8)))
	f.post(a)
	f.activateAll(a)
	f.exec(rbStranger, f.rb, a.claimData(0))
	f.skip(20 * rbDay)
	b := rbNewDrop(cur-2, f.leaf(weth, 3, rbFrac(in, 1, 4)), f.leaf(weth, 4, rbFrac(in, 1, 8)))
	c := rbNewDrop(cur-3, f.leaf(weth, 1, rbFrac(in, 1, 8)), f.leaf(weth, 2, rbFrac(in, 1, 16)))
	dU := rbNewDrop(cur-4, f.leaf(usdc, 1, rbFrac(uIn, 1, 2)))
	f.post(b)
	f.post(c)
	f.post(dU)
	f.activateAll(b)
	f.exec(rbStranger, f.rb, b.claimData(0))
	f.books(weth, usdc)

	f.wantFail(rbPoster, f.rb, rbB.PackSweep(weth), fmt.Sprintf("NothingToSweep(%s)", weth))
	f.at(f.deadline(a.epoch, weth) + 1)
	f.exec(rbStranger, f.rb, rbB.PackExpireRoot(rbU(a.epoch), weth))
	rem := a.leaves[1].Amount
	liab := f.book(weth).liability
	rbWantEq(t, "live WETH liability", liab, rbSum(b.leaves[1].Amount, c.totals[0]))

	f.wantFail(rbStranger, f.rb, rbB.PackSweep(weth), "NotPoster()")
	r := f.exec(rbPoster, f.rb, rbB.PackSweep(weth))
	if l := f.logs(r); len(l.swept) != 1 || l.swept[0].Token != weth || l.swept[0].To != treasury || l.swept[0].Amount.Cmp(rem) != 0 {
		t.Fatalf("Swept %+v, want (WETH, treasury, %s)", l.swept, rem)
	}
	rbWantEq(t, "treasury WETH", f.BalanceOf(t, weth, treasury), rem)
	bk := f.book(weth)
	rbWantEq(t, "sweepable after the sweep", bk.sweepable, new(big.Int))
	rbWantEq(t, "liability after the sweep", bk.liability, liab)
	f.wantFail(rbOwner, f.rb, rbB.PackSweep(weth), fmt.Sprintf("NothingToSweep(%s)", weth))
	f.books(weth, usdc)

	// Every remaining live leaf still pays in full.
	f.exec(rbStranger, f.rb, b.claimData(1))
	f.activateAll(c)
	f.exec(rbStranger, f.rb, rbClaimManyData(rbItem{c, 0}, rbItem{c, 1}))
	bk = f.book(weth)
	rbWantEq(t, "WETH liability at the end", bk.liability, new(big.Int))
	rbWantEq(t, "WETH left = unposted", bk.balance, bk.unposted)
	f.books(weth, usdc)

	// The owner sweeps too: the cancelled USDC slice.
	f.exec(rbOwner, f.rb, rbB.PackCancelRoot(rbU(dU.epoch)))
	r = f.exec(rbOwner, f.rb, rbB.PackSweep(usdc))
	if l := f.logs(r); len(l.swept) != 1 || l.swept[0].Amount.Cmp(dU.totals[0]) != 0 {
		t.Fatalf("Swept %+v, want USDC %s", l.swept, dU.totals[0])
	}
	rbWantEq(t, "treasury USDC", f.BalanceOf(t, usdc, treasury), dU.totals[0])
	f.books(weth, usdc)
}

// TestRakebackAdmin: the owner's setters are owner-only, the activation
// delay stays within its bounds and applies to later posts.
func TestRakebackAdmin(t *testing.T) {
	f := newRbFx(t)
	stranger := fmt.Sprintf("OwnableUnauthorizedAccount(%s)", f.acct(rbPoster))
	for _, data := range [][]byte{
		rbB.PackSetPoster(f.acct(rbPoster)), rbB.PackSetNotifier(f.acct(rbPoster)), rbB.PackSetFeeRouter(f.acct(rbPoster)),
		rbB.PackSetTreasury(f.acct(rbPoster)), rbB.PackSetActivationDelay(3600),
	} {
		f.wantFail(rbPoster, f.rb, data, stranger)
	}
	minD := rbRead(f, rbB.PackMINACTIVATIONDELAY(), rbB.UnpackMINACTIVATIONDELAY)
	maxD := rbRead(f, rbB.PackMAXACTIVATIONDELAY(), rbB.UnpackMAXACTIVATIONDELAY)
	if minD != 3600 || maxD != 7*rbDay {
		t.Fatalf("delay bounds %d..%d", minD, maxD)
	}
	f.wantFail(rbOwner, f.rb, rbB.PackSetActivationDelay(minD-1), fmt.Sprintf("DelayOutOfBounds(%d)", minD-1))
	f.wantFail(rbOwner, f.rb, rbB.PackSetActivationDelay(maxD+1), fmt.Sprintf("DelayOutOfBounds(%d)", maxD+1))
	f.wantFail(rbOwner, f.rb, rbB.PackSetPoster(common.Address{}), "ZeroAddress()")
	f.exec(rbOwner, f.rb, rbB.PackSetActivationDelay(minD))
	in := f.inflow(f.d.USDC, big.NewInt(7_000e6))
	d := rbNewDrop(f.epoch()-1, f.leaf(f.d.USDC, 1, in))
	posted := f.time(f.post(d))
	if got := f.root(d.epoch).ActivatableAt; got != posted+minD {
		t.Fatalf("activatableAt %d, want %d", got, posted+minD)
	}
}

// TestRakebackEventSignatures checks RakebackV2's events against spec 6:
// the canonical signature (so topic0) and which arguments are indexed.
func TestRakebackEventSignatures(t *testing.T) {
	parsed, err := bindings.RakebackV2MetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, sig string
		indexed   []bool
	}{
		{"RootPosted", "RootPosted(uint256,bytes32,uint64)", []bool{true, false, false}},
		{"SlicePosted", "SlicePosted(uint256,address,uint256)", []bool{true, true, false}},
		{"Activated", "Activated(uint256,address,uint64)", []bool{true, true, false}},
		{"Claimed", "Claimed(uint256,address,uint256,address,uint256)", []bool{true, true, false, false, false}},
		{"ClaimedAsNeo", "ClaimedAsNeo(address,address,uint256,uint256,uint256)", []bool{true, true, true, false, false}},
		{"Expired", "Expired(uint256,address,uint256)", []bool{true, true, false}},
		{"PendingSliceExpired", "PendingSliceExpired(uint256,address,uint256)", []bool{true, true, false}},
		{"RootCancelled", "RootCancelled(uint256)", []bool{true}},
		{"Swept", "Swept(address,address,uint256)", []bool{true, true, false}},
	} {
		ev, ok := parsed.Events[c.name]
		if !ok {
			t.Errorf("no event %s", c.name)
			continue
		}
		if ev.Sig != c.sig {
			t.Errorf("%s signature %s, want %s", c.name, ev.Sig, c.sig)
		}
		var idx []bool
		for _, in := range ev.Inputs {
			idx = append(idx, in.Indexed)
		}
		if fmt.Sprint(idx) != fmt.Sprint(c.indexed) {
			t.Errorf("%s indexed %v, want %v", c.name, idx, c.indexed)
		}
	}
}
