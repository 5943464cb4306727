package main

import (
	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/indexer"
	"github.com/neoswap/neoswap/funbackend/keeper"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
	"github.com/neoswap/neoswap/funbackend/sqlite"
)

// The consumers own their interfaces (httpapi, indexer, keeper,
// ratelimit); the wiring is where the concrete types meet them, so the
// build fails here when one drifts.
var (
	_ httpapi.Store            = (*sqlite.DB)(nil)
	_ httpapi.StreamStore      = (*sqlite.DB)(nil)
	_ httpapi.IndexerStatus    = (*indexer.Indexer)(nil)
	_ httpapi.KeeperStatus     = (*keeper.Keeper)(nil)
	_ httpapi.NonceReader      = (*chain.Nonces)(nil)
	_ httpapi.SignatureChecker = (*chain.Signatures)(nil)
	_ httpapi.CurveReader      = (*chain.Curves)(nil)
	_ httpapi.QuoteReader      = (*chain.Quotes)(nil)
	_ indexer.Store            = (*sqlite.DB)(nil)
	_ keeper.Frozen            = (*sqlite.DB)(nil)
	_ ratelimit.Store          = (*sqlite.DB)(nil)
)
