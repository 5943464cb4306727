// Package decode turns a block's logs into the typed domain events of
// package mainapi. It is pure: what it tracks comes in a Tracked value, and
// the PairCreated and curve TokenCreated events it meets extend that value
// so later logs of the same block from the new pair or coin are decoded
// too.
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
// and launch coins discovered so far. Pairs and Coins may be nil (none
// yet).
type Tracked struct {
	Contracts
	Pairs map[common.Address]mainapi.Pair
	// Coins are the launch venue's coins (a TokenCreated of the curve
	// each): their Transfers are decoded (coin.go).
	Coins map[common.Address]struct{}
}

// Clone returns a copy of t whose Pairs and Coins can be extended without
// touching t.
func (t *Tracked) Clone() *Tracked {
	c := &Tracked{Contracts: t.Contracts, Pairs: maps.Clone(t.Pairs), Coins: maps.Clone(t.Coins)}
	if c.Pairs == nil {
		c.Pairs = map[common.Address]mainapi.Pair{}
	}
	if c.Coins == nil {
		c.Coins = map[common.Address]struct{}{}
	}
	return c
}

// SameDiscovered reports whether t and o track the same pairs and coins
// (their Contracts aside): decoding is a function of the blocks and of
// these.
func (t *Tracked) SameDiscovered(o *Tracked) bool {
	return maps.Equal(t.Pairs, o.Pairs) && maps.Equal(t.Coins, o.Coins)
}
