// Package pgcopy is the writer's binary COPY codec: rows streamed to
// Postgres in its binary COPY format, each value encoded by a type switch
// on the value and its column's type (Rows, Typed and Row), and numerics
// encoded without pgx's per-digit division (RegisterNumericCodec for a
// connection's parameters). The bytes are pgx's own
// (TestCopyRowsMatchesCopyFrom, TestNumericBinaryMatchesPgx,
// FuzzNumericBinary); any value or column type it does not handle goes
// through the connection's type map, as pgx's COPY does.
package pgcopy

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/shopspring/decimal"
)

// Rows is tx.CopyFrom(ctx, pgx.Identifier{table}, cols,
// pgx.CopyFromSlice(n, row)), returning the rows copied, with the values
// the writer sends encoded by a
// type switch on the value and its column's type instead of pgx's type
// map: pgx looks up an encode plan in two maps for every value, a large
// share of its COPY encoding, itself a large share of the indexer's CPU in
// a backfill (BenchmarkReplayMix's CPU profile). The bytes are those of the
// type map (TestCopyRowsMatchesCopyFrom), which still encodes any other
// value or column type.
//
// Like pgx, the rows are encoded in a goroutine and streamed through a
// pipe while the server reads them, and the columns' types come from the
// description of "select cols from table", prepared once per connection.
func Rows(ctx context.Context, tx pgx.Tx, table string, cols []string, n int, row func(i int) ([]any, error)) (int64, error) {
	return Typed(ctx, tx, table, cols, n, func(i int, r *Row) error {
		vals, err := row(i)
		if err == nil && len(vals) != len(cols) {
			err = fmt.Errorf("expected %d values, got %d values", len(cols), len(vals))
		}
		if err != nil {
			return err
		}
		for _, v := range vals {
			r.Value(v)
		}
		return nil
	})
}

// Typed is Rows with rows written value by value into a Row (its typed
// methods box no value: the rows of a batch's large tables are copied
// this way). A row function's error, or a row of more or fewer values
// than cols, ends the copy with that error.
func Typed(ctx context.Context, tx pgx.Tx, table string, cols []string, n int, row func(i int, r *Row) error) (int64, error) {
	quoted := make([]string, len(cols))
	for i, c := range cols {
		quoted[i] = pgx.Identifier{c}.Sanitize()
	}
	list, name := strings.Join(quoted, ", "), pgx.Identifier{table}.Sanitize()
	describe := "select " + list + " from " + name
	// A statement's name is cut at 63 bytes by the server: a hash names it.
	h := fnv.New64a()
	h.Write([]byte(describe))
	sd, err := tx.Conn().Prepare(ctx, fmt.Sprintf("copy_rows_%x", h.Sum64()), describe)
	if err != nil {
		return 0, fmt.Errorf("copy %s: describe columns: %w", table, err)
	}
	oids := make([]uint32, len(sd.Fields))
	for i, f := range sd.Fields {
		oids[i] = f.DataTypeOID
	}
	m := tx.Conn().TypeMap()

	r, w := io.Pipe()
	done := make(chan struct{})
	var rowErr error // the rows' error, which the server's answer only quotes
	go func() {
		defer close(done)
		const sendSize = 65536 - 5 // a CopyData message's payload, as pgx sizes it
		buf := make([]byte, 0, 65536)
		buf = append(buf, "PGCOPY\n\377\r\n\000"...)
		buf = binary.BigEndian.AppendUint32(buf, 0) // flags
		buf = binary.BigEndian.AppendUint32(buf, 0) // header extension
		largest := 0
		r := Row{m: m, oids: oids, cols: cols}
		for i := range n {
			start := len(buf)
			r.buf, r.col, r.err = binary.BigEndian.AppendUint16(buf, uint16(len(oids))), 0, nil
			err := row(i, &r)
			if err == nil {
				err = r.err
			}
			if err == nil && r.col != len(oids) {
				err = fmt.Errorf("expected %d values, got %d values", len(oids), r.col)
			}
			if err != nil {
				rowErr = err
				w.CloseWithError(err)
				return
			}
			buf = r.buf
			largest = max(largest, len(buf)-start)
			if len(buf) > sendSize-largest {
				if _, err := w.Write(buf); err != nil {
					return // the copy ended: its error is CopyFrom's
				}
				buf = buf[:0]
			}
		}
		buf = binary.BigEndian.AppendUint16(buf, math.MaxUint16) // the trailer, -1
		if _, err := w.Write(buf); err == nil {
			w.Close()
		}
	}()
	tag, err := tx.Conn().PgConn().CopyFrom(ctx, r, "copy "+name+" ( "+list+" ) from stdin binary;")
	r.Close() // a writer blocked on a copy that ended returns
	<-done
	if rowErr != nil {
		return 0, fmt.Errorf("copy %s: %w", table, rowErr)
	}
	return tag.RowsAffected(), err
}

// appendCopyValue appends v as a field of a binary COPY row for a column
// of type oid: its length, then its bytes, -1 for NULL.
func appendCopyValue(m *pgtype.Map, buf []byte, oid uint32, v any) ([]byte, error) {
	switch x := v.(type) {
	case nil:
		return appendNull(buf), nil
	case int64:
		switch oid {
		case pgtype.Int8OID:
			return binary.BigEndian.AppendUint64(binary.BigEndian.AppendUint32(buf, 8), uint64(x)), nil
		case pgtype.Int4OID:
			if x >= math.MinInt32 && x <= math.MaxInt32 {
				return binary.BigEndian.AppendUint32(binary.BigEndian.AppendUint32(buf, 4), uint32(x)), nil
			}
		}
	case int32:
		switch oid {
		case pgtype.Int4OID:
			return binary.BigEndian.AppendUint32(binary.BigEndian.AppendUint32(buf, 4), uint32(x)), nil
		case pgtype.Int8OID:
			return binary.BigEndian.AppendUint64(binary.BigEndian.AppendUint32(buf, 8), uint64(int64(x))), nil
		}
	case bool:
		if oid == pgtype.BoolOID {
			b := byte(0)
			if x {
				b = 1
			}
			return append(binary.BigEndian.AppendUint32(buf, 1), b), nil
		}
	case []byte:
		if x == nil {
			return appendNull(buf), nil // pgx's NULL for a nil slice
		}
		if oid == pgtype.ByteaOID {
			return appendBytes(buf, x), nil
		}
	case string:
		if oid == pgtype.TextOID || oid == pgtype.VarcharOID {
			return append(binary.BigEndian.AppendUint32(buf, uint32(len(x))), x...), nil
		}
	case json.RawMessage:
		if x == nil {
			return appendNull(buf), nil
		}
		if oid == pgtype.JSONOID {
			return appendBytes(buf, x), nil
		}
	case decimal.Decimal: // a derived USD value: decimalNumeric's numeric, its coefficient not copied
		if oid == pgtype.NumericOID {
			if out, ok := appendDecimalField(buf, x); ok {
				return out, nil
			}
		}
		v = decimalNumeric(x) // the type map knows pgtype.Numeric, not Decimal
	case pgtype.Numeric:
		if !x.Valid {
			return appendNull(buf), nil
		}
		if oid == pgtype.NumericOID {
			if out, ok := appendNumericBinary(appendNull(buf), x); ok {
				return sized(out, len(buf)), nil
			}
		}
	}
	// Any other value or column type: the type map, as pgx's COPY does.
	out, err := m.Encode(oid, pgtype.BinaryFormatCode, v, appendNull(buf))
	if err != nil {
		return nil, err
	}
	if out == nil {
		return appendNull(buf), nil
	}
	return sized(out, len(buf)), nil
}

// appendNull appends a NULL field (length -1); a value appended after it
// then gets its length from sized.
func appendNull(buf []byte) []byte { return binary.BigEndian.AppendUint32(buf, math.MaxUint32) }

// sized sets the length word of the field that starts at out[at] to the
// length of the bytes after it.
func sized(out []byte, at int) []byte {
	binary.BigEndian.PutUint32(out[at:], uint32(len(out)-at-4))
	return out
}

// appendDecimalField appends x as the field of a numeric column, false
// (buf unchanged) when the binary encoding does not take it and the type
// map must.
func appendDecimalField(buf []byte, x decimal.Decimal) ([]byte, bool) {
	out, ok := appendDecimalBinary(appendNull(buf), x)
	if !ok {
		return buf, false
	}
	return sized(out, len(buf)), true
}

func appendBytes(buf, b []byte) []byte {
	return append(binary.BigEndian.AppendUint32(buf, uint32(len(b))), b...)
}
