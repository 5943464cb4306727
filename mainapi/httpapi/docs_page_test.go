package httpapi_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/common/apiref"
	"github.com/neoswap/neoswap/common/apiref/apireftest"
)

// TestDocsPageRendersEveryPath opens GET /docs in headless Chromium over a
// real listener: the embedded Redoc fetches /openapi.json and renders it,
// with no network beyond this server, and every path of the document is on
// the page.
func TestDocsPageRendersEveryPath(t *testing.T) {
	h := newHarness(t, nil)
	srv := httptest.NewServer(h.h)
	defer srv.Close()
	n := apireftest.CheckPage(t, srv.URL)
	t.Logf("%d paths rendered", n)
}

// TestDocsPageServed checks the page and its script as a client sees them:
// types, the STATIC tier, content ETags that revalidate to 304, and the
// bundle byte for byte.
func TestDocsPageServed(t *testing.T) {
	h := newHarness(t, nil)
	for _, c := range []struct {
		path, ctype string
		body        []byte
	}{
		{"/docs", apiref.PageContentType, nil},
		{apiref.ScriptPath, apiref.ScriptContentType, apiref.Script}, // the route declares the path literally
	} {
		rec := h.get(c.path)
		if rec.Code != http.StatusOK {
			t.Fatalf("%s: %d", c.path, rec.Code)
		}
		if got := rec.Header().Get("Content-Type"); got != c.ctype {
			t.Errorf("%s: Content-Type %q, want %q", c.path, got, c.ctype)
		}
		if got := rec.Header().Get("Cache-Control"); !strings.HasPrefix(got, "public, max-age=300") {
			t.Errorf("%s: Cache-Control %q", c.path, got)
		}
		body, _ := io.ReadAll(rec.Body)
		if c.body != nil && string(body) != string(c.body) {
			t.Errorf("%s: body differs from the embedded bundle", c.path)
		}
		if c.body == nil && (!strings.Contains(string(body), `spec-url="openapi.json"`) || !strings.Contains(string(body), `src="docs/redoc.standalone.js"`)) {
			t.Errorf("%s: page does not load the local spec and script:\n%s", c.path, body)
		}
		etag := rec.Header().Get("ETag")
		if etag == "" {
			t.Fatalf("%s: no ETag", c.path)
		}
		if rec := h.get(c.path, "If-None-Match: "+etag); rec.Code != http.StatusNotModified {
			t.Errorf("%s: revalidation answered %d, want 304", c.path, rec.Code)
		}
	}
	if rec := h.get("/docs/other"); rec.Code != http.StatusNotFound {
		t.Errorf("/docs/other: %d, want 404", rec.Code)
	}
}
