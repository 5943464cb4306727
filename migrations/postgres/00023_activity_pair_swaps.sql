-- +goose Up
-- The pool-hour and pool-stat rollups read a pool's swaps in a block range
-- (activity.pair = $p AND kind = 'swap' AND block_number BETWEEN ...). With
-- only activity_pair and activity_kind, a planner without fresh statistics
-- (a database being backfilled, before autovacuum's ANALYZE) intersected
-- both indexes and read every swap's entry of activity_kind per key: 180 ms
-- of a 200-event block's 300 ms on a database of 1,000 blocks of the 160-pool
-- mix (docs/performance.md, webhook latency). This index answers the
-- predicate by itself; with it the statement took 8 ms.
CREATE INDEX activity_pair_swaps ON activity (pair, block_number) WHERE kind = 'swap';

-- +goose Down
DROP INDEX activity_pair_swaps;
