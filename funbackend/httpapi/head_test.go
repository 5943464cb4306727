package httpapi_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

// TestHeadAnswersLikeGet: every public GET route answers HEAD, over real
// HTTP, with GET's status and headers (Content-Length included) and no
// body (RFC 9110 9.3.2). The routes come from the router, so a GET route
// registered without its HEAD fails here.
func TestHeadAnswersLikeGet(t *testing.T) {
	h := newHarness(t)
	srv := httptest.NewServer(h.r)
	defer srv.Close()
	coin, wallet := lower(h.s.Pve), lower(h.env.Chain.Accounts[2].Address)
	params := strings.NewReplacer(":address", coin, ":wallet", wallet, ":symbol", "PCAT")
	do := func(method, path string) (*http.Response, []byte) {
		t.Helper()
		req, err := http.NewRequest(method, srv.URL+path, nil)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp, body
	}
	heads := map[string]bool{}
	for _, rt := range h.r.Routes() {
		if rt.Method == http.MethodHead {
			heads[rt.Path] = true
		}
	}
	checked := 0
	for _, rt := range h.r.Routes() {
		if rt.Method != http.MethodGet || strings.HasPrefix(rt.Path, base+"/admin/") {
			continue
		}
		if !heads[rt.Path] {
			t.Errorf("GET %s has no HEAD route", rt.Path)
			continue
		}
		path := params.Replace(rt.Path)
		if rt.Path == base+"/tokens/:address/quote" {
			path += "?side=buy&amount=1000000000000000"
		}
		get, body := do(http.MethodGet, path)
		head, headBody := do(http.MethodHead, path)
		if len(headBody) != 0 {
			t.Errorf("HEAD %s: %d body bytes", path, len(headBody))
		}
		if head.StatusCode != get.StatusCode {
			t.Errorf("HEAD %s: status %d, GET %d", path, head.StatusCode, get.StatusCode)
		}
		for _, k := range []string{"Content-Type", "Cache-Control", "ETag", "Vary", "Retry-After"} {
			if head.Header.Get(k) != get.Header.Get(k) {
				t.Errorf("HEAD %s: %s %q, GET %q", path, k, head.Header.Get(k), get.Header.Get(k))
			}
		}
		if want := strconv.Itoa(len(body)); head.Header.Get("Content-Length") != want {
			t.Errorf("HEAD %s: Content-Length %q, GET's body is %s bytes", path, head.Header.Get("Content-Length"), want)
		}
		checked++
	}
	if checked < 20 {
		t.Errorf("checked %d GET routes; the router has more", checked)
	}
}
