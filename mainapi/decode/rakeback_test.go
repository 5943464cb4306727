package decode_test

import (
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/decode"
)

var (
	rakebackABI  = bindings.NewRakebackV2().GetABI()
	rakebackAddr = common.HexToAddress("0xe000000000000000000000000000000000000008")
)

// rakebackTracked is tracked() with RakebackV2.
func rakebackTracked() *decode.Tracked {
	tr := tracked()
	tr.Rakeback = rakebackAddr
	return tr
}

// TestRakebackEvents: every RakebackV2 event of spec 3 becomes its row
// with exact arguments (ClaimedAsNeo's user as the account, amountIn as the
// amount, no leaf index), the setters are admin events, and RakebackV2's
// logs of an untracked address are skipped.
func TestRakebackEvents(t *testing.T) {
	root := common.HexToHash("0xabcdef")
	b := block(
		mkLog(t, rakebackABI, "RootPosted", rakebackAddr, txA, n(2900), root, uint64(1754000000)),
		mkLog(t, rakebackABI, "SlicePosted", rakebackAddr, txA, n(2900), tokenA, n(700)),
		mkLog(t, rakebackABI, "Activated", rakebackAddr, txA, n(2900), tokenA, uint64(1754003600)),
		mkLog(t, rakebackABI, "Claimed", rakebackAddr, txB, n(2900), tokenA, n(1), alice, n(300)),
		mkLog(t, rakebackABI, "ClaimedAsNeo", rakebackAddr, txB, feeTo, tokenA, n(2900), n(400), n(39)),
		mkLog(t, rakebackABI, "Expired", rakebackAddr, txB, n(2900), tokenA, n(0)),
		mkLog(t, rakebackABI, "PendingSliceExpired", rakebackAddr, txB, n(2901), tokenB, n(55)),
		mkLog(t, rakebackABI, "RootCancelled", rakebackAddr, txB, n(2901)),
		mkLog(t, rakebackABI, "Swept", rakebackAddr, txB, tokenB, feeTo, n(55)),
		mkLog(t, rakebackABI, "PosterSet", rakebackAddr, txA, alice),
		mkLog(t, rakebackABI, "NotifierSet", rakebackAddr, txA, feeRouter),
		mkLog(t, rakebackABI, "FeeRouterSet", rakebackAddr, txA, feeRouter),
		mkLog(t, rakebackABI, "TreasurySet", rakebackAddr, txA, feeTo),
		mkLog(t, rakebackABI, "ActivationDelaySet", rakebackAddr, txA, uint64(3600)),
	)
	ev, err := decode.Block(b, rakebackTracked())
	if err != nil {
		t.Fatal(err)
	}
	r := ev.Rakeback
	if len(r.Roots) != 2 || len(r.Slices) != 4 || len(r.Claims) != 2 || len(r.Sweeps) != 1 || len(ev.Admin) != 5 {
		t.Fatalf("decoded %+v, admin %d", r, len(ev.Admin))
	}
	if ev.Len() != r.Len()+5 || r.Len() != 9 {
		t.Errorf("Len = %d, rakeback %d", ev.Len(), r.Len())
	}
	if g := r.Roots[0]; g.Kind != mainapi.RakebackRootPosted || g.Address != rakebackAddr || !eq(g.Epoch, 2900) || g.Root != root ||
		g.PostedAt != 1754000000 {
		t.Errorf("root posted = %+v", g)
	}
	if g := r.Roots[1]; g.Kind != mainapi.RakebackRootCancelled || !eq(g.Epoch, 2901) || g.Root != (common.Hash{}) || g.PostedAt != 0 {
		t.Errorf("root cancelled = %+v", g)
	}
	sl := r.Slices
	if g := sl[0]; g.Kind != mainapi.RakebackSlicePosted || !eq(g.Epoch, 2900) || g.Token != tokenA || !eq(g.Amount, 700) || g.ActivatedAt != 0 {
		t.Errorf("slice posted = %+v", g)
	}
	if g := sl[1]; g.Kind != mainapi.RakebackActivated || g.Token != tokenA || g.Amount != nil || g.ActivatedAt != 1754003600 {
		t.Errorf("activated = %+v", g)
	}
	if g := sl[2]; g.Kind != mainapi.RakebackExpired || !eq(g.Amount, 0) {
		t.Errorf("expired = %+v", g)
	}
	if g := sl[3]; g.Kind != mainapi.RakebackPendingSliceExpired || !eq(g.Epoch, 2901) || g.Token != tokenB || !eq(g.Amount, 55) {
		t.Errorf("pending slice expired = %+v", g)
	}
	c := r.Claims
	if g := c[0]; g.Kind != mainapi.RakebackClaimed || !eq(g.Epoch, 2900) || g.Token != tokenA || g.Account != alice || !eq(g.Index, 1) ||
		!eq(g.Amount, 300) || g.NeoOut != nil {
		t.Errorf("claimed = %+v", g)
	}
	if g := c[1]; g.Kind != mainapi.RakebackClaimedAsNeo || !eq(g.Epoch, 2900) || g.Token != tokenA || g.Account != feeTo ||
		g.Index != nil || !eq(g.Amount, 400) || !eq(g.NeoOut, 39) {
		t.Errorf("claimed as NEO = %+v", g)
	}
	if g := r.Sweeps[0]; g.Token != tokenB || g.To != feeTo || !eq(g.Amount, 55) {
		t.Errorf("swept = %+v", g)
	}
	admin := map[string]string{}
	for _, a := range ev.Admin {
		admin[a.Contract+"."+a.Name] = a.Args["poster"] + a.Args["notifier"] + a.Args["feeRouter"] + a.Args["treasury"] +
			a.Args["activationDelay"]
	}
	if len(admin) != 5 || admin["RakebackV2.ActivationDelaySet"] != "3600" ||
		admin["RakebackV2.PosterSet"] != "0xc000000000000000000000000000000000000001" {
		t.Errorf("admin = %v", admin)
	}

	off, err := decode.Block(b, tracked())
	if err != nil || off.Rakeback.Len() != 0 || len(off.Admin) != 0 {
		t.Errorf("rakeback off: %d rakeback events, %d admin, err %v", off.Rakeback.Len(), len(off.Admin), err)
	}
}

// TestRakebackMalformed: a truncated RakebackV2 log halts the block
// (ErrMalformed); a backfill reading only tracked logs asks for RakebackV2.
func TestRakebackMalformed(t *testing.T) {
	for _, l := range []mainapi.Log{
		mkLog(t, rakebackABI, "RootPosted", rakebackAddr, txA, n(1), [32]byte{1}, uint64(2)),
		mkLog(t, rakebackABI, "Claimed", rakebackAddr, txA, n(1), tokenA, n(0), alice, n(5)),
		mkLog(t, rakebackABI, "ClaimedAsNeo", rakebackAddr, txA, alice, tokenA, n(1), n(5), n(2)),
		mkLog(t, rakebackABI, "Swept", rakebackAddr, txA, tokenA, alice, n(5)),
		mkLog(t, rakebackABI, "ActivationDelaySet", rakebackAddr, txA, uint64(3)),
	} {
		l.Data = l.Data[:len(l.Data)-1]
		if _, err := decode.Block(block(l), rakebackTracked()); !errors.Is(err, decode.ErrMalformed) {
			t.Errorf("truncated %x: err = %v, want ErrMalformed", l.Topics[0], err)
		}
	}
	found := false
	for _, a := range rakebackTracked().Addresses() {
		found = found || a == rakebackAddr
	}
	if !found {
		t.Errorf("Addresses lacks RakebackV2 %s", rakebackAddr.Hex())
	}
}
