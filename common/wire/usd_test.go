package wire_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"regexp"
	"strings"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
)

func TestParseUsd(t *testing.T) {
	tests := []struct{ in, want string }{
		{"0", "0"},
		{"-0", "0"},
		{"0.0", "0"},
		{"-0.000000", "0"},
		{"1", "1"},
		{"10", "10"},
		{"1.5", "1.5"},
		{"1.500000", "1.5"},
		{"0.000001", "0.000001"},
		{"-3.000001", "-3.000001"},
		{"1000000.25", "1000000.25"},
		{"123456789012345678901234567890.123456", "123456789012345678901234567890.123456"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			u, err := wire.ParseUsd(tt.in)
			if err != nil {
				t.Fatalf("ParseUsd(%q): %v", tt.in, err)
			}
			if got := u.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
			if want := decimal.RequireFromString(tt.in); !u.Decimal().Equal(want) {
				t.Errorf("Decimal() = %v, want %v", u.Decimal(), want)
			}
		})
	}
}

func TestParseUsdInvalid(t *testing.T) {
	tests := []struct{ name, in string }{
		{"empty", ""},
		{"minus only", "-"},
		{"plus", "+1"},
		{"double minus", "--1"},
		{"leading zero", "01.5"},
		{"negative leading zero", "-01"},
		{"seven decimals", "1.0000001"},
		{"seven zero decimals", "1.0000000"},
		{"exponent", "1e3"},
		{"upper exponent", "1.5E3"},
		{"leading dot", ".5"},
		{"negative leading dot", "-.5"},
		{"trailing dot", "5."},
		{"two dots", "1.5.5"},
		{"leading space", " 1"},
		{"trailing space", "1 "},
		{"comma", "1,5"},
		{"dollar sign", "$1"},
		{"NaN", "NaN"},
		{"Infinity", "Infinity"},
		{"hex", "0x1"},
		{"too many digits", strings.Repeat("9", 101)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := wire.ParseUsd(tt.in)
			if !errors.Is(err, wire.ErrInvalidUsd) || !errors.Is(err, wire.ErrInvalid) {
				t.Fatalf("ParseUsd(%q) error = %v, want ErrInvalidUsd", tt.in, err)
			}
		})
	}
}

func TestUsdFromDecimal(t *testing.T) {
	tests := []struct {
		in   decimal.Decimal
		want string
	}{
		{decimal.RequireFromString("0.0000005"), "0"}, // tie, to even 0
		{decimal.RequireFromString("0.0000015"), "0.000002"},
		{decimal.RequireFromString("0.0000025"), "0.000002"},
		{decimal.RequireFromString("0.00000251"), "0.000003"},
		{decimal.RequireFromString("0.0000004999999"), "0"},
		{decimal.RequireFromString("-0.0000005"), "0"}, // never "-0"
		{decimal.RequireFromString("-0.0000015"), "-0.000002"},
		{decimal.RequireFromString("1.23456789"), "1.234568"},
		{decimal.RequireFromString("2.5"), "2.5"},
		{decimal.New(1, 3), "1000"},
		{decimal.New(15, 20), "1500000000000000000000"},
		{decimal.New(1, -30), "0"},
		{decimal.Decimal{}, "0"},
	}
	for _, tt := range tests {
		t.Run(tt.in.String(), func(t *testing.T) {
			if got := wire.UsdFromDecimal(tt.in).String(); got != tt.want {
				t.Errorf("UsdFromDecimal(%v) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestUsdIgnoresDecimalGlobals(t *testing.T) {
	defer func(sci, trim bool) { decimal.UseScientificNotation, decimal.TrimTrailingZeros = sci, trim }(decimal.UseScientificNotation, decimal.TrimTrailingZeros)
	decimal.UseScientificNotation, decimal.TrimTrailingZeros = true, false

	for _, tt := range []struct{ in, want string }{{"1000", "1000"}, {"1.500000", "1.5"}, {"0", "0"}} {
		if got := wire.UsdFromDecimal(decimal.RequireFromString(tt.in)).String(); got != tt.want {
			t.Errorf("with decimal globals flipped: %q formats as %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestUsdAccessors(t *testing.T) {
	u := wire.UsdFromMicros(-2_500_000)
	if got, want := u.String(), "-2.5"; got != want {
		t.Errorf("UsdFromMicros(-2500000) = %q, want %q", got, want)
	}
	if got, want := u.Micros(), big.NewInt(-2_500_000); got.Cmp(want) != 0 {
		t.Errorf("Micros() = %v, want %v", got, want)
	}
	u.Micros().SetInt64(1) // must not alias u
	if got, want := u.String(), "-2.5"; got != want {
		t.Errorf("after mutating Micros(): %q, want %q", got, want)
	}
	if u.Sign() != -1 || u.IsZero() || !(wire.Usd{}).IsZero() || (wire.Usd{}).Sign() != 0 {
		t.Error("Sign or IsZero wrong")
	}
	if c := wire.MustParseUsd("1.5").Cmp(wire.MustParseUsd("1.500000")); c != 0 {
		t.Errorf("Cmp(1.5, 1.500000) = %d, want 0", c)
	}
	if c := u.Cmp(wire.Usd{}); c != -1 {
		t.Errorf("Cmp(-2.5, 0) = %d, want -1", c)
	}
	if got, want := (wire.Usd{}).Decimal(), decimal.Zero; !got.Equal(want) {
		t.Errorf("zero Decimal() = %v", got)
	}
}

func TestUsdJSON(t *testing.T) {
	type pool struct {
		TvlUsd   wire.Usd     `json:"tvlUsd"`
		PriceUsd wire.NullUsd `json:"priceUsd"`
		Pnl      wire.Usd     `json:"pnl"`
	}
	tests := []struct {
		in   pool
		want string
	}{
		{pool{}, `{"tvlUsd":"0","priceUsd":null,"pnl":"0"}`},
		{
			pool{TvlUsd: wire.MustParseUsd("1234.500000"), PriceUsd: wire.NullOf(wire.MustParseUsd("0.000001")), Pnl: wire.MustParseUsd("-7")},
			`{"tvlUsd":"1234.5","priceUsd":"0.000001","pnl":"-7"}`,
		},
	}
	for _, tt := range tests {
		got, err := json.Marshal(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != tt.want {
			t.Errorf("Marshal = %s, want %s", got, tt.want)
		}
		var back pool
		if err := json.Unmarshal(got, &back); err != nil {
			t.Fatal(err)
		}
		if back.TvlUsd.Cmp(tt.in.TvlUsd) != 0 || back.Pnl.Cmp(tt.in.Pnl) != 0 || back.PriceUsd.Valid != tt.in.PriceUsd.Valid || back.PriceUsd.V.Cmp(tt.in.PriceUsd.V) != 0 {
			t.Errorf("round trip = %+v, want %+v", back, tt.in)
		}
	}

	for _, in := range []string{`1.5`, `0`, `null`, `"1e3"`, `"1.0000001"`, `""`, `{}`} {
		u := wire.MustParseUsd("5")
		if err := json.Unmarshal([]byte(in), &u); !errors.Is(err, wire.ErrInvalidUsd) {
			t.Errorf("Unmarshal(%s) error = %v, want ErrInvalidUsd", in, err)
		}
		if u.String() != "5" {
			t.Errorf("Unmarshal(%s) changed the value to %v", in, u)
		}
	}
}

func TestUsdSQL(t *testing.T) {
	tests := []struct {
		src  any
		want string
	}{
		{"1.500000", "1.5"},
		{[]byte("-0.25"), "-0.25"},
		{"1.2345675", "1.234568"}, // SQL arithmetic: rounded half to even
		{"1.2345665", "1.234566"},
		{"0.00000050", "0"},
		{"12.3456789012345678901234567890", "12.345679"},
		{int64(-7), "-7"},
		{int64(0), "0"},
	}
	for _, tt := range tests {
		var u wire.Usd
		if err := u.Scan(tt.src); err != nil {
			t.Errorf("Scan(%#v): %v", tt.src, err)
			continue
		}
		if got := u.String(); got != tt.want {
			t.Errorf("Scan(%#v) = %q, want %q", tt.src, got, tt.want)
		}
		if v, err := u.Value(); err != nil || v != any(tt.want) {
			t.Errorf("Value() = %#v, %v; want %q", v, err, tt.want)
		}
	}
	for _, src := range []any{nil, 1.5, "NaN", "Infinity", "1e3", " 1", "0." + strings.Repeat("1", 101)} {
		var u wire.Usd
		if err := u.Scan(src); !errors.Is(err, wire.ErrInvalidUsd) {
			t.Errorf("Scan(%#v) error = %v, want ErrInvalidUsd", src, err)
		}
	}
}

var (
	usdRule      = regexp.MustCompile(`^-?(0|[1-9][0-9]{0,99})(\.[0-9]{1,6})?$`)
	usdCanonical = regexp.MustCompile(`^(0|-?[1-9][0-9]*(\.[0-9]{0,5}[1-9])?|-?0\.[0-9]{0,5}[1-9])$`)
)

// FuzzParseUsd checks ParseUsd against the rule written as a regexp and
// against decimal's own parser, that output is canonical and re-parses to
// the same value, and that any decimal (built from the fuzz bytes) formats
// to its half-even rounding and parses back to it.
func FuzzParseUsd(f *testing.F) {
	for _, s := range []string{"0", "-0", "1.5", "1.500000", "-3.000001", "0.000001", "", "-", "+1", "01", "1.0000001", "1e3", ".5", "5.", " 1", "NaN", "-0.0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := wire.ParseUsd(s)
		if want := usdRule.MatchString(s); (err == nil) != want {
			t.Fatalf("ParseUsd(%q) error = %v, want valid = %v", s, err, want)
		}
		if err != nil {
			if !errors.Is(err, wire.ErrInvalidUsd) {
				t.Fatalf("ParseUsd(%q) error %v does not wrap ErrInvalidUsd", s, err)
			}
		} else {
			if want := decimal.RequireFromString(s); !u.Decimal().Equal(want) {
				t.Fatalf("ParseUsd(%q) = %v, want %v", s, u.Decimal(), want)
			}
			out := u.String()
			if !usdCanonical.MatchString(out) {
				t.Fatalf("ParseUsd(%q).String() = %q, not canonical", s, out)
			}
			back, err := wire.ParseUsd(out)
			if err != nil || back.Cmp(u) != 0 || back.String() != out {
				t.Fatalf("re-parse of %q = %v, %v", out, back, err)
			}
		}

		// Format then parse: an arbitrary decimal, rounded half to even.
		x := new(big.Int).SetBytes([]byte(clip(s, 32)))
		if len(s)%2 == 1 {
			x.Neg(x)
		}
		d := decimal.NewFromBigInt(x, -int32(len(s)%12))
		v := wire.UsdFromDecimal(d)
		if want := d.RoundBank(6); !v.Decimal().Equal(want) {
			t.Fatalf("UsdFromDecimal(%v) = %v, want %v", d, v.Decimal(), want)
		}
		out := v.String()
		if !usdCanonical.MatchString(out) {
			t.Fatalf("UsdFromDecimal(%v).String() = %q, not canonical", d, out)
		}
		data, _ := json.Marshal(v)
		var back wire.Usd
		if err := json.Unmarshal(data, &back); err != nil || back.Cmp(v) != 0 {
			t.Fatalf("JSON round trip of %v via %s = %v, %v", v, data, back, err)
		}
	})
}
