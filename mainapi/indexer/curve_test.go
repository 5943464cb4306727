package indexer_test

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/neoswap/neoswap/contracts/sim"
)

// simulateLaunches runs rounds of simulated activity with share percent of
// the actions on the launch venue.
func (h *harness) simulateLaunches(t *testing.T, rounds, share int, seed uint64) {
	t.Helper()
	_, err := sim.Run(context.Background(), sim.Config{
		Backend: h.env.Backend.Client(), Deployment: h.env.Deployment, Traders: h.env.Accounts[1:6],
		Commit: func() { h.env.Commit() }, TradesPerBlock: 4, Interval: -1, Rounds: rounds, LaunchShare: share,
		Seed: seed, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestCurveIncrementalEqualsRebuild: launch venue activity (launches,
// curve trades, freezes, graduations) indexed block by block, then a reorg
// that abandons curve blocks and replaces them with other curve activity;
// after each step the derived tables equal a rebuild and the venue rows
// agree with the raw curve rows.
func TestCurveIncrementalEqualsRebuild(t *testing.T) {
	h := newHarness(t, 6)
	h.simulateLaunches(t, 30, 90, 7)
	h.catchUp(t, 0)
	h.check(t)
	h.curveInvariants(t)
	if n := h.count(t, "SELECT count(*) FROM curve_tokens_created"); n == 0 {
		t.Fatal("the simulator launched no coin")
	}
	if n := h.count(t, "SELECT count(*) FROM curve_trades"); n == 0 {
		t.Fatal("the simulator made no curve trade")
	}
	if n := h.count(t, "SELECT count(*) FROM neofun_coins WHERE status = 'graduated'"); n == 0 {
		t.Fatal("no coin graduated")
	}
	t.Logf("coins %d, trades %d, lifecycle %d", h.count(t, "SELECT count(*) FROM neofun_coins"),
		h.count(t, "SELECT count(*) FROM curve_trades"), h.count(t, "SELECT count(*) FROM curve_lifecycle"))

	// Reorg: abandon the last 3 blocks (curve activity among them) and mine
	// a longer branch with other activity.
	head := h.env.Head(t).Number.Uint64()
	before := h.count(t, "SELECT count(*) FROM curve_trades WHERE block_number > $1", int64(head-3))
	h.fork(t, 3)
	h.env.Backend.Rollback()
	h.simulateLaunches(t, 5, 90, 99)
	if out := h.deliver(t, h.env.Head(t).Number.Uint64()); out.RolledBack == 0 {
		t.Fatalf("no rollback: %+v", out)
	}
	h.check(t)
	h.curveInvariants(t)
	t.Logf("curve trades in the abandoned blocks: %d", before)
}

// curveInvariants checks the venue's derived rows against the raw rows.
func (h *harness) curveInvariants(t *testing.T) {
	t.Helper()
	for _, q := range []string{
		// one coin per TokenCreated, one venue trade per Trade, one activity row per launch/trade/graduation
		`SELECT (SELECT count(*) FROM neofun_coins) - (SELECT count(DISTINCT token) FROM curve_tokens_created)`,
		`SELECT (SELECT count(*) FROM neofun_trades) - (SELECT count(*) FROM curve_trades)`,
		`SELECT (SELECT count(*) FROM activity WHERE venue = 'neofun' AND kind <> 'deploy_token') - (SELECT count(*) FROM curve_tokens_created)
		      - (SELECT count(*) FROM curve_trades) - (SELECT count(*) FROM curve_lifecycle WHERE kind = 'Graduated')`,
		// every curve launch is also a deploy_token row of the venue, its
		// registration in the same transaction
		`SELECT (SELECT count(*) FROM activity WHERE kind = 'deploy_token' AND venue = 'neofun')
		      - (SELECT count(*) FROM curve_tokens_created c JOIN creator_registry_events r
		         ON r.tx_hash = c.tx_hash AND r.token = c.token AND r.kind = 'TokenRegistered')`,
		`SELECT count(*) FROM curve_tokens_created c WHERE NOT EXISTS (SELECT 1 FROM activity a
		     WHERE a.kind = 'deploy_token' AND a.tx_hash = c.tx_hash AND a.data ->> 'token' = hex_addr(c.token)
		       AND a.venue = 'neofun' AND a.user_address = c.creator AND a.data ->> 'symbol' = c.symbol)`,
		// status folds the latest lifecycle row
		`SELECT count(*) FROM neofun_coins c WHERE c.status <> coalesce((
		     SELECT CASE kind WHEN 'FloorReached' THEN 'frozen' WHEN 'Graduated' THEN 'graduated' ELSE 'bonding' END
		     FROM curve_lifecycle l WHERE l.token = c.address ORDER BY block_number DESC, log_index DESC LIMIT 1), 'bonding')`,
		// pairs only after graduation, and they are tracked own pairs
		`SELECT count(*) FROM neofun_coins WHERE (status = 'graduated') <> (pair_weth IS NOT NULL AND pair_neo IS NOT NULL)`,
		`SELECT count(*) FROM neofun_coins c WHERE c.status = 'graduated'
		     AND NOT EXISTS (SELECT 1 FROM pools p WHERE p.pair = c.pair_weth AND p.own)`,
		// trades and fees add up
		`SELECT count(*) FROM neofun_coins c WHERE c.trades <> (SELECT count(*) FROM curve_trades t WHERE t.token = c.address)`,
		`SELECT count(*) FROM neofun_totals WHERE trades <> (SELECT count(*) FROM curve_trades)
		     OR coins <> (SELECT count(*) FROM neofun_coins)`,
		`SELECT count(*) FROM (SELECT sum(protocol_usd) p, sum(creator_usd) c FROM neofun_revenue_buckets WHERE bucket = 'day') b
		     WHERE b.p IS DISTINCT FROM (SELECT sum(protocol_fee_usd) FROM neofun_trades)`,
		`SELECT count(*) FROM neofun_revenue_buckets WHERE total_usd <> protocol_usd + creator_usd`,
		// a wallet's last activity covers its curve trades and launches
		// (as creator or submitter), the stored senders and its rows of the
		// activity feed (spec 4.6: any event the wallet is party to)
		`SELECT count(*) FROM (SELECT block_number n, trader a FROM curve_trades
		     UNION ALL SELECT block_number, creator FROM curve_tokens_created
		     UNION ALL SELECT block_number, submitter FROM curve_tokens_created
		     UNION ALL SELECT block_number, from_address FROM transactions
		     UNION ALL SELECT block_number, user_address FROM activity) p
		     WHERE NOT EXISTS (SELECT 1 FROM wallets w WHERE w.address = p.a AND w.last_activity_block >= p.n)`,
	} {
		if n := h.count(t, q); n != 0 {
			t.Errorf("%s: %d", q, n)
		}
	}
}
