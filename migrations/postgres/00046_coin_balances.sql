-- +goose Up
-- Plain balances of the launch venue's coins (docs/indexer.md, "Coin
-- balances"; docs/portfolio.md, GET /portfolio/{address} tokens). Every
-- coin is deployed by the LaunchpadCurve and announced by its TokenCreated
-- (curve_tokens_created, 00009), so the indexer has each of its Transfers
-- from the mint on, and a holder's balance is what its transfers sum to.
-- Tokens older than the index (WETH, stables, third-party tokens) have no
-- rows here: a sum of the transfers it saw would not be their balance.
-- Same rules as 00033: raw rows go with their block (block_keyed_tables);
-- coin_balances is a pure function of the raw rows, compared by
-- `mainapi rebuild --check` (mainapi/postgres/coin_balances_derive.go).

-- Raw: a coin's ERC-20 Transfer; address is the coin (the emitter, as in
-- every raw table). From the zero address: the mint of its supply to the
-- curve; to it: a burn.
CREATE TABLE coin_transfers (
    block_number bigint NOT NULL,
    tx_hash      bytea  NOT NULL,
    log_index    int    NOT NULL,
    tx_index     int    NOT NULL,
    address      bytea  NOT NULL,
    from_address bytea  NOT NULL,
    to_address   bytea  NOT NULL,
    value        numeric(78,0) NOT NULL,
    PRIMARY KEY (block_number, tx_hash, log_index)
);
-- A (coin, holder)'s transfers in and out, from a block on: the recompute
-- sums them.
CREATE INDEX coin_transfers_to ON coin_transfers (to_address, address, block_number);
CREATE INDEX coin_transfers_from ON coin_transfers (from_address, address, block_number);

-- Derived: a holder's balance of a coin, Σ value to it − Σ value from it,
-- for every holder but the zero address whose balance is not 0 (a holder
-- that sent all it had has no row).
CREATE TABLE coin_balances (
    token   bytea NOT NULL,
    holder  bytea NOT NULL,
    balance numeric(78,0) NOT NULL,
    PRIMARY KEY (token, holder)
);
-- The portfolio reads one wallet's coins.
CREATE INDEX coin_balances_holder ON coin_balances (holder, token);

INSERT INTO block_keyed_tables (name) VALUES ('coin_transfers');

-- +goose Down
DELETE FROM block_keyed_tables WHERE name = 'coin_transfers';
DROP TABLE coin_balances, coin_transfers;
