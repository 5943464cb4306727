package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/getkin/kin-openapi/openapi3"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// indexedScenario is the real router over a database the real indexer
// filled from a simulated chain: trades (multi-hop, splits, exact-out),
// liquidity changes and a Collector distribution.
type indexedScenario struct {
	env  *chaintest.Env
	db   *postgres.DB
	h    http.Handler
	now  time.Time
	head int64 // head timestamp
	doc  *openapi3.T
}

func newIndexedScenario(t *testing.T) *indexedScenario {
	t.Helper()
	ctx := context.Background()
	sc := &indexedScenario{env: chaintest.New(t), db: pgtest.New(t), now: t0}
	_, ix, src := indexerOf(t, sc.env, sc.db)
	discard := slog.New(slog.NewTextHandler(io.Discard, nil))
	if _, err := sim.Run(ctx, sim.Config{
		Backend: sc.env.Backend.Client(), Deployment: sc.env.Deployment, Traders: sc.env.Accounts[1:6],
		Commit: func() { sc.env.Commit() }, TradesPerBlock: 3, Interval: -1, Rounds: 8, FarmShare: -1, StakeShare: -1, Seed: 7, Logger: discard,
	}); err != nil {
		t.Fatal(err)
	}
	c := bindings.NewCollector()
	for _, sym := range []string{"WETH", "USDC", "USDT"} {
		tx, err := bind.Transact(c.Instance(sc.env.Client, sc.env.Deployment.Collector), sc.env.TxOpts(1),
			c.PackDistribute(sc.env.Token(t, sym)))
		sc.env.MustTransact(t, tx, err)
	}
	head := sc.env.Head(t).Number.Uint64()
	for n := uint64(0); n <= head; n++ {
		b, err := src.BlockByNumber(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ix.HandleBlock(ctx, b); err != nil {
			t.Fatalf("block %d: %v", n, err)
		}
	}
	sc.head = int64(sc.env.Head(t).Time)
	sc.h = httpapi.NewRouter(httpapi.Deps{DB: sc.db, Config: testConfig(), Logger: discard, Now: func() time.Time { return sc.now }})
	return sc
}

func (sc *indexedScenario) get(path string, headers ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.RemoteAddr = "192.0.2.1:1234"
	for _, kv := range headers {
		k, v, _ := strings.Cut(kv, ":")
		req.Header.Add(k, strings.TrimSpace(v))
	}
	rec := httptest.NewRecorder()
	sc.h.ServeHTTP(rec, req)
	return rec
}

// getJSON fetches path, checks a 200 with the tier's Cache-Control and a
// head ETag, and decodes the body.
func (sc *indexedScenario) getJSON(t *testing.T, path, cacheControl string) map[string]any {
	t.Helper()
	rec := sc.get(path)
	if rec.Code != http.StatusOK {
		t.Fatalf("%s: status %d (%s)", path, rec.Code, rec.Body)
	}
	if got := rec.Header().Get("Cache-Control"); got != cacheControl {
		t.Errorf("%s: Cache-Control = %q, want %q", path, got, cacheControl)
	}
	if etag := rec.Header().Get("ETag"); !headETag.MatchString(etag) {
		t.Errorf("%s: ETag = %q, want a head tag", path, etag)
	}
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var body any = m
	if err := sc.schemaFor(t, path).VisitJSON(body); err != nil {
		t.Errorf("%s: body does not match its /openapi.json schema: %v", path, err)
	}
	return m
}

// schemaFor returns the /openapi.json schema of the 200 body of GET path.
func (sc *indexedScenario) schemaFor(t *testing.T, path string) *openapi3.Schema {
	t.Helper()
	if sc.doc == nil {
		doc, err := openapi3.NewLoader().LoadFromData(sc.get("/openapi.json").Body.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		sc.doc = doc
	}
	path, _, _ = strings.Cut(path, "?")
	segs := strings.Split(path, "/")
	best, bestStatic := "", -1
	for tmpl := range sc.doc.Paths.Map() {
		ts := strings.Split(tmpl, "/")
		if len(ts) != len(segs) {
			continue
		}
		static, match := 0, true
		for i := range ts {
			if ts[i] == segs[i] {
				static++
			} else if !strings.HasPrefix(ts[i], "{") {
				match = false
			}
		}
		if match && static > bestStatic {
			best, bestStatic = tmpl, static
		}
	}
	op := sc.doc.Paths.Value(best)
	if op == nil || op.Get == nil {
		t.Fatalf("%s is not described", path)
	}
	return op.Get.Responses.Status(http.StatusOK).Value.Content.Get("application/json").Schema.Value
}

// scalar returns the single value of a query.
func (sc *indexedScenario) scalar(t *testing.T, q string, args ...any) string {
	t.Helper()
	var s *string
	if err := sc.db.Pool.QueryRow(context.Background(), q, args...).Scan(&s); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	if s == nil {
		return "<null>"
	}
	return *s
}

var (
	headETag  = regexp.MustCompile(`^W/"[0-9]+-[0-9a-f]{16}"$`)
	reAddress = regexp.MustCompile(`^0x[0-9a-f]{40}$`)
	reHash    = regexp.MustCompile(`^0x[0-9a-f]{64}$`)
	reWei     = regexp.MustCompile(`^[0-9]+$`)
	reUsd     = regexp.MustCompile(`^[0-9]+(\.[0-9]{1,6})?$`)
	reDecimal = regexp.MustCompile(`^[0-9]+(\.[0-9]+)?$`)
	reISOms   = regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$`)
)

// wireType checks one field's JSON value against its wire kind: address,
// hash, wei, usd, decimal, iso, number, int, bool, string, array, object,
// each optionally "|null".
func wireType(t *testing.T, where string, v any, kind string) {
	t.Helper()
	k, nullable := strings.CutSuffix(kind, "|null")
	if v == nil {
		if !nullable {
			t.Errorf("%s: null, want %s", where, kind)
		}
		return
	}
	str := func(re *regexp.Regexp) {
		if s, ok := v.(string); !ok || !re.MatchString(s) {
			t.Errorf("%s: %#v is not a %s", where, v, k)
		}
	}
	switch k {
	case "address":
		str(reAddress)
	case "hash":
		str(reHash)
	case "wei":
		str(reWei)
	case "usd":
		str(reUsd)
	case "decimal":
		str(reDecimal)
	case "iso":
		str(reISOms)
	case "string":
		str(regexp.MustCompile(``))
	case "number", "int":
		f, ok := v.(float64)
		if !ok || (k == "int" && f != float64(int64(f))) {
			t.Errorf("%s: %#v is not a %s", where, v, k)
		}
	case "bool":
		if _, ok := v.(bool); !ok {
			t.Errorf("%s: %#v is not a bool", where, v)
		}
	case "array":
		if _, ok := v.([]any); !ok {
			t.Errorf("%s: %#v is not an array", where, v)
		}
	case "object":
		if _, ok := v.(map[string]any); !ok {
			t.Errorf("%s: %#v is not an object", where, v)
		}
	default:
		t.Fatalf("unknown kind %s", k)
	}
}

// shape checks that m has exactly the fields of want (plus those of
// optional when present) and their wire types.
func shape(t *testing.T, where string, m map[string]any, want map[string]string, optional map[string]string) {
	t.Helper()
	var got, exp []string
	for k := range m {
		if _, ok := optional[k]; !ok {
			got = append(got, k)
		}
	}
	for k := range want {
		exp = append(exp, k)
	}
	sort.Strings(got)
	sort.Strings(exp)
	if !slices.Equal(got, exp) {
		t.Errorf("%s: fields %v, want %v", where, got, exp)
	}
	for k, kind := range want {
		wireType(t, where+"."+k, m[k], kind)
	}
	for k, kind := range optional {
		if v, ok := m[k]; ok {
			wireType(t, where+"."+k, v, kind)
		}
	}
}

// sameUsd checks an API Usd string against SQL decimal text rounded to 6.
func sameUsd(t *testing.T, where string, got any, sqlText string) {
	t.Helper()
	s, _ := got.(string)
	g, err := decimal.NewFromString(s)
	if err != nil {
		t.Errorf("%s: %#v is not a decimal", where, got)
		return
	}
	if w := decimal.RequireFromString(sqlText).RoundBank(6); !g.Equal(w) {
		t.Errorf("%s = %s, want %s", where, s, w)
	}
}

func items(t *testing.T, m map[string]any, key string) []map[string]any {
	t.Helper()
	arr, ok := m[key].([]any)
	if !ok {
		t.Fatalf("%s is not an array: %#v", key, m[key])
	}
	out := make([]map[string]any, len(arr))
	for i, v := range arr {
		if out[i], ok = v.(map[string]any); !ok {
			t.Fatalf("%s[%d] is not an object", key, i)
		}
	}
	return out
}

const unknownToken = "0x00000000000000000000000000000000000000f7"

func TestTokenRoutes(t *testing.T) {
	sc := newIndexedScenario(t)
	// The most traded own-pool token that is not WETH, and WETH.
	traded := sc.scalar(t, `SELECT hex_addr(token) FROM token_candles c
		WHERE token NOT IN (SELECT address FROM contracts WHERE role = 'weth')
		GROUP BY token ORDER BY sum(swaps) DESC, token LIMIT 1`)
	weth := sc.scalar(t, `SELECT hex_addr(address) FROM contracts WHERE role = 'weth'`)
	folded := sc.scalar(t, `SELECT hex_addr(token) FROM token_swaps WHERE pool_count > 1 ORDER BY token LIMIT 1`)
	if traded == "<null>" || folded == "<null>" {
		t.Fatalf("scenario without candles (%s) or folded rows (%s)", traded, folded)
	}
	upper := "0x" + strings.ToUpper(traded[2:])

	// checkCandles compares a chart's candles with the stored minutes of
	// [from, to] bucketed here as spec 4.2 says (one-minute buckets are read
	// without grouping by the route, the others grouped).
	checkCandles := func(t *testing.T, rng, token string, candles []map[string]any, bucket, from, to int64) {
		t.Helper()
		ref := sc.scalar(t, `SELECT coalesce(json_agg(json_build_array(b, o::text, h::text, l::text, c::text, v::text) ORDER BY b), '[]')::text
		FROM (SELECT (minute / $2) * $2 AS b, (array_agg(open ORDER BY minute) FILTER (WHERE open IS NOT NULL))[1] AS o,
			max(high) AS h, min(low) AS l, (array_agg(close ORDER BY minute DESC) FILTER (WHERE close IS NOT NULL))[1] AS c,
			sum(volume_usd) AS v
		FROM token_candles WHERE hex_addr(token) = $1 AND minute BETWEEN $3 AND $4
		GROUP BY 1 HAVING count(close) > 0) g`, token, bucket, from, to)
		var refRows [][]json.RawMessage
		if err := json.Unmarshal([]byte(ref), &refRows); err != nil || len(refRows) != len(candles) {
			t.Fatalf("%s: reference %d rows (%v), %d candles", rng, len(refRows), err, len(candles))
		}
		for i, r := range refRows {
			var minute int64
			var o, h, l, cl, v string
			for j, dst := range []any{&minute, &o, &h, &l, &cl, &v} {
				if err := json.Unmarshal(r[j], dst); err != nil {
					t.Fatal(err)
				}
			}
			var vol wire.Usd
			if err := vol.Scan(v); err != nil {
				t.Fatal(err)
			}
			c := candles[i]
			if c["minute"] != float64(minute) || c["volumeUsd"] != vol.String() {
				t.Errorf("%s candles[%d] = %v, want minute %d volume %s", rng, i, c, minute, vol)
			}
			for k, want := range map[string]string{"open": o, "high": h, "low": l, "close": cl} {
				got, _ := c[k].(string)
				if g, err := decimal.NewFromString(got); err != nil || !g.Equal(decimal.RequireFromString(want)) {
					t.Errorf("%s candles[%d].%s = %q, want %s", rng, i, k, got, want)
				}
			}
		}
	}

	t.Run("tokens", func(t *testing.T) {
		m := sc.getJSON(t, "/tokens", block)
		shape(t, "/tokens", m, map[string]string{"tokens": "array", "generatedAt": "iso"}, nil)
		if m["generatedAt"] != "2026-11-25T12:00:00.000Z" {
			t.Errorf("generatedAt = %v", m["generatedAt"])
		}
		list := items(t, m, "tokens")
		if n := sc.scalar(t, `SELECT count(*)::text FROM tokens`); fmt.Sprint(len(list)) != n || len(list) == 0 {
			t.Errorf("%d tokens, want %s", len(list), n)
		}
		seenUnverified := false
		for i, it := range list {
			shape(t, fmt.Sprintf("tokens[%d]", i), it, map[string]string{"address": "address", "symbol": "string",
				"name": "string|null", "decimals": "int|null", "verified": "bool", "hasLogo": "bool"}, nil)
			if it["verified"] == false {
				seenUnverified = true
			} else if seenUnverified {
				t.Errorf("tokens[%d] verified after an unverified one", i)
			}
		}
		if !slices.ContainsFunc(list, func(it map[string]any) bool { return it["address"] == weth && it["verified"] == true }) {
			t.Error("WETH is not listed as verified")
		}
	})

	t.Run("etag", func(t *testing.T) {
		rec := sc.get("/tokens/" + traded + "/chart?range=7d")
		etag := rec.Header().Get("ETag")
		check(t, sc.get("/tokens/"+traded+"/chart?range=7d", "If-None-Match: "+etag), want{status: 304,
			headers: map[string]string{"ETag": etag, "Cache-Control": block}})
		check(t, sc.get("/token/"+traded+"/price", "If-None-Match: "+etag), want{status: 304,
			headers: map[string]string{"ETag": etag, "Cache-Control": block}})
	})

	t.Run("price", func(t *testing.T) {
		m := sc.getJSON(t, "/token/"+upper+"/price", block)
		shape(t, "price", m, map[string]string{"priceUsd": "usd", "source": "string", "lastUpdated": "iso"}, nil)
		sameUsd(t, "priceUsd", m["priceUsd"], sc.scalar(t, `SELECT close::text FROM token_candles
			WHERE hex_addr(token) = $1 ORDER BY minute DESC LIMIT 1`, traded))
		if m["source"] != "onchain" {
			t.Errorf("source = %v", m["source"])
		}
		check(t, sc.get("/token/"+unknownToken+"/price"), want{status: 200,
			body: `{"priceUsd":null,"source":null,"lastUpdated":null}`, headers: map[string]string{"Cache-Control": block}})
		for _, bad := range []string{"0x123", traded[2:], traded + "0", "0x" + strings.Repeat("g", 40)} {
			check(t, sc.get("/token/"+bad+"/price"), want{status: 400, body: `{"error":"invalid address"}`, headers: errorHeaders()})
		}
		check(t, sc.get("/tokens/"+traded+"/price"), want{status: 404, body: `{"error":"not found"}`, headers: errorHeaders()})
		check(t, sc.get("/token/"+traded+"/chart"), want{status: 404, body: `{"error":"not found"}`, headers: errorHeaders()})
	})

	chartFields := map[string]string{
		"price": "usd|null", "change5mPct": "number|null", "change30mPct": "number|null", "change6hPct": "number|null",
		"change24hPct": "number|null", "volume5mUsd": "usd", "volume1hUsd": "usd", "volume24hUsd": "usd",
		"fees24hUsd": "usd", "swapCount24h": "int", "bucketMinutes": "int", "candles": "array",
	}
	t.Run("chart", func(t *testing.T) {
		headMin := sc.head / 60
		for _, rg := range []struct {
			name           string
			bucket, window int64
		}{{"1m", 1, 360}, {"5m", 5, 720}, {"10m", 10, 1440}, {"30m", 30, 4320}, {"24h", 1, 1440}, {"7d", 30, 10080}, {"30d", 120, 43200}} {
			m := sc.getJSON(t, "/tokens/"+traded+"/chart?range="+rg.name, block)
			shape(t, rg.name, m, chartFields, nil)
			if m["bucketMinutes"] != float64(rg.bucket) {
				t.Errorf("%s: bucketMinutes = %v, want %d", rg.name, m["bucketMinutes"], rg.bucket)
			}
			candles := items(t, m, "candles")
			want := sc.scalar(t, `SELECT count(DISTINCT minute / $2)::text FROM token_candles
				WHERE hex_addr(token) = $1 AND minute BETWEEN $3 AND $4`, traded, rg.bucket, headMin-rg.window, headMin)
			if fmt.Sprint(len(candles)) != want || len(candles) == 0 {
				t.Errorf("%s: %d candles, want %s", rg.name, len(candles), want)
			}
			// The values against a reference bucketing of the stored
			// minutes, for this token (a stablecoin: flat prices) and
			// WETH (prices that move within a minute).
			checkCandles(t, rg.name, traded, candles, rg.bucket, headMin-rg.window, headMin)
			checkCandles(t, rg.name, weth, items(t, sc.getJSON(t, "/tokens/"+weth+"/chart?range="+rg.name, block), "candles"),
				rg.bucket, headMin-rg.window, headMin)
			last := int64(-1)
			for i, c := range candles {
				shape(t, fmt.Sprintf("%s candles[%d]", rg.name, i), c, map[string]string{"minute": "int", "open": "decimal",
					"high": "decimal", "low": "decimal", "close": "decimal", "volumeUsd": "usd"}, nil)
				min := int64(c["minute"].(float64))
				if min%rg.bucket != 0 || min <= last {
					t.Errorf("%s: candle minute %d after %d (bucket %d)", rg.name, min, last, rg.bucket)
				}
				last = min
			}
		}
		m := sc.getJSON(t, "/tokens/"+traded+"/chart", block)
		if m["bucketMinutes"] != float64(1) {
			t.Errorf("default range: bucketMinutes = %v", m["bucketMinutes"])
		}
		if m["price"] == nil || m["change24hPct"] == nil {
			t.Errorf("traded token without price or 24h change: %v %v", m["price"], m["change24hPct"])
		}
		wantChange := sc.scalar(t, `WITH ref AS (SELECT open FROM token_candles WHERE hex_addr(token) = $1 AND minute > $2 AND open > 0
				ORDER BY minute LIMIT 1), last AS (SELECT close FROM token_candles WHERE hex_addr(token) = $1 ORDER BY minute DESC LIMIT 1)
			SELECT round(((SELECT close FROM last) - (SELECT open FROM ref)) * 100 / (SELECT open FROM ref), 4)::text`, traded, headMin-1440)
		if got := fmt.Sprint(m["change24hPct"]); decimal.RequireFromString(wantChange).String() != got {
			t.Errorf("change24hPct = %s, want %s", got, wantChange)
		}
		// Volume and count are the FeeRouter trades that start or end in
		// the token, each once (spec 6 rule 3), also for WETH, which most
		// multi-hop trades cross; and for a token that has trades but no
		// USD price (quoted only against unpriced tokens), whose chart has
		// no candle but still its volume.
		unpriced := sc.scalar(t, `SELECT hex_addr(t.token) FROM (SELECT token_in AS token FROM trades WHERE source = 'router'
			UNION SELECT token_out FROM trades WHERE source = 'router') t
			WHERE NOT EXISTS (SELECT 1 FROM token_price_points p WHERE p.token = t.token AND p.own AND p.usd IS NOT NULL)
			ORDER BY 1 LIMIT 1`)
		if unpriced == "<null>" {
			t.Fatal("scenario without a traded token that has no price")
		}
		for _, tok := range []string{traded, weth, unpriced} {
			m := sc.getJSON(t, "/tokens/"+tok+"/chart", block)
			trades := `FROM trades WHERE source = 'router' AND (hex_addr(token_in) = $1 OR hex_addr(token_out) = $1)
				AND timestamp / 60 > $2`
			sameUsd(t, tok+" volume24hUsd", m["volume24hUsd"], sc.scalar(t, `SELECT coalesce(sum(usd_value), 0)::text `+trades, tok, headMin-1440))
			if got, want := fmt.Sprint(m["swapCount24h"]), sc.scalar(t, `SELECT count(*)::text `+trades, tok, headMin-1440); got != want || got == "0" {
				t.Errorf("%s swapCount24h = %s, want %s (> 0)", tok, got, want)
			}
			if tok == unpriced && (m["price"] != nil || len(m["candles"].([]any)) != 0 || m["volume24hUsd"] == "0") {
				t.Errorf("unpriced traded token: price %v, candles %v, volume %v", m["price"], m["candles"], m["volume24hUsd"])
			}
		}
		sameUsd(t, "fees24hUsd", m["fees24hUsd"], sc.scalar(t, `SELECT coalesce(sum(s.fees_24h_usd), 0)::text
			FROM pools p JOIN pool_stats s USING (pair) WHERE p.own
			AND (hex_addr(p.token0) = $1 OR hex_addr(p.token1) = $1)`, traded))

		check(t, sc.get("/tokens/"+unknownToken+"/chart?range=7d"), want{status: 200, headers: map[string]string{"Cache-Control": block},
			body: `{"price":null,"change5mPct":null,"change30mPct":null,"change6hPct":null,"change24hPct":null,"volume5mUsd":"0","volume1hUsd":"0","volume24hUsd":"0","fees24hUsd":"0","swapCount24h":0,"bucketMinutes":30,"candles":[]}`})
		for _, bad := range []string{"2h", "1d", "", "24H"} {
			check(t, sc.get("/tokens/"+traded+"/chart?range="+bad), want{status: 400, body: `{"error":"invalid range"}`, headers: errorHeaders()})
		}
		check(t, sc.get("/tokens/0xabc/chart"), want{status: 400, body: `{"error":"invalid address"}`, headers: errorHeaders()})
	})

	t.Run("stats", func(t *testing.T) {
		m := sc.getJSON(t, "/tokens/"+traded+"/stats", block)
		shape(t, "stats", m, map[string]string{"tvlUsd": "usd", "volume24hUsd": "usd", "ethPrice": "wei|null"}, nil)
		sameUsd(t, "tvlUsd", m["tvlUsd"], sc.scalar(t, `SELECT coalesce(sum(s.tvl_usd), 0)::text FROM pools p JOIN pool_stats s USING (pair)
			WHERE p.own AND (hex_addr(p.token0) = $1 OR hex_addr(p.token1) = $1)`, traded))
		// The chart's 24h volume: each trade in or out of the token once.
		headMin := sc.head / 60
		sameUsd(t, "volume24hUsd", m["volume24hUsd"], sc.scalar(t, `SELECT coalesce(sum(usd_value), 0)::text FROM trades
			WHERE source = 'router' AND (hex_addr(token_in) = $1 OR hex_addr(token_out) = $1) AND timestamp / 60 > $2`, traded, headMin-1440))
		if m["tvlUsd"] == "0" || m["ethPrice"] == nil {
			t.Errorf("traded token: tvlUsd %v ethPrice %v", m["tvlUsd"], m["ethPrice"])
		}
		w := sc.getJSON(t, "/tokens/"+weth+"/stats", block)
		if w["ethPrice"] != "1000000000000000000" {
			t.Errorf("WETH ethPrice = %v", w["ethPrice"])
		}
		check(t, sc.get("/tokens/"+unknownToken+"/stats"), want{status: 200, headers: map[string]string{"Cache-Control": block},
			body: `{"tvlUsd":"0","volume24hUsd":"0","ethPrice":null}`})
		check(t, sc.get("/tokens/nope/stats"), want{status: 400, body: `{"error":"invalid address"}`, headers: errorHeaders()})
	})

	swapFields := map[string]string{"txHash": "hash", "logIndex": "int", "timestamp": "int", "side": "string",
		"tokenAmount": "wei", "tokenDecimals": "int", "counterToken": "address|null", "counterAmount": "wei",
		"counterDecimals": "int|null", "usdValue": "usd", "wallet": "address"}
	t.Run("swaps", func(t *testing.T) {
		m := sc.getJSON(t, "/tokens/"+folded+"/swaps", block)
		shape(t, "swaps", m, map[string]string{"items": "array", "page": "int", "pageSize": "int", "hasMore": "bool"}, nil)
		total := sc.scalar(t, `SELECT count(*)::text FROM token_swaps WHERE hex_addr(token) = $1`, folded)
		list := items(t, m, "items")
		n := len(list)
		if m["page"] != float64(1) || m["pageSize"] != float64(50) || n == 0 || n > 50 {
			t.Errorf("page %v pageSize %v items %d", m["page"], m["pageSize"], n)
		}
		totalN, _ := strconv.Atoi(total)
		if m["hasMore"] != (totalN > 50) || n != min(totalN, 50) {
			t.Errorf("hasMore = %v with %d of %d rows", m["hasMore"], n, totalN)
		}
		wantKeys := sc.scalar(t, `SELECT string_agg(hex_addr(tx_hash) || '/' || log_index, ' ' ORDER BY block_number DESC, log_index DESC)
			FROM (SELECT * FROM token_swaps WHERE hex_addr(token) = $1 ORDER BY block_number DESC, log_index DESC LIMIT 50) s`, folded)
		var gotKeys []string
		for _, it := range list {
			gotKeys = append(gotKeys, fmt.Sprintf("%s/%v", it["txHash"], it["logIndex"]))
		}
		if strings.Join(gotKeys, " ") != wantKeys {
			t.Errorf("swap rows %v, want %s", gotKeys, wantKeys)
		}
		foldedRows := 0
		for i, it := range list {
			shape(t, fmt.Sprintf("items[%d]", i), it, swapFields, map[string]string{"poolCount": "int", "outerInput": "object"})
			if it["side"] != "buy" && it["side"] != "sell" {
				t.Errorf("items[%d].side = %v", i, it["side"])
			}
			_, hasCount := it["poolCount"]
			oi, hasOuter := it["outerInput"].(map[string]any)
			if hasCount != hasOuter {
				t.Errorf("items[%d]: poolCount without outerInput or the reverse", i)
			}
			if hasOuter {
				foldedRows++
				shape(t, fmt.Sprintf("items[%d].outerInput", i), oi, map[string]string{"token": "address", "amount": "wei"}, nil)
				if it["poolCount"].(float64) < 2 {
					t.Errorf("items[%d].poolCount = %v", i, it["poolCount"])
				}
			}
			if i > 0 {
				prev := list[i-1]
				if prev["timestamp"].(float64) < it["timestamp"].(float64) {
					t.Errorf("items[%d] newer than items[%d]", i, i-1)
				}
			}
		}
		if foldedRows == 0 && totalN <= 50 {
			t.Error("no folded row on the page of a token with folded rows")
		}
		check(t, sc.get("/tokens/"+folded+"/swaps?page=200"), want{status: 200, headers: map[string]string{"Cache-Control": block},
			body: `{"items":[],"page":200,"pageSize":50,"hasMore":false}`})
		check(t, sc.get("/tokens/"+unknownToken+"/swaps?page=1"), want{status: 200,
			body: `{"items":[],"page":1,"pageSize":50,"hasMore":false}`})
		for _, bad := range []string{"0", "201", "x", "-1", "1.5"} {
			check(t, sc.get("/tokens/"+folded+"/swaps?page="+bad), want{status: 400, body: `{"error":"invalid page"}`, headers: errorHeaders()})
		}
	})

	t.Run("pools", func(t *testing.T) {
		m := sc.getJSON(t, "/tokens/"+weth+"/pools", block)
		shape(t, "pools", m, map[string]string{"items": "array", "page": "int", "totalPages": "int", "total": "int"}, nil)
		total := sc.scalar(t, `SELECT count(*)::text FROM pools WHERE own AND (hex_addr(token0) = $1 OR hex_addr(token1) = $1)`, weth)
		list := items(t, m, "items")
		if fmt.Sprint(m["total"]) != total || fmt.Sprint(len(list)) != total || m["totalPages"] != float64(1) || len(list) == 0 {
			t.Errorf("total %v totalPages %v items %d, want %s pools", m["total"], m["totalPages"], len(list), total)
		}
		for i, it := range list {
			shape(t, fmt.Sprintf("items[%d]", i), it, map[string]string{"pairAddress": "address", "token0": "address",
				"token1": "address", "reserve0": "wei", "reserve1": "wei", "lastUpdated": "int", "tvlUsd": "usd",
				"volume24hUsd": "usd", "fees24hUsd": "usd", "feeAprBps": "int|null", "tvlDeltaPct": "number|null",
				"volume24hDeltaPct": "number|null", "fees24hDeltaPct": "number|null"}, nil)
			if it["token0"] != weth && it["token1"] != weth {
				t.Errorf("items[%d] does not hold WETH", i)
			}
			sameUsd(t, fmt.Sprintf("items[%d].tvlUsd", i), it["tvlUsd"], sc.scalar(t,
				`SELECT tvl_usd::text FROM pool_stats WHERE hex_addr(pair) = $1`, it["pairAddress"]))
		}
		check(t, sc.get("/tokens/"+weth+"/pools?page=2"), want{status: 200,
			body: `{"items":[],"page":2,"totalPages":1,"total":` + total + `}`})
		check(t, sc.get("/tokens/"+unknownToken+"/pools"), want{status: 200, body: `{"items":[],"page":1,"totalPages":0,"total":0}`})
		check(t, sc.get("/tokens/"+weth+"/pools?page=0"), want{status: 400, body: `{"error":"invalid page"}`, headers: errorHeaders()})
	})
}
