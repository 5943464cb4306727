package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestKillMidBackfill is issue 4's kill test: `mainapi index` is SIGKILLed
// in the middle of a backfill from a devnet and restarted; once it reaches
// the head, every table equals an uninterrupted run's, and `rebuild
// --check` exits 0.
func TestKillMidBackfill(t *testing.T) {
	if testing.Short() {
		t.Skip("builds mainapi and runs a devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	bin := mainapiBinary(t)
	// A devnet that mines only when asked (no idle blocks): the chain is
	// fixed once the simulation is done, so both runs index the same one.
	c := newChain(t, ctx, 150)
	dn, dep := c.dn, c.dep
	head := c.head(t, ctx)
	t.Logf("devnet head %d (deployment start block %d)", head, dep.StartBlock)

	start := func(dbURL string) (*exec.Cmd, *logBuffer) { return startMainapi(t, bin, "index", c.env(dbURL)) }
	stored := func(db *postgres.DB) int64 { return storedHead(t, ctx, db) }
	stop := func(cmd *exec.Cmd, sig syscall.Signal) {
		_ = cmd.Process.Signal(sig)
		_ = cmd.Wait()
	}
	refURL, refDB := newTestDB(t, ctx)
	killURL, killDB := newTestDB(t, ctx)
	ref, refLogs := start(refURL)
	first, firstLogs := start(killURL)

	// Kill the first run mid-backfill: past a few batches, well before the
	// finality-depth tail that goes one block per transaction.
	mid := int64(dep.StartBlock) + (head-int64(dep.StartBlock))/2
	waitIndexed(t, ctx, "first run", killDB, first, firstLogs, mid)
	stop(first, syscall.SIGKILL)
	killedAt := stored(killDB)
	if killedAt >= head-6 {
		t.Fatalf("killed at block %d: not mid-backfill (head %d)", killedAt, head)
	}
	t.Logf("SIGKILL at stored head %d of %d", killedAt, head)

	second, secondLogs := start(killURL)
	waitIndexed(t, ctx, "restart", killDB, second, secondLogs, head)
	waitIndexed(t, ctx, "uninterrupted", refDB, ref, refLogs, head)
	stop(second, syscall.SIGTERM)
	stop(ref, syscall.SIGTERM)

	if !pgtest.DiffDumps(t, pgtest.Dump(t, refDB), pgtest.Dump(t, killDB)) {
		t.Errorf("killed and restarted run differs from the uninterrupted run")
	}
	// rebuild --check writes nothing: not even the deployment's contracts,
	// which rebuild rewrites (row versions, xmin, would change).
	versions := func() string {
		var v string
		if err := killDB.Pool.QueryRow(ctx, `SELECT string_agg(xmin::text, ',' ORDER BY address, role) FROM contracts`).Scan(&v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	before := versions()
	check := exec.CommandContext(ctx, bin, "rebuild", "--check")
	check.Env = c.env(killURL)
	if out, err := check.CombinedOutput(); err != nil {
		t.Errorf("rebuild --check: %v\n%s", err, out)
	}
	if after := versions(); after != before {
		t.Errorf("rebuild --check rewrote contracts: row versions %s, then %s", before, after)
	}

	// A node of another network is refused before anything is indexed: a
	// deployment and CHAIN_ID that agree on chain 5, a node of chain 1.
	raw, err := os.ReadFile(c.depFile)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	doc["chainId"] = 5
	otherDep := filepath.Join(t.TempDir(), "deployment-chain5.json")
	if raw, err = json.Marshal(doc); err != nil || os.WriteFile(otherDep, raw, 0o644) != nil {
		t.Fatal("write the chain-5 deployment")
	}
	otherURL, _ := newTestDB(t, ctx)
	wctx, wcancel := context.WithTimeout(ctx, 30*time.Second) // without the check it would index on
	defer wcancel()
	wrong := exec.CommandContext(wctx, bin, "index")
	wrong.Env = append(c.env(otherURL), "CHAIN_ID=5", "DEPLOYMENT_FILE="+otherDep) // the last value of a key wins
	out, err := wrong.CombinedOutput()
	want := fmt.Sprintf("RPC_URL serves chain %d, CHAIN_ID is 5", dn.ChainID().Uint64())
	if err == nil || !bytes.Contains(out, []byte(want)) {
		t.Errorf("index against a node of another chain: err %v, output %s; want an exit with %q", err, out, want)
	}
}
