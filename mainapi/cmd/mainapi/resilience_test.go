package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestServeSurvivesDatabaseDisconnect: `mainapi serve` with its indexer
// loses every database connection at once (as in a Postgres restart or
// failover: the writer's lock, its LISTENs and the API's pool) and carries
// on: the API answers again and the indexer, started again by its
// supervisor, takes the writer lock back and indexes the blocks mined
// since. Before the supervisor the indexer stayed halted until the
// process was restarted.
func TestServeSurvivesDatabaseDisconnect(t *testing.T) {
	if testing.Short() {
		t.Skip("builds mainapi and runs a devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	bin := mainapiBinary(t)
	c := newChain(t, ctx, 10)
	dbURL, db := newTestDB(t, ctx)
	addr := freeAddr(t)
	cmd, logs := startMainapi(t, bin, "serve", append(c.env(dbURL), "MAINAPI_ADDR="+addr))

	waitHead := func(what string, n int64) {
		t.Helper()
		wctx, cancel := context.WithTimeout(ctx, 90*time.Second)
		defer cancel()
		waitIndexed(t, wctx, what, db, cmd, logs, n)
	}
	waitHead("first backfill", c.head(t, ctx))

	// Every backend of the service's database is terminated, the test's own
	// pool included (pgxpool replaces broken connections).
	var killed int
	if err := db.Pool.QueryRow(ctx, `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND pid <> pg_backend_pid()`).Scan(&killed); err != nil {
		t.Fatal(err)
	}
	if killed == 0 {
		t.Fatal("no backend of the service to terminate")
	}
	t.Logf("terminated %d backends", killed)

	c.simulate(t, ctx, 5, 8)
	waitHead("after the disconnect", c.head(t, ctx))
	if !strings.Contains(logs.String(), "starting it again") {
		t.Errorf("no restart of the indexer in the log:\n%s", logs)
	}
	// The API serves the new head too (its head read is refreshed at least
	// every HEAD_REFRESH, 250 ms, while its LISTEN reconnects).
	want := fmt.Sprint(c.head(t, ctx))
	for deadline := time.Now().Add(10 * time.Second); ; {
		resp, err := http.Get("http://" + addr + "/chain/head")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		got := resp.Header.Get("X-Indexed-Block")
		if resp.StatusCode == http.StatusOK && got == want {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("/chain/head after the disconnect: %d, X-Indexed-Block %q, want 200 at %s", resp.StatusCode, got, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
	_ = cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Errorf("serve did not stop cleanly: %v\n%s", err, logs)
	}
}

// freeAddr is a loopback address with a port free at the time of asking.
func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}
