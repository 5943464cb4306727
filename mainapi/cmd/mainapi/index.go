package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/deployment"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/webhookbody"
)

// indexerSetup is what every indexer run starts from: read and checked
// once, before the first run, as no restart would mend a mistake in it.
type indexerSetup struct {
	icfg    mainapi.IndexerConfig
	dep     loadedDeployment       // its file is set
	curated []mainapi.CuratedToken // readCurated's list
}

// readIndexerSetup checks the indexer's configuration and dep, the
// command's read of DEPLOYMENT_FILE, and reads the curated list.
func readIndexerSetup(cfg mainapi.Config, dep loadedDeployment) (indexerSetup, error) {
	icfg, err := mainapi.IndexerConfigFromEnv(nil)
	if err != nil {
		return indexerSetup{}, err
	}
	if icfg.RPCURL == "" || cfg.DeploymentFile == "" {
		return indexerSetup{}, errors.New("index: RPC_URL and DEPLOYMENT_FILE are required")
	}
	if dep.err != nil {
		return indexerSetup{}, dep.err
	}
	if dep.file.ChainID != cfg.ChainID {
		return indexerSetup{}, fmt.Errorf("index: deployment is of chain %d, CHAIN_ID is %d", dep.file.ChainID, cfg.ChainID)
	}
	curated, err := readCurated(icfg, cfg.ChainID)
	if err != nil {
		return indexerSetup{}, err
	}
	return indexerSetup{icfg: icfg, dep: dep, curated: curated}, nil
}

// indexUntilDone reads the indexer's setup and runs it under
// superviseIndexer until ctx ends: the indexer of `index` and of `serve`,
// dep their read of DEPLOYMENT_FILE. A setup error is returned at once.
func indexUntilDone(ctx context.Context, cfg mainapi.Config, dep loadedDeployment, db *postgres.DB, log *slog.Logger) error {
	st, err := readIndexerSetup(cfg, dep)
	if err != nil {
		return err
	}
	return superviseIndexer(ctx, log, indexerBackoff, func(ctx context.Context) error { return runIndexer(ctx, cfg, st, db, log) })
}

// runIndexer follows RPC_URL into the database as the single writer (it
// waits for the writer lock first) until ctx is done or ingest fails. A
// node of another chain than CHAIN_ID is a setupError.
func runIndexer(ctx context.Context, cfg mainapi.Config, st indexerSetup, db *postgres.DB, log *slog.Logger) error {
	icfg, dep := st.icfg, *st.dep.file
	// Backfill ranges are read with JSON-RPC batch requests (ethrpc.Dial).
	src, err := ethrpc.Dial(ctx, icfg.RPCURL)
	if err != nil {
		return fmt.Errorf("index: %w", err)
	}
	defer src.Close()
	// A node of another network would be indexed as if it were ours (the
	// deployment's addresses mean nothing there): refuse it up front.
	if id := src.ChainID(); !id.IsUint64() || id.Uint64() != cfg.ChainID {
		return setupError{fmt.Errorf("index: RPC_URL serves chain %s, CHAIN_ID is %d", id, cfg.ChainID)}
	}

	log.Info("indexer: waiting for the writer lock")
	w, err := db.OpenWriter(ctx, postgres.WriterConfig{MinLiquidityUSD: icfg.MinLiquidityUSD, RebuildProgress: rebuildSteps(log)})
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return err
	}
	defer w.Close()
	contracts := deployment.Contracts(dep)
	if err := w.SetContracts(ctx, contracts); err != nil {
		return err
	}
	if err := setCurated(ctx, w, st.curated, icfg.CuratedTokensFile, log); err != nil {
		return err
	}
	if rebuilt, err := w.EnsureDerivedVersion(ctx); err != nil {
		return err
	} else if rebuilt {
		log.Info("indexer: derived tables rebuilt for this version of the derivation", "version", postgres.DerivedVersion)
	}
	startRakebackJob(ctx, icfg, dep, contracts, db, log)
	start := dep.StartBlock
	if icfg.StartBlock != nil {
		start = *icfg.StartBlock
	}
	ixcfg := indexer.Config{
		Contracts:     contracts,
		FinalityDepth: icfg.FinalityDepth,
		Source:        src,
		Metadata:      src,
		Logger:        log,
	}
	if procMetrics != nil {
		ixcfg.Metrics = procMetrics.ingest
	}
	ix := indexer.New(w, ixcfg)
	inbox, err := db.OpenInbox(ctx)
	if err != nil {
		return err
	}
	defer inbox.Close()
	inbox.DecodeLegacy = webhookbody.ParseDelivery
	log.Info("indexer: started", "rpc", icfg.RPCURL, "start", start, "finality", icfg.FinalityDepth, "batch", icfg.BatchSize,
		"backfill_read", map[bool]string{false: "logs", true: "receipts"}[icfg.BackfillReceipts])
	f := &indexer.Follower{
		Source: src, Indexer: ix, Inbox: inbox, Status: w, Start: start,
		PollInterval: icfg.PollInterval, BatchSize: icfg.BatchSize, ReceiptsOnly: icfg.BackfillReceipts, Logger: log,
		Progress: progressSink(log), ProgressEvery: progressEvery(),
	}
	return f.Run(ctx)
}

// internalRoutes configures the webhook and the internal health route from
// WEBHOOK_SECRET and INTERNAL_TOKEN (each off when unset): deliveries are
// recorded in db's inbox (the writer's), the indexer's state and the
// rakeback trees are read from reads (DATABASE_READ_URL's server).
func internalRoutes(db, reads *postgres.DB) (httpapi.Internal, error) {
	icfg, err := mainapi.IndexerConfigFromEnv(nil)
	if err != nil {
		return httpapi.Internal{}, err
	}
	return httpapi.Internal{
		WebhookSecret: []byte(icfg.WebhookSecret), Inbox: db,
		Token: icfg.InternalToken, Health: reads, MaxLagBlocks: icfg.HealthMaxLagBlocks,
		Rakeback: reads, RakebackJob: rakebackJobStatus,
	}, nil
}

// indexerEnabled reports whether `serve` runs the indexer: RPC_URL and
// DEPLOYMENT_FILE are set.
func indexerEnabled(cfg mainapi.Config) bool {
	return os.Getenv("RPC_URL") != "" && cfg.DeploymentFile != ""
}

// rebuild runs `mainapi rebuild [--check]`.
func rebuild(ctx context.Context, cfg mainapi.Config, db *postgres.DB, log *slog.Logger, args []string) error {
	icfg, err := mainapi.IndexerConfigFromEnv(nil)
	if err != nil {
		return err
	}
	fs := flag.NewFlagSet("rebuild", flag.ContinueOnError)
	check := fs.Bool("check", false, "compare the derived tables with a rebuild without writing")
	if err := fs.Parse(args); err != nil {
		return err
	}
	w, err := db.OpenWriter(ctx, postgres.WriterConfig{MinLiquidityUSD: icfg.MinLiquidityUSD, RebuildProgress: rebuildSteps(log)})
	if err != nil {
		return err
	}
	defer w.Close()
	defer finishProgress()
	if cfg.DeploymentFile != "" && !*check { // --check compares what is stored, and writes nothing
		dep := loadDeployment(cfg)
		if dep.err != nil {
			return dep.err
		}
		if err := w.SetContracts(ctx, deployment.Contracts(*dep.file)); err != nil {
			return err
		}
	}
	if !*check {
		curated, err := readCurated(icfg, cfg.ChainID)
		if err != nil {
			return err
		}
		if err := setCurated(ctx, w, curated, icfg.CuratedTokensFile, log); err != nil {
			return err
		}
		if err := w.Rebuild(ctx); err != nil {
			return err
		}
		finishProgress()
		log.Info("rebuild: done")
		return nil
	}
	diffs, err := w.Check(ctx)
	finishProgress() // the summary starts on a line of its own
	for _, d := range diffs {
		fmt.Fprintln(os.Stdout, d)
	}
	if err != nil {
		return err
	}
	fmt.Fprintln(os.Stdout, "rebuild --check: derived tables equal a rebuild")
	return nil
}
