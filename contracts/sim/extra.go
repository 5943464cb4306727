package sim

import (
	"fmt"
	"math"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/devnet"
)

// Extra pools (Config.ExtraPools): test tokens deployed by the run, each
// paired with one quote asset and traded through FeeRouter.
const (
	// ExtraSwapShare is the percentage of DEX actions that swap on the
	// extra pools when Config.ExtraPools is set.
	ExtraSwapShare = 80
	// extraMinUSD and extraMaxUSD bound extra-pool trade sizes (log-uniform):
	// small against the pools' depth, so trades of one block on the same
	// pool never push each other past their minimum.
	extraMinUSD = 10
	extraMaxUSD = 300
	// extraSwapGas and extraHopGas are the fixed gas limits of an extra-pool
	// swap (no estimation: the generation of a large mix is EVM-bound).
	extraSwapGas = 400_000
	extraHopGas  = 650_000
	// extraMintTokens is what each trader receives of each extra token, in
	// whole tokens.
	extraMintTokens = 1_000_000_000
	// extraChunk is how many setup transactions are sent before they are
	// mined (the pool and the block gas limit stay small).
	extraChunk = 120
)

// extraQuotes are the quote sides of the extra pools, round robin, with
// each side's depth in USD.
var extraQuotes = []struct {
	sym string
	usd float64
}{{"WETH", 50_000}, {"USDC", 20_000}, {"NEO", 10_000}}

// extraPool is a pool of an extra token against a quote asset.
type extraPool struct {
	sym        string
	token      common.Address
	quote      string
	priceCents int64 // the token's seeded USD price
	depthUSD   float64
}

// setupExtra deploys Config.ExtraPools test tokens (owned by the first
// trader), mints them to every trader, grants FeeRouter and the core router
// unlimited allowances over them, and seeds one core pool per token against
// WETH, USDC or NEO (round robin), each seeded by one trader in turn.
func (s *simulator) setupExtra() error {
	n := s.cfg.ExtraPools
	if n <= 0 {
		return nil
	}
	owner := s.cfg.Traders[0]
	var txs []*types.Transaction
	flush := func(force bool) error {
		if len(txs) == 0 || (!force && len(txs) < extraChunk) {
			return nil
		}
		receipts, err := s.mine(txs)
		if err != nil {
			return err
		}
		for _, r := range receipts {
			if r.Status != types.ReceiptStatusSuccessful {
				return fmt.Errorf("sim: extra pools: setup transaction %s reverted", r.TxHash.Hex())
			}
		}
		txs = txs[:0]
		return nil
	}
	for i := range n {
		q := extraQuotes[i%len(extraQuotes)]
		p := &extraPool{sym: fmt.Sprintf("BX%03d", i), quote: q.sym, priceCents: int64(50 + (i*37)%950), depthUSD: q.usd}
		opts := bind.NewKeyedTransactor(owner.Key, s.chainID)
		opts.Context = s.ctx
		opts.Nonce = new(big.Int).SetUint64(s.nonces[owner.Address])
		addr, tx, err := bind.DeployContract(opts, common.FromHex(bindings.TestTokenMetaData.Bin), s.backend,
			erc20.PackConstructor("Bench Token "+p.sym, p.sym, 18, owner.Address))
		if err != nil {
			return fmt.Errorf("sim: deploy %s: %w", p.sym, err)
		}
		s.nonces[owner.Address]++
		p.token = addr
		s.extra = append(s.extra, p)
		s.extraByQuote[p.quote] = append(s.extraByQuote[p.quote], p)
		txs = append(txs, tx)
		if err := flush(false); err != nil {
			return err
		}
	}
	if err := flush(true); err != nil {
		return err
	}
	mint := new(big.Int).Mul(big.NewInt(extraMintTokens), big.NewInt(1e18))
	for _, p := range s.extra {
		for _, t := range s.cfg.Traders {
			steps := []struct {
				to   common.Address
				from devnet.Account
				data []byte
			}{
				{p.token, owner, erc20.PackMint(t.Address, mint)},
				{p.token, t, erc20.PackApprove(s.d.FeeRouter, maxUint256)},
				{p.token, t, erc20.PackApprove(s.d.Router, maxUint256)},
			}
			for _, st := range steps {
				tx, err := s.sendGas(st.from, st.to, st.data, nil, 120_000)
				if err != nil {
					return fmt.Errorf("sim: extra token %s: %w", p.sym, err)
				}
				txs = append(txs, tx)
				if err := flush(false); err != nil {
					return err
				}
			}
		}
	}
	if err := flush(true); err != nil {
		return err
	}
	deadline, err := s.deadline()
	if err != nil {
		return err
	}
	deadline.Add(deadline, big.NewInt(1<<20)) // setup may span many blocks
	for i, p := range s.extra {
		seeder := s.cfg.Traders[i%len(s.cfg.Traders)]
		amt := p.amount(p.depthUSD)
		var tx *types.Transaction
		if p.quote == "WETH" {
			tx, err = s.sendGas(seeder, s.d.Router, router.PackAddLiquidityETH(p.token, amt, common.Big0, common.Big0,
				seeder.Address, deadline), s.amount("WETH", p.depthUSD), 4_000_000)
		} else {
			tx, err = s.sendGas(seeder, s.d.Router, router.PackAddLiquidity(p.token, s.token(p.quote), amt,
				s.amount(p.quote, p.depthUSD), common.Big0, common.Big0, seeder.Address, deadline), nil, 4_000_000)
		}
		if err != nil {
			return fmt.Errorf("sim: seed %s/%s: %w", p.sym, p.quote, err)
		}
		txs = append(txs, tx)
		if err := flush(false); err != nil {
			return err
		}
	}
	if err := flush(true); err != nil {
		return err
	}
	s.log.Info("sim: extra pools seeded", "pools", len(s.extra))
	return nil
}

// amount converts usd to base units (18 decimals) of p's token.
func (p *extraPool) amount(usd float64) *big.Int {
	whole := new(big.Float).Quo(big.NewFloat(usd*100), big.NewFloat(float64(p.priceCents)))
	whole.Mul(whole, big.NewFloat(1e18))
	out, _ := whole.Int(nil)
	return out
}

// swapExtra swaps on a random extra pool through FeeRouter: buying or
// selling its token against the quote (ETH in or out for WETH pools), or,
// one time in four, two hops from one extra token through their common
// quote to another. The minimum output is 1 (sizes are small against the
// pools) and the gas limit fixed: no quote nor estimation per swap.
func (s *simulator) swapExtra(t devnet.Account) (pending, error) {
	p := s.extra[s.rng.IntN(len(s.extra))]
	usd := extraMinUSD * math.Exp(s.rng.Float64()*math.Log(extraMaxUSD/extraMinUSD))
	out := pending{kind: kindSwap}
	deadline, err := s.deadline()
	if err != nil {
		return out, err
	}
	one := big.NewInt(1)
	quote := s.token(p.quote)
	if same := s.extraByQuote[p.quote]; len(same) > 1 && s.rng.IntN(4) == 0 {
		// Two hops: p -> quote -> q, q another extra token of the same quote.
		q := same[s.rng.IntN(len(same))]
		if q != p {
			amt := p.amount(usd)
			path := []common.Address{p.token, quote, q.token}
			out.label = "swapExactTokensForTokens " + p.sym + ">" + p.quote + ">" + q.sym
			out.tx, err = s.sendGas(t, s.d.FeeRouter, feeRouter.PackSwapExactTokensForTokens(amt, one, path, t.Address, deadline), nil, extraHopGas)
			return out, err
		}
	}
	buy := s.rng.IntN(2) == 0
	switch {
	case buy && p.quote == "WETH":
		amt := s.amount("WETH", usd)
		out.label = "swapExactETHForTokens WETH>" + p.sym
		out.tx, err = s.sendGas(t, s.d.FeeRouter, feeRouter.PackSwapExactETHForTokens(one, []common.Address{quote, p.token}, t.Address, deadline), amt, extraSwapGas)
	case !buy && p.quote == "WETH":
		amt := p.amount(usd)
		out.label = "swapExactTokensForETH " + p.sym + ">WETH"
		out.tx, err = s.sendGas(t, s.d.FeeRouter, feeRouter.PackSwapExactTokensForETH(amt, one, []common.Address{p.token, quote}, t.Address, deadline), nil, extraSwapGas)
	case buy:
		amt := s.amount(p.quote, usd)
		out.label = "swapExactTokensForTokens " + p.quote + ">" + p.sym
		out.tx, err = s.sendGas(t, s.d.FeeRouter, feeRouter.PackSwapExactTokensForTokens(amt, one, []common.Address{quote, p.token}, t.Address, deadline), nil, extraSwapGas)
	default:
		amt := p.amount(usd)
		out.label = "swapExactTokensForTokens " + p.sym + ">" + p.quote
		out.tx, err = s.sendGas(t, s.d.FeeRouter, feeRouter.PackSwapExactTokensForTokens(amt, one, []common.Address{p.token, quote}, t.Address, deadline), nil, extraSwapGas)
	}
	return out, err
}
