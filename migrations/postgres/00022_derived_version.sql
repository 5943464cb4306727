-- +goose Up
-- The version of the derivation that filled the derived tables
-- (postgres.DerivedVersion): a change that alters what the derive
-- statements compute from the same raw rows (a new derived table such as
-- 00012's token_price_points, a changed formula) bumps the constant, and the
-- writer rebuilds once when it opens a database stamped with another version
-- (or none: a database from before this table). Every rebuild stamps it.
CREATE TABLE derived_version (
    singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    version   integer NOT NULL
);

-- +goose Down
DROP TABLE derived_version;
