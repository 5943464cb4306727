package decode

import (
	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
)

// stakingContract is NeoStaking's binding name in the events registry.
const stakingContract = "NeoStaking"

func init() {
	abis[stakingContract] = bindings.NewNeoStaking().GetABI()
}

// staking decodes a log of NeoStaking: positions (Staked, Imported,
// Appended), unstakes (UnstakeRequested, Unstaked), rewards
// (RewardNotified, RewardForwardedToTreasury), claims (Claimed,
// ClaimSkipped, ClaimedAsNeo) and the configuration the derived rows read
// (BoostSet, RewardTokenAdded/Removed/Purged) into their rows; every other
// event (RewardNotifierSet, FeeRouterSet, VestAnchorSet, TreasurySet, the
// proxy's) as an admin event.
func (d *decoder) staking(l *mainapi.Log) (int, error) {
	v, ok, err := unpack(stakingContract, l)
	if !ok || err != nil {
		return 0, err
	}
	p := pos(d.block, l)
	s := &d.ev.Staking
	switch e := v.(type) {
	case *bindings.NeoStakingStaked:
		s.Stakes = append(s.Stakes, mainapi.StakingStake{Pos: p, Kind: mainapi.StakingStaked, Account: e.Account,
			Amount: e.Amount, Total: e.Amount, Option: e.DurationOption})
	case *bindings.NeoStakingImported:
		s.Stakes = append(s.Stakes, mainapi.StakingStake{Pos: p, Kind: mainapi.StakingImported, Account: e.Account,
			Amount: e.Amount, Total: e.Amount, Option: e.DurationOption})
	case *bindings.NeoStakingAppended:
		s.Stakes = append(s.Stakes, mainapi.StakingStake{Pos: p, Kind: mainapi.StakingAppended, Account: e.Account,
			Amount: e.Added, Total: e.Total, Option: e.DurationOption, Start: u64(e.Start)})
	case *bindings.NeoStakingUnstakeRequested:
		s.Unstakes = append(s.Unstakes, mainapi.StakingUnstake{Pos: p, Kind: mainapi.StakingUnstakeRequested, Account: e.Account,
			Amount: e.Amount, Start: u64(e.Start)})
	case *bindings.NeoStakingUnstaked:
		s.Unstakes = append(s.Unstakes, mainapi.StakingUnstake{Pos: p, Kind: mainapi.StakingUnstaked, Account: e.Account, Amount: e.Amount})
	case *bindings.NeoStakingRewardNotified:
		s.Rewards = append(s.Rewards, mainapi.StakingReward{Pos: p, Kind: mainapi.StakingRewardNotified, Token: e.Token,
			Amount: e.Amount, Acc: e.AccRewardPerEffShare})
	case *bindings.NeoStakingRewardForwardedToTreasury:
		s.Rewards = append(s.Rewards, mainapi.StakingReward{Pos: p, Kind: mainapi.StakingRewardForwarded, Token: e.Token, Amount: e.Amount})
	case *bindings.NeoStakingClaimed:
		s.Claims = append(s.Claims, mainapi.StakingClaim{Pos: p, Kind: mainapi.StakingClaimed, Account: e.Account, Token: e.Token, Amount: e.Amount})
	case *bindings.NeoStakingClaimSkipped:
		s.Claims = append(s.Claims, mainapi.StakingClaim{Pos: p, Kind: mainapi.StakingClaimSkipped, Account: e.Account, Token: e.Token})
	case *bindings.NeoStakingClaimedAsNeo:
		s.Claims = append(s.Claims, mainapi.StakingClaim{Pos: p, Kind: mainapi.StakingClaimedAsNeo, Account: e.Account, Token: e.Token,
			Amount: e.RewardIn, NeoOut: e.NeoOut})
	case *bindings.NeoStakingBoostSet:
		s.Config = append(s.Config, mainapi.StakingConfig{Pos: p, Kind: mainapi.StakingBoostSet, Option: e.DurationOption, Bps: e.Bps})
	case *bindings.NeoStakingRewardTokenAdded:
		s.Config = append(s.Config, mainapi.StakingConfig{Pos: p, Kind: mainapi.StakingRewardTokenAdded, Token: e.Token})
	case *bindings.NeoStakingRewardTokenRemoved:
		s.Config = append(s.Config, mainapi.StakingConfig{Pos: p, Kind: mainapi.StakingRewardTokenRemoved, Token: e.Token})
	case *bindings.NeoStakingRewardTokenPurged:
		s.Config = append(s.Config, mainapi.StakingConfig{Pos: p, Kind: mainapi.StakingRewardTokenPurged, Token: e.Token})
	default:
		return d.admin(stakingContract, l)
	}
	return 1, nil
}
