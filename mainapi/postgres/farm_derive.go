package postgres

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
)

// The farming family's derivation (migration 00032; raw tables:
// farm_raw.go; reads: farm_read.go), a domain as the curve's
// (docs/indexer.md, "Adding a domain", "Farms"): the block-keyed rows
// (farm_actions, and the farm_* activity rows built from them) are
// inserted from a block range and go with their block; the keyed rows
// (farm_pools, farm_emissions, farm_positions, escrow_balances) are
// recomputed from all raw rows for the keys a block range touched. The
// statements read the raw rows; applied blocks build their farm actions
// and activity rows in Go instead (farm_applied.go), and applied blocks
// without a farm event run none of them.

// farmDomain is the farming family: both chefs, the vesting escrow, the
// treasury vesting and the zaps. It derives after the DEX (it reads the
// pairs, their Syncs and LP transfers and the price points, and its
// activity rows join the DEX's feed).
var farmDomain = domain{
	name:          "farm",
	rawTables:     farmRawTables,
	derivedTables: []string{"farm_actions", "farm_pools", "farm_emissions", "farm_positions", "escrow_balances"},
	derive:        deriveFarm,
	applied:       appliedFarm,
	rollback:      rollbackFarm,
}

// zeroAddr is the zero address as a bytea literal.
const zeroAddr = `'\x0000000000000000000000000000000000000000'::bytea`

// farmWalletParties are the wallet parties of the farm raw rows of blocks
// $1..$2 for insertWalletActivity (always counted): the user of every chef
// event, the account of escrow grants and claims, the sender of a zap.
// forFarmParties is the same rule over applied events.
const farmWalletParties = `
    UNION ALL SELECT block_number, user_address, true FROM farm_deposits WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, user_address, true FROM farm_withdrawals WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, user_address, true FROM farm_emergency_withdrawals WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, user_address, true FROM farm_rewards WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, account, true FROM escrow_deposits WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, account, true FROM escrow_claims WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, sender, true FROM zaps WHERE block_number BETWEEN $1 AND $2`

// forFarmParties calls fn for every wallet party of ev's farm events, as
// farmWalletParties selects them.
func forFarmParties(ev *mainapi.Events, fn func(block uint64, a common.Address, always bool)) {
	f := &ev.Farm
	for i := range f.Deposits {
		fn(f.Deposits[i].Block, f.Deposits[i].User, true)
	}
	for i := range f.Withdrawals {
		fn(f.Withdrawals[i].Block, f.Withdrawals[i].User, true)
	}
	for i := range f.Emergency {
		fn(f.Emergency[i].Block, f.Emergency[i].User, true)
	}
	for i := range f.Rewards {
		fn(f.Rewards[i].Block, f.Rewards[i].User, true)
	}
	for i := range f.EscrowDeposits {
		fn(f.EscrowDeposits[i].Block, f.EscrowDeposits[i].Account, true)
	}
	for i := range f.EscrowClaims {
		fn(f.EscrowClaims[i].Block, f.EscrowClaims[i].Account, true)
	}
	for i := range f.Zaps {
		fn(f.Zaps[i].Block, f.Zaps[i].Sender, true)
	}
}

// insertFarmActions inserts the stake, unstake and harvest actions of
// blocks $1..$2 with their USD snapshots (minimum liquidity $3), as of the
// end of their block:
//   - a stake (Deposit) or unstake (VampChef Withdraw, MasterChef
//     WithdrawQueued, EmergencyWithdraw) is the LP amount times the LP
//     token's value: its pair's reserves after the latest Sync at or
//     before the block, each priced as every other USD figure (priceCTEs),
//     over the LP supply then; with one side priced the pool is twice
//     that side, as a liquidity row; 0 when the LP token is no tracked
//     pair, neither side is priced or the supply is 0. The supply then is
//     lp_supplies' (the DEX derived it up to $2, the stored head, before
//     this domain) less the mints and burns after the block, so that no
//     action reads its pair's whole LP history;
//   - a harvest (RewardPaid) splits the amount into liquid (half, rounded
//     down) and vested (the rest), each at NEO's price.
//
// Each USD figure is rounded to 6 decimals.
const insertFarmActions = `
WITH a AS MATERIALIZED (
    SELECT x.*, pa.lp_token
    FROM (
        SELECT block_number, log_index, tx_hash, address AS chef, pid, user_address AS wallet, 'stake' AS kind,
               'Deposit' AS event, amount, NULL::numeric AS cooldown_end
        FROM farm_deposits WHERE block_number BETWEEN $1 AND $2
        UNION ALL
        SELECT block_number, log_index, tx_hash, address, pid, user_address, 'unstake', kind, amount, cooldown_end
        FROM farm_withdrawals WHERE kind IN ('Withdraw', 'WithdrawQueued') AND block_number BETWEEN $1 AND $2
        UNION ALL
        SELECT block_number, log_index, tx_hash, address, pid, user_address, 'unstake', 'EmergencyWithdraw', amount, NULL
        FROM farm_emergency_withdrawals WHERE block_number BETWEEN $1 AND $2
        UNION ALL
        SELECT block_number, log_index, tx_hash, address, pid, user_address, 'harvest', 'RewardPaid', amount, NULL
        FROM farm_rewards WHERE kind = 'RewardPaid' AND block_number BETWEEN $1 AND $2
    ) x
    LEFT JOIN LATERAL (SELECT pc.lp_token FROM farm_pool_changes pc
                       WHERE pc.address = x.chef AND pc.pid = x.pid AND pc.kind = 'PoolAdded' AND pc.block_number <= x.block_number
                       ORDER BY pc.block_number, pc.log_index LIMIT 1) pa ON true
),
-- The staked LP tokens' mints and burns of the range, per block (a range
-- scan of the blocks, planned for the range: at the head one block, in a
-- rebuild the chain once).
lpd AS (
    SELECT t.address AS pair, t.block_number, sum(CASE WHEN t.from_address = ` + zeroAddr + ` THEN t.value ELSE -t.value END) AS d
    FROM lp_transfers t
    WHERE t.block_number BETWEEN $1 AND $2
      AND t.address = ANY (ARRAY(SELECT DISTINCT lp_token FROM a WHERE kind <> 'harvest' AND lp_token IS NOT NULL))
      AND (t.from_address = ` + zeroAddr + ` OR t.to_address = ` + zeroAddr + `)
    GROUP BY t.address, t.block_number
),
-- later: every action (ord 0) with the supply its LP token gained after
-- its block (after: a running sum from the last block down; at a block,
-- the action before the block's own deltas, ord 1). The actions carry
-- their columns through it: no join between these sets, whose sizes the
-- planner cannot know.
later AS MATERIALIZED (
    SELECT x.*, sum(x.d) OVER (PARTITION BY x.lp_token ORDER BY x.block_number DESC, x.ord, x.log_index
                               ROWS UNBOUNDED PRECEDING) AS after
    FROM (SELECT a.*, 0 AS ord, 0::numeric AS d FROM a
          UNION ALL
          SELECT lpd.block_number, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, lpd.pair, 1, lpd.d FROM lpd) x
),
lp AS MATERIALIZED (
    SELECT l.*, p.token0, p.token1, rs.r0, rs.r1,
           CASE WHEN p.pair IS NOT NULL THEN coalesce(s.total_supply, 0) - l.after END AS s
    FROM later l
    LEFT JOIN pools p ON l.kind <> 'harvest' AND p.pair = l.lp_token AND p.created_block <= l.block_number
    LEFT JOIN LATERAL reserves_at(p.pair, l.block_number) rs ON true
    LEFT JOIN lp_supplies s ON s.pair = p.pair
    WHERE l.ord = 0
),
neo AS MATERIALIZED (SELECT address FROM contracts WHERE role = 'neo' LIMIT 1),
need AS (
    SELECT token0 AS tok, block_number AS n FROM lp WHERE token0 IS NOT NULL
    UNION SELECT token1, block_number FROM lp WHERE token1 IS NOT NULL
    UNION SELECT neo.address, lp.block_number FROM lp CROSS JOIN neo WHERE lp.kind = 'harvest'
),
` + priceCTEs + `,
-- pxm: px as one object keyed "<token hex>:<block>" of [usd, dec], which
-- each action reads by key: joined to the actions, px was scanned once per
-- action (the planner cannot know either set's size). jsonb keeps a
-- numeric's digits and scale.
pxm AS MATERIALIZED (SELECT coalesce(jsonb_object_agg(encode(tok, 'hex') || ':' || n, jsonb_build_array(usd, dec)), '{}') AS m FROM px),
v AS (
    SELECT lp.*, b.timestamp,
           CASE WHEN lp.kind = 'harvest' THEN div(lp.amount, 2) END AS liquid,
           CASE WHEN lp.kind = 'harvest' THEN lp.amount - div(lp.amount, 2) END AS vested,
           CASE WHEN lp.s > 0 THEN
               CASE WHEN p0.usd IS NOT NULL AND p1.usd IS NOT NULL
                        THEN p0.usd * lp.r0 / power(10::numeric, p0.dec) + p1.usd * lp.r1 / power(10::numeric, p1.dec)
                    WHEN p0.usd IS NOT NULL THEN 2 * p0.usd * lp.r0 / power(10::numeric, p0.dec)
                    WHEN p1.usd IS NOT NULL THEN 2 * p1.usd * lp.r1 / power(10::numeric, p1.dec)
               END * lp.amount / lp.s
           END AS lp_usd,
           lp.s AS lp_supply, pn.usd AS neo_usd, pn.dec AS neo_dec
    FROM lp
    JOIN blocks b ON b.number = lp.block_number
    CROSS JOIN pxm
    LEFT JOIN neo ON lp.kind = 'harvest'
    CROSS JOIN LATERAL (SELECT pxm.m -> (encode(lp.token0, 'hex') || ':' || lp.block_number) AS x0,
                               pxm.m -> (encode(lp.token1, 'hex') || ':' || lp.block_number) AS x1,
                               pxm.m -> (encode(neo.address, 'hex') || ':' || lp.block_number) AS xn) x
    CROSS JOIN LATERAL (SELECT (x.x0 ->> 0)::numeric AS usd, (x.x0 ->> 1)::int AS dec) p0
    CROSS JOIN LATERAL (SELECT (x.x1 ->> 0)::numeric AS usd, (x.x1 ->> 1)::int AS dec) p1
    CROSS JOIN LATERAL (SELECT (x.xn ->> 0)::numeric AS usd, (x.xn ->> 1)::int AS dec) pn
),
u AS (
    SELECT v.*,
           coalesce(trim_scale(round(v.neo_usd * v.liquid / power(10::numeric, v.neo_dec), 6)), 0) AS liquid_usd,
           coalesce(trim_scale(round(v.neo_usd * v.vested / power(10::numeric, v.neo_dec), 6)), 0) AS vested_usd
    FROM v
)
INSERT INTO farm_actions (block_number, log_index, tx_hash, timestamp, chef, pid, wallet, kind, event, lp_token, amount,
                          cooldown_end, lp_supply, liquid, vested, usd_value, liquid_usd, vested_usd)
SELECT u.block_number, u.log_index, u.tx_hash, u.timestamp, u.chef, u.pid, u.wallet, u.kind, u.event, u.lp_token, u.amount,
       u.cooldown_end, u.lp_supply,
       u.liquid, u.vested,
       CASE WHEN u.kind = 'harvest' THEN trim_scale(u.liquid_usd + u.vested_usd)
            ELSE coalesce(trim_scale(round(u.lp_usd, 6)), 0) END,
       CASE WHEN u.kind = 'harvest' THEN u.liquid_usd END,
       CASE WHEN u.kind = 'harvest' THEN u.vested_usd END
FROM u`

// insertFarmActivity inserts the activity rows of the farm actions of
// blocks $1..$2 (after insertFarmActions): farm_stake, farm_unstake and
// farm_harvest, venue neoswap, user the event's user (for an ExtZap
// deposit the zapping wallet), data {ctx: {chef, pid, pairAddress}, legs,
// usdValue, event} (event: the chef event, Deposit, Withdraw,
// WithdrawQueued, EmergencyWithdraw or RewardPaid) and, on a MasterChef
// WithdrawQueued, cooldownEnd (equal to the block's timestamp when paid at
// once). A stake's or unstake's leg is the LP token (side in or out;
// symbol from its metadata, else "<symbol0>-<symbol1> LP" of its pair;
// decimals 18 when unknown); a harvest's legs are NEO, liquid and vested.
const insertFarmActivity = `
WITH f AS MATERIALIZED (SELECT * FROM farm_actions WHERE block_number BETWEEN $1 AND $2),
neo AS MATERIALIZED (SELECT address FROM contracts WHERE role = 'neo' LIMIT 1),
lps AS MATERIALIZED (
    SELECT p.pair, p.token0, p.token1 FROM pools p
    WHERE p.pair = ANY (ARRAY(SELECT DISTINCT lp_token FROM f WHERE kind <> 'harvest'))
),
-- The metadata of every token a leg names, read once.
tm AS MATERIALIZED (
    SELECT x.t, m.symbol, m.decimals
    FROM (SELECT lp_token AS t FROM f WHERE kind <> 'harvest' UNION SELECT token0 FROM lps UNION SELECT token1 FROM lps
          UNION SELECT address FROM neo) x
    LEFT JOIN token_metadata m ON m.address = x.t
)
INSERT INTO activity (block_number, log_index, tx_hash, user_address, kind, status, venue, timestamp, pair, usd_value, data)
SELECT f.block_number, f.log_index, f.tx_hash, f.wallet, 'farm_' || f.kind, 'completed', 'neoswap', f.timestamp, NULL::bytea,
       f.usd_value,
       jsonb_build_object('ctx', jsonb_build_object('chef', hex_addr(f.chef), 'pid', f.pid, 'pairAddress', hex_addr(f.lp_token)),
                          'legs', CASE WHEN f.kind = 'harvest'
                                       THEN jsonb_build_array(
                                                jsonb_build_object('token', hex_addr(neo.address), 'amount', f.liquid::text,
                                                                   'symbol', mn.symbol, 'decimals', mn.decimals, 'side', 'liquid'),
                                                jsonb_build_object('token', hex_addr(neo.address), 'amount', f.vested::text,
                                                                   'symbol', mn.symbol, 'decimals', mn.decimals, 'side', 'vested'))
                                       ELSE jsonb_build_array(jsonb_build_object(
                                                'token', hex_addr(f.lp_token), 'amount', f.amount::text,
                                                'symbol', coalesce(ml.symbol, m0.symbol || '-' || m1.symbol || ' LP'),
                                                'decimals', coalesce(ml.decimals, 18),
                                                'side', CASE WHEN f.kind = 'stake' THEN 'in' ELSE 'out' END)) END,
                          'usdValue', f.usd_value::text, 'event', f.event)
       || CASE WHEN f.cooldown_end IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('cooldownEnd', f.cooldown_end) END
FROM f
LEFT JOIN neo ON f.kind = 'harvest'
LEFT JOIN tm mn ON mn.t = neo.address
LEFT JOIN tm ml ON f.kind <> 'harvest' AND ml.t = f.lp_token
LEFT JOIN lps ON f.kind <> 'harvest' AND lps.pair = f.lp_token
LEFT JOIN tm m0 ON m0.t = lps.token0
LEFT JOIN tm m1 ON m1.t = lps.token1`

// touchedFarmKeys lists the keys the farm raw rows of blocks $1..$2
// touch: p (pool: chef, pid), e (emission: chef), x (escrow: wallet), q
// (the statuses of a wallet's queued withdrawals).
const touchedFarmKeys = `
SELECT 'p', address, pid FROM farm_deposits WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'p', address, pid FROM farm_withdrawals WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'p', address, pid FROM farm_emergency_withdrawals WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'p', address, pid FROM farm_pool_changes WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'e', address, 0 FROM farm_pool_changes WHERE kind <> 'PoolUpdated' AND block_number BETWEEN $1 AND $2
UNION SELECT 'e', address, 0 FROM farm_emission_events WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'e', address, 0 FROM farm_rewards WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'x', account, 0 FROM escrow_deposits WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'x', account, 0 FROM escrow_claims WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'q', user_address, 0 FROM farm_withdrawals WHERE kind IN ('WithdrawQueued', 'WithdrawClaimed') AND block_number BETWEEN $1 AND $2`

// touchedFarmPositions lists the positions (chef, pid, wallet) the chef
// raw rows of blocks $1..$2 touch.
const touchedFarmPositions = `
SELECT address, pid, user_address FROM farm_deposits WHERE block_number BETWEEN $1 AND $2
UNION SELECT address, pid, user_address FROM farm_withdrawals WHERE block_number BETWEEN $1 AND $2
UNION SELECT address, pid, user_address FROM farm_emergency_withdrawals WHERE block_number BETWEEN $1 AND $2
UNION SELECT address, pid, user_address FROM farm_rewards WHERE block_number BETWEEN $1 AND $2`

// recomputeFarmPools recomputes the pools ($1[i] chef, $2[i] pid): a pool
// exists while its PoolAdded is stored. $3 > 0 says that the blocks from
// $3 on were just appended above every other stored block (see
// recomputeNeofunCoins): a stored pool's total_staked is then its stored
// one plus the stake those blocks moved, which equals the sum over all its
// rows without reading a busy pool's whole history at every block; $3 = 0
// (a rollback, a rebuild) sums all its rows.
const recomputeFarmPools = `
WITH k AS (SELECT DISTINCT chef, pid FROM unnest($1::bytea[], $2::bigint[]) AS k(chef, pid)),
cur AS (
    SELECT k.chef, k.pid, pa.lp_token, ls.alloc_point, coalesce(ls.deposit_fee_bps, 0) AS deposit_fee_bps,
           coalesce(o.total_staked, 0) + coalesce(d.s, 0) - coalesce(w.s, 0) - coalesce(e.s, 0) AS total_staked,
           pu.acc_reward_per_share, pu.last_reward_time, pa.block_number AS added_block
    FROM k
    JOIN LATERAL (SELECT lp_token, block_number FROM farm_pool_changes pc
                  WHERE pc.address = k.chef AND pc.pid = k.pid AND pc.kind = 'PoolAdded'
                  ORDER BY pc.block_number, pc.log_index LIMIT 1) pa ON true
    JOIN LATERAL (SELECT alloc_point, deposit_fee_bps FROM farm_pool_changes pc
                  WHERE pc.address = k.chef AND pc.pid = k.pid AND pc.kind IN ('PoolAdded', 'PoolSet')
                  ORDER BY pc.block_number DESC, pc.log_index DESC LIMIT 1) ls ON true
    LEFT JOIN LATERAL (SELECT acc_reward_per_share, last_reward_time FROM farm_pool_changes pc
                       WHERE pc.address = k.chef AND pc.pid = k.pid AND pc.kind = 'PoolUpdated'
                       ORDER BY pc.block_number DESC, pc.log_index DESC LIMIT 1) pu ON true
    LEFT JOIN farm_pools o ON $3::bigint > 0 AND o.chef = k.chef AND o.pid = k.pid
    CROSS JOIN LATERAL (SELECT CASE WHEN o.chef IS NULL THEN 0 ELSE $3::bigint END AS lo) r
    CROSS JOIN LATERAL (SELECT sum(amount) AS s FROM farm_deposits x
                        WHERE x.address = k.chef AND x.pid = k.pid AND x.block_number >= r.lo) d
    CROSS JOIN LATERAL (SELECT sum(amount) AS s FROM farm_withdrawals x
                        WHERE x.address = k.chef AND x.pid = k.pid AND x.block_number >= r.lo
                          AND x.kind IN ('Withdraw', 'WithdrawQueued')) w
    CROSS JOIN LATERAL (SELECT sum(amount) AS s FROM farm_emergency_withdrawals x
                        WHERE x.address = k.chef AND x.pid = k.pid AND x.block_number >= r.lo) e
),
gone AS (
    DELETE FROM farm_pools p USING k
    WHERE p.chef = k.chef AND p.pid = k.pid AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.chef = k.chef AND cur.pid = k.pid)
)
INSERT INTO farm_pools (chef, pid, lp_token, alloc_point, deposit_fee_bps, total_staked, acc_reward_per_share,
                        last_reward_time, added_block)
SELECT * FROM cur
ON CONFLICT (chef, pid) DO UPDATE SET lp_token = EXCLUDED.lp_token, alloc_point = EXCLUDED.alloc_point,
    deposit_fee_bps = EXCLUDED.deposit_fee_bps, total_staked = EXCLUDED.total_staked,
    acc_reward_per_share = EXCLUDED.acc_reward_per_share, last_reward_time = EXCLUDED.last_reward_time,
    added_block = EXCLUDED.added_block`

// recomputeFarmEmissions recomputes the chefs $1: a chef has a row while
// an emission event or a PoolAdded or PoolSet of it is stored. $2 is
// recomputeFarmPools' $3: with $2 > 0 a stored chef's paid and forfeited
// sums add the rewards of the blocks from $2 on.
const recomputeFarmEmissions = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS chef),
cur AS (
    SELECT k.chef, es.budget, es.rate, es.start_time, es.end_time, ss.halving_period, ss.num_periods,
           coalesce(ta.total_alloc_point, 0) AS total_alloc_point,
           coalesce(f.funded, 0) AS funded, coalesce(o.paid, 0) + coalesce(r.paid, 0) AS paid,
           coalesce(o.forfeited, 0) + coalesce(r.forfeited, 0) AS forfeited, coalesce(f.recovered, 0) AS recovered,
           greatest(coalesce(f.funded, 0) - coalesce(o.paid, 0) - coalesce(r.paid, 0) - coalesce(f.recovered, 0), 0) AS undistributed
    FROM k
    LEFT JOIN farm_emissions o ON $2::bigint > 0 AND o.chef = k.chef
    LEFT JOIN LATERAL (SELECT budget, rate, start_time, end_time FROM farm_emission_events x
                       WHERE x.address = k.chef AND x.kind = 'EmissionStarted'
                       ORDER BY x.block_number DESC, x.log_index DESC LIMIT 1) es ON true
    LEFT JOIN LATERAL (SELECT halving_period, num_periods FROM farm_emission_events x
                       WHERE x.address = k.chef AND x.kind = 'EmissionScheduleSet'
                       ORDER BY x.block_number DESC, x.log_index DESC LIMIT 1) ss ON true
    LEFT JOIN LATERAL (SELECT total_alloc_point FROM farm_pool_changes x
                       WHERE x.address = k.chef AND x.kind IN ('PoolAdded', 'PoolSet')
                       ORDER BY x.block_number DESC, x.log_index DESC LIMIT 1) ta ON true
    CROSS JOIN LATERAL (SELECT sum(budget) FILTER (WHERE kind = 'EmissionStarted') AS funded,
                               sum(amount) FILTER (WHERE kind = 'UndistributedRewardsRecovered') AS recovered,
                               count(*) AS n
                        FROM farm_emission_events x WHERE x.address = k.chef) f
    CROSS JOIN LATERAL (SELECT sum(amount) FILTER (WHERE kind = 'RewardPaid') AS paid,
                               sum(amount) FILTER (WHERE kind = 'RewardForfeited') AS forfeited
                        FROM farm_rewards x
                        WHERE x.address = k.chef AND x.block_number >= CASE WHEN o.chef IS NULL THEN 0 ELSE $2::bigint END) r
    WHERE f.n > 0 OR ta.total_alloc_point IS NOT NULL
),
gone AS (
    DELETE FROM farm_emissions e USING k
    WHERE e.chef = k.chef AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.chef = k.chef)
)
INSERT INTO farm_emissions (chef, budget, rate, start_time, end_time, halving_period, num_periods, total_alloc_point,
                            funded, paid, forfeited, recovered, undistributed)
SELECT * FROM cur
ON CONFLICT (chef) DO UPDATE SET budget = EXCLUDED.budget, rate = EXCLUDED.rate, start_time = EXCLUDED.start_time,
    end_time = EXCLUDED.end_time, halving_period = EXCLUDED.halving_period, num_periods = EXCLUDED.num_periods,
    total_alloc_point = EXCLUDED.total_alloc_point, funded = EXCLUDED.funded, paid = EXCLUDED.paid,
    forfeited = EXCLUDED.forfeited, recovered = EXCLUDED.recovered, undistributed = EXCLUDED.undistributed`

// recomputeFarmPositions recomputes the positions ($1[i] chef, $2[i] pid,
// $3[i] wallet) from the chef raw rows (amounts) and the farm actions (USD
// snapshots): a position exists while a chef event of it is stored.
const recomputeFarmPositions = `
WITH k AS (SELECT DISTINCT chef, pid, wallet FROM unnest($1::bytea[], $2::bigint[], $3::bytea[]) AS k(chef, pid, wallet)),
ev AS (
    SELECT k.chef, k.pid, k.wallet, x.*
    FROM k CROSS JOIN LATERAL (
        SELECT block_number, log_index, 'Deposit' AS kind, amount, NULL::numeric AS cooldown_end FROM farm_deposits d
        WHERE d.address = k.chef AND d.pid = k.pid AND d.user_address = k.wallet
        UNION ALL
        SELECT block_number, log_index, kind, amount, cooldown_end FROM farm_withdrawals w
        WHERE w.address = k.chef AND w.pid = k.pid AND w.user_address = k.wallet
        UNION ALL
        SELECT block_number, log_index, 'EmergencyWithdraw', amount, NULL FROM farm_emergency_withdrawals e
        WHERE e.address = k.chef AND e.pid = k.pid AND e.user_address = k.wallet
        UNION ALL
        SELECT block_number, log_index, kind, amount, NULL FROM farm_rewards r
        WHERE r.address = k.chef AND r.pid = k.pid AND r.user_address = k.wallet
    ) x
),
agg AS (
    SELECT chef, pid, wallet,
           coalesce(sum(amount) FILTER (WHERE kind = 'Deposit'), 0)
             - coalesce(sum(amount) FILTER (WHERE kind IN ('Withdraw', 'WithdrawQueued', 'EmergencyWithdraw')), 0) AS staked,
           coalesce(sum(amount) FILTER (WHERE kind = 'WithdrawQueued'), 0)
             - coalesce(sum(amount) FILTER (WHERE kind = 'WithdrawClaimed'), 0) AS queued,
           (array_agg(cooldown_end ORDER BY block_number DESC, log_index DESC) FILTER (WHERE kind = 'WithdrawQueued'))[1] AS cooldown_end,
           coalesce(sum(amount) FILTER (WHERE kind = 'RewardForfeited'), 0) AS forfeited,
           min(block_number) AS first_block, max(block_number) AS last_block
    FROM ev GROUP BY chef, pid, wallet
),
cur AS (
    SELECT agg.chef, agg.pid, agg.wallet, agg.staked, agg.queued, CASE WHEN agg.queued > 0 THEN agg.cooldown_end END,
           coalesce(fa.deposited, 0), coalesce(fa.withdrawn, 0), coalesce(fa.harvested, 0), coalesce(fa.vested, 0),
           coalesce(fa.deposited_usd, 0), coalesce(fa.withdrawn_usd, 0), coalesce(fa.harvested_usd, 0),
           coalesce(fa.vested_usd, 0), agg.forfeited, agg.first_block, agg.last_block
    FROM agg
    CROSS JOIN LATERAL (
        SELECT sum(amount) FILTER (WHERE kind = 'stake') AS deposited, sum(amount) FILTER (WHERE kind = 'unstake') AS withdrawn,
               sum(liquid) AS harvested, sum(vested) AS vested,
               trim_scale(sum(usd_value) FILTER (WHERE kind = 'stake')) AS deposited_usd,
               trim_scale(sum(usd_value) FILTER (WHERE kind = 'unstake')) AS withdrawn_usd,
               trim_scale(sum(liquid_usd)) AS harvested_usd, trim_scale(sum(vested_usd)) AS vested_usd
        FROM farm_actions a WHERE a.chef = agg.chef AND a.pid = agg.pid AND a.wallet = agg.wallet) fa
),
gone AS (
    DELETE FROM farm_positions p USING k
    WHERE p.chef = k.chef AND p.pid = k.pid AND p.wallet = k.wallet
      AND NOT EXISTS (SELECT 1 FROM agg WHERE agg.chef = k.chef AND agg.pid = k.pid AND agg.wallet = k.wallet)
)
INSERT INTO farm_positions (chef, pid, wallet, staked, queued, cooldown_end, deposited, withdrawn, harvested, vested,
                            deposited_usd, withdrawn_usd, harvested_usd, vested_usd, forfeited, first_block, last_block)
SELECT * FROM cur
ON CONFLICT (chef, pid, wallet) DO UPDATE SET staked = EXCLUDED.staked, queued = EXCLUDED.queued,
    cooldown_end = EXCLUDED.cooldown_end, deposited = EXCLUDED.deposited, withdrawn = EXCLUDED.withdrawn,
    harvested = EXCLUDED.harvested, vested = EXCLUDED.vested, deposited_usd = EXCLUDED.deposited_usd,
    withdrawn_usd = EXCLUDED.withdrawn_usd, harvested_usd = EXCLUDED.harvested_usd, vested_usd = EXCLUDED.vested_usd,
    forfeited = EXCLUDED.forfeited, first_block = EXCLUDED.first_block, last_block = EXCLUDED.last_block`

// recomputeEscrowBalances recomputes the escrow balances of the wallets
// $1: a wallet has a row while a grant or claim of it is stored.
const recomputeEscrowBalances = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS wallet),
cur AS (
    SELECT k.wallet, coalesce(d.s, 0) AS deposited, coalesce(c.s, 0) AS claimed, d.n AS grants,
           coalesce(d.last_end, 0) AS last_end
    FROM k
    CROSS JOIN LATERAL (SELECT sum(amount) AS s, count(*) AS n, max(end_time) AS last_end
                        FROM escrow_deposits x WHERE x.account = k.wallet) d
    CROSS JOIN LATERAL (SELECT sum(amount) AS s, count(*) AS n FROM escrow_claims x WHERE x.account = k.wallet) c
    WHERE d.n > 0 OR c.n > 0
),
gone AS (
    DELETE FROM escrow_balances e USING k
    WHERE e.wallet = k.wallet AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.wallet = k.wallet)
)
INSERT INTO escrow_balances (wallet, deposited, claimed, grants, last_end)
SELECT * FROM cur
ON CONFLICT (wallet) DO UPDATE SET deposited = EXCLUDED.deposited, claimed = EXCLUDED.claimed, grants = EXCLUDED.grants,
    last_end = EXCLUDED.last_end`

// recomputeFarmWithdrawalStatus recomputes the status of the wallets' ($1)
// farm_unstake activity rows of a MasterChef WithdrawQueued: pending until
// a WithdrawClaimed of the same chef, pool and wallet after it (it pays the
// whole queue, which is then empty on chain), completed from then on. A
// withdrawal paid at once is claimed in its own transaction, so it is
// never pending. Every other activity row is completed when inserted.
const recomputeFarmWithdrawalStatus = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS wallet),
s AS (
    SELECT a.block_number, a.log_index,
           CASE WHEN EXISTS (SELECT 1 FROM farm_withdrawals c
                             WHERE c.address = decode(substr(a.data -> 'ctx' ->> 'chef', 3), 'hex')
                               AND c.pid = (a.data -> 'ctx' ->> 'pid')::bigint AND c.user_address = a.user_address
                               AND c.kind = 'WithdrawClaimed' AND (c.block_number, c.log_index) > (a.block_number, a.log_index))
                THEN 'completed' ELSE 'pending' END AS status
    FROM k JOIN activity a ON a.user_address = k.wallet
    WHERE a.kind = 'farm_unstake' AND a.data ->> 'event' = 'WithdrawQueued'
)
UPDATE activity a SET status = s.status
FROM s WHERE a.block_number = s.block_number AND a.log_index = s.log_index AND a.status <> s.status`

// farmKeys are the farm domain's keyed rows a block range touched.
type farmKeys struct {
	poolChefs [][]byte
	poolPids  []int64
	chefs     [][]byte
	escrow    [][]byte
	// queuers are the wallets whose queued withdrawals' statuses change.
	queuers   [][]byte
	posChefs  [][]byte
	posPids   []int64
	posWallet [][]byte
	// appendedFrom: see keys.appendedFrom (recomputeFarmPools).
	appendedFrom int64
}

// collectFarmKeys reads the keys the farm raw rows of blocks from..to touch.
func collectFarmKeys(ctx context.Context, tx pgx.Tx, from, to int64) (farmKeys, error) {
	var k farmKeys
	err := forTouchedKeys(ctx, tx, touchedFarmKeys, "touched farm keys", from, to, func(kind string, addr []byte, n int64) {
		switch kind {
		case "p":
			k.poolChefs, k.poolPids = append(k.poolChefs, addr), append(k.poolPids, n)
		case "e":
			k.chefs = append(k.chefs, addr)
		case "x":
			k.escrow = append(k.escrow, addr)
		case "q":
			k.queuers = append(k.queuers, addr)
		}
	})
	if err != nil {
		return k, err
	}
	rows, err := tx.Query(ctx, touchedFarmPositions, from, to)
	if err != nil {
		return k, fmt.Errorf("postgres: touched farm positions: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var chef, wallet []byte
		var pid int64
		if err := rows.Scan(&chef, &pid, &wallet); err != nil {
			return k, fmt.Errorf("postgres: touched farm positions: %w", err)
		}
		k.posChefs, k.posPids, k.posWallet = append(k.posChefs, chef), append(k.posPids, pid), append(k.posWallet, wallet)
	}
	if err := rows.Err(); err != nil {
		return k, fmt.Errorf("postgres: touched farm positions: %w", err)
	}
	return k, nil
}

// recomputeFarm recomputes the farm keyed rows of k.
func recomputeFarm(ctx context.Context, tx pgx.Tx, k farmKeys) error {
	return runSteps(ctx, tx, "recompute",
		step{"farm pools", recomputeFarmPools, []any{k.poolChefs, k.poolPids, k.appendedFrom}, len(k.poolChefs) == 0},
		step{"farm emissions", recomputeFarmEmissions, []any{k.chefs, k.appendedFrom}, len(k.chefs) == 0},
		step{"farm positions", recomputeFarmPositions, []any{k.posChefs, k.posPids, k.posWallet}, len(k.posChefs) == 0},
		step{"escrow balances", recomputeEscrowBalances, []any{k.escrow}, len(k.escrow) == 0},
		step{"farm withdrawal status", recomputeFarmWithdrawalStatus, []any{k.queuers}, len(k.queuers) == 0},
	)
}

// deriveFarm derives the farm rows of blocks from..to, appended above
// every other stored block: block-keyed rows, then the keys they touch.
func deriveFarm(ctx context.Context, tx pgx.Tx, minLiq string, from, to int64) error {
	if err := runSteps(ctx, tx, "derive",
		step{"farm actions", insertFarmActions, []any{from, to, minLiq}, false},
		step{"farm activity", insertFarmActivity, []any{from, to}, false},
	); err != nil {
		return err
	}
	return recomputeAppendedFarm(ctx, tx, from, to)
}

// recomputeAppendedFarm recomputes the farm keyed rows that blocks
// from..to, appended above every other stored block, touch.
func recomputeAppendedFarm(ctx context.Context, tx pgx.Tx, from, to int64) error {
	k, err := collectFarmKeys(ctx, tx, from, to)
	if err != nil {
		return err
	}
	k.appendedFrom = from // the range was appended above the stored head
	return recomputeFarm(ctx, tx, k)
}

// appliedFarm derives applied blocks: nothing when they hold no farm
// event (the DEX's blocks cost no statement of this domain), otherwise
// their raw rows are copied, their farm actions and activity rows built
// in Go from the events and copied (farm_applied.go; insertFarmActions
// and insertFarmActivity are the definition), and the keyed rows
// recomputed as deriveFarm does.
func appliedFarm(ctx context.Context, tx pgx.Tx, minLiq string, b batchEvents, copyRaw func(tables func(string) bool) error) error {
	if b.ev.Farm.Len() == 0 {
		return nil
	}
	if err := copyRaw(func(string) bool { return true }); err != nil {
		return err
	}
	if err := appliedFarmActions(ctx, tx, minLiq, b); err != nil {
		return err
	}
	return recomputeAppendedFarm(ctx, tx, int64(b.blocks[0].Number), int64(b.blocks[len(b.blocks)-1].Number))
}

// rollbackFarm reads the farm keys blocks from..to touch (before a
// rollback deletes them) and returns what recomputes them.
func rollbackFarm(ctx context.Context, tx pgx.Tx, from, to int64) (func(context.Context, pgx.Tx, string) error, error) {
	k, err := collectFarmKeys(ctx, tx, from, to)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context, tx pgx.Tx, _ string) error { return recomputeFarm(ctx, tx, k) }, nil
}
