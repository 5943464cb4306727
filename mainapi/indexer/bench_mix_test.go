package indexer_test

import (
	"strconv"
	"testing"

	"github.com/neoswap/neoswap/mainapi/benchmix"
	"github.com/neoswap/neoswap/mainapi/indexer"
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
		b.Run("batch"+strconv.Itoa(batch), func(b *testing.B) { benchReplay(b, blocks, mix.Contracts, batch) })
	}
}
