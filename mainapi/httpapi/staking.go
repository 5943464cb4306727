package httpapi

import (
	"context"
	"math/big"

	"github.com/gin-gonic/gin"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The staking and NEO routes of spec 4.6: GET /stake/vaults (NeoStaking's
// four lock options with their stake and a projected APR) and GET
// /neo/overview (where NEO is: staked by option, in the indexed pools).
// Both read what the indexer derived from NeoStaking's events
// (docs/staking.md); per-user positions are read from the chain by the
// client (spec 4.6). The APR window ends at the indexed head's timestamp,
// so a body is a function of the head and the head's ETag is its version.

// stakingStore is what the staking and NEO routes read.
type stakingStore interface {
	// StakingTiers returns the stored lock options, by option.
	StakingTiers(ctx context.Context) ([]mainapi.StakingTier, error)
	// StakingRewardsUsd returns the USD NeoStaking spread over its stakers at timestamps [from, to].
	StakingRewardsUsd(ctx context.Context, from, to int64) (wire.Usd, error)
	// NeoPools returns the NEO held by the indexed pools and how many hold some.
	NeoPools(ctx context.Context, neo wire.Address) (mainapi.NeoPools, error)
	// PveLaunchCount returns the number of PvE launches.
	PveLaunchCount(ctx context.Context) (int64, error)
}

// stakingOptions are NeoStaking's lock options: label and lockDuration
// (the contract's lockDuration(option), which is pure).
var stakingOptions = [4]struct {
	label string
	lock  int64
}{
	{"3 months", 90 * 86400},
	{"6 months", 182 * 86400},
	{"12 months", 365 * 86400},
	{"24 months", 730 * 86400},
}

const (
	// stakingAprWindow is the trailing window of distributions the APR
	// projects from.
	stakingAprWindow = 30 * 86400
	bpsDenom         = 10_000
)

type stakeVault struct {
	VaultID             int          `json:"vaultId" doc:"the lock option (0 to 3) of NeoStaking.stake(amount, option)"`
	Label               string       `json:"label" enum:"3 months,6 months,12 months,24 months"`
	LockDuration        int64        `json:"lockDuration" doc:"seconds, NeoStaking.lockDuration(option): 90, 182, 365 or 730 days"`
	RewardMultiplierBps wire.Bps     `json:"rewardMultiplierBps" doc:"10000 + the option's boostBps (its latest BoostSet): the weight of a NEO staked in it"`
	Tvl                 wire.Wei     `json:"tvl" doc:"NEO staked in positions of this option (stakedByOption)"`
	ProjectedAprBps     wire.NullBps `json:"projectedAprBps" doc:"the APR a new stake in this option would earn if the last 30 days' distributions continued: USD of the rewards spread over the stakers (RewardNotified, at write-time prices) in the 30 days up to the indexed head, x 365/30, / (total effective stake in NEO x neoPriceUsd) x rewardMultiplierBps / 10000, in bps, rounded down; null when NEO is unpriced or nothing is staked"`
}

type stakeVaultsBody struct {
	Vaults      []stakeVault `json:"vaults" doc:"the four lock options of one staking position (not four contracts), by vaultId"`
	NeoPriceUsd wire.NullUsd `json:"neoPriceUsd" doc:"NEO's latest own-pool price; null when never priced"`
}

type neoTier struct {
	VaultID int      `json:"vaultId"`
	Staked  wire.Wei `json:"staked" doc:"NEO staked in positions of this lock option"`
}

type neoOverviewBody struct {
	StakedByTier     []neoTier    `json:"stakedByTier" doc:"the four lock options, by vaultId"`
	StakedTotal      wire.Wei     `json:"stakedTotal" doc:"NEO in staking positions (totalStaked); unstake tickets excluded"`
	InNeoswapPools   wire.Wei     `json:"inNeoswapPools" doc:"NEO in the reserves of the indexed pools, own and third-party, after their latest Sync"`
	NeoswapPoolCount int64        `json:"neoswapPoolCount" doc:"indexed pools (own and third-party) holding NEO"`
	PveLaunchCount   int64        `json:"pveLaunchCount" doc:"launches on the launch venue with a PvE slice"`
	NeoPriceUsd      wire.NullUsd `json:"neoPriceUsd" doc:"NEO's latest own-pool price; null when never priced"`
}

// stakingRoutes are the staking and NEO routes; neo is the staked token
// (zero: no deployment, NEO unpriced and in no pool).
func (s *server) stakingRoutes(neo wire.Address) []*Route {
	return []*Route{
		{
			Path: "/stake/vaults", Summary: "NeoStaking's four lock options: label, lock duration, reward multiplier, NEO staked and a projected APR (trailing 30 days of staker distributions, annualised, per effective NEO, times the multiplier); NEO's price",
			Tier: TierBlock, ETag: ETagHead, Response: stakeVaultsBody{},
			Handle: func(c *gin.Context) (any, error) { return s.stakeVaults(c, neo) },
			Reads:  append(reads[stakingStore]("StakingTiers", "StakingRewardsUsd"), reads[TokenReader]("FindTokenPrice")...),
		},
		{
			Path: "/neo/overview", Summary: "where NEO is: staked by lock option and in total, held by the indexed pools (own and third-party) and how many; PvE launches; NEO's price",
			Tier: TierBlock, ETag: ETagHead, Response: neoOverviewBody{},
			Handle: func(c *gin.Context) (any, error) { return s.neoOverview(c, neo) },
			Reads: append(reads[stakingStore]("StakingTiers", "NeoPools", "PveLaunchCount"),
				reads[TokenReader]("FindTokenPrice")...),
		},
	}
}

// stakingTiers returns the four options, zeros for those without a row.
func (s *server) stakingTiers(ctx context.Context) ([4]mainapi.StakingTier, error) {
	var out [4]mainapi.StakingTier
	rows, err := s.store.StakingTiers(ctx)
	if err != nil {
		return out, err
	}
	for _, t := range rows {
		if t.Option >= 0 && t.Option < len(out) {
			out[t.Option] = t
		}
	}
	return out, nil
}

// neoPrice returns NEO's latest price (ok false: never priced, or no NEO).
func (s *server) neoPrice(ctx context.Context, neo wire.Address) (wire.Usd, bool, error) {
	if neo.IsZero() {
		return wire.Usd{}, false, nil
	}
	p, ok, err := s.tokenReader().FindTokenPrice(ctx, neo)
	if err != nil || !ok {
		return wire.Usd{}, false, err
	}
	u, err := usdOfText(p.PriceUsd)
	return u, err == nil, err
}

func (s *server) stakeVaults(c *gin.Context, neo wire.Address) (any, error) {
	ctx := c.Request.Context()
	tiers, err := s.stakingTiers(ctx)
	if err != nil {
		return nil, err
	}
	price, priced, err := s.neoPrice(ctx, neo)
	if err != nil {
		return nil, err
	}
	now := s.anchorTime(c)
	rewards, err := s.store.StakingRewardsUsd(ctx, now-stakingAprWindow, now)
	if err != nil {
		return nil, err
	}
	effective := new(big.Int)
	for _, t := range tiers {
		effective.Add(effective, t.Effective.BigInt())
	}
	body := stakeVaultsBody{Vaults: make([]stakeVault, 0, len(tiers))}
	if priced {
		body.NeoPriceUsd = wire.NullOf(price)
	}
	for i, t := range tiers {
		mult := new(big.Int).Add(t.BoostBps.BigInt(), big.NewInt(bpsDenom))
		v := stakeVault{VaultID: i, Label: stakingOptions[i].label, LockDuration: stakingOptions[i].lock,
			RewardMultiplierBps: wire.Bps(mult.Int64()), Tvl: t.Staked}
		if priced && price.Sign() > 0 && effective.Sign() > 0 {
			v.ProjectedAprBps = wire.NullOf(projectedAprBps(rewards, effective, price, mult))
		}
		body.Vaults = append(body.Vaults, v)
	}
	return body, nil
}

// projectedAprBps is the APR in bps of a NEO staked with multiplier mult
// (bps) when rewards (USD of stakingAprWindow) are spread over effective
// (wei of effective stake) at price (USD per NEO): rewards x year/window /
// (effective NEO x price) x mult, rounded down.
func projectedAprBps(rewards wire.Usd, effective *big.Int, price wire.Usd, mult *big.Int) wire.Bps {
	yearly := rewards.Decimal().Mul(decimal.NewFromInt(secondsPerYear))
	staked := decimal.NewFromBigInt(effective, -18).Mul(price.Decimal()).Mul(decimal.NewFromInt(stakingAprWindow))
	apr := yearly.Mul(decimal.NewFromBigInt(mult, 0)).DivRound(staked, 8)
	return wire.Bps(apr.IntPart())
}

func (s *server) neoOverview(c *gin.Context, neo wire.Address) (any, error) {
	ctx := c.Request.Context()
	tiers, err := s.stakingTiers(ctx)
	if err != nil {
		return nil, err
	}
	body := neoOverviewBody{StakedByTier: make([]neoTier, 0, len(tiers))}
	total := new(big.Int)
	for i, t := range tiers {
		body.StakedByTier = append(body.StakedByTier, neoTier{VaultID: i, Staked: t.Staked})
		total.Add(total, t.Staked.BigInt())
	}
	if body.StakedTotal, err = wire.NewWei(total); err != nil {
		return nil, err
	}
	if !neo.IsZero() {
		p, err := s.store.NeoPools(ctx, neo)
		if err != nil {
			return nil, err
		}
		body.InNeoswapPools, body.NeoswapPoolCount = p.Held, p.Count
	}
	if body.PveLaunchCount, err = s.store.PveLaunchCount(ctx); err != nil {
		return nil, err
	}
	price, priced, err := s.neoPrice(ctx, neo)
	if err != nil {
		return nil, err
	}
	if priced {
		body.NeoPriceUsd = wire.NullOf(price)
	}
	return body, nil
}
