package deploy

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
)

// sender sends the deployer's transactions in batches: every transaction of
// a batch is checked (gas estimation against the latest block, so it must
// not depend on another transaction of the same batch), signed with the next
// nonce and sent; flush then mines them (through Config.Commit, or by waiting
// for the chain) and checks every receipt.
type sender struct {
	ctx     context.Context
	backend Backend
	opts    bind.TransactOpts
	commit  func()
	nonce   uint64
	batch   []sentTx
	first   *types.Receipt // receipt of the first transaction ever mined
}

type sentTx struct {
	label string
	tx    *types.Transaction
}

func newSender(ctx context.Context, cfg *Config, chainID *big.Int) (*sender, error) {
	opts := bind.NewKeyedTransactor(cfg.Deployer, chainID)
	nonce, err := cfg.Backend.PendingNonceAt(ctx, opts.From)
	if err != nil {
		return nil, fmt.Errorf("deploy: deployer nonce: %w", err)
	}
	s := &sender{ctx: ctx, backend: marginBackend{cfg.Backend}, opts: *opts, commit: cfg.Commit, nonce: nonce}
	s.opts.Context = ctx
	if err := s.refreshFees(); err != nil {
		return nil, err
	}
	return s, nil
}

// refreshFees fixes the fee caps of the next batch from the head's base fee,
// saving two RPC round trips per transaction.
func (s *sender) refreshFees() error {
	head, err := s.backend.HeaderByNumber(s.ctx, nil)
	if err != nil {
		return fmt.Errorf("deploy: read head: %w", err)
	}
	tip, err := s.backend.SuggestGasTipCap(s.ctx)
	if err != nil {
		return fmt.Errorf("deploy: suggest tip: %w", err)
	}
	baseFee := head.BaseFee
	if baseFee == nil {
		baseFee = big.NewInt(0)
	}
	s.opts.GasTipCap = tip
	s.opts.GasFeeCap = new(big.Int).Add(tip, new(big.Int).Mul(baseFee, big.NewInt(3)))
	return nil
}

func (s *sender) txOpts(value *big.Int) *bind.TransactOpts {
	o := s.opts
	o.Nonce = new(big.Int).SetUint64(s.nonce)
	o.Value = value
	return &o
}

// deploy sends a creation transaction of bin (hex, as in bind.MetaData.Bin)
// with the packed constructor input and returns the contract's address.
func (s *sender) deploy(label string, bin string, input []byte) (common.Address, error) {
	code, err := hexutil.Decode(bin)
	if err != nil {
		return common.Address{}, fmt.Errorf("deploy %s: bytecode: %w", label, err)
	}
	addr, tx, err := bind.DeployContract(s.txOpts(nil), code, s.backend, input)
	if err != nil {
		return common.Address{}, fmt.Errorf("deploy %s: %w", label, err)
	}
	s.sent(label, tx)
	return addr, nil
}

// transact sends data (with value wei, nil for none) to the contract at to.
func (s *sender) transact(label string, to common.Address, data []byte, value *big.Int) error {
	c := bind.NewBoundContract(to, emptyABI, s.backend, s.backend, s.backend)
	tx, err := c.RawTransact(s.txOpts(value), data)
	if err != nil {
		return fmt.Errorf("%s: %w", label, err)
	}
	s.sent(label, tx)
	return nil
}

func (s *sender) sent(label string, tx *types.Transaction) {
	s.nonce++
	s.batch = append(s.batch, sentTx{label: label, tx: tx})
}

// call runs an eth_call against the latest block and returns its output.
func (s *sender) call(to common.Address, data []byte) ([]byte, error) {
	return s.backend.CallContract(s.ctx, ethereum.CallMsg{From: s.opts.From, To: &to, Data: data}, nil)
}

// flush mines the batch and checks that every transaction succeeded.
func (s *sender) flush() error {
	batch := s.batch
	s.batch = nil
	if len(batch) == 0 {
		return nil
	}
	const maxCommits = 16 // a batch that does not fit one block spills over
	var (
		receipt *types.Receipt
		err     error
	)
	commits := 0
	if s.commit != nil {
		s.commit()
		commits++
	}
	for _, st := range batch {
		for {
			receipt, err = s.backend.TransactionReceipt(s.ctx, st.tx.Hash())
			if err == nil {
				break
			}
			if !NotYetMined(err) {
				return fmt.Errorf("%s: receipt: %w", st.label, err)
			}
			if s.commit != nil {
				if commits >= maxCommits {
					return fmt.Errorf("%s: not mined after %d blocks", st.label, commits)
				}
				s.commit()
				commits++
				continue
			}
			select {
			case <-s.ctx.Done():
				return fmt.Errorf("%s: wait for receipt: %w", st.label, s.ctx.Err())
			case <-time.After(50 * time.Millisecond):
			}
		}
		if receipt.Status != types.ReceiptStatusSuccessful {
			return fmt.Errorf("%s: transaction %s reverted", st.label, st.tx.Hash().Hex())
		}
		if s.first == nil {
			s.first = receipt
		}
	}
	return s.refreshFees()
}

// NotYetMined reports whether err, from a TransactionReceipt call, means
// the receipt is not available yet: the transaction is not mined, or the
// node is still indexing transactions (geth answers "transaction indexing is
// in progress" for a while after it starts).
func NotYetMined(err error) bool {
	return errors.Is(err, ethereum.NotFound) || strings.Contains(err.Error(), "transaction indexing is in progress")
}

// MaxTxGas is the per-transaction gas cap of Osaka (EIP-7825).
const MaxTxGas = 1 << 24

// WithMargin returns a gas estimate with a 25% + 20,000 safety margin,
// capped at MaxTxGas, as wallets add. eth_estimateGas runs in the context of
// the latest block, and a transaction mined in a later block can cost more:
// a V2 pair last touched in the latest block updates its price accumulators
// (two more storage writes) once time has passed.
func WithMargin(gas uint64) uint64 {
	return min(gas+gas/4+20_000, MaxTxGas)
}

// marginBackend is a Backend whose gas estimates carry WithMargin.
type marginBackend struct{ Backend }

// EstimateGas returns the estimate with WithMargin.
func (b marginBackend) EstimateGas(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	g, err := b.Backend.EstimateGas(ctx, msg)
	if err != nil {
		return 0, err
	}
	return WithMargin(g), nil
}
