package httpapi_test

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/funbackend/httpapi"
)

func TestCardAndShare(t *testing.T) {
	h := newHarness(t)
	frog := lower(h.s.Frozen)

	rec := h.get(t, "/tokens/"+frog+"/card.png")
	expect(t, rec, 200, "public, max-age=30")
	if rec.Header().Get("Content-Type") != "image/png" || rec.Header().Get("ETag") != "" {
		t.Errorf("card headers = %v", rec.Header())
	}
	img, err := png.Decode(bytes.NewReader(rec.Body.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 1200 || b.Dy() != 630 {
		t.Errorf("card is %v", b)
	}
	for _, tc := range []struct {
		path   string
		status int
		body   string
	}{
		{"/tokens/0x12/card.png", 400, `{"error":"bad address"}`},
		{"/tokens/0x000000000000000000000000000000000000dead/card.png", 404, `{"error":"not found"}`},
	} {
		rec := h.get(t, tc.path)
		expect(t, rec, tc.status, "no-cache")
		if rec.Body.String() != tc.body {
			t.Errorf("%s: %s", tc.path, rec.Body.String())
		}
	}

	r := httpapi.NewRouter(httpapi.Deps{BasePath: base, ChainID: 1, DB: h.env.DB, Curve: h.env.Chain.Deployment.LaunchpadCurve,
		AppURL: "https://app.example", PublicURL: "https://api.example", Now: h.env.Clock})
	ref := lower(h.env.Chain.Accounts[5].Address)
	rec = do(r, "/share/"+h.s.Frozen.Hex()+"?ref="+ref)
	expect(t, rec, 200, "public, max-age=300, stale-while-revalidate=600")
	page := rec.Body.String()
	target := "https://app.example/coin/" + frog + "?chain=ethereum&amp;ref=" + ref
	for _, want := range []string{
		`<meta property="og:title" content="Ice Frog ($FROG)">`,
		`<meta property="og:description" content="`,
		`<meta property="og:image" content="https://api.example` + base + `/tokens/` + frog + `/card.png">`,
		`<meta name="twitter:card" content="summary_large_image">`,
		`<meta http-equiv="refresh" content="0; url=` + target + `">`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("share page lacks %s:\n%s", want, page)
		}
	}
	if ct := rec.Header().Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Errorf("Content-Type = %q", ct)
	}
	rec = do(r, "/share/"+frog+"?ref=notanaddress")
	if strings.Contains(rec.Body.String(), "&amp;ref=") || rec.Code != 200 {
		t.Errorf("invalid ref forwarded")
	}
	for _, tc := range []struct {
		path   string
		status int
		body   string
	}{
		{"/share/0xnope", 400, "bad address"},
		{"/share/0x000000000000000000000000000000000000dead", 404, "not found"},
	} {
		rec := do(r, tc.path)
		if rec.Code != tc.status || rec.Body.String() != tc.body || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/plain") {
			t.Errorf("%s: %d %q %q", tc.path, rec.Code, rec.Body.String(), rec.Header().Get("Content-Type"))
		}
	}
}
