package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// LP positions (migration 00010): lp_balances and lp_supplies are keyed
// derived rows, recomputed like pools and wallets for the keys the
// lp_transfers of a block range touch — (pair, holder) for balances, pair
// for supplies — from all stored lp_transfers. A rollback collects the keys
// of the blocks it deletes first; a rebuild derives [0, max].

// touchedLPKeys lists the (pair, holder) keys of blocks $1..$2; the holder
// is the zero address for a pair whose supply changed only (a mint or burn).
const touchedLPKeys = `
SELECT address, from_address FROM lp_transfers WHERE block_number BETWEEN $1 AND $2
UNION SELECT address, to_address FROM lp_transfers WHERE block_number BETWEEN $1 AND $2`

// recomputeLPBalances recomputes the balances of (pair $1[i], holder $2[i]).
const recomputeLPBalances = `
WITH k AS (SELECT DISTINCT pair, holder FROM unnest($1::bytea[], $2::bytea[]) AS k(pair, holder)
           WHERE holder <> '\x0000000000000000000000000000000000000000'::bytea),
mv AS (
    SELECT k.pair, k.holder, t.value AS d FROM k JOIN lp_transfers t ON t.address = k.pair AND t.to_address = k.holder
    UNION ALL
    SELECT k.pair, k.holder, -t.value FROM k JOIN lp_transfers t ON t.address = k.pair AND t.from_address = k.holder
),
cur AS (SELECT pair, holder, sum(d) AS balance FROM mv GROUP BY pair, holder HAVING sum(d) <> 0),
gone AS (
    DELETE FROM lp_balances b USING k
    WHERE b.pair = k.pair AND b.holder = k.holder
      AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.pair = k.pair AND cur.holder = k.holder)
)
INSERT INTO lp_balances (pair, holder, balance) SELECT pair, holder, balance FROM cur
ON CONFLICT (holder, pair) DO UPDATE SET balance = EXCLUDED.balance`

// recomputeLPSupplies recomputes the supplies of the pairs $1: minted (from
// the zero address) minus burned (to it from another address).
const recomputeLPSupplies = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS pair),
cur AS (
    SELECT k.pair, sum(CASE WHEN t.from_address = '\x0000000000000000000000000000000000000000'::bytea THEN t.value
                            ELSE -t.value END) AS total_supply
    FROM k JOIN lp_transfers t ON t.address = k.pair
    WHERE t.from_address = '\x0000000000000000000000000000000000000000'::bytea
       OR t.to_address = '\x0000000000000000000000000000000000000000'::bytea
    GROUP BY k.pair
),
gone AS (
    DELETE FROM lp_supplies s USING k
    WHERE s.pair = k.pair AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.pair = k.pair)
)
INSERT INTO lp_supplies (pair, total_supply) SELECT pair, total_supply FROM cur
ON CONFLICT (pair) DO UPDATE SET total_supply = EXCLUDED.total_supply`

// lpKeys are the LP keys a block range touched.
type lpKeys struct {
	pairs, holders [][]byte // parallel: (pairs[i], holders[i])
}

// collectLPKeys reads the LP keys the lp_transfers of blocks from..to touch.
func collectLPKeys(ctx context.Context, tx pgx.Tx, from, to int64) (lpKeys, error) {
	var k lpKeys
	rows, err := tx.Query(ctx, touchedLPKeys, from, to)
	if err != nil {
		return k, fmt.Errorf("postgres: touched LP keys: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var pair, holder []byte
		if err := rows.Scan(&pair, &holder); err != nil {
			return k, fmt.Errorf("postgres: touched LP keys: %w", err)
		}
		k.pairs, k.holders = append(k.pairs, pair), append(k.holders, holder)
	}
	if err := rows.Err(); err != nil {
		return k, fmt.Errorf("postgres: touched LP keys: %w", err)
	}
	return k, nil
}

// recomputeLP recomputes the LP balances and supplies of k.
func recomputeLP(ctx context.Context, tx pgx.Tx, k lpKeys) error {
	if len(k.pairs) == 0 {
		return nil
	}
	if _, err := tx.Exec(ctx, recomputeLPBalances, k.pairs, k.holders); err != nil {
		return fmt.Errorf("postgres: recompute LP balances: %w", err)
	}
	if _, err := tx.Exec(ctx, recomputeLPSupplies, k.pairs); err != nil {
		return fmt.Errorf("postgres: recompute LP supplies: %w", err)
	}
	return nil
}

// deriveLP recomputes the LP rows the lp_transfers of blocks from..to touch.
func deriveLP(ctx context.Context, tx pgx.Tx, from, to int64) error {
	k, err := collectLPKeys(ctx, tx, from, to)
	if err != nil {
		return err
	}
	return recomputeLP(ctx, tx, k)
}
