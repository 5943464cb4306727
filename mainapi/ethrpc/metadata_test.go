package ethrpc_test

import (
	"math/big"
	"testing"

	"github.com/neoswap/neoswap/mainapi/ethrpc"
)

// word is a 32-byte ABI word holding v.
func word(v *big.Int) []byte { return v.FillBytes(make([]byte, 32)) }

// TestParseStringGarbage: symbol() and name() answers are the token's to
// choose; none may panic (an offset or length word near 2^64 wrapped the
// bounds check and sliced out of range, killing the indexer on every
// restart at the same block). Each is nil or a clean string.
func TestParseStringGarbage(t *testing.T) {
	max64 := new(big.Int).SetUint64(^uint64(0))
	cat := func(parts ...[]byte) []byte {
		var out []byte
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	hello := cat(word(big.NewInt(32)), word(big.NewInt(5)), []byte("hello"), make([]byte, 27))
	for name, tc := range map[string]struct {
		out  []byte
		want string // "" means nil
	}{
		"offset 2^64-1":             {cat(word(max64), make([]byte, 32)), ""},
		"offset 2^64-32":            {cat(word(new(big.Int).Sub(max64, big.NewInt(31))), make([]byte, 32)), ""},
		"length 2^64-32 at 0":       {cat(word(new(big.Int).Sub(max64, big.NewInt(31))), make([]byte, 32)), ""},
		"length 2^64-1":             {cat(word(big.NewInt(32)), word(max64)), ""},
		"length past the end":       {cat(word(big.NewInt(32)), word(big.NewInt(33)), make([]byte, 32)), ""},
		"offset past the end":       {cat(word(big.NewInt(64)), make([]byte, 32)), ""},
		"offset beyond 2^64":        {cat(word(new(big.Int).Lsh(big.NewInt(1), 200)), make([]byte, 32)), ""},
		"a string":                  {hello, "hello"},
		"bytes32":                   {cat([]byte("MKR"), make([]byte, 29)), "MKR"},
		"empty":                     {nil, ""},
		"length to the exact end":   {cat(word(big.NewInt(32)), word(big.NewInt(32)), []byte("0123456789abcdef0123456789abcdef")), "0123456789abcdef0123456789abcdef"},
		"length one past exact end": {cat(word(big.NewInt(32)), word(big.NewInt(33)), []byte("0123456789abcdef0123456789abcdef")), ""},
	} {
		t.Run(name, func(t *testing.T) {
			got := ethrpc.ParseString(tc.out)
			switch {
			case tc.want == "" && got != nil:
				t.Errorf("= %q, want nil", *got)
			case tc.want != "" && (got == nil || *got != tc.want):
				t.Errorf("= %v, want %q", got, tc.want)
			}
		})
	}
}
