package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The referral binding write of POST /referrals/attribute (spec 4.6;
// migration 00037). It runs in its own transaction on the pool (the
// primary), never through the indexer's writer, and writes one row or
// nothing.

// referralLock is the transaction-scoped advisory lock every bind attempt
// takes first: attempts run one at a time, so the checks below (already
// bound, cycle, cap) and the insert see one state. A cycle check reads the
// chains of other wallets than the referee and the referrer, so per-wallet
// locks would not do; bindings are rare and the transaction takes
// milliseconds, so one lock costs nothing. The key is "referral" in ASCII.
const referralLock = 0x726566657272616c

// referralActiveSQL is the "has scored points" predicate, shared by the
// referral write and /points/{address}'s referral state: points accrue
// from a wallet's first fee-paying FeeRouter swap, and rakeback_wallets
// counts exactly those (swaps > 0 once one is indexed). $1 is the wallet.
const referralActiveSQL = `EXISTS (SELECT 1 FROM rakeback_wallets w WHERE w.user_address = $1 AND w.swaps > 0)`

const selectReferralActive = `SELECT ` + referralActiveSQL

// querier is a pool or a transaction.
type querier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// ReferralActive reports whether the wallet has scored points: points accrue
// from a wallet's first fee-paying FeeRouter swap, so a wallet is active
// from the first such swap indexed (rakeback_wallets.swaps > 0). A referral
// can no longer bind an active wallet. The referral write and the points
// views (GET /points/{address}'s referral field) share this one predicate.
func (db *DB) ReferralActive(ctx context.Context, wallet wire.Address) (bool, error) {
	return referralActive(ctx, db.Pool, wallet)
}

func referralActive(ctx context.Context, q querier, wallet wire.Address) (bool, error) {
	var active bool
	if err := q.QueryRow(ctx, selectReferralActive, wallet.Bytes()).Scan(&active); err != nil {
		return false, fmt.Errorf("postgres: read referral activity of %s: %w", wallet, err)
	}
	return active, nil
}

// selectReferralBinding reads a referee's binding; $1 is the referee.
const selectReferralBinding = `SELECT referrer, source, bound_at FROM referral_bindings WHERE referee = $1`

// selectReferralCycle reports whether $2 (the referee) is $1 (the
// referrer) or anywhere up $1's chain of referrers. The chain cannot loop
// (every binding was checked by this query), the depth bound is a guard.
const selectReferralCycle = `
WITH RECURSIVE up(wallet, depth) AS (
    SELECT $1::bytea, 0
    UNION ALL
    SELECT b.referrer, up.depth + 1 FROM referral_bindings b JOIN up ON b.referee = up.wallet
    WHERE up.depth < 100000
)
SELECT EXISTS (SELECT 1 FROM up WHERE wallet = $2)`

// BindReferral binds r.Referee to r.Referrer unless the referee is already
// bound (ReferralAlready, with the existing binding whatever r says), the
// binding would close a cycle (ReferralCycle), the referee has scored
// points (ReferralActive) or the referrer has r.MaxReferees referees
// (ReferralCapped). The caller has checked the signature and that referee
// and referrer differ. Only ReferralBound writes, and attempts are
// serialized (referralLock): concurrent attempts for one referee bind once,
// and a referrer's cap holds under concurrency.
func (db *DB) BindReferral(ctx context.Context, r mainapi.ReferralRequest) (mainapi.ReferralOutcome, mainapi.ReferralBinding, error) {
	var (
		out     mainapi.ReferralOutcome
		binding mainapi.ReferralBinding
	)
	err := pgx.BeginFunc(ctx, db.Pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(referralLock)); err != nil {
			return err
		}
		existing, ok, err := readReferralBinding(ctx, tx, r.Referee)
		if err != nil {
			return err
		}
		if ok {
			out, binding = mainapi.ReferralAlready, existing
			return nil
		}
		var cycle bool
		if err := tx.QueryRow(ctx, selectReferralCycle, r.Referrer.Bytes(), r.Referee.Bytes()).Scan(&cycle); err != nil {
			return err
		}
		if cycle {
			out = mainapi.ReferralCycle
			return nil
		}
		active, err := referralActive(ctx, tx, r.Referee)
		if err != nil {
			return err
		}
		if active {
			out = mainapi.ReferralActive
			return nil
		}
		var referees int
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM referral_bindings WHERE referrer = $1`, r.Referrer.Bytes()).Scan(&referees); err != nil {
			return err
		}
		if referees >= r.MaxReferees {
			out = mainapi.ReferralCapped
			return nil
		}
		boundAt := r.Now.UTC().Truncate(time.Microsecond) // timestamptz's precision: the answer is what a read gives
		if _, err := tx.Exec(ctx, `INSERT INTO referral_bindings (referee, referrer, source, signature, bound_at) VALUES ($1, $2, $3, $4, $5)`,
			r.Referee.Bytes(), r.Referrer.Bytes(), r.Source, r.Signature, boundAt); err != nil {
			return err
		}
		out = mainapi.ReferralBound
		binding = mainapi.ReferralBinding{Referee: r.Referee, Referrer: r.Referrer, Source: r.Source, BoundAt: boundAt}
		return nil
	})
	if err != nil {
		return 0, mainapi.ReferralBinding{}, fmt.Errorf("postgres: bind referral of %s: %w", r.Referee, err)
	}
	return out, binding, nil
}

func readReferralBinding(ctx context.Context, q querier, referee wire.Address) (mainapi.ReferralBinding, bool, error) {
	b := mainapi.ReferralBinding{Referee: referee}
	var referrer []byte
	err := q.QueryRow(ctx, selectReferralBinding, referee.Bytes()).Scan(&referrer, &b.Source, &b.BoundAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return mainapi.ReferralBinding{}, false, nil
	}
	if err != nil {
		return mainapi.ReferralBinding{}, false, err
	}
	if b.Referrer, err = wire.AddressFromBytes(referrer); err != nil {
		return mainapi.ReferralBinding{}, false, err
	}
	b.BoundAt = b.BoundAt.UTC()
	return b, true, nil
}
