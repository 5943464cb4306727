-- +goose Up
-- No route reads trades by user or by token: a wallet's trades are read
-- from activity (activity_user), a token's from token_swaps (its primary
-- key), and the derive statements read trades by block range (the primary
-- key). The three indexes only cost three index inserts per trade, the
-- third most written derived table of a backfill.
DROP INDEX trades_user;
DROP INDEX trades_token_in;
DROP INDEX trades_token_out;

-- +goose Down
CREATE INDEX trades_user ON trades (user_address, block_number DESC);
CREATE INDEX trades_token_in ON trades (token_in, block_number DESC);
CREATE INDEX trades_token_out ON trades (token_out, block_number DESC);
