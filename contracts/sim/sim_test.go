package sim_test

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/events"
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
	if got := stats.Actions(); got != rounds*perBlock {
		t.Errorf("%d actions succeeded, want %d", got, rounds*perBlock)
	}
	if stats.Liquidity == 0 || stats.Launches == 0 || stats.CurveTrades == 0 {
		t.Errorf("no liquidity action, launch or curve trade in %+v", stats)
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
		if ev.User != env.Deployment.Zap { // NeoSwapZap swaps half its input through FeeRouter
			users[ev.User] = true
		}
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

// TestRunLaunchVenue runs the launch venue alone and checks that every part
// of the coin lifecycle happened, from the logs.
func TestRunLaunchVenue(t *testing.T) {
	env := chaintest.New(t)
	start := env.Head(t).Number
	const rounds, perBlock = 60, 4
	stats, err := sim.Run(context.Background(), sim.Config{
		Backend:        env.Backend.Client(),
		Deployment:     env.Deployment,
		Traders:        env.Accounts[5:10],
		Commit:         func() { env.Commit() },
		TradesPerBlock: perBlock,
		Interval:       -1,
		Rounds:         rounds,
		LaunchShare:    100,
		Seed:           3,
		Logger:         slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", stats)
	if stats.Failed != 0 || stats.Actions() != rounds*perBlock {
		t.Errorf("stats %+v: want %d actions and no failure", stats, rounds*perBlock)
	}

	d := env.Deployment
	logs, err := env.Client.FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: start,
		Addresses: []common.Address{d.LaunchpadCurve, d.PveVault, d.CreatorFeeVault},
	})
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	for _, l := range logs {
		contract := "LaunchpadCurve"
		switch l.Address {
		case d.PveVault:
			contract = "PveVault"
		case d.CreatorFeeVault:
			contract = "CreatorFeeVault"
		}
		ev, err := events.Default.Decode(contract, &l)
		if err != nil {
			continue
		}
		switch e := ev.(type) {
		case *bindings.LaunchpadCurveTokenCreated:
			switch {
			case e.PveVault != (common.Address{}):
				count["launch PvE"]++
			case e.Submitter != e.Creator:
				count["launch by intent"]++
			default:
				count["launch"]++
			}
		case *bindings.LaunchpadCurveTrade:
			if e.IsBuy {
				count["buy"]++
			} else {
				count["sell"]++
			}
		case *bindings.LaunchpadCurveFloorReached:
			count["freeze"]++
		case *bindings.LaunchpadCurveGraduated:
			count["graduation"]++
		case *bindings.LaunchpadCurvePveCredited:
			count["PvE credit"]++
		case *bindings.PveVaultPveClaimed:
			count["PvE claim"]++
		case *bindings.CreatorFeeVaultClaimed:
			count["creator fee claim"]++
		}
	}
	t.Logf("%v", count)
	if count["creator fee claim"] != stats.CreatorFeeClaims {
		t.Errorf("%d creator fee Claimed logs, stats say %d", count["creator fee claim"], stats.CreatorFeeClaims)
	}
	for _, k := range []string{"launch", "launch by intent", "launch PvE", "buy", "sell", "freeze", "graduation", "PvE credit", "PvE claim", "creator fee claim"} {
		if count[k] == 0 {
			t.Errorf("no %s in the run: %v", k, count)
		}
	}
	if count["graduation"] != stats.Graduations {
		t.Errorf("%d Graduated logs, stats say %d", count["graduation"], stats.Graduations)
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

// TestRunExtraPools seeds extra pools and stops after a number of swaps;
// the extra pools' pairs must carry FeeRouter swaps.
func TestRunExtraPools(t *testing.T) {
	env := chaintest.New(t)
	start := env.Head(t).Number
	const pools, swaps = 9, 120
	stats, err := sim.Run(context.Background(), sim.Config{
		Backend:        env.Backend.Client(),
		Deployment:     env.Deployment,
		Traders:        env.Accounts[5:10],
		Commit:         func() { env.Commit() },
		TradesPerBlock: 20,
		Interval:       -1,
		LaunchShare:    -1,
		ExtraPools:     pools,
		Swaps:          swaps,
		Seed:           5,
		Logger:         slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", stats)
	if stats.Swaps < swaps || stats.Swaps >= swaps+20 || stats.Failed != 0 {
		t.Errorf("stats %+v: want %d to %d swaps and no failure", stats, swaps, swaps+19)
	}
	factory := bindings.NewNeoSwapFactory()
	logs, err := env.Client.FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: start, Addresses: []common.Address{env.Deployment.Factory},
	})
	if err != nil {
		t.Fatal(err)
	}
	created := map[common.Address]bool{}
	for _, l := range logs {
		if ev, err := factory.UnpackPairCreatedEvent(&l); err == nil {
			created[ev.Pair] = true
		}
	}
	for _, a := range env.Deployment.Pairs {
		delete(created, a)
	}
	if len(created) != pools {
		t.Fatalf("%d pairs created, want %d", len(created), pools)
	}
	pair := bindings.NewNeoSwapPair()
	var addrs []common.Address
	for a := range created {
		addrs = append(addrs, a)
	}
	logs, err = env.Client.FilterLogs(context.Background(), ethereum.FilterQuery{FromBlock: start, Addresses: addrs})
	if err != nil {
		t.Fatal(err)
	}
	traded := map[common.Address]int{}
	for _, l := range logs {
		if _, err := pair.UnpackSwapEvent(&l); err == nil {
			traded[l.Address]++
		}
	}
	if len(traded) < pools-1 {
		t.Errorf("swaps on %d of %d extra pools: %v", len(traded), pools, traded)
	}
}

// TestRunFarms runs the farm actions alone and checks, from the logs, that
// every kind happened on both chefs and zaps, for the traders.
func TestRunFarms(t *testing.T) {
	env := chaintest.New(t)
	start := env.Head(t).Number
	d := env.Deployment
	const rounds, perBlock = 60, 5
	traders := env.Accounts[1:6]
	stats, err := sim.Run(context.Background(), sim.Config{
		Backend:        env.Backend.Client(),
		Deployment:     d,
		Traders:        traders,
		Commit:         func() { env.Commit() },
		TradesPerBlock: perBlock,
		Interval:       -1,
		Rounds:         rounds,
		LaunchShare:    -1,
		FarmShare:      100,
		Seed:           9,
		Logger:         slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", stats)
	if stats.Failed != 0 || stats.Actions() != rounds*perBlock || stats.Farm == 0 {
		t.Errorf("stats %+v: want %d actions, farm ones among them, and no failure", stats, rounds*perBlock)
	}
	if d.VampChef == (common.Address{}) || d.MasterChef == (common.Address{}) || d.Zap == (common.Address{}) || d.ExtZap == (common.Address{}) {
		t.Fatalf("deployment without the farming family: %+v", d)
	}
	logs, err := env.Client.FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: start,
		Addresses: []common.Address{d.VampChef, d.MasterChef, d.Zap, d.ExtZap, d.RewardVestingEscrow},
	})
	if err != nil {
		t.Fatal(err)
	}
	vamp, master := bindings.NewVampChef(), bindings.NewMasterChef()
	zap, extZap, escrow := bindings.NewNeoSwapZap(), bindings.NewExtZap(), bindings.NewRewardVestingEscrow()
	isTrader := map[common.Address]bool{}
	for _, a := range traders {
		isTrader[a.Address] = true
	}
	count := map[string]int{}
	user := func(kind string, u common.Address) {
		count[kind]++
		if !isTrader[u] {
			t.Errorf("%s by %s, not a trader", kind, u.Hex())
		}
	}
	for _, l := range logs {
		switch l.Address {
		case d.VampChef:
			if e, err := vamp.UnpackDepositEvent(&l); err == nil {
				user("VampChef Deposit", e.User)
			} else if e, err := vamp.UnpackWithdrawEvent(&l); err == nil {
				user("VampChef Withdraw", e.User)
			} else if e, err := vamp.UnpackRewardPaidEvent(&l); err == nil {
				user("VampChef RewardPaid", e.User)
			} else if e, err := vamp.UnpackEmergencyWithdrawEvent(&l); err == nil {
				user("VampChef EmergencyWithdraw", e.User)
			}
		case d.MasterChef:
			if e, err := master.UnpackDepositEvent(&l); err == nil {
				user("MasterChef Deposit", e.User)
			} else if e, err := master.UnpackWithdrawQueuedEvent(&l); err == nil {
				user("MasterChef WithdrawQueued", e.User)
			} else if e, err := master.UnpackWithdrawClaimedEvent(&l); err == nil {
				user("MasterChef WithdrawClaimed", e.User)
			}
		case d.Zap:
			if e, err := zap.UnpackZappedInEvent(&l); err == nil {
				user("ZappedIn", e.Sender)
			}
		case d.ExtZap:
			if e, err := extZap.UnpackZappedEvent(&l); err == nil {
				user("Zapped", e.Sender)
			}
		case d.RewardVestingEscrow:
			if e, err := escrow.UnpackDepositedEvent(&l); err == nil {
				user("escrow Deposited", e.Account)
			} else if e, err := escrow.UnpackClaimedEvent(&l); err == nil {
				user("escrow Claimed", e.Account)
			}
		}
	}
	t.Logf("%v", count)
	for _, k := range []string{"VampChef Deposit", "VampChef Withdraw", "VampChef RewardPaid", "VampChef EmergencyWithdraw",
		"MasterChef Deposit", "MasterChef WithdrawQueued", "MasterChef WithdrawClaimed", "ZappedIn", "Zapped",
		"escrow Deposited", "escrow Claimed"} {
		if count[k] == 0 {
			t.Errorf("no %s in the run: %v", k, count)
		}
	}
}

// TestRunFarmsWithoutChefs: a deployment whose chefs read zero (an older
// one) runs with no farm action and no failure.
func TestRunFarmsWithoutChefs(t *testing.T) {
	env := chaintest.New(t)
	d := *env.Deployment
	d.VampChef, d.MasterChef, d.Zap, d.ExtZap, d.RewardVestingEscrow = common.Address{}, common.Address{}, common.Address{}, common.Address{}, common.Address{}
	const rounds, perBlock = 5, 4
	stats, err := sim.Run(context.Background(), sim.Config{
		Backend:        env.Backend.Client(),
		Deployment:     &d,
		Traders:        env.Accounts[1:5],
		Commit:         func() { env.Commit() },
		TradesPerBlock: perBlock,
		Interval:       -1,
		Rounds:         rounds,
		LaunchShare:    -1,
		FarmShare:      100,
		Seed:           9,
		Logger:         slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	if stats.Failed != 0 || stats.Farm != 0 || stats.Actions() != rounds*perBlock {
		t.Errorf("stats %+v: want %d DEX actions, no farm action, no failure", stats, rounds*perBlock)
	}
}

// TestRunStaking runs staking beside the DEX actions, with the owner's
// imports, distributes the Collector's fees between two runs (the staking
// bucket notifies NeoStaking) and checks, from the logs, that every staking
// event a trader causes happened.
func TestRunStaking(t *testing.T) {
	env := chaintest.New(t)
	start := env.Head(t).Number
	d := env.Deployment
	if d.NeoStaking == (common.Address{}) {
		t.Fatal("deployment without NeoStaking")
	}
	traders := env.Accounts[1:6]
	const perBlock = 5
	run := func(rounds int, seed uint64) sim.Stats {
		t.Helper()
		stats, err := sim.Run(context.Background(), sim.Config{
			Backend:        env.Backend.Client(),
			Deployment:     d,
			Traders:        traders,
			Owner:          &env.Accounts[0],
			Commit:         func() { env.Commit() },
			TradesPerBlock: perBlock,
			Interval:       -1,
			Rounds:         rounds,
			LaunchShare:    -1,
			FarmShare:      -1,
			StakeShare:     60,
			Seed:           seed,
			Logger:         slog.New(slog.NewTextHandler(io.Discard, nil)),
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%+v", stats)
		if stats.Failed != 0 || stats.Actions() != rounds*perBlock || stats.Staking == 0 {
			t.Errorf("stats %+v: want %d actions, staking ones among them, and no failure", stats, rounds*perBlock)
		}
		return stats
	}
	run(25, 4) // stakes, imports, unstakes, and swaps paying fees into the Collector

	// The distribution the devnet's job makes: the staking bucket pays
	// NeoStaking, which notifies the reward to the stakers.
	c := bindings.NewCollector()
	for _, sym := range []string{"WETH", "USDC", "USDT", "NEO"} {
		tok, _, _ := d.Token(sym)
		tx, err := bind.Transact(c.Instance(env.Client, d.Collector), env.TxOpts(9), c.PackDistribute(tok))
		env.MustTransact(t, tx, err)
	}
	run(40, 5) // claims, claims as NEO, withdrawals

	logs, err := env.Client.FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: start, Addresses: []common.Address{d.NeoStaking},
	})
	if err != nil {
		t.Fatal(err)
	}
	isTrader := map[common.Address]bool{}
	for _, a := range traders {
		isTrader[a.Address] = true
	}
	count := map[string]int{}
	user := func(kind string, u common.Address) {
		count[kind]++
		if !isTrader[u] {
			t.Errorf("%s of %s, not a trader", kind, u.Hex())
		}
	}
	st := bindings.NewNeoStaking()
	for _, l := range logs {
		if e, err := st.UnpackStakedEvent(&l); err == nil {
			user("Staked", e.Account)
		} else if e, err := st.UnpackImportedEvent(&l); err == nil {
			user("Imported", e.Account)
		} else if e, err := st.UnpackAppendedEvent(&l); err == nil {
			user("Appended", e.Account)
		} else if _, err := st.UnpackRewardNotifiedEvent(&l); err == nil {
			count["RewardNotified"]++
		} else if e, err := st.UnpackClaimedEvent(&l); err == nil {
			user("Claimed", e.Account)
		} else if e, err := st.UnpackClaimedAsNeoEvent(&l); err == nil {
			user("ClaimedAsNeo", e.Account)
			if e.NeoOut.Sign() <= 0 {
				t.Errorf("ClaimedAsNeo paid no NEO: %+v", e)
			}
		} else if e, err := st.UnpackUnstakeRequestedEvent(&l); err == nil {
			user("UnstakeRequested", e.Account)
		} else if e, err := st.UnpackUnstakedEvent(&l); err == nil {
			user("Unstaked", e.Account)
		} else if _, err := st.UnpackVestAnchorSetEvent(&l); err == nil {
			count["VestAnchorSet"]++
		}
	}
	t.Logf("%v", count)
	for _, k := range []string{"Staked", "Imported", "Appended", "RewardNotified", "Claimed", "ClaimedAsNeo",
		"UnstakeRequested", "Unstaked", "VestAnchorSet"} {
		if count[k] == 0 {
			t.Errorf("no %s in the run: %v", k, count)
		}
	}
}

// TestRunStakingWithoutNeoStaking: a deployment whose NeoStaking reads
// zero (an older one) runs with no staking action and no failure.
func TestRunStakingWithoutNeoStaking(t *testing.T) {
	env := chaintest.New(t)
	d := *env.Deployment
	d.NeoStaking = common.Address{}
	const rounds, perBlock = 5, 4
	stats, err := sim.Run(context.Background(), sim.Config{
		Backend:        env.Backend.Client(),
		Deployment:     &d,
		Traders:        env.Accounts[1:5],
		Owner:          &env.Accounts[0],
		Commit:         func() { env.Commit() },
		TradesPerBlock: perBlock,
		Interval:       -1,
		Rounds:         rounds,
		LaunchShare:    -1,
		FarmShare:      -1,
		StakeShare:     100,
		Seed:           9,
		Logger:         slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	if stats.Failed != 0 || stats.Staking != 0 || stats.Actions() != rounds*perBlock {
		t.Errorf("stats %+v: want %d DEX actions, no staking action, no failure", stats, rounds*perBlock)
	}
}
