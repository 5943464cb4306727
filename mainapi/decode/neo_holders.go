package decode

import (
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/neoswap/neoswap/mainapi"
)

// NEO supply holders (docs/indexer.md, "NEO holders"): of NeoToken's logs
// only the Transfers from or to a holder are decoded. NEO is a quote asset
// that moves in most trades, so the filter runs before anything is
// unpacked: topic0, then the two address topics against the holders, and
// only a kept transfer reads its value.

// transferTopic is the topic0 of ERC-20 Transfer(address,address,uint256).
var transferTopic = crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))

// NeoHolder reports whether a is one of the supply's holders under c: the
// zero address (mints come from it), mainapi.DeadAddress (burns by
// transfer go to it), the treasury, TreasuryVesting, RewardVestingEscrow
// and both chefs (their zero fields match only the zero address, itself
// a holder). A later holder (NeoStaking) joins here and in Contracts.
func (c *Contracts) NeoHolder(a common.Address) bool {
	return a == (common.Address{}) || a == mainapi.DeadAddress || a == c.Treasury || a == c.TreasuryVesting ||
		a == c.VestingEscrow || a == c.VampChef || a == c.MasterChef
}

// neoHolders lists the holders NeoHolder accepts, each once.
func (c *Contracts) neoHolders() []common.Hash {
	var out []common.Hash
	for _, a := range []common.Address{{}, mainapi.DeadAddress, c.Treasury, c.TreasuryVesting, c.VestingEscrow, c.VampChef, c.MasterChef} {
		h := common.BytesToHash(a[:])
		if !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out
}

// LogFilters returns the logs of NeoToken that Block decodes, as two
// filters a node applies (a Transfer whose from is a holder; one whose to
// is), so a backfill that reads only tracked logs does not fetch every
// trade's NEO transfers; none when NeoToken is zero. A transfer between
// two holders matches both: a reader keeps one copy of a log.
func (c *Contracts) LogFilters() []mainapi.LogFilter {
	if c.NeoToken == (common.Address{}) {
		return nil
	}
	hs, tr := c.neoHolders(), []common.Hash{transferTopic}
	return []mainapi.LogFilter{
		{Address: c.NeoToken, Topics: [][]common.Hash{tr, hs}},
		{Address: c.NeoToken, Topics: [][]common.Hash{tr, nil, hs}},
	}
}

// neoTransfer decodes a NeoToken log: a Transfer with a holder on either
// side into NeoTransfers; any other Transfer and every other event
// (Approval) is skipped. It returns 0 either way: no derived row reads the
// sender of a NEO transfer's transaction.
func (d *decoder) neoTransfer(l *mainapi.Log) (int, error) {
	from, to, value, ok, err := erc20Transfer(l)
	if !ok || err != nil {
		return 0, err
	}
	c := &d.t.Contracts
	// A side is a holder when its topic is exactly the holder's padded
	// address, as a node's topic filter (LogFilters) compares it.
	fromHolder := c.NeoHolder(from) && l.Topics[1] == common.BytesToHash(from[:])
	toHolder := c.NeoHolder(to) && l.Topics[2] == common.BytesToHash(to[:])
	if !fromHolder && !toHolder {
		return 0, nil
	}
	d.ev.NeoTransfers = append(d.ev.NeoTransfers, mainapi.NeoTransfer{Pos: pos(d.block, l), From: from, To: to,
		Value: value, FromHolder: fromHolder, ToHolder: toHolder})
	return 0, nil
}

// erc20Transfer reads an ERC-20 Transfer(from, to, value) log of a token;
// ok is false for any other event of it. A Transfer without exactly two
// indexed addresses and a 32-byte value is an error.
func erc20Transfer(l *mainapi.Log) (from, to common.Address, value *big.Int, ok bool, err error) {
	if l.Topics[0] != transferTopic {
		return from, to, nil, false, nil
	}
	if len(l.Topics) != 3 || len(l.Data) != 32 {
		return from, to, nil, false, fmt.Errorf("Transfer: %d topics and %d data bytes, want 3 and 32", len(l.Topics), len(l.Data))
	}
	// An address topic's last 20 bytes, as the abi package reads them.
	return common.BytesToAddress(l.Topics[1][12:]), common.BytesToAddress(l.Topics[2][12:]), new(big.Int).SetBytes(l.Data), true, nil
}
