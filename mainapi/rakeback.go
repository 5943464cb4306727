package mainapi

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// RakebackEvents are the decoded events of RakebackV2 (role RoleRakeback)
// of a block (or batch), each in log order (spec 3, "Rakeback slice
// lifecycle"). Its PosterSet, NotifierSet, FeeRouterSet, TreasurySet,
// ActivationDelaySet and the proxy's events are admin events (Events.Admin).
type RakebackEvents struct {
	Roots  []RakebackRoot
	Slices []RakebackSlice
	Claims []RakebackClaim
	Sweeps []RakebackSweep
}

// Len returns the number of Rakeback events.
func (s *RakebackEvents) Len() int {
	return len(s.Roots) + len(s.Slices) + len(s.Claims) + len(s.Sweeps)
}

// Append appends o's events to s.
func (s *RakebackEvents) Append(o *RakebackEvents) {
	s.Roots = append(s.Roots, o.Roots...)
	s.Slices = append(s.Slices, o.Slices...)
	s.Claims = append(s.Claims, o.Claims...)
	s.Sweeps = append(s.Sweeps, o.Sweeps...)
}

// Rakeback root kinds (the Solidity event names).
const (
	RakebackRootPosted    = "RootPosted"
	RakebackRootCancelled = "RootCancelled"
)

// RakebackRoot is RakebackV2's RootPosted (Root and PostedAt set) or
// RootCancelled (Root zero, PostedAt 0) of Epoch.
type RakebackRoot struct {
	Pos
	Kind     string
	Epoch    *big.Int
	Root     common.Hash
	PostedAt uint64
}

// Rakeback slice kinds (the Solidity event names).
const (
	RakebackSlicePosted         = "SlicePosted"
	RakebackActivated           = "Activated"
	RakebackExpired             = "Expired"
	RakebackPendingSliceExpired = "PendingSliceExpired"
)

// RakebackSlice is one step of the (Epoch, Token) slice: SlicePosted
// (Amount the declared total), Activated (ActivatedAt set, Amount nil),
// Expired or PendingSliceExpired (Amount the remainder).
type RakebackSlice struct {
	Pos
	Kind        string
	Epoch       *big.Int
	Token       common.Address
	Amount      *big.Int
	ActivatedAt uint64
}

// Rakeback claim kinds (the Solidity event names).
const (
	RakebackClaimed      = "Claimed"
	RakebackClaimedAsNeo = "ClaimedAsNeo"
)

// RakebackClaim is RakebackV2's Claimed (leaf Index of (Epoch, Token)
// paid Amount to Account; NeoOut nil) or ClaimedAsNeo (Account is the
// event's user, Amount its amountIn swapped to NeoOut NEO; the event has no
// leaf index: Index nil).
type RakebackClaim struct {
	Pos
	Kind    string
	Epoch   *big.Int
	Token   common.Address
	Account common.Address
	Index   *big.Int
	Amount  *big.Int
	NeoOut  *big.Int
}

// RakebackSweep is RakebackV2's Swept: expired remainders of Token, Amount
// sent to To.
type RakebackSweep struct {
	Pos
	Token  common.Address
	To     common.Address
	Amount *big.Int
}
