package pgcopy

// Exported for the external tests of this package.
var (
	AppendNumericBinary = appendNumericBinary
	AppendDecimalBinary = appendDecimalBinary
	AppendCopyValue     = appendCopyValue
)
