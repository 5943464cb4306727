package postgres

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

var dexPoolSortColumns = map[mainapi.DexPoolSort]string{
	mainapi.DexPoolSortTvl:       "s.tvl_usd",
	mainapi.DexPoolSortVolume24h: "s.volume_24h_usd",
	mainapi.DexPoolSortFees24h:   "s.fees_24h_usd",
}

const selectDexPoolColumns = `
SELECT hex_addr(p.pair), hex_addr(p.token0), hex_addr(p.token1), p.reserve0::text, p.reserve1::text, p.last_updated,
       s.pair IS NOT NULL,
       coalesce(s.tvl_usd, 0)::text, coalesce(s.volume_24h_usd, 0)::text, coalesce(s.fees_24h_usd, 0)::text,
       coalesce(s.volume_30d_usd, 0)::text, s.fee_apr_bps,
       s.tvl_delta_pct::text, s.volume_24h_delta_pct::text, s.fees_24h_delta_pct::text`

const selectDexPoolText = `
SELECT p.pair, p.token0, p.token1, p.reserve0::text, p.reserve1::text, p.last_updated,
       s.pair IS NOT NULL,
       coalesce(s.tvl_usd, 0)::text, coalesce(s.volume_24h_usd, 0)::text, coalesce(s.fees_24h_usd, 0)::text,
       coalesce(s.volume_30d_usd, 0)::text, s.fee_apr_bps,
       s.tvl_delta_pct::text, s.volume_24h_delta_pct::text, s.fees_24h_delta_pct::text`

// dexPoolsShape tells the statements of DexPoolsText apart.
type dexPoolsShape struct {
	sort  mainapi.DexPoolSort
	desc  bool
	after uint8 // afterNone, afterNull or afterValue
}

// The kinds of keyset position of DexPoolsText.
const (
	afterNone  = iota // the first page
	afterNull         // after a pool without stats: $2 is the pair
	afterValue        // after a sort value: $2 is the value, $3 the pair
)

// dexPoolsSQL is the statement of each shape, built once: $1 is the limit.
var dexPoolsSQL = func() map[dexPoolsShape]string {
	out := map[dexPoolsShape]string{}
	for sort, col := range dexPoolSortColumns {
		for _, desc := range []bool{false, true} {
			cmp, dir := ">", "ASC"
			if desc {
				cmp, dir = "<", "DESC"
			}
			from := selectDexPoolText + `, ` + col + `::text
FROM pools p LEFT JOIN pool_stats s ON s.pair = p.pair`
			order := ` ORDER BY ` + col + ` IS NULL, ` + col + ` ` + dir + `, p.pair ` + dir + ` LIMIT $1`
			out[dexPoolsShape{sort, desc, afterNone}] = from + order
			out[dexPoolsShape{sort, desc, afterNull}] = from + ` WHERE ` + col + ` IS NULL AND p.pair ` + cmp + ` $2` + order
			out[dexPoolsShape{sort, desc, afterValue}] = from + ` WHERE ` + col + ` IS NULL OR ` + col + ` ` + cmp +
				` $2::numeric OR (` + col + ` = $2::numeric AND p.pair ` + cmp + ` $3)` + order
		}
	}
	return out
}()

// DexPoolsText passes a page of tracked pools to fn, in the order of q.Sort
// and q.Desc with nulls (pools without stats) last in both directions, and
// the pair in the same direction breaking ties; after q.After when set. It
// stops at fn's first error and returns it.
func (db *DB) DexPoolsText(ctx context.Context, q mainapi.DexPoolsQuery, fn func(*mainapi.DexPoolText) error) error {
	shape := dexPoolsShape{sort: q.Sort, desc: q.Desc}
	args := []any{q.Limit}
	if k := q.After; k != nil {
		if k.Null {
			shape.after = afterNull
			args = append(args, k.Pair.Bytes())
		} else {
			shape.after = afterValue
			args = append(args, k.Value, k.Pair.Bytes())
		}
	}
	sql, ok := dexPoolsSQL[shape]
	if !ok {
		return fmt.Errorf("postgres: unknown pool sort %q", q.Sort)
	}
	rows, err := db.Pool.Query(ctx, sql, args...)
	if err != nil {
		return fmt.Errorf("postgres: read pools: %w", err)
	}
	defer rows.Close()
	var p mainapi.DexPoolText
	for rows.Next() {
		r := rawRow{fields: rows.FieldDescriptions(), values: rows.RawValues()}
		p = mainapi.DexPoolText{
			Pair: r.address(0), Token0: r.address(1), Token1: r.address(2),
			Reserve0: r.text(3), Reserve1: r.text(4), LastUpdated: r.int8(5), HasStats: r.bool(6),
			TvlUsd: r.text(7), Volume24hUsd: r.text(8), Fees24hUsd: r.text(9), Volume30dUsd: r.text(10),
			TvlDeltaPct: r.text(12), Volume24hDeltaPct: r.text(13), Fees24hDeltaPct: r.text(14), SortValue: r.text(15),
		}
		p.FeeAprBps, p.FeeAprValid = r.nullInt8(11)
		if r.err == nil && (p.Reserve0 == nil || p.Reserve1 == nil || p.TvlUsd == nil || p.Volume24hUsd == nil ||
			p.Fees24hUsd == nil || p.Volume30dUsd == nil) {
			r.err = errors.New("NULL in a NOT NULL column")
		}
		if r.err != nil {
			return fmt.Errorf("postgres: read pools: %w", r.err)
		}
		if err := fn(&p); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("postgres: read pools: %w", err)
	}
	return nil
}

// rawRow decodes the raw values of a row (pgx's RawValues) without pgx's
// scan machinery, for the hot reads: bytea, int8 and bool columns in the
// binary format pgx requests for them, text columns in either format (the
// same bytes). A value of another type or format sets err.
type rawRow struct {
	fields []pgconn.FieldDescription
	values [][]byte
	err    error
}

func (r *rawRow) check(i int, oid uint32, format int16) bool {
	if r.err != nil {
		return false
	}
	if i >= len(r.values) || i >= len(r.fields) {
		r.err = fmt.Errorf("column %d missing", i)
		return false
	}
	if f := r.fields[i]; f.DataTypeOID != oid || (format >= 0 && f.Format != format) {
		r.err = fmt.Errorf("column %d (%s): type %d format %d, want type %d format %d", i, f.Name, f.DataTypeOID, f.Format, oid, format)
		return false
	}
	return true
}

// address is a NOT NULL 20-byte bytea column.
func (r *rawRow) address(i int) []byte {
	if !r.check(i, pgtype.ByteaOID, pgtype.BinaryFormatCode) {
		return nil
	}
	if v := r.values[i]; len(v) != wire.AddressLength {
		r.err = fmt.Errorf("column %d (%s): %d bytes, want an address", i, r.fields[i].Name, len(v))
		return nil
	}
	return r.values[i]
}

// text is a text column; nil for NULL.
func (r *rawRow) text(i int) []byte {
	if !r.check(i, pgtype.TextOID, -1) {
		return nil
	}
	return r.values[i]
}

// nullInt8 is a bigint column; ok is false for NULL.
func (r *rawRow) nullInt8(i int) (v int64, ok bool) {
	if !r.check(i, pgtype.Int8OID, pgtype.BinaryFormatCode) || r.values[i] == nil {
		return 0, false
	}
	if b := r.values[i]; len(b) == 8 {
		return int64(binary.BigEndian.Uint64(b)), true
	}
	r.err = fmt.Errorf("column %d (%s): %d bytes of int8", i, r.fields[i].Name, len(r.values[i]))
	return 0, false
}

// int8 is a NOT NULL bigint column.
func (r *rawRow) int8(i int) int64 {
	v, ok := r.nullInt8(i)
	if !ok && r.err == nil {
		r.err = fmt.Errorf("column %d (%s): NULL", i, r.fields[i].Name)
	}
	return v
}

// bool is a NOT NULL boolean column.
func (r *rawRow) bool(i int) bool {
	if !r.check(i, pgtype.BoolOID, pgtype.BinaryFormatCode) {
		return false
	}
	if b := r.values[i]; len(b) == 1 {
		return b[0] != 0
	}
	r.err = fmt.Errorf("column %d (%s): %d bytes of bool", i, r.fields[i].Name, len(r.values[i]))
	return false
}

func dexPoolDest(p *mainapi.DexPool) []any {
	return []any{&p.Pair, &p.Token0, &p.Token1, &p.Reserve0, &p.Reserve1, &p.LastUpdated, &p.HasStats,
		&p.TvlUsd, &p.Volume24hUsd, &p.Fees24hUsd, &p.Volume30dUsd, &p.FeeAprBps,
		&p.TvlDeltaPct, &p.Volume24hDeltaPct, &p.Fees24hDeltaPct}
}

// DexPool returns one tracked pool; ok is false when pair is not tracked.
func (db *DB) DexPool(ctx context.Context, pair wire.Address) (p mainapi.DexPool, ok bool, err error) {
	err = db.Pool.QueryRow(ctx, selectDexPoolColumns+`
FROM pools p LEFT JOIN pool_stats s ON s.pair = p.pair WHERE p.pair = $1`, pair.Bytes()).Scan(dexPoolDest(&p)...)
	if errors.Is(err, pgx.ErrNoRows) {
		return mainapi.DexPool{}, false, nil
	}
	if err != nil {
		return mainapi.DexPool{}, false, fmt.Errorf("postgres: read pool %s: %w", pair, err)
	}
	return p, true, nil
}

const selectDexPoolCandles = `
SELECT (minute / $2) * $2 AS bucket,
       ((array_agg(open ORDER BY minute))[1])::text,
       max(high)::text, min(low)::text,
       ((array_agg(close ORDER BY minute DESC))[1])::text
FROM pool_candles
WHERE pair = $1 AND minute >= $3 AND minute <= $4
GROUP BY 1 ORDER BY 1`

// selectDexPoolMinuteCandles is selectDexPoolCandles for one-minute buckets
// (the 24h range, the default): the stored minutes as they are, an index
// range scan with no grouping and no per-bucket sorts.
const selectDexPoolMinuteCandles = `
SELECT minute, open::text, high::text, low::text, close::text
FROM pool_candles
WHERE pair = $1 AND minute >= $2 AND minute <= $3
ORDER BY minute`

// DexPoolCandles returns the pool's candles grouped into buckets of bucket
// minutes (aligned on multiples of bucket) for minutes in [from, to],
// oldest first; buckets without a candle are absent.
func (db *DB) DexPoolCandles(ctx context.Context, pair wire.Address, bucket, from, to int64) ([]mainapi.Candle, error) {
	var (
		rows pgx.Rows
		err  error
	)
	if bucket == 1 {
		rows, err = db.Pool.Query(ctx, selectDexPoolMinuteCandles, pair.Bytes(), from, to)
	} else {
		rows, err = db.Pool.Query(ctx, selectDexPoolCandles, pair.Bytes(), bucket, from, to)
	}
	if err != nil {
		return nil, fmt.Errorf("postgres: read pool %s candles: %w", pair, err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.Candle, error) {
		var c mainapi.Candle
		err := r.Scan(&c.Minute, &c.Open, &c.High, &c.Low, &c.Close)
		return c, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read pool %s candles: %w", pair, err)
	}
	return out, nil
}

// selectPoolSwaps reads the page of the pool's pair Swaps newest first
// from pair_swaps_address, then each one's activity row by primary key:
// every pair Swap has one, with the Swap's block, log index and pair
// (migration 00031; TestFeeds checks it). Paged before the join,
// the statement reads offset+limit index entries whatever the planner's
// statistics.
const selectPoolSwaps = `
SELECT hex_addr(a.tx_hash), a.log_index, a.block_number, a.timestamp, hex_addr(a.user_address),
       a.data -> 'legs' -> 0 ->> 'token', a.data -> 'legs' -> 0 ->> 'amount',
       a.data -> 'legs' -> 1 ->> 'token', a.data -> 'legs' -> 1 ->> 'amount',
       a.usd_value::text
FROM (SELECT block_number, log_index FROM pair_swaps WHERE address = $1
      ORDER BY block_number DESC, log_index DESC OFFSET $2 LIMIT $3) s
JOIN activity a ON a.block_number = s.block_number AND a.log_index = s.log_index
ORDER BY s.block_number DESC, s.log_index DESC`

// DexPoolSwaps returns up to limit swaps of the pool, newest first, after
// skipping offset.
func (db *DB) DexPoolSwaps(ctx context.Context, pair wire.Address, offset, limit int) ([]mainapi.PoolSwap, error) {
	rows, err := db.Pool.Query(ctx, selectPoolSwaps, pair.Bytes(), offset, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: read pool %s swaps: %w", pair, err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.PoolSwap, error) {
		var s mainapi.PoolSwap
		var tokenIn, tokenOut string
		err := r.Scan(&s.TxHash, &s.LogIndex, &s.BlockNumber, &s.Timestamp, &s.Wallet,
			&tokenIn, &s.AmountIn, &tokenOut, &s.AmountOut, &s.UsdValue)
		if err != nil {
			return s, err
		}
		if s.TokenIn, err = wire.ParseAddress(tokenIn); err != nil {
			return s, err
		}
		s.TokenOut, err = wire.ParseAddress(tokenOut)
		return s, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read pool %s swaps: %w", pair, err)
	}
	return out, nil
}

// selectSwapCandidates: e is every own pool as a directed edge (both
// ways); a path is 1 to 3 edges from $1 to $2 through distinct tokens.
const selectSwapCandidates = `
WITH e AS MATERIALIZED (SELECT pair, token0 AS x, token1 AS y FROM pools WHERE own
                        UNION ALL SELECT pair, token1, token0 FROM pools WHERE own),
two AS (
    SELECT a.pair AS p1, b.pair AS p2
    FROM e a JOIN e b ON b.x = a.y
    WHERE a.x = $1 AND b.y = $2 AND a.y <> $2
),
three AS (
    SELECT a.pair AS p1, b.pair AS p2, c.pair AS p3
    FROM e a JOIN e b ON b.x = a.y JOIN e c ON c.x = b.y
    WHERE a.x = $1 AND c.y = $2 AND a.y <> $2 AND b.y <> $1 AND b.y <> $2 AND b.y <> a.y
),
used AS (
    SELECT pair FROM e WHERE x = $1 AND y = $2
    UNION SELECT p1 FROM two UNION SELECT p2 FROM two
    UNION SELECT p1 FROM three UNION SELECT p2 FROM three UNION SELECT p3 FROM three
)
SELECT hex_addr(p.pair), hex_addr(p.token0), hex_addr(p.token1) FROM pools p
WHERE p.own AND p.pair IN (SELECT pair FROM used)
ORDER BY p.pair`

// SwapCandidates returns the own pairs a route from tokenIn to tokenOut can
// use: every pair of every path of one to three pools (the router's paths;
// intermediate tokens distinct and of any kind, not only quote assets, so
// a token quoted only against another launch token still routes), ordered
// by pair. Empty when there is no route or the tokens are equal.
func (db *DB) SwapCandidates(ctx context.Context, tokenIn, tokenOut wire.Address) ([]mainapi.PairTopology, error) {
	if tokenIn == tokenOut {
		return nil, nil
	}
	rows, err := db.Pool.Query(ctx, selectSwapCandidates, tokenIn.Bytes(), tokenOut.Bytes())
	if err != nil {
		return nil, fmt.Errorf("postgres: read swap candidates: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.PairTopology, error) {
		var p mainapi.PairTopology
		err := r.Scan(&p.Pair, &p.Token0, &p.Token1)
		return p, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read swap candidates: %w", err)
	}
	return out, nil
}
