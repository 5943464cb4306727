package mainapi

import "github.com/neoswap/neoswap/common/wire"

// Read models of the /dex routes (spec 4.2).

// DexPool is one tracked pair with its stats (spec 2.2 pool row): pools
// joined with pool_stats. A pool without a stats row has null sort values
// (HasStats false) and zero USD figures.
type DexPool struct {
	Pair, Token0, Token1 wire.Address
	Reserve0, Reserve1   wire.Wei
	LastUpdated          wire.Seconds
	HasStats             bool
	TvlUsd               wire.Usd
	Volume24hUsd         wire.Usd
	Fees24hUsd           wire.Usd
	Volume30dUsd         wire.Usd
	FeeAprBps            wire.NullBps
	TvlDeltaPct          wire.Percent
	Volume24hDeltaPct    wire.Percent
	Fees24hDeltaPct      wire.Percent
	// SortValue is the text of the sorted column (tvl, volume24h or fees24h)
	// as stored, for a keyset cursor; empty when the pool has no stats.
	SortValue string
}

// DexPoolSort names the pool_stats column /dex/pools orders by.
type DexPoolSort string

// The /dex/pools sorts.
const (
	DexPoolSortTvl       DexPoolSort = "tvl"
	DexPoolSortVolume24h DexPoolSort = "volume24h"
	DexPoolSortFees24h   DexPoolSort = "fees24h"
)

// DexPoolKey is a keyset position in /dex/pools: the sort value (Null when
// the pool has no stats: those rank last) and the pair, the tie-breaker.
type DexPoolKey struct {
	Null  bool
	Value string // numeric text of the sort column
	Pair  wire.Address
}

// DexPoolsQuery selects a page of /dex/pools.
type DexPoolsQuery struct {
	Sort  DexPoolSort
	Desc  bool
	After *DexPoolKey // nil: the first page
	Limit int
}

// DexPoolText is a /dex/pools row as Postgres wrote it, for an encoder
// that copies it to the wire without parsing: addresses are their 20 bytes,
// numeric columns their text. Its slices alias the connection's read
// buffer: they are valid only during the DexPoolsText callback.
type DexPoolText struct {
	Pair, Token0, Token1 []byte // 20 bytes each
	Reserve0, Reserve1   []byte // numeric(78,0) text
	LastUpdated          int64
	HasStats             bool
	// The USD figures, "0" when the pool has no stats row.
	TvlUsd, Volume24hUsd, Fees24hUsd, Volume30dUsd []byte
	FeeAprBps                                      int64
	FeeAprValid                                    bool // false: fee_apr_bps is NULL
	// The deltas in percent; nil for NULL.
	TvlDeltaPct, Volume24hDeltaPct, Fees24hDeltaPct []byte
	// SortValue is the text of the sorted column, for a keyset cursor; nil
	// when the pool has no stats.
	SortValue []byte
}

// Candle is one OHLC bucket of a pool's price (token1 per token0, whole
// units): Minute is the bucket start in unix minutes; prices are numeric text.
type Candle struct {
	Minute                 int64
	Open, High, Low, Close string
}

// PoolSwap is one pair Swap of a pool's swap list (an activity row of kind
// swap): the tokens and amounts in and out, the attributed wallet and the
// USD snapshot ("0" when unpriceable).
type PoolSwap struct {
	TxHash      wire.Hash
	LogIndex    int64
	BlockNumber int64
	Timestamp   wire.Seconds
	Wallet      wire.Address
	TokenIn     wire.Address
	AmountIn    wire.Wei
	TokenOut    wire.Address
	AmountOut   wire.Wei
	UsdValue    wire.Usd
}

// PairTopology is a pair and its two tokens.
type PairTopology struct {
	Pair, Token0, Token1 wire.Address
}
