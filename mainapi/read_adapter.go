package mainapi

import "github.com/neoswap/neoswap/common/wire"

// The aggregator adapter's read models (httpapi/adapter.go,
// docs/adapter.md): raw integer amounts with the decimals to apply; the
// handlers format them.

// AdapterAsset is a token the index knows (it has a token_metadata row,
// or it launched on the launch venue's curve).
type AdapterAsset struct {
	Address  wire.Address
	Name     *string
	Symbol   *string
	Decimals int // 18 when the token's metadata has none (token_decimals)
}

// AdapterPair is an own pool as it was created, or a launch venue coin's
// curve (Curve: Token0 the coin, Token1 WETH, created by its TokenCreated).
type AdapterPair struct {
	Curve                bool
	Pair, Token0, Token1 wire.Address
	CreatedBlock         uint64
	CreatedTimestamp     wire.Seconds
	CreatedTx            wire.Hash
	// FeeBps is the pool's LP fee at the indexed head (swap_fee_bps_at);
	// a curve's: the fees its latest trade paid over its ETH leg.
	FeeBps int
}

// AdapterEvent is an own pool's Swap, Mint or Burn, or a launch venue
// curve trade (Kind neofun_trade, Pair the coin), as its activity row
// holds it. For a swap, TokenA/AmountA is what went in and TokenB/AmountB
// what came out; for a Mint or Burn they are token0's and token1's
// amounts. Reserve0 and Reserve1 are the pool's reserves after the event.
type AdapterEvent struct {
	Block     uint64
	Timestamp wire.Seconds
	TxHash    wire.Hash
	TxIndex   int
	LogIndex  int
	Kind      string // swap, add_liquidity, remove_liquidity, neofun_trade
	Maker     wire.Address
	Pair      wire.Address
	Token0    wire.Address
	Token1    wire.Address
	Decimals0 int
	Decimals1 int
	TokenA    wire.Address
	AmountA   wire.Wei
	TokenB    wire.Address
	AmountB   wire.Wei
	Reserve0  wire.Wei
	Reserve1  wire.Wei
}
