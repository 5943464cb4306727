package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// Reads of the launch venue routes (/neofun/*, launch-venue 4.1).

// selectCurveHead reads the freshest block across the curve raw tables.
var selectCurveHead = freshestBlockSQL("curve_tokens_created", "curve_trades", "curve_lifecycle")

// CurveHead returns the freshest block across the curve raw tables.
func (db *DB) CurveHead(ctx context.Context) (mainapi.CurveHead, error) {
	n, hash, err := db.freshestBlock(ctx, "curve", selectCurveHead)
	return mainapi.CurveHead{Number: n, Hash: hash}, err
}

const selectNeofunStats = `
WITH tot AS (SELECT * FROM neofun_totals),
w AS (
    SELECT count(*) AS n, coalesce(sum(volume_usd), 0) AS v, coalesce(sum(protocol_fee_usd), 0) AS p,
           coalesce(sum(creator_fee_usd), 0) AS c
    FROM neofun_trades WHERE timestamp > $1
)
SELECT coalesce((SELECT coins FROM tot), 0), coalesce((SELECT frozen FROM tot), 0), coalesce((SELECT graduated FROM tot), 0),
       w.n, (SELECT count(*) FROM neofun_coins WHERE timestamp > $1),
       coalesce((SELECT tvl_usd FROM tot), 0)::text, w.v::text,
       coalesce((SELECT volume_usd FROM tot), 0)::text, (w.p + w.c)::text,
       coalesce((SELECT protocol_fees_usd + creator_fees_usd FROM tot), 0)::text, w.p::text, w.c::text
FROM w`

// NeofunStats returns the venue stats; the 24h figures count trades and
// launches with a timestamp after since.
func (db *DB) NeofunStats(ctx context.Context, since int64) (mainapi.NeofunStats, error) {
	var s mainapi.NeofunStats
	err := db.Pool.QueryRow(ctx, selectNeofunStats, since).Scan(&s.Coins, &s.Frozen, &s.Graduated, &s.Trades24h, &s.Launches24h,
		&s.TvlUsd, &s.Volume24hUsd, &s.VolumeAllUsd, &s.Fees24hUsd, &s.FeesAllUsd, &s.ProtocolFees24hUsd, &s.CreatorFees24hUsd)
	if err != nil {
		return s, fmt.Errorf("postgres: read neofun stats: %w", err)
	}
	return s, nil
}

const selectNeofunCoins = `
SELECT hex_addr(c.address), hex_addr(c.creator), c.name, c.symbol, c.status, c.timestamp,
       hex_addr(c.pair_weth), hex_addr(c.pair_neo),
       coalesce((SELECT sum(n.volume_usd) FROM neofun_trades n WHERE n.token = c.address AND n.timestamp > $1), 0)::text,
       c.volume_all_usd::text, c.trades, c.last_price_x18::text
FROM neofun_coins c
WHERE $2::bigint IS NULL OR (c.timestamp, c.address) < ($2::bigint, $3::bytea)
ORDER BY c.timestamp DESC, c.address DESC
LIMIT $4`

// NeofunCoins returns up to limit coins, newest first, after the key when
// set; volume24hUsd counts trades with a timestamp after since.
func (db *DB) NeofunCoins(ctx context.Context, after *mainapi.NeofunCoinKey, since int64, limit int) ([]mainapi.NeofunCoin, error) {
	var t *int64
	var a []byte
	if after != nil {
		t, a = &after.T, after.A.Bytes()
	}
	rows, err := db.Pool.Query(ctx, selectNeofunCoins, since, t, a, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: read neofun coins: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.NeofunCoin, error) {
		var c mainapi.NeofunCoin
		err := r.Scan(&c.Address, &c.Creator, &c.Name, &c.Symbol, &c.Status, &c.Timestamp, &c.PairWeth, &c.PairNeo,
			&c.Volume24hUsd, &c.VolumeAllUsd, &c.Trades, &c.LastPriceX18)
		return c, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read neofun coins: %w", err)
	}
	return out, nil
}

// NeofunCoinPoint returns one coin; ok is false when it never launched.
func (db *DB) NeofunCoinPoint(ctx context.Context, addr wire.Address) (c mainapi.NeofunCoin, ok bool, err error) {
	err = db.Pool.QueryRow(ctx, `
SELECT hex_addr(address), name, symbol, status, hex_addr(pair_weth), hex_addr(pair_neo) FROM neofun_coins WHERE address = $1`,
		addr.Bytes()).Scan(&c.Address, &c.Name, &c.Symbol, &c.Status, &c.PairWeth, &c.PairNeo)
	if errors.Is(err, pgx.ErrNoRows) {
		return c, false, nil
	}
	if err != nil {
		return c, false, fmt.Errorf("postgres: read neofun coin: %w", err)
	}
	return c, true, nil
}

// NeofunRevenueBuckets returns the stored buckets of kind ("day" or
// "epoch") starting in [from, to], oldest first.
func (db *DB) NeofunRevenueBuckets(ctx context.Context, kind string, from, to int64) ([]mainapi.NeofunRevenueBucket, error) {
	rows, err := db.Pool.Query(ctx, `
SELECT t, total_usd::text, protocol_usd::text, creator_usd::text FROM neofun_revenue_buckets
WHERE bucket = $1 AND t BETWEEN $2 AND $3 ORDER BY t`, kind, from, to)
	if err != nil {
		return nil, fmt.Errorf("postgres: read neofun revenue: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.NeofunRevenueBucket, error) {
		var b mainapi.NeofunRevenueBucket
		err := r.Scan(&b.T, &b.Total, &b.Protocol, &b.Creator)
		return b, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read neofun revenue: %w", err)
	}
	return out, nil
}

// NeofunVolumeFees returns the venue's trade volume and fees (protocol plus
// creator) of trades with a timestamp in [from, to].
func (db *DB) NeofunVolumeFees(ctx context.Context, from, to int64) (volume, fees wire.Usd, err error) {
	err = db.Pool.QueryRow(ctx, `
SELECT coalesce(sum(volume_usd), 0)::text, coalesce(sum(protocol_fee_usd + creator_fee_usd), 0)::text
FROM neofun_trades WHERE timestamp BETWEEN $1 AND $2`, from, to).Scan(&volume, &fees)
	if err != nil {
		err = fmt.Errorf("postgres: read neofun volume: %w", err)
	}
	return volume, fees, err
}
