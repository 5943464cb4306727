package mainapi

import (
	"fmt"
	"time"

	"github.com/shopspring/decimal"
)

// The points rule (docs/points.md; /points/rules publishes it): a
// fee-paying FeeRouter swap scores its payer
//
//	floor(max(usdValue, PointsMinUSD) × PointsPerUSD × (100 + PointsBoostPctPerCat × min(cats, PointsBoostMaxCats)) / 100)
//
// points, where usdValue is the trade's write-time USD snapshot and cats
// the payer's Neocats staked in NeocatStaking at the end of the block
// before the swap's. Every fee-paying swap scores at least PointsPerUSD ×
// PointsMinUSD points (an unpriced swap included).
const (
	PointsPerUSD         = 10
	PointsMinUSD         = 1
	PointsBoostPctPerCat = 10
	PointsBoostMaxCats   = 5
	// PointsReferralPct is the share of a referee's published points its
	// referrer earns (one level), computed at read time.
	PointsReferralPct = 10
)

// SwapPoints is the points of a swap worth usd with cats staked at the
// block before it (the SQL of the derivation computes the same).
func SwapPoints(usd decimal.Decimal, cats int64) int64 {
	usd = decimal.Max(usd, decimal.NewFromInt(PointsMinUSD))
	cats = max(0, min(cats, PointsBoostMaxCats))
	return usd.Mul(decimal.NewFromInt(PointsPerUSD * (100 + PointsBoostPctPerCat*cats))).Div(decimal.NewFromInt(100)).Floor().IntPart()
}

// The calendar of points (docs/points.md). Days are UTC days (unix seconds
// / 86400). A season is a calendar quarter (UTC); a week an ISO week,
// Monday 00:00 UTC to the next Monday.

// PointsDay is the UTC day of a unix time.
func PointsDay(ts int64) int64 { return floorDiv(ts, 86400) }

// PointsWeekStart is the first day (a Monday) of the ISO week of day.
func PointsWeekStart(day int64) int64 {
	return day - ((day%7 + 7 + 3) % 7) // 1970-01-01, day 0, was a Thursday
}

// PointsSeason is the calendar quarter holding day: its id ("2026-Q4")
// and its first day and the first day after it.
func PointsSeason(day int64) (id string, start, end int64) {
	t := time.Unix(day*86400, 0).UTC()
	q := (int(t.Month()) - 1) / 3
	from := time.Date(t.Year(), time.Month(q*3+1), 1, 0, 0, 0, 0, time.UTC)
	to := from.AddDate(0, 3, 0)
	return fmt.Sprintf("%d-Q%d", t.Year(), q+1), from.Unix() / 86400, to.Unix() / 86400
}

// PointsWeekID is the ISO week id ("2026-W48") of the week starting on
// the Monday day.
func PointsWeekID(monday int64) string {
	y, w := time.Unix(monday*86400, 0).UTC().ISOWeek()
	return fmt.Sprintf("%d-W%02d", y, w)
}

// League is a tier of season points: a wallet is in the highest league
// whose MinPoints its published season points reach.
type League struct {
	Name      string
	MinPoints int64
}

// PointsLeagues are the leagues, lowest first.
var PointsLeagues = []League{
	{"Bronze", 1}, {"Silver", 5_000}, {"Gold", 25_000}, {"Platinum", 100_000}, {"Diamond", 500_000},
}

// LeagueOf returns the index in PointsLeagues of the league of points
// season points, -1 below the first (no points).
func LeagueOf(points int64) int {
	i := -1
	for j, l := range PointsLeagues {
		if points >= l.MinPoints {
			i = j
		}
	}
	return i
}

// ReferralPoints is what a referrer earns from its referees' published
// points: PointsReferralPct percent of their sum, rounded down.
func ReferralPoints(refereesPoints int64) int64 { return refereesPoints * PointsReferralPct / 100 }

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}
