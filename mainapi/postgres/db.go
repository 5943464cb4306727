// Package postgres is mainapi's store: the indexer's single writer and the
// routes' reads, on Postgres through pgx.
//
// Shared machinery: the pool and migrations (db.go); the writer, its
// advisory lock and connections (writer.go); a backfill batch prepared on
// the writer's second connection (prepared.go); the blocks, the raw rows
// of a batch and the block cascade (raw.go, chain.go); the registration
// point every domain joins (domain.go); rebuild and rebuild --check
// (rebuild.go); the webhook inbox (inbox.go); the binary COPY codec
// (internal/pgcopy). Each domain is a group of files behind one entry of
// domains (domain.go): the DEX and its fees (dex_raw.go, derive*.go), the
// launch curve (curve_raw.go, curve_derive.go, curve_read.go) and the
// farming family (farm_raw.go, farm_derive.go, farm_read.go); the DEX's
// reads are in read_*.go; docs/indexer.md, "Adding a domain", is the
// recipe. The reads
// return the read models of package mainapi, so the HTTP handlers that
// serve them never import this package or pgx; cmd/mainapi checks that *DB
// implements their reader interfaces.
//
// SQL text lives in this package only, written by hand: each derive or
// read statement is a constant (a variable when composed of shared CTE
// fragments such as priceCTEs) beside the function that runs it, with a
// doc comment saying what its parameters are; short one-off statements
// (a lock, a point lookup) are inline in their function. The schema and
// its SQL functions are in the migrations module (migrations/postgres).
//
// Not found is not an error: a method that reads one row returns ok ==
// false and a nil error when the row does not exist (ChainHead, DexPool,
// FindTokenPrice), or the zero value where its doc says so; a non-nil
// error is always a failure. The package has no not-found sentinel.
package postgres

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"

	"github.com/neoswap/neoswap/migrations"
)

// DB is the mainapi database handle. Close releases its pool.
type DB struct {
	Pool *pgxpool.Pool
}

// DefaultMaxConns is the pool size when the URL sets no pool_max_conns
// (pgx's default is max(4, CPUs)). More short reads in flight keep both
// Postgres and the server busy: on 2 cores the uncached token chart
// (scripts/bench-mainapi.sh) served most with 8; 16 added only p99, and 32
// or 64 were slower.
const DefaultMaxConns = 8

// Open connects to the database at url, creating the database first when it
// does not exist yet (a fresh machine), and checks the connection. It does not
// migrate: call Migrate.
func Open(ctx context.Context, url string) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres: parse url: %w", err)
	}
	if !strings.Contains(url, "pool_max_conns") {
		cfg.MaxConns = DefaultMaxConns
	}
	jitOff(cfg, url)
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: connect: %w", err)
	}
	err = pool.Ping(ctx)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "3D000" { // invalid_catalog_name
		pool.Close()
		if err := CreateDatabase(ctx, url); err != nil {
			return nil, err
		}
		return Open(ctx, url)
	}
	if err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: connect: %w", err)
	}
	return &DB{Pool: pool}, nil
}

// OpenRead connects to the database of the HTTP reads at url, typically a
// streaming replica of the writer's (DATABASE_READ_URL, docs/replicas.md).
// Unlike Open it never creates the database (a standby cannot; the writer's
// Open creates it and the standby replays that), and its sessions are
// read-only (default_transaction_read_only), so a write sent to it by
// mistake fails on a primary as it would on a standby.
func OpenRead(ctx context.Context, url string) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres: parse read url: %w", err)
	}
	if !strings.Contains(url, "pool_max_conns") {
		cfg.MaxConns = DefaultMaxConns
	}
	cfg.ConnConfig.RuntimeParams["default_transaction_read_only"] = "on"
	jitOff(cfg, url)
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: connect read url: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: connect read url: %w", err)
	}
	return &DB{Pool: pool}, nil
}

// jitOff turns JIT compilation off for the pool's sessions, and so for the
// writer's connections (they copy the pool's settings), unless the URL sets
// jit itself. Every statement here is a short OLTP read or write, but the
// planner's estimates pass jit_above_cost where they are far off: a derive
// statement on freshly written or truncated tables compiled for about half
// a second, and a read over a large universe (explore's sort value, a CASE
// of per-token subqueries) for 1.6 s against a 0.1 s query
// (docs/performance.md, "Explore").
func jitOff(cfg *pgxpool.Config, url string) {
	if !strings.Contains(url, "jit=") {
		cfg.ConnConfig.RuntimeParams["jit"] = "off"
	}
}

// Close closes the pool.
func (db *DB) Close() { db.Pool.Close() }

// Ping reports whether the database answers; /health/live uses it.
func (db *DB) Ping(ctx context.Context) error { return db.Pool.Ping(ctx) }

// Migrate applies pending migrations and returns how many ran.
func (db *DB) Migrate(ctx context.Context) (int, error) {
	sqlDB := stdlib.OpenDBFromPool(db.Pool)
	defer sqlDB.Close()
	return migrations.UpPostgres(ctx, sqlDB)
}

// CreateDatabase creates the database named in url by connecting to the
// server's `postgres` maintenance database. An existing database is not an
// error, nor is one another process creates at the same moment (`mainapi
// serve` and `mainapi index` started together on a fresh server).
func CreateDatabase(ctx context.Context, dbURL string) error {
	return onMaintenance(ctx, dbURL, func(conn *pgx.Conn, name string) error {
		_, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize())
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && (pgErr.Code == "42P04" || // duplicate_database
			// the loser of two concurrent CREATE DATABASE of one name
			pgErr.Code == "23505" && pgErr.ConstraintName == "pg_database_datname_index") {
			return nil
		}
		if err != nil {
			return fmt.Errorf("postgres: create database %s: %w", name, err)
		}
		return nil
	})
}

// DropDatabase drops the database named in url, terminating its sessions.
func DropDatabase(ctx context.Context, dbURL string) error {
	return onMaintenance(ctx, dbURL, func(conn *pgx.Conn, name string) error {
		if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)"); err != nil {
			return fmt.Errorf("postgres: drop database %s: %w", name, err)
		}
		return nil
	})
}

// onMaintenance runs fn on a connection to the maintenance database of the
// server in dbURL, passing the name of the database dbURL points at.
func onMaintenance(ctx context.Context, dbURL string, fn func(conn *pgx.Conn, name string) error) error {
	name, admin, err := maintenanceURL(dbURL)
	if err != nil {
		return err
	}
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		return fmt.Errorf("postgres: connect maintenance db: %w", err)
	}
	defer conn.Close(ctx)
	return fn(conn, name)
}

// maintenanceURL splits a database URL into its database name and the URL of
// the same server's `postgres` database.
func maintenanceURL(dbURL string) (name, admin string, err error) {
	u, err := url.Parse(dbURL)
	if err != nil {
		return "", "", fmt.Errorf("postgres: parse url: %w", err)
	}
	name = strings.TrimPrefix(u.Path, "/")
	if name == "" {
		return "", "", fmt.Errorf("postgres: url %q names no database", u.Redacted())
	}
	u.Path = "/postgres"
	return name, u.String(), nil
}
