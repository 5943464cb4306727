package httpapi

import (
	"context"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// GET /holdings/tokens (spec 2.2 holdings token row, 4.4): the
// user-agnostic universe of tokens a wallet's holdings are valued in, with
// their prices, served whole (a bounded set: tracked pairs' tokens and
// the launch venue's coins still on their curve).

// holdingsStore is what /holdings/tokens reads.
type holdingsStore interface {
	// HoldingsTokens returns the token universe with prices.
	HoldingsTokens(ctx context.Context) ([]mainapi.HoldingsToken, error)
}

type holdingsBody struct {
	Tokens []holdingsToken `json:"tokens" doc:"tokens of tracked pairs with known decimals (verified first, then by first appearance), then launch venue coins still on their curve (oldest launch first); empty array when none"`
}

// holdingsToken is the holdings token row of spec 2.2.
type holdingsToken struct {
	Address  wire.Address `json:"address"`
	Symbol   *string      `json:"symbol" doc:"null when the token's symbol() reverted"`
	Name     *string      `json:"name" doc:"null when the token's name() reverted"`
	Decimals int          `json:"decimals" doc:"never null: a token whose decimals() is unknown is left out"`
	Verified bool         `json:"verified" doc:"as on /tokens; false for curve coins"`
	Source   string       `json:"source" enum:"pool,curve" doc:"pool: priced from the service's own pools; curve: a launch venue coin priced by its latest curve trade"`
	PriceUsd wire.NullUsd `json:"priceUsd" doc:"USD per whole token: pool tokens the latest own candle close (as /token/{address}/price), curve coins ethPrice times WETH's priceUsd; null when unpriced"`
	EthPrice wire.NullWei `json:"ethPrice" doc:"Wei of WETH one whole token is worth: pool tokens as /tokens/{address}/stats, curve coins the latest curve trade's priceX18; null when unpriced"`
}

func (s *server) holdingsRoute() *Route {
	return &Route{
		Path: "/holdings/tokens", Summary: "the user-agnostic token universe with USD and ETH prices and decimals",
		Description: "Served whole (a bounded set): the tokens of tracked pairs whose `decimals()` is known, priced as " +
			"`/token/{address}/price` and `/tokens/{address}/stats` price them, then the launch venue coins still on their " +
			"curve (`source: curve`), priced by their latest curve trade. `decimals` is never null: a token whose decimals are " +
			"unknown is left out rather than valued with a guess. No token: 200 with `tokens: []`.",
		Tier: TierBlock, ETag: ETagHead, Heavy: true, Response: holdingsBody{}, Handle: s.holdingsTokens,
		Reads: reads[holdingsStore]("HoldingsTokens"),
	}
}

func (s *server) holdingsTokens(c *gin.Context) (any, error) {
	rows, err := s.store.HoldingsTokens(c.Request.Context())
	if err != nil {
		return nil, err
	}
	body := holdingsBody{Tokens: make([]holdingsToken, 0, len(rows))}
	for _, r := range rows {
		t := holdingsToken{Address: r.Address, Symbol: r.Symbol, Name: r.Name, Decimals: r.Decimals, Verified: r.Verified, Source: r.Source}
		if r.PriceUsd != nil {
			u, err := usdOfText(*r.PriceUsd)
			if err != nil {
				return nil, err
			}
			t.PriceUsd = wire.NullOf(u)
		}
		if r.EthPrice != nil {
			t.EthPrice = wire.NullOf(*r.EthPrice)
		}
		body.Tokens = append(body.Tokens, t)
	}
	return body, nil
}
