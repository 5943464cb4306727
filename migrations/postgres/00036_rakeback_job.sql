-- +goose Up
-- The weekly Rakeback job's own state (mainapi/jobs; docs/rakeback.md): the
-- tree it built for each closed epoch, its leaves and the progress of each
-- step. These are not derived rows: a tree is what the job decided to post
-- (its inputs are the derived accruals and the inflow measured on chain at
-- build time), so a rebuild leaves them alone. What the chain did with a
-- tree (posted, activated, claimed, expired) is indexed in the Rakeback
-- domain's tables (00035); a leaf is published when rakeback_roots holds
-- the epoch with the same root.
CREATE TABLE rakeback_trees (
    epoch       bigint  PRIMARY KEY,
    root        bytea   NOT NULL,
    leaf_count  int     NOT NULL,
    -- the tree's 2n-1 nodes (32 bytes each, OpenZeppelin StandardMerkleTree
    -- array order): a proof is read from them, never stored per leaf.
    nodes       bytea   NOT NULL,
    -- per slice, same order: token, declared total (sum of its leaves after
    -- the cap), the vested amount it needed and the inflow available on
    -- chain when it was built (declared < needed: scaled down pro rata).
    tokens      bytea[] NOT NULL,
    declared    numeric(78,0)[] NOT NULL,
    needed      numeric(78,0)[] NOT NULL,
    available   numeric(78,0)[] NOT NULL,
    -- built: stored, not on chain; posted: rootOf(epoch) on chain equals
    -- root; done: every slice expired and swept; conflict: another root is
    -- on chain for the epoch (never overwritten).
    state       text    NOT NULL CHECK (state IN ('built', 'posted', 'done', 'conflict')),
    post_tx     bytea,
    built_at    timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    last_error  text
);

-- Random hashes do not compress: stored uncompressed out of line, a proof's
-- few nodes are read with substring without fetching the whole array.
ALTER TABLE rakeback_trees ALTER COLUMN nodes SET STORAGE EXTERNAL;

CREATE TABLE rakeback_leaves (
    epoch      bigint  NOT NULL REFERENCES rakeback_trees (epoch) ON DELETE CASCADE,
    idx        int     NOT NULL, -- the leaf's `index`: its bit in the claimed bitmap
    token      bytea   NOT NULL,
    account    bytea   NOT NULL,
    amount     numeric(78,0) NOT NULL,
    usd_value  numeric NOT NULL, -- the vested shares of the accruals' write-time USD (scaled with the cap)
    node       int     NOT NULL, -- position in rakeback_trees.nodes
    PRIMARY KEY (epoch, idx)
);
CREATE INDEX rakeback_leaves_account ON rakeback_leaves (account, epoch);

-- +goose Down
DROP TABLE rakeback_leaves;
DROP TABLE rakeback_trees;
