package rakeback

import "math/big"

// Scale records a slice cut down to its measured inflow: Needed is the sum of
// the vested leaves, Available what the contract can still post for the token
// (RakebackV2.unposted), Declared the sum after scaling (≤ Available).
type Scale struct {
	Needed    *big.Int
	Available *big.Int
	Declared  *big.Int
}

// Cap scales amounts down pro rata, each to floor(a * available / sum), when
// their sum exceeds available; otherwise it returns copies unchanged. The
// result never sums above available (a sum of floors is at most the floor of
// the sum) and no amount grows. scale is nil when no cut was needed.
// available must not be negative.
func Cap(amounts []*big.Int, available *big.Int) (out []*big.Int, scale *Scale) {
	sum := new(big.Int)
	for _, a := range amounts {
		sum.Add(sum, a)
	}
	out = make([]*big.Int, len(amounts))
	if sum.Cmp(available) <= 0 {
		for i, a := range amounts {
			out[i] = new(big.Int).Set(a)
		}
		return out, nil
	}
	declared := new(big.Int)
	for i, a := range amounts {
		x := new(big.Int).Mul(a, available)
		out[i] = x.Quo(x, sum)
		declared.Add(declared, out[i])
	}
	return out, &Scale{Needed: sum, Available: new(big.Int).Set(available), Declared: declared}
}
