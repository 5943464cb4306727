-- +goose Up
-- LP positions for GET /dex/pools/holder/{address}/pairs (spec 4.4). Derived
-- rows, a pure function of lp_transfers (00002), maintained by
-- mainapi/postgres/derive_lp.go in the transaction that stores the blocks,
-- recomputed for the (pair, holder) keys and pairs a block range or a
-- rollback touches, and compared by `mainapi rebuild --check`.

-- Range lookups of one pair's transfers to or from one holder.
CREATE INDEX lp_transfers_pair_to ON lp_transfers (address, to_address);
CREATE INDEX lp_transfers_pair_from ON lp_transfers (address, from_address);

-- Derived: the LP token balance of every holder (never the zero address)
-- with a non-zero balance.
CREATE TABLE lp_balances (
    pair    bytea NOT NULL,
    holder  bytea NOT NULL,
    balance numeric(78,0) NOT NULL CHECK (balance <> 0),
    PRIMARY KEY (holder, pair)
);

-- Derived: the LP token supply of every pair with a Transfer: minted (from
-- the zero address, the locked MINIMUM_LIQUIDITY included) minus burned (to
-- the zero address from any other address).
CREATE TABLE lp_supplies (
    pair         bytea PRIMARY KEY,
    total_supply numeric(78,0) NOT NULL
);

-- +goose Down
DROP TABLE lp_supplies, lp_balances;
DROP INDEX lp_transfers_pair_from, lp_transfers_pair_to;
