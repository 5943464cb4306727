package postgres

import (
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// neocatsRawTables are the raw tables of the Neocats domain (migration
// 00044): NeocatNft's Transfers. NeocatStaking's events, which it reads
// too, are the points domain's (neocat_stake_events).
func neocatsRawTables(ev *mainapi.Events) []rawTable {
	ts := ev.NeocatTransfers
	return []rawTable{
		{"neocat_transfers", []string{"from_address", "to_address", "token_id"}, len(ts), func(i int, r *pgcopy.Row) {
			e := &ts[i]
			putPos(r, &e.Pos)
			r.Bytes(e.From[:])
			r.Bytes(e.To[:])
			r.Numeric(e.TokenID)
		}},
	}
}
