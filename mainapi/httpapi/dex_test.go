package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// newIndexedHarness is the real router over a database the real indexer
// filled from a simulated devnet scenario (FeeRouter trades with multi-hop
// and split fills, liquidity changes, third-party pairs), block by block.
func newIndexedHarness(t testing.TB, rounds int, edit func(*httpapi.Deps)) (*harness, *chaintest.Env) {
	t.Helper()
	ctx := context.Background()
	env := chaintest.New(t)
	h := newHarness(t, func(d *httpapi.Deps) {
		f := env.Deployment.File()
		d.Deployment = &f
		if edit != nil {
			edit(d)
		}
	})
	_, ix, src := indexerOf(t, env, h.db)
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	if _, err := sim.Run(ctx, sim.Config{
		Backend: env.Backend.Client(), Deployment: env.Deployment, Traders: env.Accounts[1:6],
		Commit: func() { env.Commit() }, TradesPerBlock: 4, Interval: -1, Rounds: rounds, LaunchShare: -1, Seed: 11, Logger: quiet,
	}); err != nil {
		t.Fatal(err)
	}
	head := env.Head(t).Number.Uint64()
	for n := uint64(0); n <= head; n++ {
		b, err := src.BlockByNumber(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ix.HandleBlock(ctx, b); err != nil {
			t.Fatalf("block %d: %v", n, err)
		}
	}
	return h, env
}

// decode unmarshals a 200 body into v.
func decode(t *testing.T, rec interface{ Result() *http.Response }, v any) {
	t.Helper()
	res := rec.Result()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", res.StatusCode, body)
	}
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
}

// keysOf returns the sorted keys of a JSON object.
func keysOf(t *testing.T, raw json.RawMessage) string {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return strings.Join(ks, ",")
}

func (h *harness) queryStrings(q string, args ...any) []string {
	h.t.Helper()
	rows, err := h.db.Pool.Query(context.Background(), q, args...)
	if err != nil {
		h.t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			h.t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

type poolsPage struct {
	Items      []json.RawMessage `json:"items"`
	NextCursor *string           `json:"nextCursor"`
	HasMore    bool              `json:"hasMore"`
}

const poolListKeys = "feeAprBps,fees24hDeltaPct,fees24hUsd,lastUpdated,pairAddress,reserve0,reserve1,token0,token1,tvlDeltaPct,tvlUsd,volume24hDeltaPct,volume24hUsd,volume30dUsd"

func TestDexPools(t *testing.T) {
	h, _ := newIndexedHarness(t, 6, nil)
	real := h.queryStrings(`SELECT hex_addr(pair) FROM pools ORDER BY pair`)
	if len(real) < 3 {
		t.Fatalf("only %d pools indexed", len(real))
	}
	if n := h.queryStrings(`SELECT count(*)::text FROM pools WHERE NOT own`); n[0] == "0" {
		t.Fatal("no third-party pair indexed")
	}
	// 150 synthetic pools beyond the indexed ones so the list spans pages:
	// ties on every sort value, and 20 pools without stats (null: last).
	h.exec(`INSERT INTO pools (pair, factory, token0, token1, own, created_block, reserve0, reserve1, last_updated, last_block)
		SELECT decode(lpad(to_hex(i), 40, 'f'), 'hex'), '\x00', decode(lpad('1', 40, '0'), 'hex'), decode(lpad('2', 40, '0'), 'hex'), true, 0, i, 2 * i, 1, 0
		FROM generate_series(1, 150) i`)
	h.exec(`INSERT INTO pool_stats (pair, tvl_usd, volume_24h_usd, fees_24h_usd, volume_30d_usd)
		SELECT decode(lpad(to_hex(i), 40, 'f'), 'hex'), (i % 7) * 1.5, i % 5, (i % 3) * 0.000001, i
		FROM generate_series(1, 130) i`)
	// Edge cases of the hand-written row encoding (checked against
	// /dex/pools/{pair} below): deltas, fee APR, long fractions, a max
	// uint256 reserve.
	h.exec(`UPDATE pool_stats SET tvl_delta_pct = -12.345678901, volume_24h_delta_pct = 0.0000001, fees_24h_delta_pct = 1e22,
		fee_apr_bps = NULL, tvl_usd = 1.50000000, volume_30d_usd = 123456789.1234565
		WHERE pair = decode(lpad(to_hex(7), 40, 'f'), 'hex')`)
	h.exec(`UPDATE pool_stats SET tvl_delta_pct = 0, volume_24h_delta_pct = -0.5, fee_apr_bps = 1234, fees_24h_usd = 0.0000025
		WHERE pair = decode(lpad(to_hex(8), 40, 'f'), 'hex')`)
	h.exec(`UPDATE pools SET reserve0 = 115792089237316195423570985008687907853269984665640564039457584007913129639935
		WHERE pair = decode(lpad(to_hex(9), 40, 'f'), 'hex')`)
	total := len(real) + 150

	t.Run("walk every sort and direction", func(t *testing.T) {
		for _, sortBy := range []string{"tvl", "volume24h", "fees24h"} {
			col := map[string]string{"tvl": "tvl_usd", "volume24h": "volume_24h_usd", "fees24h": "fees_24h_usd"}[sortBy]
			for _, dir := range []string{"asc", "desc"} {
				want := h.queryStrings(`SELECT hex_addr(p.pair) FROM pools p LEFT JOIN pool_stats s ON s.pair = p.pair
					ORDER BY s.` + col + ` IS NULL, s.` + col + ` ` + dir + `, p.pair ` + dir)
				var got []string
				path := "/dex/pools?sort=" + sortBy + "&dir=" + dir
				for pages := 0; ; pages++ {
					var page poolsPage
					rec := h.get(path)
					decode(t, rec, &page)
					if cc := rec.Header().Get("Cache-Control"); cc != block {
						t.Errorf("Cache-Control = %q", cc)
					}
					for _, it := range page.Items {
						if k := keysOf(t, it); k != poolListKeys {
							t.Fatalf("item keys %s", k)
						}
						var row struct{ PairAddress string }
						_ = json.Unmarshal(it, &row)
						got = append(got, row.PairAddress)
					}
					if page.HasMore != (page.NextCursor != nil) {
						t.Fatalf("hasMore %v with nextCursor %v", page.HasMore, page.NextCursor)
					}
					if !page.HasMore {
						break
					}
					if len(page.Items) != 100 {
						t.Fatalf("page of %d items with hasMore", len(page.Items))
					}
					path = "/dex/pools?sort=" + sortBy + "&dir=" + dir + "&cursor=" + url.QueryEscape(*page.NextCursor)
				}
				if !slices.Equal(got, want) || len(got) != total {
					t.Errorf("sort %s %s: got %d pools, want %d in SQL order", sortBy, dir, len(got), len(want))
				}
			}
		}
	})

	t.Run("defaults are tvl desc", func(t *testing.T) {
		a, b := h.get("/dex/pools"), h.get("/dex/pools?sort=tvl&dir=desc")
		if a.Code != 200 || a.Body.String() != b.Body.String() {
			t.Errorf("default list differs from tvl desc")
		}
	})

	t.Run("cursor", func(t *testing.T) {
		var page poolsPage
		decode(t, h.get("/dex/pools?sort=volume24h&dir=asc"), &page)
		cur := *page.NextCursor
		bad := want{status: 403, body: `{"error":"invalid cursor"}`, headers: errorHeaders()}
		check(t, h.get("/dex/pools?sort=volume24h&dir=desc&cursor="+url.QueryEscape(cur)), bad)
		check(t, h.get("/dex/pools?sort=tvl&dir=asc&cursor="+url.QueryEscape(cur)), bad)
		check(t, h.get("/dex/pools?sort=volume24h&dir=asc&cursor="+url.QueryEscape(cur[:len(cur)-2]+"AA")), bad)
		check(t, h.get("/dex/pools?sort=volume24h&dir=asc&cursor=eyJwIjoiMHgwMCJ9.AAAAAAAAAAAAAAAAAAAAAA"), bad)
		if rec := h.get("/activity?cursor=" + url.QueryEscape(cur)); rec.Code != 403 {
			t.Errorf("pools cursor replayed into /activity: %d", rec.Code)
		}
	})

	t.Run("400", func(t *testing.T) {
		check(t, h.get("/dex/pools?sort=price"), want{status: 400, body: `{"error":"invalid sort"}`, headers: errorHeaders()})
		check(t, h.get("/dex/pools?dir=up"), want{status: 400, body: `{"error":"invalid dir"}`, headers: errorHeaders()})
	})

	t.Run("items are the pool rows plus volume30dUsd", func(t *testing.T) {
		// The list writes its rows by hand (jsonenc.go), /dex/pools/{pair}
		// through encoding/json: they must agree byte for byte, nulls,
		// deltas, long fractions and huge reserves (set above) included.
		seen := 0
		for path := "/dex/pools?sort=fees24h&dir=asc"; ; {
			var page poolsPage
			decode(t, h.get(path), &page)
			for _, it := range page.Items {
				var row struct{ PairAddress, Volume30dUsd string }
				if err := json.Unmarshal(it, &row); err != nil {
					t.Fatal(err)
				}
				one := h.get("/dex/pools/" + row.PairAddress)
				want := strings.TrimSuffix(one.Body.String(), "}") + `,"volume30dUsd":"` + row.Volume30dUsd + `"}`
				if string(it) != want {
					t.Errorf("list item\n%s\npool route\n%s", it, one.Body)
				}
				seen++
			}
			if !page.HasMore {
				break
			}
			path = "/dex/pools?sort=fees24h&dir=asc&cursor=" + url.QueryEscape(*page.NextCursor)
		}
		if seen != total {
			t.Errorf("compared %d pools, want %d", seen, total)
		}
	})

	t.Run("ETag and 304", func(t *testing.T) {
		rec := h.get("/dex/pools")
		etag := rec.Header().Get("ETag")
		if !strings.HasPrefix(etag, `W/"`) {
			t.Fatalf("ETag = %q", etag)
		}
		check(t, h.get("/dex/pools", "If-None-Match: "+etag), want{status: 304, headers: map[string]string{"ETag": etag, "Cache-Control": block}})
	})
}

func TestDexPool(t *testing.T) {
	h, env := newIndexedHarness(t, 6, nil)
	pair := h.queryStrings(`SELECT hex_addr(p.pair) FROM pools p JOIN pool_stats s ON s.pair = p.pair
		WHERE p.own ORDER BY s.volume_24h_usd DESC, p.pair LIMIT 1`)[0]

	t.Run("detail", func(t *testing.T) {
		rec := h.get("/dex/pools/" + strings.ToUpper(pair[2:3]) + pair[3:]) // 0x dropped: invalid
		if rec.Code != 400 {
			t.Errorf("address without 0x: %d", rec.Code)
		}
		rec = h.get("/dex/pools/" + "0x" + strings.ToUpper(pair[2:]))
		var raw json.RawMessage
		decode(t, rec, &raw)
		if k := keysOf(t, raw); k != strings.Replace(poolListKeys, ",volume30dUsd", "", 1) {
			t.Errorf("keys %s", k)
		}
		wantRow := h.queryStrings(`SELECT json_build_object(
				'pairAddress', hex_addr(p.pair), 'token0', hex_addr(p.token0), 'token1', hex_addr(p.token1),
				'reserve0', p.reserve0::text, 'reserve1', p.reserve1::text, 'lastUpdated', p.last_updated,
				'tvlUsd', trim_scale(round(s.tvl_usd, 6))::text, 'volume24hUsd', trim_scale(s.volume_24h_usd)::text,
				'fees24hUsd', trim_scale(s.fees_24h_usd)::text, 'feeAprBps', s.fee_apr_bps,
				'tvlDeltaPct', s.tvl_delta_pct, 'volume24hDeltaPct', s.volume_24h_delta_pct, 'fees24hDeltaPct', s.fees_24h_delta_pct)::text
			FROM pools p JOIN pool_stats s ON s.pair = p.pair WHERE p.pair = decode($1, 'hex')`, pair[2:])[0]
		var got, exp map[string]any
		_ = json.Unmarshal(raw, &got)
		_ = json.Unmarshal([]byte(wantRow), &exp)
		if fmt.Sprint(got) != fmt.Sprint(exp) {
			t.Errorf("pool = %v\nwant   %v", got, exp)
		}
		for _, k := range []string{"reserve0", "reserve1", "tvlUsd", "volume24hUsd", "fees24hUsd"} {
			if _, ok := got[k].(string); !ok {
				t.Errorf("%s is not a string", k)
			}
		}
		if got["tvlUsd"] == "0" || got["feeAprBps"] == nil {
			t.Errorf("pool with volume has no TVL or APR: %v", got)
		}
		etag := rec.Header().Get("ETag")
		check(t, h.get("/dex/pools/"+pair, "If-None-Match: "+etag), want{status: 304, headers: map[string]string{"ETag": etag, "Cache-Control": block}})
	})
	t.Run("404 and 400", func(t *testing.T) {
		for _, path := range []string{"", "/chart", "/chart?range=1y", "/swaps", "/swaps?page=2"} {
			check(t, h.get("/dex/pools/0x00000000000000000000000000000000000000b1"+path), want{status: 404, body: `{"error":"unknown pair"}`, headers: errorHeaders()})
		}
		// A tracked pair with nothing in the window or page is an empty 200.
		check(t, h.get("/dex/pools/"+pair+"/swaps?page=200"), want{status: 200, body: `{"items":[],"page":200,"pageSize":50,"hasMore":false}`})
		check(t, h.get("/dex/pools/0x1234"), want{status: 400, body: `{"error":"invalid address"}`, headers: errorHeaders()})
		check(t, h.get("/dex/pools/0x1234/chart"), want{status: 400, body: `{"error":"invalid address"}`, headers: errorHeaders()})
		check(t, h.get("/dex/pools/"+pair+"/chart?range=1m"), want{status: 400, body: `{"error":"invalid range"}`, headers: errorHeaders()})
		check(t, h.get("/dex/pools/"+pair+"/swaps?page=0"), want{status: 400, body: `{"error":"invalid page"}`, headers: errorHeaders()})
		check(t, h.get("/dex/pools/"+pair+"/swaps?page=201"), want{status: 400, body: `{"error":"invalid page"}`, headers: errorHeaders()})
	})

	t.Run("chart", func(t *testing.T) {
		minutes := h.queryStrings(`SELECT minute::text FROM pool_candles WHERE pair = decode($1, 'hex') ORDER BY minute`, pair[2:])
		if len(minutes) == 0 {
			t.Fatal("no candles")
		}
		for _, tc := range []struct {
			rng    string
			bucket int64
		}{{"", 1}, {"24h", 1}, {"7d", 15}, {"30d", 60}, {"1y", 1440}} {
			var body struct {
				BucketMinutes int64 `json:"bucketMinutes"`
				Candles       []struct {
					Minute                 int64
					Open, High, Low, Close string
				} `json:"candles"`
			}
			path := "/dex/pools/" + pair + "/chart"
			if tc.rng != "" {
				path += "?range=" + tc.rng
			}
			rec := h.get(path)
			decode(t, rec, &body)
			if body.BucketMinutes != tc.bucket || len(body.Candles) == 0 {
				t.Errorf("%s: bucket %d, %d candles", tc.rng, body.BucketMinutes, len(body.Candles))
			}
			wantCandles := h.queryStrings(`SELECT json_build_object('m', (minute / $2) * $2, 'o', (array_agg(open ORDER BY minute))[1]::text,
					'h', max(high)::text, 'l', min(low)::text, 'c', (array_agg(close ORDER BY minute DESC))[1]::text)::text
				FROM pool_candles WHERE pair = decode($1, 'hex') GROUP BY minute / $2 ORDER BY minute / $2`, pair[2:], tc.bucket)
			var got []string
			for _, c := range body.Candles {
				b, _ := json.Marshal(map[string]any{"m": c.Minute, "o": c.Open, "h": c.High, "l": c.Low, "c": c.Close})
				got = append(got, string(b))
			}
			var norm []string
			for _, w := range wantCandles {
				var m map[string]any
				_ = json.Unmarshal([]byte(w), &m)
				b, _ := json.Marshal(m)
				norm = append(norm, string(b))
			}
			if !slices.Equal(got, norm) {
				t.Errorf("%s: candles\n%v\nwant\n%v", tc.rng, got, norm)
			}
		}
		// An untracked pair's chart is 404 (spec 7: unknown pair; "404 and 400" above).
	})

	t.Run("swaps", func(t *testing.T) {
		wantSwaps := h.queryStrings(`SELECT hex_addr(tx_hash) || ':' || log_index FROM activity
			WHERE pair = decode($1, 'hex') AND kind = 'swap' ORDER BY block_number DESC, log_index DESC`, pair[2:])
		var got []string
		for page := 1; ; page++ {
			var body struct {
				Items    []json.RawMessage `json:"items"`
				Page     int               `json:"page"`
				PageSize int               `json:"pageSize"`
				HasMore  bool              `json:"hasMore"`
			}
			decode(t, h.get(fmt.Sprintf("/dex/pools/%s/swaps?page=%d", pair, page)), &body)
			if body.Page != page || body.PageSize != 50 {
				t.Fatalf("page %d pageSize %d", body.Page, body.PageSize)
			}
			for _, it := range body.Items {
				if k := keysOf(t, it); k != "amountIn,amountOut,blockNumber,logIndex,timestamp,tokenIn,tokenOut,txHash,usdValue,wallet" {
					t.Fatalf("swap keys %s", k)
				}
				var s struct {
					TxHash   string `json:"txHash"`
					LogIndex int    `json:"logIndex"`
				}
				_ = json.Unmarshal(it, &s)
				got = append(got, fmt.Sprintf("%s:%d", s.TxHash, s.LogIndex))
			}
			if !body.HasMore {
				break
			}
		}
		if len(wantSwaps) == 0 || !slices.Equal(got, wantSwaps) {
			t.Errorf("swaps %d, want %d in feed order", len(got), len(wantSwaps))
		}
		var empty struct {
			Items    []any `json:"items"`
			Page     int   `json:"page"`
			PageSize int   `json:"pageSize"`
			HasMore  bool  `json:"hasMore"`
		}
		decode(t, h.get("/dex/pools/"+pair+"/swaps?page=200"), &empty)
		if empty.Items == nil || len(empty.Items) != 0 || empty.HasMore {
			t.Errorf("page 200 = %+v", empty)
		}
	})

	t.Run("swap candidates", func(t *testing.T) {
		weth := strings.ToLower(env.Token(t, "WETH").Hex())
		usdc := strings.ToLower(env.Token(t, "USDC").Hex())
		type topo struct{ pair, t0, t1 string }
		var own []topo
		for _, row := range h.queryStrings(`SELECT hex_addr(pair) || ' ' || hex_addr(token0) || ' ' || hex_addr(token1) FROM pools WHERE own ORDER BY pair`) {
			f := strings.Fields(row)
			own = append(own, topo{f[0], f[1], f[2]})
		}
		quotes := map[string]bool{}
		for _, q := range h.queryStrings(`SELECT hex_addr(address) FROM contracts WHERE role IN ('weth', 'usdc', 'usdt', 'neo')`) {
			quotes[q] = true
		}
		throughOther := 0 // routes whose one intermediate is not a quote asset
		find := func(a, b string) string {
			for _, p := range own {
				if (p.t0 == a && p.t1 == b) || (p.t0 == b && p.t1 == a) {
					return p.pair
				}
			}
			return ""
		}
		// Every token pair of own pools, checked against a Go implementation.
		tokens := map[string]bool{}
		for _, p := range own {
			tokens[p.t0], tokens[p.t1] = true, true
		}
		checked := 0
		for in := range tokens {
			for out := range tokens {
				if in == out {
					continue
				}
				set := map[string]bool{}
				if p := find(in, out); p != "" {
					set[p] = true
				}
				// Paths of two and three pools through distinct tokens.
				for m1 := range tokens {
					if m1 == in || m1 == out || find(in, m1) == "" {
						continue
					}
					if b := find(m1, out); b != "" {
						set[find(in, m1)], set[b] = true, true
						if !quotes[m1] {
							throughOther++
						}
					}
					for m2 := range tokens {
						if m2 == in || m2 == out || m2 == m1 || find(m1, m2) == "" || find(m2, out) == "" {
							continue
						}
						set[find(in, m1)], set[find(m1, m2)], set[find(m2, out)] = true, true, true
					}
				}
				var wantPairs []string
				for _, p := range own {
					if set[p.pair] {
						wantPairs = append(wantPairs, fmt.Sprintf(`{"address":"%s","token0":"%s","token1":"%s"}`, p.pair, p.t0, p.t1))
					}
				}
				body := `{"pairs":[` + strings.Join(wantPairs, ",") + `]}`
				rec := h.get("/swap/candidates?tokenIn=" + in + "&tokenOut=0x" + strings.ToUpper(out[2:]))
				check(t, rec, want{status: 200, body: body, headers: map[string]string{"Cache-Control": "public, max-age=30, s-maxage=30, stale-while-revalidate=90"}})
				checked++
			}
		}
		if checked < 6 || find(weth, usdc) == "" || throughOther == 0 {
			t.Errorf("only %d token pairs checked, %d routes through a token that is not a quote asset", checked, throughOther)
		}
		check(t, h.get("/swap/candidates?tokenIn="+weth+"&tokenOut="+wallet1), want{status: 200, body: `{"pairs":[]}`})
		check(t, h.get("/swap/candidates?tokenIn="+weth+"&tokenOut="+weth), want{status: 200, body: `{"pairs":[]}`})
		for _, q := range []string{"tokenIn=" + weth, "tokenIn=0x12&tokenOut=" + usdc, "tokenIn=" + weth + "&tokenOut=nope", ""} {
			check(t, h.get("/swap/candidates?"+q), want{status: 400, body: `{"error":"invalid token"}`, headers: errorHeaders()})
		}
	})
}
