package chain

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	lru "github.com/hashicorp/golang-lru/v2"
)

// NonceTTL is how long a creator's launch nonce is served from cache (spec 8).
const NonceTTL = 30 * time.Second

// Nonces reads LaunchpadCurve.launchNonce(creator), cached NonceTTL.
type Nonces struct {
	c     Caller
	curve common.Address
	now   func() time.Time

	mu    sync.Mutex
	cache *lru.Cache[common.Address, nonceRead]
}

type nonceRead struct {
	n  *big.Int
	at time.Time
}

// NewNonces returns a nonce reader of the curve; now may be nil (time.Now).
func NewNonces(c Caller, curve common.Address, now func() time.Time) *Nonces {
	if now == nil {
		now = time.Now
	}
	cache, _ := lru.New[common.Address, nonceRead](8192)
	return &Nonces{c: c, curve: curve, now: now, cache: cache}
}

// Nonce returns creator's launch nonce, from cache when younger than
// NonceTTL unless fresh is set. It returns the chain read's error.
func (ns *Nonces) Nonce(ctx context.Context, creator common.Address, fresh bool) (*big.Int, error) {
	now := ns.now()
	ns.mu.Lock()
	r, ok := ns.cache.Get(creator)
	ns.mu.Unlock()
	if ok && !fresh && now.Sub(r.at) < NonceTTL {
		return r.n, nil
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	out, err := ns.c.CallContract(ctx, ethereum.CallMsg{To: &ns.curve, Data: curveABI.PackLaunchNonce(creator)}, nil)
	if err != nil {
		return nil, fmt.Errorf("chain: launchNonce %s: %w", creator.Hex(), err)
	}
	n, err := curveABI.UnpackLaunchNonce(out)
	if err != nil {
		return nil, fmt.Errorf("chain: launchNonce %s: %w", creator.Hex(), err)
	}
	ns.mu.Lock()
	ns.cache.Add(creator, nonceRead{n: n, at: now})
	ns.mu.Unlock()
	return n, nil
}
