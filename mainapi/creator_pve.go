package mainapi

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// Roles of the creator-fee registry and the two PvE vault instances
// (deployment keys creatorFeeRegistry, pveVault, pveVaultV2): their events
// are decoded (creator_pve.go of package decode).
const (
	RoleCreatorFeeRegistry = "creator_fee_registry"
	RolePveVault           = "pve_vault"
	RolePveVaultV2         = "pve_vault_v2"
)

// CreatorFeeRegistry event kinds (the Solidity event names).
const (
	RegistryTokenRegistered = "TokenRegistered"
	RegistryCreatorUpdated  = "CreatorUpdated"
	RegistryDisabledSet     = "DisabledSet"
	RegistryFeeBpsUpdated   = "FeeBpsUpdated"
)

// RegistryEvent is one of CreatorFeeRegistry's per-token events, named by
// Kind. Creator is the token's creator after it (TokenRegistered: the
// registered creator; CreatorUpdated: the new one; zero otherwise),
// Previous the creator before a CreatorUpdated, FeeBps is set by
// TokenRegistered and FeeBpsUpdated (nil otherwise), Disabled by
// DisabledSet, Registrar by TokenRegistered.
type RegistryEvent struct {
	Pos
	Kind                     string
	Token, Creator, Previous common.Address
	Registrar                common.Address
	FeeBps                   *big.Int
	Disabled                 bool
}

// PveVault event kinds (the Solidity event names).
const (
	PveReceived  = "PveReceived"
	PveCredited  = "PveCredited"
	PveHeld      = "PveHeld"
	PveClaimed   = "PveClaimed"
	PveForwarded = "Forwarded"
	PveSuccessor = "SuccessorSet"
)

// PveEvent is one of a PveVault instance's events (Pos.Address tells the
// instance), named by Kind. Account is PveReceived's `from`, PveClaimed's
// account, Forwarded's `to` and SuccessorSet's successor (Token zero);
// Amount is set by every kind but SuccessorSet; EthSpent and Launch by
// PveReceived; TotalStaked by PveCredited; CreditBlock by PveCredited and
// PveHeld.
type PveEvent struct {
	Pos
	Kind                          string
	Token, Account                common.Address
	Amount, EthSpent, TotalStaked *big.Int
	CreditBlock                   *big.Int
	Launch                        bool
}
