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

// Exec runs sql in one of the writer's transactions.
func (w *Writer) Exec(ctx context.Context, sql string) error {
	return w.inTx(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, sql)
		return err
	})
}
