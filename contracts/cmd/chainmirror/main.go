// Command chainmirror copies a chain, block by block, from one JSON-RPC node
// into an anvil node: it replays each block's signed transactions in their
// order and mines one block at the source block's timestamp. The copy has
// the same transactions, senders, contract addresses and logs (its block
// hashes differ: anvil fills the header its own way), so the indexer can be
// measured end to end against a second local RPC (scripts/bench-indexer.sh
// with BENCH_NODE=anvil, docs/performance.md).
//
// anvil must start empty with the devnet's accounts (its default mnemonic
// and balances are the devnet's), chain id, gas limit and genesis timestamp,
// in manual mining with first-in-first-out ordering:
//
//	anvil --chain-id 1 --timestamp <genesis time> --gas-limit <gas limit> \
//	      --no-mining --order fifo --hardfork osaka
//
// chainmirror -print-anvil-args prints the flags that depend on the source.
// Each mirrored block is checked against its source (transaction count and
// gas used); any difference stops the copy with an error.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

func main() {
	from := flag.String("from", "http://127.0.0.1:8545", "JSON-RPC URL of the source chain")
	to := flag.String("to", "http://127.0.0.1:8546", "JSON-RPC URL of the anvil node to fill")
	last := flag.Uint64("to-block", 0, "last block to copy (0: the source's head when the copy starts)")
	printArgs := flag.Bool("print-anvil-args", false, "print the anvil flags that depend on the source chain and exit")
	flag.Parse()
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var err error
	if *printArgs {
		err = printAnvilArgs(ctx, *from)
	} else {
		err = mirror(ctx, log, *from, *to, *last)
	}
	if err != nil {
		log.Error("chainmirror", "err", err)
		os.Exit(1)
	}
}

// printAnvilArgs prints the anvil flags that make its genesis match the
// source's: chain id, genesis timestamp, gas limit and base fee.
func printAnvilArgs(ctx context.Context, from string) error {
	src, err := ethclient.DialContext(ctx, from)
	if err != nil {
		return err
	}
	defer src.Close()
	id, err := src.ChainID(ctx)
	if err != nil {
		return err
	}
	g, err := src.HeaderByNumber(ctx, big.NewInt(0))
	if err != nil {
		return err
	}
	baseFee := big.NewInt(0)
	if g.BaseFee != nil {
		baseFee = g.BaseFee
	}
	fmt.Printf("--chain-id %s --timestamp %d --gas-limit %d --block-base-fee-per-gas %s\n", id, g.Time, g.GasLimit, baseFee)
	return nil
}

// mirror copies blocks 1..last (the source's head when last is 0) of from
// into the anvil node at to, whose head must be its genesis.
func mirror(ctx context.Context, log *slog.Logger, from, to string, last uint64) error {
	src, err := ethclient.DialContext(ctx, from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := rpc.DialContext(ctx, to)
	if err != nil {
		return err
	}
	defer dst.Close()
	if last == 0 {
		if last, err = src.BlockNumber(ctx); err != nil {
			return err
		}
	}
	if last == 0 {
		return errors.New("the source has no blocks to copy")
	}
	var dstHead hexutil.Uint64
	if err := dst.CallContext(ctx, &dstHead, "eth_blockNumber"); err != nil {
		return err
	}
	if dstHead != 0 {
		return fmt.Errorf("the target node is at block %d; start it empty", dstHead)
	}
	start, txs := time.Now(), 0
	for n := uint64(1); n <= last; n++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		b, err := src.BlockByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			return fmt.Errorf("read block %d: %w", n, err)
		}
		// One call per transaction, in block order: anvil's fifo pool keeps
		// arrival order, which a batch request would not guarantee.
		for _, tx := range b.Transactions() {
			raw, err := tx.MarshalBinary()
			if err != nil {
				return err
			}
			var h common.Hash
			if err := dst.CallContext(ctx, &h, "eth_sendRawTransaction", hexutil.Bytes(raw)); err != nil {
				return fmt.Errorf("block %d: send %s: %w", n, tx.Hash(), err)
			}
		}
		if err := dst.CallContext(ctx, nil, "evm_setNextBlockTimestamp", hexutil.Uint64(b.Time())); err != nil {
			return fmt.Errorf("block %d: set timestamp: %w", n, err)
		}
		if err := dst.CallContext(ctx, nil, "evm_mine"); err != nil {
			return fmt.Errorf("block %d: mine: %w", n, err)
		}
		var got struct {
			Number       hexutil.Uint64 `json:"number"`
			GasUsed      hexutil.Uint64 `json:"gasUsed"`
			Transactions []common.Hash  `json:"transactions"`
		}
		if err := dst.CallContext(ctx, &got, "eth_getBlockByNumber", "latest", false); err != nil {
			return fmt.Errorf("block %d: read the copy: %w", n, err)
		}
		if uint64(got.Number) != n || len(got.Transactions) != b.Transactions().Len() || uint64(got.GasUsed) != b.GasUsed() {
			return fmt.Errorf("block %d: the copy is block %d with %d transactions and %d gas, the source has %d and %d",
				n, got.Number, len(got.Transactions), got.GasUsed, b.Transactions().Len(), b.GasUsed())
		}
		txs += b.Transactions().Len()
		if n%100 == 0 || n == last {
			log.Info("chainmirror: progress", "block", n, "last", last, "txs", txs, "elapsed", time.Since(start).Round(time.Millisecond))
		}
	}
	return nil
}
