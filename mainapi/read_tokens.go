package mainapi

import "github.com/neoswap/neoswap/common/wire"

// Read models of the token routes (spec 4.2): every token route reads the
// service's own pools only.

// TokenListing is one row of GET /tokens.
type TokenListing struct {
	Address  wire.Address
	Symbol   *string // nil when the symbol call reverted
	Name     *string
	Decimals *int16
	Verified bool
	HasLogo  bool // a logo is stored in token_logos (Logo)
}

// TokenPrice is a token's latest candle close: the price at its newest own
// pool Sync that could be priced (minutes with trades and no price have a
// NULL close).
type TokenPrice struct {
	PriceUsd string // decimal text, up to 18 decimals
	Minute   int64  // unix minute of the candle
}

// TokenCandleText is a chart bucket as Postgres wrote it: the OHLC and the
// volume are numeric text. Its slices alias the connection's read buffer:
// they are valid only during the FindTokenChart callback.
type TokenCandleText struct {
	Minute                            int64 // bucket start, unix minutes
	Open, High, Low, Close, VolumeUsd []byte
}

// TokenChart is what the chart route reads besides the candles: the
// token's market at the head minute and its latest price.
type TokenChart struct {
	Market TokenMarket
	Price  TokenPrice
	Priced bool // false: never priced on an own pool (Price is zero)
}

// TokenMarket is the chart summary of a token at head minute H: the first
// non-zero open of each change window (nil when none), the volumes of the
// last 5, 60 and 1440 minutes and 24h trades (from its candles: each trade
// once), and the TVL and 24h fees of its own pools (pool_stats,
// hour-anchored; the fees of every hop, as the pools earned them).
type TokenMarket struct {
	Ref5m, Ref30m, Ref6h, Ref24h  *string
	Volume5m, Volume1h, Volume24h wire.Usd
	Swaps24h                      int64
	Fees24h, TvlUsd               wire.Usd
}

// TokenSwap is one row of GET /tokens/{address}/swaps.
type TokenSwap struct {
	TxHash          wire.Hash
	LogIndex        int32
	Timestamp       wire.Seconds
	Side            string
	TokenAmount     wire.Wei
	TokenDecimals   int32
	CounterToken    *wire.Address
	CounterAmount   wire.Wei
	CounterDecimals *int16
	UsdValue        wire.Usd
	Wallet          wire.Address
	PoolCount       *int32        // folded multi-pool rows only
	OuterToken      *wire.Address // folded multi-pool rows only
	OuterAmount     *wire.Wei
}
