package postgres

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/mainapi"
)

// A batch's trades and token trade rows, built in Go (see derive_batch.go):
// insertTrades and insertTokenSwaps.

// tradeUSD is a swap's USD value (trade_usd): the priced side of the better
// quote rank, token in on a tie, 0 when neither is priced.
func (d *feedDeriver) tradeUSD(n uint64, tokIn common.Address, amtIn *big.Int, tokOut common.Address, amtOut *big.Int) (decimal.Decimal, price, price) {
	pi, po := d.prices[pointKey{tokIn, n}], d.prices[pointKey{tokOut, n}]
	switch {
	case pi.usd != nil && (po.usd == nil || pi.tok.rank >= po.tok.rank):
		return usdValue(*pi.usd, amtIn, pi.tok.dec), pi, po
	case po.usd != nil:
		return usdValue(*po.usd, amtOut, po.tok.dec), pi, po
	}
	return decimal.New(0, 0), pi, po
}

// trade is a row of trades.
type trade struct {
	pos                 mainapi.Pos
	source              string
	pair                []byte
	user                common.Address
	tokenIn, tokenOut   common.Address
	amountIn, amountOut *big.Int
	feeToken            []byte
	feeAmount           pgtype.Numeric
	usd                 decimal.Decimal
}

// trades are the FeeRouter swaps and the swaps on third-party pools.
func (d *feedDeriver) trades() []trade {
	out := make([]trade, 0, len(d.b.ev.RouterSwaps)+len(d.legs)) // sized once: a batch holds thousands
	for i := range d.b.ev.RouterSwaps {
		r := &d.b.ev.RouterSwaps[i]
		usd, _, _ := d.tradeUSD(r.Block, r.TokenIn, r.AmountIn, r.TokenOut, r.AmountOut)
		out = append(out, trade{pos: r.Pos, source: "router", user: r.User, tokenIn: r.TokenIn, tokenOut: r.TokenOut,
			amountIn: r.AmountIn, amountOut: r.AmountOut, feeToken: r.FeeToken.Bytes(), feeAmount: num(r.FeeAmount), usd: usd})
	}
	for i := range d.legs {
		l := &d.legs[i]
		if l.pair.own {
			continue
		}
		usd, _, _ := d.tradeUSD(l.Block, l.tokenIn, l.amountIn, l.tokenOut, l.amountOut)
		out = append(out, trade{pos: l.Pos, source: "ext", pair: l.Address.Bytes(), user: d.legUser(l), tokenIn: l.tokenIn,
			tokenOut: l.tokenOut, amountIn: l.amountIn, amountOut: l.amountOut, usd: usd})
	}
	return out
}

func (d *feedDeriver) copyTrades(ctx context.Context, tx pgx.Tx) error {
	ts := d.tradeRows
	_, err := tx.CopyFrom(ctx, pgx.Identifier{"trades"},
		[]string{"block_number", "tx_hash", "log_index", "source", "pair", "user_address", "token_in", "token_out",
			"amount_in", "amount_out", "fee_token", "fee_amount", "timestamp", "usd_value"},
		pgx.CopyFromSlice(len(ts), func(i int) ([]any, error) {
			t := &ts[i]
			return []any{int64(t.pos.Block), t.pos.TxHash.Bytes(), int32(t.pos.LogIndex), t.source, t.pair, t.user.Bytes(),
				t.tokenIn.Bytes(), t.tokenOut.Bytes(), num(t.amountIn), num(t.amountOut), t.feeToken, t.feeAmount,
				d.times[t.pos.Block], numericParam(t.usd)}, nil
		}))
	if err != nil {
		return fmt.Errorf("postgres: batch trades: %w", err)
	}
	return nil
}

// hops is a FeeRouter trade's pair swaps (insertTokenSwaps' CTE hops): the
// legs of its transaction after the previous FeeRouter Swap and before it.
type hops struct {
	n           int
	first, last *leg
}

// tokenSwaps builds the token trade rows of the trades ts.
func (d *feedDeriver) tokenSwaps(ts []trade) [][]any {
	type routerKey struct {
		txKey
		log uint
	}
	hs := map[routerKey]*hops{}
	for i := range d.legs {
		l := &d.legs[i]
		r := l.router
		if r == nil {
			continue
		}
		k := routerKey{txKey{l.Block, l.TxHash}, r.LogIndex}
		h := hs[k]
		if h == nil {
			h = &hops{first: l, last: l}
			hs[k] = h
		}
		h.n++
		if l.LogIndex < h.first.LogIndex {
			h.first = l
		}
		if l.LogIndex > h.last.LogIndex {
			h.last = l
		}
	}
	rows := make([][]any, 0, 2*len(ts))
	for i := range ts {
		t := &ts[i]
		var h *hops
		if t.source == "router" {
			h = hs[routerKey{txKey{t.pos.Block, t.pos.TxHash}, t.pos.LogIndex}]
		}
		multi := h != nil && h.n > 1
		buyCounter, buyCounterAmt := t.tokenIn, t.amountIn
		sellCounter, sellCounterAmt := t.tokenOut, t.amountOut
		var poolCount, outerToken any
		outerAmount := pgtype.Numeric{}
		if multi {
			buyCounter, buyCounterAmt = h.last.tokenIn, h.last.amountIn
			sellCounter, sellCounterAmt = h.first.tokenOut, h.first.amountOut
			poolCount, outerToken, outerAmount = int32(h.n), t.tokenIn.Bytes(), num(t.amountIn)
		}
		row := func(token common.Address, side string, amt *big.Int, counter common.Address, counterAmt *big.Int) []any {
			return []any{token.Bytes(), int64(t.pos.Block), int32(t.pos.LogIndex), t.pos.TxHash.Bytes(), d.times[t.pos.Block],
				side, num(amt), counter.Bytes(), num(counterAmt), numericParam(t.usd), t.user.Bytes(),
				poolCount, outerToken, outerAmount}
		}
		rows = append(rows,
			row(t.tokenOut, "buy", t.amountOut, buyCounter, buyCounterAmt),
			row(t.tokenIn, "sell", t.amountIn, sellCounter, sellCounterAmt))
	}
	return rows
}

func (d *feedDeriver) copyTokenSwaps(ctx context.Context, tx pgx.Tx) error {
	_, err := tx.CopyFrom(ctx, pgx.Identifier{"token_swaps"},
		[]string{"token", "block_number", "log_index", "tx_hash", "timestamp", "side", "token_amount", "counter_token",
			"counter_amount", "usd_value", "wallet", "pool_count", "outer_token", "outer_amount"},
		pgx.CopyFromRows(d.tokenSwapRows))
	if err != nil {
		return fmt.Errorf("postgres: batch token swaps: %w", err)
	}
	return nil
}
