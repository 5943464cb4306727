package devnet

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// The chain's clock is anchored: at wall time anchorWall it read anchor
// (Unix seconds) and it runs ClockRate chain seconds per wall second from
// there. Time travel (IncreaseTime, SetNextBlockTimestamp) moves the anchor;
// the miner stamps blocks from the clock (miner.go). Without time travel
// and at rate 1 the clock is the wall clock and the miner leaves block
// timestamps to go-ethereum (clockOn false).
//
// go-ethereum's simulated backend stamps a block with transactions at
// max(wall clock, parent+1) and offers no way to choose that stamp; only an
// empty block (its AdjustTime) can be stamped at will. So time travel seals
// an empty block at the new time at once, and transactions sent after it
// land in later blocks, stamped after it.

// chainTimeLocked returns the clock's reading at wall time now; d.mu must be
// held.
func (d *Devnet) chainTimeLocked(now time.Time) uint64 {
	elapsed := now.Sub(d.anchorWall).Seconds() * d.rate
	t := d.anchor + int64(elapsed)
	if t < 0 {
		return 0
	}
	return uint64(t)
}

// reanchorLocked makes the clock read chain at wall time now; d.mu must be
// held.
func (d *Devnet) reanchorLocked(chain uint64, now time.Time) {
	d.anchor = int64(chain)
	d.anchorWall = now
	d.clockOn = true
}

// IncreaseTime moves the chain's clock forward by secs seconds (like
// evm_increaseTime): pending transactions are sealed first, then an empty
// block is sealed secs after the later of the clock and the head, and later
// blocks keep the offset. It returns the total seconds added so far. Zero
// seconds seals nothing and returns the total.
func (d *Devnet) IncreaseTime(secs uint64) (int64, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if secs == 0 {
		return d.offset, nil
	}
	ctx := context.Background()
	if err := d.sealPendingLocked(ctx); err != nil {
		return d.offset, err
	}
	head, err := d.backend.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		return d.offset, fmt.Errorf("devnet: read head: %w", err)
	}
	now := time.Now()
	target := max(d.chainTimeLocked(now), head.Time) + secs
	if err := d.adjustToLocked(ctx, target); err != nil {
		return d.offset, err
	}
	d.reanchorLocked(target, now)
	d.offset += int64(secs)
	return d.offset, nil
}

// SetNextBlockTimestamp makes ts the timestamp of the next block with
// transactions (like evm_setNextBlockTimestamp) and the clock's reading
// from now on: pending transactions are sealed first, then an empty block is
// sealed at ts-1 when the head is earlier. The next block is stamped ts
// when it comes within the block time (the miner seals no empty block
// meanwhile) and the wall clock is not past ts. It returns an error when ts
// is not after the head's timestamp.
func (d *Devnet) SetNextBlockTimestamp(ts uint64) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	ctx := context.Background()
	if err := d.sealPendingLocked(ctx); err != nil {
		return err
	}
	head, err := d.backend.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("devnet: read head: %w", err)
	}
	if ts <= head.Time {
		return fmt.Errorf("devnet: timestamp %d is not after the head's (%d)", ts, head.Time)
	}
	if ts-1 > head.Time {
		if err := d.adjustToLocked(ctx, ts-1); err != nil {
			return err
		}
	}
	// The clock reads ts-1 now, so the miner seals no empty block before
	// the next transaction's, which go-ethereum stamps parent+1 = ts.
	now := time.Now()
	d.offset += int64(ts) - 1 - int64(d.chainTimeLocked(now))
	d.reanchorLocked(ts-1, now)
	d.lastSeal = now
	return nil
}

// Mine seals one block now (like evm_mine): with the pending transactions
// when there are any (stamped after the head), or else an empty block at
// the clock's reading (at least a second after the head).
func (d *Devnet) Mine() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	ctx := context.Background()
	pending, err := d.pendingCount(ctx)
	if err != nil {
		return err
	}
	if pending > 0 || !d.clockOn {
		d.sealLocked(ctx, time.Now())
		return nil
	}
	head, err := d.backend.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("devnet: read head: %w", err)
	}
	return d.adjustToLocked(ctx, max(d.chainTimeLocked(time.Now()), head.Time+1))
}

// sealPendingLocked seals a block when transactions are pending; d.mu must
// be held.
func (d *Devnet) sealPendingLocked(ctx context.Context) error {
	pending, err := d.pendingCount(ctx)
	if err != nil {
		return err
	}
	if pending > 0 {
		d.sealLocked(ctx, time.Now())
	}
	return nil
}

// adjustToLocked seals an empty block stamped target (after the head),
// sealing transactions that arrive meanwhile first; d.mu must be held.
func (d *Devnet) adjustToLocked(ctx context.Context, target uint64) error {
	var err error
	for range 3 {
		head, herr := d.backend.Client().HeaderByNumber(ctx, nil)
		if herr != nil {
			return fmt.Errorf("devnet: read head: %w", herr)
		}
		if target <= head.Time {
			return errors.New("devnet: adjust time: the head is already at or past the target")
		}
		if err = d.backend.AdjustTime(time.Duration(target-head.Time) * time.Second); err == nil {
			d.sealedLocked(ctx, time.Now())
			return nil
		}
		// A transaction arrived: AdjustTime seals only empty blocks.
		if perr := d.sealPendingLocked(ctx); perr != nil {
			return perr
		}
	}
	return fmt.Errorf("devnet: adjust time: %w", err)
}
