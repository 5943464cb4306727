package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
)

const cron = "public, max-age=30, s-maxage=30, stale-while-revalidate=90"

// sumUsd adds the API Usd strings of key over list.
func sumUsd(t *testing.T, list []map[string]any, key string) decimal.Decimal {
	t.Helper()
	sum := decimal.Zero
	for _, it := range list {
		s, _ := it[key].(string)
		d, err := decimal.NewFromString(s)
		if err != nil {
			t.Fatalf("%s = %#v", key, it[key])
		}
		sum = sum.Add(d)
	}
	return sum
}

// query appends the non-empty parameters given as name, value pairs.
func query(path string, kv ...string) string {
	sep := "?"
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i+1] != "" {
			path += sep + kv[i] + "=" + kv[i+1]
			sep = "&"
		}
	}
	return path
}

func TestAnalyticsRoutes(t *testing.T) {
	sc := newIndexedScenario(t)
	headHour := sc.head / 3600

	t.Run("overview", func(t *testing.T) {
		for _, w := range []struct {
			window string
			from   int64
		}{{"", headHour - 23}, {"24h", headHour - 23}, {"7d", headHour - 167}, {"30d", headHour - 719}, {"all", 0}} {
			m := sc.getJSON(t, query("/analytics/overview", "window", w.window), block)
			shape(t, "overview", m, map[string]string{"totals": "object"}, nil)
			totals := m["totals"].(map[string]any)
			shape(t, "totals", totals, map[string]string{"tvlUsd": "usd", "volumeUsd": "usd", "feesUsd": "usd"}, nil)
			sameUsd(t, w.window+" volumeUsd", totals["volumeUsd"], sc.scalar(t,
				`SELECT coalesce(sum(volume_usd), 0)::text FROM stats_hours WHERE hour BETWEEN $1 AND $2`, w.from, headHour))
			sameUsd(t, w.window+" feesUsd", totals["feesUsd"], sc.scalar(t,
				`SELECT coalesce(sum(fees_usd), 0)::text FROM stats_hours WHERE hour BETWEEN $1 AND $2`, w.from, headHour))
			// Live: the own pools' reserves priced at the head, whatever the window.
			sameUsd(t, w.window+" tvlUsd", totals["tvlUsd"], sc.scalar(t,
				`SELECT sum(pair_amounts_usd(token0, token1, reserve0, reserve1, (SELECT number FROM chain_head), 1000))::text
				 FROM pools WHERE own`))
			if totals["volumeUsd"] == "0" || totals["tvlUsd"] == "0" {
				t.Errorf("%s: totals %v", w.window, totals)
			}
		}
		// The volume equals the FeeRouter trades' USD (spec 6 rule 3).
		m := sc.getJSON(t, "/analytics/overview?window=all&rank=volume", block)
		sameUsd(t, "all volumeUsd", m["totals"].(map[string]any)["volumeUsd"], sc.scalar(t,
			`SELECT sum(usd_value)::text FROM trades WHERE source = 'router'`))
		check(t, sc.get("/analytics/overview?window=1h"), want{status: 400, body: `{"error":"invalid window"}`, headers: errorHeaders()})
		check(t, sc.get("/analytics/overview?rank=fees"), want{status: 400, body: `{"error":"invalid rank"}`, headers: errorHeaders()})
	})

	t.Run("stats series", func(t *testing.T) {
		for _, tc := range []struct {
			metric, rng string
			hours       int64
		}{{"tvl", "", 720}, {"volume", "24h", 24}, {"fees", "7d", 168}, {"tvl", "24h", 24}} {
			path := query("/stats/series", "metric", tc.metric, "range", tc.rng)
			m := sc.getJSON(t, path, block)
			shape(t, path, m, map[string]string{"buckets": "array", "changePct": "number|null"}, nil)
			list := items(t, m, "buckets")
			if int64(len(list)) != tc.hours {
				t.Fatalf("%s: %d buckets, want %d", path, len(list), tc.hours)
			}
			for i, b := range list {
				shape(t, fmt.Sprintf("%s buckets[%d]", path, i), b, map[string]string{"t": "int", "value": "usd"}, nil)
				if want := float64((headHour - tc.hours + 1 + int64(i)) * 3600); b["t"] != want {
					t.Errorf("%s: buckets[%d].t = %v, want %v", path, i, b["t"], want)
				}
			}
			last := list[len(list)-1]
			switch tc.metric {
			case "tvl":
				sameUsd(t, path+" last tvl", last["value"], sc.scalar(t, `SELECT tvl_usd::text FROM stats_hours ORDER BY hour DESC LIMIT 1`))
				if m["changePct"] == nil {
					t.Errorf("%s: changePct null with a TVL", path)
				}
			default:
				col := tc.metric + "_usd"
				got := sumUsd(t, list, "value")
				want := decimal.RequireFromString(sc.scalar(t, `SELECT coalesce(sum(`+col+`), 0)::text FROM stats_hours
					WHERE hour BETWEEN $1 AND $2`, headHour-tc.hours+1, headHour))
				if !got.Equal(want) || got.IsZero() {
					t.Errorf("%s: sum %s, want %s", path, got, want)
				}
			}
		}
		check(t, sc.get("/stats/series?metric=trades"), want{status: 400, body: `{"error":"invalid metric"}`, headers: errorHeaders()})
		check(t, sc.get("/stats/series?range=1y"), want{status: 400, body: `{"error":"invalid range"}`, headers: errorHeaders()})
	})

	revenueFields := map[string]string{"t": "int", "total": "usd", "lp": "usd", "creator": "usd", "staking": "usd",
		"rakeback": "usd", "buybackBurn": "usd"}
	t.Run("revenue series", func(t *testing.T) {
		for _, tc := range []struct {
			rng, bucket string
			n           int
		}{{"", "", 30}, {"7d", "day", 7}, {"90d", "day", 90}, {"1y", "day", 365}, {"30d", "epoch", 0}, {"1y", "epoch", 0}} {
			path := query("/analytics/revenue/series", "range", tc.rng, "bucket", tc.bucket)
			m := sc.getJSON(t, path, block)
			shape(t, path, m, map[string]string{"bucket": "string", "buckets": "array"}, nil)
			kind := tc.bucket
			if kind == "" {
				kind = "day"
			}
			if m["bucket"] != kind {
				t.Errorf("%s: bucket = %v", path, m["bucket"])
			}
			list := items(t, m, "buckets")
			var step, lastT int64 = 86400, wire.DayStart(wire.DayOf(sc.head))
			if kind == "epoch" {
				step, lastT = 604800, wire.EpochStart(wire.EpochOf(sc.head))
			}
			if tc.n > 0 && len(list) != tc.n {
				t.Errorf("%s: %d buckets, want %d", path, len(list), tc.n)
			}
			for i, b := range list {
				shape(t, fmt.Sprintf("%s buckets[%d]", path, i), b, revenueFields, nil)
				if want := float64(lastT - int64(len(list)-1-i)*step); b["t"] != want {
					t.Errorf("%s: buckets[%d].t = %v, want %v", path, i, b["t"], want)
				}
			}
			for _, leg := range []struct{ key, col string }{{"total", "total_usd"}, {"lp", "lp_usd"}, {"creator", "creator_usd"},
				{"staking", "staking_usd"}, {"rakeback", "rakeback_usd"}, {"buybackBurn", "buyback_burn_usd"}} {
				got := sumUsd(t, list, leg.key)
				want := decimal.RequireFromString(sc.scalar(t, `SELECT coalesce(sum(`+leg.col+`), 0)::text FROM revenue_buckets WHERE bucket = $1`, kind))
				if !got.Equal(want) {
					t.Errorf("%s: sum of %s %s, want %s", path, leg.key, got, want)
				}
			}
			if sumUsd(t, list, "lp").IsZero() || sumUsd(t, list, "buybackBurn").IsZero() {
				t.Errorf("%s: no lp or buyback revenue", path)
			}
		}
		check(t, sc.get("/analytics/revenue/series?range=24h"), want{status: 400, body: `{"error":"invalid range"}`, headers: errorHeaders()})
		check(t, sc.get("/analytics/revenue/series?bucket=week"), want{status: 400, body: `{"error":"invalid bucket"}`, headers: errorHeaders()})
	})

	t.Run("revshare and creator fees", func(t *testing.T) {
		// revshare is what NeoStaking spread over its stakers
		// (staking_revshare), not the staking leg of the revenue
		// buckets, which includes what it forwarded to the treasury.
		for _, tc := range []struct{ route, sum string }{
			{"revshare", `SELECT coalesce(sum(usd), 0)::text FROM staking_revshare WHERE bucket = $1`},
			{"creator-fees", `SELECT coalesce(sum(creator_usd), 0)::text FROM revenue_buckets WHERE bucket = $1`},
		} {
			for _, kind := range []string{"day", "epoch"} {
				path := "/analytics/" + tc.route + "/series?range=90d&bucket=" + kind
				m := sc.getJSON(t, path, block)
				shape(t, path, m, map[string]string{"bucket": "string", "buckets": "array"}, nil)
				list := items(t, m, "buckets")
				if m["bucket"] != kind || len(list) == 0 || (kind == "day" && len(list) != 90) {
					t.Errorf("%s: bucket %v, %d buckets", path, m["bucket"], len(list))
				}
				for i, b := range list {
					shape(t, fmt.Sprintf("%s buckets[%d]", path, i), b, map[string]string{"t": "int", "value": "usd"}, nil)
				}
				want := decimal.RequireFromString(sc.scalar(t, tc.sum, kind))
				if got := sumUsd(t, list, "value"); !got.Equal(want) {
					t.Errorf("%s: sum %s, want %s", path, got, want)
				}
			}
			check(t, sc.get("/analytics/"+tc.route+"/series?range=2y"), want{status: 400, body: `{"error":"invalid range"}`, headers: errorHeaders()})
		}
	})

	t.Run("breakdown", func(t *testing.T) {
		m := sc.getJSON(t, "/analytics/breakdown", cron)
		shape(t, "breakdown", m, map[string]string{"rakebackAccruedUsd": "usd", "revshareToStakersUsd": "usd", "creatorPayoutsUsd": "usd"}, nil)
		sameUsd(t, "rakebackAccruedUsd", m["rakebackAccruedUsd"], sc.scalar(t, `SELECT rakeback_usd::text FROM revenue_totals`))
		sameUsd(t, "revshareToStakersUsd", m["revshareToStakersUsd"], sc.scalar(t,
			`SELECT coalesce((SELECT usd FROM staking_revshare WHERE bucket = 'all'), 0)::text`))
		sameUsd(t, "creatorPayoutsUsd", m["creatorPayoutsUsd"], sc.scalar(t, `SELECT creator_usd::text FROM revenue_totals`))
		rec := sc.get("/analytics/breakdown")
		check(t, sc.get("/analytics/breakdown", "If-None-Match: "+rec.Header().Get("ETag")), want{status: 304,
			headers: map[string]string{"Cache-Control": cron, "ETag": rec.Header().Get("ETag")}})
	})
}

// TestAnalyticsEmpty: before the indexer has state, the analytics routes
// answer their populated shape with zeros.
func TestAnalyticsEmpty(t *testing.T) {
	h := newHarness(t, nil)
	check(t, h.get("/analytics/overview"), want{status: 200, body: `{"totals":{"tvlUsd":"0","volumeUsd":"0","feesUsd":"0"}}`,
		headers: map[string]string{"Cache-Control": block}})
	check(t, h.get("/analytics/breakdown"), want{status: 200, body: `{"rakebackAccruedUsd":"0","revshareToStakersUsd":"0","creatorPayoutsUsd":"0"}`,
		headers: map[string]string{"Cache-Control": cron}})
	// t0 is Wednesday 2026-11-25 12:00 UTC: epochs start on Sundays.
	check(t, h.get("/analytics/creator-fees/series?range=7d&bucket=epoch"), want{status: 200,
		body: `{"bucket":"epoch","buckets":[{"t":1794700800,"value":"0"},{"t":1795305600,"value":"0"}]}`})
	check(t, h.get("/tokens"), want{status: 200, body: `{"tokens":[],"generatedAt":"2026-11-25T12:00:00.000Z"}`})
}
