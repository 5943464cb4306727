package postgres_test

import (
	"context"
	"math/big"
	"math/rand"
	"strings"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestUSDValueMatchesPostgres: the Go valuation of the batch derivation
// gives the server's own trim_scale(round(price * amount / power(10::numeric,
// dec), 6)), digit for digit and scale for scale, over random prices of
// the shapes the price points hold (quotients of 16 to 40 significant
// digits, stable 1, small and huge), amounts and decimals; and the sums
// and doubles of the liquidity rows keep the server's scales.
func TestUSDValueMatchesPostgres(t *testing.T) {
	db := pgtest.New(t)
	ctx := context.Background()
	rng := rand.New(rand.NewSource(1))
	digits := func(n int) string {
		var b strings.Builder
		b.WriteByte(byte('1' + rng.Intn(9)))
		for i := 1; i < n; i++ {
			b.WriteByte(byte('0' + rng.Intn(10)))
		}
		return b.String()
	}
	const random = 4000
	var prices, amounts, others []string
	var decs []int32
	for i := 0; i < random; i++ {
		var p string
		switch rng.Intn(6) {
		case 0:
			p = "1"
		case 1: // a quotient: integer part and 16..40 fractional digits
			p = digits(1+rng.Intn(6)) + "." + digits(16+rng.Intn(25))
		case 2: // below one
			p = "0." + strings.Repeat("0", rng.Intn(12)) + digits(16+rng.Intn(20))
		case 3: // trailing zeros kept in the scale
			p = digits(1+rng.Intn(4)) + "." + digits(3) + strings.Repeat("0", 1+rng.Intn(20))
		case 4: // nines around the rounding places
			p = "0." + strings.Repeat("9", 5+rng.Intn(20)) + digits(1+rng.Intn(5))
		default:
			p = digits(1 + rng.Intn(30))
		}
		var a string
		switch rng.Intn(4) {
		case 0:
			a = "0"
		case 1:
			a = digits(1 + rng.Intn(6))
		default:
			a = digits(1 + rng.Intn(40))
		}
		prices, amounts = append(prices, p), append(amounts, a)
		decs = append(decs, []int32{0, 2, 3, 5, 6, 8, 9, 12, 18, 24, 30}[rng.Intn(11)])
		others = append(others, "0."+digits(1+rng.Intn(6)))
	}
	// Quotients whose first rounding (at select_div_scale's 20 places)
	// carries into the sixth: rounding once would give …456, Postgres …457.
	for _, c := range []struct {
		p, a string
		d    int32
	}{{"1234564999.99999999995", "100000000", 18}, {"1234564999.99999999994", "100000000", 18}} {
		prices, amounts, decs, others = append(prices, c.p), append(amounts, c.a), append(decs, c.d), append(others, "0.5")
	}
	rows, err := db.Pool.Query(ctx, `
		SELECT u::text, (u + o::numeric)::text, (2 * u)::text
		FROM unnest($1::text[], $2::text[], $3::int[], $4::text[]) WITH ORDINALITY AS x(p, a, d, o, i)
		CROSS JOIN LATERAL (SELECT trim_scale(round(x.p::numeric * x.a::numeric / power(10::numeric, x.d), 6)) AS u) v
		ORDER BY x.i`, prices, amounts, decs, others)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	i := 0
	for ; rows.Next(); i++ {
		var want, wantSum, wantDouble string
		if err := rows.Scan(&want, &wantSum, &wantDouble); err != nil {
			t.Fatal(err)
		}
		price, err := decimal.NewFromString(prices[i])
		if err != nil {
			t.Fatal(err)
		}
		amount, _ := new(big.Int).SetString(amounts[i], 10)
		got := postgres.USDValue(price, amount, decs[i])
		if s := postgres.NumericText(got); s != want {
			t.Errorf("%s * %s / 10^%d: got %s, Postgres %s", prices[i], amounts[i], decs[i], s, want)
			continue
		}
		if s := postgres.NumericText(got.Add(decimal.RequireFromString(others[i]))); s != wantSum {
			t.Errorf("sum: got %s, Postgres %s", s, wantSum)
		}
		if s := postgres.NumericText(got.Mul(decimal.New(2, 0))); s != wantDouble {
			t.Errorf("double: got %s, Postgres %s", s, wantDouble)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if i != len(prices) {
		t.Fatalf("%d rows, want %d", i, len(prices))
	}
}

// TestUSDValueMatchesDecimalSteps: usdValue, which works on reused
// integers, gives what the statement's steps give one Decimal at a time
// (the product, numericDiv by power(10, dec) at display scale 16, round to
// 6 places, trailing zeros trimmed), over random prices with negative and
// positive exponents, amounts of either sign and zero, and decimals 0-36.
func TestUSDValueMatchesDecimalSteps(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for i := range 50000 {
		coef := new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(1+rng.Intn(140))))
		price := decimal.NewFromBigInt(coef, int32(rng.Intn(50)-42))
		amount := new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(1+rng.Intn(200))))
		if i%3 == 0 {
			amount.Neg(amount)
		}
		dec := int32(rng.Intn(37))
		ten := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(dec)+16), nil)
		want := postgres.NumericDiv(price.Mul(decimal.NewFromBigInt(amount, 0)), decimal.NewFromBigInt(ten, -16)).Round(6).StringFixed(6)
		want = strings.TrimSuffix(strings.TrimRight(want, "0"), ".")
		if want == "" || want == "-" || want == "-0" {
			want = "0"
		}
		if got := postgres.NumericText(postgres.USDValue(price, amount, dec)); got != want {
			t.Fatalf("usdValue(%s, %s, %d) = %s, want %s", price, amount, dec, got, want)
		}
	}
}

// TestUnitsOfMatchesNumericDiv: a pool side in whole tokens, unitsOf(r,
// d), is numericDiv(r, power(10::numeric, d)), digits and scale, for
// reserves from zero to 112 bits and decimals 0-36.
func TestUnitsOfMatchesNumericDiv(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	for i := range 20000 {
		r := new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(1+rng.Intn(112))))
		if i%100 == 0 {
			r.SetInt64(0)
		}
		d := int32(rng.Intn(37))
		ten := decimal.NewFromBigInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d)+16), nil), -16)
		want := postgres.NumericText(postgres.NumericDiv(decimal.NewFromBigInt(r, 0), ten))
		if got := postgres.NumericText(postgres.UnitsOf(r, d)); got != want {
			t.Fatalf("unitsOf(%s, %d) = %s, want %s", r, d, got, want)
		}
	}
}

// TestQuoPow10: the word-at-a-time division by a power of ten gives
// big.Int's quotient, over random integers of up to four words and
// exponents across several 10^19 steps, down to quotients of one digit
// and of zero (nbaseLeadOf takes the quotient when it fits an int64).
func TestQuoPow10(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	checked := 0
	for range 20000 {
		c := new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(1+rng.Intn(256))))
		s := int32(1 + rng.Intn(80))
		want := new(big.Int).Quo(c, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(s)), nil))
		if !want.IsInt64() {
			continue
		}
		checked++
		before := new(big.Int).Set(c)
		if got, ok := postgres.QuoPow10(c, s); !ok || got != want.Int64() {
			t.Fatalf("%s / 10^%d: %d (%v), want %s", c, s, got, ok, want)
		}
		if c.Cmp(before) != 0 {
			t.Fatalf("%s / 10^%d changed its argument to %s", before, s, c)
		}
	}
	if checked < 5000 {
		t.Fatalf("only %d cases had a quotient in an int64", checked)
	}
}

// TestNumericDivMatchesPostgres: numericDiv is the server's numeric
// division (the price points' Σ stable / Σ WETH and quote over token
// quotients), scale included, over random operands of 1 to 60 digits and
// scales 0 to 40, small and large, divisors that are powers of ten, and
// quotients of a power of ten.
func TestNumericDivMatchesPostgres(t *testing.T) {
	db := pgtest.New(t)
	ctx := context.Background()
	rng := rand.New(rand.NewSource(2))
	operand := func() string {
		var b strings.Builder
		b.WriteByte(byte('1' + rng.Intn(9)))
		for i, n := 1, 1+rng.Intn(60); i < n; i++ {
			b.WriteByte(byte('0' + rng.Intn(10)))
		}
		s := b.String()
		if sc := rng.Intn(41); sc > 0 {
			if sc >= len(s) {
				s = strings.Repeat("0", sc-len(s)+1) + s
			}
			s = s[:len(s)-sc] + "." + s[len(s)-sc:]
		}
		return s
	}
	var as, bs []string
	for i := 0; i < 4000; i++ {
		as, bs = append(as, operand()), append(bs, operand())
	}
	// Divisors that are powers of ten (numericDiv's shortcut), at scales
	// 0 to 40, over the random dividends.
	for i := 0; i < 1000; i++ {
		b := "1" + strings.Repeat("0", rng.Intn(45))
		if sc := rng.Intn(41); sc > 0 {
			b = "0." + strings.Repeat("0", sc-1) + "1"
			if rng.Intn(2) == 0 {
				b = "1." + strings.Repeat("0", sc)
			}
		}
		as, bs = append(as, as[i]), append(bs, b)
	}
	// Exact ties at the quotient's scale (a halved at a's own scale), and
	// signs.
	as = append(as, "0", "1", "12345.678", "0.1234567890123456789012345", "1.0000000000000000000000001",
		"-12.5", "7", "-0.00000000000000000000000000000000000000005", "5", "-15")
	bs = append(bs, "3", "1000000.0000000000000000", "0.00000007", "2", "2",
		"100", "-1000", "10", "1000000000000000000000000000000000000000000000", "-10")
	rows, err := db.Pool.Query(ctx, `SELECT (a::numeric / b::numeric)::text FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS x(a, b, i) ORDER BY i`, as, bs)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	i := 0
	for ; rows.Next(); i++ {
		var want string
		if err := rows.Scan(&want); err != nil {
			t.Fatal(err)
		}
		got := postgres.NumericText(postgres.NumericDiv(decimal.RequireFromString(as[i]), decimal.RequireFromString(bs[i])))
		if got != want {
			t.Errorf("%s / %s: got %s, Postgres %s", as[i], bs[i], got, want)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if i != len(as) {
		t.Fatalf("%d rows, want %d", i, len(as))
	}
}

// BenchmarkUSDValue values a swap's amount of an 18-decimal token at a
// price point's quotient.
func BenchmarkUSDValue(b *testing.B) {
	price := decimal.RequireFromString("1843.27165390144837259315")
	amount, _ := new(big.Int).SetString("1234567890123456789012", 10)
	b.ReportAllocs()
	for b.Loop() {
		postgres.USDValue(price, amount, 18)
	}
}
