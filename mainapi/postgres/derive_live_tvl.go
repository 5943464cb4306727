package postgres

// Live TVL. A pool's pool_stats.tvl_usd is a live gauge (spec main-api
// 2.2: every USD field but the live gauges is a write-time snapshot): the
// reserves of its latest Sync (pools.reserve0/1) priced at the head block,
// so a pool that has not traded since ETH/USD moved shows what it holds at
// today's prices, not at the prices of its last Sync. The hourly gauges
// (pool_hours.tvl_usd, stats_hours.tvl_usd) stay as of the hour's last
// Sync: they are history.
//
// refreshLiveTVL runs at the end of every derive transaction (recomputeFeeds:
// Apply, ApplyBatch, a rollback, a rebuild), after pool_stats were
// recomputed from the pool hours. It prices every pool, so the rows are a
// function of the raw rows and the head whichever path wrote them, and
// writes only the rows whose TVL changed, with the two columns derived
// from it: fee_apr_bps (from the row's fees_24h_usd) and tvl_delta_pct
// (against the pool's latest hourly gauge at or before the head hour
// H-24, as recomputePoolStats reads it). A row whose TVL did not change
// keeps both: they were computed from the same TVL, 24h fees and gauge
// (recomputePoolStats rewrites the rows whose fees or gauges moved, and
// every row when H moved).
//
// Prices are token_usd_at(token, head, $1) (migrations 00003, 00008)
// evaluated for all tokens at once with the same formulas as
// insertTokenPricePoints: 1 for USDC and USDT, ETH/USD (ethUSD's CTE for
// the one block) for WETH, otherwise the price in the deepest own pool
// against WETH, USDC, USDT or NEO that holds min_liq, NEO itself priced
// without NEO quotes. At the head the reserves of a pool's latest Sync at
// or before the block are its pools row's, read there instead of one
// pair_syncs probe per quoting pool (a pool without a Sync has reserves 0
// in its row, which the tok > 0 test drops as reserves_at's missing row
// is). The TVL is pair_amounts_usd of the reserves, written as the pool
// hours' tvl CTE writes it.
//
// It runs once a transaction at the head (generic plan), a few ms a block:
// pricing, mostly, when no TVL changes, and the rewrite of every quoting
// pool when ETH/USD moved (BenchmarkHeadBlock).
var refreshLiveTVL = `
WITH h AS MATERIALIZED (SELECT number AS n, timestamp / 3600 AS hour FROM chain_head),
ns AS (SELECT n FROM h),
` + ethUSDWith("$1") + `,
tk AS MATERIALIZED (
    SELECT x.tok, coalesce(m.decimals, 18) AS dec, c.role
    FROM (SELECT token0 AS tok FROM pools UNION SELECT token1 FROM pools) x
    LEFT JOIN token_metadata m ON m.address = x.tok
    LEFT JOIN contracts c ON c.address = x.tok
),
-- The own pools that quote a token t (its role trole) against WETH, USDC,
-- USDT or NEO (q, qrole), with both reserves in whole tokens (both tokens
-- are pool tokens, so tk has them).
quoted AS MATERIALIZED (
    SELECT p.pair, x.t, tt.role AS trole, tq.tok AS q, tq.role AS qrole,
           CASE WHEN x.t_is0 THEN p.reserve0 ELSE p.reserve1 END / power(10::numeric, tt.dec) AS tok,
           CASE WHEN x.t_is0 THEN p.reserve1 ELSE p.reserve0 END / power(10::numeric, tq.dec) AS qamt
    FROM pools p
    CROSS JOIN LATERAL (VALUES (p.token0, true, p.token1), (p.token1, false, p.token0)) AS x(t, t_is0, other)
    JOIN tk tq ON tq.tok = x.other AND tq.role IN ('weth', 'usdc', 'usdt', 'neo')
    JOIN tk tt ON tt.tok = x.t
    WHERE p.own AND tq.tok <> x.t
),
neo AS MATERIALIZED (
    SELECT DISTINCT ON (d.t) d.t, d.usd / d.tok AS usd
    FROM (SELECT qp.pair, qp.t, qp.tok, qp.qamt * CASE qp.qrole WHEN 'weth' THEN e.usd ELSE 1 END AS usd
          FROM quoted qp CROSS JOIN eth e
          WHERE qp.trole = 'neo' AND qp.qrole <> 'neo') d
    WHERE d.tok > 0 AND 2 * d.usd >= $1::numeric
    ORDER BY d.t, d.usd DESC, d.pair
),
best AS MATERIALIZED (
    SELECT DISTINCT ON (d.t) d.t, d.usd / d.tok AS usd
    FROM (SELECT qp.pair, qp.t, qp.tok,
                 qp.qamt * CASE qp.qrole WHEN 'weth' THEN e.usd WHEN 'neo' THEN neo.usd ELSE 1 END AS usd
          FROM quoted qp CROSS JOIN eth e LEFT JOIN neo ON qp.qrole = 'neo' AND neo.t = qp.q) d
    WHERE d.tok > 0 AND 2 * d.usd >= $1::numeric
    ORDER BY d.t, d.usd DESC, d.pair
),
px AS MATERIALIZED (
    SELECT tk.tok, tk.dec,
           CASE WHEN tk.role IN ('usdc', 'usdt') THEN 1 WHEN tk.role = 'weth' THEN e.usd ELSE b.usd END AS usd
    FROM tk CROSS JOIN eth e LEFT JOIN best b ON b.t = tk.tok
),
live AS MATERIALIZED (
    SELECT p.pair,
           coalesce(CASE WHEN u.u0 IS NOT NULL AND u.u1 IS NOT NULL THEN u.u0 + u.u1 ELSE 2 * coalesce(u.u0, u.u1) END, 0) AS tvl
    FROM pools p
    JOIN px p0 ON p0.tok = p.token0
    JOIN px p1 ON p1.tok = p.token1
    CROSS JOIN LATERAL (SELECT trim_scale(round(p0.usd * p.reserve0 / power(10::numeric, p0.dec), 6)) AS u0,
                               trim_scale(round(p1.usd * p.reserve1 / power(10::numeric, p1.dec), 6)) AS u1) u
)
UPDATE pool_stats s
SET tvl_usd = l.tvl,
    fee_apr_bps = CASE WHEN l.tvl > 0 THEN round(s.fees_24h_usd * 365 * 10000 / l.tvl)::bigint END,
    tvl_delta_pct = (SELECT CASE WHEN g.tvl_usd > 0 THEN round((l.tvl - g.tvl_usd) * 100 / g.tvl_usd, 4) END
                     FROM pool_hours g CROSS JOIN h
                     WHERE g.pair = s.pair AND g.tvl_usd IS NOT NULL AND g.hour <= h.hour - 24
                     ORDER BY g.hour DESC LIMIT 1)
FROM live l
WHERE s.pair = l.pair AND s.tvl_usd IS DISTINCT FROM l.tvl`
