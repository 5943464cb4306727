-- +goose Up
-- Per-IP token buckets of funbackend's limiters (launch-venue spec 8),
-- written behind (every second and at shutdown) so a restart does not reset
-- them. A missing row is a full bucket; rows untouched for a whole window
-- (10 minutes, enough to refill any bucket) are pruned.
CREATE TABLE rate_buckets (
    limiter    TEXT    NOT NULL,
    ip         TEXT    NOT NULL,
    tokens     REAL    NOT NULL,
    updated_ms INTEGER NOT NULL,
    PRIMARY KEY (limiter, ip)
) STRICT, WITHOUT ROWID;
CREATE INDEX rate_buckets_updated ON rate_buckets (updated_ms);

-- +goose Down
DROP TABLE rate_buckets;
