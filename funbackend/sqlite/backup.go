package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"

	"github.com/mattn/go-sqlite3"
)

// Backup writes a consistent copy of the live database to dest while the
// service keeps writing, through SQLite's online backup API. The copy is
// made in one step: a single read transaction sees one snapshot (WAL does
// not block the writer meanwhile), whereas stepping page by page would
// restart whenever the writer commits and might never finish under load.
// dest appears complete or not at all (temp file, fsync, rename).
func (db *DB) Backup(ctx context.Context, dest string) error {
	return backupFrom(ctx, db.Read, dest)
}

// BackupFile is Backup from a database file another process may be
// serving; it opens path read-only and applies no migration, so a newer
// binary never changes a running service's schema.
func BackupFile(ctx context.Context, path, dest string) error {
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("sqlite: backup: %w", err)
	}
	q := url.Values{}
	q.Set("mode", "ro")
	q.Set("_busy_timeout", "5000")
	src, err := sql.Open("sqlite3", "file:"+path+"?"+q.Encode())
	if err != nil {
		return fmt.Errorf("sqlite: backup: open %s: %w", path, err)
	}
	defer src.Close()
	return backupFrom(ctx, src, dest)
}

func backupFrom(ctx context.Context, src *sql.DB, dest string) (err error) {
	tmp, err := tempPath(dest)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			for _, p := range []string{tmp, tmp + "-wal", tmp + "-shm", tmp + "-journal"} {
				os.Remove(p)
			}
		}
	}()
	if err := copyOnline(ctx, src, tmp); err != nil {
		return err
	}
	if err := quickCheck(ctx, tmp); err != nil {
		return err
	}
	return commitFile(tmp, dest)
}

// copyOnline copies src's main database into a new file at path.
func copyOnline(ctx context.Context, src *sql.DB, path string) error {
	dst, err := sql.Open("sqlite3", "file:"+path)
	if err != nil {
		return fmt.Errorf("sqlite: backup: open %s: %w", path, err)
	}
	defer dst.Close()
	dconn, err := dst.Conn(ctx)
	if err != nil {
		return fmt.Errorf("sqlite: backup: %w", err)
	}
	defer dconn.Close()
	sconn, err := src.Conn(ctx)
	if err != nil {
		return fmt.Errorf("sqlite: backup: %w", err)
	}
	defer sconn.Close()
	err = dconn.Raw(func(d any) error {
		return sconn.Raw(func(s any) error {
			bk, err := d.(*sqlite3.SQLiteConn).Backup("main", s.(*sqlite3.SQLiteConn), "main")
			if err != nil {
				return fmt.Errorf("sqlite: backup: %w", err)
			}
			done, err := bk.Step(-1)
			ferr := bk.Finish()
			switch {
			case err != nil:
				return fmt.Errorf("sqlite: backup: step: %w", err)
			case ferr != nil:
				return fmt.Errorf("sqlite: backup: finish: %w", ferr)
			case !done:
				return errors.New("sqlite: backup: copy incomplete")
			}
			return nil
		})
	})
	if err != nil {
		return err
	}
	// The copied header says WAL, like the live file's. A backup is a single
	// self-contained file: switch it to a rollback journal, so no -wal or
	// -shm file belongs to it (Open switches a restored file back to WAL).
	if _, err := dconn.ExecContext(ctx, `PRAGMA journal_mode=DELETE`); err != nil {
		return fmt.Errorf("sqlite: backup: %w", err)
	}
	return nil
}

// quickCheck opens path read-only and runs PRAGMA quick_check: a copy that
// does not pass is never renamed into place.
func quickCheck(ctx context.Context, path string) error {
	db, err := sql.Open("sqlite3", "file:"+path+"?mode=ro")
	if err != nil {
		return fmt.Errorf("sqlite: check %s: %w", path, err)
	}
	defer db.Close()
	var res string
	if err := db.QueryRowContext(ctx, `PRAGMA quick_check`).Scan(&res); err != nil {
		return fmt.Errorf("sqlite: check %s: %w", path, err)
	}
	if res != "ok" {
		return fmt.Errorf("sqlite: check %s: %s", path, res)
	}
	return nil
}

// Restore installs the backup file as the database at path, for a service
// that is stopped. It refuses when path (or its WAL) exists: replacing a
// live or unknown database is the operator's decision, made by moving it
// away first. The backup is checked before and copied atomically.
func Restore(ctx context.Context, backup, path string) (err error) {
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		if _, err := os.Stat(p); err == nil {
			return fmt.Errorf("sqlite: restore: %s exists; stop the service and move it away first", p)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("sqlite: restore: %w", err)
		}
	}
	if err := quickCheck(ctx, backup); err != nil {
		return err
	}
	tmp, err := tempPath(path)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.Remove(tmp)
		}
	}()
	in, err := os.Open(backup)
	if err != nil {
		return fmt.Errorf("sqlite: restore: %w", err)
	}
	defer in.Close()
	out, err := os.OpenFile(tmp, os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return fmt.Errorf("sqlite: restore: %w", err)
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return fmt.Errorf("sqlite: restore: %w", err)
	}
	if err := out.Close(); err != nil {
		return fmt.Errorf("sqlite: restore: %w", err)
	}
	return commitFile(tmp, path)
}

// tempPath reserves a new empty file beside dest (same directory, so the
// final rename is atomic).
func tempPath(dest string) (string, error) {
	f, err := os.CreateTemp(filepath.Dir(dest), "."+filepath.Base(dest)+".tmp-*")
	if err != nil {
		return "", fmt.Errorf("sqlite: %w", err)
	}
	name := f.Name()
	if err := f.Close(); err != nil {
		os.Remove(name)
		return "", fmt.Errorf("sqlite: %w", err)
	}
	return name, nil
}

// commitFile makes tmp durable and renames it to dest, then syncs the
// directory so the rename itself survives a crash.
func commitFile(tmp, dest string) error {
	f, err := os.OpenFile(tmp, os.O_RDWR, 0)
	if err != nil {
		return fmt.Errorf("sqlite: %w", err)
	}
	serr := f.Sync()
	cerr := f.Close()
	if serr != nil || cerr != nil {
		return fmt.Errorf("sqlite: sync %s: %w", tmp, errors.Join(serr, cerr))
	}
	if err := os.Rename(tmp, dest); err != nil {
		return fmt.Errorf("sqlite: %w", err)
	}
	d, err := os.Open(filepath.Dir(dest))
	if err != nil {
		return fmt.Errorf("sqlite: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("sqlite: sync %s: %w", filepath.Dir(dest), err)
	}
	return nil
}
