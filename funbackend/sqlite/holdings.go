package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/big"
)

// holdingDelta is a trade's effect on its trader's position: a buy adds
// what the trader received (the fill net of its PvE escrow), a sell removes
// what was sold.
func holdingDelta(isBuy bool, tokenAmount, pveTokens *big.Int) *big.Int {
	if isBuy {
		return new(big.Int).Sub(tokenAmount, pveTokens)
	}
	return new(big.Int).Neg(tokenAmount)
}

func addHolding(ctx context.Context, tx *sql.Tx, token, trader string, delta *big.Int) error {
	if delta.Sign() == 0 {
		return nil
	}
	var cur string
	err := tx.QueryRowContext(ctx, `SELECT net_wei FROM holders WHERE token = ? AND trader = ?`, token, trader).Scan(&cur)
	net := new(big.Int)
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return err
	default:
		if _, ok := net.SetString(cur, 10); !ok {
			return fmt.Errorf("holder %s of %s: bad net_wei %q", trader, token, cur)
		}
	}
	net.Add(net, delta)
	return putHolding(ctx, tx, token, trader, net)
}

func putHolding(ctx context.Context, tx *sql.Tx, token, trader string, net *big.Int) error {
	if net.Sign() == 0 {
		_, err := tx.ExecContext(ctx, `DELETE FROM holders WHERE token = ? AND trader = ?`, token, trader)
		return err
	}
	approx, _ := new(big.Float).SetInt(net).Float64()
	_, err := tx.ExecContext(ctx, `INSERT INTO holders (token, trader, net_wei, net_approx, positive) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (token, trader) DO UPDATE SET net_wei = excluded.net_wei, net_approx = excluded.net_approx, positive = excluded.positive`,
		token, trader, net.String(), approx, b2i(net.Sign() > 0))
	return err
}
