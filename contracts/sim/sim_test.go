package sim_test

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
)

func TestRun(t *testing.T) {
	env := chaintest.New(t)
	start := env.Head(t).Number
	const rounds, perBlock = 40, 4
	stats, err := sim.Run(context.Background(), sim.Config{
		Backend:        env.Backend.Client(),
		Deployment:     env.Deployment,
		Traders:        env.Accounts[1:6],
		Commit:         func() { env.Commit() },
		TradesPerBlock: perBlock,
		Interval:       -1,
		Rounds:         rounds,
		Seed:           7,
		Logger:         slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	if stats.Rounds != rounds || stats.Failed != 0 {
		t.Errorf("stats %+v: want %d rounds and no failure", stats, rounds)
	}
	if got := stats.Swaps + stats.Liquidity; got != rounds*perBlock {
		t.Errorf("%d actions succeeded, want %d", got, rounds*perBlock)
	}
	if stats.Liquidity == 0 {
		t.Errorf("no liquidity action in %+v", stats)
	}

	fr := bindings.NewFeeRouter()
	logs, err := env.Client.FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: start,
		Addresses: []common.Address{env.Deployment.FeeRouter},
	})
	if err != nil {
		t.Fatal(err)
	}
	swaps, users := 0, map[common.Address]bool{}
	for _, l := range logs {
		ev, err := fr.UnpackSwapEvent(&l)
		if err != nil {
			continue
		}
		swaps++
		users[ev.User] = true
		if ev.FeeAmount.Sign() <= 0 {
			t.Errorf("swap without fee: %+v", ev)
		}
	}
	// A split swap emits one Swap event per leg.
	if swaps < stats.Swaps {
		t.Errorf("%d FeeRouter Swap events for %d swaps", swaps, stats.Swaps)
	}
	if len(users) != 5 {
		t.Errorf("%d distinct traders in Swap events, want 5", len(users))
	}
}

func TestRunStopsOnCancel(t *testing.T) {
	env := chaintest.New(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	stats, err := sim.Run(ctx, sim.Config{
		Backend:    env.Backend.Client(),
		Deployment: env.Deployment,
		Traders:    env.Accounts[1:2],
		Commit:     func() { env.Commit() },
		Logger:     slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil || stats.Rounds != 0 {
		t.Errorf("Run on a cancelled context = %+v, %v", stats, err)
	}
}
