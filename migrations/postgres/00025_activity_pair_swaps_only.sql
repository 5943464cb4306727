-- +goose Up
-- Every read of activity by pair is of its swaps: the pool swap list
-- (GET /dex/pools/{pair}/swaps, newest first) and the pool-hour and token
-- candle rollups (a block range). One partial index on (pair, block_number,
-- log_index) WHERE kind = 'swap' serves them all (the list by a backward
-- scan), so activity_pair, which also held every liquidity row, goes: one
-- index fewer to maintain per activity row, the derived table a backfill
-- writes most.
DROP INDEX activity_pair;
DROP INDEX activity_pair_swaps;
CREATE INDEX activity_pair_swaps ON activity (pair, block_number, log_index) WHERE kind = 'swap';

-- +goose Down
DROP INDEX activity_pair_swaps;
CREATE INDEX activity_pair_swaps ON activity (pair, block_number) WHERE kind = 'swap';
CREATE INDEX activity_pair ON activity (pair, block_number DESC, log_index DESC) WHERE pair IS NOT NULL;
