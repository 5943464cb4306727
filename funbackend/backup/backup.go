// Package backup takes funbackend's periodic online backups: every
// Interval a consistent copy of the live SQLite file lands in Dir under a
// name that sorts by time (funbackend-<UTC time>.db), written atomically by
// the store, and only the newest Keep files are kept. A restore is
// `funbackend restore <backup> <db>` with the service stopped
// (docs/funbackend.md, "Backups").
package backup

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Source writes a consistent copy of the live database to a path;
// *sqlite.DB implements it.
type Source interface {
	Backup(ctx context.Context, dest string) error
}

// Config is where, how often and how many.
type Config struct {
	Dir      string
	Interval time.Duration
	Keep     int
	// Now names the files; nil means time.Now.
	Now func() time.Time
}

const (
	prefix = "funbackend-"
	suffix = ".db"
	// stamp sorts lexically in time order and is a valid file name everywhere.
	stamp = "20060102T150405.000Z"
)

// Run takes a backup every cfg.Interval until ctx ends; a failed backup is
// logged and retried at the next tick (the service keeps serving). It
// returns nil when ctx ends.
func Run(ctx context.Context, src Source, cfg Config, log *slog.Logger) error {
	if cfg.Interval <= 0 || cfg.Keep < 1 || cfg.Dir == "" {
		return fmt.Errorf("backup: need a dir, a positive interval and keep >= 1")
	}
	t := time.NewTicker(cfg.Interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
		start := time.Now()
		path, err := Take(ctx, src, cfg)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			log.Error("backup failed", "dir", cfg.Dir, "err", err)
			continue
		}
		log.Info("backup written", "path", path, "took", time.Since(start).Round(time.Millisecond))
	}
}

// Take writes one backup into cfg.Dir and then removes all but the newest
// cfg.Keep backups there. It returns the new file's path.
func Take(ctx context.Context, src Source, cfg Config) (string, error) {
	now := time.Now
	if cfg.Now != nil {
		now = cfg.Now
	}
	if err := os.MkdirAll(cfg.Dir, 0o750); err != nil {
		return "", fmt.Errorf("backup: %w", err)
	}
	path := filepath.Join(cfg.Dir, prefix+now().UTC().Format(stamp)+suffix)
	if _, err := os.Stat(path); err == nil {
		return "", fmt.Errorf("backup: %s exists", path)
	}
	if err := src.Backup(ctx, path); err != nil {
		return "", err
	}
	if err := Prune(cfg.Dir, cfg.Keep); err != nil {
		return path, err
	}
	return path, nil
}

// List returns the backups in dir, oldest first. Other files (the store's
// temp files, an operator's notes) are not backups and are left alone.
func List(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("backup: %w", err)
	}
	var out []string
	for _, e := range ents {
		n := e.Name()
		if e.Type().IsRegular() && strings.HasPrefix(n, prefix) && strings.HasSuffix(n, suffix) {
			out = append(out, filepath.Join(dir, n))
		}
	}
	sort.Strings(out)
	return out, nil
}

// Prune removes all but the newest keep backups in dir.
func Prune(dir string, keep int) error {
	all, err := List(dir)
	if err != nil {
		return err
	}
	var errs []error
	for len(all) > keep {
		if err := os.Remove(all[0]); err != nil {
			errs = append(errs, fmt.Errorf("backup: prune: %w", err))
		}
		all = all[1:]
	}
	return errors.Join(errs...)
}
