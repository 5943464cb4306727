package httpapi

import (
	"fmt"
	"net/url"
	"sort"
	"strings"
)

// routeWhere is where a route is served, as Markdown cells of docs/api.md:
// its handler, the reads it makes with their implementations, and the
// tests that request its path.
type routeWhere struct {
	Handler, Reads, Tests string
}

// apiDoc renders docs/api.md from the route declarations: every public
// route with its tier, ETag source and a curl example, then where each is
// served (where: read from the source by the test that generates the file;
// nil leaves that table out), then the conventions every route shares.
// TestAPIDoc keeps the file in sync.
func apiDoc(routes []*Route, where func(*Route) routeWhere) string {
	var b strings.Builder
	b.WriteString(`# Main API routes

Generated from the Route declarations in ` + "`mainapi/httpapi`" + ` (one per route, in the
route group files) and, for where each route is served, from the source; do not edit by
hand. After changing a route, a handler's file or a test that requests a path, run
` + "`go test ./httpapi -run TestAPIDoc -update`" + ` in ` + "`mainapi/`" + `.
The machine-readable description is ` + "`GET /openapi.json`" + `. Examples assume
the local server of ` + "`make run`" + ` (` + "`MAINAPI_ADDR`" + `, default 127.0.0.1:8080).

| Method | Path | Tier | ETag | Summary | Example |
|---|---|---|---|---|---|
`)
	public := make([]*Route, 0, len(routes))
	for _, rt := range routes {
		if !rt.Internal && rt.Response != nil {
			public = append(public, rt)
		}
	}
	sort.SliceStable(public, func(i, j int) bool { return public[i].Path < public[j].Path })
	for _, rt := range public {
		fmt.Fprintf(&b, "| %s | `%s` | %s | %s | %s | `%s` |\n",
			rt.method(), openAPIPath(rt.Path), rt.Tier.Name, rt.ETag, rt.Summary, curlExample(rt))
	}
	b.WriteString(`
Answer 404 ` + "`{\"error\":\"not found\"}`" + ` on purpose (wrong-number forms, spec 4.2 and 9.3):
`)
	for _, rt := range routes {
		if rt.Internal && rt.Response == nil {
			fmt.Fprintf(&b, "`%s`, ", openAPIPath(rt.Path))
		}
	}
	b.WriteString("and every unknown path.\n")
	described := false
	for _, rt := range public {
		if rt.Description == "" {
			continue
		}
		if !described {
			b.WriteString("\n## Route descriptions\n")
			described = true
		}
		fmt.Fprintf(&b, "\n### %s `%s`\n\n%s\n", rt.method(), openAPIPath(rt.Path), rt.Description)
	}
	if where != nil {
		b.WriteString(`
## Where each route is served

Per route: the handler (beside its route group's reader interface), the reader methods it
calls (` + "`Route.Reads`" + `, checked at boot) with the store method that implements each, and the
tests in ` + "`mainapi/httpapi`" + ` that request its path.

| Method | Path | Handler | Reads | Tests |
|---|---|---|---|---|
`)
		for _, rt := range public {
			w := where(rt)
			fmt.Fprintf(&b, "| %s | `%s` | %s | %s | %s |\n", rt.method(), openAPIPath(rt.Path), w.Handler, w.Reads, w.Tests)
		}
	}
	b.WriteString(`
## Cache tiers

| Tier | Cache-Control of 200 and 304 |
|---|---|
`)
	for _, t := range []Tier{TierHeartbeat, TierBlock, TierCronFast, TierCron, TierStatic, TierPrivate, tierNoStore} {
		fmt.Fprintf(&b, "| %s | `%s` |\n", t.Name, t.CacheControl())
	}
	b.WriteString(`
Every 4xx and 5xx is ` + "`Cache-Control: no-store`" + ` and carries no ETag.

## Conventions

- ETag sources: **head** ` + "`W/\"<number>-<first 8 bytes of the head hash>\"`" + `; **wallet**
  ` + "`W/\"w<last_activity_block>\"`" + ` of the path's wallet; **content** ` + "`W/\"c<sha256 prefix>\"`" + ` of the body;
  **none** for /config, /health/live, /version and writes. ` + "`If-None-Match`" + ` (a list, weak or
  strong tags, or ` + "`*`" + `) that matches answers 304 with no body, the same ETag and Cache-Control,
  when the request would answer 200 (RFC 9110 13.2.1): an unknown pair or a forged cursor
  still answers 404 or 403 under a matching tag. A 304 of a body the server has cached costs
  a map lookup; otherwise the route runs first.
- Every GET route also answers HEAD with the same status and headers (Content-Length
  included) and no body.
- Connections: request headers must arrive within 5 s and the whole request within 60 s;
  the answer must be taken within 60 s; an idle keep-alive connection closes after 2
  minutes.
- Compression: a JSON 200 of 1 KB or more is sent gzip-compressed (` + "`Content-Encoding: gzip`" + `)
  to a client whose Accept-Encoding takes gzip (gzip or x-gzip, or ` + "`*`" + `, with a non-zero q); a
  body the server caches is compressed once. Both forms carry the same weak ETag, so either
  revalidates to 304. Every JSON 200 and 304 says ` + "`Vary: Accept-Encoding`" + `. Errors, small
  bodies and logo images are sent as they are.
- The logo route answers image bytes (` + "`image/png`" + ` or ` + "`image/webp`" + `, with
  ` + "`X-Content-Type-Options: nosniff`" + `) and is left out of /openapi.json; its 404
  ` + "`{\"error\":\"no logo\"}`" + ` is ` + "`private, no-store`" + `. See docs/logo.md.
- The signed logo upload (` + "`POST`" + ` on the logo path, also left out of /openapi.json) takes the raw
  image and an EIP-191 signature of the token's on-chain creator in ` + "`" + LogoSignatureHeader + "`" + ` and
  ` + "`" + LogoExpiresHeader + "`" + `: 201 ` + "`{token, sha256, bytes}`" + `, 400, 403, 413, 503; every answer ` + "`no-store`" + `,
  the ` + "`/launchpad/*`" + ` rate-limit bucket. The signed text and the rules are in docs/logo.md.
- The wallet-signed JSON writes (` + "`POST /referrals/attribute`" + `, ` + "`/profile/pfp`" + `, ` + "`/profile/x/link`" + `,
  ` + "`/profile/x/unlink`" + `) take a JSON body of at most 64 KB (413 beyond) and answer ` + "`no-store`" + `; each
  route's exact signed text is under "Route descriptions" above and in /openapi.json. A signature
  that does not recover to the wallet is checked with the wallet's ERC-1271 ` + "`isValidSignature`" + ` at
  the indexed head. Profile texts carry ` + "`issuedAt`" + ` (Unix seconds; at most 600 s old, 60 s ahead) and
  are accepted once. Design and rules: docs/profiles.md.
- ` + "`X-Indexed-Block`" + ` on every response: the indexed head it was served from (0 before the
  indexer has state). After sending a transaction, wait until it reaches the receipt's block.
  A block is visible as soon as the indexer commits it: the server reuses one head read for
  ` + "`HEAD_REFRESH`" + ` (250 ms) but drops it on every head commit (Postgres NOTIFY on
  ` + "`chain_head`" + `). A server reading from a streaming replica (` + "`DATABASE_READ_URL`" + `) reads the
  head from that replica, polled every ` + "`HEAD_POLL`" + ` (100 ms): the head it names is one the replica
  has applied, so the rows of that block are readable there (docs/replicas.md).
- Errors are ` + "`{\"error\": \"<message>\"}`" + `: 400 invalid address (0x + 40 hex, any case) or
  parameter, or ` + "`invalid query`" + ` (a query string that does not decode: a bad ` + "`%`" + ` escape or a
  ` + "`;`" + `), 403 ` + "`invalid cursor`" + ` (tampered, forged, replayed into another route or filter,
  or issued before a restart), 404, 429 ` + "`rate limited`" + ` with Retry-After (per client IP;
  /neofun/* burst 600 at 150/s, /launchpad/* burst 120 at 30/s, the signed JSON writes (` + "`POST`" + `
  /referrals/*, /profile/*) ` + "`RATE_LIMIT_WRITES`" + `, default burst 30 at 0.5/s, other routes
  ` + "`RATE_LIMIT`" + `, default burst 300 at 100/s), 500 ` + "`internal error`" + `, 503 with Retry-After (` + "`overloaded`" + `
  when heavy routes shed, ` + "`indexer head missing`" + ` / ` + "`indexer head lagging`" + ` on routes
  that need a fresh head, ` + "`database unavailable`" + `).
- Every answer of a rate-limited route (all of them, unless its class is configured off), 429
  included, carries the ` + "`RateLimit-Policy`" + ` and ` + "`RateLimit`" + ` fields of
  draft-ietf-httpapi-ratelimit-headers-11: ` + "`RateLimit-Policy: \"neofun\";q=600;w=4`" + ` (the
  class's burst, and the seconds an empty bucket takes to refill) and
  ` + "`RateLimit: \"neofun\";r=599;t=1`" + ` (whole requests left, seconds until the bucket is full
  again). Policy names: ` + "`default`" + `, ` + "`neofun`" + `, ` + "`launchpad`" + `. Retry-After on a 429 is
  the wait for the next single request.
- The client IP is the TCP peer, or the first untrusted address of X-Forwarded-For read from
  the right when the peer is in ` + "`TRUSTED_PROXIES`" + `. IPv6 clients share a bucket per /64.
- CORS: GET answers carry ` + "`Access-Control-Allow-Origin: *`" + ` and expose ETag, X-Indexed-Block,
  Retry-After, RateLimit-Policy and RateLimit; preflighted requests (a script-set If-None-Match, JSON POSTs) are allowed
  only from ` + "`APP_ORIGIN`" + ` (others get 403).
- Cursors are opaque, HMAC-signed with ` + "`CURSOR_SECRET`" + ` (random per boot when unset) and
  bound to the route and its sort, direction and filters.
- Farms: ` + "`/farms`" + ` serves the pools of both chefs whole; ` + "`/explore/farms`" + ` pages them under
  ` + "`sort`" + ` tvl, apr or newest; the rate, APR and cooldown are computed at the indexed head's
  time. The design (every figure's definition, the PnL fields) is in docs/farms.md.
- Staking: ` + "`/stake/vaults`" + ` and ` + "`/neo/overview`" + ` read what the indexer derived from NeoStaking's
  events; the APR projection and the ` + "`vault_*`" + ` activity rows are defined in docs/staking.md. Staker
  revshare (` + "`/analytics/revshare/series`" + `, ` + "`revshareToStakersUsd`" + `) is the USD NeoStaking spread over
  its stakers (` + "`RewardNotified`" + `); rewards it forwarded to the treasury while nothing was staked
  (` + "`RewardForwardedToTreasury`" + `) are not counted. The ` + "`staking`" + ` leg of ` + "`/analytics/revenue/series`" + ` stays
  what the Collector paid the staking bucket (` + "`BucketPaid`" + ` to NeoStaking), forwarded rewards included.
- Points: every fee-paying FeeRouter swap scores its payer floor(max(usd, 1) × 10 × (100 + 10 × staked
  Neocats at the block before, at most 5) / 100) points; the routes read only the UTC days before the
  indexed head's (the 00:00 UTC drop), so the current day is never shown. ` + "`totalPoints`" + ` and the rank are
  trading points; ` + "`referralPoints`" + ` (10% of the referees' published points, read from the referral
  bindings) are shown beside them. The routes that read bindings (` + "`/points/{address}`" + `, the leaderboard,
  ` + "`/referrals/{address}`" + `) carry a content ETag: a binding changes them without a block. Seasons, weeks,
  leagues and the rest of the design are in docs/points.md.
`)
	return b.String()
}

// exampleURL is the route's path with example parameter values.
func exampleURL(rt *Route) string {
	path := rt.Path
	q := url.Values{}
	for _, p := range rt.Params {
		if p.InPath {
			path = strings.Replace(path, ":"+p.Name, p.Example, 1)
		} else if p.Example != "" {
			q.Set(p.Name, p.Example)
		}
	}
	if len(q) > 0 {
		path += "?" + q.Encode()
	}
	return path
}

func curlExample(rt *Route) string {
	u := "http://127.0.0.1:8080" + exampleURL(rt)
	if rt.Unpublished && rt.method() == "POST" {
		// The signed logo upload: raw image body and the two signed headers.
		return "curl -s -X POST -H 'Content-Type: image/png' -H '" + LogoExpiresHeader + ": <unix>' -H '" +
			LogoSignatureHeader + ": 0x<sig>' --data-binary @logo.png '" + u + "'"
	}
	if rt.Request != nil {
		return "curl -s -X " + rt.method() + " -H 'Content-Type: application/json' -d @body.json '" + u + "'"
	}
	if rt.method() != "GET" {
		return "curl -s -X " + rt.method() + " '" + u + "'"
	}
	return "curl -s '" + u + "'"
}
