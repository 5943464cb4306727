-- +goose Up
-- The inbox records the verified block as the indexer reads it
-- (mainapi.Block, RLP-encoded: encoding 'rlp1') instead of the provider's
-- JSON body: about a third of the size, and decoded by the writer without
-- a second JSON parse (BenchmarkParseDelivery). Stored out of line without compression (EXTERNAL): the
-- rows live for milliseconds and hashes do not compress. Rows recorded
-- before keep encoding 'delivery' and are parsed as before.
ALTER TABLE ingest_inbox ADD COLUMN encoding text NOT NULL DEFAULT 'delivery'
    CHECK (encoding IN ('delivery', 'rlp1'));
ALTER TABLE ingest_inbox ALTER COLUMN body SET STORAGE EXTERNAL;

-- +goose Down
-- RLP rows cannot be turned back into provider bodies: they are dropped,
-- and the follower reads those blocks again from its node (gap fill).
DELETE FROM ingest_inbox WHERE encoding <> 'delivery';
ALTER TABLE ingest_inbox ALTER COLUMN body SET STORAGE EXTENDED;
ALTER TABLE ingest_inbox DROP COLUMN encoding;
