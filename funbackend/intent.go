package funbackend

// Intent is a stored launch intent (table intents).
type Intent struct {
	Address, Creator, Submitter, FeeRecipient string // lowercase hex
	Name, Symbol, MetadataHash                string
	Nonce, Salt                               string // decimal
	Deadline                                  int64
	HasImage                                  bool
	Signature                                 string // 0x hex
	ChainID                                   uint64
	Curve                                     string
	CreatedAt                                 int64
	MetadataJSON                              string // the exact bytes metadataHash commits to
	Payload                                   string // the posted body, verbatim
}

// PendingQuery selects pending intents: no coin yet, a deadline after
// NotBefore, matching Q (the board's search) when set; newest first,
// Limit rows from Offset.
type PendingQuery struct {
	NotBefore     int64
	Q             string
	Offset, Limit int
}
