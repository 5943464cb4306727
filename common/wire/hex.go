package wire

import (
	"encoding/hex"
	"fmt"
	"unicode/utf8"
)

// parseHex decodes s, which must be "0x" followed by exactly 2*len(dst) hex
// digits of either case, into dst. It returns a non-empty reason on failure,
// leaving dst partly written.
func parseHex(dst []byte, s string) string {
	want := 2 + 2*len(dst)
	if len(s) != want {
		return fmt.Sprintf("want %d characters (0x and %d hex digits), got %d", want, 2*len(dst), len(s))
	}
	if s[0] != '0' || s[1] != 'x' {
		return `want prefix "0x"`
	}
	for i := range dst {
		hi, ok1 := unhex(s[2+2*i])
		lo, ok2 := unhex(s[3+2*i])
		if !ok1 || !ok2 {
			at := 2 + 2*i
			if ok1 {
				at++
			}
			r, _ := utf8.DecodeRuneInString(s[at:])
			return fmt.Sprintf("non-hex character %q at offset %d", r, at)
		}
		dst[i] = hi<<4 | lo
	}
	return ""
}

// unhex returns the value of the hex digit c.
func unhex(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// formatHex returns "0x" and the lowercase hex of b.
func formatHex(b []byte) string {
	out := make([]byte, 2+2*len(b))
	out[0], out[1] = '0', 'x'
	hex.Encode(out[2:], b)
	return string(out)
}

// scanText returns the text of a database value, or a non-empty reason why
// it has none.
func scanText(src any) (string, string) {
	switch v := src.(type) {
	case string:
		return v, ""
	case []byte:
		return string(v), ""
	case nil:
		return "", "NULL where a value is required (scan into a Null type)"
	default:
		return "", fmt.Sprintf("unsupported source type %T", src)
	}
}
