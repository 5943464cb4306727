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

// selectAdapterAsset reads a token's metadata, else a launch venue coin's
// (a coin still on its curve has no tracked pair, hence no metadata row;
// every coin is a LaunchpadToken clone of 18 decimals).
const selectAdapterAsset = `
SELECT hex_addr(address), name, symbol, token_decimals(address) FROM token_metadata WHERE address = $1
UNION ALL
SELECT hex_addr(address), name, symbol, 18 FROM neofun_coins
WHERE address = $1 AND NOT EXISTS (SELECT 1 FROM token_metadata WHERE address = $1)`

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

// selectAdapterCurvePair reads a launch venue coin as its curve pair: the
// coin and WETH, created by its TokenCreated (the coin's neofun_launch
// activity row), the fee its latest trade paid over that trade's ETH leg
// in bps (protocol plus creator; both rates are live on chain, so the
// latest trade is the rate a trade pays now; 0 before any trade).
const selectAdapterCurvePair = `
SELECT hex_addr(c.address), hex_addr(c.address), hex_addr((SELECT address FROM contracts WHERE role = 'weth' LIMIT 1)),
       a.block_number, a.timestamp, hex_addr(a.tx_hash),
       coalesce((SELECT round((t.protocol_fee + t.creator_fee) * 10000 / nullif(t.eth_amount, 0))::int
                 FROM neofun_trades t WHERE t.token = c.address
                 ORDER BY t.timestamp DESC, t.block_number DESC, t.log_index DESC LIMIT 1), 0)
FROM neofun_coins c
JOIN activity a ON a.block_number = c.created_block AND a.kind = 'neofun_launch' AND a.data ->> 'token' = hex_addr(c.address)
WHERE c.address = $1`

// AdapterPair returns an own pool or a launch venue coin's curve pair; ok
// is false for an unknown or third-party pair.
func (db *DB) AdapterPair(ctx context.Context, pair wire.Address) (p mainapi.AdapterPair, ok bool, err error) {
	var block int64
	err = db.Pool.QueryRow(ctx, selectAdapterPair, pair[:]).Scan(&p.Pair, &p.Token0, &p.Token1, &block,
		&p.CreatedTimestamp, &p.CreatedTx, &p.FeeBps)
	if errors.Is(err, pgx.ErrNoRows) {
		p.Curve = true
		err = db.Pool.QueryRow(ctx, selectAdapterCurvePair, pair[:]).Scan(&p.Pair, &p.Token0, &p.Token1, &block,
			&p.CreatedTimestamp, &p.CreatedTx, &p.FeeBps)
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return mainapi.AdapterPair{}, false, nil
	}
	if err != nil {
		return p, false, fmt.Errorf("postgres: read adapter pair: %w", err)
	}
	p.CreatedBlock = uint64(block)
	return p, true, nil
}

// selectAdapterEvents reads the pair events of own pools and the launch
// venue's curve trades in blocks $1..$2 in block and log order
// (activity's primary key; a block's log indexes follow its transactions'
// order). The legs are the data column's: in and out for a swap, token0
// and token1 for liquidity. A curve trade is a swap of its coin's curve
// pair (the coin, WETH): a buy pays the gross ETH leg in (fees included)
// and takes tokenAmount out; a sell pays tokenAmount in and takes the ETH
// leg minus both fees out (what the seller got). Its reserves are the
// curve's virtual token and ETH reserves after the trade.
const selectAdapterEvents = `
SELECT a.block_number, a.timestamp, hex_addr(a.tx_hash), a.tx_index, a.log_index, a.kind, hex_addr(a.user_address),
       hex_addr(a.pair), hex_addr(p.token0), hex_addr(p.token1), token_decimals(p.token0), token_decimals(p.token1),
       a.data -> 'legs' -> 0 ->> 'token', (a.data -> 'legs' -> 0 ->> 'amount')::numeric,
       a.data -> 'legs' -> 1 ->> 'token', (a.data -> 'legs' -> 1 ->> 'amount')::numeric,
       a.reserve0, a.reserve1
FROM activity a
JOIN pools p ON p.pair = a.pair AND p.own
WHERE a.block_number BETWEEN $1 AND $2 AND a.kind IN ('swap', 'add_liquidity', 'remove_liquidity')
UNION ALL
SELECT a.block_number, a.timestamp, hex_addr(a.tx_hash), a.tx_index, a.log_index, a.kind, hex_addr(a.user_address),
       a.data ->> 'token', a.data ->> 'token', hex_addr(w.address), 18, token_decimals(w.address),
       CASE WHEN buy THEN hex_addr(w.address) ELSE a.data ->> 'token' END,
       CASE WHEN buy THEN (a.data ->> 'ethAmount')::numeric ELSE (a.data ->> 'tokenAmount')::numeric END,
       CASE WHEN buy THEN a.data ->> 'token' ELSE hex_addr(w.address) END,
       CASE WHEN buy THEN (a.data ->> 'tokenAmount')::numeric
            ELSE (a.data ->> 'ethAmount')::numeric - (a.data ->> 'protocolFee')::numeric - (a.data ->> 'creatorFee')::numeric END,
       a.reserve0, a.reserve1
FROM activity a
CROSS JOIN LATERAL (SELECT a.data ->> 'side' = 'buy' AS buy) s
CROSS JOIN (SELECT address FROM contracts WHERE role = 'weth' LIMIT 1) w
WHERE a.block_number BETWEEN $1 AND $2 AND a.kind = 'neofun_trade'
ORDER BY 1, 5`

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
