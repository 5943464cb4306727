// Package apireftest opens a service's reference page (GET /docs) in
// headless Chromium, as a person would, and checks that every path of the
// service's /openapi.json is on the rendered page. Both services' tests use
// it.
package apireftest

import (
	"context"
	"encoding/json"
	"html"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"
)

// chromiumPath is the browser: CHROMIUM_PATH or Debian's /usr/bin/chromium
// (the conformance suite's browser test uses the same).
func chromiumPath() string {
	if p := os.Getenv("CHROMIUM_PATH"); p != "" {
		return p
	}
	return "/usr/bin/chromium"
}

// RenderedDOM loads url in headless Chromium, lets the page's scripts run
// (Redoc fetches the spec and renders it), and returns the DOM as HTML.
// Without Chromium the test is skipped, unless CONFORMANCE_REQUIRE_BROWSER=1
// (CI) makes that a failure.
func RenderedDOM(t testing.TB, url string) string {
	t.Helper()
	bin := chromiumPath()
	if _, err := os.Stat(bin); err != nil {
		if os.Getenv("CONFORMANCE_REQUIRE_BROWSER") == "1" {
			t.Fatalf("Chromium not found at %s", bin)
		}
		t.Skipf("Chromium not found at %s (apt-get install chromium)", bin)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	profile := t.TempDir()
	cmd := exec.CommandContext(ctx, bin, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir="+profile, "--virtual-time-budget=20000", "--dump-dom", url)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium %s: %v\n%s", url, err, stderr.String())
	}
	return string(out)
}

// SpecPaths reads the OpenAPI document at url and returns its paths.
func SpecPaths(t testing.TB, url string) []string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d", url, resp.StatusCode)
	}
	var doc struct {
		Paths map[string]json.RawMessage `json:"paths"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&doc); err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	paths := make([]string, 0, len(doc.Paths))
	for p := range doc.Paths {
		paths = append(paths, p)
	}
	return paths
}

// operationPath is how Redoc renders an operation's endpoint: the method
// in a span of class http-verb, then the path in the next span.
var operationPath = regexp.MustCompile(`class="[^"]*\bhttp-verb [a-z]+">[a-z]+</span><span[^>]*>([^<]*)</span>`)

// RenderedPaths are the operation paths on a page Redoc rendered.
func RenderedPaths(dom string) map[string]bool {
	got := map[string]bool{}
	for _, m := range operationPath.FindAllStringSubmatch(dom, -1) {
		got[html.UnescapeString(m[1])] = true
	}
	return got
}

// CheckPage opens base+"/docs" in Chromium and fails the test for every
// path of base+"/openapi.json" that the rendered page does not show as an
// operation's endpoint. It returns the number of paths checked.
func CheckPage(t testing.TB, base string) int {
	t.Helper()
	paths := SpecPaths(t, base+"/openapi.json")
	if len(paths) == 0 {
		t.Fatalf("%s/openapi.json has no paths", base)
	}
	got := RenderedPaths(RenderedDOM(t, base+"/docs"))
	for _, p := range paths {
		if !got[p] {
			t.Errorf("%s/docs: path %s is not on the rendered page", base, p)
		}
	}
	return len(paths)
}
