package mainapi

import "github.com/neoswap/neoswap/common/wire"

// Read models of the analytics routes (spec 4.3).

// StatsHour is one row of stats_hours: an hour with own-pool activity.
type StatsHour struct {
	Hour      int64 // unix hours
	TvlUsd    wire.Usd
	VolumeUsd wire.Usd
	FeesUsd   wire.Usd
}

// Totals are own-pool figures of a window: the live TVL (the sum of the own
// pools' pool_stats.tvl_usd, priced at the head) and the FeeRouter volume
// and fees within it.
type Totals struct {
	TvlUsd, VolumeUsd, FeesUsd wire.Usd
}

// RevenueBucket is a day or an epoch of revenue_buckets (the legs) and of
// staking_revshare (Revshare).
type RevenueBucket struct {
	T                                                  int64 // bucket start, unix seconds
	Total, LP, Creator, Staking, Rakeback, BuybackBurn wire.Usd
	// Revshare is the USD NeoStaking spread over its stakers
	// (RewardNotified). Staking is what the Collector paid the staking
	// bucket, which includes what NeoStaking forwarded to the treasury
	// while nothing was staked.
	Revshare wire.Usd
}

// RevenueTotals are the lifetime measured sums of /analytics/breakdown
// (Revshare and Staking as in RevenueBucket).
type RevenueTotals struct {
	Creator, Staking, Rakeback, BuybackBurn, Revshare wire.Usd
}
