package httpapi_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/mainapi/httpapi"
)

func TestCursorRoundTrip(t *testing.T) {
	k := httpapi.NewCursors([]byte("secret"))
	scope := httpapi.NewCursorScope("/dex/pools", "sort", "tvl", "dir", "desc")
	cur, err := k.Encode(scope, position{TVL: "1.5", Pair: wallet1})
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(cur, "+/=") {
		t.Errorf("cursor %q is not URL-safe", cur)
	}
	var got position
	if err := k.Decode(httpapi.NewCursorScope("/dex/pools", "dir", "desc", "sort", "tvl"), cur, &got); err != nil {
		t.Fatalf("decode under the same scope (other parameter order): %v", err)
	}
	if got != (position{TVL: "1.5", Pair: wallet1}) {
		t.Errorf("position = %+v", got)
	}
	for name, s := range map[string]httpapi.CursorScope{
		"other route":       httpapi.NewCursorScope("/activity", "sort", "tvl", "dir", "desc"),
		"other sort":        httpapi.NewCursorScope("/dex/pools", "sort", "fees24h", "dir", "desc"),
		"missing filter":    httpapi.NewCursorScope("/dex/pools", "sort", "tvl"),
		"extra filter":      httpapi.NewCursorScope("/dex/pools", "sort", "tvl", "dir", "desc", "user", wallet1),
		"value into key":    httpapi.NewCursorScope("/dex/pools", "sort", "tvl\x00dir=desc"),
		"route into params": httpapi.NewCursorScope("/dex/pools\x00sort=tvl", "dir", "desc"),
	} {
		if err := k.Decode(s, cur, &got); !errors.Is(err, httpapi.ErrInvalidCursor) {
			t.Errorf("%s: err = %v, want ErrInvalidCursor", name, err)
		}
	}
	if err := httpapi.NewCursors(nil).Decode(scope, cur, &got); !errors.Is(err, httpapi.ErrInvalidCursor) {
		t.Errorf("random key: err = %v, want ErrInvalidCursor", err)
	}
	if err := k.Decode(scope, strings.Repeat("a", 2000)+"."+"b", &got); !errors.Is(err, httpapi.ErrInvalidCursor) {
		t.Errorf("oversized: err = %v", err)
	}
	// Line breaks, which the base64 decoder would skip, make another
	// spelling of the same cursor: refused (found by FuzzCursorDecode).
	p, m, _ := strings.Cut(cur, ".")
	for _, spelling := range []string{p[:2] + "\n" + p[2:] + "." + m, p + "." + m[:3] + "\r" + m[3:], cur + "\n"} {
		if err := k.Decode(scope, spelling, &got); !errors.Is(err, httpapi.ErrInvalidCursor) {
			t.Errorf("%q: err = %v, want ErrInvalidCursor", spelling, err)
		}
	}
	// A valid cursor whose position does not fit dst is invalid too.
	var n int
	if err := k.Decode(scope, cur, &n); !errors.Is(err, httpapi.ErrInvalidCursor) {
		t.Errorf("wrong shape: err = %v", err)
	}
}

// FuzzCursorDecode: Decode never panics, and accepts exactly the cursors
// Encode issues (a decoded cursor re-encodes to itself).
func FuzzCursorDecode(f *testing.F) {
	k := httpapi.NewCursors([]byte("fuzz"))
	scope := httpapi.NewCursorScope("/activity", "type", "swap")
	for _, p := range []any{position{TVL: "1", Pair: wallet1}, []int64{12, 3}, "x", nil} {
		cur, err := k.Encode(scope, p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(cur)
		f.Add(cur + "=")
		f.Add(strings.ToUpper(cur))
	}
	f.Add("")
	f.Add(".")
	f.Add("e30.")
	f.Add("e30.AAAAAAAAAAAAAAAAAAAAAA")
	f.Fuzz(func(t *testing.T, cur string) {
		var raw json.RawMessage
		if err := k.Decode(scope, cur, &raw); err != nil {
			if !errors.Is(err, httpapi.ErrInvalidCursor) {
				t.Fatalf("err = %v, want ErrInvalidCursor", err)
			}
			return
		}
		again, err := k.Encode(scope, raw)
		if err != nil {
			t.Fatal(err)
		}
		if again != cur {
			t.Fatalf("accepted %q, which Encode writes as %q", cur, again)
		}
	})
}
