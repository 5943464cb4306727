package systemtest_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// rbPostedDrop posts a drop of WETH leaves for accounts 1..n (amounts
// in/2^(i+2), so the slice never covers all of the inflow) and activates
// it; it returns the drop and the slice's claim deadline.
func (f *rbFx) rbPostedDrop(n int) (*rbDrop, uint64) {
	f.t.Helper()
	weth := f.d.WETH
	in := f.inflow(weth, big.NewInt(7e18))
	var leaves []rbLeaf
	for i := range n {
		leaves = append(leaves, f.leaf(weth, 1+i, new(big.Int).Rsh(in, uint(i+2))))
	}
	d := rbNewDrop(f.epoch()-1, leaves...)
	f.post(d)
	f.activateAll(d)
	return d, f.deadline(d.epoch, weth)
}

// TestRakebackDoubleClaimAndWindow: a leaf pays once (AlreadyClaimed, by
// claim or claimMany), only with its exact values and proof (InvalidProof),
// and only inside the window, whose last second still pays.
func TestRakebackDoubleClaimAndWindow(t *testing.T) {
	f := newRbFx(t)
	weth := f.d.WETH
	d, deadline := f.rbPostedDrop(3)
	e := d.epoch
	f.exec(rbStranger, f.rb, d.claimData(0))
	f.wantFail(rbStranger, f.rb, d.claimData(0), fmt.Sprintf("AlreadyClaimed(%d, 0)", e))
	f.wantFail(1, f.rb, rbClaimManyData(rbItem{d, 0}), fmt.Sprintf("AlreadyClaimed(%d, 0)", e))

	l := d.leaves[1]
	more := new(big.Int).Add(l.Amount, big.NewInt(1))
	f.wantFail(rbStranger, f.rb, rbB.PackClaim(rbU(e), weth, rbU(1), l.Account, more, d.tree.proof(1)), "InvalidProof()")
	f.wantFail(rbStranger, f.rb, rbB.PackClaim(rbU(e), weth, rbU(1), f.acct(rbStranger), l.Amount, d.tree.proof(1)), "InvalidProof()")
	f.wantFail(rbStranger, f.rb, rbB.PackClaim(rbU(e), weth, rbU(1), l.Account, l.Amount, d.tree.proof(2)), "InvalidProof()")
	f.wantFail(rbStranger, f.rb, rbB.PackClaim(rbU(e+1), weth, rbU(1), l.Account, l.Amount, d.tree.proof(1)), "InvalidProof()")
	f.books(weth)

	f.at(deadline)
	r := f.exec(rbStranger, f.rb, d.claimData(1))
	if f.time(r) != deadline {
		t.Fatalf("claimed at %d, want the deadline %d", f.time(r), deadline)
	}
	// Two seconds later (one second later is the race test's: a revert's
	// reason is replayed on the parent block, one second earlier).
	f.skip(1)
	f.wantFail(rbStranger, f.rb, d.claimData(2), fmt.Sprintf("WindowClosed(%d)", deadline))
	if f.claimed(e, 2) {
		t.Fatal("leaf 2 claimed after the window")
	}
	f.books(weth)
}

// TestRakebackClaimExpireSameBlock races a claim and an expireRoot of the
// same slice in one block at the window's boundary: at the deadline the
// claim pays and the expiry fails; one second later the claim fails and
// the expiry takes the remainder. Exactly one succeeds each time and the
// books balance.
func TestRakebackClaimExpireSameBlock(t *testing.T) {
	f := newRbFx(t)
	weth := f.d.WETH
	d, deadline := f.rbPostedDrop(3)
	e := d.epoch
	race := func(ts uint64, claimLeaf int) (claim, expire *types.Receipt) {
		t.Helper()
		f.at(ts)
		// The expiry is sent first: the order inside the block must not matter.
		txE, err := f.transact(rbOwner, f.rb, nil, rbB.PackExpireRoot(rbU(e), weth))
		if err != nil {
			t.Fatal(err)
		}
		txC, err := f.transact(rbStranger, f.rb, nil, d.claimData(claimLeaf))
		if err != nil {
			t.Fatal(err)
		}
		f.Commit()
		claim, expire = f.receipt(txC), f.receipt(txE)
		if claim.BlockNumber.Cmp(expire.BlockNumber) != 0 || f.time(claim) != ts {
			t.Fatalf("claim in block %s, expiry in %s, at %d; want one block at %d", claim.BlockNumber, expire.BlockNumber, f.time(claim), ts)
		}
		return claim, expire
	}

	claim, expire := race(deadline, 0)
	if claim.Status != types.ReceiptStatusSuccessful || expire.Status != types.ReceiptStatusFailed {
		t.Fatalf("at the deadline: claim status %d, expiry status %d; want only the claim", claim.Status, expire.Status)
	}
	if !f.claimed(e, 0) || f.slice(e, weth).Status != rbClaimable {
		t.Fatalf("after the first race: leaf 0 claimed %v, slice %+v", f.claimed(e, 0), f.slice(e, weth))
	}
	f.books(weth)

	claim, expire = race(deadline+1, 1)
	if claim.Status != types.ReceiptStatusFailed || expire.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("after the deadline: claim status %d, expiry status %d; want only the expiry", claim.Status, expire.Status)
	}
	rem := rbSum(d.leaves[1].Amount, d.leaves[2].Amount)
	if l := f.logs(expire); len(l.expired) != 1 || l.expired[0].Remainder.Cmp(rem) != 0 {
		t.Fatalf("Expired %+v, want remainder %s", l.expired, rem)
	}
	if f.claimed(e, 1) || f.slice(e, weth).Status != rbExpired {
		t.Fatalf("after the second race: leaf 1 claimed %v, slice %+v", f.claimed(e, 1), f.slice(e, weth))
	}
	b := f.book(weth)
	rbWantEq(t, "liability", b.liability, new(big.Int))
	rbWantEq(t, "sweepable", b.sweepable, rem)
	f.books(weth)
}

// TestRakebackClaimManyAtomic: one bad leaf (already claimed, repeated in
// the batch, or with a wrong proof) reverts the whole claimMany: no bit is
// set and no balance moves; a clean batch pays every leaf.
func TestRakebackClaimManyAtomic(t *testing.T) {
	f := newRbFx(t)
	weth, usdc := f.d.WETH, f.d.USDC
	wIn := f.inflow(weth, big.NewInt(7e18))
	uIn := f.inflow(usdc, big.NewInt(7_000e6))
	d := rbNewDrop(f.epoch()-1,
		f.leaf(weth, 1, rbFrac(wIn, 1, 4)), f.leaf(usdc, 2, rbFrac(uIn, 1, 4)),
		f.leaf(weth, 3, rbFrac(wIn, 1, 8)), f.leaf(usdc, 1, rbFrac(uIn, 1, 8)))
	e := d.epoch
	f.post(d)
	f.activateAll(d)
	f.exec(rbStranger, f.rb, d.claimData(3))

	snapshot := func() []*big.Int {
		var s []*big.Int
		for _, tk := range []common.Address{weth, usdc} {
			for u := 1; u <= 3; u++ {
				s = append(s, f.BalanceOf(t, tk, f.acct(u)))
			}
			s = append(s, f.BalanceOf(t, tk, f.rb), f.book(tk).liability)
		}
		return s
	}
	unchanged := func(what string, before []*big.Int) {
		t.Helper()
		for i, v := range snapshot() {
			if v.Cmp(before[i]) != 0 {
				t.Fatalf("%s: value %d moved from %s to %s", what, i, before[i], v)
			}
		}
		for i := range 3 {
			if f.claimed(e, uint64(i)) {
				t.Fatalf("%s: leaf %d marked claimed", what, i)
			}
		}
	}

	before := snapshot()
	f.wantFail(rbStranger, f.rb, rbClaimManyData(rbItem{d, 0}, rbItem{d, 1}, rbItem{d, 3}), fmt.Sprintf("AlreadyClaimed(%d, 3)", e))
	unchanged("already claimed", before)
	f.wantFail(rbStranger, f.rb, rbClaimManyData(rbItem{d, 0}, rbItem{d, 1}, rbItem{d, 0}), fmt.Sprintf("AlreadyClaimed(%d, 0)", e))
	unchanged("repeated leaf", before)
	bad := rbB.PackClaimMany(
		[]*big.Int{rbU(e), rbU(e)}, []common.Address{weth, usdc}, []*big.Int{rbU(0), rbU(1)},
		[]common.Address{d.leaves[0].Account, d.leaves[1].Account}, []*big.Int{d.leaves[0].Amount, d.leaves[1].Amount},
		[][][32]byte{d.tree.proof(0), d.tree.proof(2)})
	f.wantFail(rbStranger, f.rb, bad, "InvalidProof()")
	unchanged("wrong proof", before)
	short := rbB.PackClaimMany([]*big.Int{rbU(e), rbU(e)}, []common.Address{weth}, []*big.Int{rbU(0), rbU(1)},
		[]common.Address{d.leaves[0].Account, d.leaves[1].Account}, []*big.Int{d.leaves[0].Amount, d.leaves[1].Amount},
		[][][32]byte{d.tree.proof(0), d.tree.proof(1)})
	f.wantFail(rbStranger, f.rb, short, "LengthMismatch()")
	unchanged("length mismatch", before)
	f.books(weth, usdc)

	l := f.logs(f.exec(rbStranger, f.rb, rbClaimManyData(rbItem{d, 0}, rbItem{d, 1}, rbItem{d, 2})))
	if len(l.claimed) != 3 {
		t.Fatalf("%d Claimed, want 3", len(l.claimed))
	}
	for i := range 3 {
		lf := d.leaves[i]
		c := l.claimed[i]
		if !f.claimed(e, uint64(i)) || c.Index.Uint64() != uint64(i) || c.Token != lf.Token || c.Account != lf.Account || c.Amount.Cmp(lf.Amount) != 0 {
			t.Fatalf("leaf %d: claimed %v, event %+v", i, f.claimed(e, uint64(i)), c)
		}
	}
	after := snapshot()
	rbWantEq(t, "account 1 WETH", new(big.Int).Sub(after[0], before[0]), d.leaves[0].Amount)
	rbWantEq(t, "account 3 WETH", new(big.Int).Sub(after[2], before[2]), d.leaves[2].Amount)
	rbWantEq(t, "account 2 USDC", new(big.Int).Sub(after[6], before[6]), d.leaves[1].Amount)
	rbWantEq(t, "WETH liability", f.book(weth).liability, new(big.Int))
	rbWantEq(t, "USDC liability", f.book(usdc).liability, new(big.Int))
	f.books(weth, usdc)
}

// TestRakebackSliceOverdrawn: a root whose leaves add up to more than the
// slice declared pays only up to the declared total (SliceOverdrawn), so a
// bad tree can never eat into another slice's liability.
func TestRakebackSliceOverdrawn(t *testing.T) {
	f := newRbFx(t)
	weth := f.d.WETH
	in := f.inflow(weth, big.NewInt(7e18))
	a, b := rbFrac(in, 1, 4), rbFrac(in, 1, 4)
	d := rbNewDrop(f.epoch()-1, f.leaf(weth, 1, a), f.leaf(weth, 2, b))
	d.totals[0] = new(big.Int).Add(a, big.NewInt(1)) // declares one wei more than the first leaf only
	f.post(d)
	f.activateAll(d)
	f.exec(rbStranger, f.rb, d.claimData(0))
	f.wantFail(rbStranger, f.rb, d.claimData(1), fmt.Sprintf("SliceOverdrawn(%d, %s)", d.epoch, weth))
	if f.claimed(d.epoch, 1) {
		t.Fatal("the overdrawing leaf was marked claimed")
	}
	rbWantEq(t, "liability", f.book(weth).liability, big.NewInt(1))
	f.books(weth)
}
