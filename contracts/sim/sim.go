// Package sim runs simulated market activity against a deployed system so
// the APIs have real data to serve: several dev accounts trade through
// FeeRouter (single-hop, multi-hop, split, exact-output, fee-on-transfer and
// ETH in/out) and add and remove liquidity, and, for a configurable share of
// the actions, use the launch venue: they launch coins (signed LaunchIntents
// submitted by another account, and direct launches, some PvE), buy and sell
// them, feed PvE escrows, push coins to their floor and claim PvE shares,
// while a keeper step graduates the frozen coins; and, for another share,
// farm: stake LP in the chefs' pools, withdraw, harvest, emergency-withdraw,
// zap in through both zaps and claim vested rewards; and, for a third, stake
// NEO: stake, append, claim, claim as NEO, request unstake and withdraw
// from the unstake ticket; and, with a keeper account, a distribution job
// splits the Collector's fees and buys NEO back with BuybackBurner's share
// (distribute.go); and, with mainapi's URL, traders claim their Rakeback
// with the proofs it serves (rakeback.go). All at a configurable pace, with seeded (reproducible)
// randomness.
package sim

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/devnet"
)

// Defaults of Config.
const (
	DefaultTradesPerBlock = 3
	DefaultInterval       = time.Second
	DefaultLaunchShare    = 30
	DefaultFarmShare      = 10
	DefaultStakeShare     = 5
)

// Config configures Run.
type Config struct {
	// Backend is the chain. Required.
	Backend deploy.Backend
	// Deployment is the deployed system. Required.
	Deployment *deploy.Deployment
	// Traders are the accounts that trade; they need ETH and the test
	// balances deploy.Config.Fund gives. Required (at least one).
	Traders []devnet.Account
	// Commit seals a block; set it for a chain that mines only on demand.
	// Nil means the chain mines by itself and Run polls for receipts.
	Commit func()
	// TradesPerBlock is how many actions a round sends before it waits for
	// them to be mined; 0 means DefaultTradesPerBlock.
	TradesPerBlock int
	// Interval is the pause between rounds; 0 means DefaultInterval, a
	// negative value none.
	Interval time.Duration
	// Rounds stops Run after that many rounds; 0 runs until ctx is done.
	Rounds int
	// LaunchShare is the percentage of actions spent on the launch venue;
	// 0 means DefaultLaunchShare, a negative value none. A deployment
	// without a LaunchpadCurve gets none either way.
	LaunchShare int
	// FarmShare is the percentage of the actions outside the launch venue
	// spent on the farms (farm.go); 0 means DefaultFarmShare, a negative
	// value none. A deployment without chefs (their addresses zero) gets
	// none either way.
	FarmShare int
	// StakeShare is the percentage of the actions outside the launch
	// venue and the farms spent on NEO staking (staking.go); 0 means
	// DefaultStakeShare, a negative value none. A deployment without
	// NeoStaking gets none either way.
	StakeShare int
	// Owner, when set, is the account owning NeoStaking (the deployer):
	// with staking on, it imports unlocked positions for half the traders
	// at the start of the run (staking.go), so that unstake tickets occur
	// on a chain whose clock is the wall clock. Nil: no import.
	Owner *devnet.Account
	// Seed seeds the random choices; runs with the same seed against the
	// same chain state make the same choices.
	Seed uint64
	// ExtraPools, when positive, makes the run deploy that many test tokens
	// and seed one core pool for each against WETH, USDC or NEO (round
	// robin) before its first round; ExtraSwapShare percent of the DEX
	// actions then swap on them through FeeRouter. It is meant for large
	// benchmark mixes (50 to 200 pools): every Run deploys new tokens.
	ExtraPools int
	// Swaps, when positive, stops Run once that many FeeRouter swaps were
	// mined (at the end of the round that reaches it).
	Swaps int
	// Keeper signs the distribution job (distribute.go): Collector.distribute
	// and BuybackBurner.buyback, so it must be BuybackBurner's keeper
	// (deploy.Config.Keeper) or owner, and no trader. Nil: no job.
	Keeper *devnet.Account
	// DistributeEvery runs the distribution job before every that many
	// rounds; 0 means DefaultDistributeEvery, a negative value never.
	DistributeEvery int
	// ClockRate is the chain's chain seconds per wall second
	// (devnet.Config.ClockRate); 0 means 1. Deadlines leave ten minutes of
	// it (timeMargin).
	ClockRate float64
	// RakebackAPI is mainapi's base URL (http://127.0.0.1:8080): every few
	// rounds some traders claim their Rakeback leaves with the proofs it
	// serves (rakeback.go). Empty, or a deployment without RakebackV2: no
	// claims.
	RakebackAPI string
	// Logger receives a line per round at Debug and per failure at Warn;
	// nil means slog.Default().
	Logger *slog.Logger
}

// Stats counts what a run did.
type Stats struct {
	Rounds      int // rounds completed
	Swaps       int // FeeRouter swaps mined successfully
	Liquidity   int // liquidity adds and removes mined successfully
	Launches    int // coins launched (intent or direct) successfully
	CurveTrades int // curve buys, sells and PvE feeds mined successfully
	Graduations int // coins the keeper step graduated
	PveClaims   int // PvE claims mined successfully
	Farm        int // farm actions (stakes, withdrawals, harvests, zaps, escrow claims) mined successfully
	Staking     int // NeoStaking actions (stakes, appends, claims, unstake requests and withdrawals) mined successfully
	Failed      int // actions that reverted (in estimation or on chain)

	// Distributions and Buybacks are the distribution job's Collector.distribute
	// and BuybackBurner.buyback calls mined successfully.
	Distributions, Buybacks int
	// RakebackClaims counts the Rakeback leaves claimed successfully
	// (rakeback.go).
	RakebackClaims int
	// CreatorFeeClaims counts the CreatorFeeVault claims mined
	// successfully (creator_fees.go).
	CreatorFeeClaims int
}

// Actions is the number of actions that succeeded (graduations, which the
// keeper step sends besides the round's actions, excluded).
func (st Stats) Actions() int {
	return st.Swaps + st.Liquidity + st.Launches + st.CurveTrades + st.PveClaims + st.Farm + st.Staking
}

// Run runs the simulator until ctx is done or Config.Rounds rounds are
// complete. It returns nil on either, and an error when the setup fails,
// the chain cannot be read or written, or a whole round fails.
func Run(ctx context.Context, cfg Config) (Stats, error) {
	var stats Stats
	if cfg.Backend == nil || cfg.Deployment == nil || len(cfg.Traders) == 0 {
		return stats, errors.New("sim: Backend, Deployment and Traders are required")
	}
	if cfg.TradesPerBlock <= 0 {
		cfg.TradesPerBlock = DefaultTradesPerBlock
	}
	if cfg.Interval == 0 {
		cfg.Interval = DefaultInterval
	}
	if cfg.LaunchShare == 0 {
		cfg.LaunchShare = DefaultLaunchShare
	}
	if cfg.FarmShare == 0 {
		cfg.FarmShare = DefaultFarmShare
	}
	if cfg.DistributeEvery == 0 {
		cfg.DistributeEvery = DefaultDistributeEvery
	}
	if cfg.StakeShare == 0 {
		cfg.StakeShare = DefaultStakeShare
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	s, err := newSimulator(ctx, cfg)
	if err != nil {
		if ctx.Err() != nil {
			return stats, nil
		}
		return stats, err
	}
	if err := s.setup(); err != nil {
		if ctx.Err() != nil {
			return stats, nil
		}
		return stats, err
	}
	if err := s.setupExtra(); err != nil {
		if ctx.Err() != nil {
			return stats, nil
		}
		return stats, err
	}
	if err := s.setupFarm(); err != nil {
		if ctx.Err() != nil {
			return stats, nil
		}
		return stats, err
	}
	if err := s.setupStaking(); err != nil {
		if ctx.Err() != nil {
			return stats, nil
		}
		return stats, err
	}
	cfg.Logger.Info("sim: started", "traders", len(cfg.Traders), "tradesPerBlock", cfg.TradesPerBlock,
		"launchShare", max(0, cfg.LaunchShare), "farmShare", max(0, cfg.FarmShare), "farmPools", len(s.farm),
		"stakeShare", max(0, cfg.StakeShare), "seed", cfg.Seed)
	for cfg.Rounds == 0 || stats.Rounds < cfg.Rounds {
		if err := s.round(&stats); err != nil {
			if ctx.Err() != nil {
				break
			}
			return stats, err
		}
		stats.Rounds++
		if cfg.Interval > 0 && (cfg.Rounds == 0 || stats.Rounds < cfg.Rounds) && (cfg.Swaps == 0 || stats.Swaps < cfg.Swaps) {
			select {
			case <-ctx.Done():
			case <-time.After(cfg.Interval):
			}
		}
		if ctx.Err() != nil || (cfg.Swaps > 0 && stats.Swaps >= cfg.Swaps) {
			break
		}
	}
	cfg.Logger.Info("sim: stopped", "rounds", stats.Rounds, "swaps", stats.Swaps, "liquidity", stats.Liquidity,
		"launches", stats.Launches, "curveTrades", stats.CurveTrades, "graduations", stats.Graduations,
		"pveClaims", stats.PveClaims, "farm", stats.Farm, "staking", stats.Staking,
		"distributions", stats.Distributions, "buybacks", stats.Buybacks, "rakebackClaims", stats.RakebackClaims, "creatorFeeClaims", stats.CreatorFeeClaims, "failed", stats.Failed)
	return stats, nil
}

// simulator holds a run's state.
type simulator struct {
	ctx     context.Context
	cfg     Config
	d       *deploy.Deployment
	backend deploy.Backend
	rng     *rand.Rand
	chainID *big.Int
	log     *slog.Logger
	nonces  map[common.Address]uint64
	next    int // next trader, round robin
	venue   *venue
	// extra are the pools of Config.ExtraPools, also by quote symbol.
	extra        []*extraPool
	extraByQuote map[string][]*extraPool
	// farm are the chefs' pools (setupFarm); farmed holds the traders that
	// took a farm action this round (one each, so no stake or balance read
	// goes stale before it is mined).
	farm   []*farmPool
	farmed map[common.Address]bool
	// stakers holds the traders that took a staking action this round (one
	// each, for the same reason).
	stakers map[common.Address]bool
	// rakeback is the Rakeback claim step's state (rakeback.go), made at
	// its first run.
	rakeback *rakebackState
}

func newSimulator(ctx context.Context, cfg Config) (*simulator, error) {
	chainID, err := cfg.Backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("sim: chain id: %w", err)
	}
	s := &simulator{
		ctx:     ctx,
		cfg:     cfg,
		d:       cfg.Deployment,
		backend: marginBackend{cfg.Backend},
		rng:     rand.New(rand.NewPCG(cfg.Seed, cfg.Seed^0x9e3779b97f4a7c15)),
		chainID: chainID,
		log:     cfg.Logger,
		nonces:  map[common.Address]uint64{},
		venue:   newVenue(),
		farmed:  map[common.Address]bool{},
		stakers: map[common.Address]bool{},

		extraByQuote: map[string][]*extraPool{},
	}
	for _, t := range cfg.Traders {
		n, err := cfg.Backend.PendingNonceAt(ctx, t.Address)
		if err != nil {
			return nil, fmt.Errorf("sim: nonce of %s: %w", t.Address.Hex(), err)
		}
		s.nonces[t.Address] = n
	}
	return s, nil
}

// pending is an action sent and not yet mined.
type pending struct {
	label string
	kind  actionKind
	tx    *types.Transaction
	pre   *types.Transaction // sent before tx by the same trader (an approval), or nil
}

// round runs the distribution job when due and the keeper step, then sends
// TradesPerBlock actions from round-robin traders, mines them and counts the
// outcomes.
func (s *simulator) round(stats *Stats) error {
	if s.distributeDue(stats) {
		if err := s.distribute(stats); err != nil {
			return err
		}
	}
	if s.rakebackDue(stats) {
		if err := s.claimRakeback(stats); err != nil {
			return err
		}
	}
	if s.creatorFeesDue(stats) {
		if err := s.claimCreatorFees(stats); err != nil {
			return err
		}
	}
	if s.venueEnabled() {
		s.venue.startRound()
		if err := s.keep(stats); err != nil {
			return err
		}
	}
	clear(s.farmed)
	clear(s.stakers)
	var sent []pending
	failed := 0
	for range s.cfg.TradesPerBlock {
		trader := s.cfg.Traders[s.next%len(s.cfg.Traders)]
		s.next++
		p, err := s.act(trader)
		if err != nil {
			if s.ctx.Err() != nil {
				return s.ctx.Err()
			}
			failed++
			s.log.Warn("sim: action failed", "trader", trader.Address, "action", p.label, "err", err)
			continue
		}
		sent = append(sent, p)
	}
	var txs []*types.Transaction
	for _, p := range sent {
		if p.pre != nil {
			txs = append(txs, p.pre)
		}
		txs = append(txs, p.tx)
	}
	receipts, err := s.mine(txs)
	if err != nil {
		return err
	}
	for _, p := range sent {
		if p.pre != nil {
			r := receipts[0]
			receipts = receipts[1:]
			if r.Status != types.ReceiptStatusSuccessful {
				s.log.Warn("sim: approval reverted", "action", p.label, "tx", r.TxHash, "block", r.BlockNumber)
			}
		}
		r := receipts[0]
		receipts = receipts[1:]
		if r.Status != types.ReceiptStatusSuccessful {
			failed++
			s.log.Warn("sim: action reverted", "action", p.label, "tx", r.TxHash, "block", r.BlockNumber)
			continue
		}
		switch p.kind {
		case kindSwap:
			stats.Swaps++
		case kindLiquidity:
			stats.Liquidity++
		case kindLaunch:
			stats.Launches++
		case kindCurveTrade:
			stats.CurveTrades++
		case kindPveClaim:
			stats.PveClaims++
		case kindFarm:
			stats.Farm++
		case kindStaking:
			stats.Staking++
		}
		if p.kind >= kindLaunch {
			s.observe(r)
		}
	}
	stats.Failed += failed
	s.log.Debug("sim: round mined", "round", stats.Rounds+1, "sent", len(sent), "failed", failed)
	if failed == s.cfg.TradesPerBlock {
		return fmt.Errorf("sim: every action of round %d failed", stats.Rounds+1)
	}
	return nil
}

// mine waits for (or, with Commit, seals) the transactions' block(s) and
// returns their receipts in order.
func (s *simulator) mine(sent []*types.Transaction) ([]*types.Receipt, error) {
	if len(sent) == 0 {
		return nil, nil
	}
	if s.cfg.Commit != nil {
		s.cfg.Commit()
	}
	ctx, cancel := context.WithTimeout(s.ctx, time.Minute)
	defer cancel()
	receipts := make([]*types.Receipt, len(sent))
	for i, tx := range sent {
		for {
			r, err := s.backend.TransactionReceipt(ctx, tx.Hash())
			if err == nil {
				receipts[i] = r
				break
			}
			if !deploy.NotYetMined(err) {
				return nil, fmt.Errorf("sim: receipt of %s: %w", tx.Hash().Hex(), err)
			}
			if replaced, err := s.replaced(ctx, tx); err != nil {
				return nil, err
			} else if replaced {
				// Someone else's transaction took its nonce (a wallet on
				// the same account replaced it in the pool): it will never
				// be mined, so it counts as failed and the run goes on.
				s.log.Warn("sim: transaction replaced by another with its nonce", "tx", tx.Hash(), "nonce", tx.Nonce())
				receipts[i] = &types.Receipt{TxHash: tx.Hash(), Status: types.ReceiptStatusFailed}
				break
			}
			if s.cfg.Commit != nil {
				s.cfg.Commit()
				continue
			}
			select {
			case <-ctx.Done():
				return nil, fmt.Errorf("sim: wait for %s: %w", tx.Hash().Hex(), ctx.Err())
			case <-time.After(50 * time.Millisecond):
			}
		}
	}
	return receipts, nil
}

// replaced reports whether tx's nonce was mined in another transaction of
// its sender. Backends without NonceAt (none in use) never report it.
func (s *simulator) replaced(ctx context.Context, tx *types.Transaction) (bool, error) {
	nb, ok := s.cfg.Backend.(interface {
		NonceAt(context.Context, common.Address, *big.Int) (uint64, error)
	})
	if !ok {
		return false, nil
	}
	from, err := types.Sender(types.LatestSignerForChainID(s.chainID), tx)
	if err != nil {
		return false, fmt.Errorf("sim: sender of %s: %w", tx.Hash().Hex(), err)
	}
	n, err := nb.NonceAt(ctx, from, nil)
	if err != nil {
		return false, fmt.Errorf("sim: nonce of %s: %w", from.Hex(), err)
	}
	if n <= tx.Nonce() {
		return false, nil
	}
	// The nonce is used: by tx itself if it was mined meanwhile.
	if _, err := s.backend.TransactionReceipt(ctx, tx.Hash()); err == nil {
		return false, nil
	} else if !deploy.NotYetMined(err) {
		return false, fmt.Errorf("sim: receipt of %s: %w", tx.Hash().Hex(), err)
	}
	return true, nil
}

// send signs and sends data to to as trader, with value wei (nil for none)
// and an estimated gas limit (with margin). The nonce is consumed only when
// the transaction was accepted.
func (s *simulator) send(trader devnet.Account, to common.Address, data []byte, value *big.Int) (*types.Transaction, error) {
	return s.sendGas(trader, to, data, value, 0)
}

// sendGas is send with a fixed gas limit (no estimation); 0 estimates.
func (s *simulator) sendGas(trader devnet.Account, to common.Address, data []byte, value *big.Int, gas uint64) (*types.Transaction, error) {
	opts := bind.NewKeyedTransactor(trader.Key, s.chainID)
	opts.Context = s.ctx
	opts.Nonce = new(big.Int).SetUint64(s.nonces[trader.Address])
	opts.Value = value
	opts.GasLimit = gas
	c := bind.NewBoundContract(to, emptyABI, s.backend, s.backend, s.backend)
	tx, err := c.RawTransact(opts, data)
	if err != nil && staleNonce(err) {
		// The traders are the development mnemonic's accounts, which people
		// also use from wallets and tools: a transaction sent behind our back
		// spent the nonce. Take the node's and try once more.
		n, nerr := s.backend.PendingNonceAt(s.ctx, trader.Address)
		if nerr != nil {
			return nil, fmt.Errorf("sim: resync nonce of %s: %w", trader.Address.Hex(), nerr)
		}
		s.log.Warn("sim: nonce spent elsewhere; resynced", "trader", trader.Address, "was", s.nonces[trader.Address], "now", n)
		s.nonces[trader.Address] = n
		opts.Nonce = new(big.Int).SetUint64(n)
		tx, err = c.RawTransact(opts, data)
	}
	if err != nil {
		return nil, err
	}
	s.nonces[trader.Address]++
	return tx, nil
}

// staleNonce tells a send refused for its nonce (already used on chain or
// by a pending transaction of someone else) from any other failure; the
// node answers these as text, so the text is all there is to match.
func staleNonce(err error) bool {
	msg := err.Error()
	for _, s := range []string{"nonce too low", "already known", "replacement transaction underpriced"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

// call runs an eth_call on the latest block.
func (s *simulator) call(from, to common.Address, data []byte) ([]byte, error) {
	return s.backend.CallContract(s.ctx, ethereum.CallMsg{From: from, To: &to, Data: data}, nil)
}

// marginBackend adds deploy.WithMargin to gas estimates.
type marginBackend struct{ deploy.Backend }

// EstimateGas returns the estimate with deploy.WithMargin.
func (b marginBackend) EstimateGas(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	g, err := b.Backend.EstimateGas(ctx, msg)
	if err != nil {
		return 0, err
	}
	return deploy.WithMargin(g), nil
}
