-- +goose Up
-- Profiles (spec main-api 2.2, 4.6): written by the wallet-signed POSTs
-- /profile/pfp, /profile/x/link and /profile/x/unlink, each in its own
-- transaction, never by the indexer, so a rebuild leaves them alone. One
-- row per wallet that ever wrote; updated_at versions GET /profile/{address}
-- (its ETag).
CREATE TABLE profiles (
    address         bytea       PRIMARY KEY,
    neocat_token_id numeric     CHECK (neocat_token_id >= 0 AND neocat_token_id = trunc(neocat_token_id)), -- null: no pfp
    x_handle        text,                                     -- null: no X account linked
    x_user_id       text,                                     -- X's immutable id of the linked account
    updated_at      timestamptz NOT NULL,
    CHECK ((x_handle IS NULL) = (x_user_id IS NULL))
);

-- Replay protection of the signed profile writes: the EIP-191 digest of
-- every accepted signed text, kept until the text's issuedAt is too old to
-- be accepted anyway (expires_at); a digest seen again is a replay. Rows
-- past expires_at are deleted by the next write.
CREATE TABLE signed_write_digests (
    digest     bytea       PRIMARY KEY,
    expires_at timestamptz NOT NULL
);
CREATE INDEX signed_write_digests_expires ON signed_write_digests (expires_at);

-- +goose Down
DROP TABLE signed_write_digests;
DROP TABLE profiles;
