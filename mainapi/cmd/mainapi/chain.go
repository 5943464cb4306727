package main

import (
	"context"
	"log/slog"
	"os"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// chainReader is the router's chain reader over RPC_URL (ethclient dials
// lazily: a node down at boot fails the reads, not the boot); nil when
// RPC_URL is unset (logo uploads then answer 503).
func chainReader(ctx context.Context, log *slog.Logger) httpapi.ChainReader {
	url := os.Getenv("RPC_URL")
	if url == "" {
		return nil
	}
	client, err := ethclient.DialContext(ctx, url)
	if err != nil {
		log.Warn("chain reads off", "rpc", url, "err", err)
		return nil
	}
	return httpapi.ERC20Caller{Client: client}
}
