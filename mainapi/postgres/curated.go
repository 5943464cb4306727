package postgres

import (
	"bytes"
	"context"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
)

// SetCuratedTokens replaces the curated token list (table curated_tokens,
// migration 00020) and reports whether it changed. Derived rows read the
// list (symbols and decimals through the token_metadata view, `verified`
// of tokens), so a change rebuilds every derived table in the same
// transaction: the stored list and the derived rows never disagree, and
// the incremental path keeps equalling a rebuild. An unchanged list costs
// one read.
func (w *Writer) SetCuratedTokens(ctx context.Context, list []mainapi.CuratedToken) (changed bool, err error) {
	want := slices.Clone(list)
	slices.SortFunc(want, func(a, b mainapi.CuratedToken) int { return bytes.Compare(a.Address[:], b.Address[:]) })
	err = w.inTx(ctx, func(tx pgx.Tx) error {
		have, err := curatedTokens(ctx, tx)
		if err != nil {
			return err
		}
		if slices.Equal(have, want) {
			return nil
		}
		changed = true
		if _, err := tx.Exec(ctx, "DELETE FROM curated_tokens"); err != nil {
			return fmt.Errorf("postgres: set curated tokens: %w", err)
		}
		var (
			addrs          [][]byte
			symbols, names []string
			decimals       []int16
		)
		for _, t := range want {
			addrs, symbols, names = append(addrs, t.Address.Bytes()), append(symbols, t.Symbol), append(names, t.Name)
			decimals = append(decimals, int16(t.Decimals))
		}
		if _, err := tx.Exec(ctx, `INSERT INTO curated_tokens (address, symbol, name, decimals)
			SELECT * FROM unnest($1::bytea[], $2::text[], $3::text[], $4::smallint[])`, addrs, symbols, names, decimals); err != nil {
			return fmt.Errorf("postgres: set curated tokens: %w", err)
		}
		return w.rebuild(ctx, tx)
	})
	if err != nil {
		return false, err
	}
	return changed, nil
}

// curatedTokens reads the stored list in address order.
func curatedTokens(ctx context.Context, tx pgx.Tx) ([]mainapi.CuratedToken, error) {
	rows, err := tx.Query(ctx, `SELECT address, symbol, name, decimals FROM curated_tokens ORDER BY address`)
	if err != nil {
		return nil, fmt.Errorf("postgres: read curated tokens: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.CuratedToken, error) {
		var (
			t    mainapi.CuratedToken
			addr []byte
			dec  int16
		)
		if err := r.Scan(&addr, &t.Symbol, &t.Name, &dec); err != nil {
			return t, err
		}
		copy(t.Address[:], addr)
		t.Decimals = uint8(dec)
		return t, nil
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read curated tokens: %w", err)
	}
	return out, nil
}
