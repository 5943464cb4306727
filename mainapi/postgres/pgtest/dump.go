package pgtest

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi/postgres"
)

// notDumped are tables whose content depends on delivery, not on the chain.
var notDumped = map[string]bool{"goose_db_version": true, "ingest_inbox": true, "indexer_status": true}

// Dump returns every row of every table of db as text, sorted, by table
// (blocks without indexed_at): two databases that indexed the same chain
// dump equal whatever path the blocks took.
func Dump(tb testing.TB, db *postgres.DB) map[string][]string {
	tb.Helper()
	ctx := context.Background()
	rows, err := db.Pool.Query(ctx, `SELECT table_name FROM information_schema.tables
		WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)
	if err != nil {
		tb.Fatalf("pgtest: dump: %v", err)
	}
	tables, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		tb.Fatalf("pgtest: dump: %v", err)
	}
	out := map[string][]string{}
	for _, t := range tables {
		if notDumped[t] {
			continue
		}
		q := "SELECT t::text FROM " + pgx.Identifier{t}.Sanitize() + " t ORDER BY 1"
		if t == "blocks" {
			q = "SELECT (number, hash, parent_hash, timestamp)::text FROM blocks ORDER BY number"
		}
		rows, err := db.Pool.Query(ctx, q)
		if err != nil {
			tb.Fatalf("pgtest: dump %s: %v", t, err)
		}
		if out[t], err = pgx.CollectRows(rows, pgx.RowTo[string]); err != nil {
			tb.Fatalf("pgtest: dump %s: %v", t, err)
		}
	}
	return out
}

// DiffDumps reports the tables whose rows differ between a and b, with the
// counts of each side, failing tb; it returns whether they were equal.
func DiffDumps(tb testing.TB, a, b map[string][]string) bool {
	tb.Helper()
	equal := true
	for t := range a {
		if _, ok := b[t]; !ok {
			tb.Errorf("table %s only on one side", t)
			equal = false
		}
	}
	for t, rb := range b {
		ra := a[t]
		if len(ra) != len(rb) {
			tb.Errorf("table %s: %d rows vs %d; only in the first: %v; only in the second: %v",
				t, len(ra), len(rb), onlyIn(ra, rb), onlyIn(rb, ra))
			equal = false
			continue
		}
		for i := range ra {
			if ra[i] != rb[i] {
				tb.Errorf("table %s row %d:\n  %s\n  %s", t, i, ra[i], rb[i])
				equal = false
				break
			}
		}
	}
	return equal
}

// onlyIn returns up to five rows of a that b lacks.
func onlyIn(a, b []string) []string {
	in := map[string]int{}
	for _, r := range b {
		in[r]++
	}
	var out []string
	for _, r := range a {
		if in[r] > 0 {
			in[r]--
			continue
		}
		if out = append(out, r); len(out) == 5 {
			break
		}
	}
	return out
}
