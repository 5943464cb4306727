package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
)

// ErrInvalid is wrapped by every sentinel below, and so by every error this
// package returns for malformed input, whatever its type.
var ErrInvalid = errors.New("wire: invalid value")

// invalidError is a sentinel that wraps ErrInvalid.
type invalidError string

// Error returns the sentinel's message.
func (e invalidError) Error() string { return string(e) }

// Unwrap returns ErrInvalid, so errors.Is(err, ErrInvalid) holds for every
// sentinel.
func (e invalidError) Unwrap() error { return ErrInvalid }

// Sentinels, one per type, wrapped by every parse, decode and scan error of
// that type. Each wraps ErrInvalid.
var (
	// ErrInvalidAddress reports text that is not "0x" followed by 40 hex digits.
	ErrInvalidAddress error = invalidError("invalid address")
	// ErrInvalidHash reports text that is not "0x" followed by 64 hex digits.
	ErrInvalidHash error = invalidError("invalid hash")
	// ErrInvalidWei reports text that is not a non-negative decimal integer.
	ErrInvalidWei error = invalidError("invalid wei amount")
	// ErrInvalidUsd reports text that is not a plain decimal with at most 6
	// decimals.
	ErrInvalidUsd error = invalidError("invalid usd amount")
	// ErrInvalidRatio reports text that is not a non-negative plain decimal
	// with at most 18 decimals.
	ErrInvalidRatio error = invalidError("invalid ratio")
	// ErrInvalidSeconds reports a value that is not an integer number of
	// Unix seconds.
	ErrInvalidSeconds error = invalidError("invalid seconds")
	// ErrInvalidBps reports a value that is not an integer number of basis
	// points.
	ErrInvalidBps error = invalidError("invalid basis points")
	// ErrInvalidPercent reports a value that is neither a JSON number nor null.
	ErrInvalidPercent error = invalidError("invalid percent")
)

// maxShown bounds how much of a rejected input an error message repeats.
const maxShown = 64

// shown quotes input for an error message, clipped to maxShown bytes.
func shown(input string) string {
	if len(input) > maxShown {
		return strconv.Quote(input[:maxShown]) + "..."
	}
	return strconv.Quote(input)
}

// invalidInput reports that input failed op for reason.
func invalidInput(sentinel error, op, input, reason string) error {
	return fmt.Errorf("wire: %s %s: %s: %w", op, shown(input), reason, sentinel)
}

// invalidSource reports that a value of an unusable kind reached op.
func invalidSource(sentinel error, op, reason string) error {
	return fmt.Errorf("wire: %s: %s: %w", op, reason, sentinel)
}

// jsonString returns the contents of the JSON string literal data, or a
// non-empty reason why data is not one (null included).
func jsonString(data []byte) (string, string) {
	if len(data) >= 2 && data[0] == '"' && data[len(data)-1] == '"' {
		inner := data[1 : len(data)-1]
		if bytes.IndexByte(inner, '\\') < 0 && bytes.IndexByte(inner, '"') < 0 {
			return string(inner), ""
		}
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return "", "malformed JSON string"
		}
		return s, ""
	}
	if string(data) == "null" {
		return "", "null where a value is required (use a Null type or a pointer)"
	}
	return "", "want a JSON string"
}

// decodeString unmarshals the JSON string data with parse, wrapping failures
// in sentinel with the operation "decode <what>".
func decodeString[T any](data []byte, what string, sentinel error, parse func(string) (T, string)) (T, error) {
	s, reason := jsonString(data)
	if reason != "" {
		var zero T
		return zero, invalidInput(sentinel, "decode "+what, string(data), reason)
	}
	v, reason := parse(s)
	if reason != "" {
		var zero T
		return zero, invalidInput(sentinel, "decode "+what, s, reason)
	}
	return v, nil
}
