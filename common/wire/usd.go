package wire

import (
	"database/sql/driver"
	"math/big"

	"github.com/shopspring/decimal"
)

// UsdDecimals is the number of decimals a Usd keeps.
const UsdDecimals = 6

// Usd is an amount of US dollars with exactly UsdDecimals decimals of
// precision. Its wire form is a JSON string of plain decimal text with
// trailing zeros stripped: "0", "12.5", "-3.000001"; never an exponent, never
// "-0". The zero value is 0, which is also how the spec reports an
// uncomputable usdValue, tvlUsd, volume or fee figure.
//
// Usd may be negative (profit and loss figures are); most spec fields are
// not. A Usd is immutable; compare values with Cmp, not ==.
type Usd struct {
	micro *big.Int // millionths of a dollar; nil means 0; never mutated once set
}

// UsdFromDecimal returns d rounded to 6 decimals, half to even ("banker's
// rounding", so sums of many rounded figures carry no bias): 0.0000005
// becomes 0 and 0.0000015 becomes 0.000002. A result that rounds to zero is
// 0, never negative zero.
func UsdFromDecimal(d decimal.Decimal) Usd {
	micro := d.RoundBank(UsdDecimals).Shift(UsdDecimals).BigInt()
	if micro.Sign() == 0 {
		return Usd{}
	}
	return Usd{micro: micro}
}

// UsdFromMicros returns micros millionths of a dollar, so UsdFromMicros(1)
// is 0.000001 and UsdFromMicros(-2_500_000) is -2.5.
func UsdFromMicros(micros int64) Usd {
	if micros == 0 {
		return Usd{}
	}
	return Usd{micro: big.NewInt(micros)}
}

// ParseUsd parses inbound wire text strictly: an optional '-', the integer
// digits ("0" or no leading zero, at most 100 digits), and optionally '.'
// with 1 to 6 digits; trailing fraction zeros are fine ("1.500000"). It
// rejects, with an error wrapping ErrInvalidUsd: the empty string, '+',
// leading zeros ("01"), more than 6 decimals (they are not rounded),
// exponents ("1e3"), a bare '.' on either side (".5", "5."), whitespace and
// anything else. "-0" parses as 0.
func ParseUsd(s string) (Usd, error) {
	u, reason := parseUsd(s, UsdDecimals)
	if reason != "" {
		return Usd{}, invalidInput(ErrInvalidUsd, "parse usd", s, reason)
	}
	return u, nil
}

// parseUsd parses s allowing up to maxFrac decimals, rounding any beyond 6
// half to even.
func parseUsd(s string, maxFrac int) (Usd, string) {
	d, reason := lexDecimal(s, true, maxFrac)
	if reason != "" {
		return Usd{}, reason
	}
	if len(d.frac) > UsdDecimals {
		return UsdFromDecimal(decimal.NewFromBigInt(d.scaled(len(d.frac)), -int32(len(d.frac)))), ""
	}
	micro := d.scaled(UsdDecimals)
	if micro.Sign() == 0 {
		return Usd{}, ""
	}
	return Usd{micro: micro}, ""
}

func parseUsdStrict(s string) (Usd, string) { return parseUsd(s, UsdDecimals) }

// MustParseUsd is ParseUsd for constants and tests: it panics on invalid
// input.
func MustParseUsd(s string) Usd {
	u, err := ParseUsd(s)
	if err != nil {
		panic(err)
	}
	return u
}

// Decimal returns u as a decimal.Decimal for arithmetic; convert results
// back with UsdFromDecimal.
func (u Usd) Decimal() decimal.Decimal {
	return decimal.NewFromBigInt(view(u.micro), -UsdDecimals)
}

// Micros returns u in millionths of a dollar as a new *big.Int the caller
// may modify; never nil.
func (u Usd) Micros() *big.Int { return new(big.Int).Set(view(u.micro)) }

// String returns the wire form: plain decimal text, at most 6 decimals,
// trailing zeros stripped, "0" for zero. It does not depend on the
// formatting globals of package decimal.
func (u Usd) String() string { return formatFixed(u.micro, UsdDecimals) }

// IsZero reports whether u is 0.
func (u Usd) IsZero() bool { return u.micro == nil || u.micro.Sign() == 0 }

// Sign returns -1, 0 or +1 as u is negative, zero or positive.
func (u Usd) Sign() int { return view(u.micro).Sign() }

// Cmp compares u and o and returns -1, 0 or +1.
func (u Usd) Cmp(o Usd) int { return view(u.micro).Cmp(view(o.micro)) }

// MarshalText returns the wire form; it never fails.
func (u Usd) MarshalText() ([]byte, error) { return []byte(u.String()), nil }

// UnmarshalText parses text as ParseUsd does; on error u is unchanged and the
// error wraps ErrInvalidUsd.
func (u *Usd) UnmarshalText(text []byte) error {
	v, err := ParseUsd(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}

// UnmarshalJSON accepts a JSON string holding what ParseUsd accepts. JSON
// numbers, null and other JSON values are rejected (use NullUsd or *Usd for
// nullable fields such as priceUsd); errors wrap ErrInvalidUsd and leave u
// unchanged.
func (u *Usd) UnmarshalJSON(data []byte) error {
	v, err := decodeString(data, "usd", ErrInvalidUsd, parseUsdStrict)
	if err != nil {
		return err
	}
	*u = v
	return nil
}

// Scan reads a database value: text (string or []byte, as from a Postgres
// numeric column) or an int64 of whole dollars. Unlike ParseUsd it accepts
// up to 100 decimals, as SQL arithmetic produces, and rounds them half to
// even to 6. NULL, float64 (money is never a float), exponents, "NaN",
// "Infinity" and other source types return an error wrapping ErrInvalidUsd;
// scan a nullable column into NullUsd.
func (u *Usd) Scan(src any) error {
	if i, ok := src.(int64); ok {
		*u = UsdFromDecimal(decimal.NewFromInt(i))
		return nil
	}
	s, reason := scanText(src)
	if reason != "" {
		return invalidSource(ErrInvalidUsd, "scan usd", reason)
	}
	v, reason := parseUsd(s, maxFracDigits)
	if reason != "" {
		return invalidInput(ErrInvalidUsd, "scan usd", s, reason)
	}
	*u = v
	return nil
}

// Value stores u as its canonical decimal text, for a numeric column; it
// never fails.
func (u Usd) Value() (driver.Value, error) { return u.String(), nil }
