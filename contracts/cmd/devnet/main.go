// Command devnet runs the local development chain: it starts a devnet
// (JSON-RPC on -addr), deploys the whole system, writes the deployment JSON
// (every /config address key) and, unless -simulate=false, runs the activity
// simulator. It stops cleanly on SIGINT or SIGTERM.
//
// Every flag can also be set by its environment variable (the flag wins):
//
//	-addr              DEVNET_ADDR              127.0.0.1:8545
//	-chain-id          DEVNET_CHAIN_ID          1
//	-block-time        DEVNET_BLOCK_TIME        2s
//	-deploy-out        DEVNET_DEPLOY_OUT        <repo root>/.run/deployment.json
//	-simulate          DEVNET_SIMULATE          true
//	-trades-per-block  DEVNET_TRADES_PER_BLOCK  3
//	-sim-interval      DEVNET_SIM_INTERVAL      2s
//	-stake-share       DEVNET_STAKE_SHARE       5      percent of the other simulated actions on NEO staking (0 turns it off)
//	-seed              DEVNET_SEED              1
//	-sim-extra-pools   DEVNET_SIM_EXTRA_POOLS   0      extra test-token pools the simulator seeds and trades (sim.Config.ExtraPools)
//	-sim-swaps         DEVNET_SIM_SWAPS         0      stop simulating after that many FeeRouter swaps (0: never); the chain keeps serving
//	-sim-fast          DEVNET_SIM_FAST          false  seal each simulated block at once instead of waiting for the miner
//	-distribute-every  DEVNET_DISTRIBUTE_EVERY  20     run the fee distribution job every that many simulated rounds (0 turns it off)
//	-log-level         DEVNET_LOG_LEVEL         info
//
// Accounts: the ten dev accounts of the standard test mnemonic hold 10,000
// ETH each. Account 0 deploys and owns everything; accounts 1-9 get test
// balances (deploy.FundAmounts). The simulator trades from accounts 5-9, so
// accounts 1-4 are free for people and end-to-end tests. The eleventh account
// of the mnemonic (index 10, also funded with 10,000 ETH) is BuybackBurner's
// keeper: the simulator's distribution job signs Collector.distribute and
// BuybackBurner.buyback with it (sim.Config.Keeper). The twelfth (index 11,
// devnet.PosterAccount, also funded) is RakebackV2's poster: the weekly
// Rakeback job signs postRoot and sweep with it.
// With staking on, the simulator also signs with account 0 at its start, as
// NeoStaking's owner: it imports unlocked positions for some traders (see
// contracts/sim/staking.go), so unstake tickets occur on a chain whose
// clock is the wall clock.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/devnet"
	"github.com/neoswap/neoswap/contracts/sim"
)

// firstTrader is the index of the first dev account the simulator uses.
const firstTrader = 5

type options struct {
	addr           string
	chainID        uint64
	blockTime      time.Duration
	deployOut      string
	simulate       bool
	tradesPerBlock int
	launchShare    int
	farmShare      int
	stakeShare     int
	simInterval    time.Duration
	seed           uint64
	extraPools     int
	simSwaps       int
	simFast        bool
	distribute     int
	logLevel       slog.Level
}

func main() {
	opts, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "devnet:", err)
		os.Exit(2)
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: opts.logLevel}))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, opts, log); err != nil {
		log.Error("devnet: stopped", "err", err)
		os.Exit(1)
	}
}

func parseFlags(args []string) (options, error) {
	var o options
	var level string
	fs := flag.NewFlagSet("devnet", flag.ContinueOnError)
	fs.StringVar(&o.addr, "addr", env("DEVNET_ADDR", devnet.DefaultAddr), "host:port of the HTTP and WebSocket JSON-RPC endpoint")
	fs.Uint64Var(&o.chainID, "chain-id", envUint("DEVNET_CHAIN_ID", devnet.DefaultChainID), "chain id")
	fs.DurationVar(&o.blockTime, "block-time", envDuration("DEVNET_BLOCK_TIME", devnet.DefaultBlockTime), "interval of blocks when no transaction arrives")
	fs.StringVar(&o.deployOut, "deploy-out", env("DEVNET_DEPLOY_OUT", defaultDeployOut()), "path of the deployment JSON")
	fs.BoolVar(&o.simulate, "simulate", envBool("DEVNET_SIMULATE", true), "run the activity simulator")
	fs.IntVar(&o.tradesPerBlock, "trades-per-block", int(envUint("DEVNET_TRADES_PER_BLOCK", sim.DefaultTradesPerBlock)), "simulated actions per block")
	fs.IntVar(&o.launchShare, "launch-share", int(envUint("DEVNET_LAUNCH_SHARE", sim.DefaultLaunchShare)), "percent of simulated actions on the launch venue (0 turns it off)")
	fs.IntVar(&o.farmShare, "farm-share", int(envUint("DEVNET_FARM_SHARE", sim.DefaultFarmShare)), "percent of the other simulated actions on the farms: stakes, withdrawals, harvests, zaps, escrow claims (0 turns it off)")
	fs.IntVar(&o.stakeShare, "stake-share", int(envUint("DEVNET_STAKE_SHARE", sim.DefaultStakeShare)), "percent of the simulated actions outside the launch venue and the farms on NEO staking: stakes, appends, claims, unstakes (0 turns it off)")
	fs.DurationVar(&o.simInterval, "sim-interval", envDuration("DEVNET_SIM_INTERVAL", 2*time.Second), "pause between simulated blocks")
	fs.Uint64Var(&o.seed, "seed", envUint("DEVNET_SEED", 1), "seed of the simulator's random choices")
	fs.IntVar(&o.extraPools, "sim-extra-pools", int(envUint("DEVNET_SIM_EXTRA_POOLS", 0)), "extra test-token pools (WETH, USDC and NEO quoted) the simulator seeds and trades on")
	fs.IntVar(&o.simSwaps, "sim-swaps", int(envUint("DEVNET_SIM_SWAPS", 0)), "stop simulating after that many FeeRouter swaps (0: never); the chain keeps serving")
	fs.BoolVar(&o.simFast, "sim-fast", envBool("DEVNET_SIM_FAST", false), "seal each simulated block at once instead of waiting for the miner (the chain's clock runs ahead of the wall clock, one second per block)")
	fs.IntVar(&o.distribute, "distribute-every", int(envUint("DEVNET_DISTRIBUTE_EVERY", sim.DefaultDistributeEvery)), "run the fee distribution job (Collector.distribute, then BuybackBurner.buyback with the keeper account) every that many simulated rounds (0 turns it off)")
	fs.StringVar(&level, "log-level", env("DEVNET_LOG_LEVEL", "info"), "debug, info, warn or error")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if err := errors.Join(envErrs...); err != nil {
		return o, err
	}
	if err := o.logLevel.UnmarshalText([]byte(level)); err != nil {
		return o, fmt.Errorf("-log-level: %w", err)
	}
	return o, nil
}

func run(ctx context.Context, o options, log *slog.Logger) error {
	keeper, err := keeperAccount()
	if err != nil {
		return err
	}
	poster, err := devnet.PosterAccount()
	if err != nil {
		return err
	}
	d, err := devnet.Start(ctx, devnet.Config{
		Addr:      o.addr,
		ChainID:   o.chainID,
		BlockTime: o.blockTime,
		Accounts:  append(devnet.DevAccounts(), keeper, poster),
		Logger:    log,
	})
	if err != nil {
		return err
	}
	defer d.Close()

	accounts := d.Accounts()[:devnet.DevAccountCount] // the keeper and poster neither trade nor get test balances
	fund := make([]common.Address, 0, len(accounts)-1)
	for _, a := range accounts[1:] {
		fund = append(fund, a.Address)
	}
	dep, err := deploy.Run(ctx, deploy.Config{
		Backend:  d.Client(),
		Deployer: accounts[0].Key,
		Fund:     fund,
		Keeper:   keeper.Address,
		Poster:   poster.Address,
		Commit:   func() { d.Commit() },
		Logger:   log,
	})
	if err != nil {
		return err
	}
	out, err := filepath.Abs(o.deployOut)
	if err != nil {
		return fmt.Errorf("deploy-out: %w", err)
	}
	if err := dep.WriteJSON(out); err != nil {
		return err
	}
	fmt.Printf("devnet: JSON-RPC %s (chain id %d)\ndevnet: deployment %s\n", d.RPCURL(), o.chainID, out)

	if o.simulate && len(accounts) > firstTrader {
		cfg := sim.Config{
			Backend:         d.Client(),
			Deployment:      dep,
			Traders:         accounts[firstTrader:],
			TradesPerBlock:  o.tradesPerBlock,
			LaunchShare:     shareOf(o.launchShare),
			FarmShare:       shareOf(o.farmShare),
			Interval:        o.simInterval,
			Seed:            o.seed,
			ExtraPools:      o.extraPools,
			Swaps:           o.simSwaps,
			Keeper:          &keeper,
			DistributeEvery: shareOf(o.distribute),
			StakeShare:      shareOf(o.stakeShare),
			Owner:           &accounts[0],
			Logger:          log,
		}
		if o.simFast {
			cfg.Commit = func() { d.Commit() }
		}
		stats, err := sim.Run(ctx, cfg)
		if err != nil {
			// The chain stays useful without activity: keep serving it.
			log.Error("devnet: simulator stopped", "err", err)
		} else if ctx.Err() == nil {
			fmt.Printf("devnet: simulation done (%d swaps)\n", stats.Swaps)
		}
	}
	<-ctx.Done()
	log.Info("devnet: shutting down")
	return nil
}

// keeperAccount is the devnet's buyback keeper: the account of DevMnemonic
// right after the ten dev accounts, so that no person, test or trader
// shares its nonces.
func keeperAccount() (devnet.Account, error) {
	accs, err := devnet.DeriveAccounts(devnet.DevMnemonic, "", devnet.DevAccountCount+1)
	if err != nil {
		return devnet.Account{}, fmt.Errorf("keeper account: %w", err)
	}
	return accs[devnet.DevAccountCount], nil
}

// defaultDeployOut is .run/deployment.json under the repository root (the
// directory holding go.work, searched upwards from the working directory),
// or under the working directory when there is none.
func defaultDeployOut() string {
	rel := filepath.Join(".run", "deployment.json")
	dir, err := os.Getwd()
	if err != nil {
		return rel
	}
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, "go.work")); err == nil {
			return filepath.Join(d, rel)
		}
		parent := filepath.Dir(d)
		if parent == d {
			return filepath.Join(dir, rel)
		}
		d = parent
	}
}

func env(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}

// envErrs collects environment variables that did not parse.
var envErrs []error

func envUint(key string, def uint64) uint64 {
	v := env(key, "")
	if v == "" {
		return def
	}
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		envErrs = append(envErrs, fmt.Errorf("%s: %w", key, err))
		return def
	}
	return n
}

func envBool(key string, def bool) bool {
	v := env(key, "")
	if v == "" {
		return def
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		envErrs = append(envErrs, fmt.Errorf("%s: %w", key, err))
		return def
	}
	return b
}

func envDuration(key string, def time.Duration) time.Duration {
	v := env(key, "")
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		envErrs = append(envErrs, fmt.Errorf("%s: %w", key, err))
		return def
	}
	return d
}

// shareOf maps a share flag (0 = off) to sim.Config.LaunchShare, FarmShare,
// StakeShare or DistributeEvery, where 0 means the default and a negative
// value none.
func shareOf(flag int) int {
	if flag <= 0 {
		return -1
	}
	return flag
}
