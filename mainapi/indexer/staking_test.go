package indexer_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
)

var (
	stakingB   = bindings.NewNeoStaking()
	collectorB = bindings.NewCollector()
)

// neo returns n whole NEO.
func neo(n int64) *big.Int { return new(big.Int).Mul(bn(n), bn(1e18)) }

// staker drives NeoStaking on h's chain, one block per call.
type staker struct{ farmer }

// fund gives Accounts[to] n NEO from the deployer and approves NeoStaking.
func (s staker) fund(to int, n int64) {
	s.t.Helper()
	env := s.h.env
	d := env.Deployment
	env.Transfer(s.t, 0, d.NeoToken, env.Accounts[to].Address, neo(n))
	env.Approve(s.t, to, d.NeoToken, d.NeoStaking, chaintest.MaxUint256)
}

// distribute has the Collector pay out its balances of the symbols.
func (s staker) distribute(symbols ...string) {
	s.t.Helper()
	for _, sym := range symbols {
		s.send(1, s.h.env.Deployment.Collector, nil, collectorB.PackDistribute(s.h.env.Token(s.t, sym)))
	}
}

// TestStakingIncrementalEqualsRebuild: a distribution with nothing staked
// (forwarded to the treasury), stakes in two options, a boost change, an
// import (no start) and an append that raises the option, distributions
// spread over the stakers, claims (one as NEO through FeeRouter), an
// unstake request after the lock and withdrawals from the ticket; all
// indexed block by block, then in batches (the same rows), then a reorg
// across staking blocks replaced by other staking activity. After each
// step the derived tables equal a rebuild, the staking rows agree with the
// raw rows, and positions, options, tickets and reward accumulators agree
// with the contract's views.
func TestStakingIncrementalEqualsRebuild(t *testing.T) {
	h := newHarness(t, 8)
	env, d := h.env, h.env.Deployment
	s := staker{farmer{h, t}}
	acct := func(i int) common.Address { return env.Accounts[i].Address }

	h.simulate(t, 4, 11)
	s.distribute("WETH") // nothing staked: forwarded to the treasury
	s.fund(1, 5000)
	s.fund(2, 5000)
	env.Approve(t, 0, d.NeoToken, d.NeoStaking, chaintest.MaxUint256)
	s.send(1, d.NeoStaking, nil, stakingB.PackStake(neo(1000), 0))
	s.send(2, d.NeoStaking, nil, stakingB.PackStake(neo(500), 3))
	s.send(0, d.NeoStaking, nil, stakingB.PackSetBoost(2, bn(20_000)))
	start := env.Head(t).Time - 86400
	s.send(0, d.NeoStaking, nil, stakingB.PackImportStake(acct(3), neo(300), 2, start))
	env.AdjustTime(t, 24*time.Hour)
	s.send(1, d.NeoStaking, nil, stakingB.PackStake(neo(200), 1)) // Appended: option 0 -> 1
	h.simulate(t, 4, 12)
	s.distribute("USDC", "USDT", "WETH")
	s.send(1, d.NeoStaking, nil, stakingB.PackClaim())
	path := []common.Address{d.USDC, d.NeoToken}
	s.send(2, d.NeoStaking, nil, stakingB.PackClaimAsNeo(d.USDC, path, bn(1), env.Deadline(t)))
	h.catchUp(t, 0)
	h.check(t)
	h.stakingInvariants(t)
	h.stakingMatchesChain(t, acct(1), acct(2), acct(3))

	// Past acct 1's lock (option 1, 182 days): the position becomes a
	// ticket that streams over 30 days; two withdrawals from it.
	from := env.Head(t).Number.Uint64() + 1
	env.AdjustTime(t, 200*24*time.Hour)
	s.send(1, d.NeoStaking, nil, stakingB.PackRequestUnstake())
	env.AdjustTime(t, 10*24*time.Hour)
	s.send(1, d.NeoStaking, nil, stakingB.PackWithdrawUnstaked())
	env.AdjustTime(t, 5*24*time.Hour)
	s.send(1, d.NeoStaking, nil, stakingB.PackWithdrawUnstaked())
	h.catchUp(t, from)
	h.check(t)
	h.stakingInvariants(t)
	h.stakingMatchesChain(t, acct(1), acct(2), acct(3))
	if n := h.count(t, `SELECT count(*) FROM activity WHERE kind = 'vault_unstake' AND status = 'pending' AND user_address = $1`,
		acct(1).Bytes()); n != 1 {
		t.Errorf("pending unstake rows of the streaming ticket: %d", n)
	}
	for _, q := range []string{
		`SELECT count(*) FROM staking_rewards WHERE kind = 'RewardForwardedToTreasury'`,
		`SELECT count(*) FROM staking_rewards WHERE kind = 'RewardNotified'`,
		`SELECT count(*) FROM staking_claims WHERE kind = 'ClaimedAsNeo' AND neo_out > 0`,
		`SELECT count(*) FROM staking_stakes WHERE kind = 'Appended'`,
		`SELECT count(*) FROM staking_tickets WHERE withdrawn > 0`,
		`SELECT count(*) FROM staking_positions WHERE start IS NULL`, // the import
		`SELECT count(*) FROM staking_reward_items WHERE usd_value > 0 AND kind = 'RewardNotified'`,
		`SELECT count(*) FROM staking_reward_items WHERE usd_value > 0 AND kind = 'RewardForwardedToTreasury'`,
		`SELECT count(*) FROM activity WHERE kind = 'vault_stake' AND usd_value > 0`,
		`SELECT count(*) FROM activity WHERE kind = 'vault_claim' AND usd_value > 0`,
		`SELECT count(*) FROM activity WHERE kind = 'vault_unstake' AND data ->> 'event' = 'Unstaked'`,
		`SELECT count(*) FROM activity WHERE kind = 'vault_unstake' AND data ->> 'event' = 'UnstakeRequested'`,
	} {
		if h.count(t, q) == 0 {
			t.Errorf("%s: none", q)
		}
	}

	// A backfill in batches (decoded ahead, prepared on the writer's
	// second connection) stores the rows of one block per transaction.
	h.batchesEqualBlockByBlock(t, 7)

	// Reorg: abandon the 200 days, the unstake request and both
	// withdrawals; the new branch appends to two positions (one raising
	// its option), distributes again and claims.
	forkAt := env.Head(t).Number.Uint64() - 6
	h.fork(t, 6)
	env.Backend.Rollback()
	s.send(1, d.NeoStaking, nil, stakingB.PackStake(neo(100), 2))
	s.send(2, d.NeoStaking, nil, stakingB.PackStake(neo(50), 3))
	h.simulate(t, 2, 13)
	s.distribute("USDC")
	s.send(3, d.NeoStaking, nil, stakingB.PackClaim())
	s.send(2, d.NeoStaking, nil, stakingB.PackClaim())
	if out := h.deliver(t, env.Head(t).Number.Uint64()); out.RolledBack == 0 {
		t.Fatalf("no rollback: %+v", out)
	}
	h.check(t)
	h.stakingInvariants(t)
	h.stakingMatchesChain(t, acct(1), acct(2), acct(3))
	if n := h.count(t, `SELECT count(*) FROM staking_unstakes`); n != 0 {
		t.Errorf("unstakes of the abandoned blocks survive: %d", n)
	}
	if n := h.count(t, `SELECT count(*) FROM staking_tickets`); n != 0 {
		t.Errorf("tickets of the abandoned blocks survive: %d", n)
	}
	if n := h.count(t, `SELECT count(*) FROM activity WHERE kind LIKE 'vault\_%' AND block_number > $1`, int64(forkAt)); n < 4 {
		t.Errorf("vault activity of the new branch: %d", n)
	}

	// Past acct 3's lock: its request is pending while the ticket streams,
	// completed once a withdrawal after the 30 days empties it.
	from = env.Head(t).Number.Uint64() + 1
	env.AdjustTime(t, 400*24*time.Hour)
	s.send(3, d.NeoStaking, nil, stakingB.PackRequestUnstake())
	h.catchUp(t, from)
	h.stakingInvariants(t)
	pending := `SELECT count(*) FROM activity WHERE kind = 'vault_unstake' AND status = 'pending' AND user_address = $1`
	if n := h.count(t, pending, acct(3).Bytes()); n != 1 {
		t.Errorf("pending unstake rows after the request: %d", n)
	}
	from = env.Head(t).Number.Uint64() + 1
	env.AdjustTime(t, 31*24*time.Hour)
	s.send(3, d.NeoStaking, nil, stakingB.PackWithdrawUnstaked())
	h.catchUp(t, from)
	h.check(t)
	h.stakingInvariants(t)
	h.stakingMatchesChain(t, acct(3))
	if n := h.count(t, pending, acct(3).Bytes()); n != 0 {
		t.Errorf("pending unstake rows after the ticket is paid: %d", n)
	}
}

// stakingInvariants checks the staking derived rows against the raw rows.
func (h *harness) stakingInvariants(t *testing.T) {
	t.Helper()
	for _, q := range []string{
		// one activity row per stake, unstake and paying claim, with its account
		`SELECT (SELECT count(*) FROM activity WHERE kind LIKE 'vault\_%') - (SELECT count(*) FROM staking_stakes)
		      - (SELECT count(*) FROM staking_unstakes) - (SELECT count(*) FROM staking_claims WHERE kind <> 'ClaimSkipped')`,
		`SELECT count(*) FROM activity a JOIN staking_stakes s USING (block_number, log_index)
		     WHERE a.kind <> 'vault_stake' OR a.user_address <> s.account OR a.data ->> 'event' <> s.kind
		        OR (a.data -> 'ctx' ->> 'vaultId')::int <> s.option OR a.data -> 'legs' -> 0 ->> 'amount' <> s.amount::text
		        OR a.data ->> 'usdValue' <> a.usd_value::text`,
		`SELECT count(*) FROM activity a JOIN staking_claims c USING (block_number, log_index)
		     WHERE a.kind <> 'vault_claim' OR a.user_address <> c.account
		        OR json_array_length(a.data -> 'legs') <> CASE c.kind WHEN 'ClaimedAsNeo' THEN 2 ELSE 1 END`,
		`SELECT count(*) FROM activity a JOIN staking_unstakes u USING (block_number, log_index)
		     WHERE a.kind <> 'vault_unstake' OR a.user_address <> u.account`,
		// an unstake request is pending exactly while it is the account's
		// ticket (checked against ticketOf by stakingMatchesChain); every
		// other staking row is completed
		`SELECT count(*) FROM (SELECT DISTINCT account FROM staking_unstakes) u
		     WHERE EXISTS (SELECT 1 FROM staking_tickets t WHERE t.account = u.account)
		        <> EXISTS (SELECT 1 FROM activity a WHERE a.user_address = u.account AND a.kind = 'vault_unstake'
		                   AND a.status = 'pending')`,
		`SELECT count(*) FROM (SELECT user_address FROM activity WHERE status = 'pending' AND kind LIKE 'vault\_%'
		     GROUP BY user_address HAVING count(*) > 1 OR bool_or(data ->> 'event' <> 'UnstakeRequested')) x`,
		`SELECT count(*) FROM activity WHERE kind LIKE 'vault\_%' AND status NOT IN ('pending', 'completed')`,
		// one reward item per reward event
		`SELECT (SELECT count(*) FROM staking_reward_items) - (SELECT count(*) FROM staking_rewards)`,
		// the tiers sum the positions; effective is the boosted amount
		`SELECT count(*) FROM staking_tiers t WHERE t.staked <> coalesce((SELECT sum(amount) FROM staking_positions p
		     WHERE p.option = t.option), 0)`,
		`SELECT count(*) FROM staking_positions WHERE effective <> div(amount * (10000 + boost_bps), 10000)`,
		// every NEO staked is in a position or a ticket or was withdrawn
		`SELECT (SELECT coalesce(sum(amount), 0) FROM staking_stakes) - (SELECT coalesce(sum(amount), 0) FROM staking_positions)
		      - (SELECT coalesce(sum(amount), 0) FROM staking_unstakes WHERE kind = 'UnstakeRequested')`,
		// revshare over all time is every notification's USD, no forward's
		`SELECT count(*) FROM staking_revshare WHERE bucket = 'all' AND usd <> (SELECT sum(usd_value) FROM staking_reward_items
		     WHERE kind = 'RewardNotified')`,
		`SELECT (SELECT coalesce(sum(usd), 0) FROM staking_revshare WHERE bucket = 'day')
		      - (SELECT coalesce(sum(usd_value), 0) FROM staking_reward_items WHERE kind = 'RewardNotified')`,
		`SELECT (SELECT coalesce(sum(usd), 0) FROM staking_revshare WHERE bucket = 'epoch')
		      - (SELECT coalesce(sum(usd_value), 0) FROM staking_reward_items WHERE kind = 'RewardNotified')`,
		// the Collector's staking bucket is NeoStaking: every forward or
		// notification is a BucketPaid of the same amount to it, in the same transaction
		`SELECT count(*) FROM staking_rewards r WHERE NOT EXISTS (SELECT 1 FROM collector_events e
		     WHERE e.tx_hash = r.tx_hash AND e.kind = 'BucketPaid' AND e.recipient = r.address AND e.amount = r.amount)`,
		// every staker is a wallet active at or after its event
		`SELECT count(*) FROM (SELECT block_number n, account a FROM staking_stakes
		     UNION ALL SELECT block_number, account FROM staking_unstakes
		     UNION ALL SELECT block_number, account FROM staking_claims) p
		     WHERE NOT EXISTS (SELECT 1 FROM wallets w WHERE w.address = p.a AND w.last_activity_block >= p.n)`,
	} {
		if n := h.count(t, q); n != 0 {
			t.Errorf("%s: %d", q, n)
		}
	}
}

// stakingMatchesChain checks the indexed positions and tickets of the
// accounts, the options and the reward accumulators against NeoStaking's
// views.
func (h *harness) stakingMatchesChain(t *testing.T, accounts ...common.Address) {
	t.Helper()
	ctx := context.Background()
	env, d := h.env, h.env.Deployment
	for _, a := range accounts {
		p := chaintest.Call(t, env, d.NeoStaking, stakingB.PackPositionOf(a), stakingB.UnpackPositionOf)
		var amount, effective string
		var option int
		var start *int64
		err := h.db.Pool.QueryRow(ctx, `SELECT amount::text, effective::text, option, start FROM staking_positions WHERE account = $1`,
			a.Bytes()).Scan(&amount, &effective, &option, &start)
		switch {
		case p.Amount.Sign() == 0:
			if err == nil {
				t.Errorf("position of %s indexed, none on chain", a.Hex())
			}
		case err != nil:
			t.Errorf("position of %s: %v (chain %+v)", a.Hex(), err, p)
		case amount != p.Amount.String() || effective != p.Effective.String() || option != int(p.Option) ||
			(start != nil && uint64(*start) != p.Start):
			t.Errorf("position of %s: %s %s %d %v, chain %+v", a.Hex(), amount, effective, option, start, p)
		}
		tk := chaintest.Call(t, env, d.NeoStaking, stakingB.PackTicketOf(a), stakingB.UnpackTicketOf)
		var tAmount, tWithdrawn string
		var tStart int64
		err = h.db.Pool.QueryRow(ctx, `SELECT amount::text, withdrawn::text, start FROM staking_tickets WHERE account = $1`,
			a.Bytes()).Scan(&tAmount, &tWithdrawn, &tStart)
		switch {
		case tk.Amount.Sign() == 0:
			if err == nil {
				t.Errorf("ticket of %s indexed, none on chain", a.Hex())
			}
		case err != nil || tAmount != tk.Amount.String() || tWithdrawn != tk.Withdrawn.String() || uint64(tStart) != tk.Start:
			t.Errorf("ticket of %s: %s %s %d (err %v), chain %+v", a.Hex(), tAmount, tWithdrawn, tStart, err, tk)
		}
	}
	tiers, err := h.db.StakingTiers(ctx)
	if err != nil || len(tiers) != 4 {
		t.Fatalf("tiers %+v, err %v", tiers, err)
	}
	total, effective := new(big.Int), new(big.Int)
	for i, tier := range tiers {
		staked := chaintest.Call(t, env, d.NeoStaking, stakingB.PackStakedByOption(uint8(i)), stakingB.UnpackStakedByOption)
		boost := chaintest.Call(t, env, d.NeoStaking, stakingB.PackBoostBps(uint8(i)), stakingB.UnpackBoostBps)
		if tier.Option != i || tier.Staked.BigInt().Cmp(staked) != 0 || tier.BoostBps.BigInt().Cmp(boost) != 0 {
			t.Errorf("tier %d: %+v, chain staked %s boost %s", i, tier, staked, boost)
		}
		total.Add(total, tier.Staked.BigInt())
		effective.Add(effective, tier.Effective.BigInt())
	}
	if want := chaintest.Call(t, env, d.NeoStaking, stakingB.PackTotalStaked(), stakingB.UnpackTotalStaked); total.Cmp(want) != 0 {
		t.Errorf("total staked %s, chain %s", total, want)
	}
	if want := chaintest.Call(t, env, d.NeoStaking, stakingB.PackTotalEffective(), stakingB.UnpackTotalEffective); effective.Cmp(want) != 0 {
		t.Errorf("total effective %s, chain %s", effective, want)
	}
	for _, tok := range []common.Address{d.WETH, d.USDC, d.USDT, d.NeoToken} {
		r := chaintest.Call(t, env, d.NeoStaking, stakingB.PackRewardToken(tok), stakingB.UnpackRewardToken)
		var acc *string
		var listed, active bool
		err := h.db.Pool.QueryRow(ctx, `SELECT acc::text, listed, active FROM staking_reward_tokens WHERE token = $1`,
			tok.Bytes()).Scan(&acc, &listed, &active)
		if err != nil || listed != r.Listed || active != r.Active ||
			(acc == nil) != (r.AccRewardPerEffShare.Sign() == 0) || (acc != nil && *acc != r.AccRewardPerEffShare.String()) {
			t.Errorf("reward token %s: acc %v listed %v active %v (err %v), chain %+v", tok.Hex(), acc, listed, active, err, r)
		}
	}
}
