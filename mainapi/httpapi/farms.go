package httpapi

import (
	"cmp"
	"context"
	"math/big"
	"net/http"
	"slices"
	"strconv"

	"github.com/gin-gonic/gin"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The farm routes of spec 4.4: GET /farms (every pool of both chefs, whole),
// GET /explore/farms (the same rows in keyset pages under a chosen order)
// and GET /pnl/{address}/farm/{chef}/{pid} (a wallet's position in one
// pool). The design is in docs/farms.md.
//
// The pools are a bounded set (MAX_POOLS 500 per chef): one read returns
// them all with what the indexer derived (stake, allocation, the pair's
// TVL and LP supply) and what moves with the clock (the pool's reward rate,
// whether a withdrawal cools down) at the indexed head's timestamp, so a
// body is a function of the head and the head's ETag is its version. The
// route derives the weight, the stake's USD value and the APR.

// farmStore is what the farm routes read.
type farmStore interface {
	// FarmPools returns every pool of every chef, by chef then pid.
	FarmPools(ctx context.Context) ([]mainapi.FarmPool, error)
	// FarmPosition returns the wallet's position in pool pid of chef; ok is
	// false when the wallet never used it.
	FarmPosition(ctx context.Context, wallet, chef wire.Address, pid int64) (p mainapi.FarmPnL, ok bool, err error)
}

const (
	farmExplorePageSize = 50
	// farmMaxPid bounds the pid parameter: both chefs cap their pools at
	// MAX_POOLS (500), so a larger pid names no pool.
	farmMaxPid      = 499
	farmExampleChef = "0x00000000000000000000000000000000000000f1"
	secondsPerYear  = 365 * 24 * 3600
)

// farmPool is a row of /farms and /explore/farms (spec 2.2 farm pool row).
type farmPool struct {
	Chef             wire.Address     `json:"chef" doc:"the farm contract owning the pool (VampChef or MasterChef)"`
	Pid              int64            `json:"pid"`
	LpToken          wire.Address     `json:"lpToken"`
	Token0           wire.Address     `json:"token0" doc:"the pair's token0; the zero address when the LP token is not a tracked pair"`
	Token1           wire.Address     `json:"token1" doc:"the pair's token1; the zero address when the LP token is not a tracked pair"`
	Venue            string           `json:"venue" enum:"own,ext" doc:"own: a pair of the service's factory; ext: a third-party V2 pair"`
	AllocPoint       wire.Wei         `json:"allocPoint" doc:"the pool's allocation points (uint256)"`
	WeightBps        wire.Bps         `json:"weightBps" doc:"allocPoint / the chef's total allocation points, in bps, rounded down; 0 when the total is 0"`
	TotalStaked      wire.Wei         `json:"totalStaked" doc:"LP tokens staked in the pool"`
	TotalStakedUsd   wire.Usd         `json:"totalStakedUsd" doc:"totalStaked x the pair's TVL / its LP supply, rounded down (a live gauge); \"0\" when the LP token is not a tracked pair or the pair is unpriced"`
	RewardPerSecond  wire.Wei         `json:"rewardPerSecond" doc:"NEO per second the pool emits at the indexed head's time (weight share of the chef's rate); \"0\" outside the campaign"`
	AprBps           wire.NullBps     `json:"aprBps" doc:"rewardPerSecond over a year in USD (NEO's latest own-pool price) / totalStakedUsd, in bps; null when NEO is unpriced or nothing priced is staked"`
	EmissionStart    wire.NullSeconds `json:"emissionStart" doc:"the chef's campaign start; null when no campaign was started"`
	EmissionEnd      wire.NullSeconds `json:"emissionEnd" doc:"the chef's campaign end (emissionEnd() on the contract); null when no campaign was started"`
	DepositFeeBps    wire.Bps         `json:"depositFeeBps" doc:"taken from each deposit (MasterChef only; VampChef has none)"`
	WithdrawCooldown bool             `json:"withdrawCooldown" doc:"true when a withdraw now queues for 24 h (MasterChef, campaign emitting, allocPoint above 0); false when it pays at once"`
}

type farmsBody struct {
	Pools []farmPool `json:"pools" doc:"every pool of both chefs, by chef then pid; empty when no chef is deployed"`
}

type exploreFarmsBody struct {
	Farms      []farmPool `json:"farms"`
	NextCursor *string    `json:"nextCursor" doc:"null when hasMore is false"`
	HasMore    bool       `json:"hasMore"`
}

// farmCursor is the keyset position of /explore/farms: the sort value as
// an integer (N: the pool has none, it ranks last), then the chef and pid.
type farmCursor struct {
	N bool         `json:"n,omitempty"`
	V string       `json:"v,omitempty"`
	C wire.Address `json:"c"`
	P int64        `json:"p"`
}

type farmPnLBody struct {
	Address          wire.Address `json:"address"`
	Chef             wire.Address `json:"chef"`
	Pid              int64        `json:"pid"`
	Staked           wire.Wei     `json:"staked" doc:"LP tokens staked now (a queued withdrawal has left the stake)"`
	Deposited        wire.Wei     `json:"deposited" doc:"LP tokens credited by every deposit (after the deposit fee), zaps included"`
	DepositedUsd     wire.Usd     `json:"depositedUsd" doc:"sum of the deposits' write-time USD snapshots"`
	Withdrawn        wire.Wei     `json:"withdrawn" doc:"LP tokens withdrawn (VampChef Withdraw, MasterChef WithdrawQueued, EmergencyWithdraw)"`
	WithdrawnUsd     wire.Usd     `json:"withdrawnUsd" doc:"sum of the withdrawals' write-time USD snapshots"`
	Harvested        wire.Wei     `json:"harvested" doc:"NEO paid liquid (half of each RewardPaid, rounded down)"`
	HarvestedUsd     wire.Usd     `json:"harvestedUsd" doc:"write-time USD snapshots of the liquid rewards"`
	Vested           wire.Wei     `json:"vested" doc:"NEO deposited for the wallet in RewardVestingEscrow (the other half)"`
	VestedUsd        wire.Usd     `json:"vestedUsd" doc:"write-time USD snapshots of the vested rewards"`
	QueuedWithdrawal *farmQueued  `json:"queuedWithdrawal" doc:"a MasterChef withdrawal waiting for its cooldown or its claimWithdrawal; null when none"`
}

type farmQueued struct {
	Amount      wire.Wei     `json:"amount" doc:"LP tokens queued"`
	CooldownEnd wire.Seconds `json:"cooldownEnd" doc:"claimWithdrawal pays from this time on"`
}

// farmSorts are the orders of /explore/farms.
var farmSorts = []string{"tvl", "apr", "newest"}

// farmRoutes are the farm routes; neo is the reward token whose price
// values the emission (zero: APR always null).
func (s *server) farmRoutes(neo wire.Address) []*Route {
	return []*Route{
		{
			Path: "/farms", Summary: "every farm pool of both chefs, served whole: stake and its USD value, weight, reward rate now, APR, emission window, deposit fee, cooldown",
			Tier: TierBlock, ETag: ETagHead, Response: farmsBody{},
			Handle: func(c *gin.Context) (any, error) { return s.farms(c, neo) },
			Reads:  append(reads[farmStore]("FarmPools"), reads[TokenReader]("FindTokenPrice")...),
		},
		{
			Path: "/explore/farms", Summary: "the farm pools in keyset pages of 50 under a chosen order (tvl, apr, newest), nulls last",
			Tier: TierBlock, ETag: ETagHead, Response: exploreFarmsBody{}, Errors: []int{400, 403},
			Params: []Param{
				{Name: "sort", Kind: KindEnum, Enum: farmSorts, Default: "tvl", Example: "apr",
					Doc: "tvl: totalStakedUsd; apr: aprBps; newest: the pool's PoolAdded block"},
				{Name: "dir", Kind: KindEnum, Enum: []string{"asc", "desc"}, Default: "desc", Example: "desc"},
				{Name: "cursor", Doc: "nextCursor of the previous page (bound to sort and dir)"},
			},
			Handle: func(c *gin.Context) (any, error) { return s.exploreFarms(c, neo) },
			Reads:  append(reads[farmStore]("FarmPools"), reads[TokenReader]("FindTokenPrice")...),
		},
		{
			Path: "/pnl/:address/farm/:chef/:pid", Summary: "a wallet's farm PnL in one pool: LP deposited and withdrawn and rewards harvested and vested, with USD at the time, current stake, queued withdrawal; zeros when unknown",
			Tier: TierBlock, ETag: ETagWallet("address"), Response: farmPnLBody{}, Errors: []int{400},
			Params: []Param{
				{Name: "address", InPath: true, Kind: KindAddress, Example: holderExample, Doc: "wallet address"},
				{Name: "chef", InPath: true, Kind: KindAddress, Example: farmExampleChef, Doc: "the chef (VampChef or MasterChef)", Invalid: "invalid chef"},
				{Name: "pid", InPath: true, Kind: KindInt, Min: 0, Max: farmMaxPid, Example: "0", Doc: "pool id in the chef (0 to 499)"},
			},
			Handle: s.farmPnL, Reads: reads[farmStore]("FarmPosition"),
		},
	}
}

// farmRows reads the pools and builds their rows; added are the pools'
// PoolAdded blocks, in the same order.
func (s *server) farmRows(c *gin.Context, neo wire.Address) (out []farmPool, added []int64, err error) {
	ctx := c.Request.Context()
	pools, err := s.store.FarmPools(ctx)
	if err != nil {
		return nil, nil, err
	}
	out = make([]farmPool, 0, len(pools))
	if len(pools) == 0 {
		return out, nil, nil
	}
	var price decimal.Decimal
	if !neo.IsZero() {
		p, ok, err := s.tokenReader().FindTokenPrice(ctx, neo)
		if err != nil {
			return nil, nil, err
		}
		if ok {
			if price, err = decimal.NewFromString(p.PriceUsd); err != nil {
				return nil, nil, err
			}
		}
	}
	added = make([]int64, 0, len(pools))
	for _, p := range pools {
		out = append(out, farmRow(p, price))
		added = append(added, p.AddedBlock)
	}
	return out, added, nil
}

// farmRow is the wire row of p (its rates are those at the indexed head's
// timestamp), NEO priced at price (zero: unpriced).
func farmRow(p mainapi.FarmPool, price decimal.Decimal) farmPool {
	row := farmPool{
		Chef: p.Chef, Pid: p.Pid, LpToken: p.LPToken, Token0: p.Token0.V, Token1: p.Token1.V, Venue: "ext",
		AllocPoint: p.AllocPoint, TotalStaked: p.TotalStaked, RewardPerSecond: p.PoolRewardPerSecond,
		EmissionStart: p.EmissionStart, EmissionEnd: p.EmissionEnd, DepositFeeBps: p.DepositFeeBps,
		WithdrawCooldown: p.WithdrawCoolsDown,
	}
	if p.Own {
		row.Venue = "own"
	}
	if total := p.TotalAllocPoint.BigInt(); total.Sign() > 0 {
		row.WeightBps = wire.Bps(mulDiv(p.AllocPoint.BigInt(), big.NewInt(10_000), total).Int64())
	}
	// The stake at the pair's TVL per LP token.
	var staked decimal.Decimal
	if p.PairTvlUsd.Valid && p.TotalSupply.Valid && p.TotalSupply.V.BigInt().Sign() > 0 {
		staked = p.PairTvlUsd.V.Decimal().Mul(decimal.NewFromBigInt(p.TotalStaked.BigInt(), 0)).
			Div(decimal.NewFromBigInt(p.TotalSupply.V.BigInt(), 0))
		row.TotalStakedUsd = wire.UsdFromDecimal(staked.Truncate(wire.UsdDecimals))
	}
	if price.Sign() > 0 && row.TotalStakedUsd.Sign() > 0 {
		yearly := decimal.NewFromBigInt(p.PoolRewardPerSecond.BigInt(), -18).Mul(price).Mul(decimal.NewFromInt(secondsPerYear))
		row.AprBps = wire.NullOf(wire.Bps(yearly.Mul(decimal.NewFromInt(10_000)).Div(row.TotalStakedUsd.Decimal()).IntPart()))
	}
	return row
}

func (s *server) farms(c *gin.Context, neo wire.Address) (any, error) {
	rows, _, err := s.farmRows(c, neo)
	if err != nil {
		return nil, err
	}
	return farmsBody{Pools: rows}, nil
}

// farmSortKey is a row's value under sort (ok false: none, it ranks last).
func farmSortKey(r *farmPool, added int64, sort string) (v *big.Int, ok bool) {
	switch sort {
	case "apr":
		if !r.AprBps.Valid {
			return nil, false
		}
		return big.NewInt(int64(r.AprBps.V)), true
	case "newest":
		return big.NewInt(added), true
	}
	return r.TotalStakedUsd.Micros(), true
}

// farmCompare orders two /explore/farms positions (negative: a ranks
// first): values in dir's order with nulls last, then chef and pid in
// dir's order.
func farmCompare(a, b farmKey, desc bool) int {
	if a.null != b.null {
		if a.null {
			return 1
		}
		return -1
	}
	c := 0
	if !a.null {
		c = a.v.Cmp(b.v)
	}
	if c == 0 {
		c = cmp.Or(slices.Compare(a.chef[:], b.chef[:]), cmp.Compare(a.pid, b.pid))
	}
	if desc {
		c = -c
	}
	return c
}

// farmKey is a row's position in an /explore/farms order.
type farmKey struct {
	null bool
	v    *big.Int
	chef wire.Address
	pid  int64
}

func (s *server) exploreFarms(c *gin.Context, neo wire.Address) (any, error) {
	sort := c.DefaultQuery("sort", "tvl")
	dir := c.DefaultQuery("dir", "desc")
	desc := dir == "desc"
	scope := NewCursorScope(c.FullPath(), "sort", sort, "dir", dir)
	var (
		pos   farmCursor
		after *farmKey
	)
	ok, err := s.cursorParam(c, scope, &pos)
	if err != nil {
		return nil, err
	}
	if ok {
		k := farmKey{null: pos.N, chef: pos.C, pid: pos.P}
		if !pos.N {
			v, good := new(big.Int).SetString(pos.V, 10)
			if !good {
				return nil, errInvalidCursor
			}
			k.v = v
		}
		after = &k
	}
	rows, added, err := s.farmRows(c, neo)
	if err != nil {
		return nil, err
	}
	keys := make([]farmKey, len(rows))
	idx := make([]int, len(rows))
	for i := range rows {
		v, ok := farmSortKey(&rows[i], added[i], sort)
		keys[i] = farmKey{null: !ok, v: v, chef: rows[i].Chef, pid: rows[i].Pid}
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return farmCompare(keys[a], keys[b], desc) })
	body := exploreFarmsBody{Farms: []farmPool{}}
	last := -1
	for _, i := range idx {
		if after != nil && farmCompare(keys[i], *after, desc) <= 0 {
			continue
		}
		if len(body.Farms) == farmExplorePageSize {
			body.HasMore = true
			break
		}
		body.Farms = append(body.Farms, rows[i])
		last = i
	}
	if body.HasMore {
		k := keys[last]
		cur := farmCursor{N: k.null, C: k.chef, P: k.pid}
		if !k.null {
			cur.V = k.v.String()
		}
		next, err := s.cursors.Encode(scope, cur)
		if err != nil {
			return nil, err
		}
		body.NextCursor = &next
	}
	return body, nil
}

var errInvalidPid = errorf(http.StatusBadRequest, "invalid pid")

func (s *server) farmPnL(c *gin.Context) (any, error) {
	wallet, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	chef, err := wire.ParseAddress(c.Param("chef"))
	if err != nil {
		return nil, errorf(http.StatusBadRequest, "invalid chef")
	}
	pid, err := strconv.ParseInt(c.Param("pid"), 10, 64)
	if err != nil {
		return nil, errInvalidPid
	}
	// A wallet that never used the pool reads as the zero FarmPnL: zeros
	// and no queued withdrawal.
	p, _, err := s.store.FarmPosition(c.Request.Context(), wallet, chef, pid)
	if err != nil {
		return nil, err
	}
	body := farmPnLBody{
		Address: wallet, Chef: chef, Pid: pid,
		Staked: p.Staked, Deposited: p.Deposited, DepositedUsd: p.DepositedUsd,
		Withdrawn: p.Withdrawn, WithdrawnUsd: p.WithdrawnUsd,
		Harvested: p.Harvested, HarvestedUsd: p.HarvestedUsd, Vested: p.Vested, VestedUsd: p.VestedUsd,
	}
	if !p.Queued.IsZero() && p.CooldownEnd.Valid {
		body.QueuedWithdrawal = &farmQueued{Amount: p.Queued, CooldownEnd: p.CooldownEnd.V}
	}
	return body, nil
}

// neoTokenOf is the deployment's NEO token (zero without a deployment).
func neoTokenOf(d Deps) wire.Address {
	if d.Deployment == nil {
		return wire.Address{}
	}
	return wire.Address(d.Deployment.Addresses.NeoToken)
}
