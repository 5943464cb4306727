package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
)

// The reads of the analytics routes (spec 4.3) over stats_hours,
// revenue_buckets and revenue_totals (own pools, FeeRouter volume).

// StatsHour is one row of stats_hours: an hour with own-pool activity.
type StatsHour struct {
	Hour      int64 // unix hours
	TvlUsd    wire.Usd
	VolumeUsd wire.Usd
	FeesUsd   wire.Usd
}

const selectStatsHours = `
(SELECT hour, tvl_usd::text, volume_usd::text, fees_usd::text FROM stats_hours
 WHERE hour < $1 ORDER BY hour DESC LIMIT 1)
UNION ALL
(SELECT hour, tvl_usd::text, volume_usd::text, fees_usd::text FROM stats_hours
 WHERE hour >= $1 AND hour <= $2 ORDER BY hour)
ORDER BY hour`

// FindStatsHours returns the rows of hours [from, to], oldest first,
// preceded by the last row before from (when there is one) so that a reader
// can carry the TVL gauge into the window. Hours without a row had no
// activity: zero volume and fees, TVL unchanged.
func (db *DB) FindStatsHours(ctx context.Context, from, to int64) ([]StatsHour, error) {
	rows, err := db.Pool.Query(ctx, selectStatsHours, from, to)
	if err != nil {
		return nil, fmt.Errorf("postgres: read stats hours: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (StatsHour, error) {
		var h StatsHour
		err := r.Scan(&h.Hour, &h.TvlUsd, &h.VolumeUsd, &h.FeesUsd)
		return h, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read stats hours: %w", err)
	}
	return out, nil
}

// Totals are own-pool figures of a window: the live TVL (the sum of the own
// pools' pool_stats.tvl_usd, priced at the head) and the FeeRouter volume
// and fees within it.
type Totals struct {
	TvlUsd, VolumeUsd, FeesUsd wire.Usd
}

const selectTotals = `
SELECT (SELECT coalesce(sum(s.tvl_usd), 0) FROM pool_stats s JOIN pools p ON p.pair = s.pair WHERE p.own)::text,
       coalesce(sum(volume_usd), 0)::text, coalesce(sum(fees_usd), 0)::text
FROM stats_hours WHERE hour >= $1 AND hour <= $2`

// FindTotals returns the live TVL and the volume and fees of hours [from, to].
func (db *DB) FindTotals(ctx context.Context, from, to int64) (Totals, error) {
	var t Totals
	if err := db.Pool.QueryRow(ctx, selectTotals, from, to).Scan(&t.TvlUsd, &t.VolumeUsd, &t.FeesUsd); err != nil {
		return Totals{}, fmt.Errorf("postgres: read totals: %w", err)
	}
	return t, nil
}

// RevenueBucket is one revenue_buckets row: a day or an epoch.
type RevenueBucket struct {
	T                                                  int64 // bucket start, unix seconds
	Total, LP, Creator, Staking, Rakeback, BuybackBurn wire.Usd
}

const selectRevenueBuckets = `
SELECT t, total_usd::text, lp_usd::text, creator_usd::text, staking_usd::text, rakeback_usd::text, buyback_burn_usd::text
FROM revenue_buckets WHERE bucket = $1 AND t >= $2 AND t <= $3 ORDER BY t`

// FindRevenueBuckets returns the stored buckets of kind ("day" or "epoch")
// starting in [from, to], oldest first; buckets without revenue have no row.
func (db *DB) FindRevenueBuckets(ctx context.Context, kind string, from, to int64) ([]RevenueBucket, error) {
	rows, err := db.Pool.Query(ctx, selectRevenueBuckets, kind, from, to)
	if err != nil {
		return nil, fmt.Errorf("postgres: read revenue buckets: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (RevenueBucket, error) {
		var b RevenueBucket
		err := r.Scan(&b.T, &b.Total, &b.LP, &b.Creator, &b.Staking, &b.Rakeback, &b.BuybackBurn)
		return b, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read revenue buckets: %w", err)
	}
	return out, nil
}

// RevenueTotals are the lifetime measured sums of /analytics/breakdown.
type RevenueTotals struct {
	Creator, Staking, Rakeback, BuybackBurn wire.Usd
}

const selectRevenueTotals = `
SELECT creator_usd::text, staking_usd::text, rakeback_usd::text, buyback_burn_usd::text FROM revenue_totals`

// FindRevenueTotals returns the lifetime sums (zeros before any revenue).
func (db *DB) FindRevenueTotals(ctx context.Context) (RevenueTotals, error) {
	var t RevenueTotals
	err := db.Pool.QueryRow(ctx, selectRevenueTotals).Scan(&t.Creator, &t.Staking, &t.Rakeback, &t.BuybackBurn)
	if errors.Is(err, pgx.ErrNoRows) {
		return RevenueTotals{}, nil
	}
	if err != nil {
		return RevenueTotals{}, fmt.Errorf("postgres: read revenue totals: %w", err)
	}
	return t, nil
}
