package sim

import (
	"fmt"
	"math"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/devnet"
)

var (
	emptyABI   abi.ABI
	feeRouter  = bindings.NewFeeRouter()
	router     = bindings.NewNeoSwapRouter02()
	erc20      = bindings.NewTestToken()
	maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
)

// Trade sizes are drawn log-uniformly between these USD values.
const (
	minTradeUSD = 20
	maxTradeUSD = 2_000
	// slippagePct is the output a trade accepts below its quote, in percent:
	// several trades of a round can hit one pool in one block.
	slippagePct = 10
)

type actionKind int

const (
	kindSwap actionKind = iota
	kindLiquidity
	kindFarm       // a farm action (farm.go)
	kindStaking    // a NeoStaking action (staking.go)
	kindLaunch     // a coin launch (intent or direct)
	kindCurveTrade // a curve buy, sell or PvE feed
	kindPveClaim   // a PvE claim
)

// action is one kind of simulated activity with its relative weight.
type action struct {
	name   string
	weight int
	run    func(s *simulator, t devnet.Account) (pending, error)
}

var actions = []action{
	{"swap ETH in", 20, (*simulator).swapETHIn},
	{"swap ETH out", 15, (*simulator).swapETHOut},
	{"swap single hop", 12, (*simulator).swapSingleHop},
	{"swap multi hop", 12, (*simulator).swapMultiHop},
	{"swap neither end quote", 5, (*simulator).swapNeitherEnd},
	{"swap exact out", 8, (*simulator).swapExactOut},
	{"swap split", 7, (*simulator).swapSplit},
	{"swap fee-on-transfer", 7, (*simulator).swapFOT},
	{"add liquidity", 8, (*simulator).addLiquidity},
	{"remove liquidity", 6, (*simulator).removeLiquidity},
}

// extraActions are the actions on Config.ExtraPools' pools.
var extraActions = []action{{"swap extra pool", 1, (*simulator).swapExtra}}

// act runs one randomly chosen action for trader: a launch venue action
// with probability Config.LaunchShare percent, else a farm action with
// probability Config.FarmShare percent (at most one per trader and round),
// else a staking action with probability Config.StakeShare percent (at
// most one per trader and round), else a DEX action.
func (s *simulator) act(trader devnet.Account) (pending, error) {
	list := actions
	if s.venueEnabled() && s.rng.IntN(100) < s.cfg.LaunchShare {
		list = venueActions
	} else if s.farmEnabled() && s.rng.IntN(100) < s.cfg.FarmShare && !s.farmed[trader.Address] {
		list = farmActions
		s.farmed[trader.Address] = true
	} else if s.stakingEnabled() && s.rng.IntN(100) < s.cfg.StakeShare && !s.stakers[trader.Address] {
		list = stakingActions
		s.stakers[trader.Address] = true
	} else if len(s.extra) > 0 && s.rng.IntN(100) < ExtraSwapShare {
		list = extraActions
	}
	total := 0
	for _, a := range list {
		total += a.weight
	}
	n := s.rng.IntN(total)
	for _, a := range list {
		if n < a.weight {
			p, err := a.run(s, trader)
			if p.label == "" {
				p.label = a.name
			}
			return p, err
		}
		n -= a.weight
	}
	panic("unreachable")
}

// setup grants FeeRouter and the core router unlimited allowances over every
// trader's tokens, and the router over their LP tokens of the core pairs.
// Allowances already in place are left alone.
func (s *simulator) setup() error {
	var tokens []common.Address
	for _, sym := range append([]string{"NEO", "USDC", "USDT"}, deploy.TestTokenSymbols...) {
		addr, _, _ := s.d.Token(sym)
		tokens = append(tokens, addr)
	}
	var lps []common.Address
	for _, p := range deploy.SeedPairs {
		if !p.Ext {
			lps = append(lps, s.d.Pairs[p.Name()])
		}
	}
	var sent []pending
	for _, t := range s.cfg.Traders {
		approve := func(token, spender common.Address) error {
			out, err := s.call(t.Address, token, erc20.PackAllowance(t.Address, spender))
			if err != nil {
				return fmt.Errorf("sim: allowance: %w", err)
			}
			cur, err := erc20.UnpackAllowance(out)
			if err != nil {
				return fmt.Errorf("sim: allowance: %w", err)
			}
			if cur.Cmp(new(big.Int).Rsh(maxUint256, 1)) > 0 {
				return nil
			}
			tx, err := s.send(t, token, erc20.PackApprove(spender, maxUint256), nil)
			if err != nil {
				return fmt.Errorf("sim: approve %s for %s: %w", spender.Hex(), t.Address.Hex(), err)
			}
			sent = append(sent, pending{label: "approve", tx: tx})
			return nil
		}
		for _, tok := range tokens {
			if err := approve(tok, s.d.FeeRouter); err != nil {
				return err
			}
			if err := approve(tok, s.d.Router); err != nil {
				return err
			}
		}
		for _, lp := range lps {
			if err := approve(lp, s.d.Router); err != nil {
				return err
			}
		}
	}
	txs := make([]*types.Transaction, len(sent))
	for i, p := range sent {
		txs[i] = p.tx
	}
	receipts, err := s.mine(txs)
	if err != nil {
		return err
	}
	for _, r := range receipts {
		if r.Status != types.ReceiptStatusSuccessful {
			return fmt.Errorf("sim: setup transaction %s reverted", r.TxHash.Hex())
		}
	}
	return nil
}

// token returns a token's address by symbol.
func (s *simulator) token(sym string) common.Address {
	addr, _, _ := s.d.Token(sym)
	return addr
}

// path maps symbols to addresses.
func (s *simulator) path(syms ...string) []common.Address {
	p := make([]common.Address, len(syms))
	for i, sym := range syms {
		p[i] = s.token(sym)
	}
	return p
}

// pick returns a random element.
func pick[T any](s *simulator, xs ...T) T { return xs[s.rng.IntN(len(xs))] }

// tradeUSD draws a trade size in USD.
func (s *simulator) tradeUSD() float64 {
	return minTradeUSD * math.Exp(s.rng.Float64()*math.Log(maxTradeUSD/minTradeUSD))
}

// amount converts usd to base units of sym at deploy.PriceCents.
func (s *simulator) amount(sym string, usd float64) *big.Int {
	_, dec, _ := s.d.Token(sym)
	whole := new(big.Float).Quo(big.NewFloat(usd*100), big.NewFloat(float64(deploy.PriceCents[sym])))
	whole.Mul(whole, new(big.Float).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(dec)), nil)))
	out, _ := whole.Int(nil)
	return out
}

// minOut quotes an exact-input trade through FeeRouter and returns the
// accepted minimum (the quote less slippagePct).
func (s *simulator) minOut(from common.Address, amountIn *big.Int, path []common.Address) (*big.Int, error) {
	out, err := s.call(from, s.d.FeeRouter, feeRouter.PackQuoteExactIn(amountIn, path))
	if err != nil {
		return nil, fmt.Errorf("quote: %w", err)
	}
	q, err := feeRouter.UnpackQuoteExactIn(out)
	if err != nil {
		return nil, fmt.Errorf("quote: %w", err)
	}
	return percent(q.AmountOut, 100-slippagePct), nil
}

func percent(x *big.Int, pct int64) *big.Int {
	return new(big.Int).Div(new(big.Int).Mul(x, big.NewInt(pct)), big.NewInt(100))
}

// deadline is the head's time plus the margin of timeMargin.
func (s *simulator) deadline() (*big.Int, error) {
	head, err := s.backend.HeaderByNumber(s.ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("read head: %w", err)
	}
	return new(big.Int).SetUint64(head.Time + s.timeMargin()), nil
}

// timeMargin is how far after the head a deadline lies: an hour, or ten
// minutes of wall time on a fast clock (Config.ClockRate), whose blocks can
// be stamped far past the head a transaction was built on (2016x: 14 days).
func (s *simulator) timeMargin() uint64 {
	return max(3600, uint64(600*s.cfg.ClockRate))
}

// swap sends an exact-input FeeRouter swap built by pack from the quoted
// minimum output.
func (s *simulator) swap(t devnet.Account, label string, path []common.Address, amountIn, value *big.Int,
	pack func(minOut, deadline *big.Int) []byte) (pending, error) {
	p := pending{label: label, kind: kindSwap}
	minOut, err := s.minOut(t.Address, amountIn, path)
	if err != nil {
		return p, err
	}
	deadline, err := s.deadline()
	if err != nil {
		return p, err
	}
	p.tx, err = s.send(t, s.d.FeeRouter, pack(minOut, deadline), value)
	return p, err
}

func (s *simulator) swapETHIn(t devnet.Account) (pending, error) {
	out := pick(s, "USDC", "USDT", "NEO", "ALPHA", "BETA")
	amt := s.amount("WETH", s.tradeUSD())
	path := s.path("WETH", out)
	return s.swap(t, "swapExactETHForTokens WETH>"+out, path, amt, amt, func(min, dl *big.Int) []byte {
		return feeRouter.PackSwapExactETHForTokens(min, path, t.Address, dl)
	})
}

func (s *simulator) swapETHOut(t devnet.Account) (pending, error) {
	in := pick(s, "USDC", "USDT", "NEO", "ALPHA", "BETA")
	amt := s.amount(in, s.tradeUSD())
	path := s.path(in, "WETH")
	return s.swap(t, "swapExactTokensForETH "+in+">WETH", path, amt, nil, func(min, dl *big.Int) []byte {
		return feeRouter.PackSwapExactTokensForETH(amt, min, path, t.Address, dl)
	})
}

func (s *simulator) tokensForTokens(t devnet.Account, syms ...string) (pending, error) {
	amt := s.amount(syms[0], s.tradeUSD())
	path := s.path(syms...)
	label := "swapExactTokensForTokens " + fmt.Sprint(syms)
	return s.swap(t, label, path, amt, nil, func(min, dl *big.Int) []byte {
		return feeRouter.PackSwapExactTokensForTokens(amt, min, path, t.Address, dl)
	})
}

func (s *simulator) swapSingleHop(t devnet.Account) (pending, error) {
	return s.tokensForTokens(t, pick(s, []string{"NEO", "USDC"}, []string{"USDC", "NEO"})...)
}

func (s *simulator) swapMultiHop(t devnet.Account) (pending, error) {
	return s.tokensForTokens(t, pick(s,
		[]string{"USDT", "WETH", "NEO"}, []string{"NEO", "WETH", "USDT"},
		[]string{"ALPHA", "WETH", "USDC"}, []string{"USDC", "WETH", "ALPHA"})...)
}

// swapNeitherEnd trades between two non-quote tokens: WETH inside the path
// pays the fee.
func (s *simulator) swapNeitherEnd(t devnet.Account) (pending, error) {
	return s.tokensForTokens(t, pick(s,
		[]string{"GAMMA", "ALPHA", "WETH", "BETA"}, []string{"BETA", "WETH", "ALPHA", "GAMMA"})...)
}

// swapExactOut buys an exact amount: USDC -> WETH -> NEO for tokens, or
// ETH -> USDC with the excess ETH refunded.
func (s *simulator) swapExactOut(t devnet.Account) (pending, error) {
	p := pending{kind: kindSwap}
	ethIn := s.rng.IntN(2) == 0
	syms := []string{"USDC", "WETH", "NEO"}
	if ethIn {
		syms = []string{"WETH", "USDC"}
	}
	path := s.path(syms...)
	amountOut := s.amount(syms[len(syms)-1], s.tradeUSD())
	out, err := s.call(t.Address, s.d.FeeRouter, feeRouter.PackQuoteExactOut(amountOut, path))
	if err != nil {
		return p, fmt.Errorf("quote: %w", err)
	}
	q, err := feeRouter.UnpackQuoteExactOut(out)
	if err != nil {
		return p, fmt.Errorf("quote: %w", err)
	}
	maxIn := percent(q.AmountIn, 100+slippagePct)
	deadline, err := s.deadline()
	if err != nil {
		return p, err
	}
	if ethIn {
		p.label = "swapETHForExactTokens WETH>USDC"
		p.tx, err = s.send(t, s.d.FeeRouter, feeRouter.PackSwapETHForExactTokens(amountOut, path, t.Address, deadline), maxIn)
	} else {
		p.label = "swapTokensForExactTokens USDC>WETH>NEO"
		p.tx, err = s.send(t, s.d.FeeRouter, feeRouter.PackSwapTokensForExactTokens(amountOut, maxIn, path, t.Address, deadline), nil)
	}
	return p, err
}

// swapSplit buys USDC with ETH in two legs: directly and through NEO.
func (s *simulator) swapSplit(t devnet.Account) (pending, error) {
	p := pending{label: "swapExactETHForTokensSplit WETH>USDC | WETH>NEO>USDC", kind: kindSwap}
	legs := []bindings.IFeeRouterLeg{
		{Path: s.path("WETH", "USDC"), AmountIn: s.amount("WETH", s.tradeUSD())},
		{Path: s.path("WETH", "NEO", "USDC"), AmountIn: s.amount("WETH", s.tradeUSD())},
	}
	total := new(big.Int)
	for i := range legs {
		min, err := s.minOut(t.Address, legs[i].AmountIn, legs[i].Path)
		if err != nil {
			return p, err
		}
		legs[i].AmountOutMin = min
		total.Add(total, legs[i].AmountIn)
	}
	deadline, err := s.deadline()
	if err != nil {
		return p, err
	}
	p.tx, err = s.send(t, s.d.FeeRouter, feeRouter.PackSwapExactETHForTokensSplit(legs, t.Address, deadline), total)
	return p, err
}

// swapFOT trades the fee-on-transfer token with ETH through the
// *SupportingFeeOnTransferTokens entry points.
func (s *simulator) swapFOT(t devnet.Account) (pending, error) {
	if s.rng.IntN(2) == 0 {
		amt := s.amount("WETH", s.tradeUSD())
		path := s.path("WETH", "FOT")
		return s.swap(t, "swapExactETHForTokensSupportingFeeOnTransferTokens WETH>FOT", path, amt, amt, func(min, dl *big.Int) []byte {
			return feeRouter.PackSwapExactETHForTokensSupportingFeeOnTransferTokens(percent(min, 95), path, t.Address, dl)
		})
	}
	amt := s.amount("FOT", s.tradeUSD())
	path := s.path("FOT", "WETH")
	return s.swap(t, "swapExactTokensForETHSupportingFeeOnTransferTokens FOT>WETH", path, amt, nil, func(min, dl *big.Int) []byte {
		return feeRouter.PackSwapExactTokensForETHSupportingFeeOnTransferTokens(amt, percent(min, 95), path, t.Address, dl)
	})
}

// liquidityPairs are the core pairs the simulator provides liquidity to
// (FOT/WETH is left out: removing it needs the fee-on-transfer variant).
var liquidityPairs = [][2]string{{"NEO", "USDC"}, {"ALPHA", "WETH"}, {"NEO", "WETH"}, {"WETH", "USDC"}, {"GAMMA", "ALPHA"}}

// addLiquidity adds USD-balanced amounts to a core pair; WETH sides are
// paid in ETH. The router takes the amounts at the pool's price.
func (s *simulator) addLiquidity(t devnet.Account) (pending, error) {
	pair := pick(s, liquidityPairs...)
	p := pending{label: "add liquidity " + pair[0] + "/" + pair[1], kind: kindLiquidity}
	usd := s.tradeUSD()
	a, b := s.amount(pair[0], usd), s.amount(pair[1], usd)
	deadline, err := s.deadline()
	if err != nil {
		return p, err
	}
	switch {
	case pair[1] == "WETH":
		p.tx, err = s.send(t, s.d.Router, router.PackAddLiquidityETH(s.token(pair[0]), a, common.Big0, common.Big0, t.Address, deadline), b)
	case pair[0] == "WETH":
		p.tx, err = s.send(t, s.d.Router, router.PackAddLiquidityETH(s.token(pair[1]), b, common.Big0, common.Big0, t.Address, deadline), a)
	default:
		p.tx, err = s.send(t, s.d.Router, router.PackAddLiquidity(s.token(pair[0]), s.token(pair[1]), a, b, common.Big0, common.Big0, t.Address, deadline), nil)
	}
	return p, err
}

// removeLiquidity burns a quarter of the trader's LP in a random pair it
// holds; with none it adds liquidity instead.
func (s *simulator) removeLiquidity(t devnet.Account) (pending, error) {
	start := s.rng.IntN(len(liquidityPairs))
	for i := range liquidityPairs {
		pair := liquidityPairs[(start+i)%len(liquidityPairs)]
		lp := s.d.Pairs[pair[0]+"/"+pair[1]]
		out, err := s.call(t.Address, lp, erc20.PackBalanceOf(t.Address))
		if err != nil {
			return pending{label: "remove liquidity"}, fmt.Errorf("LP balance: %w", err)
		}
		bal, err := erc20.UnpackBalanceOf(out)
		if err != nil {
			return pending{label: "remove liquidity"}, fmt.Errorf("LP balance: %w", err)
		}
		if bal.Sign() == 0 {
			continue
		}
		liq := new(big.Int).Div(bal, big.NewInt(4))
		if liq.Sign() == 0 {
			liq = bal
		}
		p := pending{label: "remove liquidity " + pair[0] + "/" + pair[1], kind: kindLiquidity}
		deadline, err := s.deadline()
		if err != nil {
			return p, err
		}
		switch {
		case pair[1] == "WETH":
			p.tx, err = s.send(t, s.d.Router, router.PackRemoveLiquidityETH(s.token(pair[0]), liq, common.Big0, common.Big0, t.Address, deadline), nil)
		case pair[0] == "WETH":
			p.tx, err = s.send(t, s.d.Router, router.PackRemoveLiquidityETH(s.token(pair[1]), liq, common.Big0, common.Big0, t.Address, deadline), nil)
		default:
			p.tx, err = s.send(t, s.d.Router, router.PackRemoveLiquidity(s.token(pair[0]), s.token(pair[1]), liq, common.Big0, common.Big0, t.Address, deadline), nil)
		}
		return p, err
	}
	return s.addLiquidity(t)
}
