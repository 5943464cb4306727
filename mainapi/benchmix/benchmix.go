// Package benchmix generates the indexer benchmarks' large mix: FeeRouter
// swaps across 50 to 200 pools on the real contracts (go-ethereum's
// simulated backend, contracts/sim with Config.ExtraPools), with farm
// activity besides (stakes, withdrawals, harvests, zaps and escrow claims
// on both chefs, sim.Config.FarmShare) and, when asked, NEO staking
// (sim.Config.StakeShare, off by default so that mixes generated before
// and after staking existed stay comparable), fetched back as
// the indexer ingests them (mainapi.Block, every receipt log), and cached
// as a gzip'd JSON file so later runs skip the generation.
//
// The size is set by the environment (OptionsFromEnv):
//
//	BENCH_MIX_SWAPS      250000  FeeRouter swaps (the run stops at the end of the round reaching it)
//	BENCH_MIX_POOLS      150     extra pools (WETH, USDC and NEO quoted, round robin) besides the dozen seeded
//	BENCH_MIX_PER_BLOCK  50      actions per block (about 190 decoded events per block)
//	BENCH_MIX_FARM_SHARE 10      percent of the actions on the farms
//	BENCH_MIX_STAKE_SHARE 0      percent of the other actions on NEO staking (0: none)
//	BENCH_MIX_SEED       42      the simulator's seed
//	BENCH_MIX_DIR        $TMPDIR directory of the cache files
package benchmix

import (
	"bufio"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/deployment"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
)

// Defaults of Options.
const (
	DefaultSwaps    = 250_000
	DefaultPools    = 150
	DefaultPerBlock = 50
	DefaultSeed     = 42
	// DefaultFarmShare is sim.DefaultFarmShare.
	DefaultFarmShare = sim.DefaultFarmShare
)

// format versions the cache file; bump it when Mix or the generation
// changes meaning.
const format = 2

// Options sizes a mix.
type Options struct {
	Swaps    int // FeeRouter swaps
	Pools    int // extra pools (sim.Config.ExtraPools)
	PerBlock int // actions per block (sim.Config.TradesPerBlock)
	// FarmShare is the percentage of actions on the farms
	// (sim.Config.FarmShare).
	FarmShare int
	// StakeShare is the percentage of the other actions on NEO staking
	// (sim.Config.StakeShare); 0 means none. Omitted from the cache key
	// when 0, so staking-free mixes keep their cache files.
	StakeShare int    `json:",omitempty"`
	Seed       uint64 // simulator seed
	// Dir holds the cache files; empty means os.TempDir(). Not part of the
	// cache key.
	Dir string `json:"-"`
}

// OptionsFromEnv reads Options from BENCH_MIX_SWAPS, BENCH_MIX_POOLS,
// BENCH_MIX_PER_BLOCK, BENCH_MIX_FARM_SHARE, BENCH_MIX_STAKE_SHARE, BENCH_MIX_SEED and BENCH_MIX_DIR, with the defaults
// for unset ones. It returns an error naming a value that does not parse.
func OptionsFromEnv() (Options, error) {
	o := Options{Swaps: DefaultSwaps, Pools: DefaultPools, PerBlock: DefaultPerBlock, FarmShare: DefaultFarmShare,
		Seed: DefaultSeed, Dir: os.Getenv("BENCH_MIX_DIR")}
	var errs []error
	for _, v := range []struct {
		key string
		dst *int
	}{{"BENCH_MIX_SWAPS", &o.Swaps}, {"BENCH_MIX_POOLS", &o.Pools}, {"BENCH_MIX_PER_BLOCK", &o.PerBlock},
		{"BENCH_MIX_FARM_SHARE", &o.FarmShare}} {
		if s := os.Getenv(v.key); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n <= 0 {
				errs = append(errs, fmt.Errorf("benchmix: %s=%q: want a positive integer", v.key, s))
				continue
			}
			*v.dst = n
		}
	}
	if s := os.Getenv("BENCH_MIX_STAKE_SHARE"); s != "" { // 0 is its default: none
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			errs = append(errs, fmt.Errorf("benchmix: BENCH_MIX_STAKE_SHARE=%q: want an integer from 0", s))
		}
		o.StakeShare = max(n, 0)
	}
	if s := os.Getenv("BENCH_MIX_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			errs = append(errs, fmt.Errorf("benchmix: BENCH_MIX_SEED=%q: %w", s, err))
		}
		o.Seed = n
	}
	return o, errors.Join(errs...)
}

// Mix is a generated chain, pre-fetched.
type Mix struct {
	Options   Options
	Stats     sim.Stats          // what the simulator did
	Contracts []mainapi.Contract // the deployment's contracts, for indexer.Config
	// Blocks are every block from genesis to the head, as ethrpc.Source
	// reads them.
	Blocks []mainapi.Block
}

// Logs counts the receipt logs of Blocks (decoded events are fewer: only
// tracked addresses are decoded).
func (m *Mix) Logs() int {
	n := 0
	for _, b := range m.Blocks {
		n += len(b.Logs)
	}
	return n
}

// Path is the cache file of o.
func (o Options) Path() string {
	key, _ := json.Marshal(struct {
		Format int
		Options
		Code [32]byte
	}{format, o, sha256.Sum256([]byte(bindings.FeeRouterMetaData.Bin + bindings.NeoSwapPairMetaData.Bin + bindings.TestTokenMetaData.Bin +
		bindings.VampChefMetaData.Bin + bindings.MasterChefMetaData.Bin + bindings.NeoSwapZapMetaData.Bin + bindings.ExtZapMetaData.Bin))})
	sum := sha256.Sum256(key)
	dir := o.Dir
	if dir == "" {
		dir = os.TempDir()
	}
	return filepath.Join(dir, "neoswap-benchmix-"+hex.EncodeToString(sum[:6])+".json.gz")
}

// Load returns the mix of o from its cache file, generating and caching it
// first when the file is missing or unreadable. It fails tb on a
// generation error.
func Load(tb testing.TB, o Options) *Mix {
	tb.Helper()
	path := o.Path()
	if m, err := Read(path); err == nil {
		m.Options.Dir = o.Dir
		return m
	} else if !errors.Is(err, os.ErrNotExist) {
		tb.Logf("benchmix: %s unreadable, generating again: %v", path, err)
	}
	start := time.Now()
	m, err := Generate(tb, o)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Logf("benchmix: generated %d swaps in %d blocks (%d logs) in %s", m.Stats.Swaps, len(m.Blocks), m.Logs(),
		time.Since(start).Round(time.Second))
	if err := m.Write(path); err != nil {
		tb.Logf("benchmix: not cached: %v", err)
	}
	return m
}

// Generate runs the simulator on a fresh simulated chain (chaintest.New,
// registered with tb's cleanup) and fetches every block.
func Generate(tb testing.TB, o Options) (*Mix, error) {
	env := chaintest.New(tb)
	ctx := context.Background()
	stats, err := sim.Run(ctx, sim.Config{
		Backend: env.Backend.Client(), Deployment: env.Deployment, Traders: env.Accounts[1:],
		Commit: func() { env.Commit() }, TradesPerBlock: o.PerBlock, Interval: -1, LaunchShare: -1,
		FarmShare: shareOf(o.FarmShare), StakeShare: shareOf(o.StakeShare), ExtraPools: o.Pools, Swaps: o.Swaps, Seed: o.Seed,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		return nil, fmt.Errorf("benchmix: simulate: %w", err)
	}
	src, err := ethrpc.New(ctx, env.Backend.Client())
	if err != nil {
		return nil, err
	}
	head := env.Head(tb).Number.Uint64()
	m := &Mix{Options: o, Stats: stats, Contracts: deployment.Contracts(env.Deployment.File()),
		Blocks: make([]mainapi.Block, head+1)}
	errs := make([]error, head+1)
	var wg sync.WaitGroup
	next := make(chan uint64)
	for range 4 {
		wg.Go(func() {
			for n := range next {
				m.Blocks[n], errs[n] = src.BlockByNumber(ctx, n)
			}
		})
	}
	for n := uint64(0); n <= head; n++ {
		next <- n
	}
	close(next)
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("benchmix: fetch: %w", err)
	}
	return m, nil
}

// header is the first line of a cache file; one block per line follows.
type header struct {
	Format    int
	Options   Options
	Stats     sim.Stats
	Contracts []mainapi.Contract
	Blocks    int
}

// Write writes m to path atomically (temporary file, then rename).
func (m *Mix) Write(path string) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("benchmix: %w", err)
	}
	defer os.Remove(tmp.Name())
	zw := gzip.NewWriter(tmp)
	bw := bufio.NewWriterSize(zw, 1<<20)
	enc := json.NewEncoder(bw)
	err = enc.Encode(header{Format: format, Options: m.Options, Stats: m.Stats, Contracts: m.Contracts, Blocks: len(m.Blocks)})
	for i := 0; err == nil && i < len(m.Blocks); i++ {
		err = enc.Encode(&m.Blocks[i])
	}
	if err == nil {
		err = bw.Flush()
	}
	if err == nil {
		err = zw.Close()
	}
	if err == nil {
		err = tmp.Close()
	} else {
		tmp.Close()
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		return fmt.Errorf("benchmix: write %s: %w", path, err)
	}
	return nil
}

// Read reads a cache file written by Write. The error wraps
// os.ErrNotExist when there is none.
func Read(path string) (*Mix, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(bufio.NewReaderSize(f, 1<<20))
	if err != nil {
		return nil, fmt.Errorf("benchmix: %s: %w", path, err)
	}
	dec := json.NewDecoder(zr)
	var h header
	if err := dec.Decode(&h); err != nil {
		return nil, fmt.Errorf("benchmix: %s: %w", path, err)
	}
	if h.Format != format {
		return nil, fmt.Errorf("benchmix: %s: format %d, want %d", path, h.Format, format)
	}
	m := &Mix{Options: h.Options, Stats: h.Stats, Contracts: h.Contracts, Blocks: make([]mainapi.Block, h.Blocks)}
	for i := range m.Blocks {
		if err := dec.Decode(&m.Blocks[i]); err != nil {
			return nil, fmt.Errorf("benchmix: %s: block %d: %w", path, i, err)
		}
	}
	return m, nil
}

// Delivery returns b as a webhook body (webhookbody.Delivery: the block with
// its transaction hashes, and one receipt per transaction with its logs),
// which webhookbody.ParseDelivery turns back into b.
func Delivery(b mainapi.Block) ([]byte, error) {
	type log struct {
		Address          common.Address `json:"address"`
		Topics           []common.Hash  `json:"topics"`
		Data             hexutil.Bytes  `json:"data"`
		LogIndex         hexutil.Uint64 `json:"logIndex"`
		TransactionHash  common.Hash    `json:"transactionHash"`
		TransactionIndex hexutil.Uint64 `json:"transactionIndex"`
		BlockHash        common.Hash    `json:"blockHash"`
		BlockNumber      hexutil.Uint64 `json:"blockNumber"`
	}
	type receipt struct {
		TransactionHash  common.Hash     `json:"transactionHash"`
		TransactionIndex hexutil.Uint64  `json:"transactionIndex"`
		BlockHash        common.Hash     `json:"blockHash"`
		BlockNumber      hexutil.Uint64  `json:"blockNumber"`
		From             common.Address  `json:"from"`
		To               *common.Address `json:"to"`
		Status           hexutil.Uint64  `json:"status"`
		Logs             []log           `json:"logs"`
	}
	var body struct {
		Block struct {
			Number       hexutil.Uint64 `json:"number"`
			Hash         common.Hash    `json:"hash"`
			ParentHash   common.Hash    `json:"parentHash"`
			Timestamp    hexutil.Uint64 `json:"timestamp"`
			LogsBloom    types.Bloom    `json:"logsBloom"`
			Transactions []common.Hash  `json:"transactions"`
		} `json:"block"`
		Receipts []receipt `json:"receipts"`
	}
	body.Block.Number = hexutil.Uint64(b.Number)
	body.Block.Hash, body.Block.ParentHash = b.Hash, b.ParentHash
	body.Block.Timestamp = hexutil.Uint64(b.Timestamp)
	body.Block.Transactions = []common.Hash{}
	body.Receipts = []receipt{}
	byTx := map[common.Hash]int{}
	for _, t := range b.Transactions {
		r := receipt{TransactionHash: t.Hash, TransactionIndex: hexutil.Uint64(t.Index), BlockHash: b.Hash,
			BlockNumber: hexutil.Uint64(b.Number), From: t.From, Status: 1, Logs: []log{}}
		if t.To != (common.Address{}) {
			to := t.To
			r.To = &to
		}
		byTx[t.Hash] = len(body.Receipts)
		body.Block.Transactions = append(body.Block.Transactions, t.Hash)
		body.Receipts = append(body.Receipts, r)
	}
	for _, l := range b.Logs {
		// The header's bloom, as a provider sends it (the webhook checks
		// the logs against it).
		body.Block.LogsBloom.Add(l.Address.Bytes())
		for _, t := range l.Topics {
			body.Block.LogsBloom.Add(t.Bytes())
		}
		i, ok := byTx[l.TxHash]
		if !ok {
			return nil, fmt.Errorf("benchmix: block %d: log %d of unknown transaction %s", b.Number, l.LogIndex, l.TxHash.Hex())
		}
		body.Receipts[i].Logs = append(body.Receipts[i].Logs, log{
			Address: l.Address, Topics: l.Topics, Data: l.Data, LogIndex: hexutil.Uint64(l.LogIndex),
			TransactionHash: l.TxHash, TransactionIndex: hexutil.Uint64(l.TxIndex), BlockHash: b.Hash,
			BlockNumber: hexutil.Uint64(b.Number),
		})
	}
	return json.Marshal(body)
}

// shareOf maps Options.FarmShare or StakeShare (0: none) to
// sim.Config.FarmShare or StakeShare (0: the default, negative: none).
func shareOf(share int) int {
	if share <= 0 {
		return -1
	}
	return share
}
