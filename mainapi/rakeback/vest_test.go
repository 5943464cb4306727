package rakeback

import (
	"math/big"
	"testing"

	"github.com/shopspring/decimal"
)

func bi(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("bad integer " + s)
	}
	return x
}

func TestVest(t *testing.T) {
	for _, c := range []struct{ a, half, quarter, rest string }{
		{"0", "0", "0", "0"},
		{"1", "0", "0", "1"},
		{"2", "1", "0", "1"},
		{"3", "1", "0", "2"},
		{"4", "2", "1", "1"},
		{"7", "3", "1", "3"},
		{"1000000000000000000", "500000000000000000", "250000000000000000", "250000000000000000"},
		{"1000000000000000003", "500000000000000001", "250000000000000000", "250000000000000002"},
		// 2^256 - 1
		{"115792089237316195423570985008687907853269984665640564039457584007913129639935",
			"57896044618658097711785492504343953926634992332820282019728792003956564819967",
			"28948022309329048855892746252171976963317496166410141009864396001978282409983",
			"28948022309329048855892746252171976963317496166410141009864396001978282409985"},
	} {
		got := Vest(bi(c.a))
		for i, want := range []string{c.half, c.quarter, c.rest} {
			if got[i].String() != want {
				t.Fatalf("Vest(%s)[%d] = %s, want %s", c.a, i, got[i], want)
			}
		}
	}
}

func TestVestUSD(t *testing.T) {
	for _, c := range []struct{ usd, a, half, quarter, rest string }{
		{"0", "4", "0", "0", "0"},
		{"10", "1000", "5", "2.5", "2.5"},
		{"1.000001", "4000", "0.500001", "0.25", "0.25"},
		{"0.000003", "4", "0.000002", "0.000001", "0"},
		{"123.456789", "1000000000000000000", "61.728395", "30.864197", "30.864197"},
		// Shares of 3 wei are 1, 0, 2: a third, nothing, two thirds.
		{"3", "3", "1", "0", "2"},
		{"1", "3", "0.333333", "0", "0.666667"},
		// 1 wei is paid by the third root alone, and so is its USD.
		{"5", "1", "0", "0", "5"},
		{"5", "0", "0", "0", "5"},
	} {
		got := VestUSD(decimal.RequireFromString(c.usd), bi(c.a))
		for i, want := range []string{c.half, c.quarter, c.rest} {
			if !got[i].Equal(decimal.RequireFromString(want)) {
				t.Fatalf("VestUSD(%s)[%d] = %s, want %s", c.usd, i, got[i], want)
			}
		}
	}
}

// FuzzVest: the three roots pay exactly the accrual, never a negative share,
// and the first root pays at least the second.
func FuzzVest(f *testing.F) {
	f.Add([]byte{0})
	f.Add([]byte{7})
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
		0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, raw []byte) {
		if len(raw) > 32 {
			raw = raw[:32]
		}
		a := new(big.Int).SetBytes(raw)
		s := Vest(a)
		sum := new(big.Int).Add(s[0], s[1])
		sum.Add(sum, s[2])
		if sum.Cmp(a) != 0 {
			t.Fatalf("Vest(%s) sums to %s", a, sum)
		}
		if s[0].Sign() < 0 || s[1].Sign() < 0 || s[2].Sign() < 0 || s[0].Cmp(s[1]) < 0 {
			t.Fatalf("Vest(%s) = %v", a, s)
		}
		// The rest is the true quarter plus at most the two floors' loss (< 2 wei).
		if d := new(big.Int).Sub(s[2], s[1]); d.Sign() < 0 || d.Cmp(big.NewInt(2)) > 0 {
			t.Fatalf("Vest(%s): rest %s vs quarter %s", a, s[2], s[1])
		}
		usd := decimal.NewFromBigInt(a, -12)
		u := VestUSD(usd, a)
		if !u[0].Add(u[1]).Add(u[2]).Equal(usd) {
			t.Fatalf("VestUSD(%s) = %v does not sum back", usd, u)
		}
		for i := range 3 {
			if s[i].Sign() == 0 && i < 2 && !u[i].IsZero() {
				t.Fatalf("VestUSD(%s, %s): share %d of 0 wei carries %s", usd, a, i, u[i])
			}
		}
	})
}
