package ethrpc

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
	json "github.com/goccy/go-json" // see BlockWithReceipts

	"github.com/neoswap/neoswap/mainapi"
)

// DefaultBatchBlocks is how many blocks one JSON-RPC batch request of
// BlocksByNumber reads: 25 calls a request over Dial's HTTP (one request
// of blocks, one of receipts), 50 over go-ethereum's client, well within
// the limits of go-ethereum's server (1,000 calls, 25 MB) and of hosted
// providers (often near 100 calls). 50 blocks a request read a devnet
// chain no faster than 25 (BenchmarkFetchRPC).
const DefaultBatchBlocks = 25

// Option configures a Source.
type Option func(*Source)

// WithBatchBlocks sets how many blocks one JSON-RPC batch request of
// BlocksByNumber reads; 0 or less turns batching off (BlocksByNumber then
// reads block by block, and BlockByNumber through go-ethereum's client).
func WithBatchBlocks(n int) Option {
	return func(s *Source) { s.batchBlocks = n }
}

// rpcClienter is the optional raw JSON-RPC client of *ethclient.Client.
// The simulated backend's client hides its own (the embedded
// *ethclient.Client field shadows the method): it reads block by block.
type rpcClienter interface {
	Client() *rpc.Client
}

// errNoBlockReceipts is returned by batch when the node answered
// eth_getBlockReceipts with an error: the range is read again block by
// block, with one eth_getTransactionReceipt per transaction where the node
// refuses the block's receipts.
var errNoBlockReceipts = errors.New("ethrpc: the node refused eth_getBlockReceipts")

// methodMissing reports whether a JSON-RPC error says the node lacks the
// method: -32601 (method not found, JSON-RPC 2.0) or -32004 (method not
// supported, EIP-1474). The fallback then stays for good.
func methodMissing(err error) bool {
	var rpcErr rpc.Error
	return errors.As(err, &rpcErr) && (rpcErr.ErrorCode() == -32601 || rpcErr.ErrorCode() == -32004)
}

// BlocksByNumber returns canonical blocks from..to, in order, each equal to
// what BlockByNumber returns for it. Over a raw JSON-RPC client it reads
// them with batch requests of eth_getBlockByNumber (transaction hashes
// only) and eth_getBlockReceipts, WithBatchBlocks blocks a request, parsed
// and checked as webhook deliveries are (BlockWithReceipts.ToBlock); otherwise, or
// once the node turned out to lack eth_getBlockReceipts, it reads block by
// block. It returns an error wrapping ethereum.NotFound when the node has
// no block in the range (it is ahead of the node's head).
func (s *Source) BlocksByNumber(ctx context.Context, from, to uint64) ([]mainapi.Block, error) {
	if to < from {
		return nil, fmt.Errorf("ethrpc: blocks %d-%d: empty range", from, to)
	}
	out := make([]mainapi.Block, 0, to-from+1)
	batchFrom := from // blocks below it are read block by block (a batch the node refused)
	for lo := from; ; {
		var hi uint64
		var bs []mainapi.Block
		var err error
		if !s.batching() || lo < batchFrom {
			hi = lo
			var b mainapi.Block
			if b, err = s.blockByNumber(ctx, lo); err == nil {
				bs = []mainapi.Block{b}
			}
		} else {
			hi = lo + min(uint64(s.batchBlocks)-1, to-lo)
			bs, err = s.batch(ctx, lo, hi)
			if errors.Is(err, errNoBlockReceipts) {
				batchFrom = hi + 1
				continue // again block by block
			}
		}
		if err != nil {
			return nil, err
		}
		out = append(out, bs...)
		if hi >= to {
			return out, nil
		}
		lo = hi + 1
	}
}

// batching reports whether blocks are read with batch requests: over a
// raw JSON-RPC client, unless WithBatchBlocks turned it off or the node
// turned out to lack eth_getBlockReceipts.
func (s *Source) batching() bool {
	return s.rpc != nil && s.batchBlocks > 0 && !s.noBlockReceipts.Load()
}

// batchReads are the answers to a batch: a block and its receipts per
// block number, or the node's error for either call.
type batchReads struct {
	blocks      []*rpcBlock
	blockErrs   []error
	receipts    [][]rpcReceipt
	receiptErrs []error
}

// batch reads blocks lo..hi with JSON-RPC batch requests: over HTTP, posted
// by batchHTTP; otherwise through the raw client.
func (s *Source) batch(ctx context.Context, lo, hi uint64) ([]mainapi.Block, error) {
	n := int(hi - lo + 1)
	r := batchReads{
		blocks: make([]*rpcBlock, n), blockErrs: make([]error, n),
		receipts: make([][]rpcReceipt, n), receiptErrs: make([]error, n),
	}
	var err error
	if s.hc != nil {
		err = s.batchHTTP(ctx, lo, &r)
	} else {
		err = s.batchRPC(ctx, lo, &r)
	}
	if err != nil {
		return nil, fmt.Errorf("ethrpc: blocks %d-%d: %w", lo, hi, err)
	}
	out := make([]mainapi.Block, n)
	for i := range n {
		num := lo + uint64(i)
		if err := r.blockErrs[i]; errors.Is(err, rpc.ErrNoResult) || (err == nil && r.blocks[i] == nil) {
			return nil, fmt.Errorf("ethrpc: block %d: %w", num, ethereum.NotFound)
		} else if err != nil {
			return nil, fmt.Errorf("ethrpc: block %d: %w", num, err)
		}
		if err := r.receiptErrs[i]; err != nil {
			var rpcErr rpc.Error
			if errors.As(err, &rpcErr) { // the node answered with an error, not a transport failure
				if methodMissing(err) {
					s.noBlockReceipts.Store(true)
				}
				return nil, errNoBlockReceipts
			}
			return nil, fmt.Errorf("ethrpc: receipts of block %d: %w", num, err)
		}
		if r.receipts[i] == nil {
			// The node has the block but no receipts for it: it was
			// reorged out between the two calls, or the node lost them.
			return nil, fmt.Errorf("ethrpc: receipts of block %d: none", num)
		}
		d := BlockWithReceipts{Block: *r.blocks[i], Receipts: r.receipts[i]}
		b, err := d.ToBlock()
		if err != nil {
			return nil, fmt.Errorf("ethrpc: block %d: %w", num, err)
		}
		if b.Number != num {
			return nil, fmt.Errorf("ethrpc: block %d: the node returned block %d", num, b.Number)
		}
		out[i] = b
	}
	return out, nil
}

// batchRPC reads r's blocks from lo on in one batch request of the raw
// client: eth_getBlockByNumber and eth_getBlockReceipts for each block.
func (s *Source) batchRPC(ctx context.Context, lo uint64, r *batchReads) error {
	n := len(r.blocks)
	elems := make([]rpc.BatchElem, 2*n)
	for i := range n {
		num := hexutil.EncodeUint64(lo + uint64(i))
		elems[2*i] = rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{num, false}, Result: &r.blocks[i]}
		elems[2*i+1] = rpc.BatchElem{Method: "eth_getBlockReceipts", Args: []any{num}, Result: &r.receipts[i]}
	}
	if err := s.rpc.BatchCallContext(ctx, elems); err != nil {
		return err
	}
	for i := range n {
		r.blockErrs[i], r.receiptErrs[i] = elems[2*i].Error, elems[2*i+1].Error
	}
	return nil
}

// batchHTTP reads r's blocks from lo on with two batch requests posted at
// once: one of eth_getBlockByNumber, one of eth_getBlockReceipts. Each
// answer is then an array of one type, decoded in one pass straight into
// the BlockWithReceipts structs; go-ethereum's client decodes a batch answer into
// raw messages first and each result again, which cost the indexer nearly
// twice the CPU time (BenchmarkFetchRPC).
func (s *Source) batchHTTP(ctx context.Context, lo uint64, r *batchReads) error {
	var blockErr error
	var wg sync.WaitGroup
	wg.Go(func() {
		blockErr = postBatch(ctx, s, "eth_getBlockByNumber", blockArgs(lo, false), r.blocks, r.blockErrs)
	})
	err := postBatch(ctx, s, "eth_getBlockReceipts", func(i int) []any {
		return []any{hexutil.EncodeUint64(lo + uint64(i))}
	}, r.receipts, r.receiptErrs)
	wg.Wait()
	return errors.Join(blockErr, err)
}

// answerBufs hold batch answers while they are decoded. A 25-block answer
// of receipts is about 8 MB: read with io.ReadAll, each grew from 512
// bytes through a dozen fresh, zeroed allocations, the indexer's largest
// CPU cost in an end-to-end backfill (a PPROF_ADDR profile of
// scripts/bench-indexer.sh). A channel rather than a sync.Pool: the pool is
// emptied at every other garbage collection, which a backfill runs several
// times a second. It keeps at most cap(answerBufs) buffers of at most
// maxKeptAnswer bytes, 64 MB for the life of the process at worst.
var answerBufs = make(chan *bytes.Buffer, 4)

const (
	maxAnswerGrow = 64 << 20 // what a Content-Length header reserves up front at most
	maxKeptAnswer = 16 << 20
)

func takeAnswerBuf() *bytes.Buffer {
	select {
	case b := <-answerBufs:
		b.Reset()
		return b
	default:
		return new(bytes.Buffer)
	}
}

func putAnswerBuf(b *bytes.Buffer) {
	if b.Cap() > maxKeptAnswer {
		return
	}
	select {
	case answerBufs <- b:
	default:
	}
}

type rpcCall struct {
	JSONRPC string `json:"jsonrpc"`
	ID      int    `json:"id"`
	Method  string `json:"method"`
	Params  []any  `json:"params"`
}

type rpcReply[T any] struct {
	ID     *int      `json:"id"`
	Result T         `json:"result"`
	Error  *rpcError `json:"error"`
}

// rpcError is a JSON-RPC error answer; it is an rpc.Error.
type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e *rpcError) Error() string {
	if e.Message == "" {
		return fmt.Sprintf("json-rpc error %d", e.Code)
	}
	return e.Message
}

func (e *rpcError) ErrorCode() int { return e.Code }

// blockArgs are the arguments of eth_getBlockByNumber for the i-th block
// from lo: its number and whether transactions come whole.
func blockArgs(lo uint64, fullTxs bool) func(i int) []any {
	return func(i int) []any { return []any{hexutil.EncodeUint64(lo + uint64(i)), fullTxs} }
}

// postBatch posts one batch request of len(results) calls of method, the
// i-th with the arguments args(i), and fills results and errs by call id.
func postBatch[T any](ctx context.Context, s *Source, method string, args func(i int) []any, results []T, errs []error) error {
	calls := make([]rpcCall, len(results))
	for i := range calls {
		calls[i] = rpcCall{JSONRPC: "2.0", ID: i, Method: method, Params: args(i)}
	}
	body, err := json.Marshal(calls)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.httpURL, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	resp, err := s.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	buf := takeAnswerBuf()
	defer putAnswerBuf(buf)
	if resp.ContentLength > 0 {
		buf.Grow(int(min(resp.ContentLength, maxAnswerGrow)))
	}
	if _, err := buf.ReadFrom(resp.Body); err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	data := buf.Bytes() // json.Unmarshal copies it, fastReplies's results copy what they keep: nothing decoded aliases buf
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s: %s: %s", method, resp.Status, bytes.TrimSpace(data[:min(len(data), 200)]))
	}
	var replies []rpcReply[T]
	if _, fast := any(new(T)).(fastResult); fast {
		replies, err = fastReplies[T](data)
	} else {
		err = json.Unmarshal(data, &replies)
	}
	if err != nil {
		// A node that rejects the whole batch answers one error object.
		var one rpcReply[json.RawMessage]
		if json.Unmarshal(data, &one) == nil && one.Error != nil {
			return one.Error
		}
		return fmt.Errorf("%s: batch answer: %w", method, err)
	}
	seen := make([]bool, len(results))
	for _, rep := range replies {
		if rep.ID == nil || *rep.ID < 0 || *rep.ID >= len(results) || seen[*rep.ID] {
			return fmt.Errorf("%s: batch answer with an unexpected id", method)
		}
		seen[*rep.ID] = true
		if rep.Error != nil {
			errs[*rep.ID] = rep.Error
		} else {
			results[*rep.ID] = rep.Result
		}
	}
	for i, ok := range seen {
		if !ok {
			errs[i] = fmt.Errorf("%s: %w", method, rpc.ErrMissingBatchResponse)
		}
	}
	return nil
}
