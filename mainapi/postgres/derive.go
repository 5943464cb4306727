package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// The DEX domain's derivation (dexDomain, below; domain.go). Derived rows
// are a pure function of the raw tables, token_metadata and contracts,
// maintained in two ways that share every statement here:
//
//   - block-keyed derived rows (wallet_activity, token_price_points,
//     trades) are inserted from the raw rows of a block range and vanish
//     with their block (cascade);
//   - keyed derived rows (tokens, pools, wallets, pool_candles, chain_head)
//     are recomputed for the keys a block range touched, from all raw rows.
//
// A block is derived as the range [n, n]; a reorg collects the keys of the
// blocks above the ancestor before deleting them and recomputes those; a
// rebuild truncates and derives [0, max].
//
// Bucketed rows (pool_candles and the hour, minute, day and epoch rollups
// of derive_feeds.go) are sums, counts, first/last and max/min over the
// bucket's blocks, so when a range is appended above every stored block
// (Apply, ApplyBatch: keys.appendedFrom > 0) a bucket that already has a
// row is that row merged with the range's own rows, which is what reading
// the whole bucket gives; a rollback and a rebuild read whole buckets.
// rebuild --check and the reorg tests compare the two.
//
// Applied blocks (Apply, ApplyBatch) compute their block-keyed rows,
// candles and touched keys in Go from their events instead
// (derive_batch.go and its neighbours; docs/indexer.md, "Applied blocks
// are derived in Go"); the statements here stay the definition that
// rollbacks and rebuilds run, and rebuild --check compares the two row for
// row.

// insertWalletActivity inserts the wallet activity of blocks $1..$2: the
// parties of every domain's events (the curve's traders, creators and
// submitters, the farm's users, the stakers and the Neocat stakers too), pair,
// Neocat transfer and coin transfer parties unless they are contracts or
// pools.
const insertWalletActivity = `
INSERT INTO wallet_activity (block_number, address)
SELECT DISTINCT p.block_number, p.address FROM (
    SELECT block_number, user_address AS address, true AS always FROM router_swaps WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, from_address, true FROM transactions WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, creator, true FROM creator_fees WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, creator, true FROM vault_events WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, trader, true FROM curve_trades WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, creator, true FROM curve_tokens_created WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, submitter, true FROM curve_tokens_created WHERE block_number BETWEEN $1 AND $2` +
	farmWalletParties + stakingWalletParties + creatorPveWalletParties + `
    UNION ALL SELECT block_number, sender, false FROM pair_swaps WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, to_address, false FROM pair_swaps WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, from_address, false FROM lp_transfers WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, to_address, false FROM lp_transfers WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, recipient, false FROM pair_mints WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, to_address, false FROM pair_burns WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, account, true FROM neocat_stake_events WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, from_address, false FROM neocat_transfers WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, to_address, false FROM neocat_transfers WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, from_address, false FROM coin_transfers WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, to_address, false FROM coin_transfers WHERE block_number BETWEEN $1 AND $2
) p
WHERE p.address <> '\x0000000000000000000000000000000000000000'::bytea
  AND (p.always OR (
      NOT EXISTS (SELECT 1 FROM contracts c WHERE c.address = p.address)
      AND NOT EXISTS (SELECT 1 FROM pairs_created pc WHERE pc.pair = p.address AND pc.block_number <= p.block_number)))
ON CONFLICT DO NOTHING`

// nextRouterSwap joins to a pair swap s (alias r) the first FeeRouter Swap
// after it in its transaction, the trade s is a hop of, if any (the Go
// derivation's nextRouter).
const nextRouterSwap = `LEFT JOIN LATERAL (SELECT user_address FROM router_swaps r
        WHERE r.block_number = s.block_number AND r.tx_hash = s.tx_hash AND r.log_index > s.log_index
        ORDER BY r.log_index LIMIT 1) r ON true`

// insertTrades inserts the trades of blocks $1..$2, USD priced as of their
// block with minimum liquidity $3 (trade_usd: the priced side of the better
// quote_rank, token_in on a tie, 6 decimals; 0 when neither is priced). A
// third-party pair's swap is its own trade, attributed as its activity row
// is (legUser).
const insertTrades = `
WITH t AS MATERIALIZED (
    SELECT r.block_number, r.tx_hash, r.log_index, 'router' AS source, NULL::bytea AS pair, r.user_address,
           r.token_in, r.token_out, r.amount_in, r.amount_out, r.fee_token, r.fee_amount, b.timestamp
    FROM router_swaps r JOIN blocks b ON b.number = r.block_number
    WHERE r.block_number BETWEEN $1 AND $2
    UNION ALL
    SELECT s.block_number, s.tx_hash, s.log_index, 'ext', s.address, coalesce(r.user_address, tx.from_address, s.to_address),
           CASE WHEN s.amount0_in > 0 THEN c.token0 ELSE c.token1 END,
           CASE WHEN s.amount0_in > 0 THEN c.token1 ELSE c.token0 END,
           CASE WHEN s.amount0_in > 0 THEN s.amount0_in ELSE s.amount1_in END,
           CASE WHEN s.amount0_in > 0 THEN s.amount1_out ELSE s.amount0_out END,
           NULL, NULL, b.timestamp
    FROM pair_swaps s
    JOIN blocks b ON b.number = s.block_number
    JOIN LATERAL (SELECT token0, token1, own FROM pairs_created pc WHERE pc.pair = s.address
                  ORDER BY pc.block_number, pc.log_index LIMIT 1) c ON NOT c.own
    LEFT JOIN transactions tx ON tx.block_number = s.block_number AND tx.tx_hash = s.tx_hash
    ` + nextRouterSwap + `
    WHERE s.block_number BETWEEN $1 AND $2
),
need AS (SELECT token_in AS tok, block_number AS n FROM t UNION SELECT token_out, block_number FROM t),
` + priceCTEs + `
INSERT INTO trades (block_number, tx_hash, log_index, source, pair, user_address, token_in, token_out,
                    amount_in, amount_out, fee_token, fee_amount, timestamp, usd_value)
SELECT t.*,
       CASE WHEN pi.usd IS NOT NULL AND (po.usd IS NULL OR pi.rank >= po.rank)
            THEN trim_scale(round(pi.usd * t.amount_in / power(10::numeric, pi.dec), 6))
            WHEN po.usd IS NOT NULL THEN trim_scale(round(po.usd * t.amount_out / power(10::numeric, po.dec), 6))
            ELSE 0 END
FROM t
LEFT JOIN px pi ON pi.tok = t.token_in AND pi.n = t.block_number
LEFT JOIN px po ON po.tok = t.token_out AND po.n = t.block_number`

// insertTokenPricePoints inserts the token price points of blocks $1..$2
// (minimum liquidity $3): for each block, each token of a tracked pool with
// a Sync in it, token_usd_at as of the block; own when one of those pools
// is an own pool. The price is token_usd_with_eth (migration 00008)
// evaluated for all points at once, with the same formulas: 1 for USDC and
// USDT, ETH/USD (ethUSD, once per block) for WETH, otherwise the price
// in the deepest own pool (created at or before the block; reserves of its
// latest Sync at or before the block) against WETH, USDC, USDT or NEO that
// holds min_liq, NEO itself priced the same way without NEO quotes
// (CTE neo).
var insertTokenPricePoints = `
WITH p AS MATERIALIZED (
    SELECT tok.token, s.block_number, bool_or(tp.own) AS own
    FROM pair_syncs s
    JOIN tracked_pairs tp ON tp.pair = s.address
    CROSS JOIN LATERAL (VALUES (tp.token0), (tp.token1)) AS tok(token)
    WHERE s.block_number BETWEEN $1 AND $2
    GROUP BY tok.token, s.block_number
),
ns AS (SELECT DISTINCT block_number AS n FROM p),
` + ethUSD + `,
` + quotedCTE + `,
neo AS MATERIALIZED (
    SELECT DISTINCT ON (c.address, e.n) c.address AS t, e.n, d.usd / d.tok AS usd
    FROM contracts c
    CROSS JOIN eth e
    JOIN quoted qp ON qp.t = c.address AND qp.created <= e.n AND qp.qrole <> 'neo'
    CROSS JOIN LATERAL (
        SELECT CASE WHEN qp.t_is0 THEN r.reserve0 ELSE r.reserve1 END / power(10::numeric, qp.dt) AS tok,
               CASE WHEN qp.t_is0 THEN r.reserve1 ELSE r.reserve0 END / power(10::numeric, qp.dq)
                   * CASE qp.qrole WHEN 'weth' THEN e.usd ELSE 1 END AS usd
        FROM (SELECT reserve0, reserve1 FROM pair_syncs WHERE address = qp.pair AND block_number <= e.n
              ORDER BY block_number DESC, log_index DESC LIMIT 1) r
    ) d
    WHERE c.role = 'neo' AND d.tok > 0 AND 2 * d.usd >= $3::numeric
    ORDER BY c.address, e.n, d.usd DESC, qp.pair
),
best AS MATERIALIZED (
    SELECT DISTINCT ON (p.token, p.block_number) p.token, p.block_number, d.usd / d.tok AS usd
    FROM p
    JOIN eth e ON e.n = p.block_number
    JOIN quoted qp ON qp.t = p.token AND qp.created <= p.block_number
    LEFT JOIN neo ON qp.qrole = 'neo' AND neo.t = qp.q AND neo.n = p.block_number
    CROSS JOIN LATERAL (
        SELECT CASE WHEN qp.t_is0 THEN r.reserve0 ELSE r.reserve1 END / power(10::numeric, qp.dt) AS tok,
               CASE WHEN qp.t_is0 THEN r.reserve1 ELSE r.reserve0 END / power(10::numeric, qp.dq)
                   * CASE qp.qrole WHEN 'weth' THEN e.usd WHEN 'neo' THEN neo.usd ELSE 1 END AS usd
        FROM (SELECT reserve0, reserve1 FROM pair_syncs WHERE address = qp.pair AND block_number <= p.block_number
              ORDER BY block_number DESC, log_index DESC LIMIT 1) r
    ) d
    WHERE d.tok > 0 AND 2 * d.usd >= $3::numeric
    ORDER BY p.token, p.block_number, d.usd DESC, qp.pair
)
INSERT INTO token_price_points (token, block_number, usd, own)
SELECT p.token, p.block_number,
       CASE WHEN c.role IN ('usdc', 'usdt') THEN 1 WHEN c.role = 'weth' THEN e.usd ELSE b.usd END, p.own
FROM p
JOIN eth e ON e.n = p.block_number
LEFT JOIN contracts c ON c.address = p.token
LEFT JOIN best b ON b.token = p.token AND b.block_number = p.block_number`

// quotedCTE is a CTE "quoted": the own pools that quote a token t of a
// preceding CTE "p" (column token), or NEO, against WETH, USDC, USDT or NEO
// (q, qrole), with the decimals of both.
const quotedCTE = `
quoted AS MATERIALIZED (
    SELECT pc.pair, pc.block_number AS created, x.t, x.t_is0, q.address AS q, q.role AS qrole,
           coalesce(mt.decimals, 18) AS dt, coalesce(mq.decimals, 18) AS dq
    FROM pairs_created pc
    CROSS JOIN LATERAL (VALUES (pc.token0, true, pc.token1), (pc.token1, false, pc.token0)) AS x(t, t_is0, other)
    JOIN contracts q ON q.address = x.other AND q.role IN ('weth', 'usdc', 'usdt', 'neo')
    LEFT JOIN LATERAL (SELECT decimals FROM token_metadata WHERE address = x.t) mt ON true
    LEFT JOIN LATERAL (SELECT decimals FROM token_metadata WHERE address = q.address) mq ON true
    WHERE pc.own AND q.address <> x.t
      AND (x.t IN (SELECT token FROM p) OR x.t IN (SELECT address FROM contracts WHERE role = 'neo'))
)`

// ethUSD is a CTE "eth" (n, usd): eth_usd_at(n, $3) (migration 00003) for
// every n of a preceding CTE "ns", evaluated for all blocks at once with
// the same formula: Σ stable reserves / Σ WETH reserves (decimals applied)
// over the own WETH/USDC and WETH/USDT pools created at or before n, at
// their latest Sync at or before n, that hold min_liq; NULL when none does.
var ethUSD = ethUSDWith("$3")

// ethUSDWith returns the text of ethUSD's CTE reading min_liq from the
// statement's parameter minLiq: "$3" in the derive statements (ethUSD) and
// "$1" in refreshLiveTVL, whose only parameter min_liq is.
func ethUSDWith(minLiq string) string {
	return ethPoolsCTE + `,
eth AS MATERIALIZED (
    SELECT ns.n, CASE WHEN sum(a.eth) > 0 THEN sum(a.usd) / sum(a.eth) END AS usd
    FROM ns
    LEFT JOIN LATERAL (
        SELECT CASE WHEN ep.weth_is0 THEN r.reserve0 ELSE r.reserve1 END / power(10::numeric, ep.dw) AS eth,
               CASE WHEN ep.weth_is0 THEN r.reserve1 ELSE r.reserve0 END / power(10::numeric, ep.ds) AS usd
        FROM ethpools ep
        CROSS JOIN LATERAL (SELECT reserve0, reserve1 FROM pair_syncs WHERE address = ep.pair AND block_number <= ns.n
                            ORDER BY block_number DESC, log_index DESC LIMIT 1) r
        WHERE ep.created <= ns.n
    ) a ON 2 * a.usd >= ` + minLiq + `::numeric
    GROUP BY ns.n
)`
}

// ethPoolsCTE is a CTE "ethpools": the own WETH/USDC and WETH/USDT pools.
const ethPoolsCTE = `
ethpools AS MATERIALIZED (
    SELECT c.pair, c.block_number AS created, c.token0 = w.address AS weth_is0,
           coalesce(mw.decimals, 18) AS dw, coalesce(ms.decimals, 18) AS ds
    FROM contracts w
    JOIN contracts s ON s.role IN ('usdc', 'usdt')
    JOIN pairs_created c ON c.own
        AND ((c.token0 = w.address AND c.token1 = s.address) OR (c.token1 = w.address AND c.token0 = s.address))
    LEFT JOIN LATERAL (SELECT decimals FROM token_metadata WHERE address = w.address) mw ON true
    LEFT JOIN LATERAL (SELECT decimals FROM token_metadata WHERE address = s.address) ms ON true
    WHERE w.role = 'weth'
)`

// Token decimals in the derive statements are coalesce(m.decimals, 18)
// over a LEFT JOIN (LATERAL) of token_metadata, which is token_decimals
// (migration 00003) written as a join: the function's body runs as a query
// of its own at every call, an order of magnitude dearer than a joined row,
// and a block at the head made some hundred calls.

// priceCTEs prices each distinct (tok, n) of a preceding CTE "need" as
// token_usd_at(tok, n, $3): read from token_price_points when the point is
// stored (inserted first for the range being derived), otherwise computed
// with ETH/USD once per block. CTE "px" has (tok, n, usd) and the token's
// dec = token_decimals, rank = quote_rank, hex = hex_addr, symbol and
// decimals of token_metadata, computed once per distinct token. Rows are
// then valued with the formulas of trade_usd, amount_usd and
// pair_amounts_usd (migrations 00003, 00008) written out over these
// columns, not with one function call per row.
const priceCTEs = `
pp AS MATERIALIZED (
    SELECT need.tok, need.n, p.usd, p.token IS NOT NULL AS hit
    -- One primary-key lookup per needed point: as a plain join, a planner
    -- without fresh statistics hashed the whole table per statement (25 ms
    -- of a block at 50k points); LIMIT keeps the subquery from being
    -- flattened back into that join.
    FROM need LEFT JOIN LATERAL (SELECT q.usd, q.token FROM token_price_points q
                                 WHERE q.token = need.tok AND q.block_number = need.n LIMIT 1) p ON true
),
eth AS MATERIALIZED (
    SELECT n, eth_usd_at(n, $3::numeric) AS usd FROM (SELECT DISTINCT n FROM pp WHERE NOT hit) x
),
tk AS MATERIALIZED (
    SELECT x.tok, coalesce(m.decimals, 18) AS dec, quote_rank(x.tok) AS rank, hex_addr(x.tok) AS hex,
           m.symbol, m.decimals
    FROM (SELECT DISTINCT tok FROM need) x LEFT JOIN token_metadata m ON m.address = x.tok
),
px AS MATERIALIZED (
    SELECT pp.tok, pp.n, CASE WHEN pp.hit THEN pp.usd ELSE token_usd_with_eth(pp.tok, pp.n, $3::numeric, eth.usd) END AS usd,
           tk.dec, tk.rank, tk.hex, tk.symbol, tk.decimals
    FROM pp LEFT JOIN eth ON eth.n = pp.n JOIN tk ON tk.tok = pp.tok
)`

// touchedKeys lists the keys of keyed derived rows that the raw rows of
// blocks $1..$2 touch: kind p (pool), t (token), w (wallet), c (candle:
// pair and minute).
const touchedKeys = `
SELECT 'p', pair, 0::bigint FROM pairs_created WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'p', address, 0 FROM pair_syncs WHERE block_number BETWEEN $1 AND $2
UNION SELECT 't', token0, 0 FROM pairs_created WHERE block_number BETWEEN $1 AND $2
UNION SELECT 't', token1, 0 FROM pairs_created WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'w', address, 0 FROM wallet_activity WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'c', s.address, b.timestamp / 60 FROM pair_syncs s JOIN blocks b ON b.number = s.block_number
      WHERE s.block_number BETWEEN $1 AND $2
UNION SELECT 'c', s.address, b.timestamp / 60 FROM pair_swaps s JOIN blocks b ON b.number = s.block_number
      WHERE s.block_number BETWEEN $1 AND $2`

// recomputeTokens recomputes the tokens $1: a token exists while a stored
// PairCreated names it.
const recomputeTokens = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS token),
seen AS (
    SELECT k.token, min(c.block_number) AS first_block
    FROM k JOIN pairs_created c ON c.token0 = k.token OR c.token1 = k.token
    GROUP BY k.token
),
gone AS (
    DELETE FROM tokens t USING k
    WHERE t.address = k.token AND NOT EXISTS (SELECT 1 FROM seen WHERE seen.token = k.token)
)
INSERT INTO tokens (address, symbol, name, decimals, verified, first_seen_block)
SELECT s.token, m.symbol, m.name, m.decimals,
       coalesce(m.curated, false)
           OR EXISTS (SELECT 1 FROM contracts c WHERE c.address = s.token AND c.role IN ('weth', 'usdc', 'usdt', 'neo')),
       s.first_block
FROM seen s LEFT JOIN token_metadata m ON m.address = s.token
ON CONFLICT (address) DO UPDATE SET symbol = EXCLUDED.symbol, name = EXCLUDED.name, decimals = EXCLUDED.decimals,
    verified = EXCLUDED.verified, first_seen_block = EXCLUDED.first_seen_block`

// recomputePools recomputes the pools $1 from their first PairCreated and
// latest Sync.
const recomputePools = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS pair),
cur AS (
    SELECT c.pair, c.address AS factory, c.token0, c.token1, c.own, c.block_number AS created_block,
           coalesce(s.reserve0, 0) AS reserve0, coalesce(s.reserve1, 0) AS reserve1,
           coalesce(s.ts, cb.timestamp) AS last_updated, coalesce(s.block_number, c.block_number) AS last_block
    FROM k
    JOIN LATERAL (SELECT * FROM pairs_created pc WHERE pc.pair = k.pair ORDER BY pc.block_number, pc.log_index LIMIT 1) c ON true
    JOIN blocks cb ON cb.number = c.block_number
    LEFT JOIN LATERAL (
        SELECT ps.reserve0, ps.reserve1, ps.block_number, b.timestamp AS ts
        FROM pair_syncs ps JOIN blocks b ON b.number = ps.block_number
        WHERE ps.address = k.pair ORDER BY ps.block_number DESC, ps.log_index DESC LIMIT 1
    ) s ON true
),
gone AS (
    DELETE FROM pools p USING k
    WHERE p.pair = k.pair AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.pair = k.pair)
)
INSERT INTO pools (pair, factory, token0, token1, own, created_block, reserve0, reserve1, last_updated, last_block)
SELECT * FROM cur
ON CONFLICT (pair) DO UPDATE SET factory = EXCLUDED.factory, token0 = EXCLUDED.token0, token1 = EXCLUDED.token1,
    own = EXCLUDED.own, created_block = EXCLUDED.created_block, reserve0 = EXCLUDED.reserve0,
    reserve1 = EXCLUDED.reserve1, last_updated = EXCLUDED.last_updated, last_block = EXCLUDED.last_block`

// recomputeWallets recomputes the wallets $1 from wallet_activity: each
// wallet's latest block, one backward probe of the primary key (address,
// block_number) per wallet. An aggregate over the join read every block a
// wallet was ever active in, a cost that grew with the chain.
const recomputeWallets = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS address),
cur AS (
    SELECT k.address, a.block_number AS last_block
    FROM k CROSS JOIN LATERAL (SELECT block_number FROM wallet_activity w WHERE w.address = k.address
                               ORDER BY block_number DESC LIMIT 1) a
),
gone AS (
    DELETE FROM wallets w USING k
    WHERE w.address = k.address AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.address = k.address)
)
INSERT INTO wallets (address, last_activity_block) SELECT address, last_block FROM cur
ON CONFLICT (address) DO UPDATE SET last_activity_block = EXCLUDED.last_activity_block`

// mergedOHLC is a candle's open, high, low and close (the select-list
// entries) from kb, the key with its stored row (o_open.., merged when
// one is stored), and o, the OHLC of the appended blocks: the stored row
// extended by them, or theirs alone. Pool and token candles share it; a
// token candle's stored OHLC can be NULL (a minute with trades and no
// price), which greatest, least and the coalesces skip.
const mergedOHLC = `CASE WHEN kb.merged THEN coalesce(kb.o_open, o.open) ELSE o.open END AS open,
           CASE WHEN kb.merged THEN greatest(kb.o_high, o.high) ELSE o.high END AS high,
           CASE WHEN kb.merged THEN least(kb.o_low, o.low) ELSE o.low END AS low,
           CASE WHEN kb.merged THEN coalesce(o.close, kb.o_close) ELSE o.close END AS close`

// recomputeCandles recomputes the pool candles of (pair $1[i], minute
// $2[i]): OHLC over the minute's Syncs (price token1 per token0, decimals
// applied), volumes over its pair Swaps. The minute's blocks are found as
// the block-number range [lo, hi] of the blocks whose timestamp falls in
// it (plus the timestamp test itself), so that the raw rows are read by
// index per pair instead of joined block by block.
//
// $3 > 0 says that the blocks from $3 on were just appended above every
// other stored block and the stored rows are those of the blocks below $3
// (derive of [$3, to]): a key with a stored row is then the merge of that
// row (the candle of its blocks below $3) with the points and swaps of its
// blocks from $3 on — open kept, high/low extended, close moved, volumes
// added — which equals the candle over all its blocks. $3 = 0 (a rollback,
// a rebuild) and keys without a stored row read all their blocks.
const recomputeCandles = `
WITH k AS (SELECT DISTINCT pair, minute FROM unnest($1::bytea[], $2::bigint[]) AS k(pair, minute)),
kb AS MATERIALIZED (
    SELECT k.pair, k.minute, CASE WHEN o.pair IS NULL THEN r.lo ELSE greatest(r.lo, $3::bigint) END AS lo, r.hi,
           coalesce(m0.decimals, 18) AS d0, coalesce(m1.decimals, 18) AS d1,
           o.pair IS NOT NULL AS merged, o.open AS o_open, o.high AS o_high, o.low AS o_low, o.close AS o_close,
           o.volume0 AS o_v0, o.volume1 AS o_v1, o.swaps AS o_n
    FROM k
    CROSS JOIN LATERAL (SELECT min(b.number) AS lo, max(b.number) AS hi FROM blocks b
                        WHERE b.timestamp >= k.minute * 60 AND b.timestamp < k.minute * 60 + 60) r
    JOIN LATERAL (SELECT token0, token1 FROM pairs_created pc WHERE pc.pair = k.pair
                  ORDER BY pc.block_number, pc.log_index LIMIT 1) c ON true
    LEFT JOIN LATERAL (SELECT decimals FROM token_metadata WHERE address = c.token0) m0 ON true
    LEFT JOIN LATERAL (SELECT decimals FROM token_metadata WHERE address = c.token1) m1 ON true
    LEFT JOIN pool_candles o ON $3::bigint > 0 AND o.pair = k.pair AND o.minute = k.minute
),
pts AS (
    SELECT kb.pair, kb.minute, s.block_number, s.log_index, pair_price(s.reserve0, s.reserve1, kb.d0, kb.d1) AS price
    FROM kb
    JOIN pair_syncs s ON s.address = kb.pair AND s.block_number BETWEEN kb.lo AND kb.hi
    JOIN blocks b ON b.number = s.block_number AND b.timestamp >= kb.minute * 60 AND b.timestamp < kb.minute * 60 + 60
    WHERE s.reserve0 > 0
),
ohlc AS MATERIALIZED (
    SELECT pair, minute,
           (array_agg(price ORDER BY block_number, log_index))[1] AS open,
           max(price) AS high, min(price) AS low,
           (array_agg(price ORDER BY block_number DESC, log_index DESC))[1] AS close
    FROM pts GROUP BY pair, minute
),
vol AS MATERIALIZED (
    SELECT kb.pair, kb.minute, sum(s.amount0_in + s.amount0_out) AS v0, sum(s.amount1_in + s.amount1_out) AS v1,
           count(*) AS n
    FROM kb
    JOIN pair_swaps s ON s.address = kb.pair AND s.block_number BETWEEN kb.lo AND kb.hi
    JOIN blocks b ON b.number = s.block_number AND b.timestamp >= kb.minute * 60 AND b.timestamp < kb.minute * 60 + 60
    WHERE kb.merged OR EXISTS (SELECT 1 FROM ohlc o WHERE o.pair = kb.pair AND o.minute = kb.minute) -- else no row
    GROUP BY kb.pair, kb.minute
),
cur AS MATERIALIZED (
    SELECT kb.pair, kb.minute,
           ` + mergedOHLC + `,
           coalesce(kb.o_v0, 0) + coalesce(v.v0, 0) AS volume0, coalesce(kb.o_v1, 0) + coalesce(v.v1, 0) AS volume1,
           coalesce(kb.o_n, 0) + coalesce(v.n, 0) AS swaps
    FROM kb
    LEFT JOIN ohlc o ON o.pair = kb.pair AND o.minute = kb.minute
    LEFT JOIN vol v ON v.pair = kb.pair AND v.minute = kb.minute
    WHERE kb.merged OR o.pair IS NOT NULL
),
gone AS (
    DELETE FROM pool_candles pc USING k
    WHERE pc.pair = k.pair AND pc.minute = k.minute
      AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.pair = k.pair AND cur.minute = k.minute)
)
INSERT INTO pool_candles (pair, minute, open, high, low, close, volume0, volume1, swaps)
SELECT pair, minute, open, high, low, close, volume0, volume1, swaps FROM cur
ON CONFLICT (pair, minute) DO UPDATE SET open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low,
    close = EXCLUDED.close, volume0 = EXCLUDED.volume0, volume1 = EXCLUDED.volume1, swaps = EXCLUDED.swaps`

// recomputeHead sets chain_head to the highest stored block (none: no row).
const recomputeHead = `
WITH h AS (SELECT number, hash, timestamp FROM blocks ORDER BY number DESC LIMIT 1),
gone AS (DELETE FROM chain_head WHERE NOT EXISTS (SELECT 1 FROM h))
INSERT INTO chain_head (singleton, number, hash, timestamp) SELECT true, number, hash, timestamp FROM h
ON CONFLICT (singleton) DO UPDATE SET number = EXCLUDED.number, hash = EXCLUDED.hash, timestamp = EXCLUDED.timestamp`

// keys are the keyed derived rows a block range touched.
type keys struct {
	pools, tokens, wallets [][]byte
	candlePairs            [][]byte
	candleMinutes          []int64
	// appendedFrom > 0 says the keys were collected for the blocks from
	// appendedFrom on, just appended above every other stored block (see
	// recomputeCandles); 0 recomputes from all raw rows.
	appendedFrom int64
}

// collectKeys reads the keys the raw rows of blocks from..to touch.
func collectKeys(ctx context.Context, tx pgx.Tx, from, to int64) (keys, error) {
	var k keys
	err := forTouchedKeys(ctx, tx, touchedKeys, "touched keys", from, to, func(kind string, addr []byte, n int64) {
		switch kind {
		case "p":
			k.pools = append(k.pools, addr)
		case "t":
			k.tokens = append(k.tokens, addr)
		case "w":
			k.wallets = append(k.wallets, addr)
		case "c":
			k.candlePairs, k.candleMinutes = append(k.candlePairs, addr), append(k.candleMinutes, n)
		}
	})
	return k, err
}

// recompute recomputes the keyed derived rows of k and the chain head.
func recompute(ctx context.Context, tx pgx.Tx, k keys) error {
	return runSteps(ctx, tx, "recompute",
		step{"tokens", recomputeTokens, []any{k.tokens}, len(k.tokens) == 0},
		step{"pools", recomputePools, []any{k.pools}, len(k.pools) == 0},
		step{"wallets", recomputeWallets, []any{k.wallets}, len(k.wallets) == 0},
		step{"pool candles", recomputeCandles, []any{k.candlePairs, k.candleMinutes, k.appendedFrom}, len(k.candlePairs) == 0},
		step{"chain head", recomputeHead, nil, false},
	)
}

// dexDomain is the DEX and its fees: pairs, the FeeRouter, the Collector
// and the creator fee vault (raw tables: dex_raw.go), with the rows every
// venue shares (wallets, the activity feed, the chain head). Applied
// blocks derive in Go (deriveDEXApplied, derive_batch.go); a rebuild runs
// the statements of this file and derive_feeds.go (deriveDEX).
var dexDomain = domain{
	name:      "dex",
	rawTables: dexRawTables,
	derivedTables: []string{"wallet_activity", "token_price_points", "trades", "tokens", "pools", "wallets", "pool_candles",
		"lp_balances", "lp_supplies", "chain_head", "activity", "revenue_items", "pool_hours", "pool_stats", "stats_anchor",
		"token_candles", "stats_hours", "revenue_buckets", "revenue_totals"},
	derive:   deriveDEX,
	applied:  deriveDEXApplied,
	rollback: rollbackDEX,
}

// deriveDEX derives the DEX rows of blocks from..to from their raw rows:
// block-keyed rows, then the keys they touch.
func deriveDEX(ctx context.Context, tx pgx.Tx, minLiq string, from, to int64) error {
	steps := []step{
		{"wallet activity", insertWalletActivity, []any{from, to}, false},
		{"token price points", insertTokenPricePoints, []any{from, to, minLiq}, false},
		{"trades", insertTrades, []any{from, to, minLiq}, false},
		{"activity", insertActivity, []any{from, to, minLiq}, false},
		{"trade hops", updateTradeHops, []any{from, to}, false},
		{"revenue items", insertRevenueItems, []any{from, to, minLiq}, false},
	}
	if err := runSteps(ctx, tx, "derive", append(steps, appendLP(from, to)...)...); err != nil {
		return err
	}
	k, err := collectKeys(ctx, tx, from, to)
	if err != nil {
		return err
	}
	fk, err := collectFeedKeys(ctx, tx, from, to)
	if err != nil {
		return err
	}
	return recomputeAppended(ctx, tx, minLiq, from, to, k, fk)
}

// recomputeAppended recomputes the keyed DEX rows k and fk of the blocks
// from..to, appended above the stored head (the stored bucket rows are
// those of the blocks below from; a rebuild derives from 0, so it reads
// whole buckets). At the head the keyed recomputes run with generic plans
// (see setPlanCacheMode), the statements over a block range with custom
// ones.
func recomputeAppended(ctx context.Context, tx pgx.Tx, minLiq string, from, to int64, k keys, fk feedKeys) error {
	k.appendedFrom, fk.appendedFrom = from, from
	head := from == to
	if head {
		if err := setPlanCacheMode(ctx, tx, "force_generic_plan"); err != nil {
			return err
		}
	}
	if err := recompute(ctx, tx, k); err != nil {
		return err
	}
	if err := recomputeFeeds(ctx, tx, minLiq, fk); err != nil {
		return err
	}
	if head {
		return setPlanCacheMode(ctx, tx, "auto")
	}
	return nil
}

// setPlanCacheMode sets plan_cache_mode for the rest of tx. A block
// applied alone (the head) recomputes its keyed rows (recompute,
// recomputeFeeds) with generic plans: their keys come as arrays, estimated
// the same whatever they hold, so a custom plan, made anew at every
// execution, sees nothing a generic one does not, and planning them was a
// measurable share of the time from webhook delivery to visible
// (BenchmarkWebhookLatency on an analyzed database). Statements over a
// block range keep custom plans: a generic plan does not know the range is
// one block and, estimating a share of the table, hashes whole tables (the
// trades and activity inserts took more than twice as long a block; the
// touched-key query scanned all blocks twice), a cost that grows with the
// chain.
func setPlanCacheMode(ctx context.Context, tx pgx.Tx, mode string) error {
	if _, err := tx.Exec(ctx, "SET LOCAL plan_cache_mode = "+mode); err != nil {
		return fmt.Errorf("postgres: plan_cache_mode %s: %w", mode, err)
	}
	return nil
}

// rollbackDEX reads the DEX keys blocks from..to touch (before a
// rollback deletes them) and returns what recomputes them.
func rollbackDEX(ctx context.Context, tx pgx.Tx, from, to int64) (func(context.Context, pgx.Tx, string) error, error) {
	k, err := collectKeys(ctx, tx, from, to)
	if err != nil {
		return nil, err
	}
	fk, err := collectFeedKeys(ctx, tx, from, to)
	if err != nil {
		return nil, err
	}
	lk, err := collectLPKeys(ctx, tx, from, to)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context, tx pgx.Tx, minLiq string) error {
		if err := recompute(ctx, tx, k); err != nil {
			return err
		}
		if err := recomputeLP(ctx, tx, lk); err != nil {
			return err
		}
		return recomputeFeeds(ctx, tx, minLiq, fk)
	}, nil
}
