-- +goose Up
-- activity.data becomes json: the text is stored as written, where jsonb
-- parsed it into its binary form per row, the largest cost of copying a
-- backfill batch's activity rows (BenchmarkReplayMix's statement log). The
-- Go deriver writes the text Postgres prints for the jsonb that
-- insertActivity builds (derive_activity.go, appendJSON), so a batch's rows
-- and a rebuild's are the same text; the readers only use -> and ->>, which
-- json has too. json has no equality operator: Check compares it as text.
ALTER TABLE activity ALTER COLUMN data TYPE json USING data::json;

-- +goose Down
ALTER TABLE activity ALTER COLUMN data TYPE jsonb USING data::jsonb;
