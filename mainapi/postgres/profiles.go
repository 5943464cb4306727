package postgres

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// Profiles (spec 2.2, 4.6; migration 00038): the reads of GET /profile and
// /profiles, and the signed writes, each in its own transaction on the
// pool, never through the indexer's writer.

const selectProfiles = `
SELECT address, neocat_token_id::text, x_handle, x_user_id, updated_at
FROM profiles WHERE address = ANY($1::bytea[])`

// Profile returns the wallet's profile; ok is false when it has no row.
func (db *DB) Profile(ctx context.Context, wallet wire.Address) (mainapi.Profile, bool, error) {
	ps, err := db.Profiles(ctx, []wire.Address{wallet})
	if err != nil || len(ps) == 0 {
		return mainapi.Profile{Address: wallet}, false, err
	}
	return ps[0], true, nil
}

// Profiles returns the rows of the wallets that have one, in no order.
func (db *DB) Profiles(ctx context.Context, wallets []wire.Address) ([]mainapi.Profile, error) {
	keys := make([][]byte, len(wallets))
	for i, w := range wallets {
		keys[i] = w.Bytes()
	}
	rows, err := db.Pool.Query(ctx, selectProfiles, keys)
	if err != nil {
		return nil, fmt.Errorf("postgres: read profiles: %w", err)
	}
	out, err := pgx.CollectRows(rows, scanProfile)
	if err != nil {
		return nil, fmt.Errorf("postgres: read profiles: %w", err)
	}
	return out, nil
}

func scanProfile(row pgx.CollectableRow) (mainapi.Profile, error) {
	var (
		p     mainapi.Profile
		addr  []byte
		token *string
	)
	if err := row.Scan(&addr, &token, &p.XHandle, &p.XUserID, &p.UpdatedAt); err != nil {
		return p, err
	}
	var err error
	if p.Address, err = wire.AddressFromBytes(addr); err != nil {
		return p, err
	}
	if token != nil {
		id, ok := new(big.Int).SetString(*token, 10)
		if !ok {
			return p, fmt.Errorf("neocat_token_id %q is not an integer", *token)
		}
		p.NeocatTokenID = id
	}
	p.UpdatedAt = p.UpdatedAt.UTC()
	return p, nil
}

// ProfileVersion returns the wallet's row's updated_at in Unix microseconds,
// 0 when it has no row: the version GET /profile/{address}'s ETag follows.
func (db *DB) ProfileVersion(ctx context.Context, wallet wire.Address) (int64, error) {
	var v int64
	err := db.Pool.QueryRow(ctx, `SELECT (extract(epoch FROM updated_at) * 1000000)::bigint FROM profiles WHERE address = $1`, wallet.Bytes()).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("postgres: read profile version of %s: %w", wallet, err)
	}
	return v, nil
}

// SignedDigestUsed reports whether a signed text's digest was recorded and
// has not expired at now: a write checks it before work it cannot undo (the
// X code exchange); WriteProfile checks it again, atomically.
func (db *DB) SignedDigestUsed(ctx context.Context, digest [32]byte, now time.Time) (bool, error) {
	var used bool
	err := db.Pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM signed_write_digests WHERE digest = $1 AND expires_at >= $2)`, digest[:], now).Scan(&used)
	if err != nil {
		return false, fmt.Errorf("postgres: read signed digest: %w", err)
	}
	return used, nil
}

// upsertProfile writes the fields a change sets ($3, $5: whether it sets the
// pfp and the X account) and keeps the others.
const upsertProfile = `
INSERT INTO profiles (address, neocat_token_id, x_handle, x_user_id, updated_at)
VALUES ($1, CASE WHEN $3 THEN $2::text::numeric END, CASE WHEN $5 THEN $4::text END, CASE WHEN $5 THEN $6::text END, $7)
ON CONFLICT (address) DO UPDATE SET
    neocat_token_id = CASE WHEN $3 THEN EXCLUDED.neocat_token_id ELSE profiles.neocat_token_id END,
    x_handle        = CASE WHEN $5 THEN EXCLUDED.x_handle ELSE profiles.x_handle END,
    x_user_id       = CASE WHEN $5 THEN EXCLUDED.x_user_id ELSE profiles.x_user_id END,
    updated_at      = greatest(EXCLUDED.updated_at, profiles.updated_at + interval '1 microsecond')
RETURNING address, neocat_token_id::text, x_handle, x_user_id, updated_at`

// WriteProfile applies a signed change in one transaction: it records the
// change's digest (mainapi.ErrReplayed when it is recorded and unexpired: nothing
// is written), drops digests expired at c.Now, and upserts the row. It
// returns the row as written. updated_at always moves forward, so the
// route's ETag changes with every write even within one clock tick.
func (db *DB) WriteProfile(ctx context.Context, c mainapi.ProfileChange) (mainapi.Profile, error) {
	var p mainapi.Profile
	var token *string
	if c.NeocatTokenID != nil {
		s := c.NeocatTokenID.String()
		token = &s
	}
	err := pgx.BeginFunc(ctx, db.Pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM signed_write_digests WHERE expires_at < $1`, c.Now); err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, `INSERT INTO signed_write_digests (digest, expires_at) VALUES ($1, $2) ON CONFLICT (digest) DO NOTHING`,
			c.Digest[:], c.DigestExpires)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return mainapi.ErrReplayed
		}
		rows, err := tx.Query(ctx, upsertProfile, c.Address.Bytes(), token, c.SetPfp, c.XHandle, c.SetX, c.XUserID, c.Now.UTC())
		if err != nil {
			return err
		}
		p, err = pgx.CollectExactlyOneRow(rows, scanProfile)
		return err
	})
	if errors.Is(err, mainapi.ErrReplayed) {
		return mainapi.Profile{}, mainapi.ErrReplayed
	}
	if err != nil {
		return mainapi.Profile{}, fmt.Errorf("postgres: write profile of %s: %w", c.Address, err)
	}
	return p, nil
}
