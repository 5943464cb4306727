package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// TestHEAD walks every GET route of /openapi.json (example parameters),
// the logo route and a few errors, and checks that HEAD answers what GET
// answers, without the body: status and the headers a cache or client
// reads. A conditional HEAD answers 304 like a conditional GET.
func TestHEAD(t *testing.T) {
	backend := newLaunchBackend(t)
	logo := pngOf(t, 16, 16, false)
	backend.serve(exampleLogoToken, "image/png", logo)
	h := newHarness(t, func(d *httpapi.Deps) {
		d.Build = httpapi.Build{Commit: strings.Repeat("ab", 20), BuildID: "b"}
		d.Deployment = &deployment.File{ChainID: 1}
		d.Config.LaunchBackendURL = backend.url()
	})
	h.setHead(9, wire.MustParseHash(hashHex), t0)
	h.trackExamplePair()

	doc, err := openapi3.NewLoader().LoadFromData(h.get("/openapi.json").Body.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	targets := []string{
		logoPath(exampleLogoToken),      // 200 image
		logoPath(tokenN(9)),             // 404 no logo
		logoPath("0x12"),                // 400
		"/tokens/0x12/chart",            // 400
		"/nope",                         // 404 unknown route
		"/tokens/" + wallet1 + "/price", // 404 wrong-number form
	}
	for path, item := range doc.Paths.Map() {
		if item.Get == nil {
			continue
		}
		target, q := path, url.Values{}
		for _, pr := range item.Get.Parameters {
			ex, _ := pr.Value.Example.(string)
			if pr.Value.In == "path" {
				target = strings.Replace(target, "{"+pr.Value.Name+"}", ex, 1)
			} else if ex != "" {
				q.Set(pr.Value.Name, ex)
			}
		}
		if len(q) > 0 {
			target += "?" + q.Encode()
		}
		targets = append(targets, target)
	}
	send := func(method, target string, headers ...string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, target, nil)
		req.RemoteAddr = "192.0.2.1:1234"
		for _, kv := range headers {
			k, v, _ := strings.Cut(kv, ":")
			req.Header.Add(k, strings.TrimSpace(v))
		}
		return h.do(req)
	}
	compared := []string{"ETag", "Cache-Control", "Content-Type", "Content-Length", "Retry-After",
		"X-Content-Type-Options", "X-Indexed-Block", "Access-Control-Allow-Origin"}
	for _, target := range targets {
		t.Run(target, func(t *testing.T) {
			get := send(http.MethodGet, target)
			head := send(http.MethodHead, target)
			if head.Code != get.Code {
				t.Errorf("HEAD status %d, GET %d", head.Code, get.Code)
			}
			if head.Body.Len() != 0 {
				t.Errorf("HEAD has a body of %d bytes", head.Body.Len())
			}
			if cl := get.Header().Get("Content-Length"); cl != strconv.Itoa(get.Body.Len()) {
				t.Errorf("GET Content-Length %q for a body of %d bytes", cl, get.Body.Len())
			}
			for _, k := range compared {
				if g, hd := get.Header().Get(k), head.Header().Get(k); g != hd {
					t.Errorf("%s: HEAD %q, GET %q", k, hd, g)
				}
			}
			if etag := get.Header().Get("ETag"); etag != "" {
				cond := send(http.MethodHead, target, "If-None-Match: "+etag)
				check(t, cond, want{status: 304, headers: map[string]string{"ETag": etag, "Cache-Control": get.Header().Get("Cache-Control")}})
			}
		})
	}
	if n := backend.hitsOf(imagePath(exampleLogoToken)); n != 1 {
		t.Errorf("launch backend saw %d requests, want 1", n)
	}
}

const exampleLogoToken = "0x00000000000000000000000000000000000000e1"
