package indexer_test

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
)

func TestIndexDeploymentAndTrades(t *testing.T) {
	h := newHarness(t, 8)
	h.simulate(t, 10, 1)
	h.catchUp(t, 0)
	h.check(t)

	// Every pair of both factories is a pool: the seeded ones and those
	// graduations opened during the simulation.
	own, ext := h.pairsOn(t, h.env.Deployment.Factory), h.pairsOn(t, h.env.Deployment.ExtV2Factory)
	if own+ext < len(deploy.SeedPairs) {
		t.Fatalf("factories hold %d pairs, fewer than the %d seeded", own+ext, len(deploy.SeedPairs))
	}
	if got, want := h.count(t, "SELECT count(*) FROM pools WHERE own"), own; got != want {
		t.Errorf("%d own pools, want %d", got, want)
	}
	if got, want := h.count(t, "SELECT count(*) FROM pools WHERE NOT own"), ext; got != want {
		t.Errorf("%d ext pools, want %d", got, want)
	}
	if got := h.count(t, "SELECT count(*) FROM trades WHERE source = 'router'"); got < 10 {
		t.Errorf("%d router trades, want at least 10", got)
	}
	if got, want := h.count(t, "SELECT count(*) FROM trades"), h.count(t, "SELECT count(*) FROM router_swaps"); got != want {
		t.Errorf("%d trades, want one per FeeRouter Swap (%d)", got, want)
	}
	if got := h.count(t, "SELECT count(*) FROM trades WHERE usd_value = 0"); got != 0 {
		t.Errorf("%d unpriced trades", got)
	}
	if got, want := h.count(t, "SELECT count(*) FROM tokens WHERE verified"), 4; got != want {
		t.Errorf("%d verified tokens, want %d", got, want)
	}
	if got := h.count(t, "SELECT count(*) FROM tokens WHERE symbol IS NULL OR decimals IS NULL"); got != 0 {
		t.Errorf("%d tokens without metadata", got)
	}
	head := h.env.Head(t)
	var n int64
	var hash []byte
	if err := h.db.Pool.QueryRow(context.Background(), "SELECT number, hash FROM chain_head").Scan(&n, &hash); err != nil {
		t.Fatal(err)
	}
	if got, want := uint64(n), head.Number.Uint64(); got != want {
		t.Errorf("chain head %d, want %d", got, want)
	}
	for i := 1; i < 6; i++ {
		if got := h.count(t, "SELECT count(*) FROM wallets WHERE address = $1", h.env.Accounts[i].Address.Bytes()); got != 1 {
			t.Errorf("trader %d has no wallet row", i)
		}
	}
	if got := h.count(t, "SELECT count(*) FROM wallets w JOIN contracts c ON c.address = w.address WHERE c.role <> 'other'"); got != 0 {
		t.Errorf("%d core contracts counted as wallets", got)
	}
	if got := h.count(t, "SELECT count(*) FROM pool_candles"); got == 0 {
		t.Error("no candles")
	}
	t.Run("duplicate is a no-op", func(t *testing.T) {
		out := h.deliver(t, head.Number.Uint64())
		if !out.Duplicate || out.Applied != 0 {
			t.Errorf("outcome %+v, want duplicate", out)
		}
	})
}

// pairsOn reads allPairsLength of a factory on chain.
func (h *harness) pairsOn(t *testing.T, factory common.Address) int {
	t.Helper()
	f := bindings.NewNeoSwapFactory()
	n := chaintest.Call(t, h.env, factory, f.PackAllPairsLength(), f.UnpackAllPairsLength)
	return int(n.Int64())
}
