package card_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/funbackend/card"
)

func d(s string) decimal.Decimal { return decimal.RequireFromString(s) }

func TestUSD(t *testing.T) {
	for in, want := range map[string]string{
		"0": "$0", "0.001": "<$0.01", "0.01": "$0.01", "0.42": "$0.42", "0.5": "$0.5", "9.534": "$9.53",
		"9.999": "$10", "42.04": "$42", "42.06": "$42.1", "950.4": "$950", "999.4": "$999", "999.6": "$1K",
		"1000": "$1K", "4200": "$4.2K", "4249": "$4.2K", "4250": "$4.3K", "12345": "$12.3K", "123456": "$123K",
		"999499": "$999K", "999500": "$1M", "99949": "$99.9K", "99950": "$100K", "1300000": "$1.3M", "2500000000": "$2.5B", "7e12": "$7T",
		"1.23e16": "$12300T", "-4200": "-$4.2K",
	} {
		if got := card.USD(d(in)); got != want {
			t.Errorf("USD(%s) = %q, want %q", in, got, want)
		}
	}
}

func TestETH(t *testing.T) {
	for in, want := range map[string]string{
		"0": "0 ETH", "0.0000000013921": "0.0000000014 ETH", "0.000000001": "0.000000001 ETH",
		"0.000000000000000001": "0.000000000000000001 ETH", "0.0123": "0.012 ETH", "0.0999": "0.1 ETH",
		"0.996": "1 ETH", "0.5": "0.5 ETH", "1": "1 ETH", "1.394": "1.39 ETH", "12.36": "12.4 ETH", "99.96": "100 ETH",
		"123.4": "123 ETH", "999.7": "1K ETH", "1234": "1.2K ETH", "4.2e6": "4.2M ETH", "-1.394": "-1.39 ETH",
	} {
		if got := card.ETH(d(in)); got != want {
			t.Errorf("ETH(%s) = %q, want %q", in, got, want)
		}
	}
}

func TestPercent(t *testing.T) {
	for in, want := range map[string]string{
		"0": "0%", "0.0004": "0%", "-0.0004": "0%", "0.123": "+12.3%", "-0.045": "-4.5%", "0.5": "+50%",
		"0.9996": "+100%", "1.5": "+150%", "-1": "-100%", "99.99": "+9999%", "123.4": "+12.3K%", "5": "+500%",
	} {
		if got := card.Percent(d(in)); got != want {
			t.Errorf("Percent(%s) = %q, want %q", in, got, want)
		}
	}
}

func TestShortAddress(t *testing.T) {
	if got := card.ShortAddress("0x12ab000000000000000000000000000000c0ffee"); got != "0x12ab…ffee" {
		t.Errorf("ShortAddress = %q", got)
	}
	if got := card.ShortAddress("0x12"); got != "0x12" {
		t.Errorf("ShortAddress(short) = %q", got)
	}
}

var (
	usdForm = regexp.MustCompile(`^-?(\$0|<\$0\.01|\$[1-9][0-9]*(\.[0-9]{1,2})?|\$0\.[0-9]{1,2}|\$[1-9][0-9]{0,2}(\.[0-9])?[KMBT]|\$[1-9][0-9]*T)$`)
	ethForm = regexp.MustCompile(`^-?(0|0\.[0-9]+|[1-9][0-9]*(\.[0-9]{1,2})?|[1-9][0-9]{0,2}(\.[0-9])?[KMBT]|[1-9][0-9]*T) ETH$`)
)

// within reports whether the number a formatted string stands for is
// within rel of v (suffixes expanded).
func within(t *testing.T, s string, v decimal.Decimal, rel float64) bool {
	t.Helper()
	s = strings.NewReplacer("$", "", " ETH", "", "<", "").Replace(s)
	mult := map[byte]int32{'K': 3, 'M': 6, 'B': 9, 'T': 12}
	exp := int32(0)
	if e, ok := mult[s[len(s)-1]]; ok {
		s, exp = s[:len(s)-1], e
	}
	got := d(s).Shift(exp)
	if v.IsZero() {
		return got.IsZero()
	}
	return got.Sub(v).Abs().Div(v.Abs()).LessThanOrEqual(decimal.NewFromFloat(rel))
}

// FuzzHuman: any wei amount, as ETH and as USD at any rate, is in one of
// the human forms (never e-notation) and stands for a number close to it.
func FuzzHuman(f *testing.F) {
	for _, s := range []uint64{0, 1, 1392, 1_390_000_000, 999_960_000_000_000_000, 1e18, 4_200_000_000_000_000_000, 18_000_000_000_000_000_000} {
		f.Add(s, uint16(3000), int8(0))
	}
	f.Fuzz(func(t *testing.T, wei uint64, usdPerEth uint16, shift int8) {
		eth := decimal.NewFromUint64(wei).Shift(-18 + int32(shift%30))
		s := card.ETH(eth)
		if !ethForm.MatchString(s) || strings.ContainsAny(s, "eE+") && !strings.HasSuffix(s, "ETH") {
			t.Fatalf("ETH(%s) = %q: not a human form", eth, s)
		}
		if !within(t, s, eth, 0.05) {
			t.Fatalf("ETH(%s) = %q: too far", eth, s)
		}
		usd := eth.Mul(decimal.NewFromInt(int64(usdPerEth)))
		u := card.USD(usd)
		if !usdForm.MatchString(u) {
			t.Fatalf("USD(%s) = %q: not a human form", usd, u)
		}
		switch {
		case usd.GreaterThanOrEqual(decimal.NewFromInt(1)):
			if !within(t, u, usd, 0.05) {
				t.Fatalf("USD(%s) = %q: too far", usd, u)
			}
		case usd.GreaterThanOrEqual(decimal.New(1, -2)): // cents
			if got := d(strings.TrimPrefix(u, "$")); got.Sub(usd).Abs().GreaterThan(decimal.New(5, -3)) {
				t.Fatalf("USD(%s) = %q: more than half a cent off", usd, u)
			}
		}
		p := card.Percent(eth)
		if strings.ContainsAny(p, "eE") || !strings.HasSuffix(p, "%") {
			t.Fatalf("Percent(%s) = %q", eth, p)
		}
	})
}
