package postgres

import (
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// farmRawTables are the raw tables of the farming family's events of ev
// (migration 00032).
func farmRawTables(ev *mainapi.Events) []rawTable {
	f := &ev.Farm
	return []rawTable{
		{"farm_deposits", []string{"user_address", "pid", "amount"}, len(f.Deposits), func(i int, r *pgcopy.Row) {
			e := &f.Deposits[i]
			putPos(r, &e.Pos)
			r.Bytes(e.User[:])
			r.Int64(int64(e.Pid))
			r.Numeric(e.Amount)
		}},
		{"farm_withdrawals", []string{"kind", "user_address", "pid", "amount", "cooldown_end"}, len(f.Withdrawals), func(i int, r *pgcopy.Row) {
			e := &f.Withdrawals[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Bytes(e.User[:])
			r.Int64(int64(e.Pid))
			r.Numeric(e.Amount)
			r.Numeric(e.CooldownEnd)
		}},
		{"farm_emergency_withdrawals", []string{"user_address", "pid", "amount"}, len(f.Emergency), func(i int, r *pgcopy.Row) {
			e := &f.Emergency[i]
			putPos(r, &e.Pos)
			r.Bytes(e.User[:])
			r.Int64(int64(e.Pid))
			r.Numeric(e.Amount)
		}},
		{"farm_rewards", []string{"kind", "user_address", "pid", "amount", "owed"}, len(f.Rewards), func(i int, r *pgcopy.Row) {
			e := &f.Rewards[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Bytes(e.User[:])
			r.Int64(int64(e.Pid))
			r.Numeric(e.Amount)
			r.Numeric(e.Owed)
		}},
		{"farm_pool_changes", []string{"kind", "pid", "lp_token", "alloc_point", "total_alloc_point", "deposit_fee_bps",
			"acc_reward_per_share", "last_reward_time"}, len(f.PoolChanges), func(i int, r *pgcopy.Row) {
			e := &f.PoolChanges[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Int64(int64(e.Pid))
			r.Bytes(optAddr(&e.LPToken))
			r.Numeric(e.AllocPoint)
			r.Numeric(e.TotalAllocPoint)
			if e.DepositFeeBps == nil {
				r.Value(nil)
			} else {
				r.Int32(int32(*e.DepositFeeBps))
			}
			r.Numeric(e.AccRewardPerShare)
			r.Numeric(e.LastRewardTime)
		}},
		{"farm_emission_events", []string{"kind", "budget", "rate", "start_time", "end_time", "halving_period", "num_periods",
			"recipient", "amount"}, len(f.Emissions), func(i int, r *pgcopy.Row) {
			e := &f.Emissions[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Numeric(e.Budget)
			r.Numeric(e.Rate)
			r.Numeric(e.Start)
			r.Numeric(e.End)
			r.Numeric(e.HalvingPeriod)
			r.Numeric(e.NumPeriods)
			r.Bytes(optAddr(&e.Recipient))
			r.Numeric(e.Amount)
		}},
		{"escrow_deposits", []string{"account", "grant_id", "amount", "start_time", "end_time"}, len(f.EscrowDeposits), func(i int, r *pgcopy.Row) {
			e := &f.EscrowDeposits[i]
			putPos(r, &e.Pos)
			r.Bytes(e.Account[:])
			r.Numeric(e.GrantID)
			r.Numeric(e.Amount)
			r.Numeric(e.Start)
			r.Numeric(e.End)
		}},
		{"escrow_claims", []string{"account", "amount"}, len(f.EscrowClaims), func(i int, r *pgcopy.Row) {
			e := &f.EscrowClaims[i]
			putPos(r, &e.Pos)
			r.Bytes(e.Account[:])
			r.Numeric(e.Amount)
		}},
		{"treasury_vesting_events", []string{"kind", "beneficiary", "amount", "start_time", "end_time"}, len(f.TreasuryVesting), func(i int, r *pgcopy.Row) {
			e := &f.TreasuryVesting[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Bytes(e.Beneficiary[:])
			r.Numeric(e.Amount)
			r.Numeric(e.Start)
			r.Numeric(e.End)
		}},
		{"zaps", []string{"kind", "sender", "pair", "token_in", "amount_in", "swap_amount", "lp_amount"}, len(f.Zaps), func(i int, r *pgcopy.Row) {
			e := &f.Zaps[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Bytes(e.Sender[:])
			r.Bytes(e.Pair[:])
			r.Bytes(e.TokenIn[:])
			r.Numeric(e.AmountIn)
			r.Numeric(e.SwapAmount)
			r.Numeric(e.LPAmount)
		}},
	}
}
