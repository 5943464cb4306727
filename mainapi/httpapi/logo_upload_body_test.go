package httpapi_test

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// TestLogoUploadHeadersFirst (docs/reliability.md case 12): the upload's
// signature headers are checked before a byte of its body is read, and a
// body that passed them must arrive within LogoBodyTimeout, over a real
// connection: an unsigned upload trickling its body is refused at once,
// an unsigned 10 MB chunked body is 400 (not 413), and a signed-looking
// upload stalling its body is cut off.
func TestLogoUploadHeadersFirst(t *testing.T) {
	h := newHarness(t, func(d *httpapi.Deps) { d.LogoBodyTimeout = 300 * time.Millisecond })
	srv := httptest.NewServer(h.h)
	defer srv.Close()
	path := logoPath("0x" + strings.Repeat("11", 20))
	signed := fmt.Sprintf("%s: 0x%s\r\n%s: %d\r\n", httpapi.LogoSignatureHeader, strings.Repeat("ab", 65),
		httpapi.LogoExpiresHeader, h.clock.Now().Unix()+60)

	// post writes the request head, then body (in the background, errors
	// ignored: the server may answer and close before it is sent), and
	// returns the answer and how long it took.
	post := func(t *testing.T, head string, body func(io.Writer)) (int, string, time.Duration) {
		t.Helper()
		conn, err := net.Dial("tcp", strings.TrimPrefix(srv.URL, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		start := time.Now()
		if _, err := io.WriteString(conn, "POST "+path+" HTTP/1.1\r\nHost: x\r\nContent-Type: image/png\r\n"+head+"\r\n"); err != nil {
			t.Fatal(err)
		}
		go body(conn)
		conn.SetReadDeadline(time.Now().Add(5 * time.Second))
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("no answer after %v: %v", time.Since(start).Round(time.Millisecond), err)
		}
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b), time.Since(start)
	}
	stall := func(w io.Writer) { io.WriteString(w, "\x89PNG\r\n\x1a\n") } // 8 of the announced bytes, then nothing

	t.Run("unsigned, trickled body", func(t *testing.T) {
		code, body, took := post(t, "Content-Length: 1000\r\n", stall)
		if code != 400 || body != `{"error":"missing or malformed X-Logo-Signature"}` || took > time.Second {
			t.Errorf("%d %s after %v, want 400 missing signature at once", code, body, took)
		}
	})
	t.Run("unsigned, 10 MB chunked", func(t *testing.T) {
		code, body, _ := post(t, "Transfer-Encoding: chunked\r\n", func(w io.Writer) {
			chunk := fmt.Sprintf("%x\r\n%s\r\n", 1<<20, strings.Repeat("a", 1<<20))
			for range 10 {
				if _, err := io.WriteString(w, chunk); err != nil {
					return
				}
			}
			io.WriteString(w, "0\r\n\r\n")
		})
		if code != 400 || body != `{"error":"missing or malformed X-Logo-Signature"}` {
			t.Errorf("%d %s, want 400 missing signature", code, body)
		}
	})
	t.Run("expired, trickled body", func(t *testing.T) {
		expired := strings.Replace(signed, fmt.Sprint(h.clock.Now().Unix()+60), fmt.Sprint(h.clock.Now().Unix()-1), 1)
		code, body, took := post(t, expired+"Content-Length: 1000\r\n", stall)
		if code != 403 || body != `{"error":"signature expired"}` || took > time.Second {
			t.Errorf("%d %s after %v, want 403 signature expired at once", code, body, took)
		}
	})
	t.Run("signed-looking, stalled body", func(t *testing.T) {
		code, body, took := post(t, signed+"Content-Length: 1000\r\n", stall)
		if code != 400 || body != `{"error":"unreadable body"}` || took > 3*time.Second {
			t.Errorf("%d %s after %v, want 400 unreadable body after the 300 ms body timeout", code, body, took)
		}
	})
}
