package postgres

import (
	"math/big"

	"github.com/jackc/pgx/v5/pgtype"
	"github.com/shopspring/decimal"
)

// The Go side of a batch's derivation (derive_trades.go) values amounts
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

var bigTen = big.NewInt(10)

// usdValue is trim_scale(round(price * amount / power(10::numeric, dec), 6)),
// the USD value of amount base units of a token with dec decimals at a
// price (a numeric as stored, its scale kept).
func usdValue(price decimal.Decimal, amount *big.Int, dec int32) decimal.Decimal {
	p := price.Mul(decimal.NewFromBigInt(amount, 0))
	q := p.Shift(-dec).Round(divScale(p, dec))
	return trimScale(q.Round(usdRoundPlaces))
}

// divScale is select_div_scale(var1, power(10::numeric, dec)): the scale
// at which Postgres rounds var1 / 10^dec.
func divScale(var1 decimal.Decimal, dec int32) int32 {
	w1, d1 := nbaseLead(var1)
	w2, d2 := floorDiv(dec, numericDecDigits), int64(1)
	for i := int32(0); i < dec%numericDecDigits; i++ {
		d2 *= 10
	}
	qweight := w1 - w2
	if d1 <= d2 {
		qweight--
	}
	rscale := numericMinSigDigits - qweight*numericDecDigits
	rscale = max(rscale, dispScale(var1), powerOfTenDispScale, 0)
	return min(rscale, numericMaxDispScale)
}

// nbaseLead is the weight and value of the first nonzero base-10000 digit
// of x (0, 0 for zero), as numeric.c stores x.
func nbaseLead(x decimal.Decimal) (weight int32, first int64) {
	c := new(big.Int).Abs(x.Coefficient())
	if c.Sign() == 0 {
		return 0, 0
	}
	e := x.Exponent()
	top := int32(len(c.String())) - 1 + e // power of ten of the leading decimal digit
	weight = floorDiv(top, numericDecDigits)
	shift := e - weight*numericDecDigits
	if shift >= 0 {
		c.Mul(c, new(big.Int).Exp(bigTen, big.NewInt(int64(shift)), nil))
	} else {
		c.Quo(c, new(big.Int).Exp(bigTen, big.NewInt(int64(-shift)), nil))
	}
	return weight, c.Int64()
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
	c, e := new(big.Int).Set(x.Coefficient()), x.Exponent()
	if c.Sign() == 0 {
		return decimal.New(0, 0)
	}
	r := new(big.Int)
	for e < 0 {
		q, m := new(big.Int).QuoRem(c, bigTen, r)
		if m.Sign() != 0 {
			break
		}
		c, e = q, e+1
	}
	return decimal.NewFromBigInt(c, e)
}

// numericText is x::text: its digits with exactly its display scale.
func numericText(x decimal.Decimal) string { return x.StringFixed(dispScale(x)) }

// numericParam is x as a numeric parameter with its display scale.
func numericParam(x decimal.Decimal) pgtype.Numeric {
	return pgtype.Numeric{Int: new(big.Int).Set(x.Coefficient()), Exp: x.Exponent(), Valid: true}
}
