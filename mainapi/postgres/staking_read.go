package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// Reads of /stake/vaults and /neo/overview (migration 00034;
// staking_derive.go).

const selectStakingTiers = `
SELECT option, boost_bps::text, staked::text, effective::text, positions FROM staking_tiers ORDER BY option`

// StakingTiers returns the stored lock options, by option (none before
// NeoStaking's first event).
func (db *DB) StakingTiers(ctx context.Context) ([]mainapi.StakingTier, error) {
	rows, err := db.Pool.Query(ctx, selectStakingTiers)
	if err != nil {
		return nil, fmt.Errorf("postgres: read staking tiers: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.StakingTier, error) {
		var t mainapi.StakingTier
		err := r.Scan(&t.Option, &t.BoostBps, &t.Staked, &t.Effective, &t.Positions)
		return t, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read staking tiers: %w", err)
	}
	return out, nil
}

const selectStakingRewardsUsd = `
SELECT coalesce(sum(usd_value), 0)::text FROM staking_reward_items
WHERE kind = 'RewardNotified' AND timestamp >= $1 AND timestamp <= $2`

// StakingRewardsUsd returns the write-time USD of the rewards NeoStaking
// spread over its stakers (RewardNotified; forwarded rewards excluded) at
// timestamps [from, to].
func (db *DB) StakingRewardsUsd(ctx context.Context, from, to int64) (wire.Usd, error) {
	var u wire.Usd
	if err := db.Pool.QueryRow(ctx, selectStakingRewardsUsd, from, to).Scan(&u); err != nil {
		return wire.Usd{}, fmt.Errorf("postgres: read staking rewards: %w", err)
	}
	return u, nil
}

const selectNeoPools = `
WITH h AS (
    SELECT reserve0 AS r FROM pools WHERE token0 = $1
    UNION ALL SELECT reserve1 FROM pools WHERE token1 = $1
)
SELECT coalesce(sum(r), 0)::text, count(*) FILTER (WHERE r > 0) FROM h`

// NeoPools returns the NEO held by the indexed pools, own and third-party
// (their reserves after their latest Sync), and how many hold some.
func (db *DB) NeoPools(ctx context.Context, neo wire.Address) (mainapi.NeoPools, error) {
	var p mainapi.NeoPools
	if err := db.Pool.QueryRow(ctx, selectNeoPools, neo.Bytes()).Scan(&p.Held, &p.Count); err != nil {
		return mainapi.NeoPools{}, fmt.Errorf("postgres: read NEO pools: %w", err)
	}
	return p, nil
}

const selectPveLaunchCount = `
SELECT count(*) FROM curve_tokens_created WHERE pve_vault <> '\x0000000000000000000000000000000000000000'::bytea`

// PveLaunchCount returns the number of PvE launches on the launch venue's
// curve (a TokenCreated naming a PvE vault).
func (db *DB) PveLaunchCount(ctx context.Context) (int64, error) {
	var n int64
	if err := db.Pool.QueryRow(ctx, selectPveLaunchCount).Scan(&n); err != nil {
		return 0, fmt.Errorf("postgres: read PvE launch count: %w", err)
	}
	return n, nil
}
