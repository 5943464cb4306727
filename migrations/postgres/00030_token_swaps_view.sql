-- +goose Up
-- A token's trade rows (GET /tokens/{address}/swaps) were a table holding
-- each trade twice, once for the token bought and once for the token sold:
-- a fifth of a backfill's rows, with two index entries each. They are now
-- a view over trades, which keeps what the two rows of a folded
-- multi-pool trade needed besides (pool_count and its first and last hops,
-- NULL for a one-pool trade) and is indexed by either token. Postgres
-- pushes `token = $1` into both arms of the view, and an ORDER BY
-- block_number DESC, log_index DESC with a LIMIT merges two backward index
-- scans. The writer rebuilds the derived tables on start (DerivedVersion
-- 6) to fill the new columns.
DELETE FROM block_keyed_tables WHERE name = 'token_swaps';
DROP TABLE token_swaps;
ALTER TABLE trades
    ADD COLUMN pool_count       int,
    ADD COLUMN first_out        bytea,
    ADD COLUMN first_out_amount numeric(78,0),
    ADD COLUMN last_in          bytea,
    ADD COLUMN last_in_amount   numeric(78,0);
CREATE INDEX trades_token_out ON trades (token_out, block_number, log_index);
CREATE INDEX trades_token_in ON trades (token_in, block_number, log_index);
CREATE VIEW token_swaps AS
SELECT token_out AS token, block_number, log_index, tx_hash, timestamp, 'buy' AS side, amount_out AS token_amount,
       coalesce(last_in, token_in) AS counter_token, coalesce(last_in_amount, amount_in) AS counter_amount,
       usd_value, user_address AS wallet, pool_count,
       CASE WHEN pool_count IS NOT NULL THEN token_in END AS outer_token,
       CASE WHEN pool_count IS NOT NULL THEN amount_in END AS outer_amount
FROM trades
UNION ALL
SELECT token_in, block_number, log_index, tx_hash, timestamp, 'sell', amount_in,
       coalesce(first_out, token_out), coalesce(first_out_amount, amount_out),
       usd_value, user_address, pool_count,
       CASE WHEN pool_count IS NOT NULL THEN token_in END,
       CASE WHEN pool_count IS NOT NULL THEN amount_in END
FROM trades;

-- +goose Down
DROP VIEW token_swaps;
DROP INDEX trades_token_in;
DROP INDEX trades_token_out;
ALTER TABLE trades DROP COLUMN pool_count, DROP COLUMN first_out, DROP COLUMN first_out_amount,
    DROP COLUMN last_in, DROP COLUMN last_in_amount;
CREATE TABLE token_swaps (
    token          bytea  NOT NULL,
    block_number   bigint NOT NULL,
    log_index      int    NOT NULL,
    tx_hash        bytea  NOT NULL,
    timestamp      bigint NOT NULL,
    side           text   NOT NULL CHECK (side IN ('buy', 'sell')),
    token_amount   numeric(78,0) NOT NULL,
    counter_token  bytea,
    counter_amount numeric(78,0) NOT NULL,
    usd_value      numeric NOT NULL,
    wallet         bytea  NOT NULL,
    pool_count     int,
    outer_token    bytea,
    outer_amount   numeric(78,0),
    PRIMARY KEY (token, block_number, log_index)
);
CREATE INDEX token_swaps_block ON token_swaps (block_number);
INSERT INTO block_keyed_tables (name) VALUES ('token_swaps');
