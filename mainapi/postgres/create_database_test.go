package postgres_test

import (
	"context"
	"sync"
	"testing"

	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestCreateDatabaseConcurrently: processes started together on a fresh
// server (the soak's `mainapi serve` and `mainapi index`) each create the
// database; every one succeeds, the losers of the race included, and
// creating it again later is no error either.
func TestCreateDatabaseConcurrently(t *testing.T) {
	ctx := context.Background()
	for round := range 5 {
		u := pgtest.URL(t)
		var wg sync.WaitGroup
		errs := make([]error, 8)
		for i := range errs {
			wg.Go(func() { errs[i] = postgres.CreateDatabase(ctx, u) })
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Errorf("round %d, creator %d: %v", round, i, err)
			}
		}
		if err := postgres.CreateDatabase(ctx, u); err != nil {
			t.Errorf("round %d, again: %v", round, err)
		}
		if err := postgres.DropDatabase(ctx, u); err != nil {
			t.Fatal(err)
		}
	}
}
