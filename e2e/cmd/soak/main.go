// Command soak is the traffic side of `make soak` (scripts/soak.sh,
// docs/reliability.md "The soak"): HTTP load on the hot routes of mainapi
// and funbackend with latency percentiles, SSE clients on funbackend's
// /stream that disconnect at random and resume with Last-Event-ID, and
// signed webhook deliveries to mainapi, duplicated, reordered and delayed.
// It runs for -duration, prints its figures and exits 1 when a check fails:
// a 5xx other than 503, a webhook delivery refused, or an SSE client that
// saw an event id twice or missed one after a resume.
package main

import (
	"bufio"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/signal"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

type options struct {
	mainapi, funbackend, rpc, deployment, secret string
	duration                                     time.Duration
	workers, sse                                 int
	webhook                                      bool
}

func main() {
	var o options
	flag.StringVar(&o.mainapi, "mainapi", "", "mainapi base URL")
	flag.StringVar(&o.funbackend, "funbackend", "", "funbackend base URL (with its base path)")
	flag.StringVar(&o.rpc, "rpc", "", "devnet JSON-RPC URL (webhook deliveries)")
	flag.StringVar(&o.deployment, "deployment", "", "deployment JSON (the WETH address of the chart route)")
	flag.StringVar(&o.secret, "webhook-secret", "", "mainapi's WEBHOOK_SECRET")
	flag.DurationVar(&o.duration, "duration", time.Minute, "how long to run")
	flag.IntVar(&o.workers, "workers", 4, "load workers per service")
	flag.IntVar(&o.sse, "sse", 0, "SSE clients (0: none)")
	flag.BoolVar(&o.webhook, "webhook", false, "send webhook deliveries")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, o.duration)
	defer cancel()
	if !run(ctx, o) {
		os.Exit(1)
	}
}

func run(ctx context.Context, o options) bool {
	var weth string
	if b, err := os.ReadFile(o.deployment); err == nil {
		var d struct {
			Addresses struct {
				WETH string `json:"weth"`
			} `json:"addresses"`
		}
		_ = json.Unmarshal(b, &d)
		weth = d.Addresses.WETH
	}
	coins := &coinList{}
	coins.refresh(o.funbackend)
	mainLoad := newLoad("mainapi", func(r *rand.Rand) string {
		routes := []string{"/chain/head", "/dex/pools", "/tokens/" + weth + "/chart?range=24h"}
		return o.mainapi + routes[r.IntN(len(routes))]
	})
	fun := newLoad("funbackend", func(r *rand.Rand) string {
		c := coins.pick(r)
		if c == "" {
			return o.funbackend + "/tokens"
		}
		routes := []string{"/tokens", "/tokens/" + c, "/tokens/" + c + "/holders", "/tokens/" + c + "/candles"}
		return o.funbackend + routes[r.IntN(len(routes))]
	})
	var wg sync.WaitGroup
	for i := 0; i < o.workers; i++ {
		wg.Add(2)
		go func() { defer wg.Done(); mainLoad.work(ctx) }()
		go func() { defer wg.Done(); fun.work(ctx) }()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		for ctx.Err() == nil {
			sleep(ctx, 10*time.Second)
			coins.refresh(o.funbackend)
		}
	}()
	var clients []*sseClient
	for i := 0; i < o.sse; i++ {
		c := &sseClient{id: i, url: o.funbackend + "/stream"}
		clients = append(clients, c)
		wg.Add(1)
		go func() { defer wg.Done(); c.run(ctx) }()
	}
	var hooks *webhook
	if o.webhook {
		hooks = &webhook{url: o.mainapi + "/internal/ingest/block", rpc: o.rpc, secret: []byte(o.secret)}
		wg.Add(1)
		go func() { defer wg.Done(); hooks.run(ctx) }()
	}
	wg.Wait()
	if hooks != nil {
		hooks.wg.Wait()
	}

	ok := mainLoad.report()
	ok = fun.report() && ok
	if hooks != nil {
		ok = hooks.report() && ok
	}
	if o.sse > 0 {
		ok = reportSSE(clients) && ok
	}
	return ok
}

// quick is the client of the side calls (the coin list, RPC, deliveries).
var quick = &http.Client{Timeout: 10 * time.Second}

func sleep(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}

// coinList is the launch coins the funbackend load reads, from /tokens.
type coinList struct {
	mu    sync.Mutex
	addrs []string
}

func (c *coinList) refresh(base string) {
	res, err := quick.Get(base + "/tokens")
	if err != nil {
		return
	}
	defer res.Body.Close()
	var body struct {
		Tokens []struct {
			Address string `json:"address"`
		} `json:"tokens"`
	}
	if res.StatusCode != 200 || json.NewDecoder(res.Body).Decode(&body) != nil {
		return
	}
	var a []string
	for _, t := range body.Tokens {
		a = append(a, t.Address)
	}
	c.mu.Lock()
	c.addrs = a
	c.mu.Unlock()
}

func (c *coinList) pick(r *rand.Rand) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.addrs) == 0 {
		return ""
	}
	return c.addrs[r.IntN(len(c.addrs))]
}

// load is closed-loop HTTP load on one service: every answer's latency and
// status, per route (the path without its query and addresses).
type load struct {
	name   string
	next   func(*rand.Rand) string
	client *http.Client

	mu        sync.Mutex
	latencies []time.Duration
	statuses  map[string]map[int]int
	errors    int
}

func newLoad(name string, next func(*rand.Rand) string) *load {
	return &load{name: name, next: next, statuses: map[string]map[int]int{},
		client: &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}}
}

func (l *load) work(ctx context.Context) {
	r := rand.New(rand.NewPCG(rand.Uint64(), 0))
	for ctx.Err() == nil {
		u := l.next(r)
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
		start := time.Now()
		res, err := l.client.Do(req)
		if err != nil {
			if ctx.Err() == nil {
				l.mu.Lock()
				l.errors++ // refused while a killed service restarts
				l.mu.Unlock()
				sleep(ctx, 50*time.Millisecond)
			}
			continue
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		d := time.Since(start)
		route := routeOf(u)
		l.mu.Lock()
		l.latencies = append(l.latencies, d)
		if l.statuses[route] == nil {
			l.statuses[route] = map[int]int{}
		}
		l.statuses[route][res.StatusCode]++
		l.mu.Unlock()
	}
}

// routeOf names a URL's route: the path with addresses replaced by {a}.
func routeOf(u string) string {
	if i := strings.IndexByte(u, '?'); i >= 0 {
		u = u[:i]
	}
	if i := strings.Index(u, "://"); i >= 0 {
		u = u[i+3:]
	}
	parts := strings.Split(u, "/")[1:]
	for i, p := range parts {
		if strings.HasPrefix(p, "0x") && len(p) == 42 {
			parts[i] = "{a}"
		}
	}
	return "/" + strings.Join(parts, "/")
}

func percentile(s []time.Duration, p float64) time.Duration {
	if len(s) == 0 {
		return 0
	}
	return s[int(float64(len(s)-1)*p)]
}

func (l *load) report() bool {
	sort.Slice(l.latencies, func(i, j int) bool { return l.latencies[i] < l.latencies[j] })
	n := len(l.latencies)
	fmt.Printf("load %s: %d requests, p50 %s, p99 %s, max %s, %d connection errors\n", l.name, n,
		percentile(l.latencies, 0.5).Round(time.Microsecond), percentile(l.latencies, 0.99).Round(time.Microsecond),
		percentile(l.latencies, 1).Round(time.Microsecond), l.errors)
	ok := true
	routes := make([]string, 0, len(l.statuses))
	for r := range l.statuses {
		routes = append(routes, r)
	}
	sort.Strings(routes)
	for _, r := range routes {
		var codes []string
		for c, k := range l.statuses[r] {
			codes = append(codes, fmt.Sprintf("%d:%d", c, k))
			if c >= 500 && c != 503 {
				ok = false
			}
		}
		sort.Strings(codes)
		fmt.Printf("  %s %s\n", r, strings.Join(codes, " "))
	}
	if !ok {
		fmt.Printf("FAIL load %s: a 5xx other than 503\n", l.name)
	}
	return ok
}

// sseClient holds one /stream subscriber across reconnects. Event ids are
// <boot>-<seq>; within one boot each event must be the previous seq + 1
// (none twice, none missed after a resume). A `reset` (a resume the server
// cannot continue: an id of an earlier process after a restart) starts a new
// run, as it tells the client to refetch state.
type sseClient struct {
	id  int
	url string

	lastID    string
	boot      string
	seq       uint64
	fresh     bool // the next id starts a run (first connect, after a reset)
	events    int
	resumes   int
	resets    int
	connErrs  int
	statuses  map[int]int
	failures  []string
	retracted int
}

func (c *sseClient) run(ctx context.Context) {
	r := rand.New(rand.NewPCG(uint64(c.id), 7))
	c.fresh = true
	c.statuses = map[int]int{}
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	for first := true; ctx.Err() == nil; first = false {
		if !first {
			c.resumes++
		}
		hold := time.Duration(1000+r.IntN(20000)) * time.Millisecond
		cctx, cancel := context.WithTimeout(ctx, hold)
		c.session(cctx, client)
		cancel()
		sleep(ctx, time.Duration(100+r.IntN(1000))*time.Millisecond)
	}
}

func (c *sseClient) session(ctx context.Context, client *http.Client) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.url, nil)
	req.Header.Set("Accept", "text/event-stream")
	if c.lastID != "" {
		req.Header.Set("Last-Event-ID", c.lastID)
	}
	res, err := client.Do(req)
	if err != nil {
		if ctx.Err() == nil {
			c.connErrs++
		}
		return
	}
	defer res.Body.Close()
	c.statuses[res.StatusCode]++
	if res.StatusCode != 200 {
		return
	}
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(make([]byte, 64*1024), 4*1024*1024)
	var id, event string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if event != "" || id != "" {
				c.dispatch(id, event)
			}
			id, event = "", ""
		case strings.HasPrefix(line, "id:"):
			id = strings.TrimSpace(line[3:])
		case strings.HasPrefix(line, "event:"):
			event = strings.TrimSpace(line[6:])
		}
	}
}

func (c *sseClient) dispatch(id, event string) {
	switch event {
	case "reset":
		c.resets++
		c.fresh = true
	case "retract":
		c.retracted++
	}
	if id == "" {
		return
	}
	c.lastID = id
	i := strings.LastIndexByte(id, '-')
	seq, err := strconv.ParseUint(id[i+1:], 10, 64)
	if i < 0 || err != nil {
		c.failures = append(c.failures, "malformed id "+id)
		return
	}
	boot := id[:i]
	c.events++
	switch {
	case c.fresh:
	case boot != c.boot:
		c.failures = append(c.failures, fmt.Sprintf("id %s of another process without a reset (last %s-%d)", id, c.boot, c.seq))
	case seq <= c.seq:
		c.failures = append(c.failures, fmt.Sprintf("id %s seen again (last %s-%d)", id, c.boot, c.seq))
	case seq != c.seq+1:
		c.failures = append(c.failures, fmt.Sprintf("ids %s-%d..%s-%d missed", boot, c.seq+1, boot, seq-1))
	}
	c.fresh = false
	c.boot, c.seq = boot, seq
}

func reportSSE(clients []*sseClient) bool {
	var events, resumes, resets, connErrs, failed, retracted int
	statuses := map[int]int{}
	for _, c := range clients {
		events += c.events
		resumes += c.resumes
		resets += c.resets
		connErrs += c.connErrs
		retracted += c.retracted
		for s, n := range c.statuses {
			statuses[s] += n
		}
		if len(c.failures) > 0 {
			failed++
			if failed <= 5 {
				fmt.Printf("  sse client %d: %s\n", c.id, strings.Join(c.failures[:min(3, len(c.failures))], "; "))
			}
		}
	}
	ok := failed == 0
	for s := range statuses {
		if s >= 500 && s != 503 {
			ok = false
		}
	}
	fmt.Printf("sse: %d clients, %d events, %d resumes (Last-Event-ID), %d resets, %d retractions, %d connection errors, statuses %v, %d clients failed\n",
		len(clients), events, resumes, resets, retracted, connErrs, statuses, failed)
	if !ok {
		fmt.Println("FAIL sse: an event id seen twice or missed, or a 5xx other than 503")
	}
	return ok
}

// webhook delivers recent blocks of the node to mainapi's webhook as a
// provider would ({block, receipts}, signed), each one to three times, after
// random delays of up to three seconds, so that deliveries arrive
// duplicated and out of order.
type webhook struct {
	url, rpc string
	secret   []byte
	wg       sync.WaitGroup

	sent, refused, recorded, errors atomic.Int64
	mu                              sync.Mutex
	statuses                        map[int]int
}

func (w *webhook) call(method string, params ...any) (json.RawMessage, error) {
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	res, err := quick.Post(w.rpc, "application/json", strings.NewReader(string(b)))
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	var out struct {
		Result json.RawMessage `json:"result"`
		Error  *struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		return nil, err
	}
	if out.Error != nil {
		return nil, fmt.Errorf("%s: %s", method, out.Error.Message)
	}
	return out.Result, nil
}

func (w *webhook) run(ctx context.Context) {
	w.statuses = map[int]int{}
	r := rand.New(rand.NewPCG(3, 4))
	for ctx.Err() == nil {
		sleep(ctx, time.Duration(100+r.IntN(400))*time.Millisecond)
		raw, err := w.call("eth_blockNumber")
		var hexHead string
		if err != nil || json.Unmarshal(raw, &hexHead) != nil {
			w.errors.Add(1)
			continue
		}
		head, _ := strconv.ParseUint(strings.TrimPrefix(hexHead, "0x"), 16, 64)
		n := head - uint64(r.IntN(6))
		if n > head {
			n = head
		}
		q := "0x" + strconv.FormatUint(n, 16)
		block, err1 := w.call("eth_getBlockByNumber", q, false)
		receipts, err2 := w.call("eth_getBlockReceipts", q)
		if err1 != nil || err2 != nil {
			w.errors.Add(1)
			continue
		}
		body := `{"block":` + string(block) + `,"receipts":` + string(receipts) + `}`
		for k := 1 + r.IntN(3); k > 0; k-- {
			delay := time.Duration(r.IntN(3000)) * time.Millisecond
			w.wg.Add(1)
			go func() {
				defer w.wg.Done()
				sleep(ctx, delay)
				w.deliver(body)
			}()
		}
	}
}

func (w *webhook) deliver(body string) {
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	mac := hmac.New(sha256.New, w.secret)
	mac.Write([]byte(ts + "." + body))
	req, _ := http.NewRequest(http.MethodPost, w.url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Webhook-Timestamp", ts)
	req.Header.Set("X-Webhook-Signature", "sha256="+hex.EncodeToString(mac.Sum(nil)))
	res, err := quick.Do(req)
	if err != nil {
		w.errors.Add(1)
		return
	}
	defer res.Body.Close()
	var out struct {
		Recorded bool `json:"recorded"`
	}
	_ = json.NewDecoder(res.Body).Decode(&out)
	w.sent.Add(1)
	if out.Recorded {
		w.recorded.Add(1)
	}
	w.mu.Lock()
	w.statuses[res.StatusCode]++
	w.mu.Unlock()
	if res.StatusCode != 200 {
		w.refused.Add(1)
	}
}

func (w *webhook) report() bool {
	fmt.Printf("webhook: %d deliveries (%d recorded, the rest duplicates), statuses %v, %d transport errors\n",
		w.sent.Load(), w.recorded.Load(), w.statuses, w.errors.Load())
	ok := w.refused.Load() == 0 && w.sent.Load() > 0
	if !ok {
		fmt.Println("FAIL webhook: a delivery was not answered 200, or none was sent")
	}
	return ok
}
