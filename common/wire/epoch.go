package wire

import "math"

// Epoch and day constants, in seconds (spec section 3).
const (
	// EpochOrigin is the start of epoch 0: Sunday 1970-01-04 00:00 UTC.
	EpochOrigin = 259200
	// EpochLength is one week; epochs run Sunday 00:00 UTC to the next.
	EpochLength = 604800
	// DayLength is one UTC day.
	DayLength = 86400
)

// The epochs and days whose start fits an int64.
const (
	minEpoch = (math.MinInt64 - EpochOrigin) / EpochLength // truncation: ceil for negatives
	maxEpoch = (math.MaxInt64 - EpochOrigin) / EpochLength
	minDay   = math.MinInt64 / DayLength
	maxDay   = math.MaxInt64 / DayLength
)

// EpochOf returns the Rakeback epoch containing Unix time t,
// floor((t - 259200) / 604800), rounding toward minus infinity for t before
// EpochOrigin (so 0 is in epoch -1). It is exact for every int64.
func EpochOf(t int64) int64 {
	q, r := t/EpochLength, t%EpochLength
	if r < 0 {
		q, r = q-1, r+EpochLength
	}
	// Now t = q*EpochLength + r with 0 <= r < EpochLength.
	if r < EpochOrigin {
		q--
	}
	return q
}

// EpochStart returns the Unix time at which epoch e opens, e*604800 + 259200,
// always a Sunday 00:00 UTC. For the few epochs whose start does not fit an
// int64 it saturates to math.MinInt64 or math.MaxInt64.
func EpochStart(e int64) int64 {
	switch {
	case e < minEpoch:
		return math.MinInt64
	case e > maxEpoch:
		return math.MaxInt64
	}
	return e*EpochLength + EpochOrigin
}

// EpochEnd returns the Unix time at which epoch e closes, which is the start
// of epoch e+1: the epoch is the half-open range [EpochStart(e), EpochEnd(e)).
// It saturates like EpochStart.
func EpochEnd(e int64) int64 {
	if e >= maxEpoch {
		return math.MaxInt64
	}
	return EpochStart(e + 1)
}

// DayOf returns the UTC day index containing Unix time t, floor(t / 86400),
// rounding toward minus infinity for negative t. It is exact for every int64.
func DayOf(t int64) int64 {
	q := t / DayLength
	if t%DayLength < 0 {
		q--
	}
	return q
}

// DayStart returns the Unix time of 00:00 UTC on day d, d*86400, saturating
// to math.MinInt64 or math.MaxInt64 when that does not fit an int64.
func DayStart(d int64) int64 {
	switch {
	case d < minDay:
		return math.MinInt64
	case d > maxDay:
		return math.MaxInt64
	}
	return d * DayLength
}
