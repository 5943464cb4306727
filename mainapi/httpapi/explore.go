package httpapi

import (
	"context"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// GET /explore/tokens (spec 4.4's named routes): every token a trader can
// find here, pool tokens and launch venue coins, ranked by TVL, 24h volume
// or launch recency, in keyset pages.

// exploreStore is what /explore/tokens reads.
type exploreStore interface {
	// ExploreTokens returns a page of tokens by the query's sort, descending.
	ExploreTokens(ctx context.Context, q mainapi.ExploreQuery) ([]mainapi.ExploreToken, error)
}

const explorePageSize = 50

type exploreBody struct {
	Items      []exploreItem `json:"items" doc:"by the sort descending, ties by address descending"`
	NextCursor *string       `json:"nextCursor" doc:"null on the last page"`
	HasMore    bool          `json:"hasMore"`
}

type exploreItem struct {
	Address      wire.Address `json:"address"`
	Symbol       *string      `json:"symbol"`
	Name         *string      `json:"name"`
	Decimals     *int16       `json:"decimals" doc:"null when the token's decimals() is unknown; 18 for launched tokens"`
	Venue        string       `json:"venue" enum:"neoswap,neofun" doc:"neofun: launched on the launch venue's curve (bonding, frozen or graduated); neoswap: any other token of a tracked pair"`
	Status       *string      `json:"status" enum:"bonding,frozen,graduated" doc:"curve status of a launched token; null for neoswap tokens"`
	BornBlock    int64        `json:"bornBlock" doc:"launch block of a launched token, else the block its first tracked pair appeared (the newest sort)"`
	PriceUsd     wire.NullUsd `json:"priceUsd" doc:"latest own-pool candle close; for a coin still on its curve its latest curve price at WETH's USD price; null when unpriced"`
	TvlUsd       wire.Usd     `json:"tvlUsd" doc:"live: its own pools' TVL; for a coin still on its curve the curve's real ETH in USD"`
	Volume24hUsd wire.Usd     `json:"volume24hUsd" doc:"last 24h to the head: own-pool volume; for a coin still on its curve its curve trades' volume"`
}

func (s *server) exploreRoute() *Route {
	return &Route{
		Path: "/explore/tokens", Summary: "tokens to explore (pool tokens and launch venue coins) by TVL, 24h volume or recency; keyset pages of 50",
		Description: "The universe is every token of a tracked pair plus every launch venue coin. `venue=neofun` keeps the tokens " +
			"that launched on the curve (bonding, frozen or graduated), `venue=neoswap` the others. `sort` orders descending by " +
			"`tvlUsd`, `volume24hUsd` or `bornBlock` (newest), ties by address descending; a coin still on its curve is valued " +
			"by its curve (real ETH, curve trades, latest curve price at WETH's USD price), every other token by the service's " +
			"own pools, as the token routes value it. The cursor is bound to sort and venue; a forged one answers 403. No " +
			"token: 200 with `items: []`.",
		Tier: TierBlock, ETag: ETagHead, Heavy: true, Errors: []int{400, 403},
		Params: []Param{
			{Name: "sort", Kind: KindEnum, Enum: []string{"tvl", "volume24h", "newest"}, Default: "tvl", Invalid: "invalid sort"},
			{Name: "venue", Kind: KindEnum, Enum: []string{"all", "neoswap", "neofun"}, Default: "all", Invalid: "invalid venue"},
			{Name: "cursor", Doc: "nextCursor of the previous page (bound to sort and venue; invalid: 403)"},
		},
		Response: exploreBody{}, Handle: s.exploreTokens,
		Reads: reads[exploreStore]("ExploreTokens"),
	}
}

func (s *server) exploreTokens(c *gin.Context) (any, error) {
	sort, venue := c.DefaultQuery("sort", "tvl"), c.DefaultQuery("venue", "all")
	now := s.anchorTime(c)
	q := mainapi.ExploreQuery{Sort: sort, Minute: now / 60, Since: now - 86400, Limit: explorePageSize + 1}
	if venue != "all" {
		q.Venue = venue
	}
	scope := NewCursorScope(c.FullPath(), "sort", sort, "venue", venue)
	var pos mainapi.ExploreKey
	ok, err := s.cursorParam(c, scope, &pos)
	if err != nil {
		return nil, err
	}
	if ok {
		q.After = &pos
	}
	rows, err := s.store.ExploreTokens(c.Request.Context(), q)
	if err != nil {
		return nil, err
	}
	body := exploreBody{Items: []exploreItem{}}
	if len(rows) > explorePageSize {
		rows, body.HasMore = rows[:explorePageSize], true
		last := rows[len(rows)-1]
		next, err := s.cursors.Encode(scope, mainapi.ExploreKey{V: last.SortValue, A: last.Address})
		if err != nil {
			return nil, err
		}
		body.NextCursor = &next
	}
	for _, r := range rows {
		it := exploreItem{Address: r.Address, Symbol: r.Symbol, Name: r.Name, Decimals: r.Decimals, Venue: r.Venue, Status: r.Status,
			BornBlock: r.BornBlock, TvlUsd: r.TvlUsd, Volume24hUsd: r.Volume24hUsd}
		if r.PriceUsd != nil {
			u, err := usdOfText(*r.PriceUsd)
			if err != nil {
				return nil, err
			}
			it.PriceUsd = wire.NullOf(u)
		}
		body.Items = append(body.Items, it)
	}
	return body, nil
}
