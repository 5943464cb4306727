package decode_test

import (
	"errors"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/decode"
)

var (
	neoB        = bindings.NewNeoToken()
	neoABI      = neoB.GetABI()
	neoAddr     = common.HexToAddress("0xe000000000000000000000000000000000000007")
	treasuryEOA = common.HexToAddress("0xe000000000000000000000000000000000000008")
	bob         = common.HexToAddress("0xc000000000000000000000000000000000000009")
)

// neoTracked is farmTracked() with NeoToken and the treasury.
func neoTracked() *decode.Tracked {
	tr := farmTracked()
	tr.NeoToken, tr.Treasury = neoAddr, treasuryEOA
	return tr
}

// TestNeoTransfers: a NeoToken Transfer with a supply holder on either
// side becomes a row with its holder sides; one between two other
// addresses, an Approval and any other contract's Transfer are skipped; a
// Transfer of the wrong shape halts; a zero NeoToken decodes nothing.
func TestNeoTransfers(t *testing.T) {
	zero, dead := common.Address{}, mainapi.DeadAddress
	b := block(
		mkLog(t, neoABI, "Transfer", neoAddr, txA, zero, alice, n(1_000)),        // the mint
		mkLog(t, neoABI, "Transfer", neoAddr, txA, alice, dead, n(7)),            // a burn
		mkLog(t, neoABI, "Transfer", neoAddr, txA, alice, bob, n(8)),             // no holder
		mkLog(t, neoABI, "Approval", neoAddr, txA, alice, bob, n(9)),             // not a transfer
		mkLog(t, neoABI, "Transfer", neoAddr, txB, treasuryEOA, vampAddr, n(10)), // holder to holder
		mkLog(t, neoABI, "Transfer", neoAddr, txB, escrowAddr, alice, n(11)),     // a vested claim
		mkLog(t, neoABI, "Transfer", neoAddr, txB, alice, treasuryAddr, n(12)),   // TreasuryVesting
		mkLog(t, neoABI, "Transfer", neoAddr, txB, bob, masterAddr, n(13)),       // MasterChef funded
		mkLog(t, pairABI, "Transfer", tokenA, txB, alice, dead, n(14)),           // another token
	)
	ev, err := decode.Block(b, neoTracked())
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		from, to   common.Address
		value      int64
		fromH, toH bool
		log        uint
	}
	want := []row{
		{zero, alice, 1_000, true, false, 0}, {alice, dead, 7, false, true, 1}, {treasuryEOA, vampAddr, 10, true, true, 4},
		{escrowAddr, alice, 11, true, false, 5}, {alice, treasuryAddr, 12, false, true, 6}, {bob, masterAddr, 13, false, true, 7},
	}
	if len(ev.NeoTransfers) != len(want) {
		t.Fatalf("%d NEO transfers, want %d: %+v", len(ev.NeoTransfers), len(want), ev.NeoTransfers)
	}
	for i, w := range want {
		g := ev.NeoTransfers[i]
		if g.From != w.from || g.To != w.to || !eq(g.Value, w.value) || g.FromHolder != w.fromH || g.ToHolder != w.toH ||
			g.LogIndex != w.log || g.Address != neoAddr || g.Block != 7 {
			t.Errorf("transfer %d = %+v, want %+v", i, g, w)
		}
	}
	if ev.Len() != len(want) || len(ev.Admin) != 0 || len(ev.Transactions) != 0 {
		t.Errorf("events %d, admin %d, transactions %d: want only the transfers, no sender", ev.Len(), len(ev.Admin), len(ev.Transactions))
	}

	t.Run("malformed", func(t *testing.T) {
		good := mkLog(t, neoABI, "Transfer", neoAddr, txA, alice, dead, n(7))
		short := good
		short.Data = good.Data[:31]
		fewTopics := good
		fewTopics.Topics = good.Topics[:2]
		for name, l := range map[string]mainapi.Log{"short data": short, "two topics": fewTopics} {
			if _, err := decode.Block(block(l), neoTracked()); !errors.Is(err, decode.ErrMalformed) {
				t.Errorf("%s: err %v, want ErrMalformed", name, err)
			}
		}
	})
	t.Run("NeoToken unset", func(t *testing.T) {
		l := mkLog(t, neoABI, "Transfer", neoAddr, txA, zero, alice, n(1_000))
		ev, err := decode.Block(block(l), farmTracked())
		if err != nil || ev.Len() != 0 {
			t.Errorf("events %+v, err %v: want none", ev, err)
		}
	})
	t.Run("log filters", func(t *testing.T) {
		// A backfill reads NeoToken through its filters, not its address:
		// they select exactly the logs the decoder keeps.
		tr := neoTracked()
		for _, a := range tr.Addresses() {
			if a == neoAddr {
				t.Errorf("Addresses() %v holds NeoToken: a backfill would read every trade's NEO transfer", tr.Addresses())
			}
		}
		filters := tr.LogFilters()
		for i := range b.Logs {
			l := &b.Logs[i]
			if l.Address != neoAddr {
				continue
			}
			selected := filters[0].Match(l) || filters[1].Match(l)
			decoded := slices.ContainsFunc(ev.NeoTransfers, func(x mainapi.NeoTransfer) bool { return x.LogIndex == l.LogIndex })
			if selected != decoded {
				t.Errorf("log %d: selected by the filters %v, decoded %v", l.LogIndex, selected, decoded)
			}
		}
		if fs := farmTracked().LogFilters(); fs != nil {
			t.Errorf("filters without NeoToken: %+v", fs)
		}
	})
}

// FuzzNeoTransfer: any log of NeoToken either halts with ErrMalformed or
// decodes; a decoded transfer is what the binding unpacks, kept exactly
// when a side is a holder.
func FuzzNeoTransfer(f *testing.F) {
	for _, l := range []mainapi.Log{
		mkLog(f, neoABI, "Transfer", neoAddr, txA, common.Address{}, alice, n(1_000)),
		mkLog(f, neoABI, "Transfer", neoAddr, txA, alice, mainapi.DeadAddress, n(7)),
		mkLog(f, neoABI, "Transfer", neoAddr, txA, alice, bob, n(8)),
		mkLog(f, neoABI, "Approval", neoAddr, txA, alice, bob, n(9)),
	} {
		var topics []byte
		for _, tp := range l.Topics {
			topics = append(topics, tp.Bytes()...)
		}
		f.Add(topics, l.Data)
	}
	f.Fuzz(func(t *testing.T, topics, data []byte) {
		l := mainapi.Log{TxHash: txA, Address: neoAddr, Data: data}
		for len(topics) > 0 {
			k := min(32, len(topics))
			l.Topics = append(l.Topics, common.BytesToHash(topics[:k]))
			topics = topics[k:]
		}
		tr := neoTracked()
		ev, err := decode.Block(block(l), tr)
		if err != nil {
			if !errors.Is(err, decode.ErrMalformed) {
				t.Fatalf("error %v does not wrap ErrMalformed", err)
			}
			return
		}
		if len(l.Topics) == 0 || l.Topics[0] != neoABI.Events["Transfer"].ID {
			if ev.Len() != 0 {
				t.Fatalf("a log that is no Transfer decoded: %+v", ev)
			}
			return
		}
		e, err := neoB.UnpackTransferEvent(&types.Log{Address: l.Address, Topics: l.Topics, Data: l.Data})
		if err != nil {
			t.Fatalf("decoded a Transfer the binding refuses: %v", err)
		}
		// A holder side's topic is the padded address (a node's filter
		// compares whole topics).
		fromH := tr.NeoHolder(e.From) && l.Topics[1] == common.BytesToHash(e.From[:])
		toH := tr.NeoHolder(e.To) && l.Topics[2] == common.BytesToHash(e.To[:])
		keep := fromH || toH
		fs := tr.LogFilters()
		if selected := fs[0].Match(&l) || fs[1].Match(&l); selected != keep {
			t.Fatalf("filters select %v, decoder keeps %v", selected, keep)
		}
		if !keep {
			if ev.Len() != 0 {
				t.Fatalf("a transfer without a holder decoded: %+v", ev)
			}
			return
		}
		if len(ev.NeoTransfers) != 1 {
			t.Fatalf("a holder's transfer decoded as %+v", ev)
		}
		g := ev.NeoTransfers[0]
		if g.From != e.From || g.To != e.To || g.Value.Cmp(e.Value) != 0 || g.FromHolder != fromH || g.ToHolder != toH || g.Value.Cmp(new(big.Int).Lsh(big.NewInt(1), 256)) >= 0 {
			t.Fatalf("decoded %+v, binding %+v", g, e)
		}
	})
}
