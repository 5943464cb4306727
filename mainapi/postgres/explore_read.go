package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// selectExploreTokens is a page of /explore/tokens. The universe is the
// tokens of tracked pairs (venue neofun when the token launched on the
// curve, else neoswap) and the curve coins not yet a tracked pair's token.
// Pool tokens: price the latest own candle close, TVL their own pools'
// pool_stats, volume their own candles of the 1,440 minutes to head minute
// $1. Curve coins: price the latest trade's price_x18 at WETH's latest own
// USD price, TVL the curve's real ETH at that price, volume their curve
// trades after $2 (write-time USD). born is the launch block of a launched
// token, else the block its first tracked pair appeared. $3 sort, $4 venue
// (” all), ($5, $6) the keyset position, $7 the limit.
//
// The pool tokens' TVL is one pass over the own pools a side (tvl0, tvl1:
// grouped on a pools column, so that the planner knows how many groups
// there are and hash-joins them; grouped on both sides at once it guessed
// 2 and rescanned them for every token). The 24h volume, a pass over each
// token's candles of the day, is computed for the whole universe only when
// it is the sort (a CASE runs its chosen arm alone), otherwise for the
// page's rows; so are the prices. Measured at scale in docs/performance.md
// ("Explore").
var selectExploreTokens = `
WITH wusd AS (` + wethUsdNow + `),
tvl0 AS (SELECT p.token0 AS token, sum(s.tvl_usd) AS usd FROM pools p JOIN pool_stats s ON s.pair = p.pair WHERE p.own GROUP BY p.token0),
tvl1 AS (SELECT p.token1 AS token, sum(s.tvl_usd) AS usd FROM pools p JOIN pool_stats s ON s.pair = p.pair WHERE p.own GROUP BY p.token1),
u AS (
    SELECT t.address, false AS curve, nc.address IS NOT NULL AS launched,
           coalesce(nc.created_block, t.first_seen_block) AS born, NULL::numeric AS real_eth
    FROM tokens t LEFT JOIN neofun_coins nc ON nc.address = t.address
    UNION ALL
    SELECT c.address, true, true, c.created_block, c.real_eth
    FROM neofun_coins c WHERE NOT EXISTS (SELECT 1 FROM tokens t WHERE t.address = c.address)
),
k AS (
    SELECT u.*, CASE WHEN u.curve THEN ` + exploreCurveTvl("u.real_eth") + ` ELSE coalesce(tvl0.usd, 0) + coalesce(tvl1.usd, 0) END AS tvl
    FROM u LEFT JOIN tvl0 ON tvl0.token = u.address LEFT JOIN tvl1 ON tvl1.token = u.address
    WHERE $4::text = '' OR $4::text = CASE WHEN u.launched THEN 'neofun' ELSE 'neoswap' END
),
sorted AS (
    SELECT k.*, CASE $3::text
               WHEN 'tvl' THEN k.tvl
               WHEN 'volume24h' THEN CASE WHEN k.curve THEN ` + exploreCurveVolume("k.address") + ` ELSE ` + explorePoolVolume("k.address") + ` END
               ELSE k.born END AS v
    FROM k
),
page AS (
    SELECT * FROM sorted
    WHERE $5::numeric IS NULL OR (sorted.v, sorted.address) < ($5::numeric, $6::bytea)
    ORDER BY sorted.v DESC, sorted.address DESC
    LIMIT $7
)
SELECT g.address,
       CASE WHEN g.curve THEN c.symbol ELSE t.symbol END,
       CASE WHEN g.curve THEN c.name ELSE t.name END,
       CASE WHEN g.curve THEN 18::smallint ELSE t.decimals END,
       CASE WHEN g.launched THEN 'neofun' ELSE 'neoswap' END,
       c.status, g.born,
       (CASE WHEN g.curve THEN ` + curveCoinUsd + ` ELSE (SELECT close FROM (` + latestClose("g.address") + `) lc) END)::text,
       g.tvl::text,
       (CASE WHEN g.curve THEN ` + exploreCurveVolume("g.address") + ` ELSE ` + explorePoolVolume("g.address") + ` END)::text,
       g.v::text
FROM page g
LEFT JOIN tokens t ON t.address = g.address
LEFT JOIN neofun_coins c ON c.address = g.address
ORDER BY g.v DESC, g.address DESC`

// explorePoolVolume is the pool token's volume of its own candles in the
// 1,440 minutes to head minute $1.
func explorePoolVolume(token string) string {
	return `(SELECT coalesce(sum(c.volume_usd), 0) FROM token_candles c
             WHERE c.token = ` + token + ` AND c.minute > $1::bigint - 1440 AND c.minute <= $1::bigint)`
}

// exploreCurveTvl is a curve coin's TVL: its curve's real ETH (the SQL
// expression realEth, in wei) at WETH's latest USD (wusd).
func exploreCurveTvl(realEth string) string {
	return `coalesce(trim_scale(round(` + realEth + ` * (SELECT close FROM wusd) / 1e18, 6)), 0)`
}

// exploreCurveVolume is a curve coin's curve trades' volume after $2.
func exploreCurveVolume(token string) string {
	return `(SELECT coalesce(sum(n.volume_usd), 0) FROM neofun_trades n WHERE n.token = ` + token + ` AND n.timestamp > $2::bigint)`
}

// ExploreTokens returns a page of /explore/tokens, by the sort value
// descending, then address descending.
func (db *DB) ExploreTokens(ctx context.Context, q mainapi.ExploreQuery) ([]mainapi.ExploreToken, error) {
	var v *string
	var a []byte
	if q.After != nil {
		v, a = &q.After.V, q.After.A.Bytes()
	}
	rows, err := db.Pool.Query(ctx, selectExploreTokens, q.Minute, q.Since, q.Sort, q.Venue, v, a, q.Limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: read explore tokens: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.ExploreToken, error) {
		var (
			t    mainapi.ExploreToken
			addr []byte
		)
		if err := r.Scan(&addr, &t.Symbol, &t.Name, &t.Decimals, &t.Venue, &t.Status, &t.BornBlock, &t.PriceUsd,
			&t.TvlUsd, &t.Volume24hUsd, &t.SortValue); err != nil {
			return t, err
		}
		t.Address, err = wire.AddressFromBytes(addr)
		return t, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read explore tokens: %w", err)
	}
	return out, nil
}
