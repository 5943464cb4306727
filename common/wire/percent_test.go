package wire_test

import (
	"encoding/json"
	"errors"
	"math"
	"testing"

	"github.com/neoswap/neoswap/common/wire"
)

func TestPercentJSON(t *testing.T) {
	tests := []struct {
		name string
		in   wire.Percent
		want string
	}{
		{"zero value is null", wire.Percent{}, `null`},
		{"plain", wire.PercentOf(5.2), `5.2`},
		{"negative", wire.PercentOf(-12.5), `-12.5`},
		{"zero", wire.PercentOf(0), `0`},
		{"negative zero", wire.PercentOf(math.Copysign(0, -1)), `0`},
		{"whole", wire.PercentOf(100), `100`},
		{"tiny", wire.PercentOf(1e-7), `1e-7`},
		{"NaN", wire.PercentOf(math.NaN()), `null`},
		{"+Inf", wire.PercentOf(math.Inf(1)), `null`},
		{"-Inf", wire.PercentOf(math.Inf(-1)), `null`},
		{"NaN marked valid", wire.Percent{V: math.NaN(), Valid: true}, `null`},
		{"Inf marked valid", wire.Percent{V: math.Inf(1), Valid: true}, `null`},
		{"invalid ignores V", wire.Percent{V: 3}, `null`},
		{"nil pointer", wire.PercentFromPtr(nil), `null`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := json.Marshal(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("Marshal = %s, want %s", got, tt.want)
			}
			var back wire.Percent
			if err := json.Unmarshal(got, &back); err != nil {
				t.Fatal(err)
			}
			gotF, gotOK := back.Float64()
			wantF, wantOK := tt.in.Float64()
			if gotF != wantF || gotOK != wantOK {
				t.Errorf("round trip = %v, %v; want %v, %v", gotF, gotOK, wantF, wantOK)
			}
		})
	}

	f := 2.5
	if got := wire.PercentFromPtr(&f); got != wire.PercentOf(2.5) {
		t.Errorf("PercentFromPtr(&2.5) = %+v", got)
	}
	for _, in := range []string{`"5.2"`, `true`, `{}`, `1e400`, `NaN`} {
		p := wire.PercentOf(1)
		if err := p.UnmarshalJSON([]byte(in)); !errors.Is(err, wire.ErrInvalidPercent) {
			t.Errorf("UnmarshalJSON(%s) error = %v, want ErrInvalidPercent", in, err)
		}
		if p != wire.PercentOf(1) {
			t.Errorf("failed UnmarshalJSON(%s) changed the value to %+v", in, p)
		}
	}
}

func TestPercentSQL(t *testing.T) {
	tests := []struct {
		src    any
		want   float64
		wantOK bool
	}{
		{nil, 0, false},
		{1.25, 1.25, true},
		{int64(3), 3, true},
		{"-4.5", -4.5, true},
		{[]byte("NaN"), 0, false},
		{math.Inf(1), 0, false},
	}
	for _, tt := range tests {
		p := wire.PercentOf(99)
		if err := p.Scan(tt.src); err != nil {
			t.Errorf("Scan(%#v): %v", tt.src, err)
			continue
		}
		if got, ok := p.Float64(); got != tt.want || ok != tt.wantOK {
			t.Errorf("Scan(%#v) = %v, %v; want %v, %v", tt.src, got, ok, tt.want, tt.wantOK)
		}
		v, err := p.Value()
		if err != nil {
			t.Fatal(err)
		}
		if tt.wantOK && v != any(tt.want) || !tt.wantOK && v != nil {
			t.Errorf("Value() after Scan(%#v) = %#v", tt.src, v)
		}
	}
	var p wire.Percent
	if err := p.Scan("five"); !errors.Is(err, wire.ErrInvalidPercent) {
		t.Errorf("Scan(\"five\") error = %v, want ErrInvalidPercent", err)
	}
	if err := p.Scan(true); !errors.Is(err, wire.ErrInvalidPercent) {
		t.Errorf("Scan(true) error = %v, want ErrInvalidPercent", err)
	}
}
