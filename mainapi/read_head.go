package mainapi

import (
	"time"

	"github.com/neoswap/neoswap/common/wire"
)

// The read models: the rows the store (package postgres) returns and the
// HTTP handlers (package httpapi) serve, one file per route group
// (read_*.go). They live here, not in the store, so that httpapi depends on
// the small reader interfaces it declares and on these plain types, never
// on the database driver.

// Head is the indexed chain head: the newest block the indexer has applied.
type Head struct {
	Number    uint64
	Hash      wire.Hash
	Timestamp wire.Seconds
}

// IndexerHealth is what the internal health route reports.
type IndexerHealth struct {
	// Known is false when no indexer ever recorded a status.
	Known    bool
	Halted   bool
	Error    string
	NodeHead uint64
	// UpdatedAt is when the indexer last recorded its status.
	UpdatedAt time.Time
	// Head is the indexed head; HasHead is false when none is stored.
	Head    Head
	HasHead bool
	// InboxPending is the number of recorded deliveries not applied yet.
	InboxPending int
}
