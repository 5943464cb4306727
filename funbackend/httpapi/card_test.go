package httpapi_test

import (
	"bytes"
	"fmt"
	"html"
	"image/png"
	"math/big"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/card"
	"github.com/neoswap/neoswap/funbackend/devnettest"
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
		`<meta property="og:image" content="https://api.example` + base + `/tokens/` + frog + `/card.png?v=`,
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

var (
	ogDescription = regexp.MustCompile(`<meta property="og:description" content="([^"]*)">`)
	ogImage       = regexp.MustCompile(`<meta property="og:image" content="[^"]*/card\.png\?v=([0-9a-f]{12})">`)
)

// unfurl fetches the share page of token and returns its og:description
// (unescaped) and the card version in its og:image.
func unfurl(t *testing.T, h *harness, token string) (desc, version string) {
	t.Helper()
	rec := h.get(t, "/share/"+token)
	expect(t, rec, 200, "public, max-age=300, stale-while-revalidate=600")
	d, v := ogDescription.FindStringSubmatch(rec.Body.String()), ogImage.FindStringSubmatch(rec.Body.String())
	if d == nil || v == nil {
		t.Fatalf("share page lacks og:description or a versioned og:image:\n%s", rec.Body.String())
	}
	if !strings.Contains(rec.Body.String(), `<meta name="twitter:image" content="`) || strings.Count(rec.Body.String(), "?v="+v[1]) != 2 {
		t.Errorf("twitter:image does not carry the version %s", v[1])
	}
	return html.UnescapeString(d[1]), v[1]
}

// TestShareStatesTheCard: og:description says the card's facts in words,
// cross-checked against the lens's live curve read on the detail route
// (price and bonding progress) rather than the card's own source, and the
// card URL's version follows the coin's state.
func TestShareStatesTheCard(t *testing.T) {
	h := newHarness(t)
	pve, frog, grad := lower(h.s.Pve), lower(h.s.Frozen), lower(h.s.Grad)

	// live is the detail route's lens read of token: price and progress.
	live := func(token string) (price *big.Int, pct int64, row map[string]any) {
		t.Helper()
		row = decodeJSON[map[string]any](t, h.get(t, "/tokens/"+token))
		curve, _ := row["curve"].(map[string]any)
		if curve == nil {
			t.Fatalf("no curve read for %s: %v", token, row)
		}
		price, _ = new(big.Int).SetString(curve["priceX18"].(string), 10)
		progress := decimal.RequireFromString(curve["bondingProgress"].(string))
		return price, progress.Mul(decimal.NewFromInt(100)).Floor().IntPart(), row
	}
	mcap := func(price *big.Int) string {
		eth := funbackend.McapEth(price)
		return "market cap " + card.USD(eth.Mul(decimal.NewFromInt(3000))) + " (" + card.ETH(eth) + ")"
	}
	noENotation := regexp.MustCompile(`[0-9]e[-+]?[0-9]`)

	price, pct, _ := live(pve)
	desc, v1 := unfurl(t, h, pve)
	for _, want := range []string{"Pve Cat ($PCAT) on the neoswap launch venue: " + mcap(price) + ", price " +
		card.ETH(decimal.NewFromBigInt(price, -18)), fmt.Sprintf(". %d%% of the way to graduation.", pct), " in 24h.",
		"Created by " + card.ShortAddress(lower(h.env.Chain.Accounts[1].Address)) + "."} {
		if !strings.Contains(desc, want) {
			t.Errorf("PCAT description lacks %q:\n%s", want, desc)
		}
	}
	if noENotation.MatchString(desc) {
		t.Errorf("e-notation in %s", desc)
	}

	price, _, _ = live(frog)
	desc, vFrog := unfurl(t, h, frog)
	if want := "Ice Frog ($FROG) on the neoswap launch venue: " + mcap(price); !strings.HasPrefix(desc, want) ||
		!strings.Contains(desc, ". Bonding complete: graduating now. Created by ") {
		t.Errorf("FROG description:\n%s\nwant it to start %s and say it is graduating", desc, want)
	}

	price, _, row := live(grad)
	desc, _ = unfurl(t, h, grad)
	want := "Grad Dog ($GDOG) graduated from the neoswap launch venue at a " + mcap(price) + "; it trades on its pools GDOG/WETH " +
		card.ShortAddress(row["pair_weth"].(string)) + " and GDOG/NEO " + card.ShortAddress(row["pair_neo"].(string)) + "."
	want = strings.Replace(want, "at a market cap ", "at a market cap of ", 1)
	if !strings.HasPrefix(desc, want) {
		t.Errorf("GDOG description:\n%s\nwant it to start\n%s", desc, want)
	}

	t.Run("version stays while the state does", func(t *testing.T) {
		if _, v := unfurl(t, h, pve); v != v1 {
			t.Errorf("version %s then %s without a change", v1, v)
		}
	})
	t.Run("version changes with the state", func(t *testing.T) {
		oldCard := h.get(t, "/tokens/"+pve+"/card.png").Body.Bytes()
		h.env.Buy(t, 3, h.s.Pve, devnettest.Eth(400))
		h.env.Chain.AdjustTime(t, 10*time.Second) // past the lens read's 3 s cache
		h.env.Sync(t)
		price, pct, _ := live(pve)
		desc, v2 := unfurl(t, h, pve)
		if v2 == v1 {
			t.Errorf("a buy left the version at %s", v1)
		}
		if !strings.Contains(desc, mcap(price)) || !strings.Contains(desc, fmt.Sprintf(". %d%% of the way", pct)) {
			t.Errorf("after the buy: %s (lens price %s, %d%%)", desc, price, pct)
		}
		if _, v := unfurl(t, h, frog); v != vFrog {
			t.Errorf("another coin's buy moved FROG's version %s to %s", vFrog, v)
		}
		// Within the card's 30 s render window: a made-up version gets the
		// cached card, the page's new version the new one, and from then on
		// every request does.
		if got := h.get(t, "/tokens/"+pve+"/card.png?v=000000000000").Body.Bytes(); !bytes.Equal(got, oldCard) {
			t.Error("a made-up version forced a render")
		}
		newCard := h.get(t, "/tokens/"+pve+"/card.png?v="+v2).Body.Bytes()
		if bytes.Equal(newCard, oldCard) {
			t.Errorf("card.png?v=%s is the card of the previous state", v2)
		}
		if got := h.get(t, "/tokens/"+pve+"/card.png").Body.Bytes(); !bytes.Equal(got, newCard) {
			t.Error("the plain card URL did not get the new card")
		}
	})
	t.Run("24h change against the price a day ago", func(t *testing.T) {
		before, _, _ := live(pve)
		h.env.Chain.AdjustTime(t, 25*time.Hour) // every earlier trade leaves the window
		h.env.Buy(t, 2, h.s.Pve, devnettest.Eth(100))
		h.env.Chain.AdjustTime(t, 10*time.Second)
		h.env.Sync(t)
		after, _, _ := live(pve)
		b := decimal.NewFromBigInt(before, 0)
		want := card.Percent(decimal.NewFromBigInt(after, 0).Sub(b).DivRound(b, 8))
		if desc, _ := unfurl(t, h, pve); !strings.Contains(desc, ", "+want+" in 24h.") {
			t.Errorf("want %s in 24h (price %s to %s):\n%s", want, before, after, desc)
		}
		if desc, _ := unfurl(t, h, frog); !strings.Contains(desc, ", 0% in 24h.") {
			t.Errorf("FROG did not trade for a day:\n%s", desc)
		}
	})
	t.Run("an unchanged card is the same whatever v says", func(t *testing.T) {
		a, b := h.get(t, "/tokens/"+frog+"/card.png?v="+vFrog), h.get(t, "/tokens/"+frog+"/card.png?v=000000000000")
		expect(t, a, 200, "public, max-age=30")
		if !bytes.Equal(a.Body.Bytes(), b.Body.Bytes()) {
			t.Error("the card differs by ?v=")
		}
	})
}
