package mainapi

import (
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/wire"
)

// NEO's supply from indexed state (/tokens/neo/supply, spec 4.2;
// docs/indexer.md, "NEO holders"): the indexer decodes the NeoToken
// Transfer logs that move NEO from or to one of the supply's holders and
// derives each holder's balance from them.

// RoleTreasury is the deployment's treasury (extra.treasury): it receives
// the Collector's treasury bucket and TreasuryVesting's releases, and its
// NEO balance is the supply's treasuryLocked.
const RoleTreasury = "treasury"

// DeadAddress is the conventional burn address (0x…dEaD), where
// BuybackBurner sends the NEO it buys.
var DeadAddress = common.HexToAddress("0x000000000000000000000000000000000000dEaD")

// NeoTransfer is a NeoToken Transfer from or to a supply holder (the zero
// address, DeadAddress, the treasury, TreasuryVesting, RewardVestingEscrow
// and both chefs). FromHolder and ToHolder say which side is one; a
// transfer between two non-holders is not decoded.
type NeoTransfer struct {
	Pos
	From, To             common.Address
	Value                *big.Int
	FromHolder, ToHolder bool
}

// NeoHolderBalance is a supply holder's NEO account derived from the
// indexed transfers (neo_holders). For the zero address Sent is what was
// minted and Received what was burned by a transfer to it, so
// Sent − Received is the total supply; for any other holder Received −
// Sent is its balance.
type NeoHolderBalance struct {
	Holder         wire.Address
	Received, Sent wire.Wei
	// LastBlock is the block of the holder's latest stored transfer.
	LastBlock int64
}

// LogFilter selects the logs of Address whose topics match, as an
// eth_getLogs filter object does: Topics[i] lists the accepted values of
// topic i, an empty list accepts any, and a log with fewer topics than a
// non-empty position does not match. Readers that fetch only the logs the
// decoder can use ask for these besides whole addresses (NeoToken's
// transfers of a supply holder).
type LogFilter struct {
	Address common.Address
	Topics  [][]common.Hash
}

// Match reports whether l is a log f selects.
func (f *LogFilter) Match(l *Log) bool {
	if l.Address != f.Address {
		return false
	}
	for i, want := range f.Topics {
		if len(want) == 0 {
			continue
		}
		if i >= len(l.Topics) || !slices.Contains(want, l.Topics[i]) {
			return false
		}
	}
	return true
}
