package wire_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"regexp"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/common/wire"
)

// maxUint256 is 2^256 - 1, 78 digits.
const maxUint256 = "115792089237316195423570985008687907853269984665640564039457584007913129639935"

func TestParseWei(t *testing.T) {
	for _, s := range []string{"0", "1", "10", "1000000000000000000", maxUint256, maxUint256 + "0", strings.Repeat("9", 100)} {
		t.Run(s, func(t *testing.T) {
			w, err := wire.ParseWei(s)
			if err != nil {
				t.Fatalf("ParseWei(%q): %v", s, err)
			}
			if got, want := w.String(), s; got != want {
				t.Errorf("String() = %q, want %q", got, want)
			}
			want, _ := new(big.Int).SetString(s, 10)
			if got := w.BigInt(); got.Cmp(want) != 0 {
				t.Errorf("BigInt() = %v, want %v", got, want)
			}
		})
	}
}

func TestParseWeiInvalid(t *testing.T) {
	tests := []struct{ name, in string }{
		{"empty", ""},
		{"negative", "-1"},
		{"negative zero", "-0"},
		{"plus", "+1"},
		{"leading zero", "01"},
		{"double zero", "00"},
		{"fraction", "1.5"},
		{"whole fraction", "1.0"},
		{"trailing dot", "1."},
		{"leading dot", ".5"},
		{"exponent", "1e18"},
		{"upper exponent", "1E18"},
		{"hex", "0x10"},
		{"leading space", " 1"},
		{"trailing space", "1 "},
		{"newline", "1\n"},
		{"underscore", "1_000"},
		{"comma", "1,000"},
		{"float words", "NaN"},
		{"infinity", "Infinity"},
		{"non-ASCII digit", "١"},
		{"too many digits", strings.Repeat("9", 101)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := wire.ParseWei(tt.in)
			if !errors.Is(err, wire.ErrInvalidWei) || !errors.Is(err, wire.ErrInvalid) {
				t.Fatalf("ParseWei(%q) error = %v, want ErrInvalidWei", tt.in, err)
			}
		})
	}
}

func TestNewWei(t *testing.T) {
	x := big.NewInt(42)
	w, err := wire.NewWei(x)
	if err != nil {
		t.Fatal(err)
	}
	x.SetInt64(7) // must not alias w
	if got, want := w.String(), "42"; got != want {
		t.Errorf("after mutating the input: %q, want %q", got, want)
	}
	w.BigInt().SetInt64(9) // must not alias w either
	if got, want := w.String(), "42"; got != want {
		t.Errorf("after mutating BigInt(): %q, want %q", got, want)
	}

	nilWei, err := wire.NewWei(nil)
	if err != nil || !nilWei.IsZero() || nilWei.String() != "0" {
		t.Errorf("NewWei(nil) = %v, %v; want 0", nilWei, err)
	}
	if _, err := wire.NewWei(big.NewInt(-1)); !errors.Is(err, wire.ErrInvalidWei) {
		t.Errorf("NewWei(-1) error = %v, want ErrInvalidWei", err)
	}
	if got, want := wire.WeiFromUint64(1<<64-1).String(), "18446744073709551615"; got != want {
		t.Errorf("WeiFromUint64(max) = %q, want %q", got, want)
	}
	if c := wire.WeiFromUint64(2).Cmp(wire.MustParseWei("10")); c != -1 {
		t.Errorf("Cmp(2, 10) = %d, want -1", c)
	}
	if c := (wire.Wei{}).Cmp(wire.WeiFromUint64(0)); c != 0 {
		t.Errorf("Cmp(zero value, 0) = %d, want 0", c)
	}
}

func TestWeiJSON(t *testing.T) {
	type leaf struct {
		Amount wire.Wei  `json:"amount"`
		Max    wire.Wei  `json:"max"`
		Opt    *wire.Wei `json:"opt"`
	}
	got, err := json.Marshal(leaf{Max: wire.MustParseWei(maxUint256)})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"amount":"0","max":"` + maxUint256 + `","opt":null}`; string(got) != want {
		t.Errorf("Marshal = %s, want %s", got, want)
	}
	var back leaf
	if err := json.Unmarshal(got, &back); err != nil {
		t.Fatal(err)
	}
	if back.Max.String() != maxUint256 || !back.Amount.IsZero() || back.Opt != nil {
		t.Errorf("round trip = %+v", back)
	}

	for _, in := range []string{`1`, `1e18`, `null`, `"1.0"`, `"-1"`, `" 1"`, `""`, `["1"]`} {
		w := wire.WeiFromUint64(5)
		if err := json.Unmarshal([]byte(in), &w); !errors.Is(err, wire.ErrInvalidWei) {
			t.Errorf("Unmarshal(%s) error = %v, want ErrInvalidWei", in, err)
		}
		if w.String() != "5" {
			t.Errorf("Unmarshal(%s) changed the value to %v", in, w)
		}
	}
}

func TestWeiSQL(t *testing.T) {
	tests := []struct {
		src  any
		want string
	}{
		{"123", "123"},
		{[]byte(maxUint256), maxUint256},
		{int64(0), "0"},
		{int64(9223372036854775807), "9223372036854775807"},
	}
	for _, tt := range tests {
		var w wire.Wei
		if err := w.Scan(tt.src); err != nil {
			t.Errorf("Scan(%#v): %v", tt.src, err)
			continue
		}
		if got := w.String(); got != tt.want {
			t.Errorf("Scan(%#v) = %q, want %q", tt.src, got, tt.want)
		}
		v, err := w.Value()
		if err != nil || v != any(tt.want) {
			t.Errorf("Value() = %#v, %v; want %q", v, err, tt.want)
		}
	}
	for _, src := range []any{nil, int64(-1), "1.0", 1.5, "NaN", true} {
		var w wire.Wei
		if err := w.Scan(src); !errors.Is(err, wire.ErrInvalidWei) {
			t.Errorf("Scan(%#v) error = %v, want ErrInvalidWei", src, err)
		}
	}
}

var weiRule = regexp.MustCompile(`^(0|[1-9][0-9]{0,99})$`)

// FuzzParseWei checks ParseWei against the rule written as a regexp, that
// accepted text is already canonical, and that formatting any non-negative
// integer (taken from the fuzz bytes) parses back to it.
func FuzzParseWei(f *testing.F) {
	for _, s := range []string{"0", "1", "1000000000000000000", maxUint256, "", "-1", "+1", "01", "1.0", "1e18", "0x10", " 1", "1 ", "١", strings.Repeat("9", 101)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, err := wire.ParseWei(s)
		if want := weiRule.MatchString(s); (err == nil) != want {
			t.Fatalf("ParseWei(%q) error = %v, want valid = %v", s, err, want)
		}
		if err != nil {
			if !errors.Is(err, wire.ErrInvalidWei) {
				t.Fatalf("ParseWei(%q) error %v does not wrap ErrInvalidWei", s, err)
			}
		} else {
			if got := w.String(); got != s {
				t.Fatalf("ParseWei(%q).String() = %q, want the input", s, got)
			}
			if want, _ := new(big.Int).SetString(s, 10); w.BigInt().Cmp(want) != 0 {
				t.Fatalf("ParseWei(%q) = %v, want %v", s, w.BigInt(), want)
			}
		}

		// Format then parse: any uint256 survives, JSON included.
		x := new(big.Int).SetBytes([]byte(clip(s, 32)))
		data, err := json.Marshal(wire.MustNewWei(x))
		if err != nil {
			t.Fatal(err)
		}
		var back wire.Wei
		if err := json.Unmarshal(data, &back); err != nil || back.BigInt().Cmp(x) != 0 {
			t.Fatalf("JSON round trip of %v via %s = %v, %v", x, data, back, err)
		}
	})
}

// clip returns at most n bytes of s.
func clip(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
