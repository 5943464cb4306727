package ethrpc

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

// Dial connects to a node's JSON-RPC endpoint (http, https, ws or ipc) and
// returns a Source over it; Close releases the connection.
//
// Over HTTP, BlocksByNumber posts its batch requests itself (batchHTTP),
// and the HTTP client keeps enough idle connections for a backfill's
// concurrent reads (net/http keeps 2 a host by default, so more reads in
// flight each opened a connection). It asks for gzip-compressed responses
// only from a node that looks remote (see WithCompression): compressing a
// backfill's receipts costs a local node and the indexer CPU for nothing
// on a local link (BenchmarkFetchRPC). Every HTTP request is bounded by
// DefaultTimeout (see WithTimeout): a node that accepts a request and never
// answers would otherwise hold the follower forever, retries and halts
// included. A 429 or 503 with Retry-After comes back as a *NodeBusyError,
// so that the follower waits as long as the node asked.
func Dial(ctx context.Context, rawurl string, opts ...Option) (*Source, error) {
	var o Source
	for _, opt := range opts {
		opt(&o)
	}
	u, err := url.Parse(rawurl)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		c, err := ethclient.DialContext(ctx, rawurl)
		if err != nil {
			return nil, fmt.Errorf("ethrpc: dial %s: %w", rawurl, err)
		}
		return newClosing(ctx, c, opts)
	}
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConnsPerHost = 64
	tr.DisableCompression = localHost(u.Hostname())
	if o.compress != nil {
		tr.DisableCompression = !*o.compress
	}
	timeout := DefaultTimeout
	if o.timeout != nil {
		timeout = *o.timeout
	}
	hc := &http.Client{Transport: busyTransport{next: tr, now: time.Now}, Timeout: timeout}
	rc, err := rpc.DialOptions(ctx, rawurl, rpc.WithHTTPClient(hc))
	if err != nil {
		return nil, fmt.Errorf("ethrpc: dial %s: %w", rawurl, err)
	}
	s, err := newClosing(ctx, ethclient.NewClient(rc), opts)
	if err != nil {
		return nil, err
	}
	s.httpURL, s.hc = rawurl, hc
	return s, nil
}

// newClosing is New over a client the Source owns: Close closes it.
func newClosing(ctx context.Context, c *ethclient.Client, opts []Option) (*Source, error) {
	s, err := New(ctx, c, opts...)
	if err != nil {
		c.Close()
		return nil, err
	}
	s.close = c.Close
	return s, nil
}

// Close closes the connection of a Source made by Dial; it does nothing for
// one made by New.
func (s *Source) Close() {
	if s.close != nil {
		s.close()
	}
}

// WithCompression makes Dial ask an HTTP node for gzip-compressed responses
// (on) or plain ones (off). By default it asks only a node that looks
// remote: not localhost, a loopback, private or link-local address, or a
// single-label host name (a container or LAN name such as "devnet").
func WithCompression(on bool) Option {
	return func(s *Source) { s.compress = &on }
}

// DefaultTimeout bounds one HTTP request of a Source made by Dial, the
// answer's body included: a backfill batch of 25 blocks' receipts (about
// 8 MB) takes well under a second from a healthy node.
const DefaultTimeout = 30 * time.Second

// WithTimeout bounds each HTTP request of a Source made by Dial (answer
// included) to d instead of DefaultTimeout; 0 means no bound.
func WithTimeout(d time.Duration) Option {
	return func(s *Source) { s.timeout = &d }
}

// localHost reports whether host names a node on the same machine or
// network.
func localHost(host string) bool {
	if ip := net.ParseIP(host); ip != nil {
		return ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsUnspecified()
	}
	return host == "localhost" || strings.HasSuffix(host, ".localhost") || !strings.Contains(host, ".")
}
