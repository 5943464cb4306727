package decode

import (
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
)

// Launch venue coins (docs/indexer.md, "Coin balances"): every coin is a
// LaunchpadToken clone the curve deploys and announces with TokenCreated,
// so from that event on each of its Transfers is decoded, and the index
// holds the coin's whole history. Its other logs (Approval, Initialized)
// are skipped.
//
// The coin's constructor-time mint (LaunchpadToken.initialize, called by
// the curve before it logs TokenCreated) comes before TokenCreated in the
// same transaction: trackCoin decodes the coin's logs of that transaction
// that came before it.

// tokenCreatedTopic is the topic0 of the curve's TokenCreated.
var tokenCreatedTopic = bindings.NewLaunchpadCurve().GetABI().Events["TokenCreated"].ID

// trackCoin starts tracking coin, announced by the TokenCreated l, and
// decodes the coin's Transfers logged before l in l's transaction (its
// mint). A coin tracked already is left alone: its earlier logs were
// decoded as they came.
func (d *decoder) trackCoin(l *mainapi.Log, coin common.Address) error {
	if _, known := d.t.Coins[coin]; known {
		return nil
	}
	d.t.Coins[coin] = struct{}{}
	logs := d.block.Logs
	first := d.at
	for first > 0 && logs[first-1].TxHash == l.TxHash {
		first--
	}
	for i := first; i < d.at; i++ {
		if x := &logs[i]; x.Address == coin && len(x.Topics) > 0 {
			if _, err := d.coinTransfer(x); err != nil {
				return fmt.Errorf("coin %s log %d: %w", coin.Hex(), x.LogIndex, err)
			}
		}
	}
	return nil
}

// coinTransfer decodes a log of a tracked coin: a Transfer into
// CoinTransfers; every other event is skipped. It returns 0 either way: no
// derived row reads the sender of a coin transfer's transaction.
func (d *decoder) coinTransfer(l *mainapi.Log) (int, error) {
	from, to, value, ok, err := erc20Transfer(l)
	if !ok || err != nil {
		return 0, err
	}
	d.ev.CoinTransfers = append(d.ev.CoinTransfers, mainapi.CoinTransfer{Pos: pos(d.block, l), From: from, To: to, Value: value})
	return 0, nil
}
