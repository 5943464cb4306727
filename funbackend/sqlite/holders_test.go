package sqlite_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/neoswap/neoswap/funbackend/sqlite/sqlitetest"
)

// TestHoldersExactOrder: positions a few wei apart at 1e26 have the same
// float64 approximation; the top holders are still the largest exact
// positions, in exact order, and the count is every positive position.
func TestHoldersExactOrder(t *testing.T) {
	db := sqlitetest.New(t)
	const token = "0x00000000000000000000000000000000000000c0"
	if _, err := db.Write.ExecContext(t.Context(), `INSERT INTO blocks (number, hash, parent_hash, timestamp) VALUES (1, '0x01', '0x00', 10)`); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Write.ExecContext(t.Context(), `INSERT INTO coins (address, creator, name, symbol, metadata_hash,
		created_block, created_at, fee_recipient, submitter, salt, nonce, params_id, virtual_eth, virtual_token,
		floor_token, creator_fee_bps, created_tx, created_log_index)
		VALUES (?, '0x01', 'Coin', 'C', '0x00', 1, 10, '0x01', '0x00', '1', '0', 1, '1', '1', '1', 0, '0x02', 0)`, token); err != nil {
		t.Fatal(err)
	}
	base, _ := new(big.Int).SetString("100000000000000000000000000", 10) // 1e26
	// Trader i holds 1e26 + i wei: the first trader by address holds the
	// least, so a tie broken by address would wrongly keep it in a top 10.
	for i := 1; i <= 11; i++ {
		net := new(big.Int).Add(base, big.NewInt(int64(i)))
		f, _ := new(big.Float).SetInt(net).Float64()
		if _, err := db.Write.ExecContext(t.Context(), `INSERT INTO holders (token, trader, net_wei, net_approx, positive)
			VALUES (?, ?, ?, ?, 1)`, token, fmt.Sprintf("0x%040x", i), net.String(), f); err != nil {
			t.Fatal(err)
		}
	}
	top, count, _, err := db.Holders(t.Context(), token, 10)
	if err != nil {
		t.Fatal(err)
	}
	if count != 11 || len(top) != 10 {
		t.Fatalf("count %d, top %d; want 11 and 10", count, len(top))
	}
	for k, h := range top {
		if want := fmt.Sprintf("0x%040x", 11-k); h.Trader != want {
			t.Errorf("top[%d] = %s (%s), want %s", k, h.Trader, h.NetWei, want)
		}
	}
}
