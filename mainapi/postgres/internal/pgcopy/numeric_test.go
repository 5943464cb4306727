package pgcopy_test

import (
	"bytes"
	"encoding/binary"
	"math/big"
	"math/rand"
	"testing"

	"github.com/jackc/pgx/v5/pgtype"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// pgxNumericBinary is pgx's own binary encoding of n.
func pgxNumericBinary(t testing.TB, n pgtype.Numeric) ([]byte, error) {
	t.Helper()
	m := pgtype.NewMap()
	plan := pgtype.NumericCodec{}.PlanEncode(m, pgtype.NumericOID, pgtype.BinaryFormatCode, n)
	if plan == nil {
		t.Fatal("pgx has no binary plan for pgtype.Numeric")
	}
	return plan.Encode(n, nil)
}

// checkNumericBinary fails t when appendNumericBinary's bytes for n differ
// from pgx's, or it encodes a value pgx refuses.
func checkNumericBinary(t testing.TB, n pgtype.Numeric) {
	t.Helper()
	want, wantErr := pgxNumericBinary(t, n)
	got, ok := pgcopy.AppendNumericBinary([]byte{0xee}, n) // after existing bytes
	if !ok {
		if wantErr == nil && want != nil && (n.Int == nil || n.Int.BitLen() <= 512) {
			t.Fatalf("%v e%d: left to pgx, which encodes it", n.Int, n.Exp)
		}
		return
	}
	if wantErr != nil {
		t.Fatalf("%v e%d: encoded, pgx refuses it: %v", n.Int, n.Exp, wantErr)
	}
	if got[0] != 0xee || !bytes.Equal(got[1:], want) {
		t.Fatalf("%v e%d:\n got % x\nwant % x", n.Int, n.Exp, got[1:], want)
	}
}

func TestNumericBinaryMatchesPgx(t *testing.T) {
	maxU256 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	ints := []*big.Int{nil, big.NewInt(0), big.NewInt(1), big.NewInt(-1), big.NewInt(9999), big.NewInt(10000),
		big.NewInt(10001), big.NewInt(-123456789), big.NewInt(1e18), maxU256, new(big.Int).Neg(maxU256),
		new(big.Int).Lsh(maxU256, 255), new(big.Int).Lsh(maxU256, 300)} // 511 bits scaled to 513; 556 bits
	for _, x := range ints {
		for exp := int32(-41); exp <= 41; exp++ {
			checkNumericBinary(t, pgtype.Numeric{Int: x, Exp: exp, Valid: true})
		}
	}
	rng := rand.New(rand.NewSource(1))
	for range 20000 {
		x := new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(rng.Intn(300))+1))
		if rng.Intn(4) == 0 {
			x.Neg(x)
		}
		checkNumericBinary(t, pgtype.Numeric{Int: x, Exp: int32(rng.Intn(80) - 40), Valid: true})
	}
	// Left to pgx: NULL, NaN, infinities and exponents out of range.
	for _, n := range []pgtype.Numeric{{}, {NaN: true, Valid: true}, {InfinityModifier: pgtype.Infinity, Valid: true},
		{InfinityModifier: pgtype.NegativeInfinity, Valid: true}, {Int: big.NewInt(5), Exp: -40000, Valid: true},
		{Int: big.NewInt(5), Exp: 200000, Valid: true}} {
		if _, ok := pgcopy.AppendNumericBinary(nil, n); ok {
			t.Errorf("%+v: encoded, want it left to pgx", n)
		}
	}
}

func FuzzNumericBinary(f *testing.F) {
	f.Add([]byte{1}, int32(0), false)
	f.Add([]byte{0x12, 0x34, 0x56}, int32(-7), true)
	f.Add([]byte{}, int32(9), false)
	f.Fuzz(func(t *testing.T, mag []byte, exp int32, neg bool) {
		x := new(big.Int).SetBytes(mag)
		if neg {
			x.Neg(x)
		}
		checkNumericBinary(t, pgtype.Numeric{Int: x, Exp: exp, Valid: true})
	})
}

// BenchmarkNumericBinary encodes a swap's amounts (a wei amount and a
// zero) and a USD value, by pgx and by appendNumericBinary.
func BenchmarkNumericBinary(b *testing.B) {
	amount, _ := new(big.Int).SetString("1234567890123456789012", 10)
	values := []pgtype.Numeric{{Int: amount, Valid: true}, {Int: big.NewInt(0), Valid: true},
		{Int: big.NewInt(1234567891), Exp: -6, Valid: true}}
	m := pgtype.NewMap()
	plan := pgtype.NumericCodec{}.PlanEncode(m, pgtype.NumericOID, pgtype.BinaryFormatCode, values[0])
	b.Run("pgx", func(b *testing.B) {
		var buf []byte
		for b.Loop() {
			for _, v := range values {
				buf, _ = plan.Encode(v, buf[:0])
			}
		}
	})
	b.Run("appendNumericBinary", func(b *testing.B) {
		var buf []byte
		for b.Loop() {
			for _, v := range values {
				buf, _ = pgcopy.AppendNumericBinary(buf[:0], v)
			}
		}
	})
}

// TestDecimalBinaryMatchesPgx: a derived USD value copied as a Decimal
// (appendDecimalBinary, through appendCopyValue) has pgx's bytes for the
// same value as a pgtype.Numeric: coefficients of one word and wider, of
// either sign and zero, at scales around the base-10,000 groups.
func TestDecimalBinaryMatchesPgx(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	m := pgtype.NewMap()
	for i := range 20000 {
		c := new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(1+rng.Intn(100))))
		switch i % 5 {
		case 0:
			c.Neg(c)
		case 1:
			c.SetInt64(rng.Int63n(1_000_000_000_000_000_000) - 500_000_000_000_000_000) // 18 digits
		case 2:
			c.SetInt64(0)
		}
		x := decimal.NewFromBigInt(c, int32(rng.Intn(40)-30))
		want, err := pgxNumericBinary(t, pgtype.Numeric{Int: x.Coefficient(), Exp: x.Exponent(), Valid: true})
		if err != nil {
			t.Fatal(err)
		}
		got, ok := pgcopy.AppendDecimalBinary([]byte{0xee}, x)
		if !ok || got[0] != 0xee || !bytes.Equal(got[1:], want) {
			t.Fatalf("%s (%v e%d):\n got % x\nwant % x", x, c, x.Exponent(), got, want)
		}
		field, err := pgcopy.AppendCopyValue(m, nil, pgtype.NumericOID, x)
		if err != nil || len(field) != 4+len(want) || !bytes.Equal(field[4:], want) ||
			binary.BigEndian.Uint32(field) != uint32(len(want)) {
			t.Fatalf("%s as a COPY field: % x, %v; want % x", x, field, err, want)
		}
	}
}
