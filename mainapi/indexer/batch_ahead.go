package indexer

import (
	"context"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/decode"
)

// A backfill batch's blocks are decoded while the batch before it is
// written: decoding is Go work on every log of the batch, and done inside the batch's transaction it leaves the writer's
// connection idle meanwhile. HandleBatchAhead starts it, once its own
// batch is decoded, with the pairs and coins tracked after that batch; the
// HandleBatch call that applies the next batch takes the result when the
// blocks are the same and the pairs and coins it loads in its transaction
// are those the decode started from (decoding is a pure function of the
// blocks, the contracts and the tracked pairs and coins), and decodes
// again otherwise: after a
// failed or rolled back batch, or when other calls came in between.
//
// With a store that prepares batches (BatchPreparer), the decode goes on
// to begin the next batch's transaction and store its raw rows, still
// while this batch is written; the next HandleBatch call finishes it
// (finishPrepared) when the decode holds, and discards it otherwise.

// aheadDecode is a batch being decoded in the background.
type aheadDecode struct {
	start *decode.Tracked // the tracked pairs and coins it started from
	done  chan struct{}   // closed when the fields below are set
	// The batch's first and last block hashes and its length (0: the read
	// failed).
	first, last common.Hash
	blocks      int
	evs         []mainapi.Events
	end         *decode.Tracked // start and the pairs and coins the batch created
	err         error
	prep        PreparedBatch // the batch's transaction begun, its raw rows stored; nil if not
}

// matches reports whether the decode is of bs and succeeded.
func (a *aheadDecode) matches(bs []mainapi.Block) bool {
	return a.err == nil && a.blocks == len(bs) && a.first == bs[0].Hash && a.last == bs[len(bs)-1].Hash
}

// decodeAhead starts decoding the blocks next returns (waiting for them)
// with the pairs and coins tracked after the batch being applied (end,
// which it does not modify), then preparing their transaction when the
// store can.
func (ix *Indexer) decodeAhead(ctx context.Context, next func() []mainapi.Block, end *decode.Tracked) {
	prep, _ := ix.store.(BatchPreparer)
	a := &aheadDecode{start: end, done: make(chan struct{})}
	t := end.Clone()
	go func() {
		defer close(a.done)
		bs := next()
		if len(bs) == 0 {
			return
		}
		a.first, a.last, a.blocks = bs[0].Hash, bs[len(bs)-1].Hash, len(bs)
		a.evs, a.err = decodeBatch(bs, t)
		a.end = t
		if a.err == nil && prep != nil {
			var err error
			// Not preparing costs time only: the batch is then applied
			// in a transaction of its own, which reports what failed.
			if a.prep, err = prep.PrepareBatch(ctx, bs, a.evs); err != nil {
				ix.log.Debug("indexer: batch not prepared", "from", bs[0].Number, "err", err)
			}
		}
	}()
	ix.ahead = a
}

// takeAhead returns the events and the pairs and coins after bs decoded
// ahead, when they were decoded from pairs and coins equal to tracked's,
// and consumes the ahead
// decode either way. It waits for the decode: a follower calls it on the
// batch whose read the decode waited for, which it has waited for too.
func (ix *Indexer) takeAhead(bs []mainapi.Block, tracked *decode.Tracked) ([]mainapi.Events, *decode.Tracked, bool) {
	a := ix.ahead
	ix.ahead = nil
	if a == nil {
		return nil, nil, false
	}
	<-a.done
	if !a.matches(bs) || !a.start.SameDiscovered(tracked) {
		return nil, nil, false
	}
	ix.aheadUsed++
	return a.evs, a.end, true
}

// discardPrepared rolls back the transaction prepared ahead, if any,
// keeping the decode: another transaction is about to write.
func (ix *Indexer) discardPrepared() {
	if a := ix.ahead; a != nil {
		<-a.done
		if a.prep != nil {
			a.prep.Discard()
			a.prep = nil
		}
	}
}

// dropAhead discards the decode ahead and its prepared transaction: a
// batch failed, or blocks come otherwise than in batches.
func (ix *Indexer) dropAhead() {
	ix.discardPrepared()
	ix.ahead = nil
}
