-- +goose Up
-- LP fee earnings (docs/portfolio.md, "LP fees"; GET /portfolio/{address}/
-- lp-fees). lp_supply_history is each pair's LP total supply at the end of
-- every block in which it had a mint or burn (a Transfer from or to the zero
-- address); with the reserves of the pair's last Sync at or before a block
-- (pair_syncs_latest) the route computes g = sqrt(reserve0 x reserve1) /
-- supply at any block (mainapi/postgres/lp_supply_history_derive.go). Rows
-- go with their block (block_keyed_tables); it is a pure function of
-- lp_transfers (00002), compared by `mainapi rebuild --check`. Only mint and
-- burn blocks get a row, not every Sync: the hot path pays per liquidity
-- change, not per swap.
CREATE TABLE lp_supply_history (
    pair         bytea  NOT NULL,
    block_number bigint NOT NULL,
    supply       numeric(78,0) NOT NULL,
    PRIMARY KEY (pair, block_number)
);
CREATE INDEX lp_supply_history_block ON lp_supply_history (block_number);
INSERT INTO block_keyed_tables (name) VALUES ('lp_supply_history');

-- The route reads one wallet's LP transfers across pairs (to or from it);
-- lp_transfers had indexes by pair only (00010).
CREATE INDEX lp_transfers_to ON lp_transfers (to_address, address, block_number);
CREATE INDEX lp_transfers_from ON lp_transfers (from_address, address, block_number);

-- +goose Down
DROP INDEX lp_transfers_from, lp_transfers_to;
DELETE FROM block_keyed_tables WHERE name = 'lp_supply_history';
DROP TABLE lp_supply_history;
