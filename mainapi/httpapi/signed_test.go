package httpapi_test

import (
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Helpers of the wallet-signed JSON writes' tests (referral_test.go,
// profile_test.go).

// personalSign is what viem's signMessage does with a local account:
// secp256k1 over the EIP-191 hash of the text, v 27/28 (vRaw: 0/1).
func personalSign(t testing.TB, key *ecdsa.PrivateKey, text string, vRaw bool) string {
	t.Helper()
	sig, err := crypto.Sign(accounts.TextHash([]byte(text)), key)
	if err != nil {
		t.Fatal(err)
	}
	if !vRaw {
		sig[64] += 27
	}
	return "0x" + hex.EncodeToString(sig)
}

// postJSON sends a POST from 192.0.2.1 with body (a string is sent as is,
// anything else marshalled) and headers as "Name: value".
func (h *harness) postJSON(path string, body any, headers ...string) *httptest.ResponseRecorder {
	h.t.Helper()
	raw, ok := body.(string)
	if !ok {
		b, err := json.Marshal(body)
		if err != nil {
			h.t.Fatal(err)
		}
		raw = string(b)
	}
	req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(raw))
	req.RemoteAddr = "192.0.2.1:1234"
	req.Header.Set("Content-Type", "application/json")
	for _, kv := range headers {
		k, v, _ := strings.Cut(kv, ":")
		req.Header.Add(k, strings.TrimSpace(v))
	}
	return h.do(req)
}

// lower is an address as the wire shows it.
func lower(a common.Address) string { return strings.ToLower(a.Hex()) }

// newKey is a fresh EOA with no chain presence.
func newKey(t testing.TB) (*ecdsa.PrivateKey, common.Address) {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k, crypto.PubkeyToAddress(k.PublicKey)
}

// noStoreJSON are the headers of a signed write's 200.
var noStoreJSON = map[string]string{"Cache-Control": "no-store", "ETag": "", "Content-Type": "application/json; charset=utf-8"}
