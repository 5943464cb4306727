package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/neoswap/neoswap/funbackend"
)

// LoadBucket returns the stored token bucket of (limiter, ip), or
// funbackend.ErrNotFound when none is stored (a full bucket).
func (db *DB) LoadBucket(ctx context.Context, limiter, ip string) (funbackend.RateBucket, error) {
	b := funbackend.RateBucket{Limiter: limiter, IP: ip}
	var ms int64
	err := db.Read.QueryRowContext(ctx, `SELECT tokens, updated_ms FROM rate_buckets WHERE limiter = ? AND ip = ?`,
		limiter, ip).Scan(&b.Tokens, &ms)
	if errors.Is(err, sql.ErrNoRows) {
		return b, funbackend.ErrNotFound
	}
	if err != nil {
		return b, fmt.Errorf("sqlite: load bucket: %w", err)
	}
	b.At = time.UnixMilli(ms)
	return b, nil
}

// SaveBuckets upserts bs and deletes the buckets last written before
// pruneBefore (refilled by now), in one transaction.
func (db *DB) SaveBuckets(ctx context.Context, bs []funbackend.RateBucket, pruneBefore time.Time) error {
	tx, err := db.Write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("sqlite: save buckets: %w", err)
	}
	defer tx.Rollback()
	stmt, err := tx.PrepareContext(ctx, `INSERT INTO rate_buckets (limiter, ip, tokens, updated_ms) VALUES (?, ?, ?, ?)
		ON CONFLICT (limiter, ip) DO UPDATE SET tokens = excluded.tokens, updated_ms = excluded.updated_ms`)
	if err != nil {
		return fmt.Errorf("sqlite: save buckets: %w", err)
	}
	defer stmt.Close()
	for _, b := range bs {
		if _, err := stmt.ExecContext(ctx, b.Limiter, b.IP, b.Tokens, b.At.UnixMilli()); err != nil {
			return fmt.Errorf("sqlite: save bucket %s/%s: %w", b.Limiter, b.IP, err)
		}
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM rate_buckets WHERE updated_ms < ?`, pruneBefore.UnixMilli()); err != nil {
		return fmt.Errorf("sqlite: prune buckets: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("sqlite: save buckets: %w", err)
	}
	return nil
}
