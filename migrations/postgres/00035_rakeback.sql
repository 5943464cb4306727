-- +goose Up
-- Rakeback (issue 30; spec 1.9, 3 "Rakeback slice lifecycle"; docs/indexer.md
-- "Rakeback"): raw rows of RakebackV2's events (the emitting proxy is
-- `address`) and the rows derived from them (mainapi/postgres/rakeback_derive.go):
-- the weekly accruals of the fee-paying FeeRouter swaps, the payers'
-- watermarks, roots, slices, claims and lifetime totals per fee token. Same
-- rules as 00034: raw rows are keyed (block_number, tx_hash, log_index) and go
-- with their block (block_keyed_tables); derived rows are a pure function of
-- the raw rows, compared by `mainapi rebuild --check`. Integer event
-- arguments are numeric(78,0) (epochs and uint64 times included).

-- Raw: RootPosted (root, posted_at) and RootCancelled (neither).
CREATE TABLE rakeback_root_events (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('RootPosted', 'RootCancelled')),
    epoch        numeric(78,0) NOT NULL,
    root         bytea,
    posted_at    numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX rakeback_root_events_epoch ON rakeback_root_events (epoch, block_number DESC, log_index DESC);

-- Raw: a slice's lifecycle. amount: SlicePosted's declared total, the
-- remainder of Expired and PendingSliceExpired, NULL on Activated;
-- activated_at: Activated's only.
CREATE TABLE rakeback_slice_events (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('SlicePosted', 'Activated', 'Expired', 'PendingSliceExpired')),
    epoch        numeric(78,0) NOT NULL,
    token        bytea  NOT NULL,
    amount       numeric(78,0),
    activated_at numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX rakeback_slice_events_slice ON rakeback_slice_events (epoch, token, block_number DESC, log_index DESC);

-- Raw: Claimed (leaf_index set) and ClaimedAsNeo (account: the event's
-- user; amount: its amountIn; neo_out set; no leaf index).
CREATE TABLE rakeback_claim_events (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('Claimed', 'ClaimedAsNeo')),
    epoch        numeric(78,0) NOT NULL,
    token        bytea  NOT NULL,
    account      bytea  NOT NULL,
    leaf_index   numeric(78,0),
    amount       numeric(78,0) NOT NULL,
    neo_out      numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX rakeback_claim_events_slice ON rakeback_claim_events (epoch, token, account);
CREATE INDEX rakeback_claim_events_account ON rakeback_claim_events (account, block_number DESC);

-- Raw: Swept (expired remainders of token sent to recipient).
CREATE TABLE rakeback_sweeps (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    token        bytea  NOT NULL,
    recipient    bytea  NOT NULL,
    amount       numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX rakeback_sweeps_token ON rakeback_sweeps (token);

-- Derived: 2/7 of the feeAmount of each fee-paying FeeRouter.Swap (floor per
-- swap), per (epoch of the block time, payer `user`, feeToken); usd_value is
-- the sum of the swaps' write-time USD (each swap's amount at the fee
-- token's price at its block, rounded to 6 decimals, 0 when unpriced).
CREATE TABLE rakeback_accruals (
    epoch        bigint  NOT NULL,
    user_address bytea   NOT NULL,
    fee_token    bytea   NOT NULL,
    amount       numeric(78,0) NOT NULL,
    usd_value    numeric NOT NULL,
    swaps        int     NOT NULL,
    PRIMARY KEY (epoch, user_address, fee_token)
);
CREATE INDEX rakeback_accruals_user ON rakeback_accruals (user_address, epoch);

-- Derived: per payer, its fee-paying FeeRouter swaps and the watermark:
-- the highest block of those swaps and of its Rakeback claims
-- (Claimed.account, ClaimedAsNeo.user; a claimant without such a swap has a
-- row with swaps 0). The distinct tokens it traded are counted at read time
-- from trades (trades_rakeback_payer): kept here, they cost an upsert per
-- new (payer, token) pair of every batch.
CREATE TABLE rakeback_wallets (
    user_address bytea  PRIMARY KEY,
    swaps        bigint NOT NULL,
    last_block   bigint NOT NULL
);

-- A payer's fee-paying FeeRouter trades: /rakeback/{address}'s tokensTraded
-- and a rollback's recompute of the payer's accruals and wallet read them
-- (00027 dropped trades_user; partial, so ext trades and fee-free swaps add
-- no index entry).
CREATE INDEX trades_rakeback_payer ON trades (user_address) WHERE source = 'router' AND fee_amount > 0;

-- Derived: the posted root of each epoch (cancelled after RootCancelled).
CREATE TABLE rakeback_roots (
    epoch        bigint  PRIMARY KEY,
    root         bytea   NOT NULL,
    posted_at    bigint  NOT NULL,
    block_number bigint  NOT NULL,
    tx_hash      bytea   NOT NULL,
    cancelled    boolean NOT NULL
);

-- Derived: status pending after SlicePosted, claimable after Activated,
-- expired after Expired or PendingSliceExpired.
CREATE TABLE rakeback_slices (
    epoch          bigint NOT NULL,
    token          bytea  NOT NULL,
    declared_total numeric(78,0) NOT NULL,
    claimed        numeric(78,0) NOT NULL, -- sum of the slice's claims (Claimed + ClaimedAsNeo amountIn)
    activated_at   bigint,                 -- null while pending
    status         text   NOT NULL CHECK (status IN ('pending', 'claimable', 'expired')),
    remainder      numeric(78,0),          -- the Expired / PendingSliceExpired remainder; null before
    block_number   bigint NOT NULL,        -- last block that changed the row
    PRIMARY KEY (epoch, token)
);

-- Derived: one row per claimed leaf; ClaimedAsNeo has no index (leaf_index
-- null) and its amount is amountIn.
CREATE TABLE rakeback_claims (
    epoch        bigint  NOT NULL,
    token        bytea   NOT NULL,
    account      bytea   NOT NULL,
    leaf_index   bigint,
    amount       numeric(78,0) NOT NULL,
    as_neo       boolean NOT NULL,
    neo_out      numeric(78,0),
    block_number bigint  NOT NULL,
    tx_hash      bytea   NOT NULL,
    log_index    int     NOT NULL,
    PRIMARY KEY (epoch, token, account)
);
CREATE INDEX rakeback_claims_account ON rakeback_claims (account, epoch);

-- Derived: lifetime per fee token: accrued amount and USD, swept amount.
CREATE TABLE rakeback_token_totals (
    token       bytea   PRIMARY KEY,
    accrued     numeric(78,0) NOT NULL,
    accrued_usd numeric NOT NULL,
    swept       numeric(78,0) NOT NULL
);

-- The raw tables go with their block. So do the roots, slices and claims
-- (their block_number is the last block that changed the row): a rollback
-- recomputes every key its blocks touched, and those rows' keys are among
-- them, so deleting them with the block first changes nothing (and keeps
-- TestBlockKeyedTables' rule: a block_number column is registered).
INSERT INTO block_keyed_tables (name) VALUES
    ('rakeback_root_events'), ('rakeback_slice_events'), ('rakeback_claim_events'), ('rakeback_sweeps'),
    ('rakeback_roots'), ('rakeback_slices'), ('rakeback_claims');

-- +goose Down
DROP INDEX trades_rakeback_payer;
DELETE FROM block_keyed_tables WHERE name IN ('rakeback_root_events', 'rakeback_slice_events', 'rakeback_claim_events',
    'rakeback_sweeps', 'rakeback_roots', 'rakeback_slices', 'rakeback_claims');
DROP TABLE rakeback_token_totals, rakeback_claims, rakeback_slices, rakeback_roots, rakeback_wallets,
    rakeback_accruals, rakeback_sweeps, rakeback_claim_events, rakeback_slice_events, rakeback_root_events;
