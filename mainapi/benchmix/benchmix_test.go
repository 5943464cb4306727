package benchmix_test

import (
	"encoding/json"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/benchmix"
	"github.com/neoswap/neoswap/mainapi/webhookbody"
)

func testBlock() mainapi.Block {
	tx1, tx2 := common.HexToHash("0x11"), common.HexToHash("0x22")
	return mainapi.Block{
		Number: 7, Hash: common.HexToHash("0x77"), ParentHash: common.HexToHash("0x66"), Timestamp: 1_700_000_000,
		Transactions: []mainapi.Transaction{
			{Hash: tx1, Index: 0, From: common.HexToAddress("0xa1"), To: common.HexToAddress("0xb1")},
			{Hash: tx2, Index: 1, From: common.HexToAddress("0xa2")}, // a creation
		},
		Logs: []mainapi.Log{
			{TxHash: tx1, TxIndex: 0, LogIndex: 0, Address: common.HexToAddress("0xc1"),
				Topics: []common.Hash{common.HexToHash("0xd1")}, Data: []byte{1, 2, 3}},
			{TxHash: tx1, TxIndex: 0, LogIndex: 1, Address: common.HexToAddress("0xc2"),
				Topics: []common.Hash{common.HexToHash("0xd2"), common.HexToHash("0xd3")}, Data: []byte{4}},
		},
	}
}

func TestDeliveryParsesBack(t *testing.T) {
	want := testBlock()
	body, err := benchmix.Delivery(want)
	if err != nil {
		t.Fatal(err)
	}
	got, err := webhookbody.ParseDelivery(body)
	if err != nil {
		t.Fatalf("ParseDelivery: %v\n%s", err, body)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

func TestWriteRead(t *testing.T) {
	o := benchmix.Options{Swaps: 1, Pools: 2, PerBlock: 3, Seed: 4, Dir: t.TempDir()}
	want := &benchmix.Mix{Options: o, Contracts: []mainapi.Contract{{Address: common.HexToAddress("0xe1"), Role: "fee_router"}},
		Blocks: []mainapi.Block{{Number: 0, Hash: common.HexToHash("0x01")}, testBlock()}}
	want.Stats.Swaps = 1
	path := o.Path()
	if filepath.Dir(path) != o.Dir {
		t.Fatalf("Path %s not under %s", path, o.Dir)
	}
	if err := want.Write(path); err != nil {
		t.Fatal(err)
	}
	got, err := benchmix.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	got.Options.Dir = o.Dir
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	if other := (benchmix.Options{Swaps: 2, Pools: 2, PerBlock: 3, Seed: 4, Dir: o.Dir}); other.Path() == path {
		t.Error("two sizes share a cache file")
	}
}

// TestStakeShare: staking is off unless BENCH_MIX_STAKE_SHARE asks for it,
// and only a mix with staking gets another cache file.
func TestStakeShare(t *testing.T) {
	t.Setenv("BENCH_MIX_STAKE_SHARE", "")
	o, err := benchmix.OptionsFromEnv()
	if err != nil || o.StakeShare != 0 {
		t.Fatalf("OptionsFromEnv() = %+v, %v: want StakeShare 0", o, err)
	}
	t.Setenv("BENCH_MIX_STAKE_SHARE", "7")
	on, err := benchmix.OptionsFromEnv()
	if err != nil || on.StakeShare != 7 {
		t.Fatalf("OptionsFromEnv() = %+v, %v: want StakeShare 7", on, err)
	}
	if on.Path() == o.Path() {
		t.Error("a mix with staking shares the cache file of one without")
	}
	t.Setenv("BENCH_MIX_STAKE_SHARE", "-1")
	if _, err := benchmix.OptionsFromEnv(); err == nil {
		t.Error("BENCH_MIX_STAKE_SHARE=-1 accepted")
	}
	// The key of a staking-free mix is the one it had before the field
	// existed: Options marshalled without StakeShare.
	type before struct {
		Swaps, Pools, PerBlock, FarmShare int
		Seed                              uint64
	}
	got, _ := json.Marshal(o)
	want, _ := json.Marshal(before{o.Swaps, o.Pools, o.PerBlock, o.FarmShare, o.Seed})
	if string(got) != string(want) {
		t.Errorf("staking-free Options marshal as %s, want %s", got, want)
	}
}
