package httpapi

import (
	"context"
	"encoding/json"
	"strings"

	ethcommon "github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// GET /activity (spec 4.3): the feed, newest first, keyset pages of 25.

// activityStore is what /activity reads.
type activityStore interface {
	// Activity returns a page of feed rows matching the query.
	Activity(ctx context.Context, q mainapi.ActivityQuery) ([]mainapi.ActivityItem, error)
}

const activityPageSize = 25

// activityKinds are the feed's kinds (spec 4.3); the neofun ones are
// served only while the launch venue is on.
var activityKinds = []string{
	"swap", "add_liquidity", "remove_liquidity", "farm_stake", "farm_unstake", "farm_harvest",
	"vault_stake", "vault_unstake", "vault_claim", "deploy_token", "neofun_launch", "neofun_trade", "neofun_graduation",
}

// activityStatuses are the statuses of spec 3.
var activityStatuses = []string{"pending", "completed", "failed", "cancelled", "stalled"}

type activityBody struct {
	Items      []activityItem `json:"items"`
	NextCursor *string        `json:"nextCursor" doc:"null on the last page"`
	HasMore    bool           `json:"hasMore"`
}

// activityItem is the activity item of spec 2.2.
type activityItem struct {
	TransactionID wire.Hash       `json:"transactionId" doc:"transaction hash"`
	LogIndex      int64           `json:"logIndex"`
	User          wire.Address    `json:"user"`
	Kind          string          `json:"kind"`
	Status        string          `json:"status"`
	Timestamp     wire.Seconds    `json:"timestamp"`
	BlockNumber   int64           `json:"blockNumber"`
	Data          json.RawMessage `json:"data,omitempty" doc:"event-specific: {ctx: {pairAddress}, legs: [{token, amount, symbol, decimals, side}], usdValue}; liquidity rows add pair and recipient; farm rows carry ctx {chef, pid, pairAddress}; vault_* rows (NeoStaking) carry ctx {contract, vaultId?} and event (docs/staking.md)"`
}

// activityCursor is the keyset position: the last item's block and log index.
type activityCursor = mainapi.ActivityKey

// activityRoute is GET /activity; neofunOn is whether the launch venue is
// configured (launchpadCurve set): when it is off, venue is forced to
// neoswap and the neofun kinds are never served.
func (s *server) activityRoute(neofunOn bool) *Route {
	return &Route{
		Path: "/activity", Summary: "the activity feed (swaps on every tracked pair, liquidity changes, farm stakes, unstakes and harvests, NEO staking's stakes, unstakes and claims, launch venue launches, trades and graduations), newest first; keyset pages of 25",
		Description: "**type=deploy_token** selects the token launches of either venue: one item per CreatorFeeRegistry " +
			"`TokenRegistered` (every launch registers its token for creator fees; data: `ctx.tokenAddress`, `token`, " +
			"`creator`, `feeRecipient`, `registrar`, `feeBps`, `name`, `symbol`, `usdValue` \"0\"). The launch curve registers " +
			"each coin in the transaction of its `TokenCreated`: venue `neofun`, user and `creator` the coin's creator, " +
			"`feeRecipient` the registered creator who earns its creator fees, with the coin's name and symbol (the same launch " +
			"is also its `neofun_launch` item). A token registered by the owner or another registrar (the retired launch " +
			"contract's coins) is venue `neoswap`, user, `creator` and `feeRecipient` the registered creator, name and symbol null.\n\n" +
			"**Statuses.** Every item is a log of a mined, successful transaction, `completed`, except the first step of two " +
			"multi-step flows, `pending` until its last step: a MasterChef `withdraw` during a cooldown (`farm_unstake`, " +
			"data `event: WithdrawQueued` and `cooldownEnd`) is pending until the wallet's `claimWithdrawal` of that pool pays " +
			"the queue (a withdrawal paid at once is never pending); a NEO staking `requestUnstake` (`vault_unstake`, " +
			"`event: UnstakeRequested`) is pending while its ticket streams and holds NEO, and completed once withdrawals " +
			"(`event: Unstaked`, completed items) empty it or a later request takes over its rest (that request is then the " +
			"pending one). A reorg that abandons the last step makes the item pending again. `failed`, `cancelled` and " +
			"`stalled` never occur (a reverted transaction emits no log, and the feed has no off-chain intents): they are " +
			"accepted filters that answer an empty page.",
		Tier: TierBlock, ETag: ETagHead, Response: activityBody{}, Errors: []int{400, 403},
		Params: []Param{
			{Name: "type", Kind: KindEnum, Enum: activityKinds, Example: "swap", Invalid: "invalid type",
				Doc: "deploy_token: token launches of either venue (see the description)"},
			{Name: "status", Kind: KindEnum, Enum: activityStatuses, Invalid: "invalid status"},
			{Name: "user", Kind: KindAddress, Invalid: "invalid user"},
			{Name: "venue", Kind: KindEnum, Enum: []string{"neoswap", "neofun", "all"}, Default: "all", Invalid: "invalid venue",
				Doc: "forced to neoswap when the launch venue is off"},
			{Name: "cursor", Doc: "nextCursor of the previous page (bound to the filters)"},
		},
		Handle: func(c *gin.Context) (any, error) { return s.activity(c, neofunOn) },
		Reads:  reads[activityStore]("Activity"),
	}
}

func (s *server) activity(c *gin.Context, neofunOn bool) (any, error) {
	q := mainapi.ActivityQuery{Kind: c.Query("type"), Status: c.Query("status"), Limit: activityPageSize + 1}
	venue := c.DefaultQuery("venue", "all")
	if !neofunOn {
		venue = "neoswap"
	}
	if venue != "all" {
		q.Venue = venue
	}
	user := ""
	if v := c.Query("user"); v != "" {
		a, err := wire.ParseAddress(v)
		if err != nil {
			return nil, errorf(400, "invalid user")
		}
		q.User, user = &a, a.String()
	}
	body := activityBody{Items: []activityItem{}}
	if !neofunOn && strings.HasPrefix(q.Kind, "neofun_") {
		return body, nil
	}
	scope := NewCursorScope(c.FullPath(), "type", q.Kind, "status", q.Status, "user", user, "venue", venue)
	var pos activityCursor
	ok, err := s.cursorParam(c, scope, &pos)
	if err != nil {
		return nil, err
	}
	if ok {
		q.After = &pos
	}
	rows, err := s.store.Activity(c.Request.Context(), q)
	if err != nil {
		return nil, err
	}
	if len(rows) > activityPageSize {
		rows, body.HasMore = rows[:activityPageSize], true
		last := rows[len(rows)-1]
		next, err := s.cursors.Encode(scope, activityCursor{Block: last.BlockNumber, LogIndex: last.LogIndex})
		if err != nil {
			return nil, err
		}
		body.NextCursor = &next
	}
	for _, r := range rows {
		body.Items = append(body.Items, activityItem{
			TransactionID: r.TxHash, LogIndex: r.LogIndex, User: r.User, Kind: r.Kind, Status: r.Status,
			Timestamp: r.Timestamp, BlockNumber: r.BlockNumber, Data: r.Data,
		})
	}
	return body, nil
}

// neofunOn reports whether the launch venue is configured (launchpadCurve
// set in the deployment), as /config's neofunEnabled.
func neofunOn(d Deps) bool {
	return d.Deployment != nil && d.Deployment.Addresses.LaunchpadCurve != (ethcommon.Address{})
}
