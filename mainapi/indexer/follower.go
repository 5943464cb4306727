package indexer

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"time"
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
)

// Follower feeds canonical blocks from a BlockSource to an Indexer: from
// Start (or the block after the stored head) to the node's head, then it
// follows the head, polling.
type Follower struct {
	Source  BlockSource
	Indexer *Indexer
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
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Logger gets progress at Info; nil discards.
	Logger *slog.Logger
}

// Run follows the chain until ctx is done (returning nil) or ingest must
// halt: it returns ErrReorgTooDeep, ErrNodeBehind, a store or decode error,
// or a read error that persisted MaxFetchFailures times.
func (f *Follower) Run(ctx context.Context) error {
	err := f.run(ctx)
	if ctx.Err() != nil {
		return nil // stopped: what was committed stays, the rest was rolled back
	}
	return err
}

func (f *Follower) run(ctx context.Context) error {
	f.defaults()
	p := progress{log: f.Logger, now: f.Now, every: f.ProgressEvery}
	p.reset()
	failures := 0
	retry := func(err error) error {
		failures++
		if failures >= f.MaxFetchFailures {
			return fmt.Errorf("indexer: follower gave up after %d failures: %w", failures, err)
		}
		f.Logger.Warn("indexer: read failed, retrying", "err", err, "attempt", failures)
		return sleep(ctx, f.PollInterval*time.Duration(failures))
	}
	for ctx.Err() == nil {
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
		if ok && nodeHead+f.Indexer.cfg.FinalityDepth < stored.Number {
			return fmt.Errorf("%w: node at %d, stored %d", ErrNodeBehind, nodeHead, stored.Number)
		}
		p.target = nodeHead
		for ; next <= nodeHead && ctx.Err() == nil; next++ {
			b, err := f.Source.BlockByNumber(ctx, next)
			if err != nil {
				if err := retry(err); err != nil {
					return err
				}
				break
			}
			out, err := f.Indexer.HandleBlock(ctx, b)
			if err != nil {
				if ctx.Err() != nil {
					return nil
				}
				return err
			}
			failures = 0
			p.add(b.Number, out)
			if out.RolledBack > 0 {
				break // re-read the stored head
			}
		}
		if next > nodeHead {
			if err := sleep(ctx, f.PollInterval); err != nil {
				return nil
			}
		}
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
	if f.Now == nil {
		f.Now = time.Now
	}
	if f.Logger == nil {
		f.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
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

// progress logs blocks/s, events/s and how far a backfill has come.
type progress struct {
	log    *slog.Logger
	now    func() time.Time
	every  time.Duration
	target uint64

	since          time.Time
	blocks, events int
}

func (p *progress) reset() { p.since, p.blocks, p.events = p.now(), 0, 0 }

func (p *progress) add(n uint64, out Outcome) {
	p.blocks += out.Applied
	p.events += out.Events
	el := p.now().Sub(p.since)
	if el < p.every {
		return
	}
	secs := el.Seconds()
	pct := 100.0
	if p.target > 0 {
		pct = min(100, 100*float64(n)/float64(p.target))
	}
	p.log.Info("indexer: progress", "block", n, "head", p.target, "pct", fmt.Sprintf("%.1f", pct),
		"blocks_per_s", fmt.Sprintf("%.1f", float64(p.blocks)/secs), "events_per_s", fmt.Sprintf("%.0f", float64(p.events)/secs))
	p.reset()
}
