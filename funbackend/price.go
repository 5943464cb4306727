package funbackend

import (
	"math/big"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
)

// e18 is 1e18: prices are fixed-point with 18 decimals, wei per whole token.
var e18 = new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)

// PriceFloat converts a price_x18 decimal string to ETH per whole token
// (0 when it does not parse).
func PriceFloat(x18 string) float64 {
	f, _, err := big.ParseFloat(x18, 10, 64, big.ToNearestEven)
	if err != nil {
		return 0
	}
	v, _ := f.Quo(f, new(big.Float).SetInt(e18)).Float64()
	return v
}

// ValueWei is the wei value of amount token units at priceX18 (wei per
// 1e18 units), rounded down.
func ValueWei(amount, priceX18 *big.Int) *big.Int {
	return new(big.Int).Div(new(big.Int).Mul(amount, priceX18), e18)
}

// McapEth is a coin's market cap in ETH at priceX18 (wei per whole
// token): the fixed supply of 1e9 whole tokens (1e27 units) at that price,
// exactly: priceX18 / 1e9 ETH.
func McapEth(priceX18 *big.Int) decimal.Decimal {
	return decimal.NewFromBigInt(priceX18, -9)
}

// GradMcapUsd is a graduation's market cap in USD: the fixed supply (1e27)
// at the graduation price, priceX18 wei per 1e18 units, at ethUsd.
func GradMcapUsd(priceX18 *big.Int, ethUsd float64) string {
	eth := decimal.NewFromBigInt(priceX18, -9) // priceX18 * 1e27 / 1e18 wei = priceX18 / 1e9 ETH
	return wire.UsdFromDecimal(eth.Mul(decimal.NewFromFloat(ethUsd))).String()
}
