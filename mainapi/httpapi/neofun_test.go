package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/indexer"
)

// neofunScenario is the real router over a database the real indexer
// filled from simulated launch venue activity (launches, curve trades,
// freezes, graduations) mixed with DEX trades.
type neofunScenario struct {
	h   *harness
	env *chaintest.Env
	ix  *indexer.Indexer
	src *ethrpc.Source
	n   uint64 // next block to index
}

func newNeofunScenario(t *testing.T) *neofunScenario {
	t.Helper()
	env := chaintest.New(t)
	h := newHarness(t, func(d *httpapi.Deps) {
		f := env.Deployment.File()
		d.Deployment = &f
	})
	_, ix, src := indexerOf(t, env, h.db)
	sc := &neofunScenario{h: h, env: env, src: src, ix: ix}
	sc.run(t, 40, 90, 5)
	return sc
}

// run simulates rounds (share percent of actions on the venue; negative:
// none) and indexes the new blocks.
func (sc *neofunScenario) run(t *testing.T, rounds, share int, seed uint64) {
	t.Helper()
	ctx := context.Background()
	if _, err := sim.Run(ctx, sim.Config{
		Backend: sc.env.Backend.Client(), Deployment: sc.env.Deployment, Traders: sc.env.Accounts[1:6],
		Commit: func() { sc.env.Commit() }, TradesPerBlock: 4, Interval: -1, Rounds: rounds, LaunchShare: share,
		Seed: seed, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	}); err != nil {
		t.Fatal(err)
	}
	sc.index(t)
}

// index indexes the blocks mined since the last call.
func (sc *neofunScenario) index(t *testing.T) {
	t.Helper()
	ctx := context.Background()
	head := sc.env.Head(t).Number.Uint64()
	for ; sc.n <= head; sc.n++ {
		b, err := sc.src.BlockByNumber(ctx, sc.n)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sc.ix.HandleBlock(ctx, b); err != nil {
			t.Fatalf("block %d: %v", sc.n, err)
		}
	}
}

func (sc *neofunScenario) text(t *testing.T, q string, args ...any) string {
	t.Helper()
	var s string
	if err := sc.h.db.Pool.QueryRow(context.Background(), q, args...).Scan(&s); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return s
}

func (sc *neofunScenario) usd(t *testing.T, q string) string {
	t.Helper()
	return sc.text(t, "SELECT trim_scale(coalesce(("+q+"), 0))::text")
}

// usdEq reports whether the Usd string got equals the value of query q.
func (sc *neofunScenario) usdEq(t *testing.T, got, q string) bool {
	t.Helper()
	return sc.text(t, "SELECT ($1::numeric = coalesce(("+q+"), 0))::text", got) == "true"
}

func TestNeofunRoutes(t *testing.T) {
	sc := newNeofunScenario(t)
	h := sc.h
	headTs := sc.text(t, "SELECT timestamp::text FROM chain_head")
	since := "(SELECT timestamp - 86400 FROM chain_head)"

	t.Run("stats", func(t *testing.T) {
		rec := h.get("/neofun/stats")
		var m map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil || rec.Code != 200 {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
		if got, want := keysOf(t, rec.Body.Bytes()), "bonding,coins,creatorFees24hUsd,fees24hUsd,feesAllUsd,frozen,graduated,launches24h,protocolFees24hUsd,trades24h,tvlUsd,volume24hUsd,volumeAllUsd"; got != want {
			t.Fatalf("keys = %s", got)
		}
		// Counts are numbers, computed here from the raw rows.
		latest := `(SELECT DISTINCT ON (token) token, kind FROM curve_lifecycle ORDER BY token, block_number DESC, log_index DESC)`
		nums := map[string]string{
			"coins":       "SELECT count(DISTINCT token) FROM curve_tokens_created",
			"frozen":      "SELECT count(*) FROM " + latest + " l WHERE kind = 'FloorReached'",
			"graduated":   "SELECT count(*) FROM " + latest + " l WHERE kind = 'Graduated'",
			"trades24h":   "SELECT count(*) FROM curve_trades t JOIN blocks b ON b.number = t.block_number WHERE b.timestamp > " + since,
			"launches24h": "SELECT count(*) FROM curve_tokens_created t JOIN blocks b ON b.number = t.block_number WHERE b.timestamp > " + since,
		}
		got := map[string]float64{}
		for k, q := range nums {
			v, ok := m[k].(float64)
			if !ok {
				t.Fatalf("%s = %#v, want a number", k, m[k])
			}
			got[k] = v
			if want := sc.text(t, "SELECT ("+q+")::text"); json.Number(want).String() != strings.TrimSuffix(strings.TrimSuffix(jsonNum(v), ".0"), ".") {
				t.Errorf("%s = %v, want %s", k, v, want)
			}
		}
		if got["graduated"] == 0 || got["coins"] == 0 || got["trades24h"] == 0 {
			t.Fatalf("scenario too thin: %v", got)
		}
		if want := max(0, got["coins"]-got["graduated"]-got["frozen"]); m["bonding"] != want {
			t.Errorf("bonding = %v, want %v", m["bonding"], want)
		}
		// USD figures are strings, computed here from the raw rows and the pricing functions.
		eth := "eth_usd_at(n, 1000)"
		ethWei := func(col string) string { return "round(" + col + " * " + eth + " / 1e18, 6)" }
		tr := "FROM curve_trades t JOIN blocks b ON b.number = t.block_number CROSS JOIN LATERAL (SELECT t.block_number AS n) x"
		usds := map[string]string{
			"volume24hUsd":       "SELECT sum(" + ethWei("t.eth_amount") + ") " + tr + " WHERE b.timestamp > " + since,
			"volumeAllUsd":       "SELECT sum(" + ethWei("t.eth_amount") + ") " + tr,
			"protocolFees24hUsd": "SELECT sum(" + ethWei("t.protocol_fee") + ") " + tr + " WHERE b.timestamp > " + since,
			"creatorFees24hUsd":  "SELECT sum(" + ethWei("t.creator_fee") + ") " + tr + " WHERE b.timestamp > " + since,
			"fees24hUsd":         "SELECT sum(" + ethWei("t.protocol_fee") + " + " + ethWei("t.creator_fee") + ") " + tr + " WHERE b.timestamp > " + since,
			"feesAllUsd":         "SELECT sum(" + ethWei("t.protocol_fee") + " + " + ethWei("t.creator_fee") + ") " + tr,
			"tvlUsd": `SELECT round(sum(l.real_eth) * eth_usd_at((SELECT max(block_number) FROM (SELECT block_number FROM curve_trades
			               UNION ALL SELECT block_number FROM curve_lifecycle UNION ALL SELECT block_number FROM curve_tokens_created) x), 1000) / 1e18, 6)
			           FROM (SELECT DISTINCT ON (token) token, real_eth FROM curve_trades ORDER BY token, block_number DESC, log_index DESC) l
			           WHERE NOT EXISTS (SELECT 1 FROM curve_lifecycle g WHERE g.token = l.token AND g.kind = 'Graduated')`,
		}
		for k, q := range usds {
			s, ok := m[k].(string)
			if !ok {
				t.Fatalf("%s = %#v, want a string", k, m[k])
			}
			if !sc.usdEq(t, s, q) {
				t.Errorf("%s = %s, want %s", k, s, sc.usd(t, q))
			}
		}
		if m["tvlUsd"] == "0" || m["volumeAllUsd"] == "0" {
			t.Errorf("unpriced venue: %s", rec.Body)
		}
		_ = headTs
	})

	t.Run("coins cursor walk", func(t *testing.T) {
		wantOrder := strings.Split(sc.text(t, `SELECT string_agg(hex_addr(c.token), ',' ORDER BY b.timestamp DESC, c.token DESC)
			FROM curve_tokens_created c JOIN blocks b ON b.number = c.block_number`), ",")
		if len(wantOrder) <= 25 {
			t.Fatalf("%d coins: want more than a page", len(wantOrder))
		}
		var got []string
		path := "/neofun/coins"
		var firstCursor string
		for page := 0; ; page++ {
			rec := h.get(path)
			var body struct {
				Items      []json.RawMessage `json:"items"`
				NextCursor *string           `json:"nextCursor"`
				HasMore    bool              `json:"hasMore"`
			}
			decode(t, rec, &body)
			if body.HasMore != (body.NextCursor != nil) || (body.HasMore && len(body.Items) != 25) || len(body.Items) > 25 {
				t.Fatalf("page %d: %d items, hasMore %v, cursor %v", page, len(body.Items), body.HasMore, body.NextCursor)
			}
			for _, raw := range body.Items {
				if k := keysOf(t, raw); k != "address,creator,lastPriceX18,name,pairNeo,pairWeth,status,symbol,timestamp,trades,volume24hUsd,volumeAllUsd" {
					t.Fatalf("item keys = %s", k)
				}
				var it struct {
					Address, Name, Symbol, Creator, Status string
					Timestamp                              int64
					PairWeth, PairNeo, LastPriceX18        *string
					Volume24hUsd, VolumeAllUsd             string
					Trades                                 int64
				}
				if err := json.Unmarshal(raw, &it); err != nil {
					t.Fatalf("%v: %s", err, raw)
				}
				got = append(got, it.Address)
				q := func(s string) string { return sc.text(t, s, it.Address) }
				tok := "decode(substr($1, 3), 'hex')"
				if want := q(`SELECT coalesce((SELECT CASE kind WHEN 'FloorReached' THEN 'frozen' WHEN 'Graduated' THEN 'graduated' ELSE 'bonding' END
					FROM curve_lifecycle WHERE token = ` + tok + ` ORDER BY block_number DESC, log_index DESC LIMIT 1), 'bonding')`); it.Status != want {
					t.Errorf("%s status = %s, want %s", it.Address, it.Status, want)
				}
				if (it.PairWeth != nil) != (it.Status == "graduated") || (it.PairNeo != nil) != (it.Status == "graduated") {
					t.Errorf("%s: pairs %v %v with status %s", it.Address, it.PairWeth, it.PairNeo, it.Status)
				}
				if it.PairWeth != nil && *it.PairWeth != q(`SELECT hex_addr(pair_weth) FROM curve_lifecycle WHERE kind = 'Graduated' AND token = `+tok) {
					t.Errorf("%s pairWeth = %s", it.Address, *it.PairWeth)
				}
				if want := q(`SELECT count(*)::text FROM curve_trades WHERE token = ` + tok); want != jsonNum(float64(it.Trades)) {
					t.Errorf("%s trades = %d, want %s", it.Address, it.Trades, want)
				}
				lp := q(`SELECT coalesce((SELECT price_x18::text FROM curve_trades WHERE token = ` + tok + ` ORDER BY block_number DESC, log_index DESC LIMIT 1), 'null')`)
				if (it.LastPriceX18 == nil && lp != "null") || (it.LastPriceX18 != nil && *it.LastPriceX18 != lp) {
					t.Errorf("%s lastPriceX18 = %v, want %s", it.Address, it.LastPriceX18, lp)
				}
				if want := q(`SELECT name || '/' || symbol || '/' || hex_addr(creator) FROM curve_tokens_created WHERE token = ` + tok); it.Name+"/"+it.Symbol+"/"+it.Creator != want {
					t.Errorf("%s: %s/%s/%s, want %s", it.Address, it.Name, it.Symbol, it.Creator, want)
				}
				if q := `SELECT sum(round(t.eth_amount * eth_usd_at(t.block_number, 1000) / 1e18, 6)) FROM curve_trades t
					WHERE t.token = decode(substr('` + it.Address + `', 3), 'hex')`; !sc.usdEq(t, it.VolumeAllUsd, q) {
					t.Errorf("%s volumeAllUsd = %s, want %s", it.Address, it.VolumeAllUsd, sc.usd(t, q))
				}
			}
			if !body.HasMore {
				if body.NextCursor != nil {
					t.Fatal("last page has a cursor")
				}
				break
			}
			if firstCursor == "" {
				firstCursor = *body.NextCursor
			}
			path = "/neofun/coins?cursor=" + url.QueryEscape(*body.NextCursor)
		}
		if strings.Join(got, ",") != strings.Join(wantOrder, ",") {
			t.Errorf("walk = %v\nwant %v", got, wantOrder)
		}
		empty := want{status: 200, body: `{"items":[],"nextCursor":null,"hasMore":false}`, headers: map[string]string{"Cache-Control": block}}
		tampered := firstCursor[:len(firstCursor)-2] + "AA"
		if tampered == firstCursor {
			tampered = firstCursor[:len(firstCursor)-2] + "BB"
		}
		check(t, h.get("/neofun/coins?cursor="+url.QueryEscape(tampered)), empty)
		check(t, h.get("/neofun/coins?cursor=garbage"), empty)
	})

	t.Run("point lookup", func(t *testing.T) {
		grad := sc.text(t, `SELECT hex_addr(token) FROM curve_lifecycle WHERE kind = 'Graduated' LIMIT 1`)
		rec := h.get("/neofun/coins/" + strings.ToUpper(grad[:2]) + strings.ToUpper(grad[2:]))
		if rec.Code != 200 {
			rec = h.get("/neofun/coins/" + grad)
		}
		wantBody := sc.text(t, `SELECT json_build_object('address', hex_addr(c.token), 'name', c.name, 'symbol', c.symbol, 'status', 'graduated',
			'pairWeth', hex_addr(g.pair_weth), 'pairNeo', hex_addr(g.pair_neo))::text
			FROM curve_tokens_created c JOIN curve_lifecycle g ON g.token = c.token AND g.kind = 'Graduated' WHERE c.token = decode(substr($1, 3), 'hex')`, grad)
		var a, b any
		_ = json.Unmarshal([]byte(wantBody), &a)
		_ = json.Unmarshal(rec.Body.Bytes(), &b)
		aj, _ := json.Marshal(a)
		bj, _ := json.Marshal(b)
		if rec.Code != 200 || string(aj) != string(bj) {
			t.Errorf("%d %s\nwant %s", rec.Code, rec.Body, aj)
		}
		etag := rec.Header().Get("ETag")
		other := sc.text(t, `SELECT hex_addr(token) FROM curve_tokens_created WHERE token <> decode(substr($1, 3), 'hex') LIMIT 1`, grad)
		if e2 := h.get("/neofun/coins/" + other).Header().Get("ETag"); e2 == etag || e2 == "" {
			t.Errorf("ETags of two coins: %q %q", etag, e2)
		}
		check(t, h.get("/neofun/coins/"+grad, "If-None-Match: "+etag), want304(etag))
		check(t, h.get("/neofun/coins/0x00000000000000000000000000000000000000a1"), want{status: 404,
			body: `{"error":"coin not found: this address never launched on the curve"}`, headers: errorHeaders()})
		check(t, h.get("/neofun/coins/0x12"), want{status: 400, body: `{"error":"invalid address"}`, headers: errorHeaders()})
	})

	t.Run("revenue series", func(t *testing.T) {
		for _, tc := range []struct {
			q string
			n int
		}{{"", 30}, {"?range=7d", 7}, {"?range=1y&bucket=day", 365}} {
			var body struct {
				Bucket  string `json:"bucket"`
				Buckets []struct {
					T                        int64
					Total, Protocol, Creator string
				} `json:"buckets"`
			}
			decode(t, h.get("/neofun/revenue/series"+tc.q), &body)
			if body.Bucket != "day" || len(body.Buckets) != tc.n {
				t.Fatalf("%s: bucket %s, %d buckets", tc.q, body.Bucket, len(body.Buckets))
			}
			var total, protocol, creator []string
			for i, b := range body.Buckets {
				if i > 0 && b.T != body.Buckets[i-1].T+86400 {
					t.Fatalf("%s: not dense at %d", tc.q, i)
				}
				total, protocol, creator = append(total, b.Total), append(protocol, b.Protocol), append(creator, b.Creator)
			}
			sum := func(xs []string) string {
				return sc.usd(t, "SELECT sum(x::numeric) FROM unnest('{"+strings.Join(xs, ",")+"}'::text[]) x")
			}
			for _, c := range []struct{ name, got, col string }{
				{"protocol", sum(protocol), "t.protocol_fee"}, {"creator", sum(creator), "t.creator_fee"},
				{"total", sum(total), "t.protocol_fee + t.creator_fee"},
			} {
				w := sc.usd(t, `SELECT sum(round((`+c.col+`) * eth_usd_at(t.block_number, 1000) / 1e18, 6)) FROM curve_trades t`)
				if c.name == "total" {
					w = sc.usd(t, `SELECT sum(round(t.protocol_fee * eth_usd_at(t.block_number, 1000) / 1e18, 6)
						+ round(t.creator_fee * eth_usd_at(t.block_number, 1000) / 1e18, 6)) FROM curve_trades t`)
				}
				if c.got != w {
					t.Errorf("%s%s: %s sum %s, want %s", "/neofun/revenue/series", tc.q, c.name, c.got, w)
				}
			}
		}
		var ep struct {
			Bucket  string            `json:"bucket"`
			Buckets []json.RawMessage `json:"buckets"`
		}
		decode(t, h.get("/neofun/revenue/series?range=30d&bucket=epoch"), &ep)
		if ep.Bucket != "epoch" || len(ep.Buckets) < 5 || len(ep.Buckets) > 6 {
			t.Errorf("epoch series: %s, %d buckets", ep.Bucket, len(ep.Buckets))
		}
		if k := keysOf(t, ep.Buckets[0]); k != "creator,protocol,t,total" {
			t.Errorf("bucket keys = %s", k)
		}
	})

	t.Run("bodies match /openapi.json", func(t *testing.T) {
		doc, err := openapi3.NewLoader().LoadFromData(h.get("/openapi.json").Body.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		grad := sc.text(t, `SELECT hex_addr(token) FROM curve_lifecycle WHERE kind = 'Graduated' LIMIT 1`)
		for path, target := range map[string]string{
			"/neofun/stats": "/neofun/stats", "/neofun/coins": "/neofun/coins", "/neofun/coins/{address}": "/neofun/coins/" + grad,
			"/neofun/revenue/series": "/neofun/revenue/series?bucket=epoch", "/analytics/overview": "/analytics/overview",
		} {
			rec := h.get(target)
			var body any
			if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || rec.Code != 200 {
				t.Fatalf("%s: %d %s", target, rec.Code, rec.Body)
			}
			schema := doc.Paths.Value(path).Get.Responses.Status(200).Value.Content.Get("application/json").Schema.Value
			if err := schema.VisitJSON(body); err != nil {
				t.Errorf("%s: %v\n%s", target, err, rec.Body)
			}
		}
	})

	t.Run("activity venue neofun", func(t *testing.T) {
		var body struct {
			Items []struct{ Kind string } `json:"items"`
		}
		decode := func(t *testing.T, rec interface{ Result() *http.Response }, v any) {
			t.Helper()
			res := rec.Result()
			b, _ := io.ReadAll(res.Body)
			if res.StatusCode != 200 || json.Unmarshal(b, v) != nil {
				t.Fatalf("%d %s", res.StatusCode, b)
			}
		}
		decode(t, h.get("/activity?venue=neofun"), &body)
		if len(body.Items) == 0 {
			t.Fatal("no neofun activity")
		}
		for _, it := range body.Items {
			// a curve launch is also its registration's deploy_token item
			if !strings.HasPrefix(it.Kind, "neofun_") && it.Kind != "deploy_token" {
				t.Errorf("kind %s in venue neofun", it.Kind)
			}
		}
		for _, kind := range []string{"neofun_launch", "neofun_trade", "neofun_graduation"} {
			decode(t, h.get("/activity?venue=neofun&type="+kind), &body)
			if len(body.Items) == 0 {
				t.Errorf("no %s item", kind)
			}
		}
	})

	t.Run("overview", func(t *testing.T) {
		var body struct {
			Neofun *struct{ VolumeUsd, FeesUsd string } `json:"neofun"`
		}
		rec := h.get("/analytics/overview?window=all")
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || body.Neofun == nil {
			t.Fatalf("%s", rec.Body)
		}
		if q := `SELECT sum(round(eth_amount * eth_usd_at(block_number, 1000) / 1e18, 6)) FROM curve_trades`; !sc.usdEq(t, body.Neofun.VolumeUsd, q) {
			t.Errorf("neofun.volumeUsd = %s, want %s", body.Neofun.VolumeUsd, sc.usd(t, q))
		}
	})

	t.Run("ETag stable across DEX-only blocks", func(t *testing.T) {
		paths := []string{"/neofun/stats", "/neofun/coins", "/neofun/revenue/series"}
		tags := map[string]string{}
		for _, p := range paths {
			tags[p] = h.get(p).Header().Get("ETag")
			if !strings.HasPrefix(tags[p], `W/"n`) {
				t.Fatalf("%s ETag = %q", p, tags[p])
			}
		}
		headTag := h.get("/chain/head").Header().Get("ETag")
		curveBefore := sc.text(t, "SELECT (SELECT count(*) FROM curve_trades) + (SELECT count(*) FROM curve_tokens_created) + (SELECT count(*) FROM curve_lifecycle)")
		sc.run(t, 3, -1, 77)
		if curveAfter := sc.text(t, "SELECT (SELECT count(*) FROM curve_trades) + (SELECT count(*) FROM curve_tokens_created) + (SELECT count(*) FROM curve_lifecycle)"); curveAfter != curveBefore {
			t.Fatalf("DEX-only rounds made curve events: %s -> %s", curveBefore, curveAfter)
		}
		if h.get("/chain/head").Header().Get("ETag") == headTag {
			t.Fatal("the head did not move")
		}
		for _, p := range paths {
			check(t, h.get(p, "If-None-Match: "+tags[p]), want304(tags[p]))
		}
		sc.run(t, 3, 100, 78)
		if h.get("/neofun/stats").Header().Get("ETag") == tags["/neofun/stats"] {
			t.Error("the ETag did not move with curve activity")
		}
	})
}

func want304(etag string) want {
	return want{status: 304, body: "", headers: map[string]string{"ETag": etag, "Cache-Control": block}}
}

// jsonNum renders a JSON number as an integer string when it is one.
func jsonNum(v float64) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestNeofunVenueOff(t *testing.T) {
	h := newHarness(t, func(d *httpapi.Deps) { d.Deployment = &deployment.File{ChainID: 1} })
	off := want{status: 404, body: `{"error":"neofun is not enabled on this deploy"}`, headers: errorHeaders()}
	for _, p := range []string{"/neofun/stats", "/neofun/coins", "/neofun/coins?cursor=x", "/neofun/coins/0x00000000000000000000000000000000000000a1",
		"/neofun/revenue/series", "/neofun/revenue/series?range=7d&bucket=epoch"} {
		check(t, h.get(p), off)
		check(t, h.get(p, `If-None-Match: W/"n0-0000000000000000"`), off)
	}
	rec := h.get("/analytics/overview")
	if rec.Code != 200 || strings.Contains(rec.Body.String(), "neofun") {
		t.Errorf("overview with the venue off: %d %s", rec.Code, rec.Body)
	}
	doc := h.get("/openapi.json").Body.String()
	for _, p := range []string{`"/neofun/stats"`, `"/neofun/coins"`, `"/neofun/coins/{address}"`, `"/neofun/revenue/series"`} {
		if !strings.Contains(doc, p) {
			t.Errorf("%s is not in /openapi.json", p)
		}
	}
}
