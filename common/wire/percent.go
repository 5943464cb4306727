package wire

import (
	"database/sql/driver"
	"encoding/json"
	"math"
	"strconv"
)

// Percent is a nullable percentage as a float: V 5.2 means 5.2%. Its wire
// form is a JSON number, or null when the figure is uncomputable (the
// spec's *DeltaPct fields before enough history). The zero value is null.
// A Percent whose V is NaN or ±Inf is treated as null even if Valid is set.
type Percent struct {
	V     float64 // the percentage; meaningful only when Valid
	Valid bool    // false means null
}

// PercentOf returns f as a Percent, null if f is NaN or ±Inf, so a division
// by zero becomes null rather than invalid JSON.
func PercentOf(f float64) Percent {
	return Percent{V: f, Valid: isFinite(f)}
}

// PercentFromPtr returns *f as a Percent, null if f is nil, NaN or ±Inf.
func PercentFromPtr(f *float64) Percent {
	if f == nil {
		return Percent{}
	}
	return PercentOf(*f)
}

// Float64 returns the percentage and true, or 0 and false if p is null (not
// Valid, NaN or ±Inf).
func (p Percent) Float64() (float64, bool) {
	if !p.Valid || !isFinite(p.V) {
		return 0, false
	}
	return p.V, true
}

// MarshalJSON returns the shortest JSON number that reads back as V (as
// encoding/json formats a float64; negative zero is 0), or null. It never
// fails.
func (p Percent) MarshalJSON() ([]byte, error) {
	f, ok := p.Float64()
	if !ok {
		return []byte("null"), nil
	}
	if f == 0 {
		f = 0 // drop the sign of negative zero
	}
	return json.Marshal(f)
}

// UnmarshalJSON accepts null (p becomes null) or a JSON number that fits a
// float64 (p becomes valid). Strings, numbers out of float64 range and other
// JSON values return an error wrapping ErrInvalidPercent and leave p
// unchanged.
func (p *Percent) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		*p = Percent{}
		return nil
	}
	if len(data) == 0 || (data[0] != '-' && !isDigit(data[0])) {
		return invalidInput(ErrInvalidPercent, "decode percent", string(data), "want a JSON number or null")
	}
	var f float64
	if err := json.Unmarshal(data, &f); err != nil {
		return invalidInput(ErrInvalidPercent, "decode percent", string(data), "want a JSON number that fits a float64")
	}
	*p = PercentOf(f)
	return nil
}

// Scan reads NULL (p becomes null), a float64, an int64 or decimal text (as
// from a Postgres numeric column; "NaN" becomes null). Other values return
// an error wrapping ErrInvalidPercent.
func (p *Percent) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*p = Percent{}
	case float64:
		*p = PercentOf(v)
	case int64:
		*p = PercentOf(float64(v))
	default:
		s, reason := scanText(src)
		if reason != "" {
			return invalidSource(ErrInvalidPercent, "scan percent", reason)
		}
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return invalidInput(ErrInvalidPercent, "scan percent", s, "want a decimal number")
		}
		*p = PercentOf(f)
	}
	return nil
}

// Value stores p as a float64, or NULL when p is null; it never fails.
func (p Percent) Value() (driver.Value, error) {
	f, ok := p.Float64()
	if !ok {
		return nil, nil
	}
	return f, nil
}

func isFinite(f float64) bool { return !math.IsNaN(f) && !math.IsInf(f, 0) }
