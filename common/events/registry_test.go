package events_test

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/events"
)

// specEvents are the events of main-api.md section 6 our contracts implement,
// written as the spec writes them: types in order, `*` marking indexed
// arguments. Each must exist with exactly this shape.
var specEvents = []struct{ contract, event string }{
	{"FeeRouter", "Swap(*address,*address,*address,uint256,uint256,address,uint256)"},
	{"FeeRouter", "ProtocolFeeSet(uint256)"},
	{"FeeRouter", "CreatorFee(*address,*address,address,uint256)"},
	{"FeeRouter", "Permit2Set(address)"},
	{"FeeRouter", "CreatorFeeConfigSet(address,address,uint256)"},
	{"FeeRouter", "Rescued(*address,*address,uint256)"},
	{"NeoSwapPair", "Swap(*address,uint256,uint256,uint256,uint256,*address)"},
	{"NeoSwapPair", "Mint(*address,uint256,uint256)"},
	{"NeoSwapPair", "Burn(*address,uint256,uint256,*address)"},
	{"NeoSwapPair", "Sync(uint112,uint112)"},
	{"NeoSwapPair", "Transfer(*address,*address,uint256)"},
	{"NeoSwapPair", "Approval(*address,*address,uint256)"},
	{"NeoSwapFactory", "PairCreated(*address,*address,address,uint256)"},
	{"NeoSwapFactory", "SwapFeeSet(uint256)"},
	{"NeoSwapFactory", "QuoteRegistrySet(*address)"},
	{"NeoSwapFactory", "SwapAllowedSet(*address,bool)"},
	{"NeoSwapFactory", "FeeToSet(*address,*address)"},
	{"NeoSwapFactory", "FeeToSetterTransferStarted(*address,*address)"},
	{"NeoSwapFactory", "FeeToSetterTransferred(*address,*address)"},
	{"NeoStaking", "Staked(*address,uint256,uint8)"},
	{"NeoStaking", "Imported(*address,uint256,uint8)"},
	{"NeoStaking", "Appended(*address,uint256,uint256,uint8,uint64)"},
	{"NeoStaking", "RewardNotified(*address,uint256,uint256)"},
	{"NeoStaking", "RewardForwardedToTreasury(*address,uint256)"},
	{"NeoStaking", "Claimed(*address,*address,uint256)"},
	{"NeoStaking", "ClaimSkipped(*address,*address)"},
	{"NeoStaking", "ClaimedAsNeo(*address,*address,uint256,uint256)"},
	{"NeoStaking", "UnstakeRequested(*address,uint256,uint64)"},
	{"NeoStaking", "Unstaked(*address,uint256)"},
	{"NeoStaking", "BoostSet(uint8,uint256)"},
	{"NeoStaking", "RewardNotifierSet(address)"},
	{"NeoStaking", "FeeRouterSet(address)"},
	{"NeoStaking", "VestAnchorSet(uint64)"},
	{"NeoStaking", "RewardTokenAdded(*address)"},
	{"NeoStaking", "RewardTokenRemoved(*address)"},
	{"NeoStaking", "RewardTokenPurged(*address)"},
	{"RakebackV2", "RootPosted(*uint256,bytes32,uint64)"},
	{"RakebackV2", "SlicePosted(*uint256,*address,uint256)"},
	{"RakebackV2", "Activated(*uint256,*address,uint64)"},
	{"RakebackV2", "Claimed(*uint256,*address,uint256,address,uint256)"},
	{"RakebackV2", "ClaimedAsNeo(*address,*address,*uint256,uint256,uint256)"},
	{"RakebackV2", "Expired(*uint256,*address,uint256)"},
	{"RakebackV2", "PendingSliceExpired(*uint256,*address,uint256)"},
	{"RakebackV2", "RootCancelled(*uint256)"},
	{"RakebackV2", "Swept(*address,*address,uint256)"},
	{"NeoToken", "Transfer(*address,*address,uint256)"},
	{"NeoToken", "Approval(*address,*address,uint256)"},
	{"VampChef", "Deposit(*address,*uint256,uint256)"},
	{"VampChef", "Withdraw(*address,*uint256,uint256)"},
	{"VampChef", "EmergencyWithdraw(*address,*uint256,uint256)"},
	{"VampChef", "RewardPaid(*address,*uint256,uint256)"},
	{"VampChef", "RewardShortfall(*address,*uint256,uint256,uint256)"},
	{"VampChef", "RewardForfeited(*address,*uint256,uint256)"},
	{"VampChef", "PoolAdded(*uint256,*address,uint256,uint256)"},
	{"VampChef", "PoolSet(*uint256,uint256,uint256)"},
	{"VampChef", "PoolUpdated(*uint256,uint256,uint256)"},
	{"VampChef", "EmissionStarted(uint256,uint256,uint64,uint64)"},
	{"VampChef", "RewardTokenSet(address)"},
	{"VampChef", "TrustedZapperSet(address)"},
	{"VampChef", "UndistributedRewardsRecovered(address,uint256)"},
	{"MasterChef", "PoolAdded(*uint256,*address,uint256,uint16,uint256)"},
	{"MasterChef", "PoolSet(*uint256,uint256,uint16,uint256)"},
	{"MasterChef", "PoolUpdated(*uint256,uint256,uint256)"},
	{"MasterChef", "Deposit(*address,*uint256,uint256)"},
	{"MasterChef", "WithdrawQueued(*address,*uint256,uint256,uint64)"},
	{"MasterChef", "WithdrawClaimed(*address,*uint256,uint256)"},
	{"MasterChef", "EmergencyWithdraw(*address,*uint256,uint256)"},
	{"MasterChef", "RewardPaid(*address,*uint256,uint256)"},
	{"MasterChef", "RewardShortfall(*address,*uint256,uint256,uint256)"},
	{"MasterChef", "RewardForfeited(*address,*uint256,uint256)"},
	{"MasterChef", "EmissionStarted(uint256,uint256,uint64,uint64)"},
	{"MasterChef", "EmissionScheduleSet(uint256,uint256)"},
	{"MasterChef", "FeeRecipientUpdated(address)"},
	{"MasterChef", "RewardTokenSet(address)"},
	{"MasterChef", "VestingEscrowSet(address)"},
	{"MasterChef", "TrustedZapperSet(address)"},
	{"MasterChef", "UndistributedRewardsRecovered(address,uint256)"},
	{"ExtZap", "Zapped(*address,*address,address,uint256,uint256,uint256)"},
	// farms-design.md (issue 37): the events the spec names only.
	{"RewardVestingEscrow", "Deposited(*address,*uint256,uint256,uint64,uint64)"},
	{"RewardVestingEscrow", "Claimed(*address,uint256)"},
	{"TreasuryVesting", "VestingScheduled(*address,uint256,uint64,uint64)"},
	{"TreasuryVesting", "Released(*address,uint256)"},
	{"NeoSwapZap", "ZappedIn(*address,*address,address,uint256,uint256)"},
}

// namedOnly are events the spec names without arguments; they must exist.
var namedOnly = []struct{ contract, event string }{
	{"Collector", "Distributed"}, {"Collector", "BucketPaid"}, {"Collector", "BucketSkipped"},
	{"Collector", "BucketHeld"}, {"Collector", "HeldReleased"}, {"Collector", "HeldForceReleased"},
	{"CreatorFeeVault", "Accrued"}, {"CreatorFeeVault", "Claimed"},
	// launch-venue.md sections 1 and 6 (argument lists: docs/launch-lifecycle.md 9).
	{"LaunchpadCurve", "TokenCreated"}, {"LaunchpadCurve", "Trade"}, {"LaunchpadCurve", "FloorReached"},
	{"LaunchpadCurve", "Graduated"}, {"LaunchpadCurve", "PveCredited"},
	{"PveVault", "PveReceived"}, {"PveVault", "PveCredited"}, {"PveVault", "PveHeld"},
	{"PveVault", "PveClaimed"}, {"PveVault", "Forwarded"},
	{"NeocatStaking", "Staked"}, {"NeocatStaking", "Unstaked"}, {"NeocatStaking", "Seeded"},
	{"NeocatStaking", "SeedingClosed"}, {"NeocatStaking", "Broadcast"}, {"NeocatStaking", "BroadcastFailed"},
}

func TestSpecEventSignatures(t *testing.T) {
	for _, tt := range specEvents {
		t.Run(tt.contract+"."+tt.event, func(t *testing.T) {
			canonical := strings.ReplaceAll(tt.event, "*", "")
			topic0 := crypto.Keccak256Hash([]byte(canonical))
			e, ok := events.Default.Lookup(tt.contract, topic0)
			if !ok {
				t.Fatalf("no %s event with topic0 %s (keccak of %s)", tt.contract, topic0, canonical)
			}
			if got, want := e.Signature, canonical; got != want {
				t.Errorf("signature = %s, want %s", got, want)
			}
			if got, want := indexedShape(t, tt.contract, e.Name), tt.event; got != want {
				t.Errorf("indexed shape = %s, want %s", got, want)
			}
		})
	}
	for _, tt := range namedOnly {
		found := false
		for _, e := range events.Default.Events() {
			found = found || (e.Contract == tt.contract && e.Name == tt.event)
		}
		if !found {
			t.Errorf("%s emits no %s", tt.contract, tt.event)
		}
	}
}

// TestUniswapV2Topics pins the pair and factory topic0s to Uniswap V2's, so
// third-party V2 pairs decode with the same decoder.
func TestUniswapV2Topics(t *testing.T) {
	tests := []struct{ contract, name, topic0 string }{
		{"NeoSwapPair", "Swap", "0xd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d822"},
		{"NeoSwapPair", "Mint", "0x4c209b5fc8ad50758f13e2e1088ba56a560dff690a1c6fef26394f4c03821c4f"},
		{"NeoSwapPair", "Burn", "0xdccd412f0b1252819cb1fd330b93224ca42612892bb3f4f789976e6d81936496"},
		{"NeoSwapPair", "Sync", "0x1c411e9a96e071241c2f21f7726b17ae89e3cab4c78be50e062b03a9fffbbad1"},
		{"NeoSwapPair", "Transfer", "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"},
		{"NeoSwapPair", "Approval", "0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925"},
		{"NeoSwapFactory", "PairCreated", "0x0d3648bd0f6ba80134a33ba9275ac585d9d315f0ad8355cddefde31afa28d0e9"},
	}
	for _, tt := range tests {
		t.Run(tt.contract+"."+tt.name, func(t *testing.T) {
			e, ok := events.Default.Lookup(tt.contract, common.HexToHash(tt.topic0))
			if !ok {
				t.Fatalf("%s has no event with Uniswap V2's %s topic %s", tt.contract, tt.name, tt.topic0)
			}
			if e.Name != tt.name {
				t.Errorf("topic %s is %s, want %s", tt.topic0, e.Name, tt.name)
			}
		})
	}
}

func TestDecode(t *testing.T) {
	pairABI := bindings.NewNeoSwapPair().GetABI()
	swap := pairABI.Events["Swap"]
	sender := common.HexToAddress("0x1111111111111111111111111111111111111111")
	to := common.HexToAddress("0x2222222222222222222222222222222222222222")
	data, err := swap.Inputs.NonIndexed().Pack(big.NewInt(1), big.NewInt(0), big.NewInt(0), big.NewInt(997))
	if err != nil {
		t.Fatal(err)
	}
	log := &types.Log{
		Topics: []common.Hash{swap.ID, common.BytesToHash(sender.Bytes()), common.BytesToHash(to.Bytes())},
		Data:   data,
	}

	t.Run("typed value", func(t *testing.T) {
		v, err := events.Default.Decode("NeoSwapPair", log)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := v.(*bindings.NeoSwapPairSwap)
		if !ok {
			t.Fatalf("decoded %T, want *bindings.NeoSwapPairSwap", v)
		}
		if got.Sender != sender || got.To != to || got.Amount0In.Int64() != 1 || got.Amount1Out.Int64() != 997 {
			t.Errorf("decoded %+v", got)
		}
	})
	t.Run("topic of another contract", func(t *testing.T) {
		_, err := events.Default.Decode("FeeRouter", log)
		if !errors.Is(err, events.ErrUnknownEvent) {
			t.Errorf("err = %v, want ErrUnknownEvent", err)
		}
	})
	t.Run("no topics", func(t *testing.T) {
		_, err := events.Default.Decode("NeoSwapPair", &types.Log{})
		if !errors.Is(err, events.ErrUnknownEvent) {
			t.Errorf("err = %v, want ErrUnknownEvent", err)
		}
	})
	t.Run("truncated data", func(t *testing.T) {
		bad := *log
		bad.Data = data[:40]
		if _, err := events.Default.Decode("NeoSwapPair", &bad); err == nil {
			t.Error("decoded a truncated log, want an error")
		}
	})
	t.Run("shared topic", func(t *testing.T) {
		transfer := pairABI.Events["Transfer"].ID
		if got := len(events.Default.ByTopic(transfer)); got < 2 {
			t.Errorf("ByTopic(Transfer) has %d events, want the pair's and the tokens'", got)
		}
	})
}

// indexedShape renders an event of a binding in the spec's notation.
func indexedShape(t *testing.T, contract, name string) string {
	t.Helper()
	var b events.Binding
	switch contract {
	case "FeeRouter":
		b = bindings.NewFeeRouter()
	case "NeoSwapPair":
		b = bindings.NewNeoSwapPair()
	case "NeoSwapFactory":
		b = bindings.NewNeoSwapFactory()
	case "NeoToken":
		b = bindings.NewNeoToken()
	case "VampChef":
		b = bindings.NewVampChef()
	case "MasterChef":
		b = bindings.NewMasterChef()
	case "RewardVestingEscrow":
		b = bindings.NewRewardVestingEscrow()
	case "TreasuryVesting":
		b = bindings.NewTreasuryVesting()
	case "NeoSwapZap":
		b = bindings.NewNeoSwapZap()
	case "ExtZap":
		b = bindings.NewExtZap()
	case "NeoStaking":
		b = bindings.NewNeoStaking()
	case "RakebackV2":
		b = bindings.NewRakebackV2()
	default:
		t.Fatalf("no binding for %s", contract)
	}
	ev := b.GetABI().Events[name]
	parts := make([]string, len(ev.Inputs))
	for i, in := range ev.Inputs {
		parts[i] = in.Type.String()
		if in.Indexed {
			parts[i] = "*" + parts[i]
		}
	}
	return ev.RawName + "(" + strings.Join(parts, ",") + ")"
}
