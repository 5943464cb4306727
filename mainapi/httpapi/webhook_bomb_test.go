package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strconv"
	"testing"

	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// TestWebhookGzipBombCostsNothing (docs/reliability.md case 11): a forged
// but fresh delivery whose gzip body inflates to 31 MiB (under the 32 MiB
// bound) is refused 401 in either signature form without the server
// holding its decompressed bytes: the server allocates a small fraction of
// the inflated size. A delivery signed over its compressed bytes as sent is
// accepted as far as the MAC (400 for its content here, not 401).
func TestWebhookGzipBombCostsNothing(t *testing.T) {
	h := newHarness(t, func(d *httpapi.Deps) {
		d.Internal = httpapi.Internal{WebhookSecret: webhookSecret, Inbox: d.DB.(httpapi.Inbox)}
	})
	srv := httptest.NewServer(h.h)
	defer srv.Close()
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(make([]byte, 31<<20))
	zw.Close()
	bomb := buf.Bytes() // about 31 KB
	ts := strconv.FormatInt(h.clock.Now().Unix(), 10)

	post := func(t *testing.T, headers map[string]string) (int, uint64) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/internal/ingest/block", bytes.NewReader(bomb))
		req.Header.Set("Content-Encoding", "gzip")
		for k, v := range headers {
			req.Header.Set(k, v)
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		resp, err := http.DefaultClient.Do(req)
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode, after.TotalAlloc - before.TotalAlloc
	}
	for name, headers := range map[string]map[string]string{
		"ours": {httpapi.WebhookTimestampHeader: ts, httpapi.WebhookSignatureHeader: "sha256=" + string(bytes.Repeat([]byte("0"), 64))},
		"streams": {httpapi.QuickNodeTimestampHeader: ts, httpapi.QuickNodeNonceHeader: "n1",
			httpapi.QuickNodeSignatureHeader: string(bytes.Repeat([]byte("0"), 64))},
	} {
		t.Run(name, func(t *testing.T) {
			code, alloc := post(t, headers)
			if code != 401 || alloc > 4<<20 {
				t.Errorf("forged bomb: %d, %d KiB allocated, want 401 and under 4 MiB (the bomb inflates to 31 MiB)", code, alloc>>10)
			}
			t.Logf("forged 31 MiB bomb, %s form: %d, %d KiB allocated", name, code, alloc>>10)
		})
	}
	t.Run("signed as sent", func(t *testing.T) {
		n, _ := strconv.ParseInt(ts, 10, 64)
		code, _ := post(t, map[string]string{httpapi.WebhookTimestampHeader: ts,
			httpapi.WebhookSignatureHeader: httpapi.SignWebhook(webhookSecret, n, bomb)})
		if code != 400 { // the MAC passed; 31 MiB of zeros is no block
			t.Errorf("bomb signed over its compressed bytes: %d, want 400", code)
		}
	})
}
