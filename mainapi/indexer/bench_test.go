package indexer_test

import (
	"context"
	"io"
	"log/slog"
	"slices"
	"testing"
	"time"

	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/deployment"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// benchChain generates blocks of simulated FeeRouter activity on the real
// contracts once and returns them pre-fetched with the deployment.
func benchChain(b *testing.B, rounds, perBlock int) ([]mainapi.Block, []mainapi.Contract) {
	b.Helper()
	env := chaintest.New(b)
	_, err := sim.Run(context.Background(), sim.Config{
		Backend: env.Backend.Client(), Deployment: env.Deployment, Traders: env.Accounts[1:],
		Commit: func() { env.Commit() }, TradesPerBlock: perBlock, Interval: -1, Rounds: rounds, Seed: 42,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	src, err := ethrpc.New(ctx, env.Backend.Client())
	if err != nil {
		b.Fatal(err)
	}
	head := env.Head(b).Number.Uint64()
	blocks := make([]mainapi.Block, 0, head+1)
	for n := uint64(0); n <= head; n++ {
		blk, err := src.BlockByNumber(ctx, n)
		if err != nil {
			b.Fatal(err)
		}
		blocks = append(blocks, blk)
	}
	return blocks, deployment.Contracts(env.Deployment.File())
}

// BenchmarkReplay replays pre-fetched blocks (decode + store + derive)
// into a fresh database per iteration, in batches of 1000 and 200 blocks
// per transaction (backfill) and one block per transaction (head).
func BenchmarkReplay(b *testing.B) {
	blocks, contracts := benchChain(b, 150, 30)
	for _, bc := range []struct {
		name  string
		batch int
	}{{"batch1000", 1000}, {"batch200", 200}, {"block", 1}} {
		b.Run(bc.name, func(b *testing.B) { benchReplay(b, blocks, contracts, bc.batch) })
	}
}

// benchIndexer is a fresh migrated database with contracts set and an
// indexer writing it (no chain source: the blocks are pre-fetched). The
// caller closes the writer.
func benchIndexer(b *testing.B, contracts []mainapi.Contract) (*postgres.Writer, *indexer.Indexer) {
	b.Helper()
	ctx := context.Background()
	db := pgtest.New(b)
	w, err := db.OpenWriter(ctx, postgres.WriterConfig{})
	if err != nil {
		b.Fatal(err)
	}
	if err := w.SetContracts(ctx, contracts); err != nil {
		b.Fatal(err)
	}
	return w, indexer.New(w, indexer.Config{Contracts: contracts})
}

// benchReplay replays blocks into a fresh database per iteration, batch
// blocks per transaction (HandleBatchAhead; 1: HandleBlock per block), timing
// only the Handle calls, and reports events/s, blocks/s and events/op.
func benchReplay(b *testing.B, blocks []mainapi.Block, contracts []mainapi.Contract, batch int) {
	ctx := context.Background()
	var events, nblocks, prepared int
	var elapsed time.Duration
	for b.Loop() {
		b.StopTimer()
		w, ix := benchIndexer(b, contracts)
		b.StartTimer()
		start := time.Now()
		for i := 0; i < len(blocks); i += batch {
			var out indexer.Outcome
			var err error
			if batch == 1 {
				out, err = ix.HandleBlock(ctx, blocks[i])
			} else {
				// As the follower does when it has read the next batch.
				out, err = ix.HandleBatchAhead(ctx, blocks[i:min(i+batch, len(blocks))], blocks[min(i+batch, len(blocks)):min(i+2*batch, len(blocks))])
			}
			if err != nil {
				b.Fatal(err)
			}
			events += out.Events
			nblocks += out.Applied
		}
		elapsed += time.Since(start)
		prepared += ix.PreparedUsed()
		b.StopTimer()
		w.Close()
		b.StartTimer()
	}
	b.ReportMetric(float64(events)/elapsed.Seconds(), "events/s")
	b.ReportMetric(float64(nblocks)/elapsed.Seconds(), "blocks/s")
	b.ReportMetric(float64(prepared)/float64(b.N), "prepared/op")
	b.ReportMetric(float64(events)/float64(b.N), "events/op")
}

// BenchmarkHeadBlock replays a chain of heavy blocks (about 200 decoded
// events each) one block per transaction, as at the head, and reports the
// latency of HandleBlock per block: p50-ms and p99-ms over the blocks of
// at least 150 events, with their mean event count (events/block).
func BenchmarkHeadBlock(b *testing.B) {
	blocks, contracts := benchChain(b, 40, 80)
	var lat []time.Duration
	var heavy, heavyEvents int
	for b.Loop() {
		b.StopTimer()
		ctx := context.Background()
		w, ix := benchIndexer(b, contracts)
		b.StartTimer()
		for _, blk := range blocks {
			start := time.Now()
			out, err := ix.HandleBlock(ctx, blk)
			if err != nil {
				b.Fatal(err)
			}
			if out.Events >= 150 {
				lat = append(lat, time.Since(start))
				heavy++
				heavyEvents += out.Events
			}
		}
		b.StopTimer()
		w.Close()
		b.StartTimer()
	}
	if heavy == 0 {
		b.Fatal("no block of 150 events or more")
	}
	slices.Sort(lat)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(lat[len(lat)/2]), "p50-ms")
	b.ReportMetric(ms(lat[min(len(lat)-1, len(lat)*99/100)]), "p99-ms")
	b.ReportMetric(float64(heavyEvents)/float64(heavy), "events/block")
}
