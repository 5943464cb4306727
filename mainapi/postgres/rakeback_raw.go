package postgres

import (
	"math/big"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// rakebackRawTables are the raw tables of RakebackV2's events of ev
// (migration 00035).
func rakebackRawTables(ev *mainapi.Events) []rawTable {
	s := &ev.Rakeback
	return []rawTable{
		{"rakeback_root_events", []string{"kind", "epoch", "root", "posted_at"}, len(s.Roots), func(i int, r *pgcopy.Row) {
			e := &s.Roots[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Numeric(e.Epoch)
			if e.Kind == mainapi.RakebackRootPosted {
				r.Bytes(e.Root[:])
				r.Numeric(new(big.Int).SetUint64(e.PostedAt))
			} else {
				r.Value(nil)
				r.Value(nil)
			}
		}},
		{"rakeback_slice_events", []string{"kind", "epoch", "token", "amount", "activated_at"}, len(s.Slices), func(i int, r *pgcopy.Row) {
			e := &s.Slices[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Numeric(e.Epoch)
			r.Bytes(e.Token[:])
			r.Numeric(e.Amount)
			if e.Kind == mainapi.RakebackActivated {
				r.Numeric(new(big.Int).SetUint64(e.ActivatedAt))
			} else {
				r.Value(nil)
			}
		}},
		{"rakeback_claim_events", []string{"kind", "epoch", "token", "account", "leaf_index", "amount", "neo_out"}, len(s.Claims), func(i int, r *pgcopy.Row) {
			e := &s.Claims[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Numeric(e.Epoch)
			r.Bytes(e.Token[:])
			r.Bytes(e.Account[:])
			r.Numeric(e.Index)
			r.Numeric(e.Amount)
			r.Numeric(e.NeoOut)
		}},
		{"rakeback_sweeps", []string{"token", "recipient", "amount"}, len(s.Sweeps), func(i int, r *pgcopy.Row) {
			e := &s.Sweeps[i]
			putPos(r, &e.Pos)
			r.Bytes(e.Token[:])
			r.Bytes(e.To[:])
			r.Numeric(e.Amount)
		}},
	}
}
