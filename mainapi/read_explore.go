package mainapi

import "github.com/neoswap/neoswap/common/wire"

// ExploreKey is the keyset position of /explore/tokens: the last item's
// sort value (decimal text) and address, both descending.
type ExploreKey struct {
	V string       `json:"v"`
	A wire.Address `json:"a"`
}

// ExploreQuery selects a page of /explore/tokens.
type ExploreQuery struct {
	Sort   string // tvl, volume24h, newest
	Venue  string // neoswap, neofun or empty (all)
	Minute int64  // the head's unix minute (the 24h window's end)
	Since  int64  // the head's timestamp minus 24h (curve trades after it)
	After  *ExploreKey
	Limit  int
}

// ExploreToken is an /explore/tokens item; SortValue is its value of the
// query's sort (the cursor's).
type ExploreToken struct {
	Address      wire.Address
	Symbol, Name *string
	Decimals     *int16
	Venue        string
	Status       *string // curve status of a launched token
	BornBlock    int64
	PriceUsd     *string
	TvlUsd       wire.Usd
	Volume24hUsd wire.Usd
	SortValue    string
}
