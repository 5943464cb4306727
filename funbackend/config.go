// Package funbackend is the launch app's backend: its own curve indexer on
// SQLite, launch intents, candles, holders, share cards, the keeper and the
// live stream. This root package holds what every layer shares and none
// owns: configuration, the curve's domain events, the read models the
// store returns and the handlers serve (Row, Candle, FrozenCoin, ...), the
// one not-found error (ErrNotFound) and the price math. It imports neither
// HTTP nor SQL.
package funbackend

import (
	"fmt"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is the process configuration, read from the environment.
type Config struct {
	// Addr is the HTTP listen address (FUNBACKEND_ADDR, default 127.0.0.1:8081).
	Addr string
	// DBPath is the SQLite file (FUNBACKEND_DB, default funbackend.db).
	DBPath string
	// ChainID is the chain served (CHAIN_ID, default 1).
	ChainID uint64
	// BasePath prefixes every route: /backend-fun/<chain-slug>
	// (FUNBACKEND_BASE_PATH overrides; the slug comes from ChainSlug).
	BasePath string
	// Commit is the build's commit, stamped at link time.
	Commit string

	// RPCURL is the chain's JSON-RPC endpoint (RPC_URL); "" runs pre-curve.
	RPCURL string
	// DeploymentFile is the deployment file (DEPLOYMENT_FILE, read with
	// common/deployment) naming the curve and its start block; "" or a zero
	// curve runs pre-curve.
	DeploymentFile string
	// EthUsdFallback is the ETH/USD rate used when no market price is known
	// (ETH_USD_FALLBACK, default 3000).
	EthUsdFallback float64
	// CursorKey signs pagination cursors (FUNBACKEND_CURSOR_KEY); "" means a
	// random key per process, so cursors stop verifying after a restart.
	CursorKey string
	// PublicOpen is the operator switch of the launch-pending screen
	// (FUNBACKEND_PUBLIC_OPEN, default true).
	PublicOpen bool
	// LaunchOpensAt is LAUNCH_OPENS_AT (RFC 3339), or nil.
	LaunchOpensAt *time.Time
	// AppURL is the launch app's URL, prefixing its links (NEOFUN_APP_URL).
	AppURL string
	// PublicURL is this service's public origin, prefixing its own links
	// (FUNBACKEND_PUBLIC_URL).
	PublicURL string

	// Limits are the per-IP limiter caps (FUNBACKEND_LIMIT_*; spec 8 defaults).
	Limits Limits
	// Stream caps GET /stream connections (FUNBACKEND_STREAM_MAX, _PER_IP).
	Stream StreamLimits
	// TrustedProxies are the IPs and CIDRs (TRUSTED_PROXIES, comma-separated)
	// whose X-Forwarded-For is believed; empty: the peer address is the client.
	TrustedProxies []string
	// KeeperKey is the keeper's private key, hex with or without 0x
	// (KEEPER_KEY); "" disables the keeper.
	KeeperKey string
	// Notice is /status's operator notice (FUNBACKEND_NOTICE; severity
	// FUNBACKEND_NOTICE_SEVERITY info|warning|critical, default info;
	// FUNBACKEND_NOTICE_SET_AT Unix seconds, default the process start).
	Notice, NoticeSeverity string
	NoticeSetAt            int64
	// AdminToken is the operator credential of /admin/*
	// (FUNBACKEND_ADMIN_TOKEN, sent as Authorization: Bearer <token>); ""
	// disables the group (every /admin route answers 401).
	AdminToken string
	// ImageCDN is the CDN base URL the image route redirects to
	// (FUNBACKEND_IMAGE_CDN, http or https); "" serves images inline.
	ImageCDN string

	// BackupDir turns on periodic online backups of the SQLite file into
	// this directory (FUNBACKEND_BACKUP_DIR); "" (the default) is off.
	BackupDir string
	// BackupInterval is the time between backups (FUNBACKEND_BACKUP_INTERVAL,
	// a Go duration, default 1h, at least 1s).
	BackupInterval time.Duration
	// BackupKeep is how many backups are kept, newest first
	// (FUNBACKEND_BACKUP_KEEP, default 24).
	BackupKeep int
}

// chainSlugs names chains in URLs; unknown ids use "chain-<id>".
var chainSlugs = map[uint64]string{
	1:        "ethereum",
	10:       "optimism",
	8453:     "base",
	42161:    "arbitrum",
	11155111: "sepolia",
	31337:    "devnet",
}

// ChainSlug returns the URL slug of a chain id: "ethereum" for 1.
func ChainSlug(chainID uint64) string {
	if s, ok := chainSlugs[chainID]; ok {
		return s
	}
	return "chain-" + strconv.FormatUint(chainID, 10)
}

// ConfigFromEnv reads Config via getenv (os.Getenv when nil); it returns an
// error naming the variable when a value does not parse.
func ConfigFromEnv(getenv func(string) string) (Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	cfg := Config{
		Addr:    valueOr(getenv("FUNBACKEND_ADDR"), "127.0.0.1:8081"),
		DBPath:  valueOr(getenv("FUNBACKEND_DB"), "funbackend.db"),
		ChainID: 1,
	}
	if v := getenv("CHAIN_ID"); v != "" {
		id, err := strconv.ParseUint(v, 10, 64)
		if err != nil || id == 0 {
			return Config{}, fmt.Errorf("config: CHAIN_ID %q is not a positive integer", v)
		}
		cfg.ChainID = id
	}
	cfg.BasePath = valueOr(getenv("FUNBACKEND_BASE_PATH"), "/backend-fun/"+ChainSlug(cfg.ChainID))
	cfg.RPCURL = getenv("RPC_URL")
	cfg.DeploymentFile = getenv("DEPLOYMENT_FILE")
	cfg.CursorKey = getenv("FUNBACKEND_CURSOR_KEY")
	cfg.KeeperKey = strings.TrimPrefix(strings.TrimSpace(getenv("KEEPER_KEY")), "0x")
	cfg.AppURL = strings.TrimRight(getenv("NEOFUN_APP_URL"), "/")
	cfg.PublicURL = strings.TrimRight(getenv("FUNBACKEND_PUBLIC_URL"), "/")
	cfg.EthUsdFallback = 3000
	if v := getenv("ETH_USD_FALLBACK"); v != "" {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || f <= 0 {
			return Config{}, fmt.Errorf("config: ETH_USD_FALLBACK %q is not a positive number", v)
		}
		cfg.EthUsdFallback = f
	}
	cfg.PublicOpen = true
	if v := getenv("FUNBACKEND_PUBLIC_OPEN"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return Config{}, fmt.Errorf("config: FUNBACKEND_PUBLIC_OPEN %q is not a boolean", v)
		}
		cfg.PublicOpen = b
	}
	if v := getenv("LAUNCH_OPENS_AT"); v != "" {
		at, err := time.Parse(time.RFC3339, v)
		if err != nil {
			return Config{}, fmt.Errorf("config: LAUNCH_OPENS_AT %q is not RFC 3339", v)
		}
		cfg.LaunchOpensAt = &at
	}
	cfg.Notice = strings.TrimSpace(getenv("FUNBACKEND_NOTICE"))
	cfg.NoticeSeverity = valueOr(getenv("FUNBACKEND_NOTICE_SEVERITY"), "info")
	switch cfg.NoticeSeverity {
	case "info", "warning", "critical":
	default:
		return Config{}, fmt.Errorf("config: FUNBACKEND_NOTICE_SEVERITY %q is not info, warning or critical", cfg.NoticeSeverity)
	}
	cfg.NoticeSetAt = time.Now().Unix()
	if v := getenv("FUNBACKEND_NOTICE_SET_AT"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			return Config{}, fmt.Errorf("config: FUNBACKEND_NOTICE_SET_AT %q is not Unix seconds", v)
		}
		cfg.NoticeSetAt = n
	}
	cfg.AdminToken = strings.TrimSpace(getenv("FUNBACKEND_ADMIN_TOKEN"))
	if n := len(cfg.AdminToken); n > 0 && n < 16 {
		return Config{}, fmt.Errorf("config: FUNBACKEND_ADMIN_TOKEN is shorter than 16 characters")
	}
	cfg.ImageCDN = strings.TrimRight(strings.TrimSpace(getenv("FUNBACKEND_IMAGE_CDN")), "/")
	if v := cfg.ImageCDN; v != "" {
		u, err := url.Parse(v)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
			return Config{}, fmt.Errorf("config: FUNBACKEND_IMAGE_CDN %q is not an http(s) base URL", v)
		}
	}
	if err := limitsFromEnv(getenv, &cfg); err != nil {
		return Config{}, err
	}
	if err := backupFromEnv(getenv, &cfg); err != nil {
		return Config{}, err
	}
	return cfg, nil
}

func valueOr(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// backupFromEnv reads the FUNBACKEND_BACKUP_* settings; the interval and
// keep count are checked even when backups are off, so a typo is caught
// before the day it is needed.
func backupFromEnv(getenv func(string) string, cfg *Config) error {
	cfg.BackupDir = strings.TrimSpace(getenv("FUNBACKEND_BACKUP_DIR"))
	cfg.BackupInterval = time.Hour
	if v := getenv("FUNBACKEND_BACKUP_INTERVAL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < time.Second {
			return fmt.Errorf("config: FUNBACKEND_BACKUP_INTERVAL %q is not a duration of at least 1s", v)
		}
		cfg.BackupInterval = d
	}
	cfg.BackupKeep = 24
	if v := getenv("FUNBACKEND_BACKUP_KEEP"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return fmt.Errorf("config: FUNBACKEND_BACKUP_KEEP %q is not a positive integer", v)
		}
		cfg.BackupKeep = n
	}
	return nil
}
