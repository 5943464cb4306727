// Command mainapi runs the main read API.
//
//	mainapi [serve]          migrate the database, then serve HTTP until SIGINT/SIGTERM;
//	                         with RPC_URL and DEPLOYMENT_FILE set it also runs the indexer
//	mainapi migrate          apply pending migrations and exit
//	mainapi index            run only the indexer (RPC follower) until SIGINT/SIGTERM,
//	                         started again after a failure (supervise.go)
//	mainapi rebuild          recompute every derived table from the raw tables, in one transaction
//	mainapi rebuild --check  compare the derived tables with a rebuild without writing;
//	                         exit 1 with a summary of the differing rows
//
// Configuration comes from the environment (see mainapi.ConfigFromEnv).
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

func main() {
	log := newLogger() // progress.go: a status line on a terminal
	tuneGC(log)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], log); err != nil {
		log.Error("mainapi exited", "err", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, log *slog.Logger) error {
	cmd := "serve"
	if len(args) > 0 {
		cmd = args[0]
	}
	cfg, err := mainapi.ConfigFromEnv(nil)
	if err != nil {
		return err
	}
	switch cmd {
	case "serve", "migrate", "index", "rebuild":
	default:
		return fmt.Errorf("unknown command %q (want serve, migrate, index or rebuild)", cmd)
	}

	db, err := postgres.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	n, err := db.Migrate(ctx)
	if err != nil {
		return err
	}
	log.Info("migrations applied", "count", n)
	switch cmd {
	case "migrate":
		return nil
	case "index":
		startPprof(ctx, log)
		if err := useMetrics(ctx, db, log); err != nil {
			return err
		}
		return indexUntilDone(ctx, cfg, loadDeployment(cfg), db, log)
	case "rebuild":
		return rebuild(ctx, cfg, db, log, args[1:])
	}
	return serve(ctx, cfg, db, log)
}

func serve(ctx context.Context, cfg mainapi.Config, db *postgres.DB, log *slog.Logger) error {
	// The routes read from DATABASE_READ_URL when it names another server
	// (docs/replicas.md); the inbox, the indexer and the jobs keep db.
	var store httpapi.Store = db
	reads := db
	if cfg.DatabaseReadURL != cfg.DatabaseURL {
		rdb, err := postgres.OpenRead(ctx, cfg.DatabaseReadURL)
		if err != nil {
			return err
		}
		defer rdb.Close()
		store, reads = newSplitStore(rdb, db, cfg.HeadPoll), rdb
		log.Info("reads from DATABASE_READ_URL; its head is polled", "every", cfg.HeadPoll)
	}
	internal, err := internalRoutes(db, reads)
	if err != nil {
		return err
	}
	if err := useMetrics(ctx, db, log); err != nil {
		return err
	}
	// The deployment file is read once, for /config and the indexer.
	dep := loadDeployment(cfg)
	deps := httpapi.Deps{
		DB: store, Logger: log, Config: cfg, Deployment: dep.forConfig(log), Build: build(),
		Internal: internal, Chain: chainReader(ctx, log), Background: ctx,
	}
	if procMetrics != nil {
		deps.Metrics = procMetrics.http
	}
	router := httpapi.NewRouter(deps)
	startPprof(ctx, log)
	// Launched coins' logos are fetched ahead of requests so hasLogo is
	// true for them (httpapi/logo_prefetch.go); stops with ctx.
	if p := httpapi.NewLogoPrefetcher(deps); p != nil {
		go p.Run(ctx, httpapi.LogoPrefetchInterval)
	}
	// Bounds on what a client may hold: headers in 5 s, the whole request
	// (a webhook body included) in 60 s and the answer written 60 s after
	// it; an idle keep-alive connection is closed after 2 minutes (without
	// IdleTimeout net/http keeps it open for good).
	srv := &http.Server{
		Addr:              cfg.Addr,
		Handler:           router,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       2 * time.Minute,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	log.Info("mainapi listening", "url", "http://"+cfg.Addr)

	// The indexer runs beside the API when configured, started again after
	// a failure (superviseIndexer). While it is down the API serves what
	// was indexed, and /internal/health answers 503 with the reason; only a
	// configuration error stops it for good.
	ixc := make(chan error, 1)
	ixCtx, stopIndexer := context.WithCancel(ctx)
	defer stopIndexer()
	if indexerEnabled(cfg) {
		go func() { ixc <- indexUntilDone(ixCtx, cfg, dep, db, log) }()
	} else {
		log.Info("indexer off: set RPC_URL and DEPLOYMENT_FILE to run it")
	}

	for running := true; running; {
		select {
		case err := <-errc:
			return err
		case err := <-ixc:
			if err != nil {
				log.Error("indexer not started: its configuration is wrong; serving the indexed state", "err", err)
			}
			ixc = nil
		case <-ctx.Done():
			running = false
		}
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
