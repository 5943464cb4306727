// Package postgres is mainapi's storage: a pgx pool, the schema migrations,
// and one function per query. Its reads (read_*.go) return the read models
// of package mainapi, so the HTTP handlers that serve them never import
// this package or pgx; cmd/mainapi checks that *DB implements their reader
// interfaces.
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
// Postgres and the server busy: the uncached token chart answered about
// 7,000 req/s with 4 connections, 7,300-8,100 with 8, 7,400-7,800 with 16
// (higher p99), and 32 or 64 were slower (wrk -t2 -c64 on 2 cores).
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
// server's `postgres` maintenance database. An existing database is not an error.
func CreateDatabase(ctx context.Context, dbURL string) error {
	return onMaintenance(ctx, dbURL, func(conn *pgx.Conn, name string) error {
		_, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize())
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "42P04" { // duplicate_database
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
