package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
)

// Exported for the external tests of this package.
var (
	USDValue    = usdValue
	NumericDiv  = numericDiv
	NumericText = numericText

	AppendNumericBinary = appendNumericBinary
)

type (
	ActivityData = activityData
	ActivityLeg  = activityLeg
)

// JSON is the data column text the batch derivation writes for d.
func (d *activityData) JSON() string { return string(d.appendJSON(nil)) }

// SetWriterCancelGrace sets how long BEGIN, COMMIT and ROLLBACK and a
// cancelled statement may take, and returns a function restoring it.
func SetWriterCancelGrace(d time.Duration) (restore func()) {
	old := writerCancelGrace
	writerCancelGrace = d
	return func() { writerCancelGrace = old }
}

// Exec runs sql in one of the writer's transactions, then calls after
// (when not nil) before the commit.
func (w *Writer) Exec(ctx context.Context, sql string, after func()) error {
	return w.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, sql); err != nil {
			return err
		}
		if after != nil {
			after()
		}
		return nil
	})
}
