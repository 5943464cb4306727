package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// selectHoldingsTokens is the token universe of /holdings/tokens: the
// tokens of tracked pairs whose decimals are known (priced as
// /token/{address}/price and /tokens/{address}/stats price them: the latest
// own candle close and the latest own price point over WETH's of the same
// block), then the launch venue coins not graduated and not yet a tracked
// pair's token, priced by their latest curve trade (price_x18 is Wei of
// ETH per whole token) at WETH's latest own USD price. Verified first, then
// by first appearance; curve coins newest launch last.
var selectHoldingsTokens = `
WITH w AS (SELECT address FROM contracts WHERE role = 'weth' LIMIT 1),
wusd AS (` + wethUsdNow + `)
SELECT * FROM (
    SELECT t.address, t.symbol, t.name, t.decimals::int AS decimals, t.verified, 'pool' AS source,
           p.close::text AS price, CASE
               WHEN t.address = (SELECT address FROM w) THEN '1000000000000000000'
               WHEN ep.usd > 0 THEN trunc(tp.usd * 1e18 / ep.usd)::text
           END AS eth_price,
           0 AS part, t.first_seen_block AS ord
    FROM tokens t
    LEFT JOIN LATERAL (` + latestClose("t.address") + `) p ON true
    LEFT JOIN LATERAL (SELECT block_number, usd FROM token_price_points pp WHERE pp.token = t.address AND pp.own AND pp.usd IS NOT NULL
                       ORDER BY pp.block_number DESC LIMIT 1) tp ON true
    LEFT JOIN LATERAL (SELECT usd FROM token_price_points pp WHERE pp.token = (SELECT address FROM w) AND pp.own AND pp.usd IS NOT NULL
                           AND pp.block_number <= tp.block_number
                       ORDER BY pp.block_number DESC LIMIT 1) ep ON true
    WHERE t.decimals IS NOT NULL
    UNION ALL
    SELECT c.address, c.symbol, c.name, 18, false, 'curve', ` + curveCoinUsd + `::text,
           c.last_price_x18::text, 1, c.created_block
    FROM neofun_coins c
    WHERE ` + bondingCoin + `
) u
ORDER BY part, verified DESC, ord, address`

// latestClose selects (close, minute) of the newest own candle with a close
// of the token the SQL expression token names: its USD price now. Minutes
// without a trade of their own keep a NULL close, so they are skipped.
func latestClose(token string) string {
	return `SELECT close, minute FROM token_candles WHERE token = ` + token + ` AND close IS NOT NULL ORDER BY minute DESC LIMIT 1`
}

// wethUsdNow selects WETH's latest own candle close: the USD of an ETH
// amount now (a CTE of it is named wusd).
var wethUsdNow = latestClose(`(SELECT address FROM contracts WHERE role = 'weth' LIMIT 1)`)

// bondingCoin holds for the neofun_coins row c of a coin still priced by
// its curve: not graduated and not yet a tracked pair's token.
const bondingCoin = `c.status <> 'graduated' AND NOT EXISTS (SELECT 1 FROM tokens t WHERE t.address = c.address)`

// curveCoinUsd is the USD price of the neofun_coins row c: its latest
// curve trade's price (Wei of ETH per whole token) at WETH's latest USD
// (wusd), to 18 decimals.
const curveCoinUsd = `trim_scale(round(c.last_price_x18 * (SELECT close FROM wusd) / 1e18, 18))`

// HoldingsTokens returns the token universe of /holdings/tokens.
func (db *DB) HoldingsTokens(ctx context.Context) ([]mainapi.HoldingsToken, error) {
	rows, err := db.Pool.Query(ctx, selectHoldingsTokens)
	if err != nil {
		return nil, fmt.Errorf("postgres: read holdings tokens: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.HoldingsToken, error) {
		var (
			t         mainapi.HoldingsToken
			addr      []byte
			eth       *string
			part, ord int64
		)
		if err := r.Scan(&addr, &t.Symbol, &t.Name, &t.Decimals, &t.Verified, &t.Source, &t.PriceUsd, &eth, &part, &ord); err != nil {
			return t, err
		}
		if t.Address, err = wire.AddressFromBytes(addr); err != nil {
			return t, err
		}
		if eth != nil {
			w, err := wire.ParseWei(*eth)
			if err != nil {
				return t, err
			}
			t.EthPrice = &w
		}
		return t, nil
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read holdings tokens: %w", err)
	}
	return out, nil
}
