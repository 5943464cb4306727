// Package sqlite is funbackend's storage: one SQLite file in WAL mode with a
// single writer connection and a pool of read-only connections. *DB
// implements the interfaces its consumers own (httpapi.Store,
// indexer.Store, keeper.Frozen, ratelimit.Store); the read models it
// returns are the root package's plain types (funbackend.Row, Candle, ...).
//
// Not found: a point read of one thing (a coin, an intent, the tip, a
// bucket, a metadata override, a coin's kept metadata) that does not exist
// returns funbackend.ErrNotFound, not an ok flag; a Delete of something
// absent returns it too, writing nothing. Callers test with errors.Is.
// Existence questions (CoinExists, TakenDown) answer a bool; aggregates
// (HeadTime) answer their empty value. Other errors are wrapped
// "sqlite: <what>: ...".
//
// SQL text: each query is a string literal at its one call, inside the
// method that runs it, so a method reads top to bottom with its SQL. A
// fragment several queries share (boardSelect, tradeCols, pendingCols,
// coinPrice) is a package constant beside its first user. The schema is
// in the migrations module (migrations/sqlite); no SQL is built elsewhere.
//
// Files by job: db.go (open, pools), blocks.go (the kept block hashes),
// apply.go (one batch of events in one transaction), holdings.go and
// minutes.go (the derived holders and one-minute candles), rollback.go
// (reorgs and re-derivation), codec.go (column encodings), then one file
// per group of reads (read.go for coins, candles.go, venue.go, wallet.go,
// intents.go, moderation.go, stream.go, ratelimit.go).
package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"runtime"
	"sync/atomic"

	_ "github.com/mattn/go-sqlite3" // registers the "sqlite3" driver

	"github.com/neoswap/neoswap/migrations"
)

// DB holds the two pools. Writes go through Write, whose transactions begin
// IMMEDIATE so a writer never fails half-way with "database is locked";
// reads use Read and never block the writer (WAL).
type DB struct {
	Write *sql.DB
	Read  *sql.DB

	gen atomic.Uint64
}

// Generation counts the indexer's commits (Apply, Rollback) of this
// process: a body derived from trades is current while it is unchanged.
func (db *DB) Generation() uint64 { return db.gen.Load() }

// Open opens (creating if needed) the SQLite file at path and applies pending
// migrations. It returns an error when the file cannot be opened or migrated.
func Open(ctx context.Context, path string) (*DB, error) {
	common := url.Values{}
	common.Set("_journal_mode", "WAL")
	common.Set("_busy_timeout", "5000")
	common.Set("_foreign_keys", "on")
	common.Set("_synchronous", "NORMAL")

	wq := url.Values{}
	for k, v := range common {
		wq[k] = v
	}
	wq.Set("_txlock", "immediate")
	w, err := sql.Open("sqlite3", "file:"+path+"?"+wq.Encode())
	if err != nil {
		return nil, fmt.Errorf("sqlite: open writer: %w", err)
	}
	w.SetMaxOpenConns(1) // the single writer
	if err := w.PingContext(ctx); err != nil {
		w.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	if _, err := migrations.UpSQLite(ctx, w); err != nil {
		w.Close()
		return nil, err
	}

	rq := url.Values{}
	for k, v := range common {
		rq[k] = v
	}
	rq.Set("mode", "ro")
	r, err := sql.Open("sqlite3", "file:"+path+"?"+rq.Encode())
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("sqlite: open readers: %w", err)
	}
	readers := max(4, runtime.NumCPU()*2)
	r.SetMaxOpenConns(readers)
	// Keep every reader open: database/sql's default of 2 idle connections
	// closed and reopened the others under concurrent load (each open
	// re-reads the schema), which dominated the candles route's latency.
	r.SetMaxIdleConns(readers)
	return &DB{Write: w, Read: r}, nil
}

// Close closes both pools.
func (db *DB) Close() error {
	rerr := db.Read.Close()
	if err := db.Write.Close(); err != nil {
		return err
	}
	return rerr
}
