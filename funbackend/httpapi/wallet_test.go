package httpapi_test

import (
	"math/big"
	"testing"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
)

func TestStatusPveAndWallet(t *testing.T) {
	h := newHarness(t)
	d := h.env.Chain.Deployment
	a2 := lower(h.env.Chain.Accounts[2].Address)

	t.Run("status", func(t *testing.T) {
		rec := h.get(t, "/status")
		expect(t, rec, 200, "no-store")
		st := decodeJSON[map[string]any](t, rec)
		checks, _ := st["checks"].([]any)
		if st["state"] != "degraded" || st["notice"] != nil || len(checks) != 3 { // a frozen coin and no keeper
			t.Fatalf("status = %s", rec.Body.String())
		}
		for _, c := range checks {
			m := c.(map[string]any)
			if m["name"] == nil || m["state"] == nil || m["detail"] == nil {
				t.Errorf("check = %v", m)
			}
		}
		r := httpapi.NewRouter(httpapi.Deps{BasePath: base, ChainID: 1, DB: h.env.DB, Curve: d.LaunchpadCurve,
			Indexer: h.env.Indexer, Now: h.env.Clock, Notice: &httpapi.Notice{Text: "maintenance at 12:00", Severity: "warning", SetAt: 1700000000}})
		rec = do(r, "/status")
		st = decodeJSON[map[string]any](t, rec)
		n, _ := st["notice"].(map[string]any)
		if n == nil || n["text"] != "maintenance at 12:00" || n["severity"] != "warning" || n["setAt"] != float64(1700000000) {
			t.Errorf("notice = %v", st["notice"])
		}
	})
	t.Run("pve value", func(t *testing.T) {
		rec := h.get(t, "/pve/value")
		expect(t, rec, 200, "public, max-age=30, stale-while-revalidate=30")
		if rec.Header().Get("ETag") == "" {
			t.Error("no ETag")
		}
		v := decodeJSON[map[string]any](t, rec)
		holders := decodeJSON[map[string]any](t, h.get(t, "/tokens/"+lower(h.s.Pve)+"/holders"))
		if v["coins"] != float64(1) || v["tokensWei"] != holders["pveVaultWei"] || v["ethUsd"] != float64(3000) || v["valueUsd"] == nil {
			t.Errorf("pve value = %s (vault %v)", rec.Body.String(), holders["pveVaultWei"])
		}
		if v["valueWei"] == "0" || len(v["perCoin"].([]any)) != 1 {
			t.Errorf("pve value = %s", rec.Body.String())
		}
	})
	t.Run("positions", func(t *testing.T) {
		rec := h.get(t, "/wallet/"+a2+"/positions")
		expect(t, rec, 200, "no-store")
		if rec.Header().Get("ETag") != "" {
			t.Error("ETag on a no-store route")
		}
		b := decodeJSON[struct {
			Wallet    string           `json:"wallet"`
			Positions []map[string]any `json:"positions"`
		}](t, rec)
		if b.Wallet != a2 || len(b.Positions) != 3 {
			t.Fatalf("positions = %s", rec.Body.String())
		}
		for _, p := range b.Positions {
			tok := p["token"].(string)
			var coin = h.s.Pve
			switch tok {
			case lower(h.s.Grad):
				coin = h.s.Grad
			case lower(h.s.Frozen):
				coin = h.s.Frozen
			}
			if want := h.env.Balance(t, coin, h.env.Chain.Accounts[2].Address).String(); p["netWei"] != want {
				t.Errorf("%s netWei = %v, want %s", p["symbol"], p["netWei"], want)
			}
			if p["costBasisWei"] == "0" || p["valueWei"] == "0" {
				t.Errorf("%s = %v", p["symbol"], p)
			}
			if coin == h.s.Frozen && p["costBasisWei"] != p["ethSpentWei"] { // nothing sold: basis is all spent
				t.Errorf("FROG basis %v, spent %v", p["costBasisWei"], p["ethSpentWei"])
			}
			if coin == h.s.Pve {
				basis, _ := new(big.Int).SetString(p["costBasisWei"].(string), 10)
				spent, _ := new(big.Int).SetString(p["ethSpentWei"].(string), 10)
				if basis.Cmp(spent) >= 0 || p["sells"] != float64(1) || p["ethReceivedWei"] == "0" {
					t.Errorf("PCAT after selling half: %v", p)
				}
			}
		}
		rec = h.get(t, "/wallet/"+lower(h.env.Chain.Accounts[7].Address)+"/positions")
		if rec.Body.String() != `{"ethUsd":3000,"positions":[],"wallet":"`+lower(h.env.Chain.Accounts[7].Address)+`"}` {
			t.Errorf("empty wallet = %s", rec.Body.String())
		}
	})
	t.Run("trades today", func(t *testing.T) {
		rec := h.get(t, "/wallet/"+a2+"/trades-today")
		expect(t, rec, 200, "no-store")
		b := decodeJSON[struct {
			Since  int64            `json:"since"`
			Trades []map[string]any `json:"trades"`
		}](t, rec)
		if b.Since%86400 != 0 || len(b.Trades) == 0 || len(b.Trades) > 4 {
			t.Fatalf("trades today = %s", rec.Body.String())
		}
		for _, tr := range b.Trades {
			if tr["trader"] != a2 || int64(tr["timestamp"].(float64)) < b.Since || tr["symbol"] == nil {
				t.Errorf("trade = %v", tr)
			}
		}
	})
	t.Run("fee reroutes", func(t *testing.T) {
		rec := h.get(t, "/wallet/"+a2+"/fee-reroutes")
		expect(t, rec, 200, "no-store")
		if rec.Body.String() != `{"coins":[],"wallet":"`+a2+`"}` {
			t.Errorf("fee reroutes = %s", rec.Body.String())
		}
	})
	t.Run("bad address and unbuilt route", func(t *testing.T) {
		for _, p := range []string{"/wallet/0xzz/positions", "/wallet/abc/trades-today", "/wallet/0x12/fee-reroutes"} {
			rec := h.get(t, p)
			expect(t, rec, 400, "no-store")
			if rec.Body.String() != `{"error":"bad address"}` {
				t.Errorf("%s: %s", p, rec.Body.String())
			}
		}
		rec := h.get(t, "/fees/history/0xnope")
		expect(t, rec, 400, "no-store")
		rec = h.get(t, "/fees/history/"+a2)
		expect(t, rec, 200, "no-store")
		if rec.Body.String() != `{"claims":[],"count":0,"totalsWei":{},"wallet":"`+a2+`"}` {
			t.Errorf("no claims = %s", rec.Body.String())
		}
	})
	t.Run("fee history", func(t *testing.T) {
		vault := bindings.NewCreatorFeeVault()
		h.env.Chain.Send(t, 1, d.CreatorFeeVault, nil, vault.PackClaim(h.s.Pve, d.WETH))
		h.env.Sync(t)
		claimed := chaintest.Call(t, h.env.Chain, d.CreatorFeeVault, vault.PackClaimed(h.s.Pve, d.WETH), vault.UnpackClaimed)
		a1 := lower(h.env.Chain.Accounts[1].Address)
		rec := h.get(t, "/fees/history/"+h.env.Chain.Accounts[1].Address.Hex())
		expect(t, rec, 200, "no-store")
		b := decodeJSON[map[string]any](t, rec)
		claims, _ := b["claims"].([]any)
		if b["wallet"] != a1 || b["count"] != float64(1) || len(claims) != 1 || claimed.Sign() == 0 {
			t.Fatalf("fee history = %s (claimed %s)", rec.Body.String(), claimed)
		}
		c := claims[0].(map[string]any)
		if c["token"] != lower(h.s.Pve) || c["amountWei"] != claimed.String() || c["quoteAsset"] != lower(d.WETH) || c["symbol"] != "PCAT" {
			t.Errorf("claim = %v, want %s", c, claimed)
		}
		if tot := b["totalsWei"].(map[string]any); tot[lower(d.WETH)] != claimed.String() {
			t.Errorf("totals = %v", tot)
		}
	})
	t.Run("expensive limiter", func(t *testing.T) {
		l := ratelimit.New(funbackend.Limits{Expensive: 1}, nil, nil, nil)
		r := httpapi.NewRouter(httpapi.Deps{BasePath: base, ChainID: 1, DB: h.env.DB, Curve: d.LaunchpadCurve, Limiter: l, Now: h.env.Clock})
		if rec := do(r, "/pve/value"); rec.Code != 200 {
			t.Fatalf("pve value %d", rec.Code)
		}
		rec := do(r, "/pve/value")
		expect(t, rec, 429, "no-store")
		if rec.Header().Get("Retry-After") == "" {
			t.Error("pve value refusal without Retry-After")
		}
		rec = do(r, "/wallet/"+a2+"/positions")
		expect(t, rec, 429, "no-store")
		if rec.Header().Get("Retry-After") == "" { // every 429 says when (docs/reliability.md case 13)
			t.Error("positions refusal without Retry-After")
		}
		if rec := do(r, "/wallet/"+a2+"/fee-reroutes"); rec.Code != 200 { // not an expensive read (spec 8)
			t.Errorf("fee reroutes limited: %d", rec.Code)
		}
	})
}
