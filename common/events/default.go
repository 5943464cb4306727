package events

import "github.com/neoswap/neoswap/common/bindings"

// Default is the registry of every production contract of the system (test
// helpers such as TestToken are left out). ERC-20 Transfer/Approval of any
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
)

func mustNew(bs ...Binding) *Registry {
	r, err := New(bs...)
	if err != nil {
		panic(err) // the bindings are generated together with this list; a test builds it
	}
	return r
}
