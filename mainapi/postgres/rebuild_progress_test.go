package postgres_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
	"github.com/neoswap/neoswap/mainapi/progress"
)

// TestRebuildReportsSteps: a rebuild reports each of its steps (the
// truncate, then every domain in derive order) as it starts and ends, with
// its position and, at the end, its elapsed time; Check (a rebuild rolled
// back) reports the same steps.
func TestRebuildReportsSteps(t *testing.T) {
	db := pgtest.New(t)
	var steps []string
	w, err := db.OpenWriter(context.Background(), postgres.WriterConfig{RebuildProgress: func(s progress.Step) {
		if s.Done && s.Elapsed <= 0 {
			t.Errorf("step %d %s done without an elapsed time", s.I, s.Name)
		}
		steps = append(steps, fmt.Sprintf("%d/%d %s %v", s.I, s.N, s.Name, s.Done))
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	var want []string
	names := []string{"truncate", "dex", "curve", "coin_balances", "farm", "staking", "rakeback", "neo_holders", "points", "neocats", "creator_pve", "lp_supply_history"}
	for i, name := range names {
		want = append(want, fmt.Sprintf("%d/%d %s false", i+1, len(names), name), fmt.Sprintf("%d/%d %s true", i+1, len(names), name))
	}
	if err := w.Rebuild(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(steps, ", "); got != strings.Join(want, ", ") {
		t.Errorf("rebuild steps:\n got %s\nwant %s", got, strings.Join(want, ", "))
	}
	steps = nil
	if _, err := w.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(steps, ", "); got != strings.Join(want, ", ") {
		t.Errorf("check steps:\n got %s\nwant %s", got, strings.Join(want, ", "))
	}
}
