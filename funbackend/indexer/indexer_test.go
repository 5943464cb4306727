package indexer_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/funbackend/devnettest"
	"github.com/neoswap/neoswap/funbackend/sqlite"
	"github.com/neoswap/neoswap/funbackend/sqlite/sqlitetest"
)

func lower(a fmt.Stringer) string { return strings.ToLower(a.String()) }

func query(t *testing.T, db *sqlite.DB, q string, args ...any) string {
	t.Helper()
	var v any
	if err := db.Read.QueryRowContext(context.Background(), q, args...).Scan(&v); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	if b, ok := v.([]byte); ok {
		return string(b)
	}
	return fmt.Sprint(v)
}

func parseUint(t *testing.T, s string) uint64 {
	t.Helper()
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestScenario(t *testing.T) {
	env := devnettest.New(t)
	s := env.RunScenario(t)
	env.Sync(t)
	db := env.DB

	t.Run("lifecycle", func(t *testing.T) {
		got := query(t, db, `SELECT group_concat(symbol || ':' || status || ':' || pve, ',') FROM (SELECT * FROM coins ORDER BY created_block)`)
		if want := "PCAT:1:1,GDOG:3:0,FROG:2:0"; got != want {
			t.Errorf("coins = %s, want %s", got, want)
		}
		if got := query(t, db, `SELECT pair_weth IS NOT NULL AND pair_neo IS NOT NULL AND graduated_block >= frozen_block AND grad_mcap_usd != '0' FROM coins WHERE address = ?`, lower(s.Grad)); got != "1" {
			t.Errorf("graduated coin columns incomplete")
		}
		if got := query(t, db, `SELECT frozen_at IS NOT NULL AND frozen_block IS NOT NULL FROM coins WHERE address = ?`, lower(s.Frozen)); got != "1" {
			t.Errorf("frozen coin lacks frozen_at/frozen_block")
		}
	})
	t.Run("trades", func(t *testing.T) {
		// PCAT: PvE slice, dev buy, 2 buys, feed, sell = 6.
		if got := query(t, db, `SELECT count(*) FROM trades WHERE token = ?`, lower(s.Pve)); got != "6" {
			t.Errorf("PCAT trades = %s, want 6", got)
		}
		if got := query(t, db, `SELECT group_concat(fed, '') FROM (SELECT fed FROM trades WHERE token = ? ORDER BY block_number, log_index)`, lower(s.Pve)); got != "000010" {
			t.Errorf("PCAT fed = %s, want 000010", got)
		}
	})
	t.Run("holders match the chain", func(t *testing.T) {
		for _, who := range []int{1, 2, 3} {
			a := env.Chain.Accounts[who].Address
			want := env.Balance(t, s.Pve, a).String()
			if got := query(t, db, `SELECT net_wei FROM holders WHERE token = ? AND trader = ?`, lower(s.Pve), lower(a)); got != want {
				t.Errorf("holder %d net = %s, chain balance %s", who, got, want)
			}
		}
	})
	t.Run("status counts what was stored", func(t *testing.T) {
		st := env.Indexer.Status()
		blocks, trades := query(t, db, `SELECT count(*) FROM blocks`), query(t, db, `SELECT count(*) FROM trades`)
		if st.Blocks < parseUint(t, blocks) || st.Events < parseUint(t, trades) ||
			st.Batches == 0 || st.BatchSeconds <= 0 {
			t.Errorf("status %+v; store has %s blocks, %s trades", st, blocks, trades)
		}
	})
	t.Run("restart is idempotent", func(t *testing.T) {
		before := sqlitetest.DumpCurve(t, db)
		ix := env.NewIndexer(db)
		if err := ix.Sync(context.Background()); err != nil {
			t.Fatal(err)
		}
		if after := sqlitetest.DumpCurve(t, db); after != before {
			t.Errorf("a second indexer changed the store")
		}
	})
}

func TestReorg(t *testing.T) {
	env := devnettest.New(t)
	coin := env.Launch(t, 1, "Reorg Cat", "RCAT", 9, devnettest.Eth(100), nil)
	env.Sync(t)
	ancestor := env.Chain.Head(t)
	env.Buy(t, 2, coin, devnettest.Eth(1000))
	env.Buy(t, 3, coin, devnettest.Eth(5000)) // freezes the coin
	env.Sync(t)
	if got := query(t, env.DB, `SELECT status FROM coins`); got != "2" {
		t.Fatalf("status before reorg = %s, want 2", got)
	}

	// Replace the two blocks with three empty ones: the fork is longer.
	if err := env.Chain.Backend.Fork(ancestor.Hash()); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		env.Chain.Commit()
	}
	env.Sync(t)
	// The simulated chain puts the dropped transactions back in its pool, so
	// the fork's first block mines both buys again: the freeze moves from
	// block ancestor+2 to ancestor+1.
	want := fmt.Sprintf("2:3:%d", ancestor.Number.Uint64()+1)
	if got := query(t, env.DB, `SELECT status || ':' || (SELECT count(*) FROM trades) || ':' || coalesce(frozen_block, '-') FROM coins`); got != want {
		t.Errorf("status:trades:frozen_block after reorg = %s, want %s", got, want)
	}
	st := env.Indexer.Status()
	if st.ReorgCount != 1 {
		t.Errorf("reorg count = %d, want 1", st.ReorgCount)
	}

	// The store equals a fresh index of the surviving chain.
	fresh, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "fresh.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Close()
	if err := env.NewIndexer(fresh).Sync(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got, want := sqlitetest.DumpCurve(t, env.DB), sqlitetest.DumpCurve(t, fresh); got != want {
		t.Errorf("after the reorg the store differs from a fresh index:\n got %s\nwant %s", got, want)
	}
}
