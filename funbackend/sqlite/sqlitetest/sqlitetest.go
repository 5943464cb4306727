// Package sqlitetest gives tests a real SQLite file, migrated, in a temporary
// directory removed when the test ends.
package sqlitetest

import (
	"context"
	"path/filepath"
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
