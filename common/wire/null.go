package wire

import (
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"fmt"
)

// Null is a T that may be JSON null or SQL NULL, for the fields the spec
// allows to be null (priceUsd, creator, aprBps, activatedAt, ...). The zero
// value is null. When Valid, V marshals in its own wire form; when not, V is
// ignored and Null marshals as null. A plain pointer (*Usd, *Address) works
// too with encoding/json and database/sql; Null avoids the allocation and
// reads better in struct literals.
//
// Null's Scan needs T's pointer to implement sql.Scanner, as every type of
// this package does.
type Null[T any] struct {
	V     T
	Valid bool // false means null
}

// Nullable forms of the types the spec allows to be null.
type (
	// NullAddress is an Address or null (creator).
	NullAddress = Null[Address]
	// NullUsd is a Usd or null (priceUsd).
	NullUsd = Null[Usd]
	// NullWei is a Wei or null.
	NullWei = Null[Wei]
	// NullSeconds is a Seconds or null (activatedAt, claimDeadline).
	NullSeconds = Null[Seconds]
	// NullBps is a Bps or null (aprBps, feeAprBps).
	NullBps = Null[Bps]
)

// NullOf returns v as a valid (non-null) Null.
func NullOf[T any](v T) Null[T] { return Null[T]{V: v, Valid: true} }

// NullFromPtr returns *p as a valid Null, or null when p is nil.
func NullFromPtr[T any](p *T) Null[T] {
	if p == nil {
		return Null[T]{}
	}
	return Null[T]{V: *p, Valid: true}
}

// Ptr returns a pointer to a copy of V, or nil when n is null.
func (n Null[T]) Ptr() *T {
	if !n.Valid {
		return nil
	}
	v := n.V
	return &v
}

// MarshalJSON returns null, or V's own JSON form; errors are V's.
func (n Null[T]) MarshalJSON() ([]byte, error) {
	if !n.Valid {
		return []byte("null"), nil
	}
	return json.Marshal(n.V)
}

// UnmarshalJSON makes n null for JSON null, and otherwise decodes data into
// V as T's own UnmarshalJSON does, returning T's error (for this package's
// types, one wrapping its sentinel) and leaving n unchanged on failure.
func (n *Null[T]) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		*n = Null[T]{}
		return nil
	}
	var v T
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*n = Null[T]{V: v, Valid: true}
	return nil
}

// Scan makes n null for NULL, and otherwise scans src into V with T's own
// Scan, returning its error (n becomes null on failure). It returns an error
// if *T does not implement sql.Scanner.
func (n *Null[T]) Scan(src any) error {
	*n = Null[T]{}
	if src == nil {
		return nil
	}
	s, ok := any(&n.V).(sql.Scanner)
	if !ok {
		return fmt.Errorf("wire: scan Null[%T]: *%T does not implement sql.Scanner", n.V, n.V)
	}
	if err := s.Scan(src); err != nil {
		*n = Null[T]{}
		return err
	}
	n.Valid = true
	return nil
}

// Value returns NULL (nil) when n is null, and otherwise V's own Value (or
// V converted by driver.DefaultParameterConverter if T is not a
// driver.Valuer), with its error.
func (n Null[T]) Value() (driver.Value, error) {
	if !n.Valid {
		return nil, nil
	}
	if v, ok := any(n.V).(driver.Valuer); ok {
		return v.Value()
	}
	return driver.DefaultParameterConverter.ConvertValue(n.V)
}
