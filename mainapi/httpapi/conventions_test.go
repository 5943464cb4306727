package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// echoRoute is a test route answering {"path": <the request path>}.
type echoBody struct {
	Path string `json:"path"`
}

var addressParam = httpapi.Param{Name: "address", InPath: true, Kind: httpapi.KindAddress, Example: wallet1}

func TestErrors(t *testing.T) {
	// The live neighbours of the wrong-number forms: /token/{a}/price,
	// /tokens/{a}/chart, the root wildcard /{address}/meta,
	// /pnl/{a}/token/{token} and /pnl/{a}/farm/{chef}/{pid} are real routes.
	h := newHarness(t, nil,
		&httpapi.Route{Path: "/boom", Tier: httpapi.TierBlock, Response: echoBody{},
			Handle: func(*gin.Context) (any, error) { panic("secret detail") }},
	)
	notFound := want{status: 404, body: `{"error":"not found"}`, headers: errorHeaders("X-Indexed-Block", "0")}
	for _, path := range []string{
		"/tokens/" + wallet1 + "/price",
		"/token/" + wallet1 + "/chart",
		"/pnl/" + wallet1 + "/farm/3",
		"/pnl/" + wallet1 + "/farm",
		"/nope",
		"/",
		"/config/",
		"/chain/head/",
		"/CHAIN/head",
		"/" + wallet1,
		"/" + wallet1 + "/meta/x",
	} {
		t.Run("404 "+path, func(t *testing.T) { check(t, h.get(path), notFound) })
	}
	t.Run("404 for other methods", func(t *testing.T) {
		req := httptest.NewRequest(http.MethodPost, "/chain/head", strings.NewReader("{}"))
		check(t, h.do(req), notFound)
	})
	t.Run("neighbours answer", func(t *testing.T) {
		path := "/pnl/" + wallet1 + "/token/0x00000000000000000000000000000000000000c4"
		if rec := h.get(path); rec.Code != 200 || rec.Header().Get("Cache-Control") != block || !strings.Contains(rec.Body.String(), `"token":"0x00000000000000000000000000000000000000c4"`) {
			t.Errorf("%s: %d %q (%s)", path, rec.Code, rec.Header().Get("Cache-Control"), rec.Body)
		}
		path = "/pnl/" + wallet1 + "/farm/0x00000000000000000000000000000000000000c4/3"
		if rec := h.get(path); rec.Code != 200 || rec.Header().Get("Cache-Control") != block || rec.Header().Get("ETag") != `W/"w0"` {
			t.Errorf("%s: %d %q %q (%s)", path, rec.Code, rec.Header().Get("Cache-Control"), rec.Header().Get("ETag"), rec.Body)
		}
		for _, path := range []string{"/token/" + wallet1 + "/price", "/tokens/" + wallet1 + "/chart", "/" + wallet1 + "/meta"} {
			if rec := h.get(path); rec.Code != 200 || rec.Header().Get("Cache-Control") != block {
				t.Errorf("%s: %d %q (%s)", path, rec.Code, rec.Header().Get("Cache-Control"), rec.Body)
			}
		}
	})
	t.Run("addresses", func(t *testing.T) {
		bad := want{status: 400, body: `{"error":"invalid address"}`, headers: errorHeaders()}
		for _, a := range []string{
			"0x00000000000000000000000000000000000000a",   // 41 characters
			"0x00000000000000000000000000000000000000a10", // 43
			"0X00000000000000000000000000000000000000A1",  // upper-case prefix
			"0000000000000000000000000000000000000000a1",  // no prefix
			"0x00000000000000000000000000000000000000g1",  // not hex
			"%200x0000000000000000000000000000000000000a1",
		} {
			check(t, h.get("/tokens/"+a+"/chart"), bad)
		}
		upper := "0xABCDEF00000000000000000000000000000000A1"
		if rec := h.get("/tokens/" + upper + "/chart"); rec.Code != 200 {
			t.Errorf("upper-case address: %d (%s)", rec.Code, rec.Body)
		}
	})
	t.Run("panic", func(t *testing.T) {
		check(t, h.get("/boom"), want{status: 500, body: `{"error":"internal error"}`, headers: errorHeaders()})
	})
}

// TestBodyCache counts handler runs: a repeated request at the same head
// is served from the LRU, only declared query parameters key it.
func TestBodyCache(t *testing.T) {
	var runs atomic.Int32
	h := newHarness(t, nil, &httpapi.Route{
		Path: "/cached", Tier: httpapi.TierBlock, ETag: httpapi.ETagHead, Response: echoBody{},
		Params: []httpapi.Param{{Name: "range", Kind: httpapi.KindEnum, Enum: []string{"24h", "7d"}}},
		Handle: func(c *gin.Context) (any, error) {
			runs.Add(1)
			return echoBody{Path: c.Query("range")}, nil
		},
	})
	get := func(path, wantBody string, wantRuns int32) {
		t.Helper()
		check(t, h.get(path), want{status: 200, body: wantBody, headers: map[string]string{"Cache-Control": block}})
		if got := runs.Load(); got != wantRuns {
			t.Errorf("%s: handler ran %d times, want %d", path, got, wantRuns)
		}
	}
	get("/cached?range=24h", `{"path":"24h"}`, 1)
	get("/cached?range=24h", `{"path":"24h"}`, 1)
	get("/cached?range=24h&utm=1", `{"path":"24h"}`, 1) // undeclared parameters do not key the cache
	get("/cached?range=7d", `{"path":"7d"}`, 2)
	get("/cached", `{"path":""}`, 3)
	check(t, h.get("/cached?range=1y"), want{status: 400, body: `{"error":"invalid range"}`, headers: errorHeaders()})
	// A query that does not decode is refused, not read as absent (which
	// would serve the default range, the unfiltered list, the first page).
	for _, q := range []string{"range=%zz", "range=24h&x=%zz", "range=24h;x=1"} {
		check(t, h.get("/cached?"+q), want{status: 400, body: `{"error":"invalid query"}`, headers: errorHeaders()})
	}
	h.setHead(7, wire.MustParseHash(hashHex), t0)
	get("/cached?range=24h", `{"path":"24h"}`, 4) // a new head is a new key
	get("/cached?range=24h", `{"path":"24h"}`, 4)
}

func TestWalletETag(t *testing.T) {
	var runs atomic.Int32
	h := newHarness(t, nil, &httpapi.Route{
		Path: "/user/:address", Tier: httpapi.TierBlock, ETag: httpapi.ETagWallet("address"), Response: echoBody{},
		Params: []httpapi.Param{addressParam},
		Handle: func(c *gin.Context) (any, error) { runs.Add(1); return echoBody{Path: "u"}, nil },
	})
	hdr := func(etag string) map[string]string { return map[string]string{"Cache-Control": block, "ETag": etag} }
	check(t, h.get("/user/"+wallet1), want{status: 200, body: `{"path":"u"}`, headers: hdr(`W/"w0"`)})
	h.exec(`INSERT INTO wallets (address, last_activity_block) VALUES ($1, 77)`, wire.MustParseAddress(wallet1).Bytes())
	upper := "0x" + strings.ToUpper(wallet1[2:])
	check(t, h.get("/user/"+upper, `If-None-Match: W/"w0"`), want{status: 200, body: `{"path":"u"}`, headers: hdr(`W/"w77"`)})
	check(t, h.get("/user/"+wallet1, `If-None-Match: W/"w77"`), want{status: 304, headers: hdr(`W/"w77"`)})
	check(t, h.get("/user/0x1234", `If-None-Match: W/"w77"`), want{status: 400, body: `{"error":"invalid address"}`, headers: errorHeaders()})
	// Three runs: the two 200s, and the 304, whose path (lower case) is not
	// the cached one's, so the handler confirms a 200 before it.
	if got := runs.Load(); got != 3 {
		t.Errorf("handler ran %d times, want 3", got)
	}
}

func TestShedding(t *testing.T) {
	entered, release := make(chan struct{}), make(chan struct{})
	h := newHarness(t, nil, &httpapi.Route{
		Path: "/heavy", Tier: httpapi.TierBlock, ETag: httpapi.ETagHead, Heavy: true, Response: echoBody{},
		Params: []httpapi.Param{{Name: "block"}, {Name: "x"}}, // declared: they key the body cache
		Handle: func(c *gin.Context) (any, error) {
			if c.Query("block") != "" {
				entered <- struct{}{}
				<-release
			}
			return echoBody{Path: "heavy"}, nil
		},
	}, &httpapi.Route{
		Path: "/light", Tier: httpapi.TierBlock, ETag: httpapi.ETagHead, Response: echoBody{},
		Handle: func(c *gin.Context) (any, error) { return echoBody{Path: "light"}, nil },
	})
	check(t, h.get("/heavy"), want{status: 200, body: `{"path":"heavy"}`})
	done := make(chan *httptest.ResponseRecorder)
	go func() { done <- h.get("/heavy?block=1") }()
	<-entered
	check(t, h.get("/heavy?x=2"), want{status: 503, body: `{"error":"overloaded"}`, headers: errorHeaders("Retry-After", "1")})
	check(t, h.get("/light"), want{status: 200, body: `{"path":"light"}`})
	// A 304 of a cached 200 costs no slot: it never reaches the handler. A
	// conditional request the cache cannot answer runs the handler (an
	// error answers as such, not 304), so it needs a slot.
	inm := `If-None-Match: W/"0-0000000000000000"`
	check(t, h.get("/heavy", inm), want{status: 304, headers: map[string]string{"Cache-Control": block}})
	check(t, h.get("/heavy?x=3", inm), want{status: 503, body: `{"error":"overloaded"}`, headers: errorHeaders("Retry-After", "1")})
	close(release)
	check(t, <-done, want{status: 200, body: `{"path":"heavy"}`})
	check(t, h.get("/heavy?x=2"), want{status: 200, body: `{"path":"heavy"}`})
}

func TestFreshHead(t *testing.T) {
	h := newHarness(t, nil, &httpapi.Route{
		Path: "/fresh", Tier: httpapi.TierBlock, ETag: httpapi.ETagHead, FreshHead: true, Response: echoBody{},
		Handle: func(c *gin.Context) (any, error) { return echoBody{Path: "fresh"}, nil },
	})
	check(t, h.get("/fresh"), want{status: 503, body: `{"error":"indexer head missing"}`, headers: errorHeaders("Retry-After", "5")})
	h.setHead(5, wire.MustParseHash(hashHex), t0.Add(-61*time.Second))
	check(t, h.get("/fresh"), want{status: 503, body: `{"error":"indexer head lagging"}`, headers: errorHeaders("Retry-After", "5", "X-Indexed-Block", "5")})
	h.setHead(6, wire.MustParseHash(hashHex), t0.Add(-59*time.Second))
	check(t, h.get("/fresh"), want{status: 200, body: `{"path":"fresh"}`, headers: map[string]string{"X-Indexed-Block": "6"}})
	h.clock.Advance(2 * time.Second)
	check(t, h.get("/fresh"), want{status: 503, body: `{"error":"indexer head lagging"}`, headers: errorHeaders("Retry-After", "5")})
}

type position struct {
	TVL  string `json:"tvl"`
	Pair string `json:"pair"`
}

// TestPreconditionAfterErrors: If-None-Match applies only to an answer
// that would be 200 (RFC 9110 13.2.1). Every BLOCK route shares the head's
// ETag (and "*" matches any), so a 304 decided before the handler would
// answer an unknown pair or a forged cursor 304 instead of 404 or 403.
func TestPreconditionAfterErrors(t *testing.T) {
	for name, cacheBytes := range map[string]int64{"cache on": 1 << 20, "cache off": 0} {
		t.Run(name, func(t *testing.T) {
			var runs atomic.Int32
			h := newHarness(t, func(d *httpapi.Deps) { d.Config.ResponseCacheBytes = cacheBytes }, &httpapi.Route{
				Path: "/pairs/:address", Tier: httpapi.TierBlock, ETag: httpapi.ETagHead, Response: echoBody{},
				Params: []httpapi.Param{addressParam},
				Handle: func(c *gin.Context) (any, error) {
					runs.Add(1)
					if c.Param("address") != wallet1 {
						return nil, &httpapi.Error{Status: 404, Message: "unknown pair"}
					}
					return echoBody{Path: "pair"}, nil
				},
			})
			etag := `W/"0-0000000000000000"`
			notFound := want{status: 404, body: `{"error":"unknown pair"}`, headers: errorHeaders()}
			notModified := want{status: 304, headers: map[string]string{"Cache-Control": block, "ETag": etag}}
			for _, inm := range []string{"*", etag} {
				check(t, h.get("/pairs/0x00000000000000000000000000000000000000b1", "If-None-Match: "+inm), notFound)
				check(t, h.get("/pairs/"+wallet1, "If-None-Match: "+inm), notModified)
			}
			check(t, h.get("/pairs/"+wallet1), want{status: 200, body: `{"path":"pair"}`})
			// With the cache on, the first 200 (turned into a 304) is
			// kept, and later 304s and 200s of that key are answered
			// from it without the handler.
			wantRuns := int32(2 + 1)
			if cacheBytes == 0 {
				wantRuns = 2 + 2 + 1
			}
			if got := runs.Load(); got != wantRuns {
				t.Errorf("handler ran %d times, want %d", got, wantRuns)
			}
		})
	}
}

func TestCursors(t *testing.T) {
	cursors := httpapi.NewCursors([]byte("k1"))
	h := newHarness(t, func(d *httpapi.Deps) { d.Cursors = cursors }, &httpapi.Route{
		Path: "/list", Tier: httpapi.TierBlock, ETag: httpapi.ETagHead, Response: position{},
		Params: []httpapi.Param{
			{Name: "sort", Kind: httpapi.KindEnum, Enum: []string{"tvl", "volume24h"}},
			{Name: "dir", Kind: httpapi.KindEnum, Enum: []string{"asc", "desc"}},
			{Name: "cursor"},
		},
		Handle: func(c *gin.Context) (any, error) {
			var p position
			if _, err := httpapi.CursorParam(c, cursors, httpapi.CursorScopeOf(c, "sort", "dir"), &p); err != nil {
				return nil, err
			}
			return p, nil
		},
	})
	pos := position{TVL: "12.5", Pair: wallet1}
	scope := httpapi.NewCursorScope("/list", "sort", "tvl", "dir", "desc")
	cur, err := cursors.Encode(scope, pos)
	if err != nil {
		t.Fatal(err)
	}
	check(t, h.get("/list?dir=desc&sort=tvl&cursor="+cur), want{status: 200, body: `{"tvl":"12.5","pair":"` + wallet1 + `"}`})
	check(t, h.get("/list"), want{status: 200, body: `{"tvl":"","pair":""}`})

	other, _ := httpapi.NewCursors([]byte("k2")).Encode(scope, pos) // another boot's key
	otherRoute, _ := cursors.Encode(httpapi.NewCursorScope("/dex/pools", "sort", "tvl", "dir", "desc"), pos)
	payload, mac, _ := strings.Cut(cur, ".")
	flipped := []byte(payload)
	flipped[3] ^= 1
	invalid := want{status: 403, body: `{"error":"invalid cursor"}`, headers: errorHeaders()}
	// A matching If-None-Match does not turn an invalid cursor's 403 into 304.
	check(t, h.get("/list?sort=tvl&dir=desc&cursor=forged.AAAA", "If-None-Match: *"), invalid)
	check(t, h.get("/list?sort=tvl&dir=desc&cursor=forged.AAAA", `If-None-Match: W/"0-0000000000000000"`), invalid)
	for name, q := range map[string]string{
		"tampered payload": "sort=tvl&dir=desc&cursor=" + string(flipped) + "." + mac,
		"tampered mac":     "sort=tvl&dir=desc&cursor=" + payload + "." + strings.Repeat("A", len(mac)),
		"forged":           "sort=tvl&dir=desc&cursor=eyJ0dmwiOiIxIn0.AAAAAAAAAAAAAAAAAAAAAA",
		"garbage":          "sort=tvl&dir=desc&cursor=%00%01",
		"no mac":           "sort=tvl&dir=desc&cursor=" + payload,
		"other sort":       "sort=volume24h&dir=desc&cursor=" + cur,
		"other dir":        "sort=tvl&dir=asc&cursor=" + cur,
		"dropped filter":   "sort=tvl&cursor=" + cur,
		"other route":      "sort=tvl&dir=desc&cursor=" + otherRoute,
		"other key":        "sort=tvl&dir=desc&cursor=" + other,
	} {
		t.Run(name, func(t *testing.T) { check(t, h.get("/list?"+q), invalid) })
	}
}

func TestCORS(t *testing.T) {
	h := newHarness(t, nil)
	preflight := func(origin, reqHeaders string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodOptions, "/chain/head", nil)
		req.Header.Set("Origin", origin)
		req.Header.Set("Access-Control-Request-Method", "GET")
		if reqHeaders != "" {
			req.Header.Set("Access-Control-Request-Headers", reqHeaders)
		}
		return h.do(req)
	}
	t.Run("simple GET from any origin", func(t *testing.T) {
		check(t, h.get("/chain/head", "Origin: https://elsewhere.example"), want{status: 200,
			body: `{"chainId":1,"blockNumber":0,"blockTimestamp":0}`,
			headers: map[string]string{
				"Access-Control-Allow-Origin":   "*",
				"Access-Control-Expose-Headers": "ETag, X-Indexed-Block, Retry-After, RateLimit-Policy, RateLimit",
			}})
	})
	t.Run("preflight from the app", func(t *testing.T) {
		check(t, preflight("https://app.example", "if-none-match"), want{status: 204, headers: map[string]string{
			"Access-Control-Allow-Origin":  "https://app.example",
			"Access-Control-Allow-Methods": "GET, POST, OPTIONS",
			"Access-Control-Allow-Headers": "if-none-match",
			"Access-Control-Max-Age":       "600",
			"Vary":                         "Origin",
			"Cache-Control":                "no-store",
		}})
	})
	t.Run("preflight from elsewhere", func(t *testing.T) {
		check(t, preflight("https://elsewhere.example", "content-type"), want{status: 403, body: `{"error":"origin not allowed"}`,
			headers: errorHeaders("Access-Control-Allow-Origin", "", "Access-Control-Allow-Headers", "")})
	})
	t.Run("preflight without an app origin configured", func(t *testing.T) {
		h := newHarness(t, func(d *httpapi.Deps) { d.Config.AppOrigin = "" })
		req := httptest.NewRequest(http.MethodOptions, "/chain/head", nil)
		req.Header.Set("Origin", "https://app.example")
		req.Header.Set("Access-Control-Request-Method", "POST")
		check(t, h.do(req), want{status: 403, body: `{"error":"origin not allowed"}`, headers: errorHeaders("Access-Control-Allow-Origin", "")})
	})
	t.Run("POST answers readable by the app only", func(t *testing.T) {
		for origin, allow := range map[string]string{"https://app.example": "https://app.example", "https://elsewhere.example": ""} {
			req := httptest.NewRequest(http.MethodPost, "/nope", strings.NewReader("{}"))
			req.Header.Set("Origin", origin)
			check(t, h.do(req), want{status: 404, body: `{"error":"not found"}`,
				headers: map[string]string{"Access-Control-Allow-Origin": allow, "Vary": "Origin"}})
		}
	})
}

func TestRateLimit(t *testing.T) {
	h := newHarness(t, func(d *httpapi.Deps) {
		d.Config.RateLimit = mainapi.RateLimit{Burst: 2, PerSecond: 0.5}
		d.Config.NeofunRateLimit = mainapi.RateLimit{Burst: 1, PerSecond: 150}
		d.Config.TrustedProxies = mustPrefixes(t, "10.0.0.0/8", "2001:db8:ffff::1")
	})
	from := func(peer, xff, path string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		req.RemoteAddr = peer
		if xff != "" {
			req.Header.Set("X-Forwarded-For", xff)
		}
		return h.do(req)
	}
	limited := func(retry string) want {
		return want{status: 429, body: `{"error":"rate limited"}`, headers: errorHeaders("Retry-After", retry)}
	}
	ok := func(t *testing.T, rec *httptest.ResponseRecorder) {
		t.Helper()
		if rec.Code != 200 {
			t.Errorf("status = %d, want 200 (%s)", rec.Code, rec.Body)
		}
	}

	// fields checks the draft-ietf-httpapi-ratelimit-headers fields: the
	// default class is a 2-token bucket refilled at 0.5/s, so its window is
	// 4 s and t is the time the bucket takes to be full again.
	fields := func(t *testing.T, rec *httptest.ResponseRecorder, state string) {
		t.Helper()
		checkHeaders(t, rec, rec.Code, map[string]string{"RateLimit-Policy": `"default";q=2;w=4`, "RateLimit": state})
	}
	rec := from("192.0.2.1:1", "", "/chain/head")
	ok(t, rec)
	fields(t, rec, `"default";r=1;t=2`)
	rec = from("192.0.2.1:2", "", "/chain/head")
	ok(t, rec)
	fields(t, rec, `"default";r=0;t=4`)
	rec = from("192.0.2.1:3", "", "/chain/head")
	check(t, rec, limited("2"))
	fields(t, rec, `"default";r=0;t=4`)
	rec = from("192.0.2.2:1", "", "/chain/head") // another client has its own bucket
	ok(t, rec)
	fields(t, rec, `"default";r=1;t=2`)
	h.clock.Advance(time.Second)
	rec = from("192.0.2.1:3", "", "/config")
	check(t, rec, limited("1"))
	fields(t, rec, `"default";r=0;t=3`)
	h.clock.Advance(time.Second)
	rec = from("192.0.2.1:3", "", "/config")
	ok(t, rec)
	fields(t, rec, `"default";r=0;t=4`)
	h.clock.Advance(time.Minute)
	rec = from("192.0.2.1:3", "", "/config")
	ok(t, rec)
	fields(t, rec, `"default";r=1;t=2`)
	rec = from("192.0.2.1:3", "", "/config")
	ok(t, rec)
	fields(t, rec, `"default";r=0;t=4`)

	t.Run("launch venue routes have their own bucket", func(t *testing.T) {
		rec := from("192.0.2.1:4", "", "/neofun/x")
		check(t, rec, want{status: 404, body: `{"error":"not found"}`,
			headers: map[string]string{"RateLimit-Policy": `"neofun";q=1;w=1`, "RateLimit": `"neofun";r=0;t=1`}})
		check(t, from("192.0.2.1:4", "", "/neofun/x"), limited("1"))
	})
	t.Run("X-Forwarded-For from a trusted proxy", func(t *testing.T) {
		ok(t, from("10.1.2.3:1", "203.0.113.9, 10.9.9.9", "/chain/head"))
		ok(t, from("10.1.2.4:1", "198.51.100.1, 203.0.113.9", "/chain/head"))
		check(t, from("203.0.113.9:1", "", "/chain/head"), limited("2")) // the same client, met directly
		ok(t, from("10.1.2.3:1", "203.0.113.10", "/chain/head"))
		ok(t, from("[2001:db8:ffff::1]:1", "203.0.113.11", "/chain/head"))
		ok(t, from("[2001:db8:ffff::1]:1", "203.0.113.11", "/chain/head"))
		check(t, from("10.1.2.3:1", "203.0.113.11", "/chain/head"), limited("2"))
	})
	t.Run("X-Forwarded-For from anyone else is ignored", func(t *testing.T) {
		ok(t, from("198.51.100.50:1", "192.0.2.77", "/chain/head"))
		ok(t, from("198.51.100.50:1", "192.0.2.78", "/chain/head"))
		check(t, from("198.51.100.50:1", "192.0.2.79", "/chain/head"), limited("2"))
	})
	t.Run("IPv6 clients share a /64", func(t *testing.T) {
		ok(t, from("[2001:db8:1:2::1]:1", "", "/chain/head"))
		ok(t, from("[2001:db8:1:2::ffff]:1", "", "/chain/head"))
		check(t, from("[2001:db8:1:2:aaaa::1]:1", "", "/chain/head"), limited("2"))
		ok(t, from("[2001:db8:1:3::1]:1", "", "/chain/head"))
	})
}
