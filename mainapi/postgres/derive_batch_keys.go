package postgres

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// Applied blocks' wallet activity and the keys its keyed rows are
// recomputed for, computed in Go from the batch's events (see
// derive_batch.go for why): insertWalletActivity, touchedKeys and
// touchedFeedKeys read the raw rows the batch just copied, a third of
// Postgres's time in a backfill once the feeds moved (BenchmarkReplayMix).

// walletRow is a row of wallet_activity.
type walletRow struct {
	block uint64
	addr  common.Address
}

// loadWalletFilters reads what insertWalletActivity filters a party by
// besides the deployment's contracts: the first PairCreated block of each
// party that is a pool.
func (d *feedDeriver) loadWalletFilters(ctx context.Context, tx pgx.Tx) error {
	d.pairSince = map[common.Address]uint64{}
	var parties keySet[common.Address]
	d.forParties(func(_ uint64, a common.Address, always bool) {
		if !always {
			parties.add(a)
		}
	})
	if len(parties.list) == 0 {
		return nil
	}
	var a []byte
	var n int64
	rows, _ := tx.Query(ctx, `SELECT pair, min(block_number) FROM pairs_created WHERE pair = ANY($1) GROUP BY pair`,
		addrs(parties.list))
	if _, err := pgx.ForEachRow(rows, []any{&a, &n}, func() error {
		d.pairSince[common.BytesToAddress(a)] = uint64(n)
		return nil
	}); err != nil {
		return fmt.Errorf("postgres: batch wallet activity: pools: %w", err)
	}
	return nil
}

// forParties calls fn for every party insertWalletActivity considers:
// payers, the stored senders (decode.Senders: of liquidity changes and of
// swaps outside the FeeRouter), creators (of fees, vault accruals and
// claims, curve coins), curve launch submitters, curve traders and the
// farm's users (forFarmParties), the stakers (forStakingParties) and the
// Neocat stakers always count; the parties of pair events, Neocat
// transfers and coin transfers unless they are contracts of the deployment
// or pools.
func (d *feedDeriver) forParties(fn func(block uint64, a common.Address, always bool)) {
	ev := d.b.ev
	for i := range ev.RouterSwaps {
		fn(ev.RouterSwaps[i].Block, ev.RouterSwaps[i].User, true)
	}
	for i := range ev.Transactions {
		fn(uint64(d.b.txBlocks[i]), ev.Transactions[i].From, true)
	}
	for i := range ev.CreatorFees {
		fn(ev.CreatorFees[i].Block, ev.CreatorFees[i].Creator, true)
	}
	for i := range ev.Vault {
		fn(ev.Vault[i].Block, ev.Vault[i].Creator, true)
	}
	for i := range ev.Curve.Trades {
		fn(ev.Curve.Trades[i].Block, ev.Curve.Trades[i].Trader, true)
	}
	for i := range ev.Curve.Created {
		fn(ev.Curve.Created[i].Block, ev.Curve.Created[i].Creator, true)
		fn(ev.Curve.Created[i].Block, ev.Curve.Created[i].Submitter, true)
	}
	forFarmParties(ev, fn)
	forStakingParties(ev, fn)
	forCreatorPveParties(ev, fn)
	for i := range ev.PairSwaps {
		fn(ev.PairSwaps[i].Block, ev.PairSwaps[i].Sender, false)
		fn(ev.PairSwaps[i].Block, ev.PairSwaps[i].To, false)
	}
	for i := range ev.LPTransfers {
		fn(ev.LPTransfers[i].Block, ev.LPTransfers[i].From, false)
		fn(ev.LPTransfers[i].Block, ev.LPTransfers[i].To, false)
	}
	for i := range ev.Mints {
		fn(ev.Mints[i].Block, ev.Mints[i].Recipient, false)
	}
	for i := range ev.Burns {
		fn(ev.Burns[i].Block, ev.Burns[i].To, false)
	}
	for i := range ev.NeocatStakes {
		fn(ev.NeocatStakes[i].Block, ev.NeocatStakes[i].Account, true)
	}
	for i := range ev.NeocatTransfers {
		fn(ev.NeocatTransfers[i].Block, ev.NeocatTransfers[i].From, false)
		fn(ev.NeocatTransfers[i].Block, ev.NeocatTransfers[i].To, false)
	}
	for i := range ev.CoinTransfers {
		fn(ev.CoinTransfers[i].Block, ev.CoinTransfers[i].From, false)
		fn(ev.CoinTransfers[i].Block, ev.CoinTransfers[i].To, false)
	}
}

// walletActivity is insertWalletActivity's rows.
func (d *feedDeriver) walletActivity() []walletRow {
	seen := map[walletRow]bool{}
	var out []walletRow
	d.forParties(func(n uint64, a common.Address, always bool) {
		if a == (common.Address{}) {
			return
		}
		if !always {
			_, contract := d.contracts[a]
			if since, ok := d.pairSince[a]; contract || ok && since <= n {
				return
			}
		}
		if r := (walletRow{n, a}); !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	})
	return out
}

func (d *feedDeriver) copyWalletActivity(ctx context.Context, tx pgx.Tx) error {
	rows := d.walletRows
	_, err := pgcopy.Rows(ctx, tx, "wallet_activity", []string{"block_number", "address"},
		len(rows), func(i int) ([]any, error) {
			return []any{int64(rows[i].block), rows[i].addr.Bytes()}, nil
		})
	if err != nil {
		return fmt.Errorf("postgres: batch wallet activity: %w", err)
	}
	return nil
}

// keySet collects distinct keys in first-seen order.
type keySet[K comparable] struct {
	seen map[K]bool
	list []K
}

func (s *keySet[K]) add(k K) {
	if s.seen == nil {
		s.seen = map[K]bool{}
	}
	if !s.seen[k] {
		s.seen[k] = true
		s.list = append(s.list, k)
	}
}

// addrKey is an address with a number: a pool or token with its minute or
// hour.
type addrKey struct {
	addr common.Address
	n    int64
}

// touched is touchedKeys and touchedFeedKeys over the batch: the keys of
// pools, tokens and wallets and of the feed rollups (the pool hours' and
// the pool and token candles' are those write leaves to the statements).
func (d *feedDeriver) touched() (keys, feedKeys) {
	ev := d.b.ev
	var pools, tokens, wallets, statPairs keySet[common.Address]
	var statHours keySet[int64]
	type rev struct {
		bucket string
		t      int64
	}
	var revs keySet[rev]
	for i := range ev.PairsCreated {
		pc := &ev.PairsCreated[i]
		pools.add(pc.Pair)
		tokens.add(pc.Token0)
		tokens.add(pc.Token1)
	}
	for i := range d.walletRows {
		wallets.add(d.walletRows[i].addr)
	}
	pairEvent := func(pair common.Address, n uint64) {
		ts := d.times[n]
		statPairs.add(pair)
		if tp, ok := d.pairs[pair]; ok && tp.own {
			statHours.add(ts / 3600)
		}
	}
	for i := range ev.Syncs {
		pools.add(ev.Syncs[i].Address)
		pairEvent(ev.Syncs[i].Address, ev.Syncs[i].Block)
	}
	for i := range ev.PairSwaps {
		pairEvent(ev.PairSwaps[i].Address, ev.PairSwaps[i].Block)
	}
	for i := range ev.PairsCreated {
		statPairs.add(ev.PairsCreated[i].Pair)
	}
	revenue := func(n uint64) {
		ts := d.times[n]
		revs.add(rev{"day", wire.DayStart(wire.DayOf(ts))})
		revs.add(rev{"epoch", wire.EpochStart(wire.EpochOf(ts))})
	}
	for i := range ev.RouterSwaps {
		statHours.add(d.times[ev.RouterSwaps[i].Block] / 3600)
		revenue(ev.RouterSwaps[i].Block)
	}
	for i := range ev.CreatorFees {
		revenue(ev.CreatorFees[i].Block)
	}
	for i := range ev.Collector {
		revenue(ev.Collector[i].Block)
	}

	k := keys{pools: addrs(pools.list), tokens: addrs(tokens.list), wallets: addrs(wallets.list)}
	fk := feedKeys{statPairs: addrs(statPairs.list), statHours: statHours.list}
	for _, r := range revs.list {
		fk.revBuckets, fk.revStarts = append(fk.revBuckets, r.bucket), append(fk.revStarts, r.t)
	}
	return k, fk
}
