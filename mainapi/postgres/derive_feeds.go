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
// minimum liquidity $3: trade_usd for swaps, pair_amounts_usd for liquidity
// rows; legs as token_leg builds them, from the px columns).
var insertActivity = `
WITH s AS MATERIALIZED (SELECT l.* FROM pair_swap_legs l WHERE l.block_number BETWEEN $1 AND $2),
l AS MATERIALIZED (
    SELECT l0.*, c.token0, c.token1
    FROM (
        SELECT m.block_number, m.log_index, m.tx_hash, m.tx_index, m.address, m.recipient, m.amount0, m.amount1, 'add_liquidity' AS kind
        FROM pair_mints m WHERE m.block_number BETWEEN $1 AND $2
        UNION ALL
        SELECT bu.block_number, bu.log_index, bu.tx_hash, bu.tx_index, bu.address, bu.to_address, bu.amount0, bu.amount1, 'remove_liquidity'
        FROM pair_burns bu WHERE bu.block_number BETWEEN $1 AND $2
    ) l0
    JOIN tracked_pairs c ON c.pair = l0.address
),
need AS (
    SELECT token_in AS tok, block_number AS n FROM s UNION SELECT token_out, block_number FROM s
    UNION SELECT token0, block_number FROM l UNION SELECT token1, block_number FROM l
),
` + priceCTEs + `
INSERT INTO activity (block_number, log_index, tx_hash, user_address, kind, status, venue, timestamp, pair, usd_value, data,
                      tx_index, reserve0, reserve1)
SELECT s.block_number, s.log_index, s.tx_hash, coalesce(r.user_address, tx.from_address, s.to_address),
       'swap', 'completed', 'neoswap', b.timestamp, s.pair, s.usd,
       jsonb_build_object('ctx', jsonb_build_object('pairAddress', hex_addr(s.pair)),
                          'legs', jsonb_build_array(jsonb_build_object('token', s.pi_hex, 'amount', s.amount_in::text, 'symbol', s.pi_symbol, 'decimals', s.pi_decimals, 'side', 'in'),
                                                    jsonb_build_object('token', s.po_hex, 'amount', s.amount_out::text, 'symbol', s.po_symbol, 'decimals', s.po_decimals, 'side', 'out')),
                          'usdValue', s.usd::text),
       s.tx_index, y.reserve0, y.reserve1
FROM (SELECT s.*, pi.hex AS pi_hex, pi.symbol AS pi_symbol, pi.decimals AS pi_decimals,
             po.hex AS po_hex, po.symbol AS po_symbol, po.decimals AS po_decimals,
             CASE WHEN pi.usd IS NOT NULL AND (po.usd IS NULL OR pi.rank >= po.rank)
                  THEN trim_scale(round(pi.usd * s.amount_in / power(10::numeric, pi.dec), 6))
                  WHEN po.usd IS NOT NULL THEN trim_scale(round(po.usd * s.amount_out / power(10::numeric, po.dec), 6))
                  ELSE 0 END AS usd
      FROM s
      LEFT JOIN px pi ON pi.tok = s.token_in AND pi.n = s.block_number
      LEFT JOIN px po ON po.tok = s.token_out AND po.n = s.block_number) s
JOIN blocks b ON b.number = s.block_number
LEFT JOIN transactions tx ON tx.block_number = s.block_number AND tx.tx_hash = s.tx_hash
` + nextRouterSwap + `
` + syncBefore("s", "s.pair") + `
UNION ALL
SELECT l.block_number, l.log_index, l.tx_hash, coalesce(tx.from_address, l.recipient), l.kind, 'completed', 'neoswap',
       b.timestamp, l.address, l.usd,
       jsonb_build_object('ctx', jsonb_build_object('pairAddress', hex_addr(l.address)),
                          'pair', hex_addr(l.address),
                          'legs', jsonb_build_array(jsonb_build_object('token', l.p0_hex, 'amount', l.amount0::text, 'symbol', l.p0_symbol, 'decimals', l.p0_decimals, 'side', 'pool'),
                                                    jsonb_build_object('token', l.p1_hex, 'amount', l.amount1::text, 'symbol', l.p1_symbol, 'decimals', l.p1_decimals, 'side', 'pool')),
                          'recipient', hex_addr(l.recipient),
                          'usdValue', l.usd::text),
       l.tx_index, y.reserve0, y.reserve1
FROM (SELECT l.*, p0.hex AS p0_hex, p0.symbol AS p0_symbol, p0.decimals AS p0_decimals,
             p1.hex AS p1_hex, p1.symbol AS p1_symbol, p1.decimals AS p1_decimals,
             coalesce(CASE WHEN u.u0 IS NOT NULL AND u.u1 IS NOT NULL THEN u.u0 + u.u1 ELSE 2 * coalesce(u.u0, u.u1) END, 0) AS usd
      FROM l
      LEFT JOIN px p0 ON p0.tok = l.token0 AND p0.n = l.block_number
      LEFT JOIN px p1 ON p1.tok = l.token1 AND p1.n = l.block_number
      CROSS JOIN LATERAL (SELECT trim_scale(round(p0.usd * l.amount0 / power(10::numeric, p0.dec), 6)) AS u0,
                                 trim_scale(round(p1.usd * l.amount1 / power(10::numeric, p1.dec), 6)) AS u1) u) l
JOIN blocks b ON b.number = l.block_number
LEFT JOIN transactions tx ON tx.block_number = l.block_number AND tx.tx_hash = l.tx_hash
` + syncBefore("l", "l.address")

// syncBefore joins, as y, the reserves after the pair event of the row r
// (pair address pair): the latest Sync of that pair in the event's
// transaction before it (a V2 pair syncs, then emits its Swap, Mint or
// Burn). pair_syncs' key (block_number, tx_hash, log_index) serves it.
// The Go path is feedDeriver.reservesAfter.
func syncBefore(r, pair string) string {
	return `LEFT JOIN LATERAL (SELECT y.reserve0, y.reserve1 FROM pair_syncs y
        WHERE y.block_number = ` + r + `.block_number AND y.tx_hash = ` + r + `.tx_hash AND y.log_index < ` + r + `.log_index
          AND y.address = ` + pair + `
        ORDER BY y.log_index DESC LIMIT 1) y ON true`
}

// updateTradeHops records on the FeeRouter trades of blocks $1..$2 that
// crossed more than one pool their hop count and first and last hops (the
// view token_swaps folds such a trade into one row a token). A FeeRouter
// trade's hops are the pair Swaps of its transaction after the previous
// FeeRouter Swap and before it, that is the pair Swaps whose next
// FeeRouter Swap in the transaction is the trade's (CTE hops, one pass
// over the range's legs grouped by that Swap).
const updateTradeHops = `
WITH hops AS MATERIALIZED (
    SELECT l.block_number, l.tx_hash, r.log_index, count(*) AS n,
           (array_agg(l.token_out ORDER BY l.log_index))[1] AS first_out,
           (array_agg(l.amount_out ORDER BY l.log_index))[1] AS first_out_amt,
           (array_agg(l.token_in ORDER BY l.log_index DESC))[1] AS last_in,
           (array_agg(l.amount_in ORDER BY l.log_index DESC))[1] AS last_in_amt
    FROM pair_swap_legs l
    CROSS JOIN LATERAL (SELECT r.log_index FROM router_swaps r
                        WHERE r.block_number = l.block_number AND r.tx_hash = l.tx_hash AND r.log_index > l.log_index
                        ORDER BY r.log_index LIMIT 1) r
    WHERE l.block_number BETWEEN $1 AND $2
    GROUP BY l.block_number, l.tx_hash, r.log_index
)
UPDATE trades t
SET pool_count = h.n, first_out = h.first_out, first_out_amount = h.first_out_amt,
    last_in = h.last_in, last_in_amount = h.last_in_amt
FROM hops h
WHERE h.n > 1 AND t.source = 'router' AND t.block_number = h.block_number AND t.tx_hash = h.tx_hash
  AND t.log_index = h.log_index`

// insertRevenueItems inserts the revenue items of blocks $1..$2 (USD with
// minimum liquidity $3).
var insertRevenueItems = `
WITH i AS MATERIALIZED (
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
),
` + insertValuedItems("revenue_items")

// insertValuedItems ends a statement whose CTE i holds item rows
// (block_number, log_index, tx_hash, kind, token, amount): it inserts them
// into table with their block's timestamp and their USD at the token's
// price at their block (priceCTEs, minimum liquidity $3), rounded to 6
// decimals, 0 when unpriced. The revenue and staking reward items share it.
func insertValuedItems(table string) string {
	return `need AS (SELECT DISTINCT token AS tok, block_number AS n FROM i),
` + priceCTEs + `
INSERT INTO ` + table + ` (block_number, log_index, tx_hash, timestamp, kind, token, amount, usd_value)
SELECT i.block_number, i.log_index, i.tx_hash, b.timestamp, i.kind, i.token, i.amount,
       coalesce(trim_scale(round(p.usd * i.amount / power(10::numeric, p.dec), 6)), 0)
FROM i
JOIN blocks b ON b.number = i.block_number
LEFT JOIN px p ON p.tok = i.token AND p.n = i.block_number`
}

// touchedFeedKeys lists the keys of the feed rollups that the raw rows of
// blocks $1..$2 touch: ph (pool hour: pair, hour), ps (pool stats: pair),
// tc (token candle: token, minute; the tokens of own pools that synced or
// swapped, and those a FeeRouter trade starts or ends in, whatever pools
// it crossed), sh (stats hour), rd (revenue day start), re (revenue epoch
// start).
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
UNION SELECT 'tc', tok.token, b.timestamp / 60
      FROM router_swaps r JOIN b ON b.number = r.block_number
      CROSS JOIN LATERAL (VALUES (r.token_in), (r.token_out)) AS tok(token)
      WHERE r.block_number BETWEEN $1 AND $2
UNION SELECT 'sh', NULL, b.timestamp / 3600
      FROM pair_ev e JOIN b ON b.number = e.block_number JOIN tracked_pairs tp ON tp.pair = e.pair AND tp.own
UNION SELECT 'sh', NULL, b.timestamp / 3600 FROM router_swaps r JOIN b ON b.number = r.block_number
      WHERE r.block_number BETWEEN $1 AND $2 -- implied by the join, but lets the planner use the range
UNION SELECT 'rd', NULL, b.timestamp / 86400 * 86400 FROM rev JOIN b ON b.number = rev.block_number
UNION SELECT 're', NULL, epoch_of(b.timestamp) * 604800 + 259200 FROM rev JOIN b ON b.number = rev.block_number`

// feeSchedule is a CTE "fees" (lo, hi, bps): the own pools' swap fee
// (the factory's latest SwapFeeSet) for blocks lo <= n < hi (hi NULL: no
// later change). For an own pool at block n the fee is
// coalesce((SELECT bps FROM fees WHERE lo <= n AND (hi IS NULL OR n < hi)), 30),
// which is swap_fee_bps_at(true, n) read from one small set instead of one
// query per row.
const feeSchedule = `
fees AS MATERIALIZED (
    SELECT lo, lead(lo) OVER (ORDER BY lo) AS hi, bps FROM (
        SELECT DISTINCT ON (a.block_number) a.block_number AS lo, (a.args ->> 'swapFeeBps')::int AS bps
        FROM admin_events a JOIN contracts c ON c.address = a.address AND c.role = 'factory'
        WHERE a.name = 'SwapFeeSet'
        ORDER BY a.block_number, a.log_index DESC
    ) x
)`

// recomputePoolHours recomputes the pool hours (pair $1[i], hour $2[i]),
// TVL with minimum liquidity $3. An hour's blocks are the block-number
// range [lo, hi] of the blocks whose timestamp falls in it, with the
// timestamp test itself, so the raw rows are read by index per pair. $4 is
// recomputeCandles' $3: with $4 > 0 a key with a stored row merges it with
// the blocks from $4 on (sums added, TVL of the newest Sync).
const recomputePoolHours = `
WITH k AS (SELECT DISTINCT pair, hour FROM unnest($1::bytea[], $2::bigint[]) AS k(pair, hour)),
-- Each distinct hour's block range once (a block touches every pool it
-- swapped in within the same hour).
hr AS MATERIALIZED (
    SELECT h.hour, r.lo, r.hi
    FROM (SELECT DISTINCT hour FROM k) h
    CROSS JOIN LATERAL (SELECT min(b.number) AS lo, max(b.number) AS hi FROM blocks b
                        WHERE b.timestamp >= h.hour * 3600 AND b.timestamp < h.hour * 3600 + 3600) r
),
kb AS MATERIALIZED (
    SELECT k.pair, k.hour, CASE WHEN o.pair IS NULL THEN r.lo ELSE greatest(r.lo, $4::bigint) END AS lo, r.hi,
           tp.own, tp.token0, tp.token1, o.pair IS NOT NULL AS merged,
           o.volume_usd AS o_v, o.fees_usd AS o_f, o.swaps AS o_n, o.tvl_usd AS o_tvl
    FROM k
    JOIN hr r ON r.hour = k.hour
    JOIN LATERAL (SELECT own, token0, token1 FROM pairs_created pc WHERE pc.pair = k.pair
                  ORDER BY pc.block_number, pc.log_index LIMIT 1) tp ON true
    LEFT JOIN pool_hours o ON $4::bigint > 0 AND o.pair = k.pair AND o.hour = k.hour
),` + feeSchedule + `,
vol AS MATERIALIZED (
    SELECT kb.pair, kb.hour, sum(a.usd_value) AS v,
           sum(round(a.usd_value * CASE WHEN NOT kb.own THEN 30 ELSE coalesce((SELECT f.bps FROM fees f
                   WHERE f.lo <= a.block_number AND (f.hi IS NULL OR a.block_number < f.hi)), 30) END / 10000, 6)) AS f,
           count(*) AS n
    FROM kb
    -- The pool's pair Swaps by pair_swaps_address, each one's activity row
    -- by primary key (migration 00031).
    JOIN pair_swaps s ON s.address = kb.pair AND s.block_number BETWEEN kb.lo AND kb.hi
    JOIN activity a ON a.block_number = s.block_number AND a.log_index = s.log_index AND a.kind = 'swap' AND a.pair = s.address
        AND a.timestamp >= kb.hour * 3600 AND a.timestamp < kb.hour * 3600 + 3600
    GROUP BY kb.pair, kb.hour
),
last_sync AS MATERIALIZED (
    SELECT kb.pair, kb.hour, kb.token0, kb.token1, s.block_number, s.reserve0, s.reserve1
    FROM kb CROSS JOIN LATERAL (
        SELECT ps.block_number, ps.reserve0, ps.reserve1
        FROM pair_syncs ps
        WHERE ps.address = kb.pair AND ps.block_number BETWEEN kb.lo AND kb.hi
          -- The hour test as a scalar subquery per candidate, newest
          -- first, so the first Sync that passes ends the scan. Written as
          -- a join, a planner with statistics scanned all the hour's
          -- blocks for every key (BenchmarkHeadBlock on an analyzed database).
          AND (SELECT b.timestamp FROM blocks b WHERE b.number = ps.block_number)
              BETWEEN kb.hour * 3600 AND kb.hour * 3600 + 3599
        ORDER BY ps.block_number DESC, ps.log_index DESC LIMIT 1
    ) s
),
need AS (SELECT token0 AS tok, block_number AS n FROM last_sync UNION SELECT token1, block_number FROM last_sync),
` + priceCTEs + `,
tvl AS (
    SELECT l.pair, l.hour,
           coalesce(CASE WHEN u.u0 IS NOT NULL AND u.u1 IS NOT NULL THEN u.u0 + u.u1 ELSE 2 * coalesce(u.u0, u.u1) END, 0) AS tvl_usd
    FROM last_sync l
    LEFT JOIN px p0 ON p0.tok = l.token0 AND p0.n = l.block_number
    LEFT JOIN px p1 ON p1.tok = l.token1 AND p1.n = l.block_number
    CROSS JOIN LATERAL (SELECT trim_scale(round(p0.usd * l.reserve0 / power(10::numeric, p0.dec), 6)) AS u0,
                               trim_scale(round(p1.usd * l.reserve1 / power(10::numeric, p1.dec), 6)) AS u1) u
),
cur AS MATERIALIZED (
    SELECT kb.pair, kb.hour,
           CASE WHEN kb.merged THEN trim_scale(kb.o_v + coalesce(v.v, 0)) ELSE coalesce(trim_scale(v.v), 0) END AS volume_usd,
           CASE WHEN kb.merged THEN trim_scale(kb.o_f + coalesce(v.f, 0)) ELSE coalesce(trim_scale(v.f), 0) END AS fees_usd,
           coalesce(kb.o_n, 0) + coalesce(v.n, 0) AS swaps,
           CASE WHEN l.pair IS NOT NULL THEN l.tvl_usd ELSE kb.o_tvl END AS tvl_usd
    FROM kb
    LEFT JOIN vol v ON v.pair = kb.pair AND v.hour = kb.hour
    LEFT JOIN tvl l ON l.pair = kb.pair AND l.hour = kb.hour
    WHERE kb.merged OR v.pair IS NOT NULL OR l.pair IS NOT NULL
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
// $2) anchored at the head's hour, and the anchor. The TVL it writes (with
// the fee APR and TVL delta) is the pool's latest hourly gauge, which
// refreshLiveTVL then replaces with the live TVL where they differ.
const recomputePoolStats = `
WITH h AS (SELECT timestamp / 3600 AS hour FROM chain_head LIMIT 1),
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
// $2[i]): OHLC from the own token price points, volume and count from the
// FeeRouter trades that start or end in the token (each trade once, however
// many pools it crossed: spec 6 rule 3). A minute with trades and no price
// keeps a row with NULL OHLC. A minute's blocks are read as in
// recomputeCandles (the range [lo, hi] plus the timestamp test), and $3 is
// its $3: with $3 > 0 a key with a stored row merges it with the blocks
// from $3 on.
const recomputeTokenCandles = `
WITH k AS (SELECT DISTINCT token, minute FROM unnest($1::bytea[], $2::bigint[]) AS k(token, minute)),
kb AS MATERIALIZED (
    SELECT k.token, k.minute, CASE WHEN o.token IS NULL THEN r.lo ELSE $3::bigint END AS lo,
           CASE WHEN o.token IS NULL THEN r.hi ELSE 9223372036854775807 END AS hi,
           o.token IS NOT NULL AS merged, o.open AS o_open, o.high AS o_high, o.low AS o_low, o.close AS o_close,
           o.volume_usd AS o_v, o.swaps AS o_n
    FROM k
    LEFT JOIN token_candles o ON $3::bigint > 0 AND o.token = k.token AND o.minute = k.minute
    CROSS JOIN LATERAL (SELECT min(b.number) AS lo, max(b.number) AS hi FROM blocks b
                        WHERE o.token IS NULL AND b.timestamp >= k.minute * 60 AND b.timestamp < k.minute * 60 + 60) r
),
pts AS (
    SELECT kb.token, kb.minute, p.block_number AS number, trim_scale(round(p.usd, 18)) AS price
    FROM kb
    JOIN token_price_points p ON p.token = kb.token AND p.block_number BETWEEN kb.lo AND kb.hi AND p.own
    JOIN blocks b ON b.number = p.block_number AND b.timestamp >= kb.minute * 60 AND b.timestamp < kb.minute * 60 + 60
),
ohlc AS MATERIALIZED (
    SELECT token, minute,
           (array_agg(price ORDER BY number))[1] AS open, max(price) AS high, min(price) AS low,
           (array_agg(price ORDER BY number DESC))[1] AS close
    FROM pts WHERE price IS NOT NULL GROUP BY token, minute
),
vol AS MATERIALIZED (
    -- the token's trade rows (one per trade it starts or ends; read by the
    -- token's key range, not every trade of the blocks) of FeeRouter trades
    SELECT kb.token, kb.minute, sum(s.usd_value) AS v, count(*) AS n
    FROM kb
    JOIN token_swaps s ON s.token = kb.token AND s.block_number BETWEEN kb.lo AND kb.hi
        AND s.timestamp >= kb.minute * 60 AND s.timestamp < kb.minute * 60 + 60
    JOIN trades t ON t.block_number = s.block_number AND t.tx_hash = s.tx_hash AND t.log_index = s.log_index
        AND t.source = 'router'
    GROUP BY kb.token, kb.minute
),
cur AS MATERIALIZED (
    SELECT kb.token, kb.minute,
           ` + mergedOHLC + `,
           CASE WHEN kb.merged THEN trim_scale(kb.o_v + coalesce(v.v, 0)) ELSE coalesce(trim_scale(v.v), 0) END AS volume_usd,
           coalesce(kb.o_n, 0) + coalesce(v.n, 0) AS swaps
    FROM kb
    LEFT JOIN ohlc o ON o.token = kb.token AND o.minute = kb.minute
    LEFT JOIN vol v ON v.token = kb.token AND v.minute = kb.minute
    WHERE kb.merged OR o.token IS NOT NULL OR v.token IS NOT NULL
),
gone AS (
    DELETE FROM token_candles tc USING k
    WHERE tc.token = k.token AND tc.minute = k.minute
      AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.token = k.token AND cur.minute = k.minute)
)
INSERT INTO token_candles (token, minute, open, high, low, close, volume_usd, swaps)
SELECT token, minute, open, high, low, close, volume_usd, swaps FROM cur
ON CONFLICT (token, minute) DO UPDATE SET open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low,
    close = EXCLUDED.close, volume_usd = EXCLUDED.volume_usd, swaps = EXCLUDED.swaps`

// recomputeStatsHours recomputes the hourly protocol series rows $1 (an
// hour's blocks read as in recomputePoolHours; $2 is its $4: with $2 > 0 an
// hour with a stored row adds the trades of the blocks from $2 on to it).
const recomputeStatsHours = `
WITH k AS (SELECT DISTINCT unnest($1::bigint[]) AS hour),
kb AS MATERIALIZED (
    SELECT k.hour, CASE WHEN o.hour IS NULL THEN r.lo ELSE $2::bigint END AS lo,
           CASE WHEN o.hour IS NULL THEN r.hi ELSE 9223372036854775807 END AS hi,
           o.hour IS NOT NULL AS merged, o.volume_usd AS o_v, o.fees_usd AS o_f, o.trades AS o_n
    FROM k
    LEFT JOIN stats_hours o ON $2::bigint > 0 AND o.hour = k.hour
    CROSS JOIN LATERAL (SELECT min(b.number) AS lo, max(b.number) AS hi FROM blocks b
                        WHERE o.hour IS NULL AND b.timestamp >= k.hour * 3600 AND b.timestamp < k.hour * 3600 + 3600) r
),
live AS (
    SELECT kb.hour FROM kb
    WHERE kb.merged
       OR EXISTS (SELECT 1 FROM router_swaps r JOIN blocks b ON b.number = r.block_number
                  WHERE r.block_number BETWEEN kb.lo AND kb.hi
                    AND b.timestamp >= kb.hour * 3600 AND b.timestamp < kb.hour * 3600 + 3600)
       OR EXISTS (SELECT 1 FROM pair_syncs s JOIN blocks b ON b.number = s.block_number
                  WHERE s.block_number BETWEEN kb.lo AND kb.hi
                    AND b.timestamp >= kb.hour * 3600 AND b.timestamp < kb.hour * 3600 + 3600
                    AND (SELECT pc.own FROM pairs_created pc WHERE pc.pair = s.address
                         ORDER BY pc.block_number, pc.log_index LIMIT 1))
),` + feeSchedule + `,
vol AS MATERIALIZED (
    -- Per hour, an aggregate over its block range (trades_pkey), as in the
    -- revenue buckets' vol: a join was a whole-table scan without planner
    -- statistics. n > 0 keeps the join's rows.
    SELECT kb.hour, x.v, x.f, x.n
    FROM kb CROSS JOIN LATERAL (
        SELECT sum(t.usd_value) AS v,
               sum(round(t.usd_value * coalesce((SELECT f.bps FROM fees f
                       WHERE f.lo <= t.block_number AND (f.hi IS NULL OR t.block_number < f.hi)), 30) / 10000, 6)) AS f,
               count(*) AS n
        FROM trades t
        WHERE t.block_number BETWEEN kb.lo AND kb.hi
          AND t.timestamp >= kb.hour * 3600 AND t.timestamp < kb.hour * 3600 + 3600 AND t.source = 'router'
    ) x
    WHERE x.n > 0
),
cur AS (
    SELECT l.hour,
           coalesce((SELECT sum(g.tvl) FROM tracked_pairs tp
                     CROSS JOIN LATERAL (SELECT ph.tvl_usd AS tvl FROM pool_hours ph
                                         WHERE ph.pair = tp.pair AND ph.hour <= l.hour AND ph.tvl_usd IS NOT NULL
                                         ORDER BY ph.hour DESC LIMIT 1) g
                     WHERE tp.own), 0) AS tvl_usd,
           CASE WHEN kb.merged THEN trim_scale(kb.o_v + coalesce(v.v, 0)) ELSE coalesce(trim_scale(v.v), 0) END AS volume_usd,
           CASE WHEN kb.merged THEN trim_scale(kb.o_f + coalesce(v.f, 0)) ELSE coalesce(trim_scale(v.f), 0) END AS fees_usd,
           coalesce(kb.o_n, 0) + coalesce(v.n, 0) AS trades
    FROM live l JOIN kb ON kb.hour = l.hour LEFT JOIN vol v ON v.hour = l.hour
),
gone AS (
    DELETE FROM stats_hours s USING k WHERE s.hour = k.hour AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.hour = k.hour)
)
INSERT INTO stats_hours (hour, tvl_usd, volume_usd, fees_usd, trades) SELECT * FROM cur
ON CONFLICT (hour) DO UPDATE SET tvl_usd = EXCLUDED.tvl_usd, volume_usd = EXCLUDED.volume_usd,
    fees_usd = EXCLUDED.fees_usd, trades = EXCLUDED.trades`

// recomputeRevenueBuckets recomputes the revenue buckets ($1[i], t $2[i]):
// day buckets span 86400 s, epoch buckets 604800 s from t. A bucket's
// blocks are read as in recomputePoolHours, and $3 is its $4: with $3 > 0 a
// bucket with a stored row adds the trades and items of the blocks from $3
// on to it (the LP leg and the total recomputed from the sums).
const recomputeRevenueBuckets = `
WITH k AS (SELECT DISTINCT bucket, t FROM unnest($1::text[], $2::bigint[]) AS k(bucket, t)),
kb AS MATERIALIZED (
    SELECT k.bucket, k.t, k.t + CASE k.bucket WHEN 'day' THEN 86400 ELSE 604800 END AS t_end,
           CASE WHEN o.t IS NULL THEN r.lo ELSE $3::bigint END AS lo,
           CASE WHEN o.t IS NULL THEN r.hi ELSE 9223372036854775807 END AS hi,
           o.t IS NOT NULL AS merged, o.volume_usd AS o_v, o.creator_usd AS o_c, o.staking_usd AS o_s,
           o.rakeback_usd AS o_r, o.buyback_burn_usd AS o_b
    FROM k
    LEFT JOIN revenue_buckets o ON $3::bigint > 0 AND o.bucket = k.bucket AND o.t = k.t
    CROSS JOIN LATERAL (SELECT min(b.number) AS lo, max(b.number) AS hi FROM blocks b
                        WHERE o.t IS NULL AND b.timestamp >= k.t
                          AND b.timestamp < k.t + CASE k.bucket WHEN 'day' THEN 86400 ELSE 604800 END) r
),
vol AS MATERIALIZED (
    -- Per key, an aggregate over the key's block range (trades_pkey): as a
    -- join, a planner without fresh statistics scanned all trades per
    -- statement, a cost that grew with the chain. n > 0 keeps the join's
    -- rows: a key with no trade has no vol row.
    SELECT kb.bucket, kb.t, x.v
    FROM kb CROSS JOIN LATERAL (
        SELECT sum(tr.usd_value) AS v, count(*) AS n FROM trades tr
        WHERE tr.block_number BETWEEN kb.lo AND kb.hi
          AND tr.timestamp >= kb.t AND tr.timestamp < kb.t_end AND tr.source = 'router'
    ) x
    WHERE x.n > 0
),
items AS MATERIALIZED (
    SELECT kb.bucket, kb.t,
           sum(i.usd_value) FILTER (WHERE i.kind = 'creator') AS creator,
           sum(i.usd_value) FILTER (WHERE i.kind = 'staking') AS staking,
           sum(i.usd_value) FILTER (WHERE i.kind = 'rakeback') AS rakeback,
           sum(i.usd_value) FILTER (WHERE i.kind = 'buyback_burn') AS buyback
    FROM kb JOIN revenue_items i ON i.block_number BETWEEN kb.lo AND kb.hi
        AND i.timestamp >= kb.t AND i.timestamp < kb.t_end
    GROUP BY kb.bucket, kb.t
),
sums AS (
    SELECT kb.bucket, kb.t,
           CASE WHEN kb.merged THEN trim_scale(kb.o_v + coalesce(v.v, 0)) ELSE trim_scale(v.v) END AS v,
           CASE WHEN kb.merged THEN trim_scale(kb.o_c + coalesce(i.creator, 0)) ELSE coalesce(trim_scale(i.creator), 0) END AS creator_usd,
           CASE WHEN kb.merged THEN trim_scale(kb.o_s + coalesce(i.staking, 0)) ELSE coalesce(trim_scale(i.staking), 0) END AS staking_usd,
           CASE WHEN kb.merged THEN trim_scale(kb.o_r + coalesce(i.rakeback, 0)) ELSE coalesce(trim_scale(i.rakeback), 0) END AS rakeback_usd,
           CASE WHEN kb.merged THEN trim_scale(kb.o_b + coalesce(i.buyback, 0)) ELSE coalesce(trim_scale(i.buyback), 0) END AS buyback_burn_usd
    FROM kb
    LEFT JOIN vol v ON v.bucket = kb.bucket AND v.t = kb.t
    LEFT JOIN items i ON i.bucket = kb.bucket AND i.t = kb.t
    WHERE kb.merged OR v.bucket IS NOT NULL OR i.bucket IS NOT NULL
),
legs AS (
    SELECT s.bucket, s.t, coalesce(s.v, 0) AS volume_usd, coalesce(trim_scale(round(s.v * 0.003, 6)), 0) AS lp_usd,
           s.creator_usd, s.staking_usd, s.rakeback_usd, s.buyback_burn_usd
    FROM sums s
),
cur AS MATERIALIZED (
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
	appendedFrom  int64 // see keys.appendedFrom
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
// otherwise for the touched pools; then every pool's TVL is priced at the
// head (refreshLiveTVL).
func recomputeFeeds(ctx context.Context, tx pgx.Tx, minLiq string, k feedKeys) error {
	var stale bool
	if err := tx.QueryRow(ctx, statsAnchorStale).Scan(&stale); err != nil {
		return fmt.Errorf("postgres: recompute pool stats: anchor: %w", err)
	}
	return runSteps(ctx, tx, "recompute",
		step{"pool hours", recomputePoolHours, []any{k.hourPairs, k.hours, minLiq, k.appendedFrom}, len(k.hourPairs) == 0},
		step{"pool stats", recomputePoolStats, []any{k.statPairs, stale}, !stale && len(k.statPairs) == 0},
		step{"token candles", recomputeTokenCandles, []any{k.candleTokens, k.candleMinutes, k.appendedFrom}, len(k.candleTokens) == 0},
		step{"stats hours", recomputeStatsHours, []any{k.statHours, k.appendedFrom}, len(k.statHours) == 0},
		step{"revenue buckets", recomputeRevenueBuckets, []any{k.revBuckets, k.revStarts, k.appendedFrom}, len(k.revBuckets) == 0},
		step{"revenue totals", recomputeRevenueTotals, nil, len(k.revBuckets) == 0},
		// Every transaction: the head moved (derive_live_tvl.go).
		step{"live TVL", refreshLiveTVL, []any{minLiq}, false},
	)
}
