package backup_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/funbackend/backup"
	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/devnettest"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/indexer"
	"github.com/neoswap/neoswap/funbackend/sqlite"
	"github.com/neoswap/neoswap/funbackend/sqlite/sqlitetest"
)

const base = "/backend-fun/ethereum"

// router serves db the way the service does. The clock is fixed so two
// routers over equal stores answer equal bodies whatever the chain's head.
func router(env *devnettest.Env, db *sqlite.DB, ix *indexer.Indexer, now time.Time) *gin.Engine {
	d := env.Chain.Deployment
	clock := func() time.Time { return now }
	return httpapi.NewRouter(httpapi.Deps{
		BasePath: base, Commit: "abc", ChainID: 1, DB: db, Curve: d.LaunchpadCurve,
		Addresses: httpapi.Addresses{Lens: d.LaunchpadLens, WETH: d.WETH, Neo: d.NeoToken, PveVault: d.PveVault},
		Curves:    chain.NewCurves(env.Chain.Client, d.LaunchpadLens, clock),
		Quotes:    chain.NewQuotes(env.Chain.Client, d.LaunchpadLens, clock),
		Indexer:   ix,
		EthUsd:    func() (float64, bool) { return 3000, true },
		CursorKey: []byte("test key"),
		Now:       clock,
	})
}

// answers GETs every path and returns "path status body" lines: what a
// client sees of the store.
func answers(t *testing.T, r *gin.Engine, paths []string) string {
	t.Helper()
	var b strings.Builder
	for _, p := range paths {
		rec := httptest.NewRecorder()
		r.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, base+p, nil))
		fmt.Fprintf(&b, "%s %d %s\n", p, rec.Code, rec.Body.String())
	}
	return b.String()
}

// storePaths are the routes answered from the store alone (no chain read,
// no per-process state), so equal stores must answer equal bodies.
func storePaths(s devnettest.Scenario, env *devnettest.Env) []string {
	var ps []string
	for _, q := range []string{"/tokens", "/tokens?limit=2", "/trades/recent", "/graduated/feed", "/creators/top", "/stats"} {
		ps = append(ps, q)
	}
	for _, c := range []string{lower(s.Pve), lower(s.Grad), lower(s.Frozen)} {
		ps = append(ps, "/tokens/"+c+"/candles", "/tokens/"+c+"/holders")
	}
	return append(ps, "/wallet/"+strings.ToLower(env.Chain.Accounts[2].Address.Hex())+"/fee-reroutes")
}

func lower(a fmt.Stringer) string { return strings.ToLower(a.String()) }

// TestRestore takes an online backup while the indexer writes, restores it
// into a fresh file and starts a service on it: the routes answer what they
// answered at the backed-up commit, and the indexer resumes from the
// restored head to the same store as a service that never stopped.
func TestRestore(t *testing.T) {
	ctx := context.Background()
	env := devnettest.New(t)
	s := env.RunScenario(t)
	now := env.Clock().Add(time.Minute)
	paths := storePaths(s, env)
	// live serves env.DB the way the never-stopped service does. A fresh
	// router each time: the board's server-side cache expires by the clock,
	// which is fixed here, so a long-lived router would answer stale bodies.
	var ix *indexer.Indexer
	live := func() *gin.Engine { return router(env, env.DB, ix, now) }

	// What clients saw after each commit, by stored head: the indexer is
	// the only writer and waits in OnCommit, so this is that commit's state.
	seen := map[uint64]string{}
	writing := false // the backup starts at the first commit of the write phase
	started := make(chan struct{})
	var once sync.Once
	env.OnCommit = func(c indexer.Committed) {
		seen[c.Head] = answers(t, live(), paths)
		if writing {
			once.Do(func() { close(started) })
		}
	}
	ix = env.NewIndexer(env.DB)
	if err := ix.Sync(ctx); err != nil {
		t.Fatal(err)
	}

	// Keep trading and indexing while the backup runs.
	dir := t.TempDir()
	writing = true
	type result struct {
		path string
		err  error
	}
	done := make(chan result, 1)
	go func() {
		<-started
		p, err := backup.Take(ctx, env.DB, backup.Config{Dir: dir, Keep: 2})
		done <- result{p, err}
	}()
	var res result
	writes := 0
loop:
	for i := range 40 { // bounded: the backup of a small file takes milliseconds
		env.Buy(t, 2+i%3, s.Pve, devnettest.Eth(10))
		if err := ix.Sync(ctx); err != nil {
			t.Fatal(err)
		}
		writes++
		select {
		case res = <-done:
			break loop
		default:
		}
	}
	if res.path == "" && res.err == nil {
		res = <-done
	}
	if res.err != nil {
		t.Fatalf("backup: %v", res.err)
	}
	t.Logf("backup taken during %d indexed writes", writes)

	// Restore into a fresh file and serve it.
	restoredPath := filepath.Join(t.TempDir(), "restored.db")
	if err := sqlite.Restore(ctx, res.path, restoredPath); err != nil {
		t.Fatal(err)
	}
	restored, err := sqlite.Open(ctx, restoredPath)
	if err != nil {
		t.Fatal(err)
	}
	defer restored.Close()
	tip, err := restored.Tip(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want, ok := seen[tip.Number]
	if !ok {
		t.Fatalf("restored head %d is not a committed head (a torn backup)", tip.Number)
	}
	rix := env.NewIndexer(restored)
	if got := answers(t, router(env, restored, rix, now), paths); got != want {
		t.Errorf("restored service at head %d answers\n%s\nwant what the live one answered then\n%s", tip.Number, got, want)
	}

	// More blocks after the restore point: the restored indexer resumes
	// from its head and must reach the never-stopped store exactly.
	env.OnCommit = nil
	env.Sell(t, 2, s.Pve, devnettest.Eth(1))
	env.Launch(t, 4, "After Backup", "AFTR", 7, devnettest.Eth(50), nil)
	if err := ix.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if err := rix.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if got, want := sqlitetest.DumpCurve(t, restored, `SELECT number, hash FROM blocks ORDER BY number`), sqlitetest.DumpCurve(t, env.DB, `SELECT number, hash FROM blocks ORDER BY number`); got != want {
		t.Errorf("after resuming, the restored store differs from the never-stopped one:\n got %s\nwant %s", got, want)
	}
	if got, want := answers(t, router(env, restored, rix, now), paths), answers(t, live(), paths); got != want {
		t.Errorf("after resuming, routes differ:\n got %s\nwant %s", got, want)
	}
}
