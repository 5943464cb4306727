package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"
)

// Exported for the external tests of this package.
var (
	USDValue    = usdValue
	NumericDiv  = numericDiv
	NumericText = numericText
)

type (
	ActivityData = activityData
	ActivityLeg  = activityLeg
)

// JSON is the data column text the batch derivation writes for d.
func (d *activityData) JSON() string { return string(d.appendJSON(nil)) }

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
