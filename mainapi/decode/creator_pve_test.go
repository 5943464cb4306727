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
	registryB   = bindings.NewCreatorFeeRegistry()
	registryABI = registryB.GetABI()
	pveB        = bindings.NewPveVault()
	pveABI      = pveB.GetABI()
	registryAt  = common.HexToAddress("0xe00000000000000000000000000000000000000a")
	pveAt       = common.HexToAddress("0xe00000000000000000000000000000000000000b")
	pveV2At     = common.HexToAddress("0xe00000000000000000000000000000000000000c")
	coinAt      = common.HexToAddress("0xd00000000000000000000000000000000000000d")
)

// creatorPveTracked is tracked() with the registry and both PvE vaults.
func creatorPveTracked() *decode.Tracked {
	tr := tracked()
	tr.CreatorFeeRegistry, tr.PveVault, tr.PveVaultV2 = registryAt, pveAt, pveV2At
	return tr
}

// TestCreatorRegistryAndPve: the registry's per-token events and every
// PvE event of either vault become rows with their exact arguments, the
// rest admin events; a truncated log halts; untracked contracts are
// skipped; Addresses names all three.
func TestCreatorRegistryAndPve(t *testing.T) {
	b := block(
		mkLog(t, registryABI, "TokenRegistered", registryAt, txA, coinAt, alice, n(30), bob),
		mkLog(t, registryABI, "CreatorUpdated", registryAt, txA, coinAt, alice, bob),
		mkLog(t, registryABI, "DisabledSet", registryAt, txA, coinAt, true),
		mkLog(t, registryABI, "FeeBpsUpdated", registryAt, txA, coinAt, n(20)),
		mkLog(t, registryABI, "RegistrarSet", registryAt, txA, bob, true),
		mkLog(t, pveABI, "PveReceived", pveAt, txB, coinAt, alice, n(100), n(5), true),
		mkLog(t, pveABI, "PveHeld", pveAt, txB, coinAt, n(100), n(8)),
		mkLog(t, pveABI, "SuccessorSet", pveAt, txB, pveV2At),
		mkLog(t, pveABI, "Forwarded", pveAt, txB, coinAt, pveV2At, n(100)),
		mkLog(t, pveABI, "PveReceived", pveV2At, txB, coinAt, pveAt, n(100), n(0), false),
		mkLog(t, pveABI, "PveCredited", pveV2At, txB, coinAt, n(100), n(4), n(9)),
		mkLog(t, pveABI, "PveClaimed", pveV2At, txB, coinAt, bob, n(25)),
	)
	ev, err := decode.Block(b, creatorPveTracked())
	if err != nil {
		t.Fatal(err)
	}
	if len(ev.Registry) != 4 || len(ev.Pve) != 7 || len(ev.Admin) != 1 || ev.Len() != 12 {
		t.Fatalf("registry %+v pve %+v admin %+v", ev.Registry, ev.Pve, ev.Admin)
	}
	r := ev.Registry
	if r[0].Kind != mainapi.RegistryTokenRegistered || r[0].Token != coinAt || r[0].Creator != alice || !eq(r[0].FeeBps, 30) || r[0].Registrar != bob {
		t.Errorf("TokenRegistered = %+v", r[0])
	}
	if r[1].Kind != mainapi.RegistryCreatorUpdated || r[1].Previous != alice || r[1].Creator != bob {
		t.Errorf("CreatorUpdated = %+v", r[1])
	}
	if r[2].Kind != mainapi.RegistryDisabledSet || !r[2].Disabled || r[2].Creator != (common.Address{}) {
		t.Errorf("DisabledSet = %+v", r[2])
	}
	if r[3].Kind != mainapi.RegistryFeeBpsUpdated || !eq(r[3].FeeBps, 20) || r[3].Address != registryAt || r[3].LogIndex != 3 {
		t.Errorf("FeeBpsUpdated = %+v", r[3])
	}
	if a := ev.Admin[0]; a.Contract != "CreatorFeeRegistry" || a.Name != "RegistrarSet" {
		t.Errorf("admin = %+v", a)
	}
	p := ev.Pve
	if p[0].Kind != mainapi.PveReceived || p[0].Token != coinAt || p[0].Account != alice || !eq(p[0].Amount, 100) || !eq(p[0].EthSpent, 5) || !p[0].Launch || p[0].Address != pveAt {
		t.Errorf("PveReceived = %+v", p[0])
	}
	if p[1].Kind != mainapi.PveHeld || !eq(p[1].Amount, 100) || !eq(p[1].CreditBlock, 8) {
		t.Errorf("PveHeld = %+v", p[1])
	}
	if p[2].Kind != mainapi.PveSuccessor || p[2].Account != pveV2At || p[2].Token != (common.Address{}) {
		t.Errorf("SuccessorSet = %+v", p[2])
	}
	if p[3].Kind != mainapi.PveForwarded || p[3].Account != pveV2At || !eq(p[3].Amount, 100) {
		t.Errorf("Forwarded = %+v", p[3])
	}
	if p[4].Address != pveV2At || p[4].Account != pveAt || p[4].Launch {
		t.Errorf("forwarded receipt = %+v", p[4])
	}
	if p[5].Kind != mainapi.PveCredited || !eq(p[5].Amount, 100) || !eq(p[5].TotalStaked, 4) || !eq(p[5].CreditBlock, 9) {
		t.Errorf("PveCredited = %+v", p[5])
	}
	if p[6].Kind != mainapi.PveClaimed || p[6].Account != bob || !eq(p[6].Amount, 25) || p[6].TxHash != txB {
		t.Errorf("PveClaimed = %+v", p[6])
	}
	if off, err := decode.Block(b, tracked()); err != nil || off.Len() != 0 {
		t.Errorf("untracked: %d events, err %v", off.Len(), err)
	}
	for _, l := range []mainapi.Log{
		mkLog(t, registryABI, "FeeBpsUpdated", registryAt, txA, coinAt, n(20)),
		mkLog(t, pveABI, "PveClaimed", pveAt, txA, coinAt, bob, n(25)),
		mkLog(t, pveABI, "PveCredited", pveV2At, txA, coinAt, n(1), n(1), n(1)),
	} {
		l.Data = l.Data[:len(l.Data)-1]
		if _, err := decode.Block(block(l), creatorPveTracked()); !errors.Is(err, decode.ErrMalformed) {
			t.Errorf("truncated %x: err = %v, want ErrMalformed", l.Topics[0], err)
		}
	}
	seen := map[common.Address]bool{}
	for _, a := range creatorPveTracked().Addresses() {
		seen[a] = true
	}
	if !seen[registryAt] || !seen[pveAt] || !seen[pveV2At] {
		t.Errorf("Addresses lacks the registry or a PvE vault")
	}
}

// FuzzPveVault: any log of a PvE vault either halts with ErrMalformed or
// decodes; a decoded PveReceived or PveClaimed is exactly what the binding
// unpacks.
func FuzzPveVault(f *testing.F) {
	for _, l := range []mainapi.Log{
		mkLog(f, pveABI, "PveReceived", pveAt, txA, coinAt, alice, n(100), n(5), true),
		mkLog(f, pveABI, "PveCredited", pveAt, txA, coinAt, n(100), n(4), n(9)),
		mkLog(f, pveABI, "PveClaimed", pveAt, txA, coinAt, bob, n(25)),
		mkLog(f, registryABI, "TokenRegistered", pveAt, txA, coinAt, alice, n(30), bob),
	} {
		var topics []byte
		for _, tp := range l.Topics {
			topics = append(topics, tp.Bytes()...)
		}
		f.Add(topics, l.Data)
	}
	f.Fuzz(func(t *testing.T, topics, data []byte) {
		for _, at := range []common.Address{pveAt, registryAt} {
			l := mainapi.Log{TxHash: txA, Address: at, Data: data}
			for rest := topics; len(rest) > 0; {
				k := min(32, len(rest))
				l.Topics = append(l.Topics, common.BytesToHash(rest[:k]))
				rest = rest[k:]
			}
			ev, err := decode.Block(block(l), creatorPveTracked())
			if err != nil {
				if !errors.Is(err, decode.ErrMalformed) {
					t.Fatalf("error %v does not wrap ErrMalformed", err)
				}
				continue
			}
			if ev.Len() > 1 {
				t.Fatalf("one log decoded into %d events", ev.Len())
			}
			tl := &types.Log{Address: l.Address, Topics: l.Topics, Data: l.Data}
			if at != pveAt || len(l.Topics) == 0 {
				continue
			}
			switch l.Topics[0] {
			case pveABI.Events["PveReceived"].ID:
				e, err := pveB.UnpackPveReceivedEvent(tl)
				if err != nil || len(ev.Pve) != 1 {
					t.Fatalf("PveReceived: %v, %+v", err, ev.Pve)
				}
				g := ev.Pve[0]
				if g.Token != e.Token || g.Account != e.From || g.Amount.Cmp(e.Amount) != 0 || g.EthSpent.Cmp(e.EthSpent) != 0 || g.Launch != e.Launch {
					t.Fatalf("PveReceived %+v, binding %+v", g, e)
				}
			case pveABI.Events["PveClaimed"].ID:
				e, err := pveB.UnpackPveClaimedEvent(tl)
				if err != nil || len(ev.Pve) != 1 {
					t.Fatalf("PveClaimed: %v, %+v", err, ev.Pve)
				}
				if g := ev.Pve[0]; g.Token != e.Token || g.Account != e.Account || g.Amount.Cmp(e.Amount) != 0 {
					t.Fatalf("PveClaimed %+v, binding %+v", g, e)
				}
			}
		}
	})
}
