package ethrpc

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"", 0, false},
		{"soon", 0, false},
		{"-3", 0, false},
		{"0", 0, true},
		{" 7 ", 7 * time.Second, true},
		{"86400", MaxRetryAfter, true},
		{"99999999999999999999999", 0, false}, // overflows uint64: unreadable
		{"Sun, 29 Nov 2026 12:00:30 GMT", 30 * time.Second, true},
		{"Sun, 29 Nov 2026 11:59:00 GMT", 0, true},
		{"Mon, 30 Nov 2026 12:00:00 GMT", MaxRetryAfter, true},
	} {
		got, ok := parseRetryAfter(c.in, now)
		if got != c.want || ok != c.ok {
			t.Errorf("parseRetryAfter(%q) = %v, %v; want %v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// TestNodeBusy dials a node that answers eth_chainId and then refuses every
// other call with the status and Retry-After of the case: the head read
// (go-ethereum's client) and a batch read (posted by the Source itself)
// both return a *NodeBusyError with the node's wait, and a refusal without
// Retry-After stays a plain error.
func TestNodeBusy(t *testing.T) {
	for _, c := range []struct {
		name       string
		status     int
		retryAfter string
		want       time.Duration // 0: no NodeBusyError expected
	}{
		{"429 with seconds", http.StatusTooManyRequests, "7", 7 * time.Second},
		{"503 with a date", http.StatusServiceUnavailable, time.Now().Add(time.Minute).UTC().Format(http.TimeFormat), time.Minute},
		{"429 without Retry-After", http.StatusTooManyRequests, "", 0},
		{"500 with Retry-After", http.StatusInternalServerError, "7", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				body, _ := io.ReadAll(r.Body)
				if bytes.Contains(body, []byte(`"eth_chainId"`)) {
					w.Header().Set("Content-Type", "application/json")
					w.Write([]byte(`{"jsonrpc":"2.0","id":1,"result":"0x1"}`))
					return
				}
				if c.retryAfter != "" {
					w.Header().Set("Retry-After", c.retryAfter)
				}
				http.Error(w, "busy", c.status)
			}))
			defer srv.Close()
			ctx := context.Background()
			s, err := Dial(ctx, srv.URL)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			_, headErr := s.Head(ctx)
			_, batchErr := s.BlocksByNumber(ctx, 1, 3)
			for what, err := range map[string]error{"head": headErr, "batch": batchErr} {
				if err == nil {
					t.Fatalf("%s: no error from a node that refuses", what)
				}
				var busy *NodeBusyError
				got := errors.As(err, &busy)
				if c.want == 0 {
					if got {
						t.Errorf("%s: %v is a NodeBusyError", what, err)
					}
					continue
				}
				if !got {
					t.Fatalf("%s: %v is not a NodeBusyError", what, err)
				}
				// A date is read against the clock: allow the seconds the test took.
				if d := c.want - busy.RetryAfter(); d < 0 || d > 5*time.Second {
					t.Errorf("%s: RetryAfter() = %v, want %v", what, busy.RetryAfter(), c.want)
				}
			}
		})
	}
}
