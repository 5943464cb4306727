package httpapi_test

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// signLogo is an independent signer of the upload (docs/logo.md): the
// documented text, EIP-191 personal_sign hash, secp256k1 signature with v
// 27/28 (vRaw: 0/1).
func signLogo(t testing.TB, key *ecdsa.PrivateKey, chainID uint64, token string, body []byte, expires int64, vRaw bool) string {
	t.Helper()
	sum := sha256.Sum256(body)
	msg := fmt.Sprintf("NeoSwap logo upload\nchain: %d\ntoken: %s\nsha256: %s\nexpires: %d",
		chainID, strings.ToLower(token), hex.EncodeToString(sum[:]), expires)
	sig, err := crypto.Sign(accounts.TextHash([]byte(msg)), key)
	if err != nil {
		t.Fatal(err)
	}
	if !vRaw {
		sig[64] += 27
	}
	return "0x" + hex.EncodeToString(sig)
}

// upload is one POST of the logo route from 192.0.2.1: body with
// Content-Type ctype and the two signed headers (skipped when "").
type upload struct {
	token, ctype, sig, expires string
	body                       []byte
	chunked                    bool // no Content-Length
	extra                      []string
}

func (h *harness) post(u upload) *httptest.ResponseRecorder {
	h.t.Helper()
	req := httptest.NewRequest(http.MethodPost, logoPath(u.token), bytes.NewReader(u.body))
	if u.chunked {
		req.ContentLength = -1
		req.Body = io.NopCloser(bytes.NewReader(u.body))
	}
	req.RemoteAddr = "192.0.2.1:1234"
	if u.ctype != "" {
		req.Header.Set("Content-Type", u.ctype)
	}
	if u.sig != "" {
		req.Header.Set(httpapi.LogoSignatureHeader, u.sig)
	}
	if u.expires != "" {
		req.Header.Set(httpapi.LogoExpiresHeader, u.expires)
	}
	for _, kv := range u.extra {
		k, v, _ := strings.Cut(kv, ":")
		req.Header.Add(k, strings.TrimSpace(v))
	}
	return h.do(req)
}

func uploaded(token string, body []byte) string {
	sum := sha256.Sum256(body)
	return fmt.Sprintf(`{"token":"%s","sha256":"%s","bytes":%d}`, strings.ToLower(token), hex.EncodeToString(sum[:]), len(body))
}

func uploadError(status int, msg string) want {
	return want{status: status, body: `{"error":"` + msg + `"}`, headers: errorHeaders()}
}

func TestLogoUpload(t *testing.T) {
	env := chaintest.New(t)
	f := env.Deployment.File()
	reg := bindings.NewCreatorFeeRegistry()
	register := func(token, creator common.Address) {
		t.Helper()
		tx, err := bind.Transact(reg.Instance(env.Client, f.Addresses.CreatorFeeRegistry), env.TxOpts(0), reg.PackRegister(token, creator, big.NewInt(0)))
		env.MustTransact(t, tx, err)
	}
	// Tokens launched outside the curve, registered by the registry's owner.
	creator, stranger := env.Accounts[3], env.Accounts[5]
	tokenEOA, tokenWallet, tokenIndexed := tokenN(501), tokenN(502), tokenN(503)
	register(common.HexToAddress(tokenEOA), creator.Address)
	register(common.HexToAddress(tokenWallet), env.Deployment.ERC1271Wallet) // owned by Accounts[0]
	register(common.HexToAddress(tokenIndexed), creator.Address)
	// A launch venue coin: registered by the curve with its creator.
	coin, _ := env.Launch(t, 3, bindings.ILaunchpadCurveLaunchArgs{Name: "Logo Cat", Symbol: "LCAT"}, nil)
	if got := chaintest.Call(t, env, f.Addresses.CreatorFeeRegistry, reg.PackCreatorOf(coin), reg.UnpackCreatorOf); got != creator.Address {
		t.Fatalf("curve coin creator %s, want %s", got.Hex(), creator.Address.Hex())
	}

	backend := newLaunchBackend(t) // answers 404 no image for every token
	h := newHarness(t, func(d *httpapi.Deps) {
		d.Deployment = &f
		d.Chain = httpapi.ERC20Caller{Client: env.Client}
		d.Config.LaunchBackendURL = backend.url()
	})
	// A coin the indexer knows (a neofun_coins row) is refused from the
	// database alone, whatever the chain says.
	h.exec(`INSERT INTO neofun_coins (address, name, symbol, creator, timestamp, created_block, status,
		volume_all_usd, fees_all_usd, trades, real_eth) VALUES (decode($1, 'hex'), 'Indexed', 'IDX', decode($2, 'hex'), 1, 1, 'bonding', 0, 0, 0, 0)`,
		tokenIndexed[2:], strings.ToLower(creator.Address.Hex()[2:]))

	now := h.clock.Now().Unix()
	exp := fmt.Sprint(now + 600)
	pngA, pngB := pngOf(t, 64, 64, false), pngOf(t, 48, 32, false)
	signed := func(key *ecdsa.PrivateKey, token string, body []byte, expires int64) upload {
		return upload{token: token, ctype: "image/png", body: body, expires: fmt.Sprint(expires),
			sig: signLogo(t, key, 1, token, body, expires, false)}
	}

	t.Run("creator's EOA signature replaces the logo", func(t *testing.T) {
		check(t, h.get(logoPath(tokenEOA)), noLogo) // remembered miss
		check(t, h.post(signed(creator.Key, tokenEOA, pngA, now+600)), want{status: 201, body: uploaded(tokenEOA, pngA),
			headers: map[string]string{"Cache-Control": "no-store", "ETag": "", "Content-Type": "application/json; charset=utf-8"}})
		rec := h.get(logoPath(tokenEOA))
		check(t, rec, want{status: 200, body: string(pngA), headers: logoHeaders("image/png", len(pngA))})
		etagA := rec.Header().Get("ETag")

		// A second upload (v 0/1, checksummed path) replaces it: new bytes, new ETag.
		up := upload{token: "0x" + strings.ToUpper(tokenEOA[2:]), ctype: "image/png", body: pngB, expires: exp,
			sig: signLogo(t, creator.Key, 1, tokenEOA, pngB, now+600, true)}
		check(t, h.post(up), want{status: 201, body: uploaded(tokenEOA, pngB), headers: map[string]string{"Cache-Control": "no-store"}})
		rec = h.get(logoPath(tokenEOA), "If-None-Match: "+etagA)
		check(t, rec, want{status: 200, body: string(pngB), headers: logoHeaders("image/png", len(pngB))})
		if etagB := rec.Header().Get("ETag"); etagB == etagA || etagB == "" {
			t.Errorf("ETag after the replacement = %q, was %q", etagB, etagA)
		}
		if n := backend.hitsOf(imagePath(tokenEOA)); n != 1 {
			t.Errorf("launch backend saw %d requests, want 1 (before the upload)", n)
		}
		var source string
		if err := h.db.Pool.QueryRow(t.Context(), `SELECT source FROM token_logos WHERE token = decode($1, 'hex')`, tokenEOA[2:]).Scan(&source); err != nil {
			t.Fatal(err)
		}
		if want := "upload:" + strings.ToLower(creator.Address.Hex()); source != want {
			t.Errorf("source = %q, want %q", source, want)
		}
	})

	t.Run("webp", func(t *testing.T) {
		up := signed(creator.Key, tokenEOA, webp1x1, now+60)
		up.ctype = "image/webp"
		check(t, h.post(up), want{status: 201, body: uploaded(tokenEOA, webp1x1)})
		check(t, h.get(logoPath(tokenEOA)), want{status: 200, body: string(webp1x1), headers: logoHeaders("image/webp", len(webp1x1))})
	})

	t.Run("smart account creator (ERC-1271)", func(t *testing.T) {
		check(t, h.post(signed(env.Accounts[0].Key, tokenWallet, pngA, now+600)), want{status: 201, body: uploaded(tokenWallet, pngA),
			headers: map[string]string{"Cache-Control": "no-store"}})
		check(t, h.get(logoPath(tokenWallet)), want{status: 200, body: string(pngA)})
		check(t, h.post(signed(stranger.Key, tokenWallet, pngB, now+600)), uploadError(403, "signature is not the token creator's"))
		check(t, h.get(logoPath(tokenWallet)), want{status: 200, body: string(pngA)})
	})

	jpegBody := jpegOf(t)
	oversize := pngOf(t, 512, 512, true)
	tampered := signed(creator.Key, tokenEOA, pngA, now+600)
	tampered.body = pngOf(t, 64, 64, true)
	otherChain := signed(creator.Key, tokenEOA, pngA, now+600)
	otherChain.sig = signLogo(t, creator.Key, 5, tokenEOA, pngA, now+600, false)
	otherToken := signed(creator.Key, tokenEOA, pngA, now+600)
	otherToken.token = tokenWallet
	garbage := signed(creator.Key, tokenEOA, pngA, now+600)
	garbage.sig = "0x" + strings.Repeat("ab", 64) + "05" // v out of range
	webpAsPNG := signed(creator.Key, tokenEOA, webp1x1, now+600)
	gif := signed(creator.Key, tokenEOA, pngA, now+600)
	gif.ctype = "image/gif"
	noType := signed(creator.Key, tokenEOA, pngA, now+600)
	noType.ctype = ""
	chunked := signed(creator.Key, tokenEOA, oversize, now+600)
	chunked.chunked = true
	badAddr := signed(creator.Key, tokenEOA, pngA, now+600)
	badAddr.token = "0x123"
	for _, tc := range []struct {
		name string
		up   upload
		want want
	}{
		{"wrong signer", signed(stranger.Key, tokenEOA, pngA, now+600), uploadError(403, "signature is not the token creator's")},
		{"tampered body", tampered, uploadError(403, "signature is not the token creator's")},
		{"signed for another chain", otherChain, uploadError(403, "signature is not the token creator's")},
		{"signed for another token", otherToken, uploadError(403, "signature is not the token creator's")},
		{"expired", signed(creator.Key, tokenEOA, pngA, now-1), uploadError(403, "signature expired")},
		{"expiry too far ahead", signed(creator.Key, tokenEOA, pngA, now+601), uploadError(403, "expiry more than 600 seconds ahead")},
		{"garbage 65 bytes", garbage, uploadError(403, "signature is not the token creator's")},
		{"no signature", upload{token: tokenEOA, ctype: "image/png", body: pngA, expires: exp}, uploadError(400, "missing or malformed X-Logo-Signature")},
		{"signature not hex", upload{token: tokenEOA, ctype: "image/png", body: pngA, expires: exp, sig: "0xzz"}, uploadError(400, "missing or malformed X-Logo-Signature")},
		{"signature without 0x", upload{token: tokenEOA, ctype: "image/png", body: pngA, expires: exp, sig: strings.Repeat("ab", 65)}, uploadError(400, "missing or malformed X-Logo-Signature")},
		{"signature odd length", upload{token: tokenEOA, ctype: "image/png", body: pngA, expires: exp, sig: "0xabc"}, uploadError(400, "missing or malformed X-Logo-Signature")},
		{"no expiry", upload{token: tokenEOA, ctype: "image/png", body: pngA, sig: signLogo(t, creator.Key, 1, tokenEOA, pngA, now+600, false)}, uploadError(400, "missing or malformed X-Logo-Expires")},
		{"expiry not a number", upload{token: tokenEOA, ctype: "image/png", body: pngA, expires: "soon", sig: signLogo(t, creator.Key, 1, tokenEOA, pngA, now+600, false)}, uploadError(400, "missing or malformed X-Logo-Expires")},
		{"oversize", signed(creator.Key, tokenEOA, oversize, now+600), uploadError(413, "logo over 262144 bytes")},
		{"oversize chunked", chunked, uploadError(413, "logo over 262144 bytes")},
		{"over 512 wide", signed(creator.Key, tokenEOA, pngOf(t, 513, 4, false), now+600), uploadError(400, "invalid logo: 513x4 is over 512x512")},
		{"jpeg", signed(creator.Key, tokenEOA, jpegBody, now+600), uploadError(400, "invalid logo: format jpeg")},
		{"empty", signed(creator.Key, tokenEOA, nil, now+600), uploadError(400, "invalid logo: empty")},
		{"truncated png", signed(creator.Key, tokenEOA, pngA[:len(pngA)-40], now+600), uploadError(400, "invalid logo: undecodable png")},
		{"webp labelled png", webpAsPNG, uploadError(400, "invalid logo: Content-Type image/png but the body is image/webp")},
		{"gif content type", gif, uploadError(400, "Content-Type must be image/png or image/webp")},
		{"no content type", noType, uploadError(400, "Content-Type must be image/png or image/webp")},
		{"invalid address", badAddr, uploadError(400, "invalid token address")},
		{"curve coin (chain)", signed(creator.Key, strings.ToLower(coin.Hex()), pngA, now+600), uploadError(403, "launch venue coin: its logo comes from the launch app")},
		{"curve coin (indexed)", signed(creator.Key, tokenIndexed, pngA, now+600), uploadError(403, "launch venue coin: its logo comes from the launch app")},
		{"unknown token", signed(creator.Key, tokenN(999), pngA, now+600), uploadError(403, "token has no registered creator")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			check(t, h.post(tc.up), tc.want)
		})
	}

	t.Run("refused uploads stored nothing", func(t *testing.T) {
		check(t, h.get(logoPath(tokenEOA)), want{status: 200, body: string(webp1x1)})
		for _, tok := range []string{strings.ToLower(coin.Hex()), tokenIndexed, tokenN(999)} {
			var n int
			if err := h.db.Pool.QueryRow(t.Context(), `SELECT count(*) FROM token_logos WHERE token = decode($1, 'hex')`, tok[2:]).Scan(&n); err != nil || n != 0 {
				t.Errorf("%s: %d rows (%v)", tok, n, err)
			}
		}
	})

	t.Run("no chain client: 503", func(t *testing.T) {
		off := newHarness(t, func(d *httpapi.Deps) { d.Deployment = &f })
		check(t, off.post(signed(creator.Key, tokenEOA, pngA, now+600)), want{status: 503, body: `{"error":"chain reads unavailable"}`,
			headers: errorHeaders("Retry-After", "5")})
	})

	t.Run("chain read fails: 503", func(t *testing.T) {
		client, err := ethclient.Dial("http://127.0.0.1:1") // nothing listens: every read fails
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(client.Close)
		down := newHarness(t, func(d *httpapi.Deps) { d.Deployment = &f; d.Chain = httpapi.ERC20Caller{Client: client} })
		check(t, down.post(signed(creator.Key, tokenEOA, pngA, now+600)), want{status: 503, body: `{"error":"chain reads unavailable"}`,
			headers: errorHeaders("Retry-After", "5")})
	})

	t.Run("CORS", func(t *testing.T) {
		preflight := func(origin string) *httptest.ResponseRecorder {
			req := httptest.NewRequest(http.MethodOptions, logoPath(tokenEOA), nil)
			req.RemoteAddr = "192.0.2.1:1234"
			req.Header.Set("Origin", origin)
			req.Header.Set("Access-Control-Request-Method", "POST")
			req.Header.Set("Access-Control-Request-Headers", "content-type, x-logo-signature, x-logo-expires")
			return h.do(req)
		}
		check(t, preflight("https://evil.example"), want{status: 403, body: `{"error":"origin not allowed"}`,
			headers: errorHeaders("Access-Control-Allow-Origin", "")})
		check(t, preflight("https://app.example"), want{status: 204, headers: map[string]string{
			"Access-Control-Allow-Origin":  "https://app.example",
			"Access-Control-Allow-Methods": "GET, POST, OPTIONS",
			"Access-Control-Allow-Headers": "content-type, x-logo-signature, x-logo-expires",
			"Cache-Control":                "no-store",
		}})
		// A POST (sent by a non-browser client) is answered, readable only by the app.
		up := signed(stranger.Key, tokenEOA, pngA, now+600)
		up.extra = []string{"Origin: https://evil.example"}
		check(t, h.post(up), want{status: 403, body: `{"error":"signature is not the token creator's"}`,
			headers: errorHeaders("Access-Control-Allow-Origin", "")})
	})

	t.Run("not in /openapi.json, listed in docs/api.md", func(t *testing.T) {
		checkLogoUnpublished(t, h, "| POST | `/launchpad/token/{address}/logo` |")
	})
}

// TestLogoUploadRateLimit: the upload spends the /launchpad/* bucket with
// the GET.
func TestLogoUploadRateLimit(t *testing.T) {
	h := newHarness(t, func(d *httpapi.Deps) {
		d.Config.RateLimit = mainapi.RateLimit{Burst: 100, PerSecond: 100}
		d.Config.LaunchpadRateLimit = mainapi.RateLimit{Burst: 2, PerSecond: 0.5}
	})
	check(t, h.get(logoPath(tokenN(1))), noLogo)
	check(t, h.post(upload{token: tokenN(1), ctype: "image/png", body: []byte("x")}), uploadError(400, "missing or malformed X-Logo-Signature"))
	check(t, h.post(upload{token: tokenN(1), ctype: "image/png", body: []byte("x")}),
		want{status: 429, body: `{"error":"rate limited"}`, headers: errorHeaders("Retry-After", "2")})
	h.clock.Advance(2 * time.Second)
	check(t, h.post(upload{token: tokenN(1), ctype: "image/png", body: []byte("x")}), uploadError(400, "missing or malformed X-Logo-Signature"))
}
