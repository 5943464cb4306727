package indexer_test

import (
	"context"
	"testing"

	"github.com/neoswap/neoswap/mainapi/postgres"
)

// TestEnsureDerivedVersion: a database derived by an older derivation (here:
// no version stamp and an empty token_price_points, as a database migrated
// from before 00012 looks) is rebuilt once when the writer opens it, and
// then equals a rebuild; a current one is left alone.
func TestEnsureDerivedVersion(t *testing.T) {
	h := newHarness(t, 6)
	ctx := context.Background()
	if rebuilt, err := h.w.EnsureDerivedVersion(ctx); err != nil || rebuilt {
		t.Fatalf("empty database: rebuilt %v, %v; want only a stamp", rebuilt, err)
	}
	h.simulate(t, 3, 21)
	h.catchUp(t, 0)
	if rebuilt, err := h.w.EnsureDerivedVersion(ctx); err != nil || rebuilt {
		t.Fatalf("current database: rebuilt %v, %v; want nothing to do", rebuilt, err)
	}
	points := h.count(t, `SELECT count(*) FROM token_price_points`)
	if points == 0 {
		t.Fatal("no price points derived: the scenario priced nothing")
	}
	if _, err := h.db.Pool.Exec(ctx, `DELETE FROM derived_version; TRUNCATE token_price_points`); err != nil {
		t.Fatal(err)
	}
	if rebuilt, err := h.w.EnsureDerivedVersion(ctx); err != nil || !rebuilt {
		t.Fatalf("old database: rebuilt %v, %v; want a rebuild", rebuilt, err)
	}
	if got := h.count(t, `SELECT count(*) FROM token_price_points`); got != points {
		t.Errorf("price points after the rebuild: %d, want %d", got, points)
	}
	if got := h.count(t, `SELECT count(*) FROM derived_version WHERE version = $1`, postgres.DerivedVersion); got != 1 {
		t.Errorf("version stamp rows: %d, want 1 with version %d", got, postgres.DerivedVersion)
	}
	h.check(t)
}
