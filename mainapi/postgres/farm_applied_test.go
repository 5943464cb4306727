package postgres_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// farmActivityData is insertFarmActivity's data expression over
// parameters: $1 chef, $2 pid, $3 LP token, $4 kind, $5 NEO, $6 amount,
// $7 NEO's symbol, $8 its decimals, $9 the LP token's symbol, $10 and $11
// its pair's tokens' symbols, $12 its decimals, $13 the USD value, $14 the
// event, $15 the cooldown end.
const farmActivityData = `
SELECT (jsonb_build_object('ctx', jsonb_build_object('chef', hex_addr($1::bytea), 'pid', $2::bigint, 'pairAddress', hex_addr($3::bytea)),
    'legs', CASE WHEN $4::text = 'harvest'
                 THEN jsonb_build_array(
                          jsonb_build_object('token', hex_addr($5::bytea), 'amount', div($6::numeric, 2)::text,
                                             'symbol', $7::text, 'decimals', $8::int, 'side', 'liquid'),
                          jsonb_build_object('token', hex_addr($5::bytea), 'amount', ($6::numeric - div($6::numeric, 2))::text,
                                             'symbol', $7::text, 'decimals', $8::int, 'side', 'vested'))
                 ELSE jsonb_build_array(jsonb_build_object(
                          'token', hex_addr($3::bytea), 'amount', $6::numeric::text,
                          'symbol', coalesce($9::text, $10::text || '-' || $11::text || ' LP'),
                          'decimals', coalesce($12::int, 18),
                          'side', CASE WHEN $4::text = 'stake' THEN 'in' ELSE 'out' END)) END,
    'usdValue', $13::numeric::text, 'event', $14::text)
  || CASE WHEN $15::numeric IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('cooldownEnd', $15::numeric) END)::json::text`

// TestFarmActivityDataMatchesPostgres: the data text the batch derivation
// writes for a farm_stake, farm_unstake and farm_harvest row is, byte for
// byte, what Postgres prints for the jsonb insertFarmActivity builds: a
// harvest with and without a NEO contract, a stake whose LP token has a
// symbol, falls back to its pair's, or has none, an unstake queued with
// its cooldown end and one of a pool without a PoolAdded, and symbols that
// need escaping.
func TestFarmActivityDataMatchesPostgres(t *testing.T) {
	db := pgtest.New(t)
	ctx := context.Background()
	str := func(s string) *string { return &s }
	dec := func(d int32) *int32 { return &d }
	addr := func(s string) *common.Address { a := common.HexToAddress(s); return &a }
	usd := func(s string) decimal.Decimal { return decimal.RequireFromString(s) }
	big1, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	chef := common.HexToAddress("0x809d550fca64d94bd9f66e60752a544199cfac3d")
	lp := addr("0x1111111111111111111111111111111111111111")
	neo := addr("0x2222222222222222222222222222222222222222")
	cases := []postgres.FarmActivityCase{
		{Kind: "harvest", Event: "RewardPaid", Chef: chef, Pid: 0, LPToken: lp, Amount: big.NewInt(1001), USD: usd("12.345678"),
			NEO: neo, NEOSymbol: str("NEO"), NEODecimals: dec(18)},
		{Kind: "harvest", Event: "RewardPaid", Chef: chef, Pid: 7, LPToken: lp, Amount: big1, USD: usd("0")},
		{Kind: "harvest", Event: "RewardPaid", Chef: chef, Pid: 1, Amount: big.NewInt(0), USD: usd("0"), NEO: neo},
		{Kind: "stake", Event: "Deposit", Chef: chef, Pid: 3, LPToken: lp, Amount: big1, USD: usd("2998.425208"),
			LPSymbol: str("NEO-WETH LP"), LPDecimals: dec(18), IsPair: true, Symbol0: str("NEO"), Symbol1: str("WETH")},
		{Kind: "stake", Event: "Deposit", Chef: chef, Pid: 499, LPToken: lp, Amount: big.NewInt(5), USD: usd("0.000001"),
			IsPair: true, Symbol0: str(`a"b\c`), Symbol1: str("Ünïcødé 🚀\t\x01")},
		{Kind: "stake", Event: "Deposit", Chef: chef, Pid: 2, LPToken: lp, Amount: big.NewInt(5), USD: usd("0"),
			LPDecimals: dec(6), IsPair: true, Symbol0: str("X")},
		{Kind: "stake", Event: "Deposit", Chef: chef, Pid: 2, LPToken: lp, Amount: big.NewInt(5), USD: usd("0")},
		{Kind: "unstake", Event: "WithdrawQueued", Chef: chef, Pid: 0, LPToken: lp, Amount: big.NewInt(1000),
			CooldownEnd: big.NewInt(1795860580), USD: usd("1585.268817"), IsPair: true, Symbol0: str("A"), Symbol1: str("B")},
		{Kind: "unstake", Event: "EmergencyWithdraw", Chef: chef, Pid: 4, Amount: big.NewInt(1), USD: usd("0")},
		{Kind: "unstake", Event: "Withdraw", Chef: chef, Pid: 0, LPToken: lp, Amount: big.NewInt(77), USD: usd("10.5"),
			LPSymbol: str("<script>&amp;</script> 'q'"), LPDecimals: dec(0)},
	}
	bytesOf := func(a *common.Address) []byte {
		if a == nil {
			return nil
		}
		return a.Bytes()
	}
	for i, c := range cases {
		// What the statement's joins see: no metadata of a token that is
		// not there, no pair's symbols of an LP token that is no pool.
		lpSym, lpDec, sym0, sym1 := c.LPSymbol, c.LPDecimals, c.Symbol0, c.Symbol1
		if c.LPToken == nil {
			lpSym, lpDec = nil, nil
		}
		if c.LPToken == nil || !c.IsPair {
			sym0, sym1 = nil, nil
		}
		var cooldown *string
		if c.CooldownEnd != nil {
			s := c.CooldownEnd.String()
			cooldown = &s
		}
		var want string
		err := db.Pool.QueryRow(ctx, farmActivityData, c.Chef.Bytes(), int64(c.Pid), bytesOf(c.LPToken), c.Kind,
			bytesOf(c.NEO), c.Amount.String(), c.NEOSymbol, c.NEODecimals, lpSym, sym0, sym1, lpDec,
			postgres.NumericText(c.USD), c.Event, cooldown).Scan(&want)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.JSON(); got != want {
			t.Errorf("case %d (%s %s):\n got %s\nwant %s", i, c.Kind, c.Event, got, want)
		}
	}
}
