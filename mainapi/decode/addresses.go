package decode

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
)

// Addresses returns the fixed contracts whose logs Block decodes (the zero
// ones left out). With the pairs tracked so far they are every address a
// reader must ask the node for so that Block sees each log it decodes
// (the indexer's backfill by eth_getLogs).
func (c *Contracts) Addresses() []common.Address {
	var out []common.Address
	for _, a := range []common.Address{c.Factory, c.ExtFactory, c.FeeRouter, c.Collector, c.CreatorFeeVault, c.LaunchpadCurve} {
		if a != (common.Address{}) {
			out = append(out, a)
		}
	}
	return out
}

// CreatedPair returns the pair l creates when it is a PairCreated of c's
// factories, the one rule by which Block starts tracking a pair: a reader
// that fetches only tracked logs learns of new pairs from it. A malformed
// PairCreated reports none (Block refuses it).
func CreatedPair(c *Contracts, l *mainapi.Log) (common.Address, bool) {
	if len(l.Topics) == 0 || l.Address == (common.Address{}) || (l.Address != c.Factory && l.Address != c.ExtFactory) {
		return common.Address{}, false
	}
	v, ok, err := unpack(factoryContract, l)
	if !ok || err != nil {
		return common.Address{}, false
	}
	e, ok := v.(*bindings.NeoSwapFactoryPairCreated)
	if !ok {
		return common.Address{}, false
	}
	return e.Pair, true
}
