-- +goose Up
-- Token logos served by GET /launchpad/token/{address}/logo (spec main-api
-- 4.2, launch-venue 8). Not derived from the chain and not touched by
-- `mainapi rebuild`: a row is an image the API fetched once from the launch
-- app's backend (GET <LAUNCH_BACKEND_URL>/tokens/{address}/image), checked
-- (PNG or WebP, 1 byte to 256 KB, at most 512x512) and stored, so later
-- answers are local. No foreign key to tokens: a logo may be stored before
-- the token trades on an own pool. GET /tokens reads it as hasLogo.
CREATE TABLE token_logos (
    token        bytea PRIMARY KEY CHECK (length(token) = 20),
    content_type text  NOT NULL CHECK (content_type IN ('image/png', 'image/webp')),
    bytes        bytea NOT NULL CHECK (length(bytes) BETWEEN 1 AND 262144),
    sha256       bytea NOT NULL CHECK (length(sha256) = 32),
    fetched_at   timestamptz NOT NULL,
    source       text  NOT NULL -- the URL the bytes came from (after at most one redirect)
);

-- +goose Down
DROP TABLE token_logos;
