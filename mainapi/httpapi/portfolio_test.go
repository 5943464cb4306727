package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
)

type portfolioT struct {
	Address string `json:"address"`
	LP      []struct {
		Pair     string  `json:"pair"`
		Token0   string  `json:"token0"`
		Token1   string  `json:"token1"`
		Balance  string  `json:"balance"`
		Amount0  string  `json:"amount0"`
		Amount1  string  `json:"amount1"`
		ValueUsd *string `json:"valueUsd"`
	} `json:"lpPositions"`
	Farms []struct {
		Chef     string  `json:"chef"`
		Pid      int64   `json:"pid"`
		LPToken  *string `json:"lpToken"`
		Staked   string  `json:"staked"`
		Queued   string  `json:"queued"`
		ValueUsd *string `json:"valueUsd"`
	} `json:"farms"`
	Tokens []struct {
		Token    string  `json:"token"`
		Symbol   string  `json:"symbol"`
		Name     string  `json:"name"`
		Decimals int32   `json:"decimals"`
		Balance  string  `json:"balance"`
		PriceUsd *string `json:"priceUsd"`
		ValueUsd *string `json:"valueUsd"`
	} `json:"tokens"`
	Staking *struct {
		Amount    string  `json:"amount"`
		Effective string  `json:"effective"`
		Option    int     `json:"option"`
		ValueUsd  *string `json:"valueUsd"`
	} `json:"staking"`
	Neocats struct {
		Held   int64 `json:"held"`
		Staked int64 `json:"staked"`
	} `json:"neocats"`
	TotalUsd string `json:"totalUsd"`
}

// TestPortfolioRoute: GET /portfolio/{address} over a devnet the real
// indexer follows, after simulated trading, liquidity, farming, NEO
// staking and launch venue activity (launches, curve trades, graduations,
// a graduated coin bought in its pool). For every trader: the LP rows are exactly the tracked pairs whose balanceOf is positive, with
// the redeemable amounts from getReserves and totalSupply; each farm row's
// staked is the chef's userInfo amount; the token rows are exactly the
// launch coins whose balanceOf is positive, with the symbol and name of
// their TokenCreated; the staking position is
// NeoStaking.positionOf; the Neocat counts are /neocats' lists; every USD
// value is its amounts at /token/{t}/price and totalUsd their sum.
func TestPortfolioRoute(t *testing.T) {
	env := chaintest.New(t)
	h := newHarness(t, func(d *httpapi.Deps) {
		f := env.Deployment.File()
		d.Deployment = &f
	})
	_, ix, src := indexerOf(t, env, h.db)
	follow := indexertest.BlockByBlock(t, env, ix, src)
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	for i, farm := range []int{-1, 40} {
		if _, err := sim.Run(context.Background(), sim.Config{
			Backend: env.Backend.Client(), Deployment: env.Deployment, Traders: env.Accounts[1:6],
			Commit: func() { env.Commit() }, TradesPerBlock: 4, Interval: -1, Rounds: 10, LaunchShare: -1,
			FarmShare: farm, StakeShare: 40, Seed: uint64(81 + i), Logger: quiet,
		}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := sim.Run(context.Background(), sim.Config{
		Backend: env.Backend.Client(), Deployment: env.Deployment, Traders: env.Accounts[1:6],
		Commit: func() { env.Commit() }, TradesPerBlock: 4, Interval: -1, Rounds: 30, LaunchShare: 90,
		FarmShare: -1, StakeShare: -1, Seed: 7, Logger: quiet,
	}); err != nil {
		t.Fatal(err)
	}
	follow()
	// A graduated coin bought in its pool through the FeeRouter (priced:
	// its pool holds the curve's liquidity).
	var graduated []byte
	if err := h.db.Pool.QueryRow(context.Background(), `SELECT token FROM curve_lifecycle WHERE kind = 'Graduated'
		ORDER BY block_number LIMIT 1`).Scan(&graduated); err != nil {
		t.Fatalf("no coin graduated: %v", err)
	}
	{
		fr := bindings.NewFeeRouter()
		opts := env.TxOpts(2)
		opts.Value = big.NewInt(1e16)
		tx, err := bind.Transact(fr.Instance(env.Client, env.Deployment.FeeRouter), opts, fr.PackSwapExactETHForTokens(common.Big1,
			[]common.Address{env.Deployment.WETH, common.BytesToAddress(graduated)}, env.Accounts[2].Address, env.Deadline(t)))
		env.MustTransact(t, tx, err)
	}
	follow()
	ctx := context.Background()
	d := env.Deployment
	hex := func(b []byte) string { return fmt.Sprintf("0x%x", b) }
	pairB, stakingB, chefB := bindings.NewNeoSwapPair(), bindings.NewNeoStaking(), bindings.NewMasterChef()

	// USD of an amount at the shown price and the token's decimals.
	value := func(token, amount string) (decimal.Decimal, bool) {
		if amount == "0" {
			return decimal.Zero, true
		}
		var p struct {
			PriceUsd *string `json:"priceUsd"`
		}
		if err := json.Unmarshal(h.get("/token/"+token+"/price").Body.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		var dec *int32
		if err := h.db.Pool.QueryRow(ctx, `SELECT decimals FROM tokens WHERE address = $1`, common.HexToAddress(token).Bytes()).Scan(&dec); err != nil {
			t.Fatal(err)
		}
		if p.PriceUsd == nil || dec == nil {
			return decimal.Zero, false
		}
		return decimal.RequireFromString(amount).Shift(-*dec).Mul(decimal.RequireFromString(*p.PriceUsd)), true
	}
	checkUsd := func(where string, got *string, want decimal.Decimal, ok bool) decimal.Decimal {
		t.Helper()
		if !ok {
			if got != nil {
				t.Errorf("%s: valueUsd %s, want null", where, *got)
			}
			return decimal.Zero
		}
		if got == nil {
			t.Errorf("%s: valueUsd null, want %s", where, want)
			return decimal.Zero
		}
		g := decimal.RequireFromString(*got)
		if g.Sub(want).Abs().GreaterThan(decimal.New(1, -6)) {
			t.Errorf("%s: valueUsd %s, want %s", where, g, want)
		}
		return g
	}

	// The launch coins, each with its symbol and name.
	type coinT struct {
		addr         common.Address
		symbol, name string
	}
	var coins []coinT
	crows, err := h.db.Pool.Query(ctx, `SELECT DISTINCT ON (token) token, symbol, name FROM curve_tokens_created ORDER BY token, block_number`)
	if err != nil {
		t.Fatal(err)
	}
	for crows.Next() {
		var c coinT
		var a []byte
		if err := crows.Scan(&a, &c.symbol, &c.name); err != nil {
			t.Fatal(err)
		}
		c.addr = common.BytesToAddress(a)
		coins = append(coins, c)
	}
	coinB := bindings.NewLaunchpadToken()
	// The coin's shown price (nil: unpriced): its pool price as
	// /token/{t}/price shows it, else its curve price as /holdings/tokens
	// shows it (curve reports which).
	var holdings struct {
		Tokens []struct {
			Address, Source    string
			PriceUsd, EthPrice *string
		}
	}
	if err := json.Unmarshal(h.get("/holdings/tokens").Body.Bytes(), &holdings); err != nil {
		t.Fatal(err)
	}
	// The USD of a whole token worth ethPrice Wei, at WETH's shown price.
	var wethUsd decimal.Decimal
	for _, ht := range holdings.Tokens {
		if ht.Address == hex(env.Deployment.WETH.Bytes()) && ht.PriceUsd != nil {
			wethUsd = decimal.RequireFromString(*ht.PriceUsd)
		}
	}
	curveUsd := map[string]decimal.Decimal{}
	for _, ht := range holdings.Tokens {
		if ht.Source == "curve" && ht.EthPrice != nil {
			curveUsd[ht.Address] = decimal.RequireFromString(*ht.EthPrice).Shift(-18).Mul(wethUsd)
		}
	}
	coinPrice := func(token string) (price *string, curve bool) {
		rec := h.get("/token/" + token + "/price")
		if rec.Code == http.StatusOK {
			var p struct {
				PriceUsd *string `json:"priceUsd"`
			}
			if err := json.Unmarshal(rec.Body.Bytes(), &p); err != nil {
				t.Fatal(err)
			}
			if p.PriceUsd != nil {
				return p.PriceUsd, false
			}
		}
		for _, ht := range holdings.Tokens {
			if ht.Address == token && ht.Source == "curve" {
				return ht.PriceUsd, ht.PriceUsd != nil
			}
		}
		return nil, false
	}

	var pairs []common.Address
	rows, err := h.db.Pool.Query(ctx, `SELECT pair FROM pools ORDER BY pair`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var p []byte
		if err := rows.Scan(&p); err != nil {
			t.Fatal(err)
		}
		pairs = append(pairs, common.BytesToAddress(p))
	}

	lpRows, farmRows, stakes, tokenRows, pricedTokens, curveTokens := 0, 0, 0, 0, 0, 0
	for _, acct := range env.Accounts[1:6] {
		w := acct.Address
		path := "/portfolio/" + hex(w.Bytes())
		rec := h.get(path)
		if rec.Code != http.StatusOK || rec.Header().Get("Cache-Control") != block {
			t.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
		}
		tag := rec.Header().Get("ETag")
		if !strings.HasPrefix(tag, `W/"c`) {
			t.Errorf("%s: ETag %q, want a content tag", path, tag)
		}
		if r := h.get(path, "If-None-Match: "+tag); r.Code != http.StatusNotModified {
			t.Errorf("%s: If-None-Match %d", path, r.Code)
		}
		if got := keysOf(t, rec.Body.Bytes()); got != "address,farms,lpPositions,neocats,staking,tokens,totalUsd" {
			t.Fatalf("%s keys %s", path, got)
		}
		var b portfolioT
		if err := json.Unmarshal(rec.Body.Bytes(), &b); err != nil {
			t.Fatal(err)
		}
		total := decimal.Zero

		// LP: exactly the tracked pairs with a positive balanceOf.
		var want []string
		for _, p := range pairs {
			bal := chaintest.Call(t, env, p, pairB.PackBalanceOf(w), pairB.UnpackBalanceOf)
			if bal.Sign() == 0 {
				continue
			}
			res := chaintest.Call(t, env, p, pairB.PackGetReserves(), pairB.UnpackGetReserves)
			supply := chaintest.Call(t, env, p, pairB.PackTotalSupply(), pairB.UnpackTotalSupply)
			a0 := new(big.Int).Quo(new(big.Int).Mul(res.Reserve0, bal), supply)
			a1 := new(big.Int).Quo(new(big.Int).Mul(res.Reserve1, bal), supply)
			want = append(want, fmt.Sprintf("%s %s %s %s", hex(p.Bytes()), bal, a0, a1))
		}
		var got []string
		for _, l := range b.LP {
			got = append(got, fmt.Sprintf("%s %s %s %s", l.Pair, l.Balance, l.Amount0, l.Amount1))
			v0, ok0 := value(l.Token0, l.Amount0)
			v1, ok1 := value(l.Token1, l.Amount1)
			total = total.Add(checkUsd(path+" "+l.Pair, l.ValueUsd, v0.Add(v1), ok0 && ok1))
			lpRows++
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: lpPositions %v, chain %v", path, got, want)
		}

		// Tokens: exactly the launch coins with a positive balanceOf, by
		// address, priced as /token/{t}/price shows.
		want, got = nil, nil
		for _, c := range coins {
			bal := chaintest.Call(t, env, c.addr, coinB.PackBalanceOf(w), coinB.UnpackBalanceOf)
			if bal.Sign() > 0 {
				want = append(want, fmt.Sprintf("%s %s %s 18 %s", hex(c.addr.Bytes()), c.symbol, c.name, bal))
			}
		}
		for _, c := range b.Tokens {
			tokenRows++
			got = append(got, fmt.Sprintf("%s %s %s %d %s", c.Token, c.Symbol, c.Name, c.Decimals, c.Balance))
			price, curve := coinPrice(c.Token)
			var v decimal.Decimal
			switch {
			case price == nil && c.PriceUsd != nil, price != nil && c.PriceUsd == nil:
				t.Errorf("%s: token %s priceUsd %v, shown price %v", path, c.Token, c.PriceUsd, price)
			case price != nil:
				pricedTokens++
				if curve {
					curveTokens++
				}
				full := decimal.RequireFromString(*price)
				p := full.RoundBank(6)
				if !decimal.RequireFromString(*c.PriceUsd).Equal(p) {
					t.Errorf("%s: token %s priceUsd %s, shown price %s", path, c.Token, *c.PriceUsd, *price)
				}
				if curve { // valued at the unrounded curve price
					p = curveUsd[c.Token]
				}
				v = decimal.RequireFromString(c.Balance).Shift(-18).Mul(p)
				if curve && c.ValueUsd != nil {
					// WETH's shown price is rounded to 6 decimals: allow
					// its share of a large holding.
					g := decimal.RequireFromString(*c.ValueUsd)
					if g.Sub(v).Abs().LessThanOrEqual(v.Mul(decimal.New(1, -9)).Add(decimal.New(1, -6))) {
						v = g
					}
				}
			}
			total = total.Add(checkUsd(path+" token "+c.Token, c.ValueUsd, v, price != nil))
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: tokens %v, chain %v", path, got, want)
		}

		// Farms: staked is the chef's userInfo amount.
		for _, f := range b.Farms {
			farmRows++
			info := chaintest.Call(t, env, common.HexToAddress(f.Chef), chefB.PackUserInfo(big.NewInt(f.Pid), w), chefB.UnpackUserInfo)
			if f.Staked != info.Amount.String() {
				t.Errorf("%s: farm %s/%d staked %s, userInfo %s", path, f.Chef, f.Pid, f.Staked, info.Amount)
			}
			if f.ValueUsd != nil {
				total = total.Add(decimal.RequireFromString(*f.ValueUsd))
			}
		}

		// Staking: positionOf.
		pos := chaintest.Call(t, env, d.NeoStaking, stakingB.PackPositionOf(w), stakingB.UnpackPositionOf)
		switch {
		case pos.Amount.Sign() == 0:
			if b.Staking != nil {
				t.Errorf("%s: staking %+v, positionOf none", path, *b.Staking)
			}
		case b.Staking == nil:
			t.Errorf("%s: staking null, positionOf %+v", path, pos)
		default:
			stakes++
			s := b.Staking
			if s.Amount != pos.Amount.String() || s.Effective != pos.Effective.String() || s.Option != int(pos.Option) {
				t.Errorf("%s: staking %+v, positionOf %+v", path, *s, pos)
			}
			v, ok := value(hex(d.NeoToken.Bytes()), s.Amount)
			total = total.Add(checkUsd(path+" staking", s.ValueUsd, v, ok))
		}

		// Neocats: the counts of /neocats.
		var nc struct{ Held, Staked []string }
		if err := json.Unmarshal(h.get("/neocats/"+hex(w.Bytes())).Body.Bytes(), &nc); err != nil {
			t.Fatal(err)
		}
		if b.Neocats.Held != int64(len(nc.Held)) || b.Neocats.Staked != int64(len(nc.Staked)) {
			t.Errorf("%s: neocats %+v, /neocats %v", path, b.Neocats, nc)
		}
		if !decimal.RequireFromString(b.TotalUsd).Equal(total) {
			t.Errorf("%s: totalUsd %s, sum of values %s", path, b.TotalUsd, total)
		}
	}
	if lpRows == 0 || farmRows == 0 || stakes == 0 || tokenRows == 0 || pricedTokens == 0 || curveTokens == 0 {
		t.Fatalf("%d LP rows, %d farm rows, %d stakes, %d token rows (%d priced, %d on their curve): the simulation did not provide them",
			lpRows, farmRows, stakes, tokenRows, pricedTokens, curveTokens)
	}

	stranger := "0x00000000000000000000000000000000000000a9"
	want := `{"address":"` + stranger + `",` +
		`"lpPositions":[],"farms":[],"tokens":[],"staking":null,"neocats":{"held":0,"staked":0},"totalUsd":"0"}`
	if rec := h.get("/portfolio/" + stranger); rec.Code != http.StatusOK || rec.Body.String() != want {
		t.Errorf("unknown wallet: %d %s\nwant %s", rec.Code, rec.Body, want)
	}
	if rec := h.get("/portfolio/0x12"); rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), "invalid address") {
		t.Errorf("malformed address: %d %s", rec.Code, rec.Body)
	}
}
