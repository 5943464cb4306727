package indexer

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/decode"
)

// A backfill reads final blocks with only the logs the decoder can use
// when Source is a TrackedBlockSource: the logs of the deployment's
// contracts, of every tracked pair and launch coin, and NeoToken's
// transfers of a supply holder (decode.Contracts.LogFilters), which is all
// decode.Block decodes.
// The node then finds and encodes a fraction of each block's logs
// (ethrpc/tracked.go says how much).
//
// The tracked pairs and coins grow as the blocks create them, and a batch
// is read ahead of the one being written: a read asks for the fixed
// contracts, the pairs and coins stored, and those the batch being written
// creates (the read of it found them, fetched.created).
// When the blocks it returns create a pair or coin it was not given
// (decode.Created, the decoder's own rule), the new addresses' logs from
// that block to the batch's end are read and merged in before the batch is
// handed over (a coin's mint, logged before its TokenCreated in the same
// transaction, comes with them). A node that refuses such reads (ethrpc.ErrLogsRefused: a
// range or result limit, no eth_getLogs) is read whole, block by block
// receipts, for that chunk.

// TrackedBlockSource is a BlockRangeSource that also reads final blocks
// with only the logs of given addresses (ethrpc.Source).
type TrackedBlockSource interface {
	BlockRangeSource
	// TrackedBlocks returns the blocks from..to in order, each with its
	// header, the logs addrs emitted or filters select in log-index order
	// (each once), and the transactions among theirs that senders picks.
	TrackedBlocks(ctx context.Context, from, to uint64, addrs []common.Address, filters []mainapi.LogFilter, senders mainapi.SendersFunc) ([]mainapi.Block, error)
}

// senders returns the picker of a tracked read: among the tracked logs of
// a block, the transactions whose senders the decoder stores
// (decode.Senders). Every log a tracked read returns is of a tracked
// address, so any but the fixed contracts' is a pair's. A read of only
// some tracked addresses (readCreated's) may pick more than the decoder
// stores, never fewer: it sees no FeeRouter Swap that pays for a swap.
// A launch coin counts as a pair here, which changes no pick: Senders
// reads a pair's Mint, Burn and Swap topics, which no coin emits.
func (f *Follower) senders() mainapi.SendersFunc {
	c := &f.Indexer.track
	fixed := c.Addresses()
	isPair := func(a common.Address) bool { return !slices.Contains(fixed, a) }
	return func(logs []mainapi.Log) map[common.Hash]struct{} { return decode.Senders(c, isPair, logs) }
}

// trackedAddrs returns the addresses a backfill read asks the node for:
// the fixed contracts, the stored pairs and coins and created (the pairs
// and coins of a batch read but not stored yet); nil when backfill reads
// every receipt.
func (f *Follower) trackedAddrs(ctx context.Context, created []common.Address) ([]common.Address, error) {
	if _, ok := f.Source.(TrackedBlockSource); !ok || f.ReceiptsOnly {
		return nil, nil
	}
	found, err := f.Indexer.trackedFound(ctx)
	if err != nil {
		return nil, err
	}
	set := make(map[common.Address]struct{}, len(found.Pairs)+len(found.Coins)+len(created)+24)
	for _, a := range f.Indexer.track.Addresses() {
		set[a] = struct{}{}
	}
	for a := range found.Pairs {
		set[a] = struct{}{}
	}
	for a := range found.Coins {
		set[a] = struct{}{}
	}
	for _, a := range created {
		set[a] = struct{}{}
	}
	return slices.SortedFunc(maps.Keys(set), func(a, b common.Address) int { return a.Cmp(b) }), nil
}

// readTracked reads len(dst) blocks from `from` on into dst with only the
// logs of addrs and those filters select, or whole (then whole is true)
// when the source refuses.
func (f *Follower) readTracked(ctx context.Context, rs BlockRangeSource, from uint64, dst []mainapi.Block, addrs []common.Address, filters []mainapi.LogFilter) (whole bool, err error) {
	ts, senders := rs.(TrackedBlockSource), f.senders()
	read := func(ctx context.Context, from, to uint64) ([]mainapi.Block, error) {
		return ts.TrackedBlocks(ctx, from, to, addrs, filters, senders)
	}
	err = readRange(ctx, read, from, dst)
	if err == nil || ctx.Err() != nil {
		return false, err
	}
	if f.warnedTracked.CompareAndSwap(false, true) {
		f.Logger.Warn("indexer: a read of tracked logs failed, reading whole receipts for it (warned once)", "from", from, "err", err)
	}
	return true, readRange(ctx, rs.BlocksByNumber, from, dst)
}

// readCreated finds the pairs and coins that bs (blocks from `from` on,
// read with the logs of addrs, or whole where whole says so) create and
// addrs lacks (decode.Created), reads their logs from the creating block
// up to the last block and merges them into the blocks read with the logs
// of addrs. It returns the new addresses.
func (f *Follower) readCreated(ctx context.Context, rs BlockRangeSource, from uint64, bs []mainapi.Block, whole []bool, addrs []common.Address) ([]common.Address, error) {
	known := make(map[common.Address]struct{}, len(addrs))
	for _, a := range addrs {
		known[a] = struct{}{}
	}
	var created []common.Address
	first := -1 // the block that creates the first new pair or coin
	for i := range bs {
		for j := range bs[i].Logs {
			p, ok := decode.Created(&f.Indexer.track, &bs[i].Logs[j])
			if !ok {
				continue
			}
			if _, have := known[p]; have {
				continue
			}
			known[p] = struct{}{}
			created = append(created, p)
			if first < 0 {
				first = i
			}
		}
	}
	if len(created) == 0 {
		return nil, nil
	}
	for first < len(bs) && whole[first] { // whole blocks hold the new addresses' logs
		first++
	}
	if first == len(bs) {
		return created, nil
	}
	more := make([]mainapi.Block, len(bs)-first)
	chunks := (len(more) + f.RangeChunk - 1) / f.RangeChunk // as the batch's: a node's batch size limits
	errs := parallel(ctx, chunks, f.FetchWorkers, func(i int) error {
		lo := i * f.RangeChunk
		hi := min(lo+f.RangeChunk, len(more))
		_, err := f.readTracked(ctx, rs, from+uint64(first+lo), more[lo:hi], created, nil)
		return err
	})
	if err := cmp.Or(ctx.Err(), errors.Join(errs...)); err != nil {
		return nil, err
	}
	for i := range more {
		b := &bs[first+i]
		if more[i].Hash != b.Hash {
			return nil, fmt.Errorf("indexer: block %d changed between two reads (%s, then %s)", b.Number, b.Hash.Hex(), more[i].Hash.Hex())
		}
		mergeLogs(b, &more[i])
	}
	return created, nil
}

// mergeLogs adds to b the logs and transactions of o (the same block) that
// b lacks, keeping both in index order.
func mergeLogs(b, o *mainapi.Block) {
	b.Logs = mergeByIndex(b.Logs, o.Logs, func(l mainapi.Log) uint { return l.LogIndex })
	b.Transactions = mergeByIndex(b.Transactions, o.Transactions, func(t mainapi.Transaction) uint { return t.Index })
}

// mergeByIndex returns a with the elements of b whose index a lacks, in
// index order.
func mergeByIndex[T any](a, b []T, index func(T) uint) []T {
	if len(b) == 0 {
		return a
	}
	have := make(map[uint]struct{}, len(a))
	for _, x := range a {
		have[index(x)] = struct{}{}
	}
	for _, x := range b {
		if _, ok := have[index(x)]; !ok {
			a = append(a, x)
		}
	}
	slices.SortFunc(a, func(x, y T) int { return cmp.Compare(index(x), index(y)) })
	return a
}
