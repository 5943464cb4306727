-- +goose Up
-- Launch intents posted to POST /intents (launch-venue spec 2.2, 4.2): every
-- signed field, the signature, the exact metadata JSON bytes the
-- metadataHash commits to, and the posted body verbatim (GET
-- /intents/{address}). address is the coin's predicted address; an intent
-- stays until its coin exists (the coins row shadows it) and is no longer
-- listed an hour past its deadline or once the creator's nonce moved on.
CREATE TABLE intents (
    address       TEXT    PRIMARY KEY,
    creator       TEXT    NOT NULL,
    submitter     TEXT    NOT NULL,
    fee_recipient TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    symbol        TEXT    NOT NULL,
    metadata_hash TEXT    NOT NULL,
    nonce         TEXT    NOT NULL,
    deadline      INTEGER NOT NULL,
    has_image     INTEGER NOT NULL CHECK (has_image IN (0, 1)),
    salt          TEXT    NOT NULL,
    signature     TEXT    NOT NULL,
    chain_id      INTEGER NOT NULL,
    curve         TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    metadata_json TEXT    NOT NULL,
    payload       TEXT    NOT NULL
) STRICT;
CREATE INDEX intents_deadline ON intents (deadline DESC);
CREATE INDEX intents_creator ON intents (creator, nonce);

-- +goose Down
DROP TABLE intents;
