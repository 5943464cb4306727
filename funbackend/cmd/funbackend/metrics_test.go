package main

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/neoswap/neoswap/common/metrics"
	"github.com/neoswap/neoswap/funbackend/stream"
)

// TestStreamMetrics scrapes the venue collector over HTTP while a hub has
// one live subscriber and has dropped a slow one: connections and drops.
func TestStreamMetrics(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	hub := stream.NewHub(stream.Config{Global: 3, PerIP: 3, Buffer: 1})
	reg := metrics.NewRegistry()
	metrics.Labeled(reg, "funbackend").MustRegister(venueCollector{hub: hub, now: time.Now})
	addr, err := metrics.Listen(ctx, "127.0.0.1:0", reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	scrape := func() string {
		resp, err := http.Get("http://" + addr.String() + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	slow, _, _, err := hub.Subscribe("192.0.2.1", "")
	if err != nil {
		t.Fatal(err)
	}
	defer slow.Close()
	if got := scrape(); !strings.Contains(got, `neoswap_sse_connections{service="funbackend"} 1`) ||
		!strings.Contains(got, `neoswap_sse_dropped_total{service="funbackend"} 0`) {
		t.Fatalf("before:\n%s", got)
	}
	// Two events for a queue of one: the subscriber is dropped.
	if err := hub.Publish(stream.Event{Type: "trade", Data: 1}, stream.Event{Type: "trade", Data: 2}); err != nil {
		t.Fatal(err)
	}
	live, _, _, err := hub.Subscribe("192.0.2.2", "")
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	got := scrape()
	for _, want := range []string{`neoswap_sse_connections{service="funbackend"} 1`, `neoswap_sse_dropped_total{service="funbackend"} 1`} {
		if !strings.Contains(got, want) {
			t.Errorf("after the drop: lacks %s", want)
		}
	}
	select {
	case <-slow.Done:
	default:
		t.Error("the slow subscriber was not dropped")
	}
}
