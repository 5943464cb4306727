package systemtest_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
)

// chainFx is what the farm and staking fixtures share: raw transactions
// from the deployment's accounts with a fixed gas limit, block times, and
// a clock moved by sealing empty blocks (chaintest.Env.AdjustTime).
type chainFx struct {
	*chaintest.Env
	t   *testing.T
	gas uint64
}

// rawB only carries raw calldata: bind.Transact needs a bound contract, and
// which ABI it holds does not matter for packed data.
var rawB = bindings.NewNeoProxy()

// transact sends data with value from Accounts[from] to `to` with the
// fixture's gas limit (so a revert is mined rather than refused at
// estimation).
func (f *chainFx) transact(from int, to common.Address, value *big.Int, data []byte) (*types.Transaction, error) {
	opts := f.TxOpts(from)
	opts.Value = value
	opts.GasLimit = f.gas
	return bind.Transact(rawB.Instance(f.Client, to), opts, data)
}

// time returns the timestamp of the receipt's block.
func (f *chainFx) time(r *types.Receipt) uint64 {
	f.t.Helper()
	h, err := f.Client.HeaderByNumber(context.Background(), r.BlockNumber)
	if err != nil {
		f.t.Fatal(err)
	}
	return h.Time
}

// now returns the head's timestamp.
func (f *chainFx) now() uint64 { return f.Head(f.t).Time }

// skip seals an empty block d seconds after the head.
func (f *chainFx) skip(d uint64) {
	f.t.Helper()
	if d > 0 {
		f.AdjustTime(f.t, time.Duration(d)*time.Second)
	}
}

// at seals an empty block so that the next transaction lands at second ts.
func (f *chainFx) at(ts uint64) {
	f.t.Helper()
	head := f.now()
	if ts <= head+1 {
		if ts != head+1 {
			f.t.Fatalf("at(%d): head already at %d", ts, head)
		}
		return
	}
	f.skip(ts - 1 - head)
}

// deployRaw deploys bin (hex) with packed constructor input from Accounts[0].
func (f *chainFx) deployRaw(bin string, input []byte) common.Address {
	f.t.Helper()
	opts := f.TxOpts(0)
	opts.GasLimit = 15_000_000
	addr, tx, err := bind.DeployContract(opts, hexutil.MustDecode(bin), f.Client, input)
	f.MustTransact(f.t, tx, err)
	return addr
}

// chainRead calls `to` at the head and unpacks the result.
func chainRead[T any](f *chainFx, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	f.t.Helper()
	return chaintest.Call(f.t, f.Env, to, data, unpack)
}
