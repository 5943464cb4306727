// Package deployment turns the deployment file (common/deployment: every
// /config address) into the indexer's contract list.
package deployment

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/mainapi"
)

// Contracts returns every non-zero address of f with its role: the decoded
// contracts (the farming family's included, VampChef from the extra
// addresses), the quote tokens and the treasury (a NEO supply holder,
// extra.treasury; an account the writer does not store among the
// contracts) by their own role, every other /config address (and the
// extra routers) as RoleOther.
func Contracts(f deployment.File) []mainapi.Contract {
	a := f.Addresses
	out := []mainapi.Contract{
		{Address: a.Factory, Role: mainapi.RoleFactory},
		{Address: a.ExtV2Factory, Role: mainapi.RoleExtFactory},
		{Address: a.FeeRouter, Role: mainapi.RoleFeeRouter},
		{Address: a.Collector, Role: mainapi.RoleCollector},
		{Address: a.CreatorFeeVault, Role: mainapi.RoleCreatorFeeVault},
		{Address: a.WETH, Role: mainapi.RoleWETH},
		{Address: a.USDC, Role: mainapi.RoleUSDC},
		{Address: a.USDT, Role: mainapi.RoleUSDT},
		{Address: a.NeoToken, Role: mainapi.RoleNEO},
		{Address: a.NeoStaking, Role: mainapi.RoleNeoStaking},
		{Address: a.Rakeback, Role: mainapi.RoleRakeback},
		{Address: a.NeocatStaking, Role: mainapi.RoleNeocatStaking},
		{Address: a.NeocatNft, Role: mainapi.RoleNeocatNft},
		{Address: a.BuybackBurner, Role: mainapi.RoleBuybackBurner},
		{Address: a.LaunchpadCurve, Role: mainapi.RoleLaunchpadCurve},
		{Address: f.Extra.VampChef, Role: mainapi.RoleVampChef},
		{Address: f.Extra.Treasury, Role: mainapi.RoleTreasury},
		{Address: a.MasterChef, Role: mainapi.RoleMasterChef},
		{Address: a.RewardVestingEscrow, Role: mainapi.RoleVestingEscrow},
		{Address: a.TreasuryVesting, Role: mainapi.RoleTreasuryVesting},
		{Address: a.Zap, Role: mainapi.RoleZap},
		{Address: a.ExtZap, Role: mainapi.RoleExtZap},
		{Address: a.CreatorFeeRegistry, Role: mainapi.RoleCreatorFeeRegistry},
		{Address: a.PveVault, Role: mainapi.RolePveVault},
		{Address: a.PveVaultV2, Role: mainapi.RolePveVaultV2},
	}
	for _, addr := range []common.Address{a.Router, a.Permit2, a.QuoteRegistry,
		a.LaunchpadLens, a.ExtV2Router} {
		out = append(out, mainapi.Contract{Address: addr, Role: mainapi.RoleOther})
	}
	for _, impl := range f.Extra.Implementations {
		out = append(out, mainapi.Contract{Address: impl, Role: mainapi.RoleOther})
	}
	kept := out[:0]
	for _, c := range out {
		if c.Address != (common.Address{}) {
			kept = append(kept, c)
		}
	}
	return kept
}
