package merkle

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/vm/runtime"

	"github.com/neoswap/neoswap/common/bindings"
)

// TestRakebackLeafIsContractLeafOf runs the compiled RakebackV2 in go-ethereum's
// EVM and checks RakebackLeaf against its leafOf (the leaf claim verifies) on
// edge and random values.
func TestRakebackLeafIsContractLeafOf(t *testing.T) {
	cfg := &runtime.Config{}
	_, addr, _, err := runtime.Create(hexutil.MustDecode(bindings.RakebackV2MetaData.Bin), cfg)
	if err != nil {
		t.Fatal(err)
	}
	rb := bindings.NewRakebackV2()
	maxU256 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	values := append([]RakebackValue{
		{Epoch: 0, Index: 0, Amount: big.NewInt(0)},
		{Epoch: ^uint64(0), Token: common.Address{0xff}, Index: ^uint64(0), Account: common.HexToAddress("0xffffffffffffffffffffffffffffffffffffffff"), Amount: maxU256},
		{Epoch: 2901, Token: common.Address{1}, Index: 7, Account: common.Address{2}, Amount: new(big.Int).Lsh(big.NewInt(1), 255)},
	}, randomValues(20, 3)...)
	for i, v := range values {
		out, _, err := runtime.Call(addr, rb.PackLeafOf(new(big.Int).SetUint64(v.Epoch), v.Token, new(big.Int).SetUint64(v.Index), v.Account, v.Amount), cfg)
		if err != nil {
			t.Fatal(err)
		}
		want, err := rb.UnpackLeafOf(out)
		if err != nil {
			t.Fatal(err)
		}
		got, err := RakebackLeaf(v)
		if err != nil {
			t.Fatal(err)
		}
		if got != common.Hash(want) {
			t.Fatalf("value %d: RakebackLeaf %s, leafOf %s", i, got, common.Hash(want))
		}
	}
}
