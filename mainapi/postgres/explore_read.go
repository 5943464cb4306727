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
var selectExploreTokens = `
WITH wusd AS (` + wethUsdNow + `),
u AS (
    SELECT t.address, t.symbol, t.name, t.decimals, CASE WHEN nc.address IS NULL THEN 'neoswap' ELSE 'neofun' END AS venue,
           nc.status, coalesce(nc.created_block, t.first_seen_block) AS born,
           (SELECT close FROM (` + latestClose("t.address") + `) lc) AS price,
           (SELECT coalesce(sum(s.tvl_usd), 0) FROM pools p JOIN pool_stats s ON s.pair = p.pair
            WHERE p.own AND (p.token0 = t.address OR p.token1 = t.address)) AS tvl,
           (SELECT coalesce(sum(c.volume_usd), 0) FROM token_candles c
            WHERE c.token = t.address AND c.minute > $1::bigint - 1440 AND c.minute <= $1::bigint) AS vol
    FROM tokens t LEFT JOIN neofun_coins nc ON nc.address = t.address
    UNION ALL
    SELECT c.address, c.symbol, c.name, 18::smallint, 'neofun', c.status, c.created_block,
           ` + curveCoinUsd + `,
           coalesce(trim_scale(round(c.real_eth * (SELECT close FROM wusd) / 1e18, 6)), 0),
           (SELECT coalesce(sum(n.volume_usd), 0) FROM neofun_trades n WHERE n.token = c.address AND n.timestamp > $2::bigint)
    FROM neofun_coins c WHERE NOT EXISTS (SELECT 1 FROM tokens t WHERE t.address = c.address)
),
k AS (SELECT u.*, CASE $3::text WHEN 'tvl' THEN u.tvl WHEN 'volume24h' THEN u.vol ELSE u.born END AS v FROM u
      WHERE $4::text = '' OR u.venue = $4::text)
SELECT address, symbol, name, decimals, venue, status, born, price::text, tvl::text, vol::text, v::text FROM k
WHERE $5::numeric IS NULL OR (v, address) < ($5::numeric, $6::bytea)
ORDER BY k.v DESC, k.address DESC -- k.: the numeric value, not the text output column v
LIMIT $7`

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
