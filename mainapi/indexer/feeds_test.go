package indexer_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi/indexer"
)

// TestFeeds: after simulated trading (multi-hop, splits, exact-out,
// liquidity changes) and a Collector distribution, the feed and rollup
// tables say what the raw rows say; a day later the 24h windows have slid,
// and a reorg back across the hour boundary slides them back. Every step
// equals a rebuild.
func TestFeeds(t *testing.T) {
	h := newHarness(t, 6)
	h.simulate(t, 8, 7)
	c := bindings.NewCollector()
	for _, sym := range []string{"WETH", "USDC", "USDT"} {
		tx, err := bind.Transact(c.Instance(h.env.Client, h.env.Deployment.Collector), h.env.TxOpts(1),
			c.PackDistribute(h.env.Token(t, sym)))
		h.env.MustTransact(t, tx, err)
	}
	h.catchUp(t, 0)
	h.check(t)

	zero := []struct{ name, q string }{
		{"swap rows vs pair swaps", `SELECT (SELECT count(*) FROM activity WHERE kind = 'swap') - (SELECT count(*) FROM pair_swaps)`},
		// The pool swap list and the pool hours join the two (migration 00031).
		{"pair swaps without their swap row", `SELECT count(*) FROM pair_swaps s WHERE NOT EXISTS (SELECT 1 FROM activity a
			WHERE a.block_number = s.block_number AND a.log_index = s.log_index AND a.kind = 'swap' AND a.pair = s.address)`},
		{"add rows vs mints", `SELECT (SELECT count(*) FROM activity WHERE kind = 'add_liquidity') - (SELECT count(*) FROM pair_mints)`},
		{"remove rows vs burns", `SELECT (SELECT count(*) FROM activity WHERE kind = 'remove_liquidity') - (SELECT count(*) FROM pair_burns)`},
		{"swap rows not attributed to the payer", `SELECT count(*) FROM activity a JOIN router_swaps r
			ON r.block_number = a.block_number AND r.tx_hash = a.tx_hash WHERE a.kind = 'swap' AND a.user_address <> r.user_address`},
		{"token swap rows vs 2 x trades", `SELECT (SELECT count(*) FROM token_swaps) - 2 * (SELECT count(*) FROM trades)`},
		{"folded rows whose outer input is not the trade's", `SELECT count(*) FROM token_swaps s JOIN trades t
			ON t.block_number = s.block_number AND t.log_index = s.log_index
			WHERE s.pool_count > 1 AND (s.outer_token <> t.token_in OR s.outer_amount <> t.amount_in)`},
		{"folded rows whose pool count is not the hop count", `SELECT count(*) FROM token_swaps s
			WHERE s.pool_count > 1 AND s.pool_count <> (SELECT count(*) FROM pair_swaps p JOIN router_swaps r
				ON r.block_number = p.block_number AND r.tx_hash = p.tx_hash AND r.log_index = s.log_index
				WHERE p.block_number = s.block_number AND p.log_index < s.log_index
				  AND NOT EXISTS (SELECT 1 FROM router_swaps r2 WHERE r2.block_number = p.block_number
				      AND r2.tx_hash = p.tx_hash AND r2.log_index > p.log_index AND r2.log_index < s.log_index))`},
		{"pools without stats", `SELECT count(*) FROM pools p WHERE NOT EXISTS (SELECT 1 FROM pool_stats s WHERE s.pair = p.pair)`},
		{"pool 24h volume vs swap rows", `SELECT count(*) FROM pool_stats s WHERE s.volume_24h_usd <>
			(SELECT coalesce(sum(usd_value), 0) FROM activity a WHERE a.pair = s.pair AND a.kind = 'swap')`},
		{"pool 24h fees vs 30 bps", `SELECT count(*) FROM pool_stats s WHERE s.fees_24h_usd <>
			(SELECT coalesce(sum(round(usd_value * 30 / 10000, 6)), 0) FROM activity a WHERE a.pair = s.pair AND a.kind = 'swap')`},
		{"deltas before a day of history", `SELECT count(*) FROM pool_stats
			WHERE tvl_delta_pct IS NOT NULL OR volume_24h_delta_pct IS NOT NULL OR fees_24h_delta_pct IS NOT NULL`},
		{"day volume vs FeeRouter trades", `SELECT (SELECT sum(volume_usd) FROM revenue_buckets WHERE bucket = 'day')
			- (SELECT sum(usd_value) FROM trades WHERE source = 'router')`},
		{"epoch volume vs FeeRouter trades", `SELECT (SELECT sum(volume_usd) FROM revenue_buckets WHERE bucket = 'epoch')
			- (SELECT sum(usd_value) FROM trades WHERE source = 'router')`},
		{"lp leg not 0.30% of volume", `SELECT count(*) FROM revenue_buckets WHERE lp_usd <> round(volume_usd * 0.003, 6)`},
		{"total not the sum of the legs", `SELECT count(*) FROM revenue_buckets
			WHERE total_usd <> lp_usd + creator_usd + staking_usd + rakeback_usd + buyback_burn_usd`},
		{"hourly volume vs FeeRouter trades", `SELECT (SELECT sum(volume_usd) FROM stats_hours)
			- (SELECT sum(usd_value) FROM trades WHERE source = 'router')`},
	}
	for _, z := range zero {
		if got := h.count(t, z.q); got != 0 {
			t.Errorf("%s: %d, want 0", z.name, got)
		}
	}
	positive := []struct{ name, q string }{
		{"priced swap rows", `SELECT count(*) FROM activity WHERE kind = 'swap' AND usd_value > 0`},
		{"folded multi-pool rows", `SELECT count(*) FROM token_swaps WHERE pool_count > 1`},
		{"buyback distributions", `SELECT count(*) FROM revenue_items WHERE kind = 'buyback_burn' AND usd_value > 0`},
		{"token candles", `SELECT count(*) FROM token_candles WHERE volume_usd > 0`},
		{"hours with TVL", `SELECT count(*) FROM stats_hours WHERE tvl_usd > 0`},
		{"pools with TVL and APR", `SELECT count(*) FROM pool_stats WHERE tvl_usd > 0 AND fee_apr_bps IS NOT NULL`},
		{"revenue totals", `SELECT count(*) FROM revenue_totals WHERE buyback_burn_usd > 0`},
	}
	for _, p := range positive {
		if got := h.count(t, p.q); got == 0 {
			t.Errorf("%s: none", p.name)
		}
	}
	var legs int
	if err := h.db.Pool.QueryRow(context.Background(),
		`SELECT json_array_length(data -> 'legs') FROM activity WHERE kind = 'swap' LIMIT 1`).Scan(&legs); err != nil || legs != 2 {
		t.Errorf("swap legs %d (%v), want 2", legs, err)
	}

	// A day later: the 24h windows are empty, the 30d window is not, the TVL
	// delta has history (the live TVL against the last hourly gauge: 0% for
	// a pool whose reserves and prices have not moved since its last Sync),
	// the volume delta not yet.
	before := h.env.Head(t).Number.Uint64()
	h.env.AdjustTime(t, 25*time.Hour)
	h.deliver(t, before+1)
	h.check(t)
	dayLater := int64(h.env.Head(t).Time / 3600)
	later := []struct{ name, q string }{
		{"pools with 24h volume", `SELECT count(*) FROM pool_stats WHERE volume_24h_usd <> 0 OR fees_24h_usd <> 0`},
		{"pools with 30d volume but no 24h volume delta", `SELECT count(*) FROM pool_stats WHERE volume_24h_delta_pct IS NOT NULL`},
		{"TVL deltas that are not the live TVL's against the last gauge", `SELECT count(*) FROM pool_stats s
			WHERE s.tvl_usd > 0 AND s.tvl_delta_pct IS DISTINCT FROM (SELECT CASE WHEN g.tvl_usd > 0
				THEN round((s.tvl_usd - g.tvl_usd) * 100 / g.tvl_usd, 4) END FROM pool_hours g
				WHERE g.pair = s.pair AND g.tvl_usd IS NOT NULL ORDER BY g.hour DESC LIMIT 1)`},
	}
	for _, z := range later {
		if got := h.count(t, z.q); got != 0 {
			t.Errorf("a day later: %s: %d, want 0", z.name, got)
		}
	}
	if got := h.count(t, `SELECT count(*) FROM pool_stats WHERE volume_30d_usd > 0 AND tvl_delta_pct = 0`); got == 0 {
		t.Error("a day later: no pool with 30d volume and a TVL delta")
	}

	// Rolled back below the day-later block, the anchor and windows return to
	// the earlier hour; re-applied, they move forward again.
	ctx := context.Background()
	if err := h.w.InTx(ctx, func(tx indexer.Tx) error { return tx.RollbackTo(ctx, before) }); err != nil {
		t.Fatal(err)
	}
	h.check(t)
	if got := h.count(t, `SELECT count(*) FROM pool_stats WHERE volume_24h_usd > 0`); got == 0 {
		t.Error("rolled back: no pool with 24h volume")
	}
	h.deliver(t, before+1)
	h.check(t)
	if got := h.count(t, `SELECT count(*) FROM pool_stats WHERE volume_24h_usd > 0`); got != 0 {
		t.Errorf("re-applied: %d pools with 24h volume", got)
	}

	// The day-later block is reorged out (the simulator keeps its clock
	// offset, so the new branch is as late): the anchor follows the head.
	h.fork(t, 1)
	h.env.Commit()
	h.env.Commit()
	h.deliver(t, h.env.Head(t).Number.Uint64())
	h.check(t)
	if got := h.count(t, `SELECT (SELECT sum(volume_24h_usd) FROM pool_stats) - (SELECT coalesce(sum(usd_value), 0)
		FROM activity WHERE kind = 'swap' AND timestamp / 3600 > (SELECT timestamp / 3600 - 24 FROM chain_head))`); got != 0 {
		t.Errorf("after the reorg: 24h volume differs from the swaps of the window by %d", got)
	}
	var anchor, head int64
	if err := h.db.Pool.QueryRow(ctx,
		`SELECT (SELECT hour FROM stats_anchor), (SELECT timestamp / 3600 FROM chain_head)`).Scan(&anchor, &head); err != nil {
		t.Fatal(err)
	}
	t.Logf("anchor %d head %d; day-later block hour %d", anchor, head, dayLater)
	if anchor != head {
		t.Errorf("stats anchor hour %d, head hour %d", anchor, head)
	}
}
