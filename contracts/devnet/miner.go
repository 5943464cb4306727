package devnet

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// The simulated backend mines only when told to. The miner goroutine polls
// the transaction pool every PollInterval and seals:
//   - a block with the pending transactions as soon as there are any, unless
//     the chain's clock is already ahead of the clock (clock.go), which caps
//     sustained load at one block per second at rate 1 so block timestamps,
//     which have one-second resolution and must increase, do not run away;
//   - an empty block stamped at the clock when no block was sealed for
//     BlockTime, or, once the clock runs off the wall clock (time travel or
//     ClockRate), when the head lags the clock by BlockTime's worth of chain
//     seconds, pending transactions or not, so a fast clock advances under
//     load too.
//
// go-ethereum stamps a transaction block with max(wall clock, parent+1)
// seconds; an empty block is stamped at will (its AdjustTime), which is how
// the chain follows the clock.

// mine is the miner loop; it returns when ctx is done and closes d.done.
func (d *Devnet) mine(ctx context.Context) {
	defer close(d.done)
	t := time.NewTicker(d.cfg.PollInterval)
	defer t.Stop()
	failing := false
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		err := d.tick(ctx)
		switch {
		case err != nil && ctx.Err() != nil:
			return
		case err != nil && !failing:
			d.log.Error("devnet: mining failed", "err", err)
			failing = true
		case err == nil && failing:
			d.log.Info("devnet: mining recovered")
			failing = false
		}
	}
}

// tick seals the pending transactions and the clock's empty block when due.
func (d *Devnet) tick(ctx context.Context) error {
	pending, err := d.pendingCount(ctx)
	if err != nil {
		return err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	now := time.Now()
	head, err := d.backend.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("devnet: read head: %w", err)
	}
	target := d.chainTimeLocked(now)
	if pending > 0 && head.Time <= target {
		d.sealLocked(ctx, now)
		if !d.clockOn {
			return nil
		}
		if head, err = d.backend.Client().HeaderByNumber(ctx, nil); err != nil {
			return fmt.Errorf("devnet: read head: %w", err)
		}
	}
	if target <= head.Time {
		return nil
	}
	idle := now.Sub(d.lastSeal) >= d.cfg.BlockTime
	lagging := d.clockOn && float64(target-head.Time) > d.rate*d.cfg.BlockTime.Seconds()
	switch {
	case !idle && !lagging:
	case !d.clockOn:
		d.sealLocked(ctx, now)
	case d.backend.AdjustTime(time.Duration(target-head.Time)*time.Second) == nil:
		d.sealedLocked(ctx, now)
	default:
		// A transaction arrived meanwhile: the next tick mines it.
	}
	return nil
}

// pendingCount reads the number of executable transactions in the pool.
func (d *Devnet) pendingCount(ctx context.Context) (uint64, error) {
	var status struct {
		Pending hexutil.Uint64 `json:"pending"`
	}
	if err := d.rpc.CallContext(ctx, &status, "txpool_status"); err != nil {
		return 0, fmt.Errorf("devnet: txpool status: %w", err)
	}
	return uint64(status.Pending), nil
}

// sealLocked seals a block with whatever is pending; d.mu must be held.
func (d *Devnet) sealLocked(ctx context.Context, now time.Time) common.Hash {
	h := d.backend.Commit()
	d.sealedLocked(ctx, now)
	return h
}

// sealedLocked records a sealed block; d.mu must be held.
func (d *Devnet) sealedLocked(ctx context.Context, now time.Time) {
	d.lastSeal = now
	if !d.log.Enabled(ctx, slog.LevelDebug) {
		return
	}
	if b, err := d.backend.Client().BlockByNumber(ctx, nil); err == nil {
		d.log.Debug("devnet: block sealed", "block", b.NumberU64(), "time", b.Time(), "txs", len(b.Transactions()))
	}
}

// Commit seals a block now with every pending transaction and returns its
// hash. Its timestamp is at least one second after its parent's.
func (d *Devnet) Commit() common.Hash {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.sealLocked(context.Background(), time.Now())
}

// AdjustTime moves the chain's clock forward by dur (whole seconds, at least
// one): pending transactions are sealed first, then an empty block is sealed
// dur after the later of the head and the clock, and later blocks keep the
// offset (IncreaseTime). It returns an error when dur is below a second or
// the block cannot be sealed.
func (d *Devnet) AdjustTime(dur time.Duration) error {
	if dur < time.Second {
		return errors.New("devnet: adjust time: at least one second")
	}
	_, err := d.IncreaseTime(uint64(dur / time.Second))
	return err
}
