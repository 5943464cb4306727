package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/devnet"
	"github.com/neoswap/neoswap/contracts/sim"
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
	dir := t.TempDir()
	bin := filepath.Join(dir, "mainapi")
	if out, err := exec.CommandContext(ctx, "go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}

	// A devnet that mines only when asked (no idle blocks): the chain is
	// fixed once the simulation is done, so both runs index the same one.
	quiet := slog.New(slog.DiscardHandler)
	dn, err := devnet.Start(ctx, devnet.Config{Addr: "127.0.0.1:0", BlockTime: time.Hour, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	defer dn.Close()
	accts := dn.Accounts()
	fund := make([]common.Address, 0, len(accts)-1)
	for _, a := range accts[1:] {
		fund = append(fund, a.Address)
	}
	dep, err := deploy.Run(ctx, deploy.Config{
		Backend: dn.Client(), Deployer: accts[0].Key, Fund: fund, Commit: func() { dn.Commit() }, Logger: quiet,
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sim.Run(ctx, sim.Config{
		Backend: dn.Client(), Deployment: dep, Traders: accts[1:], Commit: func() { dn.Commit() },
		TradesPerBlock: 3, Interval: -1, Rounds: 150, Seed: 7, Logger: quiet,
	}); err != nil {
		t.Fatal(err)
	}
	depFile := filepath.Join(dir, "deployment.json")
	if err := dep.WriteJSON(depFile); err != nil {
		t.Fatal(err)
	}
	hdr, err := dn.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	head := hdr.Number.Int64()
	t.Logf("devnet head %d (deployment start block %d)", head, dep.StartBlock)

	newDB := func() (string, *postgres.DB) {
		u := pgtest.URL(t)
		if err := postgres.CreateDatabase(ctx, u); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			c, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			if err := postgres.DropDatabase(c, u); err != nil {
				t.Error(err)
			}
		})
		db, err := postgres.Open(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(db.Close)
		return u, db
	}
	env := func(dbURL string) []string {
		return append(os.Environ(), "DATABASE_URL="+dbURL, "RPC_URL="+dn.RPCURL(), "DEPLOYMENT_FILE="+depFile,
			fmt.Sprintf("CHAIN_ID=%d", dn.ChainID().Uint64()), "FINALITY_DEPTH=6", "INDEXER_BATCH=8",
			"INDEXER_POLL=50ms", "LOG_LEVEL=warn")
	}
	start := func(name, dbURL string) (*exec.Cmd, *bytes.Buffer) {
		var logs bytes.Buffer
		cmd := exec.Command(bin, "index")
		cmd.Env, cmd.Stdout, cmd.Stderr = env(dbURL), io.Discard, &logs
		if err := cmd.Start(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
		return cmd, &logs
	}
	stored := func(db *postgres.DB) int64 {
		var n int64
		err := db.Pool.QueryRow(ctx, "SELECT number FROM chain_head").Scan(&n)
		if errors.Is(err, pgx.ErrNoRows) || isUndefinedTable(err) {
			return -1
		}
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	waitFor := func(name string, db *postgres.DB, cmd *exec.Cmd, logs *bytes.Buffer, n int64) {
		for stored(db) < n {
			if cmd.ProcessState != nil || ctx.Err() != nil {
				t.Fatalf("%s: stopped before block %d (at %d)\n%s", name, n, stored(db), logs)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	stop := func(cmd *exec.Cmd, sig syscall.Signal) {
		_ = cmd.Process.Signal(sig)
		_ = cmd.Wait()
	}

	refURL, refDB := newDB()
	killURL, killDB := newDB()
	ref, refLogs := start("uninterrupted", refURL)
	first, firstLogs := start("first run", killURL)

	// Kill the first run mid-backfill: past a few batches, well before the
	// finality-depth tail that goes one block per transaction.
	mid := int64(dep.StartBlock) + (head-int64(dep.StartBlock))/2
	waitFor("first run", killDB, first, firstLogs, mid)
	stop(first, syscall.SIGKILL)
	killedAt := stored(killDB)
	if killedAt >= head-6 {
		t.Fatalf("killed at block %d: not mid-backfill (head %d)", killedAt, head)
	}
	t.Logf("SIGKILL at stored head %d of %d", killedAt, head)

	second, secondLogs := start("restart", killURL)
	waitFor("restart", killDB, second, secondLogs, head)
	waitFor("uninterrupted", refDB, ref, refLogs, head)
	stop(second, syscall.SIGTERM)
	stop(ref, syscall.SIGTERM)

	if !pgtest.DiffDumps(t, pgtest.Dump(t, refDB), pgtest.Dump(t, killDB)) {
		t.Errorf("killed and restarted run differs from the uninterrupted run")
	}
	check := exec.CommandContext(ctx, bin, "rebuild", "--check")
	check.Env = env(killURL)
	if out, err := check.CombinedOutput(); err != nil {
		t.Errorf("rebuild --check: %v\n%s", err, out)
	}

	// A node of another network is refused before anything is indexed: a
	// deployment and CHAIN_ID that agree on chain 5, a node of chain 1.
	raw, err := os.ReadFile(depFile)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	doc["chainId"] = 5
	otherDep := filepath.Join(dir, "deployment-chain5.json")
	if raw, err = json.Marshal(doc); err != nil || os.WriteFile(otherDep, raw, 0o644) != nil {
		t.Fatal("write the chain-5 deployment")
	}
	otherURL, _ := newDB()
	wctx, wcancel := context.WithTimeout(ctx, 30*time.Second) // without the check it would index on
	defer wcancel()
	wrong := exec.CommandContext(wctx, bin, "index")
	wrong.Env = append(env(otherURL), "CHAIN_ID=5", "DEPLOYMENT_FILE="+otherDep) // the last value of a key wins
	out, err := wrong.CombinedOutput()
	want := fmt.Sprintf("RPC_URL serves chain %d, CHAIN_ID is 5", dn.ChainID().Uint64())
	if err == nil || !bytes.Contains(out, []byte(want)) {
		t.Errorf("index against a node of another chain: err %v, output %s; want an exit with %q", err, out, want)
	}
}

func isUndefinedTable(err error) bool {
	var pe interface{ SQLState() string }
	return errors.As(err, &pe) && pe.SQLState() == "42P01"
}
