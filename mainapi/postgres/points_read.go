package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// Reads of the points routes (migration 00039; docs/points.md). Only
// published days (before points_drop.day) are ever read, so no per-swap
// delta of the current day is observable. Referral figures are read from
// referral_bindings (00037) at read time.

// PointsDropDay returns the published day: every day before it is
// published; -1 before any block is indexed.
func (db *DB) PointsDropDay(ctx context.Context) (int64, error) {
	var d int64
	err := db.Pool.QueryRow(ctx, `SELECT day FROM points_drop`).Scan(&d)
	if errors.Is(err, pgx.ErrNoRows) {
		return -1, nil
	}
	if err != nil {
		return 0, fmt.Errorf("postgres: read points drop: %w", err)
	}
	return d, nil
}

// selectPointsWallet reads a wallet's published total and rank ($1), its
// published points since the days $2 (season start) and $3 (week start)
// up to the drop $4, its referees' totals, its own binding and whether it
// paid a fee.
var selectPointsWallet = `
SELECT coalesce(t.points, 0),
       CASE WHEN t.points IS NULL THEN 0 ELSE (SELECT count(*) FROM points_totals o WHERE o.points > t.points) + 1 END,
       (SELECT coalesce(sum(points), 0)::bigint FROM points_daily WHERE wallet = $1 AND day >= $2 AND day < $4),
       (SELECT coalesce(sum(points), 0)::bigint FROM points_daily WHERE wallet = $1 AND day >= $3 AND day < $4),
       r.points, r.n, b.referrer, b.bound_at,
       ` + referralActiveSQL + `
FROM (SELECT 1) one
LEFT JOIN points_totals t ON t.wallet = $1
LEFT JOIN referral_bindings b ON b.referee = $1
CROSS JOIN LATERAL (SELECT coalesce(sum(x.points), 0)::bigint AS points, count(*) AS n
                    FROM referral_bindings rb LEFT JOIN points_totals x ON x.wallet = rb.referee WHERE rb.referrer = $1) r`

// PointsWallet returns a wallet's published points and referral state.
func (db *DB) PointsWallet(ctx context.Context, wallet wire.Address) (mainapi.PointsWallet, error) {
	var w mainapi.PointsWallet
	drop, err := db.PointsDropDay(ctx)
	if err != nil {
		return w, err
	}
	w.DropDay = drop
	_, season, _ := mainapi.PointsSeason(max(drop, 0))
	var referrer []byte
	var bound *time.Time
	err = db.Pool.QueryRow(ctx, selectPointsWallet, wallet.Bytes(), season, mainapi.PointsWeekStart(max(drop, 0)), drop).Scan(
		&w.Total, &w.Rank, &w.SeasonPoints, &w.WeekPoints, &w.RefereesPoints, &w.Referees, &referrer, &bound, &w.Active)
	if err != nil {
		return w, fmt.Errorf("postgres: read points of %s: %w", wallet, err)
	}
	if referrer != nil {
		a := wire.Address(common.BytesToAddress(referrer))
		w.Referrer = &a
	}
	if bound != nil {
		w.BoundAt = bound.UTC()
	}
	return w, nil
}

// selectPointsLeaders reads a page of the leaderboard after the key
// ($1 points, $2 wallet; NULL: from the top), $3 rows, with each row's
// referees' published totals.
const selectPointsLeaders = `
SELECT t.wallet, t.points,
       coalesce((SELECT sum(x.points) FROM referral_bindings rb JOIN points_totals x ON x.wallet = rb.referee
                 WHERE rb.referrer = t.wallet), 0)::bigint
FROM points_totals t
WHERE $1::bigint IS NULL OR (t.points, $2::bytea) < ($1, t.wallet)
ORDER BY t.points DESC, t.wallet
LIMIT $3`

// PointsLeaders returns up to limit leaderboard rows after the key (nil:
// the first page).
func (db *DB) PointsLeaders(ctx context.Context, after *mainapi.PointsLeader, limit int) ([]mainapi.PointsLeader, error) {
	var pts *int64
	var wal []byte
	if after != nil {
		pts, wal = &after.Total, after.Wallet.Bytes()
	}
	rows, err := db.Pool.Query(ctx, selectPointsLeaders, pts, wal, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: read points leaders: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.PointsLeader, error) {
		var l mainapi.PointsLeader
		var w []byte
		err := r.Scan(&w, &l.Total, &l.RefereesPoints)
		l.Wallet = wire.Address(common.BytesToAddress(w))
		return l, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read points leaders: %w", err)
	}
	return out, nil
}

// PointsDays returns every wallet's points of the published days from..to
// (to exclusive), oldest first.
func (db *DB) PointsDays(ctx context.Context, from, to int64) ([]mainapi.PointsDayRow, error) {
	return db.pointsDayRows(ctx, `SELECT day, points, swaps, volume_usd::text FROM points_days WHERE day >= $1 AND day < $2 ORDER BY day`,
		false, from, to)
}

// PointsFeeDays returns the fees the points-earning swaps paid on the days
// from..to (to exclusive), per day (oldest first) and fee token.
func (db *DB) PointsFeeDays(ctx context.Context, from, to int64) ([]mainapi.PointsDayRow, error) {
	return db.pointsDayRows(ctx, `SELECT day, fee_token, amount::text, swaps FROM points_fee_days WHERE day >= $1 AND day < $2
ORDER BY day, fee_token`, true, from, to)
}

// PointsPairDays returns the points of the swaps between token0 and
// token1 (sorted) on the days from..to (to exclusive), oldest first.
func (db *DB) PointsPairDays(ctx context.Context, token0, token1 wire.Address, from, to int64) ([]mainapi.PointsDayRow, error) {
	return db.pointsDayRows(ctx, `SELECT day, points, swaps, volume_usd::text FROM points_pair_days
WHERE token0 = $3 AND token1 = $4 AND day >= $1 AND day < $2 ORDER BY day`, false, from, to, token0.Bytes(), token1.Bytes())
}

func (db *DB) pointsDayRows(ctx context.Context, q string, fees bool, args ...any) ([]mainapi.PointsDayRow, error) {
	rows, err := db.Pool.Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("postgres: read points days: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.PointsDayRow, error) {
		var d mainapi.PointsDayRow
		if fees {
			var tok []byte
			err := r.Scan(&d.Day, &tok, &d.Amount, &d.Swaps)
			d.Token = wire.Address(common.BytesToAddress(tok))
			return d, err
		}
		err := r.Scan(&d.Day, &d.Points, &d.Swaps, &d.VolumeUsd)
		return d, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read points days: %w", err)
	}
	return out, nil
}
