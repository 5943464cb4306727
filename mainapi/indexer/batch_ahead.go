package indexer

import (
	"maps"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/decode"
)

// A backfill batch's blocks are decoded while the batch before it is
// written: decoding is Go work on every log of the batch (about 0.7 ms a
// block), and done inside the batch's transaction it leaves the writer's
// connection idle meanwhile. HandleBatchAhead starts it, once its own
// batch is decoded, with the pairs tracked after that batch; the
// HandleBatch call that applies the next batch takes the result when the
// blocks are the same and the pairs it loads in its transaction are those
// the decode started from (decoding is a pure function of the blocks, the
// contracts and the tracked pairs), and decodes again otherwise: after a
// failed or rolled back batch, or when other calls came in between.

// aheadDecode is a batch being decoded in the background.
type aheadDecode struct {
	start map[common.Address]mainapi.Pair // the tracked pairs it started from
	done  chan struct{}                   // closed when the fields below are set
	// The batch's first and last block hashes and its length (0: the read
	// failed).
	first, last common.Hash
	blocks      int
	evs         []mainapi.Events
	end         map[common.Address]mainapi.Pair // start and the pairs the batch created
	err         error
}

// decodeAhead starts decoding the blocks next returns (waiting for them)
// with the pairs tracked after the batch being applied (end, which it
// does not modify).
func (ix *Indexer) decodeAhead(next func() []mainapi.Block, end map[common.Address]mainapi.Pair) {
	a := &aheadDecode{start: end, done: make(chan struct{})}
	t := &decode.Tracked{Contracts: ix.track, Pairs: maps.Clone(end)}
	go func() {
		defer close(a.done)
		bs := next()
		if len(bs) == 0 {
			return
		}
		a.first, a.last, a.blocks = bs[0].Hash, bs[len(bs)-1].Hash, len(bs)
		a.evs, a.err = decodeBatch(bs, t)
		a.end = t.Pairs
	}()
	ix.ahead = a
}

// takeAhead returns the events and the pairs after bs decoded ahead, when
// they were decoded from pairs equal to tracked, and consumes the ahead
// decode either way. It waits for the decode: a follower calls it on the
// batch whose read the decode waited for, which it has waited for too.
func (ix *Indexer) takeAhead(bs []mainapi.Block, tracked map[common.Address]mainapi.Pair) ([]mainapi.Events, map[common.Address]mainapi.Pair, bool) {
	a := ix.ahead
	ix.ahead = nil
	if a == nil {
		return nil, nil, false
	}
	<-a.done
	if a.blocks != len(bs) || a.first != bs[0].Hash || a.last != bs[len(bs)-1].Hash || a.err != nil || !maps.Equal(a.start, tracked) {
		return nil, nil, false
	}
	ix.aheadUsed++
	return a.evs, a.end, true
}
