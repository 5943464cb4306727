package httpapi_test

import (
	"errors"
	"math/big"

	"context"
	"github.com/ethereum/go-ethereum"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/devnettest"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
)

// failingCaller fails every eth_call (a dead RPC).
type failingCaller struct{}

func (failingCaller) CallContract(context.Context, ethereumCallMsg, *bigInt) ([]byte, error) {
	return nil, errDead
}

func TestQuoteAndSnapshot(t *testing.T) {
	h := newHarness(t)
	lens := bindings.NewLaunchpadLens()
	d := h.env.Chain.Deployment
	pve := lower(h.s.Pve)
	one := devnettest.Eth(1000)

	t.Run("buy", func(t *testing.T) {
		rec := h.get(t, "/tokens/"+pve+"/quote?side=buy&amount="+one.String())
		expect(t, rec, 200, "no-cache")
		want := chaintest.Call(t, h.env.Chain, d.LaunchpadLens, lens.PackQuoteBuy(h.s.Pve, one), lens.UnpackQuoteBuy)
		body := `{"grossUsed":"` + want.GrossUsed.String() + `","quotedAmount":"` + one.String() + `","refund":"` + want.Refund.String() +
			`","side":"buy","tokensOut":"` + want.TokensOut.String() + `"}`
		if rec.Body.String() != body || want.TokensOut.Sign() == 0 {
			t.Errorf("buy quote = %s, want %s", rec.Body.String(), body)
		}
		if rec.Header().Get("ETag") == "" {
			t.Error("no ETag on the quote")
		}
	})
	t.Run("sell", func(t *testing.T) {
		amt := "1000000000000000000000000"
		rec := h.get(t, "/tokens/"+pve+"/quote?side=sell&amount="+amt)
		expect(t, rec, 200, "no-cache")
		a, _ := new(bigInt).SetString(amt, 10)
		want := chaintest.Call(t, h.env.Chain, d.LaunchpadLens, lens.PackQuoteSell(h.s.Pve, a), lens.UnpackQuoteSell)
		if body := `{"ethOut":"` + want.String() + `","quotedAmount":"` + amt + `","side":"sell"}`; rec.Body.String() != body {
			t.Errorf("sell quote = %s, want %s", rec.Body.String(), body)
		}
	})
	t.Run("frozen coin quotes zero", func(t *testing.T) {
		rec := h.get(t, "/tokens/"+lower(h.s.Frozen)+"/quote?side=buy&amount=1000")
		expect(t, rec, 200, "no-cache")
		if !strings.Contains(rec.Body.String(), `"tokensOut":"0"`) {
			t.Errorf("frozen buy quote = %s", rec.Body.String())
		}
	})
	t.Run("malformed", func(t *testing.T) {
		for _, tc := range []struct{ path, body string }{
			{"/tokens/0x1234/quote?side=buy&amount=1", `{"error":"bad address"}`},
			{"/tokens/" + pve + "/quote?side=swap&amount=1", `{"error":"bad side"}`},
			{"/tokens/" + pve + "/quote?side=buy", `{"error":"bad amount"}`},
			{"/tokens/" + pve + "/quote?side=buy&amount=-1", `{"error":"bad amount"}`},
			{"/tokens/" + pve + "/quote?side=buy&amount=1e18", `{"error":"bad amount"}`},
			{"/tokens/" + pve + "/quote?side=buy&amount=" + strings.Repeat("9", 78), `{"error":"bad amount"}`},
		} {
			rec := h.get(t, tc.path)
			expect(t, rec, 400, "no-cache")
			if rec.Body.String() != tc.body {
				t.Errorf("%s: %s, want %s", tc.path, rec.Body.String(), tc.body)
			}
		}
	})
	t.Run("chain failure is 502", func(t *testing.T) {
		r := httpapi.NewRouter(httpapi.Deps{BasePath: base, ChainID: 1, DB: h.env.DB, Curve: d.LaunchpadCurve,
			Quotes: chain.NewQuotes(failingCaller{}, d.LaunchpadLens, nil)})
		rec := do(r, "/tokens/"+pve+"/quote?side=buy&amount=1")
		expect(t, rec, 502, "no-cache")
		if rec.Body.String() != `{"error":"quote unavailable"}` {
			t.Errorf("body = %s", rec.Body.String())
		}
	})
	t.Run("snapshot", func(t *testing.T) {
		rec := h.get(t, "/tokens/"+pve+"/snapshot")
		expect(t, rec, 200, "no-cache")
		snap := decodeJSON[map[string]any](t, rec)
		if len(snap) != 2 || snap["token"].(map[string]any)["symbol"] != "PCAT" || snap["holders"].(map[string]any)["holderCount"] != float64(3) {
			t.Fatalf("snapshot = %s", rec.Body.String())
		}
		holders := h.get(t, "/tokens/"+pve+"/holders").Body.String()
		if !strings.Contains(rec.Body.String(), `"holders":`+holders) {
			t.Errorf("snapshot holders differ from the holders route")
		}
		rec = h.get(t, "/tokens/"+pve+"/snapshot?resolution=60&from=0&side=buy&amount="+one.String())
		expect(t, rec, 200, "no-cache")
		snap = decodeJSON[map[string]any](t, rec)
		if cs, _ := snap["candles"].([]any); len(cs) == 0 {
			t.Errorf("snapshot candles = %v", snap["candles"])
		}
		if q, _ := snap["quote"].(map[string]any); q == nil || q["side"] != "buy" {
			t.Errorf("snapshot quote = %v", snap["quote"])
		}
		rec = h.get(t, "/tokens/0x000000000000000000000000000000000000dead/snapshot")
		expect(t, rec, 404, "no-cache")
	})
	t.Run("limits", func(t *testing.T) {
		l := ratelimit.New(funbackend.Limits{Quotes: 3, QuoteMisses: 1, CoinDetail: 1}, nil, nil, nil)
		r := httpapi.NewRouter(httpapi.Deps{BasePath: base, ChainID: 1, DB: h.env.DB, Curve: d.LaunchpadCurve, Limiter: l,
			Quotes: chain.NewQuotes(h.env.Chain.Client, d.LaunchpadLens, nil), Now: h.env.Clock})
		q := "/tokens/" + pve + "/quote?side=sell&amount="
		// The fields list every bucket the request spent (this limiter runs
		// on the wall clock: t is checked in TestRateLimits).
		fields := func(t *testing.T, rec *httptest.ResponseRecorder, policy string, states ...string) {
			t.Helper()
			if got := rec.Header().Get("RateLimit-Policy"); got != policy {
				t.Errorf("RateLimit-Policy = %q, want %q", got, policy)
			}
			got := strings.Split(rec.Header().Get("RateLimit"), ", ")
			if len(got) != len(states) {
				t.Fatalf("RateLimit = %q, want %q", got, states)
			}
			for i := range got {
				if !strings.HasPrefix(got[i], states[i]+";t=") {
					t.Errorf("RateLimit item %d = %q, want %s;t=...", i, got[i], states[i])
				}
			}
		}
		both := `"quotes";q=3;w=600, "quote_misses";q=1;w=600`
		rec := do(r, q+"5") // miss: spends the miss budget
		if rec.Code != 200 {
			t.Fatalf("first quote %d %s", rec.Code, rec.Body.String())
		}
		fields(t, rec, both, `"quotes";r=2`, `"quote_misses";r=0`)
		rec = do(r, q+"5") // cached: no miss spent
		if rec.Code != 200 {
			t.Fatalf("cached quote %d %s", rec.Code, rec.Body.String())
		}
		fields(t, rec, `"quotes";q=3;w=600`, `"quotes";r=1`)
		rec = do(r, q+"6") // a new amount misses the cache: budget spent
		expect(t, rec, 429, "no-cache")
		fields(t, rec, both, `"quotes";r=0`, `"quote_misses";r=0`)
		if rec.Body.String() != `{"error":"too many new quotes"}` || rec.Header().Get("Retry-After") != "600" {
			t.Errorf("miss refusal = %s Retry-After %q", rec.Body.String(), rec.Header().Get("Retry-After"))
		}
		rec = do(r, q+"5") // the Quotes bucket (3) is now empty
		expect(t, rec, 429, "no-cache")
		if rec.Body.String() != `{"error":"rate limited"}` {
			t.Errorf("quotes refusal = %s", rec.Body.String())
		}
		if rec := do(r, "/tokens/"+pve+"/snapshot"); rec.Code != 200 {
			t.Fatalf("snapshot %d", rec.Code)
		}
		if rec := do(r, "/tokens/"+pve+"/snapshot"); rec.Code != 429 { // one detail token per snapshot
			t.Errorf("second snapshot = %d, want 429", rec.Code)
		}
		if got := l.Tokens(ratelimit.CoinDetail, "192.0.2.1"); got != 0 {
			t.Errorf("detail tokens = %d", got)
		}
	})
}

type (
	ethereumCallMsg = ethereum.CallMsg
	bigInt          = big.Int
)

var errDead = errors.New("rpc: connection refused")

// TestQuoteAmountBound (docs/reliability.md case 10): the largest quoted
// amount, 2^128-1, is quoted by the lens on either side; one more, or a
// uint256 such as 1e60 that would overflow the curve's math, is 400 amount
// too large before any chain read; on /snapshot a bad quote costs only the
// quote, never the token and holders.
func TestQuoteAmountBound(t *testing.T) {
	h := newHarness(t)
	pve := lower(h.s.Pve)
	maxAmt := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))
	over := new(big.Int).Add(maxAmt, big.NewInt(1)).String()
	e60 := "1" + strings.Repeat("0", 60)
	for _, side := range []string{"buy", "sell"} {
		rec := h.get(t, "/tokens/"+pve+"/quote?side="+side+"&amount="+maxAmt.String())
		expect(t, rec, 200, "no-cache")
		if q := decodeJSON[map[string]any](t, rec); q["quotedAmount"] != maxAmt.String() {
			t.Errorf("%s 2^128-1: %s", side, rec.Body.String())
		}
		for _, amt := range []string{over, e60} {
			rec := h.get(t, "/tokens/"+pve+"/quote?side="+side+"&amount="+amt)
			expect(t, rec, 400, "no-cache")
			if rec.Body.String() != `{"error":"amount too large"}` {
				t.Errorf("%s %s: %s", side, amt, rec.Body.String())
			}
		}
	}
	plain := decodeJSON[map[string]any](t, h.get(t, "/tokens/"+pve+"/snapshot"))
	for _, tc := range []struct{ query, quoteError string }{
		{"side=buy&amount=" + e60, "amount too large"},
		{"side=swap&amount=1", "bad side"},
		{"amount=12x", "bad side"},
	} {
		rec := h.get(t, "/tokens/"+pve+"/snapshot?"+tc.query)
		expect(t, rec, 200, "no-cache")
		snap := decodeJSON[map[string]any](t, rec)
		if snap["quote"] != nil || snap["quoteError"] != tc.quoteError || snap["token"] == nil || snap["holders"] == nil ||
			!reflect.DeepEqual(snap["holders"], plain["holders"]) {
			t.Errorf("snapshot?%s = %s", tc.query, rec.Body.String())
		}
	}
	r := httpapi.NewRouter(httpapi.Deps{BasePath: base, ChainID: 1, DB: h.env.DB, Curve: h.env.Chain.Deployment.LaunchpadCurve,
		Quotes: chain.NewQuotes(failingCaller{}, h.env.Chain.Deployment.LaunchpadLens, nil)})
	rec := do(r, "/tokens/"+pve+"/snapshot?side=buy&amount=1")
	expect(t, rec, 200, "no-cache")
	if snap := decodeJSON[map[string]any](t, rec); snap["quoteError"] != "quote unavailable" || snap["token"] == nil {
		t.Errorf("snapshot with a dead lens = %s", rec.Body.String())
	}
}
