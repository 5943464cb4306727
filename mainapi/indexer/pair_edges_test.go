package indexer_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
)

var (
	edgeFactory = bindings.NewNeoSwapFactory()
	edgeRouter  = bindings.NewNeoSwapRouter02()
	edgePair    = bindings.NewNeoSwapPair()
	edgeFlash   = bindings.NewFlashBorrower()
	edgeGarbage = bindings.NewGarbageMetadataToken()
)

// TestPairEdgeCasesMatchChain drives Uniswap V2's edge cases through the
// real contracts and indexes the chain block by block: a first mint (the
// MINIMUM_LIQUIDITY locked), a fee-on-transfer token's pair with swaps and
// a removal through the *SupportingFeeOnTransferTokens paths, tokens sent
// to a pair then skim, tokens sent then sync called directly, a flash swap
// repaid in the callback (testing/FlashBorrower.sol), a token whose
// symbol() reverts, name() is garbage and decimals() out of range
// (testing/GarbageMetadataToken.sol), and feeTo
// switched on (the protocol's LP mint on the next liquidity event) and off.
// Every pool's reserves must equal getReserves, every LP holder's balance
// and every supply balanceOf and totalSupply, and the derived tables a
// rebuild and a batched re-index.
func TestPairEdgeCasesMatchChain(t *testing.T) {
	h := newHarness(t, 4)
	env, d := h.env, h.env.Deployment
	const deployer, lp, swapper, other = 0, 1, 2, 3
	alpha, beta, fot := env.Token(t, "ALPHA"), env.Token(t, "BETA"), env.Token(t, "FOT")
	for _, i := range []int{lp, swapper} {
		for _, tok := range []common.Address{alpha, beta, fot} {
			env.Mint(t, tok, env.Accounts[i].Address, env.Units(t, "ALPHA", 1_000_000))
			env.Approve(t, i, tok, d.Router, chaintest.MaxUint256)
		}
	}
	env.Send(t, deployer, d.Factory, nil, edgeFactory.PackSetSwapAllowed(env.Accounts[swapper].Address, true))
	units := func(n int64) *big.Int { return env.Units(t, "ALPHA", n) }
	me := func(i int) common.Address { return env.Accounts[i].Address }

	// First mints of two fresh pairs: ALPHA/FOT (fee on transfer) and
	// BETA/FOT.
	env.Send(t, lp, d.Router, nil, edgeRouter.PackAddLiquidity(alpha, fot, units(1000), units(2000), big.NewInt(0), big.NewInt(0), me(lp), env.Deadline(t)))
	env.Send(t, lp, d.Router, nil, edgeRouter.PackAddLiquidity(beta, fot, units(10), units(10), big.NewInt(0), big.NewInt(0), me(lp), env.Deadline(t)))
	pairOf := func(a, b common.Address) common.Address {
		return chaintest.Call(t, env, d.Factory, edgeFactory.PackGetPair(a, b), edgeFactory.UnpackGetPair)
	}
	af, bf := pairOf(alpha, fot), pairOf(beta, fot)

	if af == (common.Address{}) || bf == (common.Address{}) {
		t.Fatal("pairs not created")
	}

	// Swaps both ways through the fee-on-transfer paths.
	for i := range 3 {
		env.Send(t, swapper, d.Router, nil, edgeRouter.PackSwapExactTokensForTokensSupportingFeeOnTransferTokens(
			units(int64(5+i)), big.NewInt(0), []common.Address{alpha, fot}, me(swapper), env.Deadline(t)))
		env.Send(t, swapper, d.Router, nil, edgeRouter.PackSwapExactTokensForTokensSupportingFeeOnTransferTokens(
			units(int64(7+i)), big.NewInt(0), []common.Address{fot, beta}, me(swapper), env.Deadline(t)))
	}

	// Tokens sent to the pair, then skim (the surplus to another holder),
	// and sent again, then sync (the surplus into the reserves).
	env.Transfer(t, lp, fot, af, units(3))
	env.Transfer(t, lp, alpha, af, units(4))
	env.Send(t, other, af, nil, edgePair.PackSkim(me(other)))
	env.Transfer(t, lp, fot, af, units(5))
	env.Send(t, other, af, nil, edgePair.PackSync())
	env.Transfer(t, lp, beta, bf, units(1))
	env.Send(t, other, bf, nil, edgePair.PackSync())

	// A flash swap: a contract (allowed to swap) borrows ALPHA from the
	// ALPHA/BETA pair and pays it back with 1% more inside the callback.
	env.Send(t, lp, d.Router, nil, edgeRouter.PackAddLiquidity(alpha, beta, units(500), units(500), big.NewInt(0), big.NewInt(0), me(lp), env.Deadline(t)))
	ab := pairOf(alpha, beta)
	flashAddr, tx, err := bind.DeployContract(env.TxOpts(deployer), common.FromHex(bindings.FlashBorrowerMetaData.Bin), env.Client, nil)
	env.MustTransact(t, tx, err)
	env.Send(t, deployer, d.Factory, nil, edgeFactory.PackSetSwapAllowed(flashAddr, true))
	env.Transfer(t, lp, alpha, flashAddr, units(1))
	env.Transfer(t, lp, beta, flashAddr, units(1))
	borrowed, repay := units(20), units(20)
	repay.Add(repay, new(big.Int).Div(repay, big.NewInt(100)))
	if chaintest.Call(t, env, ab, edgePair.PackToken0(), edgePair.UnpackToken0) == alpha {
		env.Send(t, other, flashAddr, nil, edgeFlash.PackBorrow(ab, borrowed, big.NewInt(0), repay, big.NewInt(0)))
	} else {
		env.Send(t, other, flashAddr, nil, edgeFlash.PackBorrow(ab, big.NewInt(0), borrowed, big.NewInt(0), repay))
	}

	// A token whose symbol() reverts, name() is garbage and decimals() out
	// of range, paired and traded.
	garbage, tx, err := bind.DeployContract(env.TxOpts(deployer), common.FromHex(bindings.GarbageMetadataTokenMetaData.Bin), env.Client,
		edgeGarbage.PackConstructor(me(lp), units(1_000_000)))
	env.MustTransact(t, tx, err)
	env.Approve(t, lp, garbage, d.Router, chaintest.MaxUint256)
	env.Send(t, lp, d.Router, nil, edgeRouter.PackAddLiquidity(garbage, alpha, units(300), units(100), big.NewInt(0), big.NewInt(0), me(lp), env.Deadline(t)))
	env.Send(t, swapper, d.Router, nil, edgeRouter.PackSwapExactTokensForTokensSupportingFeeOnTransferTokens(
		units(10), big.NewInt(0), []common.Address{alpha, garbage}, me(swapper), env.Deadline(t)))
	gp := pairOf(garbage, alpha)

	// feeTo on: swaps grow k, the next liquidity event mints the protocol
	// its share; LP moved between holders; then feeTo off, and a removal.
	env.Send(t, deployer, d.Factory, nil, edgeFactory.PackSetFeeTo(me(other)))
	// (The first liquidity event with the fee on records kLast, mints none.)
	env.Send(t, lp, d.Router, nil, edgeRouter.PackAddLiquidity(alpha, fot, units(10), units(20), big.NewInt(0), big.NewInt(0), me(lp), env.Deadline(t)))
	env.Send(t, swapper, d.Router, nil, edgeRouter.PackSwapExactTokensForTokensSupportingFeeOnTransferTokens(
		units(50), big.NewInt(0), []common.Address{alpha, fot}, me(swapper), env.Deadline(t)))
	env.Send(t, lp, d.Router, nil, edgeRouter.PackAddLiquidity(alpha, fot, units(100), units(200), big.NewInt(0), big.NewInt(0), me(lp), env.Deadline(t)))
	lpBal := chaintest.Call(t, env, af, edgePair.PackBalanceOf(me(lp)), edgePair.UnpackBalanceOf)
	env.Send(t, lp, af, nil, edgePair.PackTransfer(me(swapper), new(big.Int).Div(lpBal, big.NewInt(10))))
	env.Send(t, deployer, d.Factory, nil, edgeFactory.PackSetFeeTo(common.Address{}))
	env.Send(t, swapper, d.Router, nil, edgeRouter.PackSwapExactTokensForTokensSupportingFeeOnTransferTokens(
		units(20), big.NewInt(0), []common.Address{fot, alpha}, me(swapper), env.Deadline(t)))
	env.Send(t, lp, af, nil, edgePair.PackApprove(d.Router, chaintest.MaxUint256))
	env.Send(t, lp, d.Router, nil, edgeRouter.PackRemoveLiquidity(alpha, fot, new(big.Int).Div(lpBal, big.NewInt(3)),
		big.NewInt(0), big.NewInt(0), me(lp), env.Deadline(t)))
	if got := chaintest.Call(t, env, af, edgePair.PackBalanceOf(me(other)), edgePair.UnpackBalanceOf); got.Sign() == 0 {
		t.Fatal("feeTo got no LP: the protocol fee was not minted")
	}

	h.catchUp(t, 0)
	if n := h.count(t, `SELECT count(*) FROM pair_swaps WHERE address = $1 AND sender = $2 AND to_address = $2`,
		ab.Bytes(), flashAddr.Bytes()); n != 1 {
		t.Errorf("%d flash swaps stored, want 1", n)
	}
	var sym, name, dec *string
	if err := h.db.Pool.QueryRow(context.Background(), `SELECT symbol, name, decimals::text FROM tokens WHERE address = $1`,
		garbage.Bytes()).Scan(&sym, &name, &dec); err != nil {
		t.Fatal(err)
	}
	if sym != nil || name == nil || *name != "AN\uFFFD" || dec != nil {
		t.Errorf("garbage token stored as symbol %v name %q decimals %v, want NULL, \"AN\\uFFFD\", NULL", deref(sym), deref(name), deref(dec))
	}
	h.sameAsChain(t, af, bf, ab, gp)
	h.check(t)
	h.batchesEqualBlockByBlock(t, 7)
}

// sameAsChain fails t unless every stored pool's reserves equal
// getReserves, and, for pairs, every LP balance ever moved and the supply
// equal balanceOf and totalSupply at the chain's head.
func (h *harness) sameAsChain(t *testing.T, pairs ...common.Address) {
	t.Helper()
	ctx := context.Background()
	rows, err := h.db.Pool.Query(ctx, `SELECT pair, reserve0::text, reserve1::text FROM pools`)
	if err != nil {
		t.Fatal(err)
	}
	type pool struct {
		pair   []byte
		r0, r1 string
	}
	var pools []pool
	for rows.Next() {
		var p pool
		if err := rows.Scan(&p.pair, &p.r0, &p.r1); err != nil {
			t.Fatal(err)
		}
		pools = append(pools, p)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if len(pools) < len(pairs) {
		t.Fatalf("%d pools stored", len(pools))
	}
	for _, p := range pools {
		a := common.BytesToAddress(p.pair)
		res := chaintest.Call(t, h.env, a, edgePair.PackGetReserves(), edgePair.UnpackGetReserves)
		if p.r0 != res.Reserve0.String() || p.r1 != res.Reserve1.String() {
			t.Errorf("pool %s: stored reserves %s/%s, chain %s/%s", a.Hex(), p.r0, p.r1, res.Reserve0, res.Reserve1)
		}
	}
	for _, a := range pairs {
		holders, err := h.db.Pool.Query(ctx, `SELECT DISTINCT h FROM (SELECT from_address h FROM lp_transfers WHERE address = $1
			UNION SELECT to_address FROM lp_transfers WHERE address = $1) x WHERE h <> '\x0000000000000000000000000000000000000000'`, a.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		var hs [][]byte
		for holders.Next() {
			var b []byte
			if err := holders.Scan(&b); err != nil {
				t.Fatal(err)
			}
			hs = append(hs, b)
		}
		if err := holders.Err(); err != nil {
			t.Fatal(err)
		}
		if len(hs) == 0 {
			t.Fatalf("pair %s: %d LP holders", a.Hex(), len(hs))
		}
		for _, hb := range hs {
			holder := common.BytesToAddress(hb)
			want := chaintest.Call(t, h.env, a, edgePair.PackBalanceOf(holder), edgePair.UnpackBalanceOf)
			got := "0"
			if err := h.db.Pool.QueryRow(ctx, `SELECT coalesce((SELECT balance::text FROM lp_balances WHERE pair = $1 AND holder = $2), '0')`,
				a.Bytes(), hb).Scan(&got); err != nil {
				t.Fatal(err)
			}
			if got != want.String() {
				t.Errorf("pair %s holder %s: stored LP %s, chain %s", a.Hex(), holder.Hex(), got, want)
			}
		}
		want := chaintest.Call(t, h.env, a, edgePair.PackTotalSupply(), edgePair.UnpackTotalSupply)
		var got string
		if err := h.db.Pool.QueryRow(ctx, `SELECT total_supply::text FROM lp_supplies WHERE pair = $1`, a.Bytes()).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != want.String() {
			t.Errorf("pair %s: stored supply %s, chain %s", a.Hex(), got, want)
		}
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}
