package deploy

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
)

// CreatorFeeCapBps is FeeRouter's global creator fee cap: a registered token
// pays min(its registry fee, this).
const CreatorFeeCapBps = 50

// Collector bucket indexes and weights at launch (spec 1.9): staking 2,
// treasury 2, Rakeback 2, buyback-and-burn 1.
const (
	BucketStaking = iota
	BucketTreasury
	BucketRakeback
	BucketBuyback
)

// BucketWeights are the Collector weights by bucket index.
var BucketWeights = [4]int64{2, 2, 2, 1}

// deployFeeContracts deploys the fee contracts that need no mined state:
// QuoteAssetRegistry (ranks WETH 4, USDT 3, USDC 2, NEO 1), CreatorFeeRegistry,
// CreatorFeeVault, Permit2 and the implementations behind the proxies.
func deployFeeContracts(s *sender, d *Deployment) error {
	var err error
	if d.QuoteRegistry, err = s.deploy("QuoteAssetRegistry", bindings.QuoteAssetRegistryMetaData.Bin,
		bindings.NewQuoteAssetRegistry().PackConstructor(d.Deployer,
			[]common.Address{d.WETH, d.USDT, d.USDC, d.NeoToken},
			[]uint8{RankWETH, RankUSDT, RankUSDC, RankNEO})); err != nil {
		return err
	}
	if d.CreatorFeeRegistry, err = s.deploy("CreatorFeeRegistry", bindings.CreatorFeeRegistryMetaData.Bin,
		bindings.NewCreatorFeeRegistry().PackConstructor(d.Deployer)); err != nil {
		return err
	}
	if d.CreatorFeeVault, err = s.deploy("CreatorFeeVault", bindings.CreatorFeeVaultMetaData.Bin,
		bindings.NewCreatorFeeVault().PackConstructor(d.Deployer, d.CreatorFeeRegistry)); err != nil {
		return err
	}
	if d.Permit2, err = s.deploy("Permit2", bindings.Permit2MetaData.Bin, nil); err != nil {
		return err
	}
	if d.BuybackBurnerImpl, err = s.deploy("BuybackBurner implementation", bindings.BuybackBurnerMetaData.Bin, nil); err != nil {
		return err
	}
	if d.CollectorImpl, err = s.deploy("Collector implementation", bindings.CollectorMetaData.Bin, nil); err != nil {
		return err
	}
	if d.FeeRouterImpl, err = s.deploy("FeeRouter implementation", bindings.FeeRouterMetaData.Bin, nil); err != nil {
		return err
	}
	return nil
}

// deployProxies puts BuybackBurner, Collector and FeeRouter behind NeoProxy,
// initialized in the proxy's constructor; the implementations and the core
// router must be mined. The Collector's staking and Rakeback buckets point at
// the treasury (notify off) until those contracts exist; their deploy steps
// switch them with Collector.replaceBucket, as production does. BuybackBurner's
// keeper is d.Keeper (zero: the owner alone may buy back).
func deployProxies(s *sender, d *Deployment) error {
	proxy := bindings.NewNeoProxy()
	var err error
	if d.BuybackBurner, err = s.deploy("BuybackBurner proxy", bindings.NeoProxyMetaData.Bin,
		proxy.PackConstructor(d.BuybackBurnerImpl,
			bindings.NewBuybackBurner().PackInitialize(d.Deployer, d.Router, d.NeoToken, d.Keeper))); err != nil {
		return err
	}
	recipients := make([]common.Address, 4)
	recipients[BucketStaking] = d.Treasury
	recipients[BucketTreasury] = d.Treasury
	recipients[BucketRakeback] = d.Treasury
	recipients[BucketBuyback] = d.BuybackBurner
	weights := make([]*big.Int, 4)
	for i, w := range BucketWeights {
		weights[i] = big.NewInt(w)
	}
	if d.Collector, err = s.deploy("Collector proxy", bindings.NeoProxyMetaData.Bin,
		proxy.PackConstructor(d.CollectorImpl,
			bindings.NewCollector().PackInitialize(d.Deployer, recipients, weights, make([]bool, 4)))); err != nil {
		return err
	}
	if d.FeeRouter, err = s.deploy("FeeRouter proxy", bindings.NeoProxyMetaData.Bin,
		proxy.PackConstructor(d.FeeRouterImpl,
			bindings.NewFeeRouter().PackInitialize(d.Deployer, d.Router, d.Collector, d.QuoteRegistry,
				d.Permit2, d.CreatorFeeRegistry, d.CreatorFeeVault, big.NewInt(CreatorFeeCapBps)))); err != nil {
		return err
	}
	return nil
}

// wire lists the core router, FeeRouter and BuybackBurner in the core
// factory's swap allow-list (spec 1.8), points the factory at the quote
// registry and lets FeeRouter deposit creator fees into the vault.
func wire(s *sender, d *Deployment) error {
	factory := bindings.NewNeoSwapFactory()
	for _, a := range []struct {
		label string
		addr  common.Address
	}{{"router", d.Router}, {"FeeRouter", d.FeeRouter}, {"BuybackBurner", d.BuybackBurner}} {
		if err := s.transact("factory.setSwapAllowed "+a.label, d.Factory, factory.PackSetSwapAllowed(a.addr, true), nil); err != nil {
			return err
		}
	}
	if err := s.transact("factory.setQuoteRegistry", d.Factory, factory.PackSetQuoteRegistry(d.QuoteRegistry), nil); err != nil {
		return err
	}
	if err := s.transact("creatorFeeVault.setDepositor FeeRouter", d.CreatorFeeVault,
		bindings.NewCreatorFeeVault().PackSetDepositor(d.FeeRouter, true), nil); err != nil {
		return err
	}
	return nil
}
