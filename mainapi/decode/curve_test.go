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
	curveABI  = bindings.NewLaunchpadCurve().GetABI()
	curveAddr = common.HexToAddress("0xd000000000000000000000000000000000000001")
	coin      = common.HexToAddress("0xd000000000000000000000000000000000000002")
)

// TestCurveEvents: the curve's TokenCreated, Trade and lifecycle logs become
// their rows with exact amounts; other curve events are admin events; a
// zero curve address tracks nothing; a truncated Trade is malformed.
func TestCurveEvents(t *testing.T) {
	tr := tracked()
	tr.LaunchpadCurve = curveAddr
	b := block(
		mkLog(t, curveABI, "TokenCreated", curveAddr, txA, coin, alice, alice, alice, "Cat", "CAT", [32]byte{1}, n(5), n(0),
			common.Address{}, uint32(1), n(1e18), n(1e9), n(2e8), n(50)),
		mkLog(t, curveABI, "Trade", curveAddr, txA, coin, alice, true, n(1000), n(77), n(7), n(5), n(123), n(1001), n(999), n(988), n(0)),
		mkLog(t, curveABI, "FloorReached", curveAddr, txA, coin, uint64(100), uint64(200), n(4), n(9)),
		mkLog(t, curveABI, "Unfrozen", curveAddr, txB, coin, uint64(100), uint64(6), uint64(300)),
		mkLog(t, curveABI, "Graduated", curveAddr, txB, coin, alice, pair, newPair, n(9), n(1), n(2), n(3), n(4), n(5), n(6), n(7)),
		mkLog(t, curveABI, "BuysPausedSet", curveAddr, txB, true),
		mkLog(t, curveABI, "Trade", coin, txB, coin, alice, true, n(1), n(1), n(1), n(1), n(1), n(1), n(1), n(1), n(0)), // not the curve
	)
	ev, err := decode.Block(b, tr)
	if err != nil {
		t.Fatal(err)
	}
	c := ev.Curve
	if len(c.Created) != 1 || len(c.Trades) != 1 || len(c.Lifecycle) != 3 || len(ev.Admin) != 1 {
		t.Fatalf("created %d trades %d lifecycle %d admin %d", len(c.Created), len(c.Trades), len(c.Lifecycle), len(ev.Admin))
	}
	if cr := c.Created[0]; cr.Token != coin || cr.Name != "Cat" || cr.Symbol != "CAT" || cr.ParamsID != 1 || cr.FeeBps.Int64() != 50 {
		t.Errorf("created = %+v", cr)
	}
	if tr := c.Trades[0]; !tr.IsBuy || tr.EthAmount.Int64() != 1000 || tr.ProtocolFee.Int64() != 7 || tr.CreatorFee.Int64() != 5 ||
		tr.PriceX18.Int64() != 123 || tr.RealEth.Int64() != 988 {
		t.Errorf("trade = %+v", tr)
	}
	kinds := []string{mainapi.CurveFloorReached, mainapi.CurveUnfrozen, mainapi.CurveGraduated}
	for i, l := range c.Lifecycle {
		if l.Kind != kinds[i] || l.Token != coin {
			t.Errorf("lifecycle %d = %+v", i, l)
		}
	}
	if g := c.Lifecycle[2]; g.PairWeth != pair || g.PairNeo != newPair || g.PriceX18.Int64() != 9 || g.Args["caller"] != "0xc000000000000000000000000000000000000001" {
		t.Errorf("graduated = %+v", g)
	}
	if c.Lifecycle[0].Args["frozenAt"] != "100" || c.Lifecycle[1].Args["prevFrozenBlock"] != "6" {
		t.Errorf("args %v %v", c.Lifecycle[0].Args, c.Lifecycle[1].Args)
	}
	if a := ev.Admin[0]; a.Contract != "LaunchpadCurve" || a.Name != "BuysPausedSet" {
		t.Errorf("admin = %+v", a)
	}
	if ev.Len() != 6 {
		t.Errorf("Len = %d, want 6", ev.Len())
	}

	off, err := decode.Block(b, tracked())
	if err != nil || off.Curve.Len() != 0 {
		t.Errorf("venue off: %d curve events, err %v", off.Curve.Len(), err)
	}

	bad := mkLog(t, curveABI, "Trade", curveAddr, txA, coin, alice, true, n(1), n(1), n(1), n(1), n(1), n(1), n(1), n(1), n(0))
	bad.Data = bad.Data[:64]
	if _, err := decode.Block(block(bad), tr); !errors.Is(err, decode.ErrMalformed) {
		t.Errorf("truncated Trade: err = %v, want ErrMalformed", err)
	}
}
