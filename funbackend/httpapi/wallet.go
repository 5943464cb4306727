package httpapi

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"
	"github.com/neoswap/neoswap/funbackend"
)

// WalletReader is what the wallet, fee, PvE and status routes read.
type WalletReader interface {
	Positions(ctx context.Context, wallet string, dust *big.Int) ([]funbackend.Position, error)
	WalletTrades(ctx context.Context, wallet string, since int64, limit int) ([]funbackend.Row, error)
	FeeReroutes(ctx context.Context, wallet string) ([]funbackend.FeeReroute, error)
	FeeClaims(ctx context.Context, wallet string, limit int) ([]funbackend.FeeClaim, int64, map[string]string, error)
	PveEscrow(ctx context.Context) (funbackend.PveValue, error)
	FrozenCoins(ctx context.Context) ([]funbackend.FrozenCoin, error)
}

const (
	tradesTodayCap = 50
	pveValueTTL    = 45 * time.Second
)

// positionDust: positions under one whole token (1e18 units) are dust.
var positionDust = big.NewInt(1e18)

// Notice is the operator notice of /status.
type Notice struct {
	Text     string
	Severity string // info, warning, critical
	SetAt    int64  // Unix seconds
}

// walletParam is the lowercased {address}/{wallet} when valid.
func walletParam(c *gin.Context, name string) (string, error) {
	a := strings.ToLower(c.Param(name))
	if !addressRE.MatchString(a) {
		return "", badRequest("bad address")
	}
	return a, nil
}

// positions: GET /wallet/{address}/positions (docs/funbackend.md).
func (s *server) positions(c *gin.Context) (any, error) {
	w, err := walletParam(c, "address")
	if err != nil {
		return nil, err
	}
	ps, err := s.DB.Positions(c.Request.Context(), w, positionDust)
	if err != nil {
		return nil, err
	}
	return gin.H{"wallet": w, "positions": ps, "ethUsd": s.ethUsd()}, nil
}

// tradesToday: GET /wallet/{address}/trades-today: trades since 00:00 UTC
// of the service clock, newest first, at most 50.
func (s *server) tradesToday(c *gin.Context) (any, error) {
	w, err := walletParam(c, "address")
	if err != nil {
		return nil, err
	}
	since := s.Now().UTC().Truncate(24 * time.Hour).Unix()
	trades, err := s.DB.WalletTrades(c.Request.Context(), w, since, tradesTodayCap)
	if err != nil {
		return nil, err
	}
	return gin.H{"wallet": w, "since": since, "trades": trades}, nil
}

// feeReroutes: GET /wallet/{address}/fee-reroutes.
func (s *server) feeReroutes(c *gin.Context) (any, error) {
	w, err := walletParam(c, "address")
	if err != nil {
		return nil, err
	}
	fs, err := s.DB.FeeReroutes(c.Request.Context(), w)
	if err != nil {
		return nil, err
	}
	return gin.H{"wallet": w, "coins": fs}, nil
}

// pveValue: GET /pve/value, cached 45 s.
func (s *server) pveValue(c *gin.Context) (any, error) {
	return s.cachedBody("pve/value", pveValueTTL, func() (any, error) {
		v, err := s.DB.PveEscrow(c.Request.Context())
		if err != nil {
			return nil, err
		}
		rate := s.ethUsdNullable()
		var usd any
		if r, ok := rate.(float64); ok {
			usd = weiToEth(v.ValueWei) * r
		}
		return gin.H{
			"coins": v.Coins, "tokensWei": v.TokensWei, "ethWei": v.EthWei, "valueWei": v.ValueWei, "valueUsd": usd,
			"credited": gin.H{"coins": v.CreditedCoins, "tokensWei": v.CreditedTokensWei, "valueWei": v.CreditedValue},
			"perCoin":  v.PerCoin, "ethUsd": rate, "computedAt": s.Now().Unix(),
		}, nil
	})
}

func weiToEth(wei string) float64 {
	f, _, err := big.ParseFloat(wei, 10, 64, big.ToNearestEven)
	if err != nil {
		return 0
	}
	v, _ := new(big.Float).Quo(f, big.NewFloat(1e18)).Float64()
	return v
}

type check struct {
	Name   string `json:"name"`
	State  string `json:"state"`
	Detail string `json:"detail"`
}

// status: GET /status: {state, checks, notice}. state is operational,
// degraded or down (pre-curve: operational with the venue check disabled).
func (s *server) status(c *gin.Context) (any, error) {
	var notice any
	if s.Notice != nil && s.Notice.Text != "" {
		notice = gin.H{"text": s.Notice.Text, "severity": s.Notice.Severity, "setAt": s.Notice.SetAt}
	}
	if s.Curve == (common.Address{}) {
		return gin.H{"state": "operational", "checks": []check{{"venue", "disabled", "no launch curve deployed"}}, "notice": notice}, nil
	}
	now := s.Now()
	var checks []check
	down, degraded := false, false

	ic := check{Name: "indexer", State: "down", Detail: "not running"}
	if s.Indexer != nil {
		st := s.Indexer.Status()
		lag := uint64(0)
		if st.HeadBlock > st.LastIndexedBlock {
			lag = st.HeadBlock - st.LastIndexedBlock
		}
		switch {
		case s.Indexer.Wedged(st, now) || st.LastTickAt.IsZero() || now.Sub(st.LastTickAt) > s.Health.MaxTickAge:
			ic = check{"indexer", "down", fmt.Sprintf("block %d, no successful tick recently", st.LastIndexedBlock)}
		case lag > s.Health.MaxLagBlocks:
			ic = check{"indexer", "lagging", fmt.Sprintf("block %d, %d behind", st.LastIndexedBlock, lag)}
		default:
			ic = check{"indexer", "ok", fmt.Sprintf("block %d, %d behind", st.LastIndexedBlock, lag)}
		}
	}
	switch ic.State {
	case "down":
		down = true
	case "lagging":
		degraded = true
	}
	checks = append(checks, ic)

	frozen, err := s.DB.FrozenCoins(c.Request.Context())
	if err != nil {
		return nil, err
	}
	gc := check{"graduations", "ok", "no coin frozen"}
	if len(frozen) > 0 {
		age := max(0, now.Unix()-frozen[0].FrozenAt)
		gc.Detail = fmt.Sprintf("%d frozen, oldest %d s", len(frozen), age)
		if age > int64(s.Health.FrozenMax/time.Second) {
			gc.State, degraded = "stuck", true
		}
	}
	checks = append(checks, gc)

	k := s.keeperHealth(len(frozen) > 0)
	kc := check{"keeper", "ok", "graduating frozen coins"}
	switch {
	case k["enabled"] != true && k["missing"] == true:
		kc, degraded = check{"keeper", "missing", "no keeper while coins are frozen"}, true
	case k["enabled"] != true:
		kc = check{"keeper", "disabled", "no keeper key"}
	case k["stalled"] == true:
		kc.State, kc.Detail = "stalled", "no keeper pass recently"
		degraded = degraded || k["missing"] == true
	}
	checks = append(checks, kc)

	state := "operational"
	if down {
		state = "down"
	} else if degraded {
		state = "degraded"
	}
	return gin.H{"state": state, "checks": checks, "notice": notice}, nil
}

const feeHistoryCap = 200

// feeHistory: GET /fees/history/{wallet}: lifetime creator-fee claims from
// the CreatorFeeVault of the curve's coins, newest first, at most 200; no
// live balances.
func (s *server) feeHistory(c *gin.Context) (any, error) {
	w, err := walletParam(c, "wallet")
	if err != nil {
		return nil, err
	}
	claims, n, totals, err := s.DB.FeeClaims(c.Request.Context(), w, feeHistoryCap)
	if err != nil {
		return nil, err
	}
	return gin.H{"wallet": w, "claims": claims, "count": n, "totalsWei": totals}, nil
}
