package mainapi

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/shopspring/decimal"
)

// IndexerConfig configures the indexer, read from the environment. The
// deployment JSON it tracks is Config.DeploymentFile.
type IndexerConfig struct {
	// RPCURL is the JSON-RPC endpoint the indexer follows (RPC_URL); empty
	// means `serve` runs without the indexer.
	RPCURL string
	// FinalityDepth is the deepest reorg the indexer follows; deeper ones
	// halt it (FINALITY_DEPTH, default 64).
	FinalityDepth uint64
	// StartBlock is the first block indexed into an empty database
	// (START_BLOCK; nil: the deployment's startBlock).
	StartBlock *uint64
	// MinLiquidityUSD is the least pool liquidity, in USD (twice the quote
	// side), that sets a price (MIN_LIQUIDITY_USD, default 1000).
	MinLiquidityUSD string
	// PollInterval is the follower's pause at the head (INDEXER_POLL, Go
	// duration, default 1s).
	PollInterval time.Duration
	// BatchSize is how many blocks deeper than the finality depth one
	// backfill transaction applies (INDEXER_BATCH, default 200; 1: one
	// block per transaction throughout).
	BatchSize int
	// BackfillReceipts makes a backfill read every receipt of every block
	// instead of only the tracked logs (INDEXER_BACKFILL_READ=receipts;
	// default logs; docs/indexer.md "Backfill reads").
	BackfillReceipts bool
	// WebhookSecret keys the HMAC of POST /internal/ingest/block
	// (WEBHOOK_SECRET); empty: the webhook answers 404.
	WebhookSecret string
	// InternalToken is the bearer token of GET /internal/health
	// (INTERNAL_TOKEN); empty: the route answers 404.
	InternalToken string
	// CuratedTokensFile is the operator's curated token list, a Uniswap
	// token-list JSON file (CURATED_TOKENS_FILE; empty: no curated rows).
	// Its tokens of CHAIN_ID are verified and their symbol, name and
	// decimals win over the chain's (docs/indexer.md "Curated tokens").
	CuratedTokensFile string
	// HealthMaxLagBlocks is how far the indexed head may trail the node's
	// before /internal/health answers 503 (INDEXER_MAX_LAG_BLOCKS, default 64).
	HealthMaxLagBlocks uint64
	// RakebackPosterKey is the hex private key the weekly Rakeback job
	// signs with (RAKEBACK_POSTER_KEY: RakebackV2's poster); empty: the job
	// is off. It runs in the process holding the writer lock.
	RakebackPosterKey string
	// RakebackInterval is the pause between the job's runs
	// (RAKEBACK_JOB_INTERVAL, default 15s).
	RakebackInterval time.Duration
	// RakebackConfirmations is how many indexed blocks must follow an
	// epoch's close before its tree is built (RAKEBACK_CONFIRMATIONS,
	// default 12).
	RakebackConfirmations uint64
}

// IndexerConfigFromEnv reads IndexerConfig via getenv (os.Getenv when nil).
// It returns an error naming the variable when a value does not parse.
func IndexerConfigFromEnv(getenv func(string) string) (IndexerConfig, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	cfg := IndexerConfig{
		RPCURL:                getenv("RPC_URL"),
		FinalityDepth:         64,
		MinLiquidityUSD:       valueOr(getenv("MIN_LIQUIDITY_USD"), "1000"),
		PollInterval:          time.Second,
		BatchSize:             200,
		WebhookSecret:         getenv("WEBHOOK_SECRET"),
		InternalToken:         getenv("INTERNAL_TOKEN"),
		CuratedTokensFile:     getenv("CURATED_TOKENS_FILE"),
		HealthMaxLagBlocks:    64,
		RakebackPosterKey:     getenv("RAKEBACK_POSTER_KEY"),
		RakebackInterval:      15 * time.Second,
		RakebackConfirmations: 12,
	}
	if v := cfg.RakebackPosterKey; v != "" {
		if _, err := crypto.HexToECDSA(strings.TrimPrefix(v, "0x")); err != nil {
			return IndexerConfig{}, errors.New("config: RAKEBACK_POSTER_KEY is not a hex private key")
		}
	}
	if v := getenv("RAKEBACK_JOB_INTERVAL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return IndexerConfig{}, fmt.Errorf("config: RAKEBACK_JOB_INTERVAL %q is not a positive duration", v)
		}
		cfg.RakebackInterval = d
	}
	if v := getenv("RAKEBACK_CONFIRMATIONS"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return IndexerConfig{}, fmt.Errorf("config: RAKEBACK_CONFIRMATIONS %q is not a block count", v)
		}
		cfg.RakebackConfirmations = n
	}
	if d, err := decimal.NewFromString(cfg.MinLiquidityUSD); err != nil || d.IsNegative() {
		return IndexerConfig{}, fmt.Errorf("config: MIN_LIQUIDITY_USD %q is not a non-negative decimal", cfg.MinLiquidityUSD)
	}
	if v := getenv("FINALITY_DEPTH"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil || n == 0 {
			return IndexerConfig{}, fmt.Errorf("config: FINALITY_DEPTH %q is not a positive integer", v)
		}
		cfg.FinalityDepth = n
	}
	if v := getenv("START_BLOCK"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return IndexerConfig{}, fmt.Errorf("config: START_BLOCK %q is not a block number", v)
		}
		cfg.StartBlock = &n
	}
	if v := getenv("INDEXER_POLL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return IndexerConfig{}, fmt.Errorf("config: INDEXER_POLL %q is not a positive duration", v)
		}
		cfg.PollInterval = d
	}
	if v := getenv("INDEXER_BATCH"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return IndexerConfig{}, fmt.Errorf("config: INDEXER_BATCH %q is not a positive integer", v)
		}
		cfg.BatchSize = n
	}
	switch v := getenv("INDEXER_BACKFILL_READ"); v {
	case "", "logs":
	case "receipts":
		cfg.BackfillReceipts = true
	default:
		return IndexerConfig{}, fmt.Errorf("config: INDEXER_BACKFILL_READ %q is neither logs nor receipts", v)
	}
	if v := getenv("INDEXER_MAX_LAG_BLOCKS"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil || n == 0 {
			return IndexerConfig{}, fmt.Errorf("config: INDEXER_MAX_LAG_BLOCKS %q is not a positive integer", v)
		}
		cfg.HealthMaxLagBlocks = n
	}
	return cfg, nil
}
