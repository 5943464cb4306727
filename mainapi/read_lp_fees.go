package mainapi

import (
	"math/big"

	"github.com/neoswap/neoswap/common/wire"
)

// Read models of the LP fee routes (docs/portfolio.md, "LP fees").

// LPFeeHistory is what a wallet's fee earnings in one pair are computed
// from: the pair now, and at the end of every block in which the wallet's
// LP balance changed, that balance and the pair's reserves and LP supply.
type LPFeeHistory struct {
	Pair, Token0, Token1 wire.Address
	// Decimals0, Decimals1 are the tokens' decimals (nil when unknown).
	Decimals0, Decimals1 *int32
	// Balance, Reserve0, Reserve1, Supply are the pair now (lp_balances,
	// pools, lp_supplies).
	Balance, Reserve0, Reserve1, Supply *big.Int
	Steps                               []LPFeeStep // oldest first
}

// LPFeeStep is one block that changed the wallet's LP balance: the
// balance, reserves (last Sync at or before it) and LP supply at its end.
type LPFeeStep struct {
	Block                               int64
	Balance, Reserve0, Reserve1, Supply *big.Int
}
