-- +goose Up
-- The pool-hour and pool-stat rollups read a pool's swaps in a block range
-- (activity.pair = $p AND kind = 'swap' AND block_number BETWEEN ...). With
-- only activity_pair and activity_kind, a planner without fresh statistics
-- (a database being backfilled, before autovacuum's ANALYZE) intersected
-- both indexes and read every swap's entry of activity_kind per key, most of
-- a block's time at the head (BenchmarkWebhookLatency; docs/performance.md,
-- "Webhook latency"). This index answers the predicate by itself.
CREATE INDEX activity_pair_swaps ON activity (pair, block_number) WHERE kind = 'swap';

-- +goose Down
DROP INDEX activity_pair_swaps;
