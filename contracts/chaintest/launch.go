package chaintest

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/launch"
)

var (
	anyABI = abi.ABI{} // raw calldata needs no ABI
	curveB = bindings.NewLaunchpadCurve()
)

// Send mines a transaction from Accounts[from] to to carrying data and
// value wei (nil for none) and returns its receipt; it fails t when the
// transaction reverts (see MustTransact).
func (e *Env) Send(t testing.TB, from int, to common.Address, value *big.Int, data []byte) *types.Receipt {
	t.Helper()
	tx, err := e.rawTransact(from, to, value, data, 0)
	return e.MustTransact(t, tx, err)
}

// SendRevert sends a transaction that must fail and returns its decoded
// revert reason (see MustRevert). With gasLimit 0 the failed gas estimation
// is the revert and nothing is mined; with a gasLimit the transaction is
// mined (paying gas) and replayed for its reason.
func (e *Env) SendRevert(t testing.TB, from int, to common.Address, value *big.Int, data []byte, gasLimit uint64) string {
	t.Helper()
	tx, err := e.rawTransact(from, to, value, data, gasLimit)
	return e.MustRevert(t, tx, err)
}

func (e *Env) rawTransact(from int, to common.Address, value *big.Int, data []byte, gasLimit uint64) (*types.Transaction, error) {
	opts := e.TxOpts(from)
	opts.Value = value
	opts.GasLimit = gasLimit
	return bind.NewBoundContract(to, anyABI, e.Client, e.Client, e.Client).RawTransact(opts, data)
}

// Call runs data as an eth_call to to on the latest block and unpacks the
// result; it fails t on error.
func Call[T any](t testing.TB, e *Env, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	c := bind.NewBoundContract(to, anyABI, e.Client, e.Client, e.Client)
	v, err := bind.Call(c, &bind.CallOpts{Context: context.Background()}, data, unpack)
	if err != nil {
		t.Fatalf("chaintest: call %s: %v", to.Hex(), err)
	}
	return v
}

// EthBalance returns a's ETH balance at the latest block; it fails t on error.
func (e *Env) EthBalance(t testing.TB, a common.Address) *big.Int {
	t.Helper()
	b, err := e.Client.BalanceAt(context.Background(), a, nil)
	if err != nil {
		t.Fatalf("chaintest: balance of %s: %v", a.Hex(), err)
	}
	return b
}

// GasCost is the ETH a mined transaction paid for gas.
func GasCost(r *types.Receipt) *big.Int {
	return new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice)
}

// AdjustTime seals an empty block d after the head's timestamp (whole
// seconds); no transaction may be pending. It fails t on error.
func (e *Env) AdjustTime(t testing.TB, d time.Duration) {
	t.Helper()
	var err error
	// The pool drops mined transactions in the background after a block, so
	// right after one it may still report them pending: retry briefly.
	for range 100 {
		if err = e.Backend.AdjustTime(d); err == nil || !strings.Contains(err.Error(), "non-empty block") {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err != nil {
		t.Fatalf("chaintest: adjust time: %v", err)
	}
}

// IntentDomain returns the EIP-712 domain of the deployed LaunchpadCurve.
func (e *Env) IntentDomain() launch.Domain {
	return launch.NewDomain(e.ChainIDBig, e.Deployment.LaunchpadCurve)
}

// SignIntent signs in for the deployed curve with Accounts[signer]'s key
// (v 27/28); it fails t on error.
func (e *Env) SignIntent(t testing.TB, signer int, in launch.Intent) []byte {
	t.Helper()
	sig, err := in.Sign(e.IntentDomain(), e.Accounts[signer].Key)
	if err != nil {
		t.Fatalf("chaintest: sign intent: %v", err)
	}
	return sig
}

// Launch creates a coin with LaunchpadCurve.launch from Accounts[from]
// (the creator) paying value wei (nil for none, the dev buy and any PvE
// slice) with no minimum output, and returns the coin and the receipt. It
// fails t when the launch reverts or emits no TokenCreated.
func (e *Env) Launch(t testing.TB, from int, args bindings.ILaunchpadCurveLaunchArgs, value *big.Int) (common.Address, *types.Receipt) {
	t.Helper()
	if args.Salt == nil {
		args.Salt = new(big.Int)
	}
	if args.PveEth == nil {
		args.PveEth = new(big.Int)
	}
	r := e.Send(t, from, e.Deployment.LaunchpadCurve, value, curveB.PackLaunch(args, new(big.Int)))
	for _, l := range r.Logs {
		if l.Address != e.Deployment.LaunchpadCurve {
			continue
		}
		if ev, err := curveB.UnpackTokenCreatedEvent(l); err == nil {
			return ev.Token, r
		}
	}
	t.Fatalf("chaintest: launch mined without TokenCreated")
	return common.Address{}, nil
}
