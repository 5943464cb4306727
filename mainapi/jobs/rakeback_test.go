package jobs_test

import (
	"context"
	"io"
	"log/slog"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
	"github.com/neoswap/neoswap/mainapi/jobs"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// jobFx is a devnet indexed block by block into a fresh database, and the
// Rakeback job over both.
type jobFx struct {
	t     *testing.T
	env   *chaintest.Env
	db    *postgres.DB
	index func()
}

func newJobFx(t *testing.T) *jobFx {
	env := chaintest.New(t)
	db := pgtest.New(t)
	_, ix, src := indexertest.Open(t, env, db, 64)
	f := &jobFx{t: t, env: env, db: db}
	follow := indexertest.BlockByBlock(t, env, ix, src)
	f.index = func() { t.Helper(); follow() }
	return f
}

// job returns a new job (as a restarted process has) over the fixture.
func (f *jobFx) job() *jobs.RakebackJob {
	f.t.Helper()
	chain, err := jobs.NewEthChain(context.Background(), f.env.Backend.Client(), f.env.Accounts[0].Key,
		f.env.Deployment.Rakeback, f.env.Deployment.Collector)
	if err != nil {
		f.t.Fatal(err)
	}
	chain.Wait = 10 * time.Second
	return jobs.NewRakebackJob(jobs.RakebackConfig{Store: f.db, Chain: chain, Confirmations: 1,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
}

// run runs j once while blocks are sealed (its transactions wait for their
// receipts), then indexes what it mined.
func (f *jobFx) run(j *jobs.RakebackJob) {
	f.t.Helper()
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
				f.env.Commit()
			}
		}
	})
	err := j.RunOnce(context.Background())
	close(stop)
	wg.Wait()
	if err != nil {
		f.t.Fatalf("job: %v", err)
	}
	f.env.Commit()
	f.index()
}

func (f *jobFx) tree(epoch int64) (state string, root [32]byte) {
	f.t.Helper()
	trees, err := f.db.RakebackTrees(context.Background(), 10)
	if err != nil {
		f.t.Fatal(err)
	}
	for _, t := range trees {
		if t.Epoch == epoch {
			return t.State, t.Root
		}
	}
	return "", root
}

// TestRakebackJobRepostsAfterReorg: the block holding postRoot is reorged
// out; a new job (a restart) notices the root gone from the chain, takes the
// tree back to built and posts the same root again, and the indexer follows.
func TestRakebackJobRepostsAfterReorg(t *testing.T) {
	f := newJobFx(t)
	now := int64(f.env.Head(t).Time) // trade an hour into a fresh epoch
	f.env.AdjustTime(t, time.Duration(wire.EpochEnd(wire.EpochOf(now))-now+3600)*time.Second)
	if _, err := sim.Run(context.Background(), sim.Config{
		Backend: f.env.Backend.Client(), Deployment: f.env.Deployment, Traders: f.env.Accounts[1:6],
		Commit: func() { f.env.Commit() }, TradesPerBlock: 4, Interval: -1, Rounds: 8, LaunchShare: -1,
		FarmShare: -1, StakeShare: -1, Seed: 3, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	}); err != nil {
		t.Fatal(err)
	}
	f.index()
	epoch := wire.EpochOf(int64(f.env.Head(t).Time))
	f.env.AdjustTime(t, time.Duration(wire.EpochEnd(epoch)-int64(f.env.Head(t).Time)+60)*time.Second)
	f.env.Commit()
	f.index()

	j := f.job()
	f.run(j) // build
	if state, _ := f.tree(epoch); state != jobs.TreeBuilt {
		t.Fatalf("tree state %q after the first run, want built", state)
	}
	f.run(j) // post
	state, root := f.tree(epoch)
	if state != jobs.TreePosted {
		t.Fatalf("tree state %q after the second run, want posted", state)
	}
	rb := f.env.Deployment.Rakeback
	chainRoot := func() [32]byte {
		r, err := jobs.NewEthChain(context.Background(), f.env.Backend.Client(), f.env.Accounts[0].Key, rb, f.env.Deployment.Collector)
		if err != nil {
			t.Fatal(err)
		}
		got, err := r.RootOf(context.Background(), epoch)
		if err != nil {
			t.Fatal(err)
		}
		return got.Root
	}
	if chainRoot() != root {
		t.Fatal("the posted root is not on chain")
	}
	indexedRoot := func() bool {
		var n int
		if err := f.db.Pool.QueryRow(context.Background(), `SELECT count(*) FROM rakeback_roots WHERE epoch = $1 AND root = $2`,
			epoch, root[:]).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n == 1
	}
	if !indexedRoot() {
		t.Fatal("the posted root is not indexed")
	}

	// Reorg: a longer branch from below the posting block, without it.
	postBlock := f.postBlock(epoch)
	parent, err := f.env.Backend.Client().HeaderByNumber(context.Background(), new(big.Int).SetUint64(postBlock-1))
	if err != nil {
		t.Fatal(err)
	}
	head := f.env.Head(t).Number.Uint64()
	if err := f.env.Backend.Fork(parent.Hash()); err != nil {
		t.Fatal(err)
	}
	// The node puts the dropped blocks' transactions back in its pool as
	// its head moves; drop them, so the new branch does not hold the post.
	for i := 0; ; i++ {
		time.Sleep(25 * time.Millisecond)
		f.env.Backend.Rollback()
		n, err := f.env.Backend.Client().PendingTransactionCount(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 && i >= 3 {
			break
		}
		if i > 80 {
			t.Fatalf("%d transactions still pending after the fork", n)
		}
	}
	for range head - postBlock + 2 {
		f.env.Commit()
	}
	if chainRoot() != ([32]byte{}) {
		t.Fatal("the root survived the reorg")
	}
	f.index()
	if indexedRoot() {
		t.Fatal("the indexer kept the reorged root")
	}

	restarted := f.job()
	f.run(restarted) // notices
	if state, _ := f.tree(epoch); state != jobs.TreeBuilt {
		t.Fatalf("tree state %q after the reorg, want built", state)
	}
	f.run(restarted) // posts again
	if state, again := f.tree(epoch); state != jobs.TreePosted || again != root || chainRoot() != root || !indexedRoot() {
		t.Fatalf("after reposting: state %q, root %x, chain %x, indexed %v", state, again, chainRoot(), indexedRoot())
	}
	steps := restarted.Status().Steps
	if len(steps) < 2 || steps[0].Step != "postRoot" || steps[1].Step != "post reorged out: posting again" {
		t.Errorf("job steps %+v", steps)
	}
}

// postBlock is the block of the indexed RootPosted of epoch.
func (f *jobFx) postBlock(epoch int64) uint64 {
	f.t.Helper()
	var n int64
	if err := f.db.Pool.QueryRow(context.Background(), `SELECT block_number FROM rakeback_roots WHERE epoch = $1`, epoch).Scan(&n); err != nil {
		f.t.Fatal(err)
	}
	return uint64(n)
}
