package ethrpc_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/devnet"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
)

// rpcProxy serves HTTP JSON-RPC (single calls and batches) by forwarding
// each call to an upstream client (the devnet), answering the
// methods in fail with that error code instead (and a batch with one error
// object when fail has "batch"). It counts HTTP requests and
// calls per method.
type rpcProxy struct {
	up       *rpc.Client
	fail     map[string]int
	requests atomic.Int64
	mu       sync.Mutex
	calls    map[string]int
}

type rpcRequest struct {
	ID     json.RawMessage   `json:"id"`
	Method string            `json:"method"`
	Params []json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type rpcResponse struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

func newProxy(t *testing.T, up *rpc.Client, fail map[string]int) (*rpcProxy, string) {
	p := &rpcProxy{up: up, fail: fail, calls: map[string]int{}}
	srv := httptest.NewServer(p)
	t.Cleanup(srv.Close)
	return p, srv.URL
}

// dialProxy is a Source made by Dial (with opts) over a new proxy to up,
// closed when t ends.
func dialProxy(t *testing.T, up *rpc.Client, fail map[string]int, opts ...ethrpc.Option) (*rpcProxy, *ethrpc.Source) {
	t.Helper()
	p, url := newProxy(t, up, fail)
	src, err := ethrpc.Dial(context.Background(), url, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(src.Close)
	return p, src
}

func (p *rpcProxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p.requests.Add(1)
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var reqs []rpcRequest
	batch := len(bytes.TrimSpace(body)) > 0 && bytes.TrimSpace(body)[0] == '['
	if batch && p.fail["batch"] != 0 {
		// A node that takes no batches answers one error object.
		json.NewEncoder(w).Encode(rpcResponse{JSONRPC: "2.0", ID: json.RawMessage("null"),
			Error: &rpcError{Code: p.fail["batch"], Message: "batch rejected by the test proxy"}})
		return
	}
	if batch {
		err = json.Unmarshal(body, &reqs)
	} else {
		reqs = make([]rpcRequest, 1)
		err = json.Unmarshal(body, &reqs[0])
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	resps := make([]rpcResponse, len(reqs))
	for i, req := range reqs {
		resps[i] = p.call(r.Context(), req)
	}
	w.Header().Set("Content-Type", "application/json")
	if batch {
		json.NewEncoder(w).Encode(resps)
	} else {
		json.NewEncoder(w).Encode(resps[0])
	}
}

func (p *rpcProxy) call(ctx context.Context, req rpcRequest) rpcResponse {
	p.mu.Lock()
	p.calls[req.Method]++
	p.mu.Unlock()
	resp := rpcResponse{JSONRPC: "2.0", ID: req.ID}
	if code, ok := p.fail[req.Method]; ok {
		resp.Error = &rpcError{Code: code, Message: "failed by the test proxy"}
		return resp
	}
	args := make([]any, len(req.Params))
	for i, a := range req.Params {
		args[i] = a
	}
	var res json.RawMessage
	if err := p.up.CallContext(ctx, &res, req.Method, args...); err != nil {
		code := -32000
		var rerr rpc.Error
		if errors.As(err, &rerr) {
			code = rerr.ErrorCode()
		}
		resp.Error = &rpcError{Code: code, Message: err.Error()}
		return resp
	}
	resp.Result = res
	return resp
}

func (p *rpcProxy) count(method string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.calls[method]
}

func (p *rpcProxy) reset() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.calls = map[string]int{}
	p.requests.Store(0)
}

// batchChain is a devnet serving HTTP JSON-RPC with the system deployed and
// some rounds of trading (real logs), its raw JSON-RPC client, and every
// block as BlockByNumber reads it over HTTP.
func batchChain(t *testing.T) (*devnet.Devnet, *deploy.Deployment, *rpc.Client, []mainapi.Block) {
	t.Helper()
	ctx := context.Background()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	d, err := devnet.Start(ctx, devnet.Config{Addr: "127.0.0.1:0", ChainID: chaintest.ChainID, BlockTime: time.Hour, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	accs := d.Accounts()
	dep, err := deploy.Run(ctx, deploy.Config{
		Backend: d.Client(), Deployer: accs[0].Key, Fund: []common.Address{accs[1].Address, accs[2].Address, accs[3].Address},
		Commit: func() { d.Commit() }, Logger: quiet,
	})
	if err != nil {
		t.Fatal(err)
	}
	_, err = sim.Run(ctx, sim.Config{
		Backend:        d.Client(),
		Deployment:     dep,
		Traders:        accs[1:4],
		Commit:         func() { d.Commit() },
		TradesPerBlock: 3,
		Interval:       -1,
		Rounds:         4,
		Seed:           1,
		Logger:         quiet,
	})
	if err != nil {
		t.Fatal(err)
	}
	up, err := rpc.DialContext(ctx, d.RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(up.Close)
	c, err := ethclient.DialContext(ctx, d.RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	// The reference: every block read through go-ethereum's client, one
	// block at a time (batching off).
	src, err := ethrpc.New(ctx, c, ethrpc.WithBatchBlocks(0))
	if err != nil {
		t.Fatal(err)
	}
	head, err := src.Head(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := make([]mainapi.Block, head+1)
	logs := 0
	for n := range want {
		if want[n], err = src.BlockByNumber(ctx, uint64(n)); err != nil {
			t.Fatal(err)
		}
		logs += len(want[n].Logs)
	}
	if logs < 50 || head < 10 {
		t.Fatalf("chain of %d blocks with %d logs; want a longer one", head+1, logs)
	}
	return d, dep, up, want
}

func sameBlocks(t *testing.T, got, want []mainapi.Block) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d blocks, want %d", len(got), len(want))
	}
	for i := range want {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Fatalf("block %d:\n got %+v\nwant %+v", want[i].Number, got[i], want[i])
		}
	}
}

func TestSourceBlocksByNumberBatch(t *testing.T) {
	d, dep, up, want := batchChain(t)
	for _, viaDial := range []bool{false, true} {
		name := "New over ethclient"
		if viaDial {
			name = "Dial"
		}
		t.Run(name, func(t *testing.T) { testBlocksByNumber(t, d, up, want, viaDial) })
	}

	t.Run("token metadata in one batch", func(t *testing.T) {
		ctx := context.Background()
		p, src := dialProxy(t, up, nil)
		plain, err := ethrpc.New(ctx, d.Client()) // eth_call by eth_call
		if err != nil {
			t.Fatal(err)
		}
		for _, tok := range []common.Address{dep.USDC, dep.Factory, common.HexToAddress("0x1234")} {
			p.reset()
			got, err := src.TokenMetadata(ctx, tok)
			if err != nil {
				t.Fatal(err)
			}
			want, err := plain.TokenMetadata(ctx, tok)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s: metadata %+v, want %+v", tok.Hex(), got, want)
			}
			if r, c := p.requests.Load(), p.count("eth_call"); r != 1 || c != 3 {
				t.Errorf("%s: %d requests of %d eth_calls, want 1 of 3", tok.Hex(), r, c)
			}
		}
		if md, _ := src.TokenMetadata(ctx, dep.USDC); md.Symbol == nil || *md.Symbol != "USDC" {
			t.Errorf("USDC symbol %v", md.Symbol)
		}
	})
}

// testBlocksByNumber checks BlocksByNumber over HTTP through a proxy, of
// a Source made by New over an ethclient (go-ethereum's batch requests) or
// by Dial (its own).
func testBlocksByNumber(t *testing.T, d *devnet.Devnet, up *rpc.Client, want []mainapi.Block, viaDial bool) {
	ctx := context.Background()
	head := uint64(len(want) - 1)
	dial := func(t *testing.T, fail map[string]int, opts ...ethrpc.Option) (*rpcProxy, *ethrpc.Source) {
		var p *rpcProxy
		var src *ethrpc.Source
		if viaDial {
			p, src = dialProxy(t, up, fail, opts...)
		} else {
			var url string
			p, url = newProxy(t, up, fail)
			c, err := ethclient.DialContext(ctx, url)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(c.Close)
			if src, err = ethrpc.New(ctx, c, opts...); err != nil {
				t.Fatal(err)
			}
		}
		p.reset()
		return p, src
	}
	perBatch := int64(1) // HTTP requests a batch
	if viaDial {
		perBatch = 2
	}

	t.Run("equals BlockByNumber", func(t *testing.T) {
		p, src := dial(t, nil, ethrpc.WithBatchBlocks(4))
		got, err := src.BlocksByNumber(ctx, 0, head)
		if err != nil {
			t.Fatal(err)
		}
		sameBlocks(t, got, want)
		n := int(head + 1)
		if r := p.requests.Load(); r != perBatch*int64((n+3)/4) {
			t.Errorf("%d HTTP requests for %d blocks, want %d (4 blocks a batch)", r, n, perBatch*int64((n+3)/4))
		}
		if b, r := p.count("eth_getBlockByNumber"), p.count("eth_getBlockReceipts"); b != n || r != n {
			t.Errorf("%d eth_getBlockByNumber and %d eth_getBlockReceipts calls, want %d each", b, r, n)
		}
		// A range inside the chain, and the default batch size.
		_, src = dial(t, nil)
		got, err = src.BlocksByNumber(ctx, 3, head-2)
		if err != nil {
			t.Fatal(err)
		}
		sameBlocks(t, got, want[3:head-1])
	})

	t.Run("BlockByNumber reads a batch of one", func(t *testing.T) {
		p, src := dial(t, nil)
		for _, n := range []uint64{0, head / 2, head} {
			p.reset()
			got, err := src.BlockByNumber(ctx, n)
			if err != nil {
				t.Fatal(err)
			}
			sameBlocks(t, []mainapi.Block{got}, want[n:n+1])
			if r := p.requests.Load(); r != perBatch {
				t.Errorf("block %d: %d HTTP requests, want %d", n, r, perBatch)
			}
			if b, r := p.count("eth_getBlockByNumber"), p.count("eth_getBlockReceipts"); b != 1 || r != 1 {
				t.Errorf("block %d: %d eth_getBlockByNumber and %d eth_getBlockReceipts calls, want 1 each", n, b, r)
			}
		}
	})

	t.Run("missing block", func(t *testing.T) {
		_, src := dial(t, nil, ethrpc.WithBatchBlocks(4))
		for _, r := range [][2]uint64{{head - 1, head + 1}, {head + 1, head + 3}, {head + 5, head + 5}} {
			if _, err := src.BlocksByNumber(ctx, r[0], r[1]); !errors.Is(err, ethereum.NotFound) {
				t.Errorf("BlocksByNumber(%d, %d) = %v, want ethereum.NotFound", r[0], r[1], err)
			}
		}
		if _, err := src.BlockByNumber(ctx, head+1); !errors.Is(err, ethereum.NotFound) {
			t.Errorf("BlockByNumber(head+1) = %v, want ethereum.NotFound", err)
		}
	})

	noBlockReceipts := func(t *testing.T, code int) {
		p, src := dial(t, map[string]int{"eth_getBlockReceipts": code}, ethrpc.WithBatchBlocks(4))
		got, err := src.BlocksByNumber(ctx, 0, head)
		if err != nil {
			t.Fatal(err)
		}
		sameBlocks(t, got, want)
		if n := p.count("eth_getBlockReceipts"); n != 4 {
			t.Errorf("%d eth_getBlockReceipts calls, want the 4 of the first batch only", n)
		}
		if p.count("eth_getTransactionReceipt") == 0 {
			t.Error("no eth_getTransactionReceipt: receipts were not read per transaction")
		}
		p.reset()
		if got, err = src.BlocksByNumber(ctx, 0, head); err != nil {
			t.Fatal(err)
		}
		sameBlocks(t, got, want)
		b, err := src.BlockByNumber(ctx, head)
		if err != nil {
			t.Fatal(err)
		}
		sameBlocks(t, []mainapi.Block{b}, want[head:])
		if n := p.count("eth_getBlockReceipts"); n != 0 {
			t.Errorf("%d eth_getBlockReceipts calls after the node turned out to lack it, want 0", n)
		}
	}
	for _, code := range []int{-32601, -32004} { // method not found (JSON-RPC), not supported (EIP-1474)
		t.Run(fmt.Sprintf("no eth_getBlockReceipts (%d)", code), func(t *testing.T) { noBlockReceipts(t, code) })
	}

	// Any other error answer (a provider's -32000 "not available") reads
	// the receipts per transaction too, and the next read tries
	// eth_getBlockReceipts again.
	t.Run("receipts error", func(t *testing.T) {
		p, src := dial(t, map[string]int{"eth_getBlockReceipts": -32000}, ethrpc.WithBatchBlocks(4))
		b, err := src.BlockByNumber(ctx, head)
		if err != nil {
			t.Fatal(err)
		}
		sameBlocks(t, []mainapi.Block{b}, want[head:])
		for range 2 {
			p.reset()
			got, err := src.BlocksByNumber(ctx, 0, head)
			if err != nil {
				t.Fatal(err)
			}
			sameBlocks(t, got, want)
			if p.count("eth_getBlockReceipts") == 0 || p.count("eth_getTransactionReceipt") == 0 {
				t.Errorf("%d eth_getBlockReceipts, %d eth_getTransactionReceipt calls, want both",
					p.count("eth_getBlockReceipts"), p.count("eth_getTransactionReceipt"))
			}
		}
	})

	t.Run("batch rejected", func(t *testing.T) {
		_, src := dial(t, map[string]int{"batch": -32600}, ethrpc.WithBatchBlocks(4))
		_, err := src.BlocksByNumber(ctx, 0, head)
		if err == nil || errors.Is(err, ethereum.NotFound) {
			t.Fatalf("BlocksByNumber = %v, want an error", err)
		}
		// go-ethereum's client fails to decode the answer; Dial's
		// reports the node's error.
		var rerr rpc.Error
		if viaDial && (!errors.As(err, &rerr) || rerr.ErrorCode() != -32600) {
			t.Errorf("BlocksByNumber = %v, want the node's -32600 error", err)
		}
	})

	t.Run("client without a raw JSON-RPC client", func(t *testing.T) {
		// The simulated backend's client hides its *rpc.Client: block by
		// block.
		src, err := ethrpc.New(ctx, d.Client())
		if err != nil {
			t.Fatal(err)
		}
		got, err := src.BlocksByNumber(ctx, 0, head)
		if err != nil {
			t.Fatal(err)
		}
		sameBlocks(t, got, want)
	})
}

// BenchmarkFetchRPC reads a range of a node's blocks without indexing them,
// block by block (BlockByNumber: through go-ethereum's client with
// batching off, else a batch of one) and in batch requests (BlocksByNumber),
// with a number of reads in flight as the follower's fetch does. It runs
// against ETHRPC_BENCH_URL (skipped when unset), blocks ETHRPC_BENCH_FROM
// (default 0) to ETHRPC_BENCH_TO (default the head); ETHRPC_BENCH_GZIP=1 or
// 0 forces Dial's compression on or off:
//
//	ETHRPC_BENCH_URL=http://127.0.0.1:18546 go test ./ethrpc -run '^$' -bench FetchRPC -benchtime 1x
func BenchmarkFetchRPC(b *testing.B) {
	url := os.Getenv("ETHRPC_BENCH_URL")
	if url == "" {
		b.Skip("ETHRPC_BENCH_URL is not set")
	}
	ctx := context.Background()
	var gzip []ethrpc.Option
	if v := os.Getenv("ETHRPC_BENCH_GZIP"); v != "" {
		gzip = append(gzip, ethrpc.WithCompression(v == "1"))
	}
	c, err := ethclient.DialContext(ctx, url)
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	envU := func(k string, def uint64) uint64 {
		if v := os.Getenv(k); v != "" {
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				b.Fatalf("%s: %v", k, err)
			}
			return n
		}
		return def
	}
	head, err := c.BlockNumber(ctx)
	if err != nil {
		b.Fatal(err)
	}
	from, to := envU("ETHRPC_BENCH_FROM", 0), envU("ETHRPC_BENCH_TO", head)
	for _, cfg := range []struct {
		name           string
		dial           bool // ethrpc.Dial, else New over go-ethereum's client
		batch, workers int
		chunk          uint64
	}{
		{"per-block/workers=4", false, 0, 4, 1},
		{"per-block/workers=8", false, 0, 8, 1},
		{"dial/per-block/workers=4", true, 25, 4, 1}, // BlockByNumber, a batch of one
		{"rpc-batch=25/chunk=25/workers=4", false, 25, 4, 25},
		{"dial/batch=25/chunk=25/workers=4", true, 25, 4, 25},
		{"dial/batch=25/chunk=25/workers=8", true, 25, 8, 25},
		{"dial/batch=50/chunk=50/workers=4", true, 50, 4, 50},
		{"dial/batch=10/chunk=10/workers=8", true, 10, 8, 10},
		{"dial/batch=25/chunk=50/workers=4", true, 25, 4, 50},
	} {
		b.Run(cfg.name, func(b *testing.B) {
			var src *ethrpc.Source
			var err error
			if cfg.dial {
				src, err = ethrpc.Dial(ctx, url, append(gzip, ethrpc.WithBatchBlocks(cfg.batch))...)
			} else {
				src, err = ethrpc.New(ctx, c, ethrpc.WithBatchBlocks(cfg.batch))
			}
			if err != nil {
				b.Fatal(err)
			}
			defer src.Close()
			var blocks, logs atomic.Int64
			start := time.Now()
			for range b.N {
				var next atomic.Uint64
				next.Store(from)
				var wg sync.WaitGroup
				errc := make(chan error, cfg.workers)
				for range cfg.workers {
					wg.Go(func() {
						for {
							lo := next.Add(cfg.chunk) - cfg.chunk
							if lo > to {
								return
							}
							hi := min(lo+cfg.chunk-1, to)
							var bs []mainapi.Block
							var err error
							if cfg.chunk == 1 {
								var blk mainapi.Block
								blk, err = src.BlockByNumber(ctx, lo)
								bs = []mainapi.Block{blk}
							} else {
								bs, err = src.BlocksByNumber(ctx, lo, hi)
							}
							if err != nil {
								errc <- err
								return
							}
							blocks.Add(int64(len(bs)))
							for i := range bs {
								logs.Add(int64(len(bs[i].Logs)))
							}
						}
					})
				}
				wg.Wait()
				close(errc)
				if err := <-errc; err != nil {
					b.Fatal(err)
				}
			}
			secs := time.Since(start).Seconds()
			b.ReportMetric(float64(blocks.Load())/secs, "blocks/s")
			b.ReportMetric(float64(logs.Load())/secs, "logs/s")
		})
	}
}
