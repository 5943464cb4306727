package devnet

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// MaxReorgDepth bounds Reorg: the deepest reorg the services follow
// (mainapi's FINALITY_DEPTH defaults to 64).
const MaxReorgDepth = 64

// Reorg replaces the chain's last depth blocks with a branch one block
// longer, as a reorg on a real network would: the simulated backend forks
// at the ancestor and, once the branch is the longer chain, returns the
// dropped blocks' transactions to its pool, so the next blocks mine them
// again (in new blocks with other hashes). Transactions pending meanwhile
// that are valid on the ancestor's state may land on the branch itself.
// It returns the new head's hash. The miner waits while it runs; the
// clock moves forward to the branch's head when the branch ends ahead of
// it (the seconds count in evm_increaseTime's total).
func (d *Devnet) Reorg(depth uint64) (common.Hash, error) {
	if depth == 0 || depth > MaxReorgDepth {
		return common.Hash{}, fmt.Errorf("devnet: reorg depth %d: want 1 to %d", depth, MaxReorgDepth)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	ctx := context.Background()
	head, err := d.backend.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		return common.Hash{}, fmt.Errorf("devnet: read head: %w", err)
	}
	if head.Number.Uint64() < depth {
		return common.Hash{}, fmt.Errorf("devnet: reorg depth %d: the chain has %d blocks", depth, head.Number.Uint64())
	}
	anc, err := d.backend.Client().HeaderByNumber(ctx, new(big.Int).SetUint64(head.Number.Uint64()-depth))
	if err != nil {
		return common.Hash{}, fmt.Errorf("devnet: read block %d: %w", head.Number.Uint64()-depth, err)
	}
	if err := d.backend.Fork(anc.Hash()); err != nil {
		return common.Hash{}, fmt.Errorf("devnet: fork at %d: %w", anc.Number.Uint64(), err)
	}
	var h common.Hash
	for range depth + 1 {
		h = d.sealLocked(ctx, time.Now())
	}
	// Each branch block is stamped a second after its parent, so the branch
	// ends ahead of the clock, and the miner would seal nothing until the
	// clock caught up: the clock moves to the new head instead, as
	// evm_increaseTime would move it.
	now := time.Now()
	top, err := d.backend.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		return h, fmt.Errorf("devnet: read head: %w", err)
	}
	if clock := d.chainTimeLocked(now); top.Time > clock {
		d.offset += int64(top.Time - clock)
		d.reanchorLocked(top.Time, now)
	}
	return h, nil
}
