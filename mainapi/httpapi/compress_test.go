package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// listBody is a JSON body of n rows, over gzipMin from a dozen rows on.
type listBody struct {
	Items []string `json:"items"`
}

func listOf(n int) listBody {
	b := listBody{Items: make([]string, n)}
	for i := range b.Items {
		b.Items[i] = fmt.Sprintf("0x%040x", i)
	}
	return b
}

// checkHeaders is check without the body.
func checkHeaders(t testing.TB, rec *httptest.ResponseRecorder, status int, headers map[string]string) {
	t.Helper()
	if rec.Code != status {
		t.Errorf("status = %d, want %d", rec.Code, status)
	}
	for k, v := range headers {
		if got := rec.Header().Get(k); got != v {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
}

func gunzip(t testing.TB, b []byte) string {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("not gzip: %v", err)
	}
	plain, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("gunzip: %v", err)
	}
	return string(plain)
}

// TestCompression: a JSON 200 of 1 KB or more goes out gzip-compressed to a
// client that takes gzip, with the ETag of the plain form and Vary:
// Accept-Encoding on every JSON 200 and 304; the body cache compresses a
// body once; without the cache every answer is compressed on its own.
func TestCompression(t *testing.T) {
	var runs atomic.Int32
	list := &httpapi.Route{Path: "/list", Tier: httpapi.TierBlock, ETag: httpapi.ETagHead, Response: listBody{},
		Params: []httpapi.Param{{Name: "n", Kind: httpapi.KindInt, Min: 1, Max: 1000}},
		Handle: func(c *gin.Context) (any, error) {
			runs.Add(1)
			n := 100
			fmt.Sscan(c.DefaultQuery("n", "100"), &n)
			return listOf(n), nil
		}}
	h := newHarness(t, nil, list)
	h.setHead(7, wire.Hash{7}, t0)
	plain := h.get("/list")
	checkHeaders(t, plain, 200, map[string]string{"Content-Encoding": "", "Vary": "Accept-Encoding"})
	etag := plain.Header().Get("ETag")
	if plain.Body.Len() < 1024 || etag == "" {
		t.Fatalf("plain body %d bytes, ETag %q: want over 1 KB with an ETag", plain.Body.Len(), etag)
	}

	t.Run("gzip when accepted", func(t *testing.T) {
		for _, accept := range []string{
			"gzip", "gzip, deflate, br, zstd", "br;q=1.0, gzip;q=0.8", "x-gzip", "*", "GZIP", "identity, *;q=0.5",
			"*;q=0, gzip", // a named gzip outranks the wildcard
		} {
			rec := h.get("/list", "Accept-Encoding: "+accept)
			checkHeaders(t, rec, 200, map[string]string{
				"Content-Encoding": "gzip", "Vary": "Accept-Encoding", "ETag": etag, "Cache-Control": block,
				"Content-Length": fmt.Sprint(rec.Body.Len()), "Content-Type": "application/json; charset=utf-8",
			})
			if got := gunzip(t, rec.Body.Bytes()); got != plain.Body.String() {
				t.Errorf("Accept-Encoding %q: gunzipped body differs from the plain one", accept)
			}
			if rec.Body.Len()*3 > plain.Body.Len() {
				t.Errorf("Accept-Encoding %q: %d bytes compressed from %d", accept, rec.Body.Len(), plain.Body.Len())
			}
		}
	})

	t.Run("plain when gzip is not accepted", func(t *testing.T) {
		for _, accept := range []string{"", "identity", "br", "gzip;q=0", "gzip; q=0.000", "*;q=0", "gzip;q=0, *", "deflate"} {
			var headers []string
			if accept != "" {
				headers = append(headers, "Accept-Encoding: "+accept)
			}
			check(t, h.get("/list", headers...), want{status: 200, body: plain.Body.String(), headers: map[string]string{
				"Content-Encoding": "", "Vary": "Accept-Encoding", "ETag": etag, "Content-Length": fmt.Sprint(plain.Body.Len()),
			}})
		}
	})

	t.Run("small bodies stay plain", func(t *testing.T) {
		rec := h.get("/list?n=2", "Accept-Encoding: gzip")
		check(t, rec, want{status: 200, body: `{"items":["0x0000000000000000000000000000000000000000","0x0000000000000000000000000000000000000001"]}`,
			headers: map[string]string{"Content-Encoding": "", "Vary": "Accept-Encoding"}})
		check(t, h.get("/chain/head", "Accept-Encoding: gzip"), want{status: 200,
			body:    fmt.Sprintf(`{"chainId":1,"blockNumber":7,"blockTimestamp":%d}`, t0.Unix()),
			headers: map[string]string{"Content-Encoding": "", "Vary": "Accept-Encoding"}})
	})

	t.Run("304 and HEAD", func(t *testing.T) {
		check(t, h.get("/list", "Accept-Encoding: gzip", "If-None-Match: "+etag), want{status: 304,
			headers: map[string]string{"ETag": etag, "Vary": "Accept-Encoding", "Content-Encoding": "", "Cache-Control": block}})
		gz := h.get("/list", "Accept-Encoding: gzip")
		req := httptest.NewRequest(http.MethodHead, "/list", nil)
		req.Header.Set("Accept-Encoding", "gzip")
		check(t, h.do(req), want{status: 200, headers: map[string]string{
			"Content-Encoding": "gzip", "Content-Length": fmt.Sprint(gz.Body.Len()), "ETag": etag, "Vary": "Accept-Encoding",
		}})
	})

	t.Run("compressed once per cached body", func(t *testing.T) {
		before := runs.Load()
		first := h.get("/list", "Accept-Encoding: gzip").Body.Bytes()
		second := h.get("/list", "Accept-Encoding: gzip").Body.Bytes()
		if runs.Load() != before {
			t.Errorf("handler ran %d times for cached answers", runs.Load()-before)
		}
		if !bytes.Equal(first, second) {
			t.Error("two answers from the cache differ")
		}
	})

	t.Run("errors stay plain", func(t *testing.T) {
		check(t, h.get("/list?n=0", "Accept-Encoding: gzip"), want{status: 400, body: `{"error":"invalid n"}`,
			headers: errorHeaders("Content-Encoding", "", "Vary", "")})
	})

	t.Run("uncached and precomputed bodies", func(t *testing.T) {
		off := newHarness(t, func(d *httpapi.Deps) { d.Config.ResponseCacheBytes = 0 }, list)
		off.setHead(7, wire.Hash{7}, t0)
		before := runs.Load()
		for range 2 {
			rec := off.get("/list", "Accept-Encoding: gzip")
			checkHeaders(t, rec, 200, map[string]string{"Content-Encoding": "gzip", "ETag": etag, "Vary": "Accept-Encoding"})
			if gunzip(t, rec.Body.Bytes()) != plain.Body.String() {
				t.Error("cache off: gunzipped body differs from the plain one")
			}
		}
		if got := runs.Load() - before; got != 2 {
			t.Errorf("cache off: handler ran %d times, want 2", got)
		}
		// /openapi.json (content ETag, encoded per request) and /config
		// (precomputed at boot, no ETag).
		for _, path := range []string{"/openapi.json", "/config"} {
			want := h.get(path).Body.String()
			rec := h.get(path, "Accept-Encoding: gzip")
			if rec.Code != 200 || rec.Header().Get("Content-Encoding") != "gzip" || rec.Header().Get("Vary") != "Accept-Encoding" {
				t.Errorf("%s: status %d, Content-Encoding %q, Vary %q", path, rec.Code, rec.Header().Get("Content-Encoding"), rec.Header().Get("Vary"))
				continue
			}
			if got := gunzip(t, rec.Body.Bytes()); got != want {
				t.Errorf("%s: gunzipped body differs from the plain one", path)
			}
		}
	})

	t.Run("a real client", func(t *testing.T) {
		// net/http's transport asks for gzip itself and decompresses.
		srv := httptest.NewServer(h.h)
		defer srv.Close()
		resp, err := http.Get(srv.URL + "/list")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		got, _ := io.ReadAll(resp.Body)
		if !resp.Uncompressed || string(got) != plain.Body.String() {
			t.Errorf("transport: uncompressed %v, body equal %v", resp.Uncompressed, string(got) == plain.Body.String())
		}
		if !strings.Contains(resp.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("Vary = %q", resp.Header.Get("Vary"))
		}
	})
}
