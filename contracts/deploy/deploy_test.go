package deploy_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/devnet"
)

// configKeys are the `addresses` keys of GET /config (spec main-api 4.1).
var configKeys = []string{
	"factory", "router", "permit2", "neoStaking", "neoToken", "masterChef", "tokenLauncher",
	"feeRouter", "collector", "quoteRegistry", "rakeback", "zap", "vaultCompounder", "usdc",
	"usdt", "weth", "creatorFeeRegistry", "creatorFeeVault", "neocatNft", "neocatStaking",
	"pveVault", "pveVaultV2", "buybackBurner", "buybackDistributor", "rewardVestingEscrow",
	"treasuryVesting", "launchpadCurve", "launchpadLens", "neoExtPair", "neoswap", "extZap",
	"extV2Router", "extV2Factory", "vaults",
}

// deployed are the keys this deploy must set.
var deployed = []string{
	"factory", "router", "permit2", "neoToken", "feeRouter", "collector", "quoteRegistry",
	"usdc", "usdt", "weth", "creatorFeeRegistry", "creatorFeeVault", "buybackBurner",
	"neoExtPair", "extV2Router", "extV2Factory",
	"launchpadCurve", "launchpadLens", "pveVault", "pveVaultV2", "neocatNft", "neocatStaking",
	"masterChef", "rewardVestingEscrow", "treasuryVesting", "zap", "extZap",
	"neoStaking", "rakeback",
}

func deploySim(t *testing.T) (*simulated.Backend, *deploy.Deployment) {
	t.Helper()
	accs := devnet.DevAccounts()
	b := simulated.NewBackend(devnet.GenesisAlloc(accs, nil), devnet.WithChainID(1))
	t.Cleanup(func() { b.Close() })
	d, err := deploy.Run(context.Background(), deploy.Config{
		Backend:  b.Client(),
		Deployer: accs[0].Key,
		Fund:     []common.Address{accs[1].Address},
		Keeper:   accs[9].Address,
		Poster:   accs[8].Address,
		Commit:   func() { b.Commit() },
		Logger:   slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	return b, d
}

func TestRun(t *testing.T) {
	b, d := deploySim(t)
	ctx := context.Background()

	path := filepath.Join(t.TempDir(), "run", "deployment.json")
	if err := d.WriteJSON(path); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		ChainID    uint64                     `json:"chainId"`
		DeployedAt uint64                     `json:"deployedAt"`
		StartBlock uint64                     `json:"startBlock"`
		Addresses  map[string]json.RawMessage `json:"addresses"`
		Extra      map[string]json.RawMessage `json:"extra"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	if file.ChainID != 1 || file.DeployedAt == 0 || file.StartBlock == 0 {
		t.Errorf("chainId %d, deployedAt %d, startBlock %d", file.ChainID, file.DeployedAt, file.StartBlock)
	}
	if got, want := len(file.Addresses), len(configKeys); got != want {
		t.Errorf("%d address keys, want %d", got, want)
	}
	lower := regexp.MustCompile(`^"0x[0-9a-f]{40}"$`)
	for _, k := range configKeys {
		v, ok := file.Addresses[k]
		if !ok {
			t.Errorf("addresses.%s missing", k)
			continue
		}
		if k == "vaults" {
			var vs []string
			if err := json.Unmarshal(v, &vs); err != nil || len(vs) != 4 {
				t.Errorf("vaults = %s", v)
			}
			continue
		}
		if !lower.Match(v) {
			t.Errorf("addresses.%s = %s, want lowercase hex", k, v)
		}
	}
	for _, k := range []string{"testTokens", "pairs", "implementations", "deployer", "treasury", "erc1271Wallet",
		"launchpadTimelock", "launchpadGraduator", "launchpadTokenImplementation", "vampChef", "keeper", "rakebackPoster"} {
		if _, ok := file.Extra[k]; !ok {
			t.Errorf("extra.%s missing", k)
		}
	}

	addrs := map[string]common.Address{}
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	for k, v := range m["addresses"].(map[string]any) {
		if s, ok := v.(string); ok {
			addrs[k] = common.HexToAddress(s)
		}
	}
	for _, k := range deployed {
		if addrs[k] == (common.Address{}) {
			t.Errorf("addresses.%s is zero", k)
		}
	}
	check := map[string]common.Address{}
	for k, a := range addrs {
		check["addresses."+k] = a
	}
	for k, a := range d.Pairs {
		check["pair "+k] = a
	}
	for k, tok := range d.TestTokens {
		check["token "+k] = tok.Address
	}
	check["erc1271Wallet"] = d.ERC1271Wallet
	check["launchpadTimelock"] = d.LaunchpadTimelock
	check["launchpadGraduator"] = d.LaunchpadGraduator
	check["launchpadTokenImplementation"] = d.LaunchpadTokenImpl
	check["vampChef"] = d.VampChef
	for name, impl := range d.File().Extra.Implementations {
		check["implementation "+name] = impl
	}
	for name, a := range check {
		if a == (common.Address{}) {
			continue
		}
		code, err := b.Client().CodeAt(ctx, a, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(code) == 0 {
			t.Errorf("%s (%s) has no code", name, a.Hex())
		}
	}
	// The buyback keeper is the configured account, recorded in the file.
	bb := bindings.NewBuybackBurner()
	keeper, err := bind.Call(bb.Instance(b.Client(), d.BuybackBurner), nil, bb.PackKeeper(), bb.UnpackKeeper)
	if err != nil {
		t.Fatal(err)
	}
	if want := devnet.DevAccounts()[9].Address; keeper != want || d.File().Extra.Keeper != want {
		t.Errorf("BuybackBurner keeper %s, file %s, want %s", keeper, d.File().Extra.Keeper, want)
	}
	if d.NeoExtPair != d.Pairs["ext:NEO/WETH"] {
		t.Errorf("neoExtPair %s, want ext:NEO/WETH %s", d.NeoExtPair, d.Pairs["ext:NEO/WETH"])
	}
}

// TestRunDeterministic checks that two fresh chains get the same addresses.
func TestRunDeterministic(t *testing.T) {
	_, d1 := deploySim(t)
	_, d2 := deploySim(t)
	if a, b := d1.ConfigAddresses(), d2.ConfigAddresses(); a != b {
		t.Errorf("addresses differ:\n%+v\n%+v", a, b)
	}
}

// TestRunOverJSONRPC deploys through a plain JSON-RPC client against a
// devnet that mines by itself (no Commit hook).
func TestRunOverJSONRPC(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for real blocks")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	dn, err := devnet.Start(ctx, devnet.Config{Addr: "127.0.0.1:0", Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	defer dn.Close()
	client, err := ethclient.DialContext(ctx, dn.RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	d, err := deploy.Run(ctx, deploy.Config{
		Backend:  client,
		Deployer: dn.Accounts()[0].Key,
		Logger:   slog.New(slog.DiscardHandler),
	})
	if err != nil {
		t.Fatal(err)
	}
	_, want := deploySim(t)
	if got, want := d.ConfigAddresses(), want.ConfigAddresses(); got != want {
		t.Errorf("addresses differ from the simulated deploy:\n%+v\n%+v", got, want)
	}
}

// TestRunRakeback checks RakebackV2's wiring: its proxy initialized with
// the configured poster, the Collector as notifier, FeeRouter, NEO, the
// treasury and RakebackActivationDelay; the implementation in the ERC-1967
// slot and in the file; the Collector's Rakeback bucket pointing at it with
// notify on (how it measures its inflow); and the poster defaulting to the
// deployer.
func TestRunRakeback(t *testing.T) {
	b, d := deploySim(t)
	ctx := context.Background()
	rb := bindings.NewRakebackV2()
	inst := rb.Instance(b.Client(), d.Rakeback)
	read := func(data []byte) common.Address {
		t.Helper()
		a, err := bind.Call(inst, nil, data, rb.UnpackOwner) // every getter here returns one address
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	for name, c := range map[string]struct{ got, want common.Address }{
		"owner":      {read(rb.PackOwner()), d.Deployer},
		"poster":     {read(rb.PackPoster()), devnet.DevAccounts()[8].Address},
		"notifier":   {read(rb.PackNotifier()), d.Collector},
		"feeRouter":  {read(rb.PackFeeRouter()), d.FeeRouter},
		"neo":        {read(rb.PackNeo()), d.NeoToken},
		"treasury":   {read(rb.PackTreasury()), d.Treasury},
		"file extra": {d.File().Extra.RakebackPoster, devnet.DevAccounts()[8].Address},
		"file impl":  {d.File().Extra.Implementations["rakeback"], d.RakebackImpl},
		"config key": {d.ConfigAddresses().Rakeback, d.Rakeback},
	} {
		if c.got != c.want || c.got == (common.Address{}) {
			t.Errorf("%s = %s, want %s", name, c.got.Hex(), c.want.Hex())
		}
	}
	delay, err := bind.Call(inst, nil, rb.PackActivationDelay(), rb.UnpackActivationDelay)
	if err != nil || delay != deploy.RakebackActivationDelay {
		t.Errorf("activationDelay = %d, %v; want %d", delay, err, deploy.RakebackActivationDelay)
	}
	slot := common.HexToHash("0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc") // ERC-1967 implementation
	raw, err := b.Client().StorageAt(ctx, d.Rakeback, slot, nil)
	if err != nil || common.BytesToAddress(raw) != d.RakebackImpl {
		t.Errorf("implementation slot %x, %v; want %s", raw, err, d.RakebackImpl.Hex())
	}
	coll := bindings.NewCollector()
	bucket, err := bind.Call(coll.Instance(b.Client(), d.Collector), nil,
		coll.PackBucketAt(big.NewInt(deploy.BucketRakeback)), coll.UnpackBucketAt)
	if err != nil {
		t.Fatal(err)
	}
	if bucket.Recipient != d.Rakeback || !bucket.Notify || bucket.Weight.Int64() != deploy.BucketWeights[deploy.BucketRakeback] {
		t.Errorf("Rakeback bucket %+v, want recipient %s, weight %d, notify on", bucket, d.Rakeback.Hex(),
			deploy.BucketWeights[deploy.BucketRakeback])
	}

	// Without Config.Poster the deployer posts.
	accs := devnet.DevAccounts()
	b2 := simulated.NewBackend(devnet.GenesisAlloc(accs, nil), devnet.WithChainID(1))
	t.Cleanup(func() { b2.Close() })
	d2, err := deploy.Run(ctx, deploy.Config{Backend: b2.Client(), Deployer: accs[0].Key,
		Commit: func() { b2.Commit() }, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	poster, err := bind.Call(rb.Instance(b2.Client(), d2.Rakeback), nil, rb.PackPoster(), rb.UnpackPoster)
	if err != nil || poster != d2.Deployer || d2.File().Extra.RakebackPoster != d2.Deployer {
		t.Errorf("default poster %s (file %s), %v; want the deployer %s", poster.Hex(),
			d2.File().Extra.RakebackPoster.Hex(), err, d2.Deployer.Hex())
	}
}
