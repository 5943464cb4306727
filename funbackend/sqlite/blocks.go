package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/neoswap/neoswap/funbackend"
)

// Tip returns the highest stored block, or funbackend.ErrNotFound when
// none is stored.
func (db *DB) Tip(ctx context.Context) (b funbackend.Block, err error) {
	var hash, parent string
	err = db.Write.QueryRowContext(ctx,
		`SELECT number, hash, parent_hash, timestamp FROM blocks ORDER BY number DESC LIMIT 1`).
		Scan(&b.Number, &hash, &parent, &b.Timestamp)
	if errors.Is(err, sql.ErrNoRows) {
		return b, funbackend.ErrNotFound
	}
	if err != nil {
		return b, fmt.Errorf("sqlite: tip: %w", err)
	}
	b.Hash, b.ParentHash = common.HexToHash(hash), common.HexToHash(parent)
	return b, nil
}

// StoredBlocks returns the stored blocks numbered at least from, highest
// first (the reorg walk-back's candidates).
func (db *DB) StoredBlocks(ctx context.Context, from uint64) ([]funbackend.Block, error) {
	rows, err := db.Write.QueryContext(ctx,
		`SELECT number, hash, parent_hash, timestamp FROM blocks WHERE number >= ? ORDER BY number DESC`, from)
	if err != nil {
		return nil, fmt.Errorf("sqlite: stored blocks: %w", err)
	}
	defer rows.Close()
	var out []funbackend.Block
	for rows.Next() {
		var b funbackend.Block
		var hash, parent string
		if err := rows.Scan(&b.Number, &hash, &parent, &b.Timestamp); err != nil {
			return nil, fmt.Errorf("sqlite: stored blocks: %w", err)
		}
		b.Hash, b.ParentHash = common.HexToHash(hash), common.HexToHash(parent)
		out = append(out, b)
	}
	return out, rows.Err()
}

// keepBlocks is how many blocks of hashes below the tip are kept.
const keepBlocks = 1024

// ReorgStats returns how many reorgs the store has rolled back and the Unix
// time of the last one (0 when none).
func (db *DB) ReorgStats(ctx context.Context) (count, lastAt int64, err error) {
	err = db.Write.QueryRowContext(ctx, `SELECT
		coalesce((SELECT value FROM indexer_state WHERE key = 'reorg_count'), 0),
		coalesce((SELECT value FROM indexer_state WHERE key = 'last_reorg_at'), 0)`).Scan(&count, &lastAt)
	if err != nil {
		return 0, 0, fmt.Errorf("sqlite: reorg stats: %w", err)
	}
	return count, lastAt, nil
}
