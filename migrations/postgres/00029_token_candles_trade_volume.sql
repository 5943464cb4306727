-- +goose Up
-- Token candles' volume is the token's trades (spec 6 rule 3: FeeRouter
-- Swap is the canonical trade, and volume is never the sum of pair Swaps):
-- each FeeRouter trade that starts or ends in the token counts once, in
-- the minute of its block, instead of every pair Swap on an own pool
-- holding the token (which counted a trade through the token once per
-- hop). A minute with trades but no USD price of the token (a token
-- quoted only against unpriced tokens, or pools below the minimum
-- liquidity) keeps its volume in a row whose OHLC is NULL; readers draw
-- candles from priced minutes only. The rows are rebuilt by the derived
-- version bump (postgres.DerivedVersion 3).
ALTER TABLE token_candles ALTER COLUMN open DROP NOT NULL,
                          ALTER COLUMN high DROP NOT NULL,
                          ALTER COLUMN low DROP NOT NULL,
                          ALTER COLUMN close DROP NOT NULL;

-- +goose Down
DELETE FROM token_candles WHERE close IS NULL;
ALTER TABLE token_candles ALTER COLUMN open SET NOT NULL,
                          ALTER COLUMN high SET NOT NULL,
                          ALTER COLUMN low SET NOT NULL,
                          ALTER COLUMN close SET NOT NULL;
