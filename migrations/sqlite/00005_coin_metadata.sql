-- +goose Up
-- A coin's verified metadata (launch-venue spec 2.2, 4.2): the exact JSON
-- bytes of the intent it launched from, kept when the coin materializes
-- (TokenCreated) and only when keccak256 of the bytes equals the on-chain
-- metadataHash. has_image: the JSON's image is a data URL the image route
-- serves (PNG/JPEG/GIF/WebP by sniffed bytes, bounded size). A separate
-- table, so the whole-row board and detail selects do not grow a column
-- carrying a data URL. Rolled back with the coin (cascade).
CREATE TABLE coin_metadata (
    token         TEXT    PRIMARY KEY REFERENCES coins (address) ON DELETE CASCADE,
    metadata_json TEXT    NOT NULL,
    has_image     INTEGER NOT NULL CHECK (has_image IN (0, 1))
) STRICT;

-- +goose Down
DROP TABLE coin_metadata;
