package httpapi

import (
	"math/big"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// TestFarmRow: the figures the route derives from a pool's read model
// (weight, staked USD, APR) and the ones it passes on.
func TestFarmRow(t *testing.T) {
	e18 := new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)
	p := mainapi.FarmPool{
		Chef: wire.MustParseAddress("0x00000000000000000000000000000000000000f1"), ChefRole: mainapi.RoleMasterChef, Pid: 2,
		LPToken: wire.MustParseAddress("0x00000000000000000000000000000000000000b1"), Tracked: true, Own: true,
		Token0:     wire.NullOf(wire.MustParseAddress("0x00000000000000000000000000000000000000c1")),
		Token1:     wire.NullOf(wire.MustParseAddress("0x00000000000000000000000000000000000000c2")),
		AllocPoint: wire.WeiFromUint64(30), TotalAllocPoint: wire.WeiFromUint64(120), DepositFeeBps: 50,
		// A fifth of the LP supply staked, in a pair worth $5,000.
		TotalStaked: wire.WeiFromUint64(200), TotalSupply: wire.NullOf(wire.WeiFromUint64(1000)),
		PairTvlUsd:    wire.NullOf(wire.MustParseUsd("5000")),
		EmissionStart: wire.NullOf(wire.Seconds(100)), EmissionEnd: wire.NullOf(wire.Seconds(200)),
		// A quarter of 1 NEO/s.
		RewardPerSecond: wire.MustNewWei(e18), PoolRewardPerSecond: wire.MustNewWei(new(big.Int).Quo(e18, big.NewInt(4))),
		WithdrawCoolsDown: true, AddedBlock: 9, Now: 120,
	}
	price := decimal.RequireFromString("0.01")

	r := farmRow(p, price)
	if r.Venue != "own" || r.WeightBps != 2500 || !r.WithdrawCooldown || r.DepositFeeBps != 50 || r.LpToken != p.LPToken ||
		r.Token0 != p.Token0.V || r.Token1 != p.Token1.V || r.TotalStakedUsd.String() != "1000" {
		t.Errorf("row %+v", r)
	}
	if r.RewardPerSecond.String() != "250000000000000000" {
		t.Errorf("rewardPerSecond %s", r.RewardPerSecond)
	}
	// 0.25 NEO/s x 31,536,000 s x $0.01 = $78,840 a year on $1,000:
	// 7,884% = 788,400 bps.
	if !r.AprBps.Valid || r.AprBps.V != 788_400 {
		t.Errorf("aprBps %+v", r.AprBps)
	}
	if !r.EmissionStart.Valid || r.EmissionStart.V != 100 || r.EmissionEnd.V != 200 {
		t.Errorf("emission window %+v %+v", r.EmissionStart, r.EmissionEnd)
	}

	// Outside the campaign: no rate, APR 0.
	q := p
	q.PoolRewardPerSecond, q.WithdrawCoolsDown = wire.WeiFromUint64(0), false
	if r := farmRow(q, price); r.RewardPerSecond.String() != "0" || !r.AprBps.Valid || r.AprBps.V != 0 || r.WithdrawCooldown {
		t.Errorf("after the end: %+v", r)
	}
	// Unpriced NEO, an unpriced pair, an untracked LP token: APR null.
	if r := farmRow(p, decimal.Zero); r.AprBps.Valid {
		t.Errorf("unpriced NEO: aprBps %+v", r.AprBps)
	}
	q = p
	q.PairTvlUsd = wire.NullUsd{}
	if r := farmRow(q, price); r.AprBps.Valid || r.TotalStakedUsd.String() != "0" {
		t.Errorf("unpriced pair: %+v", r)
	}
	q = p
	q.Tracked, q.Own, q.Token0, q.Token1, q.TotalSupply, q.PairTvlUsd = false, false, wire.NullAddress{}, wire.NullAddress{}, wire.NullWei{}, wire.NullUsd{}
	if r := farmRow(q, price); r.AprBps.Valid || r.Venue != "ext" || !r.Token0.IsZero() || !r.Token1.IsZero() {
		t.Errorf("untracked LP token: %+v", r)
	}
	// Staked USD rounds down to the micro-dollar.
	q = p
	q.TotalStaked, q.TotalSupply, q.PairTvlUsd = wire.WeiFromUint64(1), wire.NullOf(wire.WeiFromUint64(3)), wire.NullOf(wire.MustParseUsd("1"))
	if r := farmRow(q, price); r.TotalStakedUsd.String() != "0.333333" {
		t.Errorf("totalStakedUsd %s, want 0.333333", r.TotalStakedUsd)
	}
	// No campaign and a chef whose pools all weigh 0.
	q = p
	q.EmissionStart, q.EmissionEnd, q.TotalAllocPoint = wire.NullSeconds{}, wire.NullSeconds{}, wire.WeiFromUint64(0)
	if r := farmRow(q, price); r.EmissionStart.Valid || r.EmissionEnd.Valid || r.WeightBps != 0 {
		t.Errorf("no campaign, total 0: %+v", r)
	}
}
