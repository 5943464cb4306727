package funbackend

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Row is one result row with its columns in select order. Board and detail
// reads select whole coin rows, so a migration that adds a column shows up
// in responses (spec 9.2). Its JSON form is an object in column order;
// INTEGER is a number, TEXT a string, NULL null.
type Row struct {
	Cols []string
	Vals []any
}

// Get returns the value of column name, or nil.
func (r *Row) Get(name string) any {
	for i, c := range r.Cols {
		if c == name {
			return r.Vals[i]
		}
	}
	return nil
}

// String returns column name as a string ("" when NULL or absent).
func (r *Row) String(name string) string {
	s, _ := r.Get(name).(string)
	return s
}

// Int returns column name as an int64 (0 when NULL or absent).
func (r *Row) Int(name string) int64 {
	n, _ := r.Get(name).(int64)
	return n
}

// Set replaces column name's value, appending the column when absent.
func (r *Row) Set(name string, v any) {
	for i, c := range r.Cols {
		if c == name {
			r.Vals[i] = v
			return
		}
	}
	r.Cols = append(r.Cols, name)
	r.Vals = append(r.Vals, v)
}

// Drop removes column name.
func (r *Row) Drop(name string) {
	for i, c := range r.Cols {
		if c == name {
			r.Cols = append(r.Cols[:i:i], r.Cols[i+1:]...)
			r.Vals = append(r.Vals[:i:i], r.Vals[i+1:]...)
			return
		}
	}
}

// MarshalJSON writes the row as an object in column order.
func (r Row) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, c := range r.Cols {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(c)
		b.Write(k)
		b.WriteByte(':')
		v, err := json.Marshal(r.Vals[i])
		if err != nil {
			return nil, fmt.Errorf("column %s: %w", c, err)
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}
