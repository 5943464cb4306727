package postgres

import (
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// dexRawTables are the raw tables of the DEX events of ev (pairs, the
// FeeRouter, the Collector, the creator fee vault and the admin events of
// the deployment's contracts).
func dexRawTables(ev *mainapi.Events) []rawTable {
	return []rawTable{
		{"pairs_created", []string{"token0", "token1", "pair", "pair_index", "own"}, len(ev.PairsCreated), func(i int, r *pgcopy.Row) {
			e := &ev.PairsCreated[i]
			putPos(r, &e.Pos)
			r.Bytes(e.Token0[:])
			r.Bytes(e.Token1[:])
			r.Bytes(e.Pair[:])
			r.Numeric(e.Index)
			r.Bool(e.Own)
		}},
		{"pair_swaps", []string{"sender", "to_address", "amount0_in", "amount1_in", "amount0_out", "amount1_out"}, len(ev.PairSwaps), func(i int, r *pgcopy.Row) {
			e := &ev.PairSwaps[i]
			putPos(r, &e.Pos)
			r.Bytes(e.Sender[:])
			r.Bytes(e.To[:])
			r.Numeric(e.Amount0In)
			r.Numeric(e.Amount1In)
			r.Numeric(e.Amount0Out)
			r.Numeric(e.Amount1Out)
		}},
		{"pair_mints", []string{"sender", "recipient", "amount0", "amount1"}, len(ev.Mints), func(i int, r *pgcopy.Row) {
			e := &ev.Mints[i]
			putPos(r, &e.Pos)
			r.Bytes(e.Sender[:])
			r.Bytes(e.Recipient[:])
			r.Numeric(e.Amount0)
			r.Numeric(e.Amount1)
		}},
		{"pair_burns", []string{"sender", "to_address", "amount0", "amount1"}, len(ev.Burns), func(i int, r *pgcopy.Row) {
			e := &ev.Burns[i]
			putPos(r, &e.Pos)
			r.Bytes(e.Sender[:])
			r.Bytes(e.To[:])
			r.Numeric(e.Amount0)
			r.Numeric(e.Amount1)
		}},
		{"pair_syncs", []string{"reserve0", "reserve1"}, len(ev.Syncs), func(i int, r *pgcopy.Row) {
			e := &ev.Syncs[i]
			putPos(r, &e.Pos)
			r.Numeric(e.Reserve0)
			r.Numeric(e.Reserve1)
		}},
		{"lp_transfers", []string{"from_address", "to_address", "value"}, len(ev.LPTransfers), func(i int, r *pgcopy.Row) {
			e := &ev.LPTransfers[i]
			putPos(r, &e.Pos)
			r.Bytes(e.From[:])
			r.Bytes(e.To[:])
			r.Numeric(e.Value)
		}},
		{"router_swaps", []string{"user_address", "token_in", "token_out", "amount_in", "amount_out", "fee_token", "fee_amount"}, len(ev.RouterSwaps), func(i int, r *pgcopy.Row) {
			e := &ev.RouterSwaps[i]
			putPos(r, &e.Pos)
			r.Bytes(e.User[:])
			r.Bytes(e.TokenIn[:])
			r.Bytes(e.TokenOut[:])
			r.Numeric(e.AmountIn)
			r.Numeric(e.AmountOut)
			r.Bytes(e.FeeToken[:])
			r.Numeric(e.FeeAmount)
		}},
		{"creator_fees", []string{"token", "creator", "quote_asset", "amount"}, len(ev.CreatorFees), func(i int, r *pgcopy.Row) {
			e := &ev.CreatorFees[i]
			putPos(r, &e.Pos)
			r.Bytes(e.Token[:])
			r.Bytes(e.Creator[:])
			r.Bytes(e.QuoteAsset[:])
			r.Numeric(e.Amount)
		}},
		{"collector_events", []string{"kind", "token", "bucket", "recipient", "amount", "paid", "held"}, len(ev.Collector), func(i int, r *pgcopy.Row) {
			e := &ev.Collector[i]
			var recipient []byte
			if e.Bucket != nil {
				recipient = e.Recipient[:]
			}
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Bytes(e.Token[:])
			r.Numeric(e.Bucket)
			r.Bytes(recipient)
			r.Numeric(e.Amount)
			r.Numeric(e.Paid)
			r.Numeric(e.Held)
		}},
		{"vault_events", []string{"kind", "token", "creator", "quote_asset", "amount"}, len(ev.Vault), func(i int, r *pgcopy.Row) {
			e := &ev.Vault[i]
			putPos(r, &e.Pos)
			r.Text(e.Kind)
			r.Bytes(e.Token[:])
			r.Bytes(e.Creator[:])
			r.Bytes(e.QuoteAsset[:])
			r.Numeric(e.Amount)
		}},
		{"admin_events", []string{"contract", "name", "args"}, len(ev.Admin), func(i int, r *pgcopy.Row) {
			e := &ev.Admin[i]
			putPos(r, &e.Pos)
			r.Text(e.Contract)
			r.Text(e.Name)
			r.Value(e.Args)
		}},
	}
}
