// Command funbackend runs the launch app backend.
//
//	funbackend [serve]   migrate the SQLite file, then serve HTTP until SIGINT/SIGTERM
//	funbackend migrate   apply pending migrations and exit
//	funbackend print-base-path   print the route prefix (/backend-fun/<chain-slug>)
//
// Configuration comes from the environment (see funbackend.ConfigFromEnv).
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

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/sqlite"
)

// commit is stamped at link time: -ldflags "-X main.commit=<sha>".
var commit = "unknown"

func main() {
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], log); err != nil {
		log.Error("funbackend exited", "err", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, log *slog.Logger) error {
	cmd := "serve"
	if len(args) > 0 {
		cmd = args[0]
	}
	cfg, err := funbackend.ConfigFromEnv(nil)
	if err != nil {
		return err
	}
	switch cmd {
	case "serve", "migrate":
	case "print-base-path":
		fmt.Println(cfg.BasePath)
		return nil
	default:
		return fmt.Errorf("unknown command %q (want serve, migrate or print-base-path)", cmd)
	}
	cfg.Commit = commit
	db, err := sqlite.Open(ctx, cfg.DBPath) // migrates
	if err != nil {
		return err
	}
	defer db.Close()
	log.Info("database ready", "path", cfg.DBPath)
	if cmd == "migrate" {
		return nil
	}

	deps, follow, err := wire(ctx, cfg, db, log)
	if err != nil {
		return err
	}
	// Headers in 5 s; an idle keep-alive connection is closed after 2
	// minutes (without IdleTimeout net/http keeps it open for good). No
	// ReadTimeout or WriteTimeout: /stream outlives any; request bodies get
	// their own deadline (httpapi.DefaultBodyReadTimeout).
	srv := &http.Server{
		Addr:              cfg.Addr,
		Handler:           httpapi.NewRouter(deps),
		ReadHeaderTimeout: 5 * time.Second,
		IdleTimeout:       2 * time.Minute,
	}
	errc := make(chan error, 2)
	go func() { errc <- srv.ListenAndServe() }()
	log.Info("funbackend listening", "url", "http://"+cfg.Addr+cfg.BasePath)
	runCtx, stopFollow := context.WithCancel(ctx)
	defer stopFollow()
	go func() {
		if err := follow(runCtx); err != nil && !errors.Is(err, context.Canceled) {
			errc <- err
		}
	}()
	limiterDone := make(chan struct{})
	go func() { // flushes the rate buckets every second and once at the end
		defer close(limiterDone)
		deps.Limiter.Run(runCtx, time.Second)
	}()

	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	stopFollow()
	deps.Stream.Close() // ends open streams so Shutdown does not wait on them
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	err = srv.Shutdown(shutdown)
	<-limiterDone
	if ferr := deps.Limiter.Flush(shutdown); ferr != nil { // what the last requests spent
		log.Warn("rate buckets: flush at shutdown failed", "err", ferr)
	}
	if err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
