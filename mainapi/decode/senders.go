package decode

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
)

// Which transactions' senders the indexer stores. A derived row reads a
// transaction's sender in three places (package postgres):
//   - a liquidity row (pair Mint or Burn) is the sender's;
//   - a pair Swap that no FeeRouter Swap follows in its transaction (a
//     trade that did not go through the FeeRouter) is the sender's; one
//     that a FeeRouter Swap follows is a hop of that trade, whose payer is
//     the FeeRouter Swap's user (spec section 6, rules 1 and 2);
//   - wallet activity bumps the sender of every stored transaction.
// Nothing else does. So a transaction holding only FeeRouter-paid swaps,
// Syncs, LP transfers and the like is stored without its sender: its
// parties are all in its events. That is nearly every transaction of a
// FeeRouter-heavy chain such as the bench mix, and recovering a sender from a signature is the
// node's dearest work in a backfill (docs/indexer.md, "Senders").

var (
	pairEvents    = bindings.NewNeoSwapPair().GetABI().Events
	pairMint      = pairEvents["Mint"].ID
	pairBurn      = pairEvents["Burn"].ID
	pairSwap      = pairEvents["Swap"].ID
	feeRouterSwap = abis[feeRouterContract].Events["Swap"].ID
)

// Senders returns the hashes of the transactions of logs (one block's, in
// log-index order) whose sender a derived row reads: those with a pair Mint
// or Burn, or with a pair Swap that no FeeRouter Swap of c follows. isPair
// says which addresses are tracked pairs. It reads topic0 only, so a reader
// holding just the tracked logs of a block (all of them, or more) can ask
// the node for those senders alone; Block stores the same ones.
func Senders(c *Contracts, isPair func(common.Address) bool, logs []mainapi.Log) map[common.Hash]struct{} {
	var out map[common.Hash]struct{}
	var tx common.Hash
	var needs, unpaidSwap bool
	flush := func() {
		if needs || unpaidSwap {
			if out == nil {
				out = map[common.Hash]struct{}{}
			}
			out[tx] = struct{}{}
		}
		needs, unpaidSwap = false, false
	}
	for i := range logs {
		l := &logs[i]
		if len(l.Topics) == 0 || l.Address == (common.Address{}) {
			continue
		}
		if l.TxHash != tx {
			flush()
			tx = l.TxHash
		}
		switch {
		case l.Address == c.FeeRouter:
			if l.Topics[0] == feeRouterSwap {
				unpaidSwap = false // the swaps before it are its hops
			}
		case isPair(l.Address):
			switch l.Topics[0] {
			case pairMint, pairBurn:
				needs = true
			case pairSwap:
				unpaidSwap = true
			}
		}
	}
	flush()
	return out
}
