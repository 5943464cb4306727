package postgres

import (
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// stakingRawTables are the raw tables of NeoStaking's events of ev
// (migration 00034).
func stakingRawTables(ev *mainapi.Events) []rawTable {
	s := &ev.Staking
	return []rawTable{
		{"staking_stakes", []string{"kind", "account", "amount", "total", "option", "start"}, len(s.Stakes), func(i int, r *pgcopy.Row) {
			e := &s.Stakes[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Bytes(e.Account[:])
			r.Numeric(e.Amount)
			r.Numeric(e.Total)
			r.Value(int16(e.Option))
			r.Numeric(e.Start)
		}},
		{"staking_unstakes", []string{"kind", "account", "amount", "start"}, len(s.Unstakes), func(i int, r *pgcopy.Row) {
			e := &s.Unstakes[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Bytes(e.Account[:])
			r.Numeric(e.Amount)
			r.Numeric(e.Start)
		}},
		{"staking_rewards", []string{"kind", "token", "amount", "acc"}, len(s.Rewards), func(i int, r *pgcopy.Row) {
			e := &s.Rewards[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Bytes(e.Token[:])
			r.Numeric(e.Amount)
			r.Numeric(e.Acc)
		}},
		{"staking_claims", []string{"kind", "account", "token", "amount", "neo_out"}, len(s.Claims), func(i int, r *pgcopy.Row) {
			e := &s.Claims[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Bytes(e.Account[:])
			r.Bytes(e.Token[:])
			r.Numeric(e.Amount)
			r.Numeric(e.NeoOut)
		}},
		{"staking_config", []string{"kind", "option", "bps", "token"}, len(s.Config), func(i int, r *pgcopy.Row) {
			e := &s.Config[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			if e.Kind == mainapi.StakingBoostSet {
				r.Value(int16(e.Option))
			} else {
				r.Value(nil)
			}
			r.Numeric(e.Bps)
			r.Bytes(optAddr(&e.Token))
		}},
	}
}
