// Package devnet runs a local EVM development chain: go-ethereum's simulated
// backend with its HTTP (and WebSocket) JSON-RPC endpoint, the ten standard
// development accounts funded, a miner that seals a block promptly when
// transactions are pending and on a steady interval otherwise, a clock that
// can run fast, and the time-travel methods of anvil and Hardhat
// (evm_increaseTime, evm_mine, evm_setNextBlockTimestamp) on the endpoint.
package devnet

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"
)

// Defaults of Config.
const (
	DefaultAddr         = "127.0.0.1:8545"
	DefaultChainID      = 1
	DefaultBlockTime    = 2 * time.Second
	DefaultPollInterval = 50 * time.Millisecond
)

// Config configures Start. The zero value is usable: every zero field takes
// its default.
type Config struct {
	// Addr is host:port of the HTTP and WebSocket JSON-RPC endpoint (both on
	// one port). Empty means DefaultAddr; port 0 picks a free port.
	Addr string
	// ChainID is the chain id; 0 means DefaultChainID (1).
	ChainID uint64
	// BlockTime is the interval of blocks when no transaction arrives; 0
	// means DefaultBlockTime. Transactions are mined promptly regardless.
	BlockTime time.Duration
	// PollInterval is how often the miner checks the transaction pool; 0
	// means DefaultPollInterval.
	PollInterval time.Duration
	// Accounts are funded at genesis; nil means DevAccounts().
	Accounts []Account
	// Balance is the genesis balance of each account; nil means DevBalance.
	Balance *big.Int
	// ClockRate is how many chain seconds pass per wall second; 0 or 1 is
	// real time. A fast clock stamps blocks ahead of the wall clock, so
	// weekly and daily schedules pass in minutes.
	ClockRate float64
	// Logger receives block and error logs; nil means slog.Default().
	Logger *slog.Logger
}

// Devnet is a running development chain. Its methods are safe for concurrent
// use. Seal blocks through Devnet.Commit and Devnet.AdjustTime, never through
// Backend().Commit, which would race with the miner.
type Devnet struct {
	backend  *simulated.Backend
	rpc      *rpc.Client
	accounts []Account
	chainID  *big.Int
	url      string
	server   *http.Server // the public endpoint (timerpc.go)
	cfg      Config
	log      *slog.Logger

	mu       sync.Mutex // serializes sealing and guards the clock
	lastSeal time.Time  // wall time of the last sealed block
	// The clock (clock.go): it read anchor (Unix seconds) at anchorWall and
	// runs rate chain seconds per wall second; clockOn once it is off the
	// wall clock. offset is the seconds time travel added.
	rate       float64
	anchor     int64
	anchorWall time.Time
	clockOn    bool
	offset     int64

	cancel    context.CancelFunc
	done      chan struct{}
	closeOnce sync.Once
	closeErr  error
}

// Start starts a devnet and its miner. The miner stops when ctx is done or
// Close is called; call Close in every case to release the node. It returns
// an error when the address cannot be listened on or the chain cannot start.
func Start(ctx context.Context, cfg Config) (*Devnet, error) {
	if cfg.Addr == "" {
		cfg.Addr = DefaultAddr
	}
	if cfg.ChainID == 0 {
		cfg.ChainID = DefaultChainID
	}
	if cfg.BlockTime <= 0 {
		cfg.BlockTime = DefaultBlockTime
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = DefaultPollInterval
	}
	if cfg.Accounts == nil {
		cfg.Accounts = DevAccounts()
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.ClockRate <= 0 {
		cfg.ClockRate = 1
	}
	host, _, err := net.SplitHostPort(cfg.Addr)
	if err != nil {
		return nil, fmt.Errorf("devnet: address %q: %w", cfg.Addr, err)
	}
	// The public endpoint is ours (timerpc.go): it answers the evm_*
	// methods and proxies the rest to the node, which listens on a loopback
	// port of its own (the simulated backend keeps its node private, so no
	// API can be registered on it).
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return nil, fmt.Errorf("devnet: listen: %w", err)
	}
	var backend *simulated.Backend
	var nodeURL string
	for range 5 { // a picked free port can be taken before the node binds it
		p, perr := freePort(nodeHost)
		if perr != nil {
			ln.Close()
			return nil, perr
		}
		backend, err = newBackend(GenesisAlloc(cfg.Accounts, cfg.Balance),
			WithChainID(cfg.ChainID), WithRPC(nodeHost, p))
		if err == nil {
			nodeURL = "http://" + net.JoinHostPort(nodeHost, strconv.Itoa(p))
			break
		}
	}
	if err != nil {
		ln.Close()
		return nil, err
	}
	// The miner polls the pool over the node's own endpoint: the simulated
	// backend does not expose its in-process RPC client.
	rc, err := rpc.DialContext(ctx, nodeURL)
	if err != nil {
		ln.Close()
		backend.Close()
		return nil, fmt.Errorf("devnet: dial %s: %w", nodeURL, err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	url := "http://" + net.JoinHostPort(dialHost(host), strconv.Itoa(port))

	ctx, cancel := context.WithCancel(ctx)
	d := &Devnet{
		backend:  backend,
		rpc:      rc,
		accounts: cfg.Accounts,
		chainID:  new(big.Int).SetUint64(cfg.ChainID),
		url:      url,
		cfg:      cfg,
		log:      cfg.Logger,
		lastSeal: time.Now(),
		cancel:   cancel,
		done:     make(chan struct{}),
		rate:     cfg.ClockRate,
	}
	now := time.Now()
	d.anchor, d.anchorWall, d.clockOn = now.Unix(), now, cfg.ClockRate != 1
	handler, err := d.newRPCHandler(nodeURL)
	if err != nil {
		cancel()
		ln.Close()
		rc.Close()
		backend.Close()
		return nil, err
	}
	d.server = &http.Server{Handler: handler, ReadHeaderTimeout: 10 * time.Second,
		ErrorLog: slog.NewLogLogger(cfg.Logger.Handler(), slog.LevelDebug)}
	go func() {
		if err := d.server.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			d.log.Error("devnet: JSON-RPC endpoint stopped", "err", err)
		}
	}()
	go d.mine(ctx)
	return d, nil
}

// newBackend builds a simulated backend, turning the panic it raises when its
// node cannot start (for example, the port is taken) into an error.
func newBackend(alloc types.GenesisAlloc, opts ...func(*node.Config, *ethconfig.Config)) (b *simulated.Backend, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("devnet: start node: %v", r)
		}
	}()
	return simulated.NewBackend(alloc, opts...), nil
}

// dialHost returns the host to reach a listener bound on host: loopback for
// the unspecified address.
func dialHost(host string) string {
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		return "127.0.0.1"
	}
	return host
}

// nodeHost is where the node itself listens, behind the public endpoint.
const nodeHost = "127.0.0.1"

// freePort returns a port of host that was free a moment ago.
func freePort(host string) (int, error) {
	l, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return 0, fmt.Errorf("devnet: pick a free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// WithChainID is a simulated.NewBackend option that runs the chain with the
// given chain id (the simulated backend's own default is 1337) and the forks
// of params.AllDevChainProtocolChanges up to Osaka, like mainnet today.
//
// The unscheduled development fork after Osaka ("Bogota") is left out: in
// go-ethereum v1.17 it switches the EVM to the Amsterdam instruction set
// (EIP-8037 state-gas metering) while the rest of the state transition keeps
// the Osaka rules, so eth_estimateGas underestimates any transaction that
// creates storage in a later block (a first swap after adding liquidity
// reverts out of gas) and gas figures match no real network.
func WithChainID(chainID uint64) func(*node.Config, *ethconfig.Config) {
	return func(_ *node.Config, ethConf *ethconfig.Config) {
		cc := *params.AllDevChainProtocolChanges
		cc.ChainID = new(big.Int).SetUint64(chainID)
		cc.BogotaTime = nil
		cc.AmsterdamTime = nil
		ethConf.Genesis.Config = &cc
		ethConf.NetworkId = chainID
	}
}

// WithRPC is a simulated.NewBackend option that serves HTTP and WebSocket
// JSON-RPC (modules eth, net, web3, txpool) on host:port, with CORS and
// virtual hosts open, as suits a development chain.
func WithRPC(host string, port int) func(*node.Config, *ethconfig.Config) {
	modules := []string{"eth", "net", "web3", "txpool"}
	return func(nodeConf *node.Config, _ *ethconfig.Config) {
		nodeConf.HTTPHost = host
		nodeConf.HTTPPort = port
		nodeConf.HTTPModules = modules
		nodeConf.HTTPCors = []string{"*"}
		nodeConf.HTTPVirtualHosts = []string{"*"}
		nodeConf.WSHost = host
		nodeConf.WSPort = port
		nodeConf.WSModules = modules
		nodeConf.WSOrigins = []string{"*"}
	}
}

// Backend returns the simulated backend. Use it as a bind.ContractBackend;
// seal blocks with Devnet.Commit rather than its own Commit.
func (d *Devnet) Backend() *simulated.Backend { return d.backend }

// Client returns the in-process client of the chain.
func (d *Devnet) Client() simulated.Client { return d.backend.Client() }

// Accounts returns the funded accounts (a copy of the slice).
func (d *Devnet) Accounts() []Account { return append([]Account(nil), d.accounts...) }

// ChainID returns the chain id (a copy).
func (d *Devnet) ChainID() *big.Int { return new(big.Int).Set(d.chainID) }

// RPCURL returns the HTTP JSON-RPC URL, such as http://127.0.0.1:8545 (a
// loopback URL when listening on all interfaces). The same host and port
// also serve WebSocket (ws://).
func (d *Devnet) RPCURL() string { return d.url }

// Close stops the miner, waits for it and shuts the chain down. It is safe to
// call more than once; later calls return the first result.
func (d *Devnet) Close() error {
	d.closeOnce.Do(func() {
		d.cancel()
		<-d.done
		d.server.Close() // proxied WebSocket connections end with the node
		d.rpc.Close()
		d.closeErr = d.backend.Close()
	})
	return d.closeErr
}
