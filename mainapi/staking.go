package mainapi

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// StakingEvents are the decoded events of NeoStaking (role RoleNeoStaking)
// of a block (or batch), each in log order (docs/staking.md). Its
// RewardNotifierSet, FeeRouterSet, VestAnchorSet, TreasurySet and the
// proxy's events are admin events (Events.Admin).
type StakingEvents struct {
	Stakes   []StakingStake
	Unstakes []StakingUnstake
	Rewards  []StakingReward
	Claims   []StakingClaim
	Config   []StakingConfig
}

// Len returns the number of staking events.
func (s *StakingEvents) Len() int {
	return len(s.Stakes) + len(s.Unstakes) + len(s.Rewards) + len(s.Claims) + len(s.Config)
}

// Append appends o's events to s.
func (s *StakingEvents) Append(o *StakingEvents) {
	s.Stakes = append(s.Stakes, o.Stakes...)
	s.Unstakes = append(s.Unstakes, o.Unstakes...)
	s.Rewards = append(s.Rewards, o.Rewards...)
	s.Claims = append(s.Claims, o.Claims...)
	s.Config = append(s.Config, o.Config...)
}

// Staking stake kinds (the Solidity event names).
const (
	StakingStaked   = "Staked"
	StakingImported = "Imported"
	StakingAppended = "Appended"
)

// StakingStake is NeoStaking's Staked (a new position: Amount = Total,
// its lock starts at the block's timestamp), Imported (a position the owner
// migrated in: Amount = Total; the event has no start) or Appended (Amount
// added, Total the position's new amount, Start its new lock start). Start
// is nil but on Appended.
type StakingStake struct {
	Pos
	Kind    string
	Account common.Address
	Amount  *big.Int
	Total   *big.Int
	Option  uint8
	Start   *big.Int
}

// Staking unstake kinds (the Solidity event names).
const (
	StakingUnstakeRequested = "UnstakeRequested"
	StakingUnstaked         = "Unstaked"
)

// StakingUnstake is NeoStaking's UnstakeRequested (the whole position
// moved into the account's ticket, streaming from Start) or Unstaked
// (Amount withdrawn from the ticket; Start nil).
type StakingUnstake struct {
	Pos
	Kind    string
	Account common.Address
	Amount  *big.Int
	Start   *big.Int
}

// Staking reward kinds (the Solidity event names).
const (
	StakingRewardNotified  = "RewardNotified"
	StakingRewardForwarded = "RewardForwardedToTreasury"
)

// StakingReward is NeoStaking's RewardNotified (Amount spread over the
// effective stake; Acc the token's new accRewardPerEffShare) or
// RewardForwardedToTreasury (no effective stake, or not an active reward
// token: Amount went to the treasury; Acc nil).
type StakingReward struct {
	Pos
	Kind   string
	Token  common.Address
	Amount *big.Int
	Acc    *big.Int
}

// Staking claim kinds (the Solidity event names).
const (
	StakingClaimed      = "Claimed"
	StakingClaimSkipped = "ClaimSkipped"
	StakingClaimedAsNeo = "ClaimedAsNeo"
)

// StakingClaim is NeoStaking's Claimed (Amount of Token paid), ClaimSkipped
// (the transfer of Token failed; Amount nil) or ClaimedAsNeo (Amount of
// Token swapped to NeoOut NEO; NeoOut nil on the others).
type StakingClaim struct {
	Pos
	Kind    string
	Account common.Address
	Token   common.Address
	Amount  *big.Int
	NeoOut  *big.Int
}

// Staking configuration kinds (the Solidity event names).
const (
	StakingBoostSet           = "BoostSet"
	StakingRewardTokenAdded   = "RewardTokenAdded"
	StakingRewardTokenRemoved = "RewardTokenRemoved"
	StakingRewardTokenPurged  = "RewardTokenPurged"
)

// StakingConfig is NeoStaking's BoostSet (Option, Bps; zero Token) or a
// RewardTokenAdded, RewardTokenRemoved or RewardTokenPurged (Token; Bps nil).
type StakingConfig struct {
	Pos
	Kind   string
	Option uint8
	Bps    *big.Int
	Token  common.Address
}
