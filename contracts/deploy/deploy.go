// Package deploy deploys the whole exchange system in dependency order
// against any chain backend: go-ethereum's simulated backend (tests, the
// devnet) or a JSON-RPC client. Given the same chain state, deployer key and
// Config it deploys every contract at the same address.
//
// The steps, in order:
//
//	deployTokens   WETH9, NeoToken, test USDC and USDT, ALPHA, BETA, GAMMA, FOT
//	deployDEX      the core NeoSwapFactory (perimeter on) and NeoSwapRouter02,
//	               the ext stand-in (perimeter off) and its router
//	deployFeeContracts  QuoteAssetRegistry, CreatorFeeRegistry/Vault, Permit2,
//	               the implementations of BuybackBurner, Collector, FeeRouter
//	deployProxies  BuybackBurner, Collector and FeeRouter behind NeoProxy
//	wire           swap allow-list, quote registry, creator fee depositor
//	deployLaunch   the launch venue (LaunchpadCurve behind NeoProxy with its
//	               timelock, graduator, token template and lens, PveVault and
//	               pveVaultV2, NeocatNft and NeocatStaking), wired to the DEX
//	               and fee contracts
//	deployFarms    RewardVestingEscrow, VampChef, MasterChef, TreasuryVesting
//	               (behind NeoProxy), NeoSwapZap and ExtZap, wired; the
//	               treasury's NEO vesting
//	deployStaking  NeoStaking behind NeoProxy; the Collector's staking
//	               bucket switched to it (notify on)
//	deployRakeback RakebackV2 behind NeoProxy; the Collector's Rakeback
//	               bucket switched to it (notify on)
//	fund           test balances and Neocats (some staked) for Config.Fund
//	seedLiquidity  the pools of SeedPairs at realistic prices
//	startFarms     the chefs' pools; VampChef's funded campaign starts
//
// Every contract is deployed before the first step that depends on
// Config.Fund, so the addresses do not depend on it either.
package deploy

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/neoswap/neoswap/common/deployment"
)

// Backend is what the deployer needs of a chain: contract calls and
// transactions plus receipts. simulated.Client and *ethclient.Client both
// implement it.
type Backend interface {
	bind.ContractBackend
	bind.DeployBackend
	ChainID(ctx context.Context) (*big.Int, error)
}

// Config configures Run.
type Config struct {
	// Backend is the chain to deploy on. Required.
	Backend Backend
	// Deployer signs every transaction and becomes the owner of every
	// ownable contract. It needs about 700 ETH for the seeded liquidity.
	// Required.
	Deployer *ecdsa.PrivateKey
	// Treasury receives the Collector's treasury bucket and RakebackV2's
	// swept remainders. Zero means the deployer.
	Treasury common.Address
	// Keeper may call BuybackBurner.buyback besides the owner: the account
	// of a scheduled buyback job (the devnet's is a dev account of its own,
	// not the deployer). Zero leaves buybacks to the owner.
	Keeper common.Address
	// Poster signs RakebackV2.postRoot: the account of the weekly Rakeback
	// job (the devnet's is a dev account of its own). Zero means the
	// deployer.
	Poster common.Address
	// Fund lists accounts that get test balances (NEO, USDC, USDT and the
	// test tokens; see FundAmounts) and Neocats (NeocatsHeld in the wallet,
	// NeocatsStaked(i) staked for the i-th). Nil funds nobody.
	Fund []common.Address
	// Commit seals a block; set it for a simulated backend that mines only
	// on demand. Nil means the chain mines by itself and Run polls for
	// receipts.
	Commit func()
	// Logger receives one line per step; nil means slog.Default().
	Logger *slog.Logger
}

// Protocol parameters at launch.
const (
	// ProtocolFeeBps is FeeRouter's protocol fee at launch (0.70%), which
	// FeeRouter.initialize sets.
	ProtocolFeeBps = 70
	// SwapFeeBps is the LP fee of every pair (0.30%), the factory's
	// constructor default.
	SwapFeeBps = 30
	// FOTFeeBps is the transfer fee of the FOT test token (1%).
	FOTFeeBps = 100
)

// Quote asset ranks of the QuoteAssetRegistry (spec 1.9).
const (
	RankWETH = 4
	RankUSDT = 3
	RankUSDC = 2
	RankNEO  = 1
)

var (
	// NeoSupply is NeoToken's fixed supply, minted to the deployer at
	// construction: 1,000,000,000 NEO.
	NeoSupply = units(1_000_000_000, 18)
	// maxUint256 is the allowance the deployer grants the routers.
	maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	emptyABI   abi.ABI
)

// Run deploys the system and returns its addresses. It returns an error
// naming the step and transaction that failed (including the revert reason
// when the node reports one) or the context's error.
func Run(ctx context.Context, cfg Config) (*Deployment, error) {
	if cfg.Backend == nil || cfg.Deployer == nil {
		return nil, errors.New("deploy: Backend and Deployer are required")
	}
	log := cfg.Logger
	if log == nil {
		log = slog.Default()
	}
	chainID, err := cfg.Backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("deploy: chain id: %w", err)
	}
	s, err := newSender(ctx, &cfg, chainID)
	if err != nil {
		return nil, err
	}
	d := &Deployment{
		ChainID:        chainID.Uint64(),
		Deployer:       crypto.PubkeyToAddress(cfg.Deployer.PublicKey),
		Treasury:       cfg.Treasury,
		Keeper:         cfg.Keeper,
		RakebackPoster: cfg.Poster,
		TestTokens:     map[string]deployment.Token{},
		Pairs:          map[string]common.Address{},
	}
	if d.Treasury == (common.Address{}) {
		d.Treasury = d.Deployer
	}
	if d.RakebackPoster == (common.Address{}) {
		d.RakebackPoster = d.Deployer
	}
	start := time.Now()
	steps := []struct {
		name string
		run  func(*sender, *Deployment) error
	}{
		{"deploy contracts", func(s *sender, d *Deployment) error {
			for _, f := range []func(*sender, *Deployment) error{deployTokens, deployDEX, deployFeeContracts} {
				if err := f(s, d); err != nil {
					return err
				}
			}
			return nil
		}},
		{"deploy proxies and wire", func(s *sender, d *Deployment) error {
			if err := deployProxies(s, d); err != nil {
				return err
			}
			return wire(s, d)
		}},
		{"deploy launch venue", deployLaunch},
		{"deploy farms", deployFarms},
		{"deploy staking", deployStaking},
		{"deploy rakeback", deployRakeback},
		{"fund", func(s *sender, d *Deployment) error {
			if err := fund(s, d, cfg.Fund); err != nil {
				return err
			}
			return fundNeocats(s, d, cfg.Fund)
		}},
		{"seed liquidity", seedLiquidity},
		{"start farms", startFarms},
	}
	for _, st := range steps {
		if err := st.run(s, d); err != nil {
			return nil, fmt.Errorf("deploy: %s: %w", st.name, err)
		}
		if err := s.flush(); err != nil {
			return nil, fmt.Errorf("deploy: %s: %w", st.name, err)
		}
		log.Debug("deploy: step done", "step", st.name)
	}
	if err := readPairs(s, d); err != nil {
		return nil, fmt.Errorf("deploy: read pairs: %w", err)
	}
	if s.first != nil {
		d.StartBlock = s.first.BlockNumber.Uint64()
		h, err := cfg.Backend.HeaderByNumber(ctx, s.first.BlockNumber)
		if err != nil {
			return nil, fmt.Errorf("deploy: read start block: %w", err)
		}
		d.DeployedAt = h.Time
	}
	log.Info("deploy: system deployed", "chainId", d.ChainID, "startBlock", d.StartBlock,
		"factory", d.Factory, "feeRouter", d.FeeRouter, "took", time.Since(start).Round(time.Millisecond))
	return d, nil
}

// units returns n * 10^decimals.
func units(n int64, decimals uint8) *big.Int {
	return new(big.Int).Mul(big.NewInt(n), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil))
}
