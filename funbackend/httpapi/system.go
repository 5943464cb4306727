package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"
	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/indexer"
	"github.com/neoswap/neoswap/funbackend/keeper"
)

// HealthReader is what /health reads of the store.
type HealthReader interface {
	FrozenCoins(ctx context.Context) ([]funbackend.FrozenCoin, error)
	PveRecordFailures(ctx context.Context) ([]string, error)
	IndexerErrors(ctx context.Context, since int64, limit int) (int64, []funbackend.IndexerError, error)
}

// IndexerStatus is the curve indexer as /health and /status see it
// (*indexer.Indexer implements it).
type IndexerStatus interface {
	Status() indexer.Status
	Wedged(st indexer.Status, now time.Time) bool
}

// KeeperStatus is the keeper as /health sees it (*keeper.Keeper
// implements it; a nil *keeper.Keeper reports disabled).
type KeeperStatus interface {
	Enabled() bool
	Status() keeper.Status
}

// addr is an address's wire form: lowercase hex.
func addr(a common.Address) string { return strings.ToLower(a.Hex()) }

// version: GET /version, always 200 {commit, builtAt, dirty, branch, chainId}.
func (s *server) version(*gin.Context) (any, error) {
	var builtAt, branch any
	if s.Build.BuiltAt != "" {
		builtAt = s.Build.BuiltAt
	}
	if s.Build.Branch != "" {
		branch = s.Build.Branch
	}
	return gin.H{"commit": s.Commit, "builtAt": builtAt, "dirty": s.Build.Dirty, "branch": branch, "chainId": s.ChainID}, nil
}

// config: GET /config (spec 4.2), always 200.
func (s *server) config(*gin.Context) (any, error) {
	enabled := s.Curve != (common.Address{})
	pve := s.Addresses.PveVault
	var registry, vault any // null until read from the curve
	impl := common.Address{}
	if s.Wiring != nil {
		if w, ok := s.Wiring(); ok {
			registry, vault, impl = addr(w.CreatorFeeRegistry), addr(w.CreatorFeeVault), w.TokenImplementation
			if w.PveVault != (common.Address{}) {
				pve = w.PveVault
			}
		}
	}
	var opensAt any
	if s.LaunchOpensAt != nil {
		opensAt = s.LaunchOpensAt.UTC().Format(time.RFC3339)
	}
	return gin.H{
		"chainId": s.ChainID,
		"addresses": orderedAddresses{
			{"curve", addr(s.Curve)}, {"lens", addr(s.Addresses.Lens)}, {"tokenImplementation", addr(impl)},
			{"pveVault", addr(pve)}, {"weth", addr(s.Addresses.WETH)}, {"neo", addr(s.Addresses.Neo)},
			{"creatorFeeRegistry", registry}, {"creatorFeeVault", vault},
		},
		"eip712":        gin.H{"name": "NeoswapLaunchpad", "version": "1"},
		"neofunEnabled": enabled,
		"publicOpen":    s.PublicOpen,
		"launchOpensAt": opensAt,
	}, nil
}

// orderedAddresses keeps /config's address keys in the spec's order.
type orderedAddresses []struct {
	k string
	v any
}

func (o orderedAddresses) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i, kv := range o {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendQuote(b, kv.k)
		b = append(b, ':')
		switch v := kv.v.(type) {
		case string:
			b = strconv.AppendQuote(b, v)
		default:
			b = append(b, "null"...)
		}
	}
	return append(b, '}'), nil
}

const disabled = "disabled"

// health: GET /health (spec 4.2), no-store. 503 only for a wedge, a stale
// tick or lag; ok is stricter (no stuck graduation, no missing keeper, no
// recent indexer errors).
func (s *server) health(c *gin.Context) {
	c.Header("Cache-Control", TierNoStore)
	ctx := c.Request.Context()
	now := s.Now()
	if s.Curve == (common.Address{}) {
		c.JSON(http.StatusOK, gin.H{"ok": true, "chainId": s.ChainID, "curve": nil, "mode": "pre-curve",
			"indexer": disabled, "frozenCoins": disabled, "keeper": disabled, "pveRecordFailures": disabled, "indexerErrors": disabled})
		return
	}
	status := http.StatusOK
	idx := gin.H{"lastIndexedBlock": "0", "headBlock": "0", "lagBlocks": 0, "lastSuccessfulTickAgoMs": nil,
		"reorgCount": 0, "lastReorgAgoMs": nil, "wedged": true}
	if s.Indexer == nil {
		status = http.StatusServiceUnavailable
	} else {
		st := s.Indexer.Status()
		lag := uint64(0)
		if st.HeadBlock > st.LastIndexedBlock {
			lag = st.HeadBlock - st.LastIndexedBlock
		}
		wedged := s.Indexer.Wedged(st, now)
		idx = gin.H{
			"lastIndexedBlock": strconv.FormatUint(st.LastIndexedBlock, 10), "headBlock": strconv.FormatUint(st.HeadBlock, 10),
			"lagBlocks": lag, "lastSuccessfulTickAgoMs": agoMs(now, st.LastTickAt), "reorgCount": st.ReorgCount,
			"lastReorgAgoMs": agoMs(now, st.LastReorgAt), "wedged": wedged,
		}
		if st.LastError != "" && st.LastErrorAt.After(st.LastTickAt) {
			idx["lastError"] = st.LastError
		}
		if wedged || st.LastTickAt.IsZero() || now.Sub(st.LastTickAt) > s.Health.MaxTickAge || lag > s.Health.MaxLagBlocks {
			status = http.StatusServiceUnavailable
		}
	}

	frozen, err := s.DB.FrozenCoins(ctx)
	if err != nil {
		s.fail(c, err)
		return
	}
	fc := gin.H{"count": len(frozen), "hiddenCount": 0, "oldestSeconds": nil, "stuck": false,
		"maxSeconds": int64(s.Health.FrozenMax / time.Second), "tokens": []string{}}
	hidden, tokens := 0, []string{}
	for i, f := range frozen {
		if f.Hidden {
			hidden++
		}
		if i == 0 {
			age := max(0, now.Unix()-f.FrozenAt)
			fc["oldestSeconds"] = age
			fc["stuck"] = age > int64(s.Health.FrozenMax/time.Second)
		}
		if len(tokens) < 50 {
			tokens = append(tokens, f.Address)
		}
	}
	fc["hiddenCount"], fc["tokens"] = hidden, tokens

	keeper := s.keeperHealth(len(frozen) > 0)

	pveFails, err := s.DB.PveRecordFailures(ctx)
	if err != nil {
		s.fail(c, err)
		return
	}
	window := s.Health.ErrorWindow
	n, recent, err := s.DB.IndexerErrors(ctx, now.Add(-window).Unix(), 10)
	if err != nil {
		s.fail(c, err)
		return
	}
	var recentAgo any
	if len(recent) > 0 {
		recentAgo = max(0, now.UnixMilli()-recent[0].RecordedAt*1000)
	}
	ok := status == http.StatusOK && fc["stuck"] == false && keeper["missing"] == false && n == 0
	c.JSON(status, gin.H{
		"ok": ok, "chainId": s.ChainID, "curve": addr(s.Curve),
		"indexer":           idx,
		"frozenCoins":       fc,
		"keeper":            keeper,
		"pveRecordFailures": gin.H{"count": len(pveFails), "tokens": pveFails},
		"indexerErrors":     gin.H{"count": n, "recentAgoMs": recentAgo, "recent": recent, "maxAgeSeconds": int64(window / time.Second)},
	})
}

// agoMs is milliseconds since t, or nil for the zero time.
func agoMs(now, t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return max(0, now.Sub(t).Milliseconds())
}

// keeperHealth is /health's keeper section (spec 4.2). stalled: the keeper
// completed no pass within its stall window; missing: coins are frozen and
// no live keeper is graduating them (disabled or stalled).
func (s *server) keeperHealth(anyFrozen bool) gin.H {
	if s.Keeper == nil || !s.Keeper.Enabled() {
		return gin.H{"enabled": false, "address": nil, "balanceWei": nil, "lastPassAt": nil, "lastPassAgeMs": nil,
			"lastError": nil, "stalled": false, "missing": anyFrozen}
	}
	st := s.Keeper.Status()
	var bal, lastAt, lastErr any
	if st.BalanceWei != nil {
		bal = st.BalanceWei.String()
	}
	if !st.LastPassAt.IsZero() {
		lastAt = st.LastPassAt.UnixMilli()
	}
	if st.LastError != "" {
		lastErr = st.LastError
	}
	return gin.H{"enabled": true, "address": addr(st.Address), "balanceWei": bal, "lastPassAt": lastAt,
		"lastPassAgeMs": agoMs(s.Now(), st.LastPassAt), "lastError": lastErr, "stalled": st.Stalled,
		"missing": anyFrozen && st.Stalled}
}
