package main

import (
	"context"
	"log/slog"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

// setCurated stores the curated token list of CURATED_TOKENS_FILE (none
// when unset: the stored list is cleared) before the writer derives
// anything; a changed list rebuilds the derived tables (postgres.SetCuratedTokens).
func setCurated(ctx context.Context, w *postgres.Writer, cfg mainapi.Config, icfg mainapi.IndexerConfig, log *slog.Logger) error {
	var list []mainapi.CuratedToken
	if icfg.CuratedTokensFile != "" {
		var err error
		if list, err = mainapi.ReadCuratedTokens(icfg.CuratedTokensFile, cfg.ChainID); err != nil {
			return err
		}
	}
	changed, err := w.SetCuratedTokens(ctx, list)
	if err != nil {
		return err
	}
	if changed {
		log.Info("curated tokens changed: derived tables rebuilt", "tokens", len(list), "file", icfg.CuratedTokensFile)
	}
	return nil
}
