package postgres

import (
	"context"
	"fmt"
	"math/big"

	"github.com/jackc/pgx/v5"
)

// The Neocats domain (migration 00044; raw table: neocats_raw.go; read:
// neocats_read.go; docs/portfolio.md, "Neocats"): one keyed table,
// neocats, each Neocat's holder (its last NeocatNft Transfer) and staker
// (its last NeocatStaking stake event unless Unstaked), recomputed for the
// ids a block range's transfers and stake events touch. A recompute reads
// one row of each raw table per id (their token_id indexes), so its cost
// does not grow with a Neocat's history. Applied blocks without a Neocat
// event run no statement.

// neocatsDomain is the Neocats' holders and stakers. It reads its own raw
// rows and the points domain's neocat_stake_events (copied before it).
var neocatsDomain = domain{
	name:          "neocats",
	rawTables:     neocatsRawTables,
	derivedTables: []string{"neocats"},
	derive:        deriveNeocats,
	applied:       appliedNeocats,
	rollback:      rollbackNeocats,
}

// touchedNeocats lists the ids the transfers and stake events of blocks
// $1..$2 touch.
const touchedNeocats = `
SELECT token_id::text FROM neocat_transfers WHERE block_number BETWEEN $1 AND $2
UNION SELECT token_id::text FROM neocat_stake_events WHERE block_number BETWEEN $1 AND $2`

// recomputeNeocats recomputes the Neocats $1 from every stored row: a row
// while the last transfer has a non-zero recipient or the last stake event
// is not an Unstaked.
const recomputeNeocats = `
WITH k AS (SELECT DISTINCT unnest($1::numeric[]) AS token_id),
cur AS (
    SELECT k.token_id,
           nullif(o.to_address, '\x0000000000000000000000000000000000000000'::bytea) AS owner,
           CASE WHEN s.kind = 'Unstaked' THEN NULL ELSE s.account END AS staker
    FROM k
    LEFT JOIN LATERAL (SELECT to_address FROM neocat_transfers x WHERE x.token_id = k.token_id
                       ORDER BY x.block_number DESC, x.log_index DESC LIMIT 1) o ON true
    LEFT JOIN LATERAL (SELECT kind, account FROM neocat_stake_events e WHERE e.token_id = k.token_id
                       ORDER BY e.block_number DESC, e.log_index DESC LIMIT 1) s ON true
),
kept AS (SELECT * FROM cur WHERE owner IS NOT NULL OR staker IS NOT NULL),
gone AS (
    DELETE FROM neocats n USING k
    WHERE n.token_id = k.token_id AND NOT EXISTS (SELECT 1 FROM kept WHERE kept.token_id = k.token_id)
)
INSERT INTO neocats (token_id, owner, staker)
SELECT * FROM kept
ON CONFLICT (token_id) DO UPDATE SET owner = EXCLUDED.owner, staker = EXCLUDED.staker`

// collectNeocats reads the ids (decimal strings) the events of blocks
// from..to touch.
func collectNeocats(ctx context.Context, tx pgx.Tx, from, to int64) ([]string, error) {
	rows, _ := tx.Query(ctx, touchedNeocats, from, to)
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("postgres: touched Neocats: %w", err)
	}
	return ids, nil
}

// recomputeNeocatRows runs recomputeNeocats for ids (none: no statement).
func recomputeNeocatRows(ctx context.Context, tx pgx.Tx, ids []string) error {
	return runSteps(ctx, tx, "recompute", step{"Neocats", recomputeNeocats, []any{ids}, len(ids) == 0})
}

// deriveNeocats derives the Neocats blocks from..to touch.
func deriveNeocats(ctx context.Context, tx pgx.Tx, _ string, from, to int64) error {
	ids, err := collectNeocats(ctx, tx, from, to)
	if err != nil {
		return err
	}
	return recomputeNeocatRows(ctx, tx, ids)
}

// appliedNeocats derives applied blocks: the ids come from their events,
// nothing runs without one. The raw rows are copied first: the recompute
// reads them.
func appliedNeocats(ctx context.Context, tx pgx.Tx, _ string, b batchEvents, copyRaw func(tables func(string) bool) error) error {
	ts, ss := b.ev.NeocatTransfers, b.ev.NeocatStakes
	if len(ts) == 0 && len(ss) == 0 {
		return nil
	}
	if err := copyRaw(func(t string) bool { return t == "neocat_transfers" || t == "neocat_stake_events" }); err != nil {
		return err
	}
	seen := map[string]bool{}
	var ids []string
	add := func(id *big.Int) {
		if k := id.String(); !seen[k] {
			seen[k] = true
			ids = append(ids, k)
		}
	}
	for i := range ts {
		add(ts[i].TokenID)
	}
	for i := range ss {
		add(ss[i].TokenID)
	}
	return recomputeNeocatRows(ctx, tx, ids)
}

// rollbackNeocats reads the ids blocks from..to touch (before a rollback
// deletes them) and returns what recomputes them from the rows left.
func rollbackNeocats(ctx context.Context, tx pgx.Tx, from, to int64) (func(context.Context, pgx.Tx, string) error, error) {
	ids, err := collectNeocats(ctx, tx, from, to)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context, tx pgx.Tx, _ string) error { return recomputeNeocatRows(ctx, tx, ids) }, nil
}
