package mainapi

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// Pos locates a decoded event: the log that carried it. Raw event rows are
// keyed by (Block, TxHash, LogIndex).
type Pos struct {
	Block    uint64
	TxHash   common.Hash
	TxIndex  uint
	LogIndex uint
	// Address is the contract that emitted the log.
	Address common.Address
}

// Events are the decoded events of one block, each slice in log order. The
// zero value holds no event.
type Events struct {
	PairsCreated []PairCreated
	PairSwaps    []PairSwap
	Mints        []Mint
	Burns        []Burn
	Syncs        []Sync
	LPTransfers  []LPTransfer
	RouterSwaps  []RouterSwap
	CreatorFees  []CreatorFee
	Collector    []CollectorEvent
	Vault        []VaultEvent
	Admin        []AdminEvent
	// Curve are the launch venue curve's events (curve.go).
	Curve CurveEvents
	// Farm are the farming family's events: chefs, vesting escrow,
	// treasury vesting and zaps (farm.go).
	Farm FarmEvents
	// NeoTransfers are NeoToken Transfers from or to a supply holder
	// (neo_supply.go).
	NeoTransfers []NeoTransfer
	// Staking are NeoStaking's events (staking.go).
	Staking StakingEvents
	// Rakeback are RakebackV2's events (rakeback.go).
	Rakeback RakebackEvents
	// NeocatStakes are NeocatStaking's balance changes (neocat.go).
	NeocatStakes []NeocatStake
	// NeocatTransfers are NeocatNft's Transfers (neocat.go).
	NeocatTransfers []NeocatTransfer
	// Registry are CreatorFeeRegistry's per-token events and Pve the
	// events of both PveVault instances (creator_pve.go).
	Registry []RegistryEvent
	Pve      []PveEvent
	// CoinTransfers are the launch venue coins' ERC-20 Transfers
	// (coin_balance.go).
	CoinTransfers []CoinTransfer
	// Transactions are the block's transactions that emitted at least one
	// decoded event and whose sender a derived row reads (decode.Senders:
	// a liquidity change, or a pair swap that no FeeRouter swap pays for).
	Transactions []Transaction
}

// Len returns the number of decoded events (transactions not counted).
func (e *Events) Len() int {
	return len(e.PairsCreated) + len(e.PairSwaps) + len(e.Mints) + len(e.Burns) + len(e.Syncs) +
		len(e.LPTransfers) + len(e.RouterSwaps) + len(e.CreatorFees) + len(e.Collector) + len(e.Vault) + len(e.Admin) +
		e.Curve.Len() + e.Farm.Len() + e.Staking.Len() + e.Rakeback.Len() + len(e.NeoTransfers) + len(e.NeocatStakes) +
		len(e.NeocatTransfers) + len(e.Registry) + len(e.Pve) + len(e.CoinTransfers)
}

// PairCreated is a factory's PairCreated: a new tracked pair. Own tells our
// factory from the ext (third-party V2) factory.
type PairCreated struct {
	Pos
	Token0, Token1, Pair common.Address
	Index                *big.Int // allPairsLength after the creation
	Own                  bool
}

// PairSwap is a pair's Swap: one hop of a trade (never a trade by itself on
// our own pairs; see RouterSwap).
type PairSwap struct {
	Pos
	Sender, To                                   common.Address
	Amount0In, Amount1In, Amount0Out, Amount1Out *big.Int
}

// Mint is a pair's Mint with the recipient of its LP tokens recovered per
// spec 6 rule 5 (the `to` of the last zero-address LP Transfer of the same
// pair before the Mint in the same transaction; zero when there is none).
type Mint struct {
	Pos
	Sender, Recipient common.Address
	Amount0, Amount1  *big.Int
}

// Burn is a pair's Burn.
type Burn struct {
	Pos
	Sender, To       common.Address
	Amount0, Amount1 *big.Int
}

// Sync is a pair's Sync: the canonical reserves snapshot.
type Sync struct {
	Pos
	Reserve0, Reserve1 *big.Int
}

// LPTransfer is a pair's (LP token's) Transfer; From zero is a mint of LP,
// To zero a burn.
type LPTransfer struct {
	Pos
	From, To common.Address
	Value    *big.Int
}

// RouterSwap is FeeRouter's Swap: the canonical trade (spec 6 rule 1). User
// is the payer (rule 2).
type RouterSwap struct {
	Pos
	User, TokenIn, TokenOut, FeeToken common.Address
	AmountIn, AmountOut, FeeAmount    *big.Int
}

// CreatorFee is FeeRouter's CreatorFee.
type CreatorFee struct {
	Pos
	Token, Creator, QuoteAsset common.Address
	Amount                     *big.Int
}

// Collector event kinds (the Solidity event names).
const (
	CollectorDistributed       = "Distributed"
	CollectorBucketPaid        = "BucketPaid"
	CollectorBucketSkipped     = "BucketSkipped"
	CollectorBucketHeld        = "BucketHeld"
	CollectorHeldReleased      = "HeldReleased"
	CollectorHeldForceReleased = "HeldForceReleased"
)

// CollectorEvent is one of Collector's distribution events, named by Kind.
// Distributed sets Amount, Paid and Held and has no bucket (Bucket nil);
// the bucket events set Bucket and Recipient (the `to` of HeldForceReleased)
// and Amount (nil for BucketSkipped).
type CollectorEvent struct {
	Pos
	Kind               string
	Token              common.Address
	Bucket             *big.Int
	Recipient          common.Address
	Amount, Paid, Held *big.Int
}

// Vault event kinds.
const (
	VaultAccrued = "Accrued"
	VaultClaimed = "Claimed"
)

// VaultEvent is CreatorFeeVault's Accrued or Claimed.
type VaultEvent struct {
	Pos
	Kind                       string
	Token, Creator, QuoteAsset common.Address
	Amount                     *big.Int
}

// AdminEvent is a configuration event of a tracked contract (factory
// SwapFeeSet, FeeToSet, ...; FeeRouter ProtocolFeeSet, Permit2Set, ...):
// Contract and Name name it, Args holds its arguments by name as strings
// (addresses lowercase hex, integers decimal, booleans true/false).
type AdminEvent struct {
	Pos
	Contract, Name string
	Args           map[string]string
}
