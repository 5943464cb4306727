package postgres

import (
	"context"
	"fmt"
	"math/big"
	"sort"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/shopspring/decimal"
)

// The pool hours of applied blocks, computed in Go from their swap activity
// rows, Syncs and price points (see derive_batch.go for why):
// recomputePoolHours with its $4, the largest rollup left in a long backfill
// (BenchmarkReplayMix with statement logging). An hour with a stored row is
// that row with the blocks' volume, fees and swaps added and the TVL of the
// pool's last Sync among them; an hour without one is the blocks' own,
// the first block's hour too (which can begin below them): a row is stored
// for every hour with a Swap or a Sync of the pool, so below the blocks an
// hour without a row has neither (as for the token candles). An hour
// whose last Sync has a token without a price point at its block is left
// to the statement, which prices it.

// poolHour is a pool_hours row; tvl nil is NULL.
type poolHour struct {
	volume, fees decimal.Decimal
	swaps        int64
	tvl          *decimal.Decimal
}

// feeStep is a row of feeSchedule: the own pools' swap fee from block lo
// (to the next step).
type feeStep struct {
	lo, bps int64
}

// poolHourKeys lists the batch's (pool, hour) keys (touchedFeedKeys' ph).
func (d *feedDeriver) poolHourKeys() []addrKey {
	var ks keySet[addrKey]
	for i := range d.b.ev.Syncs {
		ks.add(addrKey{d.b.ev.Syncs[i].Address, d.times[d.b.ev.Syncs[i].Block] / 3600})
	}
	for i := range d.b.ev.PairSwaps {
		ks.add(addrKey{d.b.ev.PairSwaps[i].Address, d.times[d.b.ev.PairSwaps[i].Block] / 3600})
	}
	return ks.list
}

// loadPoolHourInputs reads the swap fee schedule, lists the batch's pool
// hour keys and reads their stored pool hours.
func (d *feedDeriver) loadPoolHourInputs(ctx context.Context, tx pgx.Tx) error {
	d.storedHours, d.fees = map[addrKey]*poolHour{}, nil
	var f feeStep
	rows, _ := tx.Query(ctx, `WITH `+feeSchedule+` SELECT lo, bps FROM fees ORDER BY lo`)
	if _, err := pgx.ForEachRow(rows, []any{&f.lo, &f.bps}, func() error {
		d.fees = append(d.fees, f)
		return nil
	}); err != nil {
		return fmt.Errorf("postgres: batch pool hours: fees: %w", err)
	}
	d.hourKeys = d.poolHourKeys()
	if len(d.hourKeys) == 0 {
		return nil
	}
	pairs, hours := splitKeys(d.hourKeys)
	rows, _ = tx.Query(ctx, `
		SELECT h.pair, h.hour, h.volume_usd::text, h.fees_usd::text, h.swaps, h.tvl_usd::text
		FROM unnest($1::bytea[], $2::bigint[]) AS k(pair, hour)
		JOIN pool_hours h ON h.pair = k.pair AND h.hour = k.hour`, pairs, hours)
	var pair []byte
	var hour, swaps int64
	var v, fees string
	var tvl *string
	_, err := pgx.ForEachRow(rows, []any{&pair, &hour, &v, &fees, &swaps, &tvl}, func() error {
		h := &poolHour{swaps: swaps}
		if err := parseNumerics([]*decimal.Decimal{&h.volume, &h.fees}, v, fees); err != nil {
			return err
		}
		if tvl != nil {
			x, err := decimal.NewFromString(*tvl)
			if err != nil {
				return err
			}
			h.tvl = &x
		}
		d.storedHours[addrKey{common.BytesToAddress(pair), hour}] = h
		return nil
	})
	if err != nil {
		return fmt.Errorf("postgres: batch pool hours: stored: %w", err)
	}
	return nil
}

// swapFeeBps is the fee of a pool at block n: the schedule's for own pools
// (30 before any step), 30 for third-party pools.
func (d *feedDeriver) swapFeeBps(own bool, n uint64) int64 {
	if !own {
		return 30
	}
	i := sort.Search(len(d.fees), func(i int) bool { return d.fees[i].lo > int64(n) })
	if i == 0 {
		return 30
	}
	return d.fees[i-1].bps
}

// poolHourRows are the pool_hours rows to upsert (numeric text, tvl NULL as
// nil) and the keys left to recomputePoolHours.
type poolHourRows struct {
	pairs         [][]byte
	hours         []int64
	volumes, fees []string
	swaps         []int64
	tvls          []*string
	fallbackPairs [][]byte
	fallbackHours []int64
}

// poolHours builds the batch's pool hours.
func (d *feedDeriver) poolHours() poolHourRows {
	var out poolHourRows
	type acc struct {
		volume, fees decimal.Decimal
		swaps        int64
		swapped      bool
		last         int // the Sync of the hour's TVL, -1 for none
	}
	accs := map[addrKey]*acc{}
	get := func(k addrKey) *acc {
		a := accs[k]
		if a == nil {
			a = &acc{last: -1}
			accs[k] = a
		}
		return a
	}
	ten4 := decimal.New(10000, 0)
	for i := range d.activityRows {
		r := &d.activityRows[i]
		tp, ok := d.pairs[r.pos.Address]
		if r.kind != "swap" || !ok {
			continue
		}
		a := get(addrKey{r.pos.Address, d.times[r.pos.Block] / 3600})
		fee := numericDiv(r.usd.Mul(decimal.New(d.swapFeeBps(tp.own, r.pos.Block), 0)), ten4).Round(usdRoundPlaces)
		a.volume, a.fees = a.volume.Add(r.usd), a.fees.Add(fee)
		a.swaps++
		a.swapped = true
	}
	for _, i := range d.syncOrder { // the last Sync of each key wins
		s := &d.b.ev.Syncs[i]
		get(addrKey{s.Address, d.times[s.Block] / 3600}).last = i
	}
	for _, k := range d.hourKeys {
		tp, ok := d.pairs[k.addr]
		if !ok {
			continue
		}
		a, o := get(k), d.storedHours[k]
		var tvl *decimal.Decimal
		if a.last >= 0 {
			s := &d.b.ev.Syncs[a.last]
			v, ok := d.tvl(tp, s.Block, s.Reserve0, s.Reserve1)
			if !ok { // a token without a point at the block: the statement prices it
				out.fallbackPairs, out.fallbackHours = append(out.fallbackPairs, k.addr.Bytes()), append(out.fallbackHours, k.n)
				continue
			}
			tvl = &v
		}
		var h poolHour
		switch {
		case o != nil:
			h = poolHour{volume: trimScale(o.volume.Add(a.volume)), fees: trimScale(o.fees.Add(a.fees)), swaps: o.swaps + a.swaps, tvl: o.tvl}
		case !a.swapped && a.last < 0:
			continue
		default:
			h = poolHour{volume: trimScale(a.volume), fees: trimScale(a.fees), swaps: a.swaps}
		}
		if tvl != nil {
			h.tvl = tvl
		}
		out.pairs, out.hours = append(out.pairs, k.addr.Bytes()), append(out.hours, k.n)
		out.volumes, out.fees = append(out.volumes, numericText(h.volume)), append(out.fees, numericText(h.fees))
		out.swaps = append(out.swaps, h.swaps)
		var t *string
		if h.tvl != nil {
			x := numericText(*h.tvl)
			t = &x
		}
		out.tvls = append(out.tvls, t)
	}
	return out
}

// tvl is the statement's tvl of a pool at its Sync in block n: both sides
// valued (usdValue), or twice the one that is priced, 0 when neither is; ok
// is false when a token has no price point at n.
func (d *feedDeriver) tvl(tp pairTokens, n uint64, r0, r1 *big.Int) (decimal.Decimal, bool) {
	var u [2]*decimal.Decimal
	for i, side := range []struct {
		tok common.Address
		r   *big.Int
	}{{tp.token0, r0}, {tp.token1, r1}} {
		p, ok := d.points[pointKey{side.tok, n}]
		if !ok {
			return decimal.Decimal{}, false
		}
		if p != nil {
			v := usdValue(*p, side.r, d.tokens[side.tok].dec)
			u[i] = &v
		}
	}
	switch {
	case u[0] != nil && u[1] != nil:
		return u[0].Add(*u[1]), true
	case u[0] != nil:
		return u[0].Mul(decimal.New(2, 0)), true
	case u[1] != nil:
		return u[1].Mul(decimal.New(2, 0)), true
	}
	return decimal.New(0, 0), true
}

func (d *feedDeriver) upsertPoolHours(ctx context.Context, tx pgx.Tx) error {
	h := &d.poolHourRows
	return upsertRows(ctx, tx, "pool hours", len(h.pairs), `
		INSERT INTO pool_hours (pair, hour, volume_usd, fees_usd, swaps, tvl_usd)
		SELECT * FROM unnest($1::bytea[], $2::bigint[], $3::numeric[], $4::numeric[], $5::int[], $6::numeric[])
		ON CONFLICT (pair, hour) DO UPDATE SET volume_usd = EXCLUDED.volume_usd, fees_usd = EXCLUDED.fees_usd,
		    swaps = EXCLUDED.swaps, tvl_usd = EXCLUDED.tvl_usd`,
		h.pairs, h.hours, h.volumes, h.fees, h.swaps, h.tvls)
}
