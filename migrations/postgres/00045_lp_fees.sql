-- +goose Up
-- LP fee earnings (docs/portfolio.md, "LP fees"; GET /portfolio/{address}/
-- lp-fees). lp_growth is each pair's state at the end of every block in
-- which it had a Sync or a mint or burn: its reserves and LP supply, from
-- which the route computes g = sqrt(reserve0 x reserve1) / supply
-- (mainapi/postgres/lp_growth_derive.go). Its rows go with their block
-- (block_keyed_tables); it is a pure function of pair_syncs and
-- lp_transfers (00002), compared by `mainapi rebuild --check`.
CREATE TABLE lp_growth (
    pair         bytea  NOT NULL,
    block_number bigint NOT NULL,
    reserve0     numeric(78,0) NOT NULL,
    reserve1     numeric(78,0) NOT NULL,
    supply       numeric(78,0) NOT NULL,
    PRIMARY KEY (pair, block_number)
);
CREATE INDEX lp_growth_block ON lp_growth (block_number);
INSERT INTO block_keyed_tables (name) VALUES ('lp_growth');

-- The route reads one wallet's LP transfers across pairs (to or from it);
-- lp_transfers had indexes by pair only (00010).
CREATE INDEX lp_transfers_to ON lp_transfers (to_address, address, block_number);
CREATE INDEX lp_transfers_from ON lp_transfers (from_address, address, block_number);

-- +goose Down
DROP INDEX lp_transfers_from, lp_transfers_to;
DELETE FROM block_keyed_tables WHERE name = 'lp_growth';
DROP TABLE lp_growth;
