package webhookbody_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/mainapi/webhookbody"
)

// TestParseStreamsDelivery: the QuickNode Streams forms (metadata in the
// body, the bare array, an emptied batch) and their refusals, each a
// wrapped ErrBadDelivery.
func TestParseStreamsDelivery(t *testing.T) {
	second := strings.NewReplacer(`"number": "0x10"`, `"number": "0x11"`, `"blockNumber": "0x10"`, `"blockNumber": "0x11"`).Replace(goodDelivery)
	good := map[string]struct {
		body    string
		numbers []uint64
	}{
		"metadata in the body": {`{"data": [` + goodDelivery + `, ` + second + `], "metadata": {"dataset": "block_with_receipts"}}`, []uint64{16, 17}},
		"bare array":           {` [` + goodDelivery + `]`, []uint64{16}},
		"emptied by a filter":  {`{"data": null, "metadata": {}}`, nil},
		"empty batch":          {`{"data": []}`, nil},
	}
	for name, c := range good {
		blocks, err := webhookbody.ParseStreamsDelivery([]byte(c.body))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if len(blocks) != len(c.numbers) {
			t.Errorf("%s: %d blocks, want %d", name, len(blocks), len(c.numbers))
			continue
		}
		for i, b := range blocks {
			if b.Number != c.numbers[i] || len(b.Logs) != 1 {
				t.Errorf("%s: block %d is %d with %d logs", name, i, b.Number, len(b.Logs))
			}
		}
	}
	many := `[` + strings.Repeat(goodDelivery+`,`, webhookbody.MaxStreamsBlocks) + goodDelivery + `]`
	bad := map[string]string{
		"no data":                   `{"metadata": {}}`,
		"data not an array":         `{"data": {"block": {}}}`,
		"a bad item":                `{"data": [` + goodDelivery + `, {"block": {}, "receipts": []}]}`,
		"trailing":                  `[]{}`,
		"not json":                  `[`,
		"the native single form":    goodDelivery,
		"over the blocks per batch": many,
	}
	for name, body := range bad {
		if _, err := webhookbody.ParseStreamsDelivery([]byte(body)); !errors.Is(err, webhookbody.ErrBadDelivery) {
			t.Errorf("%s: err = %v, want ErrBadDelivery", name, err)
		}
	}
}
