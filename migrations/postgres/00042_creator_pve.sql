-- +goose Up
-- Creator fees and PvE (issue 31; spec 4.7, 6; docs/creator-pve.md):
-- CreatorFeeRegistry's per-token events and both PveVault instances' events
-- (raw), and two block-keyed derived tables that freeze the write-time USD
-- of creator fees and PvE receipts. Per-token, per-creator and per-wallet
-- state is summed from these rows and vault_events (00002) when read; every
-- row goes with its block (block_keyed_tables), so a rollback needs no
-- recompute and `mainapi rebuild --check` compares the derived rows.

-- Raw: TokenRegistered, CreatorUpdated, DisabledSet, FeeBpsUpdated.
-- creator is the creator after the event (zero for DisabledSet and
-- FeeBpsUpdated), previous the one before a CreatorUpdated.
CREATE TABLE creator_registry_events (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('TokenRegistered', 'CreatorUpdated', 'DisabledSet', 'FeeBpsUpdated')),
    token        bytea  NOT NULL,
    creator      bytea,
    previous     bytea,
    registrar    bytea,
    fee_bps      numeric(78,0),
    disabled     boolean,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX creator_registry_events_token ON creator_registry_events (token, block_number, log_index);
CREATE INDEX creator_registry_events_creator ON creator_registry_events (creator);

-- Raw: the events of both PveVault instances (address tells which).
-- account is PveReceived's from, PveClaimed's account, Forwarded's to and
-- SuccessorSet's successor (token zero there).
CREATE TABLE pve_events (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('PveReceived', 'PveCredited', 'PveHeld', 'PveClaimed', 'Forwarded', 'SuccessorSet')),
    token        bytea  NOT NULL,
    account      bytea,
    amount       numeric(78,0),
    eth_spent    numeric(78,0),
    launch       boolean,
    total_staked numeric(78,0),
    credit_block numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX pve_events_token ON pve_events (token, block_number);
CREATE INDEX pve_events_account ON pve_events (account, kind);

-- Derived, block-keyed: each CreatorFeeVault Accrued (one per fee-paying
-- trade of a registered token: a FeeRouter swap leg, whose CreatorFee it
-- mirrors, or a launch-curve trade, which has no CreatorFee) with its UTC
-- day and its USD at the event's block (amount_usd, NULL when the quote
-- asset has no price then).
CREATE TABLE creator_fee_items (
    block_number bigint  NOT NULL,
    tx_hash      bytea   NOT NULL,
    log_index    int     NOT NULL,
    token        bytea   NOT NULL,
    creator      bytea   NOT NULL,
    quote_asset  bytea   NOT NULL,
    amount       numeric(78,0) NOT NULL,
    day          bigint  NOT NULL,
    usd          numeric,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX creator_fee_items_creator ON creator_fee_items (creator, token);
CREATE INDEX creator_fee_items_token ON creator_fee_items (token);
CREATE INDEX creator_fee_items_day ON creator_fee_items (day, creator);

-- Derived, block-keyed: each first-hand PvE receipt (a PveReceived whose
-- from is not a PvE vault: forwarded escrow is not counted twice) with the
-- USD of the ETH its buyer spent at the event's block (NULL when ETH has no
-- price then).
CREATE TABLE pve_receipt_items (
    block_number bigint  NOT NULL,
    tx_hash      bytea   NOT NULL,
    log_index    int     NOT NULL,
    vault        bytea   NOT NULL,
    token        bytea   NOT NULL,
    from_address bytea   NOT NULL,
    amount       numeric(78,0) NOT NULL,
    eth_spent    numeric(78,0) NOT NULL,
    usd          numeric,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX pve_receipt_items_token ON pve_receipt_items (token);
CREATE INDEX pve_receipt_items_from ON pve_receipt_items (from_address, token);

-- Creator reads of the vault's accruals and claims (00002).
CREATE INDEX vault_events_creator ON vault_events (creator, token);
CREATE INDEX vault_events_token ON vault_events (token);

INSERT INTO block_keyed_tables (name) VALUES
    ('creator_registry_events'), ('pve_events'), ('creator_fee_items'), ('pve_receipt_items');

-- +goose Down
DELETE FROM block_keyed_tables WHERE name IN ('creator_registry_events', 'pve_events', 'creator_fee_items', 'pve_receipt_items');
DROP INDEX vault_events_creator, vault_events_token;
DROP TABLE pve_receipt_items, creator_fee_items, pve_events, creator_registry_events;
