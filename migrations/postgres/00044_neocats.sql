-- +goose Up
-- Neocats per wallet (docs/portfolio.md; GET /neocats/{address}): raw rows
-- of NeocatNft's Transfers and, derived from them and NeocatStaking's
-- Staked, Unstaked and Seeded (neocat_stake_events, 00039), each Neocat's
-- holder and staker now (mainapi/postgres/neocats_derive.go). Same rules as
-- 00033: raw rows go with their block (block_keyed_tables); neocats is a
-- pure function of the raw rows, compared by `mainapi rebuild --check`.

-- Raw: a NeocatNft Transfer (ERC-721).
CREATE TABLE neocat_transfers (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    from_address bytea  NOT NULL,
    to_address   bytea  NOT NULL,
    token_id     numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX neocat_transfers_token ON neocat_transfers (token_id, block_number, log_index);
-- The recompute reads a Neocat's last stake event.
CREATE INDEX neocat_stake_events_token ON neocat_stake_events (token_id, block_number, log_index);

-- Derived, one row per Neocat with a holder or a staker: owner is the
-- recipient of its last Transfer (NULL when that burned it or none is
-- stored), staker the account of its last stake event unless that was
-- Unstaked. A staked Neocat's owner is NeocatStaking itself.
CREATE TABLE neocats (
    token_id     numeric(78,0) PRIMARY KEY,
    owner        bytea,
    staker       bytea,
    CHECK (owner IS NOT NULL OR staker IS NOT NULL)
);
CREATE INDEX neocats_owner ON neocats (owner, token_id) WHERE owner IS NOT NULL;
CREATE INDEX neocats_staker ON neocats (staker, token_id) WHERE staker IS NOT NULL;

INSERT INTO block_keyed_tables (name) VALUES ('neocat_transfers');

-- +goose Down
DELETE FROM block_keyed_tables WHERE name = 'neocat_transfers';
DROP INDEX neocat_stake_events_token;
DROP TABLE neocats, neocat_transfers;
