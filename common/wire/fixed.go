package wire

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Decimal text limits. They bound the work a hostile input can cause; the
// largest uint256 has 78 digits.
const (
	// maxIntDigits is the most integer digits any decimal parser accepts.
	maxIntDigits = 100
	// maxFracDigits is the most fraction digits accepted where excess
	// fraction digits are rounded away (Usd.Scan).
	maxFracDigits = 100
)

// decimalText is lexically valid plain decimal text.
type decimalText struct {
	neg     bool
	intPart string // one or more digits, no leading zero unless it is "0"
	frac    string // zero or more digits
}

// lexDecimal splits s, which must match -?(0|[1-9][0-9]*)(\.[0-9]+)? with
// ASCII digits, at most maxIntDigits integer digits and at most maxFrac
// fraction digits (0: no fraction allowed). The sign is allowed only when
// allowNeg. It returns a non-empty reason on failure.
func lexDecimal(s string, allowNeg bool, maxFrac int) (decimalText, string) {
	var d decimalText
	if s == "" {
		return d, "empty"
	}
	i := 0
	switch s[0] {
	case '-':
		if !allowNeg {
			return d, "negative values are not allowed"
		}
		d.neg = true
		i = 1
	case '+':
		return d, "explicit '+' sign is not allowed"
	}
	start := i
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	d.intPart = s[start:i]
	switch {
	case len(d.intPart) == 0:
		if i < len(s) {
			return d, "want a digit " + at(s, i)
		}
		return d, "missing digits"
	case len(d.intPart) > 1 && d.intPart[0] == '0':
		return d, "leading zero is not allowed"
	case len(d.intPart) > maxIntDigits:
		return d, fmt.Sprintf("more than %d integer digits", maxIntDigits)
	}
	if i < len(s) && s[i] == '.' {
		if maxFrac == 0 {
			return d, "fraction is not allowed"
		}
		i++
		start = i
		for i < len(s) && isDigit(s[i]) {
			i++
		}
		d.frac = s[start:i]
		switch {
		case len(d.frac) == 0 && i == len(s):
			return d, "missing digits after '.'"
		case len(d.frac) == 0:
			return d, "want a digit " + at(s, i)
		case len(d.frac) > maxFrac:
			return d, fmt.Sprintf("more than %d decimals", maxFrac)
		}
	}
	if i < len(s) {
		return d, "unexpected " + at(s, i)
	}
	return d, ""
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// at describes the character of s at byte offset i.
func at(s string, i int) string {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return fmt.Sprintf("character %q at offset %d", r, i)
}

// scaled returns d times 10^scale as an integer. len(d.frac) must not exceed
// scale.
func (d decimalText) scaled(scale int) *big.Int {
	digits := d.intPart + d.frac + strings.Repeat("0", scale-len(d.frac))
	v := new(big.Int)
	if len(digits) <= 19 {
		u, err := strconv.ParseUint(digits, 10, 64)
		if err != nil {
			panic("wire: lexed digits do not parse: " + digits) // unreachable: lexDecimal checked them
		}
		v.SetUint64(u)
	} else if _, ok := v.SetString(digits, 10); !ok {
		panic("wire: lexed digits do not parse: " + digits) // unreachable
	}
	if d.neg {
		v.Neg(v)
	}
	return v
}

// formatFixed renders v / 10^scale as plain decimal text: no exponent, no
// trailing fraction zeros, no '.' for whole numbers, "0" for zero and nil.
func formatFixed(v *big.Int, scale int) string {
	if v == nil || v.Sign() == 0 {
		return "0"
	}
	digits := v.Text(10)
	sign := ""
	if digits[0] == '-' {
		sign, digits = "-", digits[1:]
	}
	if scale == 0 {
		return sign + digits
	}
	if len(digits) <= scale {
		digits = strings.Repeat("0", scale+1-len(digits)) + digits
	}
	intPart, frac := digits[:len(digits)-scale], strings.TrimRight(digits[len(digits)-scale:], "0")
	if frac == "" {
		return sign + intPart
	}
	return sign + intPart + "." + frac
}

// pow10 returns 10^n.
func pow10(n int) *big.Int {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
}

// zeroInt is a read-only 0.
var zeroInt = new(big.Int)

// view returns v for read-only use, with nil read as 0.
func view(v *big.Int) *big.Int {
	if v == nil {
		return zeroInt
	}
	return v
}
