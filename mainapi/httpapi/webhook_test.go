package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/deployment"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

var webhookSecret = []byte("webhook test secret")

// ingestRig is a simulated chain, a database written by a running
// follower that drains the webhook inbox, and the real router over HTTP.
type ingestRig struct {
	env   *chaintest.Env
	db    *postgres.DB
	w     *postgres.Writer
	srv   *httptest.Server
	now   time.Time
	ixErr chan error
}

func newIngestRig(t *testing.T) *ingestRig {
	t.Helper()
	ctx := context.Background()
	r := &ingestRig{env: chaintest.New(t), db: pgtest.New(t), now: time.Now(), ixErr: make(chan error, 1)}
	w, err := r.db.OpenWriter(ctx, postgres.WriterConfig{})
	if err != nil {
		t.Fatal(err)
	}
	r.w = w
	contracts := deployment.Contracts(r.env.Deployment.File())
	if err := w.SetContracts(ctx, contracts); err != nil {
		t.Fatal(err)
	}
	src, err := ethrpc.New(ctx, r.env.Backend.Client())
	if err != nil {
		t.Fatal(err)
	}
	inbox, err := r.db.OpenInbox(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ix := indexer.New(w, indexer.Config{Contracts: contracts, FinalityDepth: 6, Source: src, Metadata: src})
	// A poll far longer than the test: after the first backfill, blocks
	// arrive through the inbox (a delivery wakes the follower).
	f := &indexer.Follower{Source: src, Indexer: ix, Inbox: inbox, Status: w, PollInterval: time.Hour, BatchSize: 8}
	runCtx, stop := context.WithCancel(ctx)
	go func() { r.ixErr <- f.Run(runCtx) }()
	t.Cleanup(func() {
		stop()
		if err := <-r.ixErr; err != nil {
			t.Errorf("follower: %v", err)
		}
		inbox.Close()
		w.Close()
	})
	router := httpapi.NewRouter(httpapi.Deps{
		DB: r.db, Logger: slog.New(slog.DiscardHandler), Config: testConfig(),
		Now: func() time.Time { return r.now },
		Internal: httpapi.Internal{
			WebhookSecret: webhookSecret, Inbox: r.db, Token: "tok", Health: r.db, MaxLagBlocks: 2,
		},
	})
	r.srv = httptest.NewServer(router)
	t.Cleanup(r.srv.Close)
	r.settle(t)
	return r
}

// payload is the provider body of canonical block n: the header and
// receipts as JSON-RPC encodes them (eth_getBlockByNumber with transaction
// hashes, eth_getBlockReceipts with from and to).
func (r *ingestRig) payload(t *testing.T, n uint64) []byte {
	t.Helper()
	ctx := context.Background()
	c := r.env.Backend.Client()
	b, err := c.BlockByNumber(ctx, new(big.Int).SetUint64(n))
	if err != nil {
		t.Fatal(err)
	}
	rcpts, err := c.(interface {
		BlockReceipts(context.Context, rpc.BlockNumberOrHash) ([]*types.Receipt, error)
	}).BlockReceipts(ctx, rpc.BlockNumberOrHashWithHash(b.Hash(), false))
	if err != nil {
		t.Fatal(err)
	}
	var blk map[string]any
	mustRoundTrip(t, b.Header(), &blk)
	hashes := []string{}
	for _, tx := range b.Transactions() {
		hashes = append(hashes, tx.Hash().Hex())
	}
	blk["hash"], blk["transactions"] = b.Hash().Hex(), hashes
	signer := types.LatestSignerForChainID(r.env.ChainIDBig)
	rs := []map[string]any{}
	for i, rc := range rcpts {
		var m map[string]any
		mustRoundTrip(t, rc, &m)
		tx := b.Transactions()[i]
		from, err := types.Sender(signer, tx)
		if err != nil {
			t.Fatal(err)
		}
		m["from"], m["to"] = from.Hex(), tx.To()
		rs = append(rs, m)
	}
	body, err := json.Marshal(map[string]any{"block": blk, "receipts": rs})
	if err != nil {
		t.Fatal(err)
	}
	return body
}

func mustRoundTrip(t *testing.T, v, dst any) {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, dst); err != nil {
		t.Fatal(err)
	}
}

// post sends body signed at ts (sig "" signs it properly) and returns the
// status and body.
func (r *ingestRig) post(t *testing.T, body []byte, ts int64, sig string) (int, string) {
	t.Helper()
	if sig == "" {
		sig = httpapi.SignWebhook(webhookSecret, ts, body)
	}
	req, err := http.NewRequest(http.MethodPost, r.srv.URL+"/internal/ingest/block", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set(httpapi.WebhookTimestampHeader, strconv.FormatInt(ts, 10))
	if sig != "-" {
		req.Header.Set(httpapi.WebhookSignatureHeader, sig)
	}
	return send(t, req)
}

// send does req and returns the answer's status and body.
func send(t *testing.T, req *http.Request) (int, string) {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// postStreams sends body as QuickNode Streams does: signed (sig "" signs it
// properly) over the uncompressed body with nonce and ts, then gzipped when
// encoding is "gzip" (any other non-empty encoding is sent as it is, with
// that Content-Encoding).
func (r *ingestRig) postStreams(t *testing.T, body []byte, encoding string, ts int64, nonce, sig string) (int, string) {
	t.Helper()
	if sig == "" {
		sig = httpapi.SignQuickNode(webhookSecret, nonce, ts, body)
	}
	sent := body
	if encoding == "gzip" {
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		zw.Write(body)
		zw.Close()
		sent = buf.Bytes()
	}
	req, err := http.NewRequest(http.MethodPost, r.srv.URL+"/internal/ingest/block", bytes.NewReader(sent))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if encoding != "" {
		req.Header.Set("Content-Encoding", encoding)
	}
	req.Header.Set(httpapi.QuickNodeNonceHeader, nonce)
	req.Header.Set(httpapi.QuickNodeTimestampHeader, strconv.FormatInt(ts, 10))
	req.Header.Set(httpapi.QuickNodeSignatureHeader, sig)
	return send(t, req)
}

// streamsBody is a Streams payload of the block_with_receipts dataset for
// canonical blocks from..to, metadata in the body.
func (r *ingestRig) streamsBody(t *testing.T, from, to uint64) []byte {
	t.Helper()
	items := []json.RawMessage{}
	for n := from; n <= to; n++ {
		items = append(items, r.payload(t, n))
	}
	body, err := json.Marshal(map[string]any{"data": items, "metadata": map[string]any{
		"dataset": "block_with_receipts", "batch_start_range": from, "batch_end_range": to, "network": "ethereum-mainnet",
		"blocks_reorged": nil, "stream_id": "f6ad6459-b5ad-4183-b370-1c1388e47e83",
	}})
	if err != nil {
		t.Fatal(err)
	}
	return body
}

// deliver posts canonical block n (or a given body) and wants 200.
func (r *ingestRig) deliver(t *testing.T, body []byte) {
	t.Helper()
	if code, resp := r.post(t, body, r.now.Unix(), ""); code != http.StatusOK {
		t.Fatalf("delivery: %d %s", code, resp)
	}
}

func (r *ingestRig) count(t *testing.T, q string) int {
	t.Helper()
	var n int
	if err := r.db.Pool.QueryRow(context.Background(), q).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// settle waits until the indexed head is the node's head and the inbox is
// empty.
func (r *ingestRig) settle(t *testing.T) {
	t.Helper()
	want := r.env.Head(t)
	for deadline := time.Now().Add(30 * time.Second); ; {
		h, ok, err := r.db.ChainHead(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if ok && h.Number == want.Number.Uint64() && h.Hash.String() == want.Hash().Hex() &&
			r.count(t, "SELECT count(*) FROM ingest_inbox") == 0 {
			return
		}
		select {
		case err := <-r.ixErr:
			r.ixErr <- err // for the cleanup, which waits for it
			t.Fatalf("follower stopped: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("head %+v (ok %v), want %d %s", h, ok, want.Number, want.Hash().Hex())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func (r *ingestRig) simulate(t *testing.T, rounds int, seed uint64) {
	t.Helper()
	_, err := sim.Run(context.Background(), sim.Config{
		Backend: r.env.Backend.Client(), Deployment: r.env.Deployment, Traders: r.env.Accounts[1:6],
		Commit: func() { r.env.Commit() }, TradesPerBlock: 4, Interval: -1, Rounds: rounds, Seed: seed,
		Logger: slog.New(slog.DiscardHandler),
	})
	if err != nil {
		t.Fatal(err)
	}
}

// reference indexes the node's canonical chain into a fresh database with
// the plain RPC path, one block per transaction.
func (r *ingestRig) reference(t *testing.T) *postgres.DB {
	t.Helper()
	ctx := context.Background()
	db := pgtest.New(t)
	_, ix, src := indexertest.Open(t, r.env, db, 6)
	head := r.env.Head(t).Number.Uint64()
	for n := uint64(0); n <= head; n++ {
		b, err := src.BlockByNumber(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ix.HandleBlock(ctx, b); err != nil {
			t.Fatal(err)
		}
	}
	return db
}

// TestWebhook drives every delivery case through real HTTP into the inbox
// and the running writer, then compares every table with a database
// indexed block by block from RPC, and the derived tables with a rebuild.
func TestWebhook(t *testing.T) {
	r := newIngestRig(t)
	head := func() uint64 { return r.env.Head(t).Number.Uint64() }

	t.Run("in order, each delivered twice", func(t *testing.T) {
		from := head() + 1
		r.simulate(t, 3, 1)
		for n := from; n <= head(); n++ {
			body := r.payload(t, n)
			r.deliver(t, body)
			r.deliver(t, body) // at-least-once: a duplicate
		}
		r.settle(t)
	})

	t.Run("refused deliveries change nothing", func(t *testing.T) {
		before := r.count(t, "SELECT count(*) FROM ingest_inbox") + r.count(t, "SELECT count(*) FROM blocks")
		r.simulate(t, 1, 2)
		good := r.payload(t, head())
		now := r.now.Unix()
		cases := []struct {
			name string
			body []byte
			ts   int64
			sig  string
			want int
		}{
			{"missing signature", good, now, "-", 401},
			{"wrong signature", good, now, httpapi.SignWebhook([]byte("other"), now, good), 401},
			{"signature of another body", good, now, httpapi.SignWebhook(webhookSecret, now, append([]byte(" "), good...)), 401},
			{"stale timestamp", good, now - 600, "", 401},
			{"future timestamp", good, now + 600, "", 401},
			{"not json", []byte("{"), now, "", 400},
			{"no block", []byte(`{"receipts": []}`), now, "", 400},
			{"receipts missing", bytes.Replace(good, []byte(`"receipts"`), []byte(`"rcpts"`), 1), now, "", 400},
			{"bad hash", bytes.Replace(good, []byte(`"hash":"0x`), []byte(`"hash":"0xzz`), 1), now, "", 400},
			{"number 2^64-1", mustSetJSON(t, good, "0xffffffffffffffff", "block", "number"), now, "", 400},
			{"logs dropped (logsBloom)", mustSetJSON(t, good, []any{}, "receipts", 0, "logs"), now, "", 400},
		}
		for _, c := range cases {
			if code, body := r.post(t, c.body, c.ts, c.sig); code != c.want {
				t.Errorf("%s: %d %s, want %d", c.name, code, body, c.want)
			}
		}
		if got := r.count(t, "SELECT count(*) FROM ingest_inbox") + r.count(t, "SELECT count(*) FROM blocks"); got != before {
			t.Errorf("inbox + blocks = %d after refused deliveries, want %d", got, before)
		}
		r.deliver(t, good)
		r.settle(t)
	})

	t.Run("out of order with a gap", func(t *testing.T) {
		from := head() + 1
		r.simulate(t, 4, 3)
		to := head()
		r.deliver(t, r.payload(t, to)) // ahead of the stored head: gap filled from RPC
		r.settle(t)
		for n := to - 1; n >= from; n-- { // late, reversed: duplicates now
			r.deliver(t, r.payload(t, n))
		}
		r.settle(t)
	})

	t.Run("a delivery that cannot be applied is dropped", func(t *testing.T) {
		// Signed and well formed, but a million blocks ahead: its gap
		// cannot be filled from the node. It used to stay first in the
		// inbox and halt ingest on every restart.
		far := fmt.Sprintf(`{"block": {"number": "0x%x", "hash": "0x%064x", "parentHash": "0x%064x",
			"timestamp": "0x%x", "transactions": []}, "receipts": []}`, head()+1_000_000, 0xf00d, 0xbeef, r.now.Unix())
		r.deliver(t, []byte(far))
		from := head() + 1
		r.simulate(t, 2, 5)
		for n := from; n <= head(); n++ {
			r.deliver(t, r.payload(t, n))
		}
		r.settle(t) // the follower runs on, and the inbox is empty
	})

	t.Run("reorg through the webhook", func(t *testing.T) {
		r.simulate(t, 3, 4)
		oldHead := r.payload(t, head())
		h := r.env.Head(t)
		parent, err := r.env.Client.HeaderByNumber(context.Background(), new(big.Int).SetUint64(h.Number.Uint64()-2))
		if err != nil {
			t.Fatal(err)
		}
		if err := r.env.Backend.Fork(parent.Hash()); err != nil {
			t.Fatal(err)
		}
		time.Sleep(100 * time.Millisecond) // let the node re-inject the abandoned transactions
		for range 3 {
			r.env.Commit()
		}
		r.deliver(t, r.payload(t, head())) // parent unknown: walk back, roll back, apply the branch
		r.settle(t)
		r.deliver(t, oldHead) // a late block of the abandoned branch: stale, ignored
		r.settle(t)
	})

	t.Run("QuickNode Streams batches", func(t *testing.T) {
		from := head() + 1
		r.simulate(t, 3, 5)
		to := head()
		body := r.streamsBody(t, from, to)
		now := r.now.Unix()
		blocksOf := func(resp string) []map[string]any {
			t.Helper()
			var out struct {
				OK     bool             `json:"ok"`
				Blocks []map[string]any `json:"blocks"`
			}
			if err := json.Unmarshal([]byte(resp), &out); err != nil || !out.OK {
				t.Fatalf("answer %s: %v", resp, err)
			}
			return out.Blocks
		}
		before := r.count(t, "SELECT count(*) FROM ingest_inbox") + r.count(t, "SELECT count(*) FROM blocks")
		bad := bytes.Replace(body, []byte(`"parentHash":"0x`), []byte(`"parentHash":"0xzz`), 1)
		cases := []struct {
			name     string
			body     []byte
			encoding string
			ts       int64
			nonce    string
			sig      string
			want     int
		}{
			{"wrong signature", body, "", now, "n1", httpapi.SignQuickNode([]byte("other"), "n1", now, body), 401},
			{"signature of another nonce", body, "", now, "n1", httpapi.SignQuickNode(webhookSecret, "n2", now, body), 401},
			{"no nonce", body, "", now, "", httpapi.SignQuickNode(webhookSecret, "", now, body), 401},
			{"stale timestamp", body, "", now - 600, "n1", "", 401},
			{"a bad block among good ones", bad, "", now, "n1", "", 400},
			{"no data", []byte(`{"metadata": {}}`), "", now, "n1", "", 400},
			{"an item without receipts", []byte(`[{"block": {}}]`), "", now, "n1", "", 400},
			{"unsupported encoding", body, "br", now, "n1", "", 415},
			{"an unknown encoding", body, "gzip-raw", now, "n1", "", 415},
		}
		for _, c := range cases {
			if code, resp := r.postStreams(t, c.body, c.encoding, c.ts, c.nonce, c.sig); code != c.want {
				t.Errorf("%s: %d %s, want %d", c.name, code, resp, c.want)
			}
		}
		// A broken gzip stream under Content-Encoding: gzip: 400 with the
		// signature headers (the signature covers the decompressed body),
		// 401 without them, before the body is read at all.
		brokenGzip := func(headers map[string]string) *http.Request {
			req, _ := http.NewRequest(http.MethodPost, r.srv.URL+"/internal/ingest/block", bytes.NewReader([]byte("not gzip")))
			req.Header.Set("Content-Encoding", "gzip")
			for k, v := range headers {
				req.Header.Set(k, v)
			}
			return req
		}
		signed := map[string]string{httpapi.QuickNodeSignatureHeader: "00", httpapi.QuickNodeNonceHeader: "n1",
			httpapi.QuickNodeTimestampHeader: strconv.FormatInt(now, 10)}
		if code, resp := send(t, brokenGzip(signed)); code != 400 {
			t.Errorf("broken gzip: %d %s, want 400", code, resp)
		}
		for name, h := range map[string]map[string]string{
			"unsigned":     nil,
			"no nonce":     {httpapi.QuickNodeSignatureHeader: "00", httpapi.QuickNodeTimestampHeader: strconv.FormatInt(now, 10)},
			"no timestamp": {httpapi.WebhookSignatureHeader: "00"},
			"stale":        {httpapi.WebhookSignatureHeader: "00", httpapi.WebhookTimestampHeader: strconv.FormatInt(now-600, 10)},
		} {
			if code, resp := send(t, brokenGzip(h)); code != 401 {
				t.Errorf("broken gzip, %s: %d %s, want 401", name, code, resp)
			}
		}
		if got := r.count(t, "SELECT count(*) FROM ingest_inbox") + r.count(t, "SELECT count(*) FROM blocks"); got != before {
			t.Errorf("inbox + blocks = %d after refused deliveries, want %d", got, before)
		}

		code, resp := r.postStreams(t, body, "", now, "n1", "")
		if code != 200 {
			t.Fatalf("batch: %d %s", code, resp)
		}
		got := blocksOf(resp)
		if len(got) != int(to-from+1) {
			t.Fatalf("batch answered %d blocks, want %d", len(got), to-from+1)
		}
		for i, b := range got {
			if b["number"] != float64(from+uint64(i)) || b["recorded"] != true {
				t.Errorf("block %d of the batch: %v", i, b)
			}
		}
		// At-least-once: the same batch again, gzipped this time. Whether the
		// inbox still holds the blocks (recorded false) or the writer has
		// drained them (recorded again, then ignored as duplicates), nothing
		// changes: the dumps compared at the end hold it.
		code, resp = r.postStreams(t, body, "gzip", now, "n2", "")
		if code != 200 {
			t.Fatalf("gzip batch: %d %s", code, resp)
		}
		for i, b := range blocksOf(resp) {
			if b["number"] != got[i]["number"] || b["hash"] != got[i]["hash"] {
				t.Errorf("block %d of the repeated batch: %v, want %v", i, b, got[i])
			}
		}
		r.settle(t)

		// The bare array form, gzipped; and a batch a stream filter emptied.
		from = head() + 1
		r.simulate(t, 2, 6)
		var arr struct {
			Data json.RawMessage `json:"data"`
		}
		if err := json.Unmarshal(r.streamsBody(t, from, head()), &arr); err != nil {
			t.Fatal(err)
		}
		if code, resp := r.postStreams(t, arr.Data, "gzip", now, "n3", ""); code != 200 || len(blocksOf(resp)) != int(head()-from+1) {
			t.Fatalf("bare array: %d %s", code, resp)
		}
		if code, resp := r.postStreams(t, []byte(`{"data": null, "metadata": {}}`), "", now, "n4", ""); code != 200 || len(blocksOf(resp)) != 0 {
			t.Errorf("emptied batch: %d %s, want 200 with no blocks", code, resp)
		}
		r.settle(t)
	})

	t.Run("internal health", func(t *testing.T) {
		get := func(token string) (int, map[string]any) {
			req, _ := http.NewRequest(http.MethodGet, r.srv.URL+"/internal/health", nil)
			if token != "" {
				req.Header.Set("Authorization", "Bearer "+token)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			var body map[string]any
			_ = json.NewDecoder(resp.Body).Decode(&body)
			return resp.StatusCode, body
		}
		if code, _ := get(""); code != 401 {
			t.Errorf("no token: %d, want 401", code)
		}
		if code, _ := get("wrong"); code != 401 {
			t.Errorf("wrong token: %d, want 401", code)
		}
		if code, body := get("tok"); code != 200 || body["state"] != "running" {
			t.Errorf("running: %d %v, want 200 running", code, body)
		}
		ctx := context.Background()
		if err := r.w.RecordStatus(ctx, false, "", r.env.Head(t).Number.Uint64()+3); err != nil {
			t.Fatal(err)
		}
		if code, body := get("tok"); code != 503 || body["lagBlocks"] != 3.0 {
			t.Errorf("lagging: %d %v, want 503 lagBlocks 3", code, body)
		}
		if err := r.w.RecordStatus(ctx, true, indexer.ErrReorgTooDeep.Error(), 0); err != nil {
			t.Fatal(err)
		}
		if code, body := get("tok"); code != 503 || body["state"] != "halted" || body["error"] != indexer.ErrReorgTooDeep.Error() {
			t.Errorf("halted: %d %v, want 503 halted", code, body)
		}
		if err := r.w.RecordStatus(ctx, false, "", r.env.Head(t).Number.Uint64()); err != nil {
			t.Fatal(err)
		}
		r.now = r.now.Add(3 * time.Minute)
		if code, body := get("tok"); code != 503 || body["state"] != "stopped" {
			t.Errorf("no recent status: %d %v, want 503 stopped", code, body)
		}
		r.now = r.now.Add(-3 * time.Minute)
		if code, _ := get("tok"); code != 200 {
			t.Errorf("recovered: %d, want 200", code)
		}
	})

	ref := r.reference(t)
	pgtest.DiffDumps(t, pgtest.Dump(t, ref), pgtest.Dump(t, r.db))
	diffs, err := r.w.Check(context.Background())
	if errors.Is(err, postgres.ErrDerivedDiffer) {
		for _, d := range diffs {
			t.Error(d)
		}
	} else if err != nil {
		t.Fatal(err)
	}
	if n := r.count(t, "SELECT count(*) FROM router_swaps"); n == 0 {
		t.Error("no router swaps indexed: the simulation did nothing")
	}
}

// TestWebhookOff: without a secret the webhook does not exist.
func TestWebhookOff(t *testing.T) {
	h := newHarness(t, nil)
	req := httptest.NewRequest(http.MethodPost, "/internal/ingest/block", bytes.NewReader([]byte("{}")))
	rec := httptest.NewRecorder()
	h.h.ServeHTTP(rec, req)
	if rec.Code != http.StatusNotFound {
		t.Errorf("POST without WEBHOOK_SECRET: %d, want 404", rec.Code)
	}
	if rec := h.get("/internal/health", "Authorization: Bearer x"); rec.Code != http.StatusNotFound {
		t.Errorf("health without INTERNAL_TOKEN: %d, want 404", rec.Code)
	}
}

// mustSetJSON returns body with the value at path (object keys and array
// indexes) replaced by v.
func mustSetJSON(t *testing.T, body []byte, v any, path ...any) []byte {
	t.Helper()
	var root any
	if err := json.Unmarshal(body, &root); err != nil {
		t.Fatal(err)
	}
	node := root
	for i, p := range path {
		last := i == len(path)-1
		switch k := p.(type) {
		case string:
			m := node.(map[string]any)
			if last {
				m[k] = v
			}
			node = m[k]
		case int:
			a := node.([]any)
			if last {
				a[k] = v
			}
			node = a[k]
		}
	}
	out, err := json.Marshal(root)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
