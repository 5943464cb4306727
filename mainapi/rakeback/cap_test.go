package rakeback

import (
	"encoding/binary"
	"math/big"
	"testing"
)

func ints(xs ...string) []*big.Int {
	out := make([]*big.Int, len(xs))
	for i, x := range xs {
		out[i] = bi(x)
	}
	return out
}

func TestCap(t *testing.T) {
	for _, c := range []struct {
		name      string
		amounts   []*big.Int
		available string
		want      []string
		scaled    bool
		declared  string
	}{
		{"under", ints("1", "2", "3"), "7", []string{"1", "2", "3"}, false, ""},
		{"exactly", ints("1", "2", "3"), "6", []string{"1", "2", "3"}, false, ""},
		{"half", ints("1", "2", "3"), "3", []string{"0", "1", "1"}, true, "2"},
		{"one short", ints("100", "200", "300"), "599", []string{"99", "199", "299"}, true, "597"},
		{"nothing", ints("5", "5"), "0", []string{"0", "0"}, true, "0"},
		{"big", ints("1000000000000000000000", "3000000000000000000000"), "1000000000000000000000",
			[]string{"250000000000000000000", "750000000000000000000"}, true, "1000000000000000000000"},
	} {
		got, scale := Cap(c.amounts, bi(c.available))
		for i := range got {
			if got[i].String() != c.want[i] {
				t.Fatalf("%s: amount %d = %s, want %s", c.name, i, got[i], c.want[i])
			}
		}
		if (scale != nil) != c.scaled {
			t.Fatalf("%s: scale %+v", c.name, scale)
		}
		if scale != nil {
			needed := new(big.Int)
			for _, a := range c.amounts {
				needed.Add(needed, a)
			}
			if scale.Declared.String() != c.declared || scale.Needed.Cmp(needed) != 0 || scale.Available.String() != c.available {
				t.Fatalf("%s: scale %v/%v/%v", c.name, scale.Declared, scale.Needed, scale.Available)
			}
		}
	}
	// The input is not modified.
	in := ints("4", "4")
	Cap(in, big.NewInt(2))
	if in[0].Int64() != 4 || in[1].Int64() != 4 {
		t.Fatal("Cap modified its input")
	}
}

// FuzzCap: the capped slice never exceeds the inflow, no leaf grows, each is
// its exact pro-rata share to within 1 wei (the floor), and the cut loses less
// than one wei per leaf.
func FuzzCap(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9}, uint64(3))
	f.Add([]byte{0xff, 0, 0, 0, 0, 0, 0, 0x10}, uint64(1<<62))
	f.Fuzz(func(t *testing.T, raw []byte, avail uint64) {
		var amounts []*big.Int
		for len(raw) >= 4 && len(amounts) < 64 {
			// Amounts of 4 bytes shifted by up to 200 bits: wide ranges in one slice.
			x := new(big.Int).SetUint64(uint64(binary.BigEndian.Uint32(raw)))
			amounts = append(amounts, x.Lsh(x, uint(raw[0])%200))
			raw = raw[4:]
		}
		available := new(big.Int).SetUint64(avail)
		if len(raw) > 0 {
			available.Lsh(available, uint(raw[0])%200)
		}
		sum := new(big.Int)
		for _, a := range amounts {
			sum.Add(sum, a)
		}
		got, scale := Cap(amounts, available)
		total := new(big.Int)
		for i, g := range got {
			total.Add(total, g)
			if g.Cmp(amounts[i]) > 0 || g.Sign() < 0 {
				t.Fatalf("leaf %d grew: %s → %s", i, amounts[i], g)
			}
			if scale == nil {
				if g.Cmp(amounts[i]) != 0 {
					t.Fatalf("uncapped leaf %d changed", i)
				}
				continue
			}
			// g*sum ≤ a*available < (g+1)*sum
			lhs := new(big.Int).Mul(g, sum)
			mid := new(big.Int).Mul(amounts[i], available)
			rhs := new(big.Int).Add(lhs, sum)
			if lhs.Cmp(mid) > 0 || mid.Cmp(rhs) >= 0 {
				t.Fatalf("leaf %d: %s is not the floor of %s*%s/%s", i, g, amounts[i], available, sum)
			}
		}
		if total.Cmp(available) > 0 && scale != nil {
			t.Fatalf("capped total %s above available %s", total, available)
		}
		if scale == nil && sum.Cmp(available) > 0 {
			t.Fatalf("sum %s above available %s not capped", sum, available)
		}
		if scale != nil {
			if scale.Declared.Cmp(total) != 0 {
				t.Fatalf("declared %s, leaves sum %s", scale.Declared, total)
			}
			lost := new(big.Int).Sub(available, total)
			if lost.Sign() < 0 || lost.Cmp(big.NewInt(int64(len(amounts)))) >= 0 && len(amounts) > 0 {
				t.Fatalf("cap lost %s wei over %d leaves", lost, len(amounts))
			}
		}
	})
}
