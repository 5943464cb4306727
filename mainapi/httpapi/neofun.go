package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The launch venue routes of the main API (launch-venue 4.1): venue stats,
// the coin list and point lookup, and the venue revenue series. They are
// declared (and in /openapi.json) whether or not the venue is on; on a
// venue-off deploy (launchpadCurve zero) every one answers 404
// {error: errNeofunOff}. Their ETags version on the freshest block across
// the curve raw tables (ETagCurve), not on the chain head, so a curve
// without activity stays 304 through DEX-only blocks. Windows (24h, the
// revenue range) are anchored to the indexed head's timestamp.

// neofunStore is what the launch venue routes read.
type neofunStore interface {
	// CurveHead returns the freshest block across the curve raw tables.
	CurveHead(ctx context.Context) (mainapi.CurveHead, error)
	// NeofunStats returns the venue stats with 24h figures after since.
	NeofunStats(ctx context.Context, since int64) (mainapi.NeofunStats, error)
	// NeofunCoins returns a page of coins, newest first.
	NeofunCoins(ctx context.Context, after *mainapi.NeofunCoinKey, since int64, limit int) ([]mainapi.NeofunCoin, error)
	// NeofunCoinPoint returns one coin; ok is false when it never launched.
	NeofunCoinPoint(ctx context.Context, addr wire.Address) (mainapi.NeofunCoin, bool, error)
	// NeofunRevenueBuckets returns the stored day or epoch buckets starting in [from, to].
	NeofunRevenueBuckets(ctx context.Context, kind string, from, to int64) ([]mainapi.NeofunRevenueBucket, error)
	// NeofunVolumeFees returns the venue's volume and fees of trades in [from, to] (seconds).
	NeofunVolumeFees(ctx context.Context, from, to int64) (volume, fees wire.Usd, err error)
}

const neofunPageSize = 25

var (
	// launch-venue 4.1: "{error: the service is not enabled on this deploy}"
	// with the venue's name in place of "the service": ours is neofun.
	errNeofunOff     = errorf(404, "neofun is not enabled on this deploy")
	errNeofunUnknown = errorf(404, "coin not found: this address never launched on the curve")
)

// ETagCurve: the launch venue routes; the tag is the freshest block across
// the curve raw tables, W/"n<number>-<first 8 bytes of its hash>", with the
// lowercase path parameter param folded in when set (a per-coin tag). When
// on is false the route answers the venue-off 404 before any tag.
func ETagCurve(on bool, param string) ETagSource {
	return ETagSource{kind: etagCurve, param: param, off: !on}
}

func (s *server) curveETag(c *gin.Context, src ETagSource) (string, error) {
	if src.off {
		return "", errNeofunOff
	}
	h, err := s.store.CurveHead(c.Request.Context())
	if err != nil {
		return "", err
	}
	tag := `W/"n` + strconv.FormatUint(h.Number, 10) + "-" + hex.EncodeToString(h.Hash[:8])
	if src.param != "" {
		sum := sha256.Sum256([]byte(strings.ToLower(c.Param(src.param))))
		tag += "-" + hex.EncodeToString(sum[:8])
	}
	return tag + `"`, nil
}

type neofunStatsBody struct {
	Coins              int64    `json:"coins"`
	Bonding            int64    `json:"bonding" doc:"max(0, coins - graduated - frozen)"`
	Frozen             int64    `json:"frozen"`
	Graduated          int64    `json:"graduated"`
	Trades24h          int64    `json:"trades24h"`
	Launches24h        int64    `json:"launches24h"`
	TvlUsd             wire.Usd `json:"tvlUsd" doc:"real ETH in non-graduated curves (latest Trade's realEth) at the ETH/USD of the freshest curve block"`
	Volume24hUsd       wire.Usd `json:"volume24hUsd"`
	VolumeAllUsd       wire.Usd `json:"volumeAllUsd"`
	Fees24hUsd         wire.Usd `json:"fees24hUsd"`
	FeesAllUsd         wire.Usd `json:"feesAllUsd"`
	ProtocolFees24hUsd wire.Usd `json:"protocolFees24hUsd"`
	CreatorFees24hUsd  wire.Usd `json:"creatorFees24hUsd"`
}

type neofunCoinItem struct {
	Address      wire.Address     `json:"address"`
	Name         string           `json:"name"`
	Symbol       string           `json:"symbol"`
	Creator      wire.Address     `json:"creator"`
	Timestamp    wire.Seconds     `json:"timestamp"`
	Status       string           `json:"status" enum:"bonding,frozen,graduated"`
	PairWeth     wire.NullAddress `json:"pairWeth" doc:"non-null only after graduation"`
	PairNeo      wire.NullAddress `json:"pairNeo" doc:"non-null only after graduation"`
	Volume24hUsd wire.Usd         `json:"volume24hUsd"`
	VolumeAllUsd wire.Usd         `json:"volumeAllUsd"`
	Trades       int64            `json:"trades"`
	LastPriceX18 wire.NullWei     `json:"lastPriceX18" doc:"the latest trade's price_x18; null when never traded"`
}

type neofunCoinsBody struct {
	Items      []neofunCoinItem `json:"items" doc:"newest first"`
	NextCursor *string          `json:"nextCursor" doc:"null on the last page"`
	HasMore    bool             `json:"hasMore"`
}

type neofunCoinBody struct {
	Address  wire.Address     `json:"address"`
	Name     string           `json:"name"`
	Symbol   string           `json:"symbol"`
	Status   string           `json:"status" enum:"bonding,frozen,graduated"`
	PairWeth wire.NullAddress `json:"pairWeth"`
	PairNeo  wire.NullAddress `json:"pairNeo"`
}

type neofunRevenueBody struct {
	Bucket  string               `json:"bucket" enum:"day,epoch"`
	Buckets []neofunRevenuePoint `json:"buckets" doc:"oldest first, one per day or epoch of the range, zero-filled"`
}

type neofunRevenuePoint struct {
	T        wire.Seconds `json:"t" doc:"bucket start: UTC midnight or epoch start"`
	Total    wire.Usd     `json:"total"`
	Protocol wire.Usd     `json:"protocol"`
	Creator  wire.Usd     `json:"creator"`
}

// neofunRoutes are launch-venue 4.1.
func (s *server) neofunRoutes() []*Route {
	on := s.neofun
	return []*Route{
		{
			Path: "/neofun/stats", Summary: "launch venue stats: coins by status, 24h and lifetime volume and fees, TVL",
			Tier: TierBlock, ETag: ETagCurve(on, ""), Errors: []int{404}, Response: neofunStatsBody{}, Handle: s.neofunStats,
			Reads: reads[neofunStore]("NeofunStats"),
		},
		{
			Path: "/neofun/coins", Summary: "launch venue coins, newest first; keyset pages of 25 (a malformed cursor answers an empty page)",
			Tier: TierBlock, ETag: ETagCurve(on, ""), Errors: []int{404},
			Params:   []Param{{Name: "cursor", Doc: "nextCursor of the previous page"}},
			Response: neofunCoinsBody{}, Handle: s.neofunCoins,
			Reads: reads[neofunStore]("NeofunCoins"),
		},
		{
			Path: "/neofun/coins/:address", Summary: "one launch venue coin; 404 {error} when the address never launched on the curve",
			Tier: TierBlock, ETag: ETagCurve(on, "address"), Errors: []int{400, 404},
			Params:   []Param{{Name: "address", InPath: true, Kind: KindAddress, Example: dexExampleTokenIn}},
			Response: neofunCoinBody{}, Handle: s.neofunCoin,
			Reads: reads[neofunStore]("NeofunCoinPoint"),
		},
		{
			Path: "/neofun/revenue/series", Summary: "launch venue fee revenue (protocol, creator) by day or epoch, zero-filled",
			Tier: TierBlock, ETag: ETagCurve(on, ""), Errors: []int{400, 404},
			Params:   []Param{revenueRangeParam, revenueBucketParam},
			Response: neofunRevenueBody{}, Handle: s.neofunRevenue,
			Reads: reads[neofunStore]("NeofunRevenueBuckets"),
		},
	}
}

func (s *server) neofunStats(c *gin.Context) (any, error) {
	if !s.neofun {
		return nil, errNeofunOff
	}
	st, err := s.store.NeofunStats(c.Request.Context(), s.anchorTime(c)-86400)
	if err != nil {
		return nil, err
	}
	return neofunStatsBody{
		Coins: st.Coins, Bonding: max(0, st.Coins-st.Graduated-st.Frozen), Frozen: st.Frozen, Graduated: st.Graduated,
		Trades24h: st.Trades24h, Launches24h: st.Launches24h, TvlUsd: st.TvlUsd, Volume24hUsd: st.Volume24hUsd,
		VolumeAllUsd: st.VolumeAllUsd, Fees24hUsd: st.Fees24hUsd, FeesAllUsd: st.FeesAllUsd,
		ProtocolFees24hUsd: st.ProtocolFees24hUsd, CreatorFees24hUsd: st.CreatorFees24hUsd,
	}, nil
}

func (s *server) neofunCoins(c *gin.Context) (any, error) {
	if !s.neofun {
		return nil, errNeofunOff
	}
	body := neofunCoinsBody{Items: []neofunCoinItem{}}
	scope := NewCursorScope(c.FullPath())
	var after *mainapi.NeofunCoinKey
	if raw := c.Query("cursor"); raw != "" {
		var k mainapi.NeofunCoinKey
		if err := s.cursors.Decode(scope, raw, &k); err != nil {
			return body, nil // launch-venue 4.1: a malformed cursor answers an empty page, not 403
		}
		after = &k
	}
	rows, err := s.store.NeofunCoins(c.Request.Context(), after, s.anchorTime(c)-86400, neofunPageSize+1)
	if err != nil {
		return nil, err
	}
	if len(rows) > neofunPageSize {
		rows, body.HasMore = rows[:neofunPageSize], true
		last := rows[len(rows)-1]
		next, err := s.cursors.Encode(scope, mainapi.NeofunCoinKey{T: int64(last.Timestamp), A: last.Address})
		if err != nil {
			return nil, err
		}
		body.NextCursor = &next
	}
	for _, r := range rows {
		body.Items = append(body.Items, neofunCoinItem{
			Address: r.Address, Name: r.Name, Symbol: r.Symbol, Creator: r.Creator, Timestamp: r.Timestamp, Status: r.Status,
			PairWeth: r.PairWeth, PairNeo: r.PairNeo, Volume24hUsd: r.Volume24hUsd, VolumeAllUsd: r.VolumeAllUsd,
			Trades: r.Trades, LastPriceX18: r.LastPriceX18,
		})
	}
	return body, nil
}

func (s *server) neofunCoin(c *gin.Context) (any, error) {
	if !s.neofun {
		return nil, errNeofunOff
	}
	addr, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	r, ok, err := s.store.NeofunCoinPoint(c.Request.Context(), addr)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errNeofunUnknown
	}
	return neofunCoinBody{Address: r.Address, Name: r.Name, Symbol: r.Symbol, Status: r.Status, PairWeth: r.PairWeth, PairNeo: r.PairNeo}, nil
}

func (s *server) neofunRevenue(c *gin.Context) (any, error) {
	if !s.neofun {
		return nil, errNeofunOff
	}
	kind := c.DefaultQuery("bucket", "day")
	starts := bucketStarts(kind, revenueDays[c.DefaultQuery("range", "30d")], s.anchorTime(c))
	rows, err := s.store.NeofunRevenueBuckets(c.Request.Context(), kind, starts[0], starts[len(starts)-1])
	if err != nil {
		return nil, err
	}
	body := neofunRevenueBody{Bucket: kind, Buckets: make([]neofunRevenuePoint, len(starts))}
	i := 0
	for j, t := range starts {
		body.Buckets[j].T = wire.Seconds(t)
		for i < len(rows) && rows[i].T < t {
			i++
		}
		if i < len(rows) && rows[i].T == t {
			body.Buckets[j].Total, body.Buckets[j].Protocol, body.Buckets[j].Creator = rows[i].Total, rows[i].Protocol, rows[i].Creator
			i++
		}
	}
	return body, nil
}

// bucketStarts are the starts of the day or epoch buckets of a range of
// days ending at now's bucket, oldest first (as /analytics/revenue/series).
func bucketStarts(kind string, days, now int64) []int64 {
	lastDay := wire.DayOf(now)
	firstDay := lastDay - days + 1
	var starts []int64
	if kind == "epoch" {
		for e := wire.EpochOf(wire.DayStart(firstDay)); e <= wire.EpochOf(now); e++ {
			starts = append(starts, wire.EpochStart(e))
		}
	} else {
		for d := firstDay; d <= lastDay; d++ {
			starts = append(starts, wire.DayStart(d))
		}
	}
	return starts
}

// overviewNeofun is the venue part of /analytics/overview.
type overviewNeofun struct {
	VolumeUsd wire.Usd `json:"volumeUsd"`
	FeesUsd   wire.Usd `json:"feesUsd" doc:"protocol plus creator fees of curve trades"`
}

// neofunOverview is the venue's volume and fees of the overview window of
// hours [from, to]; nil (absent) when the venue is off.
func (s *server) neofunOverview(c *gin.Context, from, to int64) (*overviewNeofun, error) {
	if !s.neofun {
		return nil, nil
	}
	v, f, err := s.store.NeofunVolumeFees(c.Request.Context(), from*3600, to*3600+3599)
	if err != nil {
		return nil, err
	}
	return &overviewNeofun{VolumeUsd: v, FeesUsd: f}, nil
}
