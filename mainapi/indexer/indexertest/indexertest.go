// Package indexertest opens the indexer the way the follower does, for the
// tests of every package that fills a database from simulated activity
// (indexer, httpapi).
package indexertest

import (
	"context"
	"log/slog"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/deployment"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

// Open opens db's writer over env's deployment (closed in t.Cleanup) and
// returns it with an indexer of the given finality depth that reads env
// through the JSON-RPC source, which it also returns.
func Open(t testing.TB, env *chaintest.Env, db *postgres.DB, finality uint64) (*postgres.Writer, *indexer.Indexer, *ethrpc.Source) {
	t.Helper()
	ctx := context.Background()
	w, contracts := OpenWriter(t, env, db)
	src, err := ethrpc.New(ctx, env.Backend.Client())
	if err != nil {
		t.Fatal(err)
	}
	ix := indexer.New(w, indexer.Config{Contracts: contracts, FinalityDepth: finality, Source: src, Metadata: src,
		Logger: slog.New(slog.DiscardHandler)})
	return w, ix, src
}

// BlockByBlock returns a function that indexes env's blocks not indexed
// yet with ix, one HandleBlock each (as the follower does at the head),
// and returns the number of the last one it indexed (its last call's when
// none was new).
func BlockByBlock(t testing.TB, env *chaintest.Env, ix *indexer.Indexer, src *ethrpc.Source) func() uint64 {
	next := uint64(0)
	return func() uint64 {
		t.Helper()
		for head := env.Head(t).Number.Uint64(); next <= head; next++ {
			b, err := src.BlockByNumber(context.Background(), next)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := ix.HandleBlock(context.Background(), b); err != nil {
				t.Fatalf("block %d: %v", next, err)
			}
		}
		return next - 1
	}
}

// OpenWriter opens db's writer (closed in t.Cleanup) with env's deployment
// as its contracts, which it also returns.
func OpenWriter(t testing.TB, env *chaintest.Env, db *postgres.DB) (*postgres.Writer, []mainapi.Contract) {
	t.Helper()
	ctx := context.Background()
	w, err := db.OpenWriter(ctx, postgres.WriterConfig{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	contracts := deployment.Contracts(env.Deployment.File())
	if err := w.SetContracts(ctx, contracts); err != nil {
		t.Fatal(err)
	}
	return w, contracts
}

// OnlyLogsOf returns b with the logs of addrs alone and, of the
// transactions that emitted them, those senders picks (nil: all): what a
// read of only those logs (eth_getLogs, the headers and the picked
// transactions) returns for b.
func OnlyLogsOf(b mainapi.Block, addrs []common.Address, senders mainapi.SendersFunc) mainapi.Block {
	return OnlyLogsMatching(b, addrs, nil, senders)
}

// OnlyLogsMatching is OnlyLogsOf with the logs filters select kept too
// (each log once): what a read of addrs and filters returns for b.
func OnlyLogsMatching(b mainapi.Block, addrs []common.Address, filters []mainapi.LogFilter, senders mainapi.SendersFunc) mainapi.Block {
	kept := b
	kept.Logs, kept.Transactions = nil, nil
	for _, l := range b.Logs {
		if slices.Contains(addrs, l.Address) || slices.ContainsFunc(filters, func(f mainapi.LogFilter) bool { return f.Match(&l) }) {
			kept.Logs = append(kept.Logs, l)
		}
	}
	var picked map[common.Hash]struct{}
	if senders != nil && len(kept.Logs) > 0 {
		picked = senders(kept.Logs)
	}
	for _, l := range kept.Logs {
		if k := len(kept.Transactions); k > 0 && kept.Transactions[k-1].Hash == l.TxHash {
			continue
		}
		if _, ok := picked[l.TxHash]; ok || senders == nil {
			tx, _ := b.Tx(l.TxHash)
			kept.Transactions = append(kept.Transactions, tx)
		}
	}
	return kept
}
