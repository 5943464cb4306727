package httpapi

import (
	"context"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// GET /launchpad/recent and GET /launchpad/token/{address} (spec 4.4's
// named routes): launched tokens from the launch venue's derived coin rows.
// A token launch of either venue is a launched token; the DEX venue's own
// launcher (tokenLauncher) is retired and permanently zero (spec 4.1), so
// every launched token is a curve coin and carries venue "neofun". Unlike
// the /neofun/* routes these answer on a venue-off deploy too (an empty
// list, a 404 per token), with the chain head's ETag.

// launchpadStore is what the launchpad routes read.
type launchpadStore interface {
	// LaunchedTokens returns a page of launched tokens, newest first.
	LaunchedTokens(ctx context.Context, after *mainapi.NeofunCoinKey, limit int) ([]mainapi.LaunchedToken, error)
	// LaunchedToken returns one launched token; ok is false when it never launched.
	LaunchedToken(ctx context.Context, addr wire.Address) (mainapi.LaunchedToken, bool, error)
}

const launchpadPageSize = 25

// launchpadExampleToken is /launchpad/token's example (the OpenAPI walk
// test stores a launched token there).
const launchpadExampleToken = "0x00000000000000000000000000000000000000d1"

var errNotLaunched = errorf(404, "token not launched: this address never launched on the launch venue")

// launchpadItem is a /launchpad/recent item.
type launchpadItem struct {
	Address     wire.Address     `json:"address"`
	Name        string           `json:"name"`
	Symbol      string           `json:"symbol"`
	Decimals    int              `json:"decimals" doc:"always 18: every launched token is a LaunchpadToken clone"`
	Creator     wire.Address     `json:"creator"`
	Venue       string           `json:"venue" enum:"neofun" doc:"the venue that launched it; the DEX's own launcher is retired"`
	LaunchedAt  wire.Seconds     `json:"launchedAt" doc:"timestamp of the block of its TokenCreated"`
	BlockNumber int64            `json:"blockNumber" doc:"block of its TokenCreated"`
	Status      string           `json:"status" enum:"bonding,frozen,graduated"`
	PairWeth    wire.NullAddress `json:"pairWeth" doc:"TOKEN/WETH pool; non-null only after graduation"`
	PairNeo     wire.NullAddress `json:"pairNeo" doc:"TOKEN/NEO pool; non-null only after graduation"`
}

type launchpadRecentBody struct {
	Items      []launchpadItem `json:"items" doc:"newest launch first"`
	NextCursor *string         `json:"nextCursor" doc:"null on the last page"`
	HasMore    bool            `json:"hasMore"`
}

// launchpadTokenBody is one launched token's metadata: the list item plus
// its curve figures.
type launchpadTokenBody struct {
	launchpadItem
	Trades       int64        `json:"trades" doc:"curve trades (buys and sells) so far"`
	VolumeAllUsd wire.Usd     `json:"volumeAllUsd" doc:"lifetime curve volume, write-time USD of each trade's gross ETH leg"`
	FeesAllUsd   wire.Usd     `json:"feesAllUsd" doc:"lifetime curve fees (protocol plus creator), write-time USD"`
	LastPriceX18 wire.NullWei `json:"lastPriceX18" doc:"Wei of ETH per whole token at the latest curve trade (the trade's priceX18); null when never traded; after graduation the live price is its pools'"`
	RealEth      wire.Wei     `json:"realEth" doc:"real ETH in the curve after the latest curve trade (0 when never traded)"`
}

func (s *server) launchpadRoutes() []*Route {
	return []*Route{
		{
			Path: "/launchpad/recent", Summary: "recently launched tokens, newest first; keyset pages of 25 (invalid cursor: 403)",
			Description: "Launched tokens are the launch venue's coins (`neofun_coins`, derived from the curve's TokenCreated, Trade and " +
				"lifecycle events); the DEX venue's own launcher is retired, so `venue` is always `neofun`. No launch yet, or the " +
				"launch venue off: 200 with `items: []`.",
			Tier: TierBlock, ETag: ETagHead, Errors: []int{403},
			Params:   []Param{{Name: "cursor", Doc: "nextCursor of the previous page"}},
			Response: launchpadRecentBody{}, Handle: s.launchpadRecent,
			Reads: reads[launchpadStore]("LaunchedTokens"),
		},
		{
			Path: "/launchpad/token/:address", Summary: "one launched token's metadata and curve figures; 404 {error} when the address never launched",
			Description: "An address that never launched (including any token of a pair that did not come from the launch venue) " +
				"answers 404 `{error: token not launched: ...}`; a malformed address 400. Status, pools and figures follow the coin " +
				"through bonding, frozen and graduated.",
			Tier: TierBlock, ETag: ETagHead, Errors: []int{400, 404},
			Params:   []Param{{Name: "address", InPath: true, Kind: KindAddress, Example: launchpadExampleToken}},
			Response: launchpadTokenBody{}, Handle: s.launchpadToken,
			Reads: reads[launchpadStore]("LaunchedToken"),
		},
	}
}

func launchpadItemOf(t mainapi.LaunchedToken) launchpadItem {
	return launchpadItem{
		Address: t.Address, Name: t.Name, Symbol: t.Symbol, Decimals: 18, Creator: t.Creator, Venue: "neofun",
		LaunchedAt: t.Timestamp, BlockNumber: t.Block, Status: t.Status, PairWeth: t.PairWeth, PairNeo: t.PairNeo,
	}
}

func (s *server) launchpadRecent(c *gin.Context) (any, error) {
	scope := NewCursorScope(c.FullPath())
	var pos mainapi.NeofunCoinKey
	ok, err := s.cursorParam(c, scope, &pos)
	if err != nil {
		return nil, err
	}
	var after *mainapi.NeofunCoinKey
	if ok {
		after = &pos
	}
	rows, err := s.store.LaunchedTokens(c.Request.Context(), after, launchpadPageSize+1)
	if err != nil {
		return nil, err
	}
	body := launchpadRecentBody{Items: []launchpadItem{}}
	if len(rows) > launchpadPageSize {
		rows, body.HasMore = rows[:launchpadPageSize], true
		last := rows[len(rows)-1]
		next, err := s.cursors.Encode(scope, mainapi.NeofunCoinKey{T: int64(last.Timestamp), A: last.Address})
		if err != nil {
			return nil, err
		}
		body.NextCursor = &next
	}
	for _, r := range rows {
		body.Items = append(body.Items, launchpadItemOf(r))
	}
	return body, nil
}

func (s *server) launchpadToken(c *gin.Context) (any, error) {
	addr, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	t, ok, err := s.store.LaunchedToken(c.Request.Context(), addr)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errNotLaunched
	}
	return launchpadTokenBody{
		launchpadItem: launchpadItemOf(t), Trades: t.Trades, VolumeAllUsd: t.VolumeAllUsd, FeesAllUsd: t.FeesAllUsd,
		LastPriceX18: t.LastPriceX18, RealEth: t.RealEth,
	}, nil
}
