package postgres_test

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// exploreScale fills the tables /explore/tokens reads with a universe of
// pool tokens (each in one own pool against WETH, with a candle every 29
// minutes over two days, written minute by minute as the indexer writes
// them, so that a token's candles are spread over the heap) and curve coins
// (20 trades each over two days). The head minute is 30,000,000; the head
// time 1,800,000,000.
const exploreScale = `
INSERT INTO tokens SELECT decode(lpad(to_hex(i), 40, '0'), 'hex'), 'T' || i, 'Token ' || i, 18, i < 10, i
FROM generate_series(1, %[1]d) i;
INSERT INTO contracts VALUES (decode(lpad(to_hex(1), 40, '0'), 'hex'), 'weth');
INSERT INTO pools SELECT decode(lpad(to_hex(i + 1000000), 40, '0'), 'hex'), '\x00', decode(lpad(to_hex(1), 40, '0'), 'hex'),
       decode(lpad(to_hex(i), 40, '0'), 'hex'), true, i, 1e21, 1e21, 0, i
FROM generate_series(2, %[1]d) i;
INSERT INTO pool_stats SELECT pair, random() * 1e6, random() * 1e5, random() * 1e3, random() * 1e6, NULL, NULL, NULL, NULL FROM pools;
INSERT INTO token_candles SELECT decode(lpad(to_hex(i), 40, '0'), 'hex'), 30000000 - j * 29, 1, 1, 1, random() * 10, random() * 1000, 3
FROM generate_series(99, 0, -1) j, generate_series(1, %[1]d) i;
INSERT INTO neofun_coins SELECT decode(lpad(to_hex(i + 5000000), 40, '0'), 'hex'), 'Coin ' || i, 'C' || i, '\x01',
       1800000000 - i * 3, 100000 + i, 'bonding', NULL, NULL, 0, 0, 20, (random() * 1e12)::numeric(78, 0), (random() * 1e18)::numeric(78, 0)
FROM generate_series(1, %[2]d) i;
INSERT INTO blocks (number, hash, parent_hash, timestamp) SELECT n, decode(lpad(to_hex(n), 64, '0'), 'hex'), decode(lpad(to_hex(n - 1), 64, '0'), 'hex'), 0
FROM generate_series(100001, 100000 + %[2]d) n;
INSERT INTO neofun_trades SELECT 100000 + i, j, '\x00', decode(lpad(to_hex(i + 5000000), 40, '0'), 'hex'), '\x02', true,
       1800000000 - 172800 + (random() * 172800)::bigint, 1e15, 0, 0, random() * 100, 0, 0
FROM generate_series(1, %[2]d) i, generate_series(0, 19) j;
ANALYZE`

// BenchmarkExploreTokens reads the first page of /explore/tokens, each sort,
// over BENCH_EXPLORE_TOKENS pool tokens (5,000) and BENCH_EXPLORE_COINS
// curve coins (50,000): a per-request read of the whole universe
// (docs/performance.md, "Explore").
func BenchmarkExploreTokens(b *testing.B) {
	tokens, coins := envInt(b, "BENCH_EXPLORE_TOKENS", 5000), envInt(b, "BENCH_EXPLORE_COINS", 50000)
	ctx := context.Background()
	db := pgtest.New(b)
	if _, err := db.Pool.Exec(ctx, fmt.Sprintf(exploreScale, tokens, coins)); err != nil {
		b.Fatal(err)
	}
	for _, sort := range []string{"tvl", "volume24h", "newest"} {
		for _, venue := range []string{"", "neofun", "neoswap"} {
			b.Run(sort+"/"+venue, func(b *testing.B) {
				q := mainapi.ExploreQuery{Sort: sort, Venue: venue, Minute: 30000000, Since: 1800000000 - 86400, Limit: 51}
				for b.Loop() {
					rows, err := db.ExploreTokens(ctx, q)
					if err != nil {
						b.Fatal(err)
					}
					if len(rows) != 51 {
						b.Fatalf("%d rows, want 51", len(rows))
					}
				}
			})
		}
	}
}

func envInt(tb testing.TB, name string, def int) int {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	return n
}
