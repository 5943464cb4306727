package postgres

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
