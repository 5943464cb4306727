package wire

import (
	"database/sql/driver"
	"math/big"
)

// Wei is a non-negative integer amount in a token's base units (the spec's
// Wei / Uint256), of arbitrary precision. Its wire form is a JSON string of
// decimal digits: "0", "1000000000000000000". The zero value is 0.
//
// A Wei is immutable; compare values with Cmp, not ==.
type Wei struct {
	v *big.Int // nil means 0; never negative; never mutated once set
}

// NewWei returns x as a Wei, copying it. A nil x is 0. A negative x returns
// an error wrapping ErrInvalidWei: amounts on the wire are never negative.
func NewWei(x *big.Int) (Wei, error) {
	if x == nil || x.Sign() == 0 {
		return Wei{}, nil
	}
	if x.Sign() < 0 {
		return Wei{}, invalidInput(ErrInvalidWei, "new wei", x.String(), "negative values are not allowed")
	}
	return Wei{v: new(big.Int).Set(x)}, nil
}

// MustNewWei is NewWei for values known to be non-negative, such as decoded
// uint256 fields: it panics on a negative x. A nil x is 0.
func MustNewWei(x *big.Int) Wei {
	w, err := NewWei(x)
	if err != nil {
		panic(err)
	}
	return w
}

// WeiFromUint64 returns u as a Wei.
func WeiFromUint64(u uint64) Wei {
	if u == 0 {
		return Wei{}
	}
	return Wei{v: new(big.Int).SetUint64(u)}
}

// ParseWei parses a non-negative decimal integer of ASCII digits: "0" or a
// digit string without leading zeros, at most 100 digits long (uint256 needs
// 78). It rejects, with an error wrapping ErrInvalidWei: the empty string,
// any sign ('-' or '+'), leading zeros ("007"), a fraction or '.' ("1.0"),
// exponents ("1e18"), hex ("0x10"), whitespace, '_' and anything else. So
// every accepted string is already canonical: ParseWei(s).String() == s.
func ParseWei(s string) (Wei, error) {
	w, reason := parseWei(s)
	if reason != "" {
		return Wei{}, invalidInput(ErrInvalidWei, "parse wei", s, reason)
	}
	return w, nil
}

func parseWei(s string) (Wei, string) {
	d, reason := lexDecimal(s, false, 0)
	if reason != "" {
		return Wei{}, reason
	}
	v := d.scaled(0)
	if v.Sign() == 0 {
		return Wei{}, ""
	}
	return Wei{v: v}, ""
}

// MustParseWei is ParseWei for constants and tests: it panics on invalid
// input.
func MustParseWei(s string) Wei {
	w, err := ParseWei(s)
	if err != nil {
		panic(err)
	}
	return w
}

// BigInt returns w as a new *big.Int the caller may modify; never nil.
func (w Wei) BigInt() *big.Int {
	if w.v == nil {
		return new(big.Int)
	}
	return new(big.Int).Set(w.v)
}

// String returns the wire form: decimal digits, "0" for zero.
func (w Wei) String() string { return formatFixed(w.v, 0) }

// IsZero reports whether w is 0.
func (w Wei) IsZero() bool { return w.v == nil || w.v.Sign() == 0 }

// Cmp compares w and o and returns -1, 0 or +1.
func (w Wei) Cmp(o Wei) int { return view(w.v).Cmp(view(o.v)) }

// MarshalText returns the wire form; it never fails.
func (w Wei) MarshalText() ([]byte, error) { return []byte(w.String()), nil }

// UnmarshalText parses text as ParseWei does; on error w is unchanged and the
// error wraps ErrInvalidWei.
func (w *Wei) UnmarshalText(text []byte) error {
	v, err := ParseWei(string(text))
	if err != nil {
		return err
	}
	*w = v
	return nil
}

// UnmarshalJSON accepts a JSON string holding what ParseWei accepts. JSON
// numbers (which clients could have rounded through a float), null and other
// JSON values are rejected (use NullWei or *Wei for nullable fields); errors
// wrap ErrInvalidWei and leave w unchanged.
func (w *Wei) UnmarshalJSON(data []byte) error {
	v, err := decodeString(data, "wei", ErrInvalidWei, parseWei)
	if err != nil {
		return err
	}
	*w = v
	return nil
}

// Scan reads a database value: text (string or []byte, as from a Postgres
// numeric(78,0) column) in the form ParseWei accepts, or a non-negative
// int64. NULL, negative values, fractions ("1.0") and other source types
// return an error wrapping ErrInvalidWei; scan a nullable column into NullWei.
func (w *Wei) Scan(src any) error {
	if i, ok := src.(int64); ok {
		if i < 0 {
			return invalidSource(ErrInvalidWei, "scan wei", "negative values are not allowed")
		}
		*w = WeiFromUint64(uint64(i))
		return nil
	}
	s, reason := scanText(src)
	if reason != "" {
		return invalidSource(ErrInvalidWei, "scan wei", reason)
	}
	v, reason := parseWei(s)
	if reason != "" {
		return invalidInput(ErrInvalidWei, "scan wei", s, reason)
	}
	*w = v
	return nil
}

// Value stores w as decimal text, for a numeric column; it never fails.
func (w Wei) Value() (driver.Value, error) { return w.String(), nil }
