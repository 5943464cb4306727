package httpapi

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"time"

	ethcommon "github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The system routes of spec 4.1.

// Build identifies the running binary in /version.
type Build struct {
	// Commit is the git commit stamped at build time (-ldflags -X
	// main.commit=<sha>); anything but 40 hex digits reads "unknown".
	Commit string
	// BuildID names the artifact (stamped, or derived by the caller).
	BuildID string
}

type versionBody struct {
	Commit        string       `json:"commit" pattern:"^([0-9a-f]{40}|unknown)$"`
	HasProvenance bool         `json:"hasProvenance" doc:"true when commit was stamped at build time"`
	BuildID       string       `json:"buildId"`
	Service       string       `json:"service"`
	ChainID       uint64       `json:"chainId"`
	BootedAt      wire.Seconds `json:"bootedAt"`
}

func versionOf(b Build, cfg mainapi.Config, bootedAt time.Time) versionBody {
	commit := strings.ToLower(b.Commit)
	stamped := isHex(commit, 40)
	if !stamped {
		commit = "unknown"
	}
	return versionBody{
		Commit:        commit,
		HasProvenance: stamped,
		BuildID:       b.BuildID,
		Service:       cfg.Service,
		ChainID:       cfg.ChainID,
		BootedAt:      wire.SecondsFromTime(bootedAt),
	}
}

func isHex(s string, n int) bool {
	if len(s) != n {
		return false
	}
	for i := range len(s) {
		if c := s[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// configBody is GET /config.
type configBody struct {
	ChainID          uint64               `json:"chainId"`
	Addresses        deployment.Addresses `json:"addresses"`
	SplitSwapEnabled bool                 `json:"splitSwapEnabled" doc:"the app submits a split fill as one swapExact*Split transaction"`
	NeofunEnabled    bool                 `json:"neofunEnabled" doc:"true exactly when launchpadCurve is set"`
	NeofunURL        string               `json:"neofunUrl" doc:"launch app origin, or empty"`
	BridgeNeoEnabled bool                 `json:"bridgeNeoEnabled"`
	PveComboEnabled  bool                 `json:"pveComboEnabled" doc:"dead flag, always false"`
	LaunchPhase      string               `json:"launchPhase" enum:"prelaunch,vamp,dex"`
	DexCutover       bool                 `json:"dexCutover" doc:"true once the phase is dex"`
	Misconfigured    []string             `json:"misconfigured" doc:"critical address keys still zero for the phase"`
}

// Critical address keys by phase: /config.misconfigured names those still
// zero. Optional keys (permit2, zap, usdc, creator fee contracts, PvE
// vaults...) and the permanently zero ones never appear.
var (
	criticalAlways = []string{"neoToken", "weth"}
	criticalVamp   = []string{"masterChef"}
	criticalDex    = []string{"factory", "router", "feeRouter", "collector", "quoteRegistry"}
	criticalNeofun = []string{"launchpadLens"}
)

// configOf computes /config from the deployment file (nil when unset or
// unreadable: every address is zero and every key critical to the dex
// phase is reported, since the service cannot tell which phase it is in).
func configOf(cfg mainapi.Config, dep *deployment.File, log *slog.Logger) configBody {
	body := configBody{
		ChainID:          cfg.ChainID,
		NeofunURL:        cfg.NeofunURL,
		SplitSwapEnabled: cfg.SplitSwapEnabled,
		BridgeNeoEnabled: cfg.BridgeNeoEnabled,
		Misconfigured:    []string{},
	}
	if dep != nil {
		body.Addresses = dep.Addresses
		if dep.ChainID != cfg.ChainID {
			log.Warn("deployment chain id differs from CHAIN_ID", "deployment", dep.ChainID, "config", cfg.ChainID)
		}
	}
	keys := map[string]ethcommon.Address{}
	for k, addr := range body.Addresses.All() {
		keys[k] = addr
	}
	set := func(k string) bool { return keys[k] != (ethcommon.Address{}) }
	body.NeofunEnabled = set("launchpadCurve")
	switch {
	case set("factory") && set("router"):
		body.LaunchPhase = "dex"
	case set("masterChef"):
		body.LaunchPhase = "vamp"
	default:
		body.LaunchPhase = "prelaunch"
	}
	body.DexCutover = body.LaunchPhase == "dex"

	critical := map[string]bool{}
	mark := func(ks []string) {
		for _, k := range ks {
			critical[k] = true
		}
	}
	mark(criticalAlways)
	if body.LaunchPhase == "vamp" {
		mark(criticalVamp)
	}
	if body.LaunchPhase == "dex" || dep == nil {
		mark(criticalDex)
	}
	if body.NeofunEnabled {
		mark(criticalNeofun)
	}
	for k := range body.Addresses.All() {
		if critical[k] && !set(k) {
			body.Misconfigured = append(body.Misconfigured, k)
		}
	}
	return body
}

// chainHeadBody is GET /chain/head.
type chainHeadBody struct {
	ChainID        uint64       `json:"chainId"`
	BlockNumber    uint64       `json:"blockNumber" doc:"0 when the indexer has no state"`
	BlockTimestamp wire.Seconds `json:"blockTimestamp" doc:"0 when the indexer has no state"`
}

func (s *server) chainHead(c *gin.Context) (any, error) {
	snap := headOf(c)
	body := chainHeadBody{ChainID: s.cfg.ChainID}
	if snap.ok {
		body.BlockNumber, body.BlockTimestamp = snap.head.Number, snap.head.Timestamp
	}
	return body, nil
}

// precomputed serializes a body that never changes while the process runs.
func precomputed(v any) (*rawJSON, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("httpapi: encode %T: %w", v, err)
	}
	return newRawJSON(b), nil
}

// newRawJSON keeps a serialized body with its content ETag.
func newRawJSON(b []byte) *rawJSON {
	return &rawJSON{cachedBody: cachedBody{plain: b}, etag: contentETag(b)}
}

func constant(body *rawJSON) func(*gin.Context) (any, error) {
	return func(*gin.Context) (any, error) { return body, nil }
}
