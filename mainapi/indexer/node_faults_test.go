package indexer_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	json "github.com/goccy/go-json"

	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/devnet"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/deployment"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// Fault kinds the faultyNode injects, in the order of its schedule.
const (
	fault429        = "429"
	fault503        = "503"
	fault500        = "500"
	faultTruncated  = "truncated JSON"
	faultHang       = "no answer"
	faultRPCLimit   = "JSON-RPC -32005 in a 200"
	faultNoLogs     = "receipt without its logs"
	faultHeadBack   = "head 2 blocks back"
	faultHeadReset  = "head back at 0"
	faultsScheduled = 6 // the first kinds, taken in turn by every seventh request
)

// faultyNode is a real HTTP JSON-RPC proxy in front of a devnet that, once
// on, fails every seventh request with the next fault of a fixed schedule
// (HTTP 429, 503 and 500, a body cut in half, no answer at all, a
// JSON-RPC limit error per call), drops the logs of a receipt in every
// fifth receipts answer it lets through, answers every third head read 2
// blocks back, and answers the head as 0 (a node resynced from genesis)
// three times once reset is set.
type faultyNode struct {
	up    string
	on    atomic.Bool
	reset atomic.Int32 // head reads still to answer 0
	n     atomic.Int64
	mu    sync.Mutex
	seen  map[string]int // faults injected, by kind
	heads int
	rcpts int
}

func (p *faultyNode) count(kind string) {
	p.mu.Lock()
	p.seen[kind]++
	p.mu.Unlock()
}

func (p *faultyNode) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return
	}
	if n := p.n.Add(1); p.on.Load() && n%7 == 0 {
		kinds := []string{fault429, fault503, fault500, faultTruncated, faultHang, faultRPCLimit}
		kind := kinds[(n/7)%faultsScheduled]
		p.count(kind)
		switch kind {
		case fault429:
			w.Header().Set("Retry-After", "1")
			http.Error(w, "rate limited", http.StatusTooManyRequests)
		case fault503:
			http.Error(w, "upstream unavailable", http.StatusServiceUnavailable)
		case fault500:
			http.Error(w, "internal error", http.StatusInternalServerError)
		case faultTruncated:
			ans, err := p.forward(r.Context(), body)
			if err != nil {
				return
			}
			w.Header().Set("Content-Type", "application/json")
			w.Write(ans[:len(ans)/2])
		case faultHang:
			select { // until the client gives up (or far longer than the test waits)
			case <-r.Context().Done():
			case <-time.After(time.Minute):
			}
		case faultRPCLimit:
			w.Header().Set("Content-Type", "application/json")
			w.Write(rpcErrors(body, -32005, "limit exceeded"))
		}
		return
	}
	ans, err := p.forward(r.Context(), body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	if p.on.Load() {
		ans = p.tamper(body, ans)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(ans)
}

// tamper applies the answer faults: a head read back, a receipt's logs gone.
func (p *faultyNode) tamper(req, ans []byte) []byte {
	switch {
	case bytes.Contains(req, []byte(`"eth_blockNumber"`)):
		var a struct {
			JSONRPC string          `json:"jsonrpc"`
			ID      json.RawMessage `json:"id"`
			Result  hexutil.Uint64  `json:"result"`
		}
		if json.Unmarshal(ans, &a) != nil {
			return ans
		}
		p.mu.Lock()
		p.heads++
		back := p.heads%3 == 2 && a.Result >= 2
		p.mu.Unlock()
		switch {
		case p.reset.Load() > 0:
			p.reset.Add(-1)
			p.count(faultHeadReset)
			a.Result = 0
		case back:
			p.count(faultHeadBack)
			a.Result -= 2
		default:
			return ans
		}
		out, _ := json.Marshal(a)
		return out
	case bytes.Contains(req, []byte(`"eth_getBlockReceipts"`)):
		var replies []map[string]json.RawMessage
		if json.Unmarshal(ans, &replies) != nil {
			return ans
		}
		p.mu.Lock()
		p.rcpts++
		drop := p.rcpts%5 == 0
		p.mu.Unlock()
		if !drop {
			return ans
		}
		for _, rep := range replies {
			var rs []map[string]json.RawMessage
			if json.Unmarshal(rep["result"], &rs) != nil {
				continue
			}
			for _, rc := range rs {
				if string(rc["logs"]) != "[]" {
					rc["logs"] = json.RawMessage("[]")
					rep["result"], _ = json.Marshal(rs)
					out, _ := json.Marshal(replies)
					p.count(faultNoLogs)
					return out
				}
			}
		}
	}
	return ans
}

func (p *faultyNode) forward(ctx context.Context, body []byte) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.up, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// rpcErrors answers every call of req (one or a batch) with a JSON-RPC
// error, in an HTTP 200 as rate-limiting providers do.
func rpcErrors(req []byte, code int, msg string) []byte {
	type call struct {
		ID json.RawMessage `json:"id"`
	}
	type reply struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   map[string]any  `json:"error"`
	}
	e := map[string]any{"code": code, "message": msg}
	var calls []call
	if json.Unmarshal(req, &calls) == nil {
		out := make([]reply, len(calls))
		for i, c := range calls {
			out[i] = reply{"2.0", c.ID, e}
		}
		b, _ := json.Marshal(out)
		return b
	}
	var c call
	json.Unmarshal(req, &c)
	b, _ := json.Marshal(reply{"2.0", c.ID, e})
	return b
}

// checkedStore is a writer that fails t when a block handed to it differs
// from the chain's: no wrong row is ever committed, not just none left.
type checkedStore struct {
	*postgres.Writer
	t     *testing.T
	chain []mainapi.Block
}

func (s *checkedStore) InTx(ctx context.Context, fn func(indexer.Tx) error) error {
	return s.Writer.InTx(ctx, func(tx indexer.Tx) error { return fn(checkedTx{tx, s}) })
}

func (s *checkedStore) PrepareBatch(ctx context.Context, bs []mainapi.Block, evs []mainapi.Events) (indexer.PreparedBatch, error) {
	s.same(bs...)
	return s.Writer.PrepareBatch(ctx, bs, evs)
}

func (s *checkedStore) same(bs ...mainapi.Block) {
	for _, b := range bs {
		if b.Number >= uint64(len(s.chain)) || !sameBlock(b, s.chain[b.Number]) {
			s.t.Errorf("block %d handed to the store differs from the chain's", b.Number)
		}
	}
}

// sameBlock compares blocks read along different paths (a batch answer, or
// go-ethereum's client after a refused eth_getBlockReceipts), which may
// differ in empty versus nil slices alone.
func sameBlock(a, b mainapi.Block) bool {
	if a.Number != b.Number || a.Hash != b.Hash || a.ParentHash != b.ParentHash || a.Timestamp != b.Timestamp ||
		len(a.Transactions) != len(b.Transactions) || len(a.Logs) != len(b.Logs) {
		return false
	}
	for i := range a.Transactions {
		if a.Transactions[i] != b.Transactions[i] {
			return false
		}
	}
	for i, l := range a.Logs {
		m := b.Logs[i]
		if l.TxHash != m.TxHash || l.TxIndex != m.TxIndex || l.LogIndex != m.LogIndex || l.Address != m.Address ||
			!slices.Equal(l.Topics, m.Topics) || !bytes.Equal(l.Data, m.Data) {
			return false
		}
	}
	return true
}

type checkedTx struct {
	indexer.Tx
	s *checkedStore
}

func (tx checkedTx) Apply(ctx context.Context, b *mainapi.Block, ev *mainapi.Events) error {
	tx.s.same(*b)
	return tx.Tx.Apply(ctx, b, ev)
}

func (tx checkedTx) ApplyBatch(ctx context.Context, bs []mainapi.Block, evs []mainapi.Events) error {
	tx.s.same(bs...)
	return tx.Tx.ApplyBatch(ctx, bs, evs)
}

// TestFollowerSurvivesNodeFaults follows a devnet through faultyNode: every
// seventh request fails (429, 5xx, truncated JSON, no answer, a JSON-RPC
// limit error), receipts lose their logs, the head goes back 2 blocks and,
// once, to 0. The follower retries with back-off, refuses the tampered
// blocks, halts on the head at 0 (ErrNodeBehind) and, started again as
// the supervisor does, goes on once the node is back: every block handed
// to the store equals the chain's, and the tables equal those of a clean
// run and a rebuild.
func TestFollowerSurvivesNodeFaults(t *testing.T) {
	ctx := context.Background()
	quiet := slog.New(slog.DiscardHandler)
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
	if _, err := sim.Run(ctx, sim.Config{
		Backend: d.Client(), Deployment: dep, Traders: accs[1:4], Commit: func() { d.Commit() },
		TradesPerBlock: 3, Interval: -1, Rounds: 12, Seed: 7, Logger: quiet,
	}); err != nil {
		t.Fatal(err)
	}
	contracts := deployment.Contracts(dep.File())
	const finality = 4

	// The clean run, straight from the node: the reference chain and tables.
	clean, err := ethrpc.Dial(ctx, d.RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(clean.Close)
	head, err := clean.Head(ctx)
	if err != nil {
		t.Fatal(err)
	}
	chain, err := clean.BlocksByNumber(ctx, 0, head)
	if err != nil {
		t.Fatal(err)
	}
	cleanDB := pgtest.New(t)
	follow(t, cleanDB, contracts, clean, clean, finality, head, nil)

	p := &faultyNode{up: d.RPCURL(), seen: map[string]int{}}
	srv := httptest.NewServer(p)
	t.Cleanup(srv.Close)
	src, err := ethrpc.Dial(ctx, srv.URL, ethrpc.WithTimeout(300*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(src.Close)
	p.on.Store(true)
	db := pgtest.New(t)
	var resetOnce atomic.Bool
	halts := follow(t, db, contracts, src, chain, finality, head, func(stored uint64) {
		if stored >= 20 && resetOnce.CompareAndSwap(false, true) {
			p.reset.Store(3)
		}
	})
	p.mu.Lock()
	t.Logf("faults injected: %v; halts: %d", p.seen, len(halts))
	for _, k := range []string{fault429, fault503, fault500, faultTruncated, faultHang, faultRPCLimit, faultNoLogs, faultHeadBack, faultHeadReset} {
		if p.seen[k] == 0 {
			t.Errorf("no %q injected", k)
		}
	}
	p.mu.Unlock()
	behind := 0
	for _, err := range halts {
		if errors.Is(err, indexer.ErrNodeBehind) {
			behind++
		}
	}
	if behind == 0 {
		t.Errorf("no ErrNodeBehind halt while the node answered head 0; halts: %v", halts)
	}
	pgtest.DiffDumps(t, pgtest.Dump(t, cleanDB), pgtest.Dump(t, db))
	w, err := db.OpenWriter(ctx, postgres.WriterConfig{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	diffs, err := w.Check(ctx)
	for _, d := range diffs {
		t.Error(d)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// follow indexes src into db up to head with a follower started again
// after every halt (as cmd/mainapi's supervisor does, without its pause),
// checking every block handed to the store against chain (when it is a
// []mainapi.Block), and returns the halts. watch is called with the stored
// head while it runs.
func follow(t *testing.T, db *postgres.DB, contracts []mainapi.Contract, src *ethrpc.Source, chain any, finality, head uint64, watch func(stored uint64)) []error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
	defer cancel()
	w, err := db.OpenWriter(ctx, postgres.WriterConfig{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if err := w.SetContracts(ctx, contracts); err != nil {
		t.Fatal(err)
	}
	var store indexer.Store = w
	if bs, ok := chain.([]mainapi.Block); ok {
		store = &checkedStore{Writer: w, t: t, chain: bs}
	}
	ix := indexer.New(store, indexer.Config{Contracts: contracts, FinalityDepth: finality, Source: src, Metadata: src,
		Logger: slog.New(slog.DiscardHandler)})
	var halts []error
	for {
		run, stop := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { // stop the run once the chain's head is stored
			defer close(done)
			for run.Err() == nil {
				h, ok, err := db.ChainHead(run)
				if err == nil && ok {
					if watch != nil {
						watch(h.Number)
					}
					if h.Number >= head {
						stop()
					}
				}
				time.Sleep(20 * time.Millisecond)
			}
		}()
		f := &indexer.Follower{Source: src, Indexer: ix, PollInterval: 5 * time.Millisecond, BatchSize: 2, RangeChunk: 2,
			ReceiptsOnly: true, Logger: slog.New(slog.DiscardHandler)}
		err := f.Run(run)
		stop()
		<-done
		if ctx.Err() != nil {
			t.Fatalf("the chain's head %d was not indexed in time; halts: %v", head, halts)
		}
		if err == nil {
			return halts
		}
		halts = append(halts, err)
	}
}
