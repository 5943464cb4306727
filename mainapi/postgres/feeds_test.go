package postgres_test

import (
	"context"
	"testing"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestEpochOfMatchesWire: the SQL epoch_of the revenue epoch buckets use
// agrees with wire.EpochOf around epoch boundaries, and hex_addr writes the
// wire form of an address.
func TestEpochOfMatchesWire(t *testing.T) {
	db := pgtest.New(t)
	ctx := context.Background()
	for _, ts := range []int64{0, 1, 259199, 259200, 259201, 863999, 864000, 1_700_000_000,
		1_764_460_799, 1_764_460_800, 2_000_000_000} {
		var got int64
		if err := db.Pool.QueryRow(ctx, "SELECT epoch_of($1)", ts).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if want := wire.EpochOf(ts); got != want {
			t.Errorf("epoch_of(%d) = %d, want %d", ts, got, want)
		}
	}
	var hex string
	if err := db.Pool.QueryRow(ctx, `SELECT hex_addr('\xAbCd00000000000000000000000000000000eF01'::bytea)`).Scan(&hex); err != nil {
		t.Fatal(err)
	}
	if want := "0xabcd00000000000000000000000000000000ef01"; hex != want {
		t.Errorf("hex_addr = %s, want %s", hex, want)
	}
}
