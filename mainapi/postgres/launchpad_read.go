package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// Reads of /launchpad/recent and /launchpad/token/{address} over the
// launch venue's derived coin rows (neofun_coins, curve_derive.go).

const launchedTokenCols = `hex_addr(c.address), hex_addr(c.creator), c.name, c.symbol, c.status, c.timestamp, c.created_block,
       hex_addr(c.pair_weth), hex_addr(c.pair_neo), c.trades, c.volume_all_usd::text, c.fees_all_usd::text,
       c.last_price_x18::text, c.real_eth::text`

func scanLaunchedToken(r pgx.Row) (mainapi.LaunchedToken, error) {
	var t mainapi.LaunchedToken
	err := r.Scan(&t.Address, &t.Creator, &t.Name, &t.Symbol, &t.Status, &t.Timestamp, &t.Block, &t.PairWeth, &t.PairNeo,
		&t.Trades, &t.VolumeAllUsd, &t.FeesAllUsd, &t.LastPriceX18, &t.RealEth)
	return t, err
}

// LaunchedTokens returns up to limit launched tokens, newest first by
// (timestamp, address), after the key when set.
func (db *DB) LaunchedTokens(ctx context.Context, after *mainapi.NeofunCoinKey, limit int) ([]mainapi.LaunchedToken, error) {
	var t *int64
	var a []byte
	if after != nil {
		t, a = &after.T, after.A.Bytes()
	}
	rows, err := db.Pool.Query(ctx, `
SELECT `+launchedTokenCols+`
FROM neofun_coins c
WHERE $1::bigint IS NULL OR (c.timestamp, c.address) < ($1::bigint, $2::bytea)
ORDER BY c.timestamp DESC, c.address DESC
LIMIT $3`, t, a, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: read launched tokens: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.LaunchedToken, error) { return scanLaunchedToken(r) })
	if err != nil {
		return nil, fmt.Errorf("postgres: read launched tokens: %w", err)
	}
	return out, nil
}

// LaunchedToken returns one launched token; ok is false when the address
// never launched.
func (db *DB) LaunchedToken(ctx context.Context, addr wire.Address) (mainapi.LaunchedToken, bool, error) {
	t, err := scanLaunchedToken(db.Pool.QueryRow(ctx, `SELECT `+launchedTokenCols+` FROM neofun_coins c WHERE c.address = $1`, addr.Bytes()))
	if errors.Is(err, pgx.ErrNoRows) {
		return t, false, nil
	}
	if err != nil {
		return t, false, fmt.Errorf("postgres: read launched token %s: %w", addr, err)
	}
	return t, true, nil
}
