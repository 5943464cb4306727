// Package mainapi is the main read API of the exchange: an indexer that turns
// blocks into raw event rows and derived rows in Postgres, and a gin HTTP API
// that serves those derived rows. This root package holds the domain types
// and configuration shared by its subpackages.
package mainapi

import (
	"fmt"
	"net/netip"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is the process configuration, read from the environment so every
// default can be overridden without flags (twelve-factor style).
type Config struct {
	// Addr is the HTTP listen address (MAINAPI_ADDR, default 127.0.0.1:8080).
	Addr string
	// DatabaseURL is the Postgres URL of the writer (DATABASE_URL): the
	// indexer, the webhook inbox, the jobs and the wallet-signed writes.
	DatabaseURL string
	// DatabaseReadURL is where every HTTP read goes, typically a streaming
	// replica of DatabaseURL (DATABASE_READ_URL, default DatabaseURL;
	// docs/replicas.md). It must name one server, not a balancer over
	// several: the head a response names is read from the same server as
	// its rows.
	DatabaseReadURL string
	// HeadPoll is how often a server reading from a replica polls the
	// replica's head (HEAD_POLL, Go duration, default 100ms): a hot standby
	// delivers no NOTIFY, so the head listener's wake-up is a poll there.
	HeadPoll time.Duration
	// ChainID is the chain served (CHAIN_ID, default 1).
	ChainID uint64
	// Service names this build in /version (SERVICE_NAME, default mainapi).
	Service string

	// DeploymentFile is the deployment JSON written by the deployer
	// (DEPLOYMENT_FILE; empty: none, every /config address is zero and
	// /config reports the service misconfigured).
	DeploymentFile string
	// AppOrigin is the web app's origin, the only origin allowed to send
	// preflighted requests (APP_ORIGIN, e.g. https://app.example; empty:
	// none is).
	AppOrigin string
	// NeofunURL is the launch app's origin, served as /config.neofunUrl
	// (NEOFUN_URL, default empty).
	NeofunURL string
	// LaunchBackendURL is the launch app's backend base, e.g.
	// https://app.example/backend-fun/mainnet (LAUNCH_BACKEND_URL; empty:
	// none). A token logo missing from token_logos is fetched once from
	// <LaunchBackendURL>/tokens/{address}/image and stored (docs/logo.md);
	// empty means a missing logo is a 404 and nothing is fetched.
	LaunchBackendURL string
	// SplitSwapEnabled is /config.splitSwapEnabled (SPLIT_SWAP_ENABLED,
	// default true: the deployed FeeRouter has swapExact*Split).
	SplitSwapEnabled bool
	// BridgeNeoEnabled is /config.bridgeNeoEnabled (BRIDGE_NEO_ENABLED,
	// default false).
	BridgeNeoEnabled bool

	// CursorSecret keys the HMAC of keyset cursors (CURSOR_SECRET; empty: a
	// random key per boot, so cursors stop verifying after a restart, as
	// spec 9.4 allows). Replicas behind one balancer must share it.
	CursorSecret string
	// TrustedProxies are the peers whose X-Forwarded-For is believed when
	// taking the client IP (TRUSTED_PROXIES, comma-separated CIDRs or IPs;
	// empty: none, the TCP peer is the client).
	TrustedProxies []netip.Prefix
	// RateLimit is the per-IP token bucket of every route outside /neofun/*
	// and /launchpad/* (RATE_LIMIT as "burst:perSecond", default 300:100;
	// "off" disables it).
	RateLimit RateLimit
	// NeofunRateLimit is the per-IP bucket of /neofun/* (RATE_LIMIT_NEOFUN,
	// default 600:150, launch-venue spec 8).
	NeofunRateLimit RateLimit
	// LaunchpadRateLimit is the per-IP bucket of /launchpad/*
	// (RATE_LIMIT_LAUNCHPAD, default 120:30, launch-venue spec 8).
	LaunchpadRateLimit RateLimit
	// WritesRateLimit is the per-IP bucket of the wallet-signed JSON writes,
	// POST /referrals/* and /profile/* (RATE_LIMIT_WRITES, default 30:0.5:
	// 30 at once, then one every two seconds).
	WritesRateLimit RateLimit
	// HeavyMaxInFlight bounds the heavy route handlers running at once;
	// beyond it they shed with 503 (HEAVY_MAX_IN_FLIGHT, default 32).
	HeavyMaxInFlight int
	// MaxHeadLag is how far behind the wall clock the indexed head's
	// timestamp may be before routes that need a fresh head answer 503
	// (MAX_HEAD_LAG, Go duration, default 1m).
	MaxHeadLag time.Duration
	// HeadRefresh is how long the HTTP layer reuses a read of the indexed
	// head (HEAD_REFRESH, Go duration, default 250ms); `serve` drops the
	// read early on every head commit (httpapi.HeadListener).
	HeadRefresh time.Duration
	// ResponseCacheBytes bounds the in-process cache of serialized bodies
	// (RESPONSE_CACHE_MB, default 64).
	ResponseCacheBytes int64

	// ReferralMaxReferees is how many referees one referrer may have: a
	// referral to a referrer at the cap answers 400 (REFERRAL_MAX_REFEREES,
	// default 1000; docs/profiles.md).
	ReferralMaxReferees int
	// X is the X (Twitter) account link of the profile routes.
	X XConfig
}

// XConfig is the OAuth 2.0 client of the X account link (docs/profiles.md).
// Linking is enabled only when ClientID, AuthorizeURL, TokenURL and UserURL
// are all set.
type XConfig struct {
	// ClientID is the app's OAuth client id (X_CLIENT_ID).
	ClientID string
	// ClientSecret is the confidential client's secret (X_CLIENT_SECRET;
	// empty: a public client, PKCE only).
	ClientSecret string
	// AuthorizeURL is where the web app sends the user (X_AUTHORIZE_URL,
	// e.g. https://x.com/i/oauth2/authorize); served by /profile/x/status.
	AuthorizeURL string
	// TokenURL is the code exchange endpoint (X_TOKEN_URL, e.g.
	// https://api.x.com/2/oauth2/token).
	TokenURL string
	// UserURL answers the token's account as {"data":{"id","username"}}
	// (X_USER_URL, e.g. https://api.x.com/2/users/me).
	UserURL string
	// Scopes are the space-separated scopes the web app asks for
	// (X_SCOPES, default "users.read tweet.read").
	Scopes string
}

// Enabled reports whether the X link is configured.
func (x XConfig) Enabled() bool {
	return x.ClientID != "" && x.AuthorizeURL != "" && x.TokenURL != "" && x.UserURL != ""
}

// RateLimit is a token bucket: Burst requests at once, refilled at PerSecond.
// The zero value (PerSecond 0) means no limit.
type RateLimit struct {
	Burst     float64
	PerSecond float64
}

// Off reports whether the limit is disabled.
func (r RateLimit) Off() bool { return r.PerSecond <= 0 }

// DefaultDatabaseURL is the local cluster with trust auth that development
// machines and CI run (the database is created on first start).
const DefaultDatabaseURL = "postgres://postgres@127.0.0.1:5432/neoswap?sslmode=disable"

// ConfigFromEnv reads Config from the environment via getenv (os.Getenv when
// nil). It returns an error naming the variable when a value does not parse.
func ConfigFromEnv(getenv func(string) string) (Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	cfg := Config{
		Addr:             valueOr(getenv("MAINAPI_ADDR"), "127.0.0.1:8080"),
		DatabaseURL:      valueOr(getenv("DATABASE_URL"), DefaultDatabaseURL),
		Service:          valueOr(getenv("SERVICE_NAME"), "mainapi"),
		ChainID:          1,
		DeploymentFile:   getenv("DEPLOYMENT_FILE"),
		AppOrigin:        strings.TrimRight(getenv("APP_ORIGIN"), "/"),
		NeofunURL:        getenv("NEOFUN_URL"),
		LaunchBackendURL: strings.TrimRight(getenv("LAUNCH_BACKEND_URL"), "/"),
		CursorSecret:     getenv("CURSOR_SECRET"),
		X: XConfig{
			ClientID:     getenv("X_CLIENT_ID"),
			ClientSecret: getenv("X_CLIENT_SECRET"),
			AuthorizeURL: getenv("X_AUTHORIZE_URL"),
			TokenURL:     getenv("X_TOKEN_URL"),
			UserURL:      getenv("X_USER_URL"),
			Scopes:       valueOr(getenv("X_SCOPES"), "users.read tweet.read"),
		},
	}
	cfg.DatabaseReadURL = valueOr(getenv("DATABASE_READ_URL"), cfg.DatabaseURL)
	if v := getenv("CHAIN_ID"); v != "" {
		id, err := strconv.ParseUint(v, 10, 64)
		if err != nil || id == 0 {
			return Config{}, fmt.Errorf("config: CHAIN_ID %q is not a positive integer", v)
		}
		cfg.ChainID = id
	}
	if v := cfg.LaunchBackendURL; v != "" {
		if u, err := url.Parse(v); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return Config{}, fmt.Errorf("config: LAUNCH_BACKEND_URL %q is not an http(s) URL", v)
		}
	}
	for _, u := range []struct{ name, v string }{
		{"X_AUTHORIZE_URL", cfg.X.AuthorizeURL}, {"X_TOKEN_URL", cfg.X.TokenURL}, {"X_USER_URL", cfg.X.UserURL},
	} {
		if u.v == "" {
			continue
		}
		if p, err := url.Parse(u.v); err != nil || (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" {
			return Config{}, fmt.Errorf("config: %s %q is not an http(s) URL", u.name, u.v)
		}
	}
	var err error
	if cfg.SplitSwapEnabled, err = envBool(getenv, "SPLIT_SWAP_ENABLED", true); err != nil {
		return Config{}, err
	}
	if cfg.BridgeNeoEnabled, err = envBool(getenv, "BRIDGE_NEO_ENABLED", false); err != nil {
		return Config{}, err
	}
	if cfg.TrustedProxies, err = parsePrefixes(getenv("TRUSTED_PROXIES")); err != nil {
		return Config{}, fmt.Errorf("config: TRUSTED_PROXIES: %w", err)
	}
	for _, l := range []struct {
		name string
		dst  *RateLimit
		def  RateLimit
	}{
		{"RATE_LIMIT", &cfg.RateLimit, RateLimit{Burst: 300, PerSecond: 100}},
		{"RATE_LIMIT_NEOFUN", &cfg.NeofunRateLimit, RateLimit{Burst: 600, PerSecond: 150}},
		{"RATE_LIMIT_LAUNCHPAD", &cfg.LaunchpadRateLimit, RateLimit{Burst: 120, PerSecond: 30}},
		{"RATE_LIMIT_WRITES", &cfg.WritesRateLimit, RateLimit{Burst: 30, PerSecond: 0.5}},
	} {
		if *l.dst, err = parseRateLimit(getenv(l.name), l.def); err != nil {
			return Config{}, fmt.Errorf("config: %s: %w", l.name, err)
		}
	}
	n, err := envInt(getenv, "HEAVY_MAX_IN_FLIGHT", 32)
	if err != nil {
		return Config{}, err
	}
	cfg.HeavyMaxInFlight = int(n)
	mb, err := envInt(getenv, "RESPONSE_CACHE_MB", 64)
	if err != nil {
		return Config{}, err
	}
	cfg.ResponseCacheBytes = mb << 20
	maxReferees, err := envInt(getenv, "REFERRAL_MAX_REFEREES", 1000)
	if err != nil {
		return Config{}, err
	}
	cfg.ReferralMaxReferees = int(maxReferees)
	if cfg.MaxHeadLag, err = envDuration(getenv, "MAX_HEAD_LAG", time.Minute); err != nil {
		return Config{}, err
	}
	if cfg.HeadRefresh, err = envDuration(getenv, "HEAD_REFRESH", 250*time.Millisecond); err != nil {
		return Config{}, err
	}
	if cfg.HeadPoll, err = envDuration(getenv, "HEAD_POLL", 100*time.Millisecond); err != nil {
		return Config{}, err
	}
	if cfg.HeadPoll == 0 {
		return Config{}, fmt.Errorf("config: HEAD_POLL must be positive")
	}
	return cfg, nil
}

func valueOr(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

func envBool(getenv func(string) string, name string, def bool) (bool, error) {
	v := getenv(name)
	if v == "" {
		return def, nil
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		return false, fmt.Errorf("config: %s %q is not a boolean", name, v)
	}
	return b, nil
}

func envInt(getenv func(string) string, name string, def int64) (int64, error) {
	v := getenv(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("config: %s %q is not a non-negative integer", name, v)
	}
	return n, nil
}

func envDuration(getenv func(string) string, name string, def time.Duration) (time.Duration, error) {
	v := getenv(name)
	if v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("config: %s %q is not a non-negative Go duration", name, v)
	}
	return d, nil
}

// parseRateLimit parses "burst:perSecond" ("off" or "0" disables; empty is def).
func parseRateLimit(v string, def RateLimit) (RateLimit, error) {
	switch v {
	case "":
		return def, nil
	case "off", "0":
		return RateLimit{}, nil
	}
	b, r, ok := strings.Cut(v, ":")
	burst, err1 := strconv.ParseFloat(b, 64)
	rate, err2 := strconv.ParseFloat(r, 64)
	if !ok || err1 != nil || err2 != nil || burst < 1 || rate <= 0 {
		return RateLimit{}, fmt.Errorf("%q is not burst:perSecond (both positive, burst at least 1) or off", v)
	}
	return RateLimit{Burst: burst, PerSecond: rate}, nil
}

// parsePrefixes parses a comma-separated list of CIDRs or bare IPs (a bare IP
// is its own /32 or /128).
func parsePrefixes(v string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(v, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if p, err := netip.ParsePrefix(f); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, fmt.Errorf("%q is neither a CIDR nor an IP", f)
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}
