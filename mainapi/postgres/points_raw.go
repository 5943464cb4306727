package postgres

import (
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// pointsRawTables are the raw tables of the points domain among ev
// (migration 00039): NeocatStaking's balance changes.
func pointsRawTables(ev *mainapi.Events) []rawTable {
	s := ev.NeocatStakes
	return []rawTable{
		{"neocat_stake_events", []string{"kind", "account", "token_id", "balance"}, len(s), func(i int, r *pgcopy.Row) {
			e := &s[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Bytes(e.Account[:])
			r.Numeric(e.TokenID)
			r.Numeric(e.Balance)
		}},
	}
}
