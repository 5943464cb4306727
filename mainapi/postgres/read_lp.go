package postgres

import (
	"context"
	"fmt"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

const selectHolderPairs = `
SELECT hex_addr(b.pair), hex_addr(p.token0), hex_addr(p.token1), b.balance::text,
       greatest(coalesce(s.total_supply, 0), 0)::text, p.reserve0::text, p.reserve1::text
FROM lp_balances b
JOIN pools p ON p.pair = b.pair
LEFT JOIN lp_supplies s ON s.pair = b.pair
WHERE b.holder = $1 AND b.balance > 0
ORDER BY b.pair`

// HolderPairs returns the tracked pairs holder has a positive LP balance
// in, ordered by pair address.
func (db *DB) HolderPairs(ctx context.Context, holder wire.Address) ([]mainapi.LPPosition, error) {
	rows, err := db.Pool.Query(ctx, selectHolderPairs, holder.Bytes())
	if err != nil {
		return nil, fmt.Errorf("postgres: read LP positions of %s: %w", holder, err)
	}
	defer rows.Close()
	var out []mainapi.LPPosition
	for rows.Next() {
		var p mainapi.LPPosition
		if err := rows.Scan(&p.Pair, &p.Token0, &p.Token1, &p.Balance, &p.TotalSupply, &p.Reserve0, &p.Reserve1); err != nil {
			return nil, fmt.Errorf("postgres: read LP positions of %s: %w", holder, err)
		}
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: read LP positions of %s: %w", holder, err)
	}
	return out, nil
}
