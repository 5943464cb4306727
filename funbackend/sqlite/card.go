package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/neoswap/neoswap/funbackend"
)

// CurveAt returns the curve after token's last trade at or before the Unix
// time at (the share card's price now and 24h ago, and its bonding
// progress), or funbackend.ErrNotFound when the coin had not traded by then.
func (db *DB) CurveAt(ctx context.Context, token string, at int64) (funbackend.CurvePoint, error) {
	var p funbackend.CurvePoint
	err := db.Read.QueryRowContext(ctx, `SELECT price_x18, virtual_token FROM trades WHERE token = ? AND timestamp <= ?
		ORDER BY block_number DESC, log_index DESC LIMIT 1`, token, at).Scan(&p.PriceX18, &p.VirtualToken)
	if errors.Is(err, sql.ErrNoRows) {
		return p, funbackend.ErrNotFound
	}
	if err != nil {
		return p, fmt.Errorf("sqlite: curve at: %w", err)
	}
	return p, nil
}
