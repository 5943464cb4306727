package postgres

import (
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// coinBalancesRawTables are the raw tables of the coin balances domain
// (migration 00046): the launch venue coins' Transfers.
func coinBalancesRawTables(ev *mainapi.Events) []rawTable {
	ts := ev.CoinTransfers
	return []rawTable{
		{"coin_transfers", []string{"from_address", "to_address", "value"}, len(ts), func(i int, r *pgcopy.Row) {
			e := &ts[i]
			putPos(r, &e.Pos)
			r.Bytes(e.From[:])
			r.Bytes(e.To[:])
			r.Numeric(e.Value)
		}},
	}
}
