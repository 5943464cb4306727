package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"

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

// freshestBlockSQL returns the statement freshestBlock runs: the highest
// block_number across tables and its hash (0 and a zero hash when they
// are empty). A domain's routes version their ETags on it, so they stay
// put through blocks without an event of the domain.
func freshestBlockSQL(tables ...string) string {
	maxes := make([]string, len(tables))
	for i, t := range tables {
		maxes[i] = "SELECT max(block_number) AS n FROM " + t
	}
	return "WITH m AS (SELECT max(n) AS n FROM (" + strings.Join(maxes, " UNION ALL ") + ") x)\n" +
		"SELECT coalesce(m.n, 0), coalesce(hex_addr(b.hash), '0x' || repeat('0', 64)) FROM m LEFT JOIN blocks b ON b.number = m.n"
}

// freshestBlock runs query, a freshestBlockSQL statement; what names the
// domain in the error.
func (db *DB) freshestBlock(ctx context.Context, what, query string) (uint64, wire.Hash, error) {
	var n int64
	var h wire.Hash
	if err := db.Pool.QueryRow(ctx, query).Scan(&n, &h); err != nil {
		return 0, h, fmt.Errorf("postgres: read %s head: %w", what, err)
	}
	return uint64(n), h, nil
}
