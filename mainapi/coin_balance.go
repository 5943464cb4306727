package mainapi

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// Plain token balances of the launch venue's coins (docs/indexer.md,
// "Coin balances"; docs/portfolio.md). Every coin is deployed by the
// LaunchpadCurve, which announces it with TokenCreated, so the indexer
// sees every Transfer of it from its mint on and a wallet's balance is
// the sum of its transfers. Other tokens (WETH, stables, third-party
// tokens) moved before the index began: their balances are not derived.

// CoinTransfer is an ERC-20 Transfer of a launch venue coin (Pos.Address
// is the coin). From zero is the mint of its supply to the curve, To zero
// a burn.
type CoinTransfer struct {
	Pos
	From, To common.Address
	Value    *big.Int
}
