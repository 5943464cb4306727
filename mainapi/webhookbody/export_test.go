package webhookbody

import (
	stdjson "encoding/json"
	"fmt"

	"github.com/neoswap/neoswap/mainapi"
)

// ParseDeliveryStd is ParseDelivery reading the body with encoding/json
// instead of goccy/go-json: FuzzParseDelivery's reference.
func ParseDeliveryStd(body []byte) (mainapi.Block, error) {
	var d Delivery
	if err := stdjson.Unmarshal(body, &d); err != nil {
		return mainapi.Block{}, fmt.Errorf("%w: %v", ErrBadDelivery, err)
	}
	return d.ToBlock()
}
