-- +goose Up
-- The indexer's tables (mainapi/indexer, docs/indexer.md).
--
-- Conventions: addresses and hashes are bytea (20 and 32 bytes, like
-- blocks.hash); token amounts are numeric(78,0) (exact uint256); prices are
-- numeric; timestamps are Unix seconds (bigint).
--
-- Raw tables hold decoded events and are the only truth. Each is keyed by
-- (block_number, tx_hash, log_index) and references blocks(number) ON DELETE
-- CASCADE, so rolling back a reorg is one DELETE FROM blocks. `address` is
-- the emitting contract.
--
-- Derived tables are a pure function of the raw tables, token_metadata and
-- contracts; `mainapi rebuild --check` proves it.

-- Configuration: the deployment's contracts by role (factory, ext_factory,
-- fee_router, collector, creator_fee_vault, router, ext_router, weth, usdc,
-- usdt, neo, other). Written by the indexer at start-up.
CREATE TABLE contracts (
    address bytea PRIMARY KEY CHECK (length(address) = 20),
    role    text  NOT NULL
);
CREATE INDEX contracts_role ON contracts (role);

-- Raw input read from the chain when a token is first seen (never re-read,
-- never rolled back: rebuilds use it as is). NULL when the call reverted or
-- returned garbage.
CREATE TABLE token_metadata (
    address  bytea PRIMARY KEY CHECK (length(address) = 20),
    symbol   text,
    name     text,
    decimals smallint
);

-- Raw: the transactions that emitted at least one decoded event.
CREATE TABLE transactions (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea  NOT NULL,
    tx_index     int    NOT NULL,
    from_address bytea  NOT NULL,
    to_address   bytea  NOT NULL,
    PRIMARY KEY (block_number, tx_hash)
);

-- Raw, factory family: PairCreated on our factory (own) or the ext factory.
CREATE TABLE pairs_created (
    block_number bigint  NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea   NOT NULL,
    log_index    int     NOT NULL,
    tx_index     int     NOT NULL,
    address      bytea   NOT NULL,
    token0       bytea   NOT NULL,
    token1       bytea   NOT NULL,
    pair         bytea   NOT NULL,
    pair_index   numeric(78,0) NOT NULL,
    own          boolean NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX pairs_created_pair ON pairs_created (pair);
CREATE INDEX pairs_created_token0 ON pairs_created (token0);
CREATE INDEX pairs_created_token1 ON pairs_created (token1);

-- Raw, pair family.
CREATE TABLE pair_swaps (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    sender       bytea  NOT NULL,
    to_address   bytea  NOT NULL,
    amount0_in   numeric(78,0) NOT NULL,
    amount1_in   numeric(78,0) NOT NULL,
    amount0_out  numeric(78,0) NOT NULL,
    amount1_out  numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX pair_swaps_address ON pair_swaps (address, block_number);

CREATE TABLE pair_mints (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    sender       bytea  NOT NULL,
    recipient    bytea  NOT NULL, -- spec 6 rule 5; zero when no LP Transfer preceded
    amount0      numeric(78,0) NOT NULL,
    amount1      numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);

CREATE TABLE pair_burns (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    sender       bytea  NOT NULL,
    to_address   bytea  NOT NULL,
    amount0      numeric(78,0) NOT NULL,
    amount1      numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);

CREATE TABLE pair_syncs (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    reserve0     numeric(78,0) NOT NULL,
    reserve1     numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX pair_syncs_latest ON pair_syncs (address, block_number DESC, log_index DESC);

CREATE TABLE lp_transfers (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    from_address bytea  NOT NULL,
    to_address   bytea  NOT NULL,
    value        numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);

-- Raw, FeeRouter family.
CREATE TABLE router_swaps (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    user_address bytea  NOT NULL,
    token_in     bytea  NOT NULL,
    token_out    bytea  NOT NULL,
    amount_in    numeric(78,0) NOT NULL,
    amount_out   numeric(78,0) NOT NULL,
    fee_token    bytea  NOT NULL,
    fee_amount   numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);

CREATE TABLE creator_fees (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    token        bytea  NOT NULL,
    creator      bytea  NOT NULL,
    quote_asset  bytea  NOT NULL,
    amount       numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);

-- Raw, Collector family: kind is the event name. Distributed sets amount,
-- paid, held; bucket events set bucket, recipient (HeldForceReleased: `to`)
-- and amount (not BucketSkipped).
CREATE TABLE collector_events (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL,
    token        bytea  NOT NULL,
    bucket       numeric(78,0),
    recipient    bytea,
    amount       numeric(78,0),
    paid         numeric(78,0),
    held         numeric(78,0),
    PRIMARY KEY (block_number, tx_hash, log_index)
);

-- Raw, CreatorFeeVault family: Accrued and Claimed.
CREATE TABLE vault_events (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    kind         text   NOT NULL,
    token        bytea  NOT NULL,
    creator      bytea  NOT NULL,
    quote_asset  bytea  NOT NULL,
    amount       numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);

-- Raw: configuration events of tracked contracts (factory SwapFeeSet,
-- FeeToSet, ...; FeeRouter ProtocolFeeSet, Permit2Set, ...; Collector
-- BucketSet, ...), arguments by name as strings.
CREATE TABLE admin_events (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    contract     text   NOT NULL,
    name         text   NOT NULL,
    args         jsonb  NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);

CREATE INDEX blocks_timestamp ON blocks (timestamp);

-- Derived: the indexed head (at most one row).
CREATE TABLE chain_head (
    singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    number    bigint NOT NULL,
    hash      bytea  NOT NULL,
    timestamp bigint NOT NULL
);

-- Derived, block-keyed: every wallet party to an event of the block.
CREATE TABLE wallet_activity (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    address      bytea  NOT NULL,
    PRIMARY KEY (address, block_number)
);
CREATE INDEX wallet_activity_block ON wallet_activity (block_number);

-- Derived: the last block in which a wallet was party to an event (per-user ETags).
CREATE TABLE wallets (
    address             bytea  PRIMARY KEY,
    last_activity_block bigint NOT NULL
);

-- Derived: every token of a tracked pair, with its metadata.
CREATE TABLE tokens (
    address          bytea   PRIMARY KEY,
    symbol           text,
    name             text,
    decimals         smallint,
    verified         boolean NOT NULL,
    first_seen_block bigint  NOT NULL
);

-- Derived: every tracked pair with its reserves (latest Sync).
CREATE TABLE pools (
    pair          bytea   PRIMARY KEY,
    factory       bytea   NOT NULL,
    token0        bytea   NOT NULL,
    token1        bytea   NOT NULL,
    own           boolean NOT NULL,
    created_block bigint  NOT NULL,
    reserve0      numeric(78,0) NOT NULL,
    reserve1      numeric(78,0) NOT NULL,
    last_updated  bigint  NOT NULL, -- timestamp of the latest Sync (or of creation)
    last_block    bigint  NOT NULL
);
CREATE INDEX pools_token0 ON pools (token0);
CREATE INDEX pools_token1 ON pools (token1);

-- Derived, block-keyed: trades. One row per FeeRouter Swap (source router:
-- the canonical trade, user = payer) and per ext pair Swap (source ext, user
-- = the transaction's sender). usd_value is the write-time snapshot ("0"
-- when unpriceable), never re-priced.
CREATE TABLE trades (
    block_number bigint NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    source       text   NOT NULL CHECK (source IN ('router', 'ext')),
    pair         bytea,
    user_address bytea  NOT NULL,
    token_in     bytea  NOT NULL,
    token_out    bytea  NOT NULL,
    amount_in    numeric(78,0) NOT NULL,
    amount_out   numeric(78,0) NOT NULL,
    fee_token    bytea,
    fee_amount   numeric(78,0),
    timestamp    bigint NOT NULL,
    usd_value    numeric NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
CREATE INDEX trades_user ON trades (user_address, block_number DESC);
CREATE INDEX trades_token_in ON trades (token_in, block_number DESC);
CREATE INDEX trades_token_out ON trades (token_out, block_number DESC);

-- Derived: per-minute candles of every tracked pool. Prices are token1 per
-- token0 in whole units (decimals applied), one point per Sync; volumes are
-- base units of each token over the minute's pair Swaps.
CREATE TABLE pool_candles (
    pair    bytea   NOT NULL,
    minute  bigint  NOT NULL, -- unix minutes (timestamp / 60)
    open    numeric NOT NULL,
    high    numeric NOT NULL,
    low     numeric NOT NULL,
    close   numeric NOT NULL,
    volume0 numeric(78,0) NOT NULL,
    volume1 numeric(78,0) NOT NULL,
    swaps   int     NOT NULL,
    PRIMARY KEY (pair, minute)
);

-- pair_price is token1 per token0 in whole units: r1/10^d1 over r0/10^d0,
-- truncated to 36 decimals (NULL when r0 is zero).
-- +goose StatementBegin
CREATE FUNCTION pair_price(r0 numeric, r1 numeric, d0 int, d1 int) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN r0 = 0 THEN NULL
        ELSE trim_scale(div(r1 * power(10::numeric, d0 + 36), r0 * power(10::numeric, d1)) * 1e-36) END
$$;
-- +goose StatementEnd

-- +goose Down
DROP FUNCTION pair_price;
DROP TABLE pool_candles, trades, pools, tokens, wallets, wallet_activity, chain_head,
    admin_events, vault_events, collector_events, creator_fees, router_swaps,
    lp_transfers, pair_syncs, pair_burns, pair_mints, pair_swaps, pairs_created,
    transactions, token_metadata, contracts;
DROP INDEX blocks_timestamp;
