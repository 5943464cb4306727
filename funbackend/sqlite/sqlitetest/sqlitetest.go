// Package sqlitetest gives tests a real SQLite file, migrated, in a temporary
// directory removed when the test ends.
package sqlitetest

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/funbackend/sqlite"
)

// New opens a fresh migrated database file under tb.TempDir().
func New(tb testing.TB) *sqlite.DB {
	tb.Helper()
	db, err := sqlite.Open(context.Background(), filepath.Join(tb.TempDir(), "funbackend.db"))
	if err != nil {
		tb.Fatalf("sqlitetest: %v", err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

// DumpCurve renders every curve table, then the rows of the queries in
// extra, in a stable order: two stores holding the same chain dump the
// same text (a gap or a double count shows as a diff).
func DumpCurve(t testing.TB, db *sqlite.DB, extra ...string) string {
	t.Helper()
	var b strings.Builder
	for _, q := range append([]string{
		`SELECT * FROM coins ORDER BY address`,
		`SELECT * FROM trades ORDER BY block_number, log_index`,
		`SELECT block_number, log_index, tx_hash, token, name, timestamp, args FROM coin_events ORDER BY block_number, log_index`,
		`SELECT * FROM holders ORDER BY token, trader`,
		`SELECT * FROM candles_1m ORDER BY token, bucket`,
	}, extra...) {
		rows, err := db.Read.Query(q)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			for i, v := range vals {
				if bs, ok := v.([]byte); ok {
					vals[i] = string(bs)
				}
			}
			fmt.Fprintln(&b, vals...)
		}
		rows.Close()
		b.WriteString("--\n")
	}
	return b.String()
}
