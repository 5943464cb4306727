package ethrpc

import (
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// MaxRetryAfter bounds how long a node's Retry-After can hold the reads: a
// misconfigured header (a date far ahead, a day of seconds) must not park
// the indexer for longer than an operator would notice.
const MaxRetryAfter = 5 * time.Minute

// NodeBusyError is a node's HTTP 429 or 503 answer that said, with
// Retry-After, when to call again. The follower waits at least that long
// before its next read (hosted providers throttle harder a client that
// retries early).
type NodeBusyError struct {
	Status string        // the HTTP status line, e.g. "429 Too Many Requests"
	After  time.Duration // from Retry-After, at most MaxRetryAfter
}

func (e *NodeBusyError) Error() string {
	return fmt.Sprintf("ethrpc: node busy (%s), retry after %s", e.Status, e.After)
}

// RetryAfter is how long the node asked the caller to wait.
func (e *NodeBusyError) RetryAfter() time.Duration { return e.After }

// busyTransport turns a 429 or 503 answer that carries Retry-After into a
// *NodeBusyError. It sits under the one http.Client of a Dial'd Source, so
// the batch reads and every go-ethereum client call (head reads, logs,
// receipts) report it alike: go-ethereum's HTTP error keeps the status but
// not the headers.
type busyTransport struct {
	next http.RoundTripper
	now  func() time.Time
}

func (t busyTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := t.next.RoundTrip(req)
	if err != nil || (resp.StatusCode != http.StatusTooManyRequests && resp.StatusCode != http.StatusServiceUnavailable) {
		return resp, err
	}
	after, ok := parseRetryAfter(resp.Header.Get("Retry-After"), t.now())
	if !ok {
		return resp, nil
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, 4<<10)) // lets the connection be reused
	resp.Body.Close()
	return nil, &NodeBusyError{Status: resp.Status, After: after}
}

// parseRetryAfter reads a Retry-After value (RFC 9110 10.2.3): delay
// seconds or an HTTP date, capped at MaxRetryAfter; a date in the past is
// no wait. ok is false when the header is absent or unreadable.
func parseRetryAfter(v string, now time.Time) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if secs, err := strconv.ParseUint(v, 10, 64); err == nil {
		if secs > uint64(MaxRetryAfter/time.Second) {
			return MaxRetryAfter, true
		}
		return time.Duration(secs) * time.Second, true
	}
	at, err := http.ParseTime(v)
	if err != nil {
		return 0, false
	}
	return min(max(at.Sub(now), 0), MaxRetryAfter), true
}
