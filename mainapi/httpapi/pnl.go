package httpapi

import (
	"context"
	"math/big"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// GET /pnl/{address}/token/{token} (spec 4.4; docs/portfolio.md, "Token
// PnL"): a wallet's realised and unrealised PnL in one token from its
// indexed trades at their write-time USD values, average cost basis.
// The body carries the token's price now, which moves with other wallets'
// trades, so its ETag is the body's (content) rather than the wallet's
// last activity block: a wallet tag would answer 304 over a stale price.

// pnlStore is what the token PnL route reads.
type pnlStore interface {
	// PnLTrades returns the wallet's trades of token, oldest first, and the
	// token's decimals.
	PnLTrades(ctx context.Context, wallet, token wire.Address) (mainapi.PnLTrades, error)
}

type tokenPnLBody struct {
	Address       wire.Address `json:"address"`
	Token         wire.Address `json:"token"`
	Trades        int          `json:"trades" doc:"the wallet's indexed trades of the token (FeeRouter trades it paid for, its own third-party pair swaps)"`
	Bought        wire.Wei     `json:"bought" doc:"token base units bought over those trades"`
	Sold          wire.Wei     `json:"sold" doc:"token base units sold over those trades"`
	Position      wire.Wei     `json:"position" doc:"the average-cost position: bought minus sold, never below 0 (a sale beyond it closes it); tokens received otherwise are not in it"`
	BoughtUsd     wire.Usd     `json:"boughtUsd" doc:"sum of the buys' write-time USD values"`
	SoldUsd       wire.Usd     `json:"soldUsd" doc:"sum of the sells' write-time USD values"`
	CostBasisUsd  wire.Usd     `json:"costBasisUsd" doc:"the position's remaining cost at average cost"`
	RealisedUsd   wire.Usd     `json:"realisedPnlUsd" doc:"sum over sells of USD received minus the average cost of the units sold (units sold beyond the position have zero cost)"`
	UnrealisedUsd wire.NullUsd `json:"unrealisedPnlUsd" doc:"position x priceUsd / 10^decimals minus costBasisUsd; null when the token is unpriced or its decimals unknown"`
	PriceUsd      wire.NullUsd `json:"priceUsd" doc:"the token's latest indexed price (as /token/{address}/price); null when never priced"`
}

func (s *server) pnlTokenRoute() *Route {
	return &Route{
		Path: "/pnl/:address/token/:token", Summary: "a wallet's realised and unrealised PnL in one token from its trades at write-time USD values (average cost); zeros when none",
		Tier: TierBlock, ETag: ETagContent, Response: tokenPnLBody{}, Errors: []int{400},
		Params: []Param{
			{Name: "address", InPath: true, Kind: KindAddress, Example: holderExample, Doc: "wallet address"},
			{Name: "token", InPath: true, Kind: KindAddress, Example: "0x00000000000000000000000000000000000000b1", Doc: "token address", Invalid: "invalid token"},
		},
		Handle: s.tokenPnL, Reads: append(reads[pnlStore]("PnLTrades"), reads[TokenReader]("FindTokenPrice")...),
	}
}

func (s *server) tokenPnL(c *gin.Context) (any, error) {
	wallet, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	token, err := wire.ParseAddress(c.Param("token"))
	if err != nil {
		return nil, errorf(http.StatusBadRequest, "invalid token")
	}
	ctx := c.Request.Context()
	tr, err := s.store.PnLTrades(ctx, wallet, token)
	if err != nil {
		return nil, err
	}
	var price *decimal.Decimal
	if p, ok, err := s.tokenReader().FindTokenPrice(ctx, token); err != nil {
		return nil, err
	} else if ok {
		d, err := decimal.NewFromString(p.PriceUsd)
		if err != nil {
			return nil, err
		}
		price = &d
	}
	return tokenPnL(wallet, token, tr, price)
}

// tokenPnL folds the trades at average cost: a buy adds its units and USD
// to the position and its cost; a sell of q units out of a position of p
// takes cost × min(q, p) / p off the cost (exact decimals) and realises its
// USD minus that; units beyond p close the position and have zero cost.
func tokenPnL(wallet, token wire.Address, tr mainapi.PnLTrades, price *decimal.Decimal) (tokenPnLBody, error) {
	pos, bought, sold := new(big.Int), new(big.Int), new(big.Int)
	var cost, boughtUsd, soldUsd, realised decimal.Decimal
	for _, t := range tr.Trades {
		usd, err := decimal.NewFromString(t.UsdValue)
		if err != nil {
			return tokenPnLBody{}, err
		}
		if t.Buy {
			pos.Add(pos, t.Amount)
			bought.Add(bought, t.Amount)
			cost, boughtUsd = cost.Add(usd), boughtUsd.Add(usd)
			continue
		}
		sold.Add(sold, t.Amount)
		soldUsd = soldUsd.Add(usd)
		basis := decimal.Zero
		if pos.Sign() > 0 {
			covered := new(big.Int).Set(t.Amount)
			if covered.Cmp(pos) > 0 {
				covered.Set(pos)
			}
			if covered.Cmp(pos) == 0 {
				basis = cost
			} else {
				basis = cost.Mul(decimal.NewFromBigInt(covered, 0)).DivRound(decimal.NewFromBigInt(pos, 0), 18)
			}
			pos.Sub(pos, covered)
		}
		cost = cost.Sub(basis)
		realised = realised.Add(usd.Sub(basis))
	}
	body := tokenPnLBody{
		Address: wallet, Token: token, Trades: len(tr.Trades),
		Bought: wire.MustNewWei(bought), Sold: wire.MustNewWei(sold), Position: wire.MustNewWei(pos),
		BoughtUsd: wire.UsdFromDecimal(boughtUsd), SoldUsd: wire.UsdFromDecimal(soldUsd),
		CostBasisUsd: wire.UsdFromDecimal(cost), RealisedUsd: wire.UsdFromDecimal(realised),
	}
	if price != nil {
		// The price as shown (6 decimals, as /token/{address}/price): the
		// body is then checkable from its own figures.
		shown := price.RoundBank(wire.UsdDecimals)
		body.PriceUsd = wire.NullOf(wire.UsdFromDecimal(shown))
		if tr.Decimals != nil {
			value := decimal.NewFromBigInt(pos, -*tr.Decimals).Mul(shown)
			body.UnrealisedUsd = wire.NullOf(wire.UsdFromDecimal(value.Sub(cost)))
		}
	}
	return body, nil
}
