package pgcopy_test

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestCopyRowsMatchesCopyFrom: rows of every value and column type the
// writer copies (and some it leaves to pgx's type map: a jsonb map, a NaN
// numeric), NULLs included, stored by Rows and by pgx's CopyFrom read
// back the same, and so do the same rows written value by value through
// Typed's typed methods; a row function's error, a value its column
// cannot take and a row of too few or too many values fail the copy.
func TestCopyRowsMatchesCopyFrom(t *testing.T) {
	db := pgtest.New(t)
	ctx := context.Background()
	const cols = `(i8 bigint, i4 integer, i8from4 bigint, b boolean, by bytea, t text, v varchar, j json, jb jsonb, n numeric, nn numeric(78,0))`
	for _, table := range []string{"via_pgx", "via_rows", "via_typed"} {
		if _, err := db.Pool.Exec(ctx, "CREATE TABLE "+table+" "+cols); err != nil {
			t.Fatal(err)
		}
	}
	names := []string{"i8", "i4", "i8from4", "b", "by", "t", "v", "j", "jb", "n", "nn"}
	rng := rand.New(rand.NewSource(4))
	var rows [][]any
	for i := range 3000 {
		big1 := new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(1+rng.Intn(250))))
		if i%3 == 0 {
			big1.Neg(big1)
		}
		row := []any{
			rng.Int63() - rng.Int63(), int64(rng.Int31() - rng.Int31()), int32(rng.Int31()), rng.Intn(2) == 0,
			[]byte(strings.Repeat("\x00\xff", rng.Intn(20))), strings.Repeat("é", rng.Intn(5)), "v",
			json.RawMessage(`{"a": [1, "x"]}`), map[string]string{"k": "v"},
			pgtype.Numeric{Int: big1, Exp: int32(rng.Intn(40) - 20), Valid: true}, pgtype.Numeric{Int: big1, Valid: true},
		}
		switch i % 7 { // NULLs of each kind
		case 1:
			row[0], row[4], row[7] = nil, []byte(nil), json.RawMessage(nil)
		case 2:
			row[9], row[8] = pgtype.Numeric{}, nil
		case 3:
			row[9] = pgtype.Numeric{NaN: true, Valid: true} // left to the type map
		case 4:
			row[4] = []byte{}
		}
		rows = append(rows, row)
	}
	tx, err := db.Pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.CopyFrom(ctx, pgx.Identifier{"via_pgx"}, names, pgx.CopyFromRows(rows)); err != nil {
		t.Fatal(err)
	}
	n, err := pgcopy.Rows(ctx, tx, "via_rows", names, len(rows), func(i int) ([]any, error) { return rows[i], nil })
	if err != nil || n != int64(len(rows)) {
		t.Fatalf("Rows: %d rows, %v", n, err)
	}
	// The same rows through the typed methods, each value by its type.
	n, err = pgcopy.Typed(ctx, tx, "via_typed", names, len(rows), func(i int, r *pgcopy.Row) error {
		for _, v := range rows[i] {
			switch x := v.(type) {
			case int64:
				r.Int64(x)
			case int32:
				r.Int32(x)
			case bool:
				r.Bool(x)
			case []byte:
				r.Bytes(x)
			case string:
				r.Text(x)
			case json.RawMessage:
				r.JSON(x)
			case pgtype.Numeric:
				switch {
				case !x.Valid || x.NaN:
					r.Value(x)
				case x.Exp == 0:
					r.Numeric(x.Int)
				default:
					r.Decimal(decimal.NewFromBigInt(x.Int, x.Exp))
				}
			default:
				r.Value(x)
			}
		}
		return nil
	})
	if err != nil || n != int64(len(rows)) {
		t.Fatalf("Typed: %d rows, %v", n, err)
	}
	read := func(table string) []string {
		var out []string
		rs, _ := tx.Query(ctx, "SELECT r::text FROM "+table+" r")
		var s string
		if _, err := pgx.ForEachRow(rs, []any{&s}, func() error { out = append(out, s); return nil }); err != nil {
			t.Fatal(err)
		}
		return out
	}
	want := read("via_pgx")
	for _, table := range []string{"via_rows", "via_typed"} {
		got := read(table)
		if len(want) != len(rows) || !slices.Equal(want, got) {
			for i := range min(len(want), len(got)) {
				if want[i] != got[i] {
					t.Fatalf("%s row %d: %s, want %s", table, i, got[i], want[i])
				}
			}
			t.Fatalf("%s: %d rows, want %d", table, len(got), len(want))
		}
	}

	// A row's error, and a value its column cannot take, fail the copy
	// (each in a savepoint: a failed copy aborts its transaction).
	boom := errors.New("boom")
	sp, err := tx.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pgcopy.Rows(ctx, sp, "via_rows", names, 10, func(i int) ([]any, error) {
		if i == 5 {
			return nil, boom
		}
		return rows[i], nil
	}); !errors.Is(err, boom) {
		t.Fatalf("row error: %v", err)
	}
	if err := sp.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	// A typed row of fewer or more values than columns fails it too.
	for _, c := range []struct {
		values int
		want   string
	}{{1, "expected 2 values, got 1 values"}, {3, "expected 2 values, got more"}} {
		sp, err := tx.Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		_, err = pgcopy.Typed(ctx, sp, "via_typed", []string{"i8", "i4"}, 1, func(_ int, r *pgcopy.Row) error {
			for range c.values {
				r.Int64(1)
			}
			return nil
		})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Fatalf("%d values for 2 columns: %v", c.values, err)
		}
		if err := sp.Rollback(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := pgcopy.Rows(ctx, tx, "via_rows", []string{"i8"}, 1, func(int) ([]any, error) {
		return []any{"not a number"}, nil
	}); err == nil || !strings.Contains(err.Error(), "column i8") {
		t.Fatalf("a text value for a bigint column: %v", err)
	}
}
