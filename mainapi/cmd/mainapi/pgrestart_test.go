package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestServeSurvivesPostgresRestart is issue 34's case 8: the Postgres
// server under a running `mainapi serve` crashes (`pg_ctl stop -m
// immediate`, no shutdown checkpoint) in the middle of a backfill and comes
// back a few seconds later. The same process carries on: the indexer,
// started again by its supervisor, finishes the backfill and follows new
// blocks, the API answers at the new head, and every table equals an
// uninterrupted index of the same chain (no half-applied block), with
// `rebuild --check` exiting 0.
//
// The server is a throwaway cluster of the test's own (initdb in a temp
// dir, a free port): the shared one is never restarted.
// TestServeSurvivesDatabaseDisconnect covers terminated connections on a
// server that stays up.
func TestServeSurvivesPostgresRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("builds mainapi, runs a devnet and a Postgres cluster")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	pg := startCluster(t)
	bin := mainapiBinary(t)
	c := newChain(t, ctx, 150)
	head := c.head(t, ctx)

	dbURL := pg.url("mainapi_restart")
	if err := postgres.CreateDatabase(ctx, dbURL); err != nil {
		t.Fatal(err)
	}
	db, err := postgres.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	addr := freeAddr(t)
	cmd, logs := startMainapi(t, bin, "serve", append(c.env(dbURL), "MAINAPI_ADDR="+addr))

	mid := int64(c.dep.StartBlock) + (head-int64(c.dep.StartBlock))/3
	waitIndexed(t, ctx, "before the restart", db, cmd, logs, mid)
	at := storedHead(t, ctx, db)
	pg.ctl("stop", "-m", "immediate")
	t.Logf("Postgres crashed at stored head %d of %d", at, head)
	time.Sleep(3 * time.Second) // the service runs without a database meanwhile
	if cmd.ProcessState != nil {
		t.Fatalf("serve exited while Postgres was down\n%s", logs)
	}
	pg.ctl("start", "-w")

	// New blocks after the restart are followed too.
	c.simulate(t, ctx, 5, 8)
	head = c.head(t, ctx)
	wctx, wcancel := context.WithTimeout(ctx, 2*time.Minute)
	defer wcancel()
	waitIndexed(t, wctx, "after the restart", db, cmd, logs, head)
	if !strings.Contains(logs.String(), "starting it again") {
		t.Errorf("no restart of the indexer in the log:\n%s", logs)
	}
	want := fmt.Sprint(head)
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
			t.Fatalf("/chain/head after the restart: %d, X-Indexed-Block %q, want 200 at %s", resp.StatusCode, got, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
	_ = cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Errorf("serve did not stop cleanly: %v\n%s", err, logs)
	}

	refURL, refDB := newTestDB(t, ctx)
	ref, refLogs := startMainapi(t, bin, "index", c.env(refURL))
	waitIndexed(t, ctx, "uninterrupted", refDB, ref, refLogs, head)
	_ = ref.Process.Signal(syscall.SIGTERM)
	_ = ref.Wait()
	if !pgtest.DiffDumps(t, pgtest.Dump(t, refDB), pgtest.Dump(t, db)) {
		t.Errorf("the run through a Postgres restart differs from an uninterrupted one")
	}
	check := exec.CommandContext(ctx, bin, "rebuild", "--check")
	check.Env = c.env(dbURL)
	if out, err := check.CombinedOutput(); err != nil {
		t.Errorf("rebuild --check: %v\n%s", err, out)
	}
}

// cluster is a private Postgres server in a temp dir.
type cluster struct {
	t    *testing.T
	bin  string // the server's bin directory
	dir  string // data directory
	port int
	as   string // the user to run the server as ("" for the current one)
}

// startCluster initdbs and starts a cluster on a free port, stopped and
// removed when the test ends. It skips the test when no Postgres server
// binaries are installed. Postgres refuses to run as root, so under root
// it runs as the postgres user.
func startCluster(t *testing.T) *cluster {
	t.Helper()
	bins, _ := filepath.Glob("/usr/lib/postgresql/*/bin/pg_ctl")
	if len(bins) == 0 {
		t.Skip("no Postgres server binaries in /usr/lib/postgresql")
	}
	base, err := os.MkdirTemp("", "pgrestart")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(base) })
	c := &cluster{t: t, bin: filepath.Dir(bins[len(bins)-1]), dir: filepath.Join(base, "data")}
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			t.Skipf("running as root without a postgres user: %v", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(base, uid, gid); err != nil {
			t.Fatal(err)
		}
		c.as = "postgres"
	}
	_, p, _ := strings.Cut(freeAddr(t), ":")
	c.port, _ = strconv.Atoi(p)
	c.run("initdb", "-D", c.dir, "-A", "trust", "-U", "postgres", "--no-sync")
	conf := fmt.Sprintf("port = %d\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '%s'\nfsync = off\n", c.port, base)
	f, err := os.OpenFile(filepath.Join(c.dir, "postgresql.conf"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(conf); err != nil || f.Close() != nil {
		t.Fatalf("postgresql.conf: %v", err)
	}
	c.ctl("start", "-w")
	t.Cleanup(func() { c.ctl("stop", "-m", "immediate") })
	return c
}

// url is the URL of database name on the cluster.
func (c *cluster) url(name string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", c.port, name)
}

// ctl runs pg_ctl on the cluster. The server logs to a file: with its
// output on ours, it would hold the pipe open and the run would never end.
func (c *cluster) ctl(args ...string) {
	c.run(filepath.Join(c.bin, "pg_ctl"), append([]string{"-D", c.dir, "-l", filepath.Join(filepath.Dir(c.dir), "log")}, args...)...)
}

// run runs a program as the cluster's user; initdb is found in bin.
func (c *cluster) run(prog string, args ...string) {
	c.t.Helper()
	if prog == "initdb" {
		prog = filepath.Join(c.bin, prog)
	}
	if c.as != "" {
		args = append([]string{"-u", c.as, "--", prog}, args...)
		prog = "runuser"
	}
	if out, err := exec.Command(prog, args...).CombinedOutput(); err != nil {
		c.t.Fatalf("%s %v: %v\n%s", prog, args, err, out)
	}
}
