package main

import (
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

// The store implements every reader the HTTP routes declare: httpapi names
// only its own interfaces, so the check that the database satisfies them
// lives here, where the two are wired together.
var (
	_ httpapi.Store               = (*postgres.DB)(nil)
	_ httpapi.HeadListener        = (*postgres.DB)(nil)
	_ httpapi.Inbox               = (*postgres.DB)(nil)
	_ httpapi.IndexerHealthReader = (*postgres.DB)(nil)
)
