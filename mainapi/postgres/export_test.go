package postgres

// Exported for the external tests of this package.
var (
	USDValue    = usdValue
	NumericText = numericText
)
