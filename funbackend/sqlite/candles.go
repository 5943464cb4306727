package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/neoswap/neoswap/funbackend"
)

// LastTradeTime returns the timestamp of a coin's last trade, or
// funbackend.ErrNotFound when it never traded.
func (db *DB) LastTradeTime(ctx context.Context, token string) (ts int64, err error) {
	err = db.Read.QueryRowContext(ctx, `SELECT timestamp FROM trades WHERE token = ?
		ORDER BY block_number DESC, log_index DESC LIMIT 1`, token).Scan(&ts)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, funbackend.ErrNotFound
	}
	if err != nil {
		return 0, fmt.Errorf("sqlite: last trade: %w", err)
	}
	return ts, nil
}

// Candles returns the candles of resolution res (seconds) whose buckets lie
// in [from, to) (both multiples of res), preceded by one seed row: the
// bucket of the last trade before from, when there is one. Buckets without
// trades give no row. A resolution that is a multiple of 60 folds the
// one-minute candles; any other folds the trades themselves.
func (db *DB) Candles(ctx context.Context, token string, res, from, to int64) ([]funbackend.Candle, error) {
	out := []funbackend.Candle{}
	var seedTs int64
	err := db.Read.QueryRowContext(ctx, `SELECT timestamp FROM trades WHERE token = ? AND timestamp < ?
		ORDER BY timestamp DESC LIMIT 1`, token, from).Scan(&seedTs)
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return nil, fmt.Errorf("sqlite: candles: %w", err)
	default:
		seed, err := db.fold(ctx, token, res, seedTs/res*res, seedTs/res*res+res)
		if err != nil {
			return nil, err
		}
		out = append(out, seed...)
	}
	rest, err := db.fold(ctx, token, res, from, to)
	if err != nil {
		return nil, err
	}
	return append(out, rest...), nil
}

func (db *DB) fold(ctx context.Context, token string, res, from, to int64) ([]funbackend.Candle, error) {
	var q string
	if res%60 == 0 {
		q = `SELECT bucket, low, high, open_x18, close_x18, trades, volume_gwei, volume_rem FROM candles_1m
			WHERE token = ? AND bucket >= ? AND bucket < ? ORDER BY bucket`
	} else {
		q = `SELECT timestamp, 0, 0, price_x18, price_x18, 1, eth_amount_gwei, eth_amount_rem FROM trades
			WHERE token = ? AND timestamp >= ? AND timestamp < ? ORDER BY block_number, log_index`
	}
	rows, err := db.Read.QueryContext(ctx, q, token, from, to)
	if err != nil {
		return nil, fmt.Errorf("sqlite: candles: %w", err)
	}
	defer rows.Close()
	var out []funbackend.Candle
	var vols [][2]int64 // per candle: the gwei and remainder sums of its volume
	for rows.Next() {
		var (
			ts, n, g, r int64
			lo, hi      float64
			open, cl    string
		)
		if err := rows.Scan(&ts, &lo, &hi, &open, &cl, &n, &g, &r); err != nil {
			return nil, fmt.Errorf("sqlite: candles: %w", err)
		}
		if res%60 != 0 {
			lo = funbackend.PriceFloat(open)
			hi = lo
		}
		b := ts / res * res
		if len(out) == 0 || out[len(out)-1].Bucket != b {
			out = append(out, funbackend.Candle{Bucket: b, Low: lo, High: hi, Open: open})
			vols = append(vols, [2]int64{})
		}
		c := &out[len(out)-1]
		c.Low, c.High = min(c.Low, lo), max(c.High, hi)
		c.Close = cl
		c.Trades += n
		v := &vols[len(vols)-1]
		v[0] += g
		v[1] += r
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: candles: %w", err)
	}
	for i := range out {
		out[i].Volume = exact(vols[i][0], vols[i][1], gwei)
	}
	return out, nil
}
