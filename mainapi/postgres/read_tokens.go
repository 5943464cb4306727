package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The reads of the token routes (spec 4.2) over the derived tables tokens,
// token_candles, token_swaps, pools and pool_stats. Every token route reads
// the service's own pools only (candles, TVL, volume and the pool list
// agree).

const selectTokens = `
SELECT address, symbol, name, decimals, verified,
       EXISTS (SELECT 1 FROM token_logos l WHERE l.token = tokens.address)
FROM tokens
ORDER BY verified DESC, first_seen_block, address`

// FindTokens returns every token of a tracked pair, verified ones first,
// then by first appearance; empty when none.
func (db *DB) FindTokens(ctx context.Context) ([]mainapi.TokenListing, error) {
	rows, err := db.Pool.Query(ctx, selectTokens)
	if err != nil {
		return nil, fmt.Errorf("postgres: read tokens: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.TokenListing, error) {
		var (
			t    mainapi.TokenListing
			addr []byte
		)
		if err := r.Scan(&addr, &t.Symbol, &t.Name, &t.Decimals, &t.Verified, &t.HasLogo); err != nil {
			return t, err
		}
		t.Address, err = wire.AddressFromBytes(addr)
		return t, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read tokens: %w", err)
	}
	return out, nil
}

var selectTokenPrice = `SELECT close::text, minute FROM (` + latestClose("$1") + `) lc`

// FindTokenPrice returns the token's latest price; ok is false when the token
// has never been priced on an own pool.
func (db *DB) FindTokenPrice(ctx context.Context, token wire.Address) (p mainapi.TokenPrice, ok bool, err error) {
	err = db.Pool.QueryRow(ctx, selectTokenPrice, token.Bytes()).Scan(&p.PriceUsd, &p.Minute)
	if errors.Is(err, pgx.ErrNoRows) {
		return mainapi.TokenPrice{}, false, nil
	}
	if err != nil {
		return mainapi.TokenPrice{}, false, fmt.Errorf("postgres: read price of %s: %w", token, err)
	}
	return p, true, nil
}

// selectTokenCandles is a token's candles of minutes [$2, $3] grouped into
// buckets of $4 minutes (aligned on multiples of $4), oldest first; only
// buckets with a priced minute appear. OHLC are the token's USD price over
// the priced minutes, the volume that of every minute of the bucket.
const selectTokenCandles = `
SELECT (minute / $4) * $4 AS m,
       ((array_agg(open ORDER BY minute) FILTER (WHERE open IS NOT NULL))[1])::text, max(high)::text, min(low)::text,
       ((array_agg(close ORDER BY minute DESC) FILTER (WHERE close IS NOT NULL))[1])::text, sum(volume_usd)::text
FROM token_candles
WHERE token = $1 AND minute >= $2 AND minute <= $3
GROUP BY 1 HAVING count(close) > 0 ORDER BY 1`

// selectTokenMinuteCandles is selectTokenCandles for one-minute buckets (the
// 24h range, the default): the priced stored minutes as they are, an index
// range scan with no grouping and no per-bucket sorts. A minute's OHLC are
// NULL together (unpriced), so "close IS NOT NULL" is the HAVING above. It
// costs Postgres less than the grouped form (pgbench).
const selectTokenMinuteCandles = `
SELECT minute, open::text, high::text, low::text, close::text, volume_usd::text
FROM token_candles
WHERE token = $1 AND minute >= $2 AND minute <= $3 AND close IS NOT NULL
ORDER BY minute`

// FindTokenChart is FindTokenMarket at minute, FindTokenPrice and the
// candles of [from, to] by bucket in one round trip (two statements
// pipelined on one connection, in one implicit transaction: one snapshot). It
// passes each candle to fn, oldest first, and stops at fn's first error.
func (db *DB) FindTokenChart(ctx context.Context, token wire.Address, minute, from, to, bucket int64, fn func(*mainapi.TokenCandleText) error) (mainapi.TokenChart, error) {
	var (
		ch    mainapi.TokenChart
		batch pgx.Batch
		addr  = token.Bytes()
	)
	batch.Queue(selectTokenChartHead, addr, minute)
	if bucket == 1 {
		batch.Queue(selectTokenMinuteCandles, addr, from, to)
	} else {
		batch.Queue(selectTokenCandles, addr, from, to, bucket)
	}
	br := db.Pool.SendBatch(ctx, &batch)
	defer br.Close()
	var (
		m           = &ch.Market
		price       *string
		priceMinute *int64
	)
	if err := br.QueryRow().Scan(&m.Ref5m, &m.Ref30m, &m.Ref6h, &m.Ref24h, &m.Volume5m, &m.Volume1h, &m.Volume24h,
		&m.Swaps24h, &m.Fees24h, &m.TvlUsd, &price, &priceMinute); err != nil {
		return mainapi.TokenChart{}, fmt.Errorf("postgres: read market of %s: %w", token, err)
	}
	if price != nil && priceMinute != nil {
		ch.Price, ch.Priced = mainapi.TokenPrice{PriceUsd: *price, Minute: *priceMinute}, true
	}
	rows, err := br.Query()
	if err != nil {
		return mainapi.TokenChart{}, fmt.Errorf("postgres: read candles of %s: %w", token, err)
	}
	defer rows.Close()
	var c mainapi.TokenCandleText
	for rows.Next() {
		r := rawRow{fields: rows.FieldDescriptions(), values: rows.RawValues()}
		c = mainapi.TokenCandleText{Minute: r.int8(0), Open: r.text(1), High: r.text(2), Low: r.text(3), Close: r.text(4), VolumeUsd: r.text(5)}
		if r.err == nil && (c.Open == nil || c.High == nil || c.Low == nil || c.Close == nil || c.VolumeUsd == nil) {
			r.err = errors.New("NULL in a candle")
		}
		if r.err != nil {
			return mainapi.TokenChart{}, fmt.Errorf("postgres: read candles of %s: %w", token, r.err)
		}
		if err := fn(&c); err != nil {
			return mainapi.TokenChart{}, err
		}
	}
	if err := rows.Err(); err != nil {
		return mainapi.TokenChart{}, fmt.Errorf("postgres: read candles of %s: %w", token, err)
	}
	rows.Close()
	if err := br.Close(); err != nil {
		return mainapi.TokenChart{}, fmt.Errorf("postgres: read chart of %s: %w", token, err)
	}
	return ch, nil
}

// tokenMarketFrom is the market of token $1 at head minute $2 as one row
// (cm: its candles of the last 1,440 minutes, pm: its own pools), each
// window an aggregate FILTER of one pass: less Postgres time a chart
// request than a scalar subquery per column (pgbench, prepared).
const tokenMarketFrom = `
WITH c AS (SELECT minute, open, volume_usd, swaps FROM token_candles
           WHERE token = $1 AND minute > $2 - 1440 AND minute <= $2),
cm AS (SELECT (array_agg(open ORDER BY minute) FILTER (WHERE minute > $2 - 5 AND open > 0))[1] AS ref5m,
              (array_agg(open ORDER BY minute) FILTER (WHERE minute > $2 - 30 AND open > 0))[1] AS ref30m,
              (array_agg(open ORDER BY minute) FILTER (WHERE minute > $2 - 360 AND open > 0))[1] AS ref6h,
              (array_agg(open ORDER BY minute) FILTER (WHERE open > 0))[1] AS ref24h,
              coalesce(sum(volume_usd) FILTER (WHERE minute > $2 - 5), 0) AS vol5m,
              coalesce(sum(volume_usd) FILTER (WHERE minute > $2 - 60), 0) AS vol1h,
              coalesce(sum(volume_usd), 0) AS vol24h,
              coalesce(sum(swaps), 0) AS swaps24h
       FROM c),
pm AS (SELECT coalesce(sum(s.fees_24h_usd), 0) AS fees, coalesce(sum(s.tvl_usd), 0) AS tvl
       FROM pools p JOIN pool_stats s ON s.pair = p.pair
       WHERE p.own AND (p.token0 = $1 OR p.token1 = $1))`

const tokenMarketColumns = `cm.ref5m::text, cm.ref30m::text, cm.ref6h::text, cm.ref24h::text,
       cm.vol5m::text, cm.vol1h::text, cm.vol24h::text, cm.swaps24h,
       pm.fees::text, pm.tvl::text`

const selectTokenMarket = tokenMarketFrom + `
SELECT ` + tokenMarketColumns + ` FROM cm, pm`

// selectTokenChartHead is selectTokenMarket with the latest price
// (selectTokenPrice) in two more columns, NULL when never priced.
var selectTokenChartHead = tokenMarketFrom + `,
lt AS (` + latestClose("$1") + `)
SELECT ` + tokenMarketColumns + `, (SELECT close::text FROM lt), (SELECT minute FROM lt) FROM cm, pm`

// FindTokenMarket returns the token's windows ending at head minute.
func (db *DB) FindTokenMarket(ctx context.Context, token wire.Address, minute int64) (mainapi.TokenMarket, error) {
	var m mainapi.TokenMarket
	err := db.Pool.QueryRow(ctx, selectTokenMarket, token.Bytes(), minute).Scan(
		&m.Ref5m, &m.Ref30m, &m.Ref6h, &m.Ref24h, &m.Volume5m, &m.Volume1h, &m.Volume24h,
		&m.Swaps24h, &m.Fees24h, &m.TvlUsd)
	if err != nil {
		return mainapi.TokenMarket{}, fmt.Errorf("postgres: read market of %s: %w", token, err)
	}
	return m, nil
}

// selectTokenEthPrice divides the token's latest own price point by the
// ETH/USD of the same block: WETH's latest own point at or before it (every
// move of ETH/USD is a Sync of a WETH pool, which writes a WETH point). Both
// from one block, so a token priced through its WETH pool gets that pool's
// ratio, not a price of one block over ETH/USD of another.
const selectTokenEthPrice = `
WITH w AS (SELECT address FROM contracts WHERE role = 'weth' LIMIT 1),
tp AS (SELECT block_number, usd FROM token_price_points WHERE token = $1 AND own AND usd IS NOT NULL
       ORDER BY block_number DESC LIMIT 1),
ep AS (SELECT usd FROM token_price_points WHERE token = (SELECT address FROM w) AND own AND usd IS NOT NULL
           AND block_number <= (SELECT block_number FROM tp)
       ORDER BY block_number DESC LIMIT 1)
SELECT CASE
    WHEN $1 = (SELECT address FROM w) THEN '1000000000000000000'
    WHEN (SELECT usd FROM ep) > 0 THEN trunc((SELECT usd FROM tp) * 1e18 / (SELECT usd FROM ep))::text
END`

// FindTokenEthPrice returns the Wei of WETH one whole token is worth at its
// latest own price point; nil when it or ETH/USD is unpriced.
func (db *DB) FindTokenEthPrice(ctx context.Context, token wire.Address) (*wire.Wei, error) {
	var s *string
	if err := db.Pool.QueryRow(ctx, selectTokenEthPrice, token.Bytes()).Scan(&s); err != nil {
		return nil, fmt.Errorf("postgres: read eth price of %s: %w", token, err)
	}
	if s == nil {
		return nil, nil
	}
	w, err := wire.ParseWei(*s)
	if err != nil {
		return nil, fmt.Errorf("postgres: read eth price of %s: %w", token, err)
	}
	return &w, nil
}

const selectTokenSwaps = `
SELECT s.tx_hash, s.log_index, s.timestamp, s.side, s.token_amount::text, coalesce(t.decimals, 18),
       s.counter_token, s.counter_amount::text, m.decimals, s.usd_value::text, s.wallet,
       s.pool_count, s.outer_token, s.outer_amount::text
FROM token_swaps s
LEFT JOIN token_metadata t ON t.address = s.token -- token_decimals as a join (see derive.go)
LEFT JOIN token_metadata m ON m.address = s.counter_token
WHERE s.token = $1
ORDER BY s.block_number DESC, s.log_index DESC
LIMIT $2 OFFSET $3`

// FindTokenSwaps returns up to limit trade rows of the token, newest first,
// after skipping offset rows.
func (db *DB) FindTokenSwaps(ctx context.Context, token wire.Address, limit, offset int) ([]mainapi.TokenSwap, error) {
	rows, err := db.Pool.Query(ctx, selectTokenSwaps, token.Bytes(), limit, offset)
	if err != nil {
		return nil, fmt.Errorf("postgres: read swaps of %s: %w", token, err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.TokenSwap, error) {
		var (
			s                    mainapi.TokenSwap
			hash, wallet         []byte
			counter, outer       []byte
			tokenAmt, counterAmt string
			outerAmt             *string
		)
		if err := r.Scan(&hash, &s.LogIndex, &s.Timestamp, &s.Side, &tokenAmt, &s.TokenDecimals,
			&counter, &counterAmt, &s.CounterDecimals, &s.UsdValue, &wallet, &s.PoolCount, &outer, &outerAmt); err != nil {
			return s, err
		}
		var err error
		if s.TxHash, err = wire.HashFromBytes(hash); err != nil {
			return s, err
		}
		if s.Wallet, err = wire.AddressFromBytes(wallet); err != nil {
			return s, err
		}
		if s.TokenAmount, err = wire.ParseWei(tokenAmt); err != nil {
			return s, err
		}
		if s.CounterAmount, err = wire.ParseWei(counterAmt); err != nil {
			return s, err
		}
		if s.CounterToken, err = optAddress(counter); err != nil {
			return s, err
		}
		if s.OuterToken, err = optAddress(outer); err != nil {
			return s, err
		}
		if outerAmt != nil {
			w, err := wire.ParseWei(*outerAmt)
			if err != nil {
				return s, err
			}
			s.OuterAmount = &w
		}
		return s, nil
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read swaps of %s: %w", token, err)
	}
	return out, nil
}

func optAddress(b []byte) (*wire.Address, error) {
	if b == nil {
		return nil, nil
	}
	a, err := wire.AddressFromBytes(b)
	if err != nil {
		return nil, err
	}
	return &a, nil
}

const selectTokenPools = selectDexPoolColumns + `, count(*) OVER ()
FROM pools p LEFT JOIN pool_stats s ON s.pair = p.pair
WHERE p.own AND (p.token0 = $1 OR p.token1 = $1)
ORDER BY coalesce(s.tvl_usd, 0) DESC, p.pair
LIMIT $2 OFFSET $3`

const countTokenPools = `SELECT count(*) FROM pools WHERE own AND (token0 = $1 OR token1 = $1)`

// FindTokenPools returns up to limit own pools holding the token, deepest
// first, after skipping offset, and how many there are in all. The rows are
// the same pool rows /dex/pools serves.
func (db *DB) FindTokenPools(ctx context.Context, token wire.Address, limit, offset int) ([]mainapi.DexPool, int, error) {
	rows, err := db.Pool.Query(ctx, selectTokenPools, token.Bytes(), limit, offset)
	if err != nil {
		return nil, 0, fmt.Errorf("postgres: read pools of %s: %w", token, err)
	}
	total := 0
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.DexPool, error) {
		var (
			p mainapi.DexPool
			n int64
		)
		err := r.Scan(append(dexPoolDest(&p), &n)...)
		total = int(n)
		return p, err
	})
	if err != nil {
		return nil, 0, fmt.Errorf("postgres: read pools of %s: %w", token, err)
	}
	if len(out) == 0 && offset > 0 {
		if err := db.Pool.QueryRow(ctx, countTokenPools, token.Bytes()).Scan(&total); err != nil {
			return nil, 0, fmt.Errorf("postgres: count pools of %s: %w", token, err)
		}
	}
	return out, total, nil
}
