package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
)

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

var dexPoolSortColumns = map[DexPoolSort]string{
	DexPoolSortTvl:       "s.tvl_usd",
	DexPoolSortVolume24h: "s.volume_24h_usd",
	DexPoolSortFees24h:   "s.fees_24h_usd",
}

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

const selectDexPoolColumns = `
SELECT hex_addr(p.pair), hex_addr(p.token0), hex_addr(p.token1), p.reserve0::text, p.reserve1::text, p.last_updated,
       s.pair IS NOT NULL,
       coalesce(s.tvl_usd, 0)::text, coalesce(s.volume_24h_usd, 0)::text, coalesce(s.fees_24h_usd, 0)::text,
       coalesce(s.volume_30d_usd, 0)::text, s.fee_apr_bps,
       s.tvl_delta_pct::text, s.volume_24h_delta_pct::text, s.fees_24h_delta_pct::text`

// DexPools returns a page of tracked pools in the order of q.Sort and q.Desc
// with nulls (pools without stats) last in both directions, and the pair in
// the same direction breaking ties; after q.After when set.
func (db *DB) DexPools(ctx context.Context, q DexPoolsQuery) ([]DexPool, error) {
	col, ok := dexPoolSortColumns[q.Sort]
	if !ok {
		return nil, fmt.Errorf("postgres: unknown pool sort %q", q.Sort)
	}
	cmp, dir := ">", "ASC"
	if q.Desc {
		cmp, dir = "<", "DESC"
	}
	sql := selectDexPoolColumns + `, ` + col + `::text
FROM pools p LEFT JOIN pool_stats s ON s.pair = p.pair`
	args := []any{q.Limit}
	if k := q.After; k != nil {
		if k.Null {
			sql += ` WHERE ` + col + ` IS NULL AND p.pair ` + cmp + ` $2`
			args = append(args, k.Pair.Bytes())
		} else {
			sql += ` WHERE ` + col + ` IS NULL OR ` + col + ` ` + cmp + ` $2::numeric OR (` + col + ` = $2::numeric AND p.pair ` + cmp + ` $3)`
			args = append(args, k.Value, k.Pair.Bytes())
		}
	}
	sql += ` ORDER BY ` + col + ` IS NULL, ` + col + ` ` + dir + `, p.pair ` + dir + ` LIMIT $1`
	rows, err := db.Pool.Query(ctx, sql, args...)
	if err != nil {
		return nil, fmt.Errorf("postgres: read pools: %w", err)
	}
	defer rows.Close()
	var out []DexPool
	for rows.Next() {
		var (
			p    DexPool
			sort *string
		)
		if err := rows.Scan(append(dexPoolDest(&p), &sort)...); err != nil {
			return nil, fmt.Errorf("postgres: read pools: %w", err)
		}
		if sort != nil {
			p.SortValue = *sort
		}
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: read pools: %w", err)
	}
	return out, nil
}

func dexPoolDest(p *DexPool) []any {
	return []any{&p.Pair, &p.Token0, &p.Token1, &p.Reserve0, &p.Reserve1, &p.LastUpdated, &p.HasStats,
		&p.TvlUsd, &p.Volume24hUsd, &p.Fees24hUsd, &p.Volume30dUsd, &p.FeeAprBps,
		&p.TvlDeltaPct, &p.Volume24hDeltaPct, &p.Fees24hDeltaPct}
}

// DexPool returns one tracked pool; ok is false when pair is not tracked.
func (db *DB) DexPool(ctx context.Context, pair wire.Address) (p DexPool, ok bool, err error) {
	err = db.Pool.QueryRow(ctx, selectDexPoolColumns+`
FROM pools p LEFT JOIN pool_stats s ON s.pair = p.pair WHERE p.pair = $1`, pair.Bytes()).Scan(dexPoolDest(&p)...)
	if errors.Is(err, pgx.ErrNoRows) {
		return DexPool{}, false, nil
	}
	if err != nil {
		return DexPool{}, false, fmt.Errorf("postgres: read pool %s: %w", pair, err)
	}
	return p, true, nil
}

// Candle is one OHLC bucket of a pool's price (token1 per token0, whole
// units): Minute is the bucket start in unix minutes; prices are numeric text.
type Candle struct {
	Minute                 int64
	Open, High, Low, Close string
}

const selectDexPoolCandles = `
SELECT (minute / $2) * $2 AS bucket,
       ((array_agg(open ORDER BY minute))[1])::text,
       max(high)::text, min(low)::text,
       ((array_agg(close ORDER BY minute DESC))[1])::text
FROM pool_candles
WHERE pair = $1 AND minute >= $3 AND minute <= $4
GROUP BY 1 ORDER BY 1`

// DexPoolCandles returns the pool's candles grouped into buckets of bucket
// minutes (aligned on multiples of bucket) for minutes in [from, to],
// oldest first; buckets without a candle are absent.
func (db *DB) DexPoolCandles(ctx context.Context, pair wire.Address, bucket, from, to int64) ([]Candle, error) {
	rows, err := db.Pool.Query(ctx, selectDexPoolCandles, pair.Bytes(), bucket, from, to)
	if err != nil {
		return nil, fmt.Errorf("postgres: read pool %s candles: %w", pair, err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Candle, error) {
		var c Candle
		err := r.Scan(&c.Minute, &c.Open, &c.High, &c.Low, &c.Close)
		return c, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read pool %s candles: %w", pair, err)
	}
	return out, nil
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

const selectPoolSwaps = `
SELECT hex_addr(tx_hash), log_index, block_number, timestamp, hex_addr(user_address),
       data -> 'legs' -> 0 ->> 'token', data -> 'legs' -> 0 ->> 'amount',
       data -> 'legs' -> 1 ->> 'token', data -> 'legs' -> 1 ->> 'amount',
       usd_value::text
FROM activity
WHERE pair = $1 AND kind = 'swap'
ORDER BY block_number DESC, log_index DESC
OFFSET $2 LIMIT $3`

// DexPoolSwaps returns up to limit swaps of the pool, newest first, after
// skipping offset.
func (db *DB) DexPoolSwaps(ctx context.Context, pair wire.Address, offset, limit int) ([]PoolSwap, error) {
	rows, err := db.Pool.Query(ctx, selectPoolSwaps, pair.Bytes(), offset, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: read pool %s swaps: %w", pair, err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (PoolSwap, error) {
		var s PoolSwap
		var tokenIn, tokenOut string
		err := r.Scan(&s.TxHash, &s.LogIndex, &s.BlockNumber, &s.Timestamp, &s.Wallet,
			&tokenIn, &s.AmountIn, &tokenOut, &s.AmountOut, &s.UsdValue)
		if err != nil {
			return s, err
		}
		if s.TokenIn, err = wire.ParseAddress(tokenIn); err != nil {
			return s, err
		}
		s.TokenOut, err = wire.ParseAddress(tokenOut)
		return s, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read pool %s swaps: %w", pair, err)
	}
	return out, nil
}

// PairTopology is a pair and its two tokens.
type PairTopology struct {
	Pair, Token0, Token1 wire.Address
}

const selectSwapCandidates = `
WITH own AS (SELECT pair, token0, token1 FROM pools WHERE own),
quotes AS (
    SELECT address FROM contracts
    WHERE role IN ('weth', 'usdc', 'usdt', 'neo') AND address <> $1 AND address <> $2
),
hops AS (
    SELECT a.pair AS first, b.pair AS second
    FROM quotes q
    JOIN own a ON (a.token0 = $1 AND a.token1 = q.address) OR (a.token1 = $1 AND a.token0 = q.address)
    JOIN own b ON (b.token0 = q.address AND b.token1 = $2) OR (b.token1 = q.address AND b.token0 = $2)
)
SELECT hex_addr(pair), hex_addr(token0), hex_addr(token1) FROM own
WHERE (token0 = $1 AND token1 = $2) OR (token0 = $2 AND token1 = $1)
   OR pair IN (SELECT first FROM hops) OR pair IN (SELECT second FROM hops)
ORDER BY pair`

// SwapCandidates returns the own pairs a route from tokenIn to tokenOut can
// use: the direct pair and both pairs of every one-intermediate route
// through a quote asset (WETH, USDC, USDT, NEO), ordered by pair. Empty when
// there is no route or the tokens are equal.
func (db *DB) SwapCandidates(ctx context.Context, tokenIn, tokenOut wire.Address) ([]PairTopology, error) {
	if tokenIn == tokenOut {
		return nil, nil
	}
	rows, err := db.Pool.Query(ctx, selectSwapCandidates, tokenIn.Bytes(), tokenOut.Bytes())
	if err != nil {
		return nil, fmt.Errorf("postgres: read swap candidates: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (PairTopology, error) {
		var p PairTopology
		err := r.Scan(&p.Pair, &p.Token0, &p.Token1)
		return p, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read swap candidates: %w", err)
	}
	return out, nil
}
