package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
)

const pointsKeys = "address,league,nextDropAt,nextLeague,publishedAt,rank,refereeCount,referral,referralPoints,season,seasonPoints,totalPoints,weekPoints"

type pointsT struct {
	Address        string `json:"address"`
	TotalPoints    int64  `json:"totalPoints"`
	Rank           *int64 `json:"rank"`
	SeasonPoints   int64  `json:"seasonPoints"`
	WeekPoints     int64  `json:"weekPoints"`
	ReferralPoints int64  `json:"referralPoints"`
	RefereeCount   int64  `json:"refereeCount"`
	League         *struct {
		Name string `json:"name"`
	} `json:"league"`
	Referral struct {
		CanBind  bool    `json:"canBind"`
		Reason   *string `json:"reason"`
		Referrer *string `json:"referrer"`
	} `json:"referral"`
	PublishedAt *int64 `json:"publishedAt"`
	NextDropAt  *int64 `json:"nextDropAt"`
}

type leaderboardT struct {
	Items []struct {
		Rank           int64  `json:"rank"`
		Address        string `json:"address"`
		TotalPoints    int64  `json:"totalPoints"`
		ReferralPoints int64  `json:"referralPoints"`
	} `json:"items"`
	NextCursor *string `json:"nextCursor"`
	HasMore    bool    `json:"hasMore"`
}

// pointsScenario is the real router over a database the real indexer
// fills from a devnet, block by block.
type pointsScenario struct {
	t     *testing.T
	h     *harness
	env   *chaintest.Env
	index func() uint64
}

func (sc *pointsScenario) trade(rounds int, seed uint64) {
	sc.t.Helper()
	if _, err := sim.Run(context.Background(), sim.Config{
		Backend: sc.env.Backend.Client(), Deployment: sc.env.Deployment, Traders: sc.env.Accounts[1:6],
		Commit: func() { sc.env.Commit() }, TradesPerBlock: 4, Interval: -1, Rounds: rounds, LaunchShare: -1,
		FarmShare: -1, StakeShare: -1, Seed: seed, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	}); err != nil {
		sc.t.Fatal(err)
	}
}

// points fetches /points/{a}: a BLOCK answer with a content ETag that
// answers 304, the documented keys and wire kinds.
func (sc *pointsScenario) points(a common.Address) pointsT {
	sc.t.Helper()
	path := "/points/" + strings.ToLower(a.Hex())
	rec := sc.h.get(path)
	if rec.Code != http.StatusOK || rec.Header().Get("Cache-Control") != block {
		sc.t.Fatalf("%s: %d %s, Cache-Control %q", path, rec.Code, rec.Body, rec.Header().Get("Cache-Control"))
	}
	etag := rec.Header().Get("ETag")
	if !strings.HasPrefix(etag, `W/"c`) {
		sc.t.Errorf("%s: ETag %q", path, etag)
	}
	if r := sc.h.get(path, "If-None-Match: "+etag); r.Code != http.StatusNotModified || r.Body.Len() != 0 {
		sc.t.Errorf("%s If-None-Match: %d %q", path, r.Code, r.Body)
	}
	if k := keysOf(sc.t, rec.Body.Bytes()); k != pointsKeys {
		sc.t.Errorf("%s keys %s", path, k)
	}
	var obj map[string]json.RawMessage
	_ = json.Unmarshal(rec.Body.Bytes(), &obj)
	checkKinds(sc.t, obj, map[string]string{"address": "string", "totalPoints": "number", "rank": "number|null",
		"seasonPoints": "number", "weekPoints": "number", "referralPoints": "number", "refereeCount": "number",
		"league": "object|null", "nextLeague": "object|null", "referral": "object", "season": "object",
		"publishedAt": "number|null", "nextDropAt": "number|null"})
	var ref map[string]json.RawMessage
	_ = json.Unmarshal(obj["referral"], &ref)
	checkKinds(sc.t, ref, map[string]string{"canBind": "bool", "reason": "string|null", "referrer": "string|null"})
	var p pointsT
	if err := json.Unmarshal(rec.Body.Bytes(), &p); err != nil {
		sc.t.Fatal(err)
	}
	return p
}

func (sc *pointsScenario) leaderboard(path string) leaderboardT {
	sc.t.Helper()
	rec := sc.h.get(path)
	if rec.Code != http.StatusOK || rec.Header().Get("Cache-Control") != block {
		sc.t.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
	}
	if k := keysOf(sc.t, rec.Body.Bytes()); k != "hasMore,items,nextCursor,publishedAt" {
		sc.t.Errorf("%s keys %s", path, k)
	}
	var lb leaderboardT
	if err := json.Unmarshal(rec.Body.Bytes(), &lb); err != nil {
		sc.t.Fatal(err)
	}
	return lb
}

func (sc *pointsScenario) sum(q string, args ...any) int64 {
	sc.t.Helper()
	var n int64
	if err := sc.h.db.Pool.QueryRow(context.Background(), q, args...).Scan(&n); err != nil {
		sc.t.Fatalf("%s: %v", q, err)
	}
	return n
}

// TestPointsRoutes: the points routes over a devnet indexed by the real
// indexer. Before any block: zeros, null rank and drop, a referral can
// bind. After a day of trading nothing is published (the traders are
// active: no referral binds them); after the head crosses 00:00 UTC the
// day's points are published: a trader's totalPoints is its day's points,
// its rank and the leaderboard's order follow them, season and week points
// hold them, the league follows. Referral bindings (as the attribute route
// writes them) give the referrer 10% of its referees' published points,
// beside totalPoints and the rank, and mark the referee already bound.
// Then the leaderboard pages with ties, the rules, weeks, leagues, fees
// and a pair's points, and the errors.
func TestPointsRoutes(t *testing.T) {
	env := chaintest.New(t)
	h := newHarness(t, func(d *httpapi.Deps) {
		f := env.Deployment.File()
		d.Deployment = &f
	})
	_, ix, src := indexerOf(t, env, h.db)
	sc := &pointsScenario{t: t, h: h, env: env, index: indexertest.BlockByBlock(t, env, ix, src)}
	acct := func(i int) common.Address { return env.Accounts[i].Address }

	p := sc.points(acct(1))
	if p.TotalPoints != 0 || p.Rank != nil || p.PublishedAt != nil || !p.Referral.CanBind || p.Referral.Reason != nil ||
		p.League != nil || p.Address != strings.ToLower(acct(1).Hex()) {
		t.Errorf("before any block: %+v", p)
	}

	// A day of trading, far from its end.
	if now := int64(env.Head(t).Time); now%86400 > 20*3600 {
		env.AdjustTime(t, 5*time.Hour)
	}
	sc.trade(6, 71)
	sc.index()
	day := int64(env.Head(t).Time) / 86400
	p = sc.points(acct(1))
	if p.TotalPoints != 0 || p.Rank != nil || p.Referral.CanBind || p.Referral.Reason == nil || *p.Referral.Reason != "active" ||
		p.PublishedAt == nil || *p.PublishedAt != day*86400 || *p.NextDropAt != (day+1)*86400 {
		t.Errorf("before the drop: %+v", p)
	}
	if sc.sum(`SELECT count(*) FROM points_daily WHERE wallet = $1`, acct(1).Bytes()) == 0 {
		t.Fatal("account 1 scored nothing: the scenario needs its swaps")
	}
	if lb := sc.leaderboard("/points/leaderboard"); len(lb.Items) != 0 || lb.HasMore || lb.NextCursor != nil {
		t.Errorf("leaderboard before the drop: %+v", lb)
	}

	// The drop.
	now := int64(env.Head(t).Time)
	env.AdjustTime(t, time.Duration((now/86400+1)*86400+60-now)*time.Second)
	sc.trade(2, 72)
	sc.index()
	totals := map[common.Address]int64{}
	for i := 1; i <= 5; i++ {
		totals[acct(i)] = sc.sum(`SELECT coalesce(sum(points), 0)::bigint FROM points_daily WHERE wallet = $1 AND day = $2`, acct(i).Bytes(), day)
	}
	for i := 1; i <= 5; i++ {
		p := sc.points(acct(i))
		rank := int64(1)
		for _, o := range totals {
			if o > totals[acct(i)] {
				rank++
			}
		}
		if p.TotalPoints != totals[acct(i)] || p.Rank == nil || *p.Rank != rank || p.SeasonPoints != p.TotalPoints ||
			p.ReferralPoints != 0 || p.League == nil {
			t.Errorf("account %d after the drop: %+v, want %d points, rank %d", i, p, totals[acct(i)], rank)
		}
		if (p.WeekPoints == p.TotalPoints) != ((day+3)%7 != 6) { // a drop on Monday starts a new week
			t.Errorf("account %d: week points %d of %d on day %d", i, p.WeekPoints, p.TotalPoints, day)
		}
	}

	// Referrals, written as POST /referrals/attribute writes them.
	bind := func(referee, referrer common.Address) {
		h.exec(`INSERT INTO referral_bindings (referee, referrer, signature) VALUES ($1, $2, '\x00')`, referee.Bytes(), referrer.Bytes())
	}
	bind(acct(2), acct(7))
	bind(acct(3), acct(1))
	bind(acct(4), acct(1))
	p = sc.points(acct(7))
	if p.TotalPoints != 0 || p.Rank != nil || p.ReferralPoints != totals[acct(2)]/10 || p.RefereeCount != 1 || !p.Referral.CanBind {
		t.Errorf("referrer without swaps: %+v, want referral points %d", p, totals[acct(2)]/10)
	}
	p = sc.points(acct(2))
	if p.Referral.CanBind || p.Referral.Reason == nil || *p.Referral.Reason != "already_bound" || p.Referral.Referrer == nil ||
		*p.Referral.Referrer != strings.ToLower(acct(7).Hex()) {
		t.Errorf("bound referee: %+v", p.Referral)
	}
	p = sc.points(acct(1))
	if want := (totals[acct(3)] + totals[acct(4)]) / 10; p.ReferralPoints != want || p.RefereeCount != 2 || p.TotalPoints != totals[acct(1)] {
		t.Errorf("referrer: %+v, want referral points %d beside %d", p, want, totals[acct(1)])
	}
	sc.referrals(acct(1), nil, 2, (totals[acct(3)]+totals[acct(4)])/10)
	sc.referrals(acct(2), ptr(acct(7)), 0, 0)
	sc.referrals(acct(9), nil, 0, 0)
	check(t, h.get("/referrals/0x12"), want{status: 400, body: `{"error":"invalid address"}`, headers: errorHeaders()})
	lb := sc.leaderboard("/points/leaderboard")
	if len(lb.Items) != 5 || lb.HasMore || lb.NextCursor != nil {
		t.Fatalf("leaderboard: %+v", lb)
	}
	for i, it := range lb.Items {
		a := common.HexToAddress(it.Address)
		if it.TotalPoints != totals[a] || (i > 0 && it.TotalPoints > lb.Items[i-1].TotalPoints) || it.Rank != *sc.points(a).Rank {
			t.Errorf("leaderboard row %d: %+v", i, it)
		}
		if a == acct(1) && it.ReferralPoints != (totals[acct(3)]+totals[acct(4)])/10 {
			t.Errorf("leaderboard row of the referrer: %+v", it)
		}
	}

	// Paging with ties: 120 more wallets, three to a score.
	for i := range 120 {
		w := common.HexToAddress(fmt.Sprintf("0x%040x", 0xb000+i))
		h.exec(`INSERT INTO points_totals (wallet, points) VALUES ($1, $2)`, w.Bytes(), int64(1_000_000+i/3))
	}
	var all []int64
	var ranks []int64
	path, pages := "/points/leaderboard", 0
	for {
		page := sc.leaderboard(path)
		pages++
		for _, it := range page.Items {
			all, ranks = append(all, it.TotalPoints), append(ranks, it.Rank)
		}
		if !page.HasMore {
			break
		}
		path = "/points/leaderboard?cursor=" + *page.NextCursor
	}
	if pages != 3 || len(all) != 125 {
		t.Fatalf("%d pages, %d rows", pages, len(all))
	}
	for i := range all {
		want := int64(i + 1)
		if i > 0 && all[i] == all[i-1] {
			want = ranks[i-1]
		}
		if ranks[i] != want || (i > 0 && all[i] > all[i-1]) {
			t.Errorf("row %d: %d points rank %d, want rank %d", i, all[i], ranks[i], want)
		}
	}
	if ranks[3] != 4 || ranks[4] != 4 || ranks[5] != 4 || ranks[6] != 7 {
		t.Errorf("tied ranks %v", ranks[:8])
	}
	check(t, h.get("/points/leaderboard?cursor=AAAA.BBBB"), want{status: 403, body: `{"error":"invalid cursor"}`, headers: errorHeaders()})
	check(t, h.get("/points/nope"), want{status: 400, body: `{"error":"invalid address"}`, headers: errorHeaders()})

	// Rules, weeks, leagues.
	rec := h.get("/points/rules")
	if rec.Code != 200 || rec.Header().Get("Cache-Control") != static || !strings.Contains(rec.Body.String(), `"pointsPerUsd":10`) {
		t.Errorf("/points/rules: %d %s", rec.Code, rec.Body)
	}
	rec = h.get("/points/weeks")
	var weeks struct {
		Season struct {
			ID    string `json:"id"`
			Start int64  `json:"start"`
		} `json:"season"`
		Weeks []struct {
			Start    int64 `json:"start"`
			Points   int64 `json:"points"`
			Swaps    int64 `json:"swaps"`
			Complete bool  `json:"complete"`
		} `json:"weeks"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &weeks); err != nil || rec.Header().Get("Cache-Control") != cron || len(weeks.Weeks) == 0 {
		t.Fatalf("/points/weeks: %d %s", rec.Code, rec.Body)
	}
	var weekPts, weekSwaps int64
	for _, w := range weeks.Weeks {
		weekPts, weekSwaps = weekPts+w.Points, weekSwaps+w.Swaps
	}
	if want := sc.sum(`SELECT sum(points)::bigint FROM points_daily WHERE day = $1`, day); weekPts != want || weekSwaps == 0 {
		t.Errorf("weeks: %d points over %d swaps, want %d", weekPts, weekSwaps, want)
	}
	if rec := h.get("/points/leagues"); rec.Code != 200 || rec.Header().Get("Cache-Control") != cron ||
		!strings.Contains(rec.Body.String(), `"name":"Bronze","minPoints":1`) || !strings.Contains(rec.Body.String(), weeks.Season.ID) {
		t.Errorf("/points/leagues: %d %s", rec.Code, rec.Body)
	}

	// Fees: the day's FeeRouter fees per fee token.
	rec = h.get("/points/fees")
	var fees struct {
		Bucket  string `json:"bucket"`
		Buckets []struct {
			T     int64 `json:"t"`
			Swaps int64 `json:"swaps"`
			Fees  []struct {
				Token  string `json:"token"`
				Amount string `json:"amount"`
			} `json:"fees"`
		} `json:"buckets"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &fees); err != nil || len(fees.Buckets) != 1 || fees.Buckets[0].T != day*86400 {
		t.Fatalf("/points/fees: %d %s", rec.Code, rec.Body)
	}
	for _, f := range fees.Buckets[0].Fees {
		var want string
		if err := h.db.Pool.QueryRow(context.Background(), `SELECT sum(fee_amount)::text FROM trades WHERE source = 'router'
		    AND fee_amount > 0 AND fee_token = $1 AND timestamp / 86400 = $2`, common.HexToAddress(f.Token).Bytes(), day).Scan(&want); err != nil ||
			f.Amount != want {
			t.Errorf("fees in %s = %s, want %s (%v)", f.Token, f.Amount, want, err)
		}
	}
	if rec := h.get("/points/fees?bucket=week"); rec.Code != 200 || !strings.Contains(rec.Body.String(), `"bucket":"week"`) {
		t.Errorf("/points/fees?bucket=week: %d %s", rec.Code, rec.Body)
	}
	check(t, h.get("/points/fees?bucket=year"), want{status: 400, body: `{"error":"invalid bucket"}`, headers: errorHeaders()})

	// A pair's points: the swaps between its two tokens.
	pair := strings.ToLower(env.Deployment.Pairs["WETH/USDC"].Hex())
	rec = h.get("/points/pair/" + pair)
	var pp struct {
		Pair        string `json:"pair"`
		Token0      string `json:"token0"`
		Token1      string `json:"token1"`
		TotalPoints int64  `json:"totalPoints"`
		Swaps       int64  `json:"swaps"`
		Days        []struct {
			Points int64 `json:"points"`
		} `json:"days"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &pp); err != nil || rec.Code != 200 || pp.Pair != pair {
		t.Fatalf("/points/pair: %d %s", rec.Code, rec.Body)
	}
	wantPts := sc.sum(`SELECT coalesce(sum(points), 0)::bigint FROM points_pair_days WHERE token0 = $1 AND token1 = $2 AND day = $3`,
		common.HexToAddress(pp.Token0).Bytes(), common.HexToAddress(pp.Token1).Bytes(), day)
	if pp.TotalPoints != wantPts || wantPts == 0 || len(pp.Days) != 1 {
		t.Errorf("pair points %+v, want %d", pp, wantPts)
	}
	check(t, h.get("/points/pair/0x00000000000000000000000000000000000000ff"), want{status: 404, body: `{"error":"unknown pair"}`, headers: errorHeaders()})
}

func ptr[T any](v T) *T { return &v }

// referrals fetches /referrals/{a} and checks its shape (spec 4.6) and
// figures: the wallet's referrer (nil: none, boundAt null), its referees
// and their referral points.
func (sc *pointsScenario) referrals(a common.Address, referrer *common.Address, referees, points int64) {
	sc.t.Helper()
	path := "/referrals/" + strings.ToLower(a.Hex())
	rec := sc.h.get(path)
	if rec.Code != http.StatusOK || rec.Header().Get("Cache-Control") != block || !strings.HasPrefix(rec.Header().Get("ETag"), `W/"c`) {
		sc.t.Fatalf("%s: %d %s %v", path, rec.Code, rec.Body, rec.Header())
	}
	if k := keysOf(sc.t, rec.Body.Bytes()); k != "address,boundAt,generatedAt,refereeCount,referralPoints,referralPointsDisplay,referrer" {
		sc.t.Errorf("%s keys %s", path, k)
	}
	var obj map[string]json.RawMessage
	_ = json.Unmarshal(rec.Body.Bytes(), &obj)
	checkKinds(sc.t, obj, map[string]string{"address": "string", "referrer": "string|null", "boundAt": "string|null",
		"refereeCount": "number", "referralPoints": "number", "referralPointsDisplay": "string", "generatedAt": "string"})
	var b struct {
		Referrer              *string `json:"referrer"`
		BoundAt               *string `json:"boundAt"`
		RefereeCount          int64   `json:"refereeCount"`
		ReferralPoints        int64   `json:"referralPoints"`
		ReferralPointsDisplay string  `json:"referralPointsDisplay"`
		GeneratedAt           string  `json:"generatedAt"`
	}
	_ = json.Unmarshal(rec.Body.Bytes(), &b)
	if (referrer == nil) != (b.Referrer == nil) || (referrer != nil && *b.Referrer != strings.ToLower(referrer.Hex())) ||
		(b.BoundAt == nil) != (referrer == nil) || b.RefereeCount != referees || b.ReferralPoints != points {
		sc.t.Errorf("%s = %s, want referrer %v, %d referees, %d points", path, rec.Body, referrer, referees, points)
	}
	if b.BoundAt != nil {
		if _, err := time.Parse(time.RFC3339Nano, *b.BoundAt); err != nil {
			sc.t.Errorf("boundAt %q: %v", *b.BoundAt, err)
		}
	}
	if _, err := time.Parse(time.RFC3339Nano, b.GeneratedAt); err != nil {
		sc.t.Errorf("generatedAt %q: %v", b.GeneratedAt, err)
	}
	if d := b.ReferralPointsDisplay; strings.ReplaceAll(d, ",", "") != fmt.Sprint(points) ||
		(points >= 1000 && !strings.Contains(d, ",")) || (points < 1000 && strings.Contains(d, ",")) {
		sc.t.Errorf("referralPointsDisplay %q of %d", d, points)
	}
}
