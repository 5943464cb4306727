package ethrpc_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	json "github.com/goccy/go-json"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/decode"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
)

// TestSourceTrackedBlocks reads the devnet chain with only the logs of the
// deployment's contracts and pairs (eth_getLogs and headers, over HTTP):
// each block equals its whole read (BlockByNumber) less the other logs and
// the transactions that emitted none of them, with the addresses in one
// filter or, past MaxFilterAddresses, in several. With a SendersFunc, the
// transactions are those it picks, read alone where few of a block's are
// picked. A node that refuses eth_getLogs gets ErrLogsRefused, for good
// when it lacks the method.
func TestSourceTrackedBlocks(t *testing.T) {
	_, dep, up, want := batchChain(t)
	ctx := context.Background()
	c := decode.Contracts{Factory: dep.Factory, FeeRouter: dep.FeeRouter, Collector: dep.Collector, CreatorFeeVault: dep.CreatorFeeVault}
	addrs := c.Addresses()
	for _, b := range want {
		for _, l := range b.Logs {
			if p, _, ok := decode.CreatedPair(&c, &l); ok {
				addrs = append(addrs, p)
			}
		}
	}
	if len(addrs) < 6 {
		t.Fatalf("%d tracked addresses; want the deployment's pairs too", len(addrs))
	}
	head := uint64(len(want) - 1)
	check := func(t *testing.T, got []mainapi.Block, addrs []common.Address, senders ethrpc.SendersFunc) {
		t.Helper()
		exp := make([]mainapi.Block, len(want)-1)
		logs, all := 0, 0
		for i := range exp {
			exp[i] = indexertest.OnlyLogsOf(want[i+1], addrs, senders)
			logs, all = logs+len(exp[i].Logs), all+len(want[i+1].Logs)
		}
		if logs == 0 || logs == all {
			t.Fatalf("%d of %d logs tracked: the chain does not tell a filtered read from a whole one", logs, all)
		}
		sameBlocks(t, got, exp)
	}

	t.Run("one filter", func(t *testing.T) {
		p, src := dialProxy(t, up, nil)
		got, err := src.TrackedBlocks(ctx, 1, head, addrs, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		check(t, got, addrs, nil)
		if n := p.count("eth_getLogs"); n != 1 {
			t.Errorf("%d eth_getLogs calls, want 1", n)
		}
		if n := p.count("eth_getBlockReceipts"); n != 0 {
			t.Errorf("%d eth_getBlockReceipts calls, want none", n)
		}
		if n := p.count("eth_getHeaderByNumber"); n != int(head) {
			t.Errorf("%d eth_getHeaderByNumber calls, want %d (the headers)", n, head)
		}
		if n, want := p.count("eth_getTransactionByBlockNumberAndIndex"), readAlone(want, addrs, nil); n != want {
			t.Errorf("%d transactions read alone, want %d", n, want)
		}
	})

	t.Run("senders", func(t *testing.T) {
		p, src := dialProxy(t, up, nil)
		// The first transaction with a tracked log in each block: fewer
		// than half of a trading block's.
		first := func(logs []mainapi.Log) map[common.Hash]struct{} {
			return map[common.Hash]struct{}{logs[0].TxHash: {}}
		}
		got, err := src.TrackedBlocks(ctx, 1, head, addrs, nil, first)
		if err != nil {
			t.Fatal(err)
		}
		check(t, got, addrs, first)
		alone := readAlone(want, addrs, first)
		if alone == 0 {
			t.Fatal("no block of more than two transactions with a tracked log: nothing is read alone")
		}
		if n := p.count("eth_getTransactionByBlockNumberAndIndex"); n != alone {
			t.Errorf("%d transactions read alone, want %d", n, alone)
		}
	})

	t.Run("several filters", func(t *testing.T) {
		p, src := dialProxy(t, up, nil)
		// Half the tracked addresses in each filter: the logs of both
		// must come back in block and log-index order.
		half := len(addrs) / 2
		many := slices.Clone(addrs[:half])
		for i := range ethrpc.MaxFilterAddresses - half {
			var a common.Address
			a[0], a[1], a[2] = 0xee, byte(i>>8), byte(i)
			many = append(many, a)
		}
		many = append(many, addrs[half:]...)
		got, err := src.TrackedBlocks(ctx, 1, head, many, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		check(t, got, addrs, nil)
		if n := p.count("eth_getLogs"); n != 2 {
			t.Errorf("%d eth_getLogs calls, want 2", n)
		}
	})

	t.Run("topic filters", func(t *testing.T) {
		// NeoToken's transfers of a supply holder: the deployment's mint,
		// its funding of the farms and accounts; not the trades' NEO.
		nc := c
		nc.NeoToken, nc.Treasury, nc.TreasuryVesting = dep.NeoToken, dep.Treasury, dep.TreasuryVesting
		nc.VampChef, nc.MasterChef, nc.VestingEscrow = dep.VampChef, dep.MasterChef, dep.RewardVestingEscrow
		filters := nc.LogFilters()
		p, src := dialProxy(t, up, nil)
		got, err := src.TrackedBlocks(ctx, 1, head, addrs, filters, nil)
		if err != nil {
			t.Fatal(err)
		}
		exp := make([]mainapi.Block, len(want)-1)
		kept, neo, both := 0, 0, 0
		for i := range exp {
			exp[i] = indexertest.OnlyLogsMatching(want[i+1], addrs, filters, nil)
			for _, l := range want[i+1].Logs {
				if l.Address != dep.NeoToken {
					continue
				}
				neo++
				m0, m1 := filters[0].Match(&l), filters[1].Match(&l)
				if m0 || m1 {
					kept++
				}
				if m0 && m1 {
					both++
				}
			}
		}
		if kept == 0 || kept == neo || both == 0 {
			t.Fatalf("%d of %d NEO logs selected, %d by both filters: the chain does not exercise the filters", kept, neo, both)
		}
		sameBlocks(t, got, exp)
		if n := p.count("eth_getLogs"); n != 3 {
			t.Errorf("%d eth_getLogs calls, want 3 (the addresses, two topic filters)", n)
		}
	})

	t.Run("no eth_getHeaderByNumber", func(t *testing.T) {
		p, src := dialProxy(t, up, map[string]int{"eth_getHeaderByNumber": -32601})
		for range 2 {
			got, err := src.TrackedBlocks(ctx, 1, head, addrs, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			check(t, got, addrs, nil)
		}
		if n := p.count("eth_getHeaderByNumber"); n != int(head) { // the first read's batch, not asked again
			t.Errorf("%d eth_getHeaderByNumber calls, want %d", n, head)
		}
		if n := p.count("eth_getBlockTransactionCountByNumber"); n != 0 {
			t.Errorf("%d transaction counts read, want none: the headers have the hashes", n)
		}
	})

	t.Run("refused", func(t *testing.T) {
		for _, code := range []int{-32005, -32601} {
			p, src := dialProxy(t, up, map[string]int{"eth_getLogs": code})
			for range 2 {
				if _, err := src.TrackedBlocks(ctx, 1, head, addrs, nil, nil); !errors.Is(err, ethrpc.ErrLogsRefused) {
					t.Fatalf("code %d: %v, want ErrLogsRefused", code, err)
				}
			}
			want := 2 // a limit: asked again
			if code == -32601 {
				want = 1 // no such method: not asked again
			}
			if n := p.count("eth_getLogs"); n != want {
				t.Errorf("code %d: %d eth_getLogs calls, want %d", code, n, want)
			}
		}
	})
}

// readAlone is how many transactions of blocks a read of the logs of addrs
// picking senders reads alone: the picked ones of each block where they
// are at most half its transactions (the other blocks are read whole).
func readAlone(blocks []mainapi.Block, addrs []common.Address, senders ethrpc.SendersFunc) int {
	n := 0
	for _, b := range blocks[1:] {
		if k := len(indexertest.OnlyLogsOf(b, addrs, senders).Transactions); 2*k <= len(b.Transactions) {
			n += k
		}
	}
	return n
}

// fakeNode is a JSON-RPC node over HTTP that answers eth_chainId (a single
// call) with 1 and each call of a batch with result(method, params): a
// result, or "error:" and an error object.
func fakeNode(result func(method string, params []any) string) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var calls []struct {
			ID     int    `json:"id"`
			Method string `json:"method"`
			Params []any  `json:"params"`
		}
		body, _ := io.ReadAll(r.Body)
		if err := json.Unmarshal(body, &calls); err != nil { // a single call: eth_chainId
			fmt.Fprint(w, `{"jsonrpc":"2.0","id":1,"result":"0x1"}`)
			return
		}
		var out []string
		for _, c := range calls {
			if r := result(c.Method, c.Params); strings.HasPrefix(r, "error:") {
				out = append(out, fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"error":%s}`, c.ID, r[len("error:"):]))
			} else {
				out = append(out, fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"result":%s}`, c.ID, r))
			}
		}
		fmt.Fprint(w, "["+strings.Join(out, ",")+"]")
	}))
}

// twoLogs is an eth_getLogs answer of two logs of block 5 (hash 1), of
// the given transaction hashes and indexes.
func twoLogs(hash1, index1, hash2, index2 int) string {
	log := `{"address":"0x%040x","topics":[],"data":"0x","blockNumber":"0x5","blockHash":"0x%064x",
		"transactionHash":"0x%064x","transactionIndex":"0x%x","logIndex":"0x%x"}`
	return "[" + fmt.Sprintf(log, 1, 1, hash1, index1, 0) + "," + fmt.Sprintf(log, 1, 1, hash2, index2, 1) + "]"
}

// TestTrackedBlocksNodeAnswers: a node that answers eth_getLogs with [] has
// no tracked log in the range; one that answers null says nothing, and the
// read fails rather than store the blocks without their logs. Read with
// headers alone, two logs of one transaction index with two hashes, or
// with transaction indexes going down, fail the read.
func TestTrackedBlocksNodeAnswers(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		logs string
		ok   bool
	}{{`[]`, true}, {`null`, false}, {twoLogs(0xaa, 0, 0xbb, 0), false}, {twoLogs(0xaa, 1, 0xbb, 0), false}, {twoLogs(0xaa, 0, 0xaa, 0), true}} {
		srv := fakeNode(func(method string, params []any) string {
			if method == "eth_getHeaderByNumber" {
				return fmt.Sprintf(`{"number":%q,"hash":"0x%064x","parentHash":"0x%064x","timestamp":"0x10"}`, params[0], 1, 2)
			}
			return tc.logs
		})
		src, err := ethrpc.Dial(ctx, srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		bs, err := src.TrackedBlocks(ctx, 5, 6, []common.Address{{1}}, nil, func([]mainapi.Log) map[common.Hash]struct{} { return nil })
		if tc.ok && (err != nil || len(bs) != 2 || len(bs[0].Logs) != len(strings.Split(tc.logs, "{"))-1) {
			t.Errorf("logs %s: %d blocks, %v; want 2 blocks and the logs", tc.logs, len(bs), err)
		}
		if !tc.ok && err == nil {
			t.Errorf("logs %s: %d blocks, no error", tc.logs, len(bs))
		}
		src.Close()
		srv.Close()
	}
}

// TestTrackedBlocksSenderChecks: a transaction read alone for its sender
// must be the one at that index that the logs name (same hash) and carry a
// sender; otherwise the read fails rather than store a wrong sender. The
// block's transaction count comes from eth_getBlockTransactionCountByNumber
// with eth_getHeaderByNumber's header, or from the transaction hashes of
// eth_getBlockByNumber's when the node answers eth_getHeaderByNumber with
// an error of any code (then asked once); a log whose transaction is not
// the header's at its index fails the read.
func TestTrackedBlocksSenderChecks(t *testing.T) {
	ctx := context.Background()
	blockHash, txHash := fmt.Sprintf("0x%064x", 1), fmt.Sprintf("0x%064x", 0xaa)
	for _, headers := range []bool{true, false} {
		for _, tc := range []struct {
			name, tx, first string
			ok              bool
		}{
			{"right", fmt.Sprintf(`{"hash":%q,"blockHash":%q,"transactionIndex":"0x0","from":"0x%040x","to":"0x%040x"}`, txHash, blockHash, 7, 8), txHash, true},
			{"other hash", fmt.Sprintf(`{"hash":"0x%064x","blockHash":%q,"transactionIndex":"0x0","from":"0x%040x"}`, 0xbb, blockHash, 7), txHash, false},
			{"no sender", fmt.Sprintf(`{"hash":%q,"blockHash":%q,"transactionIndex":"0x0"}`, txHash, blockHash), txHash, false},
			{"not found", `null`, txHash, false},
		} {
			if !headers {
				// The header's first transaction is not the log's.
				tc.first = fmt.Sprintf("0x%064x", 0xdd)
				tc.name, tc.ok = tc.name+", the log's transaction not the header's", false
			}
			var mu sync.Mutex // the header and log reads go at once
			calls := map[string]int{}
			srv := fakeNode(func(method string, _ []any) string {
				mu.Lock()
				calls[method]++
				mu.Unlock()
				switch method {
				case "eth_getLogs":
					return fmt.Sprintf(`[{"address":"0x%040x","topics":["0x%064x"],"data":"0x","blockNumber":"0x5","blockHash":%q,
					"transactionHash":%q,"transactionIndex":"0x0","logIndex":"0x0","removed":false}]`, 1, 9, blockHash, txHash)
				case "eth_getHeaderByNumber":
					if !headers {
						return `error:{"code":-32600,"message":"Unsupported method: eth_getHeaderByNumber"}`
					}
					return fmt.Sprintf(`{"number":"0x5","hash":%q,"parentHash":"0x%064x","timestamp":"0x10"}`, blockHash, 2)
				case "eth_getBlockTransactionCountByNumber": // two: the picked one is read alone
					return `"0x2"`
				case "eth_getBlockByNumber":
					return fmt.Sprintf(`{"number":"0x5","hash":%q,"parentHash":"0x%064x","timestamp":"0x10","transactions":[%q,"0x%064x"]}`,
						blockHash, 2, tc.first, 0xcc)
				case "eth_getTransactionByBlockNumberAndIndex":
					return tc.tx
				}
				return "null"
			})
			src, err := ethrpc.Dial(ctx, srv.URL)
			if err != nil {
				t.Fatal(err)
			}
			pick := func([]mainapi.Log) map[common.Hash]struct{} {
				return map[common.Hash]struct{}{common.HexToHash(txHash): {}}
			}
			for range 2 {
				bs, err := src.TrackedBlocks(ctx, 5, 5, []common.Address{{1}}, nil, pick)
				switch {
				case tc.ok && (err != nil || len(bs) != 1 || len(bs[0].Transactions) != 1 || bs[0].Transactions[0].From != common.BigToAddress(big.NewInt(7))):
					t.Errorf("%s: %+v, %v; want the block with the transaction from 0x…07", tc.name, bs, err)
				case !tc.ok && err == nil:
					t.Errorf("%s: %+v, no error", tc.name, bs)
				}
			}
			mu.Lock()
			asked := calls["eth_getHeaderByNumber"]
			mu.Unlock()
			if want := map[bool]int{true: 2, false: 1}[headers]; asked != want {
				t.Errorf("%s: %d eth_getHeaderByNumber calls in two reads, want %d", tc.name, asked, want)
			}
			src.Close()
			srv.Close()
		}
	}
}
