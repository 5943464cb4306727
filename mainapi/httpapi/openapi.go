package httpapi

import (
	"encoding/json"
	"net/http"
	"reflect"
	"strconv"
	"strings"
)

// The OpenAPI 3.0 document of the public routes (spec 9.1), generated from
// the same Route declarations the router serves: paths, parameters, the 200
// schema derived from each route's response type, the error statuses, and
// the tier and ETag source as x-cache-tier and x-etag.

type openAPIDoc struct {
	OpenAPI    string               `json:"openapi"`
	Info       openAPIInfo          `json:"info"`
	Servers    []openAPIServer      `json:"servers"`
	Tags       []openAPITag         `json:"tags"`
	Paths      map[string]*pathItem `json:"paths"`
	Components openAPIComponents    `json:"components"`
}

type openAPIInfo struct {
	Title       string `json:"title"`
	Version     string `json:"version"`
	Description string `json:"description"`
}

type openAPIServer struct {
	URL         string `json:"url"`
	Description string `json:"description"`
}

type openAPITag struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

// Route groups, as /openapi.json's tags: the sections of spec 4 (main-api
// 4.1-4.4) and the launch venue's /neofun/* routes. Every published route
// has one (Route.Tag); TestOpenAPIOperationsDescribed holds the document
// to that.
const (
	TagSystem      = "System"
	TagTokens      = "Tokens"
	TagActivity    = "Activity and analytics"
	TagDEX         = "DEX"
	TagLaunchVenue = "Launch venue"
	TagStaking     = "Staking and NEO"
	TagRakeback    = "Rakeback"
	TagProfiles    = "Referrals and profiles"
	TagPoints      = "Points"
	TagAdapter     = "Aggregator adapter"
	TagCreator     = "Creator and PvE"
)

var openAPITags = []openAPITag{
	{TagSystem, "health, build, deployment configuration and the indexed head (spec 4.1)"},
	{TagTokens, "token prices, charts, stats, trades and pools, NEO supply (spec 4.2)"},
	{TagActivity, "the activity feed and protocol analytics (spec 4.3)"},
	{TagDEX, "pools, pool charts and swaps, LP positions, swap route candidates, farms and farm PnL, wallet activity (spec 4.4)"},
	{TagLaunchVenue, "the launch venue's coins, stats and revenue, from the curve's events"},
	{TagStaking, "NEO staking's lock options and where NEO is (spec 4.6)"},
	{TagProfiles, "the wallet-signed referral binding and the profiles: picture, X account (spec 4.6, 5.2)"},
	{TagRakeback, "weekly Rakeback: a wallet's leaves, proofs and accruals, and the global figures (spec 4.5, 4.4)"},
	{TagPoints, "points of fee-paying swaps boosted by staked Neocats, published daily at 00:00 UTC: wallets, leaderboard, seasons, weeks, leagues, fees, pairs and referral points (spec 4.4, 4.6)"},
	{TagAdapter, "the DEX Screener / GeckoTerminal adapter: latest block, assets, own pairs and their events by block range (issue 35, docs/adapter.md)"},
	{TagCreator, "creator fees (CreatorFeeVault, CreatorFeeRegistry) and PvE escrow, credits and claims (both PveVault instances) (docs/creator-pve.md)"},
}

type openAPIComponents struct {
	Schemas   map[string]*Schema          `json:"schemas"`
	Responses map[string]*openAPIResponse `json:"responses"`
}

type pathItem struct {
	Get  *operation `json:"get,omitempty"`
	Post *operation `json:"post,omitempty"`
}

type operation struct {
	OperationID string                      `json:"operationId"`
	Tags        []string                    `json:"tags"`
	Summary     string                      `json:"summary,omitempty"`
	Description string                      `json:"description"`
	Parameters  []openAPIParam              `json:"parameters,omitempty"`
	RequestBody *openAPIRequestBody         `json:"requestBody,omitempty"`
	Responses   map[string]*openAPIResponse `json:"responses"`
	CacheTier   string                      `json:"x-cache-tier"`
	ETag        string                      `json:"x-etag"`
}

// openAPIRequestBody is a POST's JSON body (Route.Request).
type openAPIRequestBody struct {
	Required bool                 `json:"required"`
	Content  map[string]mediaType `json:"content"`
}

type openAPIParam struct {
	Name        string  `json:"name"`
	In          string  `json:"in"`
	Required    bool    `json:"required"`
	Description string  `json:"description,omitempty"`
	Schema      *Schema `json:"schema"`
	Example     any     `json:"example,omitempty"` // a string, or a number for an integer parameter
}

type openAPIResponse struct {
	Ref         string                    `json:"$ref,omitempty"`
	Description string                    `json:"description,omitempty"`
	Headers     map[string]*openAPIHeader `json:"headers,omitempty"`
	Content     map[string]mediaType      `json:"content,omitempty"`
}

type openAPIHeader struct {
	Description string  `json:"description,omitempty"`
	Schema      *Schema `json:"schema"`
}

type mediaType struct {
	Schema *Schema `json:"schema"`
}

// commonErrors are the statuses any route can answer (400: a query string
// that does not decode).
var commonErrors = []int{http.StatusBadRequest, http.StatusTooManyRequests, http.StatusInternalServerError, http.StatusServiceUnavailable}

// openAPIPath turns a gin pattern into an OpenAPI path: /a/:b -> /a/{b}.
func openAPIPath(p string) string {
	parts := strings.Split(p, "/")
	for i, s := range parts {
		if strings.HasPrefix(s, ":") {
			parts[i] = "{" + s[1:] + "}"
		}
	}
	return strings.Join(parts, "/")
}

func operationID(method, path string) string {
	var b strings.Builder
	b.WriteString(strings.ToLower(method))
	for _, seg := range strings.FieldsFunc(path, func(r rune) bool { return r == '/' || r == ':' || r == '.' || r == '-' }) {
		b.WriteString(strings.ToUpper(seg[:1]) + seg[1:])
	}
	return b.String()
}

func paramSchema(p Param) *Schema {
	switch p.Kind {
	case KindAddress:
		// Lookups accept any case (spec 4); the wire form is lowercase.
		return &Schema{Type: "string", Pattern: `^0x[0-9a-fA-F]{40}$`}
	case KindEnum:
		return &Schema{Type: "string", Enum: enumOf(p.Enum...)}
	case KindInt:
		lo, hi := float64(p.Min), float64(p.Max)
		return &Schema{Type: "integer", Minimum: &lo, Maximum: &hi}
	}
	return &Schema{Type: "string"}
}

func errorRef(status int) *openAPIResponse {
	return &openAPIResponse{Ref: "#/components/responses/Error" + strconv.Itoa(status)}
}

// buildOpenAPI returns the document of the public routes, as JSON.
func buildOpenAPI(routes []*Route, version string) ([]byte, error) {
	doc := openAPIDoc{
		OpenAPI: "3.0.3",
		Info: openAPIInfo{
			Title:   "neoswap main API",
			Version: version,
			Description: "Read API of the exchange. Responses grow additively: ignore unknown fields. " +
				"Every response carries X-Indexed-Block; cached GETs carry a weak ETag and answer 304 to a matching If-None-Match.",
		},
		// Relative: the document is served by the server it describes.
		Servers: []openAPIServer{{URL: "/", Description: "the server that serves this document"}},
		Tags:    openAPITags,
		Paths:   map[string]*pathItem{},
		Components: openAPIComponents{
			Schemas: map[string]*Schema{
				"Error": {Type: "object", Required: []string{"error"}, Properties: map[string]*Schema{"error": {Type: "string"}}},
			},
			Responses: map[string]*openAPIResponse{},
		},
	}
	statusUsed := map[int]bool{}
	for _, rt := range routes {
		if rt.Internal || rt.Unpublished || rt.Response == nil {
			continue
		}
		op := &operation{
			OperationID: operationID(rt.method(), rt.Path),
			Tags:        []string{rt.Tag},
			Summary:     rt.Summary,
			Description: operationDescription(rt),
			CacheTier:   rt.Tier.Name,
			ETag:        rt.ETag.String(),
			Responses:   map[string]*openAPIResponse{},
		}
		for _, p := range rt.Params {
			in := "query"
			if p.InPath {
				in = "path"
			}
			s := paramSchema(p)
			desc := p.Doc
			if p.Default != "" {
				desc = strings.TrimSpace(desc + " (default " + p.Default + ")")
			}
			var example any
			if p.Example != "" {
				example = p.Example
				if n, err := strconv.ParseInt(p.Example, 10, 64); err == nil && p.Kind == KindInt {
					example = n
				}
			}
			op.Parameters = append(op.Parameters, openAPIParam{
				Name: p.Name, In: in, Required: p.InPath || p.Required, Description: desc, Schema: s, Example: example,
			})
		}
		if rt.Request != nil {
			op.RequestBody = &openAPIRequestBody{Required: true, Content: map[string]mediaType{
				"application/json": {Schema: schemaOf(reflect.TypeOf(rt.Request))},
			}}
		}
		headers := map[string]*openAPIHeader{
			"Cache-Control":   {Schema: &Schema{Type: "string", Enum: enumOf(rt.Tier.CacheControl())}},
			"X-Indexed-Block": {Description: "the indexed head the answer was served from", Schema: &Schema{Type: "integer"}},
			// Every route spends its class's bucket (ratelimit.go).
			"RateLimit-Policy": {Description: `draft-ietf-httpapi-ratelimit-headers-11 quota policy, e.g. "neofun";q=600;w=4 (absent when the class is configured off)`, Schema: &Schema{Type: "string"}},
			"RateLimit":        {Description: `draft-ietf-httpapi-ratelimit-headers-11 state, e.g. "neofun";r=599;t=1: requests left, seconds until the bucket is full`, Schema: &Schema{Type: "string"}},
		}
		if rt.ETag.kind != etagNone {
			headers["ETag"] = &openAPIHeader{Description: "weak ETag (" + rt.ETag.String() + ")", Schema: &Schema{Type: "string"}}
			op.Responses["304"] = &openAPIResponse{Description: "If-None-Match matched: no body, same ETag and Cache-Control"}
		}
		op.Responses["200"] = &openAPIResponse{
			Description: "OK",
			Headers:     headers,
			Content:     map[string]mediaType{"application/json": {Schema: schemaOf(reflect.TypeOf(rt.Response))}},
		}
		for _, st := range append(append([]int(nil), rt.Errors...), commonErrors...) {
			if _, own := rt.StatusBodies[st]; own {
				continue
			}
			op.Responses[strconv.Itoa(st)] = errorRef(st)
			statusUsed[st] = true
		}
		for st, body := range rt.StatusBodies {
			op.Responses[strconv.Itoa(st)] = &openAPIResponse{
				Description: http.StatusText(st),
				Headers:     map[string]*openAPIHeader{"Cache-Control": headers["Cache-Control"]},
				Content:     map[string]mediaType{"application/json": {Schema: schemaOf(reflect.TypeOf(body))}},
			}
		}
		item := doc.Paths[openAPIPath(rt.Path)]
		if item == nil {
			item = &pathItem{}
			doc.Paths[openAPIPath(rt.Path)] = item
		}
		if rt.method() == http.MethodPost {
			item.Post = op
		} else {
			item.Get = op
		}
	}
	for st := range statusUsed {
		doc.Components.Responses["Error"+strconv.Itoa(st)] = &openAPIResponse{
			Description: http.StatusText(st) + ": {error: <string>}, Cache-Control no-store" + retryNote(st),
			Content:     map[string]mediaType{"application/json": {Schema: &Schema{Ref: "#/components/schemas/Error"}}},
		}
	}
	return json.MarshalIndent(doc, "", "  ")
}

// operationDescription is the route's summary and how to cache it: its tier
// and the source of its ETag.
func operationDescription(rt *Route) string {
	d := upperFirst(rt.Summary) + ". Cache tier " + rt.Tier.Name + " (Cache-Control: " + rt.Tier.CacheControl() + "). " +
		rt.ETag.describe()
	if rt.Description != "" {
		d += "\n\n" + rt.Description
	}
	return d
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func retryNote(status int) string {
	if status == http.StatusTooManyRequests || status == http.StatusServiceUnavailable {
		return ", with Retry-After"
	}
	return ""
}

func (rt *Route) method() string {
	if rt.Method == "" {
		return http.MethodGet
	}
	return rt.Method
}
