// Package mainapi is the main read API of the exchange: an indexer that turns
// blocks into raw event rows and derived rows in Postgres, and a gin HTTP API
// that serves those derived rows. This root package holds the domain types
// and configuration shared by its subpackages.
package mainapi

import (
	"fmt"
	"os"
	"strconv"
)

// Config is the process configuration, read from the environment so every
// default can be overridden without flags (twelve-factor style).
type Config struct {
	// Addr is the HTTP listen address (MAINAPI_ADDR, default 127.0.0.1:8080).
	Addr string
	// DatabaseURL is the Postgres URL of the writer (DATABASE_URL).
	DatabaseURL string
	// ChainID is the chain served (CHAIN_ID, default 1).
	ChainID uint64
	// Service names this build in /version (SERVICE_NAME, default mainapi).
	Service string
}

// DefaultDatabaseURL is the local cluster with trust auth that development
// machines and CI run (the database is created on first start).
const DefaultDatabaseURL = "postgres://postgres@127.0.0.1:5432/neoswap?sslmode=disable"

// ConfigFromEnv reads Config from the environment via getenv (os.Getenv when
// nil). It returns an error naming the variable when a value does not parse.
func ConfigFromEnv(getenv func(string) string) (Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	cfg := Config{
		Addr:        valueOr(getenv("MAINAPI_ADDR"), "127.0.0.1:8080"),
		DatabaseURL: valueOr(getenv("DATABASE_URL"), DefaultDatabaseURL),
		Service:     valueOr(getenv("SERVICE_NAME"), "mainapi"),
		ChainID:     1,
	}
	if v := getenv("CHAIN_ID"); v != "" {
		id, err := strconv.ParseUint(v, 10, 64)
		if err != nil || id == 0 {
			return Config{}, fmt.Errorf("config: CHAIN_ID %q is not a positive integer", v)
		}
		cfg.ChainID = id
	}
	return cfg, nil
}

func valueOr(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
