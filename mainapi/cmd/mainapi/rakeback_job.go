package main

import (
	"context"
	"log/slog"
	"strings"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/jobs"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

// runningRakebackJob is the Rakeback job of this process while it runs
// (nil otherwise), for /internal/jobs/rakeback.
var runningRakebackJob atomic.Pointer[jobs.RakebackJob]

// rakebackJobStatus returns the in-process job's status; ok false when the
// job does not run here.
func rakebackJobStatus() (mainapi.RakebackJobStatus, bool) {
	if j := runningRakebackJob.Load(); j != nil {
		return j.Status(), true
	}
	return mainapi.RakebackJobStatus{}, false
}

// startRakebackJob runs the weekly Rakeback job beside the indexer of this
// process, which holds the writer lock, until ctx is done: only when
// RAKEBACK_POSTER_KEY is set and the deployment has RakebackV2. Every
// contract of the deployment is excluded from the leaves (they pay FeeRouter
// swaps only when they swap a reward for NEO).
func startRakebackJob(ctx context.Context, icfg mainapi.IndexerConfig, dep deployment.File, contracts []mainapi.Contract,
	db *postgres.DB, log *slog.Logger) {
	if icfg.RakebackPosterKey == "" || dep.Addresses.Rakeback == (common.Address{}) {
		return
	}
	key, err := crypto.HexToECDSA(strings.TrimPrefix(icfg.RakebackPosterKey, "0x"))
	if err != nil { // checked by IndexerConfigFromEnv
		log.Error("rakeback job: poster key", "err", err)
		return
	}
	client, err := ethclient.DialContext(ctx, icfg.RPCURL)
	if err != nil {
		log.Error("rakeback job: dial", "err", err)
		return
	}
	chain, err := jobs.NewEthChain(ctx, client, key, dep.Addresses.Rakeback, dep.Addresses.Collector)
	if err != nil {
		client.Close()
		log.Error("rakeback job: chain", "err", err)
		return
	}
	excluded := make([]common.Address, 0, len(contracts))
	for _, c := range contracts {
		excluded = append(excluded, c.Address)
	}
	job := jobs.NewRakebackJob(jobs.RakebackConfig{
		Store: db, Chain: chain, Excluded: excluded, Poster: chain.Poster(),
		Confirmations: icfg.RakebackConfirmations, Interval: icfg.RakebackInterval, Logger: log,
	})
	runningRakebackJob.Store(job)
	log.Info("rakeback job: started", "poster", chain.Poster(), "rakeback", dep.Addresses.Rakeback, "interval", icfg.RakebackInterval)
	go func() {
		defer client.Close()
		defer runningRakebackJob.CompareAndSwap(job, nil)
		_ = job.Run(ctx)
	}()
}
