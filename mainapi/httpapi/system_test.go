package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	ethcommon "github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

func TestVersion(t *testing.T) {
	t.Run("stamped", func(t *testing.T) {
		h := newHarness(t, func(d *httpapi.Deps) {
			d.Build = httpapi.Build{Commit: "ABCDEF0123456789ABCDEF0123456789ABCDEF01", BuildID: "build-7"}
			d.Config.ChainID = 31337
		})
		check(t, h.get("/version"), want{status: 200,
			body:    `{"commit":"abcdef0123456789abcdef0123456789abcdef01","hasProvenance":true,"buildId":"build-7","service":"mainapi","chainId":31337,"bootedAt":1795608000}`,
			headers: map[string]string{"Cache-Control": private, "ETag": "", "X-Indexed-Block": "0"}})
	})
	t.Run("not stamped", func(t *testing.T) {
		h := newHarness(t, func(d *httpapi.Deps) { d.Build = httpapi.Build{Commit: "deadbeef"} })
		check(t, h.get("/version", `If-None-Match: *`), want{status: 200,
			body:    `{"commit":"unknown","hasProvenance":false,"buildId":"","service":"mainapi","chainId":1,"bootedAt":1795608000}`,
			headers: map[string]string{"Cache-Control": private, "ETag": ""}})
	})
}

// zeroAddresses is the addresses object with every key unset.
const zeroAddresses = `{"factory":"0x0000000000000000000000000000000000000000","router":"0x0000000000000000000000000000000000000000","permit2":"0x0000000000000000000000000000000000000000","neoStaking":"0x0000000000000000000000000000000000000000","neoToken":"0x0000000000000000000000000000000000000000","masterChef":"0x0000000000000000000000000000000000000000","tokenLauncher":"0x0000000000000000000000000000000000000000","feeRouter":"0x0000000000000000000000000000000000000000","collector":"0x0000000000000000000000000000000000000000","quoteRegistry":"0x0000000000000000000000000000000000000000","rakeback":"0x0000000000000000000000000000000000000000","zap":"0x0000000000000000000000000000000000000000","vaultCompounder":"0x0000000000000000000000000000000000000000","usdc":"0x0000000000000000000000000000000000000000","usdt":"0x0000000000000000000000000000000000000000","weth":"0x0000000000000000000000000000000000000000","creatorFeeRegistry":"0x0000000000000000000000000000000000000000","creatorFeeVault":"0x0000000000000000000000000000000000000000","neocatNft":"0x0000000000000000000000000000000000000000","neocatStaking":"0x0000000000000000000000000000000000000000","pveVault":"0x0000000000000000000000000000000000000000","pveVaultV2":"0x0000000000000000000000000000000000000000","buybackBurner":"0x0000000000000000000000000000000000000000","buybackDistributor":"0x0000000000000000000000000000000000000000","rewardVestingEscrow":"0x0000000000000000000000000000000000000000","treasuryVesting":"0x0000000000000000000000000000000000000000","launchpadCurve":"0x0000000000000000000000000000000000000000","launchpadLens":"0x0000000000000000000000000000000000000000","neoExtPair":"0x0000000000000000000000000000000000000000","neoswap":"0x0000000000000000000000000000000000000000","extZap":"0x0000000000000000000000000000000000000000","extV2Router":"0x0000000000000000000000000000000000000000","extV2Factory":"0x0000000000000000000000000000000000000000","vaults":["0x0000000000000000000000000000000000000000","0x0000000000000000000000000000000000000000","0x0000000000000000000000000000000000000000","0x0000000000000000000000000000000000000000"]}`

func TestConfig(t *testing.T) {
	a := func(n byte) ethcommon.Address { return ethcommon.Address{19: n} }
	h := newHarness(t, nil)
	headers := map[string]string{"Cache-Control": static, "ETag": "", "X-Indexed-Block": "0", "Access-Control-Allow-Origin": "*"}

	t.Run("no deployment file", func(t *testing.T) {
		check(t, h.get("/config", `If-None-Match: *`), want{status: 200, headers: headers,
			body: `{"chainId":1,"addresses":` + zeroAddresses + `,"splitSwapEnabled":false,"neofunEnabled":false,"neofunUrl":"","bridgeNeoEnabled":false,"pveComboEnabled":false,"launchPhase":"prelaunch","dexCutover":false,"misconfigured":["factory","router","neoToken","feeRouter","collector","quoteRegistry","weth"]}`})
	})

	type flags struct {
		Addresses        map[string]any
		NeofunEnabled    bool
		NeofunURL        string
		SplitSwapEnabled bool
		BridgeNeoEnabled bool
		LaunchPhase      string
		DexCutover       bool
		Misconfigured    []string
	}
	for _, tc := range []struct {
		name  string
		addrs deployment.Addresses
		want  flags
	}{
		{
			name:  "dex with the launch venue",
			addrs: deployment.Addresses{Factory: a(1), Router: a(2), NeoToken: a(3), WETH: a(4), FeeRouter: a(5), Collector: a(6), QuoteRegistry: a(7), LaunchpadCurve: a(8)},
			want:  flags{LaunchPhase: "dex", DexCutover: true, NeofunEnabled: true, Misconfigured: []string{"launchpadLens"}},
		},
		{
			name:  "dex complete",
			addrs: deployment.Addresses{Factory: a(1), Router: a(2), NeoToken: a(3), WETH: a(4), FeeRouter: a(5), Collector: a(6), QuoteRegistry: a(7)},
			want:  flags{LaunchPhase: "dex", DexCutover: true, Misconfigured: []string{}},
		},
		{
			name:  "vamp",
			addrs: deployment.Addresses{MasterChef: a(9), NeoToken: a(3)},
			want:  flags{LaunchPhase: "vamp", Misconfigured: []string{"weth"}},
		},
		{
			name:  "prelaunch",
			addrs: deployment.Addresses{NeoToken: a(3), WETH: a(4)},
			want:  flags{LaunchPhase: "prelaunch", Misconfigured: []string{}},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, func(d *httpapi.Deps) {
				d.Deployment = &deployment.File{ChainID: 1, Addresses: tc.addrs}
				d.Config.NeofunURL = "https://fun.example"
				d.Config.SplitSwapEnabled = true
			})
			rec := h.get("/config")
			check(t, rec, want{status: 200, body: rec.Body.String(), headers: headers})
			var got flags
			if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
				t.Fatal(err)
			}
			if len(got.Addresses) != 34 {
				t.Errorf("addresses has %d keys, want 34", len(got.Addresses))
			}
			if got.Addresses["factory"] != strings.ToLower(tc.addrs.Factory.Hex()) {
				t.Errorf("factory = %v", got.Addresses["factory"])
			}
			tc.want.Addresses = got.Addresses
			tc.want.NeofunURL, tc.want.SplitSwapEnabled = "https://fun.example", true
			gotJSON, _ := json.Marshal(got)
			wantJSON, _ := json.Marshal(tc.want)
			if string(gotJSON) != string(wantJSON) {
				t.Errorf("config = %s\nwant     %s", gotJSON, wantJSON)
			}
		})
	}
}

func TestChainHead(t *testing.T) {
	h := newHarness(t, nil)
	ok := func(body, etag, indexed string) want {
		return want{status: 200, body: body, headers: map[string]string{
			"Cache-Control": heart, "ETag": etag, "X-Indexed-Block": indexed,
			"Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": "ETag, X-Indexed-Block, Retry-After, RateLimit-Policy, RateLimit",
		}}
	}
	notModified := func(etag, indexed string) want {
		return want{status: 304, body: "", headers: map[string]string{"Cache-Control": heart, "ETag": etag, "X-Indexed-Block": indexed}}
	}

	t.Run("no indexer state", func(t *testing.T) {
		check(t, h.get("/chain/head"), ok(`{"chainId":1,"blockNumber":0,"blockTimestamp":0}`, `W/"0-0000000000000000"`, "0"))
	})

	h.setHead(42, wire.MustParseHash(hashHex), time.Unix(1764072000, 0))
	etag := `W/"42-1111111111111111"`
	t.Run("head", func(t *testing.T) {
		check(t, h.get("/chain/head"), ok(`{"chainId":1,"blockNumber":42,"blockTimestamp":1764072000}`, etag, "42"))
	})
	for _, inm := range []string{
		etag,
		`"42-1111111111111111"`, // weak comparison: a strong tag of the same value matches
		`"nope", ` + etag,
		`W/"a",W/"42-1111111111111111" , "b"`,
		`*`,
	} {
		t.Run("If-None-Match "+inm, func(t *testing.T) {
			check(t, h.get("/chain/head", "If-None-Match: "+inm), notModified(etag, "42"))
		})
	}
	t.Run("If-None-Match on two header lines", func(t *testing.T) {
		check(t, h.get("/chain/head", `If-None-Match: W/"x"`, "If-None-Match: "+etag), notModified(etag, "42"))
	})
	t.Run("stale ETag", func(t *testing.T) {
		for _, inm := range []string{`W/"41-1111111111111111"`, `W/"42-11111111"`, `W/42-1111111111111111`, `"x`} {
			check(t, h.get("/chain/head", "If-None-Match: "+inm), ok(`{"chainId":1,"blockNumber":42,"blockTimestamp":1764072000}`, etag, "42"))
		}
	})

	h.setHead(43, wire.MustParseHash(hashHex2), time.Unix(1764072012, 0))
	t.Run("head moved", func(t *testing.T) {
		check(t, h.get("/chain/head", "If-None-Match: "+etag), ok(`{"chainId":1,"blockNumber":43,"blockTimestamp":1764072012}`, `W/"43-abcdef0123456789"`, "43"))
	})
	t.Run("X-Indexed-Block on every answer", func(t *testing.T) {
		for _, path := range []string{"/health/live", "/config", "/version", "/nope", "/tokens/" + wallet1 + "/price"} {
			if got := h.get(path).Header().Get("X-Indexed-Block"); got != "43" {
				t.Errorf("%s: X-Indexed-Block = %q, want 43", path, got)
			}
		}
	})
}

func TestDatabaseDown(t *testing.T) {
	// A real pool pointed at a port nothing listens on.
	pool, err := pgxpool.New(context.Background(), "postgres://postgres@127.0.0.1:1/x?connect_timeout=1")
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	r := httpapi.NewRouter(httpapi.Deps{DB: &postgres.DB{Pool: pool}, Config: testConfig()})
	h := &harness{t: t, h: r}
	check(t, h.get("/chain/head"), want{status: 503, body: `{"error":"database unavailable"}`,
		headers: errorHeaders("Retry-After", "5", "X-Indexed-Block", "0")})
	check(t, h.get("/health/live"), want{status: 503, body: `{"ok":false}`, headers: map[string]string{"Cache-Control": private}})
	if rec := h.get("/config"); rec.Code != http.StatusOK {
		t.Errorf("/config status = %d, want 200", rec.Code)
	}
}
