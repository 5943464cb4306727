-- +goose Up
-- NEO's supply holders (docs/indexer.md, "NEO holders"; spec 4.2
-- /tokens/neo/supply): raw rows of the NeoToken Transfers from or to a
-- holder (the zero address, 0x…dEaD, the treasury, TreasuryVesting,
-- RewardVestingEscrow, VampChef, MasterChef; the decoder's list) and each
-- holder's account derived from them (mainapi/postgres/neo_holders_derive.go).
-- Same rules as 00032: raw rows are keyed (block_number, tx_hash,
-- log_index) and go with their block (block_keyed_tables); neo_holders is
-- a pure function of the raw rows, compared by `mainapi rebuild --check`.

-- Raw: a NeoToken Transfer with a holder on at least one side; from_holder
-- and to_holder say which (the decoder's holder list when it was indexed).
CREATE TABLE neo_transfers (
    block_number bigint  NOT NULL,
    tx_hash      bytea   NOT NULL,
    log_index    int     NOT NULL,
    tx_index     int     NOT NULL,
    address      bytea   NOT NULL,
    from_address bytea   NOT NULL,
    to_address   bytea   NOT NULL,
    value        numeric(78,0) NOT NULL,
    from_holder  boolean NOT NULL,
    to_holder    boolean NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX neo_transfers_from ON neo_transfers (from_address, block_number) WHERE from_holder;
CREATE INDEX neo_transfers_to ON neo_transfers (to_address, block_number) WHERE to_holder;

-- Derived: a holder's NEO account over every stored transfer of it:
-- received (Σ value to it), sent (Σ value from it) and the last block of
-- one. For the zero address sent is the minted supply and
-- received what transfers to it burned; for any other holder the balance
-- is received - sent.
CREATE TABLE neo_holders (
    holder     bytea PRIMARY KEY,
    received   numeric(78,0) NOT NULL,
    sent       numeric(78,0) NOT NULL,
    last_block bigint NOT NULL
);

INSERT INTO block_keyed_tables (name) VALUES ('neo_transfers');

-- +goose Down
DELETE FROM block_keyed_tables WHERE name = 'neo_transfers';
DROP TABLE neo_holders, neo_transfers;
