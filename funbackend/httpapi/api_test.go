package httpapi_test

import (
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/devnettest"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/sqlite/sqlitetest"
)

const base = "/backend-fun/ethereum"

type harness struct {
	env *devnettest.Env
	s   devnettest.Scenario
	r   *gin.Engine
}

func newHarness(t *testing.T) *harness {
	env := devnettest.New(t)
	s := env.RunScenario(t)
	env.Sync(t)
	d := env.Chain.Deployment
	r := httpapi.NewRouter(httpapi.Deps{
		BasePath: base, Commit: "abc", ChainID: 1, DB: env.DB, Curve: d.LaunchpadCurve,
		Addresses: httpapi.Addresses{Lens: d.LaunchpadLens, WETH: d.WETH, Neo: d.NeoToken, PveVault: d.PveVault},
		Curves:    chain.NewCurves(env.Chain.Client, d.LaunchpadLens, env.Clock),
		Quotes:    chain.NewQuotes(env.Chain.Client, d.LaunchpadLens, env.Clock),
		Indexer:   env.Indexer,
		EthUsd:    func() (float64, bool) { return 3000, true },
		CursorKey: []byte("test key"),
		Now:       env.Clock,
	})
	return &harness{env: env, s: s, r: r}
}

func (h *harness) get(t *testing.T, path string, hdr ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, base+path, nil)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	rec := httptest.NewRecorder()
	h.r.ServeHTTP(rec, req)
	return rec
}

func decodeJSON[T any](t *testing.T, rec *httptest.ResponseRecorder) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
		t.Fatalf("body %q: %v", rec.Body.String(), err)
	}
	return v
}

func expect(t *testing.T, rec *httptest.ResponseRecorder, status int, cacheControl string) {
	t.Helper()
	if rec.Code != status {
		t.Fatalf("status = %d, want %d (body %s)", rec.Code, status, rec.Body.String())
	}
	if got := rec.Header().Get("Cache-Control"); got != cacheControl {
		t.Errorf("Cache-Control = %q, want %q", got, cacheControl)
	}
}

func lower(a common.Address) string { return strings.ToLower(a.Hex()) }

type board struct {
	Tokens     []map[string]any `json:"tokens"`
	Pending    []any            `json:"pending"`
	EthUsd     *float64         `json:"ethUsd"`
	NextCursor *string          `json:"nextCursor"`
}

func TestAPI(t *testing.T) {
	h := newHarness(t)

	t.Run("whole board, ETag and 304", func(t *testing.T) {
		rec := h.get(t, "/tokens")
		expect(t, rec, 200, "no-cache")
		b := decodeJSON[board](t, rec)
		if len(b.Tokens) != 3 || b.NextCursor != nil || b.EthUsd == nil || b.Pending == nil {
			t.Fatalf("board = %s", rec.Body.String())
		}
		if got, want := b.Tokens[0]["symbol"], "FROG"; got != want {
			t.Errorf("newest = %v, want %v", got, want)
		}
		for _, col := range []string{"address", "creator", "name", "symbol", "metadata_hash", "status", "pair_weth", "pair_neo",
			"created_block", "created_at", "hidden", "pve", "frozen_at", "announced", "pve_credited_at", "fee_recipient",
			"frozen_block", "graduated_block", "pve_credited_block", "pair_neo_block", "unfrozen_block", "grad_mcap_usd",
			"prev_frozen_at", "prev_frozen_block", "prev_unfrozen_block", "trades24h", "last_price_x18", "last_trade_ts",
			"holder_count", "has_image", "volume24h"} {
			if _, ok := b.Tokens[0][col]; !ok {
				t.Errorf("board row lacks %s", col)
			}
		}
		pcat := b.Tokens[2]
		if pcat["holder_count"] != float64(3) || pcat["trades24h"] != float64(6) {
			t.Errorf("PCAT holder_count, trades24h = %v, %v; want 3, 6", pcat["holder_count"], pcat["trades24h"])
		}
		etag := rec.Header().Get("ETag")
		if !strings.HasPrefix(etag, `W/"`) {
			t.Fatalf("ETag = %q, want a weak tag", etag)
		}
		rec = h.get(t, "/tokens", "If-None-Match", etag)
		expect(t, rec, 304, "no-cache")
		if rec.Body.Len() != 0 || rec.Header().Get("ETag") != etag {
			t.Errorf("304 body %q, ETag %q", rec.Body.String(), rec.Header().Get("ETag"))
		}
	})
	t.Run("pages and cursors", func(t *testing.T) {
		rec := h.get(t, "/tokens?limit=2")
		expect(t, rec, 200, "no-cache")
		p1 := decodeJSON[board](t, rec)
		if len(p1.Tokens) != 2 || p1.NextCursor == nil {
			t.Fatalf("page 1 = %s", rec.Body.String())
		}
		rec = h.get(t, "/tokens?limit=2&cursor="+url.QueryEscape(*p1.NextCursor))
		p2 := decodeJSON[board](t, rec)
		if len(p2.Tokens) != 1 || p2.NextCursor != nil || p2.Tokens[0]["symbol"] != "PCAT" {
			t.Fatalf("page 2 = %s", rec.Body.String())
		}
		for _, tc := range []struct{ name, query, body string }{
			{"cursor bound to q", "/tokens?q=cat&cursor=" + url.QueryEscape(*p1.NextCursor), `{"error":"bad cursor"}`},
			{"edited cursor", "/tokens?cursor=x" + url.QueryEscape(*p1.NextCursor), `{"error":"bad cursor"}`},
			{"limit 0", "/tokens?limit=0", `{"error":"bad limit"}`},
			{"limit 101", "/tokens?limit=101", `{"error":"bad limit"}`},
			{"long q", "/tokens?q=" + strings.Repeat("a", 65), `{"error":"bad q"}`},
			// SQLite reads a LIKE pattern up to a NUL: "%\x00%" would match
			// every coin. Control characters and invalid UTF-8 are refused.
			{"NUL in q", "/tokens?q=%00", `{"error":"bad q"}`},
			{"control character in q", "/tokens?q=ca%07t", `{"error":"bad q"}`},
			{"invalid UTF-8 in q", "/tokens?q=%ff", `{"error":"bad q"}`},
		} {
			t.Run(tc.name, func(t *testing.T) {
				rec := h.get(t, tc.query)
				expect(t, rec, 400, "no-cache")
				if rec.Body.String() != tc.body || rec.Header().Get("ETag") != "" {
					t.Errorf("body %s ETag %q, want %s and none", rec.Body.String(), rec.Header().Get("ETag"), tc.body)
				}
			})
		}
		rec = h.get(t, "/tokens?q=%20dOg%20")
		if b := decodeJSON[board](t, rec); len(b.Tokens) != 1 || b.Tokens[0]["symbol"] != "GDOG" {
			t.Errorf("q=dOg = %s", rec.Body.String())
		}
	})
	t.Run("detail", func(t *testing.T) {
		rec := h.get(t, "/tokens/"+h.s.Frozen.Hex()) // checksummed: lowercased
		expect(t, rec, 200, "no-cache")
		rec = h.get(t, "/tokens/"+lower(h.s.Frozen))
		expect(t, rec, 200, "no-cache")
		d := decodeJSON[map[string]any](t, rec)
		curve, _ := d["curve"].(map[string]any)
		if curve == nil || d["curveLive"] != true || curve["status"] != float64(2) {
			t.Fatalf("curve = %v, curveLive %v", d["curve"], d["curveLive"])
		}
		if d["frozenAt"] == nil || d["sellsOpenAt"] == nil || d["devHoldsWei"] == nil || d["holder_count"] == nil {
			t.Errorf("frozen detail lacks fields: %s", rec.Body.String())
		}
		if trades, _ := d["recentTrades"].([]any); len(trades) != 2 {
			t.Errorf("recentTrades = %d, want 2", len(trades))
		}
		rec = h.get(t, "/tokens/"+lower(h.s.Grad))
		g := decodeJSON[map[string]any](t, rec)
		if g["status"] != float64(3) || g["frozenAt"] != nil || g["pair_weth"] == nil {
			t.Errorf("graduated detail: status %v frozenAt %v pair_weth %v", g["status"], g["frozenAt"], g["pair_weth"])
		}
		rec = h.get(t, "/tokens/"+lower(h.s.Pve))
		p := decodeJSON[map[string]any](t, rec)
		if p["pveTokensWei"] == "0" || p["pveFedTokensWei"] == "0" || p["pveLaunchEthWei"] != devnettest.Eth(100).String() {
			t.Errorf("PvE figures: %v %v %v", p["pveTokensWei"], p["pveFedTokensWei"], p["pveLaunchEthWei"])
		}
		if want := h.env.Balance(t, h.s.Pve, h.env.Chain.Accounts[1].Address).String(); p["devHoldsWei"] != want {
			t.Errorf("devHoldsWei = %v, want %s", p["devHoldsWei"], want)
		}
		rec = h.get(t, "/tokens/0x000000000000000000000000000000000000dead")
		expect(t, rec, 404, "no-cache")
		if rec.Body.String() != `{"error":"not found"}` {
			t.Errorf("unknown coin body = %s", rec.Body.String())
		}
	})
	t.Run("candles", func(t *testing.T) {
		rec := h.get(t, "/tokens/"+lower(h.s.Pve)+"/candles?resolution=1&from=0")
		expect(t, rec, 200, "no-cache")
		cs := decodeJSON[[]map[string]any](t, rec)
		n := 0.0
		vol := new(big.Int)
		for i, c := range cs {
			n += c["trades"].(float64)
			v, _ := new(big.Int).SetString(c["volume"].(string), 10)
			vol.Add(vol, v)
			if int64(c["bucket"].(float64))%60 != 0 {
				t.Errorf("bucket %v not aligned to 60 (resolution clamped)", c["bucket"])
			}
			if i > 0 && c["bucket"].(float64) <= cs[i-1]["bucket"].(float64) {
				t.Errorf("buckets not ascending")
			}
		}
		if n != 6 {
			t.Errorf("candle trades = %v, want 6: %s", n, rec.Body.String())
		}
		rec = h.get(t, "/tokens/0x0000000000000000000000000000000000000001/candles")
		expect(t, rec, 200, "no-cache")
		if rec.Body.String() != "[]" {
			t.Errorf("never traded = %s, want []", rec.Body.String())
		}
	})
	t.Run("holders", func(t *testing.T) {
		rec := h.get(t, "/tokens/"+lower(h.s.Pve)+"/holders")
		expect(t, rec, 200, "no-cache")
		hs := decodeJSON[map[string]any](t, rec)
		if hs["holderCount"] != float64(3) || hs["pveVaultWei"] == nil || len(hs["holders"].([]any)) != 3 {
			t.Errorf("holders = %s", rec.Body.String())
		}
		rec = h.get(t, "/tokens/"+lower(h.s.Frozen)+"/holders")
		if hs := decodeJSON[map[string]any](t, rec); hs["pveVaultWei"] != nil {
			t.Errorf("non-PvE pveVaultWei = %v, want null", hs["pveVaultWei"])
		}
	})
	t.Run("graduated feed", func(t *testing.T) {
		rec := h.get(t, "/graduated/feed")
		expect(t, rec, 200, "no-cache")
		f := decodeJSON[map[string]any](t, rec)
		coins := f["coins"].([]any)
		if len(coins) != 1 || coins[0].(map[string]any)["token"] != lower(h.s.Grad) || f["nextCursor"] != nil {
			t.Errorf("feed = %s", rec.Body.String())
		}
		rec = h.get(t, "/graduated/feed?limit=x")
		expect(t, rec, 400, "no-cache")
		if rec.Body.String() != `{"error":"bad limit"}` {
			t.Errorf("bad limit body = %s", rec.Body.String())
		}
	})
	t.Run("recent, stats, creators, ticker", func(t *testing.T) {
		rec := h.get(t, "/trades/recent")
		expect(t, rec, 200, "no-cache")
		r := decodeJSON[map[string][]any](t, rec)
		if len(r["trades"]) != 9 || len(r["creations"]) != 3 {
			t.Errorf("recent: %d trades, %d creations; want 9, 3", len(r["trades"]), len(r["creations"]))
		}
		rec = h.get(t, "/stats")
		expect(t, rec, 200, "no-cache")
		st := decodeJSON[map[string]any](t, rec)
		if st["coins"] != float64(3) || st["frozen"] != float64(1) || st["graduated"] != float64(1) || st["trades"] != float64(9) {
			t.Errorf("stats = %s", rec.Body.String())
		}
		rec = h.get(t, "/creators/top")
		expect(t, rec, 200, "public, max-age=10, stale-while-revalidate=20")
		cr := decodeJSON[map[string]any](t, rec)
		top := cr["creators"].([]any)[0].(map[string]any)
		if top["creator"] != lower(h.env.Chain.Accounts[1].Address) || top["coins"] != float64(2) {
			t.Errorf("top creator = %v", top)
		}
		rec = h.get(t, "/tickers/CAT/available")
		expect(t, rec, 200, "public, max-age=300")
	})
	t.Run("health and version", func(t *testing.T) {
		rec := h.get(t, "/health")
		expect(t, rec, 200, "no-store")
		hl := decodeJSON[map[string]any](t, rec)
		idx := hl["indexer"].(map[string]any)
		if idx["wedged"] != false || idx["lagBlocks"] != float64(0) || idx["lastIndexedBlock"] != idx["headBlock"] {
			t.Errorf("indexer = %v", idx)
		}
		fc := hl["frozenCoins"].(map[string]any)
		if fc["count"] != float64(1) || hl["ok"] != false { // a frozen coin and no keeper: ok is false
			t.Errorf("frozenCoins = %v ok = %v", fc, hl["ok"])
		}
		rec = h.get(t, "/version")
		expect(t, rec, 200, "no-store")
		if rec.Header().Get("ETag") != "" {
			t.Errorf("no-store route sent an ETag")
		}
		rec = h.get(t, "/config")
		expect(t, rec, 200, "no-cache")
		cfg := decodeJSON[map[string]any](t, rec)
		if cfg["neofunEnabled"] != true || cfg["addresses"].(map[string]any)["creatorFeeVault"] != nil {
			t.Errorf("config = %s", rec.Body.String())
		}
	})
	t.Run("body limit", func(t *testing.T) {
		req := httptest.NewRequest(http.MethodGet, base+"/stats", strings.NewReader(strings.Repeat("x", 300<<10)))
		rec := httptest.NewRecorder()
		h.r.ServeHTTP(rec, req)
		if rec.Code != 413 || rec.Body.String() != `{"error":"request body too large"}` {
			t.Errorf("status %d body %s", rec.Code, rec.Body.String())
		}
	})
}

func TestPreCurve(t *testing.T) {
	r := httpapi.NewRouter(httpapi.Deps{BasePath: base, ChainID: 1, DB: sqlitetest.New(t)})
	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, base+"/health", nil))
	want := `{"chainId":1,"curve":null,"frozenCoins":"disabled","indexer":"disabled","indexerErrors":"disabled","keeper":"disabled","mode":"pre-curve","ok":true,"pveRecordFailures":"disabled"}`
	if rec.Code != 200 || rec.Body.String() != want {
		t.Errorf("pre-curve health = %d %s", rec.Code, rec.Body.String())
	}
	rec = httptest.NewRecorder()
	r.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, base+"/tokens", nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"tokens":[]`) {
		t.Errorf("pre-curve tokens = %d %s", rec.Code, rec.Body.String())
	}
}
