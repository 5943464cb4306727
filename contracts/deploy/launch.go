package deploy

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
)

// Launch venue settings at deployment (docs/launch-lifecycle.md 1 and 8).
const (
	// LaunchCreatorFeeBps is the creator fee every new coin is registered
	// with (the curve's ceiling, 0.50%).
	LaunchCreatorFeeBps = 50
	// LaunchTimelockDelay is the LaunchpadTimelock's minimum delay in
	// seconds (48 hours): a curve upgrade is visible that long before it can
	// run. On the devnet, Devnet.AdjustTime skips it.
	LaunchTimelockDelay = 48 * 60 * 60
	// NeocatsHeld is how many unstaked Neocats every Config.Fund account
	// gets in its wallet.
	NeocatsHeld = 2
)

// LaunchParams returns parameter set 1 of the curve, the default of every
// coin launched on a fresh deployment. Devnet values, with ETH at 3000 USD:
// 1 ETH virtual reserve against the whole 1e27 supply (launch price 1e-9
// ETH per token, market cap 1 ETH); the coin freezes when the virtual token
// reserve reaches 2e26, i.e. after 800M tokens are sold for 4 ETH net
// (about 4.05 ETH with fees), at 5e-9 ETH per token (25x the launch price);
// graduation pays the caller 0.01 ETH and opens TOKEN/NEO with 20% of the
// remaining ETH; the NEO/WETH spot price may stray 5% from its TWAP since
// the freeze.
func LaunchParams() bindings.ILaunchpadCurveParams {
	return bindings.ILaunchpadCurveParams{
		VirtualEth:         units(1, 18),
		VirtualToken:       units(1_000_000_000, 18),
		FloorToken:         units(200_000_000, 18),
		GraduationBounty:   units(1, 16),
		NeoLegBps:          2000,
		MaxNeoDeviationBps: 500,
	}
}

// NeocatsStaked returns how many Neocats are staked (seeded) on behalf of
// the i-th account of Config.Fund: 1, 2, 3, 1, 2, 3, ... So PvE drops split
// unevenly between the dev accounts.
func NeocatsStaked(i int) int { return i%3 + 1 }

// deployLaunch deploys the launch venue and wires it as
// docs/launch-lifecycle.md 1 prescribes:
//
//  1. the LaunchpadToken template, LaunchpadGraduator, LaunchpadTimelock
//     (proposer: the deployer; executor: anyone; no admin), the curve
//     implementation, NeocatNft and NeocatStaking;
//  2. the curve proxy (NeoProxy + initialize, parameter set LaunchParams,
//     no operator, no PvE vault yet), PveVault, its successor pveVaultV2
//     and LaunchpadLens;
//  3. curve.setPveVault(pveVault), pveVault.setSuccessor(pveVaultV2),
//     factory.setSwapAllowed(curve), CreatorFeeRegistry.setRegistrar(curve)
//     and CreatorFeeVault.setDepositor(curve).
//
// The NEO/WETH pair graduation needs is seeded by seedLiquidity, and the
// Neocats are minted by fundNeocats.
func deployLaunch(s *sender, d *Deployment) error {
	var err error
	curve := bindings.NewLaunchpadCurve()
	if d.LaunchpadTokenImpl, err = s.deploy("LaunchpadToken template", bindings.LaunchpadTokenMetaData.Bin, nil); err != nil {
		return err
	}
	if d.LaunchpadGraduator, err = s.deploy("LaunchpadGraduator", bindings.LaunchpadGraduatorMetaData.Bin, nil); err != nil {
		return err
	}
	if d.LaunchpadTimelock, err = s.deploy("LaunchpadTimelock", bindings.LaunchpadTimelockMetaData.Bin,
		bindings.NewLaunchpadTimelock().PackConstructor(big.NewInt(LaunchTimelockDelay),
			[]common.Address{d.Deployer}, []common.Address{{}}, common.Address{})); err != nil {
		return err
	}
	if d.LaunchpadCurveImpl, err = s.deploy("LaunchpadCurve implementation", bindings.LaunchpadCurveMetaData.Bin, nil); err != nil {
		return err
	}
	if d.NeocatNft, err = s.deploy("NeocatNft", bindings.NeocatNftMetaData.Bin,
		bindings.NewNeocatNft().PackConstructor(d.Deployer)); err != nil {
		return err
	}
	if d.NeocatStaking, err = s.deploy("NeocatStaking", bindings.NeocatStakingMetaData.Bin,
		bindings.NewNeocatStaking().PackConstructor(d.Deployer, d.NeocatNft)); err != nil {
		return err
	}
	if err := s.flush(); err != nil {
		return err
	}

	init := curve.PackInitialize(bindings.ILaunchpadCurveInitArgs{
		Owner:               d.Deployer,
		UpgradeAuthority:    d.LaunchpadTimelock,
		Graduator:           d.LaunchpadGraduator,
		TokenImplementation: d.LaunchpadTokenImpl,
		Factory:             d.Factory,
		Weth:                d.WETH,
		Neo:                 d.NeoToken,
		FeeRouter:           d.FeeRouter,
		CreatorFeeRegistry:  d.CreatorFeeRegistry,
		CreatorFeeVault:     d.CreatorFeeVault,
		CreatorFeeBps:       LaunchCreatorFeeBps,
		Params:              LaunchParams(),
	})
	if d.LaunchpadCurve, err = s.deploy("LaunchpadCurve proxy", bindings.NeoProxyMetaData.Bin,
		bindings.NewNeoProxy().PackConstructor(d.LaunchpadCurveImpl, init)); err != nil {
		return err
	}
	vault := bindings.NewPveVault()
	if d.PveVault, err = s.deploy("PveVault", bindings.PveVaultMetaData.Bin,
		vault.PackConstructor(d.Deployer, d.LaunchpadCurve, d.NeocatStaking, common.Address{})); err != nil {
		return err
	}
	if d.PveVaultV2, err = s.deploy("PveVault v2", bindings.PveVaultMetaData.Bin,
		vault.PackConstructor(d.Deployer, d.LaunchpadCurve, d.NeocatStaking, d.PveVault)); err != nil {
		return err
	}
	if d.LaunchpadLens, err = s.deploy("LaunchpadLens", bindings.LaunchpadLensMetaData.Bin,
		bindings.NewLaunchpadLens().PackConstructor(d.LaunchpadCurve)); err != nil {
		return err
	}
	if err := s.flush(); err != nil {
		return err
	}

	for _, c := range []struct {
		label string
		to    common.Address
		data  []byte
	}{
		{"curve.setPveVault", d.LaunchpadCurve, curve.PackSetPveVault(d.PveVault)},
		{"pveVault.setSuccessor", d.PveVault, vault.PackSetSuccessor(d.PveVaultV2)},
		{"factory.setSwapAllowed curve", d.Factory, bindings.NewNeoSwapFactory().PackSetSwapAllowed(d.LaunchpadCurve, true)},
		{"creatorFeeRegistry.setRegistrar curve", d.CreatorFeeRegistry, bindings.NewCreatorFeeRegistry().PackSetRegistrar(d.LaunchpadCurve, true)},
		{"creatorFeeVault.setDepositor curve", d.CreatorFeeVault, bindings.NewCreatorFeeVault().PackSetDepositor(d.LaunchpadCurve, true)},
	} {
		if err := s.transact(c.label, c.to, c.data, nil); err != nil {
			return err
		}
	}
	return nil
}

// fundNeocats mints NeocatsHeld Neocats to each account and stakes
// NeocatsStaked(i) more for the i-th through NeocatStaking.seed (seeding
// stays open). Ids 1.. are the staked ones in account order, then the held
// ones.
func fundNeocats(s *sender, d *Deployment, accounts []common.Address) error {
	if len(accounts) == 0 {
		return nil
	}
	nft := bindings.NewNeocatNft()
	var (
		seedFor []common.Address
		ids     []*big.Int
	)
	for i, acc := range accounts {
		for range NeocatsStaked(i) {
			seedFor = append(seedFor, acc)
			ids = append(ids, big.NewInt(int64(len(ids)+1)))
		}
	}
	// mintBatch order fixes the ids: the deployer's (to seed) first.
	if err := s.transact("neocatNft.mintBatch deployer", d.NeocatNft, nft.PackMintBatch(d.Deployer, big.NewInt(int64(len(ids)))), nil); err != nil {
		return err
	}
	for _, acc := range accounts {
		if err := s.transact("neocatNft.mintBatch "+acc.Hex(), d.NeocatNft, nft.PackMintBatch(acc, big.NewInt(NeocatsHeld)), nil); err != nil {
			return err
		}
	}
	if err := s.transact("neocatNft.setApprovalForAll staking", d.NeocatNft, nft.PackSetApprovalForAll(d.NeocatStaking, true), nil); err != nil {
		return err
	}
	if err := s.flush(); err != nil {
		return err
	}
	return s.transact("neocatStaking.seed", d.NeocatStaking, bindings.NewNeocatStaking().PackSeed(seedFor, ids), nil)
}
