package httpapi_test

import (
	"context"
	"log/slog"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/contracts/chaintest"
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

func TestNeoSupply(t *testing.T) {
	env := chaintest.New(t)
	neo := bindings.NewNeoToken()
	d := env.Deployment.File()
	token := d.Addresses.NeoToken
	inst := neo.Instance(env.Client, token)
	balance := func(a common.Address) *big.Int {
		b, err := bind.Call(inst, nil, neo.PackBalanceOf(a), neo.UnpackBalanceOf)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	send := func(from int, to common.Address, wei int64) {
		tx, err := bind.Transact(inst, env.TxOpts(from), neo.PackTransfer(to, big.NewInt(wei)))
		env.MustTransact(t, tx, err)
	}
	send(1, httpapi.DeadAddress, 1_000_000)
	if d.Extra.Treasury != (common.Address{}) {
		send(2, d.Extra.Treasury, 3_000)
	}

	t.Run("contracts unset", func(t *testing.T) {
		f := d
		f.Addresses.TreasuryVesting, f.Addresses.RewardVestingEscrow, f.Addresses.MasterChef = common.Address{}, common.Address{}, common.Address{}
		f.Extra.VampChef = common.Address{}
		h := newHarness(t, func(dp *httpapi.Deps) { dp.Deployment = &f; dp.Chain = httpapi.ERC20Caller{Client: env.Client} })
		h.setHead(5, wire.MustParseHash(hashHex), t0)
		var got supplyBody
		decode(t, h.get("/tokens/neo/supply"), &got)
		total, err := bind.Call(inst, nil, neo.PackTotalSupply(), neo.UnpackTotalSupply)
		if err != nil {
			t.Fatal(err)
		}
		burned := new(big.Int).Add(balance(httpapi.DeadAddress), balance(common.Address{}))
		treasury := new(big.Int)
		if d.Extra.Treasury != (common.Address{}) {
			treasury = balance(d.Extra.Treasury)
		}
		circ := new(big.Int).Sub(new(big.Int).Sub(total, burned), treasury)
		want := supplyBody{TotalSupply: total.String(), Burned: burned.String(), TreasuryVestingUnreleased: "0",
			TreasuryLocked: treasury.String(), EscrowUnreleased: "0", ChefUndistributed: "0", Circulating: circ.String(), Definition: got.Definition}
		if got != want || burned.Sign() == 0 || got.Definition == "" {
			t.Errorf("got %+v\nwant %+v", got, want)
		}
	})

	t.Run("contracts set, cached a minute", func(t *testing.T) {
		f := d
		vest, escrow, chef, vamp := env.Accounts[7].Address, env.Accounts[8].Address, env.Accounts[9].Address, env.Accounts[6].Address
		f.Addresses.TreasuryVesting, f.Addresses.RewardVestingEscrow, f.Addresses.MasterChef = vest, escrow, chef
		f.Extra.VampChef = vamp
		h := newHarness(t, func(dp *httpapi.Deps) { dp.Deployment = &f; dp.Chain = httpapi.ERC20Caller{Client: env.Client} })
		h.setHead(5, wire.MustParseHash(hashHex), t0)
		read := func() supplyBody {
			t.Helper()
			var b supplyBody
			decode(t, h.get("/tokens/neo/supply"), &b)
			return b
		}
		first := read()
		if first.TreasuryVestingUnreleased != balance(vest).String() || first.EscrowUnreleased != balance(escrow).String() ||
			first.ChefUndistributed != new(big.Int).Add(balance(chef), balance(vamp)).String() || first.TreasuryVestingUnreleased == "0" {
			t.Errorf("deductions %+v, want the balances of the set addresses", first)
		}
		sum := new(big.Int)
		for _, s := range []string{first.Burned, first.TreasuryVestingUnreleased, first.TreasuryLocked, first.EscrowUnreleased, first.ChefUndistributed, first.Circulating} {
			v, _ := new(big.Int).SetString(s, 10)
			sum.Add(sum, v)
		}
		if sum.String() != first.TotalSupply {
			t.Errorf("circulating + deductions = %s, totalSupply %s", sum, first.TotalSupply)
		}
		// A chain change is visible only once the read is a minute old
		// (a new head busts the body cache, not the chain-read cache).
		send(1, httpapi.DeadAddress, 7)
		h.setHead(6, wire.MustParseHash(hashHex2), t0)
		h.clock.Advance(30 * time.Second)
		if got := read(); got != first {
			t.Errorf("within a minute: %+v, want the cached %+v", got, first)
		}
		h.clock.Advance(31 * time.Second)
		h.setHead(7, wire.MustParseHash(hashHex), t0.Add(61*time.Second))
		got := read()
		b1, _ := new(big.Int).SetString(first.Burned, 10)
		if got.Burned != new(big.Int).Add(b1, big.NewInt(7)).String() {
			t.Errorf("after a minute: burned %s, want %s + 7", got.Burned, first.Burned)
		}
	})

	t.Run("devnet deployment, farms used", func(t *testing.T) {
		// The simulator stakes and harvests: half of each reward vests in
		// the escrow, the rest of VampChef's funded budget stays in it.
		if _, err := sim.Run(context.Background(), sim.Config{
			Backend: env.Backend.Client(), Deployment: env.Deployment, Traders: env.Accounts[1:6],
			Commit: func() { env.Commit() }, TradesPerBlock: 5, Interval: -1, Rounds: 20, LaunchShare: -1, FarmShare: 100,
			Seed: 3, Logger: slog.New(slog.DiscardHandler),
		}); err != nil {
			t.Fatal(err)
		}
		h := newHarness(t, func(dp *httpapi.Deps) { dp.Deployment = &d; dp.Chain = httpapi.ERC20Caller{Client: env.Client} })
		h.setHead(5, wire.MustParseHash(hashHex), t0)
		var got supplyBody
		decode(t, h.get("/tokens/neo/supply"), &got)
		a := d.Addresses
		for _, c := range []struct {
			name, got string
			want      *big.Int
		}{
			{"treasuryVestingUnreleased", got.TreasuryVestingUnreleased, balance(a.TreasuryVesting)},
			{"escrowUnreleased", got.EscrowUnreleased, balance(a.RewardVestingEscrow)},
			{"chefUndistributed", got.ChefUndistributed, new(big.Int).Add(balance(d.Extra.VampChef), balance(a.MasterChef))},
		} {
			if c.got != c.want.String() || c.want.Sign() == 0 {
				t.Errorf("%s = %s, want the non-zero %s", c.name, c.got, c.want)
			}
		}
	})

	t.Run("no chain reader", func(t *testing.T) {
		h := newHarness(t, func(dp *httpapi.Deps) { dp.Deployment = &d })
		h.setHead(5, wire.MustParseHash(hashHex), t0)
		check(t, h.get("/tokens/neo/supply"), want{
			status: http.StatusServiceUnavailable, body: `{"error":"chain reads unavailable"}`, headers: errorHeaders("Retry-After", "5"),
		})
	})
}
