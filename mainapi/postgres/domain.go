package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
)

// A domain is one group of raw and derived tables: the contract family
// whose events fill its raw tables and the rows derived from them. The
// writer, RollbackTo, rebuild and Check know domains only through the
// domains list below; a new domain adds its files and one entry there
// (docs/indexer.md, "Adding a domain"). Derived rows are a pure function
// of the raw rows, so every domain maintains them in the same three ways,
// with the same statements:
//
//   - blocks appended above every other stored block (Apply, ApplyBatch,
//     and a rebuild, which derives [0, max] into emptied tables): derive;
//   - a rollback: the keys the deleted blocks touch are read before the
//     delete (rollback), and recomputed from the rows that remain;
//   - rebuild --check: a rebuild compared with the stored derivedTables.
type domain struct {
	// name is the domain's name, the prefix of its files (curve_raw.go,
	// curve_derive.go; the DEX's derivation is in the derive_*.go files).
	name string
	// rawTables are the domain's raw tables and their rows among the
	// events ev of a batch (copied after the common key columns, putPos).
	rawTables func(ev *mainapi.Events) []rawTable
	// derivedTables are the tables it derives, each after what it reads:
	// a rebuild truncates them, Check compares them with a rebuild.
	derivedTables []string
	// derive derives the blocks from..to, appended above every other
	// stored block, from their raw rows.
	derive func(ctx context.Context, tx pgx.Tx, minLiq string, from, to int64) error
	// applied, when set, derives applied blocks from their events in
	// memory instead of derive (the DEX's Go deriver). copyRaw copies the
	// batch's raw tables for which tables(name) is true, each once: applied
	// copies those it reads when it needs them and may copy the others
	// while it computes; any left are copied after it returns.
	applied func(ctx context.Context, tx pgx.Tx, minLiq string, b batchEvents, copyRaw func(tables func(string) bool) error) error
	// rollback reads the keys of the keyed rows that blocks from..to
	// touch, before a rollback deletes those blocks, and returns what
	// recomputes them once they are deleted.
	rollback func(ctx context.Context, tx pgx.Tx, from, to int64) (recompute func(ctx context.Context, tx pgx.Tx, minLiq string) error, err error)
}

// domains are every domain, in the order they derive: a domain may read
// the derived rows of those before it.
var domains = []domain{dexDomain, curveDomain, coinBalancesDomain, farmDomain, stakingDomain, rakebackDomain, neoHoldersDomain, pointsDomain, neocatsDomain, creatorPveDomain, lpSupplyHistoryDomain}

// derivedTables are every derived table, in an order where each is
// derived after what it reads.
func derivedTables() []string {
	var out []string
	for _, d := range domains {
		out = append(out, d.derivedTables...)
	}
	return out
}

// deriveApplied derives the blocks of b, just applied, domain by domain:
// one with an applied step from their events (copying the raw rows
// meanwhile), the others from their raw rows, every one copied first.
// copyRaw copies the raw tables for which tables(name) is true.
func deriveApplied(ctx context.Context, tx pgx.Tx, minLiq string, b batchEvents, copyRaw func(tables func(string) bool) error) error {
	copied := map[string]bool{}
	once := func(tables func(string) bool) error {
		return copyRaw(func(t string) bool {
			if copied[t] || !tables(t) {
				return false
			}
			copied[t] = true
			return true
		})
	}
	all := func(string) bool { return true }
	from, to := int64(b.blocks[0].Number), int64(b.blocks[len(b.blocks)-1].Number)
	b.dex = &dexApplied{}
	for _, d := range domains {
		var err error
		if d.applied != nil {
			if err = d.applied(ctx, tx, minLiq, b, once); err == nil {
				err = once(all) // the tables it left
			}
		} else if err = once(all); err == nil {
			err = d.derive(ctx, tx, minLiq, from, to)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// RollbackTo deletes the blocks above ancestor (their raw and block-keyed
// derived rows cascade) and recomputes the keyed rows they touched.
func (w *writeTx) RollbackTo(ctx context.Context, ancestor uint64) error {
	redo := make([]func(context.Context, pgx.Tx, string) error, 0, len(domains))
	for _, d := range domains {
		r, err := d.rollback(ctx, w.tx, int64(ancestor)+1, maxBlock)
		if err != nil {
			return err
		}
		redo = append(redo, r)
	}
	if _, err := w.tx.Exec(ctx, "DELETE FROM blocks WHERE number > $1", int64(ancestor)); err != nil {
		return fmt.Errorf("postgres: delete blocks above %d: %w", ancestor, err)
	}
	for _, r := range redo {
		if err := r(ctx, w.tx, w.minLiq); err != nil {
			return err
		}
	}
	return nil
}

// maxBlock is an upper bound of block numbers in range queries.
const maxBlock = int64(1) << 62

// step is one statement of a derivation, skipped when skip is set (no key
// to recompute).
type step struct {
	name string
	sql  string
	args []any
	skip bool
}

// runSteps executes steps in order in tx; what names the derivation in
// the errors ("derive", "recompute").
func runSteps(ctx context.Context, tx pgx.Tx, what string, steps ...step) error {
	for _, s := range steps {
		if s.skip {
			continue
		}
		if _, err := tx.Exec(ctx, s.sql, s.args...); err != nil {
			return fmt.Errorf("postgres: %s %s: %w", what, s.name, err)
		}
	}
	return nil
}

// forTouchedKeys runs query (a "touched keys" query over blocks from..to
// returning rows of (kind, address, number)) and hands each row to fn.
func forTouchedKeys(ctx context.Context, tx pgx.Tx, query, what string, from, to int64, fn func(kind string, addr []byte, n int64)) error {
	rows, err := tx.Query(ctx, query, from, to)
	if err != nil {
		return fmt.Errorf("postgres: %s: %w", what, err)
	}
	defer rows.Close()
	for rows.Next() {
		var kind string
		var addr []byte
		var n int64
		if err := rows.Scan(&kind, &addr, &n); err != nil {
			return fmt.Errorf("postgres: %s: %w", what, err)
		}
		fn(kind, addr, n)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("postgres: %s: %w", what, err)
	}
	return nil
}
