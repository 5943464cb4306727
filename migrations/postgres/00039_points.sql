-- +goose Up
-- Points (issue 33; spec 1.2, 2.2, 4.4, 6 rule 2, 8; docs/points.md,
-- docs/indexer.md "Points"): NeocatStaking's balance changes (raw), the
-- per-block Neocat checkpoints derived from them, and the points of the
-- fee-paying FeeRouter swaps (derived from trades, boosted by the payer's
-- checkpoint at the block before the swap): per (UTC day, wallet), per day,
-- per (day, fee token), per (token pair, day), and the published totals
-- (every day strictly before the UTC day of the indexed head). Derived rows
-- are a pure function of the raw rows, compared by `mainapi rebuild --check`.
-- referral_bindings (00037) is written by the API and never read here.

-- Raw: Staked, Unstaked, Seeded of NeocatStaking; balance is the account's
-- staked count after the event.
CREATE TABLE neocat_stake_events (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('Staked', 'Unstaked', 'Seeded')),
    account      bytea  NOT NULL,
    token_id     numeric(78,0) NOT NULL,
    balance      numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);

-- Derived, one row per (account, block with a stake event): the staked count
-- after the block's last event (the contract's own checkpoint). A swap in
-- block N reads the last row with block_number <= N - 1.
CREATE TABLE neocat_checkpoints (
    account      bytea  NOT NULL,
    block_number bigint NOT NULL,
    balance      numeric(78,0) NOT NULL,
    PRIMARY KEY (account, block_number)
);
CREATE INDEX neocat_checkpoints_block ON neocat_checkpoints (block_number);

-- Derived: a wallet's points of one UTC day (day = timestamp / 86400), from
-- its fee-paying FeeRouter swaps as payer (`user`): points, swaps and their
-- write-time USD volume (trades.usd_value).
CREATE TABLE points_daily (
    day          bigint  NOT NULL,
    wallet       bytea   NOT NULL,
    points       bigint  NOT NULL,
    swaps        int     NOT NULL,
    volume_usd   numeric NOT NULL,
    PRIMARY KEY (day, wallet)
);
CREATE INDEX points_daily_wallet ON points_daily (wallet, day);

-- Derived: every wallet's points of one UTC day together.
CREATE TABLE points_days (
    day          bigint  PRIMARY KEY,
    points       bigint  NOT NULL,
    swaps        int     NOT NULL,
    volume_usd   numeric NOT NULL
);

-- Derived: the fees the points-earning swaps paid, per (day, fee token), in
-- the fee token's base units.
CREATE TABLE points_fee_days (
    day          bigint  NOT NULL,
    fee_token    bytea   NOT NULL,
    amount       numeric(78,0) NOT NULL,
    swaps        int     NOT NULL,
    PRIMARY KEY (day, fee_token)
);

-- Derived: points per (token pair, day): the swaps between the two tokens
-- (token0 < token1 bytewise, the pair's own order), whatever the route.
CREATE TABLE points_pair_days (
    token0       bytea   NOT NULL,
    token1       bytea   NOT NULL,
    day          bigint  NOT NULL,
    points       bigint  NOT NULL,
    swaps        int     NOT NULL,
    volume_usd   numeric NOT NULL,
    PRIMARY KEY (token0, token1, day)
);
CREATE INDEX points_pair_days_day ON points_pair_days (day);

-- Derived: the published lifetime totals, the sums of points_daily over the
-- days strictly before points_drop.day (the UTC day of the head block).
CREATE TABLE points_totals (
    wallet       bytea   PRIMARY KEY,
    points       bigint  NOT NULL
);
CREATE INDEX points_totals_rank ON points_totals (points DESC, wallet);

-- Derived, at most one row: the UTC day of the indexed head block; every day
-- before it is published (the 00:00 UTC drop).
CREATE TABLE points_drop (
    singleton    boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    day          bigint  NOT NULL
);

INSERT INTO block_keyed_tables (name) VALUES ('neocat_stake_events'), ('neocat_checkpoints');

-- +goose Down
DELETE FROM block_keyed_tables WHERE name IN ('neocat_stake_events', 'neocat_checkpoints');
DROP TABLE points_drop, points_totals, points_pair_days, points_fee_days, points_days, points_daily,
    neocat_checkpoints, neocat_stake_events;
