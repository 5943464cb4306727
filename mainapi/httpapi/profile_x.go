package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
	"unicode"

	"github.com/gin-gonic/gin"
	"golang.org/x/oauth2"

	"github.com/neoswap/neoswap/mainapi"
)

// The X account link (spec 4.6): GET /profile/x/status tells the web app
// whether linking is on and how to start X's OAuth 2.0 authorization code
// flow with PKCE; POST /profile/x/link takes the code the authorization
// returned, with the PKCE verifier and a wallet signature over the flow's
// state, exchanges it (golang.org/x/oauth2) and reads the account from the
// user endpoint, shaped like X's GET /2/users/me. The wallet signs first:
// a code is spent only for a wallet that proved itself (docs/profiles.md).

// xTimeout bounds the exchange and the user read of one link.
const xTimeout = 10 * time.Second

// Bounds of the link's OAuth fields.
const (
	xStateMaxChars = 256  // the state goes into the signed text
	xFieldMaxChars = 2048 // code and redirectUri
)

type xStatusBody struct {
	Enabled      bool    `json:"enabled" doc:"false until X_CLIENT_ID, X_AUTHORIZE_URL, X_TOKEN_URL and X_USER_URL are set"`
	ClientID     *string `json:"clientId" doc:"the OAuth client id for the authorize URL; null while disabled"`
	AuthorizeURL string  `json:"authorizeUrl" doc:"X's OAuth 2.0 authorize endpoint (X_AUTHORIZE_URL)"`
	Scopes       string  `json:"scopes" doc:"space-separated scopes to request (X_SCOPES)"`
}

type xLinkRequest struct {
	Address      string `json:"address" doc:"the signing wallet, 0x + 40 hex, any case"`
	Signature    string `json:"signature" doc:"0x hex of the wallet's EIP-191 personal_sign of the link text"`
	IssuedAt     *int64 `json:"issuedAt" doc:"Unix seconds written in the signed text: at most 600 s old, at most 60 s ahead of the server's clock"`
	State        string `json:"state" doc:"the state parameter of the authorization (1 to 256 printable characters), also in the signed text"`
	Code         string `json:"code" doc:"the authorization code X returned to redirectUri"`
	CodeVerifier string `json:"codeVerifier" doc:"the PKCE code_verifier whose S256 challenge the authorization carried (RFC 7636: 43 to 128 characters)"`
	RedirectURI  string `json:"redirectUri" doc:"the redirect_uri of the authorization, exactly"`
}

// xUser is the user endpoint's answer, as X shapes GET /2/users/me.
type xUser struct {
	Data struct {
		ID       string `json:"id"`
		Username string `json:"username"`
	} `json:"data"`
}

var (
	errXDisabled = &Error{Status: http.StatusServiceUnavailable, Message: "X linking is disabled"}
	errXExchange = errorf(http.StatusBadGateway, "X code exchange failed")
	errXUser     = errorf(http.StatusBadGateway, "X account read failed")
)

// xLinker is the OAuth client of the link.
type xLinker struct {
	cfg    mainapi.XConfig
	client *http.Client // the exchange's and the user read's HTTP client
}

// DefaultXScopes are the scopes asked for when the configuration names none.
const DefaultXScopes = "users.read tweet.read"

func newXLinker(cfg mainapi.XConfig) *xLinker {
	if cfg.Scopes == "" {
		cfg.Scopes = DefaultXScopes
	}
	return &xLinker{cfg: cfg, client: &http.Client{Timeout: xTimeout}}
}

func (x *xLinker) status() xStatusBody {
	b := xStatusBody{Enabled: x.cfg.Enabled(), AuthorizeURL: x.cfg.AuthorizeURL, Scopes: x.cfg.Scopes}
	if b.Enabled {
		id := x.cfg.ClientID
		b.ClientID = &id
	}
	return b
}

// account exchanges code (PKCE verifier) for a token and reads the
// account's id and username; any failure of the exchange is errXExchange,
// of the read errXUser.
func (x *xLinker) account(ctx context.Context, code, verifier, redirectURI string) (id, username string, err error) {
	ctx, cancel := context.WithTimeout(context.WithValue(ctx, oauth2.HTTPClient, x.client), xTimeout)
	defer cancel()
	conf := &oauth2.Config{
		ClientID: x.cfg.ClientID, ClientSecret: x.cfg.ClientSecret, RedirectURL: redirectURI,
		Endpoint: oauth2.Endpoint{AuthURL: x.cfg.AuthorizeURL, TokenURL: x.cfg.TokenURL},
		Scopes:   strings.Fields(x.cfg.Scopes),
	}
	tok, err := conf.Exchange(ctx, code, oauth2.VerifierOption(verifier))
	if err != nil {
		return "", "", fmt.Errorf("%w: %w", errXExchange, err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, x.cfg.UserURL, nil)
	if err != nil {
		return "", "", fmt.Errorf("%w: %w", errXUser, err)
	}
	resp, err := conf.Client(ctx, tok).Do(req)
	if err != nil {
		return "", "", fmt.Errorf("%w: %w", errXUser, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", "", fmt.Errorf("%w: status %d", errXUser, resp.StatusCode)
	}
	var u xUser
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&u); err != nil {
		return "", "", fmt.Errorf("%w: %w", errXUser, err)
	}
	if u.Data.ID == "" || !validXUsername(u.Data.Username) {
		return "", "", fmt.Errorf("%w: no id or a malformed username %q", errXUser, u.Data.Username)
	}
	return u.Data.ID, u.Data.Username, nil
}

// validXUsername: X usernames are 1 to 15 letters, digits and underscores;
// anything else is not stored as a handle.
func validXUsername(s string) bool {
	if s == "" || len(s) > 15 {
		return false
	}
	for _, r := range s {
		if !(r == '_' || ('0' <= r && r <= '9') || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z')) {
			return false
		}
	}
	return true
}

func (s *server) xStatusRoute(d Deps) *Route {
	x := newXLinker(d.Config.X)
	body := x.status()
	return &Route{
		Path: "/profile/x/status", Summary: "whether X account linking is enabled, and the OAuth client id, authorize URL and scopes to start it",
		Tier: TierPrivate, ETag: ETagNone, Response: xStatusBody{},
		Handle: func(*gin.Context) (any, error) { return body, nil },
	}
}

func (s *server) xLinkRoute(d Deps) *Route {
	x, signer := newXLinker(d.Config.X), walletSigner{caller: callerOf(d.Chain)}
	return &Route{
		Method: http.MethodPost, Path: "/profile/x/link",
		Summary: "link the X account of an OAuth 2.0 authorization code (PKCE) to the wallet's profile; wallet-signed, see the description",
		Description: "Start X's authorization code flow with PKCE (S256) from `/profile/x/status` (`authorizeUrl`, `clientId`, `scopes`, your " +
			"`redirect_uri` and a fresh `state`), then send the returned `code` with the `codeVerifier`, the same `redirectUri` and `state`, " +
			"and the wallet's personal_sign (EIP-191) of this text (same rules as `/profile/pfp`: once, within 600 s of `issuedAt`; EOA or " +
			"ERC-1271):\n\n" + xLinkTemplate + "\n\n" +
			"The signature is checked first (403); then the code is exchanged at `X_TOKEN_URL` and the account read from `X_USER_URL` " +
			"(`{\"data\":{\"id\",\"username\"}}`); either failing is a 502. 503 while linking is disabled. 200 is the profile with " +
			"`xHandle` the username and `xVerified: true`.",
		Tier: tierNoStore, ETag: ETagNone, Errors: []int{400, 403, 413, 502},
		Request: xLinkRequest{}, Response: profileBody{},
		Handle: func(c *gin.Context) (any, error) { return s.linkX(c, x, signer) },
		Reads:  reads[profileStore]("SignedDigestUsed", "WriteProfile"),
	}
}

func (s *server) linkX(c *gin.Context, x *xLinker, signer walletSigner) (any, error) {
	if !x.cfg.Enabled() {
		return nil, errXDisabled
	}
	var req xLinkRequest
	if err := readSignedBody(c, &req); err != nil {
		return nil, err
	}
	wallet, sig, err := profileEnvelope(req.Address, req.Signature)
	if err != nil {
		return nil, err
	}
	if err := checkXFields(req); err != nil {
		return nil, err
	}
	now := s.now()
	if err := checkIssuedAt(req.IssuedAt, now); err != nil {
		return nil, err
	}
	digest := signedDigest(XLinkMessage(wallet, req.State, s.cfg.ChainID, *req.IssuedAt))
	if err := s.authorizeProfileWrite(c, signer, wallet, digest, sig, headBlock(c), now); err != nil {
		return nil, err
	}
	id, username, err := x.account(c.Request.Context(), req.Code, req.CodeVerifier, req.RedirectURI)
	if err != nil {
		s.log.Warn("X link failed", "wallet", wallet.String(), "err", err)
		if errors.Is(err, errXExchange) {
			return nil, errXExchange
		}
		return nil, errXUser
	}
	return s.writeProfile(c, mainapi.ProfileChange{Address: wallet, SetX: true, XHandle: &username, XUserID: &id}, digest, *req.IssuedAt, now)
}

// checkXFields checks the OAuth fields of a link body (400 naming the field).
func checkXFields(req xLinkRequest) error {
	switch {
	case req.State == "" || len([]rune(req.State)) > xStateMaxChars || strings.ContainsFunc(req.State, func(r rune) bool {
		return unicode.IsControl(r) || unicode.Is(unicode.Cf, r)
	}):
		return errorf(http.StatusBadRequest, "state must be 1 to 256 printable characters")
	case req.Code == "" || len(req.Code) > xFieldMaxChars:
		return errorf(http.StatusBadRequest, "missing or oversized code")
	case !validVerifier(req.CodeVerifier):
		return errorf(http.StatusBadRequest, "codeVerifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~")
	}
	u, err := url.Parse(req.RedirectURI)
	if err != nil || len(req.RedirectURI) > xFieldMaxChars || u.Scheme == "" || u.Host == "" {
		return errorf(http.StatusBadRequest, "redirectUri must be an absolute URL")
	}
	return nil
}

// validVerifier: RFC 7636 4.1, 43 to 128 unreserved characters.
func validVerifier(v string) bool {
	if len(v) < 43 || len(v) > 128 {
		return false
	}
	for _, r := range v {
		if !(r == '-' || r == '.' || r == '_' || r == '~' || ('0' <= r && r <= '9') || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z')) {
			return false
		}
	}
	return true
}
