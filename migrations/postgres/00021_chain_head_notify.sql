-- +goose Up
-- A commit that changes chain_head notifies channel chain_head (empty
-- payload; delivered at commit, once per transaction). The HTTP layer
-- listens and drops its cached head read, so a new block is visible in
-- GET /chain/head and in every head ETag as soon as it commits, instead of
-- after HEAD_REFRESH (issue 4's webhook-to-visible latency). A trigger,
-- not a statement of the writer, so every path that moves the head
-- (block, batch, rollback, rebuild) notifies.
-- +goose StatementBegin
CREATE FUNCTION notify_chain_head() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('chain_head', '');
    RETURN NULL;
END
$$;
-- +goose StatementEnd
CREATE TRIGGER chain_head_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON chain_head
    FOR EACH STATEMENT EXECUTE FUNCTION notify_chain_head();

-- +goose Down
DROP TRIGGER chain_head_notify ON chain_head;
DROP FUNCTION notify_chain_head;
