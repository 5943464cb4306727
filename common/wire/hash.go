package wire

import (
	"database/sql/driver"
	"fmt"
)

// HashLength is the length of a Hash in bytes.
const HashLength = 32

// Hash is a 32-byte value: a transaction or block hash, a merkle root or
// proof node, any bytes32. Its wire form is "0x" followed by 64 lowercase hex
// digits. The zero value is 32 zero bytes; Hash values compare with ==.
type Hash [HashLength]byte

// ParseHash parses "0x" followed by 64 hex digits of any case. Anything else
// (empty, no "0x" or an upper-case "0X", wrong length, surrounding
// whitespace, non-hex) returns an error wrapping ErrInvalidHash.
func ParseHash(s string) (Hash, error) {
	h, reason := parseHash(s)
	if reason != "" {
		return Hash{}, invalidInput(ErrInvalidHash, "parse hash", s, reason)
	}
	return h, nil
}

func parseHash(s string) (Hash, string) {
	var h Hash
	if reason := parseHex(h[:], s); reason != "" {
		return Hash{}, reason
	}
	return h, ""
}

// MustParseHash is ParseHash for constants and tests: it panics on invalid
// input.
func MustParseHash(s string) Hash {
	h, err := ParseHash(s)
	if err != nil {
		panic(err)
	}
	return h
}

// HashFromBytes copies b, which must be exactly 32 bytes long, into a Hash.
// Any other length, nil and empty included, returns an error wrapping
// ErrInvalidHash.
func HashFromBytes(b []byte) (Hash, error) {
	var h Hash
	if len(b) != HashLength {
		return h, invalidSource(ErrInvalidHash, "hash from bytes", fmt.Sprintf("want %d bytes, got %d", HashLength, len(b)))
	}
	copy(h[:], b)
	return h, nil
}

// String returns the wire form: "0x" and 64 lowercase hex digits.
func (h Hash) String() string { return formatHex(h[:]) }

// IsZero reports whether every byte of h is zero.
func (h Hash) IsZero() bool { return h == Hash{} }

// Bytes returns a new 32-byte slice holding h.
func (h Hash) Bytes() []byte {
	b := make([]byte, HashLength)
	copy(b, h[:])
	return b
}

// MarshalText returns the wire form; it never fails.
func (h Hash) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText parses text as ParseHash does; on error h is unchanged and
// the error wraps ErrInvalidHash.
func (h *Hash) UnmarshalText(text []byte) error {
	v, err := ParseHash(string(text))
	if err != nil {
		return err
	}
	*h = v
	return nil
}

// UnmarshalJSON accepts a JSON string holding what ParseHash accepts. JSON
// null and non-strings are rejected (use Null[Hash] or *Hash for nullable
// fields); errors wrap ErrInvalidHash and leave h unchanged.
func (h *Hash) UnmarshalJSON(data []byte) error {
	v, err := decodeString(data, "hash", ErrInvalidHash, parseHash)
	if err != nil {
		return err
	}
	*h = v
	return nil
}

// Scan reads the text form (string or []byte) from a database column, as
// ParseHash does. NULL and other source types return an error wrapping
// ErrInvalidHash; scan a nullable column into Null[Hash].
func (h *Hash) Scan(src any) error {
	s, reason := scanText(src)
	if reason != "" {
		return invalidSource(ErrInvalidHash, "scan hash", reason)
	}
	v, reason := parseHash(s)
	if reason != "" {
		return invalidInput(ErrInvalidHash, "scan hash", s, reason)
	}
	*h = v
	return nil
}

// Value stores h as its lowercase text form; it never fails.
func (h Hash) Value() (driver.Value, error) { return h.String(), nil }
