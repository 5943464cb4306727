package postgres_test

import (
	"context"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestPoolsRunWithoutJIT: the writer's and the reads' pools open their
// sessions with JIT compilation off (a read whose estimate passes
// jit_above_cost spent seconds compiling), unless the URL sets jit.
func TestPoolsRunWithoutJIT(t *testing.T) {
	ctx := context.Background()
	db := pgtest.New(t)
	u := pgtest.URL(t)
	if err := postgres.CreateDatabase(ctx, u); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { postgres.DropDatabase(context.Background(), u) })
	read, err := postgres.OpenRead(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer read.Close()
	sep := "?"
	if strings.Contains(u, "?") {
		sep = "&"
	}
	chosen, err := postgres.OpenRead(ctx, u+sep+"jit=on")
	if err != nil {
		t.Fatal(err)
	}
	defer chosen.Close()
	for name, c := range map[string]struct {
		db   *postgres.DB
		want string
	}{"Open": {db, "off"}, "OpenRead": {read, "off"}, "OpenRead with jit=on": {chosen, "on"}} {
		var got string
		if err := c.db.Pool.QueryRow(ctx, "SHOW jit").Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("%s: jit = %s, want %s", name, got, c.want)
		}
	}
}
