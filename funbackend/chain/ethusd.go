package chain

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
)

// EthUsd prices ETH from the DEX's WETH/USDC pair (USDC with 6 decimals),
// cached 60 s (spec 8), falling back to a configured rate when the pair is
// unknown, empty or unreadable.
type EthUsd struct {
	c          Caller
	pair, weth common.Address
	fallback   float64
	now        func() time.Time

	mu    sync.Mutex
	rate  float64
	real  bool
	until time.Time
}

// RateTTL is how long a read rate is served (spec 8: 60 s).
const RateTTL = 60 * time.Second

// NewEthUsd returns a price source over pair (zero: always the fallback).
func NewEthUsd(c Caller, pair, weth common.Address, fallback float64, now func() time.Time) *EthUsd {
	if now == nil {
		now = time.Now
	}
	return &EthUsd{c: c, pair: pair, weth: weth, fallback: fallback, now: now}
}

var pairABI = bindings.NewNeoSwapPair()

// Rate returns ETH/USD and whether it is a market price (false: fallback).
func (e *EthUsd) Rate() (float64, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	now := e.now()
	if now.Before(e.until) {
		return e.rate, e.real
	}
	e.rate, e.real = e.fallback, false
	if e.pair != (common.Address{}) && e.c != nil {
		if r, err := e.read(); err == nil && r > 0 {
			e.rate, e.real = r, true
		}
	}
	e.until = now.Add(RateTTL)
	return e.rate, e.real
}

func (e *EthUsd) read() (float64, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	out, err := e.c.CallContract(ctx, ethereum.CallMsg{To: &e.pair, Data: pairABI.PackToken0()}, nil)
	if err != nil {
		return 0, fmt.Errorf("chain: eth/usd token0: %w", err)
	}
	t0, err := pairABI.UnpackToken0(out)
	if err != nil {
		return 0, err
	}
	out, err = e.c.CallContract(ctx, ethereum.CallMsg{To: &e.pair, Data: pairABI.PackGetReserves()}, nil)
	if err != nil {
		return 0, fmt.Errorf("chain: eth/usd reserves: %w", err)
	}
	r, err := pairABI.UnpackGetReserves(out)
	if err != nil {
		return 0, err
	}
	wethR, usdcR := r.Reserve0, r.Reserve1
	if t0 != e.weth {
		wethR, usdcR = r.Reserve1, r.Reserve0
	}
	if wethR.Sign() == 0 {
		return 0, fmt.Errorf("chain: eth/usd: empty pair")
	}
	// USD per ETH = (usdc / 1e6) / (weth / 1e18).
	q := new(big.Float).Quo(new(big.Float).SetInt(new(big.Int).Mul(usdcR, big.NewInt(1e12))), new(big.Float).SetInt(wethR))
	f, _ := q.Float64()
	return f, nil
}
