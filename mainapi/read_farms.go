package mainapi

import "github.com/neoswap/neoswap/common/wire"

// Read models of the farm routes (/farms, /explore/farms,
// /pnl/{address}/farm/{chef}/{pid}) and of the farm figures of
// /tokens/neo/supply (spec 4.4; docs/indexer.md, "Farms").

// FarmHead is the freshest block across the farm raw tables (Number 0 and
// a zero hash when no farm event is stored): what the farm rows but the
// time-dependent rates change with.
type FarmHead struct {
	Number uint64
	Hash   wire.Hash
}

// FarmPool is a pool of either chef (farm_pools) with its chef's emission
// and the state of its LP token's pair, what a farm row is built from.
// The rates are those at Now, the indexed head's timestamp.
type FarmPool struct {
	Chef wire.Address
	// ChefRole is RoleVampChef or RoleMasterChef (the contracts table's
	// role of Chef; "" when the table does not name it).
	ChefRole string
	Pid      int64
	LPToken  wire.Address
	// Tracked says the LP token is a tracked pair (own or ext); the pair
	// fields are null (Own false) when it is not.
	Tracked, Own       bool
	Token0, Token1     wire.NullAddress
	Reserve0, Reserve1 wire.NullWei // after the pair's latest Sync
	TotalSupply        wire.NullWei // the pair's LP supply (lp_supplies)
	PairTvlUsd         wire.NullUsd // the pair's live TVL (pool_stats)
	AllocPoint         wire.Wei
	TotalAllocPoint    wire.Wei // the chef's, after its latest PoolAdded or PoolSet
	DepositFeeBps      wire.Bps // 0 on VampChef
	TotalStaked        wire.Wei // LP staked in the pool (queued withdrawals excluded)
	// EmissionStart and EmissionEnd are the chef's campaign window (null
	// before its EmissionStarted).
	EmissionStart, EmissionEnd wire.NullSeconds
	// RewardPerSecond is the chef's emission rate at Now, all pools
	// together (0 outside the campaign): VampChef's rewardPerSecond,
	// MasterChef's (initialPeriodReward >> period) / halvingPeriod.
	RewardPerSecond wire.Wei
	// PoolRewardPerSecond is RewardPerSecond × AllocPoint /
	// TotalAllocPoint, rounded down (0 when TotalAllocPoint is 0).
	PoolRewardPerSecond wire.Wei
	// HalvingPeriod is MasterChef's period length in seconds (null on
	// VampChef).
	HalvingPeriod wire.NullSeconds
	// WithdrawCoolsDown is MasterChef's withdrawCoolsDown at Now: the
	// campaign emits and the pool's weight is above 0.
	WithdrawCoolsDown bool
	AccRewardPerShare wire.NullWei
	LastRewardTime    wire.NullSeconds
	AddedBlock        int64
	Now               wire.Seconds
}

// FarmPnL is a wallet's position in one pool (farm_positions): its stake
// and queued withdrawal now, and what it deposited, withdrew and harvested
// with the USD snapshots taken when each happened.
type FarmPnL struct {
	Wallet, Chef wire.Address
	Pid          int64
	// LPToken is the pool's LP token (null when the pool's PoolAdded is
	// not indexed).
	LPToken wire.NullAddress
	Staked  wire.Wei
	// Queued is MasterChef's queued withdrawal, claimable from CooldownEnd
	// (null when nothing is queued).
	Queued      wire.Wei
	CooldownEnd wire.NullSeconds
	// Deposited is the LP credited (after deposit fees); Withdrawn the LP
	// that left the stake (withdrawals, queued ones included, and
	// emergency withdrawals).
	Deposited, Withdrawn       wire.Wei
	DepositedUsd, WithdrawnUsd wire.Usd
	// Harvested is the liquid half of the rewards paid, Vested the half
	// deposited in the vesting escrow, in NEO wei.
	Harvested, Vested       wire.Wei
	HarvestedUsd, VestedUsd wire.Usd
	// Forfeited is the reward lost past the harvest deadline.
	Forfeited             wire.Wei
	FirstBlock, LastBlock int64
}

// FarmChef is a chef's emission and budget (farm_emissions). Funded is
// the sum of the budgets its EmissionStarted events declared (the chefs
// do not pull a budget: a campaign is funded by a transfer the indexer
// does not decode); Undistributed = Funded - Paid - Recovered, 0 at
// least.
type FarmChef struct {
	Chef                       wire.Address
	ChefRole                   string
	Budget, Rate               wire.NullWei // the latest EmissionStarted's (Rate: rewardPerSecond or initialPeriodReward)
	EmissionStart, EmissionEnd wire.NullSeconds
	HalvingPeriod, NumPeriods  wire.NullWei
	TotalAllocPoint            wire.Wei
	Funded, Paid, Forfeited    wire.Wei
	Recovered, Undistributed   wire.Wei
}

// EscrowTotals are RewardVestingEscrow's totals over every grant:
// Deposited and Claimed; Vested is what the grants released by At
// (linear from each grant's start to its end, rounded down per grant as
// the contract does), so Deposited - Vested is still locked and
// Deposited - Claimed is held by the escrow.
type EscrowTotals struct {
	Deposited, Claimed, Vested wire.Wei
	Grants                     int64
	At                         wire.Seconds
}

// EscrowBalance is one wallet's RewardVestingEscrow grants and claims
// (escrow_balances), with what they released by At.
type EscrowBalance struct {
	Wallet                     wire.Address
	Deposited, Claimed, Vested wire.Wei
	Grants                     int64
	LastEnd                    wire.Seconds // the latest grant's end
	At                         wire.Seconds
}

// TreasuryVestingTotals are TreasuryVesting's scheduled and released
// totals (Scheduled - Released is unreleased).
type TreasuryVestingTotals struct {
	Scheduled, Released wire.Wei
}
