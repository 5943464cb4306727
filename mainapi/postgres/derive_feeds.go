package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// Feeds and rollups (migration 00005): the activity feed, token trade rows,
// revenue items (block-keyed, inserted from a block range, cascading with
// their block) and the keyed rollups over them (pool hours and stats, token
// candles, hourly series, revenue buckets and totals), recomputed for the
// keys a block range touched. They follow derive.go's pattern: the same
// statements serve apply ([n, n]), rollback (keys collected before the
// delete) and rebuild ([0, max]).

// insertActivity inserts the activity rows of blocks $1..$2 (USD with
// minimum liquidity $3).
const insertActivity = `
WITH s AS MATERIALIZED (SELECT l.* FROM pair_swap_legs l WHERE l.block_number BETWEEN $1 AND $2),
l AS MATERIALIZED (
    SELECT l0.*, c.token0, c.token1
    FROM (
        SELECT m.block_number, m.log_index, m.tx_hash, m.address, m.recipient, m.amount0, m.amount1, 'add_liquidity' AS kind
        FROM pair_mints m WHERE m.block_number BETWEEN $1 AND $2
        UNION ALL
        SELECT bu.block_number, bu.log_index, bu.tx_hash, bu.address, bu.to_address, bu.amount0, bu.amount1, 'remove_liquidity'
        FROM pair_burns bu WHERE bu.block_number BETWEEN $1 AND $2
    ) l0
    JOIN tracked_pairs c ON c.pair = l0.address
),
need AS (
    SELECT token_in AS tok, block_number AS n FROM s UNION SELECT token_out, block_number FROM s
    UNION SELECT token0, block_number FROM l UNION SELECT token1, block_number FROM l
),
` + priceCTEs + `
INSERT INTO activity (block_number, log_index, tx_hash, user_address, kind, status, venue, timestamp, pair, usd_value, data)
SELECT s.block_number, s.log_index, s.tx_hash, coalesce(r.user_address, tx.from_address, s.to_address),
       'swap', 'completed', 'neoswap', b.timestamp, s.pair, s.usd,
       jsonb_build_object('ctx', jsonb_build_object('pairAddress', hex_addr(s.pair)),
                          'legs', jsonb_build_array(token_leg(s.token_in, s.amount_in, 'in'),
                                                    token_leg(s.token_out, s.amount_out, 'out')),
                          'usdValue', s.usd::text)
FROM (SELECT s.*, trade_usd_px(s.token_in, s.amount_in, pi.usd, s.token_out, s.amount_out, po.usd) AS usd
      FROM s
      LEFT JOIN px pi ON pi.tok = s.token_in AND pi.n = s.block_number
      LEFT JOIN px po ON po.tok = s.token_out AND po.n = s.block_number) s
JOIN blocks b ON b.number = s.block_number
LEFT JOIN transactions tx ON tx.block_number = s.block_number AND tx.tx_hash = s.tx_hash
LEFT JOIN LATERAL (SELECT user_address FROM router_swaps r
                   WHERE r.block_number = s.block_number AND r.tx_hash = s.tx_hash AND r.log_index > s.log_index
                   ORDER BY r.log_index LIMIT 1) r ON true
UNION ALL
SELECT l.block_number, l.log_index, l.tx_hash, coalesce(tx.from_address, l.recipient), l.kind, 'completed', 'neoswap',
       b.timestamp, l.address, l.usd,
       jsonb_build_object('ctx', jsonb_build_object('pairAddress', hex_addr(l.address)),
                          'pair', hex_addr(l.address),
                          'legs', jsonb_build_array(token_leg(l.token0, l.amount0, 'pool'),
                                                    token_leg(l.token1, l.amount1, 'pool')),
                          'recipient', hex_addr(l.recipient),
                          'usdValue', l.usd::text)
FROM (SELECT l.*, pair_amounts_usd_px(l.token0, l.token1, l.amount0, l.amount1, p0.usd, p1.usd) AS usd
      FROM l
      LEFT JOIN px p0 ON p0.tok = l.token0 AND p0.n = l.block_number
      LEFT JOIN px p1 ON p1.tok = l.token1 AND p1.n = l.block_number) l
JOIN blocks b ON b.number = l.block_number
LEFT JOIN transactions tx ON tx.block_number = l.block_number AND tx.tx_hash = l.tx_hash`

// insertTokenSwaps inserts the token trade rows of the trades of blocks
// $1..$2. A FeeRouter trade's hops are the pair Swaps of its transaction
// after the previous FeeRouter Swap and before it.
const insertTokenSwaps = `
WITH t AS (
    SELECT t.*, h.n, h.first_out, h.first_out_amt, h.last_in, h.last_in_amt
    FROM trades t
    LEFT JOIN LATERAL (
        SELECT count(*) AS n,
               (array_agg(l.token_out ORDER BY l.log_index))[1] AS first_out,
               (array_agg(l.amount_out ORDER BY l.log_index))[1] AS first_out_amt,
               (array_agg(l.token_in ORDER BY l.log_index DESC))[1] AS last_in,
               (array_agg(l.amount_in ORDER BY l.log_index DESC))[1] AS last_in_amt
        FROM pair_swap_legs l
        WHERE t.source = 'router' AND l.block_number = t.block_number AND l.tx_hash = t.tx_hash
          AND l.log_index < t.log_index
          AND l.log_index > coalesce((SELECT max(r.log_index) FROM router_swaps r
                                      WHERE r.block_number = t.block_number AND r.tx_hash = t.tx_hash
                                        AND r.log_index < t.log_index), -1)
    ) h ON true
    WHERE t.block_number BETWEEN $1 AND $2
)
INSERT INTO token_swaps (token, block_number, log_index, tx_hash, timestamp, side, token_amount, counter_token,
                         counter_amount, usd_value, wallet, pool_count, outer_token, outer_amount)
SELECT t.token_out, t.block_number, t.log_index, t.tx_hash, t.timestamp, 'buy', t.amount_out,
       CASE WHEN t.n > 1 THEN t.last_in ELSE t.token_in END,
       CASE WHEN t.n > 1 THEN t.last_in_amt ELSE t.amount_in END,
       t.usd_value, t.user_address,
       CASE WHEN t.n > 1 THEN t.n END, CASE WHEN t.n > 1 THEN t.token_in END, CASE WHEN t.n > 1 THEN t.amount_in END
FROM t
UNION ALL
SELECT t.token_in, t.block_number, t.log_index, t.tx_hash, t.timestamp, 'sell', t.amount_in,
       CASE WHEN t.n > 1 THEN t.first_out ELSE t.token_out END,
       CASE WHEN t.n > 1 THEN t.first_out_amt ELSE t.amount_out END,
       t.usd_value, t.user_address,
       CASE WHEN t.n > 1 THEN t.n END, CASE WHEN t.n > 1 THEN t.token_in END, CASE WHEN t.n > 1 THEN t.amount_in END
FROM t`

// insertRevenueItems inserts the revenue items of blocks $1..$2 (USD with
// minimum liquidity $3).
const insertRevenueItems = `
INSERT INTO revenue_items (block_number, log_index, tx_hash, timestamp, kind, token, amount, usd_value)
SELECT i.block_number, i.log_index, i.tx_hash, b.timestamp, i.kind, i.token, i.amount,
       coalesce(amount_usd(i.token, i.amount, i.block_number, $3::numeric), 0)
FROM (
    SELECT block_number, log_index, tx_hash, 'creator' AS kind, quote_asset AS token, amount
    FROM creator_fees WHERE block_number BETWEEN $1 AND $2
    UNION ALL
    SELECT e.block_number, e.log_index, e.tx_hash,
           CASE c.role WHEN 'neo_staking' THEN 'staking' WHEN 'rakeback' THEN 'rakeback' ELSE 'buyback_burn' END,
           e.token, e.amount
    FROM collector_events e
    JOIN contracts c ON c.address = e.recipient AND c.role IN ('neo_staking', 'rakeback', 'buyback_burner')
    WHERE e.kind IN ('BucketPaid', 'HeldReleased', 'HeldForceReleased') AND e.amount IS NOT NULL
      AND e.block_number BETWEEN $1 AND $2
) i
JOIN blocks b ON b.number = i.block_number`

// touchedFeedKeys lists the keys of the feed rollups that the raw rows of
// blocks $1..$2 touch: ph (pool hour: pair, hour), ps (pool stats: pair),
// tc (token candle: token, minute), sh (stats hour), rd (revenue day start),
// re (revenue epoch start).
const touchedFeedKeys = `
WITH b AS (SELECT number, timestamp FROM blocks WHERE number BETWEEN $1 AND $2),
pair_ev AS (
    SELECT s.address AS pair, s.block_number FROM pair_syncs s WHERE s.block_number BETWEEN $1 AND $2
    UNION SELECT s.address, s.block_number FROM pair_swaps s WHERE s.block_number BETWEEN $1 AND $2
),
rev AS (
    SELECT block_number FROM router_swaps WHERE block_number BETWEEN $1 AND $2
    UNION SELECT block_number FROM creator_fees WHERE block_number BETWEEN $1 AND $2
    UNION SELECT block_number FROM collector_events WHERE block_number BETWEEN $1 AND $2
)
SELECT 'ph', e.pair, b.timestamp / 3600 FROM pair_ev e JOIN b ON b.number = e.block_number
UNION SELECT 'ps', e.pair, 0 FROM pair_ev e
UNION SELECT 'ps', pair, 0 FROM pairs_created WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'tc', tok.token, b.timestamp / 60
      FROM pair_ev e JOIN b ON b.number = e.block_number
      JOIN tracked_pairs tp ON tp.pair = e.pair AND tp.own
      CROSS JOIN LATERAL (VALUES (tp.token0), (tp.token1)) AS tok(token)
UNION SELECT 'sh', NULL, b.timestamp / 3600
      FROM pair_ev e JOIN b ON b.number = e.block_number JOIN tracked_pairs tp ON tp.pair = e.pair AND tp.own
UNION SELECT 'sh', NULL, b.timestamp / 3600 FROM router_swaps r JOIN b ON b.number = r.block_number
UNION SELECT 'rd', NULL, b.timestamp / 86400 * 86400 FROM rev JOIN b ON b.number = rev.block_number
UNION SELECT 're', NULL, epoch_of(b.timestamp) * 604800 + 259200 FROM rev JOIN b ON b.number = rev.block_number`

// recomputePoolHours recomputes the pool hours (pair $1[i], hour $2[i]),
// TVL with minimum liquidity $3.
const recomputePoolHours = `
WITH k AS (SELECT DISTINCT pair, hour FROM unnest($1::bytea[], $2::bigint[]) AS k(pair, hour)),
blk AS (
    SELECT k.pair, k.hour, b.number
    FROM k JOIN blocks b ON b.timestamp >= k.hour * 3600 AND b.timestamp < k.hour * 3600 + 3600
),
vol AS (
    SELECT blk.pair, blk.hour, sum(a.usd_value) AS v,
           sum(round(a.usd_value * swap_fee_bps_at(tp.own, a.block_number) / 10000, 6)) AS f, count(*) AS n
    FROM blk
    JOIN activity a ON a.block_number = blk.number AND a.pair = blk.pair AND a.kind = 'swap'
    JOIN tracked_pairs tp ON tp.pair = blk.pair
    GROUP BY blk.pair, blk.hour
),
last_sync AS (
    SELECT DISTINCT ON (blk.pair, blk.hour) blk.pair, blk.hour, s.block_number, s.reserve0, s.reserve1
    FROM blk JOIN pair_syncs s ON s.address = blk.pair AND s.block_number = blk.number
    ORDER BY blk.pair, blk.hour, s.block_number DESC, s.log_index DESC
),
cur AS (
    SELECT coalesce(v.pair, l.pair) AS pair, coalesce(v.hour, l.hour) AS hour,
           coalesce(trim_scale(v.v), 0) AS volume_usd, coalesce(trim_scale(v.f), 0) AS fees_usd, coalesce(v.n, 0) AS swaps,
           CASE WHEN l.pair IS NOT NULL THEN
               pair_amounts_usd(tp.token0, tp.token1, l.reserve0, l.reserve1, l.block_number, $3::numeric) END AS tvl_usd
    FROM vol v FULL JOIN last_sync l ON l.pair = v.pair AND l.hour = v.hour
    JOIN tracked_pairs tp ON tp.pair = coalesce(v.pair, l.pair)
),
gone AS (
    DELETE FROM pool_hours ph USING k
    WHERE ph.pair = k.pair AND ph.hour = k.hour
      AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.pair = k.pair AND cur.hour = k.hour)
)
INSERT INTO pool_hours (pair, hour, volume_usd, fees_usd, swaps, tvl_usd) SELECT * FROM cur
ON CONFLICT (pair, hour) DO UPDATE SET volume_usd = EXCLUDED.volume_usd, fees_usd = EXCLUDED.fees_usd,
    swaps = EXCLUDED.swaps, tvl_usd = EXCLUDED.tvl_usd`

// recomputePoolStats recomputes the stats of the pools $1 (every pool when
// $2) anchored at the head's hour, and the anchor.
const recomputePoolStats = `
WITH h AS (SELECT timestamp / 3600 AS hour FROM chain_head),
k AS (SELECT pair FROM pools WHERE $2 OR pair = ANY($1::bytea[])),
agg AS (
    SELECT k.pair, cb.timestamp / 3600 AS created_hour,
           coalesce((SELECT ph.tvl_usd FROM pool_hours ph WHERE ph.pair = k.pair AND ph.tvl_usd IS NOT NULL
                     ORDER BY ph.hour DESC LIMIT 1), 0) AS tvl,
           (SELECT ph.tvl_usd FROM pool_hours ph WHERE ph.pair = k.pair AND ph.tvl_usd IS NOT NULL AND ph.hour <= h.hour - 24
            ORDER BY ph.hour DESC LIMIT 1) AS tvl_ago,
           w.v24, w.f24, w.vprev, w.fprev, w.v30
    FROM k CROSS JOIN h
    JOIN pools p ON p.pair = k.pair
    JOIN blocks cb ON cb.number = p.created_block
    CROSS JOIN LATERAL (
        SELECT coalesce(sum(volume_usd) FILTER (WHERE hour > h.hour - 24), 0) AS v24,
               coalesce(sum(fees_usd) FILTER (WHERE hour > h.hour - 24), 0) AS f24,
               coalesce(sum(volume_usd) FILTER (WHERE hour > h.hour - 48 AND hour <= h.hour - 24), 0) AS vprev,
               coalesce(sum(fees_usd) FILTER (WHERE hour > h.hour - 48 AND hour <= h.hour - 24), 0) AS fprev,
               coalesce(sum(volume_usd), 0) AS v30
        FROM pool_hours ph WHERE ph.pair = k.pair AND ph.hour > h.hour - 720
    ) w
),
cur AS (
    SELECT a.pair, a.tvl, a.v24, a.f24, a.v30,
           CASE WHEN a.tvl > 0 THEN round(a.f24 * 365 * 10000 / a.tvl)::bigint END,
           CASE WHEN a.tvl_ago > 0 THEN round((a.tvl - a.tvl_ago) * 100 / a.tvl_ago, 4) END,
           CASE WHEN a.created_hour <= h.hour - 47 AND a.vprev > 0 THEN round((a.v24 - a.vprev) * 100 / a.vprev, 4) END,
           CASE WHEN a.created_hour <= h.hour - 47 AND a.fprev > 0 THEN round((a.f24 - a.fprev) * 100 / a.fprev, 4) END
    FROM agg a CROSS JOIN h
),
gone AS (
    DELETE FROM pool_stats s
    WHERE ($2 OR s.pair = ANY($1::bytea[])) AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.pair = s.pair)
),
anchor AS (
    DELETE FROM stats_anchor WHERE $2 AND NOT EXISTS (SELECT 1 FROM h)
),
anchored AS (
    INSERT INTO stats_anchor (singleton, hour) SELECT true, hour FROM h WHERE $2
    ON CONFLICT (singleton) DO UPDATE SET hour = EXCLUDED.hour
)
INSERT INTO pool_stats (pair, tvl_usd, volume_24h_usd, fees_24h_usd, volume_30d_usd, fee_apr_bps,
                        tvl_delta_pct, volume_24h_delta_pct, fees_24h_delta_pct)
SELECT * FROM cur
ON CONFLICT (pair) DO UPDATE SET tvl_usd = EXCLUDED.tvl_usd, volume_24h_usd = EXCLUDED.volume_24h_usd,
    fees_24h_usd = EXCLUDED.fees_24h_usd, volume_30d_usd = EXCLUDED.volume_30d_usd, fee_apr_bps = EXCLUDED.fee_apr_bps,
    tvl_delta_pct = EXCLUDED.tvl_delta_pct, volume_24h_delta_pct = EXCLUDED.volume_24h_delta_pct,
    fees_24h_delta_pct = EXCLUDED.fees_24h_delta_pct`

// statsAnchorStale reports whether pool_stats were computed for another
// head hour than the current head's (or for a head that no longer exists).
const statsAnchorStale = `
SELECT (SELECT timestamp / 3600 FROM chain_head) IS DISTINCT FROM (SELECT hour FROM stats_anchor)`

// recomputeTokenCandles recomputes the token candles (token $1[i], minute
// $2[i]) with minimum liquidity $3.
const recomputeTokenCandles = `
WITH k AS (SELECT DISTINCT token, minute FROM unnest($1::bytea[], $2::bigint[]) AS k(token, minute)),
blk AS (
    SELECT k.token, k.minute, b.number
    FROM k JOIN blocks b ON b.timestamp >= k.minute * 60 AND b.timestamp < k.minute * 60 + 60
),
eth AS MATERIALIZED (
    SELECT n, eth_usd_at(n, $3::numeric) AS usd FROM (SELECT DISTINCT number AS n FROM blk) x
),
pts AS (
    SELECT blk.token, blk.minute, blk.number,
           trim_scale(round(token_usd_with_eth(blk.token, blk.number, $3::numeric, eth.usd), 18)) AS price
    FROM blk JOIN eth ON eth.n = blk.number
    WHERE EXISTS (SELECT 1 FROM pair_syncs s JOIN tracked_pairs tp ON tp.pair = s.address AND tp.own
                  WHERE s.block_number = blk.number AND (tp.token0 = blk.token OR tp.token1 = blk.token))
),
ohlc AS (
    SELECT token, minute,
           (array_agg(price ORDER BY number))[1] AS open, max(price) AS high, min(price) AS low,
           (array_agg(price ORDER BY number DESC))[1] AS close
    FROM pts WHERE price IS NOT NULL GROUP BY token, minute
),
vol AS (
    SELECT blk.token, blk.minute, sum(a.usd_value) AS v, count(*) AS n
    FROM blk
    JOIN activity a ON a.block_number = blk.number AND a.kind = 'swap'
    JOIN tracked_pairs tp ON tp.pair = a.pair AND tp.own AND (tp.token0 = blk.token OR tp.token1 = blk.token)
    GROUP BY blk.token, blk.minute
),
gone AS (
    DELETE FROM token_candles tc USING k
    WHERE tc.token = k.token AND tc.minute = k.minute
      AND NOT EXISTS (SELECT 1 FROM ohlc o WHERE o.token = k.token AND o.minute = k.minute)
)
INSERT INTO token_candles (token, minute, open, high, low, close, volume_usd, swaps)
SELECT o.token, o.minute, o.open, o.high, o.low, o.close, coalesce(trim_scale(v.v), 0), coalesce(v.n, 0)
FROM ohlc o LEFT JOIN vol v ON v.token = o.token AND v.minute = o.minute
ON CONFLICT (token, minute) DO UPDATE SET open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low,
    close = EXCLUDED.close, volume_usd = EXCLUDED.volume_usd, swaps = EXCLUDED.swaps`

// recomputeStatsHours recomputes the hourly protocol series rows $1.
const recomputeStatsHours = `
WITH k AS (SELECT DISTINCT unnest($1::bigint[]) AS hour),
blk AS (
    SELECT k.hour, b.number FROM k JOIN blocks b ON b.timestamp >= k.hour * 3600 AND b.timestamp < k.hour * 3600 + 3600
),
live AS (
    SELECT DISTINCT blk.hour FROM blk
    WHERE EXISTS (SELECT 1 FROM pair_syncs s JOIN tracked_pairs tp ON tp.pair = s.address AND tp.own
                  WHERE s.block_number = blk.number)
       OR EXISTS (SELECT 1 FROM router_swaps r WHERE r.block_number = blk.number)
),
vol AS (
    SELECT blk.hour, sum(t.usd_value) AS v, sum(round(t.usd_value * swap_fee_bps_at(true, t.block_number) / 10000, 6)) AS f,
           count(*) AS n
    FROM blk JOIN trades t ON t.block_number = blk.number AND t.source = 'router'
    GROUP BY blk.hour
),
cur AS (
    SELECT l.hour,
           coalesce((SELECT sum(g.tvl) FROM tracked_pairs tp
                     CROSS JOIN LATERAL (SELECT ph.tvl_usd AS tvl FROM pool_hours ph
                                         WHERE ph.pair = tp.pair AND ph.hour <= l.hour AND ph.tvl_usd IS NOT NULL
                                         ORDER BY ph.hour DESC LIMIT 1) g
                     WHERE tp.own), 0) AS tvl_usd,
           coalesce(trim_scale(v.v), 0) AS volume_usd, coalesce(trim_scale(v.f), 0) AS fees_usd, coalesce(v.n, 0) AS trades
    FROM live l LEFT JOIN vol v ON v.hour = l.hour
),
gone AS (
    DELETE FROM stats_hours s USING k WHERE s.hour = k.hour AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.hour = k.hour)
)
INSERT INTO stats_hours (hour, tvl_usd, volume_usd, fees_usd, trades) SELECT * FROM cur
ON CONFLICT (hour) DO UPDATE SET tvl_usd = EXCLUDED.tvl_usd, volume_usd = EXCLUDED.volume_usd,
    fees_usd = EXCLUDED.fees_usd, trades = EXCLUDED.trades`

// recomputeRevenueBuckets recomputes the revenue buckets ($1[i], t $2[i]):
// day buckets span 86400 s, epoch buckets 604800 s from t.
const recomputeRevenueBuckets = `
WITH k AS (SELECT DISTINCT bucket, t FROM unnest($1::text[], $2::bigint[]) AS k(bucket, t)),
blk AS (
    SELECT k.bucket, k.t, b.number
    FROM k JOIN blocks b ON b.timestamp >= k.t
        AND b.timestamp < k.t + CASE k.bucket WHEN 'day' THEN 86400 ELSE 604800 END
),
vol AS (
    SELECT blk.bucket, blk.t, sum(tr.usd_value) AS v
    FROM blk JOIN trades tr ON tr.block_number = blk.number AND tr.source = 'router'
    GROUP BY blk.bucket, blk.t
),
items AS (
    SELECT blk.bucket, blk.t,
           sum(i.usd_value) FILTER (WHERE i.kind = 'creator') AS creator,
           sum(i.usd_value) FILTER (WHERE i.kind = 'staking') AS staking,
           sum(i.usd_value) FILTER (WHERE i.kind = 'rakeback') AS rakeback,
           sum(i.usd_value) FILTER (WHERE i.kind = 'buyback_burn') AS buyback
    FROM blk JOIN revenue_items i ON i.block_number = blk.number
    GROUP BY blk.bucket, blk.t
),
legs AS (
    SELECT coalesce(v.bucket, i.bucket) AS bucket, coalesce(v.t, i.t) AS t,
           coalesce(trim_scale(v.v), 0) AS volume_usd,
           coalesce(trim_scale(round(v.v * 0.003, 6)), 0) AS lp_usd,
           coalesce(trim_scale(i.creator), 0) AS creator_usd, coalesce(trim_scale(i.staking), 0) AS staking_usd,
           coalesce(trim_scale(i.rakeback), 0) AS rakeback_usd, coalesce(trim_scale(i.buyback), 0) AS buyback_burn_usd
    FROM vol v FULL JOIN items i ON i.bucket = v.bucket AND i.t = v.t
),
cur AS (
    SELECT l.*, trim_scale(l.lp_usd + l.creator_usd + l.staking_usd + l.rakeback_usd + l.buyback_burn_usd) AS total_usd
    FROM legs l
),
gone AS (
    DELETE FROM revenue_buckets r USING k
    WHERE r.bucket = k.bucket AND r.t = k.t AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.bucket = k.bucket AND cur.t = k.t)
)
INSERT INTO revenue_buckets (bucket, t, volume_usd, lp_usd, creator_usd, staking_usd, rakeback_usd, buyback_burn_usd, total_usd)
SELECT bucket, t, volume_usd, lp_usd, creator_usd, staking_usd, rakeback_usd, buyback_burn_usd, total_usd FROM cur
ON CONFLICT (bucket, t) DO UPDATE SET volume_usd = EXCLUDED.volume_usd, lp_usd = EXCLUDED.lp_usd,
    creator_usd = EXCLUDED.creator_usd, staking_usd = EXCLUDED.staking_usd, rakeback_usd = EXCLUDED.rakeback_usd,
    buyback_burn_usd = EXCLUDED.buyback_burn_usd, total_usd = EXCLUDED.total_usd`

// recomputeRevenueTotals recomputes the lifetime revenue sums from the day
// buckets (no row when there are none).
const recomputeRevenueTotals = `
WITH cur AS (
    SELECT trim_scale(sum(creator_usd)) AS c, trim_scale(sum(staking_usd)) AS s,
           trim_scale(sum(rakeback_usd)) AS r, trim_scale(sum(buyback_burn_usd)) AS b
    FROM revenue_buckets WHERE bucket = 'day' HAVING count(*) > 0
),
gone AS (DELETE FROM revenue_totals WHERE NOT EXISTS (SELECT 1 FROM cur))
INSERT INTO revenue_totals (singleton, creator_usd, staking_usd, rakeback_usd, buyback_burn_usd)
SELECT true, c, s, r, b FROM cur
ON CONFLICT (singleton) DO UPDATE SET creator_usd = EXCLUDED.creator_usd, staking_usd = EXCLUDED.staking_usd,
    rakeback_usd = EXCLUDED.rakeback_usd, buyback_burn_usd = EXCLUDED.buyback_burn_usd`

// feedKeys are the keyed feed rollups a block range touched.
type feedKeys struct {
	hourPairs     [][]byte
	hours         []int64
	statPairs     [][]byte
	candleTokens  [][]byte
	candleMinutes []int64
	statHours     []int64
	revBuckets    []string
	revStarts     []int64
}

// insertFeeds inserts the block-keyed feed rows of blocks from..to. It runs
// after the trades of the range are inserted.
func insertFeeds(ctx context.Context, tx pgx.Tx, minLiq string, from, to uint64) error {
	lo, hi := int64(from), int64(to)
	for _, s := range []struct {
		name, sql string
		args      []any
	}{
		{"activity", insertActivity, []any{lo, hi, minLiq}},
		{"token swaps", insertTokenSwaps, []any{lo, hi}},
		{"revenue items", insertRevenueItems, []any{lo, hi, minLiq}},
	} {
		if _, err := tx.Exec(ctx, s.sql, s.args...); err != nil {
			return fmt.Errorf("postgres: derive %s: %w", s.name, err)
		}
	}
	return nil
}

// collectFeedKeys reads the feed rollup keys the raw rows of blocks
// from..to touch.
func collectFeedKeys(ctx context.Context, tx pgx.Tx, from, to int64) (feedKeys, error) {
	var k feedKeys
	err := forTouchedKeys(ctx, tx, touchedFeedKeys, "touched feed keys", from, to, func(kind string, addr []byte, n int64) {
		switch kind {
		case "ph":
			k.hourPairs, k.hours = append(k.hourPairs, addr), append(k.hours, n)
		case "ps":
			k.statPairs = append(k.statPairs, addr)
		case "tc":
			k.candleTokens, k.candleMinutes = append(k.candleTokens, addr), append(k.candleMinutes, n)
		case "sh":
			k.statHours = append(k.statHours, n)
		case "rd":
			k.revBuckets, k.revStarts = append(k.revBuckets, "day"), append(k.revStarts, n)
		case "re":
			k.revBuckets, k.revStarts = append(k.revBuckets, "epoch"), append(k.revStarts, n)
		}
	})
	return k, err
}

// recomputeFeeds recomputes the feed rollups of k, after the keyed rows of
// derive.go (pools, chain head) are current. Pool stats are recomputed for
// every pool when the head's hour moved (the 24h/30d windows slid),
// otherwise for the touched pools.
func recomputeFeeds(ctx context.Context, tx pgx.Tx, minLiq string, k feedKeys) error {
	var stale bool
	if err := tx.QueryRow(ctx, statsAnchorStale).Scan(&stale); err != nil {
		return fmt.Errorf("postgres: recompute pool stats: anchor: %w", err)
	}
	steps := []struct {
		name string
		sql  string
		args []any
		skip bool
	}{
		{"pool hours", recomputePoolHours, []any{k.hourPairs, k.hours, minLiq}, len(k.hourPairs) == 0},
		{"pool stats", recomputePoolStats, []any{k.statPairs, stale}, !stale && len(k.statPairs) == 0},
		{"token candles", recomputeTokenCandles, []any{k.candleTokens, k.candleMinutes, minLiq}, len(k.candleTokens) == 0},
		{"stats hours", recomputeStatsHours, []any{k.statHours}, len(k.statHours) == 0},
		{"revenue buckets", recomputeRevenueBuckets, []any{k.revBuckets, k.revStarts}, len(k.revBuckets) == 0},
		{"revenue totals", recomputeRevenueTotals, nil, len(k.revBuckets) == 0},
	}
	for _, s := range steps {
		if s.skip {
			continue
		}
		if _, err := tx.Exec(ctx, s.sql, s.args...); err != nil {
			return fmt.Errorf("postgres: recompute %s: %w", s.name, err)
		}
	}
	return nil
}
