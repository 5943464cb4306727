package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// LP positions (migration 00010): lp_balances and lp_supplies are keyed
// derived rows — (pair, holder) for balances, pair for supplies. Blocks
// appended above every other stored block (Apply, ApplyBatch, and a
// rebuild, which appends [0, max] to emptied tables) add their transfers
// to the stored rows (appendLPBalances, appendLPSupplies): sums, so the
// stored row plus the appended blocks' deltas is the sum over all blocks,
// and the cost does not grow with a pair's history. A rollback collects
// the keys of the blocks it deletes first and recomputes them from all
// stored lp_transfers (recomputeLPBalances, recomputeLPSupplies); the
// reorg tests compare the two against a rebuild.

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

// appendLPBalances adds the LP transfers of blocks $1..$2, appended above
// every other stored block, to the balances of their (pair, holder) keys
// (holder not the zero address): the stored balance is that of the blocks
// below $1; a balance that reaches 0 is deleted, as recomputeLPBalances
// keeps only non-zero ones.
const appendLPBalances = `
WITH mv AS (
    SELECT address AS pair, to_address AS holder, value AS d FROM lp_transfers WHERE block_number BETWEEN $1 AND $2
    UNION ALL
    SELECT address, from_address, -value FROM lp_transfers WHERE block_number BETWEEN $1 AND $2
),
k AS (
    SELECT pair, holder, sum(d) AS d FROM mv
    WHERE holder <> '\x0000000000000000000000000000000000000000'::bytea
    GROUP BY pair, holder
),
cur AS (
    SELECT k.pair, k.holder, coalesce(b.balance, 0) + k.d AS balance
    FROM k LEFT JOIN lp_balances b ON b.holder = k.holder AND b.pair = k.pair
),
gone AS (
    DELETE FROM lp_balances b USING cur
    WHERE b.holder = cur.holder AND b.pair = cur.pair AND cur.balance = 0
)
INSERT INTO lp_balances (pair, holder, balance) SELECT pair, holder, balance FROM cur WHERE balance <> 0
ON CONFLICT (holder, pair) DO UPDATE SET balance = EXCLUDED.balance`

// appendLPSupplies adds the mints and burns (transfers from or to the zero
// address) of blocks $1..$2, appended above every other stored block, to
// their pairs' supplies, as recomputeLPSupplies sums them.
const appendLPSupplies = `
WITH k AS (
    SELECT address AS pair,
           sum(CASE WHEN from_address = '\x0000000000000000000000000000000000000000'::bytea THEN value
                    ELSE -value END) AS d
    FROM lp_transfers
    WHERE block_number BETWEEN $1 AND $2
      AND (from_address = '\x0000000000000000000000000000000000000000'::bytea
           OR to_address = '\x0000000000000000000000000000000000000000'::bytea)
    GROUP BY address
)
INSERT INTO lp_supplies (pair, total_supply)
SELECT k.pair, coalesce(s.total_supply, 0) + k.d FROM k LEFT JOIN lp_supplies s ON s.pair = k.pair
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
	none := len(k.pairs) == 0
	return runSteps(ctx, tx, "recompute",
		step{"LP balances", recomputeLPBalances, []any{k.pairs, k.holders}, none},
		step{"LP supplies", recomputeLPSupplies, []any{k.pairs}, none},
	)
}

// appendLP is the steps that add the lp_transfers of blocks from..to,
// appended above every other stored block, to the LP rows.
func appendLP(from, to int64) []step {
	return []step{
		{"LP balances", appendLPBalances, []any{from, to}, false},
		{"LP supplies", appendLPSupplies, []any{from, to}, false},
	}
}
