package postgres

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// selectPnLTrades reads a wallet's trades of a token, oldest first (the
// trades_user index, the wallet's rows only).
const selectPnLTrades = `
SELECT token_out = $2, (CASE WHEN token_out = $2 THEN amount_out ELSE amount_in END)::text, usd_value::text
FROM trades WHERE user_address = $1 AND (token_in = $2 OR token_out = $2)
ORDER BY block_number, log_index`

// PnLTrades returns the wallet's trades of token and the token's decimals.
func (db *DB) PnLTrades(ctx context.Context, wallet, token wire.Address) (mainapi.PnLTrades, error) {
	out := mainapi.PnLTrades{Trades: []mainapi.PnLTrade{}}
	var dec *int32
	err := db.Pool.QueryRow(ctx, `SELECT decimals FROM tokens WHERE address = $1`, token.Bytes()).Scan(&dec)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return out, fmt.Errorf("postgres: read decimals of %s: %w", token, err)
	}
	out.Decimals = dec
	var buy bool
	var amount, usd string
	rows, _ := db.Pool.Query(ctx, selectPnLTrades, wallet.Bytes(), token.Bytes())
	_, err = pgx.ForEachRow(rows, []any{&buy, &amount, &usd}, func() error {
		n, ok := new(big.Int).SetString(amount, 10)
		if !ok {
			return fmt.Errorf("amount %q", amount)
		}
		out.Trades = append(out.Trades, mainapi.PnLTrade{Buy: buy, Amount: n, UsdValue: usd})
		return nil
	})
	if err != nil {
		return mainapi.PnLTrades{}, fmt.Errorf("postgres: read trades of %s in %s: %w", wallet, token, err)
	}
	return out, nil
}
