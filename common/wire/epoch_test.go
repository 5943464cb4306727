package wire_test

import (
	"math"
	"math/big"
	"testing"
	"time"

	"github.com/neoswap/neoswap/common/wire"
)

func TestEpochOf(t *testing.T) {
	tests := []struct {
		name string
		t    int64
		want int64
	}{
		{"epoch 0 start, Sunday 1970-01-04", 259200, 0},
		{"last second before epoch 0", 259199, -1},
		{"Unix epoch", 0, -1},
		{"epoch -1 start", 259200 - 604800, -1},
		{"before epoch -1", 259200 - 604800 - 1, -2},
		{"negative, one second", -1, -1},
		{"last second of epoch 0", 259200 + 604800 - 1, 0},
		{"epoch 1 start", 259200 + 604800, 1},
		{"Sunday 2024-01-07 00:00 UTC", 1704585600, 2818},
		{"Saturday 2024-01-06 23:59:59 UTC", 1704585599, 2817},
		{"min int64", math.MinInt64, epochRef(math.MinInt64)},
		{"max int64", math.MaxInt64, epochRef(math.MaxInt64)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := wire.EpochOf(tt.t); got != tt.want {
				t.Errorf("EpochOf(%d) = %d, want %d", tt.t, got, tt.want)
			}
		})
	}
}

func TestEpochStartIsSundayMidnight(t *testing.T) {
	for e := int64(-3000); e <= 3000; e++ {
		start := time.Unix(wire.EpochStart(e), 0).UTC()
		if start.Weekday() != time.Sunday || start.Hour() != 0 || start.Minute() != 0 || start.Second() != 0 {
			t.Fatalf("EpochStart(%d) = %v, want a Sunday 00:00 UTC", e, start)
		}
		if got, want := wire.EpochEnd(e)-wire.EpochStart(e), int64(wire.EpochLength); got != want {
			t.Fatalf("epoch %d lasts %d s, want %d", e, got, want)
		}
	}
	if got, want := time.Unix(wire.EpochStart(0), 0).UTC(), time.Date(1970, 1, 4, 0, 0, 0, 0, time.UTC); !got.Equal(want) {
		t.Errorf("EpochStart(0) = %v, want %v", got, want)
	}
}

func TestEpochSaturates(t *testing.T) {
	tests := []struct {
		name      string
		got, want int64
	}{
		{"EpochStart(min)", wire.EpochStart(math.MinInt64), math.MinInt64},
		{"EpochStart(max)", wire.EpochStart(math.MaxInt64), math.MaxInt64},
		{"EpochEnd(max)", wire.EpochEnd(math.MaxInt64), math.MaxInt64},
		{"EpochEnd(min)", wire.EpochEnd(math.MinInt64), math.MinInt64},
		{"EpochStart of the epoch of min", wire.EpochStart(wire.EpochOf(math.MinInt64)), math.MinInt64},
		{"EpochEnd of the epoch of max", wire.EpochEnd(wire.EpochOf(math.MaxInt64)), math.MaxInt64},
		{"DayStart(min)", wire.DayStart(math.MinInt64), math.MinInt64},
		{"DayStart(max)", wire.DayStart(math.MaxInt64), math.MaxInt64},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %d, want %d", tt.name, tt.got, tt.want)
		}
	}
}

func TestDayOf(t *testing.T) {
	tests := []struct{ t, want int64 }{
		{0, 0},
		{86399, 0},
		{86400, 1},
		{-1, -1},
		{-86400, -1},
		{-86401, -2},
		{1704585600, 19729},
		{math.MinInt64, dayRef(math.MinInt64)},
		{math.MaxInt64, dayRef(math.MaxInt64)},
	}
	for _, tt := range tests {
		if got := wire.DayOf(tt.t); got != tt.want {
			t.Errorf("DayOf(%d) = %d, want %d", tt.t, got, tt.want)
		}
	}
	if got, want := wire.DayStart(19729), int64(1704585600); got != want {
		t.Errorf("DayStart(19729) = %d, want %d", got, want)
	}
}

// epochRef is the spec formula in arbitrary precision: big.Int.Div rounds
// toward minus infinity for a positive divisor.
func epochRef(t int64) int64 {
	x := new(big.Int).Sub(big.NewInt(t), big.NewInt(wire.EpochOrigin))
	return x.Div(x, big.NewInt(wire.EpochLength)).Int64()
}

func dayRef(t int64) int64 {
	return new(big.Int).Div(big.NewInt(t), big.NewInt(wire.DayLength)).Int64()
}

// FuzzEpoch checks EpochOf and DayOf against the formulas in arbitrary
// precision, and that every t lies in [start, end) of its epoch and day.
func FuzzEpoch(f *testing.F) {
	for _, t := range []int64{0, -1, 1, 259199, 259200, 259201, 863999, 864000, -345600, -345601, 1704585600, math.MinInt64, math.MaxInt64, math.MinInt64 + 259200, math.MaxInt64 - 604800} {
		f.Add(t)
	}
	f.Fuzz(func(t *testing.T, ts int64) {
		e := wire.EpochOf(ts)
		if want := epochRef(ts); e != want {
			t.Fatalf("EpochOf(%d) = %d, want %d", ts, e, want)
		}
		start, end := wire.EpochStart(e), wire.EpochEnd(e)
		if !(start <= ts && (ts < end || end == math.MaxInt64)) {
			t.Fatalf("t %d not in epoch %d = [%d, %d)", ts, e, start, end)
		}
		if start != math.MinInt64 {
			if wire.EpochOf(start) != e || wire.EpochOf(start-1) != e-1 {
				t.Fatalf("EpochStart(%d) = %d is not the first second of the epoch", e, start)
			}
		}
		if start != math.MinInt64 && end != math.MaxInt64 && end-start != wire.EpochLength {
			t.Fatalf("epoch %d = [%d, %d) is not one week", e, start, end)
		}

		d := wire.DayOf(ts)
		if want := dayRef(ts); d != want {
			t.Fatalf("DayOf(%d) = %d, want %d", ts, d, want)
		}
		if ds := wire.DayStart(d); ds > ts || ts-ds >= wire.DayLength {
			t.Fatalf("DayStart(DayOf(%d)) = %d", ts, ds)
		}
	})
}
