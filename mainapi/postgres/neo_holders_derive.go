package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"
)

// The NEO holders domain (migration 00033; raw table: neo_holders_raw.go;
// read: neo_supply_read.go; docs/indexer.md, "NEO holders"): one keyed
// table, neo_holders, recomputed for the holders a block range's
// transfers touch. Appended blocks add their transfers to the stored row
// (the dead address gains a row at every buyback; its history is not read
// again at each one); a rollback recomputes a holder from all its rows.
// Applied blocks without a NEO holder transfer run no statement.

// neoHoldersDomain is the NEO supply holders' accounts. It reads only its
// own raw rows.
var neoHoldersDomain = domain{
	name:          "neo_holders",
	rawTables:     neoHoldersRawTables,
	derivedTables: []string{"neo_holders"},
	derive:        deriveNeoHolders,
	applied:       appliedNeoHolders,
	rollback:      rollbackNeoHolders,
}

// touchedNeoHolders lists the holders the transfers of blocks $1..$2
// touch, as forTouchedKeys rows.
const touchedNeoHolders = `
SELECT 'h', to_address, 0 FROM neo_transfers WHERE to_holder AND block_number BETWEEN $1 AND $2
UNION SELECT 'h', from_address, 0 FROM neo_transfers WHERE from_holder AND block_number BETWEEN $1 AND $2`

// recomputeNeoHolders recomputes the holders $1: a holder has a row while
// a transfer of it is stored. With $2 > 0 the keys were collected for the
// blocks from $2 on, just appended above every other stored block: a
// stored row adds their transfers; otherwise (and for a holder without a
// row) every stored transfer is summed.
const recomputeNeoHolders = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS holder),
cur AS (
    SELECT k.holder, coalesce(o.received, 0) + coalesce(r.s, 0) AS received,
           coalesce(o.sent, 0) + coalesce(s.s, 0) AS sent,
           greatest(o.last_block, r.b, s.b) AS last_block
    FROM k
    LEFT JOIN neo_holders o ON $2::bigint > 0 AND o.holder = k.holder
    CROSS JOIN LATERAL (SELECT CASE WHEN o.holder IS NULL THEN 0 ELSE $2::bigint END AS lo) b
    CROSS JOIN LATERAL (SELECT sum(value) AS s, max(block_number) AS b FROM neo_transfers x
                        WHERE x.to_holder AND x.to_address = k.holder AND x.block_number >= b.lo) r
    CROSS JOIN LATERAL (SELECT sum(value) AS s, max(block_number) AS b FROM neo_transfers x
                        WHERE x.from_holder AND x.from_address = k.holder AND x.block_number >= b.lo) s
    WHERE o.holder IS NOT NULL OR r.b IS NOT NULL OR s.b IS NOT NULL
),
gone AS (
    DELETE FROM neo_holders h USING k
    WHERE h.holder = k.holder AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.holder = k.holder)
)
INSERT INTO neo_holders (holder, received, sent, last_block)
SELECT * FROM cur
ON CONFLICT (holder) DO UPDATE SET received = EXCLUDED.received, sent = EXCLUDED.sent, last_block = EXCLUDED.last_block`

// collectNeoHolders reads the holders the transfers of blocks from..to touch.
func collectNeoHolders(ctx context.Context, tx pgx.Tx, from, to int64) ([][]byte, error) {
	var hs [][]byte
	err := forTouchedKeys(ctx, tx, touchedNeoHolders, "touched NEO holders", from, to, func(_ string, addr []byte, _ int64) {
		hs = append(hs, addr)
	})
	return hs, err
}

// recomputeNeoHolderRows runs recomputeNeoHolders for holders (none: no
// statement); appendedFrom as its $2.
func recomputeNeoHolderRows(ctx context.Context, tx pgx.Tx, holders [][]byte, appendedFrom int64) error {
	return runSteps(ctx, tx, "recompute", step{"NEO holders", recomputeNeoHolders, []any{holders, appendedFrom}, len(holders) == 0})
}

// deriveNeoHolders derives the holders blocks from..to, appended above
// every other stored block, touch.
func deriveNeoHolders(ctx context.Context, tx pgx.Tx, _ string, from, to int64) error {
	hs, err := collectNeoHolders(ctx, tx, from, to)
	if err != nil {
		return err
	}
	return recomputeNeoHolderRows(ctx, tx, hs, from)
}

// appliedNeoHolders derives applied blocks: the holders come from their
// events (the touched-keys query's rule), nothing runs without one. The
// raw rows are copied first: the recompute reads them.
func appliedNeoHolders(ctx context.Context, tx pgx.Tx, _ string, b batchEvents, copyRaw func(tables func(string) bool) error) error {
	ts := b.ev.NeoTransfers
	if len(ts) == 0 {
		return nil
	}
	if err := copyRaw(func(t string) bool { return t == "neo_transfers" }); err != nil {
		return err
	}
	seen := map[[20]byte]bool{}
	var hs [][]byte
	add := func(holder bool, a [20]byte) {
		if holder && !seen[a] {
			seen[a] = true
			hs = append(hs, a[:])
		}
	}
	for i := range ts {
		add(ts[i].ToHolder, ts[i].To)
		add(ts[i].FromHolder, ts[i].From)
	}
	return recomputeNeoHolderRows(ctx, tx, hs, int64(b.blocks[0].Number))
}

// rollbackNeoHolders reads the holders blocks from..to touch (before a
// rollback deletes them) and returns what recomputes them from the rows
// left.
func rollbackNeoHolders(ctx context.Context, tx pgx.Tx, from, to int64) (func(context.Context, pgx.Tx, string) error, error) {
	hs, err := collectNeoHolders(ctx, tx, from, to)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context, tx pgx.Tx, _ string) error { return recomputeNeoHolderRows(ctx, tx, hs, 0) }, nil
}
