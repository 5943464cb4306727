// Package pgtest gives tests a real, fresh Postgres database: created on the
// server named by DATABASE_URL (or the local development cluster), migrated
// with the production migrations, and dropped when the test ends.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

// New creates a database named mainapi_test_<random>, migrates it and returns
// it open; the database is dropped in tb.Cleanup. It fails the test when the
// server is unreachable: tests never fall back to a mock.
func New(tb testing.TB) *postgres.DB {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()

	u := URL(tb)
	if err := postgres.CreateDatabase(ctx, u); err != nil {
		tb.Fatalf("pgtest: %v", err)
	}
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := postgres.DropDatabase(ctx, u); err != nil {
			tb.Errorf("pgtest: %v", err)
		}
	})
	db, err := postgres.Open(ctx, u)
	if err != nil {
		tb.Fatalf("pgtest: %v", err)
	}
	tb.Cleanup(db.Close)
	if _, err := db.Migrate(ctx); err != nil {
		tb.Fatalf("pgtest: %v", err)
	}
	return db
}

// URL returns the URL of a new, not yet created database on the test server.
func URL(tb testing.TB) string {
	tb.Helper()
	base := os.Getenv("DATABASE_URL")
	if base == "" {
		base = mainapi.DefaultDatabaseURL
	}
	u, err := url.Parse(base)
	if err != nil {
		tb.Fatalf("pgtest: DATABASE_URL: %v", err)
	}
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		tb.Fatalf("pgtest: %v", err)
	}
	u.Path = "/mainapi_test_" + hex.EncodeToString(b[:])
	return u.String()
}
