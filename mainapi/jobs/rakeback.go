// Package jobs holds the scheduled work of the writer's process (DESIGN
// 3.3): the weekly Rakeback job. A job is idempotent and restart-safe: it
// decides every step from what the chain and the database hold now, never
// from memory of an earlier run.
package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// RakebackStore is what the Rakeback job reads and writes in the database.
type RakebackStore interface {
	// ChainHead returns the indexed head.
	ChainHead(ctx context.Context) (h mainapi.Head, ok bool, err error)
	// FirstBlockAtOrAfter returns the lowest indexed block stamped at or
	// after t; ok is false when none is.
	FirstBlockAtOrAfter(ctx context.Context, t int64) (number uint64, ok bool, err error)
	// FirstAccrualEpoch returns the earliest epoch with an accrual.
	FirstAccrualEpoch(ctx context.Context) (epoch int64, ok bool, err error)
	// RakebackAccruals returns the accruals of epochs from..to.
	RakebackAccruals(ctx context.Context, from, to int64) ([]mainapi.RakebackAccrual, error)
	// LastRakebackTree returns the highest epoch with a stored tree.
	LastRakebackTree(ctx context.Context) (epoch int64, ok bool, err error)
	// OpenRakebackTrees returns the stored trees not done, by epoch.
	OpenRakebackTrees(ctx context.Context) ([]mainapi.RakebackTree, error)
	// SaveRakebackTree stores a built tree and its leaves.
	SaveRakebackTree(ctx context.Context, t mainapi.RakebackTree, leaves []mainapi.RakebackLeaf) error
	// SetRakebackTreeState records a tree's step: its state, the posting
	// transaction (nil keeps it) and the last error ("" clears it).
	SetRakebackTreeState(ctx context.Context, epoch int64, state string, postTx *common.Hash, lastErr string) error
}

// RakebackChain is what the job reads and sends on chain.
type RakebackChain interface {
	// Now returns the latest block's timestamp.
	Now(ctx context.Context) (uint64, error)
	// RootOf returns RakebackV2.rootOf(epoch).
	RootOf(ctx context.Context, epoch int64) (ChainRoot, error)
	// SliceOf returns RakebackV2.sliceOf(epoch, token).
	SliceOf(ctx context.Context, epoch int64, token common.Address) (ChainSlice, error)
	// Unposted returns RakebackV2.unposted(token): the next slice's cap.
	Unposted(ctx context.Context, token common.Address) (*big.Int, error)
	// Sweepable returns RakebackV2.sweepable(token).
	Sweepable(ctx context.Context, token common.Address) (*big.Int, error)
	// Distributable returns Collector.distributable(token).
	Distributable(ctx context.Context, token common.Address) (*big.Int, error)
	// Distribute sends Collector.distribute(token) and waits for it.
	Distribute(ctx context.Context, token common.Address) (common.Hash, error)
	// PostRoot sends RakebackV2.postRoot and waits for it.
	PostRoot(ctx context.Context, epoch int64, root common.Hash, tokens []common.Address, totals []*big.Int) (common.Hash, error)
	// Activate, ExpireRoot and Sweep send those calls and wait for them.
	Activate(ctx context.Context, epoch int64, token common.Address) (common.Hash, error)
	ExpireRoot(ctx context.Context, epoch int64, token common.Address) (common.Hash, error)
	Sweep(ctx context.Context, token common.Address) (common.Hash, error)
}

// ChainRoot is RakebackV2.rootOf(epoch): a zero PostedAt means none.
type ChainRoot struct {
	Root          common.Hash
	PostedAt      uint64
	ActivatableAt uint64
	Cancelled     bool
}

// Slice statuses of RakebackV2.Status.
const (
	SliceNone uint8 = iota
	SlicePending
	SliceClaimable
	SliceExpired
)

// ChainSlice is RakebackV2.sliceOf(epoch, token).
type ChainSlice struct {
	Status      uint8
	ActivatedAt uint64
}

// RakebackV2's windows (the contract's CLAIM_WINDOW).
const claimWindow = mainapi.RakebackClaimWindow

// Tree states (rakeback_trees.state).
const (
	TreeBuilt    = "built"
	TreePosted   = "posted"
	TreeDone     = "done"
	TreeConflict = "conflict"
)

// RakebackConfig configures a RakebackJob.
type RakebackConfig struct {
	Store RakebackStore
	Chain RakebackChain
	// Excluded accounts earn no leaves: the system's own contracts, which
	// pay FeeRouter swaps when they swap a reward for NEO.
	Excluded []common.Address
	// Poster is the address the chain sends from (the status shows it).
	Poster common.Address
	// Confirmations is how many indexed blocks must follow an epoch's
	// close before its tree is built (reorgs above it change accruals).
	Confirmations uint64
	// Interval is the pause between runs; 0 means 15 seconds.
	Interval time.Duration
	Logger   *slog.Logger
}

// RakebackJob is the weekly Rakeback job (docs/rakeback.md): at each epoch
// close it builds the tree of leaves (vest baked in, slices capped at the
// inflow measured on chain), posts it, activates each slice once the delay
// has passed, expires slices whose window is over and sweeps their
// remainders. Run it in one process only: the writer's.
type RakebackJob struct {
	cfg      RakebackConfig
	excluded map[common.Address]bool

	mu                sync.Mutex
	status            mainapi.RakebackJobStatus
	succeeded, failed int64 // runs, for Runs
}

// NewRakebackJob returns the job.
func NewRakebackJob(cfg RakebackConfig) *RakebackJob {
	if cfg.Interval <= 0 {
		cfg.Interval = 15 * time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	ex := make(map[common.Address]bool, len(cfg.Excluded))
	for _, a := range cfg.Excluded {
		ex[a] = true
	}
	return &RakebackJob{cfg: cfg, excluded: ex, status: mainapi.RakebackJobStatus{Enabled: true, Poster: wire.Address(cfg.Poster)}}
}

// Run runs the job every Interval until ctx is done; a failed run is
// logged and retried at the next interval.
func (j *RakebackJob) Run(ctx context.Context) error {
	t := time.NewTicker(j.cfg.Interval)
	defer t.Stop()
	for {
		if err := j.RunOnce(ctx); err != nil && ctx.Err() == nil {
			j.cfg.Logger.Warn("rakeback job: run failed", "err", err)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// Runs returns how many runs succeeded and failed since the job started
// (the metrics listener's neoswap_job_runs_total).
func (j *RakebackJob) Runs() (succeeded, failed int64) {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.succeeded, j.failed
}

// Status returns the last run's outcome.
func (j *RakebackJob) Status() mainapi.RakebackJobStatus {
	j.mu.Lock()
	defer j.mu.Unlock()
	s := j.status
	s.Steps = append([]mainapi.RakebackJobStep(nil), s.Steps...)
	return s
}

// RunOnce runs every due step once: build the closed epochs' trees, then
// bring each open tree one step further.
func (j *RakebackJob) RunOnce(ctx context.Context) error {
	run := &jobRun{job: j, ctx: ctx}
	err := run.do()
	j.mu.Lock()
	defer j.mu.Unlock()
	j.status.LastRunAt = time.Now().Unix()
	j.status.LastError = ""
	if err != nil {
		j.status.LastError = err.Error()
		j.failed++
	} else {
		j.succeeded++
	}
	j.status.CurrentEpoch = run.epoch
	if len(run.steps) > 0 {
		j.status.Steps = append(run.steps, j.status.Steps...)
		if len(j.status.Steps) > 50 {
			j.status.Steps = j.status.Steps[:50]
		}
	}
	return err
}

// jobRun is one run of the job.
type jobRun struct {
	job   *RakebackJob
	ctx   context.Context
	epoch int64 // the epoch in progress at the indexed head
	steps []mainapi.RakebackJobStep
}

func (r *jobRun) step(epoch int64, what string, tx common.Hash, err error) {
	s := mainapi.RakebackJobStep{At: time.Now().Unix(), Epoch: epoch, Step: what}
	if tx != (common.Hash{}) {
		s.Tx = wire.Hash(tx)
	}
	if err != nil {
		s.Error = err.Error()
	}
	r.steps = append(r.steps, s)
	r.job.cfg.Logger.Info("rakeback job", "epoch", epoch, "step", what, "tx", tx, "err", err)
}

func (r *jobRun) do() error {
	st := r.job.cfg.Store
	h, ok, err := st.ChainHead(r.ctx)
	if err != nil || !ok {
		return err
	}
	head := h.Number
	r.epoch = wire.EpochOf(int64(h.Timestamp))
	trees, err := st.OpenRakebackTrees(r.ctx)
	if err != nil {
		return err
	}
	var errs []error
	unposted := false
	for _, t := range trees {
		state, err := r.advance(t)
		if err != nil {
			errs = append(errs, fmt.Errorf("epoch %d: %w", t.Epoch, err))
			if serr := st.SetRakebackTreeState(r.ctx, t.Epoch, state, nil, err.Error()); serr != nil {
				errs = append(errs, serr)
			}
		}
		unposted = unposted || state == TreeBuilt
	}
	// One tree at a time: the next one's slices are capped at the inflow
	// not posted yet, which a tree built but not posted would count twice.
	if !unposted && len(errs) == 0 {
		if err := r.buildNext(head); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// buildNext builds the tree of the oldest closed epoch without one, once
// its close is Confirmations indexed blocks deep.
func (r *jobRun) buildNext(head uint64) error {
	st := r.job.cfg.Store
	next, ok, err := st.LastRakebackTree(r.ctx)
	if err != nil {
		return err
	}
	if ok {
		next++
	} else if next, ok, err = st.FirstAccrualEpoch(r.ctx); err != nil || !ok {
		return err
	}
	if next >= r.epoch {
		return nil
	}
	closeBlock, ok, err := st.FirstBlockAtOrAfter(r.ctx, wire.EpochEnd(next))
	if err != nil {
		return err
	}
	if !ok || head < closeBlock+r.job.cfg.Confirmations {
		return nil
	}
	if err := r.build(next); err != nil {
		return fmt.Errorf("build epoch %d: %w", next, err)
	}
	return nil
}

// advance brings a stored tree one step further and returns its state:
// post it, notice a reorg that undid the post, activate slices whose delay
// is over, expire those whose window is over, sweep and close the tree
// once every slice has expired.
func (r *jobRun) advance(t mainapi.RakebackTree) (string, error) {
	ch, st := r.job.cfg.Chain, r.job.cfg.Store
	root, err := ch.RootOf(r.ctx, t.Epoch)
	if err != nil {
		return t.State, err
	}
	switch {
	case root.PostedAt == 0 && t.State == TreeBuilt:
		tx, err := ch.PostRoot(r.ctx, t.Epoch, t.Root, t.Tokens, t.Declared)
		r.step(t.Epoch, "postRoot", tx, err)
		if err != nil {
			return t.State, err
		}
		return TreePosted, st.SetRakebackTreeState(r.ctx, t.Epoch, TreePosted, &tx, "")
	case root.PostedAt == 0:
		// Posted once, gone now: the posting block was reorged out.
		r.step(t.Epoch, "post reorged out: posting again", common.Hash{}, nil)
		return TreeBuilt, st.SetRakebackTreeState(r.ctx, t.Epoch, TreeBuilt, nil, "")
	case root.Root != t.Root:
		err := fmt.Errorf("root %s on chain, %s built: left alone", root.Root, t.Root)
		r.step(t.Epoch, "conflict", common.Hash{}, err)
		return TreeConflict, st.SetRakebackTreeState(r.ctx, t.Epoch, TreeConflict, nil, err.Error())
	case t.State == TreeBuilt:
		if err := st.SetRakebackTreeState(r.ctx, t.Epoch, TreePosted, nil, ""); err != nil {
			return t.State, err
		}
	}
	now, err := ch.Now(r.ctx)
	if err != nil {
		return TreePosted, err
	}
	expired := 0
	for _, token := range t.Tokens {
		s, err := ch.SliceOf(r.ctx, t.Epoch, token)
		if err != nil {
			return TreePosted, err
		}
		var tx common.Hash
		switch {
		case s.Status == SlicePending && now > root.ActivatableAt+claimWindow,
			s.Status == SliceClaimable && now > s.ActivatedAt+claimWindow:
			tx, err = ch.ExpireRoot(r.ctx, t.Epoch, token)
			r.step(t.Epoch, "expireRoot "+token.Hex(), tx, err)
		case s.Status == SlicePending && now >= root.ActivatableAt:
			tx, err = ch.Activate(r.ctx, t.Epoch, token)
			r.step(t.Epoch, "activate "+token.Hex(), tx, err)
		case s.Status == SliceExpired:
			expired++
		}
		if err != nil {
			return TreePosted, err
		}
	}
	if expired < len(t.Tokens) {
		return TreePosted, nil
	}
	for _, token := range t.Tokens {
		left, err := ch.Sweepable(r.ctx, token)
		if err != nil {
			return TreePosted, err
		}
		if left.Sign() > 0 {
			tx, err := ch.Sweep(r.ctx, token)
			r.step(t.Epoch, "sweep "+token.Hex(), tx, err)
			if err != nil {
				return TreePosted, err
			}
		}
	}
	r.step(t.Epoch, "done", common.Hash{}, nil)
	return TreeDone, st.SetRakebackTreeState(r.ctx, t.Epoch, TreeDone, nil, "")
}
