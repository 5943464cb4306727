package sim_test

import (
	"context"
	"io"
	"log/slog"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/sim"
)

var dead = common.HexToAddress("0x000000000000000000000000000000000000dEaD")

// TestRunDistribution runs the simulator with the distribution job on: the
// Collector pays its buckets, the buyback bucket's share reaches
// BuybackBurner, the keeper (an account no trader uses) buys NEO back with
// it and the dead address's NEO balance grows by exactly what was burned.
func TestRunDistribution(t *testing.T) {
	env := chaintest.New(t)
	d := env.Deployment
	keeper := env.Accounts[9]
	bb := bindings.NewBuybackBurner()
	tx, err := bind.Transact(bb.Instance(env.Client, d.BuybackBurner), env.TxOpts(0), bb.PackSetKeeper(keeper.Address))
	env.MustTransact(t, tx, err)
	neo := bindings.NewNeoToken()
	deadNeo := func() *big.Int {
		b, err := bind.Call(neo.Instance(env.Client, d.NeoToken), nil, neo.PackBalanceOf(dead), neo.UnpackBalanceOf)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	before := deadNeo()
	start := env.Head(t).Number

	const rounds, every = 31, 10
	stats, err := sim.Run(context.Background(), sim.Config{
		Backend:         env.Backend.Client(),
		Deployment:      d,
		Traders:         env.Accounts[1:6],
		Commit:          func() { env.Commit() },
		TradesPerBlock:  4,
		Interval:        -1,
		Rounds:          rounds,
		LaunchShare:     -1,
		FarmShare:       -1,
		Keeper:          &keeper,
		DistributeEvery: every,
		Seed:            11,
		Logger:          slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", stats)
	if stats.Failed != 0 || stats.Distributions == 0 || stats.Buybacks == 0 {
		t.Errorf("stats %+v: want distributions and buybacks and no failure", stats)
	}

	logs, err := env.Client.FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: start, Addresses: []common.Address{d.Collector, d.BuybackBurner},
	})
	if err != nil {
		t.Fatal(err)
	}
	col := bindings.NewCollector()
	distributed, toBuyback, buybacks := 0, map[common.Address]bool{}, map[common.Address]bool{}
	burned := new(big.Int)
	for _, l := range logs {
		switch l.Address {
		case d.Collector:
			if e, err := col.UnpackBucketPaidEvent(&l); err == nil && e.Recipient == d.BuybackBurner {
				if e.Bucket.Int64() != deploy.BucketBuyback {
					t.Errorf("BuybackBurner paid as bucket %s", e.Bucket)
				}
				toBuyback[e.Token] = true
			} else if _, err := col.UnpackDistributedEvent(&l); err == nil {
				distributed++
			}
		case d.BuybackBurner:
			if e, err := bb.UnpackBuybackBurnedEvent(&l); err == nil {
				if e.Caller != keeper.Address || e.NeoBurned.Sign() <= 0 {
					t.Errorf("buyback %+v: want the keeper %s burning NEO", e, keeper.Address)
				}
				buybacks[e.TokenIn] = true
				burned.Add(burned, e.NeoBurned)
			}
		}
	}
	if distributed != stats.Distributions {
		t.Errorf("%d Distributed events, stats say %d", distributed, stats.Distributions)
	}
	// Every trade pays its fee in WETH, USDT, USDC or NEO; the ETH trades
	// make WETH fees certain.
	if !toBuyback[d.WETH] || !buybacks[d.WETH] {
		t.Errorf("buyback bucket paid in %v, bought back %v: want WETH among both", toBuyback, buybacks)
	}
	for tok := range buybacks {
		if !toBuyback[tok] {
			t.Errorf("bought back %s, which the Collector never paid BuybackBurner", tok)
		}
	}
	if got := new(big.Int).Sub(deadNeo(), before); got.Cmp(burned) != 0 || got.Sign() <= 0 {
		t.Errorf("dead's NEO grew by %s, BuybackBurned events sum to %s", got, burned)
	}
}

// TestRunDistributionOff: without a keeper, or with a negative
// DistributeEvery, the job never runs.
func TestRunDistributionOff(t *testing.T) {
	env := chaintest.New(t)
	keeper := env.Accounts[9]
	for _, c := range []struct {
		name   string
		keeper *chaintest.Account
		every  int
	}{{"no keeper", nil, 1}, {"negative every", &keeper, -1}} {
		t.Run(c.name, func(t *testing.T) {
			stats, err := sim.Run(context.Background(), sim.Config{
				Backend: env.Backend.Client(), Deployment: env.Deployment, Traders: env.Accounts[1:6],
				Commit: func() { env.Commit() }, TradesPerBlock: 2, Interval: -1, Rounds: 4,
				LaunchShare: -1, FarmShare: -1, Keeper: c.keeper, DistributeEvery: c.every, Seed: 1,
				Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
			})
			if err != nil {
				t.Fatal(err)
			}
			if stats.Distributions != 0 || stats.Buybacks != 0 {
				t.Errorf("stats %+v: want no distribution job", stats)
			}
		})
	}
}
