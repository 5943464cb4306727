package main

import (
	"context"
	"math/big"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestKillMidReorgRollback is issue 34's case 1: `mainapi index` is
// SIGKILLed inside the transaction that rolls a reorg back, then started
// again onto the new branch; its tables equal an uninterrupted index of the
// final chain and `rebuild --check` exits 0.
//
// The process is caught mid-rollback without a hook: the test holds a SHARE
// lock on blocks (reads pass, writes wait), so the rollback transaction has
// already undone every domain's derived rows when its `DELETE FROM blocks`
// waits on the lock; the test sees that statement waiting in
// pg_stat_activity and kills the process there.
func TestKillMidReorgRollback(t *testing.T) {
	if testing.Short() {
		t.Skip("builds mainapi and runs a devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	bin := mainapiBinary(t)
	c := newChain(t, ctx, 40)
	killURL, killDB := newTestDB(t, ctx)
	first, firstLogs := startMainapi(t, bin, "index", c.env(killURL))
	oldHead := c.head(t, ctx)
	wctx, wcancel := context.WithTimeout(ctx, 2*time.Minute)
	defer wcancel()
	waitIndexed(t, wctx, "first run", killDB, first, firstLogs, oldHead)

	// Hold writes to blocks, then reorg the last 3 blocks (trades in them)
	// away under a longer branch with other trades.
	lock, err := killDB.Pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Rollback(context.Background())
	if _, err := lock.Exec(ctx, "LOCK TABLE blocks IN SHARE MODE"); err != nil {
		t.Fatal(err)
	}
	ancestor, err := c.dn.Client().HeaderByNumber(ctx, bigInt(oldHead-3))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.dn.Backend().Fork(ancestor.Hash()); err != nil {
		t.Fatal(err)
	}
	c.simulate(t, ctx, 5, 99)
	newHead := c.head(t, ctx)
	if newHead <= oldHead {
		t.Fatalf("new branch head %d not above the old head %d", newHead, oldHead)
	}

	// Wait for the rollback's DELETE FROM blocks to wait on the test's lock.
	for {
		var waiting int
		if err := killDB.Pool.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock'
			AND query LIKE 'DELETE FROM blocks WHERE number > %'`).Scan(&waiting); err != nil {
			t.Fatal(err)
		}
		if waiting > 0 {
			break
		}
		if first.ProcessState != nil || ctx.Err() != nil {
			t.Fatalf("the rollback never reached DELETE FROM blocks\n%s", firstLogs)
		}
		time.Sleep(20 * time.Millisecond)
	}
	_ = first.Process.Signal(syscall.SIGKILL)
	_ = first.Wait()
	if err := lock.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	// The killed transaction never commits: the stored head is still the
	// old branch's (its backend aborts when it finds its client gone).
	if got := storedHead(t, ctx, killDB); got != oldHead {
		t.Fatalf("after the kill the stored head is %d, want the old head %d", got, oldHead)
	}
	t.Logf("SIGKILL inside the rollback of blocks %d..%d (new branch to %d)", oldHead-2, oldHead, newHead)

	second, secondLogs := startMainapi(t, bin, "index", c.env(killURL))
	refURL, refDB := newTestDB(t, ctx)
	ref, refLogs := startMainapi(t, bin, "index", c.env(refURL))
	waitIndexed(t, ctx, "restart", killDB, second, secondLogs, newHead)
	waitIndexed(t, ctx, "uninterrupted", refDB, ref, refLogs, newHead)
	_ = second.Process.Signal(syscall.SIGTERM)
	_ = second.Wait()
	_ = ref.Process.Signal(syscall.SIGTERM)
	_ = ref.Wait()

	var hash []byte
	if err := killDB.Pool.QueryRow(ctx, "SELECT hash FROM blocks WHERE number = $1", oldHead).Scan(&hash); err != nil {
		t.Fatal(err)
	}
	canon, err := c.dn.Client().HeaderByNumber(ctx, bigInt(oldHead))
	if err != nil {
		t.Fatal(err)
	}
	if string(hash) != string(canon.Hash().Bytes()) {
		t.Errorf("block %d stored as %x, the new branch has %s", oldHead, hash, canon.Hash())
	}
	if !pgtest.DiffDumps(t, pgtest.Dump(t, refDB), pgtest.Dump(t, killDB)) {
		t.Errorf("killed-mid-rollback and restarted run differs from an uninterrupted index of the new branch")
	}
	check := exec.CommandContext(ctx, bin, "rebuild", "--check")
	check.Env = c.env(killURL)
	if out, err := check.CombinedOutput(); err != nil {
		t.Errorf("rebuild --check: %v\n%s", err, out)
	}
}

func bigInt(n int64) *big.Int { return big.NewInt(n) }
