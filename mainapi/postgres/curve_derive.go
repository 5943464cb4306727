package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// The launch venue's derivation (migration 00009; raw tables:
// curve_raw.go; reads: curve_read.go), the worked example of a domain
// (domain.go; docs/indexer.md, "Adding a domain"): the block-keyed rows
// (neofun_trades and the neofun_* activity rows) are inserted from a block
// range and cascade with their block; the keyed rows (neofun_coins,
// neofun_revenue_buckets, neofun_totals) are recomputed for the keys a
// block range touched. The same statements serve apply, rollback (keys
// collected before the delete) and rebuild.

// curveDomain is the launch venue: the LaunchpadCurve's coins, trades and
// lifecycle. It derives after the DEX (its activity rows join the DEX's
// feed).
var curveDomain = domain{
	name:          "curve",
	rawTables:     curveRawTables,
	derivedTables: []string{"neofun_trades", "neofun_coins", "neofun_revenue_buckets", "neofun_totals"},
	derive:        deriveCurve,
	rollback:      rollbackCurve,
}

// insertNeofunTrades inserts the curve trades of blocks $1..$2 with their
// USD snapshots at the ETH/USD of their block (minimum liquidity $3; 0 when
// unpriced), computed once per block (ethUSD).
var insertNeofunTrades = `
WITH t AS MATERIALIZED (
    SELECT ct.*, b.timestamp FROM curve_trades ct JOIN blocks b ON b.number = ct.block_number
    WHERE ct.block_number BETWEEN $1 AND $2
),
ns AS (SELECT DISTINCT block_number AS n FROM t),
` + ethUSD + `
INSERT INTO neofun_trades (block_number, log_index, tx_hash, token, trader, is_buy, timestamp, eth_amount,
                           protocol_fee, creator_fee, volume_usd, protocol_fee_usd, creator_fee_usd)
SELECT t.block_number, t.log_index, t.tx_hash, t.token, t.trader, t.is_buy, t.timestamp, t.eth_amount,
       t.protocol_fee, t.creator_fee,
       trim_scale(round(t.eth_amount * coalesce(e.usd, 0) / 1000000000000000000, 6)),
       trim_scale(round(t.protocol_fee * coalesce(e.usd, 0) / 1000000000000000000, 6)),
       trim_scale(round(t.creator_fee * coalesce(e.usd, 0) / 1000000000000000000, 6))
FROM t JOIN eth e ON e.n = t.block_number`

// insertNeofunActivity inserts the venue's activity rows of blocks $1..$2:
// neofun_launch per TokenCreated (user: creator), neofun_trade per Trade
// (user: trader; USD: the gross ETH leg), neofun_graduation per Graduated
// (user: caller). It runs after insertNeofunTrades. Every row carries its
// transaction's index; a trade row carries the curve's virtual reserves
// after the trade as reserve0 (token) and reserve1 (ETH), the reserves of
// the coin's curve pair on the aggregator adapter (docs/adapter.md).
const insertNeofunActivity = `
INSERT INTO activity (block_number, log_index, tx_hash, user_address, kind, status, venue, timestamp, pair, usd_value, data,
                      tx_index, reserve0, reserve1)
SELECT c.block_number, c.log_index, c.tx_hash, c.creator, 'neofun_launch', 'completed', 'neofun', b.timestamp, NULL::bytea, 0::numeric,
       jsonb_build_object('ctx', jsonb_build_object('tokenAddress', hex_addr(c.token)), 'token', hex_addr(c.token),
                          'name', c.name, 'symbol', c.symbol, 'creator', hex_addr(c.creator), 'usdValue', '0'),
       c.tx_index, NULL::numeric, NULL::numeric
FROM curve_tokens_created c JOIN blocks b ON b.number = c.block_number
WHERE c.block_number BETWEEN $1 AND $2
UNION ALL
SELECT n.block_number, n.log_index, n.tx_hash, n.trader, 'neofun_trade', 'completed', 'neofun', n.timestamp, NULL, n.volume_usd,
       jsonb_build_object('ctx', jsonb_build_object('tokenAddress', hex_addr(n.token)), 'token', hex_addr(n.token),
                          'side', CASE WHEN n.is_buy THEN 'buy' ELSE 'sell' END,
                          'ethAmount', ct.eth_amount::text, 'tokenAmount', ct.token_amount::text,
                          'priceX18', ct.price_x18::text, 'protocolFee', ct.protocol_fee::text,
                          'creatorFee', ct.creator_fee::text, 'usdValue', n.volume_usd::text),
       ct.tx_index, ct.virtual_token, ct.virtual_eth
FROM neofun_trades n
JOIN curve_trades ct ON ct.block_number = n.block_number AND ct.tx_hash = n.tx_hash AND ct.log_index = n.log_index
WHERE n.block_number BETWEEN $1 AND $2
UNION ALL
SELECT l.block_number, l.log_index, l.tx_hash, decode(substr(l.args ->> 'caller', 3), 'hex'), 'neofun_graduation', 'completed',
       'neofun', b.timestamp, NULL, 0,
       jsonb_build_object('ctx', jsonb_build_object('tokenAddress', hex_addr(l.token)), 'token', hex_addr(l.token),
                          'pairWeth', hex_addr(l.pair_weth), 'pairNeo', hex_addr(l.pair_neo),
                          'priceX18', l.price_x18::text, 'usdValue', '0'),
       l.tx_index, NULL, NULL
FROM curve_lifecycle l JOIN blocks b ON b.number = l.block_number
WHERE l.kind = 'Graduated' AND l.block_number BETWEEN $1 AND $2`

// touchedCurveKeys lists the keys the curve raw rows of blocks $1..$2
// touch: c (coin), rd (revenue day start), re (revenue epoch start).
const touchedCurveKeys = `
WITH b AS (SELECT number, timestamp FROM blocks WHERE number BETWEEN $1 AND $2)
SELECT 'c', token, 0::bigint FROM curve_tokens_created WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'c', token, 0 FROM curve_trades WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'c', token, 0 FROM curve_lifecycle WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'rd', NULL, b.timestamp / 86400 * 86400 FROM curve_trades t JOIN b ON b.number = t.block_number
UNION SELECT 're', NULL, epoch_of(b.timestamp) * 604800 + 259200 FROM curve_trades t JOIN b ON b.number = t.block_number`

// recomputeNeofunCoins recomputes the coins $1: a coin exists while a
// stored TokenCreated names it; status folds the latest lifecycle row.
// $2 > 0 says that the blocks from $2 on were just appended above every
// other stored block (see recomputeCandles): a stored coin's lifetime
// volume, fees and trade count are then its stored sums plus those of its
// trades from $2 on, which equals the sums over all its trades without
// reading a hot coin's whole history at every block; $2 = 0 (a rollback, a
// rebuild) sums all its trades.
const recomputeNeofunCoins = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS token),
c AS (
    SELECT DISTINCT ON (ct.token) ct.token, ct.name, ct.symbol, ct.creator, b.timestamp, ct.block_number
    FROM k JOIN curve_tokens_created ct ON ct.token = k.token JOIN blocks b ON b.number = ct.block_number
    ORDER BY ct.token, ct.block_number, ct.log_index
),
cur AS (
    SELECT c.token, c.name, c.symbol, c.creator, c.timestamp, c.block_number,
           CASE l.kind WHEN 'FloorReached' THEN 'frozen' WHEN 'Graduated' THEN 'graduated' ELSE 'bonding' END AS status,
           CASE WHEN l.kind = 'Graduated' THEN l.pair_weth END AS pair_weth,
           CASE WHEN l.kind = 'Graduated' THEN l.pair_neo END AS pair_neo,
           CASE WHEN o.address IS NULL THEN coalesce(a.vol, 0) ELSE trim_scale(o.volume_all_usd + coalesce(a.vol, 0)) END AS vol,
           CASE WHEN o.address IS NULL THEN coalesce(a.fees, 0) ELSE trim_scale(o.fees_all_usd + coalesce(a.fees, 0)) END AS fees,
           coalesce(o.trades, 0) + coalesce(a.n, 0) AS n,
           lt.price_x18, coalesce(lt.real_eth, 0) AS real_eth
    FROM c
    LEFT JOIN LATERAL (SELECT kind, pair_weth, pair_neo FROM curve_lifecycle cl WHERE cl.token = c.token
                       ORDER BY cl.block_number DESC, cl.log_index DESC LIMIT 1) l ON true
    LEFT JOIN LATERAL (SELECT price_x18, real_eth FROM curve_trades t WHERE t.token = c.token
                       ORDER BY t.block_number DESC, t.log_index DESC LIMIT 1) lt ON true
    LEFT JOIN neofun_coins o ON $2::bigint > 0 AND o.address = c.token
    LEFT JOIN LATERAL (SELECT trim_scale(sum(volume_usd)) AS vol, trim_scale(sum(protocol_fee_usd + creator_fee_usd)) AS fees,
                              count(*) AS n
                       FROM neofun_trades nt WHERE nt.token = c.token AND nt.block_number >= $2::bigint) a ON true
),
gone AS (
    DELETE FROM neofun_coins n USING k
    WHERE n.address = k.token AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.token = k.token)
)
INSERT INTO neofun_coins (address, name, symbol, creator, timestamp, created_block, status, pair_weth, pair_neo,
                          volume_all_usd, fees_all_usd, trades, last_price_x18, real_eth)
SELECT * FROM cur
ON CONFLICT (address) DO UPDATE SET name = EXCLUDED.name, symbol = EXCLUDED.symbol, creator = EXCLUDED.creator,
    timestamp = EXCLUDED.timestamp, created_block = EXCLUDED.created_block, status = EXCLUDED.status,
    pair_weth = EXCLUDED.pair_weth, pair_neo = EXCLUDED.pair_neo, volume_all_usd = EXCLUDED.volume_all_usd,
    fees_all_usd = EXCLUDED.fees_all_usd, trades = EXCLUDED.trades, last_price_x18 = EXCLUDED.last_price_x18,
    real_eth = EXCLUDED.real_eth`

// recomputeNeofunRevenue recomputes the venue revenue buckets ($1[i], t
// $2[i]) from the trades' fee snapshots.
const recomputeNeofunRevenue = `
WITH k AS (SELECT DISTINCT bucket, t FROM unnest($1::text[], $2::bigint[]) AS k(bucket, t)),
cur AS (
    SELECT k.bucket, k.t, trim_scale(sum(n.volume_usd)) AS v, trim_scale(sum(n.protocol_fee_usd)) AS p,
           trim_scale(sum(n.creator_fee_usd)) AS c, count(*) AS n
    FROM k JOIN neofun_trades n ON n.timestamp >= k.t
        AND n.timestamp < k.t + CASE k.bucket WHEN 'day' THEN 86400 ELSE 604800 END
    GROUP BY k.bucket, k.t
),
gone AS (
    DELETE FROM neofun_revenue_buckets r USING k
    WHERE r.bucket = k.bucket AND r.t = k.t AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.bucket = k.bucket AND cur.t = k.t)
)
INSERT INTO neofun_revenue_buckets (bucket, t, volume_usd, protocol_usd, creator_usd, total_usd, trades)
SELECT bucket, t, v, p, c, trim_scale(p + c), n FROM cur
ON CONFLICT (bucket, t) DO UPDATE SET volume_usd = EXCLUDED.volume_usd, protocol_usd = EXCLUDED.protocol_usd,
    creator_usd = EXCLUDED.creator_usd, total_usd = EXCLUDED.total_usd, trades = EXCLUDED.trades`

// recomputeNeofunTotals recomputes the venue totals: coin counts by status
// and the real ETH of non-graduated coins from neofun_coins, lifetime sums
// from the day buckets (no row before any coin).
const recomputeNeofunTotals = `
WITH co AS (
    SELECT count(*) AS coins, count(*) FILTER (WHERE status = 'frozen') AS frozen,
           count(*) FILTER (WHERE status = 'graduated') AS graduated,
           coalesce(sum(real_eth) FILTER (WHERE status <> 'graduated'), 0) AS real_eth
    FROM neofun_coins
),
rb AS (
    SELECT coalesce(sum(trades), 0) AS trades, coalesce(trim_scale(sum(volume_usd)), 0) AS v,
           coalesce(trim_scale(sum(protocol_usd)), 0) AS p, coalesce(trim_scale(sum(creator_usd)), 0) AS c
    FROM neofun_revenue_buckets WHERE bucket = 'day'
),
hb AS (
    SELECT max(n) AS n FROM (SELECT max(block_number) AS n FROM curve_tokens_created
                             UNION ALL SELECT max(block_number) FROM curve_trades
                             UNION ALL SELECT max(block_number) FROM curve_lifecycle) x
),
cur AS (
    SELECT co.*, rb.*,
           coalesce(trim_scale(round(co.real_eth * eth_usd_at(hb.n, $1::numeric) / 1000000000000000000, 6)), 0) AS tvl
    FROM co CROSS JOIN rb CROSS JOIN hb WHERE co.coins > 0
),
gone AS (DELETE FROM neofun_totals WHERE NOT EXISTS (SELECT 1 FROM cur))
INSERT INTO neofun_totals (singleton, coins, frozen, graduated, trades, volume_usd, protocol_fees_usd, creator_fees_usd,
                           bonding_real_eth, tvl_usd)
SELECT true, coins, frozen, graduated, trades, v, p, c, real_eth, tvl FROM cur
ON CONFLICT (singleton) DO UPDATE SET coins = EXCLUDED.coins, frozen = EXCLUDED.frozen, graduated = EXCLUDED.graduated,
    trades = EXCLUDED.trades, volume_usd = EXCLUDED.volume_usd, protocol_fees_usd = EXCLUDED.protocol_fees_usd,
    creator_fees_usd = EXCLUDED.creator_fees_usd, bonding_real_eth = EXCLUDED.bonding_real_eth, tvl_usd = EXCLUDED.tvl_usd`

// curveKeys are the venue's keyed rows a block range touched.
type curveKeys struct {
	coins      [][]byte
	revBuckets []string
	revStarts  []int64
	// appendedFrom: see keys.appendedFrom (recomputeNeofunCoins).
	appendedFrom int64
}

func (k curveKeys) empty() bool { return len(k.coins) == 0 && len(k.revBuckets) == 0 }

// collectCurveKeys reads the keys the curve raw rows of blocks from..to touch.
func collectCurveKeys(ctx context.Context, tx pgx.Tx, from, to int64) (curveKeys, error) {
	var k curveKeys
	err := forTouchedKeys(ctx, tx, touchedCurveKeys, "touched curve keys", from, to, func(kind string, addr []byte, n int64) {
		switch kind {
		case "c":
			k.coins = append(k.coins, addr)
		case "rd":
			k.revBuckets, k.revStarts = append(k.revBuckets, "day"), append(k.revStarts, n)
		case "re":
			k.revBuckets, k.revStarts = append(k.revBuckets, "epoch"), append(k.revStarts, n)
		}
	})
	return k, err
}

// recomputeCurve recomputes the venue's keyed rows of k.
func recomputeCurve(ctx context.Context, tx pgx.Tx, minLiq string, k curveKeys) error {
	return runSteps(ctx, tx, "recompute",
		step{"neofun coins", recomputeNeofunCoins, []any{k.coins, k.appendedFrom}, len(k.coins) == 0},
		step{"neofun revenue", recomputeNeofunRevenue, []any{k.revBuckets, k.revStarts}, len(k.revBuckets) == 0},
		step{"neofun totals", recomputeNeofunTotals, []any{minLiq}, k.empty()},
	)
}

// deriveCurve derives the venue rows of blocks from..to, appended above
// every other stored block: block-keyed rows, then the keys they touch.
func deriveCurve(ctx context.Context, tx pgx.Tx, minLiq string, from, to int64) error {
	var has bool
	if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM curve_tokens_created WHERE block_number BETWEEN $1 AND $2)
		OR EXISTS (SELECT 1 FROM curve_trades WHERE block_number BETWEEN $1 AND $2)
		OR EXISTS (SELECT 1 FROM curve_lifecycle WHERE block_number BETWEEN $1 AND $2)`, from, to).Scan(&has); err != nil {
		return fmt.Errorf("postgres: derive curve: %w", err)
	}
	if !has {
		return nil
	}
	if err := runSteps(ctx, tx, "derive",
		step{"neofun trades", insertNeofunTrades, []any{from, to, minLiq}, false},
		step{"neofun activity", insertNeofunActivity, []any{from, to}, false},
	); err != nil {
		return err
	}
	k, err := collectCurveKeys(ctx, tx, from, to)
	if err != nil {
		return err
	}
	k.appendedFrom = from // the range was appended above the stored head
	return recomputeCurve(ctx, tx, minLiq, k)
}

// rollbackCurve reads the venue keys blocks from..to touch (before a
// rollback deletes them) and returns what recomputes them.
func rollbackCurve(ctx context.Context, tx pgx.Tx, from, to int64) (func(context.Context, pgx.Tx, string) error, error) {
	k, err := collectCurveKeys(ctx, tx, from, to)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context, tx pgx.Tx, minLiq string) error { return recomputeCurve(ctx, tx, minLiq, k) }, nil
}
