package pgcopy

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/jackc/pgx/v5/pgtype"
	"github.com/shopspring/decimal"
)

// Row is the row being encoded by Typed: each method appends the
// value of the row's next column, encoded as appendCopyValue encodes it,
// without boxing it in an interface unless the column's type needs the
// type map. Boxed rows ([]any, addresses and hashes copied out to slices)
// were the largest share of a backfill's allocations (BenchmarkReplayMix
// -benchmem). The first error is kept, and ends the copy.
type Row struct {
	m    *pgtype.Map
	oids []uint32
	cols []string
	buf  []byte
	col  int
	err  error
}

// next is the type of the next column, false once there is an error or
// no column is left.
func (r *Row) next() (uint32, bool) {
	if r.err != nil {
		return 0, false
	}
	if r.col == len(r.oids) {
		r.err = fmt.Errorf("expected %d values, got more", len(r.oids))
		return 0, false
	}
	r.col++
	return r.oids[r.col-1], true
}

// value appends v for the current column (of type oid) as appendCopyValue.
func (r *Row) value(oid uint32, v any) {
	out, err := appendCopyValue(r.m, r.buf, oid, v)
	if err != nil {
		r.err = fmt.Errorf("column %s: %w", r.cols[r.col-1], err)
		return
	}
	r.buf = out
}

// Value appends v, of any type appendCopyValue takes.
func (r *Row) Value(v any) {
	if oid, ok := r.next(); ok {
		r.value(oid, v)
	}
}

// Int64 appends v (a bigint column, or any the type map takes an int64 for).
func (r *Row) Int64(v int64) {
	if oid, ok := r.next(); ok {
		if oid != pgtype.Int8OID {
			r.value(oid, v)
			return
		}
		r.buf = binary.BigEndian.AppendUint64(binary.BigEndian.AppendUint32(r.buf, 8), uint64(v))
	}
}

// Int32 appends v (an integer column, or any the type map takes an int32 for).
func (r *Row) Int32(v int32) {
	if oid, ok := r.next(); ok {
		if oid != pgtype.Int4OID {
			r.value(oid, v)
			return
		}
		r.buf = binary.BigEndian.AppendUint32(binary.BigEndian.AppendUint32(r.buf, 4), uint32(v))
	}
}

// Bool appends v.
func (r *Row) Bool(v bool) {
	if oid, ok := r.next(); ok {
		r.value(oid, v) // appendCopyValue's case (a bool is boxed without allocating)
	}
}

// Bytes appends b (NULL for nil, as pgx).
func (r *Row) Bytes(b []byte) {
	if oid, ok := r.next(); ok {
		switch {
		case b == nil:
			r.buf = appendNull(r.buf)
		case oid == pgtype.ByteaOID:
			r.buf = appendBytes(r.buf, b)
		default:
			r.value(oid, b)
		}
	}
}

// Text appends s (a text or varchar column).
func (r *Row) Text(s string) {
	if oid, ok := r.next(); ok {
		if oid != pgtype.TextOID && oid != pgtype.VarcharOID {
			r.value(oid, s)
			return
		}
		r.buf = append(binary.BigEndian.AppendUint32(r.buf, uint32(len(s))), s...)
	}
}

// JSON appends the JSON text b (NULL for nil).
func (r *Row) JSON(b []byte) {
	if oid, ok := r.next(); ok {
		switch {
		case b == nil:
			r.buf = appendNull(r.buf)
		case oid == pgtype.JSONOID:
			r.buf = appendBytes(r.buf, b)
		default:
			r.value(oid, json.RawMessage(b))
		}
	}
}

// Numeric appends the integer x as a numeric (NULL for nil).
func (r *Row) Numeric(x *big.Int) {
	if oid, ok := r.next(); ok {
		if x != nil && oid == pgtype.NumericOID {
			if out, ok := appendNumericWords(appendNull(r.buf), x.Bits(), x.Sign() < 0, 0); ok {
				r.buf = sized(out, len(r.buf))
				return
			}
		}
		r.value(oid, intNumeric(x))
	}
}

// Decimal appends x as a numeric of its display scale.
func (r *Row) Decimal(x decimal.Decimal) {
	if oid, ok := r.next(); ok {
		if oid == pgtype.NumericOID {
			if out, ok := appendDecimalField(r.buf, x); ok {
				r.buf = out
				return
			}
		}
		r.value(oid, decimalNumeric(x))
	}
}

// intNumeric converts an integer to a numeric value (NULL for nil).
func intNumeric(x *big.Int) pgtype.Numeric {
	if x == nil {
		return pgtype.Numeric{}
	}
	return pgtype.Numeric{Int: x, Valid: true} // pgx encodes a copy: x is not modified
}

// decimalNumeric is x as a numeric value with its display scale.
func decimalNumeric(x decimal.Decimal) pgtype.Numeric {
	return pgtype.Numeric{Int: x.Coefficient(), Exp: x.Exponent(), Valid: true} // Coefficient is a copy
}
