package indexer

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/decode"
)

// HandleBatch applies consecutive canonical blocks bs (each the parent of
// the next) in one transaction: all of them or none. It is for backfill
// below the finality depth, where no reorg can reach; its derived rows
// equal those of HandleBlock on each block in turn. When bs does not extend
// the stored head (a gap, a duplicate, a reorg), it falls back to
// HandleBlock on each block. It returns the errors of HandleBlock, and an
// error when bs is not a chain.
func (ix *Indexer) HandleBatch(ctx context.Context, bs []mainapi.Block) (Outcome, error) {
	return ix.HandleBatchAhead(ctx, bs, nil)
}

// HandleBatchAhead is HandleBatch on bs that, once bs is decoded, decodes
// next in the background (batch_ahead.go): the batch a follower applies
// after bs, when it has already read it. The HandleBatch call on next
// uses that decode when it still holds.
func (ix *Indexer) HandleBatchAhead(ctx context.Context, bs, next []mainapi.Block) (Outcome, error) {
	if len(next) == 0 {
		return ix.HandleBatchReading(ctx, bs, nil)
	}
	return ix.HandleBatchReading(ctx, bs, func() []mainapi.Block { return next })
}

// HandleBatchReading is HandleBatchAhead with the next batch still being
// read: next waits for its blocks (nil when the read failed), and the
// background decode starts when they come, while bs is being written.
func (ix *Indexer) HandleBatchReading(ctx context.Context, bs []mainapi.Block, next func() []mainapi.Block) (out Outcome, err error) {
	if ix.cfg.Metrics != nil && len(bs) > 0 {
		defer func(start time.Time) { ix.observe(start, out, &bs[len(bs)-1], err) }(time.Now())
	}
	return ix.handleBatchReading(ctx, bs, next)
}

func (ix *Indexer) handleBatchReading(ctx context.Context, bs []mainapi.Block, next func() []mainapi.Block) (Outcome, error) {
	if len(bs) == 0 {
		return Outcome{}, nil
	}
	for i := 1; i < len(bs); i++ {
		if bs[i].Number != bs[i-1].Number+1 || bs[i].ParentHash != bs[i-1].Hash {
			return Outcome{}, fmt.Errorf("indexer: batch: block %d does not follow block %d", bs[i].Number, bs[i-1].Number)
		}
	}
	if out, done, err := ix.finishPrepared(ctx, bs, next); done {
		return out, err
	}
	// The transaction prepared ahead, if any, holds blocks this one writes.
	ix.discardPrepared()
	head, ok, err := ix.head(ctx)
	if err != nil {
		return Outcome{}, err
	}
	if ok && (bs[0].Number != head.Number+1 || bs[0].ParentHash != head.Hash) {
		var out Outcome
		for _, b := range bs {
			o, err := ix.handleBlock(ctx, b) // observed as part of the batch
			out.add(o)
			if err != nil {
				return out, err
			}
		}
		return out, nil
	}
	var out Outcome
	var found *decode.Tracked
	err = ix.store.InTx(ctx, func(tx Tx) error {
		out = Outcome{}
		// The head cannot have moved: this is the single writer.
		if found, err = ix.loadTracked(ctx, tx); err != nil {
			return err
		}
		evs, end, ok := ix.takeAhead(bs, found)
		if ok {
			found = end
		} else if evs, err = decodeBatch(bs, found); err != nil {
			return err
		}
		if next != nil {
			ix.decodeAhead(ctx, next, found)
		}
		out, err = ix.applyDecoded(ctx, tx, bs, evs)
		return err
	})
	return ix.batchDone(bs, out, found, err)
}

// applyDecoded stores bs, decoded as evs, in tx.
func (ix *Indexer) applyDecoded(ctx context.Context, tx Tx, bs []mainapi.Block, evs []mainapi.Events) (Outcome, error) {
	var out Outcome
	var created []mainapi.PairCreated
	for i := range evs {
		created = append(created, evs[i].PairsCreated...)
		out.Events += evs[i].Len()
	}
	// One metadata look-up for the whole batch: the tokens missing
	// metadata are the same whether asked block by block or at once.
	if err := ix.ensureMetadata(ctx, tx, created); err != nil {
		return Outcome{}, err
	}
	if err := tx.ApplyBatch(ctx, bs, evs); err != nil {
		return Outcome{}, fmt.Errorf("store blocks %d-%d: %w", bs[0].Number, bs[len(bs)-1].Number, err)
	}
	out.Applied = len(bs)
	return out, nil
}

// batchDone ends a batch's HandleBatch call: with the pairs and coins
// tracked after it when its transaction committed (err nil), and otherwise
// with nothing of it kept, the next batch's decode and prepared
// transaction included (they continue a batch that is not stored).
func (ix *Indexer) batchDone(bs []mainapi.Block, out Outcome, found *decode.Tracked, err error) (Outcome, error) {
	if err != nil {
		ix.found = nil
		ix.dropAhead()
		return Outcome{}, fmt.Errorf("indexer: batch %d-%d: %w", bs[0].Number, bs[len(bs)-1].Number, err)
	}
	ix.found = found
	return out, nil
}

// errNotPrepared is finishPrepared's rollback when the stored head is not
// the prepared batch's parent.
var errNotPrepared = errors.New("indexer: the prepared batch does not extend the head")

// finishPrepared applies bs in the transaction prepared for it ahead
// (batch_ahead.go) when there is one, its decode holds (decoded from the
// pairs and coins tracked at the committed head) and the head is bs's
// parent; done is false, with nothing written, when not.
func (ix *Indexer) finishPrepared(ctx context.Context, bs []mainapi.Block, next func() []mainapi.Block) (out Outcome, done bool, err error) {
	a := ix.ahead
	if a == nil || ix.found == nil || bs[0].Number == 0 {
		return Outcome{}, false, nil
	}
	<-a.done
	if a.prep == nil || !a.matches(bs) || !a.start.SameDiscovered(ix.found) {
		return Outcome{}, false, nil
	}
	ix.ahead = nil
	err = a.prep.InTx(ctx, func(tx Tx) error {
		parent, ok, err := tx.BlockHash(ctx, bs[0].Number-1)
		if err != nil {
			return fmt.Errorf("read block %d: %w", bs[0].Number-1, err)
		}
		if !ok || parent != bs[0].ParentHash {
			return errNotPrepared
		}
		if next != nil {
			ix.decodeAhead(ctx, next, a.end)
		}
		out, err = ix.applyDecoded(ctx, tx, bs, a.evs)
		return err
	})
	if errors.Is(err, errNotPrepared) {
		return Outcome{}, false, nil
	}
	ix.aheadUsed++
	ix.preparedUsed++
	out, err = ix.batchDone(bs, out, a.end, err)
	return out, true, err
}

// decodeBatch decodes the blocks of bs in order with t, as decode.Block on
// each in turn would. A pair or coin created in one block is tracked from
// then on, so a batch with a log that may create one (decode.MayTrack: a
// factory's, a curve TokenCreated) decodes block by block; a batch without
// one cannot extend t, so its blocks decode in parallel, one
// share per core (the writer's connection only waits meanwhile: a tenth of
// a backfill's time went to decoding). The error is that of the first
// failing block, as in order.
func decodeBatch(bs []mainapi.Block, t *decode.Tracked) ([]mainapi.Events, error) {
	evs := make([]mainapi.Events, len(bs))
	errs := make([]error, len(bs))
	workers := min(runtime.GOMAXPROCS(0), len(bs)/decodeShareMin)
	if workers < 2 || mayTrack(bs, &t.Contracts) {
		for i := range bs {
			if evs[i], errs[i] = decode.Block(&bs[i], t); errs[i] != nil {
				break
			}
		}
	} else {
		if t.Pairs == nil { // decode.Block would set them: not concurrently
			t.Pairs = map[common.Address]mainapi.Pair{}
		}
		if t.Coins == nil {
			t.Coins = map[common.Address]struct{}{}
		}
		var wg sync.WaitGroup
		share := (len(bs) + workers - 1) / workers
		for lo := 0; lo < len(bs); lo += share {
			wg.Go(func() {
				for i := lo; i < min(lo+share, len(bs)); i++ {
					if evs[i], errs[i] = decode.Block(&bs[i], t); errs[i] != nil {
						return
					}
				}
			})
		}
		wg.Wait()
	}
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("block %d: %w", bs[i].Number, err)
		}
	}
	return evs, nil
}

// decodeShareMin is the fewest blocks a goroutine of decodeBatch takes. Decoding
// a block costs far more than starting a goroutine, and 2 lets
// the batch tests' 7-block batches (TestBatchEqualsBlockByBlock,
// TestFollowerRangeBackfill) take the parallel path.
const decodeShareMin = 2

// mayTrack reports whether a log of bs may extend what the decoder tracks
// (decode.MayTrack).
func mayTrack(bs []mainapi.Block, c *decode.Contracts) bool {
	for i := range bs {
		for j := range bs[i].Logs {
			if decode.MayTrack(c, &bs[i].Logs[j]) {
				return true
			}
		}
	}
	return false
}
