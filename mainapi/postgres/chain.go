package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
)

var common0 common.Address

// Head returns the highest stored block.
func (w *writeTx) Head(ctx context.Context) (mainapi.BlockRef, bool, error) {
	var ref mainapi.BlockRef
	var hash []byte
	var n, ts int64
	err := w.tx.QueryRow(ctx, "SELECT number, hash, timestamp FROM blocks ORDER BY number DESC LIMIT 1").Scan(&n, &hash, &ts)
	if errors.Is(err, pgx.ErrNoRows) {
		return ref, false, nil
	}
	if err != nil {
		return ref, false, fmt.Errorf("postgres: head: %w", err)
	}
	return mainapi.BlockRef{Number: uint64(n), Hash: common.BytesToHash(hash), Timestamp: uint64(ts)}, true, nil
}

// BlockHash returns the hash of stored block n.
func (w *writeTx) BlockHash(ctx context.Context, n uint64) (common.Hash, bool, error) {
	var hash []byte
	err := w.tx.QueryRow(ctx, "SELECT hash FROM blocks WHERE number = $1", int64(n)).Scan(&hash)
	if errors.Is(err, pgx.ErrNoRows) {
		return common.Hash{}, false, nil
	}
	if err != nil {
		return common.Hash{}, false, fmt.Errorf("postgres: block %d: %w", n, err)
	}
	return common.BytesToHash(hash), true, nil
}

// Pairs returns every tracked pair (the first PairCreated of each address).
func (w *writeTx) Pairs(ctx context.Context) (map[common.Address]mainapi.Pair, error) {
	rows, err := w.tx.Query(ctx, `SELECT DISTINCT ON (pair) pair, token0, token1, own FROM pairs_created
		ORDER BY pair, block_number, log_index`)
	if err != nil {
		return nil, fmt.Errorf("postgres: pairs: %w", err)
	}
	defer rows.Close()
	out := map[common.Address]mainapi.Pair{}
	for rows.Next() {
		var pair, t0, t1 []byte
		var own bool
		if err := rows.Scan(&pair, &t0, &t1, &own); err != nil {
			return nil, fmt.Errorf("postgres: pairs: %w", err)
		}
		out[common.BytesToAddress(pair)] = mainapi.Pair{Token0: common.BytesToAddress(t0), Token1: common.BytesToAddress(t1), Own: own}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: pairs: %w", err)
	}
	return out, nil
}

// Coins returns every launch venue coin (a curve TokenCreated each).
func (w *writeTx) Coins(ctx context.Context) (map[common.Address]struct{}, error) {
	rows, err := w.tx.Query(ctx, `SELECT DISTINCT token FROM curve_tokens_created`)
	if err != nil {
		return nil, fmt.Errorf("postgres: coins: %w", err)
	}
	defer rows.Close()
	out := map[common.Address]struct{}{}
	for rows.Next() {
		var token []byte
		if err := rows.Scan(&token); err != nil {
			return nil, fmt.Errorf("postgres: coins: %w", err)
		}
		out[common.BytesToAddress(token)] = struct{}{}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: coins: %w", err)
	}
	return out, nil
}

// MissingMetadata returns the tokens whose contract has not been read yet
// (no token_metadata_chain row; a curated token is still read, so removing
// it from the list brings the chain's answers back).
func (w *writeTx) MissingMetadata(ctx context.Context, tokens []common.Address) ([]common.Address, error) {
	rows, err := w.tx.Query(ctx, `SELECT DISTINCT t FROM unnest($1::bytea[]) AS t
		WHERE NOT EXISTS (SELECT 1 FROM token_metadata_chain m WHERE m.address = t) ORDER BY t`, addrs(tokens))
	if err != nil {
		return nil, fmt.Errorf("postgres: missing metadata: %w", err)
	}
	defer rows.Close()
	var out []common.Address
	for rows.Next() {
		var a []byte
		if err := rows.Scan(&a); err != nil {
			return nil, fmt.Errorf("postgres: missing metadata: %w", err)
		}
		out = append(out, common.BytesToAddress(a))
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: missing metadata: %w", err)
	}
	return out, nil
}

// SaveMetadata stores the chain's token metadata; an existing row is kept.
func (w *writeTx) SaveMetadata(ctx context.Context, md []mainapi.TokenMetadata) error {
	for _, m := range md {
		var dec *int16
		if m.Decimals != nil {
			d := int16(*m.Decimals)
			dec = &d
		}
		_, err := w.tx.Exec(ctx, `INSERT INTO token_metadata_chain (address, symbol, name, decimals) VALUES ($1, $2, $3, $4)
			ON CONFLICT (address) DO NOTHING`, m.Address.Bytes(), m.Symbol, m.Name, dec)
		if err != nil {
			return fmt.Errorf("postgres: save metadata of %s: %w", m.Address.Hex(), err)
		}
	}
	return nil
}

// addrs returns the addresses as a bytea[] parameter.
func addrs(as []common.Address) [][]byte {
	out := make([][]byte, len(as))
	for i, a := range as {
		out[i] = a.Bytes()
	}
	return out
}
