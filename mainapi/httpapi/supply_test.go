package httpapi_test

import (
	"context"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"strconv"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

type supplyBody struct {
	TotalSupply               string `json:"totalSupply"`
	Burned                    string `json:"burned"`
	TreasuryVestingUnreleased string `json:"treasuryVestingUnreleased"`
	TreasuryLocked            string `json:"treasuryLocked"`
	EscrowUnreleased          string `json:"escrowUnreleased"`
	ChefUndistributed         string `json:"chefUndistributed"`
	Circulating               string `json:"circulating"`
	Definition                string `json:"definition"`
}

// TestNeoSupply: the real router over a database the real indexer filled
// from a devnet where NEO was burned (by transfer and by the distribution
// job's buybacks), sent to the treasury, released by TreasuryVesting,
// vested in the escrow and paid out by the chefs: every figure equals the
// chain's balances at the indexed head, with no chain reader at all; a new
// block is visible as soon as it is indexed; deductions of unset addresses
// are 0; before NEO's mint is indexed the route answers 503.
func TestNeoSupply(t *testing.T) {
	ctx := context.Background()
	env := chaintest.New(t)
	d := env.Deployment
	f := d.File()
	h := newHarness(t, func(dp *httpapi.Deps) { dp.Deployment = &f })
	_, ix, src := indexerOf(t, env, h.db)
	next := uint64(0)
	index := func(to uint64) {
		t.Helper()
		for ; next <= to; next++ {
			b, err := src.BlockByNumber(ctx, next)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := ix.HandleBlock(ctx, b); err != nil {
				t.Fatalf("block %d: %v", next, err)
			}
		}
	}

	t.Run("mint not indexed", func(t *testing.T) {
		index(0) // genesis: nothing deployed yet
		check(t, h.get("/tokens/neo/supply"), want{
			status: http.StatusServiceUnavailable, body: `{"error":"NEO supply not indexed"}`,
			headers: errorHeaders("Retry-After", "5", "X-Indexed-Block", "0"),
		})
	})

	neo := bindings.NewNeoToken()
	inst := neo.Instance(env.Client, d.NeoToken)
	balance := func(a common.Address) *big.Int {
		t.Helper()
		b, err := bind.Call(inst, nil, neo.PackBalanceOf(a), neo.UnpackBalanceOf)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	env.Transfer(t, 1, d.NeoToken, httpapi.DeadAddress, big.NewInt(1_000_000))
	env.Transfer(t, 2, d.NeoToken, d.Treasury, big.NewInt(3_000))
	keeper := env.Accounts[9]
	bb := bindings.NewBuybackBurner()
	tx, err := bind.Transact(bb.Instance(env.Client, d.BuybackBurner), env.TxOpts(0), bb.PackSetKeeper(keeper.Address))
	env.MustTransact(t, tx, err)
	stats, err := sim.Run(ctx, sim.Config{
		Backend: env.Backend.Client(), Deployment: d, Traders: env.Accounts[1:6], Commit: func() { env.Commit() },
		TradesPerBlock: 5, Interval: -1, Rounds: 21, LaunchShare: -1, FarmShare: 100, Keeper: &keeper, DistributeEvery: 10,
		Seed: 3, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	if stats.Buybacks == 0 || stats.Farm == 0 {
		t.Fatalf("no buyback or farm action in %+v", stats)
	}
	env.Send(t, 4, d.TreasuryVesting, nil, bindings.NewTreasuryVesting().PackRelease(d.Treasury))
	head := env.Head(t).Number.Uint64()
	index(head)

	read := func(h *harness) (supplyBody, string) {
		t.Helper()
		rec := h.get("/tokens/neo/supply")
		var b supplyBody
		decode(t, rec, &b)
		if got := rec.Header().Get("X-Indexed-Block"); got != strconv.FormatUint(next-1, 10) {
			t.Errorf("X-Indexed-Block %s, want %d", got, next-1)
		}
		return b, rec.Header().Get("ETag")
	}
	fromChain := func(unset bool) supplyBody {
		t.Helper()
		total, err := bind.Call(inst, nil, neo.PackTotalSupply(), neo.UnpackTotalSupply)
		if err != nil {
			t.Fatal(err)
		}
		burned := new(big.Int).Add(balance(httpapi.DeadAddress), balance(common.Address{}))
		vest, treasury, escrow := balance(d.TreasuryVesting), balance(d.Treasury), balance(d.RewardVestingEscrow)
		chef := new(big.Int).Add(balance(d.VampChef), balance(d.MasterChef))
		if unset {
			vest, treasury, escrow, chef = new(big.Int), new(big.Int), new(big.Int), new(big.Int)
		}
		circ := new(big.Int).Set(total)
		for _, x := range []*big.Int{burned, vest, treasury, escrow, chef} {
			circ.Sub(circ, x)
		}
		return supplyBody{TotalSupply: total.String(), Burned: burned.String(), TreasuryVestingUnreleased: vest.String(),
			TreasuryLocked: treasury.String(), EscrowUnreleased: escrow.String(), ChefUndistributed: chef.String(),
			Circulating: circ.String()}
	}

	first, etag := read(h)
	t.Run("equals the chain", func(t *testing.T) {
		want := fromChain(false)
		want.Definition = first.Definition
		if first != want || first.Definition == "" {
			t.Errorf("got  %+v\nwant %+v", first, want)
		}
		for name, v := range map[string]string{"burned": first.Burned, "treasuryVestingUnreleased": first.TreasuryVestingUnreleased,
			"treasuryLocked": first.TreasuryLocked, "escrowUnreleased": first.EscrowUnreleased, "chefUndistributed": first.ChefUndistributed,
			"circulating": first.Circulating} {
			if v == "0" {
				t.Errorf("%s is 0: the scenario should move it", name)
			}
		}
		if want, _ := new(big.Int).SetString(first.TotalSupply, 10); want.Cmp(deploy.NeoSupply) != 0 {
			t.Errorf("totalSupply %s, want the fixed supply %s", first.TotalSupply, deploy.NeoSupply)
		}
	})

	t.Run("a new block once indexed", func(t *testing.T) {
		env.Transfer(t, 1, d.NeoToken, httpapi.DeadAddress, big.NewInt(7))
		if got, _ := read(h); got != first {
			t.Errorf("before the block is indexed: %+v, want %+v", got, first)
		}
		index(env.Head(t).Number.Uint64())
		got, tag := read(h)
		b1, _ := new(big.Int).SetString(first.Burned, 10)
		if got.Burned != new(big.Int).Add(b1, big.NewInt(7)).String() || tag == etag {
			t.Errorf("after the block: burned %s (want %s + 7), ETag %s (was %s)", got.Burned, first.Burned, tag, etag)
		}
	})

	t.Run("contracts unset", func(t *testing.T) {
		u := f
		u.Addresses.TreasuryVesting, u.Addresses.RewardVestingEscrow, u.Addresses.MasterChef = common.Address{}, common.Address{}, common.Address{}
		u.Extra.VampChef, u.Extra.Treasury = common.Address{}, common.Address{}
		other := &harness{t: t, db: h.db, clock: h.clock, deps: h.deps}
		other.deps.Deployment = &u
		other.h = httpapi.NewRouter(other.deps)
		got, _ := read(other)
		want := fromChain(true)
		want.Definition = got.Definition
		if got != want {
			t.Errorf("got  %+v\nwant %+v", got, want)
		}
	})
}
