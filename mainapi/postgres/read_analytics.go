package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
)

// The reads of the analytics routes (spec 4.3) over stats_hours,
// revenue_buckets and revenue_totals (own pools, FeeRouter volume).

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
func (db *DB) FindStatsHours(ctx context.Context, from, to int64) ([]mainapi.StatsHour, error) {
	rows, err := db.Pool.Query(ctx, selectStatsHours, from, to)
	if err != nil {
		return nil, fmt.Errorf("postgres: read stats hours: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.StatsHour, error) {
		var h mainapi.StatsHour
		err := r.Scan(&h.Hour, &h.TvlUsd, &h.VolumeUsd, &h.FeesUsd)
		return h, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read stats hours: %w", err)
	}
	return out, nil
}

const selectTotals = `
SELECT (SELECT coalesce(sum(s.tvl_usd), 0) FROM pool_stats s JOIN pools p ON p.pair = s.pair WHERE p.own)::text,
       coalesce(sum(volume_usd), 0)::text, coalesce(sum(fees_usd), 0)::text
FROM stats_hours WHERE hour >= $1 AND hour <= $2`

// FindTotals returns the live TVL and the volume and fees of hours [from, to].
func (db *DB) FindTotals(ctx context.Context, from, to int64) (mainapi.Totals, error) {
	var t mainapi.Totals
	if err := db.Pool.QueryRow(ctx, selectTotals, from, to).Scan(&t.TvlUsd, &t.VolumeUsd, &t.FeesUsd); err != nil {
		return mainapi.Totals{}, fmt.Errorf("postgres: read totals: %w", err)
	}
	return t, nil
}

const selectRevenueBuckets = `
SELECT coalesce(r.t, s.t), coalesce(r.total_usd, 0)::text, coalesce(r.lp_usd, 0)::text, coalesce(r.creator_usd, 0)::text,
       coalesce(r.staking_usd, 0)::text, coalesce(r.rakeback_usd, 0)::text, coalesce(r.buyback_burn_usd, 0)::text,
       coalesce(s.usd, 0)::text
FROM (SELECT * FROM revenue_buckets WHERE bucket = $1 AND t >= $2 AND t <= $3) r
FULL JOIN (SELECT t, usd FROM staking_revshare WHERE bucket = $1 AND t >= $2 AND t <= $3) s ON s.t = r.t
ORDER BY 1`

// FindRevenueBuckets returns the stored buckets of kind ("day" or "epoch")
// starting in [from, to], oldest first, with the stakers' revshare of the
// same bucket (staking_revshare); buckets with neither have no row.
func (db *DB) FindRevenueBuckets(ctx context.Context, kind string, from, to int64) ([]mainapi.RevenueBucket, error) {
	rows, err := db.Pool.Query(ctx, selectRevenueBuckets, kind, from, to)
	if err != nil {
		return nil, fmt.Errorf("postgres: read revenue buckets: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.RevenueBucket, error) {
		var b mainapi.RevenueBucket
		err := r.Scan(&b.T, &b.Total, &b.LP, &b.Creator, &b.Staking, &b.Rakeback, &b.BuybackBurn, &b.Revshare)
		return b, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read revenue buckets: %w", err)
	}
	return out, nil
}

const selectRevenueTotals = `
SELECT coalesce(r.creator_usd, 0)::text, coalesce(r.staking_usd, 0)::text, coalesce(r.rakeback_usd, 0)::text,
       coalesce(r.buyback_burn_usd, 0)::text,
       coalesce((SELECT usd FROM staking_revshare WHERE bucket = 'all' AND t = 0), 0)::text
FROM (SELECT 1) one LEFT JOIN revenue_totals r ON true`

// FindRevenueTotals returns the lifetime sums (zeros before any revenue)
// and the stakers' revshare over all time.
func (db *DB) FindRevenueTotals(ctx context.Context) (mainapi.RevenueTotals, error) {
	var t mainapi.RevenueTotals
	err := db.Pool.QueryRow(ctx, selectRevenueTotals).Scan(&t.Creator, &t.Staking, &t.Rakeback, &t.BuybackBurn, &t.Revshare)
	if err != nil {
		return mainapi.RevenueTotals{}, fmt.Errorf("postgres: read revenue totals: %w", err)
	}
	return t, nil
}
