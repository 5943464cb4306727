-- +goose Up
-- Token price points (docs/performance.md, indexer replay): the USD price of
-- each token of a tracked pool at each block in which that pool synced,
-- token_usd_at(token, n) (NULL when unpriceable); own is true when an own
-- pool holding the token synced in that block (those points are the points
-- of token_candles, 00005). Block-keyed derived rows: inserted first when
-- their block is derived (mainapi/postgres/derive.go), deleted with it,
-- truncated and re-derived by a rebuild. The derive statements that value
-- amounts (trades, activity, revenue items, pool hours) read their prices
-- here and price only what is missing, so each (token, block) is priced
-- once, and a token candle recomputed for a minute reads the points of the
-- minute's earlier blocks instead of pricing them again. A database
-- migrated from an earlier version needs `mainapi rebuild` once to fill
-- them.
CREATE TABLE token_price_points (
    token        bytea   NOT NULL,
    block_number bigint  NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    usd          numeric,
    own          boolean NOT NULL,
    PRIMARY KEY (token, block_number)
);
CREATE INDEX token_price_points_block ON token_price_points (block_number);

-- +goose Down
DROP TABLE token_price_points;
