package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// Reads of the farm routes and of the farm figures of /tokens/neo/supply
// (migration 00032; farm_derive.go).

// selectFarmHead reads the freshest block across the farm raw tables.
var selectFarmHead = freshestBlockSQL("farm_deposits", "farm_withdrawals", "farm_emergency_withdrawals", "farm_rewards", "farm_pool_changes", "farm_emission_events", "escrow_deposits", "escrow_claims", "treasury_vesting_events", "zaps")

// FarmHead returns the freshest block across the farm raw tables.
func (db *DB) FarmHead(ctx context.Context) (mainapi.FarmHead, error) {
	n, hash, err := db.freshestBlock(ctx, "farm", selectFarmHead)
	return mainapi.FarmHead{Number: n, Hash: hash}, err
}

// farmRewardPerSecond is a chef's emission rate (all pools) at now.t of
// its farm_emissions row e: 0 outside [start, end); VampChef's rate (no
// halving period); MasterChef's (initialPeriodReward >> k) / halvingPeriod
// for the period k now falls in, as MasterChef.rewardPerSecond computes it.
const farmRewardPerSecond = `
CASE WHEN e.start_time IS NULL OR now.t < e.start_time OR now.t >= e.end_time THEN 0
     WHEN e.halving_period IS NULL THEN e.rate
     ELSE div(div(e.rate, power(2::numeric, floor((now.t - e.start_time) / e.halving_period))), e.halving_period) END`

var selectFarmPools = `
WITH now AS (SELECT coalesce((SELECT timestamp FROM chain_head), 0)::numeric AS t)
SELECT hex_addr(p.chef), coalesce(c.role, ''), p.pid, hex_addr(p.lp_token),
       po.pair IS NOT NULL, coalesce(po.own, false), hex_addr(po.token0), hex_addr(po.token1),
       po.reserve0::text, po.reserve1::text, s.total_supply::text, ps.tvl_usd::text,
       p.alloc_point::text, coalesce(e.total_alloc_point, 0)::text, p.deposit_fee_bps, p.total_staked::text,
       e.start_time::text, e.end_time::text, r.rps::text,
       (CASE WHEN coalesce(e.total_alloc_point, 0) > 0 THEN div(r.rps * p.alloc_point, e.total_alloc_point) ELSE 0 END)::text,
       e.halving_period::text,
       coalesce(e.halving_period IS NOT NULL AND p.alloc_point > 0 AND now.t >= e.start_time AND now.t < e.end_time, false),
       p.acc_reward_per_share::text, p.last_reward_time::text, p.added_block, now.t::bigint
FROM farm_pools p
CROSS JOIN now
LEFT JOIN farm_emissions e ON e.chef = p.chef
LEFT JOIN contracts c ON c.address = p.chef
LEFT JOIN pools po ON po.pair = p.lp_token
LEFT JOIN lp_supplies s ON s.pair = p.lp_token
LEFT JOIN pool_stats ps ON ps.pair = p.lp_token
CROSS JOIN LATERAL (SELECT ` + farmRewardPerSecond + ` AS rps) r
ORDER BY p.chef, p.pid`

// FarmPools returns every pool of both chefs, by chef and pid, with the
// rates at the indexed head's timestamp.
func (db *DB) FarmPools(ctx context.Context) ([]mainapi.FarmPool, error) {
	rows, err := db.Pool.Query(ctx, selectFarmPools)
	if err != nil {
		return nil, fmt.Errorf("postgres: read farm pools: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.FarmPool, error) {
		var p mainapi.FarmPool
		err := r.Scan(&p.Chef, &p.ChefRole, &p.Pid, &p.LPToken, &p.Tracked, &p.Own, &p.Token0, &p.Token1,
			&p.Reserve0, &p.Reserve1, &p.TotalSupply, &p.PairTvlUsd, &p.AllocPoint, &p.TotalAllocPoint, &p.DepositFeeBps,
			&p.TotalStaked, &p.EmissionStart, &p.EmissionEnd, &p.RewardPerSecond, &p.PoolRewardPerSecond,
			&p.HalvingPeriod, &p.WithdrawCoolsDown, &p.AccRewardPerShare, &p.LastRewardTime, &p.AddedBlock, &p.Now)
		return p, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read farm pools: %w", err)
	}
	return out, nil
}

// farmPnLColumns are the columns of a FarmPnL, from farm_positions f and
// farm_pools p.
const farmPnLColumns = `hex_addr(f.wallet), hex_addr(f.chef), f.pid, hex_addr(p.lp_token), f.staked::text, f.queued::text,
       f.cooldown_end::text, f.deposited::text, f.withdrawn::text, f.deposited_usd::text, f.withdrawn_usd::text,
       f.harvested::text, f.vested::text, f.harvested_usd::text, f.vested_usd::text, f.forfeited::text,
       f.first_block, f.last_block`

func scanFarmPnL(r pgx.Row) (mainapi.FarmPnL, error) {
	var p mainapi.FarmPnL
	err := r.Scan(&p.Wallet, &p.Chef, &p.Pid, &p.LPToken, &p.Staked, &p.Queued, &p.CooldownEnd, &p.Deposited, &p.Withdrawn,
		&p.DepositedUsd, &p.WithdrawnUsd, &p.Harvested, &p.Vested, &p.HarvestedUsd, &p.VestedUsd, &p.Forfeited,
		&p.FirstBlock, &p.LastBlock)
	return p, err
}

const selectFarmPosition = `
SELECT ` + farmPnLColumns + `
FROM farm_positions f LEFT JOIN farm_pools p ON p.chef = f.chef AND p.pid = f.pid
WHERE f.chef = $1 AND f.pid = $2 AND f.wallet = $3`

// FarmPosition returns wallet's position in pool pid of chef; ok is false
// when no event of the chef ever named the wallet in that pool.
func (db *DB) FarmPosition(ctx context.Context, wallet, chef wire.Address, pid int64) (mainapi.FarmPnL, bool, error) {
	p, err := scanFarmPnL(db.Pool.QueryRow(ctx, selectFarmPosition, chef.Bytes(), pid, wallet.Bytes()))
	if errors.Is(err, pgx.ErrNoRows) {
		return mainapi.FarmPnL{}, false, nil
	}
	if err != nil {
		return p, false, fmt.Errorf("postgres: read farm position: %w", err)
	}
	return p, true, nil
}

const selectFarmPositions = `
SELECT ` + farmPnLColumns + `
FROM farm_positions f LEFT JOIN farm_pools p ON p.chef = f.chef AND p.pid = f.pid
WHERE f.wallet = $1
ORDER BY f.chef, f.pid`

// FarmPositions returns every position of wallet, by chef and pid.
func (db *DB) FarmPositions(ctx context.Context, wallet wire.Address) ([]mainapi.FarmPnL, error) {
	rows, err := db.Pool.Query(ctx, selectFarmPositions, wallet.Bytes())
	if err != nil {
		return nil, fmt.Errorf("postgres: read farm positions: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.FarmPnL, error) { return scanFarmPnL(r) })
	if err != nil {
		return nil, fmt.Errorf("postgres: read farm positions: %w", err)
	}
	return out, nil
}

const selectFarmChefs = `
SELECT hex_addr(e.chef), coalesce(c.role, ''), e.budget::text, e.rate::text, e.start_time::text, e.end_time::text,
       e.halving_period::text, e.num_periods::text, e.total_alloc_point::text, e.funded::text, e.paid::text,
       e.forfeited::text, e.recovered::text, e.undistributed::text
FROM farm_emissions e LEFT JOIN contracts c ON c.address = e.chef
ORDER BY e.chef`

// FarmChefs returns the emission and budget of every chef with a pool or
// an emission event.
func (db *DB) FarmChefs(ctx context.Context) ([]mainapi.FarmChef, error) {
	rows, err := db.Pool.Query(ctx, selectFarmChefs)
	if err != nil {
		return nil, fmt.Errorf("postgres: read farm chefs: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.FarmChef, error) {
		var c mainapi.FarmChef
		err := r.Scan(&c.Chef, &c.ChefRole, &c.Budget, &c.Rate, &c.EmissionStart, &c.EmissionEnd, &c.HalvingPeriod,
			&c.NumPeriods, &c.TotalAllocPoint, &c.Funded, &c.Paid, &c.Forfeited, &c.Recovered, &c.Undistributed)
		return c, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read farm chefs: %w", err)
	}
	return out, nil
}

// ChefUndistributed returns the chefs' undistributed budgets summed
// (FarmChef.Undistributed; 0 without a chef).
func (db *DB) ChefUndistributed(ctx context.Context) (wire.Wei, error) {
	var w wire.Wei
	if err := db.Pool.QueryRow(ctx, `SELECT coalesce(sum(undistributed), 0)::text FROM farm_emissions`).Scan(&w); err != nil {
		return w, fmt.Errorf("postgres: read chef undistributed: %w", err)
	}
	return w, nil
}

// escrowVested is what an escrow_deposits grant g released by $1: 0 up to
// its start, all of it from its end, linear and rounded down between (the
// contract's _vested).
const escrowVested = `CASE WHEN $1::numeric <= g.start_time THEN 0 WHEN $1::numeric >= g.end_time THEN g.amount
     ELSE div(g.amount * ($1::numeric - g.start_time), g.end_time - g.start_time) END`

const selectEscrowTotals = `
SELECT coalesce(sum(g.amount), 0)::text, (SELECT coalesce(sum(amount), 0) FROM escrow_claims)::text,
       coalesce(sum(` + escrowVested + `), 0)::text, count(*)
FROM escrow_deposits g`

// EscrowTotals returns the vesting escrow's totals, Vested as of at (Unix
// seconds).
func (db *DB) EscrowTotals(ctx context.Context, at int64) (mainapi.EscrowTotals, error) {
	t := mainapi.EscrowTotals{At: wire.Seconds(at)}
	if err := db.Pool.QueryRow(ctx, selectEscrowTotals, at).Scan(&t.Deposited, &t.Claimed, &t.Vested, &t.Grants); err != nil {
		return t, fmt.Errorf("postgres: read escrow totals: %w", err)
	}
	return t, nil
}

const selectEscrowBalance = `
SELECT hex_addr(b.wallet), b.deposited::text, b.claimed::text,
       (SELECT coalesce(sum(` + escrowVested + `), 0) FROM escrow_deposits g WHERE g.account = b.wallet)::text,
       b.grants, b.last_end::text
FROM escrow_balances b WHERE b.wallet = $2`

// EscrowBalance returns wallet's vesting escrow grants and claims, Vested
// as of at; ok is false when the escrow never named the wallet.
func (db *DB) EscrowBalance(ctx context.Context, wallet wire.Address, at int64) (mainapi.EscrowBalance, bool, error) {
	b := mainapi.EscrowBalance{At: wire.Seconds(at)}
	err := db.Pool.QueryRow(ctx, selectEscrowBalance, at, wallet.Bytes()).Scan(&b.Wallet, &b.Deposited, &b.Claimed, &b.Vested,
		&b.Grants, &b.LastEnd)
	if errors.Is(err, pgx.ErrNoRows) {
		return mainapi.EscrowBalance{At: wire.Seconds(at)}, false, nil
	}
	if err != nil {
		return b, false, fmt.Errorf("postgres: read escrow balance: %w", err)
	}
	return b, true, nil
}

// TreasuryVestingTotals returns the treasury vesting's scheduled and
// released totals.
func (db *DB) TreasuryVestingTotals(ctx context.Context) (mainapi.TreasuryVestingTotals, error) {
	var t mainapi.TreasuryVestingTotals
	err := db.Pool.QueryRow(ctx, `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'VestingScheduled'), 0)::text,
		coalesce(sum(amount) FILTER (WHERE kind = 'Released'), 0)::text FROM treasury_vesting_events`).Scan(&t.Scheduled, &t.Released)
	if err != nil {
		return t, fmt.Errorf("postgres: read treasury vesting totals: %w", err)
	}
	return t, nil
}
