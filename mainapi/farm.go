package mainapi

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// Roles of the farming family's contracts (docs/indexer.md, "Farms"): their
// events are decoded into the farm domain's raw rows.
const (
	// RoleVampChef is the launch farm (deployment extra vampChef).
	RoleVampChef = "vamp_chef"
	// RoleMasterChef is the halving farm with a withdrawal cooldown
	// (deployment masterChef).
	RoleMasterChef = "master_chef"
	// RoleVestingEscrow is RewardVestingEscrow, which vests the chefs'
	// reward halves (deployment rewardVestingEscrow).
	RoleVestingEscrow = "vesting_escrow"
	// RoleTreasuryVesting is TreasuryVesting (deployment treasuryVesting).
	RoleTreasuryVesting = "treasury_vesting"
	// RoleZap is NeoSwapZap (deployment zap).
	RoleZap = "zap"
	// RoleExtZap is ExtZap, which zaps into an ext pair and stakes in
	// VampChef for the sender (deployment extZap).
	RoleExtZap = "ext_zap"
)

// FarmEvents are the decoded events of the farming family of a block (or
// batch), each in log order.
type FarmEvents struct {
	Deposits        []FarmDeposit
	Withdrawals     []FarmWithdrawal
	Emergency       []FarmEmergencyWithdraw
	Rewards         []FarmReward
	PoolChanges     []FarmPoolChange
	Emissions       []FarmEmissionEvent
	EscrowDeposits  []EscrowDeposit
	EscrowClaims    []EscrowClaim
	TreasuryVesting []TreasuryVestingEvent
	Zaps            []Zap
}

// Len returns the number of farm events.
func (f *FarmEvents) Len() int {
	return len(f.Deposits) + len(f.Withdrawals) + len(f.Emergency) + len(f.Rewards) + len(f.PoolChanges) +
		len(f.Emissions) + len(f.EscrowDeposits) + len(f.EscrowClaims) + len(f.TreasuryVesting) + len(f.Zaps)
}

// Append appends o's events to f.
func (f *FarmEvents) Append(o *FarmEvents) {
	f.Deposits = append(f.Deposits, o.Deposits...)
	f.Withdrawals = append(f.Withdrawals, o.Withdrawals...)
	f.Emergency = append(f.Emergency, o.Emergency...)
	f.Rewards = append(f.Rewards, o.Rewards...)
	f.PoolChanges = append(f.PoolChanges, o.PoolChanges...)
	f.Emissions = append(f.Emissions, o.Emissions...)
	f.EscrowDeposits = append(f.EscrowDeposits, o.EscrowDeposits...)
	f.EscrowClaims = append(f.EscrowClaims, o.EscrowClaims...)
	f.TreasuryVesting = append(f.TreasuryVesting, o.TreasuryVesting...)
	f.Zaps = append(f.Zaps, o.Zaps...)
}

// FarmDeposit is a chef's Deposit (Pos.Address is the chef): Amount is
// what the stake was credited with, after MasterChef's deposit fee. An
// ExtZap deposit names the zapping wallet as User.
type FarmDeposit struct {
	Pos
	User   common.Address
	Pid    uint64
	Amount *big.Int
}

// Farm withdrawal kinds (the Solidity event names).
const (
	FarmWithdraw        = "Withdraw"        // VampChef: principal returned at once
	FarmWithdrawQueued  = "WithdrawQueued"  // MasterChef: the stake leaves the position into the queue
	FarmWithdrawClaimed = "WithdrawClaimed" // MasterChef: the queue is paid out
)

// FarmWithdrawal is VampChef's Withdraw or MasterChef's WithdrawQueued or
// WithdrawClaimed. CooldownEnd is set on WithdrawQueued only (equal to
// the block's timestamp when paid at once, a WithdrawClaimed following in
// the same call).
type FarmWithdrawal struct {
	Pos
	Kind        string
	User        common.Address
	Pid         uint64
	Amount      *big.Int
	CooldownEnd *big.Int
}

// FarmEmergencyWithdraw is a chef's EmergencyWithdraw: the stake returned
// without rewards.
type FarmEmergencyWithdraw struct {
	Pos
	User   common.Address
	Pid    uint64
	Amount *big.Int
}

// Farm reward kinds (the Solidity event names).
const (
	FarmRewardPaid      = "RewardPaid"
	FarmRewardShortfall = "RewardShortfall"
	FarmRewardForfeited = "RewardForfeited"
)

// FarmReward is a chef's RewardPaid (Amount: the whole reward settled, half
// liquid, the rest vested in the escrow), RewardShortfall (Amount: what
// was paid, Owed: what was owed) or RewardForfeited (Amount: what the
// grace period forfeited). Owed is nil but on RewardShortfall.
type FarmReward struct {
	Pos
	Kind   string
	User   common.Address
	Pid    uint64
	Amount *big.Int
	Owed   *big.Int
}

// Farm pool change kinds (the Solidity event names).
const (
	FarmPoolAdded   = "PoolAdded"
	FarmPoolSet     = "PoolSet"
	FarmPoolUpdated = "PoolUpdated"
)

// FarmPoolChange is a chef's PoolAdded (LPToken, AllocPoint,
// TotalAllocPoint; DepositFeeBps on MasterChef), PoolSet (AllocPoint,
// TotalAllocPoint; DepositFeeBps on MasterChef) or PoolUpdated
// (AccRewardPerShare, LastRewardTime). Fields an event does not carry are
// nil (zero LPToken).
type FarmPoolChange struct {
	Pos
	Kind                              string
	Pid                               uint64
	LPToken                           common.Address
	AllocPoint, TotalAllocPoint       *big.Int
	DepositFeeBps                     *uint16
	AccRewardPerShare, LastRewardTime *big.Int
}

// Farm emission event kinds (the Solidity event names).
const (
	FarmEmissionStarted               = "EmissionStarted"
	FarmEmissionScheduleSet           = "EmissionScheduleSet"
	FarmUndistributedRewardsRecovered = "UndistributedRewardsRecovered"
)

// FarmEmissionEvent is a chef's EmissionStarted (Budget: VampChef's budget
// or MasterChef's totalReward; Rate: VampChef's rewardPerSecond or
// MasterChef's initialPeriodReward; Start, End), MasterChef's
// EmissionScheduleSet (HalvingPeriod, NumPeriods) or
// UndistributedRewardsRecovered (Recipient, Amount). Fields an event does
// not carry are nil (zero Recipient).
type FarmEmissionEvent struct {
	Pos
	Kind                      string
	Budget, Rate              *big.Int
	Start, End                *big.Int
	HalvingPeriod, NumPeriods *big.Int
	Recipient                 common.Address
	Amount                    *big.Int
}

// EscrowDeposit is RewardVestingEscrow's Deposited: a grant vesting
// linearly from Start to End.
type EscrowDeposit struct {
	Pos
	Account    common.Address
	GrantID    *big.Int
	Amount     *big.Int
	Start, End *big.Int
}

// EscrowClaim is RewardVestingEscrow's Claimed.
type EscrowClaim struct {
	Pos
	Account common.Address
	Amount  *big.Int
}

// Treasury vesting kinds (the Solidity event names).
const (
	TreasuryVestingScheduled = "VestingScheduled"
	TreasuryReleased         = "Released"
)

// TreasuryVestingEvent is TreasuryVesting's VestingScheduled (Amount: the
// total, Start, End) or Released (Amount; Start and End nil).
type TreasuryVestingEvent struct {
	Pos
	Kind        string
	Beneficiary common.Address
	Amount      *big.Int
	Start, End  *big.Int
}

// Zap kinds (the Solidity event names).
const (
	ZapZappedIn = "ZappedIn" // NeoSwapZap
	ZapZapped   = "Zapped"   // ExtZap
)

// Zap is NeoSwapZap's ZappedIn or ExtZap's Zapped (SwapAmount set on
// Zapped only).
type Zap struct {
	Pos
	Kind                  string
	Sender, Pair, TokenIn common.Address
	AmountIn, SwapAmount  *big.Int
	LPAmount              *big.Int
}
