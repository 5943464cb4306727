package httpapi_test

import (
	"bufio"
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	sse "github.com/tmaxmax/go-sse"

	"github.com/neoswap/neoswap/common/launch"
	"github.com/neoswap/neoswap/funbackend/devnettest"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/stream"
)

// sseClient is one GET /stream read with go-sse's parser.
type sseClient struct {
	resp   *http.Response
	events chan sse.Event
	cancel context.CancelFunc
}

func openStream(t *testing.T, url string, hdr ...string) *sseClient {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url+base+"/stream", nil)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	c := &sseClient{resp: resp, events: make(chan sse.Event, 100), cancel: cancel}
	t.Cleanup(c.close)
	if resp.StatusCode == 200 {
		go func() {
			defer close(c.events)
			for ev, err := range sse.Read(resp.Body, nil) {
				if err != nil {
					return
				}
				c.events <- ev
			}
		}()
	}
	return c
}

func (c *sseClient) close() { c.cancel(); c.resp.Body.Close() }

// next returns the next event of type typ, skipping others; it fails t
// after a timeout.
func (c *sseClient) next(t *testing.T, typ string) (sse.Event, map[string]any) {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case ev, ok := <-c.events:
			if !ok {
				t.Fatalf("stream ended waiting for %s", typ)
			}
			if ev.Type != typ {
				continue
			}
			var m map[string]any
			if err := json.Unmarshal([]byte(ev.Data), &m); err != nil {
				t.Fatalf("%s data %q: %v", typ, ev.Data, err)
			}
			return ev, m
		case <-timeout:
			t.Fatalf("no %s event", typ)
		}
	}
}

func TestStream(t *testing.T) {
	env := devnettest.New(t)
	hub := stream.NewHub(stream.Config{Global: 3, PerIP: 2})
	env.OnCommit = httpapi.Publisher(env.DB, hub, nil)
	env.Indexer = env.NewIndexer(env.DB)
	srv := httptest.NewServer(httpapi.NewRouter(httpapi.Deps{BasePath: base, ChainID: 1, DB: env.DB, Stream: hub,
		TrustedProxies: []string{"127.0.0.1"}, Now: env.Clock, StreamHeartbeat: 50 * time.Millisecond}))
	defer srv.Close()

	a := openStream(t, srv.URL)
	if a.resp.StatusCode != 200 || a.resp.Header.Get("Cache-Control") != "no-store" ||
		a.resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("stream answer %d, headers %v", a.resp.StatusCode, a.resp.Header)
	}

	coin := env.Launch(t, 1, "Stream Cat", "SCAT", 7, devnettest.Eth(100), nil)
	env.Sync(t)
	ancestor := env.Chain.Head(t)
	var lastID string
	t.Run("delivery", func(t *testing.T) {
		ev, c := a.next(t, "coin")
		if c["address"] != lower(coin) || c["symbol"] != "SCAT" || ev.LastEventID == "" {
			t.Errorf("coin event %s (id %q)", ev.Data, ev.LastEventID)
		}
		for _, col := range []string{"metadata_hash", "holder_count", "volume24h", "announced"} {
			if _, ok := c[col]; !ok {
				t.Errorf("coin event lacks board column %s", col)
			}
		}
		if c["announced"] != float64(1) {
			t.Errorf("coin event announced = %v, want 1 (the event is the announcement)", c["announced"])
		}
		ev, tr := a.next(t, "trade")
		if tr["token"] != lower(coin) || tr["is_buy"] != float64(1) || tr["tx_hash"] == nil {
			t.Errorf("trade event %s", ev.Data)
		}
		lastID = ev.LastEventID
		var announced int
		env.DB.Read.QueryRow(`SELECT announced FROM coins WHERE address = ?`, lower(coin)).Scan(&announced)
		if announced != 1 {
			t.Errorf("announced = %d, want 1", announced)
		}
	})
	t.Run("heartbeat keeps the stream open", func(t *testing.T) {
		time.Sleep(150 * time.Millisecond) // comment lines are not events
		select {
		case ev, ok := <-a.events:
			t.Errorf("unexpected event %v (open %v)", ev, ok)
		default:
		}
		// A proxy only sees bytes: the heartbeat must be on the wire.
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+base+"/stream", nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		lines := bufio.NewScanner(resp.Body)
		beats := 0
		for beats < 2 && lines.Scan() {
			if lines.Text() == ": heartbeat" {
				beats++
			}
		}
		if beats < 2 {
			t.Errorf("%d heartbeat comment lines in 2 s at a 50 ms interval (%v)", beats, lines.Err())
		}
	})
	a.close()

	env.Buy(t, 2, coin, devnettest.Eth(1000))
	env.Buy(t, 3, coin, devnettest.Eth(200))
	env.Sync(t)
	t.Run("replay after reconnect", func(t *testing.T) {
		b := openStream(t, srv.URL, "Last-Event-ID", lastID)
		_, t1 := b.next(t, "trade")
		_, t2 := b.next(t, "trade")
		if t1["trader"] != lower(env.Chain.Accounts[2].Address) || t2["trader"] != lower(env.Chain.Accounts[3].Address) {
			t.Errorf("replayed traders %v, %v", t1["trader"], t2["trader"])
		}
		b.close()
		c := openStream(t, srv.URL, "Last-Event-ID", "0-1")
		if ev, _ := c.next(t, "reset"); ev.LastEventID != "" {
			t.Errorf("reset carries an id %q", ev.LastEventID)
		}
		c.close()
	})
	t.Run("retract on reorg", func(t *testing.T) {
		d := openStream(t, srv.URL)
		if err := env.Chain.Backend.Fork(ancestor.Hash()); err != nil {
			t.Fatal(err)
		}
		for range 3 {
			env.Chain.Commit()
		}
		env.Sync(t)
		_, r := d.next(t, "retract")
		if r["token"] != lower(coin) || r["tx_hash"] == nil {
			t.Errorf("retract = %v", r)
		}
		if _, re := d.next(t, "reorg"); re["ancestor"] != float64(ancestor.Number.Uint64()) {
			t.Errorf("reorg = %v, want ancestor %d", re, ancestor.Number)
		}
		d.next(t, "trade") // the simulated chain re-mines the dropped buys
	})
	t.Run("caps", func(t *testing.T) {
		for hub.Subscribers() > 0 {
			time.Sleep(10 * time.Millisecond)
		}
		openStream(t, srv.URL, "X-Forwarded-For", "198.51.100.1")
		openStream(t, srv.URL, "X-Forwarded-For", "198.51.100.1")
		c := openStream(t, srv.URL, "X-Forwarded-For", "198.51.100.1")
		if c.resp.StatusCode != 429 || c.resp.Header.Get("Retry-After") == "" || c.resp.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("per-IP cap: %d %v", c.resp.StatusCode, c.resp.Header)
		}
		openStream(t, srv.URL, "X-Forwarded-For", "198.51.100.2")
		c = openStream(t, srv.URL, "X-Forwarded-For", "198.51.100.3")
		if c.resp.StatusCode != 503 || c.resp.Header.Get("Retry-After") == "" || c.resp.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("global cap: %d %v", c.resp.StatusCode, c.resp.Header)
		}
		// HEAD takes no slot: at the global cap it still answers the
		// stream's headers.
		resp, err := http.Head(srv.URL + base + "/stream")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" ||
			resp.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("HEAD /stream at the cap: %d %v", resp.StatusCode, resp.Header)
		}
	})
}

// TestStreamSkipsTakenDown: a coin taken down before it materialized is
// never announced, and none of its events are published.
func TestStreamSkipsTakenDown(t *testing.T) {
	env := devnettest.New(t)
	hub := stream.NewHub(stream.Config{Global: 3, PerIP: 2})
	env.OnCommit = httpapi.Publisher(env.DB, hub, nil)
	env.Indexer = env.NewIndexer(env.DB)
	r := httpapi.NewRouter(httpapi.Deps{BasePath: base, ChainID: 1, DB: env.DB, Stream: hub, Now: env.Clock,
		AdminToken: adminToken, StreamHeartbeat: 50 * time.Millisecond})
	srv := httptest.NewServer(r)
	t.Cleanup(srv.Close) // after the stream's own cleanup closes it
	d := env.Chain.Deployment
	hiddenCoin := launch.PredictTokenAddress(d.LaunchpadCurve, d.LaunchpadTokenImpl, env.Chain.Accounts[1].Address, big.NewInt(8))
	expect(t, admin(r, "PUT", "/admin/takedowns/"+lower(hiddenCoin), `{"reason":"pre-emptive"}`), 200, "no-store")

	a := openStream(t, srv.URL)
	if got := env.Launch(t, 1, "Hidden Cat", "HCAT", 8, devnettest.Eth(100), nil); got != hiddenCoin {
		t.Fatalf("launched %s, predicted %s", got.Hex(), hiddenCoin.Hex())
	}
	shown := env.Launch(t, 2, "Shown Cat", "SHOW", 9, devnettest.Eth(100), nil)
	env.Sync(t)
	if _, c := a.next(t, "coin"); c["address"] != lower(shown) {
		t.Errorf("first coin event = %v, want %s", c["address"], lower(shown))
	}
	if _, tr := a.next(t, "trade"); tr["token"] != lower(shown) {
		t.Errorf("first trade event = %v, want %s", tr["token"], lower(shown))
	}
}
