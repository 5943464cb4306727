package decode

import (
	"fmt"
	"math"
	"math/big"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
)

// Binding names of the farming family in the events registry. VampChef's
// and MasterChef's Deposit, EmergencyWithdraw, RewardPaid, RewardShortfall,
// RewardForfeited and PoolUpdated share their topic0: the log's address
// says which chef emitted it.
const (
	vampChefContract        = "VampChef"
	masterChefContract      = "MasterChef"
	vestingEscrowContract   = "RewardVestingEscrow"
	treasuryVestingContract = "TreasuryVesting"
	zapContract             = "NeoSwapZap"
	extZapContract          = "ExtZap"
)

func init() {
	abis[vampChefContract] = bindings.NewVampChef().GetABI()
	abis[masterChefContract] = bindings.NewMasterChef().GetABI()
	abis[vestingEscrowContract] = bindings.NewRewardVestingEscrow().GetABI()
	abis[treasuryVestingContract] = bindings.NewTreasuryVesting().GetABI()
	abis[zapContract] = bindings.NewNeoSwapZap().GetABI()
	abis[extZapContract] = bindings.NewExtZap().GetABI()
}

// pid is a chef's pool id; the chefs number pools from 0 below MAX_POOLS,
// so one that does not fit an int64 is malformed.
func pid(x *big.Int) (uint64, error) {
	if x == nil || x.Sign() < 0 || !x.IsUint64() || x.Uint64() > math.MaxInt64 {
		return 0, fmt.Errorf("pool id %v out of range", x)
	}
	return x.Uint64(), nil
}

func u64(x uint64) *big.Int { return new(big.Int).SetUint64(x) }

// chef decodes a log of either chef (contract names which): deposits,
// withdrawals, rewards, pool changes and emission events into their rows,
// every other event (RewardTokenSet, TrustedZapperSet, VestingEscrowSet,
// FeeRecipientUpdated, the proxy's) as an admin event.
func (d *decoder) chef(l *mainapi.Log, contract string) (int, error) {
	v, ok, err := unpack(contract, l)
	if !ok || err != nil {
		return 0, err
	}
	p := pos(d.block, l)
	f := &d.ev.Farm
	var id *big.Int // the pool id of the row appended, stored at *at
	var at *uint64
	switch e := v.(type) {
	case *bindings.VampChefDeposit:
		f.Deposits = append(f.Deposits, mainapi.FarmDeposit{Pos: p, User: e.User, Amount: e.Amount})
		id, at = e.Pid, &f.Deposits[len(f.Deposits)-1].Pid
	case *bindings.MasterChefDeposit:
		f.Deposits = append(f.Deposits, mainapi.FarmDeposit{Pos: p, User: e.User, Amount: e.Amount})
		id, at = e.Pid, &f.Deposits[len(f.Deposits)-1].Pid
	case *bindings.VampChefWithdraw:
		f.Withdrawals = append(f.Withdrawals, mainapi.FarmWithdrawal{Pos: p, Kind: mainapi.FarmWithdraw, User: e.User, Amount: e.Amount})
		id, at = e.Pid, &f.Withdrawals[len(f.Withdrawals)-1].Pid
	case *bindings.MasterChefWithdrawQueued:
		f.Withdrawals = append(f.Withdrawals, mainapi.FarmWithdrawal{Pos: p, Kind: mainapi.FarmWithdrawQueued, User: e.User,
			Amount: e.Amount, CooldownEnd: u64(e.CooldownEnd)})
		id, at = e.Pid, &f.Withdrawals[len(f.Withdrawals)-1].Pid
	case *bindings.MasterChefWithdrawClaimed:
		f.Withdrawals = append(f.Withdrawals, mainapi.FarmWithdrawal{Pos: p, Kind: mainapi.FarmWithdrawClaimed, User: e.User, Amount: e.Amount})
		id, at = e.Pid, &f.Withdrawals[len(f.Withdrawals)-1].Pid
	case *bindings.VampChefEmergencyWithdraw:
		f.Emergency = append(f.Emergency, mainapi.FarmEmergencyWithdraw{Pos: p, User: e.User, Amount: e.Amount})
		id, at = e.Pid, &f.Emergency[len(f.Emergency)-1].Pid
	case *bindings.MasterChefEmergencyWithdraw:
		f.Emergency = append(f.Emergency, mainapi.FarmEmergencyWithdraw{Pos: p, User: e.User, Amount: e.Amount})
		id, at = e.Pid, &f.Emergency[len(f.Emergency)-1].Pid
	case *bindings.VampChefRewardPaid:
		f.Rewards = append(f.Rewards, mainapi.FarmReward{Pos: p, Kind: mainapi.FarmRewardPaid, User: e.User, Amount: e.Amount})
		id, at = e.Pid, &f.Rewards[len(f.Rewards)-1].Pid
	case *bindings.MasterChefRewardPaid:
		f.Rewards = append(f.Rewards, mainapi.FarmReward{Pos: p, Kind: mainapi.FarmRewardPaid, User: e.User, Amount: e.Amount})
		id, at = e.Pid, &f.Rewards[len(f.Rewards)-1].Pid
	case *bindings.VampChefRewardShortfall:
		f.Rewards = append(f.Rewards, mainapi.FarmReward{Pos: p, Kind: mainapi.FarmRewardShortfall, User: e.User, Amount: e.Paid, Owed: e.Owed})
		id, at = e.Pid, &f.Rewards[len(f.Rewards)-1].Pid
	case *bindings.MasterChefRewardShortfall:
		f.Rewards = append(f.Rewards, mainapi.FarmReward{Pos: p, Kind: mainapi.FarmRewardShortfall, User: e.User, Amount: e.Paid, Owed: e.Owed})
		id, at = e.Pid, &f.Rewards[len(f.Rewards)-1].Pid
	case *bindings.VampChefRewardForfeited:
		f.Rewards = append(f.Rewards, mainapi.FarmReward{Pos: p, Kind: mainapi.FarmRewardForfeited, User: e.User, Amount: e.Amount})
		id, at = e.Pid, &f.Rewards[len(f.Rewards)-1].Pid
	case *bindings.MasterChefRewardForfeited:
		f.Rewards = append(f.Rewards, mainapi.FarmReward{Pos: p, Kind: mainapi.FarmRewardForfeited, User: e.Account, Amount: e.Amount})
		id, at = e.Pid, &f.Rewards[len(f.Rewards)-1].Pid
	case *bindings.VampChefPoolAdded:
		f.PoolChanges = append(f.PoolChanges, mainapi.FarmPoolChange{Pos: p, Kind: mainapi.FarmPoolAdded, LPToken: e.LpToken,
			AllocPoint: e.AllocPoint, TotalAllocPoint: e.TotalAllocPoint})
		id, at = e.Pid, &f.PoolChanges[len(f.PoolChanges)-1].Pid
	case *bindings.MasterChefPoolAdded:
		fee := e.DepositFeeBps
		f.PoolChanges = append(f.PoolChanges, mainapi.FarmPoolChange{Pos: p, Kind: mainapi.FarmPoolAdded, LPToken: e.LpToken,
			AllocPoint: e.AllocPoint, TotalAllocPoint: e.TotalAllocPoint, DepositFeeBps: &fee})
		id, at = e.Pid, &f.PoolChanges[len(f.PoolChanges)-1].Pid
	case *bindings.VampChefPoolSet:
		f.PoolChanges = append(f.PoolChanges, mainapi.FarmPoolChange{Pos: p, Kind: mainapi.FarmPoolSet,
			AllocPoint: e.AllocPoint, TotalAllocPoint: e.TotalAllocPoint})
		id, at = e.Pid, &f.PoolChanges[len(f.PoolChanges)-1].Pid
	case *bindings.MasterChefPoolSet:
		fee := e.DepositFeeBps
		f.PoolChanges = append(f.PoolChanges, mainapi.FarmPoolChange{Pos: p, Kind: mainapi.FarmPoolSet,
			AllocPoint: e.AllocPoint, TotalAllocPoint: e.TotalAllocPoint, DepositFeeBps: &fee})
		id, at = e.Pid, &f.PoolChanges[len(f.PoolChanges)-1].Pid
	case *bindings.VampChefPoolUpdated:
		f.PoolChanges = append(f.PoolChanges, mainapi.FarmPoolChange{Pos: p, Kind: mainapi.FarmPoolUpdated,
			AccRewardPerShare: e.AccRewardPerShare, LastRewardTime: e.LastRewardTime})
		id, at = e.Pid, &f.PoolChanges[len(f.PoolChanges)-1].Pid
	case *bindings.MasterChefPoolUpdated:
		f.PoolChanges = append(f.PoolChanges, mainapi.FarmPoolChange{Pos: p, Kind: mainapi.FarmPoolUpdated,
			AccRewardPerShare: e.AccRewardPerShare, LastRewardTime: e.LastRewardTime})
		id, at = e.Pid, &f.PoolChanges[len(f.PoolChanges)-1].Pid
	case *bindings.VampChefEmissionStarted:
		f.Emissions = append(f.Emissions, mainapi.FarmEmissionEvent{Pos: p, Kind: mainapi.FarmEmissionStarted, Budget: e.Budget,
			Rate: e.RewardPerSecond, Start: u64(e.StartTime), End: u64(e.EndTime)})
	case *bindings.MasterChefEmissionStarted:
		f.Emissions = append(f.Emissions, mainapi.FarmEmissionEvent{Pos: p, Kind: mainapi.FarmEmissionStarted, Budget: e.TotalReward,
			Rate: e.InitialPeriodReward, Start: u64(e.StartTime), End: u64(e.EndTime)})
	case *bindings.MasterChefEmissionScheduleSet:
		f.Emissions = append(f.Emissions, mainapi.FarmEmissionEvent{Pos: p, Kind: mainapi.FarmEmissionScheduleSet,
			HalvingPeriod: e.HalvingPeriod, NumPeriods: e.NumPeriods})
	case *bindings.VampChefUndistributedRewardsRecovered:
		f.Emissions = append(f.Emissions, mainapi.FarmEmissionEvent{Pos: p, Kind: mainapi.FarmUndistributedRewardsRecovered,
			Recipient: e.To, Amount: e.Amount})
	case *bindings.MasterChefUndistributedRewardsRecovered:
		f.Emissions = append(f.Emissions, mainapi.FarmEmissionEvent{Pos: p, Kind: mainapi.FarmUndistributedRewardsRecovered,
			Recipient: e.To, Amount: e.Amount})
	default:
		return d.admin(contract, l)
	}
	if id != nil {
		n, err := pid(id)
		if err != nil {
			return 0, err
		}
		*at = n
	}
	return 1, nil
}

// escrow decodes a log of RewardVestingEscrow: Deposited and Claimed into
// their rows, every other event (DepositorSet, the proxy's) as an admin
// event.
func (d *decoder) escrow(l *mainapi.Log) (int, error) {
	v, ok, err := unpack(vestingEscrowContract, l)
	if !ok || err != nil {
		return 0, err
	}
	p := pos(d.block, l)
	f := &d.ev.Farm
	switch e := v.(type) {
	case *bindings.RewardVestingEscrowDeposited:
		f.EscrowDeposits = append(f.EscrowDeposits, mainapi.EscrowDeposit{Pos: p, Account: e.Account, GrantID: e.GrantId,
			Amount: e.Amount, Start: u64(e.Start), End: u64(e.End)})
	case *bindings.RewardVestingEscrowClaimed:
		f.EscrowClaims = append(f.EscrowClaims, mainapi.EscrowClaim{Pos: p, Account: e.Account, Amount: e.Amount})
	default:
		return d.admin(vestingEscrowContract, l)
	}
	return 1, nil
}

// treasuryVesting decodes a log of TreasuryVesting: VestingScheduled and
// Released into their rows, every other event as an admin event.
func (d *decoder) treasuryVesting(l *mainapi.Log) (int, error) {
	v, ok, err := unpack(treasuryVestingContract, l)
	if !ok || err != nil {
		return 0, err
	}
	p := pos(d.block, l)
	f := &d.ev.Farm
	switch e := v.(type) {
	case *bindings.TreasuryVestingVestingScheduled:
		f.TreasuryVesting = append(f.TreasuryVesting, mainapi.TreasuryVestingEvent{Pos: p, Kind: mainapi.TreasuryVestingScheduled,
			Beneficiary: e.Beneficiary, Amount: e.Total, Start: u64(e.Start), End: u64(e.End)})
	case *bindings.TreasuryVestingReleased:
		f.TreasuryVesting = append(f.TreasuryVesting, mainapi.TreasuryVestingEvent{Pos: p, Kind: mainapi.TreasuryReleased,
			Beneficiary: e.Beneficiary, Amount: e.Amount})
	default:
		return d.admin(treasuryVestingContract, l)
	}
	return 1, nil
}

// zap decodes NeoSwapZap's ZappedIn and ExtZap's Zapped (contract names
// which zap); the zaps have no other event.
func (d *decoder) zap(l *mainapi.Log, contract string) (int, error) {
	v, ok, err := unpack(contract, l)
	if !ok || err != nil {
		return 0, err
	}
	p := pos(d.block, l)
	f := &d.ev.Farm
	switch e := v.(type) {
	case *bindings.NeoSwapZapZappedIn:
		f.Zaps = append(f.Zaps, mainapi.Zap{Pos: p, Kind: mainapi.ZapZappedIn, Sender: e.Sender, Pair: e.Pair, TokenIn: e.TokenIn,
			AmountIn: e.AmountIn, LPAmount: e.LpAmount})
	case *bindings.ExtZapZapped:
		f.Zaps = append(f.Zaps, mainapi.Zap{Pos: p, Kind: mainapi.ZapZapped, Sender: e.Sender, Pair: e.Pair, TokenIn: e.TokenIn,
			AmountIn: e.AmountIn, SwapAmount: e.SwapAmount, LPAmount: e.LpAmount})
	default:
		return d.admin(contract, l)
	}
	return 1, nil
}
