package mainapi

import "github.com/neoswap/neoswap/common/wire"

// HoldingsToken is a row of /holdings/tokens (httpapi/holdings.go): a token
// a wallet can hold and the service can price.
type HoldingsToken struct {
	Address  wire.Address
	Symbol   *string
	Name     *string
	Decimals int
	Verified bool
	// Source is "pool" (a token of a tracked pair) or "curve" (a launch
	// venue coin still on its curve).
	Source   string
	PriceUsd *string // decimal USD per whole token; nil when unpriced
	EthPrice *wire.Wei
}
