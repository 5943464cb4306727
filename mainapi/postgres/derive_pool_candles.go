package postgres

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/shopspring/decimal"
)

// The pool candles of applied blocks (a batch, or the head's one block),
// computed in Go from the batch's Syncs and pair Swaps (see
// derive_batch.go for why): recomputeCandles with its $3 (the batch
// appended above every stored block), which was the largest statement of a
// backfill after the feeds moved here (0.69 of 4.0 s over the 50k-swap mix:
// a pair_price call per Sync, a sort per minute). A minute with a stored
// row is that row merged with the batch's points and swaps; a minute
// without one is the batch's own candle, after the blocks of the minute
// below the batch for the first block's minute (loadBelow: read by index,
// where the statement, planned for any keys, scanned whole tables, a cost
// that grew with the chain).

// ohlc is a candle's prices.
type ohlc struct {
	open, high, low, close decimal.Decimal
	priced                 bool // open..close set
}

// point adds the next price of the candle's bucket.
func (c *ohlc) point(px decimal.Decimal) {
	if !c.priced {
		c.open, c.high, c.low, c.priced = px, px, px, true
	}
	if px.Cmp(c.high) > 0 {
		c.high = px
	}
	if px.Cmp(c.low) < 0 {
		c.low = px
	}
	c.close = px
}

// then is the candle of o's blocks followed by c's: o.after(c), or c when
// o has no price.
func (o ohlc) then(c ohlc) ohlc {
	if !o.priced {
		return c
	}
	return o.after(c)
}

// after is the stored candle o merged with c, the prices of the blocks
// after o's (mergedOHLC): open kept, high and low extended, close moved.
func (o ohlc) after(c ohlc) ohlc {
	if c.priced {
		o.high, o.low, o.close = decimal.Max(o.high, c.high), decimal.Min(o.low, c.low), c.close
	}
	return o
}

// candle is a pool_candles row.
type candle struct {
	ohlc
	volume0, volume1 *big.Int
	swaps            int64
}

// candleRows are the pool_candles rows to upsert (prices and volumes as
// numeric text).
type candleRows struct {
	pairs   [][]byte
	minutes []int64
	ohlcText
	volume0, volume1 []string
	swaps            []int64
}

// ohlcText is the open, high, low and close columns of candle rows to
// upsert, as numeric text.
type ohlcText struct {
	open, high, low, cls []*string
}

// add appends o's prices, or four NULLs when o has none (a token candle of
// a minute with trades and no price).
func (t *ohlcText) add(o ohlc) {
	if !o.priced {
		t.open, t.high, t.low, t.cls = append(t.open, nil), append(t.high, nil), append(t.low, nil), append(t.cls, nil)
		return
	}
	text := func(d decimal.Decimal) *string { s := numericText(d); return &s }
	t.open, t.high = append(t.open, text(o.open)), append(t.high, text(o.high))
	t.low, t.cls = append(t.low, text(o.low)), append(t.cls, text(o.close))
}

// poolCandleKeys lists the batch's (pair, minute) keys, in first-seen order.
func (d *feedDeriver) poolCandleKeys() []addrKey {
	var ks keySet[addrKey]
	add := func(pair common.Address, block uint64) {
		if _, ok := d.pairs[pair]; ok {
			ks.add(addrKey{pair, d.times[block] / 60})
		}
	}
	for i := range d.b.ev.Syncs {
		add(d.b.ev.Syncs[i].Address, d.b.ev.Syncs[i].Block)
	}
	for i := range d.b.ev.PairSwaps {
		add(d.b.ev.PairSwaps[i].Address, d.b.ev.PairSwaps[i].Block)
	}
	return ks.list
}

// poolCandles builds the batch's pool candles.
func (d *feedDeriver) poolCandles() candleRows {
	var out candleRows
	if len(d.b.blocks) == 0 {
		return out
	}
	firstMinute := int64(d.b.blocks[0].Timestamp) / 60
	own := map[addrKey]*candle{}
	get := func(pair common.Address, block uint64) *candle {
		k := addrKey{pair, d.times[block] / 60}
		c := own[k]
		if c == nil {
			c = &candle{volume0: new(big.Int), volume1: new(big.Int)}
			own[k] = c
		}
		return c
	}
	syncs := d.b.ev.Syncs
	for _, i := range d.syncOrder {
		s := &syncs[i]
		p, ok := d.pairs[s.Address]
		if !ok {
			continue
		}
		c := get(s.Address, s.Block)
		if s.Reserve0.Sign() <= 0 {
			continue
		}
		c.point(pairPrice(s.Reserve0, s.Reserve1, d.tokens[p.token0].dec, d.tokens[p.token1].dec))
	}
	for i := range d.b.ev.PairSwaps {
		s := &d.b.ev.PairSwaps[i]
		if _, ok := d.pairs[s.Address]; !ok {
			continue
		}
		c := get(s.Address, s.Block)
		c.volume0.Add(c.volume0, new(big.Int).Add(s.Amount0In, s.Amount0Out))
		c.volume1.Add(c.volume1, new(big.Int).Add(s.Amount1In, s.Amount1Out))
		c.swaps++
	}
	for _, k := range d.candleKeys {
		c, o := own[k], d.stored[k]
		switch {
		case o != nil: // merge: open kept, high/low extended, close moved, sums added
			m := *o
			m.ohlc = o.after(c.ohlc)
			m.volume0 = new(big.Int).Add(o.volume0, c.volume0)
			m.volume1 = new(big.Int).Add(o.volume1, c.volume1)
			m.swaps += c.swaps
			c = &m
		case k.n == firstMinute && d.below[k.addr] != nil: // the minute's blocks below the batch first
			m := *d.below[k.addr]
			m.ohlc = m.ohlc.then(c.ohlc)
			m.volume0 = new(big.Int).Add(m.volume0, c.volume0)
			m.volume1 = new(big.Int).Add(m.volume1, c.volume1)
			m.swaps += c.swaps
			if c = &m; !c.priced {
				continue
			}
		case !c.priced: // no price in the minute: no candle
			continue
		}
		out.pairs, out.minutes = append(out.pairs, k.addr.Bytes()), append(out.minutes, k.n)
		out.add(c.ohlc)
		out.volume0, out.volume1 = append(out.volume0, c.volume0.String()), append(out.volume1, c.volume1.String())
		out.swaps = append(out.swaps, c.swaps)
	}
	return out
}

func (d *feedDeriver) upsertCandles(ctx context.Context, tx pgx.Tx) error {
	c := &d.candles
	return upsertRows(ctx, tx, "pool candles", len(c.pairs), `
		INSERT INTO pool_candles (pair, minute, open, high, low, close, volume0, volume1, swaps)
		SELECT * FROM unnest($1::bytea[], $2::bigint[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[],
		                     $7::numeric[], $8::numeric[], $9::int[])
		ON CONFLICT (pair, minute) DO UPDATE SET open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low,
		    close = EXCLUDED.close, volume0 = EXCLUDED.volume0, volume1 = EXCLUDED.volume1, swaps = EXCLUDED.swaps`,
		c.pairs, c.minutes, c.open, c.high, c.low, c.cls, c.volume0, c.volume1, c.swaps)
}

// upsertRows runs the upsert sql of a batch's n rows of what, given as one
// array per column (args), when there are any.
func upsertRows(ctx context.Context, tx pgx.Tx, what string, n int, sql string, args ...any) error {
	if n == 0 {
		return nil
	}
	if _, err := tx.Exec(ctx, sql, args...); err != nil {
		return fmt.Errorf("postgres: batch %s: %w", what, err)
	}
	return nil
}

// loadStoredCandles lists the batch's pool candle keys and reads their
// stored candles.
func (d *feedDeriver) loadStoredCandles(ctx context.Context, tx pgx.Tx) error {
	d.stored = map[addrKey]*candle{}
	d.candleKeys = d.poolCandleKeys()
	if len(d.candleKeys) == 0 {
		return nil
	}
	pairs, minutes := splitKeys(d.candleKeys)
	rows, _ := tx.Query(ctx, `
		SELECT c.pair, c.minute, c.open::text, c.high::text, c.low::text, c.close::text, c.volume0::text, c.volume1::text, c.swaps
		FROM unnest($1::bytea[], $2::bigint[]) AS k(pair, minute)
		JOIN pool_candles c ON c.pair = k.pair AND c.minute = k.minute`, pairs, minutes)
	var pair []byte
	var minute, swaps int64
	var o, h, l, c, v0, v1 string
	_, err := pgx.ForEachRow(rows, []any{&pair, &minute, &o, &h, &l, &c, &v0, &v1, &swaps}, func() error {
		x := &candle{ohlc: ohlc{priced: true}, swaps: swaps}
		if err := parseNumerics([]*decimal.Decimal{&x.open, &x.high, &x.low, &x.close}, o, h, l, c); err != nil {
			return err
		}
		var err error
		if x.volume0, x.volume1, err = parseIntegers(v0, v1); err != nil {
			return err
		}
		d.stored[addrKey{common.BytesToAddress(pair), minute}] = x
		return nil
	})
	if err != nil {
		return fmt.Errorf("postgres: batch pool candles: stored: %w", err)
	}
	return d.loadBelow(ctx, tx)
}

// loadBelow reads the candles, over the blocks below the batch, of the
// batch's first minute for the pools without a stored candle in it: that
// minute can begin before the batch, and a candle is over its whole minute.
// (A pool with Swaps or Syncs there but no price yet has no stored row.)
func (d *feedDeriver) loadBelow(ctx context.Context, tx pgx.Tx) error {
	d.below = map[common.Address]*candle{}
	first := d.b.blocks[0]
	minute := int64(first.Timestamp) / 60
	var pairs [][]byte
	for _, k := range d.candleKeys {
		if k.n == minute && d.stored[k] == nil {
			pairs = append(pairs, k.addr.Bytes())
			d.below[k.addr] = &candle{volume0: new(big.Int), volume1: new(big.Int)}
		}
	}
	if len(pairs) == 0 {
		return nil
	}
	// The minute's blocks below the batch, as recomputeCandles' kb finds them.
	rows, _ := tx.Query(ctx, `
		WITH r AS (SELECT min(number) AS lo FROM blocks WHERE timestamp >= $2 * 60 AND timestamp < $2 * 60 + 60),
		b AS (SELECT b.number FROM r JOIN blocks b ON b.number BETWEEN r.lo AND $3
		      WHERE b.timestamp >= $2 * 60 AND b.timestamp < $2 * 60 + 60)
		SELECT 's', s.address, s.reserve0::text, s.reserve1::text, s.block_number, s.log_index
		FROM b JOIN pair_syncs s ON s.block_number = b.number AND s.address = ANY($1)
		UNION ALL
		SELECT 'w', w.address, (w.amount0_in + w.amount0_out)::text, (w.amount1_in + w.amount1_out)::text,
		       w.block_number, w.log_index
		FROM b JOIN pair_swaps w ON w.block_number = b.number AND w.address = ANY($1)
		ORDER BY 5, 6`, pairs, minute, int64(first.Number)-1)
	var kind, x0, x1 string
	var pair []byte
	var n, li int64
	_, err := pgx.ForEachRow(rows, []any{&kind, &pair, &x0, &x1, &n, &li}, func() error {
		a, b, err := parseIntegers(x0, x1)
		if err != nil {
			return err
		}
		c, p := d.below[common.BytesToAddress(pair)], d.pairs[common.BytesToAddress(pair)]
		if kind == "w" {
			c.volume0.Add(c.volume0, a)
			c.volume1.Add(c.volume1, b)
			c.swaps++
		} else if a.Sign() > 0 {
			c.point(pairPrice(a, b, d.tokens[p.token0].dec, d.tokens[p.token1].dec))
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("postgres: batch pool candles: below: %w", err)
	}
	return nil
}

// pairPrice is pair_price(r0, r1, d0, d1) (migration 00002): token1 per
// token0 in whole units, truncated to 36 decimals and trimmed; r0 > 0.
func pairPrice(r0, r1 *big.Int, d0, d1 int32) decimal.Decimal {
	num := new(big.Int).Mul(r1, tenTo(d0+36))
	den := new(big.Int).Mul(r0, tenTo(d1))
	return trimScale(decimal.NewFromBigInt(num.Quo(num, den), -36))
}

// splitKeys is keys as two parameter arrays.
func splitKeys(keys []addrKey) ([][]byte, []int64) {
	addrs, ns := make([][]byte, len(keys)), make([]int64, len(keys))
	for i, k := range keys {
		addrs[i], ns[i] = k.addr.Bytes(), k.n
	}
	return addrs, ns
}

// parseNumerics parses numeric text into dst, in order.
func parseNumerics(dst []*decimal.Decimal, text ...string) error {
	for i, t := range text {
		v, err := decimal.NewFromString(t)
		if err != nil {
			return err
		}
		*dst[i] = v
	}
	return nil
}

// parseIntegers parses two integer numerics (amounts, reserves) as text.
func parseIntegers(a, b string) (*big.Int, *big.Int, error) {
	x, okA := new(big.Int).SetString(a, 10)
	y, okB := new(big.Int).SetString(b, 10)
	if !okA || !okB {
		return nil, nil, fmt.Errorf("integers %q, %q", a, b)
	}
	return x, y, nil
}
