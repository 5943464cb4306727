package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
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

// The process-level tests (kill_test.go, resilience_test.go) run the real
// binary against a devnet and a database of their own.

var (
	binOnce sync.Once
	binDir  string
	binPath string
	binErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// mainapiBinary builds this command once for the package's tests.
func mainapiBinary(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		if binDir, binErr = os.MkdirTemp("", "mainapi-bin"); binErr != nil {
			return
		}
		binPath = filepath.Join(binDir, "mainapi")
		if out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput(); err != nil {
			binErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}

// chain is a devnet that mines only when asked, with the system deployed
// and a simulation's trades on it.
type chain struct {
	dn      *devnet.Devnet
	dep     *deploy.Deployment
	depFile string
}

func newChain(t *testing.T, ctx context.Context, rounds int) *chain {
	t.Helper()
	quiet := slog.New(slog.DiscardHandler)
	dn, err := devnet.Start(ctx, devnet.Config{Addr: "127.0.0.1:0", BlockTime: time.Hour, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dn.Close() })
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
	c := &chain{dn: dn, dep: dep, depFile: filepath.Join(t.TempDir(), "deployment.json")}
	c.simulate(t, ctx, rounds, 7)
	if err := dep.WriteJSON(c.depFile); err != nil {
		t.Fatal(err)
	}
	return c
}

// simulate mines rounds blocks of trades.
func (c *chain) simulate(t *testing.T, ctx context.Context, rounds int, seed uint64) {
	t.Helper()
	if _, err := sim.Run(ctx, sim.Config{
		Backend: c.dn.Client(), Deployment: c.dep, Traders: c.dn.Accounts()[1:], Commit: func() { c.dn.Commit() },
		TradesPerBlock: 3, Interval: -1, Rounds: rounds, Seed: seed, Logger: slog.New(slog.DiscardHandler),
	}); err != nil {
		t.Fatal(err)
	}
}

// head is the devnet's head number.
func (c *chain) head(t *testing.T, ctx context.Context) int64 {
	t.Helper()
	hdr, err := c.dn.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	return hdr.Number.Int64()
}

// env is the environment of the binary indexing this chain into dbURL.
func (c *chain) env(dbURL string) []string {
	return append(os.Environ(), "DATABASE_URL="+dbURL, "RPC_URL="+c.dn.RPCURL(), "DEPLOYMENT_FILE="+c.depFile,
		fmt.Sprintf("CHAIN_ID=%d", c.dn.ChainID().Uint64()), "FINALITY_DEPTH=6", "INDEXER_BATCH=8",
		"INDEXER_POLL=50ms", "LOG_LEVEL=warn")
}

// newTestDB creates an empty database, dropped when the test ends.
func newTestDB(t *testing.T, ctx context.Context) (string, *postgres.DB) {
	t.Helper()
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

// startMainapi starts the binary with a command and env; its log is the
// returned buffer. It is killed when the test ends.
func startMainapi(t *testing.T, bin, command string, env []string) (*exec.Cmd, *logBuffer) {
	t.Helper()
	var logs logBuffer
	cmd := exec.Command(bin, command)
	cmd.Env, cmd.Stdout, cmd.Stderr = env, io.Discard, &logs
	if err := cmd.Start(); err != nil {
		t.Fatalf("%s: %v", command, err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	return cmd, &logs
}

// waitIndexed waits until the indexed head reaches n; it fails the test
// when the process stops or ctx ends first.
func waitIndexed(t *testing.T, ctx context.Context, what string, db *postgres.DB, cmd *exec.Cmd, logs *logBuffer, n int64) {
	t.Helper()
	for storedHead(t, ctx, db) < n {
		if cmd.ProcessState != nil || ctx.Err() != nil {
			t.Fatalf("%s: indexed head %d, want %d\n%s", what, storedHead(t, context.Background(), db), n, logs)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// storedHead is the indexed head's number, -1 before there is one.
func storedHead(t *testing.T, ctx context.Context, db *postgres.DB) int64 {
	t.Helper()
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

func isUndefinedTable(err error) bool {
	var pe interface{ SQLState() string }
	return errors.As(err, &pe) && pe.SQLState() == "42P01"
}

// logBuffer collects a process's stderr: exec's copying goroutine writes it
// while the test reads it (a bare bytes.Buffer is a data race under -race).
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}
