package postgres

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/shopspring/decimal"
)

// TestRakebackSumMatchesDecimalSum: the applied path sums the swaps' USD
// in millionths; its text must be the trim_scale'd sum of the usdValue
// decimals it stands for (what the path wrote before, and a rebuild
// writes), for prices and amounts from tiny to past int64 and 18 digits.
func TestRakebackSumMatchesDecimalSum(t *testing.T) {
	rng := rand.New(rand.NewSource(30))
	var m big.Int
	for round := range 2000 {
		var s rakebackSum
		want := decimal.New(0, 0)
		for range 1 + rng.Intn(40) {
			coef := new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(1+rng.Intn(100))))
			price := decimal.NewFromBigInt(coef, int32(rng.Intn(40)-30))
			amount := new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(1+rng.Intn(160))))
			usd := usdValue(price, amount, int32(rng.Intn(25)))
			if !microUSD(&m, usd) {
				t.Fatalf("usdValue %s has more than 6 decimals", usd)
			}
			s.add(amount, &m)
			want = want.Add(usd)
		}
		if got, w := s.usdText(), trimScale(want).String(); got != w {
			t.Fatalf("round %d: sum %s, want %s", round, got, w)
		}
	}
	if microUSD(&m, decimal.New(1, -7)) {
		t.Error("microUSD took 7 decimals")
	}
}
