// Command funbench produces funbackend's load figures (docs/performance.md,
// `make bench`): it fills a SQLite file through the store's writer
// (Apply: 500 coins launched from stored intents with verified metadata,
// their trades, one coin with 100k trades, 100 pending intents), serves the
// real router in-process on 127.0.0.1, and measures with wrk (the /tokens
// full board answered 304 and 200 gzip, candles of the 100k-trade coin) and
// with a child process holding 2,000 SSE subscribers (delivery latency of
// one published trade, server memory per connection).
//
// Limits come from the environment as for the service (funbackend
// ConfigFromEnv): a single-IP wrk needs FUNBACKEND_LIMIT_BOARD=0 (or a
// large cap) and FUNBACKEND_STREAM_PER_IP >= the subscriber count; see
// scripts/bench-funbackend.sh.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"log"
	"log/slog"
	"math/big"
	"math/rand/v2"
	"net"
	"net/http"
	_ "net/http/pprof" // -serve only
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
	"github.com/neoswap/neoswap/funbackend/sqlite"
	"github.com/neoswap/neoswap/funbackend/stream"
)

const basePath = "/backend-fun/ethereum"

func main() {
	if len(os.Args) > 1 && os.Args[1] == "sse-clients" {
		sseClients(os.Args[2:])
		return
	}
	var (
		dbPath   = flag.String("db", "", "SQLite file to fill (default: a new temporary file)")
		coins    = flag.Int("coins", 500, "coins on the board")
		perCoin  = flag.Int("trades-per-coin", 20, "trades of every other coin")
		pending  = flag.Int("pending", 100, "pending intents")
		hot      = flag.Int("hot-trades", 100_000, "trades of the candles coin")
		wrkBin   = flag.String("wrk", "wrk", "wrk binary")
		dur      = flag.Duration("d", 15*time.Second, "wrk duration")
		threads  = flag.Int("t", 2, "wrk threads")
		conns    = flag.Int("c", 64, "wrk connections")
		subs     = flag.Int("subs", 2000, "SSE subscribers")
		only     = flag.String("only", "", "comma-separated subset: board304, board200gz, board200, candles, candlesgz, stream")
		holdOpen = flag.Bool("serve", false, "after filling, serve until interrupted (manual wrk runs)")
		cpus     = flag.String("client-cpus", "", "run wrk and the SSE clients under taskset -c on these CPUs (with the server pinned elsewhere: scripts/bench-funbackend.sh PIN=1)")
	)
	flag.Parse()
	clientCPUs = *cpus
	ctx := context.Background()
	cfg, err := funbackend.ConfigFromEnv(nil)
	if err != nil {
		log.Fatal(err)
	}
	if *dbPath == "" {
		dir, err := os.MkdirTemp("", "funbench")
		if err != nil {
			log.Fatal(err)
		}
		defer os.RemoveAll(dir)
		*dbPath = filepath.Join(dir, "funbench.db")
	}
	db, err := sqlite.Open(ctx, *dbPath)
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	t0 := time.Now()
	f, err := fill(ctx, db, *coins, *perCoin, *pending, *hot)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("filled %s in %s: %d coins (%d trades each, %d on the hot coin), %d pending intents\n",
		*dbPath, time.Since(t0).Round(time.Millisecond), *coins, *perCoin, *hot, *pending)

	hub := stream.NewHub(stream.Config{Global: cfg.Stream.Global, PerIP: cfg.Stream.PerIP})
	limiter := ratelimit.New(cfg.Limits, db, nil, nil)
	r := httpapi.NewRouter(httpapi.Deps{
		BasePath: basePath, ChainID: 1, DB: db, Curve: f.curve,
		Nonces:  chain.NewNonces(zeroNonces{}, f.curve, nil),
		EthUsd:  func() (float64, bool) { return 3000, true },
		Limiter: limiter, Stream: hub,
		Logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})),
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	srv := &http.Server{Handler: r, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	base := "http://" + ln.Addr().String() + basePath
	fmt.Printf("serving %s (limits: board %d/10min per IP, stream global %d per IP %d; GOMAXPROCS %d)\n",
		base, cfg.Limits.Board, cfg.Stream.Global, cfg.Stream.PerIP, runtime.GOMAXPROCS(0))
	if *holdOpen {
		go http.ListenAndServe("127.0.0.1:6061", nil) // net/http/pprof
		fmt.Printf("hot coin %s; pprof on 127.0.0.1:6061\n", f.hot)
		select {}
	}

	want := func(name string) bool {
		return *only == "" || slices.Contains(strings.Split(*only, ","), name)
	}
	board := base + "/tokens"
	cold := time.Now()
	plain, etag, err := get(board, nil)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("/tokens cold (board query + serialization, one request): %s\n", time.Since(cold).Round(100*time.Microsecond))
	cold = time.Now()
	if _, _, err := get(base+"/tokens/"+f.hot+"/candles", nil); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("candles cold (100k-trade coin, fold of the 1m candles, one request): %s\n", time.Since(cold).Round(100*time.Microsecond))
	gz, _, err := get(board, map[string]string{"Accept-Encoding": "gzip"})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("/tokens body: %d bytes, %d gzip; ETag %s\n", len(plain), len(gz), etag)
	w := wrk{bin: *wrkBin, d: *dur, t: *threads, c: *conns}
	if want("board304") {
		w.run("/tokens full board, If-None-Match (304)", board, "If-None-Match: "+etag)
	}
	if want("board200gz") {
		w.run("/tokens full board, Accept-Encoding: gzip (200)", board, "Accept-Encoding: gzip")
	}
	if want("board200") {
		w.run("/tokens full board, identity (200)", board, "")
	}
	if want("candles") {
		w.run("candles of the 100k-trade coin (default resolution 300, from now-24h)", base+"/tokens/"+f.hot+"/candles", "")
		w.run("candles of the 100k-trade coin, resolution 60", base+"/tokens/"+f.hot+"/candles?resolution=60", "")
	}
	if want("candlesgz") {
		// What a browser sends: the cached body is compressed once.
		w.run("candles of the 100k-trade coin, Accept-Encoding: gzip (200)", base+"/tokens/"+f.hot+"/candles", "Accept-Encoding: gzip")
		w.run("candles of the 100k-trade coin, resolution 60, Accept-Encoding: gzip (200)", base+"/tokens/"+f.hot+"/candles?resolution=60", "Accept-Encoding: gzip")
	}
	if want("stream") {
		if err := streamRun(base+"/stream", hub, *subs, f.trade); err != nil {
			log.Fatal(err)
		}
	}
	sctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	hub.Close()
	srv.Shutdown(sctx)
}

// zeroNonces answers launchNonce = 0 for every creator (the pending
// intents are all at nonce 0), standing in for the chain.
type zeroNonces struct{}

func (zeroNonces) CallContract(context.Context, ethereum.CallMsg, *big.Int) ([]byte, error) {
	return make([]byte, 32), nil
}

type filled struct {
	curve common.Address
	hot   string
	trade any // a trade row to publish on the stream
}

func addr(prefix byte, i int) common.Address {
	var a common.Address
	a[0] = prefix
	copy(a[12:], big.NewInt(int64(i)+1).FillBytes(make([]byte, 8)))
	return a
}

// logoDataURL is a small PNG (64x64, a gradient) as a data URL: about the
// size of a real compressed logo of a few KB.
func logoDataURL(seed int) string {
	img := image.NewNRGBA(image.Rect(0, 0, 64, 64))
	for y := range 64 {
		for x := range 64 {
			img.SetNRGBA(x, y, color.NRGBA{uint8(x*4 + seed), uint8(y * 4), uint8(seed * 7), 0xff})
		}
	}
	var buf bytes.Buffer
	png.Encode(&buf, img)
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())
}

// fill writes the board through the store's writer: per coin an intent
// with metadata (so TokenCreated keeps it as verified), its TokenCreated
// and perCoin trades; then hot trades on coin 0; then the pending intents.
// Blocks are 12 s apart and end at the current time, so the 24h figures
// are live.
func fill(ctx context.Context, db *sqlite.DB, coins, perCoin, pending, hot int) (filled, error) {
	rnd := rand.New(rand.NewPCG(1, 2))
	curve := addr(0xcc, 0)
	tradesPerBlock := 50
	nBlocks := coins + (coins*perCoin+hot)/tradesPerBlock + 2
	now := uint64(time.Now().Unix())
	start := now - uint64(nBlocks)*12
	var f filled
	f.curve = curve
	blockNo := uint64(1000)
	var parent common.Hash
	nextBlock := func() funbackend.Block {
		blockNo++
		h := crypto.Keccak256Hash(big.NewInt(int64(blockNo)).Bytes())
		b := funbackend.Block{Number: blockNo, Hash: h, ParentHash: parent, Timestamp: start + (blockNo-1000)*12}
		parent = h
		return b
	}
	var batch funbackend.Batch
	flush := func() error {
		if len(batch.Blocks) == 0 {
			return nil
		}
		batch.EthUsd, batch.Now = 3000, int64(now)
		err := db.Apply(ctx, batch)
		batch = funbackend.Batch{}
		return err
	}
	price := make([]*big.Int, coins)
	logIndex := uint(0)
	ref := func(b funbackend.Block) funbackend.LogRef {
		logIndex++
		return funbackend.LogRef{BlockNumber: b.Number, BlockHash: b.Hash, LogIndex: logIndex,
			TxHash: crypto.Keccak256Hash([]byte(fmt.Sprint(b.Number, logIndex))), Timestamp: b.Timestamp}
	}
	trade := func(b funbackend.Block, coin int) *funbackend.Trade {
		isBuy := rnd.IntN(4) != 0
		eth := new(big.Int).Mul(big.NewInt(int64(rnd.IntN(500_000)+1000)), big.NewInt(1e12))
		p := price[coin]
		// A driftless walk: three buys of +0.2 % for every sell of -0.6 %.
		if isBuy {
			p.Add(p, new(big.Int).Div(p, big.NewInt(500)))
		} else {
			p.Sub(p, new(big.Int).Div(p, big.NewInt(166)))
		}
		tokens := new(big.Int).Div(new(big.Int).Mul(eth, big.NewInt(1e18)), p)
		fee := new(big.Int).Div(eth, big.NewInt(100))
		return &funbackend.Trade{LogRef: ref(b), Token: addr(0xaa, coin), Trader: addr(0xbb, rnd.IntN(300)), IsBuy: isBuy,
			EthAmount: eth, TokenAmount: tokens, ProtocolFee: fee, CreatorFee: new(big.Int).Div(fee, big.NewInt(2)),
			PriceX18: new(big.Int).Set(p), VirtualEth: big.NewInt(1e18), VirtualToken: big.NewInt(1e18), RealEth: eth,
			PveTokens: new(big.Int)}
	}
	intent := func(a common.Address, i int, deadline int64) (funbackend.Intent, common.Hash) {
		md, _ := json.Marshal(map[string]string{"description": fmt.Sprintf("Coin number %d of the load test, with a logo.", i), "image": logoDataURL(i)})
		h := crypto.Keccak256Hash(md)
		creator := strings.ToLower(addr(0xdd, i).Hex())
		return funbackend.Intent{Address: strings.ToLower(a.Hex()), Creator: creator, Submitter: creator, FeeRecipient: creator,
			Name: fmt.Sprintf("Load Coin %d", i), Symbol: fmt.Sprintf("LC%d", i), MetadataHash: h.Hex(), Nonce: "0",
			Salt: strconv.Itoa(i), Deadline: deadline, HasImage: true, Signature: "0x" + strings.Repeat("ab", 65),
			ChainID: 1, Curve: strings.ToLower(curve.Hex()), CreatedAt: int64(now) - int64(pending-i),
			MetadataJSON: string(md), Payload: string(md)}, h
	}
	// Coins, one per block, each with perCoin trades spread after it.
	for i := range coins {
		a := addr(0xaa, i)
		in, h := intent(a, i, int64(now)+3600)
		if err := db.PutIntent(ctx, in); err != nil {
			return f, err
		}
		b := nextBlock()
		batch.Blocks = append(batch.Blocks, b)
		price[i] = big.NewInt(1e9)
		batch.Events = append(batch.Events, &funbackend.TokenCreated{LogRef: ref(b), Token: a, Creator: addr(0xdd, i),
			Submitter: addr(0xdd, i), FeeRecipient: addr(0xdd, i), TokenName: in.Name, Symbol: in.Symbol, MetadataHash: h,
			Salt: big.NewInt(int64(i)), Nonce: new(big.Int), ParamsID: 1, VirtualEth: big.NewInt(1e18),
			VirtualToken: big.NewInt(1e18), FloorToken: big.NewInt(1e17), CreatorFeeBps: 50})
		if len(batch.Blocks) >= 100 {
			if err := flush(); err != nil {
				return f, err
			}
		}
	}
	if err := flush(); err != nil {
		return f, err
	}
	// Trades: perCoin per coin, then hot on coin 0, tradesPerBlock a block.
	var order []int
	for i := range coins {
		for range perCoin {
			order = append(order, i)
		}
	}
	rnd.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	for range hot {
		order = append(order, 0)
	}
	var last *funbackend.Trade
	for k := 0; k < len(order); k += tradesPerBlock {
		b := nextBlock()
		batch.Blocks = append(batch.Blocks, b)
		for _, coin := range order[k:min(k+tradesPerBlock, len(order))] {
			last = trade(b, coin)
			batch.Events = append(batch.Events, last)
		}
		if len(batch.Blocks) >= 40 {
			if err := flush(); err != nil {
				return f, err
			}
		}
	}
	if err := flush(); err != nil {
		return f, err
	}
	for i := range pending {
		in, _ := intent(addr(0xee, i), coins+i, int64(now)+3600)
		if err := db.PutIntent(ctx, in); err != nil {
			return f, err
		}
	}
	f.hot = strings.ToLower(addr(0xaa, 0).Hex())
	f.trade = map[string]any{"tx_hash": last.TxHash.Hex(), "log_index": last.LogIndex, "token": f.hot,
		"trader": strings.ToLower(last.Trader.Hex()), "is_buy": 1, "eth_amount": last.EthAmount.String(),
		"token_amount": last.TokenAmount.String(), "price_x18": last.PriceX18.String(), "block_number": last.BlockNumber,
		"timestamp": last.Timestamp}
	return f, nil
}

func get(url string, hdr map[string]string) ([]byte, string, error) {
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	// A bare transport: it neither adds Accept-Encoding nor decompresses.
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		return nil, "", err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		return nil, "", fmt.Errorf("GET %s: %d %s", url, res.StatusCode, b)
	}
	return b, res.Header.Get("ETag"), err
}

// clientCPUs is -client-cpus: the CPUs the load generators run on.
var clientCPUs string

// clientCommand is the command of a load generator (wrk, the SSE clients),
// under taskset -c clientCPUs when set, so that it does not share a core
// with the server.
func clientCommand(name string, args ...string) *exec.Cmd {
	if clientCPUs == "" {
		return exec.Command(name, args...)
	}
	return exec.Command("taskset", append([]string{"-c", clientCPUs, name}, args...)...)
}

type wrk struct {
	bin  string
	d    time.Duration
	t, c int
}

var (
	reqsRE    = regexp.MustCompile(`Requests/sec:\s+([\d.]+)`)
	p99RE     = regexp.MustCompile(`\s99%\s+([\d.]+\w+)`)
	p50RE     = regexp.MustCompile(`\s50%\s+([\d.]+\w+)`)
	non2xxRE  = regexp.MustCompile(`Non-2xx or 3xx responses: (\d+)`)
	totalRE   = regexp.MustCompile(`(\d+) requests in`)
	transfRE  = regexp.MustCompile(`Transfer/sec:\s+(\S+)`)
	socketsRE = regexp.MustCompile(`Socket errors:.*`)
)

func (w wrk) run(name, url, header string) {
	args := []string{"-t" + strconv.Itoa(w.t), "-c" + strconv.Itoa(w.c), "-d" + w.d.String(), "--latency"}
	if header != "" {
		args = append(args, "-H", header)
	}
	args = append(args, url)
	cmd := clientCommand(w.bin, args...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		log.Fatalf("wrk: %v\n%s", err, out)
	}
	s := string(out)
	find := func(re *regexp.Regexp) string {
		if m := re.FindStringSubmatch(s); len(m) > 1 {
			return m[1]
		}
		if m := re.FindString(s); m != "" {
			return m
		}
		return "-"
	}
	fmt.Printf("\n== %s\n$ %s\n", name, strings.Join(cmd.Args, " "))
	fmt.Printf("RESULT %-60s req/s %10s  p50 %8s  p99 %8s  requests %s  non-2xx/3xx %s  transfer/s %s %s\n",
		name, find(reqsRE), find(p50RE), find(p99RE), find(totalRE), find(non2xxRE), find(transfRE), find(socketsRE))
}

func memNow() (heapStack uint64, rssKB uint64) {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	b, _ := os.ReadFile("/proc/self/status")
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS:") {
			rssKB, _ = strconv.ParseUint(strings.Fields(l)[1], 10, 64)
		}
	}
	return m.HeapInuse + m.StackInuse, rssKB
}

// streamRun starts a child process holding n SSE subscribers, measures the
// server's memory before and after they connect, publishes one trade and
// has the child report the delivery latencies.
func streamRun(url string, hub *stream.Hub, n int, trade any) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	heap0, rss0 := memNow()
	cmd := clientCommand(self, "sse-clients", "-url", url, "-n", strconv.Itoa(n))
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	sc := bufio.NewScanner(stdout)
	if !sc.Scan() || !strings.HasPrefix(sc.Text(), "READY") {
		return fmt.Errorf("sse clients: %q", sc.Text())
	}
	fmt.Printf("\n== stream: %s\n", sc.Text())
	time.Sleep(time.Second)
	heap1, rss1 := memNow()
	subs := hub.Subscribers()
	fmt.Printf("RESULT stream memory: %d subscribers; Go heap+stacks %+.1f KB per connection, RSS %+.1f KB per connection (server side)\n",
		subs, float64(int64(heap1)-int64(heap0))/1024/float64(subs), float64(int64(rss1)-int64(rss0))/float64(subs))
	t0 := time.Now()
	if err := hub.Publish(stream.Event{Type: "trade", Data: trade}); err != nil {
		return err
	}
	fmt.Fprintf(stdin, "%d\n", t0.UnixNano())
	for sc.Scan() {
		fmt.Println(sc.Text())
	}
	return cmd.Wait()
}

// sseClients is the child: n raw SSE connections; it prints READY once all
// are subscribed, waits for the first trade event on each, reads the
// publish time from stdin and prints the latency distribution.
func sseClients(args []string) {
	fs := flag.NewFlagSet("sse-clients", flag.ExitOnError)
	url := fs.String("url", "", "stream URL")
	n := fs.Int("n", 2000, "subscribers")
	fs.Parse(args)
	hostPath := strings.TrimPrefix(*url, "http://")
	host, path, _ := strings.Cut(hostPath, "/")
	recv := make([]int64, *n)
	var ready, done sync.WaitGroup
	ready.Add(*n)
	done.Add(*n)
	failed := make(chan string, *n)
	for i := range *n {
		go func() {
			defer done.Done()
			c, err := net.Dial("tcp", host)
			if err != nil {
				failed <- err.Error()
				ready.Done()
				return
			}
			defer c.Close()
			fmt.Fprintf(c, "GET /%s HTTP/1.1\r\nHost: %s\r\nAccept: text/event-stream\r\n\r\n", path, host)
			br := bufio.NewReader(c)
			status, err := br.ReadString('\n')
			if err != nil || !strings.Contains(status, " 200 ") {
				failed <- strings.TrimSpace(status)
				ready.Done()
				return
			}
			announced := false
			for {
				line, err := br.ReadString('\n')
				if err != nil {
					if !announced {
						ready.Done()
					}
					return
				}
				if !announced && strings.HasPrefix(line, ":") && strings.Contains(line, "neoswap stream") {
					announced = true
					ready.Done()
				}
				if strings.HasPrefix(line, "event: trade") {
					recv[i] = time.Now().UnixNano()
					return
				}
			}
		}()
		if i%100 == 99 {
			time.Sleep(10 * time.Millisecond) // do not overflow the accept backlog
		}
	}
	ready.Wait()
	fmt.Printf("READY %d subscribers (%d refused)\n", *n-len(failed), len(failed))
	ch := make(chan struct{})
	go func() { done.Wait(); close(ch) }()
	var t0 int64
	fmt.Fscan(os.Stdin, &t0)
	select {
	case <-ch:
	case <-time.After(10 * time.Second):
	}
	var lat []float64
	for _, r := range recv {
		if r != 0 {
			lat = append(lat, float64(r-t0)/1e6)
		}
	}
	slices.Sort(lat)
	pct := func(p float64) float64 {
		if len(lat) == 0 {
			return -1
		}
		return lat[min(len(lat)-1, int(p*float64(len(lat))))]
	}
	fmt.Printf("RESULT stream delivery: %d of %d received; latency ms p50 %.1f p90 %.1f p99 %.1f max %.1f\n",
		len(lat), *n, pct(0.5), pct(0.9), pct(0.99), pct(1))
}
