package mainapi

import "github.com/neoswap/neoswap/common/wire"

// Read models of /stake/vaults and /neo/overview (spec 4.6;
// docs/staking.md).

// StakingTier is one of NeoStaking's four lock options (staking_tiers):
// its current boost (the latest BoostSet), the NEO staked in it
// (stakedByOption) and its effective stake. An option with no BoostSet and
// no position has no row.
type StakingTier struct {
	Option    int
	BoostBps  wire.Wei
	Staked    wire.Wei
	Effective wire.Wei
	Positions int64
}

// NeoPools are the indexed pools (own and third-party) holding NEO: the
// NEO in their reserves after their latest Sync, and how many hold some.
type NeoPools struct {
	Held  wire.Wei
	Count int64
}
