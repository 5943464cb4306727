package indexer_test

import (
	"context"
	"errors"
	"testing"

	"github.com/neoswap/neoswap/mainapi/postgres"
)

// TestCheckFindsDrift: rebuild --check reports a derived row that no longer
// matches the raw rows, and Rebuild repairs it.
func TestCheckFindsDrift(t *testing.T) {
	h := newHarness(t, 6)
	h.simulate(t, 2, 1)
	h.catchUp(t, 0)
	ctx := context.Background()
	if _, err := h.db.Pool.Exec(ctx, "UPDATE pools SET reserve0 = reserve0 + 1 WHERE pair = (SELECT pair FROM pools ORDER BY pair LIMIT 1)"); err != nil {
		t.Fatal(err)
	}
	if _, err := h.db.Pool.Exec(ctx, "DELETE FROM wallets WHERE address = $1", h.env.Accounts[1].Address.Bytes()); err != nil {
		t.Fatal(err)
	}
	diffs, err := h.w.Check(ctx)
	if !errors.Is(err, postgres.ErrDerivedDiffer) {
		t.Fatalf("err = %v, want ErrDerivedDiffer", err)
	}
	got := map[string][2]int{}
	for _, d := range diffs {
		got[d.Table] = [2]int{d.Missing, d.Extra}
	}
	if want := [2]int{1, 1}; got["pools"] != want {
		t.Errorf("pools diff %v, want %v", got["pools"], want)
	}
	if want := [2]int{1, 0}; got["wallets"] != want {
		t.Errorf("wallets diff %v, want %v", got["wallets"], want)
	}
	if len(got) != 2 {
		t.Errorf("diffs %v, want pools and wallets only", diffs)
	}
	if err := h.w.Rebuild(ctx); err != nil {
		t.Fatal(err)
	}
	h.check(t)
}

// TestCheckFindsOrphans: rows left behind by a deleted block (here: the
// blocks_delete_rows trigger disabled for one delete) are reported by
// rebuild --check as extra rows of their tables; with the trigger on, a
// rollback leaves none (h.check after every reorg test step).
func TestCheckFindsOrphans(t *testing.T) {
	h := newHarness(t, 6)
	h.simulate(t, 2, 1)
	h.catchUp(t, 0)
	h.check(t)
	ctx := context.Background()
	tx, err := h.db.Pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	for _, q := range []string{
		"ALTER TABLE blocks DISABLE TRIGGER blocks_delete_rows",
		"DELETE FROM blocks WHERE number = (SELECT max(block_number) FROM router_swaps)",
		// Transactions are stored only where a sender is read (a liquidity change): maybe another block.
		"DELETE FROM blocks WHERE number = (SELECT max(block_number) FROM transactions)",
		"ALTER TABLE blocks ENABLE TRIGGER blocks_delete_rows",
	} {
		if _, err := tx.Exec(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	diffs, err := h.w.Check(ctx)
	if !errors.Is(err, postgres.ErrDerivedDiffer) {
		t.Fatalf("err = %v, want ErrDerivedDiffer", err)
	}
	got := map[string]int{}
	for _, d := range diffs {
		got[d.Table] = d.Extra
	}
	for _, table := range []string{"router_swaps", "transactions", "trades", "activity"} {
		if got[table] == 0 {
			t.Errorf("%s: no orphans reported (diffs %v)", table, diffs)
		}
	}
}
