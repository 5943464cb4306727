package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// Reads of the Rakeback routes (spec 4.5; migrations 00035 and 00036). A
// leaf is published when the indexed RootPosted of its epoch carries its
// tree's root; its status is the indexed slice's, or claimed once the
// indexed claims hold (epoch, token, account).

// selectRakebackWallet reads a payer's counters and counts the distinct
// tokens (in and out) of its fee-paying FeeRouter trades over the token
// sets of its accrual rows (one per epoch and fee token), rather than
// keeping a row per (payer, token) that every batch would add to.
const selectRakebackWallet = `
SELECT w.swaps, w.last_block,
       (SELECT count(DISTINCT x) FROM rakeback_accruals a CROSS JOIN LATERAL unnest(a.tokens) x
        WHERE a.user_address = w.user_address)
FROM rakeback_wallets w WHERE w.user_address = $1`

// RakebackWallet returns a payer's rollup (zeros when it never paid a fee).
func (db *DB) RakebackWallet(ctx context.Context, wallet wire.Address) (mainapi.RakebackWallet, error) {
	var w mainapi.RakebackWallet
	var last int64
	err := db.Pool.QueryRow(ctx, selectRakebackWallet, wallet.Bytes()).Scan(&w.Swaps, &last, &w.TokensTraded)
	if errors.Is(err, pgx.ErrNoRows) {
		err = nil
	}
	if err != nil {
		return w, fmt.Errorf("postgres: read rakeback wallet %s: %w", wallet, err)
	}
	w.LastBlock = uint64(last)
	return w, nil
}

// RakebackVersion returns the highest block that changed a Rakeback root
// or slice (0 before any): with a wallet's watermark and the epoch, the
// version of /rakeback/{address}.
func (db *DB) RakebackVersion(ctx context.Context) (uint64, error) {
	var n int64
	err := db.Pool.QueryRow(ctx, `
SELECT greatest(coalesce((SELECT max(block_number) FROM rakeback_slices), 0),
                coalesce((SELECT max(block_number) FROM rakeback_roots), 0))`).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("postgres: read rakeback version: %w", err)
	}
	return uint64(n), nil
}

const selectRakebackLeaves = `
SELECT l.epoch, l.token, l.idx, l.amount::text, t.root, t.leaf_count, l.node, l.usd_value::text,
       CASE WHEN c.account IS NOT NULL THEN 'claimed' WHEN rt.cancelled THEN 'expired'
            ELSE coalesce(s.status, 'pending') END,
       s.activated_at
FROM rakeback_leaves l
JOIN rakeback_trees t ON t.epoch = l.epoch
JOIN rakeback_roots rt ON rt.epoch = l.epoch AND rt.root = t.root
LEFT JOIN rakeback_slices s ON s.epoch = l.epoch AND s.token = l.token
LEFT JOIN rakeback_claims c ON c.epoch = l.epoch AND c.token = l.token AND c.account = l.account
WHERE l.account = $1 AND ($2::bigint IS NULL OR l.epoch = $2)
ORDER BY l.epoch DESC, l.token`

// selectProofNodes reads the sibling nodes of proofs: row ord of the
// (epoch, node position) pairs.
const selectProofNodes = `
SELECT u.ord, substring(t.nodes FROM u.p * 32 + 1 FOR 32)
FROM unnest($1::bigint[], $2::int[]) WITH ORDINALITY AS u(epoch, p, ord)
JOIN rakeback_trees t ON t.epoch = u.epoch`

// RakebackLeaves returns the wallet's published leaves with their proofs,
// newest epoch first; epoch non-nil keeps that epoch's only.
func (db *DB) RakebackLeaves(ctx context.Context, wallet wire.Address, epoch *int64) ([]mainapi.RakebackLeafRow, error) {
	rows, err := db.Pool.Query(ctx, selectRakebackLeaves, wallet.Bytes(), epoch)
	if err != nil {
		return nil, fmt.Errorf("postgres: read rakeback leaves of %s: %w", wallet, err)
	}
	var out []mainapi.RakebackLeafRow
	var epochs []int64
	var positions []int32
	var owner []int // the leaf each requested node belongs to
	for rows.Next() {
		var l mainapi.RakebackLeafRow
		var token, root []byte
		var leafCount int
		if err := rows.Scan(&l.Epoch, &token, &l.Index, &l.Amount, &root, &leafCount, &l.Node, &l.Usd, &l.Status,
			&l.ActivatedAt); err != nil {
			rows.Close()
			return nil, fmt.Errorf("postgres: read rakeback leaves of %s: %w", wallet, err)
		}
		l.Token, l.Root = common.BytesToAddress(token), common.BytesToHash(root)
		if l.ActivatedAt != nil {
			d := *l.ActivatedAt + mainapi.RakebackClaimWindow
			l.ClaimDeadline = &d
		}
		for _, p := range siblingPositions(l.Node) {
			epochs, positions, owner = append(epochs, l.Epoch), append(positions, int32(p)), append(owner, len(out))
		}
		out = append(out, l)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: read rakeback leaves of %s: %w", wallet, err)
	}
	if len(positions) == 0 {
		return out, nil
	}
	proof := make([][]common.Hash, len(positions))
	nodes, err := db.Pool.Query(ctx, selectProofNodes, epochs, positions)
	if err != nil {
		return nil, fmt.Errorf("postgres: read rakeback proofs of %s: %w", wallet, err)
	}
	for nodes.Next() {
		var ord int
		var h []byte
		if err := nodes.Scan(&ord, &h); err != nil {
			nodes.Close()
			return nil, fmt.Errorf("postgres: read rakeback proofs of %s: %w", wallet, err)
		}
		proof[ord-1] = []common.Hash{common.BytesToHash(h)}
	}
	if err := nodes.Err(); err != nil {
		return nil, fmt.Errorf("postgres: read rakeback proofs of %s: %w", wallet, err)
	}
	for i, p := range proof {
		if p == nil {
			return nil, fmt.Errorf("postgres: rakeback proof of %s: node %d of epoch %d missing", wallet, positions[i], epochs[i])
		}
		out[owner[i]].Proof = append(out[owner[i]].Proof, p[0])
	}
	return out, nil
}

// RakebackEpochRewards returns the wallet's raw accruals of epochs
// from..to, by epoch then token.
func (db *DB) RakebackEpochRewards(ctx context.Context, wallet wire.Address, from, to int64) ([]mainapi.RakebackEpochAmount, error) {
	rows, err := db.Pool.Query(ctx, `
SELECT epoch, fee_token, amount::text, usd_value::text FROM rakeback_accruals
WHERE user_address = $1 AND epoch BETWEEN $2 AND $3 ORDER BY epoch, fee_token`, wallet.Bytes(), from, to)
	if err != nil {
		return nil, fmt.Errorf("postgres: read rakeback accruals of %s: %w", wallet, err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.RakebackEpochAmount, error) {
		var a mainapi.RakebackEpochAmount
		var token []byte
		err := r.Scan(&a.Epoch, &token, &a.Amount, &a.Usd)
		a.Token = common.BytesToAddress(token)
		return a, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read rakeback accruals of %s: %w", wallet, err)
	}
	return out, nil
}

const selectRakebackTokenStats = `
WITH leaves AS (
    SELECT l.token, l.amount, l.usd_value,
           CASE WHEN c.account IS NOT NULL THEN 'claimed' WHEN rt.cancelled OR s.status = 'expired' THEN 'expired'
                ELSE 'live' END AS st
    FROM rakeback_leaves l
    JOIN rakeback_trees t ON t.epoch = l.epoch
    JOIN rakeback_roots rt ON rt.epoch = l.epoch AND rt.root = t.root
    LEFT JOIN rakeback_slices s ON s.epoch = l.epoch AND s.token = l.token
    LEFT JOIN rakeback_claims c ON c.epoch = l.epoch AND c.token = l.token AND c.account = l.account
), posted AS (
    SELECT token, sum(amount) AS posted, sum(usd_value) AS posted_usd,
           coalesce(sum(amount) FILTER (WHERE st = 'claimed'), 0) AS claimed,
           coalesce(sum(usd_value) FILTER (WHERE st = 'claimed'), 0) AS claimed_usd,
           coalesce(sum(amount) FILTER (WHERE st = 'expired'), 0) AS expired,
           coalesce(sum(usd_value) FILTER (WHERE st = 'expired'), 0) AS expired_usd
    FROM leaves GROUP BY token
)
SELECT coalesce(a.token, p.token), coalesce(a.accrued, 0)::text, trim_scale(coalesce(a.accrued_usd, 0))::text,
       coalesce(p.posted, 0)::text, trim_scale(coalesce(p.posted_usd, 0))::text,
       coalesce(p.claimed, 0)::text, trim_scale(coalesce(p.claimed_usd, 0))::text,
       coalesce(p.expired, 0)::text, trim_scale(coalesce(p.expired_usd, 0))::text, coalesce(a.swept, 0)::text
FROM rakeback_token_totals a FULL JOIN posted p ON p.token = a.token
ORDER BY 1`

// RakebackStats returns the global Rakeback figures.
func (db *DB) RakebackStats(ctx context.Context) (mainapi.RakebackStats, error) {
	var st mainapi.RakebackStats
	rows, err := db.Pool.Query(ctx, selectRakebackTokenStats)
	if err != nil {
		return st, fmt.Errorf("postgres: read rakeback stats: %w", err)
	}
	st.Tokens, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.RakebackTokenStats, error) {
		var t mainapi.RakebackTokenStats
		var token []byte
		err := r.Scan(&token, &t.Accrued, &t.AccruedUsd, &t.Posted, &t.PostedUsd, &t.Claimed, &t.ClaimedUsd,
			&t.Expired, &t.ExpiredUsd, &t.Swept)
		t.Token = common.BytesToAddress(token)
		return t, err
	})
	if err != nil {
		return st, fmt.Errorf("postgres: read rakeback stats: %w", err)
	}
	err = db.Pool.QueryRow(ctx, `
SELECT (SELECT count(*) FROM rakeback_wallets w
        WHERE w.swaps > 0 AND NOT EXISTS (SELECT 1 FROM contracts c WHERE c.address = w.user_address)),
       (SELECT count(DISTINCT l.account) FROM rakeback_leaves l JOIN rakeback_trees t ON t.epoch = l.epoch
          JOIN rakeback_roots rt ON rt.epoch = t.epoch AND rt.root = t.root),
       (SELECT count(*) FROM rakeback_roots),
       (SELECT max(epoch) FROM rakeback_roots)`).Scan(&st.WalletsAccrued, &st.WalletsServed, &st.EpochsPublished, &st.LatestEpoch)
	if err != nil {
		return st, fmt.Errorf("postgres: read rakeback stats: %w", err)
	}
	return st, nil
}

// siblingPositions are the positions of the proof of node p in a tree's
// node array (OpenZeppelin's layout: the children of i are 2i+1 and 2i+2),
// from the leaf's sibling up to the root's child.
func siblingPositions(p int) []int {
	var out []int
	for p > 0 {
		if p%2 == 1 {
			out = append(out, p+1)
		} else {
			out = append(out, p-1)
		}
		p = (p - 1) / 2
	}
	return out
}
