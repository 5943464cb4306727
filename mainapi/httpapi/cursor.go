package httpapi

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
)

// ErrInvalidCursor is returned by Cursors.Decode for a cursor that was not
// issued by Encode with this key for this scope: tampered, forged, replayed
// into another route or filter set, or signed by a previous boot's random
// key (spec 9.4). Routes answer it as 403 {error: "invalid cursor"}.
var ErrInvalidCursor = errors.New("httpapi: invalid cursor")

// Cursors signs and verifies keyset cursors. A cursor is
// base64url(JSON position) "." base64url(HMAC-SHA256(key, scope, position)
// truncated to 16 bytes): opaque to clients, bound to its scope, and
// verified before its position is trusted.
type Cursors struct {
	key []byte
}

// maxCursorLen bounds what Decode looks at; real cursors are far shorter.
const maxCursorLen = 1024

const cursorMACLen = 16

// NewCursors returns a signer keyed by secret, or by 32 random bytes when
// secret is empty (cursors then stop verifying after a restart).
func NewCursors(secret []byte) *Cursors {
	if len(secret) == 0 {
		secret = make([]byte, 32)
		if _, err := rand.Read(secret); err != nil {
			panic(fmt.Sprintf("httpapi: cursor key: %v", err)) // crypto/rand never fails on supported platforms
		}
	}
	return &Cursors{key: append([]byte(nil), secret...)}
}

// CursorScope is what a cursor is bound to: the route and the parameters
// that shape its order and filter (sort, dir, filters), in canonical form.
// A cursor decodes only under the scope it was encoded for.
type CursorScope string

// NewCursorScope returns the scope of route (its pattern, e.g. "/dex/pools")
// with params, which are read as key-value pairs; order does not matter and
// empty values count as absent. It panics on an odd number of params.
func NewCursorScope(route string, params ...string) CursorScope {
	if len(params)%2 != 0 {
		panic("httpapi: NewCursorScope wants key-value pairs")
	}
	pairs := make([]string, 0, len(params)/2)
	for i := 0; i < len(params); i += 2 {
		if params[i+1] == "" {
			continue
		}
		// Quoting keeps the form injective whatever the values hold.
		pairs = append(pairs, strconv.Quote(params[i])+"="+strconv.Quote(params[i+1]))
	}
	sort.Strings(pairs)
	return CursorScope(strconv.Quote(route) + " " + strings.Join(pairs, " "))
}

// Encode returns the cursor of position (any JSON-encodable keyset
// position) under scope. It fails only when position does not encode.
func (k *Cursors) Encode(scope CursorScope, position any) (string, error) {
	payload, err := json.Marshal(position)
	if err != nil {
		return "", fmt.Errorf("httpapi: encode cursor: %w", err)
	}
	enc := base64.RawURLEncoding
	return enc.EncodeToString(payload) + "." + enc.EncodeToString(k.mac(scope, payload)), nil
}

// Decode verifies cursor under scope and decodes its position into dst (a
// pointer). Any failure returns ErrInvalidCursor.
func (k *Cursors) Decode(scope CursorScope, cursor string, dst any) error {
	if len(cursor) > maxCursorLen || !cursorAlphabet(cursor) {
		return ErrInvalidCursor
	}
	p, m, ok := strings.Cut(cursor, ".")
	if !ok {
		return ErrInvalidCursor
	}
	enc := base64.RawURLEncoding.Strict()
	payload, err := enc.DecodeString(p)
	if err != nil {
		return ErrInvalidCursor
	}
	mac, err := enc.DecodeString(m)
	if err != nil || !hmac.Equal(mac, k.mac(scope, payload)) {
		return ErrInvalidCursor
	}
	if err := json.Unmarshal(payload, dst); err != nil {
		return ErrInvalidCursor
	}
	return nil
}

// cursorAlphabet reports whether s holds only base64url digits and dots:
// the decoder skips line breaks, which would let one cursor have many
// spellings.
func cursorAlphabet(s string) bool {
	for i := range len(s) {
		c := s[i]
		if !('A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == '.') {
			return false
		}
	}
	return true
}

func (k *Cursors) mac(scope CursorScope, payload []byte) []byte {
	h := hmac.New(sha256.New, k.key)
	h.Write([]byte("neoswap-cursor-v1\x00"))
	h.Write([]byte(scope))
	h.Write([]byte{0})
	h.Write(payload)
	return h.Sum(nil)[:cursorMACLen]
}

// cursorScope is the scope of the request's route (its pattern) with the
// values of the query parameters names (sort, dir, filters).
func cursorScope(c *gin.Context, names ...string) CursorScope {
	kv := make([]string, 0, 2*len(names))
	for _, n := range names {
		kv = append(kv, n, c.Query(n))
	}
	return NewCursorScope(c.FullPath(), kv...)
}

// cursorParam decodes the request's `cursor` query parameter under scope
// into dst. ok is false when there is none (the first page); an invalid
// cursor returns ErrInvalidCursor, which answers 403 {error: invalid cursor}.
func (s *server) cursorParam(c *gin.Context, scope CursorScope, dst any) (ok bool, err error) {
	raw := c.Query("cursor")
	if raw == "" {
		return false, nil
	}
	if err := s.cursors.Decode(scope, raw, dst); err != nil {
		return false, err
	}
	return true, nil
}
