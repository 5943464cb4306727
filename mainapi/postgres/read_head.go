package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
)

// Head is the indexed chain head: the newest block the indexer has applied.
type Head struct {
	Number    uint64
	Hash      wire.Hash
	Timestamp wire.Seconds
}

const selectChainHead = `SELECT number, hash, timestamp FROM chain_head`

// ChainHead returns the indexed head. ok is false (and err nil) when the
// indexer has applied no block yet.
func (db *DB) ChainHead(ctx context.Context) (h Head, ok bool, err error) {
	var (
		number, ts int64
		hash       []byte
	)
	err = db.Pool.QueryRow(ctx, selectChainHead).Scan(&number, &hash, &ts)
	if errors.Is(err, pgx.ErrNoRows) {
		return Head{}, false, nil
	}
	if err != nil {
		return Head{}, false, fmt.Errorf("postgres: read chain head: %w", err)
	}
	if h.Hash, err = wire.HashFromBytes(hash); err != nil {
		return Head{}, false, fmt.Errorf("postgres: read chain head: %w", err)
	}
	h.Number, h.Timestamp = uint64(number), wire.Seconds(ts)
	return h, true, nil
}
