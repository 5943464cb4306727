package funbackend

// Ban is a banned wallet address (table bans): refused as the creator or
// submitter of an intent.
type Ban struct {
	Address   string // lowercase hex
	Reason    string
	CreatedAt int64 // Unix seconds
}

// Takedown is a taken-down coin (table takedowns); Token may be a
// predicted address whose coin does not exist yet.
type Takedown struct {
	Token     string // lowercase hex
	Reason    string
	CreatedAt int64
	// CoinExists reports whether a coin row exists at Token (reads only).
	CoinExists bool
}

// MetadataOverride is the operator's metadata of a coin (table
// metadata_overrides). A nil field is not overridden; Image "" means the
// coin shows no image.
type MetadataOverride struct {
	Token       string
	Description *string
	Image       *string
	// HasImage is the board's has_image while Image is set (ignored otherwise).
	HasImage  bool
	Reason    string
	CreatedAt int64
}

// Audit is one operator write (table admin_audit).
type Audit struct {
	ID     int64
	At     int64 // Unix seconds
	Action string
	Target string
	Reason string
	// Detail is free text about the write ("" stores NULL).
	Detail string
	// Credential is the fingerprint of the credential used (never the credential).
	Credential string
	IP         string
}
