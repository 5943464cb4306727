// Package chain holds funbackend's live chain reads: the per-coin curve
// state through LaunchpadLens (cached 3 s, served stale up to 60 s), lens
// quotes (3 s), creators' launch nonces (30 s), the ETH/USD rate and the
// curve's wiring for /config.
//
// The three per-key caches are golang-lru's expirable LRU with a wrapper
// each, for two things expirable cannot express: it never returns an
// expired entry, while the curve read is served stale (up to StaleFor)
// when the fresh read fails; and it runs on the wall clock, while our
// windows follow the injected clock (the chain head's time in tests). So
// expirable bounds size and memory (entries leave after the longest window
// they can serve), and each entry carries the injected time it was read
// at, which decides live or stale. Each expirable LRU runs one sweeping
// goroutine for the life of the process (the library offers no Close):
// build one reader per process, not per request.
package chain

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/hashicorp/golang-lru/v2/expirable"

	"github.com/neoswap/neoswap/common/bindings"
)

// Caller runs eth_call: *ethclient.Client and simulated.Client implement it.
type Caller interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// CurveState is one chain read of a coin (LaunchpadLens.curveView).
type CurveState struct {
	Status             uint8
	BuysPaused         bool
	ParamsID           uint32
	RealEth            *big.Int
	TokenReserve       *big.Int
	PriceX18           *big.Int
	BondingProgressX18 *big.Int
	FrozenAt           uint64 // 0 unless Frozen
	SellsOpenAt        uint64 // 0 unless Frozen
}

// Read is a cached curve read: State is nil when no read ever succeeded
// within the stale window; Live is false for nil or stale state.
type Read struct {
	State *CurveState
	Live  bool
	At    time.Time // when State was read
}

// Default cache windows (spec 8).
const (
	LiveFor  = 3 * time.Second
	StaleFor = 60 * time.Second
)

// Curves reads coins' curve state through the lens, with a bounded cache.
type Curves struct {
	c    Caller
	lens common.Address
	now  func() time.Time

	cache *expirable.LRU[common.Address, Read] // entries leave StaleFor after their read
}

// NewCurves returns a reader over lens; now may be nil (time.Now).
func NewCurves(c Caller, lens common.Address, now func() time.Time) *Curves {
	if now == nil {
		now = time.Now
	}
	return &Curves{c: c, lens: lens, now: now, cache: expirable.NewLRU[common.Address, Read](4096, nil, StaleFor)}
}

var lensABI = bindings.NewLaunchpadLens()

// Read returns token's curve state: the cached read when younger than
// LiveFor, else a fresh read; when that fails, the cached read up to
// StaleFor old with Live false, else a nil State.
func (cs *Curves) Read(ctx context.Context, token common.Address) Read {
	now := cs.now()
	cached, ok := cs.cache.Get(token)
	if ok && now.Sub(cached.At) < LiveFor {
		return cached
	}
	st, err := cs.read(ctx, token)
	if err != nil {
		if ok && now.Sub(cached.At) < StaleFor {
			cached.Live = false
			return cached
		}
		return Read{}
	}
	r := Read{State: st, Live: true, At: now}
	cs.cache.Add(token, r)
	return r
}

func (cs *Curves) read(ctx context.Context, token common.Address) (*CurveState, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	out, err := cs.c.CallContract(ctx, ethereum.CallMsg{To: &cs.lens, Data: lensABI.PackCurveView(token)}, nil)
	if err != nil {
		return nil, fmt.Errorf("chain: curveView %s: %w", token.Hex(), err)
	}
	v, err := lensABI.UnpackCurveView(out)
	if err != nil {
		return nil, fmt.Errorf("chain: curveView %s: %w", token.Hex(), err)
	}
	return &CurveState{Status: v.Status, BuysPaused: v.BuysPaused, ParamsID: v.ParamsId, RealEth: v.RealEth,
		TokenReserve: v.TokenReserve, PriceX18: v.PriceX18, BondingProgressX18: v.BondingProgressX18,
		FrozenAt: v.FrozenAt.Uint64(), SellsOpenAt: v.SellsOpenAt.Uint64()}, nil
}

var curveABI = bindings.NewLaunchpadCurve()

// Wiring is what /config reads from the curve after boot.
type Wiring struct {
	CreatorFeeRegistry, CreatorFeeVault, TokenImplementation, PveVault common.Address
}

// ReadWiring reads the curve's creator-fee wiring, token template and PvE
// vault.
func ReadWiring(ctx context.Context, c Caller, curve common.Address) (Wiring, error) {
	var w Wiring
	for _, f := range []struct {
		data   []byte
		unpack func([]byte) (common.Address, error)
		dst    *common.Address
	}{
		{curveABI.PackCreatorFeeRegistry(), curveABI.UnpackCreatorFeeRegistry, &w.CreatorFeeRegistry},
		{curveABI.PackCreatorFeeVault(), curveABI.UnpackCreatorFeeVault, &w.CreatorFeeVault},
		{curveABI.PackTokenImplementation(), curveABI.UnpackTokenImplementation, &w.TokenImplementation},
		{curveABI.PackPveVault(), curveABI.UnpackPveVault, &w.PveVault},
	} {
		out, err := c.CallContract(ctx, ethereum.CallMsg{To: &curve, Data: f.data}, nil)
		if err != nil {
			return w, fmt.Errorf("chain: curve wiring: %w", err)
		}
		if *f.dst, err = f.unpack(out); err != nil {
			return w, fmt.Errorf("chain: curve wiring: %w", err)
		}
	}
	return w, nil
}
