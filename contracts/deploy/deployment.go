package deploy

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
)

// Addresses is the `addresses` object of GET /config (spec main-api 4.1):
// every key is always present and an unset one is the zero address. Its JSON
// form keeps the spec's key order, with lowercase hex addresses.
type Addresses struct {
	Factory             common.Address    `json:"factory"`
	Router              common.Address    `json:"router"`
	Permit2             common.Address    `json:"permit2"`
	NeoStaking          common.Address    `json:"neoStaking"`
	NeoToken            common.Address    `json:"neoToken"`
	MasterChef          common.Address    `json:"masterChef"`
	TokenLauncher       common.Address    `json:"tokenLauncher"`
	FeeRouter           common.Address    `json:"feeRouter"`
	Collector           common.Address    `json:"collector"`
	QuoteRegistry       common.Address    `json:"quoteRegistry"`
	Rakeback            common.Address    `json:"rakeback"`
	Zap                 common.Address    `json:"zap"`
	VaultCompounder     common.Address    `json:"vaultCompounder"`
	USDC                common.Address    `json:"usdc"`
	USDT                common.Address    `json:"usdt"`
	WETH                common.Address    `json:"weth"`
	CreatorFeeRegistry  common.Address    `json:"creatorFeeRegistry"`
	CreatorFeeVault     common.Address    `json:"creatorFeeVault"`
	NeocatNft           common.Address    `json:"neocatNft"`
	NeocatStaking       common.Address    `json:"neocatStaking"`
	PveVault            common.Address    `json:"pveVault"`
	PveVaultV2          common.Address    `json:"pveVaultV2"`
	BuybackBurner       common.Address    `json:"buybackBurner"`
	BuybackDistributor  common.Address    `json:"buybackDistributor"`
	RewardVestingEscrow common.Address    `json:"rewardVestingEscrow"`
	TreasuryVesting     common.Address    `json:"treasuryVesting"`
	LaunchpadCurve      common.Address    `json:"launchpadCurve"`
	LaunchpadLens       common.Address    `json:"launchpadLens"`
	NeoExtPair          common.Address    `json:"neoExtPair"`
	Neoswap             common.Address    `json:"neoswap"` // the key named after the service itself
	ExtZap              common.Address    `json:"extZap"`
	ExtV2Router         common.Address    `json:"extV2Router"`
	ExtV2Factory        common.Address    `json:"extV2Factory"`
	Vaults              [4]common.Address `json:"vaults"`
}

// Token is a deployed test token.
type Token struct {
	Address       common.Address `json:"address"`
	Symbol        string         `json:"symbol"`
	Decimals      uint8          `json:"decimals"`
	FeeOnTransfer bool           `json:"feeOnTransfer,omitempty"`
}

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
	// Treasury receives the treasury bucket of the Collector (and, until
	// their contracts exist, the staking and Rakeback buckets).
	Treasury common.Address

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
	TestTokens map[string]Token
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

	// Later contracts (zero until their deploy steps exist).
	NeoStaking, MasterChef, Rakeback, Zap, RewardVestingEscrow, TreasuryVesting, ExtZap common.Address
}

// ConfigAddresses returns the `addresses` object of GET /config. Keys of
// contracts not deployed (and the permanently unset tokenLauncher,
// buybackDistributor, vaultCompounder, neoswap and vaults) are zero.
func (d *Deployment) ConfigAddresses() Addresses {
	return Addresses{
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

// File is the JSON form of a Deployment, as WriteJSON writes it and
// ReadJSON reads it. Addresses are lowercase hex; unset ones are the zero
// address:
//
//	{
//	  "chainId": 1,
//	  "deployedAt": 1764108000,          // timestamp of startBlock, seconds
//	  "startBlock": 1,                   // block of the first deploy transaction
//	  "addresses": { "factory": "0x…", …every /config key…, "vaults": ["0x0…", …4] },
//	  "extra": {
//	    "deployer": "0x…", "treasury": "0x…", "erc1271Wallet": "0x…",
//	    "launchpadTimelock": "0x…", "launchpadGraduator": "0x…", "launchpadTokenImplementation": "0x…",
//	    "implementations": { "buybackBurner": "0x…", "collector": "0x…", "feeRouter": "0x…",
//	                         "launchpadCurve": "0x…" },
//	    "testTokens": { "ALPHA": {"address": "0x…", "symbol": "ALPHA", "decimals": 18}, …,
//	                    "FOT": {…, "feeOnTransfer": true} },
//	    "pairs": { "WETH/USDC": "0x…", …, "ext:NEO/WETH": "0x…" }
//	  }
//	}
type File struct {
	ChainID    uint64    `json:"chainId"`
	DeployedAt uint64    `json:"deployedAt"`
	StartBlock uint64    `json:"startBlock"`
	Addresses  Addresses `json:"addresses"`
	Extra      Extra     `json:"extra"`
}

// Extra is the `extra` object of the deployment JSON: addresses that are not
// /config keys.
type Extra struct {
	Deployer      common.Address `json:"deployer"`
	Treasury      common.Address `json:"treasury"`
	ERC1271Wallet common.Address `json:"erc1271Wallet"`
	// LaunchpadTimelock is the curve's upgrade authority.
	LaunchpadTimelock common.Address `json:"launchpadTimelock"`
	// LaunchpadGraduator is the graduation module; its events are logged by
	// the curve's address.
	LaunchpadGraduator common.Address `json:"launchpadGraduator"`
	// LaunchpadTokenImplementation is the template every coin clones (the
	// input of launch.PredictTokenAddress).
	LaunchpadTokenImplementation common.Address            `json:"launchpadTokenImplementation"`
	Implementations              map[string]common.Address `json:"implementations"`
	TestTokens                   map[string]Token          `json:"testTokens"`
	Pairs                        map[string]common.Address `json:"pairs"`
}

// File returns the JSON form of d.
func (d *Deployment) File() File {
	return File{
		ChainID:    d.ChainID,
		DeployedAt: d.DeployedAt,
		StartBlock: d.StartBlock,
		Addresses:  d.ConfigAddresses(),
		Extra: Extra{
			Deployer:                     d.Deployer,
			Treasury:                     d.Treasury,
			ERC1271Wallet:                d.ERC1271Wallet,
			LaunchpadTimelock:            d.LaunchpadTimelock,
			LaunchpadGraduator:           d.LaunchpadGraduator,
			LaunchpadTokenImplementation: d.LaunchpadTokenImpl,
			Implementations: map[string]common.Address{
				"feeRouter":      d.FeeRouterImpl,
				"collector":      d.CollectorImpl,
				"buybackBurner":  d.BuybackBurnerImpl,
				"launchpadCurve": d.LaunchpadCurveImpl,
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

// WriteJSON writes the deployment JSON (see File) to path atomically: a
// temporary file in the same directory is written, synced and renamed over
// path. Missing parent directories are created.
func (d *Deployment) WriteJSON(path string) error {
	body, err := json.MarshalIndent(d.File(), "", "  ")
	if err != nil {
		return fmt.Errorf("deploy: encode deployment: %w", err)
	}
	body = append(body, '\n')
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("deploy: write deployment: %w", err)
	}
	f, err := os.CreateTemp(dir, filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("deploy: write deployment: %w", err)
	}
	tmp := f.Name()
	defer os.Remove(tmp) // no-op after the rename
	if _, err := f.Write(body); err != nil {
		f.Close()
		return fmt.Errorf("deploy: write deployment: %w", err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return fmt.Errorf("deploy: write deployment: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("deploy: write deployment: %w", err)
	}
	if err := os.Chmod(tmp, 0o644); err != nil {
		return fmt.Errorf("deploy: write deployment: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("deploy: write deployment: %w", err)
	}
	return nil
}

// ReadJSON reads a deployment JSON written by WriteJSON.
func ReadJSON(path string) (File, error) {
	var f File
	body, err := os.ReadFile(path)
	if err != nil {
		return f, fmt.Errorf("deploy: read deployment: %w", err)
	}
	if err := json.Unmarshal(body, &f); err != nil {
		return f, fmt.Errorf("deploy: decode deployment %s: %w", path, err)
	}
	return f, nil
}
