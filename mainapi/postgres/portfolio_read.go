package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// pairNow is the columns valuing an LP token $lp: the pair's tokens, their
// decimals, reserves and supply (NULLs when it is not an indexed pair).
const pairNow = `
LEFT JOIN pools p ON p.pair = %[1]s
LEFT JOIN tokens t0 ON t0.address = p.token0
LEFT JOIN tokens t1 ON t1.address = p.token1
LEFT JOIN lp_supplies s ON s.pair = %[1]s`

const pairCols = `p.pair IS NOT NULL, coalesce(p.token0, '\x0000000000000000000000000000000000000000'::bytea),
       coalesce(p.token1, '\x0000000000000000000000000000000000000000'::bytea), t0.decimals, t1.decimals,
       coalesce(p.reserve0, 0)::text, coalesce(p.reserve1, 0)::text, greatest(coalesce(s.total_supply, 0), 0)::text`

var selectPortfolioLP = `
SELECT b.pair, b.balance::text, ` + pairCols + `
FROM lp_balances b` + fmt.Sprintf(pairNow, "b.pair") + `
WHERE b.holder = $1 AND b.balance > 0
ORDER BY b.pair`

var selectPortfolioFarms = `
SELECT f.chef, f.pid, f.staked::text, f.queued::text,
       coalesce(fp.lp_token, '\x0000000000000000000000000000000000000000'::bytea), ` + pairCols + `
FROM farm_positions f
LEFT JOIN farm_pools fp ON fp.chef = f.chef AND fp.pid = f.pid` + fmt.Sprintf(pairNow, "fp.lp_token") + `
WHERE f.wallet = $1 AND (f.staked > 0 OR f.queued > 0)
ORDER BY f.chef, f.pid`

// selectPortfolioCoins is a wallet's positive launch coin balances with
// each coin's symbol and name (its first TokenCreated) and, while it is
// still on its curve, its curve price in USD as /holdings/tokens shows it.
var selectPortfolioCoins = `
WITH wusd AS (` + wethUsdNow + `)
SELECT b.token, tc.symbol, tc.name, b.balance::text,
       (SELECT ` + curveCoinUsd + `::text FROM neofun_coins c WHERE c.address = b.token AND ` + bondingCoin + `)
FROM coin_balances b
CROSS JOIN LATERAL (SELECT symbol, name FROM curve_tokens_created c WHERE c.token = b.token
                    ORDER BY c.block_number, c.log_index LIMIT 1) tc
WHERE b.holder = $1 AND b.balance > 0
ORDER BY b.token`

const selectPortfolioOne = `
SELECT (SELECT decimals FROM tokens WHERE address = $2),
       (SELECT count(*) FROM neocats WHERE owner = $1),
       (SELECT count(*) FROM neocats WHERE staker = $1)`

// Portfolio returns what wallet holds: LP balances, farm stakes, launch
// coin balances, its NeoStaking position and Neocat counts (neo is NEO's
// address, for its decimals).
func (db *DB) Portfolio(ctx context.Context, wallet, neo wire.Address) (mainapi.Portfolio, error) {
	out := mainapi.Portfolio{LP: []mainapi.PortfolioLP{}, Farms: []mainapi.PortfolioFarm{}, Coins: []mainapi.PortfolioCoin{}}
	var pp mainapi.PortfolioPair
	var t0, t1, pair []byte
	var r0, r1, sup, amt, q string
	pairDest := []any{&pp.Tracked, &t0, &t1, &pp.Decimals0, &pp.Decimals1, &r0, &r1, &sup}
	fill := func(lp []byte) (mainapi.PortfolioPair, error) {
		x := pp
		var err error
		if x.Pair, err = wire.AddressFromBytes(lp); err != nil {
			return x, err
		}
		if x.Token0, err = wire.AddressFromBytes(t0); err != nil {
			return x, err
		}
		if x.Token1, err = wire.AddressFromBytes(t1); err != nil {
			return x, err
		}
		x.Reserve0, x.Reserve1, x.Supply, _, err = bigs(r0, r1, sup, "0")
		return x, err
	}

	rows, _ := db.Pool.Query(ctx, selectPortfolioLP, wallet.Bytes())
	_, err := pgx.ForEachRow(rows, append([]any{&pair, &amt}, pairDest...), func() error {
		x, err := fill(pair)
		if err != nil {
			return err
		}
		l := mainapi.PortfolioLP{PortfolioPair: x}
		l.Balance, _, _, _, err = bigs(amt, "0", "0", "0")
		out.LP = append(out.LP, l)
		return err
	})
	if err != nil {
		return out, fmt.Errorf("postgres: read LP portfolio of %s: %w", wallet, err)
	}

	var chef []byte
	var pid int64
	rows, _ = db.Pool.Query(ctx, selectPortfolioFarms, wallet.Bytes())
	_, err = pgx.ForEachRow(rows, append([]any{&chef, &pid, &amt, &q, &pair}, pairDest...), func() error {
		x, err := fill(pair)
		if err != nil {
			return err
		}
		f := mainapi.PortfolioFarm{Pid: pid, PortfolioPair: x}
		if f.Chef, err = wire.AddressFromBytes(chef); err != nil {
			return err
		}
		f.Staked, f.Queued, _, _, err = bigs(amt, q, "0", "0")
		out.Farms = append(out.Farms, f)
		return err
	})
	if err != nil {
		return out, fmt.Errorf("postgres: read farm portfolio of %s: %w", wallet, err)
	}

	var coin mainapi.PortfolioCoin
	var token []byte
	rows, _ = db.Pool.Query(ctx, selectPortfolioCoins, wallet.Bytes())
	_, err = pgx.ForEachRow(rows, []any{&token, &coin.Symbol, &coin.Name, &amt, &coin.CurveUsd}, func() error {
		c := coin
		var err error
		if c.Token, err = wire.AddressFromBytes(token); err != nil {
			return err
		}
		c.Balance, _, _, _, err = bigs(amt, "0", "0", "0")
		out.Coins = append(out.Coins, c)
		return err
	})
	if err != nil {
		return out, fmt.Errorf("postgres: read coin portfolio of %s: %w", wallet, err)
	}

	var st mainapi.PortfolioStake
	var eff string
	err = db.Pool.QueryRow(ctx, `SELECT amount::text, effective::text, option FROM staking_positions WHERE account = $1`,
		wallet.Bytes()).Scan(&amt, &eff, &st.Option)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
	case err != nil:
		return out, fmt.Errorf("postgres: read staking position of %s: %w", wallet, err)
	default:
		if st.Amount, st.Effective, _, _, err = bigs(amt, eff, "0", "0"); err != nil {
			return out, err
		}
		out.Staking = &st
	}

	if err := db.Pool.QueryRow(ctx, selectPortfolioOne, wallet.Bytes(), neo.Bytes()).Scan(&out.NeoDecimals,
		&out.NeocatsHeld, &out.NeocatsStaked); err != nil {
		return out, fmt.Errorf("postgres: read portfolio of %s: %w", wallet, err)
	}
	return out, nil
}
