package mainapi

import "github.com/neoswap/neoswap/common/wire"

// Read models of the holder routes.

// LPPosition is one pair a holder has LP tokens of (lp_balances) with the
// pair's tokens, reserves and LP supply.
type LPPosition struct {
	Pair, Token0, Token1 wire.Address
	Balance              wire.Wei
	TotalSupply          wire.Wei // 0 when no mint is indexed (indexing started after it)
	Reserve0, Reserve1   wire.Wei
}
