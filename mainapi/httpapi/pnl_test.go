package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
)

type tokenPnLT struct {
	Address          string  `json:"address"`
	Token            string  `json:"token"`
	Trades           int     `json:"trades"`
	Bought           string  `json:"bought"`
	Sold             string  `json:"sold"`
	Position         string  `json:"position"`
	BoughtUsd        string  `json:"boughtUsd"`
	SoldUsd          string  `json:"soldUsd"`
	CostBasisUsd     string  `json:"costBasisUsd"`
	RealisedPnlUsd   string  `json:"realisedPnlUsd"`
	UnrealisedPnlUsd *string `json:"unrealisedPnlUsd"`
	PriceUsd         *string `json:"priceUsd"`
}

const tokenPnLKeys = "address,bought,boughtUsd,costBasisUsd,position,priceUsd,realisedPnlUsd,sold,soldUsd,token,trades,unrealisedPnlUsd"

// TestTokenPnLRoute: GET /pnl/{address}/token/{token} over a devnet the
// real indexer follows, after simulated FeeRouter trading. For each
// trader and each token it traded, the units bought and sold and the
// number of trades are the raw FeeRouter Swap events' (router_swaps: the
// user's amountOut of the token, its amountIn); the USD legs are the sums
// of the trades rows' write-time values; the average-cost fold replayed
// here over those rows gives the cost basis and realised PnL; unrealised
// is position × the /token/{t}/price price − cost. content ETag with 304 (the price moves without the wallet);
// an unknown wallet the zero shape; malformed addresses 400.
func TestTokenPnLRoute(t *testing.T) {
	env := chaintest.New(t)
	h := newHarness(t, func(d *httpapi.Deps) {
		f := env.Deployment.File()
		d.Deployment = &f
	})
	_, ix, src := indexerOf(t, env, h.db)
	follow := indexertest.BlockByBlock(t, env, ix, src)
	if _, err := sim.Run(context.Background(), sim.Config{
		Backend: env.Backend.Client(), Deployment: env.Deployment, Traders: env.Accounts[1:6],
		Commit: func() { env.Commit() }, TradesPerBlock: 4, Interval: -1, Rounds: 12, LaunchShare: -1,
		FarmShare: -1, StakeShare: -1, Seed: 61, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	}); err != nil {
		t.Fatal(err)
	}
	follow()
	ctx := context.Background()

	type key struct{ user, token []byte }
	rows, err := h.db.Pool.Query(ctx, `SELECT DISTINCT user_address, t FROM router_swaps, LATERAL (VALUES (token_in), (token_out)) v(t)`)
	if err != nil {
		t.Fatal(err)
	}
	var keys []key
	for rows.Next() {
		var k key
		if err := rows.Scan(&k.user, &k.token); err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k)
	}
	if rows.Err() != nil || len(keys) < 5 {
		t.Fatalf("%d (trader, token) keys (%v): the simulation did not trade", len(keys), rows.Err())
	}
	hex := func(b []byte) string { return fmt.Sprintf("0x%x", b) }
	sells, priced := 0, 0
	for _, k := range keys {
		path := "/pnl/" + hex(k.user) + "/token/" + hex(k.token)
		rec := h.get(path)
		if rec.Code != http.StatusOK || rec.Header().Get("Cache-Control") != block {
			t.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
		}
		// A content tag: the body holds the price now, which moves
		// without the wallet.
		tag := rec.Header().Get("ETag")
		if !strings.HasPrefix(tag, `W/"c`) {
			t.Errorf("%s: ETag %q, want a content tag", path, tag)
		}
		if r := h.get(path, "If-None-Match: "+tag); r.Code != http.StatusNotModified || r.Body.Len() != 0 {
			t.Errorf("%s: If-None-Match %d", path, r.Code)
		}
		if got := keysOf(t, rec.Body.Bytes()); got != tokenPnLKeys {
			t.Fatalf("%s keys %s", path, got)
		}
		var b tokenPnLT
		if err := json.Unmarshal(rec.Body.Bytes(), &b); err != nil {
			t.Fatal(err)
		}

		// Raw events: the units and the count.
		var bought, sold string
		var n int
		if err := h.db.Pool.QueryRow(ctx, `SELECT coalesce(sum(amount_out) FILTER (WHERE token_out = $2), 0)::text,
			coalesce(sum(amount_in) FILTER (WHERE token_in = $2), 0)::text, count(*)
			FROM router_swaps WHERE user_address = $1 AND (token_in = $2 OR token_out = $2)`, k.user, k.token).Scan(&bought, &sold, &n); err != nil {
			t.Fatal(err)
		}
		if b.Bought != bought || b.Sold != sold || b.Trades != n || b.Address != hex(k.user) || b.Token != hex(k.token) {
			t.Errorf("%s: %+v; router_swaps bought %s sold %s in %d", path, b, bought, sold, n)
		}

		// The fold over the trades rows, replayed.
		q, err := h.db.Pool.Query(ctx, `SELECT token_out = $2, (CASE WHEN token_out = $2 THEN amount_out ELSE amount_in END)::text, usd_value::text
			FROM trades WHERE user_address = $1 AND (token_in = $2 OR token_out = $2) ORDER BY block_number, log_index`, k.user, k.token)
		if err != nil {
			t.Fatal(err)
		}
		pos, cost, real := decimal.Zero, decimal.Zero, decimal.Zero
		var inUsd, outUsd decimal.Decimal
		for q.Next() {
			var buy bool
			var amt, usd string
			if err := q.Scan(&buy, &amt, &usd); err != nil {
				t.Fatal(err)
			}
			a, u := decimal.RequireFromString(amt), decimal.RequireFromString(usd)
			if buy {
				pos, cost, inUsd = pos.Add(a), cost.Add(u), inUsd.Add(u)
				continue
			}
			sells++
			outUsd = outUsd.Add(u)
			basis := decimal.Zero
			if pos.IsPositive() {
				c := decimal.Min(a, pos)
				basis = cost.Mul(c).Div(pos)
				pos = pos.Sub(c)
			}
			cost, real = cost.Sub(basis), real.Add(u.Sub(basis))
		}
		if q.Err() != nil {
			t.Fatal(q.Err())
		}
		near := func(name, got string, want decimal.Decimal) {
			g := decimal.RequireFromString(got)
			if g.Sub(want).Abs().GreaterThan(decimal.New(2, -6)) {
				t.Errorf("%s: %s %s, want %s", path, name, got, want)
			}
		}
		if b.Position != pos.String() {
			t.Errorf("%s: position %s, want %s", path, b.Position, pos)
		}
		near("boughtUsd", b.BoughtUsd, inUsd)
		near("soldUsd", b.SoldUsd, outUsd)
		near("costBasisUsd", b.CostBasisUsd, cost)
		near("realisedPnlUsd", b.RealisedPnlUsd, real)

		var price struct{ PriceUsd *string }
		if err := json.Unmarshal(h.get("/token/"+hex(k.token)+"/price").Body.Bytes(), &price); err != nil {
			t.Fatal(err)
		}
		if (price.PriceUsd == nil) != (b.PriceUsd == nil) || price.PriceUsd != nil && *price.PriceUsd != *b.PriceUsd {
			t.Errorf("%s: priceUsd %v, /token price %v", path, b.PriceUsd, price.PriceUsd)
		}
		if b.PriceUsd != nil {
			priced++
			var dec int32
			if err := h.db.Pool.QueryRow(ctx, `SELECT decimals FROM tokens WHERE address = $1`, k.token).Scan(&dec); err != nil {
				t.Fatal(err)
			}
			if b.UnrealisedPnlUsd == nil {
				t.Fatalf("%s: priced, unrealised null", path)
			}
			want := pos.Shift(-dec).Mul(decimal.RequireFromString(*b.PriceUsd)).Sub(cost)
			near("unrealisedPnlUsd", *b.UnrealisedPnlUsd, want)
		} else if b.UnrealisedPnlUsd != nil {
			t.Errorf("%s: unpriced, unrealised %s", path, *b.UnrealisedPnlUsd)
		}
	}
	if sells == 0 || priced == 0 {
		t.Errorf("%d sells, %d priced keys: the fold and the valuation went untested", sells, priced)
	}

	token := strings.ToLower(env.Deployment.NeoToken.Hex())
	check(t, h.get("/pnl/"+wallet1+"/token/"+token), want{http.StatusOK,
		`{"address":"` + wallet1 + `","token":"` + token + `","trades":0,"bought":"0","sold":"0","position":"0","boughtUsd":"0","soldUsd":"0","costBasisUsd":"0","realisedPnlUsd":"0","unrealisedPnlUsd":` +
			func() string {
				if p := h.get("/token/" + token + "/price"); strings.Contains(p.Body.String(), `"priceUsd":null`) {
					return `null,"priceUsd":null}`
				}
				var pr struct{ PriceUsd string }
				_ = json.Unmarshal(h.get("/token/"+token+"/price").Body.Bytes(), &pr)
				return `"0","priceUsd":"` + pr.PriceUsd + `"}`
			}(),
		map[string]string{"Cache-Control": block}})
	check(t, h.get("/pnl/0x1234/token/"+token), want{http.StatusBadRequest, `{"error":"invalid address"}`, errorHeaders()})
	check(t, h.get("/pnl/"+wallet1+"/token/0x12"), want{http.StatusBadRequest, `{"error":"invalid token"}`, errorHeaders()})
}
