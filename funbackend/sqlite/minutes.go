package sqlite

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/neoswap/neoswap/funbackend"
)

type minuteKey struct {
	token  string
	bucket int64
}

// recomputeMinute re-derives one one-minute candle from the trades in it.
func recomputeMinute(ctx context.Context, tx *sql.Tx, k minuteKey) error {
	rows, err := tx.QueryContext(ctx, `SELECT price_x18, eth_amount_gwei, eth_amount_rem FROM trades
		WHERE token = ? AND timestamp >= ? AND timestamp < ? ORDER BY block_number, log_index`, k.token, k.bucket, k.bucket+60)
	if err != nil {
		return fmt.Errorf("sqlite: candle %s@%d: %w", k.token, k.bucket, err)
	}
	defer rows.Close()
	var (
		n           int
		open, close string
		low, high   float64
		volG, volR  int64
	)
	for rows.Next() {
		var p string
		var g, r int64
		if err := rows.Scan(&p, &g, &r); err != nil {
			return fmt.Errorf("sqlite: candle %s@%d: %w", k.token, k.bucket, err)
		}
		f := funbackend.PriceFloat(p)
		if n == 0 {
			open, low, high = p, f, f
		}
		low, high = min(low, f), max(high, f)
		close = p
		volG += g
		volR += r
		n++
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("sqlite: candle %s@%d: %w", k.token, k.bucket, err)
	}
	if n == 0 {
		_, err = tx.ExecContext(ctx, `DELETE FROM candles_1m WHERE token = ? AND bucket = ?`, k.token, k.bucket)
	} else {
		_, err = tx.ExecContext(ctx, `INSERT INTO candles_1m (token, bucket, low, high, open_x18, close_x18, trades, volume_gwei, volume_rem)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (token, bucket) DO UPDATE SET low = excluded.low, high = excluded.high, open_x18 = excluded.open_x18,
			close_x18 = excluded.close_x18, trades = excluded.trades, volume_gwei = excluded.volume_gwei, volume_rem = excluded.volume_rem`,
			k.token, k.bucket, low, high, open, close, n, volG, volR)
	}
	if err != nil {
		return fmt.Errorf("sqlite: candle %s@%d: %w", k.token, k.bucket, err)
	}
	return nil
}
