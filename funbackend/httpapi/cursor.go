package httpapi

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"strings"
)

// cursors signs keyset cursors with HMAC-SHA256, binding each to its route
// scope and the normalized query q, so an edited, forged or re-scoped
// cursor fails (400 bad cursor). The key is per process unless configured,
// so cursors may stop verifying after a restart (spec 7).
type cursors struct{ key []byte }

var b64 = base64.RawURLEncoding

func (cs cursors) mac(scope, q string, payload []byte) []byte {
	m := hmac.New(sha256.New, cs.key)
	m.Write([]byte(scope))
	m.Write([]byte{0})
	m.Write([]byte(q))
	m.Write([]byte{0})
	m.Write(payload)
	return m.Sum(nil)[:16]
}

// sign returns the cursor of position v (any JSON value).
func (cs cursors) sign(scope, q string, v any) string {
	payload, err := json.Marshal(v)
	if err != nil {
		panic(err) // positions are plain structs
	}
	return b64.EncodeToString(payload) + "." + b64.EncodeToString(cs.mac(scope, q, payload))
}

// verify decodes cursor into v; false when it does not verify for scope and q.
func (cs cursors) verify(scope, q, cursor string, v any) bool {
	p, m, ok := strings.Cut(cursor, ".")
	if !ok {
		return false
	}
	payload, err := b64.DecodeString(p)
	if err != nil {
		return false
	}
	sig, err := b64.DecodeString(m)
	if err != nil || !hmac.Equal(sig, cs.mac(scope, q, payload)) {
		return false
	}
	return json.Unmarshal(payload, v) == nil
}
