package backup_test

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/neoswap/neoswap/funbackend/backup"
	"github.com/neoswap/neoswap/funbackend/sqlite"
)

// liveDB opens a store with one row written, so a copy can be told apart
// from an empty database.
func liveDB(t *testing.T) (*sqlite.DB, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "live.db")
	db, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Write.Exec(`INSERT INTO blocks (number, hash, parent_hash, timestamp) VALUES (7, '0x07', '0x06', 70)`); err != nil {
		t.Fatal(err)
	}
	return db, path
}

func tipOf(t *testing.T, path string) uint64 {
	t.Helper()
	db, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	b, err := db.Tip(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return b.Number
}

func names(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		out = append(out, e.Name())
	}
	return out
}

func TestTakeKeepsNewest(t *testing.T) {
	db, _ := liveDB(t)
	dir := filepath.Join(t.TempDir(), "backups")
	at := time.Date(2026, 11, 28, 18, 0, 0, 0, time.UTC)
	cfg := backup.Config{Dir: dir, Keep: 2, Now: func() time.Time { return at }}
	for i := range 4 {
		at = at.Add(time.Duration(i+1) * time.Minute)
		if _, err := backup.Take(context.Background(), db, cfg); err != nil {
			t.Fatal(err)
		}
	}
	// Only backups, only the newest two, no temp files left behind.
	got := strings.Join(names(t, dir), " ")
	if want := "funbackend-20261128T180600.000Z.db funbackend-20261128T181000.000Z.db"; got != want {
		t.Errorf("dir = %s, want %s", got, want)
	}
	if n := tipOf(t, filepath.Join(dir, "funbackend-20261128T181000.000Z.db")); n != 7 {
		t.Errorf("backup tip = %d, want 7", n)
	}
	if _, err := backup.Take(context.Background(), db, cfg); err == nil {
		t.Errorf("a second backup with the same name overwrote the first")
	}
}

func TestPruneLeavesOtherFiles(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"funbackend-1.db", "funbackend-2.db", "funbackend-3.db", "notes.txt", ".funbackend-4.db.tmp-1"} {
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := backup.Prune(dir, 1); err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(names(t, dir), " "), ".funbackend-4.db.tmp-1 funbackend-3.db notes.txt"; got != want {
		t.Errorf("dir = %s, want %s", got, want)
	}
}

func TestRunStopsWithContext(t *testing.T) {
	db, _ := liveDB(t)
	dir := t.TempDir()
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, nil))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- backup.Run(ctx, db, backup.Config{Dir: dir, Interval: 20 * time.Millisecond, Keep: 3}, log)
	}()
	deadline := time.Now().Add(10 * time.Second)
	for {
		all, err := backup.List(dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(all) >= 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no two backups in 10s; log:\n%s", logs.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not return after cancel")
	}
	if all, _ := backup.List(dir); len(all) > 3 {
		t.Errorf("%d backups kept, want at most 3", len(all))
	}
	if !strings.Contains(logs.String(), "backup written") {
		t.Errorf("log lacks 'backup written':\n%s", logs.String())
	}
	if err := backup.Run(context.Background(), db, backup.Config{Dir: dir}, log); err == nil {
		t.Errorf("Run without an interval started")
	}
}

// The one-shot command's path: a read-only backup of a file another
// connection has open and writes to, then a restore.
func TestBackupFileAndRestore(t *testing.T) {
	ctx := context.Background()
	db, path := liveDB(t)
	dest := filepath.Join(t.TempDir(), "one.db")
	if err := sqlite.BackupFile(ctx, path, dest); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Write.Exec(`INSERT INTO blocks (number, hash, parent_hash, timestamp) VALUES (8, '0x08', '0x07', 80)`); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(t.TempDir(), "restored.db")
	if err := sqlite.Restore(ctx, dest, target); err != nil {
		t.Fatal(err)
	}
	if n := tipOf(t, target); n != 7 {
		t.Errorf("restored tip = %d, want 7 (the backup's)", n)
	}
	// A second restore onto the now-existing file is refused.
	if err := sqlite.Restore(ctx, dest, target); err == nil || !strings.Contains(err.Error(), "exists") {
		t.Errorf("restore over an existing database: err = %v", err)
	}
	// A file that is not a database is never installed.
	junk := filepath.Join(t.TempDir(), "junk.db")
	if err := os.WriteFile(junk, bytes.Repeat([]byte("x"), 4096), 0o600); err != nil {
		t.Fatal(err)
	}
	fresh := filepath.Join(t.TempDir(), "fresh.db")
	if err := sqlite.Restore(ctx, junk, fresh); err == nil {
		t.Errorf("restored a file that is not a database")
	}
	if _, err := os.Stat(fresh); err == nil {
		t.Errorf("a failed restore left %s behind", fresh)
	}
	if err := sqlite.BackupFile(ctx, filepath.Join(t.TempDir(), "missing.db"), dest+"2"); err == nil {
		t.Errorf("backup of a missing file succeeded")
	}
}
