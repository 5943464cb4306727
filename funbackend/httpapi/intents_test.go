package httpapi_test

import (
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/launch"
	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/devnettest"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
)

// signTyped signs in with go-ethereum's EIP-712 implementation (apitypes),
// as a wallet's eth_signTypedData_v4 would.
func signTyped(t *testing.T, env *devnettest.Env, signer int, in launch.Intent) string {
	t.Helper()
	digest, _, err := apitypes.TypedDataAndHash(in.TypedData(env.Chain.IntentDomain()))
	if err != nil {
		t.Fatal(err)
	}
	sig, err := crypto.Sign(digest, env.Chain.Accounts[signer].Key)
	if err != nil {
		t.Fatal(err)
	}
	sig[64] += 27
	return hexutil.Encode(sig)
}

func intentJSON(in launch.Intent, sig, metadata string) string {
	b, _ := json.Marshal(map[string]any{
		"intent": map[string]string{
			"creator": in.Creator.Hex(), "submitter": in.Submitter.Hex(), "name": in.Name, "symbol": in.Symbol,
			"metadataHash": in.MetadataHash.Hex(), "salt": in.Salt.String(), "nonce": in.Nonce.String(),
			"deadline": in.Deadline.String(), "feeRecipient": in.FeeRecipient.Hex(),
		},
		"signature": sig,
		"metadata":  metadata,
	})
	return string(b)
}

func post(r *gin.Engine, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodPost, base+"/intents", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, req)
	return rec
}

func TestIntents(t *testing.T) {
	env := devnettest.New(t)
	d := env.Chain.Deployment
	r := httpapi.NewRouter(httpapi.Deps{
		BasePath: base, ChainID: 1, DB: env.DB, Curve: d.LaunchpadCurve,
		Addresses: httpapi.Addresses{TokenImplementation: d.LaunchpadTokenImpl},
		Nonces:    chain.NewNonces(env.Chain.Client, d.LaunchpadCurve, env.Clock),
		Limiter:   ratelimit.New(funbackend.Limits{IntentWrites: 8}, env.DB, env.Clock, nil),
		EthUsd:    func() (float64, bool) { return 3000, true },
		Now:       env.Clock,
	})
	h := &harness{env: env, r: r}
	creator := env.Chain.Accounts[5].Address
	meta := `{"description":"a stream cat", "image":"data:image/png;base64,iVBORw0KGgo="}`
	in := launch.Intent{
		Creator: creator, Name: "Intent Cat", Symbol: "ICAT", MetadataHash: launch.MetadataHash([]byte(meta)),
		Salt: big.NewInt(77), Nonce: big.NewInt(0), Deadline: new(big.Int).SetUint64(env.Chain.Head(t).Time + 3600),
		FeeRecipient: creator,
	}
	predicted := strings.ToLower(launch.PredictTokenAddress(d.LaunchpadCurve, d.LaunchpadTokenImpl, creator, in.Salt).Hex())
	sig := signTyped(t, env, 5, in)
	body := intentJSON(in, sig, meta)

	t.Run("refusals", func(t *testing.T) {
		wrongNonce := in
		wrongNonce.Nonce = big.NewInt(3)
		far := in
		far.Deadline = new(big.Int).SetUint64(env.Chain.Head(t).Time + launch.MaxIntentLifetime + 10)
		tests := []struct {
			name, body string
			status     int
			want       string
		}{
			{"not json", "{", 400, `{"error":"bad intent"}`},
			{"hash mismatch", intentJSON(in, sig, meta+" "), 400, `{"error":"metadata hash mismatch"}`},
			{"other signer", intentJSON(in, signTyped(t, env, 6, in), meta), 400, `{"error":"bad signature"}`},
			{"deadline too far", intentJSON(far, signTyped(t, env, 5, far), meta), 400, `{"error":"deadline more than 7 days ahead"}`},
			{"nonce", intentJSON(wrongNonce, signTyped(t, env, 5, wrongNonce), meta), 409, `{"error":"nonce mismatch","nonce":"0"}`},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				rec := post(r, tt.body)
				expect(t, rec, tt.status, "no-store")
				if rec.Body.String() != tt.want {
					t.Errorf("body = %s, want %s", rec.Body.String(), tt.want)
				}
			})
		}
	})
	t.Run("accepted", func(t *testing.T) {
		rec := post(r, body)
		expect(t, rec, 201, "no-store")
		want := fmt.Sprintf(`{"metadataHash":"%s","predictedAddress":"%s"}`, in.MetadataHash.Hex(), predicted)
		if rec.Body.String() != want {
			t.Errorf("body = %s, want %s", rec.Body.String(), want)
		}
		rec = post(r, body)
		expect(t, rec, 409, "no-store")
		if rec.Body.String() != `{"error":"salt collision"}` {
			t.Errorf("repost = %s", rec.Body.String())
		}
	})
	t.Run("pending reads", func(t *testing.T) {
		rec := h.get(t, "/intents/"+predicted)
		expect(t, rec, 200, "no-cache")
		if rec.Body.String() != body {
			t.Errorf("payload not verbatim:\n got %s\nwant %s", rec.Body.String(), body)
		}
		rec = h.get(t, "/tokens")
		b := decodeJSON[board](t, rec)
		if len(b.Pending) != 1 {
			t.Fatalf("pending = %s", rec.Body.String())
		}
		p := b.Pending[0].(map[string]any)
		if p["address"] != predicted || p["nonce"] != "0" || p["has_image"] != float64(1) || p["symbol"] != "ICAT" {
			t.Errorf("pending row = %v", p)
		}
		rec = h.get(t, "/tokens/"+predicted)
		expect(t, rec, 200, "no-cache")
		dt := decodeJSON[map[string]any](t, rec)
		intent, _ := dt["intent"].(map[string]any)
		if dt["pending"] != true || dt["ethUsd"] != float64(3000) || intent["metadata_json"] != meta || intent["signature"] != sig {
			t.Errorf("pending detail = %s", rec.Body.String())
		}
		rec = h.get(t, "/intents/precheck?creator="+creator.Hex()+"&symbol=icat")
		expect(t, rec, 200, "no-store")
		pc := decodeJSON[map[string]any](t, rec)
		if pc["nonce"] != "0" || pc["pendingIntents"] != float64(1) || pc["symbolInUse"] != true || pc["venueLive"] != true {
			t.Errorf("precheck = %s", rec.Body.String())
		}
	})
	t.Run("materialization", func(t *testing.T) {
		raw, _ := hexutil.Decode(sig)
		env.Chain.Send(t, 2, d.LaunchpadCurve, devnettest.Eth(100),
			bindings.NewLaunchpadCurve().PackBuyWithIntent(in.Binding(), raw, new(big.Int)))
		env.Sync(t)
		b := decodeJSON[board](t, h.get(t, "/tokens?q=ICAT")) // a key the 5 s board cache has not seen
		if len(b.Pending) != 0 || len(b.Tokens) != 1 || b.Tokens[0]["address"] != predicted {
			t.Errorf("after buyWithIntent: %d pending, tokens %v", len(b.Pending), b.Tokens)
		}
		dt := decodeJSON[map[string]any](t, h.get(t, "/tokens/"+predicted))
		if dt["pending"] != nil || dt["symbol"] != "ICAT" {
			t.Errorf("detail after materialization = %v", dt)
		}
		// The nonce moved on: the old payload is a stale nonce now.
		rec := post(r, body)
		expect(t, rec, 409, "no-store")
	})
	t.Run("throttled", func(t *testing.T) {
		for range 8 {
			post(r, "{")
		}
		rec := post(r, body)
		expect(t, rec, 429, "no-store")
		// Malformed bodies are charged (the bucket is spent before the body
		// is read); the refusal says when a token is back: at most 75 s at
		// 8 per 600 s.
		if ra, err := strconv.Atoi(rec.Header().Get("Retry-After")); rec.Body.String() != `{"error":"rate limited"}` || err != nil || ra < 1 || ra > 75 {
			t.Errorf("429 body %s Retry-After %q", rec.Body.String(), rec.Header().Get("Retry-After"))
		}
	})
}
