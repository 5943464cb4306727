package chaintest_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
)

func TestNew(t *testing.T) {
	env := chaintest.New(t)
	d := env.Deployment
	factory := bindings.NewNeoSwapFactory()

	t.Run("swap allow-list", func(t *testing.T) {
		for name, a := range map[string]common.Address{"router": d.Router, "feeRouter": d.FeeRouter, "buybackBurner": d.BuybackBurner} {
			ok, err := bind.Call(factory.Instance(env.Client, d.Factory), nil, factory.PackSwapAllowed(a), factory.UnpackSwapAllowed)
			if err != nil || !ok {
				t.Errorf("swapAllowed(%s) = %v, %v", name, ok, err)
			}
		}
		ok, err := bind.Call(factory.Instance(env.Client, d.Factory), nil, factory.PackSwapAllowed(env.Accounts[1].Address), factory.UnpackSwapAllowed)
		if err != nil || ok {
			t.Errorf("swapAllowed(user) = %v, %v", ok, err)
		}
	})

	t.Run("fees", func(t *testing.T) {
		fr := bindings.NewFeeRouter()
		got, err := bind.Call(fr.Instance(env.Client, d.FeeRouter), nil, fr.PackProtocolFeeBps(), fr.UnpackProtocolFeeBps)
		if err != nil || got.Int64() != deploy.ProtocolFeeBps {
			t.Errorf("protocolFeeBps = %v, %v; want %d", got, err, deploy.ProtocolFeeBps)
		}
		lp, err := bind.Call(factory.Instance(env.Client, d.Factory), nil, factory.PackSwapFeeBps(), factory.UnpackSwapFeeBps)
		if err != nil || lp.Int64() != deploy.SwapFeeBps {
			t.Errorf("swapFeeBps = %v, %v; want %d", lp, err, deploy.SwapFeeBps)
		}
	})

	t.Run("quote ranks", func(t *testing.T) {
		reg := bindings.NewQuoteAssetRegistry()
		for sym, want := range map[string]uint8{"WETH": 4, "USDT": 3, "USDC": 2, "NEO": 1, "ALPHA": 0} {
			got, err := bind.Call(reg.Instance(env.Client, d.QuoteRegistry), nil, reg.PackRankOf(env.Token(t, sym)), reg.UnpackRankOf)
			if err != nil || got != want {
				t.Errorf("rankOf(%s) = %d, %v; want %d", sym, got, err, want)
			}
		}
	})

	t.Run("collector buckets", func(t *testing.T) {
		c := bindings.NewCollector()
		// Staking pays NeoStaking and Rakeback RakebackV2, both with notify on.
		want := []common.Address{d.NeoStaking, d.Treasury, d.Rakeback, d.BuybackBurner}
		for i, w := range deploy.BucketWeights {
			b, err := bind.Call(c.Instance(env.Client, d.Collector), nil, c.PackBucketAt(big.NewInt(int64(i))), c.UnpackBucketAt)
			if err != nil {
				t.Fatal(err)
			}
			if b.Recipient != want[i] || b.Weight.Int64() != w || b.Notify != (i == deploy.BucketStaking || i == deploy.BucketRakeback) {
				t.Errorf("bucket %d = %+v", i, b)
			}
		}
	})

	t.Run("balances", func(t *testing.T) {
		if got, want := env.BalanceOf(t, env.Token(t, "USDC"), env.Accounts[3].Address), env.Units(t, "USDC", deploy.FundAmounts["USDC"]); got.Cmp(want) != 0 {
			t.Errorf("USDC of account 3 = %s, want %s", got, want)
		}
	})

	t.Run("launch venue wiring", func(t *testing.T) {
		curve := bindings.NewLaunchpadCurve()
		// addr reads an address getter: every getter below returns one
		// address, so any of their unpackers decodes it.
		addr := func(data []byte) common.Address {
			return chaintest.Call(t, env, d.LaunchpadCurve, data, curve.UnpackUpgradeAuthority)
		}
		for name, c := range map[string]struct{ got, want common.Address }{
			"upgradeAuthority":    {addr(curve.PackUpgradeAuthority()), d.LaunchpadTimelock},
			"graduator":           {addr(curve.PackGraduator()), d.LaunchpadGraduator},
			"tokenImplementation": {addr(curve.PackTokenImplementation()), d.LaunchpadTokenImpl},
			"pveVault":            {addr(curve.PackPveVault()), d.PveVault},
			"factory":             {addr(curve.PackFactory()), d.Factory},
			"feeRouter":           {addr(curve.PackFeeRouter()), d.FeeRouter},
			"creatorFeeVault":     {addr(curve.PackCreatorFeeVault()), d.CreatorFeeVault},
			"owner":               {addr(curve.PackOwner()), d.Deployer},
		} {
			if c.got != c.want {
				t.Errorf("curve.%s = %s, want %s", name, c.got.Hex(), c.want.Hex())
			}
		}
		p := chaintest.Call(t, env, d.LaunchpadCurve, curve.PackParamSet(1), curve.UnpackParamSet)
		if want := deploy.LaunchParams(); p.VirtualEth.Cmp(want.VirtualEth) != 0 || p.FloorToken.Cmp(want.FloorToken) != 0 ||
			p.VirtualToken.Cmp(want.VirtualToken) != 0 || p.GraduationBounty.Cmp(want.GraduationBounty) != 0 ||
			p.NeoLegBps != want.NeoLegBps || p.MaxNeoDeviationBps != want.MaxNeoDeviationBps {
			t.Errorf("parameter set 1 = %+v, want %+v", p, want)
		}
		ok, err := bind.Call(factory.Instance(env.Client, d.Factory), nil, factory.PackSwapAllowed(d.LaunchpadCurve), factory.UnpackSwapAllowed)
		if err != nil || !ok {
			t.Errorf("swapAllowed(curve) = %v, %v", ok, err)
		}
		reg := bindings.NewCreatorFeeRegistry()
		if !chaintest.Call(t, env, d.CreatorFeeRegistry, reg.PackIsRegistrar(d.LaunchpadCurve), reg.UnpackIsRegistrar) {
			t.Error("curve is not a CreatorFeeRegistry registrar")
		}
		vault := bindings.NewCreatorFeeVault()
		if !chaintest.Call(t, env, d.CreatorFeeVault, vault.PackIsDepositor(d.LaunchpadCurve), vault.UnpackIsDepositor) {
			t.Error("curve is not a CreatorFeeVault depositor")
		}
		pve := bindings.NewPveVault()
		if got := chaintest.Call(t, env, d.PveVault, pve.PackSuccessor(), pve.UnpackSuccessor); got != d.PveVaultV2 {
			t.Errorf("pveVault.successor = %s, want pveVaultV2 %s", got.Hex(), d.PveVaultV2.Hex())
		}
		if got := chaintest.Call(t, env, d.PveVaultV2, pve.PackPredecessor(), pve.UnpackPredecessor); got != d.PveVault {
			t.Errorf("pveVaultV2.predecessor = %s, want %s", got.Hex(), d.PveVault.Hex())
		}
	})

	t.Run("neocats", func(t *testing.T) {
		nft := bindings.NewNeocatNft()
		staking := bindings.NewNeocatStaking()
		total := int64(0)
		for i, acc := range env.Accounts[1:] {
			held := chaintest.Call(t, env, d.NeocatNft, nft.PackBalanceOf(acc.Address), nft.UnpackBalanceOf)
			staked := chaintest.Call(t, env, d.NeocatStaking, staking.PackBalanceOf(acc.Address), staking.UnpackBalanceOf)
			if held.Int64() != deploy.NeocatsHeld || staked.Int64() != int64(deploy.NeocatsStaked(i)) {
				t.Errorf("account %d: %s Neocats held, %s staked; want %d, %d", i+1, held, staked, deploy.NeocatsHeld, deploy.NeocatsStaked(i))
			}
			total += staked.Int64()
		}
		if got := chaintest.Call(t, env, d.NeocatStaking, staking.PackTotalStaked(), staking.UnpackTotalStaked); got.Int64() != total {
			t.Errorf("totalStaked = %s, want %d", got, total)
		}
	})

	t.Run("pool price", func(t *testing.T) {
		pair := bindings.NewNeoSwapPair()
		inst := pair.Instance(env.Client, d.Pairs["WETH/USDC"])
		r, err := bind.Call(inst, nil, pair.PackGetReserves(), pair.UnpackGetReserves)
		if err != nil {
			t.Fatal(err)
		}
		t0, err := bind.Call(inst, nil, pair.PackToken0(), pair.UnpackToken0)
		if err != nil {
			t.Fatal(err)
		}
		weth, usdc := r.Reserve0, r.Reserve1
		if t0 != d.WETH {
			weth, usdc = usdc, weth
		}
		// USDC (6 decimals) per WETH (18 decimals), in whole dollars.
		price := new(big.Int).Div(new(big.Int).Mul(usdc, big.NewInt(1e12)), weth)
		if price.Int64() != 3000 {
			t.Errorf("ETH price %s USDC, want 3000", price)
		}
	})
}

func TestFeeRouterSwap(t *testing.T) {
	env := chaintest.New(t)
	d := env.Deployment
	fr := bindings.NewFeeRouter()
	user := env.Accounts[1]
	path := []common.Address{d.WETH, d.USDC}

	opts := env.TxOpts(1)
	opts.Value = big.NewInt(1e18)
	before := env.BalanceOf(t, d.USDC, user.Address)
	tx, err := bind.Transact(fr.Instance(env.Client, d.FeeRouter), opts,
		fr.PackSwapExactETHForTokens(big.NewInt(1), path, user.Address, env.Deadline(t)))
	receipt := env.MustTransact(t, tx, err)

	var swaps int
	for _, l := range receipt.Logs {
		ev, err := fr.UnpackSwapEvent(l)
		if err != nil {
			continue
		}
		swaps++
		if ev.User != user.Address || ev.TokenIn != d.WETH || ev.TokenOut != d.USDC {
			t.Errorf("Swap event %+v", ev)
		}
		if got := env.BalanceOf(t, d.USDC, user.Address); new(big.Int).Sub(got, before).Cmp(ev.AmountOut) != 0 {
			t.Errorf("received %s, event amountOut %s", new(big.Int).Sub(got, before), ev.AmountOut)
		}
	}
	if swaps != 1 {
		t.Errorf("%d FeeRouter Swap events, want 1", swaps)
	}
}

func TestRevertReason(t *testing.T) {
	env := chaintest.New(t)
	d := env.Deployment
	router := bindings.NewNeoSwapRouter02()
	call := router.PackSwapExactETHForTokens(big.NewInt(1), []common.Address{d.WETH, d.USDC}, env.Accounts[1].Address, env.Deadline(t))

	t.Run("eth_call", func(t *testing.T) {
		got := env.RevertReason(t, ethereum.CallMsg{From: env.Accounts[1].Address, To: &d.Router, Value: big.NewInt(1e18), Data: call})
		if want := "NeoSwapRouter: SWAPPER_NOT_ALLOWED"; got != want {
			t.Errorf("reason %q, want %q", got, want)
		}
	})
	t.Run("estimation", func(t *testing.T) {
		opts := env.TxOpts(1)
		opts.Value = big.NewInt(1e18)
		tx, err := bind.Transact(router.Instance(env.Client, d.Router), opts, call)
		if got, want := env.MustRevert(t, tx, err), "NeoSwapRouter: SWAPPER_NOT_ALLOWED"; got != want {
			t.Errorf("reason %q, want %q", got, want)
		}
	})
	t.Run("mined", func(t *testing.T) {
		opts := env.TxOpts(1)
		opts.Value = big.NewInt(1e18)
		opts.GasLimit = 500_000
		tx, err := bind.Transact(router.Instance(env.Client, d.Router), opts, call)
		if got, want := env.MustRevert(t, tx, err), "NeoSwapRouter: SWAPPER_NOT_ALLOWED"; got != want {
			t.Errorf("reason %q, want %q", got, want)
		}
	})
	t.Run("custom error", func(t *testing.T) {
		fr := bindings.NewFeeRouter()
		alpha, gamma := env.Token(t, "ALPHA"), env.Token(t, "GAMMA")
		data := fr.PackFeeIndex([]common.Address{gamma, alpha})
		got := env.RevertReason(t, ethereum.CallMsg{From: env.Accounts[1].Address, To: &d.FeeRouter, Data: data})
		if want := "NoQuoteSide()"; got != want {
			t.Errorf("reason %q, want %q", got, want)
		}
	})
	t.Run("custom error with arguments", func(t *testing.T) {
		fr := bindings.NewFeeRouter()
		data := fr.PackSwapExactTokensForTokens(big.NewInt(1), big.NewInt(0), []common.Address{env.Token(t, "GAMMA"), d.WETH}, env.Accounts[1].Address, env.Deadline(t))
		got := env.RevertReason(t, ethereum.CallMsg{From: env.Accounts[1].Address, To: &d.FeeRouter, Data: data})
		if want := "ERC20InsufficientAllowance(" + d.FeeRouter.Hex() + ", 0, 1)"; got != want {
			t.Errorf("reason %q, want %q", got, want)
		}
	})
}

func BenchmarkNew(b *testing.B) {
	for b.Loop() {
		chaintest.New(b)
	}
}
