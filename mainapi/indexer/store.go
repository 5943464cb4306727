// Package indexer applies blocks to the database: the parent-hash check,
// reorg handling down to the common ancestor, decoding, and one transaction
// per block in which raw events are stored and derived rows updated. It owns
// the interfaces it needs (Store, BlockSource, TokenMetadata); package
// postgres and package ethrpc implement them.
package indexer

import (
	"context"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
)

// Store is the indexer's database: it runs functions in one transaction as
// the single writer.
type Store interface {
	// InTx runs fn in one database transaction, committed when fn returns
	// nil and rolled back otherwise (fn's error is returned).
	InTx(ctx context.Context, fn func(Tx) error) error
}

// Tx is what the indexer does inside one transaction.
type Tx interface {
	// Head returns the highest stored block; ok is false when none is.
	Head(ctx context.Context) (head mainapi.BlockRef, ok bool, err error)
	// BlockHash returns the hash of the stored block number n; ok is false
	// when no block n is stored.
	BlockHash(ctx context.Context, n uint64) (hash common.Hash, ok bool, err error)
	// Pairs returns every tracked pair created by the stored blocks.
	Pairs(ctx context.Context) (map[common.Address]mainapi.Pair, error)
	// Coins returns every launch venue coin created by the stored blocks
	// (a curve TokenCreated each); empty, not nil, when there is none.
	Coins(ctx context.Context) (map[common.Address]struct{}, error)
	// MissingMetadata returns the tokens of tokens without stored metadata.
	MissingMetadata(ctx context.Context, tokens []common.Address) ([]common.Address, error)
	// SaveMetadata stores token metadata (raw input read from the chain).
	SaveMetadata(ctx context.Context, md []mainapi.TokenMetadata) error
	// RollbackTo deletes every block above ancestor with its raw rows and
	// re-derives the derived rows they touched.
	RollbackTo(ctx context.Context, ancestor uint64) error
	// Apply stores block b, its decoded events ev, and updates the derived
	// rows the block touches. b's parent must be the stored head (or no
	// block is stored).
	Apply(ctx context.Context, b *mainapi.Block, ev *mainapi.Events) error
	// ApplyBatch is Apply of consecutive blocks bs (bs[0]'s parent the
	// stored head) with their events evs, in one set-based pass.
	ApplyBatch(ctx context.Context, bs []mainapi.Block, evs []mainapi.Events) error
}

// BatchPreparer is a Store that can begin a backfill batch's transaction
// while its current one runs, so that the batch's raw rows are stored
// meanwhile (batch_ahead.go).
type BatchPreparer interface {
	// PrepareBatch begins a transaction beside the store's current one and
	// stores in it the blocks bs, whose parent will be the head, with the
	// raw rows of their events evs, not deriving them. It returns nil
	// without an error when it cannot begin one now.
	PrepareBatch(ctx context.Context, bs []mainapi.Block, evs []mainapi.Events) (PreparedBatch, error)
}

// PreparedBatch is a batch's transaction begun by PrepareBatch. Until it
// ends it holds its blocks' keys, which other transactions cannot write:
// its caller finishes or discards it before writing anything else.
type PreparedBatch interface {
	// InTx runs fn in the prepared transaction, in turn with the store's
	// others, and commits it when fn returns nil (it rolls back otherwise).
	// Its Tx sees the prepared blocks as stored; its ApplyBatch of them
	// derives them.
	InTx(ctx context.Context, fn func(Tx) error) error
	// Discard rolls the prepared transaction back.
	Discard()
}

// BlockSource reads canonical blocks, with their transactions and receipt
// logs, from a node.
type BlockSource interface {
	// BlockByNumber returns the canonical block number n.
	BlockByNumber(ctx context.Context, n uint64) (mainapi.Block, error)
	// BlockByHash returns the block with hash h (canonical or not).
	BlockByHash(ctx context.Context, h common.Hash) (mainapi.Block, error)
	// Head returns the number of the node's latest block.
	Head(ctx context.Context) (uint64, error)
}

// TokenMetadata reads a token's ERC-20 metadata from the chain. A token
// whose calls revert or return garbage yields nil fields, not an error; the
// error is for a node that could not be asked.
type TokenMetadata interface {
	TokenMetadata(ctx context.Context, token common.Address) (mainapi.TokenMetadata, error)
}

// Inbox holds verified webhook deliveries until the single writer applies
// them (DESIGN 3.5). postgres.Inbox implements it.
type Inbox interface {
	// Pending returns up to limit recorded blocks, lowest number first.
	Pending(ctx context.Context, limit int) ([]mainapi.Block, error)
	// Remove deletes the recorded blocks with hashes hs (applied, duplicate
	// or stale).
	Remove(ctx context.Context, hs []common.Hash) error
	// Wait returns when a delivery may have been recorded, after d, or with
	// ctx's error when ctx is done.
	Wait(ctx context.Context, d time.Duration) error
}

// StatusRecorder records the follower's state for the internal health
// route: running with the node's head, or halted with the error.
type StatusRecorder interface {
	RecordStatus(ctx context.Context, halted bool, errText string, nodeHead uint64) error
}
