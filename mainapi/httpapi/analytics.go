package httpapi

import (
	"context"

	"github.com/gin-gonic/gin"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The analytics routes of spec 4.3 (not /activity). Windows end at the
// indexed head (now when the indexer has no state) and cover own pools and
// FeeRouter volume only.

// AnalyticsReader is what the analytics routes read. *postgres.DB
// implements it.
type AnalyticsReader interface {
	// FindStatsHours returns the hourly rows of [from, to] plus the last one before from.
	FindStatsHours(ctx context.Context, from, to int64) ([]mainapi.StatsHour, error)
	// FindTotals returns the own pools' live TVL and the volume and fees of hours [from, to].
	FindTotals(ctx context.Context, from, to int64) (mainapi.Totals, error)
	// FindRevenueBuckets returns the stored day or epoch buckets starting in [from, to].
	FindRevenueBuckets(ctx context.Context, kind string, from, to int64) ([]mainapi.RevenueBucket, error)
	// FindRevenueTotals returns the lifetime revenue sums.
	FindRevenueTotals(ctx context.Context) (mainapi.RevenueTotals, error)
}

// overviewHours and seriesHours are the windows in hours (0: all time).
var (
	overviewHours = map[string]int64{"24h": 24, "7d": 7 * 24, "30d": 30 * 24, "all": 0}
	seriesHours   = map[string]int64{"24h": 24, "7d": 7 * 24, "30d": 30 * 24}
	revenueDays   = map[string]int64{"7d": 7, "30d": 30, "90d": 90, "1y": 365}
)

var (
	revenueRangeParam  = Param{Name: "range", Kind: KindEnum, Enum: []string{"7d", "30d", "90d", "1y"}, Default: "30d", Example: "30d"}
	revenueBucketParam = Param{Name: "bucket", Kind: KindEnum, Enum: []string{"day", "epoch"}, Default: "day", Example: "day",
		Doc: "day: UTC midnight; epoch: the Sunday-anchored Rakeback week"}
)

// analyticsRoutes are spec 4.3 without /activity.
func (s *server) analyticsRoutes() []*Route {
	revenueParams := []Param{revenueRangeParam, revenueBucketParam}
	return []*Route{
		{
			Path: "/analytics/overview", Summary: "own-pool TVL, volume and fees of a window",
			Tier: TierBlock, ETag: ETagHead, Errors: []int{400},
			Params: []Param{
				{Name: "window", Kind: KindEnum, Enum: []string{"24h", "7d", "30d", "all"}, Default: "24h", Example: "7d"},
				{Name: "rank", Kind: KindEnum, Enum: []string{"tvl", "volume"}, Default: "tvl", Doc: "unused"},
			},
			Response: overviewBody{}, Handle: s.analyticsOverview,
			Reads: append(reads[AnalyticsReader]("FindTotals"), reads[neofunStore]("NeofunVolumeFees")...),
		},
		{
			Path: "/stats/series", Summary: "hourly own-pool TVL (carried forward), volume or fees",
			Tier: TierBlock, ETag: ETagHead, Errors: []int{400},
			Params: []Param{
				{Name: "metric", Kind: KindEnum, Enum: []string{"tvl", "volume", "fees"}, Default: "tvl", Example: "volume",
					Doc: "tvl: the own pools' TVL after each hour's last Sync; volume: FeeRouter trades, each once; fees: the swap fee of that volume (the revenue series' lp leg)"},
				{Name: "range", Kind: KindEnum, Enum: []string{"24h", "7d", "30d"}, Default: "30d", Example: "24h"},
			},
			Response: statsSeriesBody{}, Handle: s.statsSeries,
			Reads: reads[AnalyticsReader]("FindStatsHours"),
		},
		{
			Path: "/analytics/revenue/series", Summary: "protocol revenue by leg, by day or epoch, zero-filled",
			Tier: TierBlock, ETag: ETagHead, Errors: []int{400}, Params: revenueParams,
			Response: revenueSeriesBody{}, Handle: s.revenueSeries,
			Reads: reads[AnalyticsReader]("FindRevenueBuckets"),
		},
		{
			Path: "/analytics/revshare/series", Summary: "USD NeoStaking spread over its stakers (RewardNotified at write-time prices; rewards forwarded to the treasury while nothing was staked excluded), by day or epoch, zero-filled",
			Tier: TierBlock, ETag: ETagHead, Errors: []int{400}, Params: revenueParams,
			Response: valueSeriesBody{}, Handle: s.valueSeries(func(b mainapi.RevenueBucket) wire.Usd { return b.Revshare }),
			Reads: reads[AnalyticsReader]("FindRevenueBuckets"),
		},
		{
			Path: "/analytics/creator-fees/series", Summary: "measured creator fees in USD, by day or epoch, zero-filled",
			Tier: TierBlock, ETag: ETagHead, Errors: []int{400}, Params: revenueParams,
			Response: valueSeriesBody{}, Handle: s.valueSeries(func(b mainapi.RevenueBucket) wire.Usd { return b.Creator }),
			Reads: reads[AnalyticsReader]("FindRevenueBuckets"),
		},
		{
			Path: "/analytics/breakdown", Summary: "lifetime measured rakeback accrual, staker revshare and creator fees",
			Tier: TierCron, ETag: ETagHead, Response: breakdownBody{}, Handle: s.analyticsBreakdown,
			Reads: reads[AnalyticsReader]("FindRevenueTotals"),
		},
	}
}

func (s *server) analyticsReader() AnalyticsReader { return s.store }

// overviewBody is GET /analytics/overview; neofun is absent (not zeroed)
// while the launch venue is off.
type overviewBody struct {
	Totals overviewTotals  `json:"totals"`
	Neofun *overviewNeofun `json:"neofun,omitempty" doc:"launch venue volume and fees of the window; absent when the venue is off"`
}

type overviewTotals struct {
	TvlUsd    wire.Usd `json:"tvlUsd" doc:"live TVL of the own pools, priced at the head"`
	VolumeUsd wire.Usd `json:"volumeUsd" doc:"FeeRouter trades of the window, each once however many pools it crossed (spec 6 rule 3)"`
	FeesUsd   wire.Usd `json:"feesUsd" doc:"LP fees as the revenue series' lp leg: the swap fee (0.30%) of volumeUsd, once per trade; the pools' own fees24hUsd count each hop"`
}

func (s *server) analyticsOverview(c *gin.Context) (any, error) {
	hours := overviewHours[c.DefaultQuery("window", "24h")]
	to := s.anchorTime(c) / 3600
	from := int64(0)
	if hours > 0 {
		from = to - hours + 1
	}
	t, err := s.analyticsReader().FindTotals(c.Request.Context(), from, to)
	if err != nil {
		return nil, err
	}
	nf, err := s.neofunOverview(c, from, to)
	if err != nil {
		return nil, err
	}
	return overviewBody{Totals: overviewTotals{TvlUsd: t.TvlUsd, VolumeUsd: t.VolumeUsd, FeesUsd: t.FeesUsd}, Neofun: nf}, nil
}

// statsSeriesBody is GET /stats/series.
type statsSeriesBody struct {
	Buckets   []seriesPoint `json:"buckets" doc:"hourly, oldest first"`
	ChangePct wire.Percent  `json:"changePct" doc:"last bucket against the first non-zero one; null when all are zero"`
}

type seriesPoint struct {
	T     wire.Seconds `json:"t" doc:"bucket start"`
	Value wire.Usd     `json:"value"`
}

func (s *server) statsSeries(c *gin.Context) (any, error) {
	metric := c.DefaultQuery("metric", "tvl")
	hours := seriesHours[c.DefaultQuery("range", "30d")]
	to := s.anchorTime(c) / 3600
	from := to - hours + 1
	rows, err := s.analyticsReader().FindStatsHours(c.Request.Context(), from, to)
	if err != nil {
		return nil, err
	}
	body := statsSeriesBody{Buckets: make([]seriesPoint, 0, hours)}
	var tvl wire.Usd
	i := 0
	for h := from; h <= to; h++ {
		var v wire.Usd
		for i < len(rows) && rows[i].Hour < h {
			tvl = rows[i].TvlUsd // the gauge before the window
			i++
		}
		if i < len(rows) && rows[i].Hour == h {
			r := rows[i]
			tvl = r.TvlUsd
			switch metric {
			case "volume":
				v = r.VolumeUsd
			case "fees":
				v = r.FeesUsd
			}
			i++
		}
		if metric == "tvl" {
			v = tvl
		}
		body.Buckets = append(body.Buckets, seriesPoint{T: wire.Seconds(h * 3600), Value: v})
	}
	body.ChangePct = seriesChange(body.Buckets)
	return body, nil
}

// seriesChange compares the last bucket with the first non-zero one, in
// percent rounded to 4 decimals.
func seriesChange(b []seriesPoint) wire.Percent {
	for _, p := range b {
		if p.Value.IsZero() {
			continue
		}
		first, last := p.Value.Decimal(), b[len(b)-1].Value.Decimal()
		f, _ := last.Sub(first).Mul(decimal.NewFromInt(100)).DivRound(first, 4).Float64()
		return wire.PercentOf(f)
	}
	return wire.Percent{}
}

// revenueSeriesBody is GET /analytics/revenue/series.
type revenueSeriesBody struct {
	Bucket  string         `json:"bucket" enum:"day,epoch"`
	Buckets []revenuePoint `json:"buckets" doc:"oldest first, one per day or epoch of the range, zero-filled"`
}

type revenuePoint struct {
	T           wire.Seconds `json:"t" doc:"bucket start: UTC midnight or epoch start"`
	Total       wire.Usd     `json:"total" doc:"sum of the five legs"`
	LP          wire.Usd     `json:"lp" doc:"0.30% of measured volume"`
	Creator     wire.Usd     `json:"creator"`
	Staking     wire.Usd     `json:"staking" doc:"the Collector's payouts to the staking bucket (BucketPaid to NeoStaking), including what NeoStaking forwarded to the treasury while nothing was staked"`
	Rakeback    wire.Usd     `json:"rakeback"`
	BuybackBurn wire.Usd     `json:"buybackBurn"`
}

// revenueBuckets returns the bucket kind and one bucket per day or epoch
// of the range, stored figures filled in, zeros elsewhere.
func (s *server) revenueBuckets(c *gin.Context) (string, []mainapi.RevenueBucket, error) {
	kind := c.DefaultQuery("bucket", "day")
	days := revenueDays[c.DefaultQuery("range", "30d")]
	now := s.anchorTime(c)
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
	rows, err := s.analyticsReader().FindRevenueBuckets(c.Request.Context(), kind, starts[0], starts[len(starts)-1])
	if err != nil {
		return "", nil, err
	}
	out := make([]mainapi.RevenueBucket, len(starts))
	i := 0
	for j, t := range starts {
		out[j].T = t
		for i < len(rows) && rows[i].T < t {
			i++
		}
		if i < len(rows) && rows[i].T == t {
			out[j] = rows[i]
			i++
		}
	}
	return kind, out, nil
}

func (s *server) revenueSeries(c *gin.Context) (any, error) {
	kind, rows, err := s.revenueBuckets(c)
	if err != nil {
		return nil, err
	}
	body := revenueSeriesBody{Bucket: kind, Buckets: make([]revenuePoint, 0, len(rows))}
	for _, r := range rows {
		body.Buckets = append(body.Buckets, revenuePoint{T: wire.Seconds(r.T), Total: r.Total, LP: r.LP,
			Creator: r.Creator, Staking: r.Staking, Rakeback: r.Rakeback, BuybackBurn: r.BuybackBurn})
	}
	return body, nil
}

// valueSeriesBody is GET /analytics/revshare/series and
// /analytics/creator-fees/series.
type valueSeriesBody struct {
	Bucket  string        `json:"bucket" enum:"day,epoch"`
	Buckets []seriesPoint `json:"buckets" doc:"oldest first, one per day or epoch of the range, zero-filled"`
}

func (s *server) valueSeries(leg func(mainapi.RevenueBucket) wire.Usd) func(*gin.Context) (any, error) {
	return func(c *gin.Context) (any, error) {
		kind, rows, err := s.revenueBuckets(c)
		if err != nil {
			return nil, err
		}
		body := valueSeriesBody{Bucket: kind, Buckets: make([]seriesPoint, 0, len(rows))}
		for _, r := range rows {
			body.Buckets = append(body.Buckets, seriesPoint{T: wire.Seconds(r.T), Value: leg(r)})
		}
		return body, nil
	}
}

// breakdownBody is GET /analytics/breakdown.
type breakdownBody struct {
	RakebackAccruedUsd   wire.Usd `json:"rakebackAccruedUsd"`
	RevshareToStakersUsd wire.Usd `json:"revshareToStakersUsd" doc:"USD NeoStaking spread over its stakers (RewardNotified), forwarded rewards excluded"`
	CreatorPayoutsUsd    wire.Usd `json:"creatorPayoutsUsd"`
}

func (s *server) analyticsBreakdown(c *gin.Context) (any, error) {
	t, err := s.analyticsReader().FindRevenueTotals(c.Request.Context())
	if err != nil {
		return nil, err
	}
	return breakdownBody{RakebackAccruedUsd: t.Rakeback, RevshareToStakersUsd: t.Revshare, CreatorPayoutsUsd: t.Creator}, nil
}
