-- +goose Up
-- The indexed chain: one row per canonical block the indexer has applied.
-- Raw event tables reference blocks by number; a reorg deletes every row above
-- the common ancestor and re-derives, so the parent-hash check reads this table.
CREATE TABLE blocks (
    number      bigint      PRIMARY KEY,
    hash        bytea       NOT NULL UNIQUE CHECK (length(hash) = 32),
    parent_hash bytea       NOT NULL CHECK (length(parent_hash) = 32),
    timestamp   bigint      NOT NULL,
    indexed_at  timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE blocks;
