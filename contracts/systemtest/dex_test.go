package systemtest_test

// Tests of the DEX core (NeoSwapFactory, NeoSwapPair, NeoSwapRouter02) on the
// whole deployed system: the swap perimeter and its exact revert strings
// (spec main-api 1.8, 7), permissionless liquidity, the Mint-recipient rule
// of spec 6 rule 5, the factory's admin surface and V2-identical events.

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
)

var (
	dexFactory = bindings.NewNeoSwapFactory()
	dexRouter  = bindings.NewNeoSwapRouter02()
	dexPair    = bindings.NewNeoSwapPair()
	dexERC20   = bindings.NewTestToken()
)

// Uniswap V2's topic0s, written out rather than derived so that a drift in
// our event signatures cannot go unnoticed: third-party V2 pairs are indexed
// with the same decoder (DESIGN 2).
var v2Topic0 = map[string]common.Hash{
	"Swap":        common.HexToHash("0xd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d822"),
	"Sync":        common.HexToHash("0x1c411e9a96e071241c2f21f7726b17ae89e3cab4c78be50e062b03a9fffbbad1"),
	"Mint":        common.HexToHash("0x4c209b5fc8ad50758f13e2e1088ba56a560dff690a1c6fef26394f4c03821c4f"),
	"Burn":        common.HexToHash("0xdccd412f0b1252819cb1fd330b93224ca42612892bb3f4f789976e6d81936496"),
	"Transfer":    common.HexToHash("0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"),
	"Approval":    common.HexToHash("0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925"),
	"PairCreated": common.HexToHash("0x0d3648bd0f6ba80134a33ba9275ac585d9d315f0ad8355cddefde31afa28d0e9"),
}

const (
	routerNotAllowed = "NeoSwapRouter: SWAPPER_NOT_ALLOWED"
	pairNotAllowed   = "NeoSwap: SWAPPER_NOT_ALLOWED"
	forbidden        = "NeoSwap: FORBIDDEN"
)

// Roles among the dev accounts. Accounts[0] deployed the system and is the
// factory's feeToSetter; none of the others is in the swap allow-list until
// a test lists it.
const (
	deployer = 0
	outsider = 1 // never listed
	swapper  = 2 // listed by tests that need an EOA to swap directly
	lp       = 3 // liquidity provider, never listed
)

// --- helpers ---------------------------------------------------------------

func bi(n int64) *big.Int { return big.NewInt(n) }

// ether returns n * 10^18.
func ether(n int64) *big.Int { return new(big.Int).Mul(bi(n), new(big.Int).Exp(bi(10), bi(18), nil)) }

func mulDiv(a, b, c *big.Int) *big.Int { return new(big.Int).Div(new(big.Int).Mul(a, b), c) }

func sub(a, b *big.Int) *big.Int { return new(big.Int).Sub(a, b) }

func add(a, b *big.Int) *big.Int { return new(big.Int).Add(a, b) }

func minBig(a, b *big.Int) *big.Int {
	if a.Cmp(b) < 0 {
		return a
	}
	return b
}

func eq(a, b *big.Int) bool { return a.Cmp(b) == 0 }

// amountOut is Uniswap V2's getAmountOut with the fee in basis points.
func amountOut(in, rIn, rOut *big.Int, feeBps int64) *big.Int {
	inWithFee := new(big.Int).Mul(in, bi(10_000-feeBps))
	return mulDiv(inWithFee, rOut, add(new(big.Int).Mul(rIn, bi(10_000)), inWithFee))
}

// feeMint is V2's _mintFee amount: 1/6 of the sqrt(k) growth since kLast.
func feeMint(totalSupply, r0, r1, kLast *big.Int) *big.Int {
	rootK := new(big.Int).Sqrt(new(big.Int).Mul(r0, r1))
	rootKLast := new(big.Int).Sqrt(kLast)
	if rootK.Cmp(rootKLast) <= 0 {
		return new(big.Int)
	}
	return mulDiv(totalSupply, sub(rootK, rootKLast), add(new(big.Int).Mul(rootK, bi(5)), rootKLast))
}

// contract returns an ABI-less bound contract: calldata comes packed from the bindings.
func contract(env *chaintest.Env, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, abi.ABI{}, env.Client, env.Client, env.Client)
}

// send sends data to `to` from Accounts[from] with value wei, mines it and
// returns the receipt; it fails t when the transaction reverts.
func send(t *testing.T, env *chaintest.Env, from int, to common.Address, value *big.Int, data []byte) *types.Receipt {
	t.Helper()
	opts := env.TxOpts(from)
	opts.Value = value
	tx, err := bind.Transact(contract(env, to), opts, data)
	return env.MustTransact(t, tx, err)
}

// sendRevert sends a transaction that must revert and returns its reason.
// With a fixed gas limit the transaction is mined (and replayed for the
// reason); without one the gas estimation fails with the revert payload.
func sendRevert(t *testing.T, env *chaintest.Env, from int, to common.Address, value *big.Int, data []byte, gas uint64) string {
	t.Helper()
	opts := env.TxOpts(from)
	opts.Value = value
	opts.GasLimit = gas
	tx, err := bind.Transact(contract(env, to), opts, data)
	return env.MustRevert(t, tx, err)
}

// call runs a read on the latest block; it fails t on error.
func call[T any](t *testing.T, env *chaintest.Env, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	v, err := bind.Call(contract(env, to), nil, data, unpack)
	if err != nil {
		t.Fatalf("call %s: %v", to.Hex(), err)
	}
	return v
}

// callErr runs data as an eth_call from Accounts[from] and returns the error (nil on success).
func callErr(env *chaintest.Env, from int, to common.Address, value *big.Int, data []byte) error {
	_, err := env.Client.CallContract(context.Background(),
		ethereum.CallMsg{From: env.Accounts[from].Address, To: &to, Value: value, Data: data}, nil)
	return err
}

// revertReason runs data as an eth_call from Accounts[from] that must revert.
func revertReason(t *testing.T, env *chaintest.Env, from int, to common.Address, value *big.Int, data []byte) string {
	t.Helper()
	return env.RevertReason(t, ethereum.CallMsg{From: env.Accounts[from].Address, To: &to, Value: value, Data: data})
}

func ethBalance(t *testing.T, env *chaintest.Env, a common.Address) *big.Int {
	t.Helper()
	b, err := env.Client.BalanceAt(context.Background(), a, nil)
	if err != nil {
		t.Fatalf("balance of %s: %v", a.Hex(), err)
	}
	return b
}

// gasCost is what the receipt's sender paid for gas.
func gasCost(r *types.Receipt) *big.Int {
	return new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice)
}

// pairState is a pair's reserves (ordered by token0), supply and kLast.
type pairState struct {
	token0, token1 common.Address
	r0, r1         *big.Int
	totalSupply    *big.Int
	kLast          *big.Int
}

func readPair(t *testing.T, env *chaintest.Env, pair common.Address) pairState {
	t.Helper()
	res := call(t, env, pair, dexPair.PackGetReserves(), dexPair.UnpackGetReserves)
	return pairState{
		token0:      call(t, env, pair, dexPair.PackToken0(), dexPair.UnpackToken0),
		token1:      call(t, env, pair, dexPair.PackToken1(), dexPair.UnpackToken1),
		r0:          res.Reserve0,
		r1:          res.Reserve1,
		totalSupply: call(t, env, pair, dexPair.PackTotalSupply(), dexPair.UnpackTotalSupply),
		kLast:       call(t, env, pair, dexPair.PackKLast(), dexPair.UnpackKLast),
	}
}

// reservesOf returns the reserves ordered as (a, b).
func (s pairState) reservesOf(a common.Address) (ra, rb *big.Int) {
	if a == s.token0 {
		return s.r0, s.r1
	}
	return s.r1, s.r0
}

func getPair(t *testing.T, env *chaintest.Env, factory, a, b common.Address) common.Address {
	t.Helper()
	return call(t, env, factory, dexFactory.PackGetPair(a, b), dexFactory.UnpackGetPair)
}

// lastSync decodes the last Sync of pair in the receipt; it fails t when there is none.
func lastSync(t *testing.T, r *types.Receipt, pair common.Address) *bindings.NeoSwapPairSync {
	t.Helper()
	var out *bindings.NeoSwapPairSync
	for _, l := range r.Logs {
		if l.Address == pair && len(l.Topics) > 0 && l.Topics[0] == v2Topic0["Sync"] {
			ev, err := dexPair.UnpackSyncEvent(l)
			if err != nil {
				t.Fatalf("decode Sync: %v", err)
			}
			out = ev
		}
	}
	if out == nil {
		t.Fatalf("no Sync from %s in tx %s", pair.Hex(), r.TxHash.Hex())
	}
	return out
}

// checkSynced asserts that the pair's reserves equal the last Sync of the
// receipt (Sync is the canonical reserves snapshot, spec 6 rule 4).
func checkSynced(t *testing.T, env *chaintest.Env, r *types.Receipt, pair common.Address) pairState {
	t.Helper()
	st := readPair(t, env, pair)
	sync := lastSync(t, r, pair)
	if !eq(sync.Reserve0, st.r0) || !eq(sync.Reserve1, st.r1) {
		t.Errorf("Sync = (%v, %v), getReserves = (%v, %v)", sync.Reserve0, sync.Reserve1, st.r0, st.r1)
	}
	return st
}

// zeroTransfer is an LP Transfer from the zero address (a mint of LP).
type zeroTransfer struct {
	To    common.Address
	Value *big.Int
}

// liquidityEvent is a Mint or Burn of a pair with the zero-address LP
// transfers that preceded it in the same transaction (since the pair's
// previous Mint or Burn), and the recipient spec 6 rule 5 attributes.
type liquidityEvent struct {
	Kind      string // "Mint" or "Burn"
	Mints     []zeroTransfer
	Recipient common.Address // Mint: to of the last zero-address Transfer; Burn: its `to`
	Mint      *bindings.NeoSwapPairMint
	Burn      *bindings.NeoSwapPairBurn
}

// liquidityEvents applies spec 6 rule 5 to one receipt, as an indexer would:
// it walks the pair's logs in order and, at each Mint, takes the `to` of the
// last zero-address LP Transfer from the same pair before it.
func liquidityEvents(t *testing.T, r *types.Receipt, pair common.Address) []liquidityEvent {
	t.Helper()
	var out []liquidityEvent
	var pending []zeroTransfer
	for _, l := range r.Logs {
		if l.Address != pair || len(l.Topics) == 0 {
			continue
		}
		switch l.Topics[0] {
		case v2Topic0["Transfer"]:
			ev, err := dexPair.UnpackTransferEvent(l)
			if err != nil {
				t.Fatalf("decode Transfer: %v", err)
			}
			if ev.From == (common.Address{}) {
				pending = append(pending, zeroTransfer{ev.To, ev.Value})
			}
		case v2Topic0["Mint"]:
			ev, err := dexPair.UnpackMintEvent(l)
			if err != nil {
				t.Fatalf("decode Mint: %v", err)
			}
			if len(pending) == 0 {
				t.Fatalf("Mint without a preceding zero-address Transfer in tx %s", r.TxHash.Hex())
			}
			out = append(out, liquidityEvent{Kind: "Mint", Mints: pending, Recipient: pending[len(pending)-1].To, Mint: ev})
			pending = nil
		case v2Topic0["Burn"]:
			ev, err := dexPair.UnpackBurnEvent(l)
			if err != nil {
				t.Fatalf("decode Burn: %v", err)
			}
			out = append(out, liquidityEvent{Kind: "Burn", Mints: pending, Recipient: ev.To, Burn: ev})
			pending = nil
		}
	}
	return out
}

// singleLiquidityEvent returns the only Mint or Burn of pair in r.
func singleLiquidityEvent(t *testing.T, r *types.Receipt, pair common.Address) liquidityEvent {
	t.Helper()
	evs := liquidityEvents(t, r, pair)
	if len(evs) != 1 {
		t.Fatalf("got %d Mint/Burn events of %s, want 1", len(evs), pair.Hex())
	}
	return evs[0]
}

func checkZeroTransfers(t *testing.T, got, want []zeroTransfer) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("zero-address LP transfers: got %v, want %v", got, want)
	}
	for i := range want {
		if got[i].To != want[i].To || !eq(got[i].Value, want[i].Value) {
			t.Errorf("zero-address LP transfer %d: got (%s, %v), want (%s, %v)",
				i, got[i].To.Hex(), got[i].Value, want[i].To.Hex(), want[i].Value)
		}
	}
}

// allowSwapper lists Accounts[i] in the core factory's swap allow-list.
func allowSwapper(t *testing.T, env *chaintest.Env, i int) {
	t.Helper()
	send(t, env, deployer, env.Deployment.Factory, nil, dexFactory.PackSetSwapAllowed(env.Accounts[i].Address, true))
}

// --- tests -----------------------------------------------------------------

// TestDexPerimeter checks spec 1.8: every router swap function and the
// pair's swap revert with their exact reasons for a caller outside
// factory.swapAllowed, and the same router calls succeed once it is listed.
func TestDexPerimeter(t *testing.T) {
	env := chaintest.New(t)
	d := env.Deployment
	alpha, weth := env.Token(t, "ALPHA"), d.WETH
	fot := env.Token(t, "FOT")
	for _, i := range []int{outsider, swapper} {
		for _, tok := range []common.Address{alpha, fot} {
			env.Approve(t, i, tok, d.Router, chaintest.MaxUint256)
		}
	}
	deadline := env.Deadline(t)
	oneAlpha := env.Units(t, "ALPHA", 1)
	tenAlpha := env.Units(t, "ALPHA", 10)
	oneFot := env.Units(t, "FOT", 1)
	milliEth := new(big.Int).Div(ether(1), bi(1000))
	to := env.Accounts[outsider].Address

	cases := []struct {
		name  string
		value *big.Int
		data  []byte
	}{
		{"swapExactTokensForTokens", nil,
			dexRouter.PackSwapExactTokensForTokens(oneAlpha, bi(0), []common.Address{alpha, weth}, to, deadline)},
		{"swapTokensForExactTokens", nil,
			dexRouter.PackSwapTokensForExactTokens(milliEth, tenAlpha, []common.Address{alpha, weth}, to, deadline)},
		{"swapExactETHForTokens", milliEth,
			dexRouter.PackSwapExactETHForTokens(bi(0), []common.Address{weth, alpha}, to, deadline)},
		{"swapTokensForExactETH", nil,
			dexRouter.PackSwapTokensForExactETH(milliEth, tenAlpha, []common.Address{alpha, weth}, to, deadline)},
		{"swapExactTokensForETH", nil,
			dexRouter.PackSwapExactTokensForETH(oneAlpha, bi(0), []common.Address{alpha, weth}, to, deadline)},
		{"swapETHForExactTokens", milliEth,
			dexRouter.PackSwapETHForExactTokens(bi(1000), []common.Address{weth, alpha}, to, deadline)},
		{"swapExactTokensForTokensSupportingFeeOnTransferTokens", nil,
			dexRouter.PackSwapExactTokensForTokensSupportingFeeOnTransferTokens(oneFot, bi(0), []common.Address{fot, weth}, to, deadline)},
		{"swapExactETHForTokensSupportingFeeOnTransferTokens", milliEth,
			dexRouter.PackSwapExactETHForTokensSupportingFeeOnTransferTokens(bi(0), []common.Address{weth, fot}, to, deadline)},
		{"swapExactTokensForETHSupportingFeeOnTransferTokens", nil,
			dexRouter.PackSwapExactTokensForETHSupportingFeeOnTransferTokens(oneFot, bi(0), []common.Address{fot, weth}, to, deadline)},
		// The perimeter is checked before the deadline: an outsider always
		// learns why it was refused.
		{"expired deadline", nil,
			dexRouter.PackSwapExactTokensForTokens(oneAlpha, bi(0), []common.Address{alpha, weth}, to, bi(1))},
	}

	t.Run("outsider is refused", func(t *testing.T) {
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				if got, want := revertReason(t, env, outsider, d.Router, c.value, c.data), routerNotAllowed; got != want {
					t.Errorf("eth_call revert = %q, want %q", got, want)
				}
			})
		}
		// The same refusal as a mined transaction (fixed gas, so it is
		// included and replayed) and as a failed gas estimation.
		for _, gas := range []uint64{0, 500_000} {
			if got, want := sendRevert(t, env, outsider, d.Router, nil, cases[0].data, gas), routerNotAllowed; got != want {
				t.Errorf("transaction (gas %d) revert = %q, want %q", gas, got, want)
			}
		}
	})

	t.Run("pair.swap is refused", func(t *testing.T) {
		pair := d.Pairs["ALPHA/WETH"]
		data := dexPair.PackSwap(bi(1), bi(0), to, nil)
		for _, i := range []int{outsider, deployer} { // not even the feeToSetter is listed
			if got, want := revertReason(t, env, i, pair, nil, data), pairNotAllowed; got != want {
				t.Errorf("eth_call from %d revert = %q, want %q", i, got, want)
			}
		}
		if got, want := sendRevert(t, env, outsider, pair, nil, data, 300_000), pairNotAllowed; got != want {
			t.Errorf("transaction revert = %q, want %q", got, want)
		}
	})

	t.Run("listing", func(t *testing.T) {
		acc := env.Accounts[swapper].Address
		if got := call(t, env, d.Factory, dexFactory.PackSwapAllowed(acc), dexFactory.UnpackSwapAllowed); got {
			t.Fatalf("swapAllowed(swapper) before listing = true")
		}
		if got, want := sendRevert(t, env, outsider, d.Factory, nil, dexFactory.PackSetSwapAllowed(acc, true), 0), forbidden; got != want {
			t.Errorf("setSwapAllowed by outsider: revert = %q, want %q", got, want)
		}
		r := send(t, env, deployer, d.Factory, nil, dexFactory.PackSetSwapAllowed(acc, true))
		if len(r.Logs) != 1 {
			t.Fatalf("setSwapAllowed: %d logs, want 1", len(r.Logs))
		}
		ev, err := dexFactory.UnpackSwapAllowedSetEvent(r.Logs[0])
		if err != nil {
			t.Fatal(err)
		}
		if ev.Account != acc || !ev.Allowed {
			t.Errorf("SwapAllowedSet = (%s, %v), want (%s, true)", ev.Account.Hex(), ev.Allowed, acc.Hex())
		}
		if got := call(t, env, d.Factory, dexFactory.PackSwapAllowed(acc), dexFactory.UnpackSwapAllowed); !got {
			t.Errorf("swapAllowed(swapper) after listing = false")
		}
		for _, c := range cases[:len(cases)-1] {
			if err := callErr(env, swapper, d.Router, c.value, c.data); err != nil {
				reason, _ := chaintest.Revert(err)
				t.Errorf("%s from a listed caller: %v (%q)", c.name, err, reason)
			}
		}
	})

	t.Run("ext factory has no perimeter", func(t *testing.T) {
		for _, i := range []int{outsider, lp} {
			if got := call(t, env, d.ExtV2Factory, dexFactory.PackSwapAllowed(env.Accounts[i].Address), dexFactory.UnpackSwapAllowed); !got {
				t.Errorf("ext swapAllowed(%d) = false, want true", i)
			}
		}
		beta := env.Token(t, "BETA")
		env.Approve(t, outsider, beta, d.ExtV2Router, chaintest.MaxUint256)
		in := env.Units(t, "BETA", 100)
		pair := d.Pairs["ext:BETA/WETH"]
		before := readPair(t, env, pair)
		rIn, rOut := before.reservesOf(beta)
		want := amountOut(in, rIn, rOut, 30)
		wethBefore := env.BalanceOf(t, weth, to)
		r := send(t, env, outsider, d.ExtV2Router, nil,
			dexRouter.PackSwapExactTokensForTokens(in, bi(0), []common.Address{beta, weth}, to, env.Deadline(t)))
		if got := sub(env.BalanceOf(t, weth, to), wethBefore); !eq(got, want) {
			t.Errorf("WETH received = %v, want %v", got, want)
		}
		checkSynced(t, env, r, pair)
	})
}

// TestDexSwapFee checks that the pair's K check and the router's quotes both
// use the factory's live swapFeeBps: a listed EOA pays the input into a pair
// and asks for exactly getAmountOut (accepted) or one wei more ("NeoSwap: K").
func TestDexSwapFee(t *testing.T) {
	env := chaintest.New(t)
	d := env.Deployment
	allowSwapper(t, env, swapper)
	alpha, weth := env.Token(t, "ALPHA"), d.WETH
	pair := d.Pairs["ALPHA/WETH"]
	me := env.Accounts[swapper].Address
	env.Approve(t, swapper, alpha, d.Router, chaintest.MaxUint256)

	for _, c := range []struct {
		name   string
		feeBps int64
	}{
		{"launch fee", 30},
		{"no fee", 0},
		{"maximum fee", 200},
		{"one bps", 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.feeBps != 30 {
				send(t, env, deployer, d.Factory, nil, dexFactory.PackSetSwapFeeBps(bi(c.feeBps)))
			}
			in := env.Units(t, "ALPHA", 250)
			st := readPair(t, env, pair)
			rIn, rOut := st.reservesOf(alpha)
			want := amountOut(in, rIn, rOut, c.feeBps)

			// The router quotes at the same fee.
			if got := call(t, env, d.Router, dexRouter.PackGetAmountOut(in, rIn, rOut), dexRouter.UnpackGetAmountOut); !eq(got, want) {
				t.Errorf("router.getAmountOut = %v, want %v", got, want)
			}

			// Pair level: pay in, then ask for one wei too much, then exactly enough.
			env.Transfer(t, swapper, alpha, pair, in)
			out0, out1 := bi(0), add(want, bi(1))
			if st.token0 == weth {
				out0, out1 = out1, out0
			}
			if got, wantReason := revertReason(t, env, swapper, pair, nil, dexPair.PackSwap(out0, out1, me, nil)), "NeoSwap: K"; got != wantReason {
				t.Errorf("swap of getAmountOut+1: revert = %q, want %q", got, wantReason)
			}
			out0, out1 = bi(0), want
			if st.token0 == weth {
				out0, out1 = out1, out0
			}
			wethBefore := env.BalanceOf(t, weth, me)
			r := send(t, env, swapper, pair, nil, dexPair.PackSwap(out0, out1, me, nil))
			if got := sub(env.BalanceOf(t, weth, me), wethBefore); !eq(got, want) {
				t.Errorf("WETH received = %v, want %v", got, want)
			}
			var swaps int
			for _, l := range r.Logs {
				if l.Address != pair || l.Topics[0] != v2Topic0["Swap"] {
					continue
				}
				swaps++
				ev, err := dexPair.UnpackSwapEvent(l)
				if err != nil {
					t.Fatal(err)
				}
				in0, in1 := in, bi(0)
				if st.token0 == weth {
					in0, in1 = in1, in0
				}
				if ev.Sender != me || ev.To != me || !eq(ev.Amount0In, in0) || !eq(ev.Amount1In, in1) ||
					!eq(ev.Amount0Out, out0) || !eq(ev.Amount1Out, out1) {
					t.Errorf("Swap = {%s %v %v %v %v %s}, want {%s %v %v %v %v %s}",
						ev.Sender.Hex(), ev.Amount0In, ev.Amount1In, ev.Amount0Out, ev.Amount1Out, ev.To.Hex(),
						me.Hex(), in0, in1, out0, out1, me.Hex())
				}
			}
			if swaps != 1 {
				t.Errorf("got %d Swap events, want 1", swaps)
			}
			checkSynced(t, env, r, pair)

			// Router level, through the same fee.
			st = readPair(t, env, pair)
			rIn, rOut = st.reservesOf(alpha)
			want = amountOut(in, rIn, rOut, c.feeBps)
			wethBefore = env.BalanceOf(t, weth, me)
			send(t, env, swapper, d.Router, nil,
				dexRouter.PackSwapExactTokensForTokens(in, want, []common.Address{alpha, weth}, me, env.Deadline(t)))
			if got := sub(env.BalanceOf(t, weth, me), wethBefore); !eq(got, want) {
				t.Errorf("router swap: WETH received = %v, want %v", got, want)
			}
		})
	}
}

// TestDexLiquidityPermissionless checks that an account outside the swap
// allow-list adds and removes liquidity (tokens and ETH) through the router,
// with the reserves, LP amounts, balances and Sync/Mint/Burn as V2 computes.
// The steps share one chain and run in order.
func TestDexLiquidityPermissionless(t *testing.T) {
	env := chaintest.New(t)
	d := env.Deployment
	alpha, beta := env.Token(t, "ALPHA"), env.Token(t, "BETA")
	fot := env.Token(t, "FOT")
	me := env.Accounts[lp].Address
	for _, tok := range []common.Address{alpha, beta, fot} {
		env.Approve(t, lp, tok, d.Router, chaintest.MaxUint256)
	}
	if call(t, env, d.Factory, dexFactory.PackSwapAllowed(me), dexFactory.UnpackSwapAllowed) {
		t.Fatalf("the liquidity provider is listed; the test needs an outsider")
	}
	var pair common.Address

	t.Run("addLiquidity creates the pair", func(t *testing.T) {
		if got := getPair(t, env, d.Factory, alpha, beta); got != (common.Address{}) {
			t.Fatalf("ALPHA/BETA already exists at %s", got.Hex())
		}
		amtA, amtB := env.Units(t, "ALPHA", 1_000), env.Units(t, "BETA", 20_000)
		balA, balB := env.BalanceOf(t, alpha, me), env.BalanceOf(t, beta, me)
		r := send(t, env, lp, d.Router, nil,
			dexRouter.PackAddLiquidity(alpha, beta, amtA, amtB, amtA, amtB, me, env.Deadline(t)))
		pair = getPair(t, env, d.Factory, alpha, beta)
		if pair == (common.Address{}) {
			t.Fatal("pair not created")
		}
		var created int
		for _, l := range r.Logs {
			if l.Address == d.Factory && l.Topics[0] == v2Topic0["PairCreated"] {
				ev, err := dexFactory.UnpackPairCreatedEvent(l)
				if err != nil {
					t.Fatal(err)
				}
				created++
				lo, hi := alpha, beta
				if hi.Cmp(lo) < 0 {
					lo, hi = hi, lo
				}
				n := call(t, env, d.Factory, dexFactory.PackAllPairsLength(), dexFactory.UnpackAllPairsLength)
				if ev.Token0 != lo || ev.Token1 != hi || ev.Pair != pair || !eq(ev.AllPairsLength, n) {
					t.Errorf("PairCreated = (%s, %s, %s, %v), want (%s, %s, %s, %v)",
						ev.Token0.Hex(), ev.Token1.Hex(), ev.Pair.Hex(), ev.AllPairsLength, lo.Hex(), hi.Hex(), pair.Hex(), n)
				}
			}
		}
		if created != 1 {
			t.Errorf("got %d PairCreated, want 1", created)
		}
		st := checkSynced(t, env, r, pair)
		rA, rB := st.reservesOf(alpha)
		if !eq(rA, amtA) || !eq(rB, amtB) {
			t.Errorf("reserves = (%v, %v), want (%v, %v)", rA, rB, amtA, amtB)
		}
		wantLP := sub(new(big.Int).Sqrt(new(big.Int).Mul(amtA, amtB)), bi(1000))
		if got := env.BalanceOf(t, pair, me); !eq(got, wantLP) {
			t.Errorf("LP balance = %v, want %v", got, wantLP)
		}
		if got, want := sub(balA, env.BalanceOf(t, alpha, me)), amtA; !eq(got, want) {
			t.Errorf("ALPHA spent = %v, want %v", got, want)
		}
		if got, want := sub(balB, env.BalanceOf(t, beta, me)), amtB; !eq(got, want) {
			t.Errorf("BETA spent = %v, want %v", got, want)
		}
		ev := singleLiquidityEvent(t, r, pair)
		if ev.Kind != "Mint" || ev.Mint.Sender != d.Router || ev.Recipient != me {
			t.Errorf("Mint: kind %s sender %s recipient %s, want Mint by the router to %s",
				ev.Kind, ev.Mint.Sender.Hex(), ev.Recipient.Hex(), me.Hex())
		}
	})

	t.Run("addLiquidity at the pool ratio", func(t *testing.T) {
		before := readPair(t, env, pair)
		rA, rB := before.reservesOf(alpha)
		// Offer too much BETA: the router takes all the ALPHA and the quoted BETA.
		amtA, amtBDesired := env.Units(t, "ALPHA", 10), env.Units(t, "BETA", 1_000)
		wantB := mulDiv(amtA, rB, rA)
		wantLP := minBig(mulDiv(amtA, before.totalSupply, rA), mulDiv(wantB, before.totalSupply, rB))
		lpBefore := env.BalanceOf(t, pair, me)
		balB := env.BalanceOf(t, beta, me)
		r := send(t, env, lp, d.Router, nil,
			dexRouter.PackAddLiquidity(alpha, beta, amtA, amtBDesired, bi(0), bi(0), me, env.Deadline(t)))
		st := checkSynced(t, env, r, pair)
		gotA, gotB := st.reservesOf(alpha)
		if !eq(gotA, add(rA, amtA)) || !eq(gotB, add(rB, wantB)) {
			t.Errorf("reserves = (%v, %v), want (%v, %v)", gotA, gotB, add(rA, amtA), add(rB, wantB))
		}
		if got := sub(balB, env.BalanceOf(t, beta, me)); !eq(got, wantB) {
			t.Errorf("BETA spent = %v, want %v", got, wantB)
		}
		if got := sub(env.BalanceOf(t, pair, me), lpBefore); !eq(got, wantLP) {
			t.Errorf("LP minted = %v, want %v", got, wantLP)
		}
	})

	t.Run("removeLiquidity", func(t *testing.T) {
		env.Approve(t, lp, pair, d.Router, chaintest.MaxUint256)
		before := readPair(t, env, pair)
		liq := new(big.Int).Div(env.BalanceOf(t, pair, me), bi(2))
		rA, rB := before.reservesOf(alpha)
		wantA, wantB := mulDiv(liq, rA, before.totalSupply), mulDiv(liq, rB, before.totalSupply)
		to := env.Accounts[lp+1].Address // pay out elsewhere: Burn.to is the recipient
		balA, balB := env.BalanceOf(t, alpha, to), env.BalanceOf(t, beta, to)
		r := send(t, env, lp, d.Router, nil,
			dexRouter.PackRemoveLiquidity(alpha, beta, liq, wantA, wantB, to, env.Deadline(t)))
		st := checkSynced(t, env, r, pair)
		gotA, gotB := st.reservesOf(alpha)
		if !eq(gotA, sub(rA, wantA)) || !eq(gotB, sub(rB, wantB)) {
			t.Errorf("reserves = (%v, %v), want (%v, %v)", gotA, gotB, sub(rA, wantA), sub(rB, wantB))
		}
		if got := sub(env.BalanceOf(t, alpha, to), balA); !eq(got, wantA) {
			t.Errorf("ALPHA received = %v, want %v", got, wantA)
		}
		if got := sub(env.BalanceOf(t, beta, to), balB); !eq(got, wantB) {
			t.Errorf("BETA received = %v, want %v", got, wantB)
		}
		if got, want := st.totalSupply, sub(before.totalSupply, liq); !eq(got, want) {
			t.Errorf("LP supply = %v, want %v", got, want)
		}
		ev := singleLiquidityEvent(t, r, pair)
		if ev.Kind != "Burn" || ev.Burn.Sender != d.Router || ev.Burn.To != to || len(ev.Mints) != 0 {
			t.Errorf("Burn: kind %s sender %s to %s with %d fee mints, want Burn by the router to %s",
				ev.Kind, ev.Burn.Sender.Hex(), ev.Burn.To.Hex(), len(ev.Mints), to.Hex())
		}
	})

	ethPair := d.Pairs["ALPHA/WETH"]
	t.Run("addLiquidityETH refunds the excess", func(t *testing.T) {
		before := readPair(t, env, ethPair)
		rA, rW := before.reservesOf(alpha)
		amtA := env.Units(t, "ALPHA", 100)
		wantETH := mulDiv(amtA, rW, rA)
		offered := add(wantETH, ether(5))
		ethBefore := ethBalance(t, env, me)
		r := send(t, env, lp, d.Router, offered,
			dexRouter.PackAddLiquidityETH(alpha, amtA, amtA, wantETH, me, env.Deadline(t)))
		if got := sub(sub(ethBefore, ethBalance(t, env, me)), gasCost(r)); !eq(got, wantETH) {
			t.Errorf("ETH spent = %v, want %v", got, wantETH)
		}
		st := checkSynced(t, env, r, ethPair)
		gotA, gotW := st.reservesOf(alpha)
		if !eq(gotA, add(rA, amtA)) || !eq(gotW, add(rW, wantETH)) {
			t.Errorf("reserves = (%v, %v), want (%v, %v)", gotA, gotW, add(rA, amtA), add(rW, wantETH))
		}
		if ev := singleLiquidityEvent(t, r, ethPair); ev.Recipient != me {
			t.Errorf("Mint recipient = %s, want %s", ev.Recipient.Hex(), me.Hex())
		}
	})

	t.Run("removeLiquidityETH", func(t *testing.T) {
		env.Approve(t, lp, ethPair, d.Router, chaintest.MaxUint256)
		before := readPair(t, env, ethPair)
		liq := env.BalanceOf(t, ethPair, me)
		rA, rW := before.reservesOf(alpha)
		wantA, wantETH := mulDiv(liq, rA, before.totalSupply), mulDiv(liq, rW, before.totalSupply)
		ethBefore, alphaBefore := ethBalance(t, env, me), env.BalanceOf(t, alpha, me)
		r := send(t, env, lp, d.Router, nil,
			dexRouter.PackRemoveLiquidityETH(alpha, liq, wantA, wantETH, me, env.Deadline(t)))
		if got := add(sub(ethBalance(t, env, me), ethBefore), gasCost(r)); !eq(got, wantETH) {
			t.Errorf("ETH received = %v, want %v", got, wantETH)
		}
		if got := sub(env.BalanceOf(t, alpha, me), alphaBefore); !eq(got, wantA) {
			t.Errorf("ALPHA received = %v, want %v", got, wantA)
		}
		if got := env.BalanceOf(t, ethPair, me); got.Sign() != 0 {
			t.Errorf("LP left = %v, want 0", got)
		}
		st := checkSynced(t, env, r, ethPair)
		if gotA, gotW := st.reservesOf(alpha); !eq(gotA, sub(rA, wantA)) || !eq(gotW, sub(rW, wantETH)) {
			t.Errorf("reserves = (%v, %v), want (%v, %v)", gotA, gotW, sub(rA, wantA), sub(rW, wantETH))
		}
		if ev := singleLiquidityEvent(t, r, ethPair); ev.Kind != "Burn" || ev.Burn.To != d.Router {
			t.Errorf("Burn to = %s, want the router (it unwraps)", ev.Burn.To.Hex())
		}
	})

	fotPair := d.Pairs["FOT/WETH"]
	t.Run("fee-on-transfer token ETH liquidity", func(t *testing.T) {
		env.Approve(t, lp, fotPair, d.Router, chaintest.MaxUint256)
		amt := env.Units(t, "FOT", 1_000)
		before := readPair(t, env, fotPair)
		rF, _ := before.reservesOf(fot)
		r := send(t, env, lp, d.Router, ether(1),
			dexRouter.PackAddLiquidityETH(fot, amt, bi(0), bi(0), me, env.Deadline(t)))
		st := checkSynced(t, env, r, fotPair)
		gotF, _ := st.reservesOf(fot)
		if gotF.Cmp(add(rF, amt)) >= 0 || gotF.Cmp(rF) <= 0 {
			t.Errorf("FOT reserve %v -> %v: want a rise by less than %v (the transfer fee is burned)", rF, gotF, amt)
		}
		liq := env.BalanceOf(t, fotPair, me)
		before = st
		_, rW := before.reservesOf(fot)
		wantETH := mulDiv(liq, rW, before.totalSupply)
		ethBefore := ethBalance(t, env, me)
		r = send(t, env, lp, d.Router, nil,
			dexRouter.PackRemoveLiquidityETHSupportingFeeOnTransferTokens(fot, liq, bi(0), bi(0), me, env.Deadline(t)))
		if got := add(sub(ethBalance(t, env, me), ethBefore), gasCost(r)); !eq(got, wantETH) {
			t.Errorf("ETH received = %v, want %v", got, wantETH)
		}
		checkSynced(t, env, r, fotPair)
	})
}

// TestDexMintRecipient checks spec 6 rule 5 on real transactions: a Mint's
// recipient is the `to` of the last zero-address LP Transfer from the same
// pair before it in the transaction, on a first mint (Transfer(0, 0, 1000)
// precedes), a later one, one preceded by the protocol fee mint to feeTo,
// and a Burn preceded by that fee mint. The steps share one chain.
func TestDexMintRecipient(t *testing.T) {
	env := chaintest.New(t)
	d := env.Deployment
	neo, alpha := d.NeoToken, env.Token(t, "ALPHA")
	depositor := 4
	recipient := env.Accounts[5].Address // not the depositor: the rule must find `to`
	feeTo := env.Accounts[6].Address
	for _, tok := range []common.Address{neo, alpha} {
		env.Approve(t, depositor, tok, d.Router, chaintest.MaxUint256)
		env.Approve(t, swapper, tok, d.Router, chaintest.MaxUint256)
	}
	allowSwapper(t, env, swapper)

	addLiq := func(t *testing.T, neoAmt int64) *types.Receipt {
		t.Helper()
		amtN := env.Units(t, "NEO", neoAmt)
		amtA := env.Units(t, "ALPHA", neoAmt/4) // NEO 0.50 USD, ALPHA 2 USD
		return send(t, env, depositor, d.Router, nil,
			dexRouter.PackAddLiquidity(neo, alpha, amtN, amtA, bi(0), bi(0), recipient, env.Deadline(t)))
	}
	swap := func(t *testing.T) {
		t.Helper()
		send(t, env, swapper, d.Router, nil, dexRouter.PackSwapExactTokensForTokens(
			env.Units(t, "NEO", 5_000), bi(0), []common.Address{neo, alpha}, env.Accounts[swapper].Address, env.Deadline(t)))
		send(t, env, swapper, d.Router, nil, dexRouter.PackSwapExactTokensForTokens(
			env.Units(t, "ALPHA", 1_000), bi(0), []common.Address{alpha, neo}, env.Accounts[swapper].Address, env.Deadline(t)))
	}
	// expectedMint is the LP the depositor gets for amounts on top of st
	// (after the fee mint, which dilutes the supply first).
	expectedMint := func(st pairState, fee, amt0, amt1 *big.Int) *big.Int {
		ts := add(st.totalSupply, fee)
		return minBig(mulDiv(amt0, ts, st.r0), mulDiv(amt1, ts, st.r1))
	}

	var pair common.Address
	t.Run("first mint", func(t *testing.T) {
		r := addLiq(t, 40_000)
		pair = getPair(t, env, d.Factory, neo, alpha)
		st := readPair(t, env, pair)
		ev := singleLiquidityEvent(t, r, pair)
		liq := sub(new(big.Int).Sqrt(new(big.Int).Mul(st.r0, st.r1)), bi(1000))
		checkZeroTransfers(t, ev.Mints, []zeroTransfer{{common.Address{}, bi(1000)}, {recipient, liq}})
		if ev.Recipient != recipient {
			t.Errorf("recipient = %s, want %s", ev.Recipient.Hex(), recipient.Hex())
		}
		if !eq(ev.Mint.Amount0, st.r0) || !eq(ev.Mint.Amount1, st.r1) {
			t.Errorf("Mint amounts = (%v, %v), want (%v, %v)", ev.Mint.Amount0, ev.Mint.Amount1, st.r0, st.r1)
		}
	})

	t.Run("later mint", func(t *testing.T) {
		swap(t) // fees accrue, but feeTo is unset: no fee mint
		st := readPair(t, env, pair)
		r := addLiq(t, 4_000)
		ev := singleLiquidityEvent(t, r, pair)
		liq := expectedMint(st, bi(0), ev.Mint.Amount0, ev.Mint.Amount1)
		checkZeroTransfers(t, ev.Mints, []zeroTransfer{{recipient, liq}})
		if ev.Recipient != recipient {
			t.Errorf("recipient = %s, want %s", ev.Recipient.Hex(), recipient.Hex())
		}
	})

	t.Run("fee mint to feeTo precedes the depositor's", func(t *testing.T) {
		r := send(t, env, deployer, d.Factory, nil, dexFactory.PackSetFeeTo(feeTo))
		ev, err := dexFactory.UnpackFeeToSetEvent(r.Logs[0])
		if err != nil {
			t.Fatal(err)
		}
		if ev.PreviousFeeTo != (common.Address{}) || ev.NewFeeTo != feeTo {
			t.Errorf("FeeToSet = (%s, %s), want (0x0, %s)", ev.PreviousFeeTo.Hex(), ev.NewFeeTo.Hex(), feeTo.Hex())
		}
		// kLast is zero until a liquidity event runs with feeTo set: this
		// mint records it and mints no fee.
		r = addLiq(t, 4_000)
		if got := singleLiquidityEvent(t, r, pair); len(got.Mints) != 1 || got.Recipient != recipient {
			t.Fatalf("mint recording kLast: zero-address transfers %v, want only the depositor's", got.Mints)
		}
		if st := readPair(t, env, pair); !eq(st.kLast, new(big.Int).Mul(st.r0, st.r1)) {
			t.Fatalf("kLast = %v, want r0*r1 = %v", st.kLast, new(big.Int).Mul(st.r0, st.r1))
		}

		swap(t)
		st := readPair(t, env, pair)
		fee := feeMint(st.totalSupply, st.r0, st.r1, st.kLast)
		if fee.Sign() <= 0 {
			t.Fatalf("no fee accrued (kLast %v, reserves %v %v)", st.kLast, st.r0, st.r1)
		}
		feeToBefore := env.BalanceOf(t, pair, feeTo)
		r = addLiq(t, 4_000)
		lev := singleLiquidityEvent(t, r, pair)
		liq := expectedMint(st, fee, lev.Mint.Amount0, lev.Mint.Amount1)
		checkZeroTransfers(t, lev.Mints, []zeroTransfer{{feeTo, fee}, {recipient, liq}})
		if lev.Recipient != recipient {
			t.Errorf("recipient = %s, want %s (not feeTo %s)", lev.Recipient.Hex(), recipient.Hex(), feeTo.Hex())
		}
		if got := sub(env.BalanceOf(t, pair, feeTo), feeToBefore); !eq(got, fee) {
			t.Errorf("feeTo LP received = %v, want %v", got, fee)
		}
	})

	t.Run("burn preceded by the fee mint", func(t *testing.T) {
		swap(t)
		st := readPair(t, env, pair)
		fee := feeMint(st.totalSupply, st.r0, st.r1, st.kLast)
		if fee.Sign() <= 0 {
			t.Fatalf("no fee accrued")
		}
		// The recipient burns through the router, paying out to a third account.
		holder := 5
		to := env.Accounts[7].Address
		env.Approve(t, holder, pair, d.Router, chaintest.MaxUint256)
		liq := new(big.Int).Div(env.BalanceOf(t, pair, recipient), bi(3))
		ts := add(st.totalSupply, fee)
		want0, want1 := mulDiv(liq, st.r0, ts), mulDiv(liq, st.r1, ts)
		r := send(t, env, holder, d.Router, nil,
			dexRouter.PackRemoveLiquidity(neo, alpha, liq, bi(0), bi(0), to, env.Deadline(t)))
		ev := singleLiquidityEvent(t, r, pair)
		if ev.Kind != "Burn" {
			t.Fatalf("got %s, want Burn", ev.Kind)
		}
		checkZeroTransfers(t, ev.Mints, []zeroTransfer{{feeTo, fee}})
		if ev.Burn.To != to || ev.Burn.Sender != d.Router || !eq(ev.Burn.Amount0, want0) || !eq(ev.Burn.Amount1, want1) {
			t.Errorf("Burn = (%s, %v, %v, %s), want (%s, %v, %v, %s)",
				ev.Burn.Sender.Hex(), ev.Burn.Amount0, ev.Burn.Amount1, ev.Burn.To.Hex(),
				d.Router.Hex(), want0, want1, to.Hex())
		}
		checkSynced(t, env, r, pair)
	})
}

// TestDexFactoryAdmin checks the factory's admin surface: swapFeeBps is
// bounded by MAX_SWAP_FEE_BPS (200) and gated to feeToSetter, and the
// feeToSetter role moves in two steps.
func TestDexFactoryAdmin(t *testing.T) {
	env := chaintest.New(t)
	f := env.Deployment.Factory
	addr := func(i int) common.Address { return env.Accounts[i].Address }

	t.Run("constants", func(t *testing.T) {
		if got, want := call(t, env, f, dexFactory.PackMAXSWAPFEEBPS(), dexFactory.UnpackMAXSWAPFEEBPS), bi(200); !eq(got, want) {
			t.Errorf("MAX_SWAP_FEE_BPS = %v, want %v", got, want)
		}
		if got, want := call(t, env, f, dexFactory.PackSwapFeeBps(), dexFactory.UnpackSwapFeeBps), bi(30); !eq(got, want) {
			t.Errorf("launch swapFeeBps = %v, want %v", got, want)
		}
		if got := call(t, env, f, dexFactory.PackFeeToSetter(), dexFactory.UnpackFeeToSetter); got != addr(deployer) {
			t.Errorf("feeToSetter = %s, want the deployer %s", got.Hex(), addr(deployer).Hex())
		}
	})

	t.Run("setSwapFeeBps", func(t *testing.T) {
		for _, c := range []struct {
			name    string
			from    int
			fee     int64
			wantErr string
		}{
			{"maximum", deployer, 200, ""},
			{"above maximum", deployer, 201, "NeoSwap: FEE_TOO_HIGH"},
			{"far above maximum", deployer, 10_000, "NeoSwap: FEE_TOO_HIGH"},
			{"zero", deployer, 0, ""},
			{"not feeToSetter", outsider, 50, forbidden},
			{"back to launch", deployer, 30, ""},
		} {
			t.Run(c.name, func(t *testing.T) {
				before := call(t, env, f, dexFactory.PackSwapFeeBps(), dexFactory.UnpackSwapFeeBps)
				data := dexFactory.PackSetSwapFeeBps(bi(c.fee))
				if c.wantErr != "" {
					if got := sendRevert(t, env, c.from, f, nil, data, 0); got != c.wantErr {
						t.Errorf("revert = %q, want %q", got, c.wantErr)
					}
					if got := call(t, env, f, dexFactory.PackSwapFeeBps(), dexFactory.UnpackSwapFeeBps); !eq(got, before) {
						t.Errorf("swapFeeBps changed to %v on a revert", got)
					}
					return
				}
				r := send(t, env, c.from, f, nil, data)
				ev, err := dexFactory.UnpackSwapFeeSetEvent(r.Logs[0])
				if err != nil {
					t.Fatal(err)
				}
				if !eq(ev.SwapFeeBps, bi(c.fee)) {
					t.Errorf("SwapFeeSet(%v), want %d", ev.SwapFeeBps, c.fee)
				}
				if got := call(t, env, f, dexFactory.PackSwapFeeBps(), dexFactory.UnpackSwapFeeBps); !eq(got, bi(c.fee)) {
					t.Errorf("swapFeeBps = %v, want %d", got, c.fee)
				}
			})
		}
	})

	t.Run("two-step feeToSetter transfer", func(t *testing.T) {
		type state struct{ setter, pending common.Address }
		read := func() state {
			return state{
				call(t, env, f, dexFactory.PackFeeToSetter(), dexFactory.UnpackFeeToSetter),
				call(t, env, f, dexFactory.PackPendingFeeToSetter(), dexFactory.UnpackPendingFeeToSetter),
			}
		}
		a0, a1, a2, a3 := addr(0), addr(1), addr(2), addr(3)
		steps := []struct {
			name      string
			from      int
			data      []byte
			wantErr   string
			wantEvent func(t *testing.T, l *types.Log)
			want      state
		}{
			{"stranger cannot start", 1, dexFactory.PackTransferFeeToSetter(a1), forbidden, nil, state{a0, common.Address{}}},
			{"start", 0, dexFactory.PackTransferFeeToSetter(a1), "", func(t *testing.T, l *types.Log) {
				ev, err := dexFactory.UnpackFeeToSetterTransferStartedEvent(l)
				if err != nil {
					t.Fatal(err)
				}
				if ev.PreviousFeeToSetter != a0 || ev.NewFeeToSetter != a1 {
					t.Errorf("FeeToSetterTransferStarted(%s, %s), want (%s, %s)",
						ev.PreviousFeeToSetter.Hex(), ev.NewFeeToSetter.Hex(), a0.Hex(), a1.Hex())
				}
			}, state{a0, a1}},
			{"old setter still rules while pending", 0, dexFactory.PackSetSwapFeeBps(bi(25)), "", nil, state{a0, a1}},
			{"pending one cannot act yet", 1, dexFactory.PackSetSwapFeeBps(bi(20)), forbidden, nil, state{a0, a1}},
			{"only the pending one accepts", 2, dexFactory.PackAcceptFeeToSetter(), forbidden, nil, state{a0, a1}},
			{"accept", 1, dexFactory.PackAcceptFeeToSetter(), "", func(t *testing.T, l *types.Log) {
				ev, err := dexFactory.UnpackFeeToSetterTransferredEvent(l)
				if err != nil {
					t.Fatal(err)
				}
				if ev.PreviousFeeToSetter != a0 || ev.NewFeeToSetter != a1 {
					t.Errorf("FeeToSetterTransferred(%s, %s), want (%s, %s)",
						ev.PreviousFeeToSetter.Hex(), ev.NewFeeToSetter.Hex(), a0.Hex(), a1.Hex())
				}
			}, state{a1, common.Address{}}},
			{"cannot accept twice", 1, dexFactory.PackAcceptFeeToSetter(), forbidden, nil, state{a1, common.Address{}}},
			{"old setter is out", 0, dexFactory.PackSetFeeTo(a3), forbidden, nil, state{a1, common.Address{}}},
			{"new setter sets feeTo", 1, dexFactory.PackSetFeeTo(a3), "", func(t *testing.T, l *types.Log) {
				ev, err := dexFactory.UnpackFeeToSetEvent(l)
				if err != nil {
					t.Fatal(err)
				}
				if ev.PreviousFeeTo != (common.Address{}) || ev.NewFeeTo != a3 {
					t.Errorf("FeeToSet(%s, %s), want (0x0, %s)", ev.PreviousFeeTo.Hex(), ev.NewFeeTo.Hex(), a3.Hex())
				}
			}, state{a1, common.Address{}}},
			{"new setter lists swappers", 1, dexFactory.PackSetSwapAllowed(a2, true), "", nil, state{a1, common.Address{}}},
			{"start to a typo, then cancel", 1, dexFactory.PackTransferFeeToSetter(a2), "", nil, state{a1, a2}},
			{"cancel", 1, dexFactory.PackTransferFeeToSetter(common.Address{}), "", nil, state{a1, common.Address{}}},
			{"cancelled one cannot accept", 2, dexFactory.PackAcceptFeeToSetter(), forbidden, nil, state{a1, common.Address{}}},
		}
		for _, s := range steps {
			if s.wantErr != "" {
				if got := sendRevert(t, env, s.from, f, nil, s.data, 0); got != s.wantErr {
					t.Errorf("%s: revert = %q, want %q", s.name, got, s.wantErr)
				}
			} else {
				r := send(t, env, s.from, f, nil, s.data)
				if s.wantEvent != nil {
					if len(r.Logs) != 1 {
						t.Fatalf("%s: %d logs, want 1", s.name, len(r.Logs))
					}
					s.wantEvent(t, r.Logs[0])
				}
			}
			if got := read(); got != s.want {
				t.Errorf("%s: (feeToSetter, pending) = (%s, %s), want (%s, %s)",
					s.name, got.setter.Hex(), got.pending.Hex(), s.want.setter.Hex(), s.want.pending.Hex())
			}
		}
		if got := call(t, env, f, dexFactory.PackFeeTo(), dexFactory.UnpackFeeTo); got != a3 {
			t.Errorf("feeTo = %s, want %s", got.Hex(), a3.Hex())
		}
	})
}

// TestDexEventTopics checks that the pair and factory events carry Uniswap
// V2's exact topic0s, in the ABI and on logs of a real swap.
func TestDexEventTopics(t *testing.T) {
	pairABI, err := bindings.NeoSwapPairMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	factoryABI, err := bindings.NeoSwapFactoryMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		abi  *abi.ABI
		name string
		sig  string
	}{
		{pairABI, "Swap", "Swap(address,uint256,uint256,uint256,uint256,address)"},
		{pairABI, "Sync", "Sync(uint112,uint112)"},
		{pairABI, "Mint", "Mint(address,uint256,uint256)"},
		{pairABI, "Burn", "Burn(address,uint256,uint256,address)"},
		{pairABI, "Transfer", "Transfer(address,address,uint256)"},
		{pairABI, "Approval", "Approval(address,address,uint256)"},
		{factoryABI, "PairCreated", "PairCreated(address,address,address,uint256)"},
	} {
		ev, ok := c.abi.Events[c.name]
		if !ok {
			t.Errorf("no event %s in the ABI", c.name)
			continue
		}
		if got, want := ev.Sig, c.sig; got != want {
			t.Errorf("%s signature = %s, want %s", c.name, got, want)
		}
		if got, want := ev.ID, v2Topic0[c.name]; got != want {
			t.Errorf("%s topic0 = %s, want V2's %s", c.name, got.Hex(), want.Hex())
		}
		if got, want := crypto.Keccak256Hash([]byte(c.sig)), v2Topic0[c.name]; got != want {
			t.Errorf("keccak(%s) = %s, want %s", c.sig, got.Hex(), want.Hex())
		}
	}
	// Indexed arguments as V2: Swap(sender*, ..., to*), Mint(sender*), Burn(sender*, ..., to*).
	for name, want := range map[string][]bool{
		"Swap": {true, false, false, false, false, true},
		"Mint": {true, false, false},
		"Burn": {true, false, false, true},
		"Sync": {false, false},
	} {
		var got []bool
		for _, in := range pairABI.Events[name].Inputs {
			got = append(got, in.Indexed)
		}
		if len(got) != len(want) {
			t.Errorf("%s: %d inputs, want %d", name, len(got), len(want))
			continue
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s input %d indexed = %v, want %v", name, i, got[i], want[i])
			}
		}
	}

	// On a real swap through the router (a listed caller), the pair emits
	// Transfer (token moves are the tokens'), Sync and Swap with V2's topic0s.
	env := chaintest.New(t)
	d := env.Deployment
	allowSwapper(t, env, swapper)
	alpha := env.Token(t, "ALPHA")
	env.Approve(t, swapper, alpha, d.Router, chaintest.MaxUint256)
	pair := d.Pairs["ALPHA/WETH"]
	r := send(t, env, swapper, d.Router, nil, dexRouter.PackSwapExactTokensForTokens(
		env.Units(t, "ALPHA", 10), bi(0), []common.Address{alpha, d.WETH}, env.Accounts[swapper].Address, env.Deadline(t)))
	var got []common.Hash
	for _, l := range r.Logs {
		if l.Address == pair {
			got = append(got, l.Topics[0])
		}
	}
	if want := []common.Hash{v2Topic0["Sync"], v2Topic0["Swap"]}; len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("pair log topic0s = %v, want [Sync Swap] %v", got, want)
	}
}

// TestDexLPPermit checks the LP token's EIP-2612 permit against an EIP-712
// digest built independently here (V2's domain: name "NeoSwap LP", version
// "1"), by removing liquidity with a signature instead of an approval.
func TestDexLPPermit(t *testing.T) {
	env := chaintest.New(t)
	d := env.Deployment
	alpha := env.Token(t, "ALPHA")
	owner := env.Accounts[lp]
	env.Approve(t, lp, alpha, d.Router, chaintest.MaxUint256)
	send(t, env, lp, d.Router, ether(1), dexRouter.PackAddLiquidityETH(
		alpha, env.Units(t, "ALPHA", 1_000), bi(0), bi(0), owner.Address, env.Deadline(t)))
	pair := d.Pairs["ALPHA/WETH"]

	u256 := func(v *big.Int) []byte { return common.LeftPadBytes(v.Bytes(), 32) }
	addr := func(a common.Address) []byte { return common.LeftPadBytes(a.Bytes(), 32) }
	domain := crypto.Keccak256Hash(
		crypto.Keccak256([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)")),
		crypto.Keccak256([]byte("NeoSwap LP")), crypto.Keccak256([]byte("1")), u256(env.ChainIDBig), addr(pair))
	if got := call(t, env, pair, dexPair.PackDOMAINSEPARATOR(), dexPair.UnpackDOMAINSEPARATOR); common.Hash(got) != domain {
		t.Fatalf("DOMAIN_SEPARATOR = %x, want %s", got, domain.Hex())
	}

	liq := env.BalanceOf(t, pair, owner.Address)
	deadline := env.Deadline(t)
	sign := func(nonce *big.Int) (v uint8, r, s [32]byte) {
		structHash := crypto.Keccak256(
			crypto.Keccak256([]byte("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)")),
			addr(owner.Address), addr(d.Router), u256(liq), u256(nonce), u256(deadline))
		digest := crypto.Keccak256(append([]byte("\x19\x01"), append(domain.Bytes(), structHash...)...))
		sig, err := crypto.Sign(digest, owner.Key)
		if err != nil {
			t.Fatal(err)
		}
		copy(r[:], sig[:32])
		copy(s[:], sig[32:64])
		return sig[64] + 27, r, s
	}

	v, r, s := sign(bi(1)) // wrong nonce: the signature recovers someone else
	data := dexRouter.PackRemoveLiquidityETHWithPermit(alpha, liq, bi(0), bi(0), owner.Address, deadline, false, v, r, s)
	if got, want := sendRevert(t, env, lp, d.Router, nil, data, 0), "NeoSwap: INVALID_SIGNATURE"; got != want {
		t.Errorf("permit with a wrong nonce: revert = %q, want %q", got, want)
	}

	v, r, s = sign(bi(0))
	data = dexRouter.PackRemoveLiquidityETHWithPermit(alpha, liq, bi(0), bi(0), owner.Address, deadline, false, v, r, s)
	rcpt := send(t, env, lp, d.Router, nil, data)
	if got := env.BalanceOf(t, pair, owner.Address); got.Sign() != 0 {
		t.Errorf("LP left = %v, want 0", got)
	}
	if got := call(t, env, pair, dexPair.PackNonces(owner.Address), dexPair.UnpackNonces); !eq(got, bi(1)) {
		t.Errorf("nonce = %v, want 1", got)
	}
	var approvals int
	for _, l := range rcpt.Logs {
		if l.Address == pair && l.Topics[0] == v2Topic0["Approval"] {
			ev, err := dexPair.UnpackApprovalEvent(l)
			if err != nil {
				t.Fatal(err)
			}
			approvals++
			if ev.Owner != owner.Address || ev.Spender != d.Router || !eq(ev.Value, liq) {
				t.Errorf("Approval = (%s, %s, %v), want (%s, %s, %v)",
					ev.Owner.Hex(), ev.Spender.Hex(), ev.Value, owner.Address.Hex(), d.Router.Hex(), liq)
			}
		}
	}
	if approvals != 1 {
		t.Errorf("got %d Approval events, want 1", approvals)
	}
	// Replaying the used signature fails: the nonce moved on.
	if got, want := sendRevert(t, env, lp, d.Router, nil, data, 0), "NeoSwap: INVALID_SIGNATURE"; got != want {
		t.Errorf("replayed permit: revert = %q, want %q", got, want)
	}
}
