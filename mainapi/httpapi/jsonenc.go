package httpapi

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"sync"

	"github.com/neoswap/neoswap/common/wire"
)

// The hand-written JSON of the hot uncached routes (/dex/pools and
// /tokens/{address}/chart): their rows go from the text Postgres wrote
// straight to the bytes encoding/json would produce for the route's
// Response type, in a pooled buffer, without parsing amounts into big
// integers or reflecting over structs. jsonenc_internal_test.go holds
// every encoder to encoding/json's output for the same values.

// jsonBuf is a body a handler serialized itself. The wrapper writes it and
// then returns the buffer to jsonBufs, unless the body cache kept the bytes.
type jsonBuf struct{ b []byte }

// maxPooledJSON is the largest buffer returned to jsonBufs: a rare huge
// body is left to the garbage collector rather than pinned in the pool.
const maxPooledJSON = 1 << 20

var jsonBufs = sync.Pool{New: func() any { return &jsonBuf{b: make([]byte, 0, 8<<10)} }}

// newJSONBuf returns an empty buffer from the pool.
func newJSONBuf() *jsonBuf {
	jb := jsonBufs.Get().(*jsonBuf)
	jb.b = jb.b[:0]
	return jb
}

// release returns jb to the pool; jb.b must no longer be referenced.
func (jb *jsonBuf) release() {
	if jb != nil && cap(jb.b) <= maxPooledJSON {
		jsonBufs.Put(jb)
	}
}

// appendAddress appends the wire form of a 20-byte address: a JSON string
// of 0x and lowercase hex, as wire.Address marshals.
func appendAddress(dst, b []byte) ([]byte, error) {
	if len(b) != wire.AddressLength {
		return dst, fmt.Errorf("encode address: %d bytes", len(b))
	}
	dst = append(dst, `"0x`...)
	dst = hex.AppendEncode(dst, b)
	return append(dst, '"'), nil
}

// appendWei appends the wire form of a Wei from the text of a numeric(78,0)
// column, as wire.Wei's Scan then MarshalText produce.
func appendWei(dst, text []byte) ([]byte, error) {
	if len(text) > 0 && len(text) <= 100 && allDigits(text) && (text[0] != '0' || len(text) == 1) {
		dst = append(dst, '"')
		dst = append(dst, text...)
		return append(dst, '"'), nil
	}
	var w wire.Wei // anything else: wire's own parser decides (an error, mostly)
	if err := w.Scan(string(text)); err != nil {
		return dst, err
	}
	dst = append(dst, '"')
	dst = append(dst, w.String()...)
	return append(dst, '"'), nil
}

// appendUsd appends the wire form of a Usd from numeric text, as wire.Usd's
// Scan then MarshalText produce: at most 6 decimals (more are rounded half
// to even), trailing fraction zeros and a trailing '.' dropped, "0" for any
// zero ("-0.000" included).
func appendUsd(dst, text []byte) ([]byte, error) {
	digits := text
	neg := len(digits) > 0 && digits[0] == '-'
	if neg {
		digits = digits[1:]
	}
	intPart, frac, hasDot := digits, []byte(nil), false
	for i, c := range digits {
		if c == '.' {
			intPart, frac, hasDot = digits[:i], digits[i+1:], true
			break
		}
	}
	if len(intPart) == 0 || len(intPart) > 100 || (len(intPart) > 1 && intPart[0] == '0') || !allDigits(intPart) ||
		(hasDot && (len(frac) == 0 || !allDigits(frac))) || len(frac) > wire.UsdDecimals {
		// Rounding (more than 6 decimals) and invalid text: wire's own code.
		var u wire.Usd
		if err := u.Scan(string(text)); err != nil {
			return dst, err
		}
		dst = append(dst, '"')
		dst = append(dst, u.String()...)
		return append(dst, '"'), nil
	}
	for len(frac) > 0 && frac[len(frac)-1] == '0' {
		frac = frac[:len(frac)-1]
	}
	dst = append(dst, '"')
	if len(frac) == 0 && intPart[0] == '0' { // zero, whatever its sign
		dst = append(dst, '0')
		return append(dst, '"'), nil
	}
	if neg {
		dst = append(dst, '-')
	}
	dst = append(dst, intPart...)
	if len(frac) > 0 {
		dst = append(dst, '.')
		dst = append(dst, frac...)
	}
	return append(dst, '"'), nil
}

// appendUsdValue appends u's wire form.
func appendUsdValue(dst []byte, u wire.Usd) []byte {
	dst = append(dst, '"')
	dst = append(dst, u.String()...)
	return append(dst, '"')
}

// appendPercentText appends the JSON of a wire.Percent scanned from numeric
// text; nil text (SQL NULL) is null.
func appendPercentText(dst, text []byte) ([]byte, error) {
	if text == nil {
		return append(dst, "null"...), nil
	}
	var p wire.Percent
	if err := p.Scan(string(text)); err != nil {
		return dst, err
	}
	return appendPercent(dst, p), nil
}

// appendPercent appends p as wire.Percent marshals: null, or the float as
// encoding/json writes a float64 (negative zero as 0).
func appendPercent(dst []byte, p wire.Percent) []byte {
	f, ok := p.Float64()
	if !ok {
		return append(dst, "null"...)
	}
	if f == 0 {
		f = 0
	}
	return appendFloat64(dst, f)
}

// appendFloat64 is encoding/json's float64 encoder for a finite f: ES6
// number formatting, exponent form below 1e-6 and from 1e21 on.
func appendFloat64(dst []byte, f float64) []byte {
	abs := math.Abs(f)
	format := byte('f')
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	dst = strconv.AppendFloat(dst, f, format, -1, 64)
	if format == 'e' {
		// clean up e-09 to e-9
		n := len(dst)
		if n >= 4 && dst[n-4] == 'e' && dst[n-3] == '-' && dst[n-2] == '0' {
			dst[n-2] = dst[n-1]
			dst = dst[:n-1]
		}
	}
	return dst
}

// appendNumericString appends numeric text as a JSON string, verbatim (the
// candles' prices are served as Postgres writes them).
func appendNumericString(dst, text []byte) []byte {
	for _, c := range text {
		if c < 0x20 || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' || c >= 0x80 {
			b, _ := json.Marshal(string(text)) // never for numeric text; kept exact
			return append(dst, b...)
		}
	}
	dst = append(dst, '"')
	dst = append(dst, text...)
	return append(dst, '"')
}

func allDigits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
