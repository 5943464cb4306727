// Package decode turns a block's logs into the typed domain events of
// package mainapi. It is pure: what it tracks comes in a Tracked value, and
// PairCreated events it meets extend that value so later logs of the same
// block from the new pair are decoded too.
package decode

import (
	"maps"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
)

// Contracts are the fixed addresses whose logs are decoded. A zero address
// tracks nothing.
type Contracts struct {
	// Factory is our NeoSwapFactory: its pairs are own pools.
	Factory common.Address
	// ExtFactory is the third-party V2 factory whose pairs are tracked too
	// (ext pools).
	ExtFactory      common.Address
	FeeRouter       common.Address
	Collector       common.Address
	CreatorFeeVault common.Address
	// LaunchpadCurve is the launch venue's curve proxy (zero: venue off).
	LaunchpadCurve common.Address
	// The farming family (zero: not deployed): the two chefs, the reward
	// vesting escrow, the treasury vesting and the two zaps.
	VampChef, MasterChef, VestingEscrow, TreasuryVesting, Zap, ExtZap common.Address
	// NeoToken is NEO (zero: none of its logs decoded): its Transfers from
	// or to a supply holder (neo_holders.go) are decoded. Treasury is a
	// holder besides the contracts above; it emits nothing decoded.
	NeoToken, Treasury common.Address
	// NeoStaking is the staking proxy (zero: not deployed).
	NeoStaking common.Address
	// Rakeback is RakebackV2 (role rakeback; zero: not deployed).
	Rakeback common.Address
	// NeocatStaking is the Neocat staking contract (role neocat_staking;
	// zero: not deployed): its balance changes feed the points boost.
	NeocatStaking common.Address
	// NeocatNft is the Neocat collection (role neocat_nft; zero: not
	// deployed): its Transfers say who holds each Neocat.
	NeocatNft common.Address
	// CreatorFeeRegistry is the creator-fee registry (role
	// creator_fee_registry; zero: not decoded): token creators and the
	// disabled flag.
	CreatorFeeRegistry common.Address
	// PveVault and PveVaultV2 are the two PvE vault instances (roles
	// pve_vault, pve_vault_v2; zero: none), the second the first's
	// successor.
	PveVault, PveVaultV2 common.Address
}

// Tracked is what the decoder decodes: the fixed contracts and the pairs
// discovered so far. Pairs may be nil (no pair yet).
type Tracked struct {
	Contracts
	Pairs map[common.Address]mainapi.Pair
}

// Clone returns a copy of t whose Pairs can be extended without touching t.
func (t *Tracked) Clone() *Tracked {
	c := &Tracked{Contracts: t.Contracts, Pairs: maps.Clone(t.Pairs)}
	if c.Pairs == nil {
		c.Pairs = map[common.Address]mainapi.Pair{}
	}
	return c
}
