package sqlite

import (
	"context"
	"fmt"
	"strings"

	"github.com/neoswap/neoswap/funbackend"
)

// TradesInBlocks returns the trade rows (spec 2.2) of blocks from..to, in
// chain order: the payloads of the stream's trade events.
func (db *DB) TradesInBlocks(ctx context.Context, from, to uint64) ([]funbackend.Row, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT `+tradeCols+` FROM trades t
		WHERE t.block_number BETWEEN ? AND ? ORDER BY t.block_number, t.log_index`, from, to)
	if err != nil {
		return nil, fmt.Errorf("sqlite: trades in blocks: %w", err)
	}
	out, err := scanRows(rows)
	if err != nil {
		return nil, fmt.Errorf("sqlite: trades in blocks: %w", err)
	}
	return out, nil
}

// MarkAnnounced sets announced = 1 on the coins (lowercase addresses) the
// stream announced.
func (db *DB) MarkAnnounced(ctx context.Context, addresses []string) error {
	if len(addresses) == 0 {
		return nil
	}
	args := make([]any, len(addresses))
	for i, a := range addresses {
		args[i] = a
	}
	q := `UPDATE coins SET announced = 1 WHERE announced = 0 AND address IN (?` + strings.Repeat(",?", len(args)-1) + `)`
	if _, err := db.Write.ExecContext(ctx, q, args...); err != nil {
		return fmt.Errorf("sqlite: mark announced: %w", err)
	}
	return nil
}
