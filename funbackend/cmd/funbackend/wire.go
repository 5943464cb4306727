package main

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/indexer"
	"github.com/neoswap/neoswap/funbackend/keeper"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
	"github.com/neoswap/neoswap/funbackend/sqlite"
	"github.com/neoswap/neoswap/funbackend/stream"
)

// wire builds the handlers' dependencies and the background work (the
// curve indexer and the one-off curve wiring read). Without RPC_URL and a
// deployment file naming a curve, the service runs pre-curve: follow only
// waits for ctx.
func wire(ctx context.Context, cfg funbackend.Config, db *sqlite.DB, log *slog.Logger) (httpapi.Deps, func(context.Context) error, error) {
	deps := httpapi.Deps{
		BasePath: cfg.BasePath, Commit: cfg.Commit, Logger: log, DB: db, ChainID: cfg.ChainID,
		PublicOpen: cfg.PublicOpen, LaunchOpensAt: cfg.LaunchOpensAt, AppURL: cfg.AppURL, PublicURL: cfg.PublicURL,
		CursorKey:      []byte(cfg.CursorKey),
		EthUsd:         func() (float64, bool) { return cfg.EthUsdFallback, false },
		Limiter:        ratelimit.New(cfg.Limits, db, nil, log.With("component", "ratelimit")),
		Stream:         stream.NewHub(stream.Config{Global: cfg.Stream.Global, PerIP: cfg.Stream.PerIP}),
		TrustedProxies: cfg.TrustedProxies,
		AdminToken:     cfg.AdminToken,
		ImageCDN:       cfg.ImageCDN,
	}
	if cfg.AdminToken == "" {
		log.Info("no FUNBACKEND_ADMIN_TOKEN: the /admin routes answer 401")
	}
	if cfg.Notice != "" {
		deps.Notice = &httpapi.Notice{Text: cfg.Notice, Severity: cfg.NoticeSeverity, SetAt: cfg.NoticeSetAt}
	}
	idle := func(ctx context.Context) error { <-ctx.Done(); return ctx.Err() }
	if cfg.DeploymentFile == "" || cfg.RPCURL == "" {
		log.Warn("no RPC_URL or DEPLOYMENT_FILE: running pre-curve")
		return deps, idle, nil
	}
	d, err := deployment.Read(cfg.DeploymentFile)
	if err != nil {
		return deps, nil, err
	}
	if d.ChainID != 0 && d.ChainID != cfg.ChainID {
		return deps, nil, fmt.Errorf("deployment file is for chain %d, CHAIN_ID is %d", d.ChainID, cfg.ChainID)
	}
	a := d.Addresses
	deps.Addresses = httpapi.Addresses{Lens: a.LaunchpadLens, WETH: a.WETH, Neo: a.NeoToken, PveVault: a.PveVault}
	if a.LaunchpadCurve == (common.Address{}) {
		log.Warn("the deployment has no launchpadCurve: running pre-curve")
		return deps, idle, nil
	}
	client, err := ethclient.DialContext(ctx, cfg.RPCURL)
	if err != nil {
		return deps, nil, fmt.Errorf("dial %s: %w", cfg.RPCURL, err)
	}
	// A node of another network would be followed, and the keeper would
	// sign for it, as if it were ours: refuse it. A node that does not
	// answer yet is not refused (the service starts degraded and the
	// indexer retries).
	if id, err := client.ChainID(ctx); err == nil && (!id.IsUint64() || id.Uint64() != cfg.ChainID) {
		return deps, nil, fmt.Errorf("RPC_URL serves chain %s, CHAIN_ID is %d", id, cfg.ChainID)
	} else if err != nil {
		log.Warn("could not read the node's chain id; starting anyway", "err", err)
	}
	price := chain.NewEthUsd(client, d.Extra.Pairs["WETH/USDC"], a.WETH, cfg.EthUsdFallback, nil)
	deps.EthUsd = price.Rate
	deps.Curve = a.LaunchpadCurve
	deps.Curves = chain.NewCurves(client, a.LaunchpadLens, nil)
	deps.Quotes = chain.NewQuotes(client, a.LaunchpadLens, nil)
	deps.Nonces = chain.NewNonces(client, a.LaunchpadCurve, nil)
	deps.Signatures = chain.NewSignatures(client)
	deps.Addresses.TokenImplementation = d.Extra.LaunchpadTokenImplementation
	ix := indexer.New(client, db, indexer.Config{
		Curve:      a.LaunchpadCurve,
		FeeVault:   a.CreatorFeeVault,
		StartBlock: d.StartBlock,
		EthUsd:     func() float64 { r, _ := price.Rate(); return r },
		Logger:     log.With("component", "indexer"),
		OnCommit:   httpapi.Publisher(db, deps.Stream, log.With("component", "stream")),
	})
	deps.Indexer = ix
	kcfg := keeper.Config{ChainID: cfg.ChainID, Curve: a.LaunchpadCurve, Logger: log.With("component", "keeper")}
	if cfg.KeeperKey != "" {
		key, err := crypto.HexToECDSA(cfg.KeeperKey)
		if err != nil {
			return deps, nil, fmt.Errorf("config: KEEPER_KEY is not a hex secp256k1 private key")
		}
		kcfg.Key = key
	} else {
		log.Warn("no KEEPER_KEY: the keeper is disabled; frozen coins wait for someone to call graduate")
	}
	kp := keeper.New(client, db, kcfg)
	deps.Keeper = kp

	var (
		mu     sync.Mutex
		wiring chain.Wiring
		known  bool
	)
	deps.Wiring = func() (chain.Wiring, bool) {
		mu.Lock()
		defer mu.Unlock()
		return wiring, known
	}
	readWiring := func(ctx context.Context) {
		for {
			w, err := chain.ReadWiring(ctx, client, a.LaunchpadCurve)
			if err == nil {
				mu.Lock()
				wiring, known = w, true
				mu.Unlock()
				return
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(5 * time.Second):
			}
		}
	}
	follow := func(ctx context.Context) error {
		go readWiring(ctx)
		go kp.Run(ctx)
		defer client.Close()
		return ix.Run(ctx)
	}
	log.Info("following the curve", "curve", common.Address(a.LaunchpadCurve).Hex(), "from", d.StartBlock)
	return deps, follow, nil
}
