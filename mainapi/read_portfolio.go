package mainapi

import (
	"math/big"

	"github.com/neoswap/neoswap/common/wire"
)

// Read models of GET /portfolio/{address} (docs/portfolio.md,
// "Portfolio").

// PortfolioPair is an amount of a pair's LP tokens with what values it:
// the pair's tokens, their decimals (nil when unknown), reserves and LP
// supply now. Tracked is false for an LP token that is not an indexed
// pair (its fields then zero).
type PortfolioPair struct {
	Pair, Token0, Token1 wire.Address
	Decimals0, Decimals1 *int32
	Reserve0, Reserve1   *big.Int
	Supply               *big.Int
	Tracked              bool
}

// PortfolioLP is a wallet's LP balance in one pair (lp_balances).
type PortfolioLP struct {
	PortfolioPair
	Balance *big.Int
}

// PortfolioFarm is a wallet's stake in one farm pool (farm_positions).
type PortfolioFarm struct {
	Chef           wire.Address
	Pid            int64
	Staked, Queued *big.Int
	PortfolioPair  // the pool's LP token (Pair zero when PoolAdded is not indexed)
}

// PortfolioStake is a wallet's NeoStaking position (staking_positions).
type PortfolioStake struct {
	Amount, Effective *big.Int
	Option            int
}

// PortfolioCoin is a wallet's balance of a launch venue coin
// (coin_balances), with the coin's symbol and name from its TokenCreated.
// Launch coins have 18 decimals (LaunchpadToken).
type PortfolioCoin struct {
	Token        wire.Address
	Symbol, Name string
	Balance      *big.Int
	// CurveUsd is the coin's USD price on its curve (decimal, 18 places)
	// while it is still there (not graduated, not a tracked pair's token)
	// and ETH is priced; nil otherwise.
	CurveUsd *string
}

// CoinDecimals is the decimals of every launch venue coin
// (LaunchpadToken is a plain 18-decimal ERC-20).
const CoinDecimals = 18

// Portfolio is what a wallet holds across the indexed domains.
type Portfolio struct {
	LP    []PortfolioLP
	Farms []PortfolioFarm
	// Coins are its positive launch coin balances, by coin address.
	Coins   []PortfolioCoin
	Staking *PortfolioStake // nil: no position
	// NeoDecimals is NEO's decimals (nil when unknown), for the staking
	// position's value.
	NeoDecimals                *int32
	NeocatsHeld, NeocatsStaked int64
}
