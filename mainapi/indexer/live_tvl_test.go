package indexer_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/mainapi/indexer"
)

// TestLiveTVL: a pool's TVL is a live gauge (spec main-api 2.2). Moving
// ETH/USD on the WETH/USDC pool alone re-prices the untouched third-party
// NEO/WETH pool's pool_stats TVL (and its fee APR) at the head, while its
// hourly gauge stays as of its last Sync; the overview's TVL is the own
// pools' live sum; a rollback puts the old prices back; a day later the TVL
// delta is the live TVL's against the day-old gauge; every step equals a
// rebuild.
func TestLiveTVL(t *testing.T) {
	h := newHarness(t, 6)
	h.catchUp(t, 0)
	h.check(t)
	ctx := context.Background()
	ext := h.env.Deployment.Pairs["ext:NEO/WETH"].Bytes()
	tvl := func() decimal.Decimal {
		t.Helper()
		var s string
		if err := h.db.Pool.QueryRow(ctx, `SELECT tvl_usd::text FROM pool_stats WHERE pair = $1`, ext).Scan(&s); err != nil {
			t.Fatal(err)
		}
		return decimal.RequireFromString(s)
	}
	// Every pool's TVL, fee APR and TVL delta are those of its reserves
	// priced at the head (pair_amounts_usd, the minimum liquidity 1000 of
	// WriterConfig's default), and the overview sums the own pools'.
	live := func(when string) {
		t.Helper()
		if got := h.count(t, `SELECT count(*) FROM pools p JOIN pool_stats s ON s.pair = p.pair
			WHERE s.tvl_usd <> pair_amounts_usd(p.token0, p.token1, p.reserve0, p.reserve1, (SELECT number FROM chain_head), 1000)
			   OR s.fee_apr_bps IS DISTINCT FROM CASE WHEN s.tvl_usd > 0 THEN round(s.fees_24h_usd * 365 * 10000 / s.tvl_usd)::bigint END
			   OR s.tvl_delta_pct IS NOT NULL`); got != 0 {
			t.Errorf("%s: %d pools whose TVL or APR is not priced at the head", when, got)
		}
		var head int64
		if err := h.db.Pool.QueryRow(ctx, `SELECT timestamp / 3600 FROM chain_head`).Scan(&head); err != nil {
			t.Fatal(err)
		}
		totals, err := h.db.FindTotals(ctx, 0, head)
		if err != nil {
			t.Fatal(err)
		}
		var want string
		if err := h.db.Pool.QueryRow(ctx, `SELECT sum(pair_amounts_usd(token0, token1, reserve0, reserve1,
			(SELECT number FROM chain_head), 1000))::text FROM pools WHERE own`).Scan(&want); err != nil {
			t.Fatal(err)
		}
		if got := totals.TvlUsd.Decimal(); !got.Equal(decimal.RequireFromString(want).RoundBank(6)) {
			t.Errorf("%s: overview TVL %s, want %s", when, got, want)
		}
	}
	live("seeded")
	seeded := tvl()
	if seeded.LessThan(decimal.NewFromInt(119_000)) || seeded.GreaterThan(decimal.NewFromInt(121_000)) {
		t.Fatalf("seeded ext NEO/WETH TVL %s, want about 120000 (60k USD a side)", seeded)
	}
	var lastBlock int64
	if err := h.db.Pool.QueryRow(ctx, `SELECT last_block FROM pools WHERE pair = $1`, ext).Scan(&lastBlock); err != nil {
		t.Fatal(err)
	}

	// 100k USDC buys ETH on the WETH/USDC pool only: ETH/USD (and NEO/USD,
	// NEO being priced in its deepest pool, NEO/WETH) rise.
	before := h.env.Head(t).Number.Uint64()
	e, d := h.env, h.env.Deployment
	e.Approve(t, 1, d.USDC, d.FeeRouter, chaintest.MaxUint256)
	e.Send(t, 1, d.FeeRouter, nil, bindings.NewFeeRouter().PackSwapExactTokensForTokens(e.Units(t, "USDC", 100_000),
		common.Big1, []common.Address{d.USDC, d.WETH}, e.Accounts[1].Address, e.Deadline(t)))
	h.catchUp(t, before+1)
	h.check(t)
	if got := h.count(t, `SELECT count(*) FROM pair_syncs WHERE address = $1 AND block_number > $2`, ext, lastBlock); got != 0 {
		t.Fatalf("the ext NEO/WETH pool synced %d times: not untouched", got)
	}
	live("after the ETH move")
	moved := tvl()
	t.Logf("ext NEO/WETH TVL: seeded %s, after the ETH move %s", seeded, moved)
	if !moved.GreaterThan(seeded.Mul(decimal.RequireFromString("1.1"))) {
		t.Errorf("ext NEO/WETH TVL %s after ETH/USD rose, seeded %s: not re-priced", moved, seeded)
	}
	var gauge string
	if err := h.db.Pool.QueryRow(ctx, `SELECT tvl_usd::text FROM pool_hours WHERE pair = $1 AND tvl_usd IS NOT NULL
		ORDER BY hour DESC LIMIT 1`, ext).Scan(&gauge); err != nil {
		t.Fatal(err)
	}
	if !decimal.RequireFromString(gauge).Equal(seeded) {
		t.Errorf("hourly gauge %s, want the seeded %s (as of the last Sync)", gauge, seeded)
	}

	// Rolled back, the old prices return; re-applied, the new ones.
	if err := h.w.InTx(ctx, func(tx indexer.Tx) error { return tx.RollbackTo(ctx, before) }); err != nil {
		t.Fatal(err)
	}
	h.check(t)
	live("rolled back")
	if got := tvl(); !got.Equal(seeded) {
		t.Errorf("rolled back: TVL %s, want %s", got, seeded)
	}
	h.catchUp(t, before+1)
	h.check(t)
	if got := tvl(); !got.Equal(moved) {
		t.Errorf("re-applied: TVL %s, want %s", got, moved)
	}

	// A day later the TVL delta compares the live TVL with the day-old
	// hourly gauge: the ETH move shows as a change.
	later := h.env.Head(t).Number.Uint64()
	h.env.AdjustTime(t, 25*time.Hour)
	h.catchUp(t, later+1)
	h.check(t)
	var delta string
	if err := h.db.Pool.QueryRow(ctx, `SELECT tvl_delta_pct::text FROM pool_stats WHERE pair = $1`, ext).Scan(&delta); err != nil {
		t.Fatal(err)
	}
	want := moved.Sub(seeded).Mul(decimal.NewFromInt(100)).DivRound(seeded, 4)
	if !decimal.RequireFromString(delta).Equal(want) {
		t.Errorf("a day later: TVL delta %s%%, want %s%%", delta, want)
	}
}
