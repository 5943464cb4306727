// Package migrations embeds the SQL schema of both services and applies it
// with goose: postgres/*.sql for mainapi, sqlite/*.sql for funbackend. The
// services call Up at start-up and from their `migrate` subcommand, so a
// schema change ships with the binary that needs it.
package migrations

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"

	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

//go:embed postgres/*.sql
var postgresFS embed.FS

//go:embed sqlite/*.sql
var sqliteFS embed.FS

// Postgres returns the mainapi migrations (the files of postgres/).
func Postgres() fs.FS { return mustSub(postgresFS, "postgres") }

// SQLite returns the funbackend migrations (the files of sqlite/).
func SQLite() fs.FS { return mustSub(sqliteFS, "sqlite") }

// UpPostgres applies every pending mainapi migration. A session-level advisory
// lock serialises concurrent replicas starting at once; it returns the number
// of migrations applied, or the first failure (the failed migration's
// transaction is rolled back).
func UpPostgres(ctx context.Context, db *sql.DB) (int, error) {
	locker, err := lock.NewPostgresSessionLocker()
	if err != nil {
		return 0, fmt.Errorf("migrations: postgres locker: %w", err)
	}
	return up(ctx, goose.DialectPostgres, db, Postgres(), goose.WithSessionLocker(locker))
}

// UpSQLite applies every pending funbackend migration to db.
func UpSQLite(ctx context.Context, db *sql.DB) (int, error) {
	return up(ctx, goose.DialectSQLite3, db, SQLite())
}

func up(ctx context.Context, dialect goose.Dialect, db *sql.DB, fsys fs.FS, opts ...goose.ProviderOption) (int, error) {
	opts = append(opts, goose.WithDisableGlobalRegistry(true))
	p, err := goose.NewProvider(dialect, db, fsys, opts...)
	if err != nil {
		return 0, fmt.Errorf("migrations: %s provider: %w", dialect, err)
	}
	res, err := p.Up(ctx)
	if err != nil {
		return len(res), fmt.Errorf("migrations: %s up: %w", dialect, err)
	}
	return len(res), nil
}

func mustSub(fsys fs.FS, dir string) fs.FS {
	sub, err := fs.Sub(fsys, dir)
	if err != nil {
		panic(err) // unreachable: the directory is embedded at build time
	}
	return sub
}
