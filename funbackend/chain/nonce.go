package chain

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/hashicorp/golang-lru/v2/expirable"
)

// NonceTTL is how long a creator's launch nonce is served from cache (spec 8).
const NonceTTL = 30 * time.Second

// Nonces reads LaunchpadCurve.launchNonce(creator), cached NonceTTL.
type Nonces struct {
	c     Caller
	curve common.Address
	now   func() time.Time

	cache *expirable.LRU[common.Address, nonceRead] // entries leave NonceTTL after their read
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
	return &Nonces{c: c, curve: curve, now: now, cache: expirable.NewLRU[common.Address, nonceRead](8192, nil, NonceTTL)}
}

// Nonce returns creator's launch nonce, from cache when younger than
// NonceTTL unless fresh is set. It returns the chain read's error.
func (ns *Nonces) Nonce(ctx context.Context, creator common.Address, fresh bool) (*big.Int, error) {
	now := ns.now()
	r, ok := ns.cache.Get(creator)
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
	ns.cache.Add(creator, nonceRead{n: n, at: now})
	return n, nil
}
