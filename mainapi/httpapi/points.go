package httpapi

import (
	"context"
	"strconv"

	"github.com/gin-gonic/gin"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The points routes (spec 4.4, 4.6; docs/points.md): a wallet's points,
// the leaderboard, the rules, the season's weeks, the leagues, the fees
// the points-earning swaps paid and a pair's points. Only published days
// are read (every UTC day before the indexed head's): the current day's
// points, and so any swap's own points, are never shown. Referral points
// (PointsReferralPct of the referees' published points, one level) are
// computed at read time from the referral bindings and are not part of
// totalPoints or of the rank.

// pointsStore is what the points routes read.
type pointsStore interface {
	// PointsDropDay returns the published day (days before it are published; -1: none).
	PointsDropDay(ctx context.Context) (int64, error)
	// PointsWallet returns a wallet's published points and referral state.
	PointsWallet(ctx context.Context, wallet wire.Address) (mainapi.PointsWallet, error)
	// PointsLeaders returns a leaderboard page after a key (nil: the top).
	PointsLeaders(ctx context.Context, after *mainapi.PointsLeader, limit int) ([]mainapi.PointsLeader, error)
	// PointsDays returns every wallet's points per published day of a range.
	PointsDays(ctx context.Context, from, to int64) ([]mainapi.PointsDayRow, error)
	// PointsFeeDays returns the fees of the points-earning swaps per day and fee token.
	PointsFeeDays(ctx context.Context, from, to int64) ([]mainapi.PointsDayRow, error)
	// PointsPairDays returns the points of the swaps between two tokens per day.
	PointsPairDays(ctx context.Context, token0, token1 wire.Address, from, to int64) ([]mainapi.PointsDayRow, error)
}

// pointsLeaderboardPage is the leaderboard's page size.
const pointsLeaderboardPage = 50

type pointsSeason struct {
	ID    string       `json:"id" doc:"calendar quarter (UTC), e.g. 2026-Q4"`
	Start wire.Seconds `json:"start"`
	End   wire.Seconds `json:"end" doc:"exclusive: the next season's start"`
}

type pointsLeague struct {
	Name      string `json:"name"`
	MinPoints int64  `json:"minPoints" doc:"season points needed"`
}

type pointsReferral struct {
	CanBind  bool          `json:"canBind" doc:"whether POST /referrals/attribute can still bind this wallet as a referee"`
	Reason   *string       `json:"reason" enum:"already_bound,active" doc:"why not: already_bound (first touch is permanent) or active (the wallet already paid a fee-paying swap, so it has scored points); null when canBind"`
	Referrer *wire.Address `json:"referrer" doc:"the wallet's own referrer, null when not bound"`
}

type pointsBody struct {
	Address        wire.Address   `json:"address"`
	TotalPoints    int64          `json:"totalPoints" doc:"published trading points over every day before the last drop; referral points are not included"`
	Rank           *int64         `json:"rank" doc:"1-based rank by totalPoints (ties share a rank); null without points"`
	SeasonPoints   int64          `json:"seasonPoints" doc:"published points of the current season's days"`
	WeekPoints     int64          `json:"weekPoints" doc:"published points of the current ISO week's days"`
	League         *pointsLeague  `json:"league" doc:"league of seasonPoints; null without season points"`
	NextLeague     *pointsLeague  `json:"nextLeague" doc:"the next league up; null in the top league"`
	ReferralPoints int64          `json:"referralPoints" doc:"10% of the referees' published totalPoints, rounded down, one level"`
	RefereeCount   int64          `json:"refereeCount"`
	Referral       pointsReferral `json:"referral"`
	Season         pointsSeason   `json:"season"`
	PublishedAt    *wire.Seconds  `json:"publishedAt" doc:"the last drop (00:00 UTC of the indexed head's day): points are published up to it; null before any block is indexed"`
	NextDropAt     *wire.Seconds  `json:"nextDropAt" doc:"the next drop, 00:00 UTC of the next day"`
}

type pointsLeader struct {
	Rank           int64        `json:"rank"`
	Address        wire.Address `json:"address"`
	TotalPoints    int64        `json:"totalPoints"`
	ReferralPoints int64        `json:"referralPoints" doc:"shown beside, not ranked on"`
}

type pointsLeaderboardBody struct {
	Items       []pointsLeader `json:"items" doc:"by totalPoints descending, then address; 50 a page"`
	NextCursor  *string        `json:"nextCursor" doc:"null on the last page"`
	HasMore     bool           `json:"hasMore"`
	PublishedAt *wire.Seconds  `json:"publishedAt" doc:"the last drop"`
}

// pointsLeaderCursor is the last row of a page: its points and wallet
// (the keyset), its rank and its position (1-based).
type pointsLeaderCursor struct {
	P int64        `json:"p"`
	W wire.Address `json:"w"`
	R int64        `json:"r"`
	N int64        `json:"n"`
}

type pointsRulesBody struct {
	Rule               string         `json:"rule"`
	PointsPerUsd       int64          `json:"pointsPerUsd"`
	MinUsd             int64          `json:"minUsd" doc:"a swap counts at least this volume, so every fee-paying swap scores"`
	BoostPctPerNeocat  int64          `json:"boostPctPerNeocat"`
	BoostMaxNeocats    int64          `json:"boostMaxNeocats"`
	ReferralPct        int64          `json:"referralPct"`
	Drop               string         `json:"drop"`
	Seasons            string         `json:"seasons"`
	Weeks              string         `json:"weeks"`
	Leagues            []pointsLeague `json:"leagues" doc:"lowest first"`
	ReferralPointsRule string         `json:"referralPointsRule"`
}

type pointsWeek struct {
	Week      string       `json:"week" doc:"ISO week, e.g. 2026-W48"`
	Start     wire.Seconds `json:"start" doc:"Monday 00:00 UTC"`
	End       wire.Seconds `json:"end"`
	Complete  bool         `json:"complete" doc:"every day of the week is published"`
	Points    int64        `json:"points" doc:"every wallet's published points of the week"`
	Swaps     int64        `json:"swaps"`
	VolumeUsd wire.Usd     `json:"volumeUsd" doc:"write-time USD of those swaps"`
}

type pointsWeeksBody struct {
	Season pointsSeason `json:"season"`
	Weeks  []pointsWeek `json:"weeks" doc:"the season's weeks up to the current one, oldest first"`
}

type pointsLeaguesBody struct {
	Season  pointsSeason   `json:"season"`
	Leagues []pointsLeague `json:"leagues" doc:"lowest first; a wallet is in the highest whose minPoints its season points reach"`
}

type pointsFee struct {
	Token  wire.Address `json:"token"`
	Amount wire.Wei     `json:"amount" doc:"fees paid in the token (protocol fee, FeeRouter.Swap feeAmount)"`
}

type pointsFeeBucket struct {
	T     wire.Seconds `json:"t" doc:"bucket start (00:00 UTC; Monday for weeks)"`
	Swaps int64        `json:"swaps"`
	Fees  []pointsFee  `json:"fees" doc:"by fee token"`
}

type pointsFeesBody struct {
	Bucket  string            `json:"bucket" enum:"day,week"`
	Buckets []pointsFeeBucket `json:"buckets" doc:"published buckets with swaps, oldest first: the last 30 days or 12 weeks"`
}

type pointsPairDay struct {
	T         wire.Seconds `json:"t"`
	Points    int64        `json:"points"`
	Swaps     int64        `json:"swaps"`
	VolumeUsd wire.Usd     `json:"volumeUsd"`
}

type pointsPairBody struct {
	Pair        wire.Address    `json:"pair"`
	Token0      wire.Address    `json:"token0"`
	Token1      wire.Address    `json:"token1"`
	TotalPoints int64           `json:"totalPoints" doc:"published points of the fee-paying swaps between the pair's two tokens, whatever their route"`
	Swaps       int64           `json:"swaps"`
	VolumeUsd   wire.Usd        `json:"volumeUsd"`
	Days        []pointsPairDay `json:"days" doc:"the last 30 published days with swaps, oldest first"`
}

// pointsRoutes are the points routes.
func (s *server) pointsRoutes() []*Route {
	wallet := Param{Name: "address", InPath: true, Kind: KindAddress, Example: holderExample, Doc: "wallet (the FeeRouter payer)"}
	rules := must(precomputed(pointsRules()))
	return []*Route{
		{
			Path: "/points/leaderboard", Summary: "wallets by published totalPoints (referral points beside, not ranked on); keyset pages of 50",
			Tier: TierBlock, ETag: ETagContent, Response: pointsLeaderboardBody{}, Errors: []int{400, 403},
			Params: []Param{{Name: "cursor", Doc: "nextCursor of the previous page"}},
			Handle: s.pointsLeaderboard, Reads: reads[pointsStore]("PointsDropDay", "PointsLeaders"),
		},
		{
			Path: "/points/rules", Summary: "how points are scored, published, boosted, split into seasons, weeks and leagues, and shared with referrers",
			Tier: TierStatic, ETag: ETagContent, Response: pointsRulesBody{}, Handle: constant(rules),
		},
		{
			Path: "/points/weeks", Summary: "the current season's ISO weeks with every wallet's published points, swaps and volume",
			Tier: TierCron, ETag: ETagHead, Response: pointsWeeksBody{},
			Handle: s.pointsWeeks, Reads: reads[pointsStore]("PointsDropDay", "PointsDays"),
		},
		{
			Path: "/points/leagues", Summary: "the leagues (tiers by season points) of the current season",
			Tier: TierCron, ETag: ETagHead, Response: pointsLeaguesBody{},
			Handle: s.pointsLeagues, Reads: reads[pointsStore]("PointsDropDay"),
		},
		{
			Path: "/points/fees", Summary: "fees paid by the points-earning swaps per published day or ISO week and fee token",
			Tier: TierBlock, ETag: ETagHead, Response: pointsFeesBody{}, Errors: []int{400},
			Params: []Param{{Name: "bucket", Kind: KindEnum, Enum: []string{"day", "week"}, Default: "day", Example: "week"}},
			Handle: s.pointsFees, Reads: reads[pointsStore]("PointsDropDay", "PointsFeeDays"),
		},
		{
			Path: "/points/pair/:pair", Summary: "published points of the fee-paying swaps between a pair's two tokens, in total and per day; 404 for an untracked pair",
			Tier: TierBlock, ETag: ETagHead, Response: pointsPairBody{}, Errors: []int{400, 404},
			Params: []Param{{Name: "pair", InPath: true, Kind: KindAddress, Example: dexExamplePair, Doc: "pair address"}},
			Handle: s.pointsPair, Reads: append(reads[dexStore]("DexPool"), reads[pointsStore]("PointsDropDay", "PointsPairDays")...),
		},
		{
			Path: "/points/:address", Summary: "a wallet's published points: totalPoints, rank, season and week points, league, referral points, and whether a referral can still bind it",
			Tier: TierBlock, ETag: ETagContent, Params: []Param{wallet}, Response: pointsBody{}, Errors: []int{400},
			Handle: s.pointsWallet, Reads: reads[pointsStore]("PointsWallet"),
		},
	}
}

// seasonOf is the season holding the published day (day 0 before any).
func seasonOf(drop int64) (pointsSeason, int64, int64) {
	id, start, end := mainapi.PointsSeason(max(drop, 0))
	return pointsSeason{ID: id, Start: wire.Seconds(start * 86400), End: wire.Seconds(end * 86400)}, start, end
}

func dropTimes(drop int64) (published, next *wire.Seconds) {
	if drop < 0 {
		return nil, nil
	}
	p, n := wire.Seconds(drop*86400), wire.Seconds((drop+1)*86400)
	return &p, &n
}

func (s *server) pointsWallet(c *gin.Context) (any, error) {
	addr, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	w, err := s.store.PointsWallet(c.Request.Context(), addr)
	if err != nil {
		return nil, err
	}
	season, _, _ := seasonOf(w.DropDay)
	body := pointsBody{Address: addr, TotalPoints: w.Total, SeasonPoints: w.SeasonPoints, WeekPoints: w.WeekPoints,
		ReferralPoints: mainapi.ReferralPoints(w.RefereesPoints), RefereeCount: w.Referees, Season: season}
	if w.Rank > 0 {
		body.Rank = &w.Rank
	}
	l := mainapi.LeagueOf(w.SeasonPoints)
	if l >= 0 {
		body.League = &pointsLeague{mainapi.PointsLeagues[l].Name, mainapi.PointsLeagues[l].MinPoints}
	}
	if l+1 < len(mainapi.PointsLeagues) {
		body.NextLeague = &pointsLeague{mainapi.PointsLeagues[l+1].Name, mainapi.PointsLeagues[l+1].MinPoints}
	}
	body.PublishedAt, body.NextDropAt = dropTimes(w.DropDay)
	body.Referral = pointsReferral{CanBind: true, Referrer: w.Referrer}
	if w.Referrer != nil {
		r := "already_bound"
		body.Referral.CanBind, body.Referral.Reason = false, &r
	} else if w.Active {
		r := "active"
		body.Referral.CanBind, body.Referral.Reason = false, &r
	}
	return body, nil
}

func (s *server) pointsLeaderboard(c *gin.Context) (any, error) {
	ctx := c.Request.Context()
	scope := NewCursorScope(c.FullPath())
	var pos pointsLeaderCursor
	ok, err := s.cursorParam(c, scope, &pos)
	if err != nil {
		return nil, err
	}
	var after *mainapi.PointsLeader
	if ok {
		after = &mainapi.PointsLeader{Total: pos.P, Wallet: pos.W}
	}
	drop, err := s.store.PointsDropDay(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := s.store.PointsLeaders(ctx, after, pointsLeaderboardPage+1)
	if err != nil {
		return nil, err
	}
	body := pointsLeaderboardBody{Items: make([]pointsLeader, 0, min(len(rows), pointsLeaderboardPage))}
	body.PublishedAt, _ = dropTimes(drop)
	// Competition ranking (ties share the rank of the first of them, the
	// next rank skips): a row's rank is its position unless it ties the
	// row before it, whose rank and position the cursor carries across
	// pages.
	var prev pointsLeaderCursor
	if ok {
		prev = pos
	}
	for _, r := range rows[:min(len(rows), pointsLeaderboardPage)] {
		n := prev.N + 1
		rank := n
		if prev.N > 0 && r.Total == prev.P {
			rank = prev.R
		}
		body.Items = append(body.Items, pointsLeader{Rank: rank, Address: r.Wallet, TotalPoints: r.Total,
			ReferralPoints: mainapi.ReferralPoints(r.RefereesPoints)})
		prev = pointsLeaderCursor{P: r.Total, W: r.Wallet, R: rank, N: n}
	}
	if len(rows) > pointsLeaderboardPage {
		next, err := s.cursors.Encode(scope, prev)
		if err != nil {
			return nil, err
		}
		body.NextCursor, body.HasMore = &next, true
	}
	return body, nil
}

func pointsRules() pointsRulesBody {
	leagues := make([]pointsLeague, len(mainapi.PointsLeagues))
	for i, l := range mainapi.PointsLeagues {
		leagues[i] = pointsLeague{l.Name, l.MinPoints}
	}
	return pointsRulesBody{
		Rule: "Each fee-paying FeeRouter swap scores its payer (the Swap event's user, never the recipient) " +
			"floor(max(usdValue, " + strconv.Itoa(mainapi.PointsMinUSD) + ") * " + strconv.Itoa(mainapi.PointsPerUSD) +
			" * (100 + " + strconv.Itoa(mainapi.PointsBoostPctPerCat) + " * min(neocats, " + strconv.Itoa(mainapi.PointsBoostMaxCats) +
			")) / 100) points, where usdValue is the swap's write-time USD value and neocats the payer's Neocats staked in " +
			"NeocatStaking at the end of the block before the swap's block. Swaps without a protocol fee score nothing.",
		PointsPerUsd: mainapi.PointsPerUSD, MinUsd: mainapi.PointsMinUSD, BoostPctPerNeocat: mainapi.PointsBoostPctPerCat,
		BoostMaxNeocats: mainapi.PointsBoostMaxCats, ReferralPct: mainapi.PointsReferralPct,
		Drop: "Points publish once a day at 00:00 UTC of the chain's time: published points are those of every UTC day " +
			"before the day of the indexed head block. The current day's points are never shown.",
		Seasons: "A season is a calendar quarter (UTC). seasonPoints are the published points of its days.",
		Weeks:   "Weeks are ISO weeks, Monday 00:00 UTC to the next Monday.",
		Leagues: leagues,
		ReferralPointsRule: "A referrer earns " + strconv.Itoa(mainapi.PointsReferralPct) + "% of its referees' published " +
			"totalPoints (rounded down, one level: a referee's own referral points do not count), computed when read. " +
			"referralPoints are shown beside totalPoints and do not count in it or in the rank.",
	}
}

func (s *server) pointsWeeks(c *gin.Context) (any, error) {
	ctx := c.Request.Context()
	drop, err := s.store.PointsDropDay(ctx)
	if err != nil {
		return nil, err
	}
	season, start, _ := seasonOf(drop)
	body := pointsWeeksBody{Season: season, Weeks: []pointsWeek{}}
	if drop < 0 {
		return body, nil
	}
	days, err := s.store.PointsDays(ctx, start, drop)
	if err != nil {
		return nil, err
	}
	vol := map[int64]decimal.Decimal{}
	for w := mainapi.PointsWeekStart(start); w <= drop; w += 7 {
		body.Weeks = append(body.Weeks, pointsWeek{Week: mainapi.PointsWeekID(w), Start: wire.Seconds(w * 86400),
			End: wire.Seconds((w + 7) * 86400), Complete: w+7 <= drop, VolumeUsd: wire.UsdFromDecimal(decimal.Zero)})
	}
	first := mainapi.PointsWeekStart(start)
	for _, d := range days {
		i := (mainapi.PointsWeekStart(d.Day) - first) / 7
		body.Weeks[i].Points += d.Points
		body.Weeks[i].Swaps += d.Swaps
		vol[i] = vol[i].Add(decimal.RequireFromString(d.VolumeUsd))
	}
	for i, v := range vol {
		body.Weeks[i].VolumeUsd = wire.UsdFromDecimal(v)
	}
	return body, nil
}

func (s *server) pointsLeagues(c *gin.Context) (any, error) {
	drop, err := s.store.PointsDropDay(c.Request.Context())
	if err != nil {
		return nil, err
	}
	season, _, _ := seasonOf(drop)
	return pointsLeaguesBody{Season: season, Leagues: pointsRules().Leagues}, nil
}

func (s *server) pointsFees(c *gin.Context) (any, error) {
	ctx := c.Request.Context()
	bucket := c.DefaultQuery("bucket", "day")
	drop, err := s.store.PointsDropDay(ctx)
	if err != nil {
		return nil, err
	}
	body := pointsFeesBody{Bucket: bucket, Buckets: []pointsFeeBucket{}}
	if drop < 0 {
		return body, nil
	}
	from, key := drop-30, func(day int64) int64 { return day }
	if bucket == "week" {
		from, key = mainapi.PointsWeekStart(drop)-7*11, mainapi.PointsWeekStart
	}
	rows, err := s.store.PointsFeeDays(ctx, from, drop)
	if err != nil {
		return nil, err
	}
	type tokenSum struct {
		tok wire.Address
		sum decimal.Decimal
	}
	var sums [][]tokenSum
	for _, r := range rows {
		t := wire.Seconds(key(r.Day) * 86400)
		if n := len(body.Buckets); n == 0 || body.Buckets[n-1].T != t {
			body.Buckets = append(body.Buckets, pointsFeeBucket{T: t})
			sums = append(sums, nil)
		}
		n := len(body.Buckets) - 1
		body.Buckets[n].Swaps += r.Swaps
		amt := decimal.RequireFromString(r.Amount)
		found := false
		for j := range sums[n] {
			if sums[n][j].tok == r.Token {
				sums[n][j].sum, found = sums[n][j].sum.Add(amt), true
			}
		}
		if !found {
			sums[n] = append(sums[n], tokenSum{r.Token, amt})
		}
	}
	for i := range body.Buckets {
		body.Buckets[i].Fees = make([]pointsFee, len(sums[i]))
		for j, ts := range sums[i] {
			body.Buckets[i].Fees[j] = pointsFee{Token: ts.tok, Amount: wire.MustNewWei(ts.sum.BigInt())}
		}
	}
	return body, nil
}

func (s *server) pointsPair(c *gin.Context) (any, error) {
	ctx := c.Request.Context()
	addr, err := addressParam(c, "pair")
	if err != nil {
		return nil, err
	}
	p, ok, err := s.store.DexPool(ctx, addr)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errUnknownPair
	}
	drop, err := s.store.PointsDropDay(ctx)
	if err != nil {
		return nil, err
	}
	body := pointsPairBody{Pair: addr, Token0: p.Token0, Token1: p.Token1, Days: []pointsPairDay{},
		VolumeUsd: wire.UsdFromDecimal(decimal.Zero)}
	if drop < 0 {
		return body, nil
	}
	rows, err := s.store.PointsPairDays(ctx, p.Token0, p.Token1, 0, drop)
	if err != nil {
		return nil, err
	}
	var vol decimal.Decimal
	for i, r := range rows {
		v := decimal.RequireFromString(r.VolumeUsd)
		body.TotalPoints += r.Points
		body.Swaps += r.Swaps
		vol = vol.Add(v)
		if i >= len(rows)-30 {
			body.Days = append(body.Days, pointsPairDay{T: wire.Seconds(r.Day * 86400), Points: r.Points, Swaps: r.Swaps,
				VolumeUsd: wire.UsdFromDecimal(v)})
		}
	}
	body.VolumeUsd = wire.UsdFromDecimal(vol)
	return body, nil
}
