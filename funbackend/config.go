// Package funbackend is the launch app's backend: its own curve indexer on
// SQLite, launch intents, candles, holders, share cards, the keeper and the
// live stream. This root package holds domain types and configuration.
package funbackend

import (
	"fmt"
	"os"
	"strconv"
)

// Config is the process configuration, read from the environment.
type Config struct {
	// Addr is the HTTP listen address (FUNBACKEND_ADDR, default 127.0.0.1:8081).
	Addr string
	// DBPath is the SQLite file (FUNBACKEND_DB, default funbackend.db).
	DBPath string
	// ChainID is the chain served (CHAIN_ID, default 1).
	ChainID uint64
	// BasePath prefixes every route: /backend-fun/<chain-slug>
	// (FUNBACKEND_BASE_PATH overrides; the slug comes from ChainSlug).
	BasePath string
	// Commit is the build's commit, stamped at link time.
	Commit string
}

// chainSlugs names chains in URLs; unknown ids use "chain-<id>".
var chainSlugs = map[uint64]string{
	1:        "ethereum",
	10:       "optimism",
	8453:     "base",
	42161:    "arbitrum",
	11155111: "sepolia",
	31337:    "devnet",
}

// ChainSlug returns the URL slug of a chain id: "ethereum" for 1.
func ChainSlug(chainID uint64) string {
	if s, ok := chainSlugs[chainID]; ok {
		return s
	}
	return "chain-" + strconv.FormatUint(chainID, 10)
}

// ConfigFromEnv reads Config via getenv (os.Getenv when nil); it returns an
// error naming the variable when a value does not parse.
func ConfigFromEnv(getenv func(string) string) (Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	cfg := Config{
		Addr:    valueOr(getenv("FUNBACKEND_ADDR"), "127.0.0.1:8081"),
		DBPath:  valueOr(getenv("FUNBACKEND_DB"), "funbackend.db"),
		ChainID: 1,
	}
	if v := getenv("CHAIN_ID"); v != "" {
		id, err := strconv.ParseUint(v, 10, 64)
		if err != nil || id == 0 {
			return Config{}, fmt.Errorf("config: CHAIN_ID %q is not a positive integer", v)
		}
		cfg.ChainID = id
	}
	cfg.BasePath = valueOr(getenv("FUNBACKEND_BASE_PATH"), "/backend-fun/"+ChainSlug(cfg.ChainID))
	return cfg, nil
}

func valueOr(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
