package postgres

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/shopspring/decimal"
)

// The token candles of applied blocks (a batch, or the head's one block), computed in Go from its price
// points and FeeRouter trades (see derive_batch.go for why):
// recomputeTokenCandles with its $3, as poolCandles does for the pool
// candles: a minute with a stored row is that row merged with the batch's
// points and swaps, a minute without one is the batch's own candle. That
// holds for the first block's minute too, which can begin below the batch:
// a row is stored for every minute with an own price point of the token or
// a FeeRouter trade in it (a trade without a price keeps a row with NULL
// OHLC), so below the batch a minute without a row has neither. (A pool
// candle differs: a pool with Swaps and no price yet has no row; see
// loadBelow.) Left to the statement, that minute's keys were a
// visible share of every backfill batch (BenchmarkReplayMix).

// tokenCandle is a token_candles row.
type tokenCandle struct {
	ohlc
	volume decimal.Decimal
	swaps  int64
}

// tokenCandleRows are the token_candles rows to upsert (numeric text).
type tokenCandleRows struct {
	tokens  [][]byte
	minutes []int64
	ohlcText
	vols  []string
	swaps []int64
}

// listTokenCandleKeys lists the batch's (token, minute) keys: the tokens of the
// own pools with a Sync or Swap in the minute and those a FeeRouter trade of
// the minute starts or ends in (touchedFeedKeys' tc).
func (d *feedDeriver) listTokenCandleKeys() []addrKey {
	var ks keySet[addrKey]
	add := func(pair common.Address, n uint64) {
		if tp, ok := d.pairs[pair]; ok && tp.own {
			ks.add(addrKey{tp.token0, d.times[n] / 60})
			ks.add(addrKey{tp.token1, d.times[n] / 60})
		}
	}
	for i := range d.b.ev.Syncs {
		add(d.b.ev.Syncs[i].Address, d.b.ev.Syncs[i].Block)
	}
	for i := range d.b.ev.PairSwaps {
		add(d.b.ev.PairSwaps[i].Address, d.b.ev.PairSwaps[i].Block)
	}
	for i := range d.b.ev.RouterSwaps { // its volume, whatever pools it crossed
		r := &d.b.ev.RouterSwaps[i]
		ks.add(addrKey{r.TokenIn, d.times[r.Block] / 60})
		ks.add(addrKey{r.TokenOut, d.times[r.Block] / 60})
	}
	return ks.list
}

// loadStoredTokenCandles lists the batch's token candle keys and reads
// their stored candles.
func (d *feedDeriver) loadStoredTokenCandles(ctx context.Context, tx pgx.Tx) error {
	d.storedTokenCandles = map[addrKey]*tokenCandle{}
	d.tokenCandleKeys = d.listTokenCandleKeys()
	if len(d.tokenCandleKeys) == 0 {
		return nil
	}
	tokens, minutes := splitKeys(d.tokenCandleKeys)
	rows, _ := tx.Query(ctx, `
		SELECT c.token, c.minute, c.open::text, c.high::text, c.low::text, c.close::text, c.volume_usd::text, c.swaps
		FROM unnest($1::bytea[], $2::bigint[]) AS k(token, minute)
		JOIN token_candles c ON c.token = k.token AND c.minute = k.minute`, tokens, minutes)
	var token []byte
	var minute, swaps int64
	var o, h, l, c *string
	var v string
	_, err := pgx.ForEachRow(rows, []any{&token, &minute, &o, &h, &l, &c, &v, &swaps}, func() error {
		x := &tokenCandle{ohlc: ohlc{priced: o != nil}, swaps: swaps}
		if err := parseNumerics([]*decimal.Decimal{&x.volume}, v); err != nil {
			return err
		}
		if x.priced {
			if h == nil || l == nil || c == nil {
				return fmt.Errorf("token candle %x/%d: partial OHLC", token, minute)
			}
			if err := parseNumerics([]*decimal.Decimal{&x.open, &x.high, &x.low, &x.close}, *o, *h, *l, *c); err != nil {
				return err
			}
		}
		d.storedTokenCandles[addrKey{common.BytesToAddress(token), minute}] = x
		return nil
	})
	if err != nil {
		return fmt.Errorf("postgres: batch token candles: stored: %w", err)
	}
	return nil
}

// tokenCandles builds the batch's token candles from its own price points
// (USD rounded to 18 places, in block order) and its FeeRouter trades, each
// counted once for the token it starts in and once for the one it ends in.
func (d *feedDeriver) tokenCandles() tokenCandleRows {
	var out tokenCandleRows
	own := map[addrKey]*tokenCandle{}
	get := func(k addrKey) *tokenCandle {
		c := own[k]
		if c == nil {
			c = &tokenCandle{}
			own[k] = c
		}
		return c
	}
	for bi := range d.b.blocks {
		n := d.b.blocks[bi].Number
		for _, t := range d.pointTokens[n] {
			k := pointKey{t, n}
			if usd := d.points[k]; usd != nil && d.pointOwn[k] {
				get(addrKey{t, d.times[n] / 60}).point(trimScale(usd.Round(18)))
			}
		}
	}
	for i := range d.tradeRows {
		t := &d.tradeRows[i]
		if t.source != "router" {
			continue
		}
		m := d.times[t.pos.Block] / 60
		for _, tok := range []common.Address{t.tokenIn, t.tokenOut} {
			c := get(addrKey{tok, m})
			c.volume = c.volume.Add(t.usd)
			c.swaps++
		}
	}
	for _, k := range d.tokenCandleKeys {
		c, o := get(k), d.storedTokenCandles[k]
		switch {
		case o != nil:
			m := *o
			m.ohlc = o.then(c.ohlc)
			m.volume = trimScale(o.volume.Add(c.volume))
			m.swaps += c.swaps
			c = &m
		case !c.priced && c.swaps == 0:
			continue
		default:
			c.volume = trimScale(c.volume)
		}
		out.tokens, out.minutes = append(out.tokens, k.addr.Bytes()), append(out.minutes, k.n)
		out.add(c.ohlc)
		out.vols, out.swaps = append(out.vols, numericText(c.volume)), append(out.swaps, c.swaps)
	}
	return out
}

func (d *feedDeriver) upsertTokenCandles(ctx context.Context, tx pgx.Tx) error {
	c := &d.tokenCandleRows
	return upsertRows(ctx, tx, "token candles", len(c.tokens), `
		INSERT INTO token_candles (token, minute, open, high, low, close, volume_usd, swaps)
		SELECT * FROM unnest($1::bytea[], $2::bigint[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[],
		                     $7::numeric[], $8::int[])
		ON CONFLICT (token, minute) DO UPDATE SET open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low,
		    close = EXCLUDED.close, volume_usd = EXCLUDED.volume_usd, swaps = EXCLUDED.swaps`,
		c.tokens, c.minutes, c.open, c.high, c.low, c.cls, c.vols, c.swaps)
}
