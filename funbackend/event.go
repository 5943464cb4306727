package funbackend

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// Coin status numbers (spec 2.2): 0 None, 1 Trading, 2 Frozen, 3 Graduated.
const (
	StatusNone      = 0
	StatusTrading   = 1
	StatusFrozen    = 2
	StatusGraduated = 3
)

// Block is a chain block header as the indexer keeps it.
type Block struct {
	Number     uint64
	Hash       common.Hash
	ParentHash common.Hash
	Timestamp  uint64
}

// LogRef locates a curve log and carries its block's timestamp.
type LogRef struct {
	BlockNumber uint64
	BlockHash   common.Hash
	TxHash      common.Hash
	LogIndex    uint
	Timestamp   uint64
}

// Event is a decoded curve log (docs/launch-lifecycle.md section 9). Each
// concrete type below is one curve event; Name is its Solidity name.
type Event interface {
	Ref() LogRef
	Coin() common.Address
	Name() string
}

// TokenCreated: a coin exists (Trading).
type TokenCreated struct {
	LogRef
	Token, Creator, Submitter, FeeRecipient common.Address
	TokenName, Symbol                       string
	MetadataHash                            common.Hash
	Salt, Nonce                             *big.Int
	PveVault                                common.Address // zero: not a PvE coin
	ParamsID                                uint32
	VirtualEth, VirtualToken, FloorToken    *big.Int
	CreatorFeeBps                           uint64
}

// Trade: one buy or sell on the curve.
type Trade struct {
	LogRef
	Token, Trader                                   common.Address
	IsBuy                                           bool
	EthAmount, TokenAmount, ProtocolFee, CreatorFee *big.Int
	PriceX18, VirtualEth, VirtualToken, RealEth     *big.Int
	PveTokens                                       *big.Int // of TokenAmount, escrowed to the PvE vault
}

// FloorReached: Trading -> Frozen.
type FloorReached struct {
	LogRef
	Token                 common.Address
	FrozenAt, SellsOpenAt uint64
	RealEth, PriceX18     *big.Int
}

// Unfrozen: Frozen -> Trading after the sell-reopen delay.
type Unfrozen struct {
	LogRef
	Token                                     common.Address
	PrevFrozenAt, PrevFrozenBlock, UnfrozenAt uint64
}

// Graduated: Frozen -> Graduated, pools opened at PriceX18.
type Graduated struct {
	LogRef
	Token, Caller, PairWeth, PairNeo common.Address
	PriceX18, TokensBurned           *big.Int
}

// PveCredited: a PvE coin's escrow was credited to stakers.
type PveCredited struct {
	LogRef
	Token, Vault                     common.Address
	Amount, TotalStaked, CreditBlock *big.Int
}

// PveCreditFailed: the credit reverted or was held; creditPve retries.
type PveCreditFailed struct {
	LogRef
	Token, Vault common.Address
	Amount       *big.Int
}

// PveRecordFailed: a PvE fill reached the vault but its booking reverted.
type PveRecordFailed struct {
	LogRef
	Token, Vault common.Address
	Amount       *big.Int
}

// CreatorFeeRerouted: a trade's creator fee went to the Collector.
type CreatorFeeRerouted struct {
	LogRef
	Token, FeeRecipient common.Address
	Amount              *big.Int
}

func (r LogRef) Ref() LogRef { return r }

func (e *TokenCreated) Coin() common.Address       { return e.Token }
func (e *Trade) Coin() common.Address              { return e.Token }
func (e *FloorReached) Coin() common.Address       { return e.Token }
func (e *Unfrozen) Coin() common.Address           { return e.Token }
func (e *Graduated) Coin() common.Address          { return e.Token }
func (e *PveCredited) Coin() common.Address        { return e.Token }
func (e *PveCreditFailed) Coin() common.Address    { return e.Token }
func (e *PveRecordFailed) Coin() common.Address    { return e.Token }
func (e *CreatorFeeRerouted) Coin() common.Address { return e.Token }
func (e *FeeClaimed) Coin() common.Address         { return e.Token }
func (*FeeClaimed) Name() string                   { return "FeeClaimed" }

// FeeClaimed: the creator of a coin claimed its creator fees from the
// CreatorFeeVault (the vault's Claimed event; only coins of the curve are kept).
type FeeClaimed struct {
	LogRef
	Token, Creator, QuoteAsset common.Address
	Amount                     *big.Int
}

func (*TokenCreated) Name() string       { return "TokenCreated" }
func (*Trade) Name() string              { return "Trade" }
func (*FloorReached) Name() string       { return "FloorReached" }
func (*Unfrozen) Name() string           { return "Unfrozen" }
func (*Graduated) Name() string          { return "Graduated" }
func (*PveCredited) Name() string        { return "PveCredited" }
func (*PveCreditFailed) Name() string    { return "PveCreditFailed" }
func (*PveRecordFailed) Name() string    { return "PveRecordFailed" }
func (*CreatorFeeRerouted) Name() string { return "CreatorFeeRerouted" }

// Batch is what the indexer commits in one transaction: a contiguous run of
// blocks (ascending; at least the last block of the range, and every block
// that carries a curve log), their decoded curve events in log order, and
// the logs that failed to decode.
type Batch struct {
	Blocks   []Block
	Events   []Event
	Failures []DecodeFailure
	// EthUsd prices write-time USD snapshots (grad_mcap_usd).
	EthUsd float64
	// Now stamps failures (Unix seconds).
	Now int64
}

// DecodeFailure is a curve log of an indexed event whose data did not
// decode: recorded, skipped and reported by /health.
type DecodeFailure struct {
	LogRef
	EventName string
	Err       string
}

// RemovedTrade is a trade a reorg rolled back (the stream retracts it).
type RemovedTrade struct {
	Token    common.Address
	TxHash   common.Hash
	LogIndex uint
	Block    uint64
}

// NewEvent returns a zero event of the named type (an Event's Name), or
// nil for a name no event has: stored events decode into it.
func NewEvent(name string) Event {
	switch name {
	case "TokenCreated":
		return &TokenCreated{}
	case "Trade":
		return &Trade{}
	case "FloorReached":
		return &FloorReached{}
	case "Unfrozen":
		return &Unfrozen{}
	case "Graduated":
		return &Graduated{}
	case "PveCredited":
		return &PveCredited{}
	case "PveCreditFailed":
		return &PveCreditFailed{}
	case "PveRecordFailed":
		return &PveRecordFailed{}
	case "CreatorFeeRerouted":
		return &CreatorFeeRerouted{}
	case "FeeClaimed":
		return &FeeClaimed{}
	}
	return nil
}
