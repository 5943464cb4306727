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

func x18(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic(s)
	}
	return x
}

func TestRatioFromX18(t *testing.T) {
	tests := []struct {
		x18  *big.Int
		want string
	}{
		{nil, "0"},
		{big.NewInt(0), "0"},
		{x18("1500000000000000000"), "1.5"},
		{x18("1000000000000000000"), "1"},
		{big.NewInt(1), "0.000000000000000001"},
		{x18("100000000000000000"), "0.1"},
		{x18("123000000000000000001"), "123.000000000000000001"},
		{x18("10000000000000000000"), "10"},
		{x18(maxUint256), "115792089237316195423570985008687907853269984665640564039457.584007913129639935"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			r, err := wire.RatioFromX18(tt.x18)
			if err != nil {
				t.Fatal(err)
			}
			if got := r.String(); got != tt.want {
				t.Errorf("RatioFromX18(%v) = %q, want %q", tt.x18, got, tt.want)
			}
			back, err := wire.ParseRatio(tt.want)
			if err != nil {
				t.Fatalf("ParseRatio(%q): %v", tt.want, err)
			}
			want := tt.x18
			if want == nil {
				want = new(big.Int)
			}
			if got := back.X18(); got.Cmp(want) != 0 {
				t.Errorf("ParseRatio(%q).X18() = %v, want %v", tt.want, got, want)
			}
		})
	}
	if _, err := wire.RatioFromX18(big.NewInt(-1)); !errors.Is(err, wire.ErrInvalidRatio) {
		t.Errorf("RatioFromX18(-1) error = %v, want ErrInvalidRatio", err)
	}
}

func TestParseRatio(t *testing.T) {
	tests := []struct{ in, want, wantX18 string }{
		{"0", "0", "0"},
		{"0.000000000000000000", "0", "0"},
		{"1.500", "1.5", "1500000000000000000"},
		{"2", "2", "2000000000000000000"},
		{"0.000000000000000001", "0.000000000000000001", "1"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r, err := wire.ParseRatio(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := r.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
			if got := r.X18().String(); got != tt.wantX18 {
				t.Errorf("X18() = %s, want %s", got, tt.wantX18)
			}
		})
	}
}

func TestParseRatioInvalid(t *testing.T) {
	tests := []struct{ name, in string }{
		{"empty", ""},
		{"negative", "-1"},
		{"negative zero", "-0"},
		{"plus", "+1"},
		{"leading zero", "01"},
		{"nineteen decimals", "1.0000000000000000001"},
		{"nineteen zero decimals", "0.0000000000000000000"},
		{"exponent", "1e18"},
		{"leading dot", ".5"},
		{"trailing dot", "5."},
		{"space", " 1"},
		{"NaN", "NaN"},
		{"hex", "0x1"},
		{"too many digits", strings.Repeat("9", 101)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := wire.ParseRatio(tt.in)
			if !errors.Is(err, wire.ErrInvalidRatio) || !errors.Is(err, wire.ErrInvalid) {
				t.Fatalf("ParseRatio(%q) error = %v, want ErrInvalidRatio", tt.in, err)
			}
		})
	}
}

func TestRatioJSONAndSQL(t *testing.T) {
	r := wire.MustRatioFromX18(x18("1500000000000000000"))
	got, err := json.Marshal(map[string]wire.Ratio{"a": r, "z": {}})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"a":"1.5","z":"0"}`; string(got) != want {
		t.Errorf("Marshal = %s, want %s", got, want)
	}
	var back wire.Ratio
	if err := json.Unmarshal([]byte(`"1.5"`), &back); err != nil || back.Cmp(r) != 0 {
		t.Errorf("Unmarshal = %v, %v; want %v", back, err, r)
	}
	for _, in := range []string{`1.5`, `null`, `"-1"`, `"1e18"`} {
		if err := json.Unmarshal([]byte(in), &back); !errors.Is(err, wire.ErrInvalidRatio) {
			t.Errorf("Unmarshal(%s) error = %v, want ErrInvalidRatio", in, err)
		}
	}

	scans := []struct {
		src  any
		want string
	}{
		{"1.500000000000000000", "1.5"},
		{[]byte("0"), "0"},
		{int64(3), "3"},
	}
	for _, tt := range scans {
		var got wire.Ratio
		if err := got.Scan(tt.src); err != nil || got.String() != tt.want {
			t.Errorf("Scan(%#v) = %v, %v; want %q", tt.src, got, err, tt.want)
		}
	}
	for _, src := range []any{nil, int64(-1), "1.0000000000000000001", 1.5} {
		var got wire.Ratio
		if err := got.Scan(src); !errors.Is(err, wire.ErrInvalidRatio) {
			t.Errorf("Scan(%#v) error = %v, want ErrInvalidRatio", src, err)
		}
	}
	if v, err := r.Value(); err != nil || v != any("1.5") {
		t.Errorf("Value() = %#v, %v; want \"1.5\"", v, err)
	}
	if r.IsZero() || !(wire.Ratio{}).IsZero() {
		t.Error("IsZero wrong")
	}
}

var (
	ratioRule      = regexp.MustCompile(`^(0|[1-9][0-9]{0,99})(\.[0-9]{1,18})?$`)
	ratioCanonical = regexp.MustCompile(`^(0|[1-9][0-9]*)(\.[0-9]{0,17}[1-9])?$`)
)

// FuzzParseRatio checks ParseRatio against the rule written as a regexp,
// that output is canonical and re-parses to the same x18, and that any
// uint256 x18 (taken from the fuzz bytes) formats and parses back to itself.
func FuzzParseRatio(f *testing.F) {
	for _, s := range []string{"0", "1.5", "1.500", "0.000000000000000001", "", "-1", "01", "1.0000000000000000001", "1e18", ".5", "5.", " 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := wire.ParseRatio(s)
		if want := ratioRule.MatchString(s); (err == nil) != want {
			t.Fatalf("ParseRatio(%q) error = %v, want valid = %v", s, err, want)
		}
		if err != nil {
			if !errors.Is(err, wire.ErrInvalidRatio) {
				t.Fatalf("ParseRatio(%q) error %v does not wrap ErrInvalidRatio", s, err)
			}
		} else {
			out := r.String()
			if !ratioCanonical.MatchString(out) {
				t.Fatalf("ParseRatio(%q).String() = %q, not canonical", s, out)
			}
			back, err := wire.ParseRatio(out)
			if err != nil || back.X18().Cmp(r.X18()) != 0 || back.String() != out {
				t.Fatalf("re-parse of %q = %v, %v", out, back, err)
			}
		}

		x := new(big.Int).SetBytes([]byte(clip(s, 32)))
		data, _ := json.Marshal(wire.MustRatioFromX18(x))
		var back wire.Ratio
		if err := json.Unmarshal(data, &back); err != nil || back.X18().Cmp(x) != 0 {
			t.Fatalf("JSON round trip of x18 %v via %s = %v, %v", x, data, back.X18(), err)
		}
	})
}
