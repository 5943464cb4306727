package indexer

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/decode"
)

// DefaultFinalityDepth is Config.FinalityDepth's default: deeper reorgs halt.
const DefaultFinalityDepth = 64

var (
	// ErrReorgTooDeep is returned by HandleBlock when the block's branch
	// leaves the stored chain more than the finality depth below the head
	// (or below the first stored block). Ingest must halt: finalized history
	// is never rewritten silently.
	ErrReorgTooDeep = errors.New("indexer: reorg deeper than the finality depth")
	// ErrNoSource is returned when a gap or a reorg needs blocks from a
	// BlockSource and Config.Source is nil.
	ErrNoSource = errors.New("indexer: a block source is needed for gaps and reorgs")
)

// Config configures an Indexer.
type Config struct {
	// Contracts are the deployment's contracts by role; those of roles
	// factory, ext_factory, fee_router, collector and creator_fee_vault are
	// decoded (pairs are discovered from the factories' PairCreated).
	Contracts []mainapi.Contract
	// FinalityDepth bounds reorgs (see ErrReorgTooDeep); 0 means
	// DefaultFinalityDepth.
	FinalityDepth uint64
	// Source fetches canonical blocks for gaps and reorgs; nil makes both
	// fail with ErrNoSource.
	Source BlockSource
	// Metadata reads new tokens' metadata. Nil stores unknown metadata.
	Metadata TokenMetadata
	// Logger gets reorgs at Warn; nil discards.
	Logger *slog.Logger
	// Metrics gets one call per block or batch handled (nil: none);
	// *metrics.Ingest of common/metrics implements it.
	Metrics Metrics
}

// Metrics observes the indexer: per block or batch handled, the blocks and
// events stored, the blocks rolled back, its time, and the head after it
// (headNumber 0 when unknown); never per event.
type Metrics interface {
	Handled(blocks, events, rolledBack int, elapsed time.Duration, headNumber, headTime uint64, failed bool)
	NodeHead(n uint64)
}

// observe reports one HandleBlock or batch to Config.Metrics; last is
// the block the head is at when it applied.
func (ix *Indexer) observe(start time.Time, out Outcome, last *mainapi.Block, err error) {
	if ix.cfg.Metrics == nil {
		return
	}
	var num, ts uint64
	if err == nil && last != nil && out.Applied > 0 {
		num, ts = last.Number, last.Timestamp
	}
	ix.cfg.Metrics.Handled(out.Applied, out.Events, out.RolledBack, time.Since(start), num, ts, err != nil)
}

// Indexer applies blocks to a Store. It is not safe for concurrent use: the
// single writer calls HandleBlock from one goroutine.
type Indexer struct {
	store Store
	cfg   Config
	track decode.Contracts
	log   *slog.Logger
	// found are the pairs and coins tracked at the committed head (its
	// Contracts are track); nil = reload.
	found *decode.Tracked
	meta  *metadataReader // nil without Config.Metadata (metadata.go)
	ahead *aheadDecode    // the next batch, decoded in the background (batch_ahead.go)
	// aheadUsed counts the batches that took their decode ahead, and
	// preparedUsed those finished in the transaction prepared ahead: the
	// tests check the pipeline is not silently always discarded.
	aheadUsed, preparedUsed int
}

// New returns an Indexer over store.
func New(store Store, cfg Config) *Indexer {
	if cfg.FinalityDepth == 0 {
		cfg.FinalityDepth = DefaultFinalityDepth
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	ix := &Indexer{store: store, cfg: cfg, log: log, track: tracked(cfg.Contracts)}
	if cfg.Metadata != nil {
		ix.meta = newMetadataReader(cfg.Metadata)
	}
	return ix
}

// tracked picks the decoded contracts out of cs.
func tracked(cs []mainapi.Contract) decode.Contracts {
	var t decode.Contracts
	for _, c := range cs {
		switch c.Role {
		case mainapi.RoleFactory:
			t.Factory = c.Address
		case mainapi.RoleExtFactory:
			t.ExtFactory = c.Address
		case mainapi.RoleFeeRouter:
			t.FeeRouter = c.Address
		case mainapi.RoleCollector:
			t.Collector = c.Address
		case mainapi.RoleCreatorFeeVault:
			t.CreatorFeeVault = c.Address
		case mainapi.RoleLaunchpadCurve:
			t.LaunchpadCurve = c.Address
		case mainapi.RoleVampChef:
			t.VampChef = c.Address
		case mainapi.RoleMasterChef:
			t.MasterChef = c.Address
		case mainapi.RoleVestingEscrow:
			t.VestingEscrow = c.Address
		case mainapi.RoleTreasuryVesting:
			t.TreasuryVesting = c.Address
		case mainapi.RoleZap:
			t.Zap = c.Address
		case mainapi.RoleExtZap:
			t.ExtZap = c.Address
		case mainapi.RoleNEO:
			t.NeoToken = c.Address
		case mainapi.RoleTreasury:
			t.Treasury = c.Address
		case mainapi.RoleNeoStaking:
			t.NeoStaking = c.Address
		case mainapi.RoleRakeback:
			t.Rakeback = c.Address
		case mainapi.RoleNeocatStaking:
			t.NeocatStaking = c.Address
		case mainapi.RoleNeocatNft:
			t.NeocatNft = c.Address
		case mainapi.RoleCreatorFeeRegistry:
			t.CreatorFeeRegistry = c.Address
		case mainapi.RolePveVault:
			t.PveVault = c.Address
		case mainapi.RolePveVaultV2:
			t.PveVaultV2 = c.Address
		}
	}
	return t
}

// Outcome says what HandleBlock did.
type Outcome struct {
	// Applied is the number of blocks stored (gap and reorg branches included).
	Applied int
	// RolledBack is the number of stored blocks a reorg removed.
	RolledBack int
	// Duplicate is true when the block was already stored (a no-op).
	Duplicate bool
	// Stale is true when the block is not canonical any more (a late
	// delivery from an abandoned branch): ignored.
	Stale bool
	// Events is the number of decoded events stored.
	Events int
}

// HandleBlock applies b:
//   - a block whose hash is stored is a no-op (Duplicate);
//   - the first block, or a child of the stored head, is applied in one
//     transaction;
//   - a block beyond head+1 first fills the gap from the BlockSource, one
//     transaction per block;
//   - a block whose parent is not the stored block below it (or that
//     replaces a stored block) walks back to the common ancestor through the
//     BlockSource, and in one transaction rolls back to it and applies the
//     new branch; a non-canonical block at or below the head is ignored
//     (Stale).
//
// It returns ErrReorgTooDeep when the ancestor is more than the finality
// depth below the head, ErrNoSource when a source is needed and missing,
// and wrapped store, source and decode errors; nothing is written then.
func (ix *Indexer) HandleBlock(ctx context.Context, b mainapi.Block) (out Outcome, err error) {
	if ix.cfg.Metrics != nil {
		defer func(start time.Time) { ix.observe(start, out, &b, err) }(time.Now())
	}
	return ix.handleBlock(ctx, b)
}

func (ix *Indexer) handleBlock(ctx context.Context, b mainapi.Block) (Outcome, error) {
	ix.dropAhead() // its prepared transaction holds blocks this one may write
	var out Outcome
	head, ok, err := ix.head(ctx)
	if err != nil {
		return out, err
	}
	if ok && b.Number > head.Number+1 {
		if ix.cfg.Source == nil {
			return out, fmt.Errorf("gap before block %d: %w", b.Number, ErrNoSource)
		}
		for n := head.Number + 1; n < b.Number; n++ {
			gb, err := ix.cfg.Source.BlockByNumber(ctx, n)
			if err != nil {
				return out, fmt.Errorf("indexer: fill gap: block %d: %w", n, err)
			}
			o, err := ix.handle(ctx, gb)
			out.add(o)
			if err != nil {
				return out, err
			}
		}
	}
	o, err := ix.handle(ctx, b)
	out.add(o)
	return out, err
}

func (o *Outcome) add(p Outcome) {
	o.Applied += p.Applied
	o.RolledBack += p.RolledBack
	o.Events += p.Events
	o.Duplicate = p.Duplicate
	o.Stale = p.Stale
}

// Head returns the stored head; ok is false when no block is stored.
func (ix *Indexer) Head(ctx context.Context) (head mainapi.BlockRef, ok bool, err error) {
	return ix.head(ctx)
}

func (ix *Indexer) head(ctx context.Context) (head mainapi.BlockRef, ok bool, err error) {
	err = ix.store.InTx(ctx, func(tx Tx) error {
		head, ok, err = tx.Head(ctx)
		return err
	})
	if err != nil {
		return head, false, fmt.Errorf("indexer: read head: %w", err)
	}
	return head, ok, nil
}

// handle applies one block (and the branch it completes) in one transaction.
func (ix *Indexer) handle(ctx context.Context, b mainapi.Block) (Outcome, error) {
	var out Outcome
	var found *decode.Tracked
	err := ix.store.InTx(ctx, func(tx Tx) error {
		out = Outcome{}
		head, ok, err := tx.Head(ctx)
		if err != nil {
			return fmt.Errorf("read head: %w", err)
		}
		if ok {
			stored, found, err := tx.BlockHash(ctx, b.Number)
			if err != nil {
				return fmt.Errorf("read block %d: %w", b.Number, err)
			}
			if found && stored == b.Hash {
				out.Duplicate = true
				return nil
			}
		}
		branch := []mainapi.Block{b}
		if ok && (b.Number <= head.Number || b.ParentHash != head.Hash) {
			var stale bool
			var ancestor uint64
			branch, ancestor, stale, err = ix.walkBack(ctx, tx, head, b)
			if err != nil || stale {
				out.Stale = stale
				return err
			}
			if err := tx.RollbackTo(ctx, ancestor); err != nil {
				return fmt.Errorf("roll back to %d: %w", ancestor, err)
			}
			out.RolledBack = int(head.Number - ancestor)
			ix.log.Warn("indexer: reorg", "block", b.Number, "ancestor", ancestor, "depth", out.RolledBack, "branch", len(branch))
			ix.found = nil
		}
		if found, err = ix.loadTracked(ctx, tx); err != nil {
			return err
		}
		for i := range branch {
			n, err := ix.apply(ctx, tx, &branch[i], found)
			if err != nil {
				return err
			}
			out.Applied++
			out.Events += n
		}
		return nil
	})
	if err != nil {
		ix.found = nil
		if errors.Is(err, ErrReorgTooDeep) || errors.Is(err, ErrNoSource) {
			return out, fmt.Errorf("indexer: block %d: %w", b.Number, err)
		}
		return out, fmt.Errorf("indexer: block %d %s: %w", b.Number, b.Hash.Hex(), err)
	}
	if out.Applied > 0 {
		ix.found = found
	}
	return out, nil
}

// trackedFound returns the pairs and coins tracked at the committed head,
// not to be modified.
func (ix *Indexer) trackedFound(ctx context.Context) (*decode.Tracked, error) {
	if ix.found == nil {
		err := ix.store.InTx(ctx, func(tx Tx) error {
			_, err := ix.loadTracked(ctx, tx) // fills ix.found
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("indexer: %w", err)
		}
	}
	return ix.found, nil
}

// loadTracked returns a copy of what the decoder tracks at the
// transaction's head: the contracts, the pairs and the coins stored.
func (ix *Indexer) loadTracked(ctx context.Context, tx Tx) (*decode.Tracked, error) {
	if ix.found == nil {
		p, err := tx.Pairs(ctx)
		if err != nil {
			return nil, fmt.Errorf("load pairs: %w", err)
		}
		c, err := tx.Coins(ctx)
		if err != nil {
			return nil, fmt.Errorf("load coins: %w", err)
		}
		ix.found = &decode.Tracked{Contracts: ix.track, Pairs: p, Coins: c}
	}
	return ix.found.Clone(), nil
}

// walkBack finds the common ancestor of the stored chain and b's branch and
// returns the branch above it (oldest first, ending with b). stale is true
// when b is at or below the head and is not the canonical block there.
func (ix *Indexer) walkBack(ctx context.Context, tx Tx, head mainapi.BlockRef, b mainapi.Block) (branch []mainapi.Block, ancestor uint64, stale bool, err error) {
	src := ix.cfg.Source
	if src == nil {
		return nil, 0, false, ErrNoSource
	}
	if b.Number <= head.Number {
		canon, err := src.BlockByNumber(ctx, b.Number)
		if err != nil {
			return nil, 0, false, fmt.Errorf("canonical block %d: %w", b.Number, err)
		}
		if canon.Hash != b.Hash {
			return nil, 0, true, nil
		}
	}
	branch = []mainapi.Block{b}
	cur := b
	for {
		if cur.Number == 0 || head.Number-(cur.Number-1) > ix.cfg.FinalityDepth {
			return nil, 0, false, fmt.Errorf("%w (%d): head %d, branch reaches %d without a common ancestor",
				ErrReorgTooDeep, ix.cfg.FinalityDepth, head.Number, cur.Number)
		}
		stored, found, err := tx.BlockHash(ctx, cur.Number-1)
		if err != nil {
			return nil, 0, false, fmt.Errorf("read block %d: %w", cur.Number-1, err)
		}
		if !found {
			return nil, 0, false, fmt.Errorf("%w: block %d is below the first stored block", ErrReorgTooDeep, cur.Number-1)
		}
		if stored == cur.ParentHash {
			slices.Reverse(branch)
			return branch, cur.Number - 1, false, nil
		}
		parent, err := src.BlockByHash(ctx, cur.ParentHash)
		if err != nil {
			return nil, 0, false, fmt.Errorf("block %s: %w", cur.ParentHash.Hex(), err)
		}
		branch = append(branch, parent)
		cur = parent
	}
}

// apply decodes and stores one block whose parent is the transaction's head,
// extending t with the pairs and coins it creates. It returns the event
// count.
func (ix *Indexer) apply(ctx context.Context, tx Tx, b *mainapi.Block, t *decode.Tracked) (int, error) {
	ev, err := decode.Block(b, t)
	if err != nil {
		return 0, err
	}
	if err := ix.ensureMetadata(ctx, tx, ev.PairsCreated); err != nil {
		return 0, err
	}
	if err := tx.Apply(ctx, b, &ev); err != nil {
		return 0, fmt.Errorf("store block %d: %w", b.Number, err)
	}
	return ev.Len(), nil
}

// ensureMetadata reads and stores the metadata of the new pairs' tokens
// that have none yet.
func (ix *Indexer) ensureMetadata(ctx context.Context, tx Tx, created []mainapi.PairCreated) error {
	if len(created) == 0 {
		return nil
	}
	var tokens []common.Address
	for _, p := range created {
		tokens = append(tokens, p.Token0, p.Token1)
	}
	missing, err := tx.MissingMetadata(ctx, tokens)
	if err != nil || len(missing) == 0 {
		return err
	}
	md := make([]mainapi.TokenMetadata, len(missing))
	for i, tok := range missing { // read ahead by the follower (PrefetchMetadata), else now
		md[i] = mainapi.TokenMetadata{Address: tok}
		if ix.meta != nil {
			if md[i], err = ix.meta.read(ctx, tok); err != nil {
				return fmt.Errorf("metadata of %s: %w", tok.Hex(), err)
			}
		}
	}
	return tx.SaveMetadata(ctx, md)
}
