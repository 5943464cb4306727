package decode

import (
	"fmt"
	"math/big"

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

// neoTransfer decodes a NeoToken log: a Transfer with a holder on either
// side into NeoTransfers; any other Transfer and every other event
// (Approval) is skipped. It returns 0 either way: no derived row reads the
// sender of a NEO transfer's transaction.
func (d *decoder) neoTransfer(l *mainapi.Log) (int, error) {
	if l.Topics[0] != transferTopic {
		return 0, nil
	}
	if len(l.Topics) != 3 || len(l.Data) != 32 {
		return 0, fmt.Errorf("NeoToken.Transfer: %d topics and %d data bytes, want 3 and 32", len(l.Topics), len(l.Data))
	}
	// An address topic's last 20 bytes, as the abi package reads them.
	from, to := common.BytesToAddress(l.Topics[1][12:]), common.BytesToAddress(l.Topics[2][12:])
	c := &d.t.Contracts
	fromHolder, toHolder := c.NeoHolder(from), c.NeoHolder(to)
	if !fromHolder && !toHolder {
		return 0, nil
	}
	d.ev.NeoTransfers = append(d.ev.NeoTransfers, mainapi.NeoTransfer{Pos: pos(d.block, l), From: from, To: to,
		Value: new(big.Int).SetBytes(l.Data), FromHolder: fromHolder, ToHolder: toHolder})
	return 0, nil
}
