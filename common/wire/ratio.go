package wire

import (
	"database/sql/driver"
	"math/big"
)

// RatioDecimals is the number of decimals of the fixed-point integer behind
// a Ratio.
const RatioDecimals = 18

// Ratio is a non-negative 18-decimal fixed-point number, held as the integer
// x18 = value * 1e18 that contracts use. Its wire form is a JSON string of
// plain decimal text with trailing zeros stripped: x18 = 1.5e18 is "1.5",
// 1e18 is "1", 1 is "0.000000000000000001", 0 is "0". The zero value is 0.
//
// A Ratio is immutable; compare values with Cmp, not ==.
type Ratio struct {
	x18 *big.Int // nil means 0; never negative; never mutated once set
}

// RatioFromX18 returns the Ratio whose 18-decimal fixed-point integer is x18,
// copying it. A nil x18 is 0. A negative x18 returns an error wrapping
// ErrInvalidRatio.
func RatioFromX18(x18 *big.Int) (Ratio, error) {
	if x18 == nil || x18.Sign() == 0 {
		return Ratio{}, nil
	}
	if x18.Sign() < 0 {
		return Ratio{}, invalidInput(ErrInvalidRatio, "ratio from x18", x18.String(), "negative values are not allowed")
	}
	return Ratio{x18: new(big.Int).Set(x18)}, nil
}

// MustRatioFromX18 is RatioFromX18 for values known to be non-negative, such
// as decoded uint256 fields: it panics on a negative x18. A nil x18 is 0.
func MustRatioFromX18(x18 *big.Int) Ratio {
	r, err := RatioFromX18(x18)
	if err != nil {
		panic(err)
	}
	return r
}

// ParseRatio parses non-negative plain decimal text: the integer digits ("0"
// or no leading zero, at most 100 digits) and optionally '.' with 1 to 18
// digits; trailing fraction zeros are fine. It rejects, with an error
// wrapping ErrInvalidRatio: the empty string, any sign, leading zeros, more
// than 18 decimals (they are not rounded), exponents, a bare '.' on either
// side, whitespace and anything else.
func ParseRatio(s string) (Ratio, error) {
	r, reason := parseRatio(s)
	if reason != "" {
		return Ratio{}, invalidInput(ErrInvalidRatio, "parse ratio", s, reason)
	}
	return r, nil
}

func parseRatio(s string) (Ratio, string) {
	d, reason := lexDecimal(s, false, RatioDecimals)
	if reason != "" {
		return Ratio{}, reason
	}
	x18 := d.scaled(RatioDecimals)
	if x18.Sign() == 0 {
		return Ratio{}, ""
	}
	return Ratio{x18: x18}, ""
}

// MustParseRatio is ParseRatio for constants and tests: it panics on invalid
// input.
func MustParseRatio(s string) Ratio {
	r, err := ParseRatio(s)
	if err != nil {
		panic(err)
	}
	return r
}

// X18 returns the 18-decimal fixed-point integer of r as a new *big.Int the
// caller may modify; never nil.
func (r Ratio) X18() *big.Int { return new(big.Int).Set(view(r.x18)) }

// String returns the wire form: plain decimal text, trailing zeros stripped,
// "0" for zero.
func (r Ratio) String() string { return formatFixed(r.x18, RatioDecimals) }

// IsZero reports whether r is 0.
func (r Ratio) IsZero() bool { return r.x18 == nil || r.x18.Sign() == 0 }

// Cmp compares r and o and returns -1, 0 or +1.
func (r Ratio) Cmp(o Ratio) int { return view(r.x18).Cmp(view(o.x18)) }

// MarshalText returns the wire form; it never fails.
func (r Ratio) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText parses text as ParseRatio does; on error r is unchanged and
// the error wraps ErrInvalidRatio.
func (r *Ratio) UnmarshalText(text []byte) error {
	v, err := ParseRatio(string(text))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// UnmarshalJSON accepts a JSON string holding what ParseRatio accepts. JSON
// numbers, null and other JSON values are rejected (use Null[Ratio] or
// *Ratio for nullable fields); errors wrap ErrInvalidRatio and leave r
// unchanged.
func (r *Ratio) UnmarshalJSON(data []byte) error {
	v, err := decodeString(data, "ratio", ErrInvalidRatio, parseRatio)
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// Scan reads a database value: decimal text (string or []byte, as from a
// Postgres numeric(78,18) column) in the form ParseRatio accepts, or a
// non-negative int64 of whole units. Note the column holds the decimal
// value, not x18. NULL, negative values, more than 18 decimals and other
// source types return an error wrapping ErrInvalidRatio.
func (r *Ratio) Scan(src any) error {
	if i, ok := src.(int64); ok {
		if i < 0 {
			return invalidSource(ErrInvalidRatio, "scan ratio", "negative values are not allowed")
		}
		*r = Ratio{}
		if i > 0 {
			*r = Ratio{x18: new(big.Int).Mul(big.NewInt(i), pow10(RatioDecimals))}
		}
		return nil
	}
	s, reason := scanText(src)
	if reason != "" {
		return invalidSource(ErrInvalidRatio, "scan ratio", reason)
	}
	v, reason := parseRatio(s)
	if reason != "" {
		return invalidInput(ErrInvalidRatio, "scan ratio", s, reason)
	}
	*r = v
	return nil
}

// Value stores r as its canonical decimal text (the value, not x18), for a
// numeric column; it never fails.
func (r Ratio) Value() (driver.Value, error) { return r.String(), nil }
