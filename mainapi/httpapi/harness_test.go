package httpapi_test

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// clock is a settable time source for the router (rate limits, head lag).
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

var t0 = time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)

// testConfig is the configuration tests start from: every convention on,
// a head read per request, no rate limit (tests that want one set it).
func testConfig() mainapi.Config {
	return mainapi.Config{
		ChainID:            1,
		Service:            "mainapi",
		AppOrigin:          "https://app.example",
		CursorSecret:       "test secret",
		HeavyMaxInFlight:   1,
		MaxHeadLag:         time.Minute,
		ResponseCacheBytes: 1 << 20,
	}
}

type harness struct {
	t     testing.TB
	db    *postgres.DB
	clock *clock
	deps  httpapi.Deps
	h     http.Handler
}

// newHarness builds the real router over a fresh database; edit adjusts
// the deps, extra adds test routes.
func newHarness(t testing.TB, edit func(*httpapi.Deps), extra ...*httpapi.Route) *harness {
	t.Helper()
	h := &harness{t: t, db: pgtest.New(t), clock: &clock{t: t0}}
	h.deps = httpapi.Deps{DB: h.db, Config: testConfig(), Now: h.clock.Now, Logger: slog.New(slog.DiscardHandler)}
	if edit != nil {
		edit(&h.deps)
	}
	h.h = httpapi.NewRouterWith(h.deps, extra...)
	return h
}

// get sends a GET from 192.0.2.1 with headers given as "Name: value".
func (h *harness) get(path string, headers ...string) *httptest.ResponseRecorder {
	h.t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.RemoteAddr = "192.0.2.1:1234"
	for _, kv := range headers {
		k, v, _ := strings.Cut(kv, ":")
		req.Header.Add(k, strings.TrimSpace(v))
	}
	return h.do(req)
}

func (h *harness) do(req *http.Request) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.h.ServeHTTP(rec, req)
	return rec
}

// setHead writes the indexer's head row as the indexer does.
func (h *harness) setHead(number uint64, hash wire.Hash, ts time.Time) {
	h.t.Helper()
	_, err := h.db.Pool.Exec(context.Background(), `
		INSERT INTO chain_head (number, hash, timestamp) VALUES ($1, $2, $3)
		ON CONFLICT (singleton) DO UPDATE SET number = EXCLUDED.number, hash = EXCLUDED.hash, timestamp = EXCLUDED.timestamp`,
		int64(number), hash.Bytes(), ts.Unix())
	if err != nil {
		h.t.Fatal(err)
	}
}

func (h *harness) exec(sql string, args ...any) {
	h.t.Helper()
	if _, err := h.db.Pool.Exec(context.Background(), sql, args...); err != nil {
		h.t.Fatal(err)
	}
}

// trackExamplePair stores the pair the route examples of /openapi.json name
// (0x…b1, tokens 0x…c1 and 0x…c2) as a tracked pool with no activity: the
// pair routes answer 404 for an untracked pair.
func (h *harness) trackExamplePair() {
	h.t.Helper()
	h.exec(`INSERT INTO pools (pair, factory, token0, token1, own, created_block, reserve0, reserve1, last_updated, last_block)
		VALUES (decode(lpad('b1', 40, '0'), 'hex'), '\x00', decode(lpad('c1', 40, '0'), 'hex'), decode(lpad('c2', 40, '0'), 'hex'), true, 0, 0, 0, 0, 0)`)
}

// want is the expected answer: status, exact body, and headers that must
// hold these exact values ("" means absent).
type want struct {
	status  int
	body    string
	headers map[string]string
}

func check(t testing.TB, rec *httptest.ResponseRecorder, w want) {
	t.Helper()
	if rec.Code != w.status {
		t.Errorf("status = %d, want %d (body %s)", rec.Code, w.status, rec.Body)
	}
	if got := rec.Body.String(); got != w.body {
		t.Errorf("body = %s\nwant   %s", got, w.body)
	}
	for k, v := range w.headers {
		if got := rec.Header().Get(k); got != v {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
}

// errorHeaders are the headers of every error answer.
func errorHeaders(extra ...string) map[string]string {
	m := map[string]string{"Cache-Control": "no-store", "ETag": "", "Content-Type": "application/json; charset=utf-8"}
	for i := 0; i+1 < len(extra); i += 2 {
		m[extra[i]] = extra[i+1]
	}
	return m
}

const (
	block    = "public, max-age=3, s-maxage=3, stale-while-revalidate=9"
	heart    = "public, max-age=1, s-maxage=1, stale-while-revalidate=9"
	static   = "public, max-age=300, s-maxage=300, stale-while-revalidate=900"
	private  = "private, no-store"
	wallet1  = "0x00000000000000000000000000000000000000a1"
	hashHex  = "0x1111111111111111222222222222222233333333333333334444444444444444"
	hashHex2 = "0xabcdef0123456789000000000000000000000000000000000000000000000000"
)

func mustPrefixes(t testing.TB, ss ...string) []netip.Prefix {
	t.Helper()
	var out []netip.Prefix
	for _, s := range ss {
		if p, err := netip.ParsePrefix(s); err == nil {
			out = append(out, p)
			continue
		}
		a := netip.MustParseAddr(s)
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out
}

// indexerOf is indexertest.Open with the follower's default finality
// depth (6) of these tests.
func indexerOf(t testing.TB, env *chaintest.Env, db *postgres.DB) (*postgres.Writer, *indexer.Indexer, *ethrpc.Source) {
	t.Helper()
	return indexertest.Open(t, env, db, 6)
}
