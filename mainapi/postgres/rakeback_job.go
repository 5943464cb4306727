package postgres

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
)

// The Rakeback job's store (migration 00036; mainapi/jobs): its trees and
// leaves, and the derived rows it reads (00035). The job writes on the
// pool, never through the indexer's writer: its rows are its own.

// FirstBlockAtOrAfter returns the lowest indexed block stamped at or after t.
func (db *DB) FirstBlockAtOrAfter(ctx context.Context, t int64) (uint64, bool, error) {
	var n int64
	err := db.Pool.QueryRow(ctx, `SELECT number FROM blocks WHERE timestamp >= $1 ORDER BY number LIMIT 1`, t).Scan(&n)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("postgres: read first block at %d: %w", t, err)
	}
	return uint64(n), true, nil
}

// FirstAccrualEpoch returns the earliest epoch with a Rakeback accrual.
func (db *DB) FirstAccrualEpoch(ctx context.Context) (int64, bool, error) {
	var e *int64
	if err := db.Pool.QueryRow(ctx, `SELECT min(epoch) FROM rakeback_accruals`).Scan(&e); err != nil {
		return 0, false, fmt.Errorf("postgres: read first accrual epoch: %w", err)
	}
	if e == nil {
		return 0, false, nil
	}
	return *e, true, nil
}

// RakebackAccruals returns the accruals of epochs from..to.
func (db *DB) RakebackAccruals(ctx context.Context, from, to int64) ([]mainapi.RakebackAccrual, error) {
	rows, err := db.Pool.Query(ctx, `
SELECT epoch, user_address, fee_token, amount::text, usd_value::text FROM rakeback_accruals
WHERE epoch BETWEEN $1 AND $2 AND amount > 0 ORDER BY epoch, fee_token, user_address`, from, to)
	if err != nil {
		return nil, fmt.Errorf("postgres: read rakeback accruals: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.RakebackAccrual, error) {
		var a mainapi.RakebackAccrual
		var user, token []byte
		var amount string
		if err := r.Scan(&a.Epoch, &user, &token, &amount, &a.Usd); err != nil {
			return a, err
		}
		a.Account, a.Token = common.BytesToAddress(user), common.BytesToAddress(token)
		var ok bool
		if a.Amount, ok = new(big.Int).SetString(amount, 10); !ok {
			return a, fmt.Errorf("bad amount %q", amount)
		}
		return a, nil
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read rakeback accruals: %w", err)
	}
	return out, nil
}

// LastRakebackTree returns the highest epoch with a stored tree.
func (db *DB) LastRakebackTree(ctx context.Context) (int64, bool, error) {
	var e *int64
	if err := db.Pool.QueryRow(ctx, `SELECT max(epoch) FROM rakeback_trees`).Scan(&e); err != nil {
		return 0, false, fmt.Errorf("postgres: read last rakeback tree: %w", err)
	}
	if e == nil {
		return 0, false, nil
	}
	return *e, true, nil
}

// OpenRakebackTrees returns the stored trees the job still has work on
// (built or posted), by epoch; their nodes are left out.
func (db *DB) OpenRakebackTrees(ctx context.Context) ([]mainapi.RakebackTree, error) {
	rows, err := db.Pool.Query(ctx, `
SELECT epoch, root, leaf_count, tokens, declared::text[], needed::text[], available::text[], state, post_tx,
       coalesce(last_error, '')
FROM rakeback_trees WHERE state IN ('built', 'posted') ORDER BY epoch`)
	if err != nil {
		return nil, fmt.Errorf("postgres: read open rakeback trees: %w", err)
	}
	out, err := pgx.CollectRows(rows, scanRakebackTree)
	if err != nil {
		return nil, fmt.Errorf("postgres: read open rakeback trees: %w", err)
	}
	return out, nil
}

// RakebackTrees returns the latest stored trees, newest first, at most
// limit (the job status); their nodes are left out.
func (db *DB) RakebackTrees(ctx context.Context, limit int) ([]mainapi.RakebackTree, error) {
	rows, err := db.Pool.Query(ctx, `
SELECT epoch, root, leaf_count, tokens, declared::text[], needed::text[], available::text[], state, post_tx,
       coalesce(last_error, '')
FROM rakeback_trees ORDER BY epoch DESC LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: read rakeback trees: %w", err)
	}
	out, err := pgx.CollectRows(rows, scanRakebackTree)
	if err != nil {
		return nil, fmt.Errorf("postgres: read rakeback trees: %w", err)
	}
	return out, nil
}

func scanRakebackTree(r pgx.CollectableRow) (mainapi.RakebackTree, error) {
	var t mainapi.RakebackTree
	var root, postTx []byte
	var tokens [][]byte
	var declared, needed, available []string
	if err := r.Scan(&t.Epoch, &root, &t.LeafCount, &tokens, &declared, &needed, &available, &t.State, &postTx,
		&t.LastError); err != nil {
		return t, err
	}
	t.Root = common.BytesToHash(root)
	if postTx != nil {
		h := common.BytesToHash(postTx)
		t.PostTx = &h
	}
	for _, b := range tokens {
		t.Tokens = append(t.Tokens, common.BytesToAddress(b))
	}
	var err error
	if t.Declared, err = bigInts(declared); err != nil {
		return t, err
	}
	if t.Needed, err = bigInts(needed); err != nil {
		return t, err
	}
	t.Available, err = bigInts(available)
	return t, err
}

func bigInts(ss []string) ([]*big.Int, error) {
	out := make([]*big.Int, len(ss))
	for i, s := range ss {
		x, ok := new(big.Int).SetString(s, 10)
		if !ok {
			return nil, fmt.Errorf("bad integer %q", s)
		}
		out[i] = x
	}
	return out, nil
}

func bigTexts(xs []*big.Int) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = x.String()
	}
	return out
}

// SaveRakebackTree stores a built tree and its leaves in one transaction;
// a tree already stored for the epoch is an error (the job builds once).
func (db *DB) SaveRakebackTree(ctx context.Context, t mainapi.RakebackTree, leaves []mainapi.RakebackLeaf) error {
	nodes := make([]byte, 0, 32*len(t.Nodes))
	for _, n := range t.Nodes {
		nodes = append(nodes, n[:]...)
	}
	tokens := make([][]byte, len(t.Tokens))
	for i, a := range t.Tokens {
		tokens[i] = a.Bytes()
	}
	return pgx.BeginFunc(ctx, db.Pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `
INSERT INTO rakeback_trees (epoch, root, leaf_count, nodes, tokens, declared, needed, available, state)
VALUES ($1, $2, $3, $4, $5, $6::numeric[], $7::numeric[], $8::numeric[], $9)`,
			t.Epoch, t.Root.Bytes(), t.LeafCount, nodes, tokens, bigTexts(t.Declared), bigTexts(t.Needed),
			bigTexts(t.Available), t.State); err != nil {
			return fmt.Errorf("postgres: save rakeback tree %d: %w", t.Epoch, err)
		}
		rows := make([][]any, len(leaves))
		for i, l := range leaves {
			rows[i] = []any{l.Epoch, l.Index, l.Token.Bytes(), l.Account.Bytes(), l.Amount.String(), l.Usd.String(), l.Node}
		}
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"rakeback_leaves"},
			[]string{"epoch", "idx", "token", "account", "amount", "usd_value", "node"}, pgx.CopyFromRows(rows)); err != nil {
			return fmt.Errorf("postgres: save rakeback leaves %d: %w", t.Epoch, err)
		}
		return nil
	})
}

// SetRakebackTreeState records a tree's step: its state, the posting
// transaction (nil keeps the stored one) and the last error ("" clears it).
func (db *DB) SetRakebackTreeState(ctx context.Context, epoch int64, state string, postTx *common.Hash, lastErr string) error {
	var tx []byte
	if postTx != nil {
		tx = postTx.Bytes()
	}
	_, err := db.Pool.Exec(ctx, `
UPDATE rakeback_trees SET state = $2, post_tx = coalesce($3, post_tx), last_error = nullif($4, ''), updated_at = now()
WHERE epoch = $1`, epoch, state, tx, lastErr)
	if err != nil {
		return fmt.Errorf("postgres: set rakeback tree %d state: %w", epoch, err)
	}
	return nil
}
