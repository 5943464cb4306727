package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

const selectChainHead = `SELECT number, hash, timestamp FROM chain_head`

// ChainHead returns the indexed head. ok is false (and err nil) when the
// indexer has applied no block yet.
func (db *DB) ChainHead(ctx context.Context) (h mainapi.Head, ok bool, err error) {
	var (
		number, ts int64
		hash       []byte
	)
	err = db.Pool.QueryRow(ctx, selectChainHead).Scan(&number, &hash, &ts)
	if errors.Is(err, pgx.ErrNoRows) {
		return mainapi.Head{}, false, nil
	}
	if err != nil {
		return mainapi.Head{}, false, fmt.Errorf("postgres: read chain head: %w", err)
	}
	if h.Hash, err = wire.HashFromBytes(hash); err != nil {
		return mainapi.Head{}, false, fmt.Errorf("postgres: read chain head: %w", err)
	}
	h.Number, h.Timestamp = uint64(number), wire.Seconds(ts)
	return h, true, nil
}
