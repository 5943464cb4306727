package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/getkin/kin-openapi/openapi3"

	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// TestOpenAPI loads /openapi.json with kin-openapi, checks it is a valid
// OpenAPI 3 document, then walks every operation in it against the real
// router (example parameter values) and validates each real response: its
// status, its Cache-Control against x-cache-tier, its ETag against x-etag,
// and its body against the declared schema.
func TestOpenAPI(t *testing.T) {
	h := newHarness(t, func(d *httpapi.Deps) {
		d.Build = httpapi.Build{Commit: strings.Repeat("ab", 20), BuildID: "b"}
		// NEO is token0 of the example pair: /adapter/asset's example
		// answers from the NEO rows below, with no chain read.
		d.Deployment = &deployment.File{ChainID: 1, Addresses: deployment.Addresses{NeoToken: common.HexToAddress("0xc1")}}
	})
	h.setHead(9, wire.MustParseHash(hashHex), t0)
	h.trackExamplePair()
	// NEO's mint, indexed: /tokens/neo/supply answers 200 (supply_test.go
	// checks its figures).
	h.exec(`INSERT INTO neo_holders (holder, received, sent, last_block) VALUES ('\x0000000000000000000000000000000000000000', 0, 1000, 1)`)
	// The example pair's creation and its token0's metadata (/adapter/pair
	// and /adapter/asset).
	h.exec(`INSERT INTO blocks (number, hash, parent_hash, timestamp) VALUES (9, $1, $1, 1)`, wire.MustParseHash(hashHex).Bytes())
	h.exec(`INSERT INTO pairs_created (block_number, tx_hash, log_index, tx_index, address, token0, token1, pair, pair_index, own)
		VALUES (9, $1, 0, 0, '\x00', decode(lpad('c1', 40, '0'), 'hex'), decode(lpad('c2', 40, '0'), 'hex'), decode(lpad('b1', 40, '0'), 'hex'), 0, true)`,
		wire.MustParseHash(hashHex).Bytes())
	h.exec(`INSERT INTO token_metadata_chain (address, symbol, name, decimals) VALUES (decode(lpad('c1', 40, '0'), 'hex'), 'NEO', 'Neo', 18)`)
	// A launched token at /launchpad/token's example.
	h.exec(`INSERT INTO neofun_coins (address, name, symbol, creator, timestamp, created_block, status, volume_all_usd, fees_all_usd, trades, real_eth)
		VALUES (decode(lpad('d1', 40, '0'), 'hex'), 'Dee', 'DEE', decode(lpad('a1', 40, '0'), 'hex'), 1, 9, 'bonding', 0, 0, 0, 0)`)

	rec := h.get("/openapi.json")
	etag := rec.Header().Get("ETag")
	check(t, rec, want{status: 200, body: rec.Body.String(), headers: map[string]string{"Cache-Control": static}})
	if !strings.HasPrefix(etag, `W/"c`) {
		t.Fatalf("ETag = %q, want a weak content tag", etag)
	}
	check(t, h.get("/openapi.json", "If-None-Match: "+etag), want{status: 304, headers: map[string]string{"ETag": etag, "Cache-Control": static}})

	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(rec.Body.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("invalid OpenAPI document: %v", err)
	}

	tiers := map[string]string{}
	for _, tier := range []httpapi.Tier{httpapi.TierHeartbeat, httpapi.TierBlock, httpapi.TierCronFast, httpapi.TierCron, httpapi.TierStatic, httpapi.TierPrivate} {
		tiers[tier.Name] = tier.CacheControl()
	}
	var walked []string
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			if method != http.MethodGet {
				continue
			}
			target, q := path, url.Values{}
			for _, pr := range op.Parameters {
				p := pr.Value
				ex, _ := p.Example.(string)
				if n, ok := p.Example.(float64); ok { // an integer parameter's example
					ex = strconv.FormatFloat(n, 'f', -1, 64)
				}
				switch {
				case p.In == "path":
					if ex == "" {
						t.Errorf("%s: path parameter %s has no example", path, p.Name)
					}
					target = strings.Replace(target, "{"+p.Name+"}", ex, 1)
				case ex != "":
					q.Set(p.Name, ex)
				}
			}
			if len(q) > 0 {
				target += "?" + q.Encode()
			}
			walked = append(walked, target)
			t.Run(target, func(t *testing.T) {
				rec := h.get(target)
				if strings.HasPrefix(target, "/neofun/") { // described, but the venue is off on this deploy
					check(t, rec, want{status: 404, body: `{"error":"neofun is not enabled on this deploy"}`, headers: errorHeaders()})
					return
				}
				if rec.Code != http.StatusOK {
					t.Fatalf("status = %d (%s)", rec.Code, rec.Body)
				}
				tier, _ := op.Extensions["x-cache-tier"].(string)
				if got, want := rec.Header().Get("Cache-Control"), tiers[tier]; got != want || want == "" {
					t.Errorf("Cache-Control = %q, want %q (x-cache-tier %q)", got, want, tier)
				}
				if src, _ := op.Extensions["x-etag"].(string); (src == "none") != (rec.Header().Get("ETag") == "") {
					t.Errorf("ETag = %q with x-etag %q", rec.Header().Get("ETag"), src)
				}
				resp := op.Responses.Status(http.StatusOK)
				if resp == nil {
					t.Fatal("no 200 response described")
				}
				media := resp.Value.Content.Get("application/json")
				var body any
				if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
					t.Fatal(err)
				}
				if err := media.Schema.Value.VisitJSON(body); err != nil {
					t.Errorf("body does not match its schema: %v\n%s", err, rec.Body)
				}
			})
		}
	}
	sort.Strings(walked)
	for _, want := range []string{"/chain/head", "/config", "/health/live", "/openapi.json", "/version"} {
		if i := sort.SearchStrings(walked, want); i == len(walked) || walked[i] != want {
			t.Errorf("%s is not described (described: %v)", want, walked)
		}
	}
	for _, gone := range []string{"/tokens/{address}/price", "/token/{address}/chart", "/pnl/{address}/farm/{chef}"} {
		if doc.Paths.Value(gone) != nil {
			t.Errorf("%s is described; it answers 404", gone)
		}
	}
	_ = time.Second
}

// TestOpenAPISchemaCatchesDrift proves the walk would fail on a body that
// does not match: a wrong type, a missing required field, a malformed
// address.
func TestOpenAPISchemaCatchesDrift(t *testing.T) {
	h := newHarness(t, nil)
	doc := loadOpenAPI(t, h)
	schema := doc.Paths.Value("/chain/head").Get.Responses.Status(200).Value.Content.Get("application/json").Schema.Value
	for _, body := range []string{
		`{"chainId":1,"blockNumber":"0","blockTimestamp":0}`,
		`{"chainId":1,"blockTimestamp":0}`,
		`{"chainId":1,"blockNumber":-1,"blockTimestamp":0}`,
	} {
		var v any
		_ = json.Unmarshal([]byte(body), &v)
		if schema.VisitJSON(v) == nil {
			t.Errorf("%s passed the /chain/head schema", body)
		}
	}
	config := doc.Paths.Value("/config").Get.Responses.Status(200).Value.Content.Get("application/json").Schema.Value
	rec := h.get("/config")
	bad := strings.Replace(rec.Body.String(), `"factory":"0x0000000000000000000000000000000000000000"`, `"factory":"0x00"`, 1)
	var v any
	_ = json.Unmarshal([]byte(bad), &v)
	if config.VisitJSON(v) == nil {
		t.Error("a malformed address passed the /config schema")
	}
}

// TestOpenAPIRequiredQueryParams checks that the description marks required
// exactly the query parameters a route cannot do without: leaving out every
// optional one is not a 400, and leaving out a required one is (the
// conformance walk found /swap/candidates' tokenIn and tokenOut described as
// optional while their absence answered 400).
func TestOpenAPIRequiredQueryParams(t *testing.T) {
	h := newHarness(t, func(d *httpapi.Deps) { d.Deployment = &deployment.File{ChainID: 1} })
	h.setHead(9, wire.MustParseHash(hashHex), t0)
	h.trackExamplePair()
	doc := loadOpenAPI(t, h)
	var required []string
	for path, item := range doc.Paths.Map() {
		op := item.Get
		if op == nil {
			continue
		}
		target, q := path, url.Values{}
		var req []*openapi3.Parameter
		for _, pr := range op.Parameters {
			p := pr.Value
			ex, _ := p.Example.(string)
			if n, ok := p.Example.(float64); ok { // an integer parameter's example
				ex = strconv.FormatFloat(n, 'f', -1, 64)
			}
			switch {
			case p.In == "path":
				target = strings.Replace(target, "{"+p.Name+"}", ex, 1)
			case p.Required:
				q.Set(p.Name, ex)
				req = append(req, p)
				required = append(required, path+"?"+p.Name)
			}
		}
		full := target
		if len(q) > 0 {
			full += "?" + q.Encode()
		}
		if rec := h.get(full); rec.Code == http.StatusBadRequest {
			t.Errorf("%s (only its required query parameters) answered 400 %s: a parameter described as optional is required", full, rec.Body)
		}
		for _, p := range req {
			without := url.Values{}
			for k, v := range q {
				if k != p.Name {
					without[k] = v
				}
			}
			if rec := h.get(target + "?" + without.Encode()); rec.Code != http.StatusBadRequest {
				t.Errorf("%s without the required %s answered %d, want 400", path, p.Name, rec.Code)
			}
		}
	}
	sort.Strings(required)
	if want := []string{"/adapter/asset?id", "/adapter/events?fromBlock", "/adapter/events?toBlock", "/adapter/pair?id",
		"/profiles?addresses", "/swap/candidates?tokenIn", "/swap/candidates?tokenOut"}; strings.Join(required, " ") != strings.Join(want, " ") {
		t.Errorf("required query parameters = %v, want %v", required, want)
	}
}

// TestOpenAPIOptionalFieldsNotNullable checks that a field the server leaves
// out rather than sending null is described as optional and not nullable:
// spec 9.2 says /analytics/overview's neofun is absent, not null, when the
// venue is off, and spec 4.2 that poolCount and outerInput of
// /tokens/{address}/swaps appear only on folded rows (the description said
// "nullable" for all three).
func TestOpenAPIOptionalFieldsNotNullable(t *testing.T) {
	h := newHarness(t, nil)
	doc := loadOpenAPI(t, h)
	body := func(path string) *openapi3.Schema {
		return doc.Paths.Value(path).Get.Responses.Status(200).Value.Content.Get("application/json").Schema.Value
	}
	for _, c := range []struct {
		schema *openapi3.Schema
		field  string
	}{
		{body("/analytics/overview"), "neofun"},
		{body("/tokens/{address}/swaps").Properties["items"].Value.Items.Value, "poolCount"},
		{body("/tokens/{address}/swaps").Properties["items"].Value.Items.Value, "outerInput"},
	} {
		f := c.schema.Properties[c.field]
		if f == nil {
			t.Errorf("%s is not described", c.field)
			continue
		}
		if f.Value.Nullable {
			t.Errorf("%s is described nullable; the server leaves it out instead", c.field)
		}
		for _, r := range c.schema.Required {
			if r == c.field {
				t.Errorf("%s is described required", c.field)
			}
		}
		if f.Value.VisitJSON(nil) == nil {
			t.Errorf("null passed the schema of %s", c.field)
		}
	}
	// Nullable fields stay nullable.
	if !body("/tokens/{address}/stats").Properties["ethPrice"].Value.Nullable {
		t.Error("ethPrice lost nullable")
	}
}

// TestOpenAPIOperationsDescribed holds the document to what linters such as
// Spectral's OpenAPI ruleset ask of it and code generators use: a server,
// every operation with a unique operationId, one tag among the declared
// tags (Swagger UI's and generators' grouping), a summary and a description
// that states its caching.
func TestOpenAPIOperationsDescribed(t *testing.T) {
	h := newHarness(t, nil)
	doc := loadOpenAPI(t, h)
	if len(doc.Servers) == 0 {
		t.Error("no servers")
	}
	declared := map[string]bool{}
	for _, tag := range doc.Tags {
		if tag.Description == "" {
			t.Errorf("tag %q has no description", tag.Name)
		}
		declared[tag.Name] = true
	}
	used, ids := map[string]bool{}, map[string]string{}
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			where := method + " " + path
			if len(op.Tags) != 1 || !declared[op.Tags[0]] {
				t.Errorf("%s: tags %v, want one of the declared tags", where, op.Tags)
			} else {
				used[op.Tags[0]] = true
			}
			if op.Summary == "" || !strings.Contains(op.Description, "Cache tier ") {
				t.Errorf("%s: summary %q, description %q", where, op.Summary, op.Description)
			}
			if prev, dup := ids[op.OperationID]; dup || op.OperationID == "" {
				t.Errorf("%s: operationId %q (also %s)", where, op.OperationID, prev)
			}
			ids[op.OperationID] = where
		}
	}
	for name := range declared {
		if !used[name] {
			t.Errorf("tag %q is declared but no operation uses it", name)
		}
	}
}

// TestOpenAPINullableEnums: in OpenAPI 3.0.3 nullable does not widen an
// enum, so a nullable enum must list null itself, or validators such as
// Ajv refuse the null the server sends (/token/{address}/price's source of
// an unknown token). kin-openapi lets it pass, so the document is walked.
func TestOpenAPINullableEnums(t *testing.T) {
	h := newHarness(t, nil)
	var doc any
	if err := json.Unmarshal(h.get("/openapi.json").Body.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	found := 0
	var walk func(at string, v any)
	walk = func(at string, v any) {
		switch v := v.(type) {
		case map[string]any:
			if enum, ok := v["enum"].([]any); ok && v["nullable"] == true {
				found++
				if !slices.Contains(enum, nil) {
					t.Errorf("%s: nullable enum %v without null", at, enum)
				}
			}
			for k, c := range v {
				walk(at+"/"+k, c)
			}
		case []any:
			for i, c := range v {
				walk(fmt.Sprintf("%s/%d", at, i), c)
			}
		}
	}
	walk("", doc)
	if found == 0 {
		t.Error("no nullable enum in the document (the price route's source is one)")
	}
}

// TestOpenAPIHealthLive503: /health/live's 503 is its own body {ok: false}
// (spec 4.1), private, no-store; not the shared {error} with Retry-After.
func TestOpenAPIHealthLive503(t *testing.T) {
	h := newHarness(t, nil)
	doc := loadOpenAPI(t, h)
	resp := doc.Paths.Value("/health/live").Get.Responses.Status(http.StatusServiceUnavailable)
	if resp == nil || resp.Ref != "" {
		t.Fatalf("503 of /health/live = %+v, want its own response", resp)
	}
	schema := resp.Value.Content.Get("application/json").Schema.Value
	if err := schema.VisitJSON(map[string]any{"ok": false}); err != nil {
		t.Errorf("{ok: false} does not match: %v", err)
	}
	if schema.VisitJSON(map[string]any{"error": "database unavailable"}) == nil {
		t.Error("{error} matches the 503 of /health/live")
	}
	if cc := resp.Value.Headers["Cache-Control"]; cc == nil || !slices.Contains(cc.Value.Schema.Value.Enum, any("private, no-store")) {
		t.Errorf("Cache-Control of the 503 = %+v", cc)
	}
}

// loadOpenAPI is the router's /openapi.json, loaded by kin-openapi.
func loadOpenAPI(t *testing.T, h *harness) *openapi3.T {
	t.Helper()
	doc, err := openapi3.NewLoader().LoadFromData(h.get("/openapi.json").Body.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return doc
}
