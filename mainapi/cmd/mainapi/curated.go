package main

import (
	"context"
	"log/slog"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

// readCurated reads CURATED_TOKENS_FILE's list (nil when unset).
func readCurated(icfg mainapi.IndexerConfig, chainID uint64) ([]mainapi.CuratedToken, error) {
	if icfg.CuratedTokensFile == "" {
		return nil, nil
	}
	return mainapi.ReadCuratedTokens(icfg.CuratedTokensFile, chainID)
}

// setCurated stores the curated token list read from file by readCurated
// (none when unset: the stored list is cleared) before the writer
// derives anything; a changed list rebuilds the derived tables
// (postgres.SetCuratedTokens).
func setCurated(ctx context.Context, w *postgres.Writer, list []mainapi.CuratedToken, file string, log *slog.Logger) error {
	changed, err := w.SetCuratedTokens(ctx, list)
	if err != nil {
		return err
	}
	if changed {
		log.Info("curated tokens changed: derived tables rebuilt", "tokens", len(list), "file", file)
	}
	return nil
}
