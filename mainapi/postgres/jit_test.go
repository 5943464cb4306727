package postgres_test

import (
	"context"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestPoolsRunWithoutJIT: the writer's and the reads' pools, and the
// writer's own connections, open their sessions with JIT compilation off (a
// statement whose estimate passes jit_above_cost spent seconds compiling),
// unless the URL sets jit.
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
	writer, err := db.ConnectWriter(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer writer.Close(ctx)
	type querier interface {
		QueryRow(context.Context, string, ...any) pgx.Row
	}
	for name, c := range map[string]struct {
		q    querier
		want string
	}{"Open": {db.Pool, "off"}, "the writer's connection": {writer, "off"}, "OpenRead": {read.Pool, "off"},
		"OpenRead with jit=on": {chosen.Pool, "on"}} {
		var got string
		if err := c.q.QueryRow(ctx, "SHOW jit").Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("%s: jit = %s, want %s", name, got, c.want)
		}
	}
}
