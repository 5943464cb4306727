package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/neoswap/neoswap/funbackend"
)

// PendingCols are the pending row's columns (spec 2.2), in order.
const pendingCols = `i.address, i.creator, i.submitter, i.fee_recipient, i.name, i.symbol, i.metadata_hash, i.nonce,
	i.deadline, i.has_image`

// PutIntent stores in, replacing a stored intent of the same address (the
// caller decided the old one is dead).
func (db *DB) PutIntent(ctx context.Context, in funbackend.Intent) error {
	_, err := db.Write.ExecContext(ctx, `INSERT OR REPLACE INTO intents (address, creator, submitter, fee_recipient,
		name, symbol, metadata_hash, nonce, deadline, has_image, salt, signature, chain_id, curve, created_at,
		metadata_json, payload) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		in.Address, in.Creator, in.Submitter, in.FeeRecipient, in.Name, in.Symbol, in.MetadataHash, in.Nonce,
		in.Deadline, b2i(in.HasImage), in.Salt, in.Signature, in.ChainID, in.Curve, in.CreatedAt, in.MetadataJSON, in.Payload)
	if err != nil {
		return fmt.Errorf("sqlite: put intent: %w", err)
	}
	return nil
}

// IntentRow returns the intent of address as a whole row (every column but
// payload), or ErrNotFound.
func (db *DB) IntentRow(ctx context.Context, address string) (funbackend.Row, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT * FROM intents WHERE address = ?`, address)
	if err != nil {
		return funbackend.Row{}, fmt.Errorf("sqlite: intent: %w", err)
	}
	out, err := scanRows(rows)
	if err != nil {
		return funbackend.Row{}, fmt.Errorf("sqlite: intent: %w", err)
	}
	if len(out) == 0 {
		return funbackend.Row{}, funbackend.ErrNotFound
	}
	out[0].Drop("payload")
	return out[0], nil
}

// IntentPayload returns the posted body of address's intent, or ErrNotFound.
func (db *DB) IntentPayload(ctx context.Context, address string) ([]byte, error) {
	var p string
	err := db.Read.QueryRowContext(ctx, `SELECT payload FROM intents WHERE address = ?`, address).Scan(&p)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, funbackend.ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("sqlite: intent payload: %w", err)
	}
	return []byte(p), nil
}

// CoinExists reports whether a coin row exists at address.
func (db *DB) CoinExists(ctx context.Context, address string) (bool, error) {
	var n int
	if err := db.Read.QueryRowContext(ctx, `SELECT count(*) FROM coins WHERE address = ?`, address).Scan(&n); err != nil {
		return false, fmt.Errorf("sqlite: coin exists: %w", err)
	}
	return n > 0, nil
}

// PendingIntents returns pending rows (spec 2.2) of the intents q selects.
func (db *DB) PendingIntents(ctx context.Context, q funbackend.PendingQuery) ([]funbackend.Row, error) {
	where, args := "i.deadline > ? AND NOT EXISTS (SELECT 1 FROM coins c WHERE c.address = i.address)", []any{q.NotBefore}
	if q.Q != "" {
		w, a := searchClause("i", q.Q)
		where, args = where+" AND "+w, append(args, a...)
	}
	rows, err := db.Read.QueryContext(ctx, `SELECT `+pendingCols+` FROM intents i WHERE `+where+`
		ORDER BY i.created_at DESC, i.address LIMIT ? OFFSET ?`, append(args, q.Limit, q.Offset)...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: pending intents: %w", err)
	}
	out, err := scanRows(rows)
	if err != nil {
		return nil, fmt.Errorf("sqlite: pending intents: %w", err)
	}
	return out, nil
}

// CountCreatorIntents returns how many intents of creator have a deadline
// after notBefore and no coin yet.
func (db *DB) CountCreatorIntents(ctx context.Context, creator string, notBefore int64) (int64, error) {
	var n int64
	err := db.Read.QueryRowContext(ctx, `SELECT count(*) FROM intents i WHERE i.creator = ? AND i.deadline > ?
		AND NOT EXISTS (SELECT 1 FROM coins c WHERE c.address = i.address)`, creator, notBefore).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("sqlite: creator intents: %w", err)
	}
	return n, nil
}

// SymbolInUse reports whether a coin or an intent already uses symbol
// (case-insensitive): advisory, tickers are never reserved.
func (db *DB) SymbolInUse(ctx context.Context, symbol string) (bool, error) {
	var n int
	err := db.Read.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM coins WHERE lower(symbol) = lower(?1))
		+ (SELECT count(*) FROM intents WHERE lower(symbol) = lower(?1))`, symbol).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("sqlite: symbol in use: %w", err)
	}
	return n > 0, nil
}
