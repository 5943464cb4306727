package ethrpc

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	json "github.com/goccy/go-json"

	"github.com/neoswap/neoswap/mainapi"
)

// ErrBadBlock is returned (wrapped) by BlockWithReceipts.ToBlock for a
// block and receipts that are not one well-formed block.
var ErrBadBlock = errors.New("ethrpc: malformed block")

// BlockWithReceipts is one block as eth_getBlockByNumber returns it
// (transactions as hashes or as objects) and its receipts as
// eth_getBlockReceipts returns them: the shape of a batch answer and of a
// block-streaming provider's webhook body (package webhookbody). Field
// names are the JSON-RPC ones; other fields are ignored, a log's "removed"
// included: the indexer checks parent hashes itself.
//
// Both are decoded with goccy/go-json, about twice as fast as
// encoding/json (BenchmarkParseDelivery in package indexer); every webhook
// delivery and every RPC block goes through it. webhookbody's
// FuzzParseDelivery holds it to encoding/json's reading of the same body.
type BlockWithReceipts struct {
	Block    rpcBlock     `json:"block"`
	Receipts []rpcReceipt `json:"receipts"`
}

type rpcBlock struct {
	Number       *hexutil.Uint64   `json:"number"`
	Hash         *common.Hash      `json:"hash"`
	ParentHash   *common.Hash      `json:"parentHash"`
	Timestamp    *hexutil.Uint64   `json:"timestamp"`
	LogsBloom    *types.Bloom      `json:"logsBloom"`
	Transactions []json.RawMessage `json:"transactions"`
}

type rpcReceipt struct {
	TransactionHash  *common.Hash    `json:"transactionHash"`
	TransactionIndex *hexutil.Uint64 `json:"transactionIndex"`
	BlockHash        *common.Hash    `json:"blockHash"`
	BlockNumber      *hexutil.Uint64 `json:"blockNumber"`
	From             *common.Address `json:"from"`
	To               *common.Address `json:"to"`
	LogsBloom        *types.Bloom    `json:"logsBloom"`
	Logs             []rpcLog        `json:"logs"`
}

type rpcLog struct {
	Address          *common.Address `json:"address"`
	Topics           []common.Hash   `json:"topics"`
	Data             *hexutil.Bytes  `json:"data"`
	LogIndex         *hexutil.Uint64 `json:"logIndex"`
	TransactionHash  *common.Hash    `json:"transactionHash"`
	TransactionIndex *hexutil.Uint64 `json:"transactionIndex"`
	BlockHash        *common.Hash    `json:"blockHash"`
}

func bad(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrBadBlock}, args...)...)
}

// ToBlock checks d and returns the block the indexer ingests: every
// transaction (sender and recipient from its receipt) and every receipt
// log in log-index order. It returns an error wrapping ErrBadBlock when a
// required field is missing or malformed, the receipts are not one per
// transaction of the block in index order, a receipt or log names another
// block or transaction, log indexes are not strictly increasing, or the
// logs do not add up to the receipt's or the block's logsBloom (when given): a node or
// proxy that drops a receipt's logs would otherwise have the indexer store
// the block without them, for good.
func (d *BlockWithReceipts) ToBlock() (mainapi.Block, error) {
	hb := d.Block
	if hb.Number == nil || hb.Hash == nil || hb.ParentHash == nil || hb.Timestamp == nil {
		return mainapi.Block{}, bad("block needs number, hash, parentHash and timestamp")
	}
	if hb.Transactions == nil || d.Receipts == nil {
		return mainapi.Block{}, bad("block.transactions and receipts are required (may be empty)")
	}
	if uint64(*hb.Number) > math.MaxInt64 || uint64(*hb.Timestamp) > math.MaxInt64 {
		// Stored as bigint: 2^64-1 would wrap to -1 and sort first.
		return mainapi.Block{}, bad("block number or timestamp over 2^63-1")
	}
	b := mainapi.Block{Number: uint64(*hb.Number), Hash: *hb.Hash, ParentHash: *hb.ParentHash, Timestamp: uint64(*hb.Timestamp)}
	txHashes, err := blockTxHashes(hb.Transactions)
	if err != nil {
		return mainapi.Block{}, err
	}
	if len(d.Receipts) != len(txHashes) {
		return mainapi.Block{}, bad("%d receipts for %d transactions", len(d.Receipts), len(txHashes))
	}
	b.Transactions = make([]mainapi.Transaction, len(d.Receipts))
	var nextLog uint64
	for i, r := range d.Receipts {
		if r.TransactionHash == nil || r.TransactionIndex == nil || r.BlockHash == nil || r.From == nil {
			return mainapi.Block{}, bad("receipt %d needs transactionHash, transactionIndex, blockHash and from", i)
		}
		if *r.TransactionHash != txHashes[i] || uint64(*r.TransactionIndex) != uint64(i) {
			return mainapi.Block{}, bad("receipt %d is not of transaction %d of the block", i, i)
		}
		if *r.BlockHash != b.Hash || (r.BlockNumber != nil && uint64(*r.BlockNumber) != b.Number) {
			return mainapi.Block{}, bad("receipt %d is of another block", i)
		}
		tx := mainapi.Transaction{Hash: *r.TransactionHash, Index: uint(i), From: *r.From}
		if r.To != nil {
			tx.To = *r.To
		}
		b.Transactions[i] = tx
		if r.Logs == nil {
			return mainapi.Block{}, bad("receipt %d has no logs array", i)
		}
		for j, l := range r.Logs {
			if l.Address == nil || l.Topics == nil || l.Data == nil || l.LogIndex == nil {
				return mainapi.Block{}, bad("receipt %d log %d needs address, topics, data and logIndex", i, j)
			}
			if (l.TransactionHash != nil && *l.TransactionHash != tx.Hash) ||
				(l.TransactionIndex != nil && uint64(*l.TransactionIndex) != uint64(i)) ||
				(l.BlockHash != nil && *l.BlockHash != b.Hash) {
				return mainapi.Block{}, bad("receipt %d log %d is of another transaction or block", i, j)
			}
			if uint64(*l.LogIndex) < nextLog {
				return mainapi.Block{}, bad("log indexes are not strictly increasing at receipt %d log %d", i, j)
			}
			if len(l.Topics) > 4 {
				return mainapi.Block{}, bad("receipt %d log %d has %d topics", i, j, len(l.Topics))
			}
			nextLog = uint64(*l.LogIndex) + 1
			b.Logs = append(b.Logs, mainapi.Log{
				TxHash: tx.Hash, TxIndex: uint(i), LogIndex: uint(*l.LogIndex),
				Address: *l.Address, Topics: slices.Clip(l.Topics), Data: []byte(*l.Data),
			})
		}
		if len(r.Logs) == 0 && r.LogsBloom != nil && *r.LogsBloom != (types.Bloom{}) {
			// Its logs were dropped on the way. (Only the empty case is
			// checked per receipt, at no cost; the block's bloom below
			// catches most partial losses, but not a receipt's whole
			// logs when other receipts' logs set the same bits.)
			return mainapi.Block{}, bad("receipt %d has no logs but a logsBloom", i)
		}
	}
	if hb.LogsBloom != nil && LogsBloom(b.Logs) != *hb.LogsBloom {
		return mainapi.Block{}, bad("the receipts' logs do not match the block's logsBloom")
	}
	return b, nil
}

// LogsBloom is the bloom filter of logs, as a block header's logsBloom
// holds it for all of the block's logs. Each distinct address and topic is
// hashed once: a block repeats the same few contracts and event
// signatures, and a map probe costs a tenth of the bloom's keccak (0.13 to
// 0.17 ms for a 350-log block of the bench mix, BenchmarkParseDelivery).
// (Two sets: an indexed address topic is the address left-padded, and the
// bloom hashes the 32 bytes of the one and the 20 of the other.)
func LogsBloom(logs []mainapi.Log) types.Bloom {
	var bloom types.Bloom
	addrs := make(map[common.Address]struct{}, len(logs))
	topics := make(map[common.Hash]struct{}, 2*len(logs))
	for i := range logs {
		if a := logs[i].Address; added(addrs, a) {
			bloom.Add(a[:])
		}
		for _, t := range logs[i].Topics {
			if added(topics, t) {
				bloom.Add(t[:])
			}
		}
	}
	return bloom
}

// added adds k to set and reports whether it was new.
func added[K comparable](set map[K]struct{}, k K) bool {
	if _, ok := set[k]; ok {
		return false
	}
	set[k] = struct{}{}
	return true
}

// blockTxHashes reads block.transactions: hashes, or objects with a hash.
func blockTxHashes(raw []json.RawMessage) ([]common.Hash, error) {
	out := make([]common.Hash, len(raw))
	for i, m := range raw {
		m = bytes.TrimSpace(m)
		if len(m) > 0 && m[0] == '"' {
			if err := json.Unmarshal(m, &out[i]); err != nil {
				return nil, bad("transaction %d: %v", i, err)
			}
			continue
		}
		var obj struct {
			Hash *common.Hash `json:"hash"`
		}
		if err := json.Unmarshal(m, &obj); err != nil || obj.Hash == nil {
			return nil, bad("transaction %d is neither a hash nor an object with a hash", i)
		}
		out[i] = *obj.Hash
	}
	return out, nil
}
