package postgres

import (
	"math/big"
	"math/bits"
	"sync"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// The Go side of a batch's derivation (derive_batch.go) values amounts
// exactly as the SQL statements do, so that a block derived either way
// stores the same numeric, scale included. This file reproduces the
// Postgres 15 numeric arithmetic those statements use (numeric.c): a
// product is exact with the sum of the display scales, a quotient is
// rounded half away from zero at the scale select_div_scale picks, and
// round and trim_scale do what their names say. TestUSDValueMatchesPostgres
// holds usdValue to the server's own evaluation over random inputs.

// Postgres numeric constants (numeric.c).
const (
	numericDecDigits    = 4    // decimal digits per NBASE digit
	numericMinSigDigits = 16   // NUMERIC_MIN_SIG_DIGITS
	numericMaxDispScale = 1000 // NUMERIC_MAX_DISPLAY_SCALE
	powerOfTenDispScale = 16   // display scale of power(10::numeric, n)
	usdRoundPlaces      = 6    // round(…, 6) of every USD value
)

var bigTen, bigOne = big.NewInt(10), big.NewInt(1)

// usdValue is trim_scale(round(price * amount / power(10::numeric, dec), 6)),
// the USD value of amount base units of a token with dec decimals at a
// price (a numeric as stored, its scale kept). It is every trade's and
// swap row's valuation, so it runs the statement's steps on integers
// reused from numPool instead of Decimal's copying arithmetic (which
// allocated 19 times a call, a tenth of the indexer's CPU): the
// product, the quotient rounded at select_div_scale's scale (at least
// 16, the divisor's display scale), round to 6 places (a second rounding:
// the first can carry into the sixth place, as Postgres's does), and the
// trailing zeros trimmed.
func usdValue(price decimal.Decimal, amount *big.Int, dec int32) decimal.Decimal {
	s := numPool.Get().(*numScratch)
	defer numPool.Put(s)
	n := &s.n
	if price.NumDigits() <= 18 {
		n.SetInt64(price.CoefficientInt64()) // no copy of a short coefficient
	} else {
		n.Set(price.Coefficient())
	}
	n.Mul(n, amount)
	neg := n.Sign() < 0
	n.Abs(n)
	if n.Sign() == 0 {
		return decimal.New(0, 0)
	}
	// The product is n·10^ep; the divisor, power(10, dec), is
	// 10^(dec+16)·10^-16 (display scale 16, so rscale >= 16 > 6).
	q, rscale := s.div(n, price.Exponent(), s.m.Set(tenTo(dec+powerOfTenDispScale)), -powerOfTenDispScale)
	q = quoRoundHalfUp(q, tenTo(rscale-usdRoundPlaces), &s.n, &s.r) // scale 6
	e := int32(-usdRoundPlaces)
	if q.Sign() == 0 {
		return decimal.New(0, 0)
	}
	if neg {
		q.Neg(q)
	}
	if q.IsInt64() { // trim_scale on the word
		v := q.Int64()
		for e < 0 && v%10 == 0 {
			v /= 10
			e++
		}
		return decimal.New(v, e)
	}
	return trimScale(decimal.NewFromBigInt(q, e))
}

// numScratch are the integers of a numeric division, reused: a batch
// values thousands of trades and pool sides on several goroutines.
type numScratch struct{ n, m, q, r big.Int }

var numPool = sync.Pool{New: func() any { return new(numScratch) }}

// div is Postgres's n·10^en / m·10^em (n >= 0, m > 0; both changed): the
// quotient's coefficient (s.q), rounded half up, and its scale,
// select_div_scale's.
func (s *numScratch) div(n *big.Int, en int32, m *big.Int, em int32) (*big.Int, int32) {
	rscale := divScale(n, en, m, em)
	// n/m·10^(en-em) at scale rscale is n·10^(en-em+rscale) / m, rounded
	if k := en - em + rscale; k >= 0 {
		n.Mul(n, tenTo(k))
	} else {
		m.Mul(m, tenTo(-k))
	}
	return quoRoundHalfUp(n, m, &s.q, &s.r), rscale
}

// quoRoundHalfUp sets q to n/m rounded half up (n, m > 0; half away from
// zero once the sign is put back) and returns it, with r as scratch; q
// must not be n or m.
func quoRoundHalfUp(n, m, q, r *big.Int) *big.Int {
	q.QuoRem(n, m, r)
	if r.Lsh(r, 1).Cmp(m) >= 0 {
		q.Add(q, bigOne)
	}
	return q
}

// powerOfTen is power(10::numeric, n), display scale included.
func powerOfTen(n int32) decimal.Decimal {
	if 0 <= n && int(n) < len(decimalPowersOfTen) {
		return decimalPowersOfTen[n]
	}
	return decimal.NewFromBigInt(tenTo(n+powerOfTenDispScale), -powerOfTenDispScale)
}

// decimalPowersOfTen caches powerOfTen for token decimals (0-77): a
// Decimal is never changed in place, and building one copies its
// coefficient (each trade's USD value asks for two).
var decimalPowersOfTen = func() []decimal.Decimal {
	p := make([]decimal.Decimal, 78)
	for n := range p {
		p[n] = decimal.NewFromBigInt(tenTo(int32(n)+powerOfTenDispScale), -powerOfTenDispScale)
	}
	return p
}()

// numericDiv is a / b as Postgres computes it: the exact quotient rounded
// half away from zero at select_div_scale's scale.
func numericDiv(a, b decimal.Decimal) decimal.Decimal {
	s := numPool.Get().(*numScratch)
	defer numPool.Put(s)
	n, m := a.Coefficient(), b.Coefficient() // copies: changed in place below
	neg := (n.Sign() < 0) != (m.Sign() < 0)
	q, rscale := s.div(n.Abs(n), a.Exponent(), m.Abs(m), b.Exponent())
	if neg {
		q.Neg(q)
	}
	return decimal.NewFromBigInt(q, -rscale)
}

// unitsOf is numericDiv(r, power(10::numeric, d)) for r >= 0: a pool's
// reserve in whole tokens, as the pricing statements compute it.
func unitsOf(r *big.Int, d int32) decimal.Decimal {
	s := numPool.Get().(*numScratch)
	defer numPool.Put(s)
	q, rscale := s.div(s.n.Set(r), 0, s.m.Set(tenTo(d+powerOfTenDispScale)), -powerOfTenDispScale)
	return decimal.NewFromBigInt(q, -rscale)
}

// divScale is numeric.c's select_div_scale for c1·10^e1 / c2·10^e2
// (c1, c2 >= 0, left unchanged): the scale of a quotient, at least 16
// significant digits and no less than either input's display scale.
func divScale(c1 *big.Int, e1 int32, c2 *big.Int, e2 int32) int32 {
	w1, d1 := nbaseLeadOf(c1, e1)
	w2, d2 := nbaseLeadOf(c2, e2)
	qweight := w1 - w2
	if d1 <= d2 {
		qweight--
	}
	rscale := numericMinSigDigits - qweight*numericDecDigits
	rscale = max(rscale, -e1, -e2, 0) // the display scales
	return min(rscale, numericMaxDispScale)
}

// nbaseLeadOf is the weight and value of the first nonzero base-10000
// digit of c·10^e (0, 0 for zero), as numeric.c stores it (c >= 0, left
// unchanged).
func nbaseLeadOf(c *big.Int, e int32) (weight int32, first int64) {
	if c.Sign() == 0 {
		return 0, 0
	}
	top := decimalDigits(c) - 1 + e // power of ten of the leading decimal digit
	weight = floorDiv(top, numericDecDigits)
	shift := e - weight*numericDecDigits
	if shift >= 0 { // then c < 10^4 and so is the digit
		return weight, c.Int64() * int64(pow10Words[shift])
	}
	if q, ok := quoPow10(c, -shift); ok {
		return weight, q
	}
	return weight, new(big.Int).Quo(c, tenTo(-shift)).Int64()
}

// pow10Words are 10^0 to 10^19, the powers of ten a word holds.
var pow10Words = func() (p [20]uint64) {
	p[0] = 1
	for i := 1; i < len(p); i++ {
		p[i] = p[i-1] * 10
	}
	return p
}()

// quoPow10 is c / 10^s (c >= 0, s > 0, truncated) when it fits in an
// int64, dividing a copy of c's words by at most 10^19 a step
// (nbaseLeadOf's big.Int.Quo was the dearest part of the indexer's
// numeric division); false for integers above quoMaxWords words.
func quoPow10(c *big.Int, s int32) (int64, bool) {
	words := c.Bits()
	if bits.UintSize != 64 || len(words) > quoMaxWords {
		return 0, false
	}
	var w [quoMaxWords]uint64
	n := len(words)
	for i, v := range words {
		w[i] = uint64(v)
	}
	for s > 0 && n > 0 {
		k := min(s, 19)
		n, _ = pgcopy.DivWords(w[:], n, pow10Words[k])
		s -= k
	}
	return int64(w[0]), true // w[0] is 0 when n is
}

// quoMaxWords bounds the integers quoPow10 divides (512 bits, as the
// binary numeric encoder of package pgcopy).
const quoMaxWords = 8

// decimalDigits is the number of decimal digits of c > 0.
func decimalDigits(c *big.Int) int32 {
	// log10(2) < 0.30103: the estimate is the count or one less.
	d := int32(float64(c.BitLen()-1)*0.30102999566398) + 1
	if c.CmpAbs(tenTo(d)) >= 0 {
		d++
	}
	return d
}

// powersOfTen caches 10^n for the exponents numeric values here take.
var powersOfTen = func() []*big.Int {
	p := make([]*big.Int, 200)
	p[0] = big.NewInt(1)
	for i := 1; i < len(p); i++ {
		p[i] = new(big.Int).Mul(p[i-1], bigTen)
	}
	return p
}()

// tenTo is 10^n, n >= 0; callers must not modify it.
func tenTo(n int32) *big.Int {
	if int(n) < len(powersOfTen) {
		return powersOfTen[n]
	}
	return new(big.Int).Exp(bigTen, big.NewInt(int64(n)), nil)
}

func floorDiv(a, b int32) int32 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// dispScale is the display scale of x (digits after the point).
func dispScale(x decimal.Decimal) int32 { return max(-x.Exponent(), 0) }

// trimScale is trim_scale(x): x without trailing fractional zeros.
func trimScale(x decimal.Decimal) decimal.Decimal {
	c, e := x.Coefficient(), x.Exponent() // c is a copy
	if c.Sign() == 0 {
		return decimal.New(0, 0)
	}
	q, r := new(big.Int), new(big.Int)
	for e < 0 {
		if q.QuoRem(c, bigTen, r); r.Sign() != 0 {
			break
		}
		c, q = q, c
		e++
	}
	return decimal.NewFromBigInt(c, e)
}

// numericText is x::text: its digits with exactly its display scale.
func numericText(x decimal.Decimal) string { return x.StringFixed(dispScale(x)) }
