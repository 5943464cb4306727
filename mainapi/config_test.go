package mainapi_test

import (
	"net/netip"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi"
)

func env(kv map[string]string) func(string) string {
	return func(k string) string { return kv[k] }
}

func TestConfigFromEnvHTTPDefaults(t *testing.T) {
	cfg, err := mainapi.ConfigFromEnv(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := cfg.RateLimit, (mainapi.RateLimit{Burst: 300, PerSecond: 100}); got != want {
		t.Errorf("RateLimit = %+v, want %+v", got, want)
	}
	if got, want := cfg.NeofunRateLimit, (mainapi.RateLimit{Burst: 600, PerSecond: 150}); got != want {
		t.Errorf("NeofunRateLimit = %+v, want %+v", got, want)
	}
	if got, want := cfg.LaunchpadRateLimit, (mainapi.RateLimit{Burst: 120, PerSecond: 30}); got != want {
		t.Errorf("LaunchpadRateLimit = %+v, want %+v", got, want)
	}
	if cfg.HeavyMaxInFlight != 32 || cfg.MaxHeadLag != time.Minute || cfg.HeadRefresh != 250*time.Millisecond ||
		cfg.ResponseCacheBytes != 64<<20 || !cfg.SplitSwapEnabled || cfg.BridgeNeoEnabled || cfg.TrustedProxies != nil ||
		cfg.CursorSecret != "" || cfg.AppOrigin != "" || cfg.NeofunURL != "" || cfg.DeploymentFile != "" || cfg.LaunchBackendURL != "" {
		t.Errorf("defaults = %+v", cfg)
	}
}

func TestConfigFromEnvHTTP(t *testing.T) {
	cfg, err := mainapi.ConfigFromEnv(env(map[string]string{
		"RATE_LIMIT":          "off",
		"RATE_LIMIT_NEOFUN":   "10:2.5",
		"TRUSTED_PROXIES":     "10.0.0.0/8, 192.0.2.7 ,::ffff:198.51.100.1,2001:db8::/32",
		"APP_ORIGIN":          "https://app.example/",
		"HEAVY_MAX_IN_FLIGHT": "4",
		"MAX_HEAD_LAG":        "30s",
		"RESPONSE_CACHE_MB":   "0",
		"SPLIT_SWAP_ENABLED":  "false",
		"BRIDGE_NEO_ENABLED":  "1",
		"CURSOR_SECRET":       "s",
		"NEOFUN_URL":          "https://fun.example",
		"DEPLOYMENT_FILE":     ".run/deployment.json",
		"LAUNCH_BACKEND_URL":  "http://127.0.0.1:8081/backend-fun/ethereum/",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if !cfg.RateLimit.Off() || cfg.NeofunRateLimit != (mainapi.RateLimit{Burst: 10, PerSecond: 2.5}) {
		t.Errorf("rate limits = %+v, %+v", cfg.RateLimit, cfg.NeofunRateLimit)
	}
	want := []netip.Prefix{
		netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("192.0.2.7/32"),
		netip.MustParsePrefix("198.51.100.1/32"), netip.MustParsePrefix("2001:db8::/32"),
	}
	if !reflect.DeepEqual(cfg.TrustedProxies, want) {
		t.Errorf("TrustedProxies = %v, want %v", cfg.TrustedProxies, want)
	}
	if cfg.AppOrigin != "https://app.example" || cfg.HeavyMaxInFlight != 4 || cfg.MaxHeadLag != 30*time.Second ||
		cfg.ResponseCacheBytes != 0 || cfg.SplitSwapEnabled || !cfg.BridgeNeoEnabled || cfg.CursorSecret != "s" ||
		cfg.NeofunURL != "https://fun.example" || cfg.DeploymentFile != ".run/deployment.json" ||
		cfg.LaunchBackendURL != "http://127.0.0.1:8081/backend-fun/ethereum" {
		t.Errorf("config = %+v", cfg)
	}
}

func TestConfigFromEnvHTTPErrors(t *testing.T) {
	for name, val := range map[string]string{
		"RATE_LIMIT":            "100",
		"RATE_LIMIT_LAUNCHPAD":  "0.5:1",
		"TRUSTED_PROXIES":       "10.0.0.0/33",
		"HEAVY_MAX_IN_FLIGHT":   "-1",
		"MAX_HEAD_LAG":          "soon",
		"HEAD_REFRESH":          "-1s",
		"SPLIT_SWAP_ENABLED":    "maybe",
		"LAUNCH_BACKEND_URL":    "fun.example/backend-fun",
		"X_TOKEN_URL":           "api.x.com/2/oauth2/token",
		"REFERRAL_MAX_REFEREES": "-5",
	} {
		_, err := mainapi.ConfigFromEnv(env(map[string]string{name: val}))
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s=%q: err = %v, want one naming the variable", name, val, err)
		}
	}
}

func TestConfigFromEnvWrites(t *testing.T) {
	cfg, err := mainapi.ConfigFromEnv(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := cfg.WritesRateLimit, (mainapi.RateLimit{Burst: 30, PerSecond: 0.5}); got != want {
		t.Errorf("WritesRateLimit = %+v, want %+v", got, want)
	}
	if cfg.ReferralMaxReferees != 1000 || cfg.X.Enabled() || cfg.X.Scopes != "users.read tweet.read" {
		t.Errorf("defaults: max referees %d, X %+v", cfg.ReferralMaxReferees, cfg.X)
	}
	x := map[string]string{
		"REFERRAL_MAX_REFEREES": "3",
		"X_CLIENT_ID":           "cid",
		"X_CLIENT_SECRET":       "sec",
		"X_AUTHORIZE_URL":       "https://x.com/i/oauth2/authorize",
		"X_TOKEN_URL":           "https://api.x.com/2/oauth2/token",
		"X_USER_URL":            "https://api.x.com/2/users/me",
		"X_SCOPES":              "users.read",
	}
	cfg, err = mainapi.ConfigFromEnv(env(x))
	if err != nil {
		t.Fatal(err)
	}
	want := mainapi.XConfig{ClientID: "cid", ClientSecret: "sec", AuthorizeURL: "https://x.com/i/oauth2/authorize",
		TokenURL: "https://api.x.com/2/oauth2/token", UserURL: "https://api.x.com/2/users/me", Scopes: "users.read"}
	if cfg.ReferralMaxReferees != 3 || cfg.X != want || !cfg.X.Enabled() {
		t.Errorf("max referees %d, X %+v", cfg.ReferralMaxReferees, cfg.X)
	}
	// Any of the four unset disables the link.
	for _, name := range []string{"X_CLIENT_ID", "X_AUTHORIZE_URL", "X_TOKEN_URL", "X_USER_URL"} {
		partial := map[string]string{}
		for k, v := range x {
			if k != name {
				partial[k] = v
			}
		}
		cfg, err := mainapi.ConfigFromEnv(env(partial))
		if err != nil || cfg.X.Enabled() {
			t.Errorf("without %s: enabled %v, err %v", name, cfg.X.Enabled(), err)
		}
	}
}

// DATABASE_READ_URL falls back to DATABASE_URL (one pool, as without a
// replica); HEAD_POLL is the replica head's poll period and must be positive.
func TestConfigFromEnvReadURL(t *testing.T) {
	cfg, err := mainapi.ConfigFromEnv(env(map[string]string{"DATABASE_URL": "postgres://p/db"}))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.DatabaseReadURL != "postgres://p/db" || cfg.HeadPoll != 100*time.Millisecond {
		t.Errorf("read URL %q, head poll %v; want the writer's URL and 100ms", cfg.DatabaseReadURL, cfg.HeadPoll)
	}
	cfg, err = mainapi.ConfigFromEnv(env(map[string]string{
		"DATABASE_URL": "postgres://p/db", "DATABASE_READ_URL": "postgres://r/db", "HEAD_POLL": "20ms",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.DatabaseURL != "postgres://p/db" || cfg.DatabaseReadURL != "postgres://r/db" || cfg.HeadPoll != 20*time.Millisecond {
		t.Errorf("config = %q, %q, %v", cfg.DatabaseURL, cfg.DatabaseReadURL, cfg.HeadPoll)
	}
	for _, v := range []string{"0", "0s", "-1s", "soon"} {
		if _, err := mainapi.ConfigFromEnv(env(map[string]string{"HEAD_POLL": v})); err == nil || !strings.Contains(err.Error(), "HEAD_POLL") {
			t.Errorf("HEAD_POLL=%q: err %v, want one naming HEAD_POLL", v, err)
		}
	}
}
