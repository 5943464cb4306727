// Package ethrpc reads the chain over go-ethereum's client: canonical blocks
// with their receipts' logs (indexer.BlockSource) and token metadata
// (indexer.TokenMetadata). It works over *ethclient.Client (a JSON-RPC URL)
// and over the simulated backend's client alike.
package ethrpc

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/neoswap/neoswap/mainapi"
)

// Client is what Source needs of a node: *ethclient.Client and
// simulated.Client implement it.
type Client interface {
	BlockByNumber(ctx context.Context, number *big.Int) (*types.Block, error)
	BlockByHash(ctx context.Context, hash common.Hash) (*types.Block, error)
	BlockNumber(ctx context.Context) (uint64, error)
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
	ChainID(ctx context.Context) (*big.Int, error)
}

// blockReceipter is the optional eth_getBlockReceipts of *ethclient.Client.
type blockReceipter interface {
	BlockReceipts(ctx context.Context, blockNrOrHash rpc.BlockNumberOrHash) ([]*types.Receipt, error)
}

// senderReader is the optional TransactionSender of *ethclient.Client: it
// answers with the sender the node sent along with the block (no call, no
// signature recovery) and asks the node only when that is missing.
type senderReader interface {
	TransactionSender(ctx context.Context, tx *types.Transaction, block common.Hash, index uint) (common.Address, error)
}

// Source reads blocks from a node. It implements indexer.BlockSource
// (and indexer.BlockRangeSource) and indexer.TokenMetadata; it is safe for
// concurrent use.
type Source struct {
	c      Client
	signer types.Signer
	// rpc is c's raw JSON-RPC client when it has one: BlocksByNumber then
	// reads with batch requests of batchBlocks blocks.
	rpc         *rpc.Client
	batchBlocks int
	// httpURL and hc are set by Dial over HTTP: batches are posted by
	// batchHTTP.
	httpURL  string
	hc       *http.Client
	compress *bool          // Dial's WithCompression
	timeout  *time.Duration // Dial's WithTimeout
	close    func()         // Dial's connection
	// noBlockReceipts is set once eth_getBlockReceipts failed: the node
	// lacks it, so receipts are read per transaction.
	noBlockReceipts atomic.Bool
	// noHeaders is set once eth_getHeaderByNumber was answered with a
	// JSON-RPC error: TrackedBlocks then reads headers with
	// eth_getBlockByNumber.
	noHeaders atomic.Bool
	// noLogs is set once eth_getLogs was missing: TrackedBlocks then
	// refuses at once.
	noLogs atomic.Bool
}

// New returns a Source over c, reading the chain id to recover senders.
// When c exposes its raw JSON-RPC client (Client() *rpc.Client, as
// *ethclient.Client does), BlocksByNumber reads with batch requests.
func New(ctx context.Context, c Client, opts ...Option) (*Source, error) {
	id, err := c.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("ethrpc: chain id: %w", err)
	}
	s := &Source{c: c, signer: types.LatestSignerForChainID(id), batchBlocks: DefaultBatchBlocks}
	if rc, ok := c.(rpcClienter); ok {
		s.rpc = rc.Client()
	}
	for _, o := range opts {
		o(s)
	}
	return s, nil
}

// ChainID returns the node's chain id, as read when the Source was made.
func (s *Source) ChainID() *big.Int { return s.signer.ChainID() }

// Head returns the node's latest block number.
func (s *Source) Head(ctx context.Context) (uint64, error) {
	n, err := s.c.BlockNumber(ctx)
	if err != nil {
		return 0, fmt.Errorf("ethrpc: head: %w", err)
	}
	return n, nil
}

// BlockByNumber returns canonical block n with its receipts' logs. It
// returns an error wrapping ethereum.NotFound when the node has no block n.
// Over a raw JSON-RPC client it reads as BlocksByNumber does, a batch of
// one block: go-ethereum's client decoded a block with its receipts several
// times slower (encoding/json rescanning every nested raw message;
// BenchmarkFetchRPC), most of what following the head cost the indexer.
func (s *Source) BlockByNumber(ctx context.Context, n uint64) (mainapi.Block, error) {
	if s.batching() {
		bs, err := s.batch(ctx, n, n)
		if err == nil {
			return bs[0], nil
		}
		if !errors.Is(err, errNoBlockReceipts) {
			return mainapi.Block{}, err
		}
	}
	return s.blockByNumber(ctx, n)
}

// blockByNumber is BlockByNumber through go-ethereum's client, the
// receipts read with eth_getBlockReceipts or one call a transaction.
func (s *Source) blockByNumber(ctx context.Context, n uint64) (mainapi.Block, error) {
	b, err := s.c.BlockByNumber(ctx, new(big.Int).SetUint64(n))
	if err != nil {
		return mainapi.Block{}, fmt.Errorf("ethrpc: block %d: %w", n, err)
	}
	return s.withReceipts(ctx, b)
}

// BlockByHash returns the block with hash h with its receipts' logs.
func (s *Source) BlockByHash(ctx context.Context, h common.Hash) (mainapi.Block, error) {
	b, err := s.c.BlockByHash(ctx, h)
	if err != nil {
		return mainapi.Block{}, fmt.Errorf("ethrpc: block %s: %w", h.Hex(), err)
	}
	return s.withReceipts(ctx, b)
}

func (s *Source) withReceipts(ctx context.Context, b *types.Block) (mainapi.Block, error) {
	out := mainapi.Block{
		Number:     b.NumberU64(),
		Hash:       b.Hash(),
		ParentHash: b.ParentHash(),
		Timestamp:  b.Time(),
	}
	txs := b.Transactions()
	out.Transactions = make([]mainapi.Transaction, len(txs))
	sr, fromNode := s.c.(senderReader)
	for i, tx := range txs {
		var from common.Address
		var err error
		if fromNode {
			// Recovering every sender is dear (a signature
			// recovery a transaction), for the few whose senders are stored
			// (decode.Senders); the batch and tracked reads take the
			// node's "from" too.
			from, err = sr.TransactionSender(ctx, tx, b.Hash(), uint(i))
		} else {
			from, err = types.Sender(s.signer, tx)
		}
		if err != nil {
			return out, fmt.Errorf("ethrpc: block %d: sender of %s: %w", out.Number, tx.Hash().Hex(), err)
		}
		var to common.Address
		if tx.To() != nil {
			to = *tx.To()
		}
		out.Transactions[i] = mainapi.Transaction{Hash: tx.Hash(), Index: uint(i), From: from, To: to}
	}
	if len(txs) == 0 {
		return out, nil
	}
	receipts, err := s.receipts(ctx, b)
	if err != nil {
		return out, err
	}
	for _, r := range receipts {
		if r.BlockHash != b.Hash() {
			// The block was reorged out between the two reads.
			return out, fmt.Errorf("ethrpc: block %d: receipt of %s is in block %s, not %s",
				out.Number, r.TxHash.Hex(), r.BlockHash.Hex(), b.Hash().Hex())
		}
		if len(r.Logs) == 0 && r.Bloom != (types.Bloom{}) {
			return out, fmt.Errorf("ethrpc: block %d: %w: receipt of %s has no logs but a logsBloom", out.Number, ErrBadBlock, r.TxHash.Hex())
		}
		for _, l := range r.Logs {
			out.Logs = append(out.Logs, mainapi.Log{
				TxHash: l.TxHash, TxIndex: l.TxIndex, LogIndex: l.Index,
				Address: l.Address, Topics: l.Topics, Data: l.Data,
			})
		}
	}
	if LogsBloom(out.Logs) != b.Bloom() {
		// A receipt's logs were dropped (or added) on the way: refused, as
		// in BlockWithReceipts.ToBlock.
		return out, fmt.Errorf("ethrpc: block %d: %w: the receipts' logs do not match the block's logsBloom", out.Number, ErrBadBlock)
	}
	return out, nil
}

// receipts reads b's receipts with eth_getBlockReceipts, falling back to one
// eth_getTransactionReceipt per transaction when the node lacks it.
func (s *Source) receipts(ctx context.Context, b *types.Block) ([]*types.Receipt, error) {
	if br, ok := s.c.(blockReceipter); ok && !s.noBlockReceipts.Load() {
		rs, err := br.BlockReceipts(ctx, rpc.BlockNumberOrHashWithHash(b.Hash(), false))
		if err == nil && len(rs) == len(b.Transactions()) {
			return rs, nil
		}
		if methodMissing(err) {
			s.noBlockReceipts.Store(true)
		} else if err != nil && ctx.Err() != nil {
			return nil, fmt.Errorf("ethrpc: receipts of block %d: %w", b.NumberU64(), err)
		}
	}
	rs := make([]*types.Receipt, 0, len(b.Transactions()))
	for _, tx := range b.Transactions() {
		r, err := s.c.TransactionReceipt(ctx, tx.Hash())
		if err != nil {
			return nil, fmt.Errorf("ethrpc: receipt of %s: %w", tx.Hash().Hex(), err)
		}
		rs = append(rs, r)
	}
	return rs, nil
}
