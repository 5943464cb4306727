package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi/progress"
)

// Rebuild recomputes every derived table (of every domain) from the raw
// tables in one transaction.
func (w *Writer) Rebuild(ctx context.Context) error {
	return w.inTx(ctx, func(tx pgx.Tx) error { return w.rebuild(ctx, tx) })
}

// rebuild truncates the derived tables and derives them again, reporting
// each step (the truncate, then each domain) to WriterConfig.RebuildProgress:
// a step is one statement or a few, with no progress inside to report.
func (w *Writer) rebuild(ctx context.Context, tx pgx.Tx) error {
	n := 1 + len(domains)
	step := func(i int, name string, f func() error) error {
		start := time.Now()
		if w.rebuildStep != nil {
			w.rebuildStep(progress.Step{I: i, N: n, Name: name})
		}
		if err := f(); err != nil {
			return err
		}
		if w.rebuildStep != nil {
			w.rebuildStep(progress.Step{I: i, N: n, Name: name, Elapsed: time.Since(start), Done: true})
		}
		return nil
	}
	if err := step(1, "truncate", func() error {
		_, err := tx.Exec(ctx, "TRUNCATE "+strings.Join(derivedTables(), ", "))
		return err
	}); err != nil {
		return fmt.Errorf("postgres: rebuild: truncate: %w", err)
	}
	for i, d := range domains {
		if err := step(2+i, d.name, func() error { return d.derive(ctx, tx, w.minLiq, 0, maxBlock) }); err != nil {
			return fmt.Errorf("postgres: rebuild: %w", err)
		}
	}
	if _, err := tx.Exec(ctx, stampDerivedVersion, DerivedVersion); err != nil {
		return fmt.Errorf("postgres: rebuild: stamp version: %w", err)
	}
	return nil
}

// DerivedVersion is the version of the derivation (migration 00022). Bump
// it in a change that alters what the derive statements compute from the
// same raw rows; writers then rebuild once on start (EnsureDerivedVersion).
//
//	1: token_price_points (00012) and merge-on-append rollups.
//	2: wallet activity from transaction senders, creators and curve traders.
//	3: token candle volume from FeeRouter trades (00029).
//	4: pool_stats TVL priced at the head (refreshLiveTVL).
//	5: a third-party pair swap that is a hop of a FeeRouter trade is the
//	   trade payer's (as its activity row was), not its sender's; a curve
//	   launch's submitter is a wallet party (its sender no longer is,
//	   decode.Senders); a FeeRouter trade touches the token candles of its
//	   tokens whatever pools it crossed (an incremental write had missed
//	   the volume of one crossing third-party pools only).
//	6: a folded trade's hops are columns of trades, token_swaps a view
//	   over it (00030).
//	7: Rakeback accruals and payers' counters from the stored FeeRouter
//	   swaps (00035; a database migrated with swaps has none until then).
//	8: Neocat checkpoints and the points of the stored FeeRouter swaps
//	   (00039).
//	9: Rakeback accrual rows carry their block span and traded tokens
//	   (00040).
//	10: activity rows of pair events carry their tx_index and the pair's
//	   reserves after the event (00041, the adapter's events).
//	11: Neocat holders and stakers (00044); Neocat stakers and the parties
//	   of Neocat transfers are wallet activity; the launch venue's activity
//	   rows carry their tx_index, curve trade rows the curve's virtual
//	   reserves after the trade (the adapter's curve pairs); creator-fee
//	   accrual and PvE receipt items with write-time USD (00042), and the
//	   wallet activity of registry creators, PvE buyers and claimers.
//	12: deploy_token activity rows (a TokenRegistered each); a queued
//	   MasterChef withdrawal's and an open unstake ticket's activity rows
//	   are pending (recomputeFarmWithdrawalStatus,
//	   recomputeUnstakeStatus).
//	13: launch venue coin balances per holder (coin_balances, 00046, from
//	   the coins' Transfers); the parties of a coin Transfer are wallet
//	   activity (unless contracts or pools, as pair parties).
const DerivedVersion = 13

const stampDerivedVersion = `INSERT INTO derived_version (version) VALUES ($1)
ON CONFLICT (singleton) DO UPDATE SET version = EXCLUDED.version`

// EnsureDerivedVersion rebuilds every derived table when the database was
// derived by another version of the derivation (or by one from before
// versions were stamped), in one transaction, and reports whether it did.
// A database without blocks is only stamped.
func (w *Writer) EnsureDerivedVersion(ctx context.Context) (rebuilt bool, err error) {
	err = w.inTx(ctx, func(tx pgx.Tx) error {
		var v int
		err := tx.QueryRow(ctx, `SELECT version FROM derived_version`).Scan(&v)
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("postgres: derived version: %w", err)
		}
		if err == nil && v == DerivedVersion {
			return nil
		}
		var hasBlocks bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM blocks)`).Scan(&hasBlocks); err != nil {
			return fmt.Errorf("postgres: derived version: %w", err)
		}
		if !hasBlocks {
			if _, err := tx.Exec(ctx, stampDerivedVersion, DerivedVersion); err != nil {
				return fmt.Errorf("postgres: derived version: %w", err)
			}
			return nil
		}
		rebuilt = true
		return w.rebuild(ctx, tx)
	})
	return rebuilt, err
}

// TableDiff is how one derived table differs from a rebuild: Missing rows a
// rebuild has and the live table lacks, Extra rows the live table has and a
// rebuild does not; Samples shows up to five of each as JSON.
type TableDiff struct {
	Table          string
	Missing, Extra int
	Samples        []string
}

// ErrDerivedDiffer is returned by Check when a derived table differs from a
// rebuild.
var ErrDerivedDiffer = errors.New("postgres: derived tables differ from a rebuild")

// Check compares every derived table with a rebuild, row for row, without
// writing (the rebuild runs in a transaction that is rolled back), after
// checking that no raw or derived row outlived its block (orphans are
// reported as Extra rows of their table). It returns the differing tables
// and, when there are any, ErrDerivedDiffer.
func (w *Writer) Check(ctx context.Context) ([]TableDiff, error) {
	var diffs []TableDiff
	errRollback := errors.New("rollback")
	err := w.inTx(ctx, func(tx pgx.Tx) error {
		var err error
		if diffs, err = orphans(ctx, tx); err != nil {
			return err
		}
		tables := derivedTables()
		for _, t := range tables {
			if _, err := tx.Exec(ctx, fmt.Sprintf("CREATE TEMP TABLE live_%s ON COMMIT DROP AS SELECT * FROM %s", t, t)); err != nil {
				return fmt.Errorf("postgres: check: copy %s: %w", t, err)
			}
		}
		if err := w.rebuild(ctx, tx); err != nil {
			return err
		}
		for _, t := range tables {
			d, err := diffTable(ctx, tx, t)
			if err != nil {
				return err
			}
			if d.Missing+d.Extra > 0 {
				diffs = append(diffs, d)
			}
		}
		return errRollback
	})
	if err != nil && !errors.Is(err, errRollback) {
		return nil, err
	}
	if len(diffs) > 0 {
		return diffs, ErrDerivedDiffer
	}
	return nil, nil
}

// orphans finds the rows of block-keyed tables (migration 00024's
// registry) whose block is not stored: the blocks_delete_rows trigger
// deletes them with their block, in place of a foreign key per table.
func orphans(ctx context.Context, tx pgx.Tx) ([]TableDiff, error) {
	rows, _ := tx.Query(ctx, `SELECT name FROM block_keyed_tables ORDER BY name`) // an error surfaces in CollectRows
	tables, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("postgres: check: block-keyed tables: %w", err)
	}
	var diffs []TableDiff
	for _, t := range tables {
		d := TableDiff{Table: t}
		q := `SELECT count(*), ARRAY(SELECT 'orphan of block ' || o.block_number FROM %[1]s o
		          WHERE NOT EXISTS (SELECT 1 FROM blocks b WHERE b.number = o.block_number) LIMIT 5)
		      FROM %[1]s o WHERE NOT EXISTS (SELECT 1 FROM blocks b WHERE b.number = o.block_number)`
		if err := tx.QueryRow(ctx, fmt.Sprintf(q, pgx.Identifier{t}.Sanitize())).Scan(&d.Extra, &d.Samples); err != nil {
			return nil, fmt.Errorf("postgres: check orphans of %s: %w", t, err)
		}
		if d.Extra > 0 {
			diffs = append(diffs, d)
		}
	}
	return diffs, nil
}

// diffTable compares table (rebuilt) with live_<table> (as it was).
func diffTable(ctx context.Context, tx pgx.Tx, table string) (TableDiff, error) {
	d := TableDiff{Table: table}
	// json has no equality operator: its columns are compared as text,
	// byte for byte.
	var cols string
	if err := tx.QueryRow(ctx, `SELECT string_agg(quote_ident(attname) || CASE WHEN atttypid = 'json'::regtype THEN '::text' ELSE '' END,
	                                              ', ' ORDER BY attnum)
	                            FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
		table).Scan(&cols); err != nil {
		return d, fmt.Errorf("postgres: check %s: columns: %w", table, err)
	}
	q := `WITH missing AS (SELECT %[2]s FROM %[1]s EXCEPT ALL SELECT %[2]s FROM live_%[1]s),
	           extra AS (SELECT %[2]s FROM live_%[1]s EXCEPT ALL SELECT %[2]s FROM %[1]s)
	      SELECT (SELECT count(*) FROM missing), (SELECT count(*) FROM extra),
	             ARRAY(SELECT 'missing ' || row_to_json(m)::text FROM (SELECT * FROM missing LIMIT 5) m) ||
	             ARRAY(SELECT 'extra ' || row_to_json(e)::text FROM (SELECT * FROM extra LIMIT 5) e)`
	if err := tx.QueryRow(ctx, fmt.Sprintf(q, table, cols)).Scan(&d.Missing, &d.Extra, &d.Samples); err != nil {
		return d, fmt.Errorf("postgres: check %s: %w", table, err)
	}
	return d, nil
}

// String summarizes the diff on one line per sample.
func (d TableDiff) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d missing, %d extra", d.Table, d.Missing, d.Extra)
	for _, s := range d.Samples {
		b.WriteString("\n  " + s)
	}
	return b.String()
}
