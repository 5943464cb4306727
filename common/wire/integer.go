package wire

import (
	"database/sql/driver"
	"strconv"
	"time"
)

// Seconds is a Unix time in whole seconds, mirroring block.timestamp. Its
// wire form is a JSON integer. The zero value is the Unix epoch; use
// NullSeconds (or *Seconds) for "seconds or null" fields such as
// activatedAt.
type Seconds int64

// SecondsFromTime returns t as Unix seconds, dropping any fraction (t.Unix).
// The zero time.Time gives -62135596800, not 0.
func SecondsFromTime(t time.Time) Seconds { return Seconds(t.Unix()) }

// Time returns s as a time.Time in UTC.
func (s Seconds) Time() time.Time { return time.Unix(int64(s), 0).UTC() }

// UnmarshalJSON accepts a JSON integer that fits int64. Fractions ("1.5",
// even "1.0"), exponents ("1e9"), strings, null and other JSON values return
// an error wrapping ErrInvalidSeconds and leave s unchanged.
func (s *Seconds) UnmarshalJSON(data []byte) error {
	i, err := decodeInt(data, "seconds", ErrInvalidSeconds)
	if err != nil {
		return err
	}
	*s = Seconds(i)
	return nil
}

// Scan reads an int64, a time.Time (as from a timestamptz column) or decimal
// integer text. NULL and other values return an error wrapping
// ErrInvalidSeconds; scan a nullable column into NullSeconds.
func (s *Seconds) Scan(src any) error {
	if t, ok := src.(time.Time); ok {
		*s = SecondsFromTime(t)
		return nil
	}
	i, err := scanInt(src, "seconds", ErrInvalidSeconds)
	if err != nil {
		return err
	}
	*s = Seconds(i)
	return nil
}

// Value stores s as an int64; it never fails.
func (s Seconds) Value() (driver.Value, error) { return int64(s), nil }

// BpsDenominator is 100%, in basis points (the contracts' BPS_DENOM).
const BpsDenominator Bps = 10000

// Bps is an integer number of basis points: 1250 is 12.50%. The spec's Apr
// and every *Bps field use it; its wire form is a JSON integer. The zero
// value is 0 bps; use NullBps (or *Bps) for fields such as aprBps that are
// null when unknown.
type Bps int64

// UnmarshalJSON accepts a JSON integer that fits int64. Fractions,
// exponents, strings, null and other JSON values return an error wrapping
// ErrInvalidBps and leave b unchanged.
func (b *Bps) UnmarshalJSON(data []byte) error {
	i, err := decodeInt(data, "bps", ErrInvalidBps)
	if err != nil {
		return err
	}
	*b = Bps(i)
	return nil
}

// Scan reads an int64 or decimal integer text. NULL and other values return
// an error wrapping ErrInvalidBps; scan a nullable column into NullBps.
func (b *Bps) Scan(src any) error {
	i, err := scanInt(src, "bps", ErrInvalidBps)
	if err != nil {
		return err
	}
	*b = Bps(i)
	return nil
}

// Value stores b as an int64; it never fails.
func (b Bps) Value() (driver.Value, error) { return int64(b), nil }

// decodeInt parses a JSON integer number.
func decodeInt(data []byte, what string, sentinel error) (int64, error) {
	s := string(data)
	switch {
	case s == "null":
		return 0, invalidInput(sentinel, "decode "+what, s, "null where a value is required (use a Null type or a pointer)")
	case s == "" || (s[0] != '-' && !isDigit(s[0])):
		return 0, invalidInput(sentinel, "decode "+what, s, "want a JSON integer")
	}
	i, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, invalidInput(sentinel, "decode "+what, s, intReason(err))
	}
	return i, nil
}

// scanInt reads an int64 or decimal integer text from a database value.
func scanInt(src any, what string, sentinel error) (int64, error) {
	if i, ok := src.(int64); ok {
		return i, nil
	}
	s, reason := scanText(src)
	if reason != "" {
		return 0, invalidSource(sentinel, "scan "+what, reason)
	}
	if s == "" || (s[0] != '-' && !isDigit(s[0])) {
		return 0, invalidInput(sentinel, "scan "+what, s, "want an integer")
	}
	i, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, invalidInput(sentinel, "scan "+what, s, intReason(err))
	}
	return i, nil
}

func intReason(err error) string {
	if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
		return "out of int64 range"
	}
	return "want an integer"
}
