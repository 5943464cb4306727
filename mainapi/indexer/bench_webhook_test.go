package indexer_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"slices"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/benchmix"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
	"github.com/neoswap/neoswap/mainapi/webhookbody"
)

// BenchmarkWebhookLatency measures the time from a webhook delivery to its
// block being visible through GET /chain/head, wired as `mainapi serve`
// wires them: the real router (httpapi.NewRouter, config from the
// defaults with RATE_LIMIT=off so a tight poll is not answered 429)
// serving on a loopback socket with the webhook on (inbox in Postgres,
// pg_notify), and the follower (indexer.Follower with the postgres Inbox,
// LISTEN ingest_inbox) applying deliveries through HandleBlock.
//
// The database first holds a backfilled prefix of the benchmix mix
// (BENCH_WEBHOOK_PREFIX blocks, default 1,000, about 190,000 events; 0:
// every block before the delivered ones); then the next
// BENCH_WEBHOOK_BLOCKS (default 300) blocks of the mix, about 190 decoded
// events each, are POSTed in order, HMAC-signed, each once the previous
// one is visible. Per block the latency runs from the POST's start until a
// GET /chain/head, polled every millisecond, answers its number. The
// follower's node (a stub over the mix) reports the last visible block as
// its head, so blocks arrive only through the webhook.
//
// After the prefix the database is analyzed (BENCH_WEBHOOK_ANALYZE=0
// skips it), as autovacuum analyzes a production database: the per-block
// plans must be the right ones with planner statistics, not only on the
// default estimates of never-analyzed tables.
//
// Sub-benchmarks: head-refresh=default runs with HEAD_REFRESH's default
// (the HTTP layer's reuse of one head read, dropped on every head commit by
// the head listener, as `mainapi serve` runs it), head-refresh=0 reads the
// head on every request (the indexer's own latency).
func BenchmarkWebhookLatency(b *testing.B) {
	o, err := benchmix.OptionsFromEnv()
	if err != nil {
		b.Fatal(err)
	}
	nblocks := envInt(b, "BENCH_WEBHOOK_BLOCKS", 300)
	prefix := envInt(b, "BENCH_WEBHOOK_PREFIX", 1000)
	mix := benchmix.Load(b, o)
	if prefix == 0 || prefix+nblocks > len(mix.Blocks) {
		prefix = len(mix.Blocks) - nblocks
	}
	if prefix < 1 {
		b.Fatalf("mix of %d blocks: too short for %d deliveries", len(mix.Blocks), nblocks)
	}
	// The bodies are what ParseDelivery turns back into the blocks.
	bodies := make([][]byte, nblocks)
	for i := range bodies {
		blk := mix.Blocks[prefix+i]
		if bodies[i], err = benchmix.Delivery(blk); err != nil {
			b.Fatal(err)
		}
		got, err := webhookbody.ParseDelivery(bodies[i])
		if err != nil {
			b.Fatal(err)
		}
		if !reflect.DeepEqual(normalize(got), normalize(blk)) {
			b.Fatalf("block %d: delivery does not parse back into the block", blk.Number)
		}
	}
	for _, bc := range []struct{ name, refresh string }{{"head-refresh=default", ""}, {"head-refresh=0", "0s"}} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				b.StopTimer()
				lat, events := webhookRun(b, mix, prefix, bodies, bc.refresh)
				b.StartTimer()
				slices.Sort(lat)
				q := func(p float64) float64 {
					return float64(lat[min(len(lat)-1, int(p*float64(len(lat))))].Microseconds()) / 1000
				}
				b.ReportMetric(q(0.50), "p50-ms")
				b.ReportMetric(q(0.90), "p90-ms")
				b.ReportMetric(q(0.99), "p99-ms")
				b.ReportMetric(float64(lat[len(lat)-1].Microseconds())/1000, "max-ms")
				b.ReportMetric(float64(events)/float64(len(lat)), "events/block")
			}
		})
	}
}

// webhookRun backfills prefix blocks into a fresh database, starts the
// server and the follower, delivers bodies and returns each delivery's
// latency and the decoded events delivered.
func webhookRun(b *testing.B, mix *benchmix.Mix, prefix int, bodies [][]byte, headRefresh string) ([]time.Duration, int) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	db := pgtest.New(b)
	w, err := db.OpenWriter(ctx, postgres.WriterConfig{})
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	if err := w.SetContracts(ctx, mix.Contracts); err != nil {
		b.Fatal(err)
	}
	src := &mixSource{blocks: mix.Blocks}
	src.head.Store(uint64(prefix - 1))
	ix := indexer.New(w, indexer.Config{Contracts: mix.Contracts, Source: src})
	for i := 0; i < prefix; i += indexer.DefaultBatchSize {
		if _, err := ix.HandleBatch(ctx, mix.Blocks[i:min(i+indexer.DefaultBatchSize, prefix)]); err != nil {
			b.Fatal(err)
		}
	}
	if os.Getenv("BENCH_WEBHOOK_ANALYZE") != "0" {
		if _, err := db.Pool.Exec(ctx, "ANALYZE"); err != nil {
			b.Fatal(err)
		}
	}

	env := map[string]string{"RATE_LIMIT": "off", "HEAD_REFRESH": headRefresh}
	cfg, err := mainapi.ConfigFromEnv(func(k string) string { return env[k] })
	if err != nil {
		b.Fatal(err)
	}
	secret := []byte("bench-webhook-secret")
	srv := httptest.NewServer(httpapi.NewRouter(httpapi.Deps{
		DB: db, Config: cfg, Logger: slog.New(slog.DiscardHandler),
		Internal: httpapi.Internal{WebhookSecret: secret, Inbox: db}, Background: ctx,
	}))
	defer srv.Close()

	inbox, err := db.OpenInbox(ctx)
	if err != nil {
		b.Fatal(err)
	}
	defer inbox.Close()
	f := &indexer.Follower{Source: src, Indexer: ix, Inbox: inbox, Status: w, Logger: slog.New(slog.DiscardHandler)}
	done := make(chan error, 1)
	go func() { done <- f.Run(ctx) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			b.Errorf("follower: %v", err)
		}
	}()

	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4}}
	getHead := func() uint64 {
		resp, err := client.Get(srv.URL + "/chain/head")
		if err != nil {
			b.Fatal(err)
		}
		defer resp.Body.Close()
		var body struct {
			BlockNumber uint64 `json:"blockNumber"`
		}
		if resp.StatusCode != http.StatusOK {
			b.Fatalf("GET /chain/head: %s", resp.Status)
		}
		if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
			b.Fatal(err)
		}
		return body.BlockNumber
	}
	// Wait for the follower to settle on the backfilled head.
	for getHead() != uint64(prefix-1) {
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond)

	lat := make([]time.Duration, 0, len(bodies))
	events := 0
	for i, body := range bodies {
		blk := mix.Blocks[prefix+i]
		ts := time.Now().Unix()
		req, err := http.NewRequest(http.MethodPost, srv.URL+"/internal/ingest/block", bytes.NewReader(body))
		if err != nil {
			b.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set(httpapi.WebhookTimestampHeader, strconv.FormatInt(ts, 10))
		req.Header.Set(httpapi.WebhookSignatureHeader, httpapi.SignWebhook(secret, ts, body))
		start := time.Now()
		resp, err := client.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			b.Fatalf("block %d: POST answered %s", blk.Number, resp.Status)
		}
		deadline := start.Add(time.Minute)
		for getHead() < blk.Number {
			if time.Now().After(deadline) {
				b.Fatalf("block %d not visible after a minute", blk.Number)
			}
			time.Sleep(time.Millisecond)
		}
		lat = append(lat, time.Since(start))
		src.head.Store(blk.Number)
		events += decodedEvents(b, db, blk.Number)
	}
	return lat, events
}

// decodedEvents counts the raw event rows of block n.
func decodedEvents(b *testing.B, db *postgres.DB, n uint64) int {
	var c int
	err := db.Pool.QueryRow(context.Background(), `SELECT
	  (SELECT count(*) FROM pairs_created WHERE block_number = $1) + (SELECT count(*) FROM pair_swaps WHERE block_number = $1) +
	  (SELECT count(*) FROM pair_mints WHERE block_number = $1) + (SELECT count(*) FROM pair_burns WHERE block_number = $1) +
	  (SELECT count(*) FROM pair_syncs WHERE block_number = $1) + (SELECT count(*) FROM lp_transfers WHERE block_number = $1) +
	  (SELECT count(*) FROM router_swaps WHERE block_number = $1) + (SELECT count(*) FROM creator_fees WHERE block_number = $1) +
	  (SELECT count(*) FROM collector_events WHERE block_number = $1)`, int64(n)).Scan(&c)
	if err != nil {
		b.Fatal(err)
	}
	return c
}

// mixSource is the follower's node over a mix: blocks by number and hash,
// and a head the benchmark moves.
type mixSource struct {
	blocks []mainapi.Block
	head   atomic.Uint64
}

func (s *mixSource) Head(context.Context) (uint64, error) { return s.head.Load(), nil }

func (s *mixSource) BlockByNumber(_ context.Context, n uint64) (mainapi.Block, error) {
	if n >= uint64(len(s.blocks)) || n > s.head.Load() {
		return mainapi.Block{}, fmt.Errorf("mix source: no block %d", n)
	}
	return s.blocks[n], nil
}

func (s *mixSource) BlockByHash(_ context.Context, h common.Hash) (mainapi.Block, error) {
	for i := len(s.blocks) - 1; i >= 0; i-- {
		if s.blocks[i].Hash == h {
			return s.blocks[i], nil
		}
	}
	return mainapi.Block{}, fmt.Errorf("mix source: no block %s", h.Hex())
}

// normalize makes empty and nil slices compare equal.
func normalize(b mainapi.Block) mainapi.Block {
	if len(b.Transactions) == 0 {
		b.Transactions = nil
	}
	if len(b.Logs) == 0 {
		b.Logs = nil
	}
	b.Logs = slices.Clone(b.Logs)
	for i := range b.Logs {
		if len(b.Logs[i].Data) == 0 {
			b.Logs[i].Data = nil
		}
	}
	return b
}

// envInt reads a non-negative integer from the environment, def when
// unset.
func envInt(b *testing.B, key string, def int) int {
	v := os.Getenv(key)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		b.Fatalf("%s=%q: want a non-negative integer", key, v)
	}
	return n
}

// BenchmarkParseDelivery measures webhookbody.ParseDelivery, which the webhook
// handler runs on every delivery and the follower on every RPC batch, over
// the webhook bodies of the mix's last 100 blocks.
func BenchmarkParseDelivery(b *testing.B) {
	o, err := benchmix.OptionsFromEnv()
	if err != nil {
		b.Fatal(err)
	}
	mix := benchmix.Load(b, o)
	const n = 100
	first := len(mix.Blocks) - n
	if first < 1 {
		b.Fatalf("mix of %d blocks: too short", len(mix.Blocks))
	}
	bodies := make([][]byte, n)
	size := 0
	for i := range bodies {
		if bodies[i], err = benchmix.Delivery(mix.Blocks[first+i]); err != nil {
			b.Fatal(err)
		}
		size += len(bodies[i])
	}
	b.SetBytes(int64(size / n))
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, err := webhookbody.ParseDelivery(bodies[i%n]); err != nil {
			b.Fatal(err)
		}
	}
}
