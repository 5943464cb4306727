package httpapi_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/go-oauth2/oauth2/v4/manage"
	"github.com/go-oauth2/oauth2/v4/models"
	oauth2server "github.com/go-oauth2/oauth2/v4/server"
	"github.com/go-oauth2/oauth2/v4/store"
	"golang.org/x/oauth2"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// xServer is a local OAuth 2.0 authorization server (go-oauth2/oauth2: the
// authorization code grant with PKCE, a confidential client authenticated
// with HTTP Basic as X's are) with a user endpoint shaped like X's
// GET /2/users/me: {"data":{"id","username"}} of the token's user.
type xServer struct {
	*httptest.Server
	user string // the user every authorization approves, as X's id
}

const (
	xClientID     = "neoswap-test"
	xClientSecret = "s3cret"
	xRedirect     = "https://app.example/x/callback"
)

func newXServer(t testing.TB) *xServer {
	t.Helper()
	x := &xServer{user: "1234567890"}
	manager := manage.NewDefaultManager()
	manager.MustTokenStorage(store.NewMemoryTokenStore())
	clients := store.NewClientStore()
	if err := clients.Set(xClientID, &models.Client{ID: xClientID, Secret: xClientSecret, Domain: "https://app.example"}); err != nil {
		t.Fatal(err)
	}
	manager.MapClientStorage(clients)
	srv := oauth2server.NewServer(oauth2server.NewConfig(), manager)
	srv.SetClientInfoHandler(oauth2server.ClientBasicHandler)
	srv.SetUserAuthorizationHandler(func(http.ResponseWriter, *http.Request) (string, error) { return x.user, nil })
	mux := http.NewServeMux()
	mux.HandleFunc("/i/oauth2/authorize", func(w http.ResponseWriter, r *http.Request) {
		if err := srv.HandleAuthorizeRequest(w, r); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
		}
	})
	mux.HandleFunc("/2/oauth2/token", func(w http.ResponseWriter, r *http.Request) { _ = srv.HandleTokenRequest(w, r) })
	mux.HandleFunc("/2/users/me", func(w http.ResponseWriter, r *http.Request) {
		ti, err := srv.ValidationBearerToken(r)
		if err != nil {
			http.Error(w, `{"title":"Unauthorized"}`, http.StatusUnauthorized)
			return
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"data": map[string]string{"id": ti.GetUserID(), "name": "Neo Cat", "username": "neo_cat"}})
	})
	mux.HandleFunc("/2/users/broken", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "upstream down", http.StatusInternalServerError)
	})
	x.Server = httptest.NewServer(mux)
	t.Cleanup(x.Close)
	return x
}

func (x *xServer) config() mainapi.XConfig {
	return mainapi.XConfig{
		ClientID: xClientID, ClientSecret: xClientSecret,
		AuthorizeURL: x.URL + "/i/oauth2/authorize", TokenURL: x.URL + "/2/oauth2/token", UserURL: x.URL + "/2/users/me",
		Scopes: "users.read tweet.read",
	}
}

// authorize runs the browser's half: the authorize request with an S256
// challenge of verifier, approved, and the code from the redirect.
func (x *xServer) authorize(t testing.TB, state, verifier string) string {
	t.Helper()
	q := url.Values{
		"response_type": {"code"}, "client_id": {xClientID}, "redirect_uri": {xRedirect}, "scope": {"users.read tweet.read"},
		"state": {state}, "code_challenge": {oauth2.S256ChallengeFromVerifier(verifier)}, "code_challenge_method": {"S256"},
	}
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Get(x.URL + "/i/oauth2/authorize?" + q.Encode())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	loc, err := url.Parse(resp.Header.Get("Location"))
	if err != nil || resp.StatusCode != http.StatusFound || loc.Query().Get("code") == "" || loc.Query().Get("state") != state {
		t.Fatalf("authorize: %d %s (%v)", resp.StatusCode, resp.Header.Get("Location"), err)
	}
	return loc.Query().Get("code")
}

// linkBody is a POST /profile/x/link body signed by key.
func linkBody(t testing.TB, key *ecdsa.PrivateKey, wallet common.Address, state, code, verifier string, issuedAt int64) map[string]any {
	t.Helper()
	return map[string]any{
		"address": wallet.Hex(), "signature": personalSign(t, key, httpapi.XLinkMessage(wire.Address(wallet), state, 1, issuedAt), false),
		"issuedAt": issuedAt, "state": state, "code": code, "codeVerifier": verifier, "redirectUri": xRedirect,
	}
}

func TestProfileXLink(t *testing.T) {
	x := newXServer(t)
	env := chaintest.New(t) // a signature that is not the wallet's EOA one is asked to the wallet (ERC-1271)
	h := newHarness(t, func(d *httpapi.Deps) {
		d.Config.X = x.config()
		d.Chain = httpapi.ERC20Caller{Client: env.Client}
	})
	key, w := newKey(t)
	now := t0.Unix()

	t.Run("status", func(t *testing.T) {
		check(t, h.get("/profile/x/status"), want{status: 200,
			body:    fmt.Sprintf(`{"enabled":true,"clientId":"%s","authorizeUrl":"%s/i/oauth2/authorize","scopes":"users.read tweet.read"}`, xClientID, x.URL),
			headers: map[string]string{"Cache-Control": private, "ETag": ""}})
	})

	verifier := oauth2.GenerateVerifier()
	code := x.authorize(t, "state-1", verifier)
	t.Run("a bad signature is refused before the code is spent", func(t *testing.T) {
		other, _ := newKey(t)
		check(t, h.postJSON("/profile/x/link", linkBody(t, other, w, "state-1", code, verifier, now)),
			want{status: 403, body: `{"error":"signature is not the wallet's"}`, headers: errorHeaders()})
		// The state is in the signed text: a signature for another state fails.
		b := linkBody(t, key, w, "state-2", code, verifier, now)
		b["state"] = "state-1"
		check(t, h.postJSON("/profile/x/link", b), want{status: 403, body: `{"error":"signature is not the wallet's"}`, headers: errorHeaders()})
	})
	t.Run("linked", func(t *testing.T) {
		check(t, h.postJSON("/profile/x/link", linkBody(t, key, w, "state-1", code, verifier, now)), want{status: 200,
			body: profileJSON(w, "null", `"neo_cat"`, true), headers: noStoreJSON})
		check(t, h.get("/profile/"+lower(w)), want{status: 200, body: profileJSON(w, "null", `"neo_cat"`, true)})
		var id string
		if err := h.db.Pool.QueryRow(context.Background(), `SELECT x_user_id FROM profiles WHERE address = $1`, w.Bytes()).Scan(&id); err != nil || id != x.user {
			t.Errorf("x_user_id = %q (%v), want %q", id, err, x.user)
		}
	})
	t.Run("failing exchange 502, nothing written", func(t *testing.T) {
		key2, w2 := newKey(t)
		v := oauth2.GenerateVerifier()
		c := x.authorize(t, "state-3", v)
		check(t, h.postJSON("/profile/x/link", linkBody(t, key2, w2, "state-3", c, oauth2.GenerateVerifier(), now)), // the wrong verifier
			want{status: 502, body: `{"error":"X code exchange failed"}`, headers: errorHeaders()})
		check(t, h.postJSON("/profile/x/link", linkBody(t, key2, w2, "state-3", "not-a-code", v, now+1)),
			want{status: 502, body: `{"error":"X code exchange failed"}`, headers: errorHeaders()})
		check(t, h.get("/profile/"+lower(w2)), want{status: 200, body: profileJSON(w2, "null", "null", false)})
	})
	t.Run("failing user read 502", func(t *testing.T) {
		cfg := x.config()
		cfg.UserURL = x.URL + "/2/users/broken"
		h2 := newHarness(t, func(d *httpapi.Deps) { d.Config.X = cfg })
		v := oauth2.GenerateVerifier()
		check(t, h2.postJSON("/profile/x/link", linkBody(t, key, w, "state-4", x.authorize(t, "state-4", v), v, now)),
			want{status: 502, body: `{"error":"X account read failed"}`, headers: errorHeaders()})
	})
	t.Run("malformed 400", func(t *testing.T) {
		for name, edit := range map[string]func(map[string]any) (string, any){
			"no state":       func(map[string]any) (string, any) { return "state", "" },
			"state newline":  func(map[string]any) (string, any) { return "state", "a\nb" },
			"no code":        func(map[string]any) (string, any) { return "code", "" },
			"short verifier": func(map[string]any) (string, any) { return "codeVerifier", "abc" },
			"relative uri":   func(map[string]any) (string, any) { return "redirectUri", "/x/callback" },
		} {
			t.Run(name, func(t *testing.T) {
				b := linkBody(t, key, w, "s", "c", verifier, now)
				k, v := edit(b)
				b[k] = v
				if rec := h.postJSON("/profile/x/link", b); rec.Code != 400 {
					t.Errorf("status %d %s, want 400", rec.Code, rec.Body)
				}
			})
		}
	})
	t.Run("unlink", func(t *testing.T) {
		sig := personalSign(t, key, httpapi.XUnlinkMessage(wire.Address(w), 1, now), false)
		body := fmt.Sprintf(`{"address":"%s","signature":"%s","issuedAt":%d}`, lower(w), sig, now)
		check(t, h.postJSON("/profile/x/unlink", body), want{status: 200, body: profileJSON(w, "null", "null", false), headers: noStoreJSON})
		check(t, h.postJSON("/profile/x/unlink", body), want{status: 403, body: `{"error":"signature already used"}`, headers: errorHeaders()})
		check(t, h.get("/profile/"+lower(w)), want{status: 200, body: profileJSON(w, "null", "null", false)})
	})
}

func TestProfileXDisabled(t *testing.T) {
	h := newHarness(t, nil)
	check(t, h.get("/profile/x/status"), want{status: 200,
		body:    `{"enabled":false,"clientId":null,"authorizeUrl":"","scopes":"users.read tweet.read"}`,
		headers: map[string]string{"Cache-Control": private}})
	key, w := newKey(t)
	check(t, h.postJSON("/profile/x/link", linkBody(t, key, w, "s", "code", oauth2.GenerateVerifier(), t0.Unix())),
		want{status: 503, body: `{"error":"X linking is disabled"}`, headers: errorHeaders()})
}
