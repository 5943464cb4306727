-- +goose Up
-- The launch venue (spec launch-venue 2.1, 4.1; docs/launch-lifecycle.md):
-- raw rows of the curve proxy's TokenCreated, Trade and lifecycle events
-- (FloorReached, Unfrozen, Graduated), and the derived rows the /neofun/*
-- routes, /activity?venue=neofun and /analytics/overview read. Same rules
-- as 00002/00005: raw rows are keyed (block_number, tx_hash, log_index) and
-- cascade with their block; derived rows are a pure function of the raw
-- rows, maintained by mainapi/postgres/derive_curve.go and compared by
-- `mainapi rebuild --check`.

-- Raw: curve TokenCreated.
CREATE TABLE curve_tokens_created (
    block_number    bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash         bytea  NOT NULL,
    log_index       int    NOT NULL,
    tx_index        int    NOT NULL,
    address         bytea  NOT NULL,
    token           bytea  NOT NULL,
    creator         bytea  NOT NULL,
    submitter       bytea  NOT NULL,
    fee_recipient   bytea  NOT NULL,
    name            text   NOT NULL,
    symbol          text   NOT NULL,
    metadata_hash   bytea  NOT NULL,
    salt            numeric(78,0) NOT NULL,
    nonce           numeric(78,0) NOT NULL,
    pve_vault       bytea  NOT NULL,
    params_id       bigint NOT NULL,
    virtual_eth     numeric(78,0) NOT NULL,
    virtual_token   numeric(78,0) NOT NULL,
    floor_token     numeric(78,0) NOT NULL,
    creator_fee_bps numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX curve_tokens_created_token ON curve_tokens_created (token);

-- Raw: curve Trade (every buy and sell; exact fee wei).
CREATE TABLE curve_trades (
    block_number  bigint  NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash       bytea   NOT NULL,
    log_index     int     NOT NULL,
    tx_index      int     NOT NULL,
    address       bytea   NOT NULL,
    token         bytea   NOT NULL,
    trader        bytea   NOT NULL,
    is_buy        boolean NOT NULL,
    eth_amount    numeric(78,0) NOT NULL,
    token_amount  numeric(78,0) NOT NULL,
    protocol_fee  numeric(78,0) NOT NULL,
    creator_fee   numeric(78,0) NOT NULL,
    price_x18     numeric(78,0) NOT NULL,
    virtual_eth   numeric(78,0) NOT NULL,
    virtual_token numeric(78,0) NOT NULL,
    real_eth      numeric(78,0) NOT NULL,
    pve_tokens    numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX curve_trades_token ON curve_trades (token, block_number DESC, log_index DESC);

-- Raw: curve lifecycle events; kind is the Solidity event name. pair_weth
-- and pair_neo are set on Graduated only; price_x18 on FloorReached and
-- Graduated; args holds every argument as text.
CREATE TABLE curve_lifecycle (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL CHECK (kind IN ('FloorReached', 'Unfrozen', 'Graduated')),
    token        bytea  NOT NULL,
    pair_weth    bytea,
    pair_neo     bytea,
    price_x18    numeric(78,0),
    args         jsonb  NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX curve_lifecycle_token ON curve_lifecycle (token, block_number DESC, log_index DESC);

-- Derived, block-keyed: one row per curve Trade with its write-time USD
-- snapshots at the ETH/USD of its block (0 when unpriceable): the gross ETH
-- leg and each exact fee (fees are charged in ETH and paid in WETH).
CREATE TABLE neofun_trades (
    block_number     bigint  NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    log_index        int     NOT NULL,
    tx_hash          bytea   NOT NULL,
    token            bytea   NOT NULL,
    trader           bytea   NOT NULL,
    is_buy           boolean NOT NULL,
    timestamp        bigint  NOT NULL,
    eth_amount       numeric(78,0) NOT NULL,
    protocol_fee     numeric(78,0) NOT NULL,
    creator_fee      numeric(78,0) NOT NULL,
    volume_usd       numeric NOT NULL,
    protocol_fee_usd numeric NOT NULL,
    creator_fee_usd  numeric NOT NULL,
    PRIMARY KEY (block_number, log_index)
);
CREATE INDEX neofun_trades_time ON neofun_trades (timestamp);
CREATE INDEX neofun_trades_token_time ON neofun_trades (token, timestamp);

-- Derived, keyed by coin: the coin row of /neofun/coins. status is folded
-- from the latest surviving lifecycle row (none: bonding); pairs from the
-- latest Graduated; real_eth, last_price_x18 from the latest Trade.
CREATE TABLE neofun_coins (
    address        bytea   PRIMARY KEY,
    name           text    NOT NULL,
    symbol         text    NOT NULL,
    creator        bytea   NOT NULL,
    timestamp      bigint  NOT NULL,
    created_block  bigint  NOT NULL,
    status         text    NOT NULL CHECK (status IN ('bonding', 'frozen', 'graduated')),
    pair_weth      bytea,
    pair_neo       bytea,
    volume_all_usd numeric NOT NULL,
    fees_all_usd   numeric NOT NULL,
    trades         bigint  NOT NULL,
    last_price_x18 numeric(78,0),
    real_eth       numeric(78,0) NOT NULL
);
CREATE INDEX neofun_coins_newest ON neofun_coins (timestamp DESC, address DESC);

-- Derived, singleton: venue lifetime totals of /neofun/stats. tvl_usd is
-- bonding_real_eth (the latest Trade's realEth of every non-graduated coin)
-- at the ETH/USD of the freshest curve block, the block the /neofun/* ETags
-- version on.
CREATE TABLE neofun_totals (
    singleton          boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    coins              bigint  NOT NULL,
    frozen             bigint  NOT NULL,
    graduated          bigint  NOT NULL,
    trades             bigint  NOT NULL,
    volume_usd         numeric NOT NULL,
    protocol_fees_usd  numeric NOT NULL,
    creator_fees_usd   numeric NOT NULL,
    bonding_real_eth   numeric(78,0) NOT NULL,
    tvl_usd            numeric NOT NULL
);

-- Derived, keyed (bucket, t): the venue revenue series (day: UTC midnight;
-- epoch: epoch_of(ts) * 604800 + 259200), sums of the trades' fee USD.
CREATE TABLE neofun_revenue_buckets (
    bucket       text    NOT NULL CHECK (bucket IN ('day', 'epoch')),
    t            bigint  NOT NULL,
    volume_usd   numeric NOT NULL,
    protocol_usd numeric NOT NULL,
    creator_usd  numeric NOT NULL,
    total_usd    numeric NOT NULL,
    trades       bigint  NOT NULL,
    PRIMARY KEY (bucket, t)
);

-- +goose Down
DROP TABLE neofun_revenue_buckets, neofun_totals, neofun_coins, neofun_trades,
    curve_lifecycle, curve_trades, curve_tokens_created;
