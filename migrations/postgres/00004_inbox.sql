-- +goose Up
-- Webhook deliveries recorded by any replica (DESIGN 3.5): the verified raw
-- body of one block with its receipts, idempotent on the block hash. The
-- single writer applies them in chain order through the indexer's
-- HandleBlock and deletes each once applied (or found stale / duplicate).
CREATE TABLE ingest_inbox (
    hash        bytea       PRIMARY KEY CHECK (length(hash) = 32),
    number      bigint      NOT NULL,
    parent_hash bytea       NOT NULL CHECK (length(parent_hash) = 32),
    body        bytea       NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ingest_inbox_number ON ingest_inbox (number);

-- The writer's state for the internal health route (one row; absent until
-- an indexer ran): running or halted with the error, the node's head as
-- last read, refreshed at every poll.
CREATE TABLE indexer_status (
    singleton  boolean     PRIMARY KEY DEFAULT true CHECK (singleton),
    state      text        NOT NULL CHECK (state IN ('running', 'halted')),
    error      text        NOT NULL DEFAULT '',
    node_head  bigint      NOT NULL DEFAULT 0,
    updated_at timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE indexer_status;
DROP TABLE ingest_inbox;
