package webhookbody

import (
	"bytes"
	"fmt"

	json "github.com/goccy/go-json"

	"github.com/neoswap/neoswap/mainapi"
)

// MaxStreamsBlocks bounds the blocks of one QuickNode Streams delivery (the
// provider's batch size is configurable; deliveries are also bounded in
// bytes by the webhook).
const MaxStreamsBlocks = 1000

// streamsData is the "data" of a Streams payload: present (possibly null,
// a batch a stream filter emptied) or absent.
type streamsData struct {
	set   bool
	items []Delivery
}

func (d *streamsData) UnmarshalJSON(b []byte) error {
	d.set = true
	if string(b) == "null" {
		return nil
	}
	return json.Unmarshal(b, &d.items)
}

// ParseStreamsDelivery parses the body of a QuickNode Streams webhook of the
// block_with_receipts dataset: {"data": [item, ...], "metadata": {...}}
// (metadata in the body or in headers; it is not read), or the bare array
// of items. Each item is {"block": ..., "receipts": [...]} exactly as
// qn_getBlockWithReceipts returns it, which is the shape ParseDelivery
// reads, and is checked as ParseDelivery checks one delivery: one bad item
// refuses the whole body. A null data (a batch a stream filter emptied)
// is no block. Blocks come back in the body's order; the provider's reorg
// metadata is not read (the indexer checks parent hashes itself).
func ParseStreamsDelivery(body []byte) ([]mainapi.Block, error) {
	var items []Delivery
	if trimmed := bytes.TrimLeft(body, " \t\r\n"); len(trimmed) > 0 && trimmed[0] == '[' {
		if err := decodeOne(body, &items); err != nil {
			return nil, err
		}
	} else {
		var env struct {
			Data streamsData `json:"data"`
		}
		if err := decodeOne(body, &env); err != nil {
			return nil, err
		}
		if !env.Data.set {
			return nil, bad(`a Streams body needs "data"`)
		}
		items = env.Data.items
	}
	if len(items) > MaxStreamsBlocks {
		return nil, bad("%d blocks in one delivery (at most %d)", len(items), MaxStreamsBlocks)
	}
	blocks := make([]mainapi.Block, len(items))
	for i := range items {
		b, err := deliveredBlock(&items[i])
		if err != nil {
			return nil, fmt.Errorf("item %d: %w", i, err)
		}
		blocks[i] = b
	}
	return blocks, nil
}
