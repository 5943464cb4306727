-- +goose Up
-- Operator moderation (launch-venue spec 5.3; docs/funbackend.md "Operator
-- routes"). None of these tables is touched by the indexer's Rollback, so a
-- decision survives a reorg and a re-index of the coin it names.
--
-- bans: wallet addresses refused as the creator or submitter of an intent
-- (POST /intents answers 403 banned).
CREATE TABLE bans (
    address    TEXT    PRIMARY KEY,
    reason     TEXT    NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;

-- takedowns: coins hidden from every public list and refused on POST
-- /intents (403 taken down). A takedown may name a predicted address before
-- its coin exists, hence no foreign key; coins.hidden follows this table:
-- the writer sets it when it inserts a coin, the admin write updates it in
-- the same transaction.
CREATE TABLE takedowns (
    token      TEXT    PRIMARY KEY,
    reason     TEXT    NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;

-- metadata_overrides: the operator's description and/or image of a coin,
-- served in place of the verified metadata's (verifiedBy: operator). NULL:
-- that field is not overridden; image '': the coin shows no image.
-- has_image is the board's has_image while image is overridden (NULL
-- otherwise).
CREATE TABLE metadata_overrides (
    token       TEXT    PRIMARY KEY,
    description TEXT,
    image       TEXT,
    has_image   INTEGER CHECK (has_image IN (0, 1)),
    reason      TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
) STRICT;

-- admin_audit: every operator write, appended in the write's transaction.
-- credential is the first 8 hex digits of sha256(token), never the token.
CREATE TABLE admin_audit (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    at         INTEGER NOT NULL,
    action     TEXT    NOT NULL,
    target     TEXT    NOT NULL,
    reason     TEXT    NOT NULL,
    detail     TEXT,
    credential TEXT    NOT NULL,
    ip         TEXT    NOT NULL
) STRICT;

-- +goose Down
DROP TABLE admin_audit;
DROP TABLE metadata_overrides;
DROP TABLE takedowns;
DROP TABLE bans;
