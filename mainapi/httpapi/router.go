// Package httpapi is mainapi's HTTP surface: the gin router, its middleware
// and one handler file per route group. Handlers read the read models of
// package mainapi through the small reader interface their group declares
// (Route.Reads names the methods each route calls); gin stays inside this
// package, and no database driver or store package enters it
// (mainapi's TestImportRules).
//
// Every route is a Route declared once in routes(): its tier, ETag source,
// parameters and response type drive the wrapper that serves it (handler in
// route.go), /openapi.json (openapi.go) and docs/api.md (apidoc.go). The
// conventions live one per file: tiers.go, etag.go, cache.go, errors.go,
// cors.go, clientip.go, ratelimit.go, shed.go, head.go, cursor.go. Every GET
// route also answers HEAD: the same handler, status and headers (with an
// explicit Content-Length), no body (writeFull in route.go).
package httpapi

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"reflect"
	"runtime/debug"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/metrics"

	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// Store is what the handlers read: every route group's reader interface.
// *postgres.DB implements it (checked in cmd/mainapi).
type Store interface {
	// Ping reports whether the database answers.
	Ping(ctx context.Context) error
	// ChainHead returns the indexed head; ok is false when there is none.
	ChainHead(ctx context.Context) (h mainapi.Head, ok bool, err error)
	// WalletLastActivityBlock returns the wallet's last activity block (0: none).
	WalletLastActivityBlock(ctx context.Context, wallet wire.Address) (uint64, error)
	dexStore        // dex.go
	activityStore   // activity.go
	TokenReader     // tokens.go
	AnalyticsReader // analytics.go
	neofunStore     // neofun.go
	holderStore     // holder.go
	logoStore       // logo.go
	farmStore       // farms.go
	supplyStore     // supply.go
	stakingStore    // staking.go
	rakebackStore   // rakeback.go
	referralStore   // referral.go
	profileStore    // profile.go
	pointsStore     // points.go
	adapterStore    // adapter.go
	neocatStore     // neocats.go
	pnlStore        // pnl.go
	launchpadStore  // launchpad.go
	holdingsStore   // holdings.go
	exploreStore    // explore.go
	creatorPveStore // creator_pve.go
	lpFeeStore      // lpfees.go
	portfolioStore  // portfolio.go
}

// Deps are what the router needs. Only DB is required: a zero Config means
// chain id 0, no rate limits, no shedding, no head-lag bound, a head read
// per request and no body cache.
type Deps struct {
	DB     Store
	Logger *slog.Logger // nil: slog.Default()
	Config mainapi.Config
	// Deployment is the deployment file, nil when DEPLOYMENT_FILE is unset
	// or unreadable (/config then reports the service misconfigured).
	Deployment *deployment.File
	Build      Build
	Now        func() time.Time // nil: time.Now
	// Cursors signs keyset cursors; nil: keyed by Config.CursorSecret (random
	// per boot when that is empty).
	Cursors *Cursors
	// Internal configures the internal routes (webhook.go); zero: none.
	Internal Internal
	// Chain is the chain client of the logo upload's reads (logo_upload.go)
	// and of the signed writes' ERC-1271 and Neocat reads (signed.go); nil:
	// uploads, pfp writes and smart-account signatures answer 503.
	Chain ChainReader
	// Background bounds the router's background work: when set and DB can
	// listen for head commits (HeadListener), the cached head read is
	// dropped on every commit that moves the head, so a new block is
	// visible at once rather than after HeadRefresh. nil: none (tests that
	// do not need it).
	Background context.Context
	// Metrics observes every request (common/metrics); nil: none.
	Metrics *metrics.HTTP
	// LogoBodyTimeout is how long the signed logo upload's body may take to
	// arrive once its headers passed; 0: DefaultLogoBodyTimeout.
	LogoBodyTimeout time.Duration
}

// HeadListener calls changed on every commit that moves the indexed head
// until ctx ends (*postgres.DB implements it).
type HeadListener interface {
	ListenHeads(ctx context.Context, changed func(), onError func(error)) error
}

// server is the state the routes share.
type server struct {
	cfg        mainapi.Config
	store      Store
	log        *slog.Logger
	now        func() time.Time
	heads      *headCache
	cache      *bodyCache
	limiter    *rateLimiter
	clientIPs  clientIPs
	shed       *shedder
	cursors    *Cursors
	appOrigin  string
	maxHeadLag time.Duration
	neofun     bool         // the launch venue is configured (launchpadCurve set)
	logos      *logoFetcher // nil: LAUNCH_BACKEND_URL unset, a missing logo is a 404
	routes     []*Route
	metrics    *metrics.HTTP // nil: none (its methods take a nil receiver)
}

// NewRouter builds the router. Routes not built yet are absent and answer
// 404 {error: not found}, never placeholder data. It panics when the
// declared routes are inconsistent (a programming error caught by tests).
func NewRouter(d Deps) *gin.Engine {
	r, _ := newRouter(d, nil)
	return r
}

// newRouter is NewRouter with extra routes (tests use it to exercise
// conventions no public route uses yet).
func newRouter(d Deps, extra []*Route) (*gin.Engine, *server) {
	if d.Logger == nil {
		d.Logger = slog.Default()
	}
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Cursors == nil {
		d.Cursors = NewCursors([]byte(d.Config.CursorSecret))
	}
	s := &server{
		cfg:        d.Config,
		store:      d.DB,
		log:        d.Logger,
		now:        d.Now,
		heads:      &headCache{ttl: d.Config.HeadRefresh, now: d.Now},
		cache:      newBodyCache(d.Config.ResponseCacheBytes),
		limiter:    newRateLimiter(d.Config, d.Now),
		clientIPs:  clientIPs{trusted: d.Config.TrustedProxies},
		shed:       newShedder(d.Config.HeavyMaxInFlight),
		cursors:    d.Cursors,
		appOrigin:  d.Config.AppOrigin,
		maxHeadLag: d.Config.MaxHeadLag,
		neofun:     neofunOn(d),
		logos:      newLogoFetcher(d.Config.LaunchBackendURL, d.DB, d.Logger, d.Now),
		metrics:    d.Metrics,
	}
	s.heads.read = func(ctx context.Context) (mainapi.Head, bool, error) { return s.store.ChainHead(ctx) }
	if l, ok := d.DB.(HeadListener); ok && d.Background != nil {
		go func() {
			// Returns only when Background ends.
			_ = l.ListenHeads(d.Background, s.heads.invalidate, func(err error) {
				s.log.Warn("head listener reconnecting", "err", err)
			})
		}()
	}
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.HandleMethodNotAllowed = false
	r.RedirectTrailingSlash = false
	r.RedirectFixedPath = false
	if d.Metrics != nil { // first, so it sees every answer: refusals and panics' 500s too
		r.Use(d.Metrics.Middleware())
	}
	r.Use(gin.CustomRecoveryWithWriter(nil, func(c *gin.Context, err any) {
		s.log.Error("panic in handler", "method", c.Request.Method, "path", c.FullPath(), "err", err, "stack", string(debug.Stack()))
		s.abortWithError(c, errInternal)
	}))
	r.Use(s.withHead, s.cors, s.rateLimit)
	r.NoRoute(func(c *gin.Context) { s.abortWithError(c, errNotFound) })

	s.routes = append(tagged(TagSystem, s.systemRoutes(d)...), goneRoutes()...)
	s.routes = append(s.routes, tagged(TagDEX, s.dexRoutes()...)...)
	s.routes = append(s.routes, tagged(TagDEX, s.holderRoute(), s.metaRoute())...)
	s.routes = append(s.routes, tagged(TagDEX, s.farmRoutes(neoTokenOf(d))...)...)
	s.routes = append(s.routes, tagged(TagDEX, s.neocatRoute(), s.pnlTokenRoute())...)
	s.routes = append(s.routes, tagged(TagDEX, append(s.lpFeeRoutes(), s.portfolioRoute(neoTokenOf(d)))...)...)
	s.routes = append(s.routes, tagged(TagTokens, s.supplyRoute(d))...)
	s.routes = append(s.routes, tagged(TagStaking, s.stakingRoutes(neoTokenOf(d))...)...)
	s.routes = append(s.routes, tagged(TagRakeback, s.rakebackRoutes()...)...)
	s.routes = append(s.routes, tagged(TagPoints, s.pointsRoutes()...)...)
	s.routes = append(s.routes, tagged(TagPoints, s.referralStatsRoute())...)
	s.routes = append(s.routes, tagged(TagActivity, s.activityRoute(neofunOn(d)))...)
	s.routes = append(s.routes, tagged(TagTokens, s.tokenRoutes()...)...)
	s.routes = append(s.routes, tagged(TagTokens, s.holdingsRoute(), s.exploreRoute())...)
	s.routes = append(s.routes, tagged(TagActivity, s.analyticsRoutes()...)...)
	s.routes = append(s.routes, tagged(TagLaunchVenue, s.neofunRoutes()...)...)
	s.routes = append(s.routes, tagged(TagLaunchVenue, s.launchpadRoutes()...)...)
	s.routes = append(s.routes, tagged(TagTokens, s.logoRoutes()...)...)
	s.routes = append(s.routes, tagged(TagTokens, s.logoUploadRoute(d))...)
	s.routes = append(s.routes, tagged(TagProfiles, s.referralRoute(d))...)
	s.routes = append(s.routes, tagged(TagProfiles, s.profileRoutes(d)...)...)
	s.routes = append(s.routes, tagged(TagAdapter, s.adapterRoutes(d)...)...)
	s.routes = append(s.routes, tagged(TagSystem, docsRoutes()...)...)
	s.routes = append(s.routes, tagged(TagCreator, s.creatorPveRoutes(pveVaultOf(d))...)...)
	s.routes = append(s.routes, s.internalRoutes(d.Internal)...)
	s.routes = append(s.routes, extra...)
	s.addOpenAPIRoute(d.Build)
	for _, rt := range s.routes {
		if err := rt.check(); err != nil {
			panic(err)
		}
		for _, p := range rt.Params {
			if !p.InPath {
				rt.queryParams = append(rt.queryParams, p.Name)
			}
		}
		h := s.handler(rt)
		r.Handle(rt.method(), rt.Path, h)
		if rt.method() == http.MethodGet {
			r.Handle(http.MethodHead, rt.Path, h) // same status and headers, no body (writeFull)
		}
	}
	return r, s
}

// systemRoutes are spec 4.1.
func (s *server) systemRoutes(d Deps) []*Route {
	version := must(precomputed(versionOf(d.Build, d.Config, d.Now())))
	config := must(precomputed(configOf(d.Config, d.Deployment, d.Logger)))
	return []*Route{
		{
			Path: "/health/live", Summary: "liveness: 200 {ok: true}, 503 {ok: false} when the database is unreachable",
			Tier: TierPrivate, ETag: ETagNone, Response: healthBody{}, Handle: s.healthLive,
			Reads:        reads[Store]("Ping"),
			StatusBodies: map[int]any{http.StatusServiceUnavailable: healthBody{}},
		},
		{
			Path: "/version", Summary: "the running build",
			Tier: TierPrivate, ETag: ETagNone, Response: versionBody{}, Handle: constant(version),
		},
		{
			Path: "/config", Summary: "chain id, every contract address, feature flags and launch phase; always 200",
			Tier: TierStatic, ETag: ETagNone, Response: configBody{}, Handle: constant(config),
		},
		{
			Path: "/chain/head", Summary: "the indexed head (zeros when the indexer has no state); poll it for freshness",
			Tier: TierHeartbeat, ETag: ETagHead, Response: chainHeadBody{}, Handle: s.chainHead,
			Reads: reads[Store]("ChainHead"),
		},
	}
}

// goneRoutes are the wrong-number path forms that answer 404 even next to
// their live neighbours (spec 4.2, 9.3): declared so a future wildcard
// cannot swallow them.
func goneRoutes() []*Route {
	gone := func(c *gin.Context) (any, error) { return nil, errNotFound }
	addr := Param{Name: "address", InPath: true}
	return []*Route{
		{Path: "/tokens/:address/price", Internal: true, Params: []Param{addr}, Handle: gone},
		{Path: "/token/:address/chart", Internal: true, Params: []Param{addr}, Handle: gone},
		{Path: "/pnl/:address/farm/:chef", Internal: true, Params: []Param{addr, {Name: "chef", InPath: true}}, Handle: gone},
	}
}

// addOpenAPIRoute adds /openapi.json, the description of every public
// route declared, itself included.
func (s *server) addOpenAPIRoute(b Build) {
	rt := &Route{
		Path: "/openapi.json", Summary: "this description (OpenAPI 3.0)", Tag: TagSystem,
		Tier: TierStatic, ETag: ETagContent, Response: map[string]any{},
	}
	s.routes = append(s.routes, rt)
	doc := must(buildOpenAPI(s.routes, versionOf(b, s.cfg, time.Time{}).Commit))
	rt.Handle = constant(newRawJSON(doc))
}

// tagged sets the /openapi.json group of routes and returns them.
func tagged(tag string, routes ...*Route) []*Route {
	for _, rt := range routes {
		rt.Tag = tag
	}
	return routes
}

// check rejects declarations the wrapper cannot serve as declared.
func (rt *Route) check() error {
	if rt.Handle == nil {
		return fmt.Errorf("httpapi: route %s has no handler", rt.Path)
	}
	if rt.Response != nil && rt.Tier.header == nil {
		return fmt.Errorf("httpapi: route %s answers 200 without a tier", rt.Path)
	}
	if !rt.Internal && !rt.Unpublished && rt.Response != nil && rt.Tag == "" {
		return fmt.Errorf("httpapi: published route %s has no /openapi.json tag", rt.Path)
	}
	for _, r := range rt.Reads {
		if r.Reader.Kind() != reflect.Interface {
			return fmt.Errorf("httpapi: route %s reads %s, not an interface", rt.Path, r.Reader)
		}
		if _, ok := r.Reader.MethodByName(r.Method); !ok {
			return fmt.Errorf("httpapi: route %s reads %s: %s has no such method", rt.Path, r, r.Reader.Name())
		}
	}
	if _, ok := rt.Response.(blob); ok {
		// The body cache keeps bytes, not their type: only routes whose tag
		// is known after the handler (content) or never (none) skip it.
		if rt.ETag.kind != etagContent && rt.ETag.kind != etagNone {
			return fmt.Errorf("httpapi: route %s answers a blob with a %s ETag", rt.Path, rt.ETag)
		}
		if !rt.Unpublished && !rt.Internal {
			return fmt.Errorf("httpapi: route %s answers a blob but is published (the description is JSON only)", rt.Path)
		}
	}
	if rt.ETag.kind == etagWallet {
		for _, p := range rt.Params {
			if p.InPath && p.Name == rt.ETag.param && p.Kind == KindAddress {
				return nil
			}
		}
		return fmt.Errorf("httpapi: route %s: wallet ETag parameter %q is not a declared address path parameter", rt.Path, rt.ETag.param)
	}
	return nil
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
