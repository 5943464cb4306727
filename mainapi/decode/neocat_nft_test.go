package decode_test

import (
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/decode"
)

var (
	neocatNftB   = bindings.NewNeocatNft()
	neocatNftABI = neocatNftB.GetABI()
	neocatNftAt  = common.HexToAddress("0xe00000000000000000000000000000000000000a")
)

// neocatNftTracked is tracked() with NeocatNft.
func neocatNftTracked() *decode.Tracked {
	tr := tracked()
	tr.NeocatNft = neocatNftAt
	return tr
}

// TestNeocatTransfers: NeocatNft Transfers (mint, wallet to wallet)
// become transfer rows with their exact arguments; approvals are not
// decoded; an ERC-20-shaped Transfer (the id in data, three topics) halts;
// an untracked collection is skipped; a backfill asks for the contract.
func TestNeocatTransfers(t *testing.T) {
	b := block(
		mkLog(t, neocatNftABI, "Transfer", neocatNftAt, txA, common.Address{}, alice, n(5)),
		mkLog(t, neocatNftABI, "Approval", neocatNftAt, txA, alice, bob, n(5)),
		mkLog(t, neocatNftABI, "ApprovalForAll", neocatNftAt, txB, alice, bob, true),
		mkLog(t, neocatNftABI, "Transfer", neocatNftAt, txB, alice, bob, n(5)),
	)
	ev, err := decode.Block(b, neocatNftTracked())
	if err != nil {
		t.Fatal(err)
	}
	s := ev.NeocatTransfers
	if len(s) != 2 || len(ev.Admin) != 0 || ev.Len() != 2 {
		t.Fatalf("decoded %+v, admin %+v", s, ev.Admin)
	}
	want := []struct {
		from, to common.Address
		log      uint
		tx       common.Hash
	}{{common.Address{}, alice, 0, txA}, {alice, bob, 3, txB}}
	for i, w := range want {
		g := s[i]
		if g.From != w.from || g.To != w.to || !eq(g.TokenID, 5) || g.TxHash != w.tx || g.Address != neocatNftAt || g.LogIndex != w.log || g.Block != 7 {
			t.Errorf("transfer %d = %+v, want %+v", i, g, w)
		}
	}
	off, err := decode.Block(b, tracked())
	if err != nil || off.Len() != 0 {
		t.Errorf("untracked: %d events, err %v", off.Len(), err)
	}
	l := mkLog(t, neocatNftABI, "Transfer", neocatNftAt, txA, alice, bob, n(5))
	l.Data, l.Topics = l.Topics[3].Bytes(), l.Topics[:3]
	if _, err := decode.Block(block(l), neocatNftTracked()); !errors.Is(err, decode.ErrMalformed) {
		t.Errorf("ERC-20-shaped Transfer: err = %v, want ErrMalformed", err)
	}
	found := false
	for _, a := range neocatNftTracked().Addresses() {
		found = found || a == neocatNftAt
	}
	if !found {
		t.Errorf("Addresses lacks NeocatNft")
	}
}

// FuzzNeocatTransfer: any log of NeocatNft either halts with ErrMalformed
// or decodes; a decoded transfer is exactly what the binding unpacks.
func FuzzNeocatTransfer(f *testing.F) {
	for _, l := range []mainapi.Log{
		mkLog(f, neocatNftABI, "Transfer", neocatNftAt, txA, alice, bob, n(3)),
		mkLog(f, neocatNftABI, "Approval", neocatNftAt, txA, alice, bob, n(3)),
	} {
		var topics []byte
		for _, tp := range l.Topics {
			topics = append(topics, tp.Bytes()...)
		}
		f.Add(topics, l.Data)
	}
	f.Fuzz(func(t *testing.T, topics, data []byte) {
		l := mainapi.Log{TxHash: txA, Address: neocatNftAt, Data: data}
		for len(topics) > 0 {
			k := min(32, len(topics))
			l.Topics = append(l.Topics, common.BytesToHash(topics[:k]))
			topics = topics[k:]
		}
		ev, err := decode.Block(block(l), neocatNftTracked())
		if err != nil {
			if !errors.Is(err, decode.ErrMalformed) {
				t.Fatalf("error %v does not wrap ErrMalformed", err)
			}
			return
		}
		if len(l.Topics) == 0 || l.Topics[0] != neocatNftABI.Events["Transfer"].ID {
			if len(ev.NeocatTransfers) != 0 {
				t.Fatalf("decoded a transfer from a non-Transfer log: %+v", ev.NeocatTransfers)
			}
			return
		}
		e, err := neocatNftB.UnpackTransferEvent(&types.Log{Address: l.Address, Topics: l.Topics, Data: l.Data})
		if err != nil {
			t.Fatalf("decoded a Transfer the binding refuses: %v", err)
		}
		if len(ev.NeocatTransfers) != 1 {
			t.Fatalf("%d transfers from one Transfer", len(ev.NeocatTransfers))
		}
		g := ev.NeocatTransfers[0]
		if g.From != e.From || g.To != e.To || g.TokenID.Cmp(e.TokenId) != 0 {
			t.Fatalf("decoded %+v, binding %+v", g, e)
		}
	})
}
