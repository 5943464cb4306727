-- +goose Up
-- The curve indexer's view of the chain: block hashes it has applied, so a
-- reorg is detected by parent hash and rolled back to the common ancestor.
CREATE TABLE blocks (
    number      INTEGER PRIMARY KEY,
    hash        TEXT    NOT NULL UNIQUE,
    parent_hash TEXT    NOT NULL,
    timestamp   INTEGER NOT NULL
) STRICT;

-- +goose Down
DROP TABLE blocks;
