package deploy

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/deployment"
)

// Deployment is every address of a deployed system and where it starts.
type Deployment struct {
	// ChainID is the chain the system was deployed on.
	ChainID uint64
	// DeployedAt is the timestamp (Unix seconds) of StartBlock.
	DeployedAt uint64
	// StartBlock is the block of the first deployment transaction: indexers
	// need not look further back.
	StartBlock uint64

	// Deployer sent every deployment transaction and owns every ownable
	// contract (factory feeToSetter, registries, proxies, test tokens).
	Deployer common.Address
	// Treasury receives the treasury bucket of the Collector and
	// RakebackV2's swept remainders.
	Treasury common.Address
	// Keeper may trigger BuybackBurner.buyback besides the owner (zero:
	// owner only).
	Keeper common.Address
	// RakebackPoster signs RakebackV2.postRoot (and may sweep): the weekly
	// Rakeback job's account.
	RakebackPoster common.Address

	// Core contracts.
	WETH, NeoToken, USDC, USDT                      common.Address
	Factory, Router                                 common.Address
	QuoteRegistry, Permit2                          common.Address
	FeeRouter, Collector, BuybackBurner             common.Address // proxies
	CreatorFeeRegistry, CreatorFeeVault             common.Address
	FeeRouterImpl, CollectorImpl, BuybackBurnerImpl common.Address // implementations behind the proxies

	// The third-party ("ext") V2 stand-in and its NEO/WETH pair.
	ExtV2Factory, ExtV2Router, NeoExtPair common.Address

	// ERC1271Wallet is a smart-contract wallet owned by Deployer, for
	// signature (ERC-1271) tests.
	ERC1271Wallet common.Address

	// TestTokens are the non-quote tokens, by symbol (see TestTokenSymbols).
	TestTokens map[string]deployment.Token
	// Pairs are the seeded pairs, by name: "A/B" on the core factory,
	// "ext:A/B" on the ext factory.
	Pairs map[string]common.Address

	// The launch venue (deployLaunch). LaunchpadCurve is the proxy;
	// PveVaultV2 is PveVault's successor (forwarding target).
	LaunchpadCurve, LaunchpadLens, PveVault, PveVaultV2, NeocatNft, NeocatStaking common.Address
	// LaunchpadTimelock is the curve's upgrade authority, LaunchpadGraduator
	// the graduation module it delegatecalls, LaunchpadTokenImpl the coin
	// template every coin clones and LaunchpadCurveImpl the implementation
	// behind the proxy.
	LaunchpadTimelock, LaunchpadGraduator, LaunchpadTokenImpl, LaunchpadCurveImpl common.Address

	// The farming family (deployFarms). MasterChef, RewardVestingEscrow,
	// TreasuryVesting and VampChef are proxies; Zap is NeoSwapZap.
	MasterChef, Zap, RewardVestingEscrow, TreasuryVesting, ExtZap, VampChef common.Address
	// The implementations behind the farming proxies.
	MasterChefImpl, RewardVestingEscrowImpl, TreasuryVestingImpl, VampChefImpl common.Address

	// NeoStaking is the staking proxy (deployStaking), NeoStakingImpl its
	// implementation.
	NeoStaking, NeoStakingImpl common.Address

	// Rakeback is the RakebackV2 proxy (deployRakeback), RakebackImpl its
	// implementation.
	Rakeback, RakebackImpl common.Address
}

// ConfigAddresses returns the `addresses` object of GET /config. Keys of
// contracts not deployed (and the permanently unset tokenLauncher,
// buybackDistributor, vaultCompounder, neoswap and vaults) are zero.
func (d *Deployment) ConfigAddresses() deployment.Addresses {
	return deployment.Addresses{
		Factory:             d.Factory,
		Router:              d.Router,
		Permit2:             d.Permit2,
		NeoStaking:          d.NeoStaking,
		NeoToken:            d.NeoToken,
		MasterChef:          d.MasterChef,
		FeeRouter:           d.FeeRouter,
		Collector:           d.Collector,
		QuoteRegistry:       d.QuoteRegistry,
		Rakeback:            d.Rakeback,
		Zap:                 d.Zap,
		USDC:                d.USDC,
		USDT:                d.USDT,
		WETH:                d.WETH,
		CreatorFeeRegistry:  d.CreatorFeeRegistry,
		CreatorFeeVault:     d.CreatorFeeVault,
		NeocatNft:           d.NeocatNft,
		NeocatStaking:       d.NeocatStaking,
		PveVault:            d.PveVault,
		PveVaultV2:          d.PveVaultV2,
		BuybackBurner:       d.BuybackBurner,
		RewardVestingEscrow: d.RewardVestingEscrow,
		TreasuryVesting:     d.TreasuryVesting,
		LaunchpadCurve:      d.LaunchpadCurve,
		LaunchpadLens:       d.LaunchpadLens,
		NeoExtPair:          d.NeoExtPair,
		ExtZap:              d.ExtZap,
		ExtV2Router:         d.ExtV2Router,
		ExtV2Factory:        d.ExtV2Factory,
	}
}

// File returns the deployment file of d: what WriteJSON writes and the
// services read (common/deployment).
func (d *Deployment) File() deployment.File {
	return deployment.File{
		ChainID:    d.ChainID,
		DeployedAt: d.DeployedAt,
		StartBlock: d.StartBlock,
		Addresses:  d.ConfigAddresses(),
		Extra: deployment.Extra{
			Deployer:                     d.Deployer,
			Treasury:                     d.Treasury,
			Keeper:                       d.Keeper,
			RakebackPoster:               d.RakebackPoster,
			ERC1271Wallet:                d.ERC1271Wallet,
			LaunchpadTimelock:            d.LaunchpadTimelock,
			LaunchpadGraduator:           d.LaunchpadGraduator,
			LaunchpadTokenImplementation: d.LaunchpadTokenImpl,
			VampChef:                     d.VampChef,
			Implementations: map[string]common.Address{
				"feeRouter":           d.FeeRouterImpl,
				"collector":           d.CollectorImpl,
				"buybackBurner":       d.BuybackBurnerImpl,
				"launchpadCurve":      d.LaunchpadCurveImpl,
				"masterChef":          d.MasterChefImpl,
				"neoStaking":          d.NeoStakingImpl,
				"rakeback":            d.RakebackImpl,
				"rewardVestingEscrow": d.RewardVestingEscrowImpl,
				"treasuryVesting":     d.TreasuryVestingImpl,
				"vampChef":            d.VampChefImpl,
			},
			TestTokens: nonNil(d.TestTokens),
			Pairs:      nonNil(d.Pairs),
		},
	}
}

func nonNil[V any](m map[string]V) map[string]V {
	if m == nil {
		return map[string]V{}
	}
	return m
}

// WriteJSON writes the deployment file of d (see deployment.File.Write) to
// path atomically. Missing parent directories are created.
func (d *Deployment) WriteJSON(path string) error {
	return d.File().Write(path)
}
