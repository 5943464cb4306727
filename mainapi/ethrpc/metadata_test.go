package ethrpc_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

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

// TestTokenMetadataNodeErrors: a call the token reverted leaves its field
// nil, while a call the node refused (rate limited, overloaded) fails the
// read so that it is retried: taken for a revert, it stored the token's
// symbol, name and decimals as nil for good.
func TestTokenMetadataNodeErrors(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		answer  string
		wantErr bool
	}{
		{`error:{"code":3,"message":"execution reverted","data":"0x"}`, false},
		{`error:{"code":-32000,"message":"execution reverted"}`, false},
		{`error:{"code":-32005,"message":"limit exceeded"}`, true},
		{`error:{"code":-32603,"message":"internal error"}`, true},
		{`error:{"code":-32000,"message":"header not found"}`, true},
	} {
		srv := fakeNode(func(string, []any) string { return tc.answer })
		src, err := ethrpc.Dial(ctx, srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		md, err := src.TokenMetadata(ctx, common.HexToAddress("0x1"))
		if (err != nil) != tc.wantErr {
			t.Errorf("%s: err = %v, want an error %v", tc.answer, err, tc.wantErr)
		}
		if err == nil && (md.Symbol != nil || md.Name != nil || md.Decimals != nil) {
			t.Errorf("%s: metadata %+v, want none", tc.answer, md)
		}
		src.Close()
		srv.Close()
	}
}
