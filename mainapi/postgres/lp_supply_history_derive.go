package postgres

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
)

// The LP supply history domain (migration 00045; read: lp_fees_read.go;
// docs/portfolio.md, "LP fees"): one block-keyed table, lp_supply_history,
// each pair's LP total supply at the end of every block in which it had a
// mint or burn. It has no raw table of its own: it reads the DEX domain's
// lp_transfers, copied before it. Appended blocks add their rows in one
// set-based statement (the supply continues from the pair's last stored
// row); a rollback deletes the rows with their blocks (block_keyed_tables)
// and leaves nothing to recompute. Reserves are not copied here: the read
// takes them from the pair's last Sync at or before a block
// (pair_syncs_latest), so a swap costs this domain nothing.
var lpSupplyHistoryDomain = domain{
	name:          "lp_supply_history",
	rawTables:     func(*mainapi.Events) []rawTable { return nil },
	derivedTables: []string{"lp_supply_history"},
	derive:        deriveLPSupplyHistory,
	applied:       appliedLPSupplyHistory,
	rollback: func(context.Context, pgx.Tx, int64, int64) (func(context.Context, pgx.Tx, string) error, error) {
		return func(context.Context, pgx.Tx, string) error { return nil }, nil
	},
}

// appendLPSupplyHistory adds the rows of blocks $1..$2, appended above
// every other stored block: per (pair, block) with a mint or burn, the
// pair's last stored supply before $1 (one probe) plus the running sum of
// the range's mints minus burns.
const appendLPSupplyHistory = `
WITH ev AS (
    SELECT address AS pair, block_number,
           CASE WHEN from_address = '\x0000000000000000000000000000000000000000'::bytea THEN value ELSE -value END AS d
    FROM lp_transfers
    WHERE block_number BETWEEN $1 AND $2
      AND (from_address = '\x0000000000000000000000000000000000000000'::bytea
           OR to_address = '\x0000000000000000000000000000000000000000'::bytea)
),
blk AS (SELECT pair, block_number, sum(d) AS d FROM ev GROUP BY pair, block_number),
run AS (SELECT pair, block_number, sum(d) OVER (PARTITION BY pair ORDER BY block_number) AS cum FROM blk)
INSERT INTO lp_supply_history (pair, block_number, supply)
SELECT r.pair, r.block_number, coalesce(p.supply, 0) + r.cum
FROM run r
LEFT JOIN LATERAL (SELECT supply FROM lp_supply_history g
                   WHERE g.pair = r.pair AND g.block_number < $1
                   ORDER BY g.block_number DESC LIMIT 1) p ON true`

// deriveLPSupplyHistory derives blocks from..to from their raw rows.
func deriveLPSupplyHistory(ctx context.Context, tx pgx.Tx, _ string, from, to int64) error {
	return runSteps(ctx, tx, "derive", step{"LP supply history", appendLPSupplyHistory, []any{from, to}, false})
}

// appliedLPSupplyHistory derives applied blocks: nothing runs without a
// mint or burn among their events; otherwise the statement reads the raw
// rows, copied first.
func appliedLPSupplyHistory(ctx context.Context, tx pgx.Tx, minLiq string, b batchEvents, copyRaw func(tables func(string) bool) error) error {
	if !hasMintOrBurn(b.ev.LPTransfers) {
		return nil
	}
	if err := copyRaw(func(t string) bool { return t == "lp_transfers" }); err != nil {
		return err
	}
	from, to := int64(b.blocks[0].Number), int64(b.blocks[len(b.blocks)-1].Number)
	return deriveLPSupplyHistory(ctx, tx, minLiq, from, to)
}

// hasMintOrBurn reports whether any LP Transfer is from or to the zero
// address.
func hasMintOrBurn(ts []mainapi.LPTransfer) bool {
	for i := range ts {
		if ts[i].From == (common.Address{}) || ts[i].To == (common.Address{}) {
			return true
		}
	}
	return false
}
