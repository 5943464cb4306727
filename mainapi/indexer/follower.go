package indexer

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
	progresspkg "github.com/neoswap/neoswap/mainapi/progress"
)

// ErrNodeBehind is returned by Follower.Run when the node reports a head
// more than the finality depth below the stored head: it is on another
// chain, or lost data, and ingest halts rather than rewrite history.
var ErrNodeBehind = errors.New("indexer: node head is below the stored head by more than the finality depth")

// Defaults of Follower.
const (
	DefaultPollInterval  = time.Second
	DefaultProgressEvery = 10 * time.Second
	// DefaultMaxFetchFailures is how many consecutive failed reads of the
	// same block Run retries before it returns the error.
	DefaultMaxFetchFailures = 10
	// DefaultBatchSize is how many blocks below the finality depth one
	// backfill transaction applies. 1,000 ran no faster than 200 in
	// BenchmarkReplayMix once a pool's swaps had their own index (migration
	// 00023; docs/performance.md, "The indexer's settings"), and a batch and its read-ahead hold two
	// batches of blocks with receipts in memory: 200.
	DefaultBatchSize = 200
	// DefaultFetchWorkers is how many reads a backfill has in flight: blocks,
	// or chunks of RangeChunk blocks from a BlockRangeSource.
	DefaultFetchWorkers = 4
	// DefaultRangeChunk is how many blocks one read of a BlockRangeSource
	// covers in a backfill: a 200-block batch is 8 reads.
	DefaultRangeChunk = 25
	// statusEvery bounds how often a running follower records its status.
	statusEvery = 5 * time.Second
	// inboxChunk is how many inbox blocks are read at a time.
	inboxChunk = 64
)

// Follower feeds canonical blocks from a BlockSource, and webhook
// deliveries from an Inbox, to an Indexer: from Start (or the block after
// the stored head) to the node's head, then it follows the head, polling
// the node and waking on deliveries.
type Follower struct {
	Source  BlockSource
	Indexer *Indexer
	// Inbox, when set, holds webhook deliveries: they are applied in chain
	// order through HandleBlock before each poll of the node, and Run waits
	// on it at the head.
	Inbox Inbox
	// Status, when set, records the follower's state for the health route.
	Status StatusRecorder
	// Start is the first block to index when the database holds none.
	Start uint64
	// PollInterval is the pause at the head; 0 means DefaultPollInterval.
	PollInterval time.Duration
	// ProgressEvery is the interval of progress logs; 0 means
	// DefaultProgressEvery.
	ProgressEvery time.Duration
	// MaxFetchFailures bounds retries of a failing read; 0 means
	// DefaultMaxFetchFailures.
	MaxFetchFailures int
	// BatchSize is how many blocks deeper than the finality depth below
	// the node's head go in one transaction; 0 means DefaultBatchSize, 1
	// one block per transaction throughout.
	BatchSize int
	// FetchWorkers is how many reads a backfill batch has in flight: single
	// blocks, or chunks of RangeChunk blocks when Source is a
	// BlockRangeSource; 0 means DefaultFetchWorkers.
	FetchWorkers int
	// RangeChunk is how many blocks one BlocksByNumber read covers when
	// Source is a BlockRangeSource; 0 means DefaultRangeChunk.
	RangeChunk int
	// ReceiptsOnly makes a backfill read every receipt of every block, as
	// the head does, instead of only the tracked logs (backfill_tracked.go)
	// when Source can.
	ReceiptsOnly bool
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Logger gets progress at Info (unless Progress is set); nil discards.
	Logger *slog.Logger
	// Progress, when set, receives the progress reports instead of Logger
	// (a progress.Terminal shows them on one line updated in place).
	Progress progresspkg.Sink

	nodeHead   uint64
	lastStatus time.Time
	// warnedTracked is set once a tracked read fell back to receipts.
	warnedTracked atomic.Bool
}

// Run follows the chain until ctx is done (returning nil) or ingest must
// halt: it returns ErrReorgTooDeep, ErrNodeBehind, a store or decode error,
// or a read error that persisted MaxFetchFailures times. A halt is recorded
// through Status.
func (f *Follower) Run(ctx context.Context) error {
	err := f.run(ctx)
	if ctx.Err() != nil {
		return nil // stopped: what was committed stays, the rest was rolled back
	}
	if err != nil && f.Status != nil {
		if serr := f.Status.RecordStatus(context.WithoutCancel(ctx), true, err.Error(), f.nodeHead); serr != nil {
			err = errors.Join(err, serr)
		}
	}
	return err
}

// BlockRangeSource is a BlockSource that also reads consecutive blocks at
// once (ethrpc.Source: JSON-RPC batch requests). A backfill reads its
// batches through it, in chunks of RangeChunk blocks, and the follower its
// blocks within the finality depth, as one-block ranges.
type BlockRangeSource interface {
	BlockSource
	// BlocksByNumber returns the canonical blocks from..to in order, each
	// as BlockByNumber returns it.
	BlocksByNumber(ctx context.Context, from, to uint64) ([]mainapi.Block, error)
}

// fetched is a backfill batch read ahead.
type fetched struct {
	from, to uint64
	blocks   []mainapi.Block
	// addrs are the addresses the read asked for, when the blocks hold
	// only their logs (backfill_tracked.go; nil: whole blocks); created
	// are the pairs the blocks create that addrs lacked (their logs were
	// read too).
	addrs   []common.Address
	created []common.Address
	err     error
}

// pending is a batch being read in the background.
type pending struct {
	from, to uint64
	done     chan struct{} // closed once res is set
	res      fetched
}

// wait returns the read's result once it is done.
func (p *pending) wait() fetched {
	<-p.done
	return p.res
}

func (f *Follower) run(ctx context.Context) error {
	f.defaults()
	var sink progresspkg.Sink = progresspkg.Log{Logger: f.Logger}
	if f.Progress != nil {
		sink = f.Progress
	}
	p := progress{sink: sink, now: f.Now, every: f.ProgressEvery}
	p.reset()
	failures := 0
	retry := func(err error) error {
		failures++
		if failures >= f.MaxFetchFailures {
			return fmt.Errorf("indexer: follower gave up after %d failures: %w", failures, err)
		}
		f.Logger.Warn("indexer: read failed, retrying", "err", err, "attempt", failures)
		return sleep(ctx, retryWait(err, f.PollInterval, failures))
	}
	// The batches read ahead, in order: the next one and, once that one is
	// read, the one after it (so that the next is decoded while the
	// current is written). Drained before returning.
	var ahead []*pending
	drop := func() {
		for _, r := range ahead {
			r.wait()
		}
		ahead = nil
	}
	defer drop()
	// A batch prepared ahead is not left open on the writer's connection.
	defer f.Indexer.dropAhead()
	fin := f.Indexer.cfg.FinalityDepth
	size := f.BatchSize // of the batch last read
	for ctx.Err() == nil {
		if err := f.drainInbox(ctx, &p); err != nil {
			return err
		}
		stored, ok, err := f.Indexer.head(ctx)
		if err != nil {
			return err
		}
		next := f.Start
		if ok {
			next = stored.Number + 1
		}
		nodeHead, err := f.Source.Head(ctx)
		if err != nil {
			if err := retry(err); err != nil {
				return err
			}
			continue
		}
		f.nodeHead = nodeHead
		if m := f.Indexer.cfg.Metrics; m != nil {
			m.NodeHead(nodeHead)
		}
		if ok && nodeHead+fin < stored.Number {
			return fmt.Errorf("%w: node at %d, stored %d", ErrNodeBehind, nodeHead, stored.Number)
		}
		if err := f.recordStatus(ctx, false); err != nil {
			return err
		}
		p.target = nodeHead
		p.start(next)
		tip := stored.Hash // the stored head's hash while ok
		for next <= nodeHead && ctx.Err() == nil {
			if err := f.recordStatus(ctx, false); err != nil {
				return err
			}
			var out Outcome
			batched := false
			if f.BatchSize > 1 && next+fin <= nodeHead {
				var res fetched
				have := false
				if len(ahead) > 0 {
					res, have = ahead[0].wait(), true
					ahead = ahead[1:]
				}
				if !have || res.from != next || res.err != nil {
					drop()
					addrs, err := f.trackedAddrs(ctx, nil) // the batch before next is stored
					if err != nil {
						return err
					}
					size = f.firstBatch()
					res = f.fetch(ctx, nil, next, min(next+uint64(size)-1, nodeHead-fin), addrs).wait()
				}
				if res.err != nil {
					if err := retry(res.err); err != nil {
						return err
					}
					break
				}
				if res.addrs != nil && ok && res.blocks[0].ParentHash != tip {
					// The batch does not continue the stored chain: a reorg
					// while the indexer was away. HandleBatch would apply the
					// new branch's blocks below it whole, then the batch's
					// tracked logs, read without the pairs that branch
					// creates. The block is read whole instead, and the
					// reorg handled block by block.
					f.Logger.Info("indexer: the backfill does not continue the stored head; reading block by block", "block", next)
				} else {
					// Two batches are read ahead: the next one, and the one
					// after it once the next is read (its pairs known). When
					// the next is read already (the node is faster than the
					// writer), it is decoded while this one is written.
					if len(ahead) == 0 {
						addrs, err := f.trackedAddrs(ctx, res.created) // res is not stored yet
						if err != nil {
							return err
						}
						f.readAhead(ctx, &ahead, nil, res.to+1, nodeHead, &size, addrs)
					}
					if len(ahead) == 1 {
						f.readAhead(ctx, &ahead, ahead[0], ahead[0].to+1, nodeHead, &size, nil)
					}
					// The next batch is decoded while this one is written, as
					// soon as it is read (with the node at a lower priority than
					// the writer, seldom before the write begins).
					var nextBlocks func() []mainapi.Block
					if len(ahead) > 0 {
						reading := ahead[0]
						nextBlocks = func() []mainapi.Block {
							if r := reading.wait(); r.err == nil {
								return r.blocks
							}
							return nil
						}
					}
					if out, err = f.Indexer.HandleBatchReading(ctx, res.blocks, nextBlocks); err != nil {
						if ctx.Err() != nil {
							return nil
						}
						return err
					}
					next = res.to + 1
					tip, ok, batched = res.blocks[len(res.blocks)-1].Hash, true, true
				}
			}
			if !batched {
				b, err := f.readBlock(ctx, next)
				if err != nil {
					if err := retry(err); err != nil {
						return err
					}
					break
				}
				f.Indexer.PrefetchMetadata(ctx, []mainapi.Block{b}) // outside the transaction
				if out, err = f.Indexer.HandleBlock(ctx, b); err != nil {
					if ctx.Err() != nil {
						return nil
					}
					return err
				}
				next++
				tip, ok = b.Hash, true
			}
			failures = 0
			p.add(next-1, out)
			if out.RolledBack > 0 {
				break // re-read the stored head
			}
		}
		if next > nodeHead {
			if err := f.wait(ctx); err != nil {
				if ctx.Err() != nil {
					return nil
				}
				return err
			}
		}
	}
	return nil
}

// readAhead starts reading the batch from n, of twice size blocks (up to
// BatchSize, and to the finality depth below nodeHead), and appends it to
// ahead; nothing when n is within the finality depth. The read asks for
// addrs, or, after prev, for prev's addresses and the pairs prev found
// created, once prev is read.
func (f *Follower) readAhead(ctx context.Context, ahead *[]*pending, prev *pending, n, nodeHead uint64, size *int, addrs []common.Address) {
	fin := f.Indexer.cfg.FinalityDepth
	if n+fin > nodeHead {
		return
	}
	*size = min(2**size, f.BatchSize)
	*ahead = append(*ahead, f.fetch(ctx, prev, n, min(n+uint64(*size)-1, nodeHead-fin), addrs))
}

// firstBatch is the size of a batch read with nothing written meanwhile
// (the first of a backfill, or after a failed read or a reorg); each batch
// read ahead doubles it, up to BatchSize.
func (f *Follower) firstBatch() int {
	return min(f.BatchSize, f.RangeChunk*f.FetchWorkers)
}

// fetch reads blocks from..to in the background, with FetchWorkers reads in
// flight: of single blocks, or of RangeChunk blocks when Source is a
// BlockRangeSource. With addrs (backfill_tracked.go) a chunk is read with
// only the logs of addrs when Source can, and the pairs the blocks create
// are read too. After prev (not nil), the read waits for prev and asks
// for prev's addresses and the pairs prev created (nothing if prev
// failed; whole blocks if prev read whole blocks).
func (f *Follower) fetch(ctx context.Context, prev *pending, from, to uint64, addrs []common.Address) *pending {
	p := &pending{from: from, to: to, done: make(chan struct{})}
	go func() {
		defer close(p.done)
		if prev != nil {
			r := prev.wait()
			if r.err != nil {
				p.res = fetched{from: from, to: to, err: fmt.Errorf("indexer: blocks %d-%d not read: the batch before failed", from, to)}
				return
			}
			if r.addrs != nil {
				addrs = slices.Concat(r.addrs, r.created)
			}
		}
		p.res = f.read(ctx, from, to, addrs)
	}()
	return p
}

// read reads blocks from..to as fetch says.
func (f *Follower) read(ctx context.Context, from, to uint64, addrs []common.Address) fetched {
	out := fetched{from: from, to: to, blocks: make([]mainapi.Block, to-from+1), addrs: addrs}
	chunk := 1
	rs, ranged := f.Source.(BlockRangeSource)
	if ranged {
		chunk = f.RangeChunk
	}
	chunks := (len(out.blocks) + chunk - 1) / chunk
	var whole []bool // of a tracked read: the blocks read whole instead
	if addrs != nil {
		whole = make([]bool, len(out.blocks))
	}
	errs := parallel(ctx, chunks, f.FetchWorkers, func(i int) error {
		lo := i * chunk
		hi := min(lo+chunk, len(out.blocks)) // exclusive
		switch {
		case !ranged:
			var err error
			out.blocks[lo], err = f.Source.BlockByNumber(ctx, from+uint64(lo))
			return err
		case addrs != nil:
			w, err := f.readTracked(ctx, rs, from+uint64(lo), out.blocks[lo:hi], addrs, f.Indexer.track.LogFilters())
			for j := lo; w && j < hi; j++ {
				whole[j] = true
			}
			return err
		default:
			return readRange(ctx, rs.BlocksByNumber, from+uint64(lo), out.blocks[lo:hi])
		}
	})
	out.err = errors.Join(errs...)
	if out.err == nil && addrs != nil {
		out.created, out.err = f.readCreated(ctx, rs, from, out.blocks, whole, addrs)
	}
	if out.err == nil {
		f.Indexer.PrefetchMetadata(ctx, out.blocks)
	}
	if out.err == nil && ctx.Err() != nil {
		out.err = ctx.Err()
	}
	return out
}

// readBlock reads block n: as a one-block range from a BlockRangeSource
// (its cheaper read), else with BlockByNumber.
func (f *Follower) readBlock(ctx context.Context, n uint64) (mainapi.Block, error) {
	rs, ok := f.Source.(BlockRangeSource)
	if !ok {
		return f.Source.BlockByNumber(ctx, n)
	}
	var b [1]mainapi.Block
	err := readRange(ctx, rs.BlocksByNumber, n, b[:])
	return b[0], err
}

// readRange reads len(dst) blocks from `from` on into dst with read,
// checking it returned them all, in order.
func readRange(ctx context.Context, read func(ctx context.Context, from, to uint64) ([]mainapi.Block, error), from uint64, dst []mainapi.Block) error {
	to := from + uint64(len(dst)) - 1
	bs, err := read(ctx, from, to)
	if err != nil {
		return err
	}
	if len(bs) != len(dst) {
		return fmt.Errorf("indexer: read blocks %d-%d: got %d blocks", from, to, len(bs))
	}
	for i := range bs {
		if bs[i].Number != from+uint64(i) {
			return fmt.Errorf("indexer: read blocks %d-%d: got block %d at %d", from, to, bs[i].Number, from+uint64(i))
		}
	}
	copy(dst, bs)
	return nil
}

// drainInbox applies the recorded webhook deliveries in chain order through
// HandleBlock and removes them. Nothing is drained into an empty database
// (the backfill from Start comes first), and deliveries below Start are
// dropped.
//
// A delivery that cannot be applied is dropped too, with a warning, unless
// it asks for a reorg deeper than the finality depth (that halts, as from
// RPC). A signed, well-formed delivery can still be unusable: far ahead of
// what the node has (its gap cannot be filled yet), or holding a log the
// contracts never emit. Kept, it was retried before anything else on
// every restart and halted ingest for good. Dropping loses nothing: the
// webhook only brings blocks sooner, and the follower reads every block
// from RPC whatever the inbox held.
func (f *Follower) drainInbox(ctx context.Context, p *progress) error {
	if f.Inbox == nil {
		return nil
	}
	for ctx.Err() == nil {
		if _, ok, err := f.Indexer.head(ctx); err != nil || !ok {
			return err
		}
		bs, err := f.Inbox.Pending(ctx, inboxChunk)
		if err != nil || len(bs) == 0 {
			return err
		}
		for _, b := range bs {
			if b.Number >= f.Start {
				f.Indexer.PrefetchMetadata(ctx, []mainapi.Block{b})
				out, err := f.Indexer.HandleBlock(ctx, b)
				switch {
				case ctx.Err() != nil:
					return ctx.Err()
				case errors.Is(err, ErrReorgTooDeep):
					return fmt.Errorf("indexer: inbox block %d: %w", b.Number, err)
				case err != nil:
					f.Logger.Warn("indexer: inbox delivery cannot be applied, dropped (the block comes from RPC)",
						"block", b.Number, "hash", b.Hash, "err", err)
				default:
					p.add(b.Number, out)
				}
			}
			if err := f.Inbox.Remove(ctx, []common.Hash{b.Hash}); err != nil {
				return err
			}
		}
	}
	return nil
}

// wait pauses at the head: until a delivery arrives or PollInterval.
func (f *Follower) wait(ctx context.Context) error {
	if f.Inbox != nil {
		return f.Inbox.Wait(ctx, f.PollInterval)
	}
	return sleep(ctx, f.PollInterval)
}

// recordStatus records a running status, at most every statusEvery unless
// force.
func (f *Follower) recordStatus(ctx context.Context, force bool) error {
	if f.Status == nil {
		return nil
	}
	now := f.Now()
	if !force && now.Sub(f.lastStatus) < statusEvery {
		return nil
	}
	f.lastStatus = now
	if err := f.Status.RecordStatus(ctx, false, "", f.nodeHead); err != nil && ctx.Err() == nil {
		return fmt.Errorf("indexer: record status: %w", err)
	}
	return nil
}

func (f *Follower) defaults() {
	if f.PollInterval <= 0 {
		f.PollInterval = DefaultPollInterval
	}
	if f.ProgressEvery <= 0 {
		f.ProgressEvery = DefaultProgressEvery
	}
	if f.MaxFetchFailures <= 0 {
		f.MaxFetchFailures = DefaultMaxFetchFailures
	}
	if f.BatchSize <= 0 {
		f.BatchSize = DefaultBatchSize
	}
	if f.FetchWorkers <= 0 {
		f.FetchWorkers = DefaultFetchWorkers
	}
	if f.RangeChunk <= 0 {
		f.RangeChunk = DefaultRangeChunk
	}
	if f.Now == nil {
		f.Now = time.Now
	}
	if f.Logger == nil {
		f.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
}

// nodeBusy is a read error of a node that said when to call again
// (ethrpc.NodeBusyError: an HTTP 429 or 503 with Retry-After).
type nodeBusy interface{ RetryAfter() time.Duration }

// retryWait is the pause before the next read after the failures-th failed
// one in a row: the poll interval times the failures, and at least what a
// busy node asked for.
func retryWait(err error, poll time.Duration, failures int) time.Duration {
	d := poll * time.Duration(failures)
	var busy nodeBusy
	if errors.As(err, &busy) {
		d = max(d, busy.RetryAfter())
	}
	return d
}

// sleep waits d or until ctx is done (then returning ctx's error).
func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// progressMsg is the message of the follower's progress reports.
const progressMsg = "indexer: progress"

// progress reports, every interval, how far a backfill has come: blocks
// done of the run's total, blocks/s and events/s over the interval, ETA.
type progress struct {
	sink   progresspkg.Sink
	now    func() time.Time
	every  time.Duration
	target uint64
	// first is the first block this run indexed (set once, by start).
	first   uint64
	started bool

	since          time.Time
	blocks, events int
}

func (p *progress) reset() { p.since, p.blocks, p.events = p.now(), 0, 0 }

// start records the run's first block: done and total count from it.
func (p *progress) start(next uint64) {
	if !p.started {
		p.first, p.started = next, true
	}
}

func (p *progress) add(n uint64, out Outcome) {
	p.blocks += out.Applied
	p.events += out.Events
	el := p.now().Sub(p.since)
	if el < p.every {
		return
	}
	p.start(n)
	p.sink.Report(progressMsg, progresspkg.Compute(p.first, n, max(p.target, n),
		progresspkg.Window{Blocks: p.blocks, Events: p.events, Elapsed: el}))
	p.reset()
}
