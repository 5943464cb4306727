package httpapi_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/launch"
	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/devnettest"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/sqlite"
	"github.com/neoswap/neoswap/funbackend/sqlite/sqlitetest"
)

const adminToken = "operator-secret-0123456789"

// adminFingerprint is the audit log's credential: sha256(token)[:8 hex].
func adminFingerprint() string {
	sum := sha256.Sum256([]byte(adminToken))
	return hex.EncodeToString(sum[:])[:8]
}

// send sends method path (under base) with body and the headers given as
// name, value pairs.
func send(r *gin.Engine, method, path, body string, hdr ...string) *httptest.ResponseRecorder {
	var rd *strings.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	var req *http.Request
	if rd != nil {
		req = httptest.NewRequest(method, base+path, rd)
		req.Header.Set("Content-Type", "application/json")
	} else {
		req = httptest.NewRequest(method, base+path, nil)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, req)
	return rec
}

// admin sends an operator request with the test credential.
func admin(r *gin.Engine, method, path, body string) *httptest.ResponseRecorder {
	return send(r, method, path, body, "Authorization", "Bearer "+adminToken)
}

func wantBody(t *testing.T, rec *httptest.ResponseRecorder, want string) {
	t.Helper()
	if got := rec.Body.String(); got != want {
		t.Errorf("body = %s, want %s", got, want)
	}
}

func TestAdminAuthAndInput(t *testing.T) {
	db := sqlitetest.New(t)
	r := httpapi.NewRouter(httpapi.Deps{BasePath: base, DB: db, AdminToken: adminToken})
	disabled := httpapi.NewRouter(httpapi.Deps{BasePath: base, DB: db})
	const someone = "0x00000000000000000000000000000000000000aa"
	big := `{"reason":"` + strings.Repeat("x", 300<<10) + `"}`
	tests := []struct {
		name         string
		r            *gin.Engine
		method, path string
		body         string
		hdr          []string
		status       int
		want         string
	}{
		{"no credential", r, "GET", "/admin/bans", "", nil, 401, `{"error":"unauthorized"}`},
		{"wrong token", r, "GET", "/admin/bans", "", []string{"Authorization", "Bearer nope"}, 401, `{"error":"unauthorized"}`},
		{"token as basic", r, "GET", "/admin/audit", "", []string{"Authorization", "Basic " + adminToken}, 401, `{"error":"unauthorized"}`},
		{"prefix of token", r, "GET", "/admin/bans", "", []string{"Authorization", "Bearer " + adminToken[:10]}, 401, `{"error":"unauthorized"}`},
		{"write without credential", r, "PUT", "/admin/bans/" + someone, `{"reason":"spam"}`, nil, 401, `{"error":"unauthorized"}`},
		{"group disabled", disabled, "GET", "/admin/bans", "", []string{"Authorization", "Bearer " + adminToken}, 401, `{"error":"unauthorized"}`},
		{"group disabled, empty bearer", disabled, "GET", "/admin/bans", "", []string{"Authorization", "Bearer "}, 401, `{"error":"unauthorized"}`},
		{"unknown admin route, no credential", r, "GET", "/admin/nope", "", nil, 401, `{"error":"unauthorized"}`},
		{"trailing slash, no credential", r, "GET", "/admin/bans/", "", nil, 401, `{"error":"unauthorized"}`},
		{"unknown admin route", r, "GET", "/admin/nope", "", []string{"Authorization", "Bearer " + adminToken}, 404, `{"error":"not found"}`},
		{"unknown admin method", r, "POST", "/admin/bans", `{}`, []string{"Authorization", "Bearer " + adminToken}, 404, `{"error":"not found"}`},
		{"bad address", r, "PUT", "/admin/bans/0x12", `{"reason":"spam"}`, []string{"Authorization", "bearer " + adminToken}, 400, `{"error":"bad address"}`},
		{"zero address", r, "PUT", "/admin/bans/0x0000000000000000000000000000000000000000", `{"reason":"spam"}`, []string{"Authorization", "Bearer " + adminToken}, 400, `{"error":"bad address"}`},
		{"no body", r, "PUT", "/admin/bans/" + someone, "", []string{"Authorization", "Bearer " + adminToken}, 400, `{"error":"bad body"}`},
		{"unknown key", r, "PUT", "/admin/takedowns/" + someone, `{"reason":"x","why":"y"}`, []string{"Authorization", "Bearer " + adminToken}, 400, `{"error":"bad body"}`},
		{"blank reason", r, "PUT", "/admin/bans/" + someone, `{"reason":"  "}`, []string{"Authorization", "Bearer " + adminToken}, 400, `{"error":"bad reason"}`},
		{"long reason", r, "PUT", "/admin/bans/" + someone, `{"reason":"` + strings.Repeat("x", 501) + `"}`, []string{"Authorization", "Bearer " + adminToken}, 400, `{"error":"bad reason"}`},
		{"body too large", r, "PUT", "/admin/bans/" + someone, big, []string{"Authorization", "Bearer " + adminToken}, 413, `{"error":"request body too large"}`},
		{"unban of nobody", r, "DELETE", "/admin/bans/" + someone, "", []string{"Authorization", "Bearer " + adminToken}, 404, `{"error":"not found"}`},
		{"restore of nothing", r, "DELETE", "/admin/takedowns/" + someone, "", []string{"Authorization", "Bearer " + adminToken}, 404, `{"error":"not found"}`},
		{"override of no coin", r, "PUT", "/admin/metadata/" + someone, `{"description":"d","reason":"r"}`, []string{"Authorization", "Bearer " + adminToken}, 404, `{"error":"not found"}`},
		{"override of nothing", r, "PUT", "/admin/metadata/" + someone, `{"reason":"r"}`, []string{"Authorization", "Bearer " + adminToken}, 400, `{"error":"bad metadata"}`},
		{"override with svg", r, "PUT", "/admin/metadata/" + someone, `{"image":"data:image/svg+xml;base64,PHN2Zy8+","reason":"r"}`, []string{"Authorization", "Bearer " + adminToken}, 400, `{"error":"bad image"}`},
		{"override with https image", r, "PUT", "/admin/metadata/" + someone, `{"image":"https://x/y.png","reason":"r"}`, []string{"Authorization", "Bearer " + adminToken}, 400, `{"error":"bad image"}`},
		{"audit bad limit", r, "GET", "/admin/audit?limit=x", "", []string{"Authorization", "Bearer " + adminToken}, 400, `{"error":"bad limit"}`},
		{"audit bad cursor", r, "GET", "/admin/audit?cursor=abc.def", "", []string{"Authorization", "Bearer " + adminToken}, 400, `{"error":"bad cursor"}`},
		{"empty audit", r, "GET", "/admin/audit", "", []string{"Authorization", "Bearer " + adminToken}, 200, `{"entries":[],"nextCursor":null}`},
		{"empty bans", r, "GET", "/admin/bans", "", []string{"Authorization", "Bearer " + adminToken}, 200, `{"bans":[]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := send(tt.r, tt.method, tt.path, tt.body, tt.hdr...)
			expect(t, rec, tt.status, "no-store")
			wantBody(t, rec, tt.want)
			if got, want := rec.Header().Get("WWW-Authenticate") != "", tt.status == 401; got != want {
				t.Errorf("WWW-Authenticate = %q on %d", rec.Header().Get("WWW-Authenticate"), tt.status)
			}
			if rec.Header().Get("ETag") != "" {
				t.Errorf("ETag on an /admin answer")
			}
		})
	}
	// Refused writes leave no trace.
	if n, err := db.AuditLog(context.Background(), 0, 10); err != nil || len(n) != 0 {
		t.Errorf("audit rows after refused writes = %v, %v", n, err)
	}
}

// TestAdminBansPersist: a ban and its audit row are in the SQLite file: a
// reopened database serves them.
func TestAdminBansPersist(t *testing.T) {
	path := filepath.Join(t.TempDir(), "funbackend.db")
	db, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	r := httpapi.NewRouter(httpapi.Deps{BasePath: base, DB: db, AdminToken: adminToken})
	rec := admin(r, "PUT", "/admin/bans/0x00000000000000000000000000000000000000AA", `{"reason":" spam bot "}`)
	expect(t, rec, 200, "no-store")
	if b := decodeJSON[map[string]any](t, rec); b["address"] != "0x00000000000000000000000000000000000000aa" || b["reason"] != "spam bot" {
		t.Errorf("ban = %s", rec.Body.String())
	}
	expect(t, admin(r, "PUT", "/admin/bans/0x00000000000000000000000000000000000000bb", `{"reason":"phishing"}`), 200, "no-store")
	expect(t, admin(r, "DELETE", "/admin/bans/0x00000000000000000000000000000000000000bb?reason=appeal", ""), 200, "no-store")
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	db, err = sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	r = httpapi.NewRouter(httpapi.Deps{BasePath: base, DB: db, AdminToken: adminToken})
	rec = admin(r, "GET", "/admin/bans", "")
	expect(t, rec, 200, "no-store")
	bans := decodeJSON[map[string][]map[string]any](t, rec)["bans"]
	if len(bans) != 1 || bans[0]["address"] != "0x00000000000000000000000000000000000000aa" || bans[0]["reason"] != "spam bot" {
		t.Errorf("bans after reopening = %s", rec.Body.String())
	}
	if ok, err := db.AnyBanned(context.Background(), "0x00000000000000000000000000000000000000bb", "0x00000000000000000000000000000000000000aa"); err != nil || !ok {
		t.Errorf("AnyBanned = %v, %v", ok, err)
	}
	rec = admin(r, "GET", "/admin/audit?limit=2", "")
	expect(t, rec, 200, "no-store")
	page := decodeJSON[struct {
		Entries    []map[string]any `json:"entries"`
		NextCursor *string          `json:"nextCursor"`
	}](t, rec)
	if len(page.Entries) != 2 || page.NextCursor == nil {
		t.Fatalf("audit page 1 = %s", rec.Body.String())
	}
	e := page.Entries[0]
	if e["action"] != "unban" || e["target"] != "0x00000000000000000000000000000000000000bb" || e["reason"] != "appeal" ||
		e["credential"] != adminFingerprint() || e["ip"] != "192.0.2.1" || e["detail"] != nil || e["at"] == float64(0) {
		t.Errorf("newest audit entry = %v", e)
	}
	if page.Entries[1]["action"] != "ban" || page.Entries[1]["target"] != "0x00000000000000000000000000000000000000bb" {
		t.Errorf("second audit entry = %v", page.Entries[1])
	}
	// The cursor was signed by the first process's random key: it does not
	// verify here (spec 7: cursors may stop verifying after a restart).
	rec = admin(r, "GET", "/admin/audit?limit=2&cursor="+url.QueryEscape(*page.NextCursor), "")
	expect(t, rec, 200, "no-store")
	if p2 := decodeJSON[map[string][]map[string]any](t, rec)["entries"]; len(p2) != 1 || p2[0]["reason"] != "spam bot" {
		t.Errorf("audit page 2 = %s", rec.Body.String())
	}
}

// moderationEnv is the devnet scenario served by a router with the
// operator group and live intents.
type moderationEnv struct {
	*harness
}

func newModerationEnv(t *testing.T, opts ...func(*httpapi.Deps)) *moderationEnv {
	env := devnettest.New(t)
	s := env.RunScenario(t)
	env.Sync(t)
	d := env.Chain.Deployment
	deps := httpapi.Deps{
		BasePath: base, ChainID: 1, DB: env.DB, Curve: d.LaunchpadCurve,
		Addresses:  httpapi.Addresses{TokenImplementation: d.LaunchpadTokenImpl},
		Nonces:     chain.NewNonces(env.Chain.Client, d.LaunchpadCurve, env.Clock),
		Signatures: chain.NewSignatures(env.Chain.Client),
		Indexer:    env.Indexer,
		EthUsd:     func() (float64, bool) { return 3000, true },
		AdminToken: adminToken,
		CursorKey:  []byte("test key"),
		Now:        env.Clock,
	}
	for _, o := range opts {
		o(&deps)
	}
	return &moderationEnv{&harness{env: env, s: s, r: httpapi.NewRouter(deps)}}
}

// intent returns a signed intent of Accounts[acct] with metadata meta and
// its predicted address.
func (m *moderationEnv) intent(t *testing.T, acct int, symbol string, salt int64, meta string) (launch.Intent, string, string) {
	t.Helper()
	d := m.env.Chain.Deployment
	creator := m.env.Chain.Accounts[acct].Address
	in := launch.Intent{
		Creator: creator, Name: "Mod " + symbol, Symbol: symbol, MetadataHash: launch.MetadataHash([]byte(meta)),
		Salt: big.NewInt(salt), Nonce: big.NewInt(0), Deadline: new(big.Int).SetUint64(m.env.Chain.Head(t).Time + 3600),
		FeeRecipient: creator,
	}
	predicted := lower(launch.PredictTokenAddress(d.LaunchpadCurve, d.LaunchpadTokenImpl, creator, in.Salt))
	return in, signTyped(t, m.env, acct, in), predicted
}

func boardHas(t *testing.T, h *harness, q, address string) bool {
	t.Helper()
	for _, row := range decodeJSON[board](t, h.get(t, "/tokens?q="+q)).Tokens {
		if row["address"] == address {
			return true
		}
	}
	return false
}

func TestAdminTakedowns(t *testing.T) {
	m := newModerationEnv(t)
	grad, frozen := lower(m.s.Grad), lower(m.s.Frozen)

	t.Run("takedown hides the coin", func(t *testing.T) {
		if !boardHas(t, m.harness, "Dog", grad) {
			t.Fatal("graduated coin not on the board before the takedown")
		}
		rec := admin(m.r, "PUT", "/admin/takedowns/"+strings.ToUpper(grad[2:4])+grad[4:], `{"reason":"bad"}`)
		expect(t, rec, 400, "no-store") // no 0x prefix
		rec = admin(m.r, "PUT", "/admin/takedowns/"+grad, `{"reason":"impersonation"}`)
		expect(t, rec, 200, "no-store")
		if b := decodeJSON[map[string]any](t, rec); b["token"] != grad || b["coinExists"] != true || b["reason"] != "impersonation" {
			t.Errorf("takedown = %s", rec.Body.String())
		}
		expect(t, admin(m.r, "PUT", "/admin/takedowns/"+frozen, `{"reason":"scam"}`), 200, "no-store")
		if boardHas(t, m.harness, "Dog", grad) || boardHas(t, m.harness, "Frog", frozen) {
			t.Error("taken-down coins still on the board")
		}
		feed := decodeJSON[map[string]any](t, m.get(t, "/graduated/feed"))
		if coins := feed["coins"].([]any); len(coins) != 0 {
			t.Errorf("graduated feed lists a taken-down coin: %v", coins)
		}
		for _, tr := range decodeJSON[map[string][]map[string]any](t, m.get(t, "/trades/recent"))["trades"] {
			if tr["token"] == grad || tr["token"] == frozen {
				t.Errorf("recent trade of a taken-down coin: %v", tr)
			}
		}
		hl := decodeJSON[map[string]any](t, m.get(t, "/health"))
		if fc := hl["frozenCoins"].(map[string]any); fc["count"] != float64(1) || fc["hiddenCount"] != float64(1) {
			t.Errorf("frozenCoins = %v", fc)
		}
		rec = m.get(t, "/tokens/"+frozen+"/card.png")
		expect(t, rec, 404, "no-cache")
	})
	t.Run("survives a re-index", func(t *testing.T) {
		// Roll the store back below every coin of the scenario (as a deep
		// reorg would) and index the chain again: the coin rows are
		// re-inserted from TokenCreated and must come back hidden.
		if _, err := m.env.DB.Rollback(context.Background(), m.env.Chain.Deployment.StartBlock, m.env.Clock().Unix()); err != nil {
			t.Fatal(err)
		}
		if ok, _ := m.env.DB.CoinExists(context.Background(), frozen); ok {
			t.Fatal("rollback kept the coin")
		}
		rec := admin(m.r, "GET", "/admin/takedowns", "")
		expect(t, rec, 200, "no-store")
		if tds := decodeJSON[map[string][]map[string]any](t, rec)["takedowns"]; len(tds) != 2 || tds[0]["coinExists"] != false {
			t.Errorf("takedowns during the rollback = %s", rec.Body.String())
		}
		m.env.Sync(t)
		for _, a := range []string{grad, frozen} {
			if dt := decodeJSON[map[string]any](t, m.get(t, "/tokens/"+a)); dt["hidden"] != float64(1) {
				t.Errorf("re-indexed %s hidden = %v", a, dt["hidden"])
			}
		}
		if boardHas(t, m.harness, frozen, frozen) || !boardHas(t, m.harness, "Cat", lower(m.s.Pve)) {
			t.Error("board after the re-index")
		}
	})
	t.Run("restore", func(t *testing.T) {
		rec := admin(m.r, "DELETE", "/admin/takedowns/"+frozen+"?reason=cleared", "")
		expect(t, rec, 200, "no-store")
		if b := decodeJSON[map[string]any](t, rec); b["token"] != frozen || b["reason"] != "scam" || b["coinExists"] != true {
			t.Errorf("restored = %s", rec.Body.String())
		}
		if !boardHas(t, m.harness, "Frog", frozen) {
			t.Error("restored coin not on the board")
		}
		expect(t, admin(m.r, "DELETE", "/admin/takedowns/"+frozen, ""), 404, "no-store")
	})
	t.Run("before the coin exists", func(t *testing.T) {
		meta := `{"description":"soon"}`
		in, sig, predicted := m.intent(t, 6, "SOON", 41, meta)
		rec := admin(m.r, "PUT", "/admin/takedowns/"+predicted, `{"reason":"pre-emptive"}`)
		expect(t, rec, 200, "no-store")
		if b := decodeJSON[map[string]any](t, rec); b["coinExists"] != false {
			t.Errorf("takedown of a predicted address = %s", rec.Body.String())
		}
		rec = post(m.r, intentJSON(in, sig, meta))
		expect(t, rec, 403, "no-store")
		wantBody(t, rec, `{"error":"taken down"}`)
		// The chain does not ask: the coin launches anyway and is indexed hidden.
		raw, _ := hexutil.Decode(sig)
		m.env.Chain.Send(t, 2, m.env.Chain.Deployment.LaunchpadCurve, devnettest.Eth(10),
			bindings.NewLaunchpadCurve().PackBuyWithIntent(in.Binding(), raw, new(big.Int)))
		m.env.Sync(t)
		if dt := decodeJSON[map[string]any](t, m.get(t, "/tokens/"+predicted)); dt["hidden"] != float64(1) || dt["symbol"] != "SOON" {
			t.Errorf("materialized taken-down coin: hidden %v symbol %v", dt["hidden"], dt["symbol"])
		}
		if boardHas(t, m.harness, "SOON", predicted) {
			t.Error("taken-down coin on the board")
		}
	})
	t.Run("audit", func(t *testing.T) {
		rec := admin(m.r, "GET", "/admin/audit", "")
		expect(t, rec, 200, "no-store")
		var got []string
		for _, e := range decodeJSON[map[string][]map[string]any](t, rec)["entries"] {
			got = append(got, e["action"].(string)+" "+e["target"].(string)+" "+e["reason"].(string))
			if e["credential"] != adminFingerprint() || e["ip"] != "192.0.2.1" {
				t.Errorf("entry credential/ip = %v", e)
			}
		}
		want := []string{
			"takedown " + mustPredicted(t, m, 6, 41) + " pre-emptive",
			"restore " + frozen + " cleared",
			"takedown " + frozen + " scam",
			"takedown " + grad + " impersonation",
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("audit =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	})
}

func mustPredicted(t *testing.T, m *moderationEnv, acct int, salt int64) string {
	t.Helper()
	d := m.env.Chain.Deployment
	return lower(launch.PredictTokenAddress(d.LaunchpadCurve, d.LaunchpadTokenImpl, m.env.Chain.Accounts[acct].Address, big.NewInt(salt)))
}

func TestAdminBans(t *testing.T) {
	m := newModerationEnv(t)
	meta := `{"description":"banned?"}`
	creator := m.env.Chain.Accounts[7].Address
	submitter := m.env.Chain.Accounts[8].Address

	in, sig, _ := m.intent(t, 7, "BANC", 51, meta)
	expect(t, admin(m.r, "PUT", "/admin/bans/"+creator.Hex(), `{"reason":"serial rugs"}`), 200, "no-store")
	rec := post(m.r, intentJSON(in, sig, meta))
	expect(t, rec, 403, "no-store")
	wantBody(t, rec, `{"error":"banned"}`)
	// Validation order: a bad signature is refused before the ban is looked at.
	rec = post(m.r, intentJSON(in, signTyped(t, m.env, 6, in), meta))
	expect(t, rec, 400, "no-store")
	wantBody(t, rec, `{"error":"bad signature"}`)

	expect(t, admin(m.r, "DELETE", "/admin/bans/"+creator.Hex(), ""), 200, "no-store")
	expect(t, admin(m.r, "PUT", "/admin/bans/"+submitter.Hex(), `{"reason":"bot"}`), 200, "no-store")
	withSubmitter := in
	withSubmitter.Submitter = submitter
	rec = post(m.r, intentJSON(withSubmitter, signTyped(t, m.env, 7, withSubmitter), meta))
	expect(t, rec, 403, "no-store")
	wantBody(t, rec, `{"error":"banned"}`)

	// Unbanned creator, open submitter: accepted.
	rec = post(m.r, intentJSON(in, sig, meta))
	expect(t, rec, 201, "no-store")

	rec = admin(m.r, "GET", "/admin/bans", "")
	expect(t, rec, 200, "no-store")
	wantBody(t, rec, `{"bans":[{"address":"`+lower(submitter)+`","createdAt":`+itoa(m.env.Clock().Unix())+`,"reason":"bot"}]}`)
}

func itoa(n int64) string { return big.NewInt(n).String() }

func TestAdminMetadataOverride(t *testing.T) {
	cdn := "https://cdn.example/coins"
	m := newModerationEnv(t)
	withCDN := httpapi.NewRouter(httpapi.Deps{BasePath: base, DB: m.env.DB, ImageCDN: cdn + "/", Now: m.env.Clock})
	pngBytes := redPNG(t)
	dataURL := "data:image/png;base64," + base64.StdEncoding.EncodeToString(pngBytes)

	// A coin launched from an intent with verified metadata (no image).
	meta := `{"description":"original","image":""}`
	in, sig, coin := m.intent(t, 5, "OVR", 61, meta)
	expect(t, post(m.r, intentJSON(in, sig, meta)), 201, "no-store")
	raw, _ := hexutil.Decode(sig)
	m.env.Chain.Send(t, 2, m.env.Chain.Deployment.LaunchpadCurve, devnettest.Eth(10),
		bindings.NewLaunchpadCurve().PackBuyWithIntent(in.Binding(), raw, new(big.Int)))
	m.env.Sync(t)

	detailMeta := func() map[string]any {
		t.Helper()
		md, _ := decodeJSON[map[string]any](t, m.get(t, "/tokens/"+coin))["metadata"].(map[string]any)
		return md
	}
	if md := detailMeta(); md["description"] != "original" || md["verifiedBy"] != "chain" {
		t.Fatalf("verified metadata = %v", md)
	}
	expect(t, m.get(t, "/tokens/"+coin+"/image"), 404, "no-cache")

	t.Run("image override", func(t *testing.T) {
		rec := admin(m.r, "PUT", "/admin/metadata/"+coin, `{"image":"`+dataURL+`","reason":"logo fix"}`)
		expect(t, rec, 200, "no-store")
		if md := detailMeta(); md["description"] != "original" || md["image"] != dataURL || md["verifiedBy"] != "operator" {
			t.Errorf("overridden metadata = %v", md)
		}
		rec = m.get(t, "/tokens/"+coin+"/image")
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" || rec.Body.String() != string(pngBytes) {
			t.Errorf("override image: %d %s", rec.Code, rec.Header().Get("Content-Type"))
		}
		if !boardHasImage(t, m.harness, coin) {
			t.Error("board has_image not 1 with an image override")
		}
		rec = admin(m.r, "GET", "/admin/metadata/"+coin, "")
		expect(t, rec, 200, "no-store")
		if b := decodeJSON[map[string]any](t, rec); b["image"] != dataURL || b["description"] != nil || b["reason"] != "logo fix" {
			t.Errorf("GET override = %s", rec.Body.String())
		}
	})
	t.Run("cdn redirect", func(t *testing.T) {
		rec := send(withCDN, "GET", "/tokens/0x"+strings.ToUpper(coin[2:])+"/image", "")
		sum := sha256.Sum256(pngBytes)
		want := cdn + "/" + coin + "/" + hex.EncodeToString(sum[:8]) + ".png"
		if rec.Code != 302 || rec.Header().Get("Location") != want || rec.Header().Get("Cache-Control") != "max-age=86400" ||
			rec.Header().Get("ETag") != "" {
			t.Errorf("redirect: %d Location %q Cache-Control %q ETag %q, want Location %q", rec.Code,
				rec.Header().Get("Location"), rec.Header().Get("Cache-Control"), rec.Header().Get("ETag"), want)
		}
		// No image (a scenario coin launched without an intent): the same 404.
		rec = send(withCDN, "GET", "/tokens/"+lower(m.s.Pve)+"/image", "")
		expect(t, rec, 404, "no-cache")
		wantBody(t, rec, `{"error":"no image"}`)
	})
	t.Run("description and removed image", func(t *testing.T) {
		rec := admin(m.r, "PUT", "/admin/metadata/"+coin, `{"description":"moderated","image":"","reason":"offensive logo"}`)
		expect(t, rec, 200, "no-store")
		if md := detailMeta(); md["description"] != "moderated" || md["image"] != nil || md["verifiedBy"] != "operator" {
			t.Errorf("overridden metadata = %v", md)
		}
		rec = m.get(t, "/tokens/"+coin+"/image")
		expect(t, rec, 404, "no-cache")
		wantBody(t, rec, `{"error":"no image"}`)
		if boardHasImage(t, m.harness, coin) {
			t.Error("board has_image 1 with the image removed")
		}
	})
	t.Run("override of a coin without verified metadata", func(t *testing.T) {
		pve := lower(m.s.Pve)
		if md := decodeJSON[map[string]any](t, m.get(t, "/tokens/"+pve))["metadata"]; md != nil {
			t.Fatalf("scenario coin metadata = %v", md)
		}
		expect(t, admin(m.r, "PUT", "/admin/metadata/"+pve, `{"description":"set by ops","reason":"missing"}`), 200, "no-store")
		md, _ := decodeJSON[map[string]any](t, m.get(t, "/tokens/"+pve))["metadata"].(map[string]any)
		if md["description"] != "set by ops" || md["image"] != nil || md["verifiedBy"] != "operator" {
			t.Errorf("metadata = %v", md)
		}
	})
	t.Run("clear", func(t *testing.T) {
		rec := admin(m.r, "DELETE", "/admin/metadata/"+coin+"?reason=resolved", "")
		expect(t, rec, 200, "no-store")
		if b := decodeJSON[map[string]any](t, rec); b["description"] != "moderated" || b["reason"] != "offensive logo" {
			t.Errorf("cleared = %s", rec.Body.String())
		}
		if md := detailMeta(); md["description"] != "original" || md["verifiedBy"] != "chain" {
			t.Errorf("metadata after clear = %v", md)
		}
		expect(t, admin(m.r, "DELETE", "/admin/metadata/"+coin, ""), 404, "no-store")
		expect(t, admin(m.r, "GET", "/admin/metadata/"+coin, ""), 404, "no-store")
	})
	t.Run("audit", func(t *testing.T) {
		var got []string
		for _, e := range decodeJSON[map[string][]map[string]any](t, admin(m.r, "GET", "/admin/audit", ""))["entries"] {
			d, _ := e["detail"].(string)
			got = append(got, e["action"].(string)+" "+e["reason"].(string)+" "+d)
		}
		want := "metadata.clear resolved \nmetadata.override missing description\n" +
			"metadata.override offensive logo description,image\nmetadata.override logo fix image"
		if strings.Join(got, "\n") != want {
			t.Errorf("audit =\n%s\nwant\n%s", strings.Join(got, "\n"), want)
		}
	})
}

func boardHasImage(t *testing.T, h *harness, address string) bool {
	t.Helper()
	for _, row := range decodeJSON[board](t, h.get(t, "/tokens?q="+address)).Tokens {
		if row["address"] == address {
			return row["has_image"] == float64(1)
		}
	}
	t.Fatalf("%s not on the board", address)
	return false
}

// TestIntentsERC1271 posts intents whose creator is the deployment's
// ERC-1271 wallet (owned by Accounts[0]): the owner's signature is
// accepted after the chain's isValidSignature agrees, another key's is a
// bad signature, and an unreachable chain answers 503.
func TestIntentsERC1271(t *testing.T) {
	m := newModerationEnv(t)
	d := m.env.Chain.Deployment
	wallet := d.ERC1271Wallet
	meta := `{"description":"a wallet coin"}`
	in := launch.Intent{
		Creator: wallet, Submitter: m.env.Chain.Accounts[3].Address, Name: "Wallet Coin", Symbol: "WAL",
		MetadataHash: launch.MetadataHash([]byte(meta)), Salt: big.NewInt(9), Nonce: big.NewInt(0),
		Deadline: new(big.Int).SetUint64(m.env.Chain.Head(t).Time + 3600), FeeRecipient: wallet,
	}
	predicted := lower(launch.PredictTokenAddress(d.LaunchpadCurve, d.LaunchpadTokenImpl, wallet, in.Salt))
	owner := signTyped(t, m.env, 0, in)

	t.Run("unreachable chain", func(t *testing.T) {
		down, err := ethclient.Dial("http://127.0.0.1:1")
		if err != nil {
			t.Fatal(err)
		}
		r := httpapi.NewRouter(httpapi.Deps{
			BasePath: base, ChainID: 1, DB: m.env.DB, Curve: d.LaunchpadCurve,
			Addresses:  httpapi.Addresses{TokenImplementation: d.LaunchpadTokenImpl},
			Nonces:     chain.NewNonces(m.env.Chain.Client, d.LaunchpadCurve, m.env.Clock),
			Signatures: chain.NewSignatures(down),
			Now:        m.env.Clock,
		})
		rec := post(r, intentJSON(in, owner, meta))
		expect(t, rec, 503, "no-store")
		wantBody(t, rec, `{"error":"chain unavailable"}`)
	})
	t.Run("another key", func(t *testing.T) {
		rec := post(m.r, intentJSON(in, signTyped(t, m.env, 1, in), meta))
		expect(t, rec, 400, "no-store")
		wantBody(t, rec, `{"error":"bad signature"}`)
		rec = post(m.r, intentJSON(in, "0x1234", meta)) // the wallet decides: it refuses a short signature
		expect(t, rec, 400, "no-store")
		wantBody(t, rec, `{"error":"bad signature"}`)
	})
	t.Run("no signature reader", func(t *testing.T) {
		// Without Signatures only ECDSA is checked: the owner's signature
		// recovers to the owner, not the wallet.
		r := httpapi.NewRouter(httpapi.Deps{
			BasePath: base, ChainID: 1, DB: m.env.DB, Curve: d.LaunchpadCurve,
			Addresses: httpapi.Addresses{TokenImplementation: d.LaunchpadTokenImpl},
			Nonces:    chain.NewNonces(m.env.Chain.Client, d.LaunchpadCurve, m.env.Clock),
			Now:       m.env.Clock,
		})
		expect(t, post(r, intentJSON(in, owner, meta)), 400, "no-store")
	})
	t.Run("owner", func(t *testing.T) {
		rec := post(m.r, intentJSON(in, owner, meta))
		expect(t, rec, 201, "no-store")
		if b := decodeJSON[map[string]any](t, rec); b["predictedAddress"] != predicted {
			t.Errorf("201 body = %s", rec.Body.String())
		}
		// The chain agrees: the stored signature launches the coin.
		raw, _ := hexutil.Decode(owner)
		m.env.Chain.Send(t, 3, d.LaunchpadCurve, devnettest.Eth(10),
			bindings.NewLaunchpadCurve().PackBuyWithIntent(in.Binding(), raw, new(big.Int)))
		m.env.Sync(t)
		dt := decodeJSON[map[string]any](t, m.get(t, "/tokens/"+predicted))
		md, _ := dt["metadata"].(map[string]any)
		if dt["creator"] != lower(wallet) || md["description"] != "a wallet coin" || md["verifiedBy"] != "chain" {
			t.Errorf("materialized wallet coin: creator %v metadata %v", dt["creator"], dt["metadata"])
		}
	})
}
