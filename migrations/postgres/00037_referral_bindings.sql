-- +goose Up
-- Referral bindings (spec main-api 4.6): written by POST /referrals/attribute
-- in its own transaction, never by the indexer, so a rebuild leaves them
-- alone. First touch is permanent: one row per referee, never updated.
-- The points views read them (a referrer earns 10% of its referees'
-- points, one level) and /referrals/{address} lists them.
CREATE TABLE referral_bindings (
    referee   bytea       PRIMARY KEY,
    referrer  bytea       NOT NULL CHECK (referrer <> referee),
    source    text        CHECK (char_length(source) <= 256), -- sanitized free text, null when absent
    signature bytea       NOT NULL,                            -- the referee's EIP-191 or ERC-1271 signature
    bound_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_bindings_referrer ON referral_bindings (referrer, bound_at);

-- +goose Down
DROP TABLE referral_bindings;
