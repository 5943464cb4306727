package postgres

import (
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// neoHoldersRawTables are the raw tables of the NEO holders domain
// (migration 00033): the NeoToken Transfers from or to a supply holder.
func neoHoldersRawTables(ev *mainapi.Events) []rawTable {
	ts := ev.NeoTransfers
	return []rawTable{
		{"neo_transfers", []string{"from_address", "to_address", "value", "from_holder", "to_holder"},
			len(ts), func(i int, r *pgcopy.Row) {
				e := &ts[i]
				putPos(r, &e.Pos)
				r.Bytes(e.From[:])
				r.Bytes(e.To[:])
				r.Numeric(e.Value)
				r.Bool(e.FromHolder)
				r.Bool(e.ToHolder)
			}},
	}
}
