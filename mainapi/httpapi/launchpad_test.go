package httpapi_test

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// launchpadToken is a /launchpad/token/{address} body (a /launchpad/recent
// item plus the curve figures).
type launchpadToken struct {
	Address, Name, Symbol, Creator, Venue, Status string
	Decimals                                      int
	LaunchedAt, BlockNumber                       int64
	PairWeth, PairNeo                             *string
	Trades                                        *int64  `json:"trades,omitempty"`
	VolumeAllUsd, FeesAllUsd, RealEth             *string `json:",omitempty"`
	LastPriceX18                                  *string
}

// TestLaunchedTokenRoutes checks /launchpad/recent and /launchpad/token over
// a database the real indexer filled from simulated launches, curve trades,
// freezes and graduations: every value against the raw curve events.
func TestLaunchedTokenRoutes(t *testing.T) {
	sc := newNeofunScenario(t)
	h := sc.h

	// checkToken compares a launched token's fields with the raw events.
	checkToken := func(t *testing.T, it launchpadToken) {
		t.Helper()
		q := func(s string) string { return sc.text(t, s, it.Address) }
		tok := "decode(substr($1, 3), 'hex')"
		want := q(`SELECT hex_addr(c.creator) || ',' || c.name || ',' || c.symbol || ',' || b.timestamp || ',' || c.block_number
			FROM curve_tokens_created c JOIN blocks b ON b.number = c.block_number WHERE c.token = ` + tok + `
			ORDER BY c.block_number, c.log_index LIMIT 1`)
		if got := strings.Join([]string{it.Creator, it.Name, it.Symbol, jsonNum(float64(it.LaunchedAt)), jsonNum(float64(it.BlockNumber))}, ","); got != want {
			t.Errorf("%s: creator,name,symbol,launchedAt,block = %s, want %s", it.Address, got, want)
		}
		if it.Venue != "neofun" || it.Decimals != 18 {
			t.Errorf("%s: venue %q decimals %d", it.Address, it.Venue, it.Decimals)
		}
		latest := `(SELECT kind, pair_weth, pair_neo FROM curve_lifecycle WHERE token = ` + tok + ` ORDER BY block_number DESC, log_index DESC LIMIT 1)`
		if want := q(`SELECT coalesce((SELECT CASE kind WHEN 'FloorReached' THEN 'frozen' WHEN 'Graduated' THEN 'graduated' ELSE 'bonding' END
			FROM ` + latest + ` l), 'bonding')`); it.Status != want {
			t.Errorf("%s: status %s, want %s", it.Address, it.Status, want)
		}
		pair := func(col string) string {
			return q(`SELECT coalesce((SELECT hex_addr(` + col + `) FROM ` + latest + ` l WHERE kind = 'Graduated'), 'null')`)
		}
		for name, g := range map[string]*string{"pair_weth": it.PairWeth, "pair_neo": it.PairNeo} {
			got := "null"
			if g != nil {
				got = *g
			}
			if want := pair(name); got != want {
				t.Errorf("%s: %s = %s, want %s", it.Address, name, got, want)
			}
		}
		if it.Trades == nil {
			return // a list item
		}
		if want := q(`SELECT count(*)::text FROM curve_trades WHERE token = ` + tok); jsonNum(float64(*it.Trades)) != want {
			t.Errorf("%s: trades %d, want %s", it.Address, *it.Trades, want)
		}
		last := `(SELECT price_x18, real_eth FROM curve_trades WHERE token = ` + tok + ` ORDER BY block_number DESC, log_index DESC LIMIT 1)`
		gotPrice := "null"
		if it.LastPriceX18 != nil {
			gotPrice = *it.LastPriceX18
		}
		if want := q(`SELECT coalesce((SELECT price_x18::text FROM ` + last + ` l), 'null')`); gotPrice != want {
			t.Errorf("%s: lastPriceX18 %s, want %s", it.Address, gotPrice, want)
		}
		if want := q(`SELECT coalesce((SELECT real_eth::text FROM ` + last + ` l), '0')`); *it.RealEth != want {
			t.Errorf("%s: realEth %s, want %s", it.Address, *it.RealEth, want)
		}
		eth := func(col string) string { return "round(t." + col + " * eth_usd_at(t.block_number, 1000) / 1e18, 6)" }
		if want := q(`SELECT trim_scale(coalesce(sum(` + eth("eth_amount") + `), 0))::text FROM curve_trades t WHERE t.token = ` + tok); !sc.usdEq(t, *it.VolumeAllUsd, "SELECT "+want+"::numeric") {
			t.Errorf("%s: volumeAllUsd %s, want %s", it.Address, *it.VolumeAllUsd, want)
		}
		if want := q(`SELECT trim_scale(coalesce(sum(` + eth("protocol_fee") + ` + ` + eth("creator_fee") + `), 0))::text FROM curve_trades t WHERE t.token = ` + tok); !sc.usdEq(t, *it.FeesAllUsd, "SELECT "+want+"::numeric") {
			t.Errorf("%s: feesAllUsd %s, want %s", it.Address, *it.FeesAllUsd, want)
		}
	}

	t.Run("recent cursor walk", func(t *testing.T) {
		wantOrder := strings.Split(sc.text(t, `SELECT string_agg(hex_addr(c.token), ',' ORDER BY b.timestamp DESC, c.token DESC)
			FROM curve_tokens_created c JOIN blocks b ON b.number = c.block_number`), ",")
		if len(wantOrder) <= 25 {
			t.Fatalf("%d launches: want more than a page", len(wantOrder))
		}
		var got []string
		path := "/launchpad/recent"
		for page := 0; ; page++ {
			rec := h.get(path)
			if cc := rec.Header().Get("Cache-Control"); cc != block || !strings.HasPrefix(rec.Header().Get("ETag"), `W/"`) {
				t.Fatalf("headers %v", rec.Header())
			}
			var body struct {
				Items      []json.RawMessage `json:"items"`
				NextCursor *string           `json:"nextCursor"`
				HasMore    bool              `json:"hasMore"`
			}
			decode(t, rec, &body)
			if body.HasMore != (body.NextCursor != nil) || (body.HasMore && len(body.Items) != 25) || len(body.Items) > 25 {
				t.Fatalf("page %d: %d items, hasMore %v", page, len(body.Items), body.HasMore)
			}
			for _, raw := range body.Items {
				if k := keysOf(t, raw); k != "address,blockNumber,creator,decimals,launchedAt,name,pairNeo,pairWeth,status,symbol,venue" {
					t.Fatalf("item keys = %s", k)
				}
				var it launchpadToken
				if err := json.Unmarshal(raw, &it); err != nil {
					t.Fatal(err)
				}
				checkToken(t, it)
				got = append(got, it.Address)
			}
			if !body.HasMore {
				break
			}
			path = "/launchpad/recent?cursor=" + *body.NextCursor
		}
		if strings.Join(got, ",") != strings.Join(wantOrder, ",") {
			t.Errorf("order:\n got %v\nwant %v", got, wantOrder)
		}
		check(t, h.get("/launchpad/recent?cursor=forged"), want{status: 403, body: `{"error":"invalid cursor"}`, headers: errorHeaders()})
	})

	t.Run("token", func(t *testing.T) {
		// The most traded token of each status the scenario reached.
		tokens := strings.Split(sc.text(t, `SELECT string_agg(a, ',') FROM (
			SELECT DISTINCT ON (status) hex_addr(address) AS a FROM neofun_coins ORDER BY status, trades DESC) x`), ",")
		if sc.text(t, `SELECT count(DISTINCT status) FILTER (WHERE status IN ('bonding', 'graduated'))::text FROM neofun_coins`) != "2" {
			t.Fatalf("statuses covered: %v", tokens)
		}
		for _, a := range tokens {
			for _, p := range []string{a, "0x" + strings.ToUpper(a[2:])} {
				rec := h.get("/launchpad/token/" + p)
				if k := keysOf(t, rec.Body.Bytes()); k != "address,blockNumber,creator,decimals,feesAllUsd,lastPriceX18,launchedAt,name,pairNeo,pairWeth,realEth,status,symbol,trades,venue,volumeAllUsd" {
					t.Fatalf("keys = %s", k)
				}
				var it launchpadToken
				decode(t, rec, &it)
				if it.Address != a {
					t.Errorf("address %s, want %s", it.Address, a)
				}
				checkToken(t, it)
				etag := rec.Header().Get("ETag")
				check(t, h.get("/launchpad/token/"+p, "If-None-Match: "+etag), want304(etag))
			}
		}
		check(t, h.get("/launchpad/token/0x00000000000000000000000000000000000000a1"), want{status: 404,
			body: `{"error":"token not launched: this address never launched on the launch venue"}`, headers: errorHeaders()})
		check(t, h.get("/launchpad/token/0x12"), want{status: 400, body: `{"error":"invalid address"}`, headers: errorHeaders()})
	})
	t.Run("holdings tokens", func(t *testing.T) {
		rec := h.get("/holdings/tokens")
		if rec.Header().Get("Cache-Control") != block {
			t.Errorf("Cache-Control %q", rec.Header().Get("Cache-Control"))
		}
		var body struct {
			Tokens []struct {
				Address            string
				Symbol, Name       *string
				Decimals           *int
				Verified           bool
				Source             string
				PriceUsd, EthPrice *string
			}
		}
		decode(t, rec, &body)
		// The universe: tracked pairs' tokens with decimals, then curve
		// coins whose latest lifecycle event is not Graduated.
		wantPool := sc.text(t, `SELECT coalesce(string_agg(hex_addr(address), ',' ORDER BY verified DESC, first_seen_block, address), '')
			FROM tokens WHERE decimals IS NOT NULL`)
		wantCurve := sc.text(t, `SELECT coalesce(string_agg(hex_addr(c.token), ',' ORDER BY c.block_number, c.token), '')
			FROM curve_tokens_created c
			WHERE coalesce((SELECT kind FROM curve_lifecycle l WHERE l.token = c.token ORDER BY block_number DESC, log_index DESC LIMIT 1), '') <> 'Graduated'
			  AND NOT EXISTS (SELECT 1 FROM tokens t WHERE t.address = c.token)`)
		var pool, curve []string
		priced := 0
		for _, tk := range body.Tokens {
			if tk.Decimals == nil {
				t.Fatalf("%s: decimals null", tk.Address)
			}
			switch tk.Source {
			case "pool":
				pool = append(pool, tk.Address)
				if want := sc.text(t, `SELECT decimals::text FROM tokens WHERE address = decode(substr($1, 3), 'hex')`, tk.Address); jsonNum(float64(*tk.Decimals)) != want {
					t.Errorf("%s: decimals %d, want %s", tk.Address, *tk.Decimals, want)
				}
				// The same price the price and stats routes answer.
				var price struct{ PriceUsd *string }
				if err := json.Unmarshal(h.get("/token/"+tk.Address+"/price").Body.Bytes(), &price); err != nil {
					t.Fatal(err)
				}
				var stats struct{ EthPrice *string }
				if err := json.Unmarshal(h.get("/tokens/"+tk.Address+"/stats").Body.Bytes(), &stats); err != nil {
					t.Fatal(err)
				}
				if str(tk.PriceUsd) != str(price.PriceUsd) || str(tk.EthPrice) != str(stats.EthPrice) {
					t.Errorf("%s: priceUsd %s ethPrice %s, want %s and %s", tk.Address, str(tk.PriceUsd), str(tk.EthPrice), str(price.PriceUsd), str(stats.EthPrice))
				}
			case "curve":
				curve = append(curve, tk.Address)
				if *tk.Decimals != 18 || tk.Verified {
					t.Errorf("%s: decimals %d verified %v", tk.Address, *tk.Decimals, tk.Verified)
				}
				// ethPrice is the latest raw Trade's price; priceUsd that at WETH's price.
				want := sc.text(t, `SELECT coalesce((SELECT price_x18::text FROM curve_trades WHERE token = decode(substr($1, 3), 'hex')
					ORDER BY block_number DESC, log_index DESC LIMIT 1), 'null')`, tk.Address)
				if str(tk.EthPrice) != want {
					t.Errorf("%s: ethPrice %s, want %s", tk.Address, str(tk.EthPrice), want)
				}
				if tk.EthPrice != nil && tk.PriceUsd != nil {
					priced++
					if ok := sc.text(t, `SELECT (abs($1::numeric - $2::numeric * (SELECT close FROM token_candles WHERE token = (SELECT address FROM contracts WHERE role = 'weth')
						AND close IS NOT NULL ORDER BY minute DESC LIMIT 1) / 1e18) < 0.000001)::text`, *tk.PriceUsd, *tk.EthPrice); ok != "true" {
						t.Errorf("%s: priceUsd %s for ethPrice %s", tk.Address, *tk.PriceUsd, *tk.EthPrice)
					}
				}
			default:
				t.Errorf("%s: source %q", tk.Address, tk.Source)
			}
		}
		if strings.Join(pool, ",") != wantPool || strings.Join(curve, ",") != wantCurve {
			t.Errorf("universe:\n pool %v\nwant %s\ncurve %v\nwant %s", pool, wantPool, curve, wantCurve)
		}
		if len(pool) == 0 || len(curve) == 0 || priced == 0 {
			t.Errorf("scenario too thin: %d pool tokens, %d curve coins, %d priced", len(pool), len(curve), priced)
		}
	})

	t.Run("explore tokens", func(t *testing.T) {
		type item struct {
			Address              string
			Symbol, Name         *string
			Decimals             *int
			Venue                string
			Status               *string
			BornBlock            int64
			PriceUsd             *string
			TvlUsd, Volume24hUsd string
		}
		walk := func(t *testing.T, query string) []item {
			t.Helper()
			var all []item
			path := "/explore/tokens?" + query
			for {
				var body struct {
					Items      []item
					NextCursor *string
					HasMore    bool
				}
				decode(t, h.get(path), &body)
				if body.HasMore != (body.NextCursor != nil) || (body.HasMore && len(body.Items) != 50) || len(body.Items) > 50 {
					t.Fatalf("%s: %d items, hasMore %v", path, len(body.Items), body.HasMore)
				}
				all = append(all, body.Items...)
				if !body.HasMore {
					return all
				}
				path = "/explore/tokens?" + query + "&cursor=" + *body.NextCursor
			}
		}
		launched := `SELECT hex_addr(token) FROM curve_tokens_created`
		universe := map[string]string{
			"all":     `SELECT hex_addr(address) FROM tokens UNION ` + launched,
			"neofun":  launched,
			"neoswap": `SELECT hex_addr(address) FROM tokens EXCEPT ` + launched,
		}
		since := "(SELECT timestamp - 86400 FROM chain_head)"
		for _, venue := range []string{"all", "neofun", "neoswap"} {
			for _, sort := range []string{"tvl", "volume24h", "newest"} {
				items := walk(t, "sort="+sort+"&venue="+venue)
				var got []string
				for i, it := range items {
					got = append(got, it.Address)
					if venue != "all" && it.Venue != venue {
						t.Errorf("%s %s: %s has venue %s", venue, sort, it.Address, it.Venue)
					}
					if i > 0 {
						prev := items[i-1]
						key := func(x item) string {
							switch sort {
							case "tvl":
								return x.TvlUsd
							case "volume24h":
								return x.Volume24hUsd
							}
							return jsonNum(float64(x.BornBlock))
						}
						if sc.text(t, `SELECT (($1::numeric, decode(substr($2, 3), 'hex')) > ($3::numeric, decode(substr($4, 3), 'hex')))::text`,
							key(prev), prev.Address, key(it), it.Address) != "true" {
							t.Errorf("%s %s: %s (%s) before %s (%s)", venue, sort, prev.Address, key(prev), it.Address, key(it))
						}
					}
				}
				want := sc.text(t, `SELECT coalesce(string_agg(a, ',' ORDER BY a), '') FROM (`+universe[venue]+`) u(a)`)
				sortedGot := sc.text(t, `SELECT coalesce(string_agg(a, ',' ORDER BY a), '') FROM unnest(string_to_array($1, ',')) a`, strings.Join(got, ","))
				if sortedGot != want {
					t.Errorf("%s %s: universe\n got %s\nwant %s", venue, sort, sortedGot, want)
				}
				if sort != "tvl" || venue != "all" {
					continue
				}
				volumes := 0
				for _, it := range items {
					q := func(s string) string { return sc.text(t, s, it.Address) }
					tok := "decode(substr($1, 3), 'hex')"
					onCurve := q(`SELECT (EXISTS (SELECT 1 FROM curve_tokens_created WHERE token = `+tok+`)
						AND NOT EXISTS (SELECT 1 FROM tokens WHERE address = `+tok+`))::text`) == "true"
					if it.Venue == "neofun" {
						if want := q(`SELECT min(block_number)::text FROM curve_tokens_created WHERE token = ` + tok); jsonNum(float64(it.BornBlock)) != want {
							t.Errorf("%s: bornBlock %d, want %s", it.Address, it.BornBlock, want)
						}
						if want := q(`SELECT coalesce((SELECT CASE kind WHEN 'FloorReached' THEN 'frozen' WHEN 'Graduated' THEN 'graduated' ELSE 'bonding' END
							FROM curve_lifecycle WHERE token = ` + tok + ` ORDER BY block_number DESC, log_index DESC LIMIT 1), 'bonding')`); str(it.Status) != want {
							t.Errorf("%s: status %s, want %s", it.Address, str(it.Status), want)
						}
					} else if it.Status != nil {
						t.Errorf("%s: status %s on a neoswap token", it.Address, *it.Status)
					}
					if onCurve {
						// Curve volume: the raw trades of the last 24h at their block's ETH/USD.
						want := `SELECT sum(round(t.eth_amount * eth_usd_at(t.block_number, 1000) / 1e18, 6)) FROM curve_trades t
							JOIN blocks b ON b.number = t.block_number WHERE b.timestamp > ` + since + ` AND t.token = decode(substr('` + it.Address + `', 3), 'hex')`
						if !sc.usdEq(t, it.Volume24hUsd, want) {
							t.Errorf("%s: volume24hUsd %s, want %s", it.Address, it.Volume24hUsd, sc.usd(t, want))
						}
						if it.Volume24hUsd != "0" {
							volumes++
						}
						continue
					}
					// Pool tokens: the figures the token routes answer.
					var stats struct{ TvlUsd, Volume24hUsd string }
					if err := json.Unmarshal(h.get("/tokens/"+it.Address+"/stats").Body.Bytes(), &stats); err != nil {
						t.Fatal(err)
					}
					var price struct{ PriceUsd *string }
					if err := json.Unmarshal(h.get("/token/"+it.Address+"/price").Body.Bytes(), &price); err != nil {
						t.Fatal(err)
					}
					if it.TvlUsd != stats.TvlUsd || it.Volume24hUsd != stats.Volume24hUsd || str(it.PriceUsd) != str(price.PriceUsd) {
						t.Errorf("%s: tvl %s vol %s price %s, want %s %s %s", it.Address, it.TvlUsd, it.Volume24hUsd, str(it.PriceUsd),
							stats.TvlUsd, stats.Volume24hUsd, str(price.PriceUsd))
					}
				}
				if volumes == 0 {
					t.Error("no curve coin traded in the last 24h: scenario too thin")
				}
			}
		}
		check(t, h.get("/explore/tokens?sort=price"), want{status: 400, body: `{"error":"invalid sort"}`, headers: errorHeaders()})
		check(t, h.get("/explore/tokens?venue=x"), want{status: 400, body: `{"error":"invalid venue"}`, headers: errorHeaders()})
		check(t, h.get("/explore/tokens?cursor=forged"), want{status: 403, body: `{"error":"invalid cursor"}`, headers: errorHeaders()})
	})

	t.Run("activity deploy_token", func(t *testing.T) {
		// The owner registers a token outside the curve (a deployer-venue
		// launch): its row is the DEX venue's.
		d := sc.env.Deployment
		creator := sc.env.Accounts[7].Address
		sc.env.Send(t, 0, d.CreatorFeeRegistry, nil, bindings.NewCreatorFeeRegistry().PackRegister(d.USDC, creator, big.NewInt(25)))
		sc.index(t)

		// Every TokenRegistered, newest first, as a launch item of its
		// creator: the curve's with the name and symbol of the TokenCreated
		// in its transaction.
		wantLaunches := sc.text(t, `SELECT string_agg(concat_ws('/', hex_addr(r.token), hex_addr(coalesce(c.creator, r.creator)),
				hex_addr(r.creator), r.block_number, r.fee_bps, hex_addr(r.registrar), CASE WHEN c.token IS NULL THEN 'neoswap' ELSE 'neofun' END,
				coalesce(c.name, '-'), coalesce(c.symbol, '-')),
				',' ORDER BY r.block_number DESC, r.log_index DESC)
			FROM creator_registry_events r LEFT JOIN curve_tokens_created c ON c.tx_hash = r.tx_hash AND c.token = r.token
			WHERE r.kind = 'TokenRegistered'`)
		if n := sc.text(t, `SELECT count(*)::text FROM curve_tokens_created c WHERE NOT EXISTS (SELECT 1 FROM creator_registry_events r
			WHERE r.kind = 'TokenRegistered' AND r.token = c.token AND r.tx_hash = c.tx_hash)`); n != "0" {
			t.Errorf("curve launches without a registration in their transaction: %s", n)
		}
		if !strings.Contains(wantLaunches, "/neoswap/") || !strings.Contains(wantLaunches, "/neofun/") {
			t.Fatalf("scenario lacks a launch of either venue: %s", wantLaunches)
		}
		walk := func(t *testing.T, path string) (got []string) {
			t.Helper()
			for {
				var body struct {
					Items []struct {
						TransactionID, User, Kind, Status string
						LogIndex, BlockNumber, Timestamp  int64
						Data                              struct {
							Token, Creator, FeeRecipient, Registrar, UsdValue string
							FeeBps                                            int64
							Name, Symbol                                      *string
							Ctx                                               struct{ TokenAddress string }
						}
					}
					NextCursor *string
					HasMore    bool
				}
				rec := h.get(path)
				if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || rec.Code != 200 {
					t.Fatalf("%d %s", rec.Code, rec.Body)
				}
				for _, it := range body.Items {
					if it.Kind != "deploy_token" || it.Status != "completed" || it.User != it.Data.Creator ||
						it.Data.Ctx.TokenAddress != it.Data.Token || it.Data.UsdValue != "0" {
						t.Errorf("item %+v", it)
					}
					venue := "neofun"
					if it.Data.Name == nil {
						venue = "neoswap"
					}
					name, symbol := "-", "-"
					if it.Data.Name != nil && it.Data.Symbol != nil {
						name, symbol = *it.Data.Name, *it.Data.Symbol
					}
					got = append(got, strings.Join([]string{it.Data.Token, it.User, it.Data.FeeRecipient, jsonNum(float64(it.BlockNumber)),
						jsonNum(float64(it.Data.FeeBps)), it.Data.Registrar, venue, name, symbol}, "/"))
				}
				if !body.HasMore {
					return got
				}
				path = strings.SplitN(path, "&cursor=", 2)[0] + "&cursor=" + *body.NextCursor
			}
		}
		if got := strings.Join(walk(t, "/activity?type=deploy_token"), ","); got != wantLaunches {
			t.Errorf("deploy_token:\n got %v\nwant %s", got, wantLaunches)
		}
		// venue=neoswap keeps the registration outside the curve only.
		want := []string{strings.Join([]string{strings.ToLower(d.USDC.Hex()), strings.ToLower(creator.Hex()), strings.ToLower(creator.Hex()),
			sc.text(t, "SELECT number::text FROM chain_head"),
			"25", strings.ToLower(sc.env.Accounts[0].Address.Hex()), "neoswap", "-", "-"}, "/")}
		if got := walk(t, "/activity?type=deploy_token&venue=neoswap"); strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("deploy_token venue=neoswap:\n got %v\nwant %v", got, want)
		}
	})
}

func str(p *string) string {
	if p == nil {
		return "null"
	}
	return *p
}

// TestLaunchedTokenRoutesEmpty: with the launch venue off and nothing
// indexed, the lists answer their empty shapes and a token 404.
func TestLaunchedTokenRoutesEmpty(t *testing.T) {
	h := newHarness(t, func(d *httpapi.Deps) { d.Deployment = &deployment.File{ChainID: 1} })
	h.setHead(9, wire.MustParseHash(hashHex), time.Unix(1_700_000_000, 0))
	ok := map[string]string{"Cache-Control": block}
	check(t, h.get("/launchpad/recent"), want{status: 200, body: `{"items":[],"nextCursor":null,"hasMore":false}`, headers: ok})
	check(t, h.get("/explore/tokens?venue=neofun&sort=newest"), want{status: 200, body: `{"items":[],"nextCursor":null,"hasMore":false}`, headers: ok})
	check(t, h.get("/holdings/tokens"), want{status: 200, body: `{"tokens":[]}`, headers: ok})
	check(t, h.get("/activity?type=deploy_token"), want{status: 200, body: `{"items":[],"nextCursor":null,"hasMore":false}`, headers: ok})
	check(t, h.get("/launchpad/token/"+wallet1), want{status: 404,
		body: `{"error":"token not launched: this address never launched on the launch venue"}`, headers: errorHeaders()})
}
