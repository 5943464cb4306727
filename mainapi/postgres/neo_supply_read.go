package postgres

import (
	"context"
	"fmt"

	"github.com/neoswap/neoswap/mainapi"
)

// Read of /tokens/neo/supply (migration 00033; neo_holders_derive.go).

const selectNeoHolders = `SELECT hex_addr(holder), received::text, sent::text, last_block FROM neo_holders ORDER BY holder`

// NeoHolders returns the account of every supply holder with a stored
// transfer, by address; empty when none is stored.
func (db *DB) NeoHolders(ctx context.Context) ([]mainapi.NeoHolderBalance, error) {
	rows, err := db.Pool.Query(ctx, selectNeoHolders)
	if err != nil {
		return nil, fmt.Errorf("postgres: read NEO holders: %w", err)
	}
	defer rows.Close()
	var out []mainapi.NeoHolderBalance
	for rows.Next() {
		var h mainapi.NeoHolderBalance
		if err := rows.Scan(&h.Holder, &h.Received, &h.Sent, &h.LastBlock); err != nil {
			return nil, fmt.Errorf("postgres: read NEO holders: %w", err)
		}
		out = append(out, h)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: read NEO holders: %w", err)
	}
	return out, nil
}
