package mainapi_test

import (
	"testing"
	"time"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/mainapi"
)

// TestPointsCalendar: days, ISO weeks and quarter seasons against the
// time package's own calendar, over every day of a few years.
func TestPointsCalendar(t *testing.T) {
	for ts := time.Date(2023, 12, 25, 0, 0, 0, 0, time.UTC); ts.Year() < 2029; ts = ts.AddDate(0, 0, 1) {
		day := mainapi.PointsDay(ts.Unix() + 86399)
		if day != ts.Unix()/86400 {
			t.Fatalf("%s: day %d", ts, day)
		}
		monday := mainapi.PointsWeekStart(day)
		m := time.Unix(monday*86400, 0).UTC()
		if m.Weekday() != time.Monday || day-monday < 0 || day-monday > 6 {
			t.Fatalf("%s: week starts %s", ts, m)
		}
		y, w := ts.ISOWeek()
		if id := mainapi.PointsWeekID(monday); id != time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC).Format("2006")+"-W"+twoDigits(w) {
			t.Fatalf("%s: week %s, ISO %d-%d", ts, id, y, w)
		}
		id, start, end := mainapi.PointsSeason(day)
		q := (int(ts.Month())-1)/3 + 1
		from := time.Date(ts.Year(), time.Month(3*q-2), 1, 0, 0, 0, 0, time.UTC)
		if id != ts.Format("2006")+"-Q"+string(rune('0'+q)) || start != from.Unix()/86400 || end != from.AddDate(0, 3, 0).Unix()/86400 {
			t.Fatalf("%s: season %s [%d, %d)", ts, id, start, end)
		}
	}
	if mainapi.PointsDay(-1) != -1 || mainapi.PointsWeekStart(0) != -3 {
		t.Errorf("day of -1 = %d, week of day 0 (a Thursday) = %d", mainapi.PointsDay(-1), mainapi.PointsWeekStart(0))
	}
}

func twoDigits(n int) string { return string([]byte{byte('0' + n/10), byte('0' + n%10)}) }

// TestSwapPoints: the rule's values at its edges (minimum, boost steps,
// cap, rounding down) and the leagues' and referral rounding.
func TestSwapPoints(t *testing.T) {
	for _, c := range []struct {
		usd  string
		cats int64
		want int64
	}{
		{"0", 0, 10}, {"0.5", 3, 13}, {"1", 0, 10}, {"1.05", 0, 10}, {"1.1", 0, 11}, {"100", 1, 1100}, {"100", 5, 1500},
		{"100", 9, 1500}, {"123.456789", 2, 1481}, {"0.000001", 5, 15},
	} {
		if got := mainapi.SwapPoints(decimal.RequireFromString(c.usd), c.cats); got != c.want {
			t.Errorf("SwapPoints(%s, %d) = %d, want %d", c.usd, c.cats, got, c.want)
		}
	}
	for pts, want := range map[int64]int{0: -1, 1: 0, 4_999: 0, 5_000: 1, 499_999: 3, 500_000: 4, 1 << 40: 4} {
		if got := mainapi.LeagueOf(pts); got != want {
			t.Errorf("LeagueOf(%d) = %d, want %d", pts, got, want)
		}
	}
	if mainapi.ReferralPoints(19) != 1 || mainapi.ReferralPoints(9) != 0 {
		t.Error("referral points do not round down")
	}
}
