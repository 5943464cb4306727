package httpapi

import "strconv"

// Tier is a route's caching class: the Cache-Control header of its 200 and
// 304 answers (spec 4). Errors never use it: every 4xx and 5xx is no-store.
type Tier struct {
	// Name is the spec's name for the tier (BLOCK, STATIC...), shown in
	// docs/api.md and as x-cache-tier in /openapi.json.
	Name string
	// MaxAge is N of the spec table in seconds (0 for the private tier).
	MaxAge int
	// header is the Cache-Control value, shared read-only between requests.
	header []string
}

func publicTier(name string, maxAge, swr int) Tier {
	n := strconv.Itoa(maxAge)
	return Tier{Name: name, MaxAge: maxAge, header: []string{
		"public, max-age=" + n + ", s-maxage=" + n + ", stale-while-revalidate=" + strconv.Itoa(swr),
	}}
}

// The tiers of spec 4, and Private for /health/live, /version and writes.
var (
	TierHeartbeat = publicTier("HEARTBEAT", 1, 9)
	TierBlock     = publicTier("BLOCK", 3, 9)
	TierCronFast  = publicTier("CRON_FAST", 15, 45)
	TierCron      = publicTier("CRON", 30, 90)
	TierStatic    = publicTier("STATIC", 300, 900)
	TierPrivate   = Tier{Name: "PRIVATE", header: []string{"private, no-store"}}
)

// CacheControl returns the tier's Cache-Control header value.
func (t Tier) CacheControl() string { return t.header[0] }

// noStore is the Cache-Control of every 4xx and 5xx answer (spec 7).
var noStore = []string{"no-store"}
