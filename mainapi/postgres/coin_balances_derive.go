package postgres

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
)

// The coin balances domain (migration 00046; raw table:
// coin_balances_raw.go; read: portfolio_read.go; docs/indexer.md, "Coin
// balances"): one keyed table, coin_balances, recomputed for the (coin,
// holder) keys a block range's transfers touch, the zero address left
// out. Appended blocks add their transfers to the stored row (a busy
// holder, the curve or a pool, is not summed again at each block); a key
// without a row (a new holder, or one whose balance was 0) and a rollback
// sum every stored transfer of the key. A balance of 0 keeps no row.
// Applied blocks without a coin transfer run no statement.

// coinBalancesDomain is the launch venue coins' balances. It reads only
// its own raw rows.
var coinBalancesDomain = domain{
	name:          "coin_balances",
	rawTables:     coinBalancesRawTables,
	derivedTables: []string{"coin_balances"},
	derive:        deriveCoinBalances,
	applied:       appliedCoinBalances,
	rollback:      rollbackCoinBalances,
}

// touchedCoinBalances lists the (coin, holder) keys the transfers of
// blocks $1..$2 touch, the zero address left out.
const touchedCoinBalances = `
SELECT address, to_address FROM coin_transfers
WHERE block_number BETWEEN $1 AND $2 AND to_address <> '\x0000000000000000000000000000000000000000'::bytea
UNION SELECT address, from_address FROM coin_transfers
WHERE block_number BETWEEN $1 AND $2 AND from_address <> '\x0000000000000000000000000000000000000000'::bytea`

// recomputeCoinBalances recomputes the keys ($1 the coins, $2 the holders,
// pairwise): a key has a row while its balance is not 0. With $3 > 0 the
// keys were collected for the blocks from $3 on, just appended above every
// other stored block: a stored row adds their transfers; otherwise (and
// for a key without a row) every stored transfer of the key is summed.
const recomputeCoinBalances = `
WITH k AS (SELECT DISTINCT token, holder FROM unnest($1::bytea[], $2::bytea[]) AS k(token, holder)),
cur AS (
    SELECT k.token, k.holder, coalesce(o.balance, 0) + coalesce(r.s, 0) - coalesce(s.s, 0) AS balance
    FROM k
    LEFT JOIN coin_balances o ON $3::bigint > 0 AND o.token = k.token AND o.holder = k.holder
    CROSS JOIN LATERAL (SELECT CASE WHEN o.holder IS NULL THEN 0 ELSE $3::bigint END AS lo) b
    CROSS JOIN LATERAL (SELECT sum(value) AS s FROM coin_transfers x
                        WHERE x.to_address = k.holder AND x.address = k.token AND x.block_number >= b.lo) r
    CROSS JOIN LATERAL (SELECT sum(value) AS s FROM coin_transfers x
                        WHERE x.from_address = k.holder AND x.address = k.token AND x.block_number >= b.lo) s
),
gone AS (
    DELETE FROM coin_balances c USING cur
    WHERE c.token = cur.token AND c.holder = cur.holder AND cur.balance = 0
)
INSERT INTO coin_balances (token, holder, balance)
SELECT token, holder, balance FROM cur WHERE balance <> 0
ON CONFLICT (token, holder) DO UPDATE SET balance = EXCLUDED.balance`

// coinKeys are (coin, holder) keys as the recompute's two arrays.
type coinKeys struct{ tokens, holders [][]byte }

// collectCoinBalances reads the keys the transfers of blocks from..to touch.
func collectCoinBalances(ctx context.Context, tx pgx.Tx, from, to int64) (coinKeys, error) {
	var k coinKeys
	rows, err := tx.Query(ctx, touchedCoinBalances, from, to)
	if err != nil {
		return k, fmt.Errorf("postgres: touched coin balances: %w", err)
	}
	var token, holder []byte
	_, err = pgx.ForEachRow(rows, []any{&token, &holder}, func() error {
		k.tokens, k.holders = append(k.tokens, token), append(k.holders, holder)
		return nil
	})
	if err != nil {
		return k, fmt.Errorf("postgres: touched coin balances: %w", err)
	}
	return k, nil
}

// recomputeCoinBalanceRows runs recomputeCoinBalances for k (none: no
// statement); appendedFrom as its $3.
func recomputeCoinBalanceRows(ctx context.Context, tx pgx.Tx, k coinKeys, appendedFrom int64) error {
	return runSteps(ctx, tx, "recompute", step{"coin balances", recomputeCoinBalances,
		[]any{k.tokens, k.holders, appendedFrom}, len(k.tokens) == 0})
}

// deriveCoinBalances derives the keys blocks from..to, appended above
// every other stored block, touch.
func deriveCoinBalances(ctx context.Context, tx pgx.Tx, _ string, from, to int64) error {
	k, err := collectCoinBalances(ctx, tx, from, to)
	if err != nil {
		return err
	}
	return recomputeCoinBalanceRows(ctx, tx, k, from)
}

// appliedCoinBalances derives applied blocks: the keys come from their
// events (the touched-keys query's rule), nothing runs, nor is allocated,
// without one. The raw rows are copied first: the recompute reads them.
func appliedCoinBalances(ctx context.Context, tx pgx.Tx, _ string, b batchEvents, copyRaw func(tables func(string) bool) error) error {
	ts := b.ev.CoinTransfers
	if len(ts) == 0 {
		return nil
	}
	if err := copyRaw(func(t string) bool { return t == "coin_transfers" }); err != nil {
		return err
	}
	type key struct{ token, holder common.Address }
	seen := make(map[key]bool, 2*len(ts))
	var k coinKeys
	add := func(token, holder common.Address) {
		if holder == (common.Address{}) || seen[key{token, holder}] {
			return
		}
		seen[key{token, holder}] = true
		k.tokens, k.holders = append(k.tokens, token.Bytes()), append(k.holders, holder.Bytes())
	}
	for i := range ts {
		add(ts[i].Address, ts[i].To)
		add(ts[i].Address, ts[i].From)
	}
	return recomputeCoinBalanceRows(ctx, tx, k, int64(b.blocks[0].Number))
}

// rollbackCoinBalances reads the keys blocks from..to touch (before a
// rollback deletes them) and returns what recomputes them from the rows
// left.
func rollbackCoinBalances(ctx context.Context, tx pgx.Tx, from, to int64) (func(context.Context, pgx.Tx, string) error, error) {
	k, err := collectCoinBalances(ctx, tx, from, to)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context, tx pgx.Tx, _ string) error { return recomputeCoinBalanceRows(ctx, tx, k, 0) }, nil
}
