package httpapi

import (
	"context"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/funbackend"
)

// VenueReader is what the venue-wide routes read (graduated feed, recent
// trades, stats, top creators).
type VenueReader interface {
	Graduated(ctx context.Context, limit int, after *funbackend.GraduatedKey) ([]funbackend.Row, error)
	RecentActivity(ctx context.Context, since int64, trades, creations int) ([]funbackend.Row, []funbackend.Row, error)
	VenueStats(ctx context.Context, since int64) (funbackend.Stats, error)
	TopCreators(ctx context.Context, n int) ([]funbackend.Creator, error)
}

type feedCursor struct {
	B int64  `json:"b"`
	A string `json:"a"`
}

// graduatedFeed: GET /graduated/feed (spec 4.2).
func (s *server) graduatedFeed(c *gin.Context) (any, error) {
	limit := feedDefault
	if v, ok := c.GetQuery("limit"); ok {
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, badRequest("bad limit")
		}
		limit = min(max(n, 1), feedMax)
	}
	var after *funbackend.GraduatedKey
	if v, ok := c.GetQuery("cursor"); ok {
		var fc feedCursor
		if !s.cursors.verify("graduated", "", v, &fc) {
			return nil, badRequest("bad cursor")
		}
		after = &funbackend.GraduatedKey{Block: fc.B, Address: fc.A}
	}
	rows, err := s.DB.Graduated(c.Request.Context(), limit, after)
	if err != nil {
		return nil, err
	}
	slug := funbackend.ChainSlug(s.ChainID)
	coins := make([]gin.H, 0, len(rows))
	for _, r := range rows {
		a := r.String("address")
		coins = append(coins, gin.H{
			"chainId": s.ChainID, "token": a, "name": r.Get("name"), "symbol": r.Get("symbol"), "creator": r.Get("creator"),
			"pair": r.Get("pair_weth"), "pairNeo": r.Get("pair_neo"), "graduatedAt": r.Get("graduated_at"),
			"graduatedBlock": r.Get("graduated_block"),
			"logoUrl":        s.PublicURL + s.BasePath + "/tokens/" + a + "/image",
			"url":            s.AppURL + "/coin/" + a + "?chain=" + slug,
		})
	}
	var next any
	if len(rows) == limit {
		last := rows[len(rows)-1]
		next = s.cursors.sign("graduated", "", feedCursor{B: last.Int("graduated_block"), A: last.String("address")})
	}
	return gin.H{"coins": coins, "nextCursor": next}, nil
}

// tradesRecent: GET /trades/recent, the last 24h's newest 20 trades and 6
// creations.
func (s *server) tradesRecent(c *gin.Context) (any, error) {
	ctx := c.Request.Context()
	since, err := s.since24h(ctx)
	if err != nil {
		return nil, err
	}
	trades, creations, err := s.DB.RecentActivity(ctx, since, recentTradesN, recentCoinsN)
	if err != nil {
		return nil, err
	}
	return gin.H{"trades": trades, "creations": creations}, nil
}

// stats: GET /stats (body designed in docs/funbackend.md).
func (s *server) stats(c *gin.Context) (any, error) {
	return s.cachedBody("stats", statsTTL, func() (any, error) {
		ctx := c.Request.Context()
		since, err := s.since24h(ctx)
		if err != nil {
			return nil, err
		}
		st, err := s.DB.VenueStats(ctx, since)
		if err != nil {
			return nil, err
		}
		return gin.H{
			"coins": st.Coins, "trading": st.Trading, "frozen": st.Frozen, "graduated": st.Graduated,
			"trades": st.Trades, "trades24h": st.Trades24h, "launches24h": st.Launches24h,
			"volumeWei": st.VolumeWei, "volume24hWei": st.Volume24hWei,
			"creatorFeesWei": st.CreatorFeesWei, "creatorFees24hWei": st.CreatorFees24hWei,
			"protocolFeesWei": st.ProtocolFeesWei, "protocolFees24hWei": st.ProtocolFees24hWei,
			"pve":    gin.H{"coins": st.PveCoins, "credited": st.PveCredited, "tokensWei": st.PveTokensWei, "ethWei": st.PveEthWei},
			"ethUsd": s.ethUsdNullable(),
		}, nil
	})
}

// creatorsTop: GET /creators/top, the 25 creators whose coins earned the
// most creator fees.
func (s *server) creatorsTop(c *gin.Context) (any, error) {
	return s.cachedBody("creators", creatorsTTL, func() (any, error) {
		cs, err := s.DB.TopCreators(c.Request.Context(), creatorsTopN)
		if err != nil {
			return nil, err
		}
		return gin.H{"creators": cs, "ethUsd": s.ethUsd()}, nil
	})
}

// tickerAvailable: GET /tickers/{symbol}/available, deprecated: tickers are
// never reserved (spec 1.7), so always true.
func tickerAvailable(c *gin.Context) (any, error) {
	return gin.H{"symbol": c.Param("symbol"), "available": true}, nil
}
