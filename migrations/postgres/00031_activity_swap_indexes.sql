-- +goose Up
-- Two index entries fewer for every swap's activity row, the derived row a
-- backfill writes most: maintaining the four indexes cost several times the
-- insert of a batch's activity rows itself, the most of the batch's write
-- on the server (BenchmarkReplayMix, with and without the indexes).
--
-- activity_kind only serves the feed filtered by a kind other than swap
-- (a swap is most rows: the feed of swaps reads the primary key backwards
-- and keeps nearly every row), so it holds the other kinds only. Its
-- columns ascend: read backwards it gives the same order, and newest-last
-- inserts land on the right edge of a kind's range, where a descending
-- index split pages at their left edge (half the size, half the cost
-- measured). The feed's query states kind <> 'swap' itself when it asks
-- for another kind, so that a generic plan can use the partial index.
DROP INDEX activity_kind;
CREATE INDEX activity_kind ON activity (kind, block_number, log_index) WHERE kind <> 'swap';

-- A pool's swaps are read through the raw pair_swaps, whose index by pair
-- gains log_index for the swap list's order, and joined to their activity
-- rows by primary key (an activity row of kind swap is keyed by its pair
-- Swap's block and log index, and its pair is the Swap's address): the
-- partial activity_pair_swaps held the same entries a second time.
DROP INDEX activity_pair_swaps;
DROP INDEX pair_swaps_address;
CREATE INDEX pair_swaps_address ON pair_swaps (address, block_number, log_index);

-- +goose Down
DROP INDEX pair_swaps_address;
CREATE INDEX pair_swaps_address ON pair_swaps (address, block_number);
CREATE INDEX activity_pair_swaps ON activity (pair, block_number, log_index) WHERE kind = 'swap';
DROP INDEX activity_kind;
CREATE INDEX activity_kind ON activity (kind, block_number DESC, log_index DESC);
