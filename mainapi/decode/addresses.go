package decode

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
)

// Addresses returns the fixed contracts whose logs Block decodes (the zero
// ones left out), NeoToken excepted: Block decodes only some of its logs,
// which LogFilters selects. With the pairs and coins tracked so far and
// LogFilters they are every log a reader must ask the node for so that
// Block sees each log it decodes (the indexer's backfill by eth_getLogs).
func (c *Contracts) Addresses() []common.Address {
	var out []common.Address
	for _, a := range []common.Address{c.Factory, c.ExtFactory, c.FeeRouter, c.Collector, c.CreatorFeeVault, c.LaunchpadCurve,
		c.VampChef, c.MasterChef, c.VestingEscrow, c.TreasuryVesting, c.Zap, c.ExtZap, c.NeoStaking,
		c.Rakeback, c.NeocatStaking, c.NeocatNft, c.CreatorFeeRegistry, c.PveVault, c.PveVaultV2} {
		if a != (common.Address{}) {
			out = append(out, a)
		}
	}
	return out
}

// CreatedPair returns the pair l creates, with its tokens, when it is a
// PairCreated of c's factories: the one rule by which Block starts tracking
// a pair, so a reader that fetches only tracked logs learns of new pairs
// (and of the tokens whose metadata their storing reads) from it. A
// malformed PairCreated reports none (Block refuses it).
func CreatedPair(c *Contracts, l *mainapi.Log) (common.Address, mainapi.Pair, bool) {
	if len(l.Topics) == 0 || l.Address == (common.Address{}) || (l.Address != c.Factory && l.Address != c.ExtFactory) {
		return common.Address{}, mainapi.Pair{}, false
	}
	v, ok, err := unpack(factoryContract, l)
	if !ok || err != nil {
		return common.Address{}, mainapi.Pair{}, false
	}
	e, ok := v.(*bindings.NeoSwapFactoryPairCreated)
	if !ok {
		return common.Address{}, mainapi.Pair{}, false
	}
	return e.Pair, mainapi.Pair{Token0: e.Token0, Token1: e.Token1, Own: l.Address == c.Factory}, true
}

// CreatedCoin returns the coin l announces when it is a TokenCreated of c's
// curve: the one rule by which Block starts tracking a coin, so a reader
// that fetches only tracked logs learns of new coins from it. A malformed
// TokenCreated reports none (Block refuses it).
func CreatedCoin(c *Contracts, l *mainapi.Log) (common.Address, bool) {
	if len(l.Topics) == 0 || l.Topics[0] != tokenCreatedTopic || l.Address == (common.Address{}) || l.Address != c.LaunchpadCurve {
		return common.Address{}, false
	}
	v, ok, err := unpack(curveContract, l)
	if !ok || err != nil {
		return common.Address{}, false
	}
	e, ok := v.(*bindings.LaunchpadCurveTokenCreated)
	if !ok {
		return common.Address{}, false
	}
	return e.Token, true
}

// Created returns the address whose logs Block decodes from l on when l
// creates one: a pair (CreatedPair) or a launch coin (CreatedCoin). A
// reader that fetches only tracked logs reads the address's logs from l's
// block on, l's block included (a coin's mint is logged before its
// TokenCreated).
func Created(c *Contracts, l *mainapi.Log) (common.Address, bool) {
	if p, _, ok := CreatedPair(c, l); ok {
		return p, true
	}
	return CreatedCoin(c, l)
}

// MayTrack reports whether l may extend what Block tracks: any log of
// either factory, or a TokenCreated of the curve (by address and topic0,
// without unpacking). Blocks without such a log cannot extend a Tracked,
// so they may be decoded concurrently with one.
func MayTrack(c *Contracts, l *mainapi.Log) bool {
	a := l.Address
	if a == (common.Address{}) {
		return false
	}
	return a == c.Factory || a == c.ExtFactory ||
		(a == c.LaunchpadCurve && len(l.Topics) > 0 && l.Topics[0] == tokenCreatedTopic)
}
