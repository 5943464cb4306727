package sim

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/devnet"
)

// The distribution job: every Config.DistributeEvery rounds the keeper
// account splits the Collector's fees over its buckets (Collector.distribute,
// permissionless) and then has BuybackBurner turn what its bucket received
// into NEO sent to the dead address (BuybackBurner.buyback, keeper or owner
// only). Production runs the same two calls from a scheduled keeper; without
// them the staking, Rakeback and buyback legs of the revenue series stay zero.
//
// The job draws nothing from the run's random source and signs with an
// account no trader uses, so turning it on does not change which actions
// the traders take.

// DefaultDistributeEvery is Config.DistributeEvery's default.
const DefaultDistributeEvery = 20

// buybackSlippagePct is the output a buyback accepts below its quote, in
// percent: the buybacks of one job share a block and two of their paths
// cross the NEO/WETH pool.
const buybackSlippagePct = 3

var (
	collectorB = bindings.NewCollector()
	buybackB   = bindings.NewBuybackBurner()
)

// distributeEnabled reports whether the run has a distribution job: a
// keeper account, a positive DistributeEvery and a Collector.
func (s *simulator) distributeEnabled() bool {
	return s.cfg.Keeper != nil && s.cfg.DistributeEvery > 0 && s.d.Collector != (common.Address{})
}

// distributeDue reports whether the round about to start runs the job:
// after every DistributeEvery completed rounds.
func (s *simulator) distributeDue(stats *Stats) bool {
	return s.distributeEnabled() && stats.Rounds > 0 && stats.Rounds%s.cfg.DistributeEvery == 0
}

// buybackPaths are the routes from each quote asset to NEO through pools
// deploy.SeedPairs seeds (NEO itself is burned as is: no path).
func (s *simulator) buybackPaths() map[string][]common.Address {
	return map[string][]common.Address{
		"WETH": s.path("WETH", "NEO"),
		"USDC": s.path("USDC", "NEO"),
		"USDT": s.path("USDT", "WETH", "NEO"),
		"NEO":  nil,
	}
}

// quoteSymbols are the Collector's fee assets (spec 1.9), in rank order.
var quoteSymbols = []string{"WETH", "USDT", "USDC", "NEO"}

// distribute runs the job: one block of Collector.distribute calls (one per
// quote asset with a distributable balance), then one block of buybacks
// (one per quote asset BuybackBurner holds). A call that fails counts in
// Stats.Failed and the job goes on; only a chain that cannot be read or
// written ends the run.
func (s *simulator) distribute(stats *Stats) error {
	k := *s.cfg.Keeper
	if _, ok := s.nonces[k.Address]; !ok {
		n, err := s.backend.PendingNonceAt(s.ctx, k.Address)
		if err != nil {
			return fmt.Errorf("sim: nonce of keeper %s: %w", k.Address.Hex(), err)
		}
		s.nonces[k.Address] = n
	}
	var txs []*types.Transaction
	for _, sym := range quoteSymbols {
		token := s.token(sym)
		amount, err := farmCall(s, k, s.d.Collector, collectorB.PackDistributable(token), collectorB.UnpackDistributable)
		if err != nil {
			return fmt.Errorf("sim: distributable(%s): %w", sym, err)
		}
		if amount.Sign() == 0 {
			continue
		}
		tx, err := s.send(k, s.d.Collector, collectorB.PackDistribute(token), nil)
		if err != nil {
			if s.ctx.Err() != nil {
				return s.ctx.Err()
			}
			stats.Failed++
			s.log.Warn("sim: distribute failed", "token", sym, "err", err)
			continue
		}
		txs = append(txs, tx)
	}
	n, err := s.mineCounted(txs, "distribute", stats)
	if err != nil {
		return err
	}
	stats.Distributions += n
	if n, err = s.buyback(k, stats); err != nil {
		return err
	}
	stats.Buybacks += n
	return nil
}

// buyback sends and mines the keeper's buybacks of every quote asset
// BuybackBurner holds, each with a minimum NEO output from the router's
// quote less buybackSlippagePct, and returns how many succeeded. A balance
// too small to buy a wei of NEO after the slippage is left for a later job.
func (s *simulator) buyback(k devnet.Account, stats *Stats) (int, error) {
	if s.d.BuybackBurner == (common.Address{}) {
		return 0, nil
	}
	paths := s.buybackPaths()
	var txs []*types.Transaction
	for _, sym := range quoteSymbols {
		token := s.token(sym)
		bal, err := farmCall(s, k, token, erc20.PackBalanceOf(s.d.BuybackBurner), erc20.UnpackBalanceOf)
		if err != nil {
			return 0, fmt.Errorf("sim: BuybackBurner %s balance: %w", sym, err)
		}
		if bal.Sign() == 0 {
			continue
		}
		path := paths[sym]
		minNeo := bal // NEO is burned as is
		if path != nil {
			amounts, err := farmCall(s, k, s.d.Router, router.PackGetAmountsOut(bal, path), router.UnpackGetAmountsOut)
			if err != nil {
				return 0, fmt.Errorf("sim: quote buyback of %s: %w", sym, err)
			}
			minNeo = percent(amounts[len(amounts)-1], 100-buybackSlippagePct)
		}
		if minNeo.Sign() == 0 {
			continue
		}
		if path == nil {
			path = []common.Address{}
		}
		tx, err := s.send(k, s.d.BuybackBurner, buybackB.PackBuyback(token, new(big.Int).Set(bal), minNeo, path), nil)
		if err != nil {
			if s.ctx.Err() != nil {
				return 0, s.ctx.Err()
			}
			stats.Failed++
			s.log.Warn("sim: buyback failed", "token", sym, "err", err)
			continue
		}
		txs = append(txs, tx)
	}
	return s.mineCounted(txs, "buyback", stats)
}

// mineCounted mines txs and returns how many succeeded; each revert counts
// in Stats.Failed.
func (s *simulator) mineCounted(txs []*types.Transaction, label string, stats *Stats) (int, error) {
	receipts, err := s.mine(txs)
	if err != nil {
		return 0, err
	}
	ok := 0
	for _, r := range receipts {
		if r.Status != types.ReceiptStatusSuccessful {
			stats.Failed++
			s.log.Warn("sim: "+label+" reverted", "tx", r.TxHash, "block", r.BlockNumber)
			continue
		}
		ok++
	}
	return ok, nil
}
