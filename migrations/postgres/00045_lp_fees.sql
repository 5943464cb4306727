-- +goose Up
-- GET /portfolio/{address}/lp-fees (docs/portfolio.md, "LP fees"): the
-- route reads one wallet's LP transfers across pairs (to or from it) and
-- each pair's mints and burns up to a block; lp_transfers (00002) had
-- indexes by pair only (00010).
CREATE INDEX lp_transfers_to ON lp_transfers (to_address, address, block_number);
CREATE INDEX lp_transfers_from ON lp_transfers (from_address, address, block_number);

-- +goose Down
DROP INDEX lp_transfers_from, lp_transfers_to;
