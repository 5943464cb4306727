package indexer_test

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi/benchmix"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// BenchmarkReplayMix replays the large mix of package benchmix (by default
// 250,000 FeeRouter swaps across about 160 pools; BENCH_MIX_SWAPS and
// BENCH_MIX_POOLS size it, the generated chain is cached under
// BENCH_MIX_DIR or $TMPDIR) into a fresh migrated database per iteration,
// in backfill batches (HandleBatch) of the follower's default size and of
// 1,000 blocks, every derived table maintained.
func BenchmarkReplayMix(b *testing.B) {
	o, err := benchmix.OptionsFromEnv()
	if err != nil {
		b.Fatal(err)
	}
	mix := benchmix.Load(b, o)
	b.Logf("mix: %d swaps, %d pools besides the seeded ones, %d blocks, %d logs (%s)",
		mix.Stats.Swaps, o.Pools, len(mix.Blocks), mix.Logs(), o.Path())
	blocks := mix.Blocks
	for _, batch := range []int{indexer.DefaultBatchSize, 1000} {
		b.Run("batch"+strconv.Itoa(batch), func(b *testing.B) {
			var events, nblocks int
			var elapsed time.Duration
			for b.Loop() {
				b.StopTimer()
				ctx := context.Background()
				db := pgtest.New(b)
				w, err := db.OpenWriter(ctx, postgres.WriterConfig{})
				if err != nil {
					b.Fatal(err)
				}
				if err := w.SetContracts(ctx, mix.Contracts); err != nil {
					b.Fatal(err)
				}
				ix := indexer.New(w, indexer.Config{Contracts: mix.Contracts})
				b.StartTimer()
				start := time.Now()
				for i := 0; i < len(blocks); i += batch {
					out, err := ix.HandleBatch(ctx, blocks[i:min(i+batch, len(blocks))])
					if err != nil {
						b.Fatal(err)
					}
					events += out.Events
					nblocks += out.Applied
				}
				elapsed += time.Since(start)
				b.StopTimer()
				w.Close()
				b.StartTimer()
			}
			b.ReportMetric(float64(events)/elapsed.Seconds(), "events/s")
			b.ReportMetric(float64(nblocks)/elapsed.Seconds(), "blocks/s")
			b.ReportMetric(float64(events)/float64(b.N), "events/op")
		})
	}
}
