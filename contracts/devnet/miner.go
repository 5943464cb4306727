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
//     the chain's clock is already ahead of the (adjusted) wall clock, which
//     caps sustained load at one block per second so block timestamps, which
//     have one-second resolution and must increase, do not run away;
//   - an empty block when no block was sealed for BlockTime.
//
// go-ethereum stamps a transaction block with max(wall clock, parent+1)
// seconds; an empty block is stamped with the wall clock plus the skew that
// AdjustTime accumulated, so after time travel the chain keeps its offset.

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

// tick seals at most one block when one is due.
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
	target := uint64(now.Add(d.skew).Unix())
	switch {
	case pending > 0 && head.Time <= target:
		d.sealLocked(ctx, now)
	case pending == 0 && now.Sub(d.lastSeal) >= d.cfg.BlockTime && target > head.Time:
		if d.skew == 0 {
			d.sealLocked(ctx, now)
			return nil
		}
		if err := d.backend.AdjustTime(time.Duration(target-head.Time) * time.Second); err != nil {
			// A transaction arrived meanwhile: mine it instead.
			d.sealLocked(ctx, now)
			return nil
		}
		d.sealedLocked(ctx, now)
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
// dur after the head, and later blocks keep the offset. It returns an error
// when dur is below a second or the block cannot be sealed.
func (d *Devnet) AdjustTime(dur time.Duration) error {
	if dur < time.Second {
		return errors.New("devnet: adjust time: at least one second")
	}
	dur = dur.Truncate(time.Second)
	d.mu.Lock()
	defer d.mu.Unlock()
	ctx := context.Background()
	var err error
	for range 3 {
		if pending, perr := d.pendingCount(ctx); perr != nil {
			return perr
		} else if pending > 0 {
			d.sealLocked(ctx, time.Now())
		}
		if err = d.backend.AdjustTime(dur); err == nil {
			now := time.Now()
			if head, herr := d.backend.Client().HeaderByNumber(ctx, nil); herr == nil && int64(head.Time) > now.Unix() {
				d.skew = time.Duration(int64(head.Time)-now.Unix()) * time.Second
			}
			d.sealedLocked(ctx, now)
			return nil
		}
	}
	return fmt.Errorf("devnet: adjust time: %w", err)
}
