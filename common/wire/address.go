package wire

import (
	"database/sql/driver"
	"fmt"
)

// AddressLength is the length of an Address in bytes.
const AddressLength = 20

// Address is a 20-byte EVM account or contract address. Its wire form is "0x"
// followed by 40 lowercase hex digits, never checksummed. The zero value is
// the zero address, which /config uses for "unset"; Address values compare
// with ==.
type Address [AddressLength]byte

// ParseAddress parses "0x" followed by 40 hex digits. Digits may be of any
// case and a mixed-case (EIP-55) checksum is not validated. Anything else
// (empty, no "0x" or an upper-case "0X", wrong length, surrounding
// whitespace, non-hex) returns an error wrapping ErrInvalidAddress.
func ParseAddress(s string) (Address, error) {
	a, reason := parseAddress(s)
	if reason != "" {
		return Address{}, invalidInput(ErrInvalidAddress, "parse address", s, reason)
	}
	return a, nil
}

func parseAddress(s string) (Address, string) {
	var a Address
	if reason := parseHex(a[:], s); reason != "" {
		return Address{}, reason
	}
	return a, ""
}

// MustParseAddress is ParseAddress for constants and tests: it panics on
// invalid input.
func MustParseAddress(s string) Address {
	a, err := ParseAddress(s)
	if err != nil {
		panic(err)
	}
	return a
}

// AddressFromBytes copies b, which must be exactly 20 bytes long, into an
// Address. Any other length, nil and empty included, returns an error
// wrapping ErrInvalidAddress; for a 32-byte log topic pass b[12:].
func AddressFromBytes(b []byte) (Address, error) {
	var a Address
	if len(b) != AddressLength {
		return a, invalidSource(ErrInvalidAddress, "address from bytes", fmt.Sprintf("want %d bytes, got %d", AddressLength, len(b)))
	}
	copy(a[:], b)
	return a, nil
}

// String returns the wire form: "0x" and 40 lowercase hex digits.
func (a Address) String() string { return formatHex(a[:]) }

// IsZero reports whether a is the zero address.
func (a Address) IsZero() bool { return a == Address{} }

// Bytes returns a new 20-byte slice holding a.
func (a Address) Bytes() []byte {
	b := make([]byte, AddressLength)
	copy(b, a[:])
	return b
}

// MarshalText returns the wire form; it never fails.
func (a Address) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText parses text as ParseAddress does; on error a is unchanged and
// the error wraps ErrInvalidAddress.
func (a *Address) UnmarshalText(text []byte) error {
	v, err := ParseAddress(string(text))
	if err != nil {
		return err
	}
	*a = v
	return nil
}

// UnmarshalJSON accepts a JSON string holding what ParseAddress accepts. JSON
// null and non-strings are rejected (use NullAddress or *Address for nullable
// fields); errors wrap ErrInvalidAddress and leave a unchanged.
func (a *Address) UnmarshalJSON(data []byte) error {
	v, err := decodeString(data, "address", ErrInvalidAddress, parseAddress)
	if err != nil {
		return err
	}
	*a = v
	return nil
}

// Scan reads the text form (string or []byte) from a database column, as
// ParseAddress does. NULL and other source types return an error wrapping
// ErrInvalidAddress; scan a nullable column into NullAddress.
func (a *Address) Scan(src any) error {
	s, reason := scanText(src)
	if reason != "" {
		return invalidSource(ErrInvalidAddress, "scan address", reason)
	}
	v, reason := parseAddress(s)
	if reason != "" {
		return invalidInput(ErrInvalidAddress, "scan address", s, reason)
	}
	*a = v
	return nil
}

// Value stores a as its lowercase text form; it never fails.
func (a Address) Value() (driver.Value, error) { return a.String(), nil }
