package postgres

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
)

// The points domain (migration 00039; docs/points.md, docs/indexer.md
// "Points"). Two sources:
//
//   - NeocatStaking's Staked, Unstaked and Seeded (neocat_stake_events):
//     one checkpoint per (account, block) with the staked count after the
//     block's last event (neocat_checkpoints, block-keyed: a rollback
//     deletes them with their block and nothing is recomputed).
//   - the fee-paying FeeRouter swaps (trades, source router, fee_amount >
//     0): each scores mainapi.SwapPoints for its payer, boosted by the
//     payer's last checkpoint strictly below the swap's block (the count at
//     block N-1, never the current state). Appended blocks add their swaps
//     to the daily rows in one statement (insertPoints), which also
//     publishes the days the head has left behind (the 00:00 UTC drop:
//     points_totals sums every day strictly before the head's UTC day).
//
// A rollback re-derives whole UTC days: the days from the first deleted
// block's are deleted and derived again from the blocks that remain, then
// the totals of every wallet with points on those days (or on the days
// the rollback unpublishes) are summed again.

// pointsDomain derives after the DEX: it reads trades.
var pointsDomain = domain{
	name:      "points",
	rawTables: pointsRawTables,
	derivedTables: []string{"neocat_checkpoints", "points_daily", "points_days", "points_fee_days", "points_pair_days",
		"points_totals", "points_drop"},
	derive:   derivePoints,
	applied:  appliedPoints,
	rollback: rollbackPoints,
}

// insertNeocatCheckpoints derives the checkpoints of blocks $1..$2: per
// (account, block) the balance of the block's last stake event.
const insertNeocatCheckpoints = `
INSERT INTO neocat_checkpoints (account, block_number, balance)
SELECT DISTINCT ON (account, block_number) account, block_number, balance
FROM neocat_stake_events WHERE block_number BETWEEN $1 AND $2
ORDER BY account, block_number, log_index DESC`

// swapPoints is a swap's points in SQL over a trade t and the payer's
// checkpoint c (NULL: no Neocat staked); mainapi.SwapPoints in Go.
var swapPoints = `floor(greatest(t.usd_value, ` + strconv.Itoa(mainapi.PointsMinUSD) + `) * (` +
	strconv.Itoa(mainapi.PointsPerUSD) + ` * (100 + ` + strconv.Itoa(mainapi.PointsBoostPctPerCat) + ` * least(coalesce(c.balance, 0), ` +
	strconv.Itoa(mainapi.PointsBoostMaxCats) + `)) / 100))::bigint`

// insertPoints adds the fee-paying FeeRouter swaps of blocks $1..$2,
// appended above every other stored block (but those a contract of the
// deployment paid: the zap's, the buyback's and the stakers' NEO swaps
// score no one), to the daily rows (sums
// trim_scale'd, so a row added to batch by batch is a rebuild's text)
// and, when $3, publishes: the totals gain every day from the last
// published day up to (not including) the UTC day of the head block, and
// points_drop moves to that day. Days only grow with the head (block
// timestamps increase), so a published day never gains points later.
var insertPoints = `
WITH s AS MATERIALIZED (
    SELECT t.timestamp / 86400 AS day, t.user_address AS wallet, t.fee_token, t.fee_amount, t.usd_value,
           least(t.token_in, t.token_out) AS token0, greatest(t.token_in, t.token_out) AS token1,
           ` + swapPoints + ` AS points
    FROM trades t
    LEFT JOIN LATERAL (SELECT c.balance FROM neocat_checkpoints c WHERE c.account = t.user_address AND c.block_number < t.block_number
                       ORDER BY c.block_number DESC LIMIT 1) c ON true
    WHERE t.block_number BETWEEN $1 AND $2 AND t.source = 'router' AND t.fee_amount > 0
      AND NOT EXISTS (SELECT 1 FROM contracts k WHERE k.address = t.user_address)
),
d AS MATERIALIZED (
    SELECT day, wallet, sum(points)::bigint AS points, count(*)::int AS swaps, trim_scale(sum(usd_value)) AS vol FROM s GROUP BY 1, 2
),
ins_daily AS (
    INSERT INTO points_daily AS p (day, wallet, points, swaps, volume_usd) SELECT * FROM d
    ON CONFLICT (day, wallet) DO UPDATE SET ` + pointsDailyMerge + `
),
ins_days AS (
    INSERT INTO points_days AS p (day, points, swaps, volume_usd)
    SELECT day, sum(points), sum(swaps), trim_scale(sum(vol)) FROM d GROUP BY 1
    ON CONFLICT (day) DO UPDATE SET ` + pointsDailyMerge + `
),
ins_fees AS (
    INSERT INTO points_fee_days AS p (day, fee_token, amount, swaps)
    SELECT day, fee_token, sum(fee_amount), count(*) FROM s GROUP BY 1, 2
    ON CONFLICT (day, fee_token) DO UPDATE SET ` + pointsFeeMerge + `
),
ins_pairs AS (
    INSERT INTO points_pair_days AS p (token0, token1, day, points, swaps, volume_usd)
    SELECT token0, token1, day, sum(points), count(*), trim_scale(sum(usd_value)) FROM s GROUP BY 1, 2, 3
    ON CONFLICT (token0, token1, day) DO UPDATE SET ` + pointsDailyMerge + `
),
head AS (SELECT b.timestamp / 86400 AS day FROM blocks b WHERE $3 ORDER BY b.number DESC LIMIT 1),
` + publishPoints

// pointsDailyMerge adds new points, swaps and volume (EXCLUDED) to a
// stored row p of points_daily, points_days or points_pair_days.
const pointsDailyMerge = `points = p.points + EXCLUDED.points, swaps = p.swaps + EXCLUDED.swaps,
        volume_usd = trim_scale(p.volume_usd + EXCLUDED.volume_usd)`

// pointsFeeMerge adds new fees (EXCLUDED) to a stored points_fee_days row p.
const pointsFeeMerge = `amount = p.amount + EXCLUDED.amount, swaps = p.swaps + EXCLUDED.swaps`

// publishPoints ends a statement whose CTE d holds the batch's (day,
// wallet, points) rows and head the UTC day of the head block (no row: do
// not publish): the totals gain every day from the last published day up
// to (not including) the head's, from the stored rows and d's, and
// points_drop moves to the head's day.
const publishPoints = `old AS (SELECT coalesce((SELECT day FROM points_drop), -1) AS day),
pub AS (
    SELECT x.wallet, sum(x.points)::bigint AS points FROM (
        SELECT p.wallet, p.points FROM points_daily p, head, old WHERE p.day >= old.day AND p.day < head.day
        UNION ALL
        SELECT d.wallet, d.points FROM d, head, old WHERE d.day >= old.day AND d.day < head.day
    ) x GROUP BY 1
),
ins_totals AS (
    INSERT INTO points_totals AS p (wallet, points) SELECT * FROM pub
    ON CONFLICT (wallet) DO UPDATE SET points = p.points + EXCLUDED.points
)
INSERT INTO points_drop (day) SELECT head.day FROM head, old WHERE head.day <> old.day
ON CONFLICT (singleton) DO UPDATE SET day = EXCLUDED.day`

// derivePoints derives blocks from..to, appended above every other stored
// block: their checkpoints, then their swaps' points, published up to the
// head's day.
func derivePoints(ctx context.Context, tx pgx.Tx, _ string, from, to int64) error {
	return runSteps(ctx, tx, "derive",
		step{"neocat checkpoints", insertNeocatCheckpoints, []any{from, to}, false},
		step{"points", insertPoints, []any{from, to, true}, false},
	)
}

// appliedPoints derives applied blocks as derivePoints does, with the
// checkpoint statement only when they hold a Neocat stake event, and the
// points scored in Go from the DEX step's trade rows (appliedPointsRows;
// the statement when those are not at hand).
func appliedPoints(ctx context.Context, tx pgx.Tx, _ string, b batchEvents, copyRaw func(tables func(string) bool) error) error {
	if err := copyRaw(func(string) bool { return true }); err != nil {
		return err
	}
	from, to := int64(b.blocks[0].Number), int64(b.blocks[len(b.blocks)-1].Number)
	if err := runSteps(ctx, tx, "derive",
		step{"neocat checkpoints", insertNeocatCheckpoints, []any{from, to}, len(b.ev.NeocatStakes) == 0}); err != nil {
		return err
	}
	done, err := appliedPointsRows(ctx, tx, b)
	if err != nil || done {
		return err
	}
	return runSteps(ctx, tx, "derive", step{"points", insertPoints, []any{from, to, true}, false})
}

// firstDay is the UTC day of the lowest stored block at or above $1.
const firstDay = `SELECT timestamp / 86400 FROM blocks WHERE number >= $1 ORDER BY number LIMIT 1`

// headDay is the UTC day of the head block.
const headDay = `SELECT timestamp / 86400 FROM blocks ORDER BY number DESC LIMIT 1`

// pointsWalletsFrom lists the wallets with daily points on day $1 or later.
const pointsWalletsFrom = `SELECT DISTINCT wallet FROM points_daily WHERE day >= $1`

// deletePointsDays deletes the daily rows of day $1 and later.
const deletePointsDays = `
WITH a AS (DELETE FROM points_daily WHERE day >= $1),
b AS (DELETE FROM points_days WHERE day >= $1),
c AS (DELETE FROM points_fee_days WHERE day >= $1)
DELETE FROM points_pair_days WHERE day >= $1`

// firstBlockOfDay is the lowest stored block of day $1 or later.
const firstBlockOfDay = `SELECT min(number) FROM blocks WHERE timestamp >= $1::bigint * 86400`

// recomputePointsTotals sums the published totals of the wallets $1 over
// the days before $2; a wallet has a row while it has such points.
const recomputePointsTotals = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS wallet),
cur AS (
    SELECT k.wallet, sum(p.points)::bigint AS points FROM k JOIN points_daily p ON p.wallet = k.wallet AND p.day < $2 GROUP BY 1
),
gone AS (
    DELETE FROM points_totals t USING k WHERE t.wallet = k.wallet AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.wallet = k.wallet)
)
INSERT INTO points_totals (wallet, points) SELECT * FROM cur
ON CONFLICT (wallet) DO UPDATE SET points = EXCLUDED.points`

// rollbackPoints reads the UTC day of the first block a rollback deletes
// (from) and returns what re-derives the days from it on and the totals
// they and the unpublished days touch.
func rollbackPoints(ctx context.Context, tx pgx.Tx, from, _ int64) (func(context.Context, pgx.Tx, string) error, error) {
	var minDay int64
	if err := tx.QueryRow(ctx, firstDay, from).Scan(&minDay); errors.Is(err, pgx.ErrNoRows) {
		return func(context.Context, pgx.Tx, string) error { return nil }, nil
	} else if err != nil {
		return nil, fmt.Errorf("postgres: points rollback day: %w", err)
	}
	return func(ctx context.Context, tx pgx.Tx, _ string) error {
		return recomputePoints(ctx, tx, minDay)
	}, nil
}

// recomputePoints re-derives the daily rows of day minDay and later from
// the stored blocks, then the totals and the drop for the stored head.
func recomputePoints(ctx context.Context, tx pgx.Tx, minDay int64) error {
	head := int64(-1) // no block: nothing published
	if err := tx.QueryRow(ctx, headDay).Scan(&head); err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("postgres: points head day: %w", err)
	}
	rows, err := tx.Query(ctx, pointsWalletsFrom, min(minDay, max(head, 0)))
	if err != nil {
		return fmt.Errorf("postgres: points wallets: %w", err)
	}
	wallets, err := pgx.CollectRows(rows, pgx.RowTo[[]byte])
	if err != nil {
		return fmt.Errorf("postgres: points wallets: %w", err)
	}
	if _, err := tx.Exec(ctx, deletePointsDays, minDay); err != nil {
		return fmt.Errorf("postgres: recompute points days: %w", err)
	}
	var lo *int64
	if err := tx.QueryRow(ctx, firstBlockOfDay, minDay).Scan(&lo); err != nil {
		return fmt.Errorf("postgres: points first block: %w", err)
	}
	drop := step{"points drop", `DELETE FROM points_drop`, nil, false}
	if head >= 0 {
		drop = step{"points drop", `INSERT INTO points_drop (day) VALUES ($1) ON CONFLICT (singleton) DO UPDATE SET day = EXCLUDED.day`,
			[]any{head}, false}
	}
	return runSteps(ctx, tx, "recompute",
		step{"points", insertPoints, []any{lo, maxBlock, false}, lo == nil},
		step{"points totals", recomputePointsTotals, []any{wallets, head}, len(wallets) == 0},
		drop,
	)
}
