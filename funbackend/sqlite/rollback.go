package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/neoswap/neoswap/funbackend"
)

// Rollback removes every block above ancestor and what they carried, then
// re-derives the lifecycle columns, holders and candles of the coins that
// survive, in one transaction, and counts the reorg. It returns the removed
// trades (oldest first).
func (db *DB) Rollback(ctx context.Context, ancestor uint64, now int64) ([]funbackend.RemovedTrade, error) {
	tx, err := db.Write.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("sqlite: rollback: begin: %w", err)
	}
	defer tx.Rollback()

	removed, minutes, err := removedTrades(ctx, tx, ancestor)
	if err != nil {
		return nil, err
	}
	touched := map[string]bool{}
	for _, r := range removed {
		touched[hexAddr(r.Token)] = true
	}
	rows, err := tx.QueryContext(ctx, `SELECT DISTINCT token FROM coin_events WHERE block_number > ?`, ancestor)
	if err != nil {
		return nil, fmt.Errorf("sqlite: rollback: %w", err)
	}
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			rows.Close()
			return nil, fmt.Errorf("sqlite: rollback: %w", err)
		}
		touched[t] = true
	}
	rows.Close()
	for _, q := range []string{
		`DELETE FROM trades WHERE block_number > ?`,
		`DELETE FROM coin_events WHERE block_number > ?`,
		`DELETE FROM coins WHERE created_block > ?`,
		`DELETE FROM indexer_errors WHERE block_number > ?`,
		`DELETE FROM blocks WHERE number > ?`,
	} {
		if _, err := tx.ExecContext(ctx, q, ancestor); err != nil {
			return nil, fmt.Errorf("sqlite: rollback: %s: %w", q, err)
		}
	}
	for token := range touched {
		var exists int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM coins WHERE address = ?`, token).Scan(&exists); err != nil {
			return nil, fmt.Errorf("sqlite: rollback: %w", err)
		}
		if exists == 0 {
			continue
		}
		if err := rederiveCoin(ctx, tx, token); err != nil {
			return nil, fmt.Errorf("sqlite: rollback: re-derive %s: %w", token, err)
		}
	}
	for k := range minutes {
		if err := recomputeMinute(ctx, tx, k); err != nil {
			return nil, err
		}
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO indexer_state (key, value) VALUES ('reorg_count', 1)
		ON CONFLICT (key) DO UPDATE SET value = value + 1`); err != nil {
		return nil, fmt.Errorf("sqlite: rollback: reorg count: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO indexer_state (key, value) VALUES ('last_reorg_at', ?)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value`, now); err != nil {
		return nil, fmt.Errorf("sqlite: rollback: reorg time: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("sqlite: rollback: commit: %w", err)
	}
	db.gen.Add(1)
	return removed, nil
}

func removedTrades(ctx context.Context, tx *sql.Tx, ancestor uint64) ([]funbackend.RemovedTrade, map[minuteKey]bool, error) {
	rows, err := tx.QueryContext(ctx, `SELECT token, tx_hash, log_index, block_number, timestamp FROM trades
		WHERE block_number > ? ORDER BY block_number, log_index`, ancestor)
	if err != nil {
		return nil, nil, fmt.Errorf("sqlite: rollback: %w", err)
	}
	defer rows.Close()
	var out []funbackend.RemovedTrade
	minutes := map[minuteKey]bool{}
	for rows.Next() {
		var token, txh string
		var r funbackend.RemovedTrade
		var ts int64
		if err := rows.Scan(&token, &txh, &r.LogIndex, &r.Block, &ts); err != nil {
			return nil, nil, fmt.Errorf("sqlite: rollback: %w", err)
		}
		r.Token, r.TxHash = common.HexToAddress(token), common.HexToHash(txh)
		out = append(out, r)
		minutes[minuteKey{token, ts / 60 * 60}] = true
	}
	return out, minutes, rows.Err()
}

// rederiveCoin resets a coin's lifecycle columns to their creation values
// and replays its surviving lifecycle events, then rebuilds its holders
// from its surviving trades.
func rederiveCoin(ctx context.Context, tx *sql.Tx, token string) error {
	// A surviving Graduated lies below the ancestor: keep its USD snapshot.
	var mcap sql.NullString
	if err := tx.QueryRowContext(ctx, `SELECT grad_mcap_usd FROM coins WHERE address = ?`, token).Scan(&mcap); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE coins SET status = 1, pair_weth = NULL, pair_neo = NULL, frozen_at = NULL,
		pve_credited_at = NULL, frozen_block = NULL, graduated_block = NULL, pve_credited_block = NULL,
		pair_neo_block = NULL, unfrozen_block = NULL, grad_mcap_usd = NULL, prev_frozen_at = NULL,
		prev_frozen_block = NULL, prev_unfrozen_block = NULL, graduated_at = NULL, grad_price_x18 = NULL
		WHERE address = ?`, token); err != nil {
		return err
	}
	evs, err := coinEvents(ctx, tx, token)
	if err != nil {
		return err
	}
	for _, ev := range evs {
		if err := applyLifecycle(ctx, tx, ev, 0); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE coins SET grad_mcap_usd = ? WHERE address = ? AND graduated_block IS NOT NULL`,
		mcap, token); err != nil {
		return err
	}
	// Holders: the sum of every surviving trade's delta.
	if _, err := tx.ExecContext(ctx, `DELETE FROM holders WHERE token = ?`, token); err != nil {
		return err
	}
	rows, err := tx.QueryContext(ctx, `SELECT trader, is_buy, token_amount, pve_tokens FROM trades WHERE token = ?`, token)
	if err != nil {
		return err
	}
	nets := map[string]*big.Int{}
	for rows.Next() {
		var trader, amt, pve string
		var isBuy bool
		if err := rows.Scan(&trader, &isBuy, &amt, &pve); err != nil {
			rows.Close()
			return err
		}
		if nets[trader] == nil {
			nets[trader] = new(big.Int)
		}
		nets[trader].Add(nets[trader], holdingDelta(isBuy, parseBig(amt), parseBig(pve)))
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for trader, net := range nets {
		if err := putHolding(ctx, tx, token, trader, net); err != nil {
			return err
		}
	}
	return nil
}

// coinEvents decodes a coin's stored lifecycle events in chain order.
func coinEvents(ctx context.Context, tx *sql.Tx, token string) ([]funbackend.Event, error) {
	rows, err := tx.QueryContext(ctx, `SELECT name, args FROM coin_events WHERE token = ? ORDER BY block_number, log_index`, token)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []funbackend.Event
	for rows.Next() {
		var name, args string
		if err := rows.Scan(&name, &args); err != nil {
			return nil, err
		}
		ev := funbackend.NewEvent(name)
		if ev == nil {
			return nil, fmt.Errorf("stored event %q is not a known event", name)
		}
		if err := json.Unmarshal([]byte(args), ev); err != nil {
			return nil, fmt.Errorf("stored %s: %w", name, err)
		}
		out = append(out, ev)
	}
	return out, rows.Err()
}
