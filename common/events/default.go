package events

import "github.com/neoswap/neoswap/common/bindings"

// Default is the registry of every production contract of the system (test
// helpers such as TestToken, ReentrantTrader and MockStakeListener are left
// out, and so are LaunchpadGraduator, whose events the curve logs, and
// LaunchpadLens, which has none). ERC-20 Transfer/Approval of any
// token decode through NeoToken, whose events are the standard ones.
var Default = mustNew(
	bindings.NewNeoSwapFactory(),
	bindings.NewNeoSwapPair(),
	bindings.NewFeeRouter(),
	bindings.NewCollector(),
	bindings.NewQuoteAssetRegistry(),
	bindings.NewCreatorFeeRegistry(),
	bindings.NewCreatorFeeVault(),
	bindings.NewBuybackBurner(),
	bindings.NewPermit2(),
	bindings.NewNeoToken(),
	bindings.NewWETH9(),
	bindings.NewNeoProxy(),
	bindings.NewLaunchpadCurve(), // also the graduation events LaunchpadGraduator's code logs as the curve
	bindings.NewLaunchpadToken(),
	bindings.NewLaunchpadTimelock(),
	bindings.NewPveVault(),
	bindings.NewNeocatNft(),
	bindings.NewNeocatStaking(),
	bindings.NewVampChef(),
	bindings.NewMasterChef(),
	bindings.NewRewardVestingEscrow(),
	bindings.NewTreasuryVesting(),
	bindings.NewNeoSwapZap(),
	bindings.NewExtZap(),
	bindings.NewNeoStaking(),
	bindings.NewRakebackV2(),
)

func mustNew(bs ...Binding) *Registry {
	r, err := New(bs...)
	if err != nil {
		panic(err) // the bindings are generated together with this list; a test builds it
	}
	return r
}
