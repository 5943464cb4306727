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

// RoleNeocatNft is the Neocat collection (deployment key neocatNft): its
// Transfers say which wallet holds each Neocat (docs/portfolio.md).
const RoleNeocatNft = "neocat_nft"

// NeocatTransfer is a NeocatNft Transfer (ERC-721): TokenID moves from
// From to To (From zero: minted; To NeocatStaking: staked).
type NeocatTransfer struct {
	Pos
	From, To common.Address
	TokenID  *big.Int
}

// Neocats are a wallet's Neocat ids: held in its wallet (the collection's
// ownerOf) and staked by it in NeocatStaking (stakerOf), each ascending.
type Neocats struct {
	Held, Staked []*big.Int
}
