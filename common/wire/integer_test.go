package wire_test

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/neoswap/neoswap/common/wire"
)

func TestSeconds(t *testing.T) {
	tm := time.Date(2024, 3, 10, 12, 0, 0, 999_999_999, time.FixedZone("X", 3600))
	s := wire.SecondsFromTime(tm)
	if got, want := s, wire.Seconds(1710068400); got != want {
		t.Errorf("SecondsFromTime = %d, want %d", got, want)
	}
	if got, want := s.Time(), time.Date(2024, 3, 10, 11, 0, 0, 0, time.UTC); !got.Equal(want) || got.Location() != time.UTC {
		t.Errorf("Time() = %v, want %v in UTC", got, want)
	}

	type leaf struct {
		ActivatedAt   wire.NullSeconds `json:"activatedAt"`
		ClaimDeadline *wire.Seconds    `json:"claimDeadline"`
		LastUpdated   wire.Seconds     `json:"lastUpdated"`
	}
	got, err := json.Marshal(leaf{LastUpdated: s})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"activatedAt":null,"claimDeadline":null,"lastUpdated":1710068400}`; string(got) != want {
		t.Errorf("Marshal = %s, want %s", got, want)
	}
	var back leaf
	if err := json.Unmarshal([]byte(`{"activatedAt":5,"claimDeadline":-6,"lastUpdated":1710068400}`), &back); err != nil {
		t.Fatal(err)
	}
	if back.ActivatedAt != wire.NullOf(wire.Seconds(5)) || back.ClaimDeadline == nil || *back.ClaimDeadline != -6 || back.LastUpdated != s {
		t.Errorf("Unmarshal = %+v", back)
	}
}

func TestIntegerJSONInvalid(t *testing.T) {
	for _, in := range []string{`null`, `1.5`, `1.0`, `1e9`, `"1"`, `true`, `9223372036854775808`, `-9223372036854775809`, `+1`} {
		t.Run(in, func(t *testing.T) {
			s := wire.Seconds(7)
			if err := s.UnmarshalJSON([]byte(in)); !errors.Is(err, wire.ErrInvalidSeconds) {
				t.Errorf("Seconds.UnmarshalJSON(%s) error = %v, want ErrInvalidSeconds", in, err)
			}
			b := wire.Bps(7)
			if err := b.UnmarshalJSON([]byte(in)); !errors.Is(err, wire.ErrInvalidBps) {
				t.Errorf("Bps.UnmarshalJSON(%s) error = %v, want ErrInvalidBps", in, err)
			}
			if s != 7 || b != 7 {
				t.Errorf("failed UnmarshalJSON changed the values to %d, %d", s, b)
			}
		})
	}
}

func TestBps(t *testing.T) {
	type pool struct {
		FeeAprBps wire.NullBps `json:"feeAprBps"`
		AprBps    wire.Bps     `json:"aprBps"`
	}
	tests := []struct {
		in   pool
		want string
	}{
		{pool{}, `{"feeAprBps":null,"aprBps":0}`},
		{pool{FeeAprBps: wire.NullOf[wire.Bps](30), AprBps: 1250}, `{"feeAprBps":30,"aprBps":1250}`},
	}
	for _, tt := range tests {
		got, err := json.Marshal(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != tt.want {
			t.Errorf("Marshal = %s, want %s", got, tt.want)
		}
		var back pool
		if err := json.Unmarshal(got, &back); err != nil || back != tt.in {
			t.Errorf("round trip = %+v, %v; want %+v", back, err, tt.in)
		}
	}
	if wire.BpsDenominator != 10000 {
		t.Errorf("BpsDenominator = %d", wire.BpsDenominator)
	}
}

func TestIntegerSQL(t *testing.T) {
	tm := time.Unix(1710068400, 5).UTC()
	tests := []struct {
		src  any
		want int64
	}{
		{int64(1710068400), 1710068400},
		{"-42", -42},
		{[]byte("0"), 0},
	}
	for _, tt := range tests {
		var s wire.Seconds
		if err := s.Scan(tt.src); err != nil || int64(s) != tt.want {
			t.Errorf("Seconds.Scan(%#v) = %d, %v; want %d", tt.src, s, err, tt.want)
		}
		var b wire.Bps
		if err := b.Scan(tt.src); err != nil || int64(b) != tt.want {
			t.Errorf("Bps.Scan(%#v) = %d, %v; want %d", tt.src, b, err, tt.want)
		}
	}
	var s wire.Seconds
	if err := s.Scan(tm); err != nil || s != 1710068400 {
		t.Errorf("Seconds.Scan(time) = %d, %v", s, err)
	}
	for _, src := range []any{nil, 1.5, "1.5", "", " 1", "+1", "99999999999999999999", tm} {
		var b wire.Bps
		if err := b.Scan(src); !errors.Is(err, wire.ErrInvalidBps) {
			t.Errorf("Bps.Scan(%#v) error = %v, want ErrInvalidBps", src, err)
		}
	}
	if err := s.Scan(nil); !errors.Is(err, wire.ErrInvalidSeconds) {
		t.Errorf("Seconds.Scan(nil) error = %v, want ErrInvalidSeconds", err)
	}
	if v, err := wire.Seconds(5).Value(); err != nil || v != any(int64(5)) {
		t.Errorf("Seconds.Value() = %#v, %v", v, err)
	}
	if v, err := wire.Bps(5).Value(); err != nil || v != any(int64(5)) {
		t.Errorf("Bps.Value() = %#v, %v", v, err)
	}
}
