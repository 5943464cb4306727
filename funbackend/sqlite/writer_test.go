package sqlite_test

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/sqlite"
	"github.com/neoswap/neoswap/funbackend/sqlite/sqlitetest"
)

var (
	coin    = common.HexToAddress("0x00000000000000000000000000000000000000c0")
	creator = common.HexToAddress("0x00000000000000000000000000000000000000a1")
	trader  = common.HexToAddress("0x00000000000000000000000000000000000000b2")
	vault   = common.HexToAddress("0x00000000000000000000000000000000000000e3")
)

func eth(milli int64) *big.Int { return new(big.Int).Mul(big.NewInt(milli), big.NewInt(1e15)) }
func tok(m int64) *big.Int {
	return new(big.Int).Mul(big.NewInt(m), new(big.Int).Exp(big.NewInt(10), big.NewInt(24), nil))
} // millions of tokens

func block(n uint64) funbackend.Block {
	return funbackend.Block{Number: n, Hash: common.BigToHash(big.NewInt(int64(n))), ParentHash: common.BigToHash(big.NewInt(int64(n - 1))), Timestamp: 1000 + 12*n}
}

func ref(n uint64, idx uint) funbackend.LogRef {
	return funbackend.LogRef{BlockNumber: n, TxHash: common.BigToHash(big.NewInt(int64(n*100 + uint64(idx)))), LogIndex: idx, Timestamp: 1000 + 12*n}
}

func trade(n uint64, idx uint, who common.Address, buy bool, ethAmt, tokens, pve *big.Int) *funbackend.Trade {
	return &funbackend.Trade{LogRef: ref(n, idx), Token: coin, Trader: who, IsBuy: buy, EthAmount: ethAmt, TokenAmount: tokens,
		ProtocolFee: new(big.Int).Div(ethAmt, big.NewInt(143)), CreatorFee: new(big.Int).Div(ethAmt, big.NewInt(200)),
		PriceX18: big.NewInt(2_000_000_000), VirtualEth: eth(2000), VirtualToken: tok(500), RealEth: eth(1000), PveTokens: pve}
}

func scanOne[T any](t *testing.T, db *sqlite.DB, q string, args ...any) T {
	t.Helper()
	var v T
	if err := db.Read.QueryRowContext(context.Background(), q, args...).Scan(&v); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return v
}

func TestApplyAndRollback(t *testing.T) {
	ctx := context.Background()
	db := sqlitetest.New(t)
	created := &funbackend.TokenCreated{LogRef: ref(10, 0), Token: coin, Creator: creator, Submitter: creator, FeeRecipient: creator,
		TokenName: "Cat", Symbol: "CAT", Salt: big.NewInt(7), Nonce: big.NewInt(0), PveVault: vault, ParamsID: 1,
		VirtualEth: eth(1000), VirtualToken: tok(1000), FloorToken: tok(200), CreatorFeeBps: 50}
	zero := new(big.Int)
	if err := db.Apply(ctx, funbackend.Batch{Blocks: []funbackend.Block{block(10)}, Events: []funbackend.Event{
		created,
		trade(10, 1, creator, true, eth(100), tok(50), tok(50)), // PvE launch slice: not held, not fed
		trade(10, 2, creator, true, eth(200), tok(90), zero),    // dev buy
	}}); err != nil {
		t.Fatal(err)
	}
	if err := db.Apply(ctx, funbackend.Batch{Blocks: []funbackend.Block{block(11), block(12)}, Events: []funbackend.Event{
		trade(11, 0, creator, true, eth(10), tok(4), tok(4)), // feedPve: fed
		trade(12, 0, trader, true, eth(3000), tok(600), zero),
		&funbackend.FloorReached{LogRef: ref(12, 1), Token: coin, FrozenAt: 1144, SellsOpenAt: 1144 + 21600, RealEth: eth(4000), PriceX18: big.NewInt(5e9)},
	}, EthUsd: 3000}); err != nil {
		t.Fatal(err)
	}

	t.Run("not contiguous", func(t *testing.T) {
		err := db.Apply(ctx, funbackend.Batch{Blocks: []funbackend.Block{block(12)}})
		if !errors.Is(err, sqlite.ErrNotContiguous) {
			t.Fatalf("err = %v, want ErrNotContiguous", err)
		}
	})
	t.Run("fed", func(t *testing.T) {
		if got := scanOne[string](t, db, `SELECT group_concat(fed, '') FROM (SELECT fed FROM trades ORDER BY block_number, log_index)`); got != "0010" {
			t.Errorf("fed by trade = %s, want 0010", got)
		}
	})
	t.Run("holders netted of PvE fills", func(t *testing.T) {
		if got, want := scanOne[string](t, db, `SELECT net_wei FROM holders WHERE trader = ?`, "0x00000000000000000000000000000000000000a1"), tok(90).String(); got != want {
			t.Errorf("creator net = %s, want %s", got, want)
		}
		if got := scanOne[int](t, db, `SELECT count(*) FROM holders WHERE positive = 1`); got != 2 {
			t.Errorf("holders = %d, want 2", got)
		}
	})
	t.Run("frozen", func(t *testing.T) {
		if got := scanOne[int](t, db, `SELECT status FROM coins`); got != 2 {
			t.Errorf("status = %d, want 2", got)
		}
		if got := scanOne[int](t, db, `SELECT frozen_block FROM coins`); got != 12 {
			t.Errorf("frozen_block = %d, want 12", got)
		}
	})
	t.Run("candles", func(t *testing.T) {
		// Blocks 10 and 11 (t=1120, 1132) share minute 1080; block 12 (1144) is in 1140.
		if got := scanOne[string](t, db, `SELECT group_concat(bucket || ':' || trades, ',') FROM (SELECT * FROM candles_1m ORDER BY bucket)`); got != "1080:3,1140:1" {
			t.Errorf("candles = %s", got)
		}
		// 3.31 ETH in 1080: 0.1 + 0.2 + 0.01.
		if got := scanOne[string](t, db, `SELECT volume_gwei || '/' || volume_rem FROM candles_1m WHERE bucket = 1080`); got != "310000000/0" {
			t.Errorf("volume = %s", got)
		}
	})

	removed, err := db.Rollback(ctx, 11, 5000)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("rollback", func(t *testing.T) {
		if len(removed) != 1 || removed[0].Block != 12 {
			t.Fatalf("removed = %+v, want the trade of block 12", removed)
		}
		if got := scanOne[string](t, db, `SELECT status || coalesce(frozen_block, '-') FROM coins`); got != "1-" {
			t.Errorf("status, frozen_block = %s, want 1-", got)
		}
		if got := scanOne[int](t, db, `SELECT count(*) FROM holders`); got != 1 {
			t.Errorf("holders = %d, want 1", got)
		}
		if got := scanOne[string](t, db, `SELECT group_concat(bucket, ',') FROM candles_1m`); got != "1080" {
			t.Errorf("candles = %s, want 1080", got)
		}
		n, at, err := db.ReorgStats(ctx)
		if err != nil || n != 1 || at != 5000 {
			t.Errorf("reorg stats = %d, %d, %v", n, at, err)
		}
		tip, _ := db.Tip(ctx)
		if tip.Number != 11 {
			t.Errorf("tip = %d, want 11", tip.Number)
		}
	})
	t.Run("refreeze keeps prev columns", func(t *testing.T) {
		if err := db.Apply(ctx, funbackend.Batch{Blocks: []funbackend.Block{block(12), block(13), block(14)}, Events: []funbackend.Event{
			&funbackend.FloorReached{LogRef: ref(12, 0), Token: coin, FrozenAt: 1144},
			&funbackend.Unfrozen{LogRef: ref(13, 0), Token: coin, PrevFrozenAt: 1144, PrevFrozenBlock: 12, UnfrozenAt: 1156},
			&funbackend.FloorReached{LogRef: ref(14, 0), Token: coin, FrozenAt: 1168},
		}}); err != nil {
			t.Fatal(err)
		}
		got := scanOne[string](t, db, `SELECT status || ',' || frozen_block || ',' || prev_frozen_block || ',' || prev_unfrozen_block || ',' || coalesce(unfrozen_block, '-') FROM coins`)
		if want := "2,14,12,13,-"; got != want {
			t.Errorf("lifecycle = %s, want %s", got, want)
		}
		if _, err := db.Rollback(ctx, 13, 5001); err != nil {
			t.Fatal(err)
		}
		got = scanOne[string](t, db, `SELECT status || ',' || coalesce(frozen_block, '-') || ',' || prev_frozen_block || ',' || coalesce(prev_unfrozen_block, '-') || ',' || unfrozen_block FROM coins`)
		if want := "1,-,12,-,13"; got != want {
			t.Errorf("after rollback lifecycle = %s, want %s", got, want)
		}
	})
	t.Run("rollback below creation removes the coin", func(t *testing.T) {
		if _, err := db.Rollback(ctx, 9, 5002); err != nil {
			t.Fatal(err)
		}
		for _, table := range []string{"coins", "trades", "holders", "candles_1m", "coin_events", "blocks"} {
			if got := scanOne[int](t, db, `SELECT count(*) FROM `+table); got != 0 {
				t.Errorf("%s rows = %d, want 0", table, got)
			}
		}
	})
}
