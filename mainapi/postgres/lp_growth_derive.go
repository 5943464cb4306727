package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
)

// The LP growth domain (migration 00045; read: lp_fees_read.go;
// docs/portfolio.md, "LP fees"): one block-keyed table, lp_growth, each
// pair's reserves and LP supply at the end of every block in which it had
// a Sync or a mint or burn. It has no raw table of its own: it reads the
// DEX domain's pair_syncs and lp_transfers, copied before it. Appended
// blocks add their rows in one set-based statement (the supply continues
// from the pair's last stored row); a rollback deletes the rows with their
// blocks (block_keyed_tables) and leaves nothing to recompute. Applied
// blocks without a Sync or an LP Transfer run no statement.
var lpGrowthDomain = domain{
	name:          "lp_growth",
	rawTables:     func(*mainapi.Events) []rawTable { return nil },
	derivedTables: []string{"lp_growth"},
	derive:        deriveLPGrowth,
	applied:       appliedLPGrowth,
	rollback: func(context.Context, pgx.Tx, int64, int64) (func(context.Context, pgx.Tx, string) error, error) {
		return func(context.Context, pgx.Tx, string) error { return nil }, nil
	},
}

// appendLPGrowth adds the rows of blocks $1..$2, appended above every
// other stored block: per (pair, block) with a Sync or a mint or burn, the
// reserves of the pair's last Sync at or before the block (one probe of
// pair_syncs_latest) and the supply: the pair's last stored row's before
// $1 (one probe) plus the running sum of the range's mints minus burns.
const appendLPGrowth = `
WITH ev AS (
    SELECT address AS pair, block_number, 0::numeric AS d FROM pair_syncs WHERE block_number BETWEEN $1 AND $2
    UNION ALL
    SELECT address, block_number,
           CASE WHEN from_address = '\x0000000000000000000000000000000000000000'::bytea THEN value ELSE -value END
    FROM lp_transfers
    WHERE block_number BETWEEN $1 AND $2
      AND (from_address = '\x0000000000000000000000000000000000000000'::bytea
           OR to_address = '\x0000000000000000000000000000000000000000'::bytea)
),
blk AS (SELECT pair, block_number, sum(d) AS d FROM ev GROUP BY pair, block_number),
run AS (SELECT pair, block_number, sum(d) OVER (PARTITION BY pair ORDER BY block_number) AS cum FROM blk)
INSERT INTO lp_growth (pair, block_number, reserve0, reserve1, supply)
SELECT r.pair, r.block_number, coalesce(s.reserve0, 0), coalesce(s.reserve1, 0), coalesce(p.supply, 0) + r.cum
FROM run r
LEFT JOIN LATERAL (SELECT reserve0, reserve1 FROM pair_syncs y
                   WHERE y.address = r.pair AND y.block_number <= r.block_number
                   ORDER BY y.block_number DESC, y.log_index DESC LIMIT 1) s ON true
LEFT JOIN LATERAL (SELECT supply FROM lp_growth g
                   WHERE g.pair = r.pair AND g.block_number < $1
                   ORDER BY g.block_number DESC LIMIT 1) p ON true`

// deriveLPGrowth derives blocks from..to from their raw rows.
func deriveLPGrowth(ctx context.Context, tx pgx.Tx, _ string, from, to int64) error {
	return runSteps(ctx, tx, "derive", step{"LP growth", appendLPGrowth, []any{from, to}, false})
}

// appliedLPGrowth derives applied blocks: nothing runs without a Sync or
// an LP Transfer among their events; otherwise the statement reads the
// raw rows, copied first.
func appliedLPGrowth(ctx context.Context, tx pgx.Tx, minLiq string, b batchEvents, copyRaw func(tables func(string) bool) error) error {
	if len(b.ev.Syncs) == 0 && len(b.ev.LPTransfers) == 0 {
		return nil
	}
	if err := copyRaw(func(t string) bool { return t == "pair_syncs" || t == "lp_transfers" }); err != nil {
		return err
	}
	from, to := int64(b.blocks[0].Number), int64(b.blocks[len(b.blocks)-1].Number)
	return deriveLPGrowth(ctx, tx, minLiq, from, to)
}
