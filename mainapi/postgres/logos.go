package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// Token logos (table token_logos, migration 00011): images the API fetched
// once from the launch app's backend, or that a token's creator uploaded
// (POST on the same path, signed), served locally afterwards
// (GET /launchpad/token/{address}/logo, spec main-api 4.2).

const selectLogo = `
SELECT content_type, bytes, sha256, fetched_at, source FROM token_logos WHERE token = $1`

// FindLogo returns the stored logo of token; ok is false when there is none.
func (db *DB) FindLogo(ctx context.Context, token wire.Address) (l mainapi.Logo, ok bool, err error) {
	var sum []byte
	err = db.Pool.QueryRow(ctx, selectLogo, token.Bytes()).Scan(&l.ContentType, &l.Bytes, &sum, &l.FetchedAt, &l.Source)
	if errors.Is(err, pgx.ErrNoRows) {
		return mainapi.Logo{}, false, nil
	}
	if err != nil {
		return mainapi.Logo{}, false, fmt.Errorf("postgres: read logo of %s: %w", token, err)
	}
	if len(sum) != len(l.SHA256) {
		return mainapi.Logo{}, false, fmt.Errorf("postgres: read logo of %s: sha256 of %d bytes", token, len(sum))
	}
	l.Token = token
	copy(l.SHA256[:], sum)
	return l, true, nil
}

const insertLogo = `
INSERT INTO token_logos (token, content_type, bytes, sha256, fetched_at, source)
VALUES ($1, $2, $3, $4, $5, $6)
ON CONFLICT (token) DO NOTHING`

// StoreLogo stores l unless the token already has a logo (a concurrent
// replica stored it first: the first one stays, so every replica serves the
// same bytes and ETag). It returns the table's constraint violations (type,
// size, hash length) as errors.
func (db *DB) StoreLogo(ctx context.Context, l mainapi.Logo) error {
	if _, err := db.Pool.Exec(ctx, insertLogo, l.Token.Bytes(), l.ContentType, l.Bytes, l.SHA256[:], l.FetchedAt, l.Source); err != nil {
		return fmt.Errorf("postgres: store logo of %s: %w", l.Token, err)
	}
	return nil
}

const upsertLogo = `
INSERT INTO token_logos (token, content_type, bytes, sha256, fetched_at, source)
VALUES ($1, $2, $3, $4, $5, $6)
ON CONFLICT (token) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes,
    sha256 = EXCLUDED.sha256, fetched_at = EXCLUDED.fetched_at, source = EXCLUDED.source`

// ReplaceLogo stores l, replacing the token's logo if it has one (the
// signed upload: the creator's image wins over a fetched or earlier one).
// It returns the table's constraint violations as errors.
func (db *DB) ReplaceLogo(ctx context.Context, l mainapi.Logo) error {
	if _, err := db.Pool.Exec(ctx, upsertLogo, l.Token.Bytes(), l.ContentType, l.Bytes, l.SHA256[:], l.FetchedAt, l.Source); err != nil {
		return fmt.Errorf("postgres: replace logo of %s: %w", l.Token, err)
	}
	return nil
}

const selectLaunchedWithoutLogo = `
SELECT c.address FROM neofun_coins c
WHERE NOT EXISTS (SELECT 1 FROM token_logos l WHERE l.token = c.address)
ORDER BY c.timestamp DESC, c.address DESC LIMIT $1`

// LaunchedWithoutLogo returns up to limit launch venue coins that have no
// stored logo, newest launch first (the logo prefetcher's work list).
func (db *DB) LaunchedWithoutLogo(ctx context.Context, limit int) ([]wire.Address, error) {
	rows, err := db.Pool.Query(ctx, selectLaunchedWithoutLogo, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: launched coins without a logo: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (wire.Address, error) {
		var b []byte
		if err := r.Scan(&b); err != nil {
			return wire.Address{}, err
		}
		return wire.AddressFromBytes(b)
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: launched coins without a logo: %w", err)
	}
	return out, nil
}
