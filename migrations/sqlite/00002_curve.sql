-- +goose Up
-- The curve indexer's store (launch-venue spec 2.2; docs/funbackend.md).
-- Raw truth: trades (one row per Trade log) and coin_events (every other
-- indexed curve log of a coin, with its decoded arguments, replayed on reorg).
-- Derived: coins' lifecycle columns, holders and candles_1m, maintained in
-- the indexer's transaction and re-derived for the coins a reorg touched.
-- Wei amounts are exact decimal strings; the *_gwei/*_rem and *_milli/*_rem
-- integer pairs split an amount so SQL sums stay exact
-- (amount = gwei * 1e9 + rem; tokens = milli * 1e15 + rem).

-- Every board column of spec 2.2, plus the creation facts after `prev_unfrozen_block`.
CREATE TABLE coins (
    address             TEXT    PRIMARY KEY,
    creator             TEXT    NOT NULL,
    name                TEXT    NOT NULL,
    symbol              TEXT    NOT NULL,
    metadata_hash       TEXT    NOT NULL,
    status              INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 3),
    pair_weth           TEXT,
    pair_neo            TEXT,
    created_block       INTEGER NOT NULL,
    created_at          INTEGER NOT NULL,
    hidden              INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1)),
    pve                 INTEGER NOT NULL DEFAULT 0 CHECK (pve IN (0, 1)),
    frozen_at           INTEGER,
    announced           INTEGER NOT NULL DEFAULT 0 CHECK (announced IN (0, 1)),
    pve_credited_at     INTEGER,
    fee_recipient       TEXT    NOT NULL,
    frozen_block        INTEGER,
    graduated_block     INTEGER,
    pve_credited_block  INTEGER,
    pair_neo_block      INTEGER,
    unfrozen_block      INTEGER,
    grad_mcap_usd       TEXT,
    prev_frozen_at      INTEGER,
    prev_frozen_block   INTEGER,
    prev_unfrozen_block INTEGER,
    graduated_at        INTEGER,
    grad_price_x18      TEXT,
    submitter           TEXT    NOT NULL,
    salt                TEXT    NOT NULL,
    nonce               TEXT    NOT NULL,
    pve_vault           TEXT,
    params_id           INTEGER NOT NULL,
    virtual_eth         TEXT    NOT NULL,
    virtual_token       TEXT    NOT NULL,
    floor_token         TEXT    NOT NULL,
    creator_fee_bps     INTEGER NOT NULL,
    created_tx          TEXT    NOT NULL,
    created_log_index   INTEGER NOT NULL
) STRICT;
CREATE INDEX coins_newest ON coins (created_block DESC, created_log_index DESC);
CREATE INDEX coins_status ON coins (status);
CREATE INDEX coins_graduated ON coins (graduated_block DESC, address DESC) WHERE graduated_block IS NOT NULL;
CREATE INDEX coins_creator ON coins (creator);

-- One row per Trade log (spec 2.2 trade row).
CREATE TABLE trades (
    tx_hash            TEXT    NOT NULL,
    log_index          INTEGER NOT NULL,
    token              TEXT    NOT NULL REFERENCES coins (address) ON DELETE CASCADE,
    trader             TEXT    NOT NULL,
    is_buy             INTEGER NOT NULL CHECK (is_buy IN (0, 1)),
    eth_amount         TEXT    NOT NULL,
    token_amount       TEXT    NOT NULL,
    price_x18          TEXT    NOT NULL,
    protocol_fee       TEXT    NOT NULL,
    creator_fee        TEXT    NOT NULL,
    block_number       INTEGER NOT NULL,
    timestamp          INTEGER NOT NULL,
    eth_amount_gwei    INTEGER NOT NULL,
    creator_fee_gwei   INTEGER NOT NULL,
    token_amount_milli INTEGER NOT NULL,
    fed                INTEGER NOT NULL CHECK (fed IN (0, 1)),
    pve_tokens         TEXT    NOT NULL,
    real_eth           TEXT    NOT NULL,
    virtual_eth        TEXT    NOT NULL,
    virtual_token      TEXT    NOT NULL,
    eth_amount_rem     INTEGER NOT NULL,
    creator_fee_rem    INTEGER NOT NULL,
    protocol_fee_gwei  INTEGER NOT NULL,
    protocol_fee_rem   INTEGER NOT NULL,
    PRIMARY KEY (block_number, log_index)
) STRICT;
CREATE INDEX trades_token ON trades (token, block_number DESC, log_index DESC);
CREATE INDEX trades_token_time ON trades (token, timestamp);
CREATE INDEX trades_time ON trades (timestamp);
CREATE INDEX trades_trader ON trades (trader, timestamp);

-- Every indexed curve log of a coin other than Trade, with its decoded
-- arguments as JSON (the funbackend event type), replayed on reorg.
CREATE TABLE coin_events (
    block_number INTEGER NOT NULL,
    log_index    INTEGER NOT NULL,
    tx_hash      TEXT    NOT NULL,
    token        TEXT    NOT NULL,
    name         TEXT    NOT NULL,
    timestamp    INTEGER NOT NULL,
    args         TEXT    NOT NULL,
    PRIMARY KEY (block_number, log_index)
) STRICT;
CREATE INDEX coin_events_token ON coin_events (token, block_number, log_index);
CREATE INDEX coin_events_name ON coin_events (name, block_number);

-- Net curve position per (coin, trader): buys net of their PvE fill minus
-- sells. `positive` is 1 when net_wei > 0; net_approx orders the top holders.
CREATE TABLE holders (
    token      TEXT    NOT NULL REFERENCES coins (address) ON DELETE CASCADE,
    trader     TEXT    NOT NULL,
    net_wei    TEXT    NOT NULL,
    net_approx REAL    NOT NULL,
    positive   INTEGER NOT NULL CHECK (positive IN (0, 1)),
    PRIMARY KEY (token, trader)
) STRICT;
CREATE INDEX holders_top ON holders (token, positive, net_approx DESC);

-- One-minute candles, re-derived from trades per touched minute. low/high
-- are prices in ETH per whole token (price_x18 / 1e18); open/close exact.
CREATE TABLE candles_1m (
    token       TEXT    NOT NULL REFERENCES coins (address) ON DELETE CASCADE,
    bucket      INTEGER NOT NULL,
    low         REAL    NOT NULL,
    high        REAL    NOT NULL,
    open_x18    TEXT    NOT NULL,
    close_x18   TEXT    NOT NULL,
    trades      INTEGER NOT NULL,
    volume_gwei INTEGER NOT NULL,
    volume_rem  INTEGER NOT NULL,
    PRIMARY KEY (token, bucket)
) STRICT;

-- Curve logs the indexer could not decode: stored, skipped, shown in /health.
CREATE TABLE indexer_errors (
    block_number INTEGER NOT NULL,
    log_index    INTEGER NOT NULL,
    tx_hash      TEXT    NOT NULL,
    event_name   TEXT    NOT NULL,
    error        TEXT    NOT NULL,
    recorded_at  INTEGER NOT NULL,
    PRIMARY KEY (block_number, log_index)
) STRICT;

-- Indexer bookkeeping that must survive a restart (reorg count, ...).
CREATE TABLE indexer_state (
    key   TEXT PRIMARY KEY,
    value INTEGER NOT NULL
) STRICT;

-- +goose Down
DROP TABLE indexer_state;
DROP TABLE indexer_errors;
DROP TABLE candles_1m;
DROP TABLE holders;
DROP TABLE coin_events;
DROP TABLE trades;
DROP TABLE coins;
