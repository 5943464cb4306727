// Package chaintest is the fixture of contract tests: a fresh in-process
// simulated chain (chain id 1, the ten funded dev accounts) with the whole
// system deployed by package deploy, the same code path the devnet uses.
//
//	func TestSwap(t *testing.T) {
//		env := chaintest.New(t)
//		fr := bindings.NewFeeRouter()
//		tx, err := bind.Transact(fr.Instance(env.Client, env.Deployment.FeeRouter), env.TxOpts(1), fr.PackSwapExactETHForTokens(...))
//		receipt := env.MustTransact(t, tx, err)
//		...
//	}
//
// The chain mines only on Commit (MustTransact commits for you).
package chaintest

import (
	"context"
	"io"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/devnet"
)

// ChainID is the chain id of every Env.
const ChainID = 1

// Account is a funded dev account: its key and address.
type Account = devnet.Account

// Env is one test's chain with the system deployed.
type Env struct {
	// Backend is the simulated chain; Commit, Fork and AdjustTime live here.
	Backend *simulated.Backend
	// Client is Backend's client, a bind.ContractBackend and DeployBackend,
	// except that its gas estimates carry deploy.WithMargin's margin, as a
	// wallet's do: eth_estimateGas runs in the latest block's context, so a
	// swap through a pair touched in that block would otherwise run out of
	// gas when mined. Backend.Client() gives the raw estimates.
	Client simulated.Client
	// Deployment holds every deployed address.
	Deployment *deploy.Deployment
	// Accounts are the ten dev accounts. Accounts[0] deployed the system and
	// owns every ownable contract; Accounts[1:] hold deploy.FundAmounts of
	// NEO, USDC, USDT and the test tokens, and 10,000 ETH.
	Accounts []Account
	// ChainIDBig is ChainID as a *big.Int, for signers.
	ChainIDBig *big.Int
}

// New starts a fresh chain, deploys the system and registers its shutdown
// with t.Cleanup. It fails t when the deployment fails.
func New(t testing.TB) *Env {
	t.Helper()
	accs := devnet.DevAccounts()
	b := simulated.NewBackend(devnet.GenesisAlloc(accs, nil), devnet.WithChainID(ChainID))
	t.Cleanup(func() { b.Close() })
	fund := make([]common.Address, 0, len(accs)-1)
	for _, a := range accs[1:] {
		fund = append(fund, a.Address)
	}
	d, err := deploy.Run(context.Background(), deploy.Config{
		Backend:  b.Client(),
		Deployer: accs[0].Key,
		Fund:     fund,
		Commit:   func() { b.Commit() },
		Logger:   slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatalf("chaintest: %v", err)
	}
	return &Env{
		Backend:    b,
		Client:     marginClient{b.Client()},
		Deployment: d,
		Accounts:   accs,
		ChainIDBig: big.NewInt(ChainID),
	}
}

// marginClient adds deploy.WithMargin to gas estimates.
type marginClient struct{ simulated.Client }

// EstimateGas returns the estimate with deploy.WithMargin.
func (c marginClient) EstimateGas(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	g, err := c.Client.EstimateGas(ctx, msg)
	if err != nil {
		return 0, err
	}
	return deploy.WithMargin(g), nil
}

// TxOpts returns fresh transaction options signing as Accounts[i], with a
// background context and gas estimated per transaction. Set Value, GasLimit
// or NoSend on the result as needed.
func (e *Env) TxOpts(i int) *bind.TransactOpts {
	opts := bind.NewKeyedTransactor(e.Accounts[i].Key, e.ChainIDBig)
	opts.Context = context.Background()
	return opts
}

// CallOpts returns call options reading the latest block as Accounts[i].
func (e *Env) CallOpts(i int) *bind.CallOpts {
	return &bind.CallOpts{From: e.Accounts[i].Address, Context: context.Background()}
}

// Commit seals a block with every pending transaction and returns its hash.
func (e *Env) Commit() common.Hash { return e.Backend.Commit() }

// Head returns the latest header; it fails t on error.
func (e *Env) Head(t testing.TB) *types.Header {
	t.Helper()
	h, err := e.Client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatalf("chaintest: head: %v", err)
	}
	return h
}

// Deadline returns a router deadline an hour past the head's timestamp.
func (e *Env) Deadline(t testing.TB) *big.Int {
	t.Helper()
	return new(big.Int).SetUint64(e.Head(t).Time + 3600)
}

// MustTransact takes the result of a bind.Transact or bind.DeployContract
// call, commits a block and returns the transaction's receipt. It fails t
// when err is set (showing the decoded revert reason of a failed gas
// estimation) or the transaction reverted (showing the reason, found by
// replaying it as an eth_call at its parent block).
func (e *Env) MustTransact(t testing.TB, tx *types.Transaction, err error) *types.Receipt {
	t.Helper()
	if err != nil {
		if reason, ok := Revert(err); ok {
			t.Fatalf("chaintest: transaction reverted: %q (%v)", reason, err)
		}
		t.Fatalf("chaintest: send transaction: %v", err)
	}
	receipt := e.mine(t, tx)
	if receipt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("chaintest: transaction %s reverted: %q", tx.Hash().Hex(), e.replay(t, tx, receipt))
	}
	return receipt
}

// MustRevert takes the result of a bind.Transact call that must fail and
// returns its decoded revert reason (see DecodeRevert). A failed gas
// estimation counts as a revert; a transaction sent with a fixed GasLimit
// is mined and replayed. It fails t when the transaction succeeds.
func (e *Env) MustRevert(t testing.TB, tx *types.Transaction, err error) string {
	t.Helper()
	if err != nil {
		reason, ok := Revert(err)
		if !ok {
			t.Fatalf("chaintest: want a revert, got %v", err)
		}
		return reason
	}
	receipt := e.mine(t, tx)
	if receipt.Status == types.ReceiptStatusSuccessful {
		t.Fatalf("chaintest: transaction %s succeeded, want a revert", tx.Hash().Hex())
	}
	return e.replay(t, tx, receipt)
}

// mine commits and returns the receipt of tx.
func (e *Env) mine(t testing.TB, tx *types.Transaction) *types.Receipt {
	t.Helper()
	e.Commit()
	for tries := 0; ; tries++ {
		receipt, err := e.Client.TransactionReceipt(context.Background(), tx.Hash())
		if err == nil {
			return receipt
		}
		if !deploy.NotYetMined(err) || tries == 100 {
			t.Fatalf("chaintest: receipt of %s: %v", tx.Hash().Hex(), err)
		}
		time.Sleep(10 * time.Millisecond) // the node may still be indexing
	}
}

// replay re-runs a mined transaction as an eth_call on its parent block
// and returns the decoded revert reason.
func (e *Env) replay(t testing.TB, tx *types.Transaction, receipt *types.Receipt) string {
	t.Helper()
	from, err := types.Sender(types.LatestSignerForChainID(e.ChainIDBig), tx)
	if err != nil {
		t.Fatalf("chaintest: sender of %s: %v", tx.Hash().Hex(), err)
	}
	msg := ethereum.CallMsg{From: from, To: tx.To(), Gas: tx.Gas(), Value: tx.Value(), Data: tx.Data()}
	parent := new(big.Int).Sub(receipt.BlockNumber, big.NewInt(1))
	_, err = e.Client.CallContract(context.Background(), msg, parent)
	if reason, ok := Revert(err); ok {
		return reason
	}
	if err != nil {
		return err.Error()
	}
	return "(no revert when replayed on the parent block)"
}

// RevertReason runs call as an eth_call on the latest block and returns its
// decoded revert reason (see DecodeRevert). It fails t when the call
// succeeds or fails without a revert payload.
func (e *Env) RevertReason(t testing.TB, call ethereum.CallMsg) string {
	t.Helper()
	_, err := e.Client.CallContract(context.Background(), call, nil)
	if err == nil {
		t.Fatalf("chaintest: call to %v succeeded, want a revert", call.To)
	}
	reason, ok := Revert(err)
	if !ok {
		t.Fatalf("chaintest: call to %v failed without revert data: %v", call.To, err)
	}
	return reason
}
