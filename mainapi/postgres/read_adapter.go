package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The aggregator adapter's reads (httpapi/adapter.go): token metadata,
// own pools with their creation, and the activity rows of own pools' pair
// events (migration 00041 added their tx_index and reserves).

const selectAdapterAsset = `SELECT hex_addr(address), name, symbol, token_decimals(address) FROM token_metadata WHERE address = $1`

// AdapterAsset returns the token's metadata; ok is false when the index
// does not know the token.
func (db *DB) AdapterAsset(ctx context.Context, token wire.Address) (a mainapi.AdapterAsset, ok bool, err error) {
	err = db.Pool.QueryRow(ctx, selectAdapterAsset, token[:]).Scan(&a.Address, &a.Name, &a.Symbol, &a.Decimals)
	if errors.Is(err, pgx.ErrNoRows) {
		return a, false, nil
	}
	if err != nil {
		return a, false, fmt.Errorf("postgres: read adapter asset: %w", err)
	}
	return a, true, nil
}

// selectAdapterPair reads an own pool and its first PairCreated (the
// tracked_pairs order), with the LP fee at the head.
const selectAdapterPair = `
SELECT hex_addr(p.pair), hex_addr(p.token0), hex_addr(p.token1), c.block_number, b.timestamp, hex_addr(c.tx_hash),
       swap_fee_bps_at(true, (SELECT number FROM chain_head))
FROM pools p
JOIN LATERAL (SELECT pc.block_number, pc.tx_hash FROM pairs_created pc WHERE pc.pair = p.pair
              ORDER BY pc.block_number, pc.log_index LIMIT 1) c ON true
JOIN blocks b ON b.number = c.block_number
WHERE p.pair = $1 AND p.own`

// AdapterPair returns an own pool; ok is false for an unknown or
// third-party pair.
func (db *DB) AdapterPair(ctx context.Context, pair wire.Address) (p mainapi.AdapterPair, ok bool, err error) {
	var block int64
	err = db.Pool.QueryRow(ctx, selectAdapterPair, pair[:]).Scan(&p.Pair, &p.Token0, &p.Token1, &block,
		&p.CreatedTimestamp, &p.CreatedTx, &p.FeeBps)
	if errors.Is(err, pgx.ErrNoRows) {
		return p, false, nil
	}
	if err != nil {
		return p, false, fmt.Errorf("postgres: read adapter pair: %w", err)
	}
	p.CreatedBlock = uint64(block)
	return p, true, nil
}

// selectAdapterEvents reads the pair events of own pools in blocks
// $1..$2 in block and log order (activity's primary key; a block's log
// indexes follow its transactions' order). The legs are the data
// column's: in and out for a swap, token0 and token1 for liquidity.
const selectAdapterEvents = `
SELECT a.block_number, a.timestamp, hex_addr(a.tx_hash), a.tx_index, a.log_index, a.kind, hex_addr(a.user_address),
       hex_addr(a.pair), hex_addr(p.token0), hex_addr(p.token1), token_decimals(p.token0), token_decimals(p.token1),
       a.data -> 'legs' -> 0 ->> 'token', (a.data -> 'legs' -> 0 ->> 'amount')::numeric,
       a.data -> 'legs' -> 1 ->> 'token', (a.data -> 'legs' -> 1 ->> 'amount')::numeric,
       a.reserve0, a.reserve1
FROM activity a
JOIN pools p ON p.pair = a.pair AND p.own
WHERE a.block_number BETWEEN $1 AND $2 AND a.kind IN ('swap', 'add_liquidity', 'remove_liquidity')
ORDER BY a.block_number, a.log_index`

// AdapterEvents returns the Swaps, Mints and Burns of own pools in
// blocks from..to, in block, transaction and log order.
func (db *DB) AdapterEvents(ctx context.Context, from, to uint64) ([]mainapi.AdapterEvent, error) {
	rows, err := db.Pool.Query(ctx, selectAdapterEvents, int64(from), int64(to))
	if err != nil {
		return nil, fmt.Errorf("postgres: read adapter events: %w", err)
	}
	defer rows.Close()
	out := []mainapi.AdapterEvent{}
	for rows.Next() {
		var (
			e        mainapi.AdapterEvent
			block    int64
			txIndex  *int32
			logIndex int32
		)
		if err := rows.Scan(&block, &e.Timestamp, &e.TxHash, &txIndex, &logIndex, &e.Kind, &e.Maker, &e.Pair,
			&e.Token0, &e.Token1, &e.Decimals0, &e.Decimals1, &e.TokenA, &e.AmountA, &e.TokenB, &e.AmountB,
			&e.Reserve0, &e.Reserve1); err != nil {
			return nil, fmt.Errorf("postgres: read adapter events: %w", err)
		}
		if txIndex == nil {
			// Rows derived before migration 00041 (DerivedVersion 10
			// rebuilds them on start): never served half-filled.
			return nil, fmt.Errorf("postgres: read adapter events: activity row %d/%d has no tx_index", block, logIndex)
		}
		e.Block, e.TxIndex, e.LogIndex = uint64(block), int(*txIndex), int(logIndex)
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: read adapter events: %w", err)
	}
	return out, nil
}
