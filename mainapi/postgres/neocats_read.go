package postgres

import (
	"context"
	"fmt"
	"math/big"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// selectNeocats reads a wallet's Neocats from the derived neocats rows:
// held (owner) and staked (staker), each ascending by id.
const selectNeocats = `
SELECT staked, token_id::text FROM (
    SELECT false AS staked, token_id FROM neocats WHERE owner = $1
    UNION ALL SELECT true, token_id FROM neocats WHERE staker = $1
) n ORDER BY staked, token_id`

// Neocats returns the wallet's Neocats held and staked (empty lists when
// none).
func (db *DB) Neocats(ctx context.Context, wallet wire.Address) (mainapi.Neocats, error) {
	out := mainapi.Neocats{Held: []*big.Int{}, Staked: []*big.Int{}}
	var staked bool
	var id string
	rows, _ := db.Pool.Query(ctx, selectNeocats, wallet.Bytes())
	_, err := pgx.ForEachRow(rows, []any{&staked, &id}, func() error {
		n, ok := new(big.Int).SetString(id, 10)
		if !ok {
			return fmt.Errorf("Neocat id %q", id)
		}
		if staked {
			out.Staked = append(out.Staked, n)
		} else {
			out.Held = append(out.Held, n)
		}
		return nil
	})
	if err != nil {
		return mainapi.Neocats{}, fmt.Errorf("postgres: read Neocats of %s: %w", wallet, err)
	}
	return out, nil
}
