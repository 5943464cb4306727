package jobs

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/neoswap/neoswap/common/bindings"
)

// ChainBackend is the node connection the job reads and sends through
// (an *ethclient.Client, or a simulated backend's client in tests).
type ChainBackend interface {
	bind.ContractBackend
	bind.DeployBackend
	ChainID(ctx context.Context) (*big.Int, error)
}

// EthChain is RakebackChain over a node: reads are eth_calls at the latest
// block, writes are transactions signed with the poster's key, each waited
// for (a reverted one is an error).
type EthChain struct {
	backend   ChainBackend
	key       *ecdsa.PrivateKey
	poster    common.Address
	chainID   *big.Int
	rakeback  common.Address
	collector common.Address
	// Wait bounds the wait for each transaction's receipt; 0 means 2 minutes.
	Wait time.Duration

	mu sync.Mutex // one transaction at a time: nonces come from the node
}

var (
	rakebackABI  = bindings.NewRakebackV2()
	collectorABI = bindings.NewCollector()
)

// NewEthChain returns the chain of the RakebackV2 proxy rakeback and the
// Collector collector, sending with key (the poster).
func NewEthChain(ctx context.Context, backend ChainBackend, key *ecdsa.PrivateKey, rakeback, collector common.Address) (*EthChain, error) {
	id, err := backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("rakeback chain: chain id: %w", err)
	}
	return &EthChain{backend: backend, key: key, poster: crypto.PubkeyToAddress(key.PublicKey), chainID: id,
		rakeback: rakeback, collector: collector}, nil
}

// Poster returns the address transactions are sent from.
func (c *EthChain) Poster() common.Address { return c.poster }

func (c *EthChain) call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	return c.backend.CallContract(ctx, ethereum.CallMsg{From: c.poster, To: &to, Data: data}, nil)
}

// Now returns the latest block's timestamp.
func (c *EthChain) Now(ctx context.Context) (uint64, error) {
	h, err := c.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("rakeback chain: head: %w", err)
	}
	return h.Time, nil
}

// RootOf returns RakebackV2.rootOf(epoch).
func (c *EthChain) RootOf(ctx context.Context, epoch int64) (ChainRoot, error) {
	out, err := c.call(ctx, c.rakeback, rakebackABI.PackRootOf(big.NewInt(epoch)))
	if err != nil {
		return ChainRoot{}, fmt.Errorf("rakeback chain: rootOf(%d): %w", epoch, err)
	}
	r, err := rakebackABI.UnpackRootOf(out)
	if err != nil {
		return ChainRoot{}, err
	}
	return ChainRoot{Root: r.Root, PostedAt: r.PostedAt, ActivatableAt: r.ActivatableAt, Cancelled: r.Cancelled}, nil
}

// SliceOf returns RakebackV2.sliceOf(epoch, token).
func (c *EthChain) SliceOf(ctx context.Context, epoch int64, token common.Address) (ChainSlice, error) {
	out, err := c.call(ctx, c.rakeback, rakebackABI.PackSliceOf(big.NewInt(epoch), token))
	if err != nil {
		return ChainSlice{}, fmt.Errorf("rakeback chain: sliceOf(%d, %s): %w", epoch, token, err)
	}
	s, err := rakebackABI.UnpackSliceOf(out)
	if err != nil {
		return ChainSlice{}, err
	}
	return ChainSlice{Status: s.Status, ActivatedAt: s.ActivatedAt}, nil
}

func (c *EthChain) readAmount(ctx context.Context, what string, to common.Address, data []byte, unpack func([]byte) (*big.Int, error)) (*big.Int, error) {
	out, err := c.call(ctx, to, data)
	if err != nil {
		return nil, fmt.Errorf("rakeback chain: %s: %w", what, err)
	}
	return unpack(out)
}

// Unposted returns RakebackV2.unposted(token).
func (c *EthChain) Unposted(ctx context.Context, token common.Address) (*big.Int, error) {
	return c.readAmount(ctx, "unposted", c.rakeback, rakebackABI.PackUnposted(token), rakebackABI.UnpackUnposted)
}

// Sweepable returns RakebackV2.sweepable(token).
func (c *EthChain) Sweepable(ctx context.Context, token common.Address) (*big.Int, error) {
	return c.readAmount(ctx, "sweepable", c.rakeback, rakebackABI.PackSweepable(token), rakebackABI.UnpackSweepable)
}

// Distributable returns Collector.distributable(token).
func (c *EthChain) Distributable(ctx context.Context, token common.Address) (*big.Int, error) {
	return c.readAmount(ctx, "distributable", c.collector, collectorABI.PackDistributable(token), collectorABI.UnpackDistributable)
}

// Distribute sends Collector.distribute(token).
func (c *EthChain) Distribute(ctx context.Context, token common.Address) (common.Hash, error) {
	return c.send(ctx, "Collector.distribute", c.collector, collectorABI.PackDistribute(token))
}

// PostRoot sends RakebackV2.postRoot.
func (c *EthChain) PostRoot(ctx context.Context, epoch int64, root common.Hash, tokens []common.Address, totals []*big.Int) (common.Hash, error) {
	return c.send(ctx, "RakebackV2.postRoot", c.rakeback, rakebackABI.PackPostRoot(big.NewInt(epoch), root, tokens, totals))
}

// Activate sends RakebackV2.activate.
func (c *EthChain) Activate(ctx context.Context, epoch int64, token common.Address) (common.Hash, error) {
	return c.send(ctx, "RakebackV2.activate", c.rakeback, rakebackABI.PackActivate(big.NewInt(epoch), token))
}

// ExpireRoot sends RakebackV2.expireRoot.
func (c *EthChain) ExpireRoot(ctx context.Context, epoch int64, token common.Address) (common.Hash, error) {
	return c.send(ctx, "RakebackV2.expireRoot", c.rakeback, rakebackABI.PackExpireRoot(big.NewInt(epoch), token))
}

// Sweep sends RakebackV2.sweep.
func (c *EthChain) Sweep(ctx context.Context, token common.Address) (common.Hash, error) {
	return c.send(ctx, "RakebackV2.sweep", c.rakeback, rakebackABI.PackSweep(token))
}

// errReverted is a mined transaction that reverted.
var errReverted = errors.New("reverted")

// send signs and sends a transaction (gas estimated, so a call that would
// revert fails before it is sent), then waits for its receipt.
func (c *EthChain) send(ctx context.Context, label string, to common.Address, data []byte) (common.Hash, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	opts := bind.NewKeyedTransactor(c.key, c.chainID)
	opts.Context = ctx
	tx, err := bind.NewBoundContract(to, abi.ABI{}, c.backend, c.backend, c.backend).RawTransact(opts, data)
	if err != nil {
		return common.Hash{}, fmt.Errorf("%s: %w", label, err)
	}
	wait := c.Wait
	if wait <= 0 {
		wait = 2 * time.Minute
	}
	wctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	rc, err := bind.WaitMined(wctx, c.backend, tx.Hash())
	if err != nil {
		return tx.Hash(), fmt.Errorf("%s: wait for %s: %w", label, tx.Hash(), err)
	}
	if rc.Status != types.ReceiptStatusSuccessful {
		return tx.Hash(), fmt.Errorf("%s: %s %w", label, tx.Hash(), errReverted)
	}
	return tx.Hash(), nil
}
