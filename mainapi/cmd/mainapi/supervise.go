package main

import (
	"context"
	"errors"
	"log/slog"
	"time"
)

// setupError is a failure of a run that starting again cannot heal (a node
// of another chain than CHAIN_ID), so the supervisor gives up on it. The
// configuration read before the first run (readIndexerSetup) never gets
// this far.
type setupError struct{ err error }

func (e setupError) Error() string { return e.err.Error() }
func (e setupError) Unwrap() error { return e.err }

// backoff is the pause between indexer runs: it starts at min, doubles
// after each failure up to max, and starts over after a run that lasted max.
type backoff struct{ min, max time.Duration }

var indexerBackoff = backoff{min: time.Second, max: time.Minute}

// superviseIndexer runs the indexer until ctx ends, and starts it again
// when a run fails: a database restart or failover (the writer's lock and
// connections are gone), a node unreachable for longer than the follower's
// own retries, or a halt one of the guards called for (a reorg deeper than
// the finality depth, a node behind the stored head). Each run re-checks
// every guard, so a halt that still holds is refused again, logged and
// recorded for /internal/health each time; nothing is written past it. A
// setupError ends the loop with its error.
func superviseIndexer(ctx context.Context, log *slog.Logger, b backoff, run func(context.Context) error) error {
	wait := b.min
	for {
		started := time.Now()
		err := run(ctx)
		if ctx.Err() != nil || err == nil {
			return nil
		}
		if errors.As(err, new(setupError)) {
			return err
		}
		if time.Since(started) >= b.max {
			wait = b.min // it ran for a while: this is a new failure, not the same one again
		}
		log.Error("indexer stopped; starting it again", "err", err, "in", wait)
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil
		case <-t.C:
		}
		wait = min(2*wait, b.max)
	}
}
