package mainapi

import (
	"time"

	"github.com/neoswap/neoswap/common/wire"
)

// Read models of the token logo routes.

// Logo is a stored token logo.
type Logo struct {
	Token       wire.Address
	ContentType string // image/png or image/webp
	Bytes       []byte
	SHA256      [32]byte  // of Bytes
	FetchedAt   time.Time // when it was fetched or uploaded
	Source      string    // the URL the bytes came from, or "upload:<signer>" for a signed upload
}
