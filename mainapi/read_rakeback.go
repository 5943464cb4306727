package mainapi

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/wire"
)

// Models of the Rakeback job and the Rakeback routes (spec 4.5;
// docs/rakeback.md).

// RakebackClaimWindow is RakebackV2.CLAIM_WINDOW: a slice's claims close
// that long after its activation (spec 8).
const RakebackClaimWindow = 30 * 86400

// RakebackAccrual is one derived accrual row: 2/7 of the fees a payer paid
// in a fee token over an epoch, with its write-time USD.
type RakebackAccrual struct {
	Epoch   int64
	Account common.Address
	Token   common.Address
	Amount  *big.Int
	Usd     wire.Usd
}

// RakebackTree is a tree the job built for a closed epoch: its root, its
// 2n-1 nodes, one slice per token (declared = posted total, needed = the
// vested amount before the cap, available = the inflow not posted yet when
// it was built) and the job's progress with it.
type RakebackTree struct {
	Epoch     int64
	Root      common.Hash
	LeafCount int
	Nodes     []common.Hash
	Tokens    []common.Address
	Declared  []*big.Int
	Needed    []*big.Int
	Available []*big.Int
	State     string
	PostTx    *common.Hash
	LastError string
}

// RakebackLeaf is one leaf of a tree: (epoch, token, index, account,
// amount) is its preimage; Node its position among the tree's nodes.
type RakebackLeaf struct {
	Epoch   int64
	Index   int
	Token   common.Address
	Account common.Address
	Amount  *big.Int
	Usd     wire.Usd
	Node    int
}

// RakebackJobStatus is the job's state for /internal/jobs/rakeback.
type RakebackJobStatus struct {
	Enabled      bool              `json:"enabled"`
	Poster       wire.Address      `json:"poster"`
	CurrentEpoch int64             `json:"currentEpoch"`
	LastRunAt    int64             `json:"lastRunAt"`
	LastError    string            `json:"lastError"`
	Steps        []RakebackJobStep `json:"steps" doc:"the latest on-chain steps, newest first (at most 50)"`
}

// RakebackJobStep is one step the job took.
type RakebackJobStep struct {
	At    int64     `json:"at"`
	Epoch int64     `json:"epoch"`
	Step  string    `json:"step"`
	Tx    wire.Hash `json:"tx,omitzero"`
	Error string    `json:"error,omitempty"`
}

// RakebackWallet is a payer's rollup: fee-paying swaps, distinct tokens
// traded and its watermark (the block of its last swap or claim).
type RakebackWallet struct {
	Swaps        int64
	TokensTraded int64
	LastBlock    uint64
}

// RakebackLeafRow is a published leaf of a wallet with its lifecycle
// status (spec 2.2).
type RakebackLeafRow struct {
	Epoch         int64
	Token         common.Address
	Index         int64
	Amount        wire.Wei
	Root          common.Hash
	Proof         []common.Hash // sorted-pair siblings, leaf to root
	Node          int           // position among the tree's nodes
	Status        string
	ActivatedAt   *int64
	ClaimDeadline *int64
	Usd           wire.Usd
}

// RakebackEpochAmount is a wallet's raw accrual of one token in an epoch.
type RakebackEpochAmount struct {
	Epoch  int64
	Token  common.Address
	Amount wire.Wei
	Usd    wire.Usd
}

// RakebackTokenStats is one fee token's lifetime Rakeback figures.
type RakebackTokenStats struct {
	Token      common.Address
	Accrued    wire.Wei
	AccruedUsd wire.Usd
	Posted     wire.Wei
	PostedUsd  wire.Usd
	Claimed    wire.Wei
	ClaimedUsd wire.Usd
	Expired    wire.Wei
	ExpiredUsd wire.Usd
	Swept      wire.Wei
}

// RakebackStats are the global Rakeback figures of /rakeback/stats.
type RakebackStats struct {
	Tokens          []RakebackTokenStats
	WalletsAccrued  int64
	WalletsServed   int64
	EpochsPublished int64
	LatestEpoch     *int64
}
