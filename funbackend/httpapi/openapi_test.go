package httpapi_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/common/apiref"
	"github.com/neoswap/neoswap/common/apiref/apireftest"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/sqlite/sqlitetest"
	"github.com/neoswap/neoswap/funbackend/stream"
)

func referenceRouter(t *testing.T) http.Handler {
	return httpapi.NewRouter(httpapi.Deps{BasePath: base, Commit: "abc", ChainID: 1, DB: sqlitetest.New(t),
		Stream: stream.NewHub(stream.Config{Global: 3, PerIP: 2})})
}

// TestReferencePageRendersEveryPath opens GET /docs in headless Chromium
// over a real listener: the embedded Redoc fetches the relative
// openapi.json under the base path and renders every path of it.
func TestReferencePageRendersEveryPath(t *testing.T) {
	srv := httptest.NewServer(referenceRouter(t))
	defer srv.Close()
	n := apireftest.CheckPage(t, srv.URL+base)
	t.Logf("%d paths rendered", n)
}

// TestReferenceServed checks /openapi.json against the routes served (each
// public route once, with its path parameters; no /admin route) and the
// page and script as a client sees them, 304 revalidation included.
func TestReferenceServed(t *testing.T) {
	r := referenceRouter(t)
	get := func(path string, hdr ...string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, base+path, nil)
		for i := 0; i+1 < len(hdr); i += 2 {
			req.Header.Set(hdr[i], hdr[i+1])
		}
		rec := httptest.NewRecorder()
		r.ServeHTTP(rec, req)
		return rec
	}
	rec := get("/openapi.json")
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/json; charset=utf-8" {
		t.Fatalf("/openapi.json: %d %s", rec.Code, rec.Header().Get("Content-Type"))
	}
	var doc struct {
		OpenAPI string `json:"openapi"`
		Servers []struct {
			URL string `json:"url"`
		} `json:"servers"`
		Paths map[string]map[string]struct {
			Summary    string `json:"summary"`
			Parameters []struct {
				Name, In string
				Required bool
			} `json:"parameters"`
			CacheControl string `json:"x-cache-control"`
			RateLimit    string `json:"x-rate-limit"`
		} `json:"paths"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.OpenAPI != "3.0.3" || len(doc.Servers) != 1 || doc.Servers[0].URL != base {
		t.Errorf("openapi %q servers %+v", doc.OpenAPI, doc.Servers)
	}
	var ops []string
	for p, item := range doc.Paths {
		if strings.HasPrefix(p, "/admin") || strings.HasPrefix(p, "/docs") {
			t.Errorf("%s is published", p)
		}
		for m, op := range item {
			ops = append(ops, m+" "+p)
			if op.Summary == "" {
				t.Errorf("%s %s: no summary", m, p)
			}
			if want := strings.Count(p, "{"); len(op.Parameters) != want {
				t.Errorf("%s %s: %d parameters, want %d", m, p, len(op.Parameters), want)
			}
		}
	}
	// The described operations are the route table's public routes: the
	// rows of docs/funbackend-api.md (generated from it by TestAPIDoc)
	// less /admin and the page itself.
	table, err := os.ReadFile("../../docs/funbackend-api.md")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, m := range regexp.MustCompile("(?m)^\\| ([A-Z]+) \\| `([^`]+)` \\|").FindAllStringSubmatch(string(table), -1) {
		if !strings.HasPrefix(m[2], "/admin") && !strings.HasPrefix(m[2], "/docs") {
			want = append(want, strings.ToLower(m[1])+" "+regexp.MustCompile(`:(\w+)`).ReplaceAllString(m[2], "{$1}"))
		}
	}
	sort.Strings(ops)
	sort.Strings(want)
	if !slices.Equal(ops, want) || !slices.Contains(ops, "post /intents") {
		t.Errorf("operations\n%v\nwant the route table's\n%v", ops, want)
	}
	if got := doc.Paths["/tokens"]["get"]; got.CacheControl != "no-cache" || got.RateLimit != "board" {
		t.Errorf("/tokens: %+v", got)
	}

	for _, c := range []struct{ path, ctype string }{
		{"/docs", apiref.PageContentType}, {apiref.ScriptPath, apiref.ScriptContentType}, {"/openapi.json", "application/json; charset=utf-8"},
	} {
		rec := get(c.path)
		body, _ := io.ReadAll(rec.Body)
		if rec.Code != 200 || rec.Header().Get("Content-Type") != c.ctype || rec.Header().Get("Cache-Control") != "public, max-age=300" {
			t.Errorf("%s: %d %q %q", c.path, rec.Code, rec.Header().Get("Content-Type"), rec.Header().Get("Cache-Control"))
		}
		if c.path == apiref.ScriptPath && string(body) != string(apiref.Script) {
			t.Errorf("%s: not the embedded bundle", c.path)
		}
		etag := rec.Header().Get("ETag")
		if rec := get(c.path, "If-None-Match", etag); etag == "" || rec.Code != 304 || rec.Body.Len() != 0 {
			t.Errorf("%s: revalidation with %q answered %d", c.path, etag, rec.Code)
		}
	}
}
