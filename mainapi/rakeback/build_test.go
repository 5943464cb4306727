package rakeback

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/merkle"
)

var (
	tokA = common.HexToAddress("0x00000000000000000000000000000000000000a1")
	tokB = common.HexToAddress("0x00000000000000000000000000000000000000b2")
	walX = common.HexToAddress("0xbb00000000000000000000000000000000000001")
	walY = common.HexToAddress("0xaa00000000000000000000000000000000000002")
)

func acc(epoch int64, w, tok common.Address, amount int64, usd string) Accrual {
	return Accrual{Epoch: epoch, Account: w, Token: tok, Amount: big.NewInt(amount), USD: usd}
}

// checkProofs: every leaf's proof verifies against the root with the leaf
// RakebackV2.leafOf computes.
func checkProofs(t *testing.T, e *Epoch) {
	t.Helper()
	for i, v := range e.Values() {
		if e.Leaves[i].Index != uint64(i) {
			t.Fatalf("leaf %d has index %d", i, e.Leaves[i].Index)
		}
		leaf, err := merkle.RakebackLeaf(v)
		if err != nil {
			t.Fatal(err)
		}
		if !merkle.Verify(e.Tree.Proof(i), e.Tree.Root(), leaf) {
			t.Fatalf("leaf %d: proof does not verify", i)
		}
	}
}

func TestBuildExact(t *testing.T) {
	accruals := []Accrual{
		acc(10, walX, tokA, 100, "10"),
		acc(9, walX, tokA, 40, "4"),
		acc(8, walX, tokA, 8, "0.8"),
		acc(7, walX, tokA, 1000, "100"),  // paid out by epoch 9's root: ignored
		acc(11, walX, tokA, 1000, "100"), // a later epoch: ignored
		// Two rows of one epoch are one accrual of 2 (half 1), not two of 1 (half 0 each).
		acc(10, walY, tokA, 1, "0.1"),
		acc(10, walY, tokA, 1, "0.1"),
		acc(9, walX, tokB, 1, "0.01"), // quarter of 1 is 0: no leaf
		acc(8, walY, tokB, 1000, "2"), // rest 250, capped below
		acc(10, walX, tokB, 0, ""),    // zero and unpriced: no leaf
	}
	available := map[common.Address]*big.Int{tokA: big.NewInt(1000), tokB: big.NewInt(100)}
	e, err := Build(10, accruals, available)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		tok, w common.Address
		amount int64
		usd    string
	}{
		{tokA, walY, 1, "0.1"},   // 2/2
		{tokA, walX, 62, "6.2"},  // 100/2 + 40/4 + (8-4-2); 5 + 1 + 0.2
		{tokB, walY, 100, "0.2"}, // rest 250 cut to the 100 available; 0.5 * 100/250
	}
	if len(e.Leaves) != len(want) {
		t.Fatalf("%d leaves, want %d: %+v", len(e.Leaves), len(want), e.Leaves)
	}
	for i, w := range want {
		l := e.Leaves[i]
		if l.Token != w.tok || l.Account != w.w || l.Amount.Int64() != w.amount || !l.USD.Equal(decimal.RequireFromString(w.usd)) {
			t.Fatalf("leaf %d = %s %s %s %s, want %s %s %d %s", i, l.Token, l.Account, l.Amount, l.USD, w.tok, w.w, w.amount, w.usd)
		}
	}
	if len(e.Slices) != 2 || len(e.NotPosted) != 0 {
		t.Fatalf("slices %+v, not posted %+v", e.Slices, e.NotPosted)
	}
	a, b := e.Slices[0], e.Slices[1]
	if a.Token != tokA || a.Declared.Int64() != 63 || !a.USD.Equal(decimal.RequireFromString("6.3")) || a.Leaves != 2 || a.Scale != nil {
		t.Fatalf("slice A %+v", a)
	}
	if b.Token != tokB || b.Declared.Int64() != 100 || b.Leaves != 1 || b.Scale == nil ||
		b.Scale.Needed.Int64() != 250 || b.Scale.Available.Int64() != 100 || b.Scale.Declared.Int64() != 100 {
		t.Fatalf("slice B %+v scale %+v", b, b.Scale)
	}
	checkProofs(t, e)
	root, tokens, totals := e.PostArgs()
	if root != e.Tree.Root() || len(tokens) != 2 || tokens[0] != tokA || tokens[1] != tokB || totals[0].Int64() != 63 || totals[1].Int64() != 100 {
		t.Fatalf("postRoot arguments %s %v %v", root, tokens, totals)
	}

	// The same rows in any order give the same leaves and root.
	r := rand.New(rand.NewPCG(1, 2))
	for range 5 {
		shuffled := append([]Accrual(nil), accruals...)
		r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		again, err := Build(10, shuffled, available)
		if err != nil {
			t.Fatal(err)
		}
		if again.Tree.Root() != e.Tree.Root() {
			t.Fatal("the root depends on the order of the accrual rows")
		}
	}
}

// TestBuildMaxTokens: of nine priced tokens the cheapest is left out; a token
// with no inflow is reported and does not take one of the eight places.
func TestBuildMaxTokens(t *testing.T) {
	var accruals []Accrual
	available := map[common.Address]*big.Int{}
	tokens := make([]common.Address, 10)
	for i := range tokens {
		// Token i's address sorts against its USD rank: the root order is by address.
		tokens[i] = common.BigToAddress(big.NewInt(int64(100 - i)))
		accruals = append(accruals, acc(5, walX, tokens[i], 1000, decimal.NewFromInt(int64(i+1)).String()))
		available[tokens[i]] = big.NewInt(1000)
	}
	delete(available, tokens[9]) // the largest USD, but nothing arrived for it
	e, err := Build(5, accruals, available)
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Slices) != MaxTokens || len(e.Leaves) != MaxTokens {
		t.Fatalf("%d slices, %d leaves", len(e.Slices), len(e.Leaves))
	}
	for i, s := range e.Slices {
		// Posted: tokens 1..8 (USD 2..9), ascending address = descending i.
		if s.Token != tokens[8-i] || s.Declared.Int64() != 500 {
			t.Fatalf("slice %d = %s %s", i, s.Token, s.Declared)
		}
		if e.Leaves[i].Token != s.Token {
			t.Fatalf("leaf %d token %s, slice %s", i, e.Leaves[i].Token, s.Token)
		}
	}
	if len(e.NotPosted) != 2 {
		t.Fatalf("not posted %+v", e.NotPosted)
	}
	// Ascending address: tokens[9] (address 91) then tokens[0] (address 100).
	np := e.NotPosted
	if np[0].Token != tokens[9] || np[0].Reason != "no inflow" || np[0].Needed.Int64() != 500 || np[0].Scale == nil {
		t.Fatalf("not posted 0: %+v", np[0])
	}
	if np[1].Token != tokens[0] || np[1].Reason != "over max tokens" || np[1].Needed.Int64() != 500 || !np[1].USD.Equal(decimal.RequireFromString("0.5")) {
		t.Fatalf("not posted 1: %+v", np[1])
	}
	checkProofs(t, e)
}

func TestBuildNothingToPost(t *testing.T) {
	e, err := Build(3, []Accrual{acc(3, walX, tokA, 1, "1")}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if e.Tree != nil || len(e.Leaves) != 0 || len(e.Slices) != 0 {
		t.Fatalf("an epoch of 0-wei leaves has %+v", e)
	}
	e, err = Build(3, nil, nil)
	if err != nil || e.Tree != nil {
		t.Fatalf("empty epoch: %+v, %v", e, err)
	}
}

func TestBuildRejects(t *testing.T) {
	for name, c := range map[string]struct {
		epoch int64
		a     Accrual
	}{
		"negative epoch":  {-1, acc(0, walX, tokA, 1, "1")},
		"negative amount": {1, acc(1, walX, tokA, -1, "1")},
		"nil amount":      {1, Accrual{Epoch: 1, Account: walX, Token: tokA}},
		"bad usd":         {1, acc(1, walX, tokA, 1, "1.2.3")},
	} {
		if _, err := Build(c.epoch, []Accrual{c.a}, nil); err == nil {
			t.Fatalf("%s accepted", name)
		}
	}
}

// TestBuildCapsAtUint128: RakebackV2 books a slice total as a uint128, so a slice
// is never declared above 2^128-1 whatever the measured inflow.
func TestBuildCapsAtUint128(t *testing.T) {
	huge := new(big.Int).Lsh(big.NewInt(1), 200)
	e, err := Build(0, []Accrual{{Epoch: 0, Account: walX, Token: tokA, Amount: huge, USD: "1"}}, map[common.Address]*big.Int{tokA: huge})
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Slices) != 1 || e.Slices[0].Declared.Cmp(maxDeclared) > 0 || e.Slices[0].Scale == nil {
		t.Fatalf("slice %+v", e.Slices)
	}
}

// FuzzVestOverRoots: any wallet's accrual in one epoch is paid in full by the
// roots of that epoch and the next two, with the inflow ample.
func FuzzVestOverRoots(f *testing.F) {
	f.Add(int64(4), uint64(1), uint64(0))
	f.Add(int64(100), uint64(1000000000000000003), uint64(7))
	f.Fuzz(func(t *testing.T, epoch int64, amount uint64, other uint64) {
		if epoch < 0 || epoch > 1<<40 {
			return
		}
		// Another wallet's accruals around it must not leak into it.
		accruals := []Accrual{
			{Epoch: epoch, Account: walX, Token: tokA, Amount: new(big.Int).SetUint64(amount), USD: "3.000001"},
			{Epoch: epoch, Account: walY, Token: tokA, Amount: new(big.Int).SetUint64(other), USD: "1"},
			{Epoch: epoch + 1, Account: walY, Token: tokA, Amount: new(big.Int).SetUint64(other / 3), USD: "1"},
		}
		available := map[common.Address]*big.Int{tokA: new(big.Int).Lsh(big.NewInt(1), 70)}
		paid, usd := new(big.Int), decimal.Zero
		for e := epoch; e <= epoch+3; e++ {
			built, err := Build(e, accruals, available)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range built.Leaves {
				if l.Account == walX {
					paid.Add(paid, l.Amount)
					usd = usd.Add(l.USD)
				}
			}
		}
		if paid.Uint64() != amount || !paid.IsUint64() {
			t.Fatalf("accrual %d paid %s over three roots", amount, paid)
		}
		if amount > 0 && !usd.Equal(decimal.RequireFromString("3.000001")) {
			t.Fatalf("usd 3.000001 paid as %s", usd)
		}
	})
}
