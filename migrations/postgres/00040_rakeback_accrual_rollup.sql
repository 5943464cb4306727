-- +goose Up
-- Each Rakeback accrual row (00035) carries what a payer's rollup needs
-- beyond its sums: the first and last block of its swaps and the distinct
-- tokens (in and out) they traded. /rakeback/{address} counts tokensTraded
-- over the payer's accrual rows, and a rollback recomputes a row from the
-- payer's blocks since its first_block (wallet_activity's primary key
-- finds them) instead of from an index of every fee-paying trade by payer:
-- that index cost an entry per trade on the indexer's hottest table, while
-- these columns ride on the upsert each batch already makes per row.
-- Existing rows are rewritten by the rebuild DerivedVersion 9 triggers.
ALTER TABLE rakeback_accruals
    ADD COLUMN first_block bigint  NOT NULL DEFAULT 0,
    ADD COLUMN last_block  bigint  NOT NULL DEFAULT 0,
    ADD COLUMN tokens      bytea[] NOT NULL DEFAULT '{}'; -- sorted, distinct
ALTER TABLE rakeback_accruals
    ALTER COLUMN first_block DROP DEFAULT,
    ALTER COLUMN last_block DROP DEFAULT,
    ALTER COLUMN tokens DROP DEFAULT;
DROP INDEX trades_rakeback_payer;

-- +goose Down
CREATE INDEX trades_rakeback_payer ON trades (user_address) WHERE source = 'router' AND fee_amount > 0;
ALTER TABLE rakeback_accruals DROP COLUMN first_block, DROP COLUMN last_block, DROP COLUMN tokens;
