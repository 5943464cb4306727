package systemtest_test

// Tests of the fee layer (FeeRouter, QuoteAssetRegistry, CreatorFeeRegistry,
// CreatorFeeVault, Collector, Permit2) on the whole deployed system: the fee
// model of spec main-api 1.9 in exact wei, the FeeRouter events of spec 6 and
// the NoQuoteSide() revert of spec 7. Every helper of this file is a method of
// feeFx or carries a fee prefix, so it never collides with the other test
// files of the package.

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
)

var (
	feeRouterB = bindings.NewFeeRouter()
	feeDexB    = bindings.NewNeoSwapRouter02()
	feePairB   = bindings.NewNeoSwapPair()
	feeFactB   = bindings.NewNeoSwapFactory()
	feeCollB   = bindings.NewCollector()
	feeQRegB   = bindings.NewQuoteAssetRegistry()
	feeCRegB   = bindings.NewCreatorFeeRegistry()
	feeVaultB  = bindings.NewCreatorFeeVault()
	feePermitB = bindings.NewPermit2()
	feeRecvB   = bindings.NewRevertingRewardReceiver()
	feeTokenB  = bindings.NewTestToken()
)

// feeProtocolBps is FeeRouter's launch protocol fee (spec 1.9: 70 bps).
const feeProtocolBps = 70

// User accounts of these tests (Accounts[0] is the deployer and owner).
const (
	feeOwner   = 0
	feeTrader  = 1
	feeTrader2 = 2
	feeOther   = 3
	feeCreator = 5
)

func feeBig(n int64) *big.Int       { return big.NewInt(n) }
func feeAdd(a, b *big.Int) *big.Int { return new(big.Int).Add(a, b) }
func feeSub(a, b *big.Int) *big.Int { return new(big.Int).Sub(a, b) }
func feeMulDiv(a, b, c *big.Int) *big.Int {
	return new(big.Int).Div(new(big.Int).Mul(a, b), c)
}

// feeBps is floor(x * bps / 10000), the rounding of every fee on chain.
func feeBps(x *big.Int, bps int64) *big.Int { return feeMulDiv(x, feeBig(bps), feeBig(10_000)) }

// feeCeilDiv is ceil(a / b).
func feeCeilDiv(a, b *big.Int) *big.Int {
	q, r := new(big.Int).QuoRem(a, b, new(big.Int))
	if r.Sign() != 0 {
		q.Add(q, feeBig(1))
	}
	return q
}

// feeAddr is a fresh, never-used address: a recipient whose balances start at zero.
func feeAddr(n int64) common.Address { return common.BigToAddress(feeBig(0xfee000 + n)) }

// feeFx is one test's deployed system plus the calls the fee tests need.
type feeFx struct {
	*chaintest.Env
	t *testing.T
	d *deploy.Deployment
}

func newFeeFx(t *testing.T) *feeFx {
	t.Helper()
	env := chaintest.New(t)
	return &feeFx{Env: env, t: t, d: env.Deployment}
}

func (f *feeFx) at(addr common.Address) *bind.BoundContract {
	// Transact and Call take packed calldata, so any binding's ABI will do.
	return feeRouterB.Instance(f.Client, addr)
}

// send mines a transaction from Accounts[from] and fails the test if it reverts.
func (f *feeFx) send(from int, to common.Address, value *big.Int, data []byte) *types.Receipt {
	f.t.Helper()
	opts := f.TxOpts(from)
	opts.Value = value
	tx, err := bind.Transact(f.at(to), opts, data)
	return f.MustTransact(f.t, tx, err)
}

// revert returns the decoded revert reason of a transaction that must fail.
func (f *feeFx) revert(from int, to common.Address, value *big.Int, data []byte) string {
	f.t.Helper()
	opts := f.TxOpts(from)
	opts.Value = value
	tx, err := bind.Transact(f.at(to), opts, data)
	return f.MustRevert(f.t, tx, err)
}

func (f *feeFx) ethBalance(a common.Address) *big.Int {
	f.t.Helper()
	b, err := f.Client.BalanceAt(context.Background(), a, nil)
	if err != nil {
		f.t.Fatalf("balance of %s: %v", a.Hex(), err)
	}
	return b
}

func feeCall[T any](f *feeFx, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	f.t.Helper()
	v, err := bind.Call(f.at(to), nil, data, unpack)
	if err != nil {
		f.t.Fatalf("call %s: %v", to.Hex(), err)
	}
	return v
}

func (f *feeFx) tok(sym string) common.Address { return f.Token(f.t, sym) }

func (f *feeFx) path(syms ...string) []common.Address {
	p := make([]common.Address, len(syms))
	for i, s := range syms {
		p[i] = f.tok(s)
	}
	return p
}

// amountsOut and amountsIn ask the core router (the same math the swap runs).
func (f *feeFx) amountsOut(in *big.Int, path []common.Address) *big.Int {
	a := feeCall(f, f.d.Router, feeDexB.PackGetAmountsOut(in, path), feeDexB.UnpackGetAmountsOut)
	return a[len(a)-1]
}

func (f *feeFx) amountsIn(out *big.Int, path []common.Address) *big.Int {
	a := feeCall(f, f.d.Router, feeDexB.PackGetAmountsIn(out, path), feeDexB.UnpackGetAmountsIn)
	return a[0]
}

// fund gives Accounts[i] amount of token and approves FeeRouter for all of it.
// WETH is wrapped from the deployer's ETH, so keep WETH amounts modest.
func (f *feeFx) fund(i int, token common.Address, amount *big.Int) {
	f.t.Helper()
	f.Mint(f.t, token, f.Accounts[i].Address, amount)
	f.Approve(f.t, i, token, f.d.FeeRouter, chaintest.MaxUint256)
}

// fundAll funds Accounts[i] with 50 WETH and 50,000 of each other symbol.
func (f *feeFx) fundAll(i int, syms ...string) {
	f.t.Helper()
	for _, sym := range syms {
		n := int64(50_000)
		if sym == "WETH" {
			n = 50
		}
		f.fund(i, f.tok(sym), f.Units(f.t, sym, n))
	}
}

// swaps returns the FeeRouter Swap events of a receipt, in log order.
func (f *feeFx) swaps(r *types.Receipt) []*bindings.FeeRouterSwap {
	var out []*bindings.FeeRouterSwap
	for _, l := range r.Logs {
		if l.Address != f.d.FeeRouter {
			continue
		}
		if ev, err := feeRouterB.UnpackSwapEvent(l); err == nil {
			out = append(out, ev)
		}
	}
	return out
}

// oneSwap returns the single FeeRouter Swap event of r.
func (f *feeFx) oneSwap(r *types.Receipt) *bindings.FeeRouterSwap {
	f.t.Helper()
	s := f.swaps(r)
	if len(s) != 1 {
		f.t.Fatalf("%d FeeRouter Swap events, want 1", len(s))
	}
	return s[0]
}

func (f *feeFx) creatorFees(r *types.Receipt) []*bindings.FeeRouterCreatorFee {
	var out []*bindings.FeeRouterCreatorFee
	for _, l := range r.Logs {
		if l.Address != f.d.FeeRouter {
			continue
		}
		if ev, err := feeRouterB.UnpackCreatorFeeEvent(l); err == nil {
			out = append(out, ev)
		}
	}
	return out
}

// balances snapshots the balances of token for each holder.
func (f *feeFx) balances(token common.Address, holders ...common.Address) []*big.Int {
	out := make([]*big.Int, len(holders))
	for i, h := range holders {
		out[i] = f.BalanceOf(f.t, token, h)
	}
	return out
}

func feeWantEq(t *testing.T, what string, got, want *big.Int) {
	t.Helper()
	if got.Cmp(want) != 0 {
		t.Errorf("%s = %s, want %s", what, got, want)
	}
}

// feeExpectIn mirrors the exact-input algorithm of FeeRouter independently of
// its views: swap to the fee leg, skim protocol + creator fee there, swap the
// rest. It must run before the trade (it reads the current reserves).
func (f *feeFx) expectExactIn(path []common.Address, idx int, amountIn *big.Int, creatorBps int64) (out, protocolFee, creatorFee *big.Int) {
	q := amountIn
	if idx > 0 {
		q = f.amountsOut(q, path[:idx+1])
	}
	protocolFee, creatorFee = feeBps(q, feeProtocolBps), feeBps(q, creatorBps)
	q = feeSub(feeSub(q, protocolFee), creatorFee)
	if idx < len(path)-1 {
		q = f.amountsOut(q, path[idx:])
	}
	return q, protocolFee, creatorFee
}

// expectExactOut mirrors the exact-output plan: the fee leg must carry
// gross = ceil(net * 10000 / (10000 - protocol - creator bps)); the creator fee
// is floored and the protocol fee is the rest (gross - net - creator fee).
func (f *feeFx) expectExactOut(path []common.Address, idx int, amountOut *big.Int, creatorBps int64) (amountIn, protocolFee, creatorFee *big.Int) {
	last := len(path) - 1
	net := amountOut
	if idx < last {
		net = f.amountsIn(amountOut, path[idx:])
	}
	gross := feeCeilDiv(new(big.Int).Mul(net, feeBig(10_000)), feeBig(10_000-feeProtocolBps-creatorBps))
	creatorFee = feeBps(gross, creatorBps)
	protocolFee = feeSub(feeSub(gross, net), creatorFee)
	amountIn = gross
	if idx > 0 {
		amountIn = f.amountsIn(gross, path[:idx+1])
	}
	return amountIn, protocolFee, creatorFee
}

func (f *feeFx) checkSwapEvent(ev *bindings.FeeRouterSwap, user common.Address, path []common.Address, amountIn, amountOut *big.Int, feeToken common.Address, fee *big.Int) {
	f.t.Helper()
	if ev.User != user || ev.TokenIn != path[0] || ev.TokenOut != path[len(path)-1] || ev.FeeToken != feeToken {
		f.t.Errorf("Swap(user %s, in %s, out %s, feeToken %s), want (%s, %s, %s, %s)",
			ev.User.Hex(), ev.TokenIn.Hex(), ev.TokenOut.Hex(), ev.FeeToken.Hex(),
			user.Hex(), path[0].Hex(), path[len(path)-1].Hex(), feeToken.Hex())
	}
	feeWantEq(f.t, "Swap.amountIn", ev.AmountIn, amountIn)
	feeWantEq(f.t, "Swap.amountOut", ev.AmountOut, amountOut)
	feeWantEq(f.t, "Swap.feeAmount", ev.FeeAmount, fee)
}

// TestFeeTotalCostOneHop: a one-hop WETH -> ALPHA trade at 70 bps with no
// creator fee. The 1.00% of spec 1.9 is nominal, 0.70% + 0.30%: the protocol
// fee is floor(amountIn * 70 / 10000) of the input, sent to the Collector
// before the swap; the pair then keeps its 0.30% LP fee of what it is given,
// which is amountIn minus the protocol fee. In wei the total is therefore
// protocolFee + (amountIn - protocolFee) * 30 / 10000, i.e. 0.70% + 0.30% *
// 99.30% = 0.9979% of amountIn, short of the nominal 1.00% by exactly
// protocolFee * 30 / 10000.
func TestFeeTotalCostOneHop(t *testing.T) {
	f := newFeeFx(t)
	d := f.d
	path := f.path("WETH", "ALPHA")
	amountIn := f.Units(t, "WETH", 10)
	f.fund(feeTrader, d.WETH, amountIn)
	to := feeAddr(1)

	if feeTo := feeCall(f, d.Factory, feeFactB.PackFeeTo(), feeFactB.UnpackFeeTo); feeTo != (common.Address{}) {
		t.Fatalf("factory feeTo %s, want zero (LP fee entirely to LPs)", feeTo.Hex())
	}
	if bps := feeCall(f, d.FeeRouter, feeRouterB.PackProtocolFeeBps(), feeRouterB.UnpackProtocolFeeBps); bps.Int64() != feeProtocolBps {
		t.Fatalf("protocolFeeBps %s, want 70", bps)
	}
	pair := d.Pairs["ALPHA/WETH"]
	res := feeCall(f, pair, feePairB.PackGetReserves(), feePairB.UnpackGetReserves)
	token0 := feeCall(f, pair, feePairB.PackToken0(), feePairB.UnpackToken0)
	rWETH, rALPHA := res.Reserve0, res.Reserve1
	if token0 != d.WETH {
		rWETH, rALPHA = rALPHA, rWETH
	}

	protocolFee := feeBps(amountIn, 70) // 0.07 WETH
	swapped := feeSub(amountIn, protocolFee)
	// The V2 formula at 30 bps, computed here from the reserves, not by the router.
	withFee := new(big.Int).Mul(swapped, feeBig(9_970))
	wantOut := feeMulDiv(withFee, rALPHA, feeAdd(new(big.Int).Mul(rWETH, feeBig(10_000)), withFee))
	lpFee := feeBps(swapped, 30)

	collBefore := f.BalanceOf(t, d.WETH, d.Collector)
	pairBefore := f.BalanceOf(t, d.WETH, pair)
	r := f.send(feeTrader, d.FeeRouter, nil,
		feeRouterB.PackSwapExactTokensForTokens(amountIn, wantOut, path, to, f.Deadline(t)))

	feeWantEq(t, "Collector WETH received (protocol fee)", feeSub(f.BalanceOf(t, d.WETH, d.Collector), collBefore), protocolFee)
	feeWantEq(t, "pair WETH received", feeSub(f.BalanceOf(t, d.WETH, pair), pairBefore), swapped)
	feeWantEq(t, "ALPHA received", f.BalanceOf(t, f.tok("ALPHA"), to), wantOut)
	f.checkSwapEvent(f.oneSwap(r), f.Accounts[feeTrader].Address, path, amountIn, wantOut, d.WETH, protocolFee)
	if n := len(f.creatorFees(r)); n != 0 {
		t.Errorf("%d CreatorFee events, want 0", n)
	}

	// Exact wei of the composition for 10 WETH: 0.07 + 0.02979 = 0.09979 WETH.
	total := feeAdd(protocolFee, lpFee)
	feeWantEq(t, "protocol fee", protocolFee, feeMulDiv(amountIn, feeBig(70), feeBig(10_000)))
	feeWantEq(t, "LP fee", lpFee, new(big.Int).Mul(feeBig(2_979), new(big.Int).Exp(feeBig(10), feeBig(13), nil)))
	feeWantEq(t, "protocol + LP fee", total, new(big.Int).Mul(feeBig(9_979), new(big.Int).Exp(feeBig(10), feeBig(13), nil)))
	feeWantEq(t, "nominal 1.00% - (protocol + LP)", feeSub(feeBps(amountIn, 100), total), feeBps(protocolFee, 30))
}

// TestFeeSide checks the fee side of every rule of spec 1.9 with ranks
// WETH 4 > USDT 3 > USDC 2 > NEO 1, on exact-input token -> token trades:
// the Collector gets floor(q * 70 / 10000) of the fee-leg amount q in the
// fee-leg token and the recipient the rest, swapped on.
func TestFeeSide(t *testing.T) {
	f := newFeeFx(t)
	d := f.d
	user := f.Accounts[feeTrader].Address
	f.fundAll(feeTrader, "WETH", "USDC", "USDT", "NEO", "ALPHA", "BETA", "GAMMA")
	// A NEO/BETA pool (liquidity is permissionless) gives a path whose first
	// inner quote asset (NEO, rank 1) is not its best one (WETH, rank 4).
	f.Approve(t, feeTrader, d.NeoToken, d.Router, chaintest.MaxUint256)
	f.Approve(t, feeTrader, f.tok("BETA"), d.Router, chaintest.MaxUint256)
	f.send(feeTrader, d.Router, nil, feeDexB.PackAddLiquidity(d.NeoToken, f.tok("BETA"),
		f.Units(t, "NEO", 100_000), f.Units(t, "BETA", 500_000), feeBig(0), feeBig(0), user, f.Deadline(t)))

	units := map[string]int64{"WETH": 1, "USDC": 2_000, "USDT": 2_000, "NEO": 4_000, "ALPHA": 1_000, "BETA": 20_000, "GAMMA": 200}
	cases := []struct {
		name  string
		path  []string
		idx   int    // the path index that pays
		setup func() // registry change before the trade
	}{
		{name: "both quote, input WETH(4) outranks USDC(2)", path: []string{"WETH", "USDC"}, idx: 0},
		{name: "both quote, output WETH(4) outranks USDC(2)", path: []string{"USDC", "WETH"}, idx: 1},
		{name: "both quote, output USDC(2) outranks NEO(1)", path: []string{"NEO", "USDC"}, idx: 1},
		{name: "both quote, input USDC(2) outranks NEO(1)", path: []string{"USDC", "NEO"}, idx: 0},
		{name: "both quote multi-hop, input USDT(3) outranks NEO(1)", path: []string{"USDT", "WETH", "NEO"}, idx: 0},
		{name: "only the input is quote", path: []string{"WETH", "ALPHA"}, idx: 0},
		{name: "only the output is quote", path: []string{"ALPHA", "WETH"}, idx: 1},
		{name: "only the output is quote, multi-hop", path: []string{"GAMMA", "ALPHA", "WETH"}, idx: 2},
		{name: "neither end, first quote inside (WETH)", path: []string{"GAMMA", "ALPHA", "WETH", "BETA"}, idx: 2},
		{name: "neither end, first quote inside (NEO) beats a higher rank later", path: []string{"BETA", "NEO", "WETH", "ALPHA"}, idx: 1},
		// Launch ranks are all distinct, so a tie needs a re-rank: with NEO at
		// USDC's rank 2 the USDC -> NEO trade pays on the output (NEO).
		{name: "tie goes to the output (NEO re-ranked to 2 = USDC)", path: []string{"USDC", "NEO"}, idx: 1, setup: func() {
			f.send(feeOwner, d.QuoteRegistry, nil, feeQRegB.PackSetRank(d.NeoToken, 2))
		}},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f.t = t
			if c.setup != nil {
				c.setup()
			}
			path := f.path(c.path...)
			feeToken := path[c.idx]
			amountIn := f.Units(t, c.path[0], units[c.path[0]])
			to := feeAddr(int64(100 + i))

			idx := feeCall(f, d.FeeRouter, feeRouterB.PackFeeIndex(path), feeRouterB.UnpackFeeIndex)
			feeWantEq(t, "feeIndex", idx, feeBig(int64(c.idx)))
			onOut := feeCall(f, d.FeeRouter, feeRouterB.PackFeeOnOutput(path), feeRouterB.UnpackFeeOnOutput)
			if onOut != (c.idx == len(path)-1) {
				t.Errorf("feeOnOutput %v", onOut)
			}
			wantOut, wantFee, _ := f.expectExactIn(path, c.idx, amountIn, 0)
			q := feeCall(f, d.FeeRouter, feeRouterB.PackQuoteExactIn(amountIn, path), feeRouterB.UnpackQuoteExactIn)
			feeWantEq(t, "quoteExactIn.amountOut", q.AmountOut, wantOut)
			feeWantEq(t, "quoteExactIn.protocolFee", q.ProtocolFee, wantFee)

			collBefore := f.BalanceOf(t, feeToken, d.Collector)
			inBefore := f.BalanceOf(t, path[0], user)
			r := f.send(feeTrader, d.FeeRouter, nil,
				feeRouterB.PackSwapExactTokensForTokens(amountIn, wantOut, path, to, f.Deadline(t)))

			feeWantEq(t, "Collector fee-token balance change", feeSub(f.BalanceOf(t, feeToken, d.Collector), collBefore), wantFee)
			feeWantEq(t, "recipient received", f.BalanceOf(t, path[len(path)-1], to), wantOut)
			feeWantEq(t, "user paid", feeSub(inBefore, f.BalanceOf(t, path[0], user)), amountIn)
			f.checkSwapEvent(f.oneSwap(r), user, path, amountIn, wantOut, feeToken, wantFee)
			if bal := f.BalanceOf(t, feeToken, d.FeeRouter); bal.Sign() != 0 {
				t.Errorf("FeeRouter kept %s of the fee token", bal)
			}
		})
	}

	t.Run("no quote asset anywhere: NoQuoteSide()", func(t *testing.T) {
		f.t = t
		path := f.path("GAMMA", "ALPHA")
		reason := f.revert(feeTrader, d.FeeRouter, nil,
			feeRouterB.PackSwapExactTokensForTokens(f.Units(t, "GAMMA", 1), feeBig(0), path, user, f.Deadline(t)))
		if reason != "NoQuoteSide()" {
			t.Errorf("revert %q, want NoQuoteSide()", reason)
		}
		_, err := bind.Call(f.at(d.FeeRouter), nil, feeRouterB.PackFeeIndex(path), feeRouterB.UnpackFeeIndex)
		if reason, _ := chaintest.Revert(err); reason != "NoQuoteSide()" {
			t.Errorf("feeIndex revert %q, want NoQuoteSide()", reason)
		}
	})
}

// TestFeeExactOutput: the exact-output entry points deliver exactly amountOut
// net of every fee, for each fee side, and pull what quoteExactOut says.
func TestFeeExactOutput(t *testing.T) {
	f := newFeeFx(t)
	d := f.d
	user := f.Accounts[feeTrader].Address
	f.fundAll(feeTrader, "WETH", "USDC", "ALPHA", "GAMMA")
	cases := []struct {
		name string
		path []string
		idx  int
		out  int64 // whole tokens of the last path token
	}{
		{"fee on input", []string{"WETH", "ALPHA"}, 0, 500},
		{"fee on output", []string{"ALPHA", "WETH"}, 1, 1},
		{"fee inside the path", []string{"GAMMA", "ALPHA", "WETH", "BETA"}, 2, 10_000},
		{"both quote, fee on output", []string{"USDC", "WETH"}, 1, 1},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f.t = t
			path := f.path(c.path...)
			amountOut := f.Units(t, c.path[len(c.path)-1], c.out)
			to := feeAddr(int64(200 + i))
			wantIn, wantFee, _ := f.expectExactOut(path, c.idx, amountOut, 0)
			q := feeCall(f, d.FeeRouter, feeRouterB.PackQuoteExactOut(amountOut, path), feeRouterB.UnpackQuoteExactOut)
			feeWantEq(t, "quoteExactOut.amountIn", q.AmountIn, wantIn)
			feeWantEq(t, "quoteExactOut.protocolFee", q.ProtocolFee, wantFee)

			// One wei less than needed is refused with the exact figures.
			short := feeSub(wantIn, feeBig(1))
			reason := f.revert(feeTrader, d.FeeRouter, nil,
				feeRouterB.PackSwapTokensForExactTokens(amountOut, short, path, to, f.Deadline(t)))
			if want := fmt.Sprintf("ExcessiveInputAmount(%s, %s)", wantIn, short); reason != want {
				t.Errorf("revert %q, want %q", reason, want)
			}

			collBefore := f.BalanceOf(t, path[c.idx], d.Collector)
			inBefore := f.BalanceOf(t, path[0], user)
			r := f.send(feeTrader, d.FeeRouter, nil,
				feeRouterB.PackSwapTokensForExactTokens(amountOut, wantIn, path, to, f.Deadline(t)))
			feeWantEq(t, "recipient received", f.BalanceOf(t, path[len(path)-1], to), amountOut)
			feeWantEq(t, "user paid", feeSub(inBefore, f.BalanceOf(t, path[0], user)), wantIn)
			feeWantEq(t, "Collector received", feeSub(f.BalanceOf(t, path[c.idx], d.Collector), collBefore), wantFee)
			f.checkSwapEvent(f.oneSwap(r), user, path, wantIn, amountOut, path[c.idx], wantFee)
			if bal := f.BalanceOf(t, path[c.idx], d.FeeRouter); bal.Sign() != 0 {
				t.Errorf("FeeRouter kept %s", bal)
			}
		})
	}

	t.Run("ETH in, exact tokens out, refund", func(t *testing.T) {
		f.t = t
		path := f.path("WETH", "USDC")
		amountOut := f.Units(t, "USDC", 3_000)
		wantIn, wantFee, _ := f.expectExactOut(path, 0, amountOut, 0)
		to := feeAddr(250)
		value := feeAdd(wantIn, f.Units(t, "WETH", 1))
		payer := f.Accounts[feeTrader2].Address
		ethBefore := f.ethBalance(payer)
		r := f.send(feeTrader2, d.FeeRouter, value, feeRouterB.PackSwapETHForExactTokens(amountOut, path, to, f.Deadline(t)))
		gas := new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice)
		feeWantEq(t, "ETH spent (net of gas, after refund)", feeSub(feeSub(ethBefore, f.ethBalance(payer)), gas), wantIn)
		feeWantEq(t, "USDC received", f.BalanceOf(t, d.USDC, to), amountOut)
		f.checkSwapEvent(f.oneSwap(r), payer, path, wantIn, amountOut, d.WETH, wantFee)
	})

	t.Run("tokens in, exact ETH out", func(t *testing.T) {
		f.t = t
		path := f.path("ALPHA", "WETH")
		amountOut := f.Units(t, "WETH", 2)
		wantIn, wantFee, _ := f.expectExactOut(path, 1, amountOut, 0)
		to := feeAddr(251)
		r := f.send(feeTrader, d.FeeRouter, nil,
			feeRouterB.PackSwapTokensForExactETH(amountOut, wantIn, path, to, f.Deadline(t)))
		feeWantEq(t, "ETH received", f.ethBalance(to), amountOut)
		f.checkSwapEvent(f.oneSwap(r), user, path, wantIn, amountOut, d.WETH, wantFee)
	})
}

// TestFeeCreator: the creator fee of a registered token at 0, 30 and 50 bps
// rides on the same quote leg and amount basis as the protocol fee, lands in
// the CreatorFeeVault and is announced by FeeRouter.CreatorFee; 51 bps is refused.
func TestFeeCreator(t *testing.T) {
	f := newFeeFx(t)
	d := f.d
	alpha := f.tok("ALPHA")
	creator := f.Accounts[feeCreator].Address
	user := f.Accounts[feeTrader].Address
	f.fund(feeTrader, d.WETH, f.Units(t, "WETH", 100))
	f.fund(feeTrader, alpha, f.Units(t, "ALPHA", 50_000))
	f.send(feeOwner, d.CreatorFeeRegistry, nil, feeCRegB.PackRegister(alpha, creator, feeBig(0)))

	accrued := new(big.Int)
	for _, c := range []struct {
		name string
		bps  int64
		path []string
		idx  int
	}{
		{"0 bps, fee on input", 0, []string{"WETH", "ALPHA"}, 0},
		{"30 bps, fee on input", 30, []string{"WETH", "ALPHA"}, 0},
		{"50 bps, fee on input", 50, []string{"WETH", "ALPHA"}, 0},
		{"30 bps, fee on output", 30, []string{"ALPHA", "WETH"}, 1},
		{"50 bps, fee on output", 50, []string{"ALPHA", "WETH"}, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			f.t = t
			f.send(feeOwner, d.CreatorFeeRegistry, nil, feeCRegB.PackSetFeeBps(alpha, feeBig(c.bps)))
			path := f.path(c.path...)
			amountIn := f.Units(t, c.path[0], map[string]int64{"WETH": 2, "ALPHA": 3_000}[c.path[0]])
			to := feeAddr(300 + c.bps + int64(c.idx))
			wantOut, wantFee, wantCreator := f.expectExactIn(path, c.idx, amountIn, c.bps)
			q := feeCall(f, d.FeeRouter, feeRouterB.PackQuoteExactIn(amountIn, path), feeRouterB.UnpackQuoteExactIn)
			feeWantEq(t, "quoteExactIn.creatorFee", q.CreatorFee, wantCreator)
			feeWantEq(t, "quoteExactIn.amountOut", q.AmountOut, wantOut)

			vaultBefore := f.BalanceOf(t, d.WETH, d.CreatorFeeVault)
			collBefore := f.BalanceOf(t, d.WETH, d.Collector)
			r := f.send(feeTrader, d.FeeRouter, nil,
				feeRouterB.PackSwapExactTokensForTokens(amountIn, wantOut, path, to, f.Deadline(t)))

			feeWantEq(t, "vault WETH received", feeSub(f.BalanceOf(t, d.WETH, d.CreatorFeeVault), vaultBefore), wantCreator)
			feeWantEq(t, "Collector WETH received", feeSub(f.BalanceOf(t, d.WETH, d.Collector), collBefore), wantFee)
			feeWantEq(t, "recipient received", f.BalanceOf(t, path[len(path)-1], to), wantOut)
			f.checkSwapEvent(f.oneSwap(r), user, path, amountIn, wantOut, d.WETH, wantFee)
			evs := f.creatorFees(r)
			if c.bps == 0 {
				if len(evs) != 0 {
					t.Errorf("%d CreatorFee events at 0 bps", len(evs))
				}
				return
			}
			if len(evs) != 1 {
				t.Fatalf("%d CreatorFee events, want 1", len(evs))
			}
			ev := evs[0]
			if ev.Token != alpha || ev.Creator != creator || ev.QuoteAsset != d.WETH {
				t.Errorf("CreatorFee(%s, %s, %s)", ev.Token.Hex(), ev.Creator.Hex(), ev.QuoteAsset.Hex())
			}
			feeWantEq(t, "CreatorFee.amount", ev.Amount, wantCreator)
			var accruedEvents int
			for _, l := range r.Logs {
				if a, err := feeVaultB.UnpackAccruedEvent(l); err == nil && l.Address == d.CreatorFeeVault {
					accruedEvents++
					feeWantEq(t, "Accrued.amount", a.Amount, wantCreator)
				}
			}
			if accruedEvents != 1 {
				t.Errorf("%d vault Accrued events, want 1", accruedEvents)
			}
			accrued.Add(accrued, wantCreator)
			got := feeCall(f, d.CreatorFeeVault, feeVaultB.PackAccrued(alpha, d.WETH), feeVaultB.UnpackAccrued)
			feeWantEq(t, "vault accrued(ALPHA, WETH)", got, accrued)
		})
	}

	t.Run("51 bps refused by the registry", func(t *testing.T) {
		f.t = t
		if r := f.revert(feeOwner, d.CreatorFeeRegistry, nil, feeCRegB.PackSetFeeBps(alpha, feeBig(51))); r != "FeeTooHigh(51)" {
			t.Errorf("setFeeBps(51) revert %q", r)
		}
		if r := f.revert(feeOwner, d.CreatorFeeRegistry, nil, feeCRegB.PackRegister(f.tok("BETA"), creator, feeBig(51))); r != "FeeTooHigh(51)" {
			t.Errorf("register(51) revert %q", r)
		}
	})

	t.Run("disabled token pays no creator fee", func(t *testing.T) {
		f.t = t
		f.send(feeOwner, d.CreatorFeeRegistry, nil, feeCRegB.PackSetDisabled(alpha, true))
		r := f.send(feeTrader, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForTokens(
			f.Units(t, "WETH", 1), feeBig(1), f.path("WETH", "ALPHA"), user, f.Deadline(t)))
		if n := len(f.creatorFees(r)); n != 0 {
			t.Errorf("%d CreatorFee events for a disabled token", n)
		}
		f.send(feeOwner, d.CreatorFeeRegistry, nil, feeCRegB.PackSetDisabled(alpha, false))
	})

	t.Run("creator claims", func(t *testing.T) {
		f.t = t
		if r := f.revert(feeOther, d.CreatorFeeVault, nil, feeVaultB.PackClaim(alpha, d.WETH)); r != "NotCreator()" {
			t.Errorf("claim by a stranger: revert %q", r)
		}
		before := f.BalanceOf(t, d.WETH, creator)
		r := f.send(feeCreator, d.CreatorFeeVault, nil, feeVaultB.PackClaim(alpha, d.WETH))
		feeWantEq(t, "claimed", feeSub(f.BalanceOf(t, d.WETH, creator), before), accrued)
		var claimed int
		for _, l := range r.Logs {
			if ev, err := feeVaultB.UnpackClaimedEvent(l); err == nil {
				claimed++
				if ev.Token != alpha || ev.Creator != creator || ev.QuoteAsset != d.WETH {
					t.Errorf("Claimed %+v", ev)
				}
				feeWantEq(t, "Claimed.amount", ev.Amount, accrued)
			}
		}
		if claimed != 1 {
			t.Errorf("%d Claimed events", claimed)
		}
		left := feeCall(f, d.CreatorFeeVault, feeVaultB.PackClaimable(alpha, d.WETH), feeVaultB.UnpackClaimable)
		feeWantEq(t, "claimable after claim", left, feeBig(0))
	})

	t.Run("exact output with a 50 bps creator fee", func(t *testing.T) {
		f.t = t
		f.send(feeOwner, d.CreatorFeeRegistry, nil, feeCRegB.PackSetFeeBps(alpha, feeBig(50)))
		path := f.path("ALPHA", "WETH")
		amountOut := f.Units(t, "WETH", 1)
		wantIn, wantFee, wantCreator := f.expectExactOut(path, 1, amountOut, 50)
		to := feeAddr(390)
		vaultBefore := f.BalanceOf(t, d.WETH, d.CreatorFeeVault)
		r := f.send(feeTrader, d.FeeRouter, nil, feeRouterB.PackSwapTokensForExactTokens(amountOut, wantIn, path, to, f.Deadline(t)))
		feeWantEq(t, "received", f.BalanceOf(t, d.WETH, to), amountOut)
		feeWantEq(t, "vault WETH", feeSub(f.BalanceOf(t, d.WETH, d.CreatorFeeVault), vaultBefore), wantCreator)
		f.checkSwapEvent(f.oneSwap(r), user, path, wantIn, amountOut, d.WETH, wantFee)
		if evs := f.creatorFees(r); len(evs) != 1 || evs[0].Amount.Cmp(wantCreator) != 0 {
			t.Errorf("CreatorFee events %v", evs)
		}
	})

	t.Run("both ends registered: two creator fees on the inner quote leg", func(t *testing.T) {
		f.t = t
		beta := f.tok("BETA")
		betaCreator := f.Accounts[6].Address
		f.send(feeOwner, d.CreatorFeeRegistry, nil, feeCRegB.PackRegister(beta, betaCreator, feeBig(20)))
		path := f.path("ALPHA", "WETH", "BETA") // neither end is quote: WETH (index 1) pays
		amountIn := f.Units(t, "ALPHA", 1_000)
		mid := f.amountsOut(amountIn, path[:2])
		wantAlpha, wantBeta, wantFee := feeBps(mid, 50), feeBps(mid, 20), feeBps(mid, feeProtocolBps)
		wantOut := f.amountsOut(feeSub(feeSub(feeSub(mid, wantFee), wantAlpha), wantBeta), path[1:])
		to := feeAddr(391)
		r := f.send(feeTrader, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForTokens(amountIn, wantOut, path, to, f.Deadline(t)))
		f.checkSwapEvent(f.oneSwap(r), user, path, amountIn, wantOut, d.WETH, wantFee)
		evs := f.creatorFees(r)
		if len(evs) != 2 {
			t.Fatalf("%d CreatorFee events, want 2", len(evs))
		}
		if evs[0].Token != alpha || evs[0].Creator != creator || evs[1].Token != beta || evs[1].Creator != betaCreator {
			t.Errorf("CreatorFee tokens/creators %s/%s, %s/%s", evs[0].Token.Hex(), evs[0].Creator.Hex(), evs[1].Token.Hex(), evs[1].Creator.Hex())
		}
		feeWantEq(t, "ALPHA creator fee", evs[0].Amount, wantAlpha)
		feeWantEq(t, "BETA creator fee", evs[1].Amount, wantBeta)
		got := feeCall(f, d.CreatorFeeVault, feeVaultB.PackClaimable(beta, d.WETH), feeVaultB.UnpackClaimable)
		feeWantEq(t, "BETA claimable", got, wantBeta)
	})
}

// TestFeeAmountOutMinNet: amountOutMin binds the output after the protocol
// and the creator fee. The gross output (what the pools would give with no
// FeeRouter fee) as the minimum reverts; the net output passes exactly.
func TestFeeAmountOutMinNet(t *testing.T) {
	f := newFeeFx(t)
	d := f.d
	alpha := f.tok("ALPHA")
	f.fund(feeTrader, d.WETH, f.Units(t, "WETH", 10))
	f.fund(feeTrader, alpha, f.Units(t, "ALPHA", 10_000))
	f.send(feeOwner, d.CreatorFeeRegistry, nil, feeCRegB.PackRegister(alpha, f.Accounts[feeCreator].Address, feeBig(30)))

	for _, c := range []struct {
		name string
		path []string
		idx  int
		in   int64
	}{
		{"fee on input", []string{"WETH", "ALPHA"}, 0, 1},
		{"fee on output", []string{"ALPHA", "WETH"}, 1, 2_000},
	} {
		t.Run(c.name, func(t *testing.T) {
			f.t = t
			path := f.path(c.path...)
			amountIn := f.Units(t, c.path[0], c.in)
			to := feeAddr(400 + int64(c.idx))
			gross := f.amountsOut(amountIn, path)
			net, _, _ := f.expectExactIn(path, c.idx, amountIn, 30)
			reason := f.revert(feeTrader, d.FeeRouter, nil,
				feeRouterB.PackSwapExactTokensForTokens(amountIn, gross, path, to, f.Deadline(t)))
			if want := fmt.Sprintf("InsufficientOutputAmount(%s, %s)", net, gross); reason != want {
				t.Errorf("min = gross: revert %q, want %q", reason, want)
			}
			reason = f.revert(feeTrader, d.FeeRouter, nil,
				feeRouterB.PackSwapExactTokensForTokens(amountIn, feeAdd(net, feeBig(1)), path, to, f.Deadline(t)))
			if want := fmt.Sprintf("InsufficientOutputAmount(%s, %s)", net, feeAdd(net, feeBig(1))); reason != want {
				t.Errorf("min = net+1: revert %q, want %q", reason, want)
			}
			f.send(feeTrader, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForTokens(amountIn, net, path, to, f.Deadline(t)))
			feeWantEq(t, "received", f.BalanceOf(t, path[len(path)-1], to), net)
		})
	}
}

// TestFeeSplit: a split fill emits one FeeRouter Swap per leg (legs may pay
// in different fee tokens) and refuses more than MAX_SPLIT_LEGS = 4 legs.
func TestFeeSplit(t *testing.T) {
	f := newFeeFx(t)
	d := f.d
	user := f.Accounts[feeTrader].Address
	f.fundAll(feeTrader, "WETH", "USDC", "NEO", "ALPHA")
	maxLegs := feeCall(f, d.FeeRouter, feeRouterB.PackMAXSPLITLEGS(), feeRouterB.UnpackMAXSPLITLEGS)
	feeWantEq(t, "MAX_SPLIT_LEGS", maxLegs, feeBig(4))

	type leg struct {
		path []string
		idx  int
		in   int64
	}
	run := func(t *testing.T, legs []leg, value bool, ethOut bool, to common.Address) {
		var packed []bindings.IFeeRouterLeg
		var wantOut, wantFee []*big.Int
		total := new(big.Int)
		// The legs touch distinct pools, so each one's quote is independent.
		for _, l := range legs {
			path := f.path(l.path...)
			in := f.Units(t, l.path[0], l.in)
			out, fee, _ := f.expectExactIn(path, l.idx, in, 0)
			packed = append(packed, bindings.IFeeRouterLeg{Path: path, AmountIn: in, AmountOutMin: out})
			wantOut, wantFee = append(wantOut, out), append(wantFee, fee)
			total.Add(total, in)
		}
		var data []byte
		var v *big.Int
		switch {
		case value:
			data, v = feeRouterB.PackSwapExactETHForTokensSplit(packed, to, f.Deadline(t)), total
		case ethOut:
			data = feeRouterB.PackSwapExactTokensForETHSplit(packed, to, f.Deadline(t))
		default:
			data = feeRouterB.PackSwapExactTokensForTokensSplit(packed, to, f.Deadline(t))
		}
		ethBefore := f.ethBalance(to)
		r := f.send(feeTrader, d.FeeRouter, v, data)
		evs := f.swaps(r)
		if len(evs) != len(legs) {
			t.Fatalf("%d Swap events for %d legs", len(evs), len(legs))
		}
		ethOutTotal := new(big.Int)
		for i, l := range legs {
			path := f.path(l.path...)
			f.checkSwapEvent(evs[i], user, path, packed[i].AmountIn, wantOut[i], path[l.idx], wantFee[i])
			ethOutTotal.Add(ethOutTotal, wantOut[i])
		}
		if ethOut {
			feeWantEq(t, "ETH received", feeSub(f.ethBalance(to), ethBefore), ethOutTotal)
		}
	}

	t.Run("tokens, three legs, different fee tokens", func(t *testing.T) {
		f.t = t
		run(t, []leg{
			{[]string{"ALPHA", "WETH"}, 1, 1_000}, // fee in WETH, on the output
			{[]string{"USDC", "NEO"}, 0, 1_000},   // fee in USDC, on the input
			{[]string{"WETH", "BETA"}, 0, 1},      // fee in WETH, on the input
		}, false, false, feeAddr(500))
	})
	t.Run("ETH in, two legs", func(t *testing.T) {
		f.t = t
		run(t, []leg{{[]string{"WETH", "USDT"}, 0, 1}, {[]string{"WETH", "BETA"}, 0, 2}}, true, false, feeAddr(501))
	})
	t.Run("ETH out, two legs", func(t *testing.T) {
		f.t = t
		run(t, []leg{{[]string{"USDC", "WETH"}, 1, 3_000}, {[]string{"ALPHA", "WETH"}, 1, 1_500}}, false, true, feeAddr(502))
	})
	t.Run("leg count bounds", func(t *testing.T) {
		f.t = t
		one := bindings.IFeeRouterLeg{Path: f.path("USDC", "WETH"), AmountIn: f.Units(t, "USDC", 10), AmountOutMin: feeBig(0)}
		for _, n := range []int{0, 5} {
			legs := make([]bindings.IFeeRouterLeg, n)
			for i := range legs {
				legs[i] = one
			}
			r := f.revert(feeTrader, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForTokensSplit(legs, user, f.Deadline(t)))
			if want := fmt.Sprintf("BadLegCount(%d)", n); r != want {
				t.Errorf("%d legs: revert %q, want %q", n, r, want)
			}
		}
		legs := []bindings.IFeeRouterLeg{one, one, one, one}
		if n := len(f.swaps(f.send(feeTrader, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForTokensSplit(legs, user, f.Deadline(t))))); n != 4 {
			t.Errorf("4 legs: %d Swap events", n)
		}
		eth := []bindings.IFeeRouterLeg{{Path: f.path("WETH", "USDC"), AmountIn: feeBig(1e15), AmountOutMin: feeBig(0)}}
		r := f.revert(feeTrader, d.FeeRouter, feeBig(2e15), feeRouterB.PackSwapExactETHForTokensSplit(eth, user, f.Deadline(t)))
		if want := "ValueMismatch(2000000000000000, 1000000000000000)"; r != want {
			t.Errorf("value mismatch: revert %q, want %q", r, want)
		}
	})
}

// TestFeeOnTransferSupporting: the *SupportingFeeOnTransferTokens variants
// trade the 1% transfer-fee FOT token; the fee side is WETH either way and
// amountOut is what the recipient really received.
func TestFeeOnTransferSupporting(t *testing.T) {
	f := newFeeFx(t)
	d := f.d
	fot := f.tok("FOT")
	user := f.Accounts[feeTrader].Address
	f.Approve(t, feeTrader, fot, d.FeeRouter, chaintest.MaxUint256)

	t.Run("FOT -> WETH, fee on output", func(t *testing.T) {
		f.t = t
		path := []common.Address{fot, d.WETH}
		amountIn := f.Units(t, "FOT", 1_000)
		to := feeAddr(600)
		collBefore := f.BalanceOf(t, d.WETH, d.Collector)
		inBefore := f.BalanceOf(t, fot, user)
		r := f.send(feeTrader, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForTokensSupportingFeeOnTransferTokens(
			amountIn, feeBig(1), path, to, f.Deadline(t)))
		ev := f.oneSwap(r)
		fee := feeSub(f.BalanceOf(t, d.WETH, d.Collector), collBefore)
		got := f.BalanceOf(t, d.WETH, to)
		feeWantEq(t, "user paid", feeSub(inBefore, f.BalanceOf(t, fot, user)), amountIn)
		f.checkSwapEvent(ev, user, path, amountIn, got, d.WETH, fee)
		// The fee is 70 bps of the gross WETH that reached FeeRouter.
		feeWantEq(t, "fee", fee, feeBps(feeAdd(got, fee), feeProtocolBps))
		if got.Sign() == 0 {
			t.Error("nothing received")
		}
	})

	t.Run("ETH -> FOT, fee on input", func(t *testing.T) {
		f.t = t
		path := []common.Address{d.WETH, fot}
		value := f.Units(t, "WETH", 1)
		to := feeAddr(601)
		collBefore := f.BalanceOf(t, d.WETH, d.Collector)
		r := f.send(feeTrader, d.FeeRouter, value, feeRouterB.PackSwapExactETHForTokensSupportingFeeOnTransferTokens(
			feeBig(1), path, to, f.Deadline(t)))
		fee := feeBps(value, feeProtocolBps)
		feeWantEq(t, "Collector WETH", feeSub(f.BalanceOf(t, d.WETH, d.Collector), collBefore), fee)
		f.checkSwapEvent(f.oneSwap(r), user, path, value, f.BalanceOf(t, fot, to), d.WETH, fee)
	})

	t.Run("FOT -> ETH, fee on output", func(t *testing.T) {
		f.t = t
		path := []common.Address{fot, d.WETH}
		amountIn := f.Units(t, "FOT", 500)
		to := feeAddr(602)
		collBefore := f.BalanceOf(t, d.WETH, d.Collector)
		r := f.send(feeTrader, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForETHSupportingFeeOnTransferTokens(
			amountIn, feeBig(1), path, to, f.Deadline(t)))
		fee := feeSub(f.BalanceOf(t, d.WETH, d.Collector), collBefore)
		got := f.ethBalance(to)
		f.checkSwapEvent(f.oneSwap(r), user, path, amountIn, got, d.WETH, fee)
		feeWantEq(t, "fee", fee, feeBps(feeAdd(got, fee), feeProtocolBps))
	})
}

// TestFeeCollectorBuckets: the Collector splits 2:2:2:1 with the rounding
// dust on the last bucket; a bucket whose payout reverts is held while the
// others get exactly what they get when every bucket is healthy; anyone can
// retry a held payout and the owner can force it elsewhere.
func TestFeeCollectorBuckets(t *testing.T) {
	f := newFeeFx(t)
	d := f.d
	usdc := d.USDC

	// The staking bucket becomes a notify=true contract whose notify can be
	// made to revert; the other three get fresh recipients.
	opts := f.TxOpts(feeOwner)
	recvAddr, tx, err := bind.DeployContract(opts, common.FromHex(bindings.RevertingRewardReceiverMetaData.Bin), f.Client, feeRecvB.PackConstructor(false))
	f.MustTransact(t, tx, err)
	recipients := []common.Address{recvAddr, feeAddr(701), feeAddr(702), feeAddr(703)}
	f.send(feeOwner, d.Collector, nil, feeCollB.PackReplaceBucket(feeBig(0), recvAddr, true))
	for i := 1; i < 4; i++ {
		f.send(feeOwner, d.Collector, nil, feeCollB.PackReplaceBucket(feeBig(int64(i)), recipients[i], false))
	}
	for i, w := range []int64{2, 2, 2, 1} {
		b := feeCall(f, d.Collector, feeCollB.PackBucketAt(feeBig(int64(i))), feeCollB.UnpackBucketAt)
		if b.Recipient != recipients[i] || b.Weight.Int64() != w || b.Notify != (i == 0) {
			t.Fatalf("bucket %d = %+v", i, b)
		}
	}

	// 7,000,006 is not a multiple of 7: each 2-weight share is
	// floor(7000006 * 2 / 7) = 2,000,001 and the last bucket gets
	// floor(7000006 / 7) = 1,000,000 plus the dust 3.
	amount := feeBig(7_000_006)
	want := []*big.Int{feeBig(2_000_001), feeBig(2_000_001), feeBig(2_000_001), feeBig(1_000_003)}

	type outcome struct {
		paid, held  []*big.Int // per bucket
		distributed *bindings.CollectorDistributed
	}
	distribute := func(t *testing.T) outcome {
		t.Helper()
		f.Transfer(t, feeTrader, usdc, d.Collector, amount)
		got := feeCall(f, d.Collector, feeCollB.PackDistributable(usdc), feeCollB.UnpackDistributable)
		feeWantEq(t, "distributable", got, amount)
		before := f.balances(usdc, recipients...)
		r := f.send(feeOther, d.Collector, nil, feeCollB.PackDistribute(usdc)) // permissionless
		o := outcome{paid: make([]*big.Int, 4), held: make([]*big.Int, 4)}
		for i := range o.paid {
			o.paid[i], o.held[i] = new(big.Int), new(big.Int)
		}
		for _, l := range r.Logs {
			if l.Address != d.Collector {
				continue
			}
			if ev, err := feeCollB.UnpackBucketPaidEvent(l); err == nil {
				if ev.Token != usdc || ev.Recipient != recipients[ev.Bucket.Int64()] {
					t.Errorf("BucketPaid %+v", ev)
				}
				o.paid[ev.Bucket.Int64()].Add(o.paid[ev.Bucket.Int64()], ev.Amount)
			}
			if ev, err := feeCollB.UnpackBucketHeldEvent(l); err == nil {
				o.held[ev.Bucket.Int64()].Add(o.held[ev.Bucket.Int64()], ev.Amount)
			}
			if ev, err := feeCollB.UnpackDistributedEvent(l); err == nil {
				o.distributed = ev
			}
		}
		after := f.balances(usdc, recipients...)
		for i := range recipients {
			feeWantEq(t, fmt.Sprintf("bucket %d balance change vs BucketPaid", i), feeSub(after[i], before[i]), o.paid[i])
		}
		if o.distributed == nil {
			t.Fatal("no Distributed event")
		}
		feeWantEq(t, "Distributed.amount", o.distributed.Amount, amount)
		return o
	}

	t.Run("healthy: 2:2:2:1, dust to the last bucket", func(t *testing.T) {
		f.t = t
		o := distribute(t)
		for i := range want {
			feeWantEq(t, fmt.Sprintf("bucket %d paid", i), o.paid[i], want[i])
			feeWantEq(t, fmt.Sprintf("bucket %d held", i), o.held[i], feeBig(0))
		}
		n := feeCall(f, recvAddr, feeRecvB.PackNotified(usdc), feeRecvB.UnpackNotified)
		feeWantEq(t, "notifyReward total", n, want[0])
	})

	t.Run("reverting bucket is held, the others paid the same", func(t *testing.T) {
		f.t = t
		f.send(feeOwner, recvAddr, nil, feeRecvB.PackSetReverting(true))
		o := distribute(t)
		feeWantEq(t, "bucket 0 paid", o.paid[0], feeBig(0))
		feeWantEq(t, "bucket 0 held", o.held[0], want[0])
		for i := 1; i < 4; i++ {
			feeWantEq(t, fmt.Sprintf("bucket %d paid (as when healthy)", i), o.paid[i], want[i])
		}
		feeWantEq(t, "Distributed.held", o.distributed.Held, want[0])
		feeWantEq(t, "Distributed.paid", o.distributed.Paid, feeSub(amount, want[0]))
		h := feeCall(f, d.Collector, feeCollB.PackHeld(usdc, feeBig(0)), feeCollB.UnpackHeld)
		feeWantEq(t, "held(USDC, 0)", h, want[0])
		left := feeCall(f, d.Collector, feeCollB.PackDistributable(usdc), feeCollB.UnpackDistributable)
		feeWantEq(t, "distributable after (held is earmarked)", left, feeBig(0))
		feeWantEq(t, "receiver balance", f.BalanceOf(t, usdc, recvAddr), want[0]) // only round 1
	})

	t.Run("retry while still reverting fails, after the fix anyone releases", func(t *testing.T) {
		f.t = t
		if r := f.revert(feeOther, d.Collector, nil, feeCollB.PackReleaseHeld(usdc, feeBig(0))); r != "Rejected()" {
			t.Errorf("release while reverting: %q", r)
		}
		f.send(feeOwner, recvAddr, nil, feeRecvB.PackSetReverting(false))
		r := f.send(feeOther, d.Collector, nil, feeCollB.PackReleaseHeld(usdc, feeBig(0)))
		var released int
		for _, l := range r.Logs {
			if ev, err := feeCollB.UnpackHeldReleasedEvent(l); err == nil {
				released++
				if ev.Token != usdc || ev.Bucket.Int64() != 0 || ev.Recipient != recvAddr {
					t.Errorf("HeldReleased %+v", ev)
				}
				feeWantEq(t, "HeldReleased.amount", ev.Amount, want[0])
			}
		}
		if released != 1 {
			t.Errorf("%d HeldReleased events", released)
		}
		feeWantEq(t, "receiver balance", f.BalanceOf(t, usdc, recvAddr), new(big.Int).Mul(want[0], feeBig(2)))
		n := feeCall(f, recvAddr, feeRecvB.PackNotified(usdc), feeRecvB.UnpackNotified)
		feeWantEq(t, "notifyReward total", n, new(big.Int).Mul(want[0], feeBig(2)))
		h := feeCall(f, d.Collector, feeCollB.PackHeldTotal(usdc), feeCollB.UnpackHeldTotal)
		feeWantEq(t, "heldTotal", h, feeBig(0))
	})

	t.Run("owner force-releases a held payout", func(t *testing.T) {
		f.t = t
		f.send(feeOwner, recvAddr, nil, feeRecvB.PackSetReverting(true))
		distribute(t)
		dest := feeAddr(704)
		wantReason := fmt.Sprintf("OwnableUnauthorizedAccount(%s)", f.Accounts[feeOther].Address.Hex())
		if r := f.revert(feeOther, d.Collector, nil, feeCollB.PackForceReleaseHeld(usdc, feeBig(0), dest)); r != wantReason {
			t.Errorf("non-owner force release: %q, want %q", r, wantReason)
		}
		r := f.send(feeOwner, d.Collector, nil, feeCollB.PackForceReleaseHeld(usdc, feeBig(0), dest))
		feeWantEq(t, "forced to dest", f.BalanceOf(t, usdc, dest), want[0])
		var forced int
		for _, l := range r.Logs {
			if ev, err := feeCollB.UnpackHeldForceReleasedEvent(l); err == nil {
				forced++
				if ev.To != dest || ev.Bucket.Int64() != 0 {
					t.Errorf("HeldForceReleased %+v", ev)
				}
			}
		}
		if forced != 1 {
			t.Errorf("%d HeldForceReleased events", forced)
		}
	})

	t.Run("zero-weight bucket skipped, dust to the last weighted bucket", func(t *testing.T) {
		f.t = t
		f.send(feeOwner, recvAddr, nil, feeRecvB.PackSetReverting(false))
		f.send(feeOwner, d.Collector, nil, feeCollB.PackSetBucketWeight(feeBig(3), feeBig(0)))
		// Weights 2:2:2:0 over 7,000,006: 2,333,335 each, dust 1 to bucket 2.
		o := distribute(t)
		feeWantEq(t, "bucket 0", o.paid[0], feeBig(2_333_335))
		feeWantEq(t, "bucket 1", o.paid[1], feeBig(2_333_335))
		feeWantEq(t, "bucket 2", o.paid[2], feeBig(2_333_336))
		feeWantEq(t, "bucket 3", o.paid[3], feeBig(0))
	})
}

// TestFeePermit2Swap: the swap*Permit2 entry points pull the input with a
// Permit2 SignatureTransfer signed through go-ethereum's EIP-712 encoder
// (apitypes), with Uniswap Permit2's exact domain and types.
func TestFeePermit2Swap(t *testing.T) {
	f := newFeeFx(t)
	d := f.d
	const signer = feeTrader2
	user := f.Accounts[signer].Address
	// The one-time Permit2 approval; FeeRouter itself gets no allowance.
	f.Approve(t, signer, d.USDC, d.Permit2, chaintest.MaxUint256)

	typed := func(token common.Address, amount, nonce, deadline *big.Int) apitypes.TypedData {
		return apitypes.TypedData{
			Types: apitypes.Types{
				"EIP712Domain": {
					{Name: "name", Type: "string"},
					{Name: "chainId", Type: "uint256"},
					{Name: "verifyingContract", Type: "address"},
				},
				"PermitTransferFrom": {
					{Name: "permitted", Type: "TokenPermissions"},
					{Name: "spender", Type: "address"},
					{Name: "nonce", Type: "uint256"},
					{Name: "deadline", Type: "uint256"},
				},
				"TokenPermissions": {
					{Name: "token", Type: "address"},
					{Name: "amount", Type: "uint256"},
				},
			},
			PrimaryType: "PermitTransferFrom",
			Domain: apitypes.TypedDataDomain{
				Name:              "Permit2",
				ChainId:           (*math.HexOrDecimal256)(feeBig(chaintest.ChainID)),
				VerifyingContract: d.Permit2.Hex(),
			},
			Message: apitypes.TypedDataMessage{
				"permitted": map[string]interface{}{"token": token.Hex(), "amount": amount},
				"spender":   d.FeeRouter.Hex(),
				"nonce":     nonce,
				"deadline":  deadline,
			},
		}
	}
	sign := func(t *testing.T, key int, td apitypes.TypedData) []byte {
		hash, _, err := apitypes.TypedDataAndHash(td)
		if err != nil {
			t.Fatalf("EIP-712 hash: %v", err)
		}
		sig, err := crypto.Sign(hash, f.Accounts[key].Key)
		if err != nil {
			t.Fatal(err)
		}
		sig[64] += 27
		return sig
	}
	permit := func(token common.Address, amount, nonce, deadline *big.Int) bindings.IPermit2PermitTransferFrom {
		return bindings.IPermit2PermitTransferFrom{
			Permitted: bindings.IPermit2TokenPermissions{Token: token, Amount: amount},
			Nonce:     nonce, Deadline: deadline,
		}
	}

	t.Run("domain separator matches apitypes", func(t *testing.T) {
		f.t = t
		td := typed(d.USDC, feeBig(1), feeBig(0), feeBig(0))
		want, err := td.HashStruct("EIP712Domain", td.Domain.Map())
		if err != nil {
			t.Fatal(err)
		}
		got := feeCall(f, d.Permit2, feePermitB.PackDOMAINSEPARATOR(), feePermitB.UnpackDOMAINSEPARATOR)
		if hexutil.Encode(got[:]) != want.String() {
			t.Errorf("DOMAIN_SEPARATOR %x, want %s", got, want)
		}
	})

	t.Run("USDC -> WETH, token out", func(t *testing.T) {
		f.t = t
		path := f.path("USDC", "WETH")
		amountIn := f.Units(t, "USDC", 1_500)
		deadline := f.Deadline(t)
		nonce := feeBig(7)
		td := typed(d.USDC, f.Units(t, "USDC", 2_000), nonce, deadline) // signed cap above the amount used
		sig := sign(t, signer, td)
		p := permit(d.USDC, f.Units(t, "USDC", 2_000), nonce, deadline)
		wantOut, wantFee, _ := f.expectExactIn(path, 1, amountIn, 0)
		to := feeAddr(800)
		inBefore := f.BalanceOf(t, d.USDC, user)
		r := f.send(signer, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForTokensPermit2(
			amountIn, wantOut, path, to, deadline, p, sig))
		f.checkSwapEvent(f.oneSwap(r), user, path, amountIn, wantOut, d.WETH, wantFee)
		feeWantEq(t, "WETH received", f.BalanceOf(t, d.WETH, to), wantOut)
		feeWantEq(t, "USDC paid", feeSub(inBefore, f.BalanceOf(t, d.USDC, user)), amountIn)
		bitmap := feeCall(f, d.Permit2, feePermitB.PackNonceBitmap(user, feeBig(0)), feePermitB.UnpackNonceBitmap)
		feeWantEq(t, "nonce bitmap word 0", bitmap, feeBig(1<<7))

		// The same signature again: the unordered nonce is spent.
		if reason := f.revert(signer, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForTokensPermit2(
			amountIn, feeBig(0), path, to, deadline, p, sig)); reason != "InvalidNonce()" {
			t.Errorf("replay: revert %q, want InvalidNonce()", reason)
		}
	})

	t.Run("USDC -> ETH with a compact (EIP-2098) signature", func(t *testing.T) {
		f.t = t
		path := f.path("USDC", "WETH")
		amountIn := f.Units(t, "USDC", 900)
		deadline := f.Deadline(t)
		nonce := new(big.Int).Lsh(feeBig(1), 200) // any word: nonces are unordered
		sig := sign(t, signer, typed(d.USDC, amountIn, nonce, deadline))
		// r || (v-27) << 255 | s
		vs := new(big.Int).SetBytes(sig[32:64])
		if sig[64] == 28 {
			vs.SetBit(vs, 255, 1)
		}
		compact := append(append([]byte{}, sig[:32]...), common.LeftPadBytes(vs.Bytes(), 32)...)
		wantOut, wantFee, _ := f.expectExactIn(path, 1, amountIn, 0)
		to := feeAddr(801)
		r := f.send(signer, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForETHPermit2(
			amountIn, wantOut, path, to, deadline, permit(d.USDC, amountIn, nonce, deadline), compact))
		f.checkSwapEvent(f.oneSwap(r), user, path, amountIn, wantOut, d.WETH, wantFee)
		feeWantEq(t, "ETH received", f.ethBalance(to), wantOut)
	})

	t.Run("refused: foreign signer, wrong token, expired", func(t *testing.T) {
		f.t = t
		path := f.path("USDC", "WETH")
		amountIn := f.Units(t, "USDC", 10)
		deadline := f.Deadline(t)
		// Signed by another account but submitted by the signer's victim.
		sig := sign(t, feeOther, typed(d.USDC, amountIn, feeBig(1), deadline))
		if r := f.revert(signer, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForTokensPermit2(
			amountIn, feeBig(0), path, user, deadline, permit(d.USDC, amountIn, feeBig(1), deadline), sig)); r != "InvalidSigner()" {
			t.Errorf("foreign signer: %q", r)
		}
		sig = sign(t, signer, typed(d.USDT, amountIn, feeBig(2), deadline))
		if r := f.revert(signer, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForTokensPermit2(
			amountIn, feeBig(0), path, user, deadline, permit(d.USDT, amountIn, feeBig(2), deadline), sig)); r != "PermitTokenMismatch()" {
			t.Errorf("wrong token: %q", r)
		}
		past := feeSub(feeBig(int64(f.Head(t).Time)), feeBig(1))
		sig = sign(t, signer, typed(d.USDC, amountIn, feeBig(3), past))
		if r := f.revert(signer, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForTokensPermit2(
			amountIn, feeBig(0), path, user, deadline, permit(d.USDC, amountIn, feeBig(3), past), sig)); r != fmt.Sprintf("SignatureExpired(%s)", past) {
			t.Errorf("expired: %q", r)
		}
	})
}

// TestFeeBuybackBurner: the buyback-and-burn bucket swaps what it holds into
// NEO through the core router (it is on the swap allow-list) and sends the
// NEO to the dead address; only the owner or the keeper may trigger it.
func TestFeeBuybackBurner(t *testing.T) {
	f := newFeeFx(t)
	d := f.d
	bb := bindings.NewBuybackBurner()
	dead := common.HexToAddress("0x000000000000000000000000000000000000dEaD")
	amount := f.Units(t, "WETH", 2)
	f.Mint(t, d.WETH, d.BuybackBurner, amount)
	path := []common.Address{d.WETH, d.NeoToken}
	wantNeo := f.amountsOut(amount, path)

	if r := f.revert(feeOther, d.BuybackBurner, nil, bb.PackBuyback(d.WETH, amount, feeBig(0), path)); r != "Unauthorized()" {
		t.Errorf("stranger: revert %q, want Unauthorized()", r)
	}
	if r := f.revert(feeOwner, d.BuybackBurner, nil, bb.PackBuyback(d.WETH, amount, feeAdd(wantNeo, feeBig(1)), path)); r != fmt.Sprintf("InsufficientOutput(%s, %s)", wantNeo, feeAdd(wantNeo, feeBig(1))) {
		t.Errorf("min above output: revert %q", r)
	}
	f.send(feeOwner, d.BuybackBurner, nil, bb.PackSetKeeper(f.Accounts[feeOther].Address))
	before := f.BalanceOf(t, d.NeoToken, dead)
	// The keeper burns the whole balance (max = everything held).
	r := f.send(feeOther, d.BuybackBurner, nil, bb.PackBuyback(d.WETH, chaintest.MaxUint256, wantNeo, path))
	feeWantEq(t, "NEO burned", feeSub(f.BalanceOf(t, d.NeoToken, dead), before), wantNeo)
	feeWantEq(t, "WETH left", f.BalanceOf(t, d.WETH, d.BuybackBurner), feeBig(0))
	var events int
	for _, l := range r.Logs {
		if ev, err := bb.UnpackBuybackBurnedEvent(l); err == nil {
			events++
			if ev.Caller != f.Accounts[feeOther].Address || ev.TokenIn != d.WETH {
				t.Errorf("BuybackBurned %+v", ev)
			}
			feeWantEq(t, "BuybackBurned.amountIn", ev.AmountIn, amount)
			feeWantEq(t, "BuybackBurned.neoBurned", ev.NeoBurned, wantNeo)
		}
	}
	if events != 1 {
		t.Errorf("%d BuybackBurned events", events)
	}
}

// TestFeeAdmin: the owner surface of FeeRouter (fee bounds, creator fee cap,
// rescue, UUPS upgrade and its one-way renouncement) and what it refuses.
func TestFeeAdmin(t *testing.T) {
	f := newFeeFx(t)
	d := f.d
	stranger := f.Accounts[feeOther].Address

	t.Run("protocol fee bounded by MAX_PROTOCOL_FEE_BPS", func(t *testing.T) {
		f.t = t
		if r := f.revert(feeOwner, d.FeeRouter, nil, feeRouterB.PackSetProtocolFeeBps(feeBig(101))); r != "FeeTooHigh(101)" {
			t.Errorf("101 bps: %q", r)
		}
		if r := f.revert(feeOther, d.FeeRouter, nil, feeRouterB.PackSetProtocolFeeBps(feeBig(50))); r != fmt.Sprintf("OwnableUnauthorizedAccount(%s)", stranger.Hex()) {
			t.Errorf("stranger: %q", r)
		}
		r := f.send(feeOwner, d.FeeRouter, nil, feeRouterB.PackSetProtocolFeeBps(feeBig(100)))
		if len(r.Logs) != 1 {
			t.Fatalf("%d logs", len(r.Logs))
		}
		ev, err := feeRouterB.UnpackProtocolFeeSetEvent(r.Logs[0])
		if err != nil || ev.ProtocolFeeBps.Int64() != 100 {
			t.Errorf("ProtocolFeeSet %+v, %v", ev, err)
		}
		// And a trade now pays 100 bps on its quote leg.
		amountIn := f.Units(t, "USDC", 1_000)
		f.Approve(t, feeTrader, d.USDC, d.FeeRouter, chaintest.MaxUint256)
		sr := f.send(feeTrader, d.FeeRouter, nil, feeRouterB.PackSwapExactTokensForTokens(amountIn, feeBig(1), f.path("USDC", "NEO"), f.Accounts[feeTrader].Address, f.Deadline(t)))
		feeWantEq(t, "fee at 100 bps", f.oneSwap(sr).FeeAmount, feeBps(amountIn, 100))
	})

	t.Run("creator fee cap bounded by 50 bps", func(t *testing.T) {
		f.t = t
		if r := f.revert(feeOwner, d.FeeRouter, nil, feeRouterB.PackSetCreatorFeeConfig(d.CreatorFeeRegistry, d.CreatorFeeVault, feeBig(51))); r != "FeeTooHigh(51)" {
			t.Errorf("cap 51: %q", r)
		}
	})

	t.Run("rescue of a stray balance", func(t *testing.T) {
		f.t = t
		amt := f.Units(t, "USDT", 5)
		f.Transfer(t, feeTrader, d.USDT, d.FeeRouter, amt)
		dest := feeAddr(900)
		r := f.send(feeOwner, d.FeeRouter, nil, feeRouterB.PackRescue(d.USDT, dest, amt))
		feeWantEq(t, "rescued", f.BalanceOf(t, d.USDT, dest), amt)
		var n int
		for _, l := range r.Logs {
			if ev, err := feeRouterB.UnpackRescuedEvent(l); err == nil {
				n++
				if ev.Token != d.USDT || ev.To != dest || ev.Amount.Cmp(amt) != 0 {
					t.Errorf("Rescued %+v", ev)
				}
			}
		}
		if n != 1 {
			t.Errorf("%d Rescued events", n)
		}
	})

	t.Run("plain ETH transfers are refused", func(t *testing.T) {
		f.t = t
		if r := f.revert(feeTrader, d.FeeRouter, feeBig(1), nil); r != "NotWETH()" {
			t.Errorf("ETH send: %q", r)
		}
	})

	t.Run("implementation cannot be initialized", func(t *testing.T) {
		f.t = t
		r := f.revert(feeOther, d.FeeRouterImpl, nil, feeRouterB.PackInitialize(stranger, d.Router, d.Collector,
			d.QuoteRegistry, d.Permit2, d.CreatorFeeRegistry, d.CreatorFeeVault, feeBig(0)))
		if r != "InvalidInitialization()" {
			t.Errorf("initialize on the implementation: %q", r)
		}
	})

	t.Run("UUPS upgrade, then renounceUpgradeability freezes it", func(t *testing.T) {
		f.t = t
		newImpl, tx, err := bind.DeployContract(f.TxOpts(feeOwner), common.FromHex(bindings.FeeRouterMetaData.Bin), f.Client, nil)
		f.MustTransact(t, tx, err)
		if r := f.revert(feeOther, d.FeeRouter, nil, feeRouterB.PackUpgradeToAndCall(newImpl, nil)); r != fmt.Sprintf("OwnableUnauthorizedAccount(%s)", stranger.Hex()) {
			t.Errorf("stranger upgrade: %q", r)
		}
		f.send(feeOwner, d.FeeRouter, nil, feeRouterB.PackUpgradeToAndCall(newImpl, nil))
		// State survives the upgrade.
		bps := feeCall(f, d.FeeRouter, feeRouterB.PackProtocolFeeBps(), feeRouterB.UnpackProtocolFeeBps)
		feeWantEq(t, "protocolFeeBps after upgrade", bps, feeBig(100))
		f.send(feeOwner, d.FeeRouter, nil, feeRouterB.PackRenounceUpgradeability())
		if !feeCall(f, d.FeeRouter, feeRouterB.PackUpgradesRenounced(), feeRouterB.UnpackUpgradesRenounced) {
			t.Error("upgradesRenounced false")
		}
		if r := f.revert(feeOwner, d.FeeRouter, nil, feeRouterB.PackUpgradeToAndCall(d.FeeRouterImpl, nil)); r != "UpgradesRenounced()" {
			t.Errorf("upgrade after renouncing: %q", r)
		}
	})
}
