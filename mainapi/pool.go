package mainapi

import "github.com/ethereum/go-ethereum/common"

// Pair is a tracked pair: its tokens and whether our factory created it
// (own) or the ext factory did.
type Pair struct {
	Token0, Token1 common.Address
	Own            bool
}

// TokenMetadata is what a token's ERC-20 metadata calls returned when it was
// first seen. Nil fields are unknown: the call reverted or returned garbage.
type TokenMetadata struct {
	Address  common.Address
	Symbol   *string
	Name     *string
	Decimals *uint8
}

// Contract roles in the indexer's configuration (see Contract).
const (
	RoleFactory         = "factory"
	RoleExtFactory      = "ext_factory"
	RoleFeeRouter       = "fee_router"
	RoleCollector       = "collector"
	RoleCreatorFeeVault = "creator_fee_vault"
	RoleWETH            = "weth"
	RoleUSDC            = "usdc"
	RoleUSDT            = "usdt"
	RoleNEO             = "neo"
	// RoleNeoStaking, RoleRakeback and RoleBuybackBurner name the Collector
	// bucket recipients the revenue series attribute distributions to.
	RoleNeoStaking    = "neo_staking"
	RoleRakeback      = "rakeback"
	RoleBuybackBurner = "buyback_burner"
	// RoleOther is any other deployment contract (routers, registries, ...):
	// known contracts are never counted as wallets.
	RoleOther = "other"
)

// Contract is a deployment address with its role.
type Contract struct {
	Address common.Address
	Role    string
}
