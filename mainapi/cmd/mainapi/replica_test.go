package main

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi/postgres"
)

// replicaPort is the port of the test's standby (docs/replicas.md).
const replicaPort = 46432

// TestReplicaServesReads runs the topology of docs/replicas.md on this
// machine: a real hot standby of the local cluster (pg_basebackup -R,
// started on replicaPort with the installed server binaries), a writer
// `mainapi serve` (indexer, DATABASE_URL) and a read-only one
// (DATABASE_READ_URL on the standby, no indexer). Webhook deliveries sent
// to the read-only one land in the primary's inbox and are applied by the
// writer; while the standby's replay is paused the read-only one keeps
// naming the standby's head, not the primary's; both serve equal bodies
// once the standby replays them; with the standby stopped, the read-only
// one answers 503 with Retry-After.
//
// It changes the primary's configuration when it must (replication from
// 127.0.0.1), so it runs only with REPLICA_TEST=1: `make replica-test`
// runs scripts/ensure-replication.sh first, then this test.
func TestReplicaServesReads(t *testing.T) {
	if os.Getenv("REPLICA_TEST") != "1" {
		t.Skip("REPLICA_TEST=1 runs it (make replica-test): it starts a standby of the local cluster")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	bin := mainapiBinary(t)
	c := newChain(t, ctx, 10)
	dbURL, db := newTestDB(t, ctx)
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	rs := startStandby(t, ctx, dbURL, db)

	const secret = "replica-test-secret"
	writerAddr, readerAddr := freeAddr(t), freeAddr(t)
	// The writer waits for deliveries (INDEXER_POLL 1h): once caught up,
	// new blocks reach it only through the inbox.
	// Both share CURSOR_SECRET, as servers behind one balancer must
	// (cursors are part of the bodies compared).
	writer, wlogs := startMainapi(t, bin, "serve", append(c.env(dbURL), "CURSOR_SECRET="+secret,
		"MAINAPI_ADDR="+writerAddr, "WEBHOOK_SECRET="+secret, "INDEXER_POLL=1h", "MAX_HEAD_LAG=0"))
	wctx, wcancel := context.WithTimeout(ctx, 90*time.Second)
	waitIndexed(t, wctx, "writer backfill", db, writer, wlogs, c.head(t, ctx))
	wcancel()
	readerEnv := append(c.env(dbURL), "RPC_URL=", "CURSOR_SECRET="+secret, "DATABASE_READ_URL="+rs.url, "MAINAPI_ADDR="+readerAddr,
		"WEBHOOK_SECRET="+secret, "MAX_HEAD_LAG=0", "HEAD_POLL=50ms", "LOG_LEVEL=info")
	reader, rlogs := startMainapi(t, bin, "serve", readerEnv)
	waitListening(t, ctx, readerAddr, reader, rlogs)
	waitListening(t, ctx, writerAddr, writer, wlogs)

	paths := []string{"/chain/head", "/dex/pools", "/tokens", "/activity?limit=20", "/analytics/overview"}
	sameBodies := func(what string) {
		t.Helper()
		head := strconv.FormatInt(storedHead(t, ctx, db), 10)
		for _, p := range paths {
			w := getAt(t, ctx, writerAddr, p, head)
			r := getAt(t, ctx, readerAddr, p, head)
			if w.status != http.StatusOK || r.status != http.StatusOK {
				t.Fatalf("%s: GET %s: writer %d, reader %d\n%s\n%s", what, p, w.status, r.status, w.body, r.body)
			}
			if wb, rb := withoutGeneratedAt(t, w.body), withoutGeneratedAt(t, r.body); !bytes.Equal(wb, rb) || w.etag != r.etag {
				t.Errorf("%s: GET %s differs at head %s: writer ETag %s, reader ETag %s\nwriter %.400s\nreader %.400s",
					what, p, head, w.etag, r.etag, wb, rb)
			}
		}
	}
	sameBodies("after the backfill")

	// New blocks, delivered only to the read-only server: it records them
	// in the primary's inbox, the writer applies them, the standby
	// replays them and the read-only server's polled head reaches them.
	deliver := func(from, to int64) {
		t.Helper()
		for n := from; n <= to; n++ {
			status, body := deliverBlock(t, ctx, c, readerAddr, secret, n)
			if status != http.StatusOK || !strings.Contains(body, `"recorded":true`) {
				t.Fatalf("delivery of block %d to the read-only server: %d %s\n%s", n, status, body, rlogs)
			}
		}
		wctx, wcancel := context.WithTimeout(ctx, 60*time.Second)
		defer wcancel()
		waitIndexed(t, wctx, "blocks delivered to the read-only server", db, writer, wlogs, to)
	}

	// While the standby does not replay, the primary moves on and the
	// read-only server keeps naming the head the standby has: never one
	// whose rows it cannot read.
	replayed := storedHead(t, ctx, db)
	rs.pauseReplay(t, ctx, true)
	from := c.head(t, ctx) + 1
	c.simulate(t, ctx, 1, 9)
	deliver(from, c.head(t, ctx))
	want := strconv.FormatInt(replayed, 10)
	for i := 0; i < 10; i++ { // several HEAD_POLLs
		if r := get(t, ctx, readerAddr, "/chain/head"); r.status != http.StatusOK || r.indexedBlock != want ||
			!strings.Contains(string(r.body), `"blockNumber":`+want+`,`) {
			t.Fatalf("replay paused at %s: read-only /chain/head %d, X-Indexed-Block %s, %s", want, r.status, r.indexedBlock, r.body)
		}
		time.Sleep(50 * time.Millisecond)
	}
	rs.pauseReplay(t, ctx, false)
	from = c.head(t, ctx) + 1
	c.simulate(t, ctx, 3, 10)
	deliver(from, c.head(t, ctx))
	sameBodies("after the deliveries")

	// The standby stops: the read-only server must not keep answering
	// from the head it last saw. Its data routes and its head answer 503
	// with Retry-After within a few head polls; the writer is unaffected.
	rs.stop(t)
	deadline := time.Now().Add(10 * time.Second)
	for _, p := range paths {
		for {
			r := get(t, ctx, readerAddr, p)
			if r.status == http.StatusServiceUnavailable {
				if r.retryAfter == "" {
					t.Errorf("GET %s with the standby down: 503 without Retry-After", p)
				}
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("GET %s with the standby down: %d %s, want 503", p, r.status, r.body)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	for _, p := range paths {
		if r := get(t, ctx, readerAddr, p); r.status != http.StatusServiceUnavailable || r.retryAfter == "" {
			t.Errorf("GET %s with the standby down, again: %d (Retry-After %q), want 503 with Retry-After", p, r.status, r.retryAfter)
		}
		if r := get(t, ctx, writerAddr, p); r.status != http.StatusOK {
			t.Errorf("GET %s on the writer with the standby down: %d, want 200", p, r.status)
		}
	}
	if r := get(t, ctx, readerAddr, "/health/live"); r.status != http.StatusServiceUnavailable {
		t.Errorf("GET /health/live with the standby down: %d, want 503", r.status)
	}
}

// withoutGeneratedAt is a JSON object body without its top-level
// generatedAt, the time of the request rather than of the data.
func withoutGeneratedAt(t *testing.T, body []byte) []byte {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatalf("body is not a JSON object: %v\n%.400s", err, body)
	}
	delete(m, "generatedAt")
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

type answer struct {
	status           int
	body             []byte
	etag, retryAfter string
	indexedBlock     string
}

func get(t *testing.T, ctx context.Context, addr, path string) answer {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return answer{status: resp.StatusCode, body: body, etag: resp.Header.Get("ETag"),
		retryAfter: resp.Header.Get("Retry-After"), indexedBlock: resp.Header.Get("X-Indexed-Block")}
}

// getAt GETs path until the server answers it from head (X-Indexed-Block).
func getAt(t *testing.T, ctx context.Context, addr, path, head string) answer {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		a := get(t, ctx, addr, path)
		if a.indexedBlock == head {
			return a
		}
		if time.Now().After(deadline) {
			t.Fatalf("GET %s on %s: X-Indexed-Block %q after 30 s, want %s", path, addr, a.indexedBlock, head)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// waitListening waits until the server answers /version.
func waitListening(t *testing.T, ctx context.Context, addr string, cmd *exec.Cmd, logs *logBuffer) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); ; {
		if resp, err := http.Get("http://" + addr + "/version"); err == nil {
			resp.Body.Close()
			return
		}
		if cmd.ProcessState != nil || time.Now().After(deadline) || ctx.Err() != nil {
			t.Fatalf("mainapi on %s not listening\n%s", addr, logs)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// deliverBlock posts block n, as the node returns it, to addr's webhook
// signed with secret (docs/indexer.md, "Webhook").
func deliverBlock(t *testing.T, ctx context.Context, c *chain, addr, secret string, n int64) (int, string) {
	t.Helper()
	var block, receipts json.RawMessage
	num := fmt.Sprintf("0x%x", n)
	node, err := rpc.DialContext(ctx, c.dn.RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	defer node.Close()
	if err := node.CallContext(ctx, &block, "eth_getBlockByNumber", num, false); err != nil {
		t.Fatal(err)
	}
	if err := node.CallContext(ctx, &receipts, "eth_getBlockReceipts", num); err != nil {
		t.Fatal(err)
	}
	body, err := json.Marshal(map[string]json.RawMessage{"block": block, "receipts": receipts})
	if err != nil {
		t.Fatal(err)
	}
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "." + string(body)))
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://"+addr+"/internal/ingest/block", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Webhook-Timestamp", ts)
	req.Header.Set("X-Webhook-Signature", "sha256="+hex.EncodeToString(mac.Sum(nil)))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(out)
}

// standby is a hot standby of the local cluster started by the test.
type standby struct {
	dir, data string
	url       string // dbURL's database on the standby
	stopped   bool
	// run makes a command of the server binaries, run as the user that
	// owns the standby.
	run func(name string, args ...string) *exec.Cmd
}

// write writes a file into the standby's data directory, owned by the
// user that runs the server.
func (s *standby) write(t *testing.T, name, text string) {
	t.Helper()
	cmd := s.shell(`cat > "$0"`, filepath.Join(s.data, name))
	cmd.Stdin = strings.NewReader(text)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("write %s: %v\n%s", name, err, out)
	}
}

// shell runs a shell script as the standby's user.
func (s *standby) shell(script string, args ...string) *exec.Cmd {
	if os.Geteuid() == 0 {
		return exec.Command("runuser", append([]string{"-u", "postgres", "--", "sh", "-c", script}, args...)...)
	}
	return exec.Command("sh", append([]string{"-c", script}, args...)...)
}

// pauseReplay pauses (or resumes) the standby's WAL replay and waits
// until it is in effect.
func (s *standby) pauseReplay(t *testing.T, ctx context.Context, pause bool) {
	t.Helper()
	conn, err := pgx.Connect(ctx, s.url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	fn, want := "pg_wal_replay_resume", "not paused"
	if pause {
		fn, want = "pg_wal_replay_pause", "paused"
	}
	if _, err := conn.Exec(ctx, "SELECT "+fn+"()"); err != nil {
		t.Fatalf("%s: %v", fn, err)
	}
	for deadline := time.Now().Add(10 * time.Second); ; {
		var state string
		if err := conn.QueryRow(ctx, "SELECT pg_get_wal_replay_pause_state()").Scan(&state); err != nil {
			t.Fatal(err)
		}
		if state == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("standby replay %q after %s, want %q", state, fn, want)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// stop stops the standby at once (no shutdown checkpoint: it is thrown
// away). Stopping it twice is a no-op.
func (s *standby) stop(t *testing.T) {
	t.Helper()
	if s.stopped || s.run == nil {
		return
	}
	s.stopped = true
	if _, err := os.Stat(filepath.Join(s.data, "postmaster.pid")); err != nil {
		return // never started
	}
	if out, err := s.run("pg_ctl", "-D", s.data, "-m", "immediate", "-w", "stop").CombinedOutput(); err != nil {
		t.Errorf("pg_ctl stop: %v\n%s", err, out)
	}
}

// startStandby clones the cluster of primaryURL with pg_basebackup -R into a
// temporary directory and starts it on replicaPort, as the postgres user
// when the test runs as root (the server refuses to). It waits until the
// standby has replayed primaryURL's database and schema. The standby is
// stopped and its directory removed when the test ends.
func startStandby(t *testing.T, ctx context.Context, primaryURL string, primary *postgres.DB) *standby {
	t.Helper()
	u, err := url.Parse(primaryURL)
	if err != nil {
		t.Fatal(err)
	}
	bindir := os.Getenv("PG_BINDIR")
	if bindir == "" {
		out, err := exec.Command("pg_config", "--bindir").Output()
		if err != nil {
			t.Fatalf("pg_config --bindir: %v (set PG_BINDIR)", err)
		}
		bindir = strings.TrimSpace(string(out))
	}
	dir, err := os.MkdirTemp("", "mainapi-standby-")
	if err != nil {
		t.Fatal(err)
	}
	s := &standby{dir: dir, data: filepath.Join(dir, "data")}
	t.Cleanup(func() {
		s.stop(t)
		os.RemoveAll(dir)
	})
	if os.Geteuid() == 0 {
		pg, err := user.Lookup("postgres")
		if err != nil {
			t.Fatalf("running as root and there is no postgres user to run the standby: %v", err)
		}
		uid, _ := strconv.Atoi(pg.Uid)
		gid, _ := strconv.Atoi(pg.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			t.Fatal(err)
		}
	}
	s.run = func(name string, args ...string) *exec.Cmd {
		if os.Geteuid() == 0 {
			return exec.Command("runuser", append([]string{"-u", "postgres", "--", filepath.Join(bindir, name)}, args...)...)
		}
		return exec.Command(filepath.Join(bindir, name), args...)
	}
	host, port := u.Hostname(), u.Port()
	if port == "" {
		port = "5432"
	}
	pgUser := "postgres"
	if u.User != nil && u.User.Username() != "" {
		pgUser = u.User.Username()
	}
	// -c fast: no wait for a spread checkpoint; -X stream: the WAL of the
	// copy comes along; -R: standby.signal and primary_conninfo.
	if out, err := s.run("pg_basebackup", "-h", host, "-p", port, "-U", pgUser, "-D", s.data, "-R", "-X", "stream", "-c", "fast").CombinedOutput(); err != nil {
		t.Fatalf("pg_basebackup: %v\n%s\n(replication from 127.0.0.1 must be allowed: scripts/ensure-replication.sh)", err, out)
	}
	// A hot standby needs these at least as high as its primary's.
	var conf strings.Builder
	fmt.Fprintf(&conf, "port = %d\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '%s'\nhot_standby = on\n", replicaPort, dir)
	fmt.Fprintf(&conf, "shared_buffers = '32MB'\nfsync = off\nlogging_collector = off\n")
	for _, name := range []string{"max_connections", "max_worker_processes", "max_wal_senders", "max_prepared_transactions", "max_locks_per_transaction"} {
		var v string
		if err := primary.Pool.QueryRow(ctx, "SELECT setting FROM pg_settings WHERE name = $1", name).Scan(&v); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&conf, "%s = %s\n", name, v)
	}
	// Debian keeps postgresql.conf and pg_hba.conf outside the data
	// directory, so the copy has neither: the standby gets its own.
	s.write(t, "postgresql.conf", conf.String())
	s.write(t, "pg_hba.conf", "local all all trust\nhost all all 127.0.0.1/32 trust\n")
	if out, err := s.run("pg_ctl", "-D", s.data, "-l", filepath.Join(dir, "server.log"), "-w", "-t", "60", "start").CombinedOutput(); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "server.log"))
		t.Fatalf("pg_ctl start: %v\n%s\n%s", err, out, log)
	}
	ru := *u
	ru.Host = fmt.Sprintf("127.0.0.1:%d", replicaPort)
	s.url = ru.String()
	// The standby has the database and its migrated schema once it replays
	// past them.
	for deadline := time.Now().Add(30 * time.Second); ; {
		rdb, err := postgres.OpenRead(ctx, s.url)
		if err == nil {
			var n int
			err = rdb.Pool.QueryRow(ctx, "SELECT count(*) FROM chain_head").Scan(&n)
			var inRecovery bool
			if err == nil {
				err = rdb.Pool.QueryRow(ctx, "SELECT pg_is_in_recovery()").Scan(&inRecovery)
			}
			rdb.Close()
			if err == nil {
				if !inRecovery {
					t.Fatal("the server on the standby's port is not in recovery")
				}
				return s
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("standby at %s not serving the test database: %v", s.url, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
