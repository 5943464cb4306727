package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/neoswap/neoswap/funbackend"
)

// moderate runs f and appends a to the audit log in one write transaction
// (IMMEDIATE, on the single writer connection).
func (db *DB) moderate(ctx context.Context, a funbackend.Audit, f func(tx *sql.Tx) error) error {
	tx, err := db.Write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("sqlite: %s: begin: %w", a.Action, err)
	}
	defer tx.Rollback()
	if err := f(tx); err != nil {
		if errors.Is(err, funbackend.ErrNotFound) {
			return err
		}
		return fmt.Errorf("sqlite: %s: %w", a.Action, err)
	}
	var detail any
	if a.Detail != "" {
		detail = a.Detail
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO admin_audit (at, action, target, reason, detail, credential, ip)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, a.At, a.Action, a.Target, a.Reason, detail, a.Credential, a.IP); err != nil {
		return fmt.Errorf("sqlite: %s: audit: %w", a.Action, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("sqlite: %s: commit: %w", a.Action, err)
	}
	return nil
}

// PutBan bans b.Address (or replaces the reason of an existing ban) and
// audits it with a, in one transaction.
func (db *DB) PutBan(ctx context.Context, b funbackend.Ban, a funbackend.Audit) error {
	return db.moderate(ctx, a, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO bans (address, reason, created_at) VALUES (?, ?, ?)
			ON CONFLICT (address) DO UPDATE SET reason = excluded.reason, created_at = excluded.created_at`,
			b.Address, b.Reason, b.CreatedAt)
		return err
	})
}

// DeleteBan lifts the ban of address and audits it with a; it returns the
// lifted ban, or ErrNotFound (nothing written) when address is not banned.
func (db *DB) DeleteBan(ctx context.Context, address string, a funbackend.Audit) (funbackend.Ban, error) {
	b := funbackend.Ban{Address: address}
	err := db.moderate(ctx, a, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `DELETE FROM bans WHERE address = ? RETURNING reason, created_at`, address).
			Scan(&b.Reason, &b.CreatedAt)
		if errors.Is(err, sql.ErrNoRows) {
			return funbackend.ErrNotFound
		}
		return err
	})
	return b, err
}

// Bans returns every ban, newest first.
func (db *DB) Bans(ctx context.Context) ([]funbackend.Ban, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT address, reason, created_at FROM bans ORDER BY created_at DESC, address`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: bans: %w", err)
	}
	defer rows.Close()
	out := []funbackend.Ban{}
	for rows.Next() {
		var b funbackend.Ban
		if err := rows.Scan(&b.Address, &b.Reason, &b.CreatedAt); err != nil {
			return nil, fmt.Errorf("sqlite: bans: %w", err)
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// AnyBanned reports whether any of addresses (lowercase hex) is banned.
func (db *DB) AnyBanned(ctx context.Context, addresses ...string) (bool, error) {
	if len(addresses) == 0 {
		return false, nil
	}
	args := make([]any, len(addresses))
	for i, a := range addresses {
		args[i] = a
	}
	var n int
	err := db.Read.QueryRowContext(ctx, `SELECT count(*) FROM bans WHERE address IN (?`+
		strings.Repeat(",?", len(args)-1)+`)`, args...).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("sqlite: banned: %w", err)
	}
	return n > 0, nil
}

// PutTakedown takes t.Token down (or replaces the reason of an existing
// takedown): the row, coins.hidden = 1 when the coin exists and the audit
// row a, in one transaction.
func (db *DB) PutTakedown(ctx context.Context, t funbackend.Takedown, a funbackend.Audit) error {
	return db.moderate(ctx, a, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO takedowns (token, reason, created_at) VALUES (?, ?, ?)
			ON CONFLICT (token) DO UPDATE SET reason = excluded.reason, created_at = excluded.created_at`,
			t.Token, t.Reason, t.CreatedAt); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE coins SET hidden = 1 WHERE address = ?`, t.Token)
		return err
	})
}

// DeleteTakedown restores token: the takedown row goes, coins.hidden = 0,
// and a is audited, in one transaction. It returns the lifted takedown, or
// ErrNotFound (nothing written) when token is not taken down.
func (db *DB) DeleteTakedown(ctx context.Context, token string, a funbackend.Audit) (funbackend.Takedown, error) {
	t := funbackend.Takedown{Token: token}
	err := db.moderate(ctx, a, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `DELETE FROM takedowns WHERE token = ? RETURNING reason, created_at`, token).
			Scan(&t.Reason, &t.CreatedAt)
		if errors.Is(err, sql.ErrNoRows) {
			return funbackend.ErrNotFound
		}
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE coins SET hidden = 0 WHERE address = ?`, token)
		return err
	})
	return t, err
}

// Takedowns returns every takedown, newest first, with whether its coin
// exists.
func (db *DB) Takedowns(ctx context.Context) ([]funbackend.Takedown, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT t.token, t.reason, t.created_at,
		EXISTS (SELECT 1 FROM coins c WHERE c.address = t.token)
		FROM takedowns t ORDER BY t.created_at DESC, t.token`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: takedowns: %w", err)
	}
	defer rows.Close()
	out := []funbackend.Takedown{}
	for rows.Next() {
		var t funbackend.Takedown
		if err := rows.Scan(&t.Token, &t.Reason, &t.CreatedAt, &t.CoinExists); err != nil {
			return nil, fmt.Errorf("sqlite: takedowns: %w", err)
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// TakenDown reports whether token is taken down.
func (db *DB) TakenDown(ctx context.Context, token string) (bool, error) {
	var n int
	if err := db.Read.QueryRowContext(ctx, `SELECT count(*) FROM takedowns WHERE token = ?`, token).Scan(&n); err != nil {
		return false, fmt.Errorf("sqlite: taken down: %w", err)
	}
	return n > 0, nil
}

// PutMetadataOverride stores o (replacing the coin's previous override) and
// audits it with a, in one transaction.
func (db *DB) PutMetadataOverride(ctx context.Context, o funbackend.MetadataOverride, a funbackend.Audit) error {
	return db.moderate(ctx, a, func(tx *sql.Tx) error {
		var has any
		if o.Image != nil {
			has = b2i(o.HasImage)
		}
		_, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO metadata_overrides (token, description, image, has_image, reason, created_at)
			VALUES (?, ?, ?, ?, ?, ?)`, o.Token, o.Description, o.Image, has, o.Reason, o.CreatedAt)
		return err
	})
}

// DeleteMetadataOverride removes token's override and audits it with a; it
// returns the removed override, or ErrNotFound (nothing written).
func (db *DB) DeleteMetadataOverride(ctx context.Context, token string, a funbackend.Audit) (funbackend.MetadataOverride, error) {
	var o funbackend.MetadataOverride
	err := db.moderate(ctx, a, func(tx *sql.Tx) error {
		row := tx.QueryRowContext(ctx, `DELETE FROM metadata_overrides WHERE token = ?
			RETURNING token, description, image, has_image, reason, created_at`, token)
		var err error
		o, err = scanOverride(row)
		return err
	})
	return o, err
}

// MetadataOverride returns token's override, or funbackend.ErrNotFound
// when it has none.
func (db *DB) MetadataOverride(ctx context.Context, token string) (funbackend.MetadataOverride, error) {
	o, err := scanOverride(db.Read.QueryRowContext(ctx, `SELECT token, description, image, has_image, reason, created_at
		FROM metadata_overrides WHERE token = ?`, token))
	if err != nil && !errors.Is(err, funbackend.ErrNotFound) {
		return o, fmt.Errorf("sqlite: metadata override: %w", err)
	}
	return o, err
}

func scanOverride(row *sql.Row) (funbackend.MetadataOverride, error) {
	var o funbackend.MetadataOverride
	var desc, img sql.NullString
	var has sql.NullInt64
	err := row.Scan(&o.Token, &desc, &img, &has, &o.Reason, &o.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return o, funbackend.ErrNotFound
	}
	if err != nil {
		return o, err
	}
	if desc.Valid {
		o.Description = &desc.String
	}
	if img.Valid {
		o.Image = &img.String
	}
	o.HasImage = has.Int64 == 1
	return o, nil
}

// AuditLog returns audit rows newest first: at most limit, with an id below
// before (0: from the newest).
func (db *DB) AuditLog(ctx context.Context, before int64, limit int) ([]funbackend.Audit, error) {
	q := `SELECT id, at, action, target, reason, coalesce(detail, ''), credential, ip FROM admin_audit`
	args := []any{}
	if before > 0 {
		q += ` WHERE id < ?`
		args = append(args, before)
	}
	args = append(args, limit)
	rows, err := db.Read.QueryContext(ctx, q+` ORDER BY id DESC LIMIT ?`, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: audit log: %w", err)
	}
	defer rows.Close()
	out := []funbackend.Audit{}
	for rows.Next() {
		var a funbackend.Audit
		if err := rows.Scan(&a.ID, &a.At, &a.Action, &a.Target, &a.Reason, &a.Detail, &a.Credential, &a.IP); err != nil {
			return nil, fmt.Errorf("sqlite: audit log: %w", err)
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// HiddenAmong returns which of addresses (lowercase hex) are coins with
// hidden = 1.
func (db *DB) HiddenAmong(ctx context.Context, addresses []string) (map[string]bool, error) {
	out := map[string]bool{}
	if len(addresses) == 0 {
		return out, nil
	}
	args := make([]any, len(addresses))
	for i, a := range addresses {
		args[i] = a
	}
	rows, err := db.Read.QueryContext(ctx, `SELECT address FROM coins WHERE hidden = 1 AND address IN (?`+
		strings.Repeat(",?", len(args)-1)+`)`, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: hidden coins: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var a string
		if err := rows.Scan(&a); err != nil {
			return nil, fmt.Errorf("sqlite: hidden coins: %w", err)
		}
		out[a] = true
	}
	return out, rows.Err()
}
