package postgres

import (
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// creatorPveRawTables are the raw tables of CreatorFeeRegistry's and the
// PvE vaults' events of ev (migration 00042).
func creatorPveRawTables(ev *mainapi.Events) []rawTable {
	reg, pve := ev.Registry, ev.Pve
	return []rawTable{
		{"creator_registry_events", []string{"kind", "token", "creator", "previous", "registrar", "fee_bps", "disabled"}, len(reg), func(i int, r *pgcopy.Row) {
			e := &reg[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Bytes(e.Token[:])
			r.Bytes(optAddr(&e.Creator))
			r.Bytes(optAddr(&e.Previous))
			r.Bytes(optAddr(&e.Registrar))
			r.Numeric(e.FeeBps)
			if e.Kind == mainapi.RegistryDisabledSet {
				r.Value(e.Disabled)
			} else {
				r.Value(nil)
			}
		}},
		{"pve_events", []string{"kind", "token", "account", "amount", "eth_spent", "launch", "total_staked", "credit_block"}, len(pve), func(i int, r *pgcopy.Row) {
			e := &pve[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Bytes(e.Token[:])
			r.Bytes(optAddr(&e.Account))
			r.Numeric(e.Amount)
			r.Numeric(e.EthSpent)
			if e.Kind == mainapi.PveReceived {
				r.Value(e.Launch)
			} else {
				r.Value(nil)
			}
			r.Numeric(e.TotalStaked)
			r.Numeric(e.CreditBlock)
		}},
	}
}
