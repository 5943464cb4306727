package card

import (
	"strings"

	"github.com/shopspring/decimal"
)

// The human number forms of the card and the unfurl page: a trader reads
// "$4.2K" and "0.0000000014 ETH" at a glance, never "1.39e-09". All of
// them work on exact decimals (no float formatting, so no e-notation) and
// are table-tested and fuzzed in human_test.go.

// suffixes are the thousands steps of compact numbers.
var suffixes = []string{"", "K", "M", "B", "T"}

var (
	thousand = decimal.NewFromInt(1000)
	hundred  = decimal.NewFromInt(100)
)

// compact writes v >= 1000 with a suffix and three significant digits at
// most ("4.2K", "13M", "123K"; whole trillions beyond: "12345T"); below
// 1000 it returns ok false. A value that rounds up to the next step takes
// it: 999.6K is "1M".
func compact(v decimal.Decimal) (string, bool) {
	if v.LessThan(thousand) {
		return "", false
	}
	i := 0
	for i < len(suffixes)-1 && v.GreaterThanOrEqual(thousand) {
		v = v.Div(thousand)
		i++
	}
	places := int32(1) // "4.2K", but "123K": three digits are enough
	if v.GreaterThanOrEqual(hundred) {
		places = 0
	}
	r := v.Round(places)
	if r.GreaterThanOrEqual(thousand) && i < len(suffixes)-1 {
		r, i = r.Div(thousand).Round(1), i+1
	}
	return trimZeros(r.StringFixed(places)) + suffixes[i], true
}

// trimZeros drops a fraction's trailing zeros and a bare point ("4.0" is "4").
func trimZeros(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
}

// sig rounds 0 < v < 1 to n significant digits, written out in full
// ("0.0000000014"); the exponent of v's leading digit decides the places.
func sig(v decimal.Decimal, n int32) string {
	// places = n - 1 - floor(log10 v), found by counting: v < 1 here.
	places := n
	for w := v.Mul(decimal.NewFromInt(10)); w.LessThan(decimal.NewFromInt(1)); w = w.Mul(decimal.NewFromInt(10)) {
		places++
	}
	return trimZeros(v.Round(places).StringFixed(places))
}

// USD is a dollar amount in compact form: "$4.2K", "$1.3M", "$950",
// "$9.53", "$0.42", "<$0.01" below a cent, "$0" for zero; negative
// amounts get a leading minus.
func USD(v decimal.Decimal) string {
	if v.IsNegative() {
		return "-" + USD(v.Neg())
	}
	if v.IsZero() {
		return "$0"
	}
	if s, ok := compact(v); ok {
		return "$" + s
	}
	switch {
	case v.LessThan(decimal.New(1, -2)):
		return "<$0.01"
	case v.LessThan(decimal.NewFromInt(10)):
		return "$" + trimZeros(v.StringFixed(2))
	case v.LessThan(hundred):
		return "$" + trimZeros(v.StringFixed(1))
	}
	r := v.Round(0)
	if r.GreaterThanOrEqual(thousand) { // 999.6 rounds up to the next step
		s, _ := compact(r)
		return "$" + s
	}
	return "$" + r.String()
}

// ETH is an ETH amount: two significant digits below 1 written out in
// full ("0.0000000014 ETH"), three from 1 ("1.39 ETH", "12.4 ETH",
// "123 ETH"), compact from 1000 ("1.2K ETH"); "0 ETH" for zero. One wei
// is 1e-18 ETH, so a wei amount never needs more than 19 places.
func ETH(v decimal.Decimal) string {
	if v.IsNegative() {
		return "-" + ETH(v.Neg())
	}
	if v.IsZero() {
		return "0 ETH"
	}
	if s, ok := compact(v); ok {
		return s + " ETH"
	}
	if v.LessThan(decimal.NewFromInt(1)) {
		s := sig(v, 2)
		if s == "1" { // 0.996 rounds up to one
			return "1 ETH"
		}
		return s + " ETH"
	}
	var s string
	switch {
	case v.LessThan(decimal.NewFromInt(10)):
		s = v.StringFixed(2)
	case v.LessThan(hundred):
		s = v.StringFixed(1)
	default:
		r := v.Round(0)
		if r.GreaterThanOrEqual(thousand) {
			c, _ := compact(r)
			return c + " ETH"
		}
		s = r.String()
	}
	return trimZeros(s) + " ETH"
}

// Percent is a change given as a fraction (0.123 is "+12.3%"): one decimal
// below 100 %, whole percent from there, compact from 10000 % ("+12K%");
// "0%" when it rounds to zero.
func Percent(frac decimal.Decimal) string {
	p := frac.Mul(hundred)
	sign := "+"
	if p.IsNegative() {
		sign, p = "-", p.Neg()
	}
	var s string
	switch {
	case p.GreaterThanOrEqual(decimal.NewFromInt(10000)):
		s, _ = compact(p)
	case p.Round(1).GreaterThanOrEqual(hundred):
		s = p.Round(0).String()
	default:
		s = trimZeros(p.StringFixed(1))
	}
	if s == "0" {
		return "0%"
	}
	return sign + s + "%"
}

// ShortAddress is an address as "0x12ab…cdef" (the input unchanged when it
// is not 0x and 40 more characters).
func ShortAddress(a string) string {
	if len(a) != 42 || !strings.HasPrefix(a, "0x") {
		return a
	}
	return a[:6] + "…" + a[38:]
}
