package funbackend_test

import (
	"strings"
	"testing"
	"time"

	"github.com/neoswap/neoswap/funbackend"
)

func env(kv map[string]string) func(string) string { return func(k string) string { return kv[k] } }

func TestConfigOperatorAndCDN(t *testing.T) {
	cfg, err := funbackend.ConfigFromEnv(env(map[string]string{
		"FUNBACKEND_ADMIN_TOKEN": "  0123456789abcdef-token ",
		"FUNBACKEND_IMAGE_CDN":   "https://cdn.example/coins/",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.AdminToken != "0123456789abcdef-token" || cfg.ImageCDN != "https://cdn.example/coins" {
		t.Errorf("AdminToken %q ImageCDN %q", cfg.AdminToken, cfg.ImageCDN)
	}
	cfg, err = funbackend.ConfigFromEnv(env(nil))
	if err != nil || cfg.AdminToken != "" || cfg.ImageCDN != "" {
		t.Errorf("defaults: %q %q %v", cfg.AdminToken, cfg.ImageCDN, err)
	}
	for _, tc := range []struct{ name, key, value string }{
		{"short token", "FUNBACKEND_ADMIN_TOKEN", "short"},
		{"cdn without scheme", "FUNBACKEND_IMAGE_CDN", "cdn.example/coins"},
		{"cdn ftp", "FUNBACKEND_IMAGE_CDN", "ftp://cdn.example"},
		{"cdn with query", "FUNBACKEND_IMAGE_CDN", "https://cdn.example/?a=b"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := funbackend.ConfigFromEnv(env(map[string]string{tc.key: tc.value}))
			if err == nil || !strings.Contains(err.Error(), tc.key) {
				t.Errorf("err = %v, want one naming %s", err, tc.key)
			}
		})
	}
}

func TestConfigBackup(t *testing.T) {
	cfg, err := funbackend.ConfigFromEnv(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.BackupDir != "" || cfg.BackupInterval != time.Hour || cfg.BackupKeep != 24 {
		t.Errorf("defaults: dir %q interval %v keep %d; want off, 1h, 24", cfg.BackupDir, cfg.BackupInterval, cfg.BackupKeep)
	}
	cfg, err = funbackend.ConfigFromEnv(env(map[string]string{
		"FUNBACKEND_BACKUP_DIR": "/var/backups/fun", "FUNBACKEND_BACKUP_INTERVAL": "15m", "FUNBACKEND_BACKUP_KEEP": "3",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.BackupDir != "/var/backups/fun" || cfg.BackupInterval != 15*time.Minute || cfg.BackupKeep != 3 {
		t.Errorf("set: dir %q interval %v keep %d", cfg.BackupDir, cfg.BackupInterval, cfg.BackupKeep)
	}
	for _, tc := range []struct{ key, value string }{
		{"FUNBACKEND_BACKUP_INTERVAL", "hourly"},
		{"FUNBACKEND_BACKUP_INTERVAL", "10ms"},
		{"FUNBACKEND_BACKUP_KEEP", "0"},
		{"FUNBACKEND_BACKUP_KEEP", "many"},
	} {
		if _, err := funbackend.ConfigFromEnv(env(map[string]string{tc.key: tc.value})); err == nil || !strings.Contains(err.Error(), tc.key) {
			t.Errorf("%s=%q: err = %v, want one naming it", tc.key, tc.value, err)
		}
	}
}
