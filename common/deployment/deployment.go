// Package deployment is the deployment file: the JSON the deployer
// (contracts/deploy) writes and both services read. It names every address
// of the deployed system and the block it starts at.
//
// The file's form:
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
//
// Addresses are lowercase hex; an unset one is the zero address.
package deployment

import (
	"encoding/json"
	"fmt"
	"iter"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
)

// File is the deployment file (see the package doc). Write writes it and
// Read reads it.
type File struct {
	// ChainID is the chain the system was deployed on.
	ChainID uint64 `json:"chainId"`
	// DeployedAt is the timestamp (Unix seconds) of StartBlock.
	DeployedAt uint64 `json:"deployedAt"`
	// StartBlock is the block of the first deployment transaction: indexers
	// need not look further back.
	StartBlock uint64 `json:"startBlock"`
	// Addresses are the /config addresses.
	Addresses Addresses `json:"addresses"`
	// Extra holds the addresses that are not /config keys.
	Extra Extra `json:"extra"`
}

// Addresses is the `addresses` object of GET /config (spec main-api 4.1):
// every key is always present and an unset one is the zero address. Its JSON
// form keeps the spec's key order, with lowercase hex addresses; All walks
// the single-address keys in that order.
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

// All yields every single-address key of a (each /config key but vaults)
// with its value, in the order of the JSON form. An unset key yields the
// zero address.
func (a Addresses) All() iter.Seq2[string, common.Address] {
	return func(yield func(string, common.Address) bool) {
		for _, e := range [...]struct {
			key  string
			addr common.Address
		}{
			{"factory", a.Factory},
			{"router", a.Router},
			{"permit2", a.Permit2},
			{"neoStaking", a.NeoStaking},
			{"neoToken", a.NeoToken},
			{"masterChef", a.MasterChef},
			{"tokenLauncher", a.TokenLauncher},
			{"feeRouter", a.FeeRouter},
			{"collector", a.Collector},
			{"quoteRegistry", a.QuoteRegistry},
			{"rakeback", a.Rakeback},
			{"zap", a.Zap},
			{"vaultCompounder", a.VaultCompounder},
			{"usdc", a.USDC},
			{"usdt", a.USDT},
			{"weth", a.WETH},
			{"creatorFeeRegistry", a.CreatorFeeRegistry},
			{"creatorFeeVault", a.CreatorFeeVault},
			{"neocatNft", a.NeocatNft},
			{"neocatStaking", a.NeocatStaking},
			{"pveVault", a.PveVault},
			{"pveVaultV2", a.PveVaultV2},
			{"buybackBurner", a.BuybackBurner},
			{"buybackDistributor", a.BuybackDistributor},
			{"rewardVestingEscrow", a.RewardVestingEscrow},
			{"treasuryVesting", a.TreasuryVesting},
			{"launchpadCurve", a.LaunchpadCurve},
			{"launchpadLens", a.LaunchpadLens},
			{"neoExtPair", a.NeoExtPair},
			{"neoswap", a.Neoswap},
			{"extZap", a.ExtZap},
			{"extV2Router", a.ExtV2Router},
			{"extV2Factory", a.ExtV2Factory},
		} {
			if !yield(e.key, e.addr) {
				return
			}
		}
	}
}

// Extra is the `extra` object of the deployment file: addresses that are
// not /config keys. A map missing from the file reads as nil.
type Extra struct {
	// Deployer sent every deployment transaction and owns every ownable
	// contract.
	Deployer common.Address `json:"deployer"`
	// Treasury receives the Collector's treasury bucket.
	Treasury common.Address `json:"treasury"`
	// Keeper may call BuybackBurner.buyback besides the owner (the devnet's
	// distribution job signs with it); zero when buybacks are owner-only.
	Keeper common.Address `json:"keeper"`
	// RakebackPoster signs RakebackV2.postRoot (the weekly Rakeback job's
	// account; the deployer when none was configured).
	RakebackPoster common.Address `json:"rakebackPoster"`
	// ERC1271Wallet is a smart-contract wallet owned by Deployer, for
	// signature (ERC-1271) tests.
	ERC1271Wallet common.Address `json:"erc1271Wallet"`
	// LaunchpadTimelock is the curve's upgrade authority.
	LaunchpadTimelock common.Address `json:"launchpadTimelock"`
	// LaunchpadGraduator is the graduation module; its events are logged by
	// the curve's address.
	LaunchpadGraduator common.Address `json:"launchpadGraduator"`
	// LaunchpadTokenImplementation is the template every coin clones (the
	// input of launch.PredictTokenAddress).
	LaunchpadTokenImplementation common.Address `json:"launchpadTokenImplementation"`
	// VampChef is the launch farm (not a /config key: the spec lists the
	// farming family under masterChef and rewardVestingEscrow).
	VampChef common.Address `json:"vampChef"`
	// Implementations are the contracts behind the proxies, by the proxy's
	// /config key (feeRouter, collector, buybackBurner, launchpadCurve).
	Implementations map[string]common.Address `json:"implementations"`
	// TestTokens are the deployed test tokens, by symbol.
	TestTokens map[string]Token `json:"testTokens"`
	// Pairs are the seeded pairs, by name: "A/B" on the core factory,
	// "ext:A/B" on the ext factory.
	Pairs map[string]common.Address `json:"pairs"`
}

// Token is a deployed test token.
type Token struct {
	Address       common.Address `json:"address"`
	Symbol        string         `json:"symbol"`
	Decimals      uint8          `json:"decimals"`
	FeeOnTransfer bool           `json:"feeOnTransfer,omitempty"`
}

// Read reads the deployment file at path. Keys missing from the file read
// as zero. The error names the file when it cannot be read or decoded.
func Read(path string) (File, error) {
	var f File
	body, err := os.ReadFile(path)
	if err != nil {
		return File{}, fmt.Errorf("deployment: read: %w", err)
	}
	if err := json.Unmarshal(body, &f); err != nil {
		return File{}, fmt.Errorf("deployment: decode %s: %w", path, err)
	}
	return f, nil
}

// Write writes f to path atomically, indented, with a final newline: a
// temporary file in the same directory is written, synced and renamed
// over path, so a reader sees the old file or the new one, never a part.
// Missing parent directories are created. On error path is unchanged and
// no temporary file is left.
func (f File) Write(path string) error {
	body, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return fmt.Errorf("deployment: encode: %w", err)
	}
	body = append(body, '\n')
	if err := writeAtomic(path, body); err != nil {
		return fmt.Errorf("deployment: write: %w", err)
	}
	return nil
}

// writeAtomic writes body to path through a synced temporary file in the
// same directory, renamed over path.
func writeAtomic(path string, body []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tf, err := os.CreateTemp(dir, filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := tf.Name()
	defer os.Remove(tmp) // no-op after the rename
	if _, err := tf.Write(body); err != nil {
		tf.Close()
		return err
	}
	if err := tf.Sync(); err != nil {
		tf.Close()
		return err
	}
	if err := tf.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
