package httpapi

import (
	"context"
	"errors"
	"math"
	"math/big"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/card"
)

// cardInput reads the coin's card state from the indexed trades: the
// price now (the last trade's; the curve's starting price before any; the
// graduation price once graduated), the price at the start of the 24h
// window (the last trade's at or before it, else the starting price) and
// the bonding progress as the lens computes it, from the virtual token
// reserve after the last trade.
func (s *server) cardInput(ctx context.Context, a string, row funbackend.Row, since int64) (card.Input, error) {
	num := func(col string) *big.Int {
		n, ok := new(big.Int).SetString(row.String(col), 10)
		if !ok {
			return new(big.Int)
		}
		return n
	}
	vt0, floor := num("virtual_token"), num("floor_token")
	start := new(big.Int)
	if vt0.Sign() > 0 {
		start.Div(new(big.Int).Mul(num("virtual_eth"), e18), vt0) // LaunchpadMath.priceX18
	}
	in := card.Input{Name: row.String("name"), Symbol: row.String("symbol"), Creator: row.String("creator"),
		Status: row.Int("status"), PriceX18: start, DayAgoX18: start, ProgressX18: new(big.Int),
		EthUsd: decimal.NewFromFloat(s.ethUsd()), PairWeth: row.String("pair_weth"), PairNeo: row.String("pair_neo")}
	vtNow := vt0
	now, err := s.DB.CurveAt(ctx, a, math.MaxInt64)
	switch {
	case err == nil:
		in.PriceX18, _ = new(big.Int).SetString(now.PriceX18, 10)
		if v, ok := new(big.Int).SetString(now.VirtualToken, 10); ok {
			vtNow = v
		}
	case !errors.Is(err, funbackend.ErrNotFound):
		return in, err
	}
	ago, err := s.DB.CurveAt(ctx, a, since)
	switch {
	case err == nil:
		in.DayAgoX18, _ = new(big.Int).SetString(ago.PriceX18, 10)
	case !errors.Is(err, funbackend.ErrNotFound):
		return in, err
	}
	if in.Status == funbackend.StatusGraduated && row.String("grad_price_x18") != "" {
		in.PriceX18 = num("grad_price_x18")
	}
	if span := new(big.Int).Sub(vt0, floor); span.Sign() > 0 {
		sold := new(big.Int).Sub(vt0, vtNow)
		in.ProgressX18 = sold.Mul(sold, e18).Div(sold, span)
	}
	return in, nil
}

var e18 = big.NewInt(1e18)
