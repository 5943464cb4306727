package mainapi

import (
	"errors"
	"math/big"
	"time"

	"github.com/neoswap/neoswap/common/wire"
)

// Models of the wallet-signed writes (spec 4.6, 5.2): referral bindings and
// profiles (docs/profiles.md).

// ReferralBinding is a referee's permanent first-touch referral.
type ReferralBinding struct {
	Referee  wire.Address
	Referrer wire.Address
	Source   *string // sanitized free text; nil when absent
	BoundAt  time.Time
}

// ReferralRequest is a verified request to bind Referee to Referrer; the
// signature is stored beside the binding.
type ReferralRequest struct {
	Referee   wire.Address
	Referrer  wire.Address
	Source    *string
	Signature []byte
	// MaxReferees is the referrer's cap: a referrer with that many referees
	// takes no more.
	MaxReferees int
	// Now is the binding's boundAt.
	Now time.Time
}

// ReferralOutcome is what a bind attempt did.
type ReferralOutcome uint8

// The outcomes of a bind attempt. Only ReferralBound wrote a row.
const (
	ReferralBound   ReferralOutcome = iota // the binding was written
	ReferralAlready                        // the referee was bound before: Binding is that binding
	ReferralCycle                          // the referee is the referrer's referrer, or further up its chain
	ReferralActive                         // the referee has scored points: too late to bind
	ReferralCapped                         // the referrer has MaxReferees referees
)

// Profile is a wallet's profile row. A wallet with no row has the zero
// Profile with its Address (no pfp, no X account).
type Profile struct {
	Address       wire.Address
	NeocatTokenID *big.Int // nil: no pfp
	XHandle       *string  // nil: no X account linked
	XUserID       *string
	UpdatedAt     time.Time // zero: no row
}

// ProfileChange is one signed profile write: the fields it sets and the
// digest of the signed text, recorded so the same signature cannot be
// replayed before DigestExpires.
type ProfileChange struct {
	Address wire.Address
	// SetPfp: NeocatTokenID replaces the pfp (nil clears it).
	SetPfp        bool
	NeocatTokenID *big.Int
	// SetX: XHandle and XUserID replace the linked account (nil unlinks).
	SetX    bool
	XHandle *string
	XUserID *string

	Digest        [32]byte
	DigestExpires time.Time
	Now           time.Time // the row's updated_at; digests expired before it are dropped
}

// ErrReplayed is a signed write whose text was used before: its digest is
// recorded and has not expired.
var ErrReplayed = errors.New("mainapi: signed text already used")
