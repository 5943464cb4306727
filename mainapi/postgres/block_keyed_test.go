package postgres_test

import (
	"context"
	"slices"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestBlockKeyedTables: every table with a block_number column is in
// migration 00024's registry, so the blocks_delete_rows trigger deletes its
// rows with their block (there is no foreign key to do it), and the
// registry names nothing else.
func TestBlockKeyedTables(t *testing.T) {
	db := pgtest.New(t)
	ctx := context.Background()
	rows, _ := db.Pool.Query(ctx, `SELECT c.table_name::text FROM information_schema.columns c
		JOIN information_schema.tables t USING (table_schema, table_name)
		WHERE c.table_schema = 'public' AND c.column_name = 'block_number' AND t.table_type = 'BASE TABLE'
		ORDER BY 1`)
	withColumn, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	rows, _ = db.Pool.Query(ctx, `SELECT name FROM block_keyed_tables ORDER BY name`)
	registered, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	if len(withColumn) < 20 || !slices.Equal(withColumn, registered) {
		t.Errorf("tables with block_number %v\nregistered %v", withColumn, registered)
	}
	var fks int
	if err := db.Pool.QueryRow(ctx, `SELECT count(*) FROM pg_constraint WHERE contype = 'f' AND confrelid = 'blocks'::regclass`).Scan(&fks); err != nil {
		t.Fatal(err)
	}
	if fks != 0 {
		t.Errorf("%d foreign keys on blocks: each checks every inserted row (migration 00024)", fks)
	}
}
