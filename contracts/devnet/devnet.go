// Package devnet runs a local EVM development chain: go-ethereum's simulated
// backend with its HTTP (and WebSocket) JSON-RPC endpoint enabled, the ten
// standard development accounts funded, and a miner that seals a block
// promptly when transactions are pending and on a steady interval otherwise.
package devnet

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"net"
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
	cfg      Config
	log      *slog.Logger

	mu       sync.Mutex    // serializes sealing
	skew     time.Duration // added to the wall clock by AdjustTime
	lastSeal time.Time     // wall time of the last sealed block

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
	host, portStr, err := net.SplitHostPort(cfg.Addr)
	if err != nil {
		return nil, fmt.Errorf("devnet: address %q: %w", cfg.Addr, err)
	}
	port, err := strconv.Atoi(portStr)
	if err != nil || port < 0 || port > 65535 {
		return nil, fmt.Errorf("devnet: address %q: bad port", cfg.Addr)
	}

	var backend *simulated.Backend
	attempts := 1
	if port == 0 {
		attempts = 5 // a picked free port can be taken before the node binds it
	}
	for i := 0; i < attempts; i++ {
		p := port
		if p == 0 {
			if p, err = freePort(host); err != nil {
				return nil, err
			}
		} else if err := checkPort(host, p); err != nil {
			// Fail before building a node: one that cannot bind is not
			// torn down by the simulated backend.
			return nil, err
		}
		backend, err = newBackend(GenesisAlloc(cfg.Accounts, cfg.Balance),
			WithChainID(cfg.ChainID), WithRPC(host, p))
		if err == nil {
			port = p
			break
		}
	}
	if err != nil {
		return nil, err
	}
	// The miner polls the pool over the node's own endpoint: the simulated
	// backend does not expose its in-process RPC client.
	url := "http://" + net.JoinHostPort(dialHost(host), strconv.Itoa(port))
	rc, err := rpc.DialContext(ctx, url)
	if err != nil {
		backend.Close()
		return nil, fmt.Errorf("devnet: dial %s: %w", url, err)
	}

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
	}
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

// checkPort returns an error when host:port cannot be listened on.
func checkPort(host string, port int) error {
	l, err := net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(port)))
	if err != nil {
		return fmt.Errorf("devnet: listen: %w", err)
	}
	return l.Close()
}

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
		d.rpc.Close()
		d.closeErr = d.backend.Close()
	})
	return d.closeErr
}
