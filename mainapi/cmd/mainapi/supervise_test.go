package main

import (
	"context"
	"errors"
	"log/slog"
	"testing"
	"time"
)

// TestSuperviseIndexer: a failed run is started again (the pause doubling
// up to the maximum), a setup error ends the loop with it, and the end of
// ctx ends it without error, in a run or in a pause.
func TestSuperviseIndexer(t *testing.T) {
	quiet := slog.New(slog.DiscardHandler)
	fast := backoff{min: time.Millisecond, max: 4 * time.Millisecond}

	t.Run("failures are retried until a run lasts", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		runs := 0
		err := superviseIndexer(ctx, quiet, fast, func(ctx context.Context) error {
			if runs++; runs < 4 {
				return errors.New("postgres: begin: FATAL: terminating connection due to administrator command (SQLSTATE 57P01)")
			}
			cancel() // the fourth run lasts until shutdown
			<-ctx.Done()
			return nil
		})
		if err != nil || runs != 4 {
			t.Errorf("err %v after %d runs, want nil after 4", err, runs)
		}
	})

	t.Run("a setup error ends it", func(t *testing.T) {
		runs := 0
		want := errors.New("index: RPC_URL serves chain 1, CHAIN_ID is 5")
		err := superviseIndexer(context.Background(), quiet, fast, func(context.Context) error {
			runs++
			return setupError{want}
		})
		if !errors.Is(err, want) || runs != 1 {
			t.Errorf("err %v after %d runs, want %v after 1", err, runs, want)
		}
	})

	t.Run("shutdown during a pause", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		runs := 0
		done := make(chan error)
		go func() {
			done <- superviseIndexer(ctx, quiet, backoff{min: time.Hour, max: time.Hour}, func(context.Context) error {
				runs++
				return errors.New("node unreachable")
			})
		}()
		cancel()
		if err := <-done; err != nil || runs != 1 {
			t.Errorf("err %v after %d runs, want nil after 1", err, runs)
		}
	})
}
