// Command funbackend runs the launch app backend.
//
//	funbackend [serve]   migrate the SQLite file, then serve HTTP until SIGINT/SIGTERM
//	funbackend migrate   apply pending migrations and exit
//	funbackend print-base-path   print the route prefix (/backend-fun/<chain-slug>)
//	funbackend backup <path>     write an online backup of FUNBACKEND_DB to path (the service may run)
//	funbackend restore <backup> <db>   install a backup as a new database file (the service stopped)
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
	"github.com/neoswap/neoswap/funbackend/backup"
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
	case "backup":
		if len(args) != 2 {
			return errors.New("usage: funbackend backup <path>")
		}
		// Read-only, no migration: safe beside a running service.
		if err := sqlite.BackupFile(ctx, cfg.DBPath, args[1]); err != nil {
			return err
		}
		log.Info("backup written", "from", cfg.DBPath, "path", args[1])
		return nil
	case "restore":
		if len(args) != 3 {
			return errors.New("usage: funbackend restore <backup> <db>")
		}
		if err := sqlite.Restore(ctx, args[1], args[2]); err != nil {
			return err
		}
		log.Info("backup restored", "from", args[1], "path", args[2])
		return nil
	default:
		return fmt.Errorf("unknown command %q (want serve, migrate, print-base-path, backup or restore)", cmd)
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
	if err := startMetrics(ctx, &deps, log); err != nil {
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
	errc := make(chan error, 3) // server, follower, backups
	go func() { errc <- srv.ListenAndServe() }()
	log.Info("funbackend listening", "url", "http://"+cfg.Addr+cfg.BasePath)
	runCtx, stopFollow := context.WithCancel(ctx)
	defer stopFollow()
	go func() {
		if err := follow(runCtx); err != nil && !errors.Is(err, context.Canceled) {
			errc <- err
		}
	}()
	backupDone := make(chan struct{})
	go func() { // periodic online backups, when FUNBACKEND_BACKUP_DIR is set
		defer close(backupDone)
		if cfg.BackupDir == "" {
			return
		}
		log.Info("backups on", "dir", cfg.BackupDir, "interval", cfg.BackupInterval, "keep", cfg.BackupKeep)
		bc := backup.Config{Dir: cfg.BackupDir, Interval: cfg.BackupInterval, Keep: cfg.BackupKeep}
		if err := backup.Run(runCtx, db, bc, log); err != nil {
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
	// A backup in progress finishes before the database closes.
	<-backupDone
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
