// Package webhookbody parses the bodies of block webhooks: one block with
// its receipts as a block-streaming provider posts it (ParseDelivery), and
// a QuickNode Streams batch of such blocks (ParseStreamsDelivery). Each
// body becomes the mainapi.Block the indexer ingests, checked as strictly
// as an RPC answer (the JSON-RPC shape is ethrpc.BlockWithReceipts), the
// header's logsBloom against the delivered logs included. It knows neither HTTP
// nor the store: the webhook route verifies the signature before it parses.
package webhookbody

import (
	"bytes"
	"errors"
	"fmt"

	json "github.com/goccy/go-json"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
)

// ErrBadDelivery is returned (wrapped) by ParseDelivery and
// ParseStreamsDelivery for a body that is not well-formed blocks with
// their receipts.
var ErrBadDelivery = errors.New("webhookbody: malformed block delivery")

// Delivery is the webhook body of a block-streaming provider: one block as
// eth_getBlockByNumber returns it (transactions as hashes or as objects)
// and its receipts as eth_getBlockReceipts returns them. Field names are
// the JSON-RPC ones; other fields are ignored. Provider reorg metadata (a
// log's "removed") is ignored: the indexer checks parent hashes itself.
type Delivery = ethrpc.BlockWithReceipts

// ParseDelivery parses and checks a webhook body into the block the indexer
// ingests, the same one ethrpc.Source.BlockByNumber returns for that block:
// every transaction (sender and recipient from its receipt) and every
// receipt log in log-index order. It returns an error wrapping
// ErrBadDelivery when the body is not one JSON value, fails
// ethrpc.BlockWithReceipts.ToBlock's checks, or its logs do not match the
// header's logsBloom.
//
// Deliveries are decoded with goccy/go-json, about twice as fast as
// encoding/json (BenchmarkParseDelivery in package indexer);
// FuzzParseDelivery holds it to encoding/json's reading of the same body.
func ParseDelivery(body []byte) (mainapi.Block, error) {
	var d Delivery
	if err := decodeOne(body, &d); err != nil {
		return mainapi.Block{}, err
	}
	return deliveredBlock(&d)
}

// deliveredBlock is d's block. ToBlock checks its logs against the
// header's logsBloom when the provider sends it: a delivery whose receipts
// lost their logs (a provider's truncated payload) is refused. Stored, it
// would be complete in appearance: the full delivery that follows has the
// same hash and is ignored as a duplicate, and the block's rows would be
// lost for good.
func deliveredBlock(d *Delivery) (mainapi.Block, error) {
	b, err := d.ToBlock()
	if err != nil {
		return mainapi.Block{}, fmt.Errorf("%w: %w", ErrBadDelivery, err)
	}
	return b, nil
}

func bad(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrBadDelivery}, args...)...)
}

// decodeOne decodes body, which must hold exactly one JSON value, into v.
func decodeOne(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %v", ErrBadDelivery, err)
	}
	if dec.More() {
		return fmt.Errorf("%w: trailing data", ErrBadDelivery)
	}
	return nil
}
