package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"image"
	"image/color"
	"image/png"
	"io"
	"math/big"
	"strconv"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/launch"
	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/card"
	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/devnettest"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
)

// redPNG is a 16x16 solid red PNG.
func redPNG(t *testing.T) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for y := range 16 {
		for x := range 16 {
			img.SetNRGBA(x, y, color.NRGBA{0xff, 0, 0, 0xff})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestMetadataAndImage launches three coins via buyWithIntent on the devnet
// fixture: one whose intent carries a PNG data URL (verified: metadata,
// has_image, image served, card draws it), one whose stored blob disagrees
// with the on-chain hash (metadata null, 404 no image), one with an SVG
// data URL (metadata kept, image refused).
func TestMetadataAndImage(t *testing.T) {
	env := devnettest.New(t)
	d := env.Chain.Deployment
	r := httpapi.NewRouter(httpapi.Deps{
		BasePath: base, ChainID: 1, DB: env.DB, Curve: d.LaunchpadCurve,
		Addresses: httpapi.Addresses{TokenImplementation: d.LaunchpadTokenImpl},
		Nonces:    chain.NewNonces(env.Chain.Client, d.LaunchpadCurve, env.Clock),
		Limiter:   ratelimit.New(funbackend.Limits{IntentWrites: 8}, env.DB, env.Clock, nil),
		EthUsd:    func() (float64, bool) { return 3000, true },
		Now:       env.Clock,
	})
	h := &harness{env: env, r: r}
	pngBytes := redPNG(t)

	launchWith := func(acct int, symbol string, salt int64, meta, stored string) string {
		t.Helper()
		creator := env.Chain.Accounts[acct].Address
		in := launch.Intent{
			Creator: creator, Name: "Meta " + symbol, Symbol: symbol, MetadataHash: launch.MetadataHash([]byte(meta)),
			Salt: big.NewInt(salt), Nonce: big.NewInt(0), Deadline: new(big.Int).SetUint64(env.Chain.Head(t).Time + 3600),
			FeeRecipient: creator,
		}
		sig := signTyped(t, env, acct, in)
		predicted := strings.ToLower(launch.PredictTokenAddress(d.LaunchpadCurve, d.LaunchpadTokenImpl, creator, in.Salt).Hex())
		if stored == meta {
			expect(t, post(r, intentJSON(in, sig, meta)), 201, "no-store")
		} else { // a stored blob that disagrees with the signed (on-chain) hash
			err := env.DB.PutIntent(t.Context(), funbackend.Intent{Address: predicted, Creator: strings.ToLower(creator.Hex()),
				Submitter: strings.ToLower(in.Submitter.Hex()), FeeRecipient: strings.ToLower(creator.Hex()), Name: in.Name,
				Symbol: symbol, MetadataHash: in.MetadataHash.Hex(), Nonce: "0", Salt: in.Salt.String(),
				Deadline: in.Deadline.Int64(), HasImage: true, Signature: sig, ChainID: 1, Curve: strings.ToLower(d.LaunchpadCurve.Hex()),
				MetadataJSON: stored, Payload: "{}"})
			if err != nil {
				t.Fatal(err)
			}
		}
		raw, _ := hexutil.Decode(sig)
		env.Chain.Send(t, 2, d.LaunchpadCurve, devnettest.Eth(100),
			bindings.NewLaunchpadCurve().PackBuyWithIntent(in.Binding(), raw, new(big.Int)))
		return predicted
	}
	goodMeta := `{"description":"a red square","image":"data:image/jpeg;base64,` + base64.StdEncoding.EncodeToString(pngBytes) + `"}`
	good := launchWith(5, "RED", 11, goodMeta, goodMeta)
	badMeta := `{"description":"signed","image":"data:image/png;base64,` + base64.StdEncoding.EncodeToString(pngBytes) + `"}`
	bad := launchWith(6, "BAD", 12, badMeta, strings.Replace(badMeta, "signed", "swapped", 1))
	svgMeta := `{"description":"vector","image":"data:image/svg+xml;base64,` +
		base64.StdEncoding.EncodeToString([]byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)) + `"}`
	svg := launchWith(7, "SVG", 13, svgMeta, svgMeta)
	env.Sync(t)

	t.Run("verified png", func(t *testing.T) {
		dt := decodeJSON[map[string]any](t, h.get(t, "/tokens/"+good))
		md, _ := dt["metadata"].(map[string]any)
		if md == nil || md["description"] != "a red square" || !strings.HasPrefix(md["image"].(string), "data:image/jpeg;base64,") || dt["has_image"] != float64(1) {
			t.Fatalf("detail metadata = %v has_image = %v", dt["metadata"], dt["has_image"])
		}
		rec := h.get(t, "/tokens/"+good+"/image")
		if rec.Code != 200 {
			t.Fatalf("image: %d %s", rec.Code, rec.Body.String())
		}
		for k, want := range map[string]string{
			"Content-Type":            "image/png", // sniffed, not the declared image/jpeg
			"Cache-Control":           "public, max-age=300",
			"X-Content-Type-Options":  "nosniff",
			"Content-Security-Policy": "default-src 'none'",
			"ETag":                    "",
		} {
			if got := rec.Header().Get(k); got != want {
				t.Errorf("%s = %q, want %q", k, got, want)
			}
		}
		if !bytes.Equal(rec.Body.Bytes(), pngBytes) {
			t.Errorf("image bytes differ")
		}
		b := decodeJSON[board](t, h.get(t, "/tokens"))
		for _, row := range b.Tokens {
			want := map[string]float64{good: 1, bad: 0, svg: 0}[row["address"].(string)]
			if row["has_image"] != want {
				t.Errorf("board has_image of %s = %v, want %v", row["symbol"], row["has_image"], want)
			}
		}
		rec = h.get(t, "/tokens/"+good+"/card.png")
		expect(t, rec, 200, "public, max-age=30")
		img, err := png.Decode(bytes.NewReader(rec.Body.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		at := card.LogoCenter
		if r, g, b, _ := img.At(at.X, at.Y).RGBA(); r>>8 != 0xff || g>>8 != 0 || b>>8 != 0 {
			t.Errorf("card logo centre = %v, want the coin's red image", img.At(at.X, at.Y))
		}
	})
	t.Run("hash mismatch", func(t *testing.T) {
		dt := decodeJSON[map[string]any](t, h.get(t, "/tokens/"+bad))
		if v, ok := dt["metadata"]; !ok || v != nil || dt["has_image"] != float64(0) {
			t.Errorf("mismatch: metadata = %v (present %v), has_image = %v", v, ok, dt["has_image"])
		}
		rec := h.get(t, "/tokens/"+bad+"/image")
		expect(t, rec, 404, "no-cache")
		if rec.Body.String() != `{"error":"no image"}` {
			t.Errorf("body = %s", rec.Body.String())
		}
		rec = h.get(t, "/tokens/"+bad+"/card.png") // ticker-letters fallback: the accent disc
		img, err := png.Decode(bytes.NewReader(rec.Body.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		at := card.LogoCenter.Add(image.Pt(80, 0)) // inside the disc, right of the letters
		if r, _, _, _ := img.At(at.X, at.Y).RGBA(); r>>8 != 0x5b {
			t.Errorf("fallback disc = %v", img.At(at.X, at.Y))
		}
	})
	t.Run("svg refused", func(t *testing.T) {
		dt := decodeJSON[map[string]any](t, h.get(t, "/tokens/"+svg))
		if md, _ := dt["metadata"].(map[string]any); md == nil || md["description"] != "vector" || dt["has_image"] != float64(0) {
			t.Errorf("svg detail: metadata = %v has_image = %v", dt["metadata"], dt["has_image"])
		}
		rec := h.get(t, "/tokens/"+svg+"/image")
		expect(t, rec, 404, "no-cache")
		if rec.Body.String() != `{"error":"no image"}` {
			t.Errorf("body = %s", rec.Body.String())
		}
		rec = h.get(t, "/tokens/0x000000000000000000000000000000000000dead/image")
		expect(t, rec, 404, "no-cache")
	})
}

// TestBoardGzip: /tokens answers gzip to a client that accepts it, with
// Vary: Accept-Encoding and the plain body's ETag (304 for either); both
// encodings carry their Content-Length (not chunked). Other JSON bodies of
// 1 KB or more are compressed too.
func TestBoardGzip(t *testing.T) {
	h := newHarness(t)
	plain := h.get(t, "/tokens")
	expect(t, plain, 200, "no-cache")
	if plain.Header().Get("Content-Encoding") != "" || plain.Header().Get("Vary") != "Accept-Encoding" ||
		plain.Header().Get("Content-Length") != strconv.Itoa(plain.Body.Len()) {
		t.Errorf("plain headers = %v", plain.Header())
	}
	if plain.Body.Len() < 1024 {
		t.Fatalf("board body %d bytes: under the gzip threshold", plain.Body.Len())
	}
	for _, ae := range []string{"gzip", "br, gzip;q=0.5", "*", "*;q=0, gzip", "identity, *;q=0.5"} {
		rec := h.get(t, "/tokens", "Accept-Encoding", ae)
		expect(t, rec, 200, "no-cache")
		if rec.Header().Get("Content-Encoding") != "gzip" || rec.Header().Get("Vary") != "Accept-Encoding" ||
			rec.Header().Get("ETag") != plain.Header().Get("ETag") ||
			rec.Header().Get("Content-Length") != strconv.Itoa(rec.Body.Len()) {
			t.Fatalf("%q: headers = %v", ae, rec.Header())
		}
		zr, err := gzip.NewReader(rec.Body)
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(zr)
		if err != nil || !bytes.Equal(got, plain.Body.Bytes()) {
			t.Errorf("%q: gunzipped body differs (%v)", ae, err)
		}
	}
	for _, ae := range []string{"gzip;q=0", "br", "identity", "gzip;q=0, *", "*;q=0"} {
		rec := h.get(t, "/tokens", "Accept-Encoding", ae)
		if rec.Header().Get("Content-Encoding") != "" || !bytes.Equal(rec.Body.Bytes(), plain.Body.Bytes()) {
			t.Errorf("%q: encoded %q", ae, rec.Header().Get("Content-Encoding"))
		}
	}
	rec := h.get(t, "/tokens", "Accept-Encoding", "gzip", "If-None-Match", plain.Header().Get("ETag"))
	expect(t, rec, 304, "no-cache")
	if rec.Body.Len() != 0 || rec.Header().Get("Content-Encoding") != "" || rec.Header().Get("Vary") != "Accept-Encoding" {
		t.Errorf("304 = %v %q", rec.Header(), rec.Body.String())
	}

	// A body no server-side cache holds (the coin detail) is compressed on
	// each request; a small one (/config) is sent as it is.
	detail := "/tokens/" + lower(h.s.Grad)
	plainDetail := h.get(t, detail)
	gzDetail := h.get(t, detail, "Accept-Encoding", "gzip")
	if plainDetail.Body.Len() < gzipMinBytes || gzDetail.Header().Get("Content-Encoding") != "gzip" ||
		gzDetail.Header().Get("Vary") != "Accept-Encoding" || gzDetail.Header().Get("ETag") != plainDetail.Header().Get("ETag") {
		t.Errorf("detail (%d bytes plain): gzip headers = %v", plainDetail.Body.Len(), gzDetail.Header())
	} else if zr, err := gzip.NewReader(gzDetail.Body); err != nil {
		t.Error(err)
	} else if got, err := io.ReadAll(zr); err != nil || !bytes.Equal(got, plainDetail.Body.Bytes()) {
		t.Errorf("detail: gunzipped body differs (%v)", err)
	}
	config := h.get(t, "/config", "Accept-Encoding", "gzip")
	if config.Body.Len() >= gzipMinBytes || config.Header().Get("Content-Encoding") != "" || config.Header().Get("Vary") != "Accept-Encoding" {
		t.Errorf("/config (%d bytes): headers = %v", config.Body.Len(), config.Header())
	}
}

// gzipMinBytes is httpapi's gzip threshold.
const gzipMinBytes = 1024

// TestCandlesFreshAfterCommit: the candles body is cached per store
// generation, so a trade indexed after a read shows on the next read.
func TestCandlesFreshAfterCommit(t *testing.T) {
	h := newHarness(t)
	path := "/tokens/" + lower(h.s.Pve) + "/candles?resolution=86400&from=0"
	count := func() float64 {
		var n float64
		for _, c := range decodeJSON[[]map[string]any](t, h.get(t, path)) {
			n += c["trades"].(float64)
		}
		return n
	}
	before := count()
	if again := count(); again != before || before == 0 {
		t.Fatalf("trades %v then %v", before, again)
	}
	h.env.Buy(t, 3, h.s.Pve, devnettest.Eth(10))
	h.env.Sync(t)
	if after := count(); after != before+1 {
		t.Errorf("trades after a new buy = %v, want %v", after, before+1)
	}
}
