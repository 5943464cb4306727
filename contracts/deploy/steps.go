package deploy

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/deployment"
)

// TestTokenSymbols are the non-quote test tokens, in deployment order.
var TestTokenSymbols = []string{"ALPHA", "BETA", "GAMMA", "FOT"}

// testTokenSpecs describes the test tokens (including the quote stables).
var testTokenSpecs = map[string]struct {
	name     string
	decimals uint8
	fot      bool
}{
	"USDC":  {"USD Coin", 6, false},
	"USDT":  {"Tether USD", 6, false},
	"ALPHA": {"Alpha", 18, false},
	"BETA":  {"Beta", 18, false},
	"GAMMA": {"Gamma", 8, false},
	"FOT":   {"Fee On Transfer", 18, true},
}

// PriceCents is the USD price, in cents, at which SeedPairs are seeded:
// ETH 3000 USD, NEO 0.50 USD.
var PriceCents = map[string]int64{
	"WETH": 300_000, "USDC": 100, "USDT": 100, "NEO": 50,
	"ALPHA": 200, "BETA": 10, "GAMMA": 1_000, "FOT": 100,
}

// PairSeed is a pool seeded at deployment: USD dollars' worth of each of A
// and B at PriceCents, on the core factory or (Ext) on the ext stand-in.
type PairSeed struct {
	A, B string
	USD  int64
	Ext  bool
}

// Name is the pair's key in Deployment.Pairs: "A/B", or "ext:A/B".
func (p PairSeed) Name() string {
	if p.Ext {
		return "ext:" + p.A + "/" + p.B
	}
	return p.A + "/" + p.B
}

// SeedPairs are the pools seeded at deployment: quote/quote, NEO and
// non-quote pools on the core DEX, GAMMA/ALPHA for "neither end is a quote
// asset" routes (GAMMA -> ALPHA -> WETH -> BETA), and two ext pools, of
// which ext:NEO/WETH is the neoExtPair.
var SeedPairs = []PairSeed{
	{A: "WETH", B: "USDC", USD: 300_000},
	{A: "WETH", B: "USDT", USD: 300_000},
	{A: "NEO", B: "WETH", USD: 150_000},
	{A: "NEO", B: "USDC", USD: 100_000},
	{A: "ALPHA", B: "WETH", USD: 150_000},
	{A: "BETA", B: "WETH", USD: 60_000},
	{A: "GAMMA", B: "ALPHA", USD: 50_000},
	{A: "FOT", B: "WETH", USD: 30_000},
	{A: "NEO", B: "WETH", USD: 60_000, Ext: true},
	{A: "BETA", B: "WETH", USD: 30_000, Ext: true},
}

// FundAmounts are the test balances Run gives every account of
// Config.Fund, in whole tokens.
var FundAmounts = map[string]int64{
	"NEO": 1_000_000, "USDC": 1_000_000, "USDT": 1_000_000,
	"ALPHA": 100_000, "BETA": 1_000_000, "GAMMA": 10_000, "FOT": 100_000,
}

// Token returns the address and decimals of a token by symbol (WETH, NEO,
// USDC, USDT or a TestTokenSymbols entry); ok is false for an unknown one.
func (d *Deployment) Token(symbol string) (addr common.Address, decimals uint8, ok bool) {
	switch symbol {
	case "WETH":
		return d.WETH, 18, d.WETH != (common.Address{})
	case "NEO":
		return d.NeoToken, 18, d.NeoToken != (common.Address{})
	case "USDC":
		return d.USDC, 6, d.USDC != (common.Address{})
	case "USDT":
		return d.USDT, 6, d.USDT != (common.Address{})
	}
	t, ok := d.TestTokens[symbol]
	return t.Address, t.Decimals, ok
}

// amountFor returns usd dollars' worth of symbol in its base units.
func (d *Deployment) amountFor(symbol string, usd int64) (*big.Int, error) {
	_, dec, ok := d.Token(symbol)
	price := PriceCents[symbol]
	if !ok || price == 0 {
		return nil, fmt.Errorf("unknown token %s", symbol)
	}
	a := units(usd*100, dec)
	return a.Div(a, big.NewInt(price)), nil
}

// deployTokens deploys WETH9, NeoToken (the whole supply to the deployer),
// the 6-decimal stables and the test tokens, all owned by the deployer.
func deployTokens(s *sender, d *Deployment) error {
	var err error
	if d.WETH, err = s.deploy("WETH9", bindings.WETH9MetaData.Bin, nil); err != nil {
		return err
	}
	if d.NeoToken, err = s.deploy("NeoToken", bindings.NeoTokenMetaData.Bin,
		bindings.NewNeoToken().PackConstructor(d.Deployer, NeoSupply)); err != nil {
		return err
	}
	testToken := bindings.NewTestToken()
	fot := bindings.NewFeeOnTransferToken()
	for _, sym := range append([]string{"USDC", "USDT"}, TestTokenSymbols...) {
		spec := testTokenSpecs[sym]
		var addr common.Address
		if spec.fot {
			addr, err = s.deploy(sym, bindings.FeeOnTransferTokenMetaData.Bin,
				fot.PackConstructor(spec.name, sym, d.Deployer, FOTFeeBps))
		} else {
			addr, err = s.deploy(sym, bindings.TestTokenMetaData.Bin,
				testToken.PackConstructor(spec.name, sym, spec.decimals, d.Deployer))
		}
		if err != nil {
			return err
		}
		switch sym {
		case "USDC":
			d.USDC = addr
		case "USDT":
			d.USDT = addr
		default:
			d.TestTokens[sym] = deployment.Token{Address: addr, Symbol: sym, Decimals: spec.decimals, FeeOnTransfer: spec.fot}
		}
	}
	return nil
}

// deployDEX deploys the core factory (perimeter on, LP fee 30 bps) and
// router, the ext stand-in (perimeter off) and its router, and the
// ERC1271Wallet.
func deployDEX(s *sender, d *Deployment) error {
	factory := bindings.NewNeoSwapFactory()
	router := bindings.NewNeoSwapRouter02()
	var err error
	if d.Factory, err = s.deploy("NeoSwapFactory", bindings.NeoSwapFactoryMetaData.Bin,
		factory.PackConstructor(d.Deployer, true)); err != nil {
		return err
	}
	if d.Router, err = s.deploy("NeoSwapRouter02", bindings.NeoSwapRouter02MetaData.Bin,
		router.PackConstructor(d.Factory, d.WETH)); err != nil {
		return err
	}
	if d.ExtV2Factory, err = s.deploy("ext NeoSwapFactory", bindings.NeoSwapFactoryMetaData.Bin,
		factory.PackConstructor(d.Deployer, false)); err != nil {
		return err
	}
	if d.ExtV2Router, err = s.deploy("ext NeoSwapRouter02", bindings.NeoSwapRouter02MetaData.Bin,
		router.PackConstructor(d.ExtV2Factory, d.WETH)); err != nil {
		return err
	}
	if d.ERC1271Wallet, err = s.deploy("ERC1271Wallet", bindings.ERC1271WalletMetaData.Bin,
		bindings.NewERC1271Wallet().PackConstructor(d.Deployer)); err != nil {
		return err
	}
	return nil
}

// fund gives each account the FundAmounts: NEO by transfer from the
// deployer, the test tokens by mint.
func fund(s *sender, d *Deployment, accounts []common.Address) error {
	neo := bindings.NewNeoToken()
	testToken := bindings.NewTestToken()
	for _, acc := range accounts {
		for _, sym := range append([]string{"NEO", "USDC", "USDT"}, TestTokenSymbols...) {
			addr, dec, _ := d.Token(sym)
			amount := units(FundAmounts[sym], dec)
			label := fmt.Sprintf("fund %s %s", acc.Hex(), sym)
			data := testToken.PackMint(acc, amount) // FeeOnTransferToken.mint has the same selector
			if sym == "NEO" {
				data = neo.PackTransfer(acc, amount)
			}
			if err := s.transact(label, addr, data, nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// seedLiquidity mints what the pools need to the deployer, approves both
// routers and adds SeedPairs' liquidity; WETH sides are paid in ETH through
// addLiquidityETH. LP tokens go to the deployer.
func seedLiquidity(s *sender, d *Deployment) error {
	testToken := bindings.NewTestToken()
	router := bindings.NewNeoSwapRouter02()

	need := map[string]*big.Int{}
	for _, p := range SeedPairs {
		for _, sym := range []string{p.A, p.B} {
			amt, err := d.amountFor(sym, p.USD)
			if err != nil {
				return err
			}
			if need[sym] == nil {
				need[sym] = new(big.Int)
			}
			need[sym].Add(need[sym], amt)
		}
	}
	for _, sym := range append([]string{"NEO", "USDC", "USDT"}, TestTokenSymbols...) {
		addr, _, _ := d.Token(sym)
		if sym != "NEO" && need[sym] != nil { // NEO: the deployer holds the supply
			if err := s.transact("mint "+sym, addr, testToken.PackMint(d.Deployer, need[sym]), nil); err != nil {
				return err
			}
		}
		for _, r := range []common.Address{d.Router, d.ExtV2Router} {
			if err := s.transact("approve "+sym, addr, testToken.PackApprove(r, maxUint256), nil); err != nil {
				return err
			}
		}
	}
	if err := s.flush(); err != nil {
		return err
	}

	deadline, err := s.deadline()
	if err != nil {
		return err
	}
	for _, p := range SeedPairs {
		r := d.Router
		if p.Ext {
			r = d.ExtV2Router
		}
		amtA, _ := d.amountFor(p.A, p.USD)
		amtB, _ := d.amountFor(p.B, p.USD)
		tokA, _, _ := d.Token(p.A)
		tokB, _, _ := d.Token(p.B)
		label := "add liquidity " + p.Name()
		switch {
		case p.B == "WETH":
			err = s.transact(label, r, router.PackAddLiquidityETH(tokA, amtA, common.Big0, common.Big0, d.Deployer, deadline), amtB)
		case p.A == "WETH":
			err = s.transact(label, r, router.PackAddLiquidityETH(tokB, amtB, common.Big0, common.Big0, d.Deployer, deadline), amtA)
		default:
			err = s.transact(label, r, router.PackAddLiquidity(tokA, tokB, amtA, amtB, common.Big0, common.Big0, d.Deployer, deadline), nil)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// readPairs records the seeded pairs' addresses and the neoExtPair.
func readPairs(s *sender, d *Deployment) error {
	factory := bindings.NewNeoSwapFactory()
	for _, p := range SeedPairs {
		f := d.Factory
		if p.Ext {
			f = d.ExtV2Factory
		}
		tokA, _, _ := d.Token(p.A)
		tokB, _, _ := d.Token(p.B)
		out, err := s.call(f, factory.PackGetPair(tokA, tokB))
		if err != nil {
			return fmt.Errorf("%s: %w", p.Name(), err)
		}
		pair, err := factory.UnpackGetPair(out)
		if err != nil {
			return fmt.Errorf("%s: %w", p.Name(), err)
		}
		if pair == (common.Address{}) {
			return fmt.Errorf("%s: pair not created", p.Name())
		}
		d.Pairs[p.Name()] = pair
	}
	d.NeoExtPair = d.Pairs["ext:NEO/WETH"]
	return nil
}

// deadline returns a router deadline an hour after the head's timestamp.
func (s *sender) deadline() (*big.Int, error) {
	head, err := s.backend.HeaderByNumber(s.ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("read head: %w", err)
	}
	// A week: the devnet's clock may run fast (devnet.Config.ClockRate),
	// stamping the next block far past the head read here.
	return new(big.Int).SetUint64(head.Time + 7*24*3600), nil
}
