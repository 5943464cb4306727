package postgres_test

import (
	"context"
	"testing"

	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestActivityDataMatchesPostgres: the data text the batch derivation
// writes for a swap row and a liquidity row is, byte for byte, what
// Postgres prints for the jsonb insertActivity builds (the column is json,
// stored as written, and Check compares it as text), including strings
// that need escaping, non-ASCII symbols and null symbols and decimals.
func TestActivityDataMatchesPostgres(t *testing.T) {
	db := pgtest.New(t)
	ctx := context.Background()
	str := func(s string) *string { return &s }
	dec := func(d int32) *int32 { return &d }
	symbols := []*string{
		nil, str(""), str("WETH"), str(`a"b\c`), str("tab\there\nnew\rline"), str("\b\f\x01\x1f\x7f"),
		str("Ünïcødé 🚀 \u2028 \u00a0"), str("<script>&amp;</script>"), str("'quoted'"),
	}
	decimals := []*int32{nil, dec(0), dec(6), dec(18), dec(-1), dec(255)}
	for i, sym := range symbols {
		legs := [2]postgres.ActivityLeg{
			{Token: "0x1111111111111111111111111111111111111111", Amount: "123456789012345678901234567890",
				Symbol: sym, Decimals: decimals[i%len(decimals)], Side: "in"},
			{Token: "0x2222222222222222222222222222222222222222", Amount: "0",
				Symbol: symbols[len(symbols)-1-i], Decimals: decimals[(i+1)%len(decimals)], Side: "out"},
		}
		swap := postgres.ActivityData{PairAddress: "0x3333333333333333333333333333333333333333", Legs: legs, USDValue: "1234.5"}
		var want string
		err := db.Pool.QueryRow(ctx, `SELECT jsonb_build_object('ctx', jsonb_build_object('pairAddress', $1::text),
		    'legs', jsonb_build_array(jsonb_build_object('token', $2::text, 'amount', $3::text, 'symbol', $4::text, 'decimals', $5::int, 'side', $6::text),
		                              jsonb_build_object('token', $7::text, 'amount', $8::text, 'symbol', $9::text, 'decimals', $10::int, 'side', $11::text)),
		    'usdValue', $12::text)::json::text`,
			swap.PairAddress, legs[0].Token, legs[0].Amount, legs[0].Symbol, legs[0].Decimals, legs[0].Side,
			legs[1].Token, legs[1].Amount, legs[1].Symbol, legs[1].Decimals, legs[1].Side, swap.USDValue).Scan(&want)
		if err != nil {
			t.Fatal(err)
		}
		if got := swap.JSON(); got != want {
			t.Errorf("swap row, symbol %q:\n got %s\nwant %s", deref(sym), got, want)
		}

		liq := swap
		liq.Pair, liq.Recipient = swap.PairAddress, "0x4444444444444444444444444444444444444444"
		liq.Legs[0].Side, liq.Legs[1].Side = "pool", "pool"
		err = db.Pool.QueryRow(ctx, `SELECT jsonb_build_object('ctx', jsonb_build_object('pairAddress', $1::text), 'pair', $1::text,
		    'legs', jsonb_build_array(jsonb_build_object('token', $2::text, 'amount', $3::text, 'symbol', $4::text, 'decimals', $5::int, 'side', $6::text),
		                              jsonb_build_object('token', $7::text, 'amount', $8::text, 'symbol', $9::text, 'decimals', $10::int, 'side', $11::text)),
		    'recipient', $13::text, 'usdValue', $12::text)::json::text`,
			liq.PairAddress, liq.Legs[0].Token, liq.Legs[0].Amount, liq.Legs[0].Symbol, liq.Legs[0].Decimals, liq.Legs[0].Side,
			liq.Legs[1].Token, liq.Legs[1].Amount, liq.Legs[1].Symbol, liq.Legs[1].Decimals, liq.Legs[1].Side, liq.USDValue,
			liq.Recipient).Scan(&want)
		if err != nil {
			t.Fatal(err)
		}
		if got := liq.JSON(); got != want {
			t.Errorf("liquidity row, symbol %q:\n got %s\nwant %s", deref(sym), got, want)
		}
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}
