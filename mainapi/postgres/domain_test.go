package postgres_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// sharedTables are the tables of the migrated schema that belong to no
// domain: the blocks and their transactions, the writer's, the service's
// and the jobs' state (the Rakeback trees are what the job decided, not a
// function of raw rows), the wallet-signed writes (referral bindings,
// profiles and the digests that refuse replayed profile signatures) and
// the migrations' own.
var sharedTables = []string{"blocks", "transactions", "block_keyed_tables", "contracts", "curated_tokens",
	"derived_version", "goose_db_version", "indexer_status", "ingest_inbox", "token_logos", "token_metadata_chain",
	"rakeback_trees", "rakeback_leaves", "referral_bindings", "profiles", "signed_write_digests"}

// TestEveryTableHasADomain: every table of the migrated schema is a raw or
// derived table of exactly one registered domain, or one of the shared
// tables, and every table a domain names exists. A new derived table that
// no domain lists would escape rebuild and rebuild --check
// (docs/indexer.md, "Adding a domain").
func TestEveryTableHasADomain(t *testing.T) {
	db := pgtest.New(t)
	rows, _ := db.Pool.Query(context.Background(), `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)
	tables, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	raw, derived := postgres.DomainTables()
	home := map[string]string{}
	for _, group := range []struct {
		what   string
		tables []string
	}{{"shared", sharedTables}, {"raw", raw}, {"derived", derived}} {
		for _, name := range group.tables {
			if h, ok := home[name]; ok {
				t.Errorf("table %s is %s and %s", name, h, group.what)
			}
			home[name] = group.what
		}
	}
	inSchema := map[string]bool{}
	for _, name := range tables {
		inSchema[name] = true
		if home[name] == "" {
			t.Errorf("table %s is in no domain's raw or derived tables and not shared: register it", name)
		}
	}
	for name, h := range home {
		if !inSchema[name] {
			t.Errorf("%s table %s is not in the schema", h, name)
		}
	}
}
