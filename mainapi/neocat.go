package mainapi

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// RoleNeocatStaking is NeocatStaking (deployment key neocatStaking): its
// balance changes are the Neocat checkpoints the points boost reads
// (docs/points.md).
const RoleNeocatStaking = "neocat_staking"

// Neocat stake kinds (the Solidity event names).
const (
	NeocatStaked   = "Staked"
	NeocatUnstaked = "Unstaked"
	NeocatSeeded   = "Seeded"
)

// NeocatStake is NeocatStaking's Staked, Unstaked or Seeded: Account's
// staked count is Balance after it (the contract's own checkpoint value).
type NeocatStake struct {
	Pos
	Kind    string
	Account common.Address
	TokenID *big.Int
	Balance *big.Int
}
