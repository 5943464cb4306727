-- +goose Up
-- The aggregator adapter's events (/adapter/events, docs/adapter.md) read
-- the activity rows of pair events: the transaction's index in its block,
-- and the pair's reserves after the event (the Sync the pair emitted
-- before its Swap, Mint or Burn in the same transaction). NULL on rows
-- that are not pair events (curve, farm, staking kinds). Columns of the
-- existing per-event table rather than a table of their own: a second
-- copy of every swap would cost the ingest about a tenth of its rate.
-- DerivedVersion 10 rebuilds existing databases to fill them.
ALTER TABLE activity ADD COLUMN tx_index int, ADD COLUMN reserve0 numeric(78,0), ADD COLUMN reserve1 numeric(78,0);

-- pair_swap_legs gains the swap's tx_index (a new last column: CREATE OR
-- REPLACE keeps the view's dependants).
CREATE OR REPLACE VIEW pair_swap_legs AS
SELECT s.block_number, s.tx_hash, s.log_index, s.address AS pair, c.own, s.to_address,
       CASE WHEN s.amount0_in > 0 THEN c.token0 ELSE c.token1 END AS token_in,
       CASE WHEN s.amount0_in > 0 THEN c.token1 ELSE c.token0 END AS token_out,
       CASE WHEN s.amount0_in > 0 THEN s.amount0_in ELSE s.amount1_in END AS amount_in,
       CASE WHEN s.amount0_in > 0 THEN s.amount1_out ELSE s.amount0_out END AS amount_out,
       s.tx_index
FROM pair_swaps s
JOIN LATERAL (SELECT token0, token1, own FROM pairs_created pc WHERE pc.pair = s.address
              ORDER BY pc.block_number, pc.log_index LIMIT 1) c ON true;

-- +goose Down
DROP VIEW pair_swap_legs;
CREATE VIEW pair_swap_legs AS
SELECT s.block_number, s.tx_hash, s.log_index, s.address AS pair, c.own, s.to_address,
       CASE WHEN s.amount0_in > 0 THEN c.token0 ELSE c.token1 END AS token_in,
       CASE WHEN s.amount0_in > 0 THEN c.token1 ELSE c.token0 END AS token_out,
       CASE WHEN s.amount0_in > 0 THEN s.amount0_in ELSE s.amount1_in END AS amount_in,
       CASE WHEN s.amount0_in > 0 THEN s.amount1_out ELSE s.amount0_out END AS amount_out
FROM pair_swaps s
JOIN LATERAL (SELECT token0, token1, own FROM pairs_created pc WHERE pc.pair = s.address
              ORDER BY pc.block_number, pc.log_index LIMIT 1) c ON true;
ALTER TABLE activity DROP COLUMN tx_index, DROP COLUMN reserve0, DROP COLUMN reserve1;
