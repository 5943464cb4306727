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
	neocatB       = bindings.NewNeocatStaking()
	neocatABI     = neocatB.GetABI()
	neocatStakeAt = common.HexToAddress("0xe000000000000000000000000000000000000009")
)

// neocatTracked is tracked() with NeocatStaking.
func neocatTracked() *decode.Tracked {
	tr := tracked()
	tr.NeocatStaking = neocatStakeAt
	return tr
}

// TestNeocatStakes: Staked, Unstaked and Seeded become stake rows with
// their exact arguments (the balance after), the other events are admin
// events, a truncated log halts, the logs of an untracked NeocatStaking are
// skipped, and a backfill asks for the contract.
func TestNeocatStakes(t *testing.T) {
	b := block(
		mkLog(t, neocatABI, "Seeded", neocatStakeAt, txA, alice, n(1), n(1)),
		mkLog(t, neocatABI, "Staked", neocatStakeAt, txA, alice, n(9), n(2)),
		mkLog(t, neocatABI, "Unstaked", neocatStakeAt, txB, alice, n(1), n(1)),
		mkLog(t, neocatABI, "SeedingClosed", neocatStakeAt, txB, n(1)),
		mkLog(t, neocatABI, "Broadcast", neocatStakeAt, txB, feeTo, alice, n(1)),
	)
	ev, err := decode.Block(b, neocatTracked())
	if err != nil {
		t.Fatal(err)
	}
	s := ev.NeocatStakes
	if len(s) != 3 || len(ev.Admin) != 2 || ev.Len() != 5 {
		t.Fatalf("decoded %+v, admin %+v", s, ev.Admin)
	}
	want := []struct {
		kind        string
		id, balance int64
		tx          common.Hash
	}{{mainapi.NeocatSeeded, 1, 1, txA}, {mainapi.NeocatStaked, 9, 2, txA}, {mainapi.NeocatUnstaked, 1, 1, txB}}
	for i, w := range want {
		g := s[i]
		if g.Kind != w.kind || g.Account != alice || !eq(g.TokenID, w.id) || !eq(g.Balance, w.balance) || g.TxHash != w.tx ||
			g.Address != neocatStakeAt || g.LogIndex != uint(i) || g.Block != 7 {
			t.Errorf("stake %d = %+v, want %+v", i, g, w)
		}
	}
	if a := ev.Admin[0]; a.Contract != "NeocatStaking" || a.Name != "SeedingClosed" || a.Args["totalSeeded"] != "1" {
		t.Errorf("admin = %+v", a)
	}
	off, err := decode.Block(b, tracked())
	if err != nil || off.Len() != 0 {
		t.Errorf("untracked: %d events, err %v", off.Len(), err)
	}
	for _, name := range []string{"Staked", "Unstaked", "Seeded"} {
		l := mkLog(t, neocatABI, name, neocatStakeAt, txA, alice, n(1), n(1))
		l.Data = l.Data[:len(l.Data)-1]
		if _, err := decode.Block(block(l), neocatTracked()); !errors.Is(err, decode.ErrMalformed) {
			t.Errorf("truncated %s: err = %v, want ErrMalformed", name, err)
		}
	}
	found := false
	for _, a := range neocatTracked().Addresses() {
		found = found || a == neocatStakeAt
	}
	if !found {
		t.Errorf("Addresses lacks NeocatStaking")
	}
}

// FuzzNeocatStake: any log of NeocatStaking either halts with ErrMalformed
// or decodes; a decoded stake is exactly what the binding unpacks.
func FuzzNeocatStake(f *testing.F) {
	for _, l := range []mainapi.Log{
		mkLog(f, neocatABI, "Staked", neocatStakeAt, txA, alice, n(3), n(1)),
		mkLog(f, neocatABI, "Unstaked", neocatStakeAt, txA, alice, n(3), n(0)),
		mkLog(f, neocatABI, "Seeded", neocatStakeAt, txA, bob, n(4), n(2)),
		mkLog(f, neocatABI, "SeedingClosed", neocatStakeAt, txA, n(4)),
	} {
		var topics []byte
		for _, tp := range l.Topics {
			topics = append(topics, tp.Bytes()...)
		}
		f.Add(topics, l.Data)
	}
	f.Fuzz(func(t *testing.T, topics, data []byte) {
		l := mainapi.Log{TxHash: txA, Address: neocatStakeAt, Data: data}
		for len(topics) > 0 {
			k := min(32, len(topics))
			l.Topics = append(l.Topics, common.BytesToHash(topics[:k]))
			topics = topics[k:]
		}
		ev, err := decode.Block(block(l), neocatTracked())
		if err != nil {
			if !errors.Is(err, decode.ErrMalformed) {
				t.Fatalf("error %v does not wrap ErrMalformed", err)
			}
			return
		}
		tl := &types.Log{Address: l.Address, Topics: l.Topics, Data: l.Data}
		var kind string
		var acc common.Address
		var id, bal *big.Int
		if len(l.Topics) > 0 {
			switch l.Topics[0] {
			case neocatABI.Events["Staked"].ID:
				e, err := neocatB.UnpackStakedEvent(tl)
				if err != nil {
					t.Fatalf("decoded a Staked the binding refuses: %v", err)
				}
				kind, acc, id, bal = mainapi.NeocatStaked, e.Account, e.TokenId, e.Balance
			case neocatABI.Events["Unstaked"].ID:
				e, err := neocatB.UnpackUnstakedEvent(tl)
				if err != nil {
					t.Fatalf("decoded an Unstaked the binding refuses: %v", err)
				}
				kind, acc, id, bal = mainapi.NeocatUnstaked, e.Account, e.TokenId, e.Balance
			case neocatABI.Events["Seeded"].ID:
				e, err := neocatB.UnpackSeededEvent(tl)
				if err != nil {
					t.Fatalf("decoded a Seeded the binding refuses: %v", err)
				}
				kind, acc, id, bal = mainapi.NeocatSeeded, e.Account, e.TokenId, e.Balance
			}
		}
		if kind == "" {
			if len(ev.NeocatStakes) != 0 {
				t.Fatalf("a log that is no stake decoded as one: %+v", ev.NeocatStakes)
			}
			return
		}
		if len(ev.NeocatStakes) != 1 {
			t.Fatalf("a stake decoded as %+v", ev)
		}
		g := ev.NeocatStakes[0]
		if g.Kind != kind || g.Account != acc || g.TokenID.Cmp(id) != 0 || g.Balance.Cmp(bal) != 0 {
			t.Fatalf("decoded %+v, binding %s %x %v %v", g, kind, acc, id, bal)
		}
	})
}
