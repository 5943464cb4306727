package pgcopy

import (
	"encoding/binary"
	"math"
	"math/big"
	"math/bits"

	"github.com/jackc/pgx/v5/pgtype"
	"github.com/shopspring/decimal"
)

// The writer sends every amount as a pgtype.Numeric in Postgres's binary
// format (COPY and parameters). pgx's encoder turns the integer into base
// 10,000 digits with one big.Int division per digit, on copies of the
// value, a large share of the indexer's CPU in an end-to-end backfill. numericCodec
// makes the same bytes dividing the value's words in place, four digits a
// division, and leaves every other case to pgx. The COPYs take the derived
// USD values as Decimals (appendDecimalBinary): a pgtype.Numeric of one
// would copy its coefficient, two allocations a value.

// numericCodec is pgx's numeric codec with a faster binary encoder for
// finite pgtype.Numeric values; registered on the writer's connection.
type numericCodec struct{ pgtype.NumericCodec }

func (c numericCodec) PlanEncode(m *pgtype.Map, oid uint32, format int16, value any) pgtype.EncodePlan {
	if _, ok := value.(pgtype.Numeric); ok && format == pgtype.BinaryFormatCode {
		return numericBinaryPlan{fallback: c.NumericCodec.PlanEncode(m, oid, format, value)}
	}
	return c.NumericCodec.PlanEncode(m, oid, format, value)
}

// RegisterNumericCodec replaces the numeric type of m (a connection's type
// map) with a codec that encodes finite pgtype.Numeric parameters in
// binary as pgx does, byte for byte, without its per-digit division.
func RegisterNumericCodec(m *pgtype.Map) {
	m.RegisterType(&pgtype.Type{Name: "numeric", OID: pgtype.NumericOID, Codec: numericCodec{}})
}

type numericBinaryPlan struct{ fallback pgtype.EncodePlan }

func (p numericBinaryPlan) Encode(value any, buf []byte) ([]byte, error) {
	if out, ok := appendNumericBinary(buf, value.(pgtype.Numeric)); ok {
		return out, nil
	}
	return p.fallback.Encode(value, buf)
}

// appendNumericBinary appends n as pgx's encodeNumericBinary does, byte for
// byte (TestNumericBinaryMatchesPgx), or reports false for the cases it
// leaves to pgx: NULL, NaN, infinities, values outside the format's ranges
// (pgx's errors) and integers above 512 bits.
//
// The value is |Int| × 10^Exp. pgx scales it to A × 10,000^(e/4), with e
// the largest multiple of 4 not above Exp, and writes A's base-10,000
// digits: those above the point without leading zeros, and exactly -e/4
// below it (zeros included); the weight is that of the first digit, or -1
// when there is no integer part.
func appendNumericBinary(buf []byte, n pgtype.Numeric) ([]byte, bool) {
	if !n.Valid || n.NaN || n.InfinityModifier != pgtype.Finite {
		return nil, false
	}
	var words []big.Word
	if n.Int != nil {
		words = n.Int.Bits()
	}
	return appendNumericWords(buf, words, n.Int != nil && n.Int.Sign() < 0, n.Exp)
}

// appendDecimalBinary appends x as appendNumericBinary appends
// decimalNumeric(x), without copying its coefficient when it fits a word.
func appendDecimalBinary(buf []byte, x decimal.Decimal) ([]byte, bool) {
	if x.NumDigits() > 18 {
		return appendNumericBinary(buf, decimalNumeric(x))
	}
	v := x.CoefficientInt64()
	w := [1]big.Word{big.Word(v)}
	if v < 0 {
		w[0] = big.Word(-v)
	}
	return appendNumericWords(buf, w[:], v < 0, x.Exponent())
}

// appendNumericWords appends the numeric (-1)^neg × |words| × 10^exp
// (words least significant first, as big.Int.Bits).
func appendNumericWords(buf []byte, words []big.Word, neg bool, exp int32) ([]byte, bool) {
	if exp < -math.MaxInt16 {
		return nil, false
	}
	r := ((exp % 4) + 4) % 4
	e := exp - r
	var scratch [nbaseMaxDigits]uint16
	digits, ok := nbaseDigits(scratch[:0], words, uint32(r)) // A, least significant first
	if !ok {
		return nil, false
	}
	groups := len(digits)
	frac := 0 // digits below the point
	if e < 0 {
		frac = int(-e / 4)
	}
	whole := max(groups-frac, 0)
	ndigits := whole + frac
	weight := int64(-1)
	switch {
	case whole > 0:
		weight = int64(whole - 1)
		if e > 0 {
			weight += int64(e / 4)
		}
	case frac == 0: // zero with e >= 0
		weight = int64(e/4) - 1
	}
	if ndigits > math.MaxUint16 || weight > math.MaxInt16 || weight < math.MinInt16 {
		return nil, false
	}
	var sign, dscale uint16
	if neg {
		sign = 0x4000
	}
	if exp < 0 {
		dscale = uint16(-exp)
	}
	buf = binary.BigEndian.AppendUint16(buf, uint16(ndigits))
	buf = binary.BigEndian.AppendUint16(buf, uint16(int16(weight)))
	buf = binary.BigEndian.AppendUint16(buf, sign)
	buf = binary.BigEndian.AppendUint16(buf, dscale)
	for range ndigits - groups { // zeros between the point and A's first digit
		buf = append(buf, 0, 0)
	}
	for i := groups - 1; i >= 0; i-- {
		buf = binary.BigEndian.AppendUint16(buf, digits[i])
	}
	return buf, true
}

// DivWords divides the integer w[:n] (64-bit words, least significant
// first) by d > 0 in place, and returns its length without leading zero
// words and the remainder. The numeric encoder divides by it, and so does
// the store's numeric arithmetic (postgres/numeric.go).
func DivWords(w []uint64, n int, d uint64) (int, uint64) {
	var rem uint64
	for i := n - 1; i >= 0; i-- {
		w[i], rem = bits.Div64(rem, w[i], d) // rem < d
	}
	for n > 0 && w[n-1] == 0 {
		n--
	}
	return n, rem
}

// nbaseMaxWords bounds the integers nbaseDigits converts (512 bits, an
// amount scaled by up to 1,000 needs 266), and nbaseMaxDigits their
// base-10,000 digits.
const (
	nbaseMaxWords  = 8
	nbaseMaxDigits = 160
)

// nbaseDigits appends the base-10,000 digits of the integer words (least
// significant first, as big.Int.Bits) × 10^r (r < 4) to dst, least
// significant first, with no leading zero (none for zero), dividing a copy
// of the words by 10^16 four digits at a time. It reports false for
// integers above nbaseMaxWords words or words narrower than 64 bits.
func nbaseDigits(dst []uint16, words []big.Word, r uint32) ([]uint16, bool) {
	for len(words) > 0 && words[len(words)-1] == 0 {
		words = words[:len(words)-1]
	}
	if len(words) == 0 {
		return dst, true
	}
	if bits.UintSize != 64 || len(words) > nbaseMaxWords {
		return nil, false
	}
	var w [nbaseMaxWords + 1]uint64
	n := len(words)
	for i, v := range words {
		w[i] = uint64(v)
	}
	if r > 0 {
		m, carry := uint64([4]uint64{1, 10, 100, 1000}[r]), uint64(0)
		for i := range n {
			hi, lo := bits.Mul64(w[i], m)
			var c uint64
			w[i], c = bits.Add64(lo, carry, 0)
			carry = hi + c
		}
		if carry != 0 {
			w[n] = carry
			n++
		}
	}
	const chunk = 1e16 // four base-10,000 digits
	for n > 0 {
		var rem uint64
		n, rem = DivWords(w[:], n, chunk)
		for range 4 {
			dst = append(dst, uint16(rem%10000))
			rem /= 10000
		}
	}
	for len(dst) > 0 && dst[len(dst)-1] == 0 {
		dst = dst[:len(dst)-1]
	}
	return dst, true
}
