-- +goose Up
-- Raw and block-keyed derived rows go with their block, as before, but
-- through one statement-level trigger on blocks instead of a foreign key
-- per table. A foreign key checks every inserted row against blocks (a
-- locking look-up per row, in COPY too), which cost about as much as the
-- insert itself (BenchmarkReplayMix runs much faster without them). The writer inserts a block before its rows
-- in the same transaction, so the check never caught anything.
--
-- block_keyed_tables names every table whose rows belong to a block
-- (column block_number, indexed first). A migration that adds such a table
-- registers it here (INSERT INTO block_keyed_tables VALUES ('t')) instead
-- of declaring a foreign key; TestBlockKeyedTables checks that every table
-- with a block_number column is registered and that deleting blocks leaves
-- no row behind.
CREATE TABLE block_keyed_tables (
    name text PRIMARY KEY
);

-- The registry starts as exactly the tables that cascaded from blocks.
INSERT INTO block_keyed_tables (name)
SELECT c.conrelid::regclass::text
FROM pg_constraint c
WHERE c.contype = 'f' AND c.confrelid = 'blocks'::regclass AND c.confdeltype = 'c';

-- +goose StatementBegin
DO $$
DECLARE
    r record;
BEGIN
    FOR r IN SELECT c.conrelid::regclass AS t, c.conname
             FROM pg_constraint c
             WHERE c.contype = 'f' AND c.confrelid = 'blocks'::regclass AND c.confdeltype = 'c'
    LOOP
        EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.t, r.conname);
    END LOOP;
END
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION delete_block_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    nums bigint[];
    t text;
BEGIN
    SELECT array_agg(number) INTO nums FROM deleted_blocks;
    IF nums IS NULL THEN
        RETURN NULL;
    END IF;
    FOR t IN SELECT name FROM block_keyed_tables ORDER BY name LOOP
        EXECUTE format('DELETE FROM %I WHERE block_number = ANY ($1)', t) USING nums;
    END LOOP;
    RETURN NULL;
END
$$;
-- +goose StatementEnd
CREATE TRIGGER blocks_delete_rows AFTER DELETE ON blocks
    REFERENCING OLD TABLE AS deleted_blocks
    FOR EACH STATEMENT EXECUTE FUNCTION delete_block_rows();

-- +goose Down
DROP TRIGGER blocks_delete_rows ON blocks;
DROP FUNCTION delete_block_rows;
-- +goose StatementBegin
DO $$
DECLARE
    t text;
BEGIN
    FOR t IN SELECT name FROM block_keyed_tables LOOP
        EXECUTE format('ALTER TABLE %I ADD FOREIGN KEY (block_number) REFERENCES blocks (number) ON DELETE CASCADE', t);
    END LOOP;
END
$$;
-- +goose StatementEnd
DROP TABLE block_keyed_tables;
