package sqlite_test

import (
	"context"
	"testing"

	"github.com/neoswap/neoswap/funbackend/sqlite/sqlitetest"
)

func TestOpen(t *testing.T) {
	db := sqlitetest.New(t)
	ctx := context.Background()

	t.Run("WAL mode", func(t *testing.T) {
		var got string
		if err := db.Read.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&got); err != nil {
			t.Fatal(err)
		}
		if want := "wal"; got != want {
			t.Errorf("journal_mode = %q, want %q", got, want)
		}
	})
	t.Run("migrated", func(t *testing.T) {
		if _, err := db.Write.ExecContext(ctx,
			"INSERT INTO blocks(number, hash, parent_hash, timestamp) VALUES (1, '0x01', '0x00', 10)"); err != nil {
			t.Fatal(err)
		}
		var got int
		if err := db.Read.QueryRowContext(ctx, "SELECT count(*) FROM blocks").Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != 1 {
			t.Errorf("rows = %d, want 1", got)
		}
	})
	t.Run("readers are read-only", func(t *testing.T) {
		_, err := db.Read.ExecContext(ctx, "DELETE FROM blocks")
		if err == nil {
			t.Fatal("delete through the read pool succeeded, want an error")
		}
	})
}
