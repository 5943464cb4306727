package ethrpc

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/neoswap/neoswap/mainapi"
)

// A backfill reads only the logs the indexer decodes. Every receipt of a
// block carries every log of it: on the 50k-swap devnet chain 415 logs a
// block where the indexer decodes 176 (the rest are token transfers), and
// on a public chain a tracked log is one in thousands. eth_getLogs filtered
// by the tracked addresses has the node find and encode only those, and
// the headers come from eth_getBlockByNumber with transaction hashes only.
// A transaction object, whose sender the node recovers from its signature
// (the node's dearest work a transaction), is read only for the
// transactions whose sender the caller stores (decode.Senders: a few in a
// hundred on a FeeRouter-heavy chain). Served this way the chain costs the
// node a fraction of what whole blocks or receipts cost
// (scripts/node-read-cost.py; docs/performance.md, "The indexer's
// settings").

// ErrLogsRefused is returned by TrackedBlocks when the node answered
// eth_getLogs with an error (a range or result limit, a filter it does not
// take, no such method) or when TrackedBlocks cannot read over this
// Source: read the range with BlocksByNumber instead.
var ErrLogsRefused = errors.New("ethrpc: eth_getLogs refused")

// Limits of TrackedBlocks: go-ethereum's eth_getLogs takes at most 1,000
// addresses a filter (its LogQueryLimit), so more go in several filters of
// one batch request, up to maxLogFilters of them.
const (
	MaxFilterAddresses = 1000
	maxLogFilters      = 20
)

type fullBlock struct {
	Hash         *common.Hash `json:"hash"`
	Transactions []txObject   `json:"transactions"`
}

type txObject struct {
	Hash             *common.Hash    `json:"hash"`
	BlockHash        *common.Hash    `json:"blockHash"`
	TransactionIndex *hexutil.Uint64 `json:"transactionIndex"`
	From             *common.Address `json:"from"`
	To               *common.Address `json:"to"`
}

type logFilter struct {
	FromBlock string           `json:"fromBlock"`
	ToBlock   string           `json:"toBlock"`
	Address   []common.Address `json:"address"`
	Topics    [][]common.Hash  `json:"topics,omitempty"`
}

// SendersFunc picks, among the tracked logs of one block, the transactions
// whose sender and recipient TrackedBlocks reads (mainapi.SendersFunc).
type SendersFunc = mainapi.SendersFunc

// TrackedBlocks returns blocks from..to in order, each with its header, the
// logs that addrs emitted or one of filters selects (in log-index order,
// each once) and, of the transactions that emitted them, those senders
// picks. For a block whose parent hash chain the caller checks, addrs and
// filters a superset of what it decodes and senders a superset of the
// senders it stores, it decodes as BlockByNumber's block does. Blocks must be final: the logs, the headers and the transactions
// are separate reads, and a log or transaction of another block hash than
// the header's is an error. It needs a Source made by Dial over HTTP, and
// returns an error wrapping ErrLogsRefused when it cannot read this way.
func (s *Source) TrackedBlocks(ctx context.Context, from, to uint64, addrs []common.Address, filters []mainapi.LogFilter, senders SendersFunc) ([]mainapi.Block, error) {
	if to < from {
		return nil, fmt.Errorf("ethrpc: blocks %d-%d: empty range", from, to)
	}
	groups := (len(addrs) + MaxFilterAddresses - 1) / MaxFilterAddresses
	if s.hc == nil || s.noLogs.Load() || groups+len(filters) > maxLogFilters || len(addrs)+len(filters) == 0 {
		return nil, ErrLogsRefused
	}
	n := int(to - from + 1)
	// The headers do not depend on the logs: both reads are posted at once.
	var heads []*rpcBlock
	var headErr error
	var wg sync.WaitGroup
	wg.Go(func() { heads, headErr = s.readHeaders(ctx, from, n) })
	logs, err := s.filteredLogs(ctx, from, to, addrs, groups, filters)
	wg.Wait()
	if err != nil {
		return nil, err
	}
	if headErr != nil {
		return nil, fmt.Errorf("ethrpc: blocks %d-%d: %w", from, to, headErr)
	}
	byBlock := make([][]*filteredLog, n)
	for i := range logs {
		l := &logs[i]
		if l.BlockNumber < from || l.BlockNumber > to {
			return nil, fmt.Errorf("ethrpc: eth_getLogs %d-%d: a log outside the range", from, to)
		}
		if l.Removed {
			return nil, fmt.Errorf("ethrpc: eth_getLogs %d-%d: a removed log", from, to)
		}
		i := l.BlockNumber - from
		byBlock[i] = append(byBlock[i], l)
	}
	out := make([]mainapi.Block, n)
	txHashes := make([][]common.Hash, n)
	for i := range n {
		if out[i], txHashes[i], err = trackedBlock(from+uint64(i), heads[i], byBlock[i]); err != nil {
			return nil, err
		}
	}
	if err := s.readSenders(ctx, out, txHashes, senders); err != nil {
		return nil, err
	}
	return out, nil
}

// readHeaders reads the n headers from `from` on: with
// eth_getHeaderByNumber (go-ethereum's; a tenth of the node's CPU of an
// eth_getBlockByNumber, which hashes and encodes every transaction), or,
// once the node answered it with a JSON-RPC error (it is not a standard
// method: providers answer "method not found" or "unsupported" under
// various codes), eth_getBlockByNumber with transaction hashes (then
// trackedBlock also checks each log's transaction against them).
func (s *Source) readHeaders(ctx context.Context, from uint64, n int) ([]*rpcBlock, error) {
	heads, errs := make([]*rpcBlock, n), make([]error, n)
	if !s.noHeaders.Load() {
		err := postBatch(ctx, s, "eth_getHeaderByNumber", func(i int) []any { return []any{hexutil.EncodeUint64(from + uint64(i))} }, heads, errs)
		if err == nil {
			err = errors.Join(errs...)
		}
		var rpcErr rpc.Error
		if !errors.As(err, &rpcErr) {
			return heads, err
		}
		s.noHeaders.Store(true)
		clear(heads)
		clear(errs)
	}
	err := postBatch(ctx, s, "eth_getBlockByNumber", blockArgs(from, false), heads, errs)
	return heads, errors.Join(err, errors.Join(errs...))
}

// filteredLogs reads the logs of addrs in from..to with one eth_getLogs a
// MaxFilterAddresses addresses (groups of them) and one a topic filter, in
// one batch request, sorted by block and log index, each log once (a log
// two topic filters select comes back twice).
func (s *Source) filteredLogs(ctx context.Context, from, to uint64, addrs []common.Address, groups int, topicFilters []mainapi.LogFilter) ([]filteredLog, error) {
	filters := groups + len(topicFilters)
	results := make([]logList, filters)
	errs := make([]error, filters)
	err := postBatch(ctx, s, "eth_getLogs", func(i int) []any {
		f := logFilter{FromBlock: hexutil.EncodeUint64(from), ToBlock: hexutil.EncodeUint64(to)}
		if i < groups {
			f.Address = addrs[i*MaxFilterAddresses : min((i+1)*MaxFilterAddresses, len(addrs))]
		} else {
			tf := &topicFilters[i-groups]
			f.Address, f.Topics = []common.Address{tf.Address}, tf.Topics
		}
		return []any{f}
	}, results, errs)
	refused := func(err error) error {
		if methodMissing(err) {
			s.noLogs.Store(true)
		}
		return fmt.Errorf("%w: %w", ErrLogsRefused, err)
	}
	var rpcErr rpc.Error
	if err != nil {
		if errors.As(err, &rpcErr) { // the whole batch refused
			return nil, refused(err)
		}
		return nil, fmt.Errorf("ethrpc: eth_getLogs %d-%d: %w", from, to, err)
	}
	for _, err := range errs {
		if err == nil {
			continue
		}
		if !errors.As(err, &rpcErr) {
			return nil, fmt.Errorf("ethrpc: eth_getLogs %d-%d: %w", from, to, err)
		}
		return nil, refused(err)
	}
	for _, r := range results {
		if r == nil { // null, not []: the node does not say the range has no log
			return nil, fmt.Errorf("ethrpc: eth_getLogs %d-%d: null result", from, to)
		}
	}
	logs := slices.Concat(results...)
	for i := range logs {
		if need := hasBlockNumber | hasLogIndex; logs[i].has&need != need {
			return nil, fmt.Errorf("ethrpc: eth_getLogs %d-%d: %w: blockNumber or logIndex", from, to, errLogFields)
		}
	}
	if filters > 1 { // each filter's logs are in order, not their concatenation
		slices.SortFunc(logs, func(a, b filteredLog) int {
			return cmp.Or(cmp.Compare(a.BlockNumber, b.BlockNumber), cmp.Compare(a.LogIndex, b.LogIndex))
		})
	}
	if len(topicFilters) > 0 {
		logs = slices.CompactFunc(logs, func(a, b filteredLog) bool {
			return a.BlockNumber == b.BlockNumber && a.LogIndex == b.LogIndex
		})
	}
	return logs, nil
}

// trackedBlock checks and assembles block num from its header and its
// tracked logs. A header with its transaction hashes (eth_getBlockByNumber)
// has them returned, and each log's transaction is checked against them;
// without (eth_getHeaderByNumber), the logs are checked against each other
// (one hash a transaction index, indexes in log order), and each log's
// block hash against the header's either way.
func trackedBlock(num uint64, h *rpcBlock, logs []*filteredLog) (mainapi.Block, []common.Hash, error) {
	if h == nil {
		return mainapi.Block{}, nil, fmt.Errorf("ethrpc: block %d: not found", num)
	}
	if h.Number == nil || h.Hash == nil || h.ParentHash == nil || h.Timestamp == nil {
		return mainapi.Block{}, nil, fmt.Errorf("ethrpc: block %d needs number, hash, parentHash and timestamp", num)
	}
	if uint64(*h.Number) != num {
		return mainapi.Block{}, nil, fmt.Errorf("ethrpc: block %d: the node returned block %d", num, uint64(*h.Number))
	}
	b := mainapi.Block{Number: num, Hash: *h.Hash, ParentHash: *h.ParentHash, Timestamp: uint64(*h.Timestamp)}
	if len(logs) == 0 {
		return b, nil, nil
	}
	var hashes []common.Hash
	if h.Transactions != nil {
		var err error
		if hashes, err = blockTxHashes(h.Transactions); err != nil {
			return mainapi.Block{}, nil, fmt.Errorf("ethrpc: block %d: %w", num, err)
		}
	}
	b.Logs = make([]mainapi.Log, 0, len(logs))
	var nextLog uint64
	for k, l := range logs {
		if need := hasAddress | hasTopics | hasData | hasTransactionHash | hasTransactionIndex | hasBlockHash; l.has&need != need {
			return mainapi.Block{}, nil, fmt.Errorf("ethrpc: block %d: %w: a log needs address, topics, data, transactionHash, transactionIndex and blockHash", num, errLogFields)
		}
		if l.BlockHash != b.Hash {
			// The logs and the header were read apart: the block changed
			// between the reads (a reorg the caller should not have asked
			// through) and the read is retried.
			return mainapi.Block{}, nil, fmt.Errorf("ethrpc: block %d: a log of block hash %s, the header's is %s", num, l.BlockHash.Hex(), b.Hash.Hex())
		}
		if l.LogIndex < nextLog {
			return mainapi.Block{}, nil, fmt.Errorf("ethrpc: block %d: log indexes are not strictly increasing", num)
		}
		if len(l.Topics) > 4 {
			return mainapi.Block{}, nil, fmt.Errorf("ethrpc: block %d log %d has %d topics", num, l.LogIndex, len(l.Topics))
		}
		nextLog = l.LogIndex + 1
		ti := l.TransactionIndex
		switch {
		case hashes != nil:
			if ti >= uint64(len(hashes)) || hashes[ti] != l.TransactionHash {
				return mainapi.Block{}, nil, fmt.Errorf("ethrpc: block %d: the log's transaction %s is not transaction %d of %d", num, l.TransactionHash.Hex(), ti, len(hashes))
			}
		case k > 0:
			prev := logs[k-1]
			if ti < prev.TransactionIndex || (ti == prev.TransactionIndex) != (l.TransactionHash == prev.TransactionHash) {
				return mainapi.Block{}, nil, fmt.Errorf("ethrpc: block %d: logs %d and %d disagree on their transactions", num, prev.LogIndex, l.LogIndex)
			}
		}
		b.Logs = append(b.Logs, mainapi.Log{
			TxHash: l.TransactionHash, TxIndex: uint(ti), LogIndex: uint(l.LogIndex),
			Address: l.Address, Topics: l.Topics, Data: l.Data,
		})
	}
	return b, hashes, nil
}
