package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
)

const selectWalletLastActivity = `SELECT last_activity_block FROM wallets WHERE address = $1`

// WalletLastActivityBlock returns the last block in which the wallet was
// party to an indexed event, or 0 when it never was. Per-user routes version
// their ETag on it.
func (db *DB) WalletLastActivityBlock(ctx context.Context, wallet wire.Address) (uint64, error) {
	var n int64
	err := db.Pool.QueryRow(ctx, selectWalletLastActivity, wallet.Bytes()).Scan(&n)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("postgres: read wallet %s last activity: %w", wallet, err)
	}
	return uint64(n), nil
}
