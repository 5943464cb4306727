// Package indexer follows the LaunchpadCurve's logs over JSON-RPC and
// commits them to the store block range by block range. It keeps block
// hashes, detects reorgs by hash and parent hash, rolls back to the common
// ancestor and is idempotent on restart (the stored tip is where it resumes).
// One Indexer is the single writer of the curve tables.
package indexer

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/decode"
)

// ErrReorgTooDeep is returned when no stored block within MaxReorgDepth of
// the tip is still canonical: the indexer stops advancing (wedged) rather
// than rewrite history it can no longer check.
var ErrReorgTooDeep = errors.New("indexer: reorg deeper than the kept block hashes")

// errRetry marks a tick that saw the chain move under it (a log of a block
// that is no longer canonical, a range that does not link): nothing was
// written and the next tick starts over.
var errRetry = errors.New("indexer: chain changed during the read; retrying")

// Chain is what the indexer reads: *ethclient.Client and simulated.Client
// implement it.
type Chain interface {
	BlockNumber(ctx context.Context) (uint64, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// Store is the indexer's view of storage (*sqlite.DB implements it).
type Store interface {
	// Tip is the highest stored block, or funbackend.ErrNotFound when none is.
	Tip(ctx context.Context) (funbackend.Block, error)
	StoredBlocks(ctx context.Context, from uint64) ([]funbackend.Block, error)
	Apply(ctx context.Context, b funbackend.Batch) error
	Rollback(ctx context.Context, ancestor uint64, now int64) ([]funbackend.RemovedTrade, error)
	ReorgStats(ctx context.Context) (count int64, lastAt int64, err error)
}

// Committed is what one commit changed, for the live stream.
type Committed struct {
	// Events are the newly stored events in chain order.
	Events []funbackend.Event
	// Removed are the trades a reorg rolled back.
	Removed []funbackend.RemovedTrade
	// Head is the stored tip after the commit.
	Head uint64
}

// Config configures an Indexer. Zero durations and sizes take the defaults.
type Config struct {
	// Curve is the LaunchpadCurve proxy; StartBlock the first block to read.
	Curve common.Address
	// FeeVault is the CreatorFeeVault whose Claimed events are kept for
	// the curve's coins (fee history); zero: not read.
	FeeVault   common.Address
	StartBlock uint64
	// BatchBlocks bounds one eth_getLogs range (default 500).
	BatchBlocks uint64
	// HeadWindow: a range ending this close to the head reads every header
	// and checks their parent links (default 64).
	HeadWindow uint64
	// MaxReorgDepth bounds the reorg walk-back (default 512; the store keeps 1024).
	MaxReorgDepth uint64
	// PollInterval is the pause once caught up or after an error (default 1 s).
	PollInterval time.Duration
	// WedgeAfter: lagging without progress this long is wedged (default 2 min).
	WedgeAfter time.Duration
	// EthUsd prices write-time USD snapshots; nil means 0.
	EthUsd func() float64
	// OnCommit, when set, is called after each commit from the indexer's goroutine.
	OnCommit func(Committed)
	// Now is the clock (default time.Now).
	Now func() time.Time
	// Logger gets reorgs and tick errors; nil discards.
	Logger *slog.Logger
}

// Indexer follows the curve. Run (or Sync) drives it from one goroutine;
// Status is safe to call concurrently.
type Indexer struct {
	chain Chain
	store Store
	cfg   Config
	log   *slog.Logger

	mu sync.Mutex
	st Status
}

// Status is the indexer's health (spec 4.2, /health indexer section).
type Status struct {
	LastIndexedBlock uint64
	HeadBlock        uint64
	LastTickAt       time.Time // last successful tick; zero before the first
	LastProgressAt   time.Time // last time LastIndexedBlock moved
	ReorgCount       int64
	LastReorgAt      time.Time // zero when none
	LastError        string
	LastErrorAt      time.Time
	TooDeep          bool
	// Blocks and Events count the blocks and decoded events stored since
	// the process started; Batches and BatchSeconds the batches applied
	// and the time their store transactions took (the metrics listener
	// reads them when scraped: rates and mean batch latency).
	Blocks, Events, Batches uint64
	BatchSeconds            float64
}

// New returns an Indexer reading chain into store.
func New(chain Chain, store Store, cfg Config) *Indexer {
	if cfg.BatchBlocks == 0 {
		cfg.BatchBlocks = 500
	}
	if cfg.HeadWindow == 0 {
		cfg.HeadWindow = 64
	}
	if cfg.MaxReorgDepth == 0 {
		cfg.MaxReorgDepth = 512
	}
	if cfg.PollInterval == 0 {
		cfg.PollInterval = time.Second
	}
	if cfg.WedgeAfter == 0 {
		cfg.WedgeAfter = 2 * time.Minute
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return &Indexer{chain: chain, store: store, cfg: cfg, log: log}
}

// Status returns a snapshot of the indexer's health.
func (ix *Indexer) Status() Status {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	return ix.st
}

// Wedged reports whether the indexer has lagged without progress for
// WedgeAfter, or stopped on a reorg too deep to follow.
func (ix *Indexer) Wedged(st Status, now time.Time) bool {
	if st.TooDeep {
		return true
	}
	if st.HeadBlock <= st.LastIndexedBlock {
		return false
	}
	since := st.LastProgressAt
	if since.IsZero() {
		return false // still starting
	}
	return now.Sub(since) > ix.cfg.WedgeAfter
}

// Run follows the chain until ctx ends; it returns ctx's error. Tick errors
// are recorded in Status (and logged at Warn) and retried after
// PollInterval.
func (ix *Indexer) Run(ctx context.Context) error {
	if err := ix.loadReorgStats(ctx); err != nil {
		ix.fail(err)
	}
	ix.mu.Lock()
	ix.st.LastProgressAt = ix.cfg.Now()
	ix.mu.Unlock()
	failing := false
	for {
		caughtUp, err := ix.Tick(ctx)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		wait := time.Duration(0)
		switch {
		case err != nil:
			if !failing || errors.Is(err, ErrReorgTooDeep) {
				ix.log.Warn("curve indexer tick failed; retrying", "err", err)
			}
			failing = true
			wait = ix.cfg.PollInterval
		case caughtUp:
			if failing {
				ix.log.Info("curve indexer recovered")
			}
			failing = false
			wait = ix.cfg.PollInterval
		default:
			failing = false
		}
		if wait > 0 {
			t := time.NewTimer(wait)
			select {
			case <-ctx.Done():
				t.Stop()
				return ctx.Err()
			case <-t.C:
			}
		}
	}
}

// Sync ticks until the store holds the chain's head; for tests and the
// first catch-up. It returns the first tick error.
func (ix *Indexer) Sync(ctx context.Context) error {
	if err := ix.loadReorgStats(ctx); err != nil {
		return err
	}
	for i := 0; ; i++ {
		caughtUp, err := ix.Tick(ctx)
		if errors.Is(err, errRetry) && i < 10 {
			continue
		}
		if err != nil || caughtUp {
			return err
		}
	}
}

func (ix *Indexer) loadReorgStats(ctx context.Context) error {
	n, at, err := ix.store.ReorgStats(ctx)
	if err != nil {
		return err
	}
	ix.mu.Lock()
	defer ix.mu.Unlock()
	ix.st.ReorgCount = n
	if at > 0 {
		ix.st.LastReorgAt = time.Unix(at, 0)
	}
	return nil
}

// Tick does one step: it checks the stored tip is still canonical (rolling
// back to the common ancestor when not), then reads and commits one block
// range. caughtUp is true when nothing was left to read.
func (ix *Indexer) Tick(ctx context.Context) (caughtUp bool, err error) {
	caughtUp, err = ix.tick(ctx)
	if err != nil {
		ix.fail(err)
		return false, err
	}
	ix.mu.Lock()
	ix.st.LastTickAt = ix.cfg.Now()
	ix.st.TooDeep = false
	ix.mu.Unlock()
	return caughtUp, nil
}

func (ix *Indexer) fail(err error) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	ix.st.LastError = err.Error()
	ix.st.LastErrorAt = ix.cfg.Now()
	if errors.Is(err, ErrReorgTooDeep) {
		ix.st.TooDeep = true
	}
}

func (ix *Indexer) tick(ctx context.Context) (bool, error) {
	head, err := ix.chain.BlockNumber(ctx)
	if err != nil {
		return false, fmt.Errorf("indexer: head: %w", err)
	}
	ix.mu.Lock()
	ix.st.HeadBlock = head
	ix.mu.Unlock()

	tip, err := ix.store.Tip(ctx)
	haveTip := err == nil
	if err != nil && !errors.Is(err, funbackend.ErrNotFound) {
		return false, err
	}
	next := ix.cfg.StartBlock
	if haveTip {
		h, err := ix.header(ctx, tip.Number)
		if err != nil {
			return false, err
		}
		if h.Hash() != tip.Hash {
			return false, ix.reorg(ctx, tip)
		}
		next = tip.Number + 1
		ix.progress(tip.Number)
	}
	if next > head {
		return true, nil
	}
	to := min(head, next+ix.cfg.BatchBlocks-1)
	logs, err := ix.chain.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(next),
		ToBlock:   new(big.Int).SetUint64(to),
		Addresses: ix.addresses(),
	})
	if err != nil {
		return false, fmt.Errorf("indexer: logs %d..%d: %w", next, to, err)
	}

	// Headers: every block near the head (parent links checked), else the
	// range's ends and the blocks with logs.
	want := map[uint64]bool{next: true, to: true}
	if head-to < ix.cfg.HeadWindow {
		for n := next; n <= to; n++ {
			want[n] = true
		}
	}
	for _, l := range logs {
		want[l.BlockNumber] = true
	}
	blocks := make([]funbackend.Block, 0, len(want))
	for n := next; n <= to; n++ {
		if !want[n] {
			continue
		}
		h, err := ix.header(ctx, n)
		if err != nil {
			return false, err
		}
		blocks = append(blocks, funbackend.Block{Number: n, Hash: h.Hash(), ParentHash: h.ParentHash, Timestamp: h.Time})
	}
	if haveTip && blocks[0].ParentHash != tip.Hash {
		return false, ix.reorg(ctx, tip)
	}
	byNumber := map[uint64]funbackend.Block{}
	for i, b := range blocks {
		if i > 0 && blocks[i-1].Number == b.Number-1 && b.ParentHash != blocks[i-1].Hash {
			return false, fmt.Errorf("%w: block %d does not link to %d", errRetry, b.Number, b.Number-1)
		}
		byNumber[b.Number] = b
	}

	batch := funbackend.Batch{Blocks: blocks, Now: ix.cfg.Now().Unix()}
	if ix.cfg.EthUsd != nil {
		batch.EthUsd = ix.cfg.EthUsd()
	}
	for i := range logs {
		l := &logs[i]
		b := byNumber[l.BlockNumber]
		if l.Removed || l.BlockHash != b.Hash {
			return false, fmt.Errorf("%w: log %d of block %d is not in block %s", errRetry, l.Index, l.BlockNumber, b.Hash.Hex())
		}
		decodeLog, name := decode.Log, decode.EventName
		if l.Address != ix.cfg.Curve {
			decodeLog, name = decode.VaultLog, func(common.Hash) string { return "Claimed" }
		}
		ev, err := decodeLog(l, b.Timestamp)
		switch {
		case errors.Is(err, decode.ErrNotIndexed):
		case err != nil:
			batch.Failures = append(batch.Failures, funbackend.DecodeFailure{
				LogRef:    funbackend.LogRef{BlockNumber: l.BlockNumber, BlockHash: l.BlockHash, TxHash: l.TxHash, LogIndex: l.Index, Timestamp: b.Timestamp},
				EventName: name(l.Topics[0]),
				Err:       err.Error(),
			})
		default:
			batch.Events = append(batch.Events, ev)
		}
	}
	began := time.Now()
	if err := ix.store.Apply(ctx, batch); err != nil {
		return false, err
	}
	ix.applied(to-next+1, len(batch.Events), time.Since(began))
	ix.progress(to)
	if ix.cfg.OnCommit != nil {
		ix.cfg.OnCommit(Committed{Events: batch.Events, Head: to})
	}
	return to == head, nil
}

// addresses are the contracts whose logs are read: the curve, and the
// creator fee vault when configured.
func (ix *Indexer) addresses() []common.Address {
	if ix.cfg.FeeVault == (common.Address{}) || ix.cfg.FeeVault == ix.cfg.Curve {
		return []common.Address{ix.cfg.Curve}
	}
	return []common.Address{ix.cfg.Curve, ix.cfg.FeeVault}
}

// applied counts one stored batch of blocks and events that took d.
func (ix *Indexer) applied(blocks uint64, events int, d time.Duration) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	ix.st.Blocks += blocks
	ix.st.Events += uint64(events)
	ix.st.Batches++
	ix.st.BatchSeconds += d.Seconds()
}

func (ix *Indexer) progress(n uint64) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if n != ix.st.LastIndexedBlock || ix.st.LastProgressAt.IsZero() {
		ix.st.LastIndexedBlock = n
		ix.st.LastProgressAt = ix.cfg.Now()
	}
}

func (ix *Indexer) header(ctx context.Context, n uint64) (*types.Header, error) {
	h, err := ix.chain.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
	if err != nil {
		return nil, fmt.Errorf("indexer: header %d: %w", n, err)
	}
	return h, nil
}

// reorg walks the stored blocks down from tip to the highest one the chain
// still has, and rolls the store back to it.
func (ix *Indexer) reorg(ctx context.Context, tip funbackend.Block) error {
	from := uint64(0)
	if tip.Number > ix.cfg.MaxReorgDepth {
		from = tip.Number - ix.cfg.MaxReorgDepth
	}
	stored, err := ix.store.StoredBlocks(ctx, from)
	if err != nil {
		return err
	}
	ancestor, found := uint64(0), false
	for _, b := range stored {
		h, err := ix.header(ctx, b.Number)
		if err != nil {
			return err
		}
		if h.Hash() == b.Hash {
			ancestor, found = b.Number, true
			break
		}
	}
	if !found {
		if len(stored) > 0 && stored[len(stored)-1].Number <= ix.cfg.StartBlock {
			ancestor = ix.cfg.StartBlock - 1 // everything we hold is gone: start over
			if ix.cfg.StartBlock == 0 {
				return fmt.Errorf("%w: no stored block from %d is canonical", ErrReorgTooDeep, from)
			}
		} else {
			return fmt.Errorf("%w: no stored block from %d is canonical", ErrReorgTooDeep, from)
		}
	}
	removed, err := ix.store.Rollback(ctx, ancestor, ix.cfg.Now().Unix())
	if err != nil {
		return err
	}
	ix.log.Warn("curve reorg: rolled back", "block", ancestor, "from", tip.Number, "trades_removed", len(removed))
	ix.mu.Lock()
	ix.st.ReorgCount++
	ix.st.LastReorgAt = ix.cfg.Now()
	ix.st.LastIndexedBlock = ancestor
	ix.mu.Unlock()
	if ix.cfg.OnCommit != nil {
		ix.cfg.OnCommit(Committed{Removed: removed, Head: ancestor})
	}
	return nil
}
