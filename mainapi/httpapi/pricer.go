package httpapi

import (
	"context"
	"math/big"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
)

// pricer values token amounts at the prices /token/{address}/price shows
// (6 decimals), each token's price read once per request.
type pricer struct {
	ctx    context.Context
	tokens TokenReader
	seen   map[wire.Address]*decimal.Decimal
}

// usd is amount (base units, dec decimals) of token in USD; false when
// the token is unpriced or dec unknown.
func (p *pricer) usd(token wire.Address, amount *big.Int, dec *int32) (decimal.Decimal, bool, error) {
	if amount.Sign() == 0 {
		return decimal.Zero, true, nil
	}
	price, err := p.price(token)
	if err != nil || price == nil || dec == nil {
		return decimal.Zero, false, err
	}
	return decimal.NewFromBigInt(amount, -*dec).Mul(*price), true, nil
}

// price is token's USD price as /token/{address}/price shows it (6
// decimals); nil when the token is unpriced.
func (p *pricer) price(token wire.Address) (*decimal.Decimal, error) {
	price, ok := p.seen[token]
	if !ok {
		tp, found, err := p.tokens.FindTokenPrice(p.ctx, token)
		if err != nil {
			return nil, err
		}
		if found {
			d, err := decimal.NewFromString(tp.PriceUsd)
			if err != nil {
				return nil, err
			}
			d = d.RoundBank(wire.UsdDecimals)
			price = &d
		}
		p.seen[token] = price
	}
	return price, nil
}

// newPricer returns a pricer over the server's token reader for one
// request (the portfolio and LP fee routes).
func (s *server) newPricer(ctx context.Context) *pricer {
	return &pricer{ctx: ctx, tokens: s.tokenReader(), seen: map[wire.Address]*decimal.Decimal{}}
}
