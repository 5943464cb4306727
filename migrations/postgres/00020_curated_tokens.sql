-- +goose Up
-- Curated tokens (issue 4; spec main-api 4.2 `verified`): the operator's
-- token list (CURATED_TOKENS_FILE, Uniswap token-list JSON), loaded by the
-- writer at start. A configuration input like `contracts`: derived rows read
-- it, and a change of the list re-derives (the writer rebuilds).
--
-- Curated rows win on conflict: the chain's answers move to
-- token_metadata_chain (raw input, still written once per token when first
-- seen) and token_metadata becomes a view that overlays the curated symbol,
-- name and decimals on them, so every reader (pricing's token_decimals,
-- activity legs, tokens, swap rows) sees the curated values without
-- knowing about the list. Removing a token from the list brings the chain's
-- answers back. (00006/00007 are intentionally unused; 00012-00019 are left
-- to the indexer's own migrations.)
CREATE TABLE curated_tokens (
    address  bytea    PRIMARY KEY CHECK (length(address) = 20),
    symbol   text     NOT NULL,
    name     text     NOT NULL,
    decimals smallint NOT NULL CHECK (decimals BETWEEN 0 AND 36)
);

ALTER TABLE token_metadata RENAME TO token_metadata_chain;
ALTER TABLE token_metadata_chain RENAME CONSTRAINT token_metadata_pkey TO token_metadata_chain_pkey;

-- The two branches are disjoint and each is an index lookup when a reader
-- filters on address (the planner pushes the filter into UNION ALL).
CREATE VIEW token_metadata AS
SELECT m.address,
       CASE WHEN c.address IS NULL THEN m.symbol ELSE c.symbol END AS symbol,
       CASE WHEN c.address IS NULL THEN m.name ELSE c.name END AS name,
       CASE WHEN c.address IS NULL THEN m.decimals ELSE c.decimals END AS decimals,
       c.address IS NOT NULL AS curated
FROM token_metadata_chain m LEFT JOIN curated_tokens c ON c.address = m.address
UNION ALL
SELECT c.address, c.symbol, c.name, c.decimals, true
FROM curated_tokens c
WHERE NOT EXISTS (SELECT 1 FROM token_metadata_chain m WHERE m.address = c.address);

-- +goose Down
DROP VIEW token_metadata;
ALTER TABLE token_metadata_chain RENAME CONSTRAINT token_metadata_chain_pkey TO token_metadata_pkey;
ALTER TABLE token_metadata_chain RENAME TO token_metadata;
DROP TABLE curated_tokens;
