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
	stakingABI  = bindings.NewNeoStaking().GetABI()
	stakingAddr = common.HexToAddress("0xe000000000000000000000000000000000000007")
)

// stakingTracked is tracked() with NeoStaking.
func stakingTracked() *decode.Tracked {
	tr := tracked()
	tr.NeoStaking = stakingAddr
	return tr
}

// TestStakingEvents: every NeoStaking event of spec 6 becomes its row with
// exact arguments (BoostSet and the reward-token events in the
// configuration rows), the others (RewardNotifierSet, FeeRouterSet,
// VestAnchorSet, TreasurySet) are admin events, and NeoStaking's logs of
// an untracked address are skipped.
func TestStakingEvents(t *testing.T) {
	b := block(
		mkLog(t, stakingABI, "Staked", stakingAddr, txA, alice, n(1000), uint8(0)),
		mkLog(t, stakingABI, "Imported", stakingAddr, txA, feeTo, n(300), uint8(2)),
		mkLog(t, stakingABI, "Appended", stakingAddr, txA, alice, n(200), n(1200), uint8(1), uint64(1700000100)),
		mkLog(t, stakingABI, "UnstakeRequested", stakingAddr, txB, alice, n(1200), uint64(1700000200)),
		mkLog(t, stakingABI, "Unstaked", stakingAddr, txB, alice, n(40)),
		mkLog(t, stakingABI, "RewardNotified", stakingAddr, txB, tokenA, n(77), n(5e17)),
		mkLog(t, stakingABI, "RewardForwardedToTreasury", stakingAddr, txB, tokenB, n(9)),
		mkLog(t, stakingABI, "Claimed", stakingAddr, txB, alice, tokenA, n(33)),
		mkLog(t, stakingABI, "ClaimSkipped", stakingAddr, txB, alice, tokenB),
		mkLog(t, stakingABI, "ClaimedAsNeo", stakingAddr, txB, feeTo, tokenA, n(20), n(18)),
		mkLog(t, stakingABI, "BoostSet", stakingAddr, txA, uint8(3), n(70000)),
		mkLog(t, stakingABI, "RewardTokenAdded", stakingAddr, txA, tokenA),
		mkLog(t, stakingABI, "RewardTokenRemoved", stakingAddr, txA, tokenA),
		mkLog(t, stakingABI, "RewardTokenPurged", stakingAddr, txA, tokenA),
		mkLog(t, stakingABI, "RewardNotifierSet", stakingAddr, txA, feeRouter),
		mkLog(t, stakingABI, "FeeRouterSet", stakingAddr, txA, feeRouter),
		mkLog(t, stakingABI, "VestAnchorSet", stakingAddr, txA, uint64(1700000000)),
		mkLog(t, stakingABI, "TreasurySet", stakingAddr, txA, feeTo),
	)
	ev, err := decode.Block(b, stakingTracked())
	if err != nil {
		t.Fatal(err)
	}
	s := ev.Staking
	if len(s.Stakes) != 3 || len(s.Unstakes) != 2 || len(s.Rewards) != 2 || len(s.Claims) != 3 || len(s.Config) != 4 || len(ev.Admin) != 4 {
		t.Fatalf("decoded %+v, admin %d", s, len(ev.Admin))
	}
	if ev.Len() != s.Len()+4 || s.Len() != 14 {
		t.Errorf("Len = %d, staking %d", ev.Len(), s.Len())
	}
	st := s.Stakes
	if g := st[0]; g.Kind != mainapi.StakingStaked || g.Address != stakingAddr || g.Account != alice || !eq(g.Amount, 1000) ||
		!eq(g.Total, 1000) || g.Option != 0 || g.Start != nil {
		t.Errorf("staked = %+v", g)
	}
	if g := st[1]; g.Kind != mainapi.StakingImported || g.Account != feeTo || !eq(g.Amount, 300) || !eq(g.Total, 300) ||
		g.Option != 2 || g.Start != nil {
		t.Errorf("imported = %+v", g)
	}
	if g := st[2]; g.Kind != mainapi.StakingAppended || !eq(g.Amount, 200) || !eq(g.Total, 1200) || g.Option != 1 ||
		!eq(g.Start, 1700000100) {
		t.Errorf("appended = %+v", g)
	}
	u := s.Unstakes
	if u[0].Kind != mainapi.StakingUnstakeRequested || !eq(u[0].Amount, 1200) || !eq(u[0].Start, 1700000200) ||
		u[1].Kind != mainapi.StakingUnstaked || !eq(u[1].Amount, 40) || u[1].Start != nil {
		t.Errorf("unstakes = %+v", u)
	}
	r := s.Rewards
	if r[0].Kind != mainapi.StakingRewardNotified || r[0].Token != tokenA || !eq(r[0].Amount, 77) || !eq(r[0].Acc, 5e17) ||
		r[1].Kind != mainapi.StakingRewardForwarded || r[1].Token != tokenB || !eq(r[1].Amount, 9) || r[1].Acc != nil {
		t.Errorf("rewards = %+v", r)
	}
	c := s.Claims
	if c[0].Kind != mainapi.StakingClaimed || c[0].Account != alice || c[0].Token != tokenA || !eq(c[0].Amount, 33) || c[0].NeoOut != nil {
		t.Errorf("claimed = %+v", c[0])
	}
	if c[1].Kind != mainapi.StakingClaimSkipped || c[1].Token != tokenB || c[1].Amount != nil {
		t.Errorf("skipped = %+v", c[1])
	}
	if c[2].Kind != mainapi.StakingClaimedAsNeo || c[2].Account != feeTo || !eq(c[2].Amount, 20) || !eq(c[2].NeoOut, 18) {
		t.Errorf("claimed as NEO = %+v", c[2])
	}
	cf := s.Config
	if cf[0].Kind != mainapi.StakingBoostSet || cf[0].Option != 3 || !eq(cf[0].Bps, 70000) || cf[0].Token != (common.Address{}) {
		t.Errorf("boost = %+v", cf[0])
	}
	for i, k := range []string{mainapi.StakingRewardTokenAdded, mainapi.StakingRewardTokenRemoved, mainapi.StakingRewardTokenPurged} {
		if g := cf[i+1]; g.Kind != k || g.Token != tokenA || g.Bps != nil {
			t.Errorf("config %d = %+v, want %s", i+1, g, k)
		}
	}
	admin := map[string]string{}
	for _, a := range ev.Admin {
		admin[a.Contract+"."+a.Name] = a.Args["rewardNotifier"] + a.Args["feeRouter"] + a.Args["anchor"] + a.Args["treasury"]
	}
	if len(admin) != 4 || admin["NeoStaking.VestAnchorSet"] != "1700000000" ||
		admin["NeoStaking.TreasurySet"] != "0xc000000000000000000000000000000000000002" {
		t.Errorf("admin = %v", admin)
	}

	off, err := decode.Block(b, tracked())
	if err != nil || off.Staking.Len() != 0 || len(off.Admin) != 0 {
		t.Errorf("staking off: %d staking events, %d admin, err %v", off.Staking.Len(), len(off.Admin), err)
	}
}

// TestStakingMalformed: a truncated NeoStaking log halts the block
// (ErrMalformed); a backfill reading only tracked logs asks for NeoStaking.
func TestStakingMalformed(t *testing.T) {
	for _, l := range []mainapi.Log{
		mkLog(t, stakingABI, "Appended", stakingAddr, txA, alice, n(1), n(2), uint8(1), uint64(3)),
		mkLog(t, stakingABI, "RewardNotified", stakingAddr, txA, tokenA, n(1), n(2)),
		mkLog(t, stakingABI, "ClaimedAsNeo", stakingAddr, txA, alice, tokenA, n(1), n(2)),
		mkLog(t, stakingABI, "VestAnchorSet", stakingAddr, txA, uint64(3)),
	} {
		l.Data = l.Data[:len(l.Data)-1]
		if _, err := decode.Block(block(l), stakingTracked()); !errors.Is(err, decode.ErrMalformed) {
			t.Errorf("truncated %x: err = %v, want ErrMalformed", l.Topics[0], err)
		}
	}
	found := false
	for _, a := range stakingTracked().Addresses() {
		found = found || a == stakingAddr
	}
	if !found {
		t.Errorf("Addresses lacks NeoStaking %s", stakingAddr.Hex())
	}
}
