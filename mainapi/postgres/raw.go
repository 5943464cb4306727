package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// Apply stores block b with its decoded events and derives the rows it
// touches (see deriveApplied).
func (w *writeTx) Apply(ctx context.Context, b *mainapi.Block, ev *mainapi.Events) error {
	if w.prepared != nil {
		return errors.New("postgres: a block applied in a prepared batch's transaction")
	}
	_, err := w.tx.Exec(ctx, "INSERT INTO blocks (number, hash, parent_hash, timestamp) VALUES ($1, $2, $3, $4)",
		int64(b.Number), b.Hash.Bytes(), b.ParentHash.Bytes(), int64(b.Timestamp))
	if err != nil {
		return fmt.Errorf("postgres: insert block %d: %w", b.Number, err)
	}
	txBlocks := make([]int64, len(ev.Transactions))
	for i := range txBlocks {
		txBlocks[i] = int64(b.Number)
	}
	return w.applyRaw(ctx, batchEvents{blocks: []mainapi.Block{*b}, ev: ev, txBlocks: txBlocks}, false)
}

// applyRaw copies the raw rows of the blocks of b, unless they are copied
// already (a prepared batch), and derives them (deriveApplied: each domain
// copies what it reads when it suits it).
func (w *writeTx) applyRaw(ctx context.Context, b batchEvents, copied bool) error {
	copyRaw := func(tables func(string) bool) error {
		if copied {
			return nil
		}
		return b.copyRaw(ctx, w.tx, tables)
	}
	return deriveApplied(ctx, w.tx, w.minLiq, b, copyRaw)
}

// ApplyBatch stores consecutive blocks bs with their decoded events evs in
// one pass: one COPY per table for the whole batch, then one set-based
// derivation of the range (the same statements as Apply's). In a prepared
// batch's transaction (prepared.go) bs must be its blocks, stored
// already: it derives them.
func (w *writeTx) ApplyBatch(ctx context.Context, bs []mainapi.Block, evs []mainapi.Events) error {
	if len(bs) == 0 {
		return nil
	}
	if w.prepared != nil {
		if !w.prepared.is(bs) {
			return fmt.Errorf("postgres: blocks %d-%d applied in the transaction prepared for others", bs[0].Number, bs[len(bs)-1].Number)
		}
		return w.applyRaw(ctx, *w.prepared, true)
	}
	b, err := copyBatch(ctx, w.tx, bs, evs, func(string) bool { return false })
	if err != nil {
		return err
	}
	return w.applyRaw(ctx, b, false)
}

// concatEvents joins the events of blocks bs, each slice allocated once at
// its final length (a 200-block batch holds tens of thousands of events),
// with the block number of each transaction.
func concatEvents(bs []mainapi.Block, evs []mainapi.Events) (all mainapi.Events, txBlocks []int64) {
	all = mainapi.Events{
		PairsCreated:    concat(evs, func(e *mainapi.Events) []mainapi.PairCreated { return e.PairsCreated }),
		PairSwaps:       concat(evs, func(e *mainapi.Events) []mainapi.PairSwap { return e.PairSwaps }),
		Mints:           concat(evs, func(e *mainapi.Events) []mainapi.Mint { return e.Mints }),
		Burns:           concat(evs, func(e *mainapi.Events) []mainapi.Burn { return e.Burns }),
		Syncs:           concat(evs, func(e *mainapi.Events) []mainapi.Sync { return e.Syncs }),
		LPTransfers:     concat(evs, func(e *mainapi.Events) []mainapi.LPTransfer { return e.LPTransfers }),
		RouterSwaps:     concat(evs, func(e *mainapi.Events) []mainapi.RouterSwap { return e.RouterSwaps }),
		CreatorFees:     concat(evs, func(e *mainapi.Events) []mainapi.CreatorFee { return e.CreatorFees }),
		Collector:       concat(evs, func(e *mainapi.Events) []mainapi.CollectorEvent { return e.Collector }),
		Vault:           concat(evs, func(e *mainapi.Events) []mainapi.VaultEvent { return e.Vault }),
		Admin:           concat(evs, func(e *mainapi.Events) []mainapi.AdminEvent { return e.Admin }),
		NeoTransfers:    concat(evs, func(e *mainapi.Events) []mainapi.NeoTransfer { return e.NeoTransfers }),
		NeocatStakes:    concat(evs, func(e *mainapi.Events) []mainapi.NeocatStake { return e.NeocatStakes }),
		NeocatTransfers: concat(evs, func(e *mainapi.Events) []mainapi.NeocatTransfer { return e.NeocatTransfers }),
		Registry:        concat(evs, func(e *mainapi.Events) []mainapi.RegistryEvent { return e.Registry }),
		Pve:             concat(evs, func(e *mainapi.Events) []mainapi.PveEvent { return e.Pve }),
		CoinTransfers:   concat(evs, func(e *mainapi.Events) []mainapi.CoinTransfer { return e.CoinTransfers }),
		Transactions:    concat(evs, func(e *mainapi.Events) []mainapi.Transaction { return e.Transactions }),
	}
	txBlocks = make([]int64, 0, len(all.Transactions))
	for i := range evs {
		all.Curve.Append(&evs[i].Curve)
		all.Farm.Append(&evs[i].Farm)
		all.Staking.Append(&evs[i].Staking)
		all.Rakeback.Append(&evs[i].Rakeback)
		for range evs[i].Transactions {
			txBlocks = append(txBlocks, int64(bs[i].Number))
		}
	}
	return all, txBlocks
}

// concat joins field(e) over evs in one allocation (nil when empty).
func concat[T any](evs []mainapi.Events, field func(*mainapi.Events) []T) []T {
	n := 0
	for i := range evs {
		n += len(field(&evs[i]))
	}
	if n == 0 {
		return nil
	}
	out := make([]T, 0, n)
	for i := range evs {
		out = append(out, field(&evs[i])...)
	}
	return out
}

// rawTable is one raw table's columns after the common key columns
// (rawKeyCols) and its rows: row writes row i's key (putPos), then its
// values of cols.
type rawTable struct {
	name string
	cols []string
	n    int
	row  func(i int, r *pgcopy.Row)
}

// rawKeyCols are the columns every raw table starts with.
var rawKeyCols = []string{"block_number", "tx_hash", "log_index", "tx_index", "address"}

// putPos writes the key columns of an event at p.
func putPos(r *pgcopy.Row, p *mainapi.Pos) {
	r.Int64(int64(p.Block))
	r.Bytes(p.TxHash[:])
	r.Int32(int32(p.LogIndex))
	r.Int32(int32(p.TxIndex))
	r.Bytes(p.Address[:])
}

// insertRaw copies the events into their raw tables (the transactions,
// then each domain's), of those for which tables(name) is true; txBlock(i)
// is the block number of ev.Transactions[i].
func insertRaw(ctx context.Context, tx pgx.Tx, ev *mainapi.Events, txBlock func(i int) int64, tables func(string) bool) error {
	if len(ev.Transactions) > 0 && tables("transactions") {
		_, err := pgcopy.Typed(ctx, tx, "transactions",
			[]string{"block_number", "tx_hash", "tx_index", "from_address", "to_address"},
			len(ev.Transactions), func(i int, r *pgcopy.Row) error {
				t := &ev.Transactions[i]
				r.Int64(txBlock(i))
				r.Bytes(t.Hash[:])
				r.Int32(int32(t.Index))
				r.Bytes(t.From[:])
				r.Bytes(t.To[:])
				return nil
			})
		if err != nil {
			return fmt.Errorf("postgres: insert transactions: %w", err)
		}
	}
	for _, d := range domains {
		for _, t := range d.rawTables(ev) {
			if t.n == 0 || !tables(t.name) {
				continue
			}
			cols := append(slices.Clip(rawKeyCols), t.cols...)
			_, err := pgcopy.Typed(ctx, tx, t.name, cols, t.n, func(i int, r *pgcopy.Row) error { t.row(i, r); return nil })
			if err != nil {
				return fmt.Errorf("postgres: insert %s: %w", t.name, err)
			}
		}
	}
	return nil
}
