package mainapi

import (
	"encoding/json"

	"github.com/neoswap/neoswap/common/wire"
)

// Read models of /activity (spec 2.2).

// ActivityItem is one row of the activity feed (spec 2.2 activity item).
type ActivityItem struct {
	TxHash      wire.Hash
	LogIndex    int64
	User        wire.Address
	Kind        string
	Status      string
	Venue       string
	Timestamp   wire.Seconds
	BlockNumber int64
	Data        json.RawMessage
}

// ActivityKey is a keyset position in the feed: newest first by
// (block_number, log_index).
type ActivityKey struct {
	Block    int64 `json:"b"`
	LogIndex int64 `json:"l"`
}

// ActivityQuery selects a page of /activity. Empty filters match
// everything; Venue is "neoswap", "neofun" or empty (all).
type ActivityQuery struct {
	Kind, Status, Venue string
	User                *wire.Address
	After               *ActivityKey // nil: the first page
	Limit               int
}
