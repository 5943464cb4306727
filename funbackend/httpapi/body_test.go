package httpapi_test

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/devnettest"
	"github.com/neoswap/neoswap/funbackend/httpapi"
)

// TestSlowBody: a body trickled slower than BodyReadTimeout is cut off and
// answered 400 as a broken body, over a real connection, instead of holding
// the handler for as long as the client likes.
func TestSlowBody(t *testing.T) {
	env := devnettest.New(t)
	d := env.Chain.Deployment
	srv := httptest.NewServer(httpapi.NewRouter(httpapi.Deps{
		BasePath: base, ChainID: 1, DB: env.DB, Curve: d.LaunchpadCurve,
		Addresses:       httpapi.Addresses{TokenImplementation: d.LaunchpadTokenImpl},
		Nonces:          chain.NewNonces(env.Chain.Client, d.LaunchpadCurve, env.Clock),
		Now:             env.Clock,
		BodyReadTimeout: 300 * time.Millisecond,
	}))
	defer srv.Close()

	conn, err := net.Dial("tcp", strings.TrimPrefix(srv.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// 1,000 bytes announced, 10 sent, then nothing.
	if _, err := io.WriteString(conn, "POST "+base+"/intents HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"+
		"Content-Length: 1000\r\n\r\n{\"intent\":"); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer to a stalled body after %v: %v", time.Since(start).Round(time.Millisecond), err)
	}
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusBadRequest || string(body) != `{"error":"bad intent"}` ||
		resp.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("stalled body: %d %s (Cache-Control %q), want 400 bad intent, no-store", resp.StatusCode, body, resp.Header.Get("Cache-Control"))
	}
}
