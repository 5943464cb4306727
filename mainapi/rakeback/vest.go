// Package rakeback is the pure arithmetic of the weekly Rakeback tree: the vest
// baked into each leaf, the cap of a token's slice at its measured inflow, and the
// leaf list of an epoch (global indexes, at most MaxTokens tokens) with its
// standard merkle tree. No SQL and no HTTP: the weekly job feeds it rows and
// stores what it returns.
package rakeback

import (
	"math/big"

	"github.com/shopspring/decimal"
)

// usdPlaces is the rounding of every USD value (mainapi/postgres usdRoundPlaces).
const usdPlaces = 6

var two, four = big.NewInt(2), big.NewInt(4)

// Vest splits an epoch's accrual A into what the roots of that epoch and the
// next two pay (spec 3): A/2, A/4 and the rest A - A/2 - A/4, floors taken in
// the first two so the three always sum to A exactly.
func Vest(a *big.Int) [3]*big.Int {
	half := new(big.Int).Quo(a, two)
	quarter := new(big.Int).Quo(a, four)
	rest := new(big.Int).Sub(a, half)
	rest.Sub(rest, quarter)
	return [3]*big.Int{half, quarter, rest}
}

// VestUSD splits an accrual's frozen USD value in the shares Vest gives its
// amount a: usd * share / a for the first two, rounded to the USD places, and
// the rest to the third root, so the three sum to usd exactly and a share of
// zero wei carries no USD (a 1-wei accrual's USD rides entirely on the third
// root, the only one that pays it).
func VestUSD(usd decimal.Decimal, a *big.Int) [3]decimal.Decimal {
	if a.Sign() == 0 {
		return [3]decimal.Decimal{decimal.Zero, decimal.Zero, usd}
	}
	s := Vest(a)
	whole := decimal.NewFromBigInt(a, 0)
	half := usd.Mul(decimal.NewFromBigInt(s[0], 0)).DivRound(whole, usdPlaces)
	quarter := usd.Mul(decimal.NewFromBigInt(s[1], 0)).DivRound(whole, usdPlaces)
	return [3]decimal.Decimal{half, quarter, usd.Sub(half).Sub(quarter)}
}
