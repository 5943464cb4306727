package decode_test

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/decode"
)

var (
	coinB   = bindings.NewLaunchpadToken()
	coinABI = coinB.GetABI()
)

// coinTracked is tracked() with the curve.
func coinTracked() *decode.Tracked {
	tr := tracked()
	tr.LaunchpadCurve = curveAddr
	return tr
}

// tokenCreated is the curve's TokenCreated of coin.
func tokenCreated(t testing.TB, tx common.Hash, token common.Address) mainapi.Log {
	return mkLog(t, curveABI, "TokenCreated", curveAddr, tx, token, alice, alice, alice, "Cat", "CAT", [32]byte{1}, n(5), n(0),
		common.Address{}, uint32(1), n(1e18), n(1e9), n(2e8), n(50))
}

// TestCoinTransfers: a coin's Transfers are decoded from its TokenCreated
// on, its mint (logged before TokenCreated in the same transaction, as
// LaunchpadToken.initialize runs inside the curve's create) included;
// a Transfer of the address in an earlier transaction, the coin's other
// events and other tokens' Transfers are skipped; a coin known already
// is not decoded twice; a Transfer of the wrong shape halts; the curve
// unset tracks no coin. CreatedCoin reports the coin Block starts tracking.
func TestCoinTransfers(t *testing.T) {
	zero, txC := common.Address{}, common.HexToHash("0x03")
	b := block(
		mkLog(t, coinABI, "Transfer", coin, txC, alice, bob, n(1)), // before its creation, another tx: skipped
		mkLog(t, coinABI, "Transfer", coin, txA, zero, curveAddr, n(1e18)),
		mkLog(t, coinABI, "Initialized", coin, txA, uint64(1)),
		tokenCreated(t, txA, coin),
		mkLog(t, coinABI, "Transfer", coin, txA, curveAddr, alice, n(700)), // the launch buy
		mkLog(t, coinABI, "Approval", coin, txB, alice, pair, n(9)),
		mkLog(t, coinABI, "Transfer", coin, txB, alice, bob, n(300)),
		mkLog(t, coinABI, "Transfer", tokenA, txB, alice, bob, n(5)), // another token
		mkLog(t, coinABI, "Transfer", coin, txB, bob, zero, n(2)),    // a burn
	)
	tr := coinTracked()
	ev, err := decode.Block(b, tr)
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		from, to common.Address
		value    int64
		log      uint
	}
	want := []row{{zero, curveAddr, 1e18, 1}, {curveAddr, alice, 700, 4}, {alice, bob, 300, 6}, {bob, zero, 2, 8}}
	if len(ev.CoinTransfers) != len(want) {
		t.Fatalf("%d coin transfers, want %d: %+v", len(ev.CoinTransfers), len(want), ev.CoinTransfers)
	}
	for i, w := range want {
		g := ev.CoinTransfers[i]
		if g.From != w.from || g.To != w.to || !eq(g.Value, w.value) || g.LogIndex != w.log || g.Address != coin || g.Block != 7 {
			t.Errorf("transfer %d = %+v, want %+v", i, g, w)
		}
	}
	if _, ok := tr.Coins[coin]; !ok {
		t.Error("the coin is not tracked after its TokenCreated")
	}
	if ev.Len() != len(want)+1 || len(ev.Transactions) != 0 {
		t.Errorf("events %d, transactions %d: want the transfers and TokenCreated, no sender", ev.Len(), len(ev.Transactions))
	}
	if got, ok := decode.CreatedCoin(&tr.Contracts, &b.Logs[3]); !ok || got != coin {
		t.Errorf("CreatedCoin = %s %v, want %s", got.Hex(), ok, coin.Hex())
	}
	if got, ok := decode.Created(&tr.Contracts, &b.Logs[3]); !ok || got != coin {
		t.Errorf("Created = %s %v, want %s", got.Hex(), ok, coin.Hex())
	}
	if _, ok := decode.CreatedCoin(&tr.Contracts, &b.Logs[4]); ok {
		t.Error("CreatedCoin reports a Transfer")
	}
	if !decode.MayTrack(&tr.Contracts, &b.Logs[3]) || decode.MayTrack(&tr.Contracts, &b.Logs[4]) {
		t.Error("MayTrack: want the TokenCreated only")
	}

	t.Run("known coin", func(t *testing.T) {
		// Re-decoding with the coin tracked already (its mint decoded by
		// the address switch) keeps one row per log.
		tr := coinTracked()
		tr.Coins = map[common.Address]struct{}{coin: {}}
		ev, err := decode.Block(b, tr)
		if err != nil {
			t.Fatal(err)
		}
		if len(ev.CoinTransfers) != len(want)+1 { // and the first log, now of a tracked coin
			t.Errorf("%d coin transfers, want %d", len(ev.CoinTransfers), len(want)+1)
		}
	})
	t.Run("malformed", func(t *testing.T) {
		good := mkLog(t, coinABI, "Transfer", coin, txB, alice, bob, n(7))
		short := good
		short.Data = good.Data[:31]
		fewTopics := good
		fewTopics.Topics = good.Topics[:2]
		for name, l := range map[string]mainapi.Log{"short data": short, "two topics": fewTopics} {
			if _, err := decode.Block(block(tokenCreated(t, txA, coin), l), coinTracked()); !errors.Is(err, decode.ErrMalformed) {
				t.Errorf("%s: err %v, want ErrMalformed", name, err)
			}
			// A malformed mint before TokenCreated halts too.
			l.TxHash = txA
			if _, err := decode.Block(block(l, tokenCreated(t, txA, coin)), coinTracked()); !errors.Is(err, decode.ErrMalformed) {
				t.Errorf("%s before TokenCreated: err %v, want ErrMalformed", name, err)
			}
		}
	})
	t.Run("curve unset", func(t *testing.T) {
		ev, err := decode.Block(b, tracked())
		if err != nil || ev.Len() != 0 {
			t.Errorf("events %+v, err %v: want none", ev, err)
		}
	})
}

// FuzzCoinTransfer: any log of a tracked coin either halts with
// ErrMalformed or decodes; a decoded transfer is what the binding unpacks;
// a log that is no Transfer decodes nothing. The log comes before and
// after the coin's TokenCreated in one transaction.
func FuzzCoinTransfer(f *testing.F) {
	for _, l := range []mainapi.Log{
		mkLog(f, coinABI, "Transfer", coin, txA, common.Address{}, curveAddr, n(1_000)),
		mkLog(f, coinABI, "Transfer", coin, txA, alice, bob, n(8)),
		mkLog(f, coinABI, "Approval", coin, txA, alice, bob, n(9)),
		mkLog(f, coinABI, "Initialized", coin, txA, uint64(1)),
	} {
		var topics []byte
		for _, tp := range l.Topics {
			topics = append(topics, tp.Bytes()...)
		}
		f.Add(topics, l.Data, true)
		f.Add(topics, l.Data, false)
	}
	f.Fuzz(func(t *testing.T, topics, data []byte, before bool) {
		l := mainapi.Log{TxHash: txA, Address: coin, Data: data}
		for len(topics) > 0 {
			k := min(32, len(topics))
			l.Topics = append(l.Topics, common.BytesToHash(topics[:k]))
			topics = topics[k:]
		}
		created := tokenCreated(t, txA, coin)
		b := block(created, l)
		if before {
			b = block(l, created)
		}
		ev, err := decode.Block(b, coinTracked())
		if err != nil {
			if !errors.Is(err, decode.ErrMalformed) {
				t.Fatalf("error %v does not wrap ErrMalformed", err)
			}
			return
		}
		if len(ev.Curve.Created) != 1 {
			t.Fatalf("TokenCreated not decoded: %+v", ev)
		}
		if len(l.Topics) == 0 || l.Topics[0] != coinABI.Events["Transfer"].ID {
			if len(ev.CoinTransfers) != 0 {
				t.Fatalf("a log that is no Transfer decoded: %+v", ev.CoinTransfers)
			}
			return
		}
		e, err := coinB.UnpackTransferEvent(&types.Log{Address: l.Address, Topics: l.Topics, Data: l.Data})
		if err != nil {
			t.Fatalf("decoded a Transfer the binding refuses: %v", err)
		}
		if len(ev.CoinTransfers) != 1 {
			t.Fatalf("a coin Transfer decoded as %+v", ev.CoinTransfers)
		}
		g := ev.CoinTransfers[0]
		if g.From != e.From || g.To != e.To || g.Value.Cmp(e.Value) != 0 || g.Address != coin ||
			g.Value.Cmp(new(big.Int).Lsh(big.NewInt(1), 256)) >= 0 {
			t.Fatalf("decoded %+v, binding %+v", g, e)
		}
	})
}
