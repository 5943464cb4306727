// Package httpapi is funbackend's HTTP surface under the base path
// /backend-fun/<chain-slug>: the gin router, middleware and handlers.
package httpapi

import (
	"context"
	"crypto/rand"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/apiref"
	"github.com/neoswap/neoswap/common/metrics"

	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
	"github.com/neoswap/neoswap/funbackend/stream"
)

// Store is every read and write of the handlers: the union of the route
// groups' interfaces, each declared beside its handlers. *sqlite.DB
// implements it (asserted in cmd/funbackend).
type Store interface {
	CoinReader
	VenueReader
	WalletReader
	HealthReader
	IntentStore
	ModerationStore
	ImageReader
	CardReader
}

// CurveReader reads live curve state (a failed read is Read's own
// zero-state answer); *chain.Curves implements it.
type CurveReader interface {
	Read(ctx context.Context, token common.Address) chain.Read
}

// Deps are what the handlers need. Only BasePath is required: without DB
// only /health/live is served; without Curve the service runs pre-curve
// (spec 4.2: /config neofunEnabled false, /health mode pre-curve).
type Deps struct {
	BasePath string
	Commit   string
	Logger   *slog.Logger // nil: slog.Default
	Build    Build

	DB      Store
	ChainID uint64
	// Curve is the LaunchpadCurve proxy; zero means pre-curve.
	Curve common.Address
	// Addresses are /config's addresses from the deployment file.
	Addresses Addresses
	// Wiring returns the curve's wiring once read after boot (ok false before).
	Wiring func() (chain.Wiring, bool)
	// Nonces reads creators' launch nonces (POST /intents, pending rows);
	// nil: intents answer 503 venue not live and pending is empty.
	Nonces NonceReader
	// Signatures checks ERC-1271 signatures of creators with code; nil:
	// POST /intents checks ECDSA (EOA creators) only.
	Signatures SignatureChecker
	// Curves reads live curve state; nil answers curve: null.
	Curves CurveReader
	// Quotes reads lens quotes; nil: quotes answer 502 quote unavailable.
	Quotes QuoteReader
	// Indexer reports the indexer's health; nil with a curve is a wedge.
	Indexer IndexerStatus
	// EthUsd returns the ETH/USD rate and whether it is a real market price
	// (false: the configured fallback).
	EthUsd func() (float64, bool)

	PublicOpen    bool
	LaunchOpensAt *time.Time
	// AppURL prefixes the app links of the graduated feed ("" keeps them relative).
	AppURL string
	// PublicURL prefixes this service's own links (logoUrl); "" keeps them relative.
	PublicURL string
	// CursorKey signs cursors; empty means a random per-process key.
	CursorKey []byte
	Health    HealthLimits
	// Limiter holds the per-IP buckets of spec 8; nil: no limits.
	Limiter *ratelimit.Limiter
	// TrustedProxies (IPs, CIDRs) may set the client IP with
	// X-Forwarded-For; empty: the peer address is the client.
	TrustedProxies []string
	// Keeper graduates Frozen coins; nil or keyless: /health reports it
	// disabled (and missing while a coin is frozen).
	Keeper KeeperStatus
	// Notice is /status's operator notice; nil: null.
	Notice *Notice
	// Stream is the hub behind GET /stream; nil: the route is not served.
	Stream *stream.Hub
	// StreamHeartbeat is the interval of the stream's comment lines (default 15 s).
	StreamHeartbeat time.Duration
	// BodyReadTimeout bounds the time a request body may take to arrive
	// (default DefaultBodyReadTimeout); see limitBody.
	BodyReadTimeout time.Duration
	// AdminToken is the operator credential of /admin/* (Authorization:
	// Bearer <token>); empty disables the group: every /admin route answers
	// 401.
	AdminToken string
	// ImageCDN is the CDN base URL of the image route's redirect branch
	// (no trailing slash); empty: images are served inline.
	ImageCDN string
	// Now is the clock (default time.Now).
	Now func() time.Time
	// Metrics observes every request (common/metrics); nil: none.
	Metrics *metrics.HTTP
}

// Build identifies the running build (GET /version).
type Build struct {
	BuiltAt string
	Dirty   bool
	Branch  string
}

// Addresses are the /config addresses known from the deployment file.
type Addresses struct {
	Lens, WETH, Neo, PveVault common.Address
	// TokenImplementation is the coin template (predicted addresses); zero:
	// the one read from the curve (Wiring).
	TokenImplementation common.Address
}

// HealthLimits are /health's thresholds; zero fields take the defaults.
type HealthLimits struct {
	MaxTickAge   time.Duration // default 30 s: an older last tick answers 503
	MaxLagBlocks uint64        // default 50
	FrozenMax    time.Duration // default 15 min: a coin frozen longer is stuck
	ErrorWindow  time.Duration // default 1 h: indexer errors this recent count
}

type server struct {
	Deps
	log     *slog.Logger
	cursors cursors
	// adminPrefix is the path of the operator group (BasePath + /admin).
	adminPrefix string
	// noStore holds the "METHOD full-path" of the public no-store routes.
	noStore map[string]bool

	cacheMu sync.Mutex
	cache   map[string]cached
	flights map[string]*flight
	metas   metaCache
	// docs are /openapi.json and the /docs page, built once by NewRouter.
	docs referenceBodies
}

// flight is a cached body being computed; done closes when b or err is set.
type flight struct {
	done chan struct{}
	b    body
	err  error
}

type cached struct {
	b       body
	expires time.Time
}

// NewRouter builds the router. Unknown routes answer 404 {error: not
// found}; a panic answers 500 {error: internal error} with no stack.
func NewRouter(d Deps) *gin.Engine {
	if d.Logger == nil {
		d.Logger = slog.Default()
	}
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Commit == "" {
		d.Commit = "unknown"
	}
	if len(d.CursorKey) == 0 {
		d.CursorKey = make([]byte, 32)
		rand.Read(d.CursorKey)
	}
	if d.EthUsd == nil {
		d.EthUsd = func() (float64, bool) { return 0, false }
	}
	if d.StreamHeartbeat <= 0 {
		d.StreamHeartbeat = defaultHeartbeat
	}
	if d.BodyReadTimeout <= 0 {
		d.BodyReadTimeout = DefaultBodyReadTimeout
	}
	d.Health = d.Health.withDefaults()
	d.ImageCDN = strings.TrimRight(d.ImageCDN, "/")
	s := &server{Deps: d, log: d.Logger, cursors: cursors{key: d.CursorKey}, cache: map[string]cached{},
		adminPrefix: strings.TrimRight(d.BasePath, "/") + "/admin", noStore: map[string]bool{}}

	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	// A path is a route or a 404: gin's redirects to the slash-less or
	// case-folded path would answer 301/307 with an HTML body, ahead of
	// every middleware (cache tier, admin gate).
	r.RedirectTrailingSlash = false
	r.RedirectFixedPath = false
	r.ForwardedByClientIP = true
	r.RemoteIPHeaders = []string{"X-Forwarded-For"}
	if err := r.SetTrustedProxies(d.TrustedProxies); err != nil {
		d.Logger.Error("bad trusted proxies; trusting none", "err", err)
		r.SetTrustedProxies(nil)
	}
	if d.Metrics != nil { // first, so it sees every answer
		r.Use(d.Metrics.Middleware())
	}
	r.Use(s.adminNoStore, s.routeNoStore)
	r.Use(gin.CustomRecoveryWithWriter(nil, func(c *gin.Context, err any) {
		d.Logger.Error("panic in handler", "path", c.FullPath(), "err", err)
		writeError(c, http.StatusInternalServerError, errInternalText)
	}))
	r.Use(s.limitBody)
	r.NoRoute(s.adminUnknown, func(c *gin.Context) { writeError(c, http.StatusNotFound, "not found") })
	r.HandleMethodNotAllowed = false

	g := r.Group(d.BasePath)
	// noStore registers a route of spec 8's no-store tier and records it for
	// routeNoStore, so every answer of it is no-store, including those no
	// handler writes (the body limit's 413 by Content-Length, a panic's 500).
	//
	// Every GET route also answers HEAD through the same handlers (RFC 9110
	// 9.3.2: the same status and headers, Content-Length included, and no
	// body, which net/http drops): link checkers, uptime probes and some
	// card scrapers ask HEAD first.
	methods := func(method string) []string {
		if method == http.MethodGet {
			return []string{http.MethodGet, http.MethodHead}
		}
		return []string{method}
	}
	noStore := func(method, path string, handlers ...gin.HandlerFunc) {
		for _, m := range methods(method) {
			s.noStore[m+" "+strings.TrimRight(g.BasePath(), "/")+path] = true
			g.Handle(m, path, handlers...)
		}
	}
	get := func(path string, handlers ...gin.HandlerFunc) {
		for _, m := range methods(http.MethodGet) {
			g.Handle(m, path, handlers...)
		}
	}
	admin := g.Group("/admin", s.adminAuth)
	var registered []route
	for _, rt := range s.routes() {
		if rt.needsDB && d.DB == nil || rt.needsStream && d.Stream == nil {
			continue
		}
		registered = append(registered, rt)
	}
	docs, err := newReferenceBodies(registered, d.BasePath, d.Commit)
	if err != nil {
		panic(err) // the document is a constant of the route table
	}
	s.docs = docs
	for _, rt := range registered {
		var hs []gin.HandlerFunc
		if rt.method == http.MethodPost {
			hs = append(hs, requireJSON) // ahead of the limiter: a cross-site simple POST spends nothing
		}
		if rt.limiter != "" {
			hs = append(hs, s.limit(rt.limiter, rt.refuse))
		}
		if rt.serve != nil {
			hs = append(hs, s.serve(rt.tier, rt.serve))
		} else {
			hs = append(hs, rt.raw)
		}
		switch {
		case rt.admin: // the group's gate; its own method only
			admin.Handle(rt.method, strings.TrimPrefix(rt.path, "/admin"), hs...)
		case rt.noStore:
			noStore(rt.method, rt.path, hs...)
		default:
			get(rt.path, hs...)
		}
	}
	return r
}

// route is one registration: NewRouter registers the table routes()
// returns, in order, and docs/funbackend-api.md is generated from it
// (TestAPIDoc).
type route struct {
	method, path string
	// noStore: spec 8's no-store tier; every answer of the route is
	// no-store, including those no handler writes (routeNoStore). A route
	// that is neither noStore nor admin is a GET.
	noStore bool
	// admin: under /admin, behind the operator gate (adminAuth); only its
	// own method is registered.
	admin bool
	// limiter is the per-IP bucket spent first ("" none); refuse is how an
	// empty bucket answers.
	limiter string
	refuse  refusal
	// serve is a body handler answered through s.serve with tier as the
	// Cache-Control of its 200s; raw (when serve is nil) writes its own
	// answer.
	tier  string
	serve handler
	raw   gin.HandlerFunc
	// needsDB, needsStream: registered only with Deps.DB, Deps.Stream.
	needsDB, needsStream bool
	// summary is the operation's line in /openapi.json; unpublished
	// routes (the reference page and its script) are left out of it, as
	// are the operator routes under /admin.
	summary     string
	unpublished bool
}

// routes is every route of the service, in registration order. Without a
// DB only /health/live and /version are served.
func (s *server) routes() []route {
	type r = route
	db := func(rt route) route { rt.needsDB = true; return rt }
	return []route{
		{method: "GET", path: "/health/live", summary: "liveness: 200 while the process serves", noStore: true, raw: healthLive(s.Commit)},
		{method: "GET", path: "/openapi.json", summary: "this description (OpenAPI 3.0)", raw: s.openAPI},
		{method: "GET", path: "/docs", unpublished: true, raw: s.docsPage},
		{method: "GET", path: apiref.ScriptPath, unpublished: true, raw: s.docsScript},
		{method: "GET", path: "/version", summary: "the running build", noStore: true, tier: TierNoStore, serve: s.version},
		db(r{method: "GET", path: "/config", summary: "chain id, contract addresses and launch settings", tier: TierLive, serve: s.config}),
		db(r{method: "GET", path: "/health", summary: "readiness: the indexer's lag, the keeper and stuck coins; 503 when unhealthy", noStore: true, raw: s.health}),
		db(r{method: "GET", path: "/tokens", summary: "the board: coins by sort and filter, pending launches included, cursor-paginated", limiter: ratelimit.Board, refuse: refuseRetry, tier: TierLive, serve: s.tokens}),
		db(r{method: "GET", path: "/tokens/:address", summary: "one coin: metadata, curve state, figures and recent trades", limiter: ratelimit.CoinDetail, refuse: refuseBare, tier: TierLive, serve: s.token}),
		db(r{method: "GET", path: "/tokens/:address/candles", summary: "a coin's price candles", tier: TierLive, serve: s.candles}),
		db(r{method: "GET", path: "/tokens/:address/holders", summary: "a coin's top holders", tier: TierLive, serve: s.holders}),
		db(r{method: "GET", path: "/tokens/:address/image", summary: "a coin's image (bytes, or a redirect to the image CDN)", raw: s.image}),
		db(r{method: "GET", path: "/tokens/:address/card.png", summary: "a coin's share card (PNG)", raw: s.cardPNG}),
		db(r{method: "GET", path: "/share/:address", summary: "a coin's share page (HTML with Open Graph tags of the card)", raw: s.share}),
		db(r{method: "GET", path: "/tokens/:address/quote", summary: "a buy or sell quote from the curve's lens", limiter: ratelimit.Quotes, refuse: refuseBare, tier: TierLive, serve: s.quote}),
		db(r{method: "GET", path: "/tokens/:address/snapshot", summary: "a coin's live curve state", limiter: ratelimit.CoinDetail, refuse: refuseBare, tier: TierLive, serve: s.snapshot}),
		db(r{method: "GET", path: "/graduated/feed", summary: "coins that graduated to the DEX, newest first", limiter: ratelimit.Expensive, refuse: refuseBare, tier: TierLive, serve: s.graduatedFeed}),
		db(r{method: "GET", path: "/trades/recent", summary: "the latest trades across coins", tier: TierLive, serve: s.tradesRecent}),
		db(r{method: "GET", path: "/stats", summary: "venue totals: coins, volume, graduations", tier: TierLive, serve: s.stats}),
		db(r{method: "GET", path: "/creators/top", summary: "creators ranked by their coins' volume", limiter: ratelimit.Creators, refuse: refuseRetry, tier: TierCreators, serve: s.creatorsTop}),
		db(r{method: "GET", path: "/status", summary: "the venue's status and the operator notice", noStore: true, limiter: ratelimit.Expensive, refuse: refuseNoStore, tier: TierNoStore, serve: s.status}),
		db(r{method: "GET", path: "/pve/value", summary: "the PvE vault's value", limiter: ratelimit.Expensive, refuse: refuseRetry, tier: TierPveValue, serve: s.pveValue}),
		db(r{method: "GET", path: "/wallet/:address/positions", summary: "a wallet's coin positions", noStore: true, limiter: ratelimit.Expensive, refuse: refuseNoStore, tier: TierNoStore, serve: s.positions}),
		db(r{method: "GET", path: "/wallet/:address/trades-today", summary: "a wallet's trades of the current UTC day", noStore: true, limiter: ratelimit.Expensive, refuse: refuseNoStore, tier: TierNoStore, serve: s.tradesToday}),
		db(r{method: "GET", path: "/wallet/:address/fee-reroutes", summary: "a wallet's rerouted creator fees", noStore: true, tier: TierNoStore, serve: s.feeReroutes}),
		db(r{method: "GET", path: "/fees/history/:wallet", summary: "a creator's fee history", noStore: true, limiter: ratelimit.Expensive, refuse: refuseNoStore, tier: TierNoStore, serve: s.feeHistory}),
		db(r{method: "GET", path: "/tickers/:symbol/available", summary: "deprecated: whether a ticker is free (always true)", tier: TierDeprecated, serve: tickerAvailable}),
		db(r{method: "POST", path: "/intents", summary: "announce a launch: a creator-signed intent, shown as pending until mined", noStore: true, limiter: ratelimit.IntentWrites, refuse: refuseNoStore, raw: s.postIntent}),
		db(r{method: "GET", path: "/intents/precheck", summary: "check an intent's fields before signing it", noStore: true, tier: TierNoStore, serve: s.precheck}),
		db(r{method: "GET", path: "/intents/:address", summary: "a launch intent by its predicted coin address", tier: TierLive, serve: s.intent}),
		db(r{method: "GET", path: "/stream", summary: "server-sent events: trades, launches and graduations as they are indexed", noStore: true, limiter: ratelimit.StreamConnects, refuse: refuseNoStore, raw: s.stream, needsStream: true}),
		db(r{method: "GET", path: "/admin/bans", admin: true, tier: TierNoStore, serve: s.adminBans}),
		db(r{method: "PUT", path: "/admin/bans/:address", admin: true, tier: TierNoStore, serve: s.adminPutBan}),
		db(r{method: "DELETE", path: "/admin/bans/:address", admin: true, tier: TierNoStore, serve: s.adminDeleteBan}),
		db(r{method: "GET", path: "/admin/takedowns", admin: true, tier: TierNoStore, serve: s.adminTakedowns}),
		db(r{method: "PUT", path: "/admin/takedowns/:address", admin: true, tier: TierNoStore, serve: s.adminPutTakedown}),
		db(r{method: "DELETE", path: "/admin/takedowns/:address", admin: true, tier: TierNoStore, serve: s.adminDeleteTakedown}),
		db(r{method: "GET", path: "/admin/metadata/:address", admin: true, tier: TierNoStore, serve: s.adminMetadata}),
		db(r{method: "PUT", path: "/admin/metadata/:address", admin: true, tier: TierNoStore, serve: s.adminPutMetadata}),
		db(r{method: "DELETE", path: "/admin/metadata/:address", admin: true, tier: TierNoStore, serve: s.adminDeleteMetadata}),
		db(r{method: "GET", path: "/admin/audit", admin: true, tier: TierNoStore, serve: s.adminAudit}),
	}
}

// routeNoStore sets Cache-Control: no-store on the answers of the routes
// registered as no-store (NewRouter's noStore), whatever answers them.
func (s *server) routeNoStore(c *gin.Context) {
	if s.noStore[c.Request.Method+" "+c.FullPath()] {
		c.Header("Cache-Control", TierNoStore)
	}
}

func (h HealthLimits) withDefaults() HealthLimits {
	if h.MaxTickAge == 0 {
		h.MaxTickAge = 30 * time.Second
	}
	if h.MaxLagBlocks == 0 {
		h.MaxLagBlocks = 50
	}
	if h.FrozenMax == 0 {
		h.FrozenMax = 15 * time.Minute
	}
	if h.ErrorWindow == 0 {
		h.ErrorWindow = time.Hour
	}
	return h
}

// cachedBody serves key from the server-side cache, computing it with f at
// most once per ttl (spec 8: /tokens 5 s, /stats 15 s, /creators/top 20 s).
func (s *server) cachedBody(key string, ttl time.Duration, f func() (any, error)) (any, error) {
	now := s.Now()
	s.cacheMu.Lock()
	e, ok := s.cache[key]
	s.cacheMu.Unlock()
	s.Metrics.CacheLookup(ok && now.Before(e.expires))
	if ok && now.Before(e.expires) {
		return e.b, nil
	}
	// One computation per key at a time: concurrent misses wait for it
	// instead of each recomputing (a board expiry under load would
	// otherwise run the board query once per waiting connection); while
	// it runs, the others get the expired body, so a body is at most the
	// TTL plus one computation old.
	s.cacheMu.Lock()
	if fl, inFlight := s.flights[key]; inFlight {
		s.cacheMu.Unlock()
		if ok { // the expired body, while its successor is computed
			return e.b, nil
		}
		<-fl.done
		if fl.err != nil {
			return nil, fl.err
		}
		return fl.b, nil
	}
	fl := &flight{done: make(chan struct{})}
	if s.flights == nil {
		s.flights = map[string]*flight{}
	}
	s.flights[key] = fl
	s.cacheMu.Unlock()
	defer func() {
		s.cacheMu.Lock()
		delete(s.flights, key)
		s.cacheMu.Unlock()
		close(fl.done)
	}()
	v, err := f()
	if err != nil {
		fl.err = err
		return nil, err
	}
	b, err := newBody(v)
	if err != nil {
		fl.err = err
		return nil, err
	}
	b.gz = &gzipped{}
	fl.b = b
	s.cacheMu.Lock()
	if len(s.cache) > 10_000 { // bounded: q and cursor make keys; drop them all
		s.cache = map[string]cached{}
	}
	s.cache[key] = cached{b: b, expires: now.Add(ttl)}
	s.cacheMu.Unlock()
	return b, nil
}

// writeError answers {error: msg}. Errors are downgraded to no-cache unless
// the handler already chose a Cache-Control (launch-venue spec 7).
func writeError(c *gin.Context, status int, msg string) {
	if c.Writer.Header().Get("Cache-Control") == "" {
		c.Header("Cache-Control", "no-cache")
	}
	c.AbortWithStatusJSON(status, gin.H{"error": msg})
}

// healthLive always answers 200 {ok: true, commit}, no-store, touching neither
// the database nor the RPC (spec 4.2), so a wedged dependency never fails it.
func healthLive(commit string) gin.HandlerFunc {
	return func(c *gin.Context) {
		c.Header("Cache-Control", "no-store")
		c.JSON(http.StatusOK, gin.H{"ok": true, "commit": commit})
	}
}
