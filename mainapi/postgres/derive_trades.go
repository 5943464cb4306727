package postgres

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// A batch's trades, built in Go (see derive_batch.go): insertTrades and
// updateTradeHops. A token's trade rows are the view token_swaps over them
// (migration 00030).

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
	feeAmount           *big.Int // nil: NULL
	usd                 decimal.Decimal
	hops                *hops // a FeeRouter trade across more than one pool; nil otherwise
}

// trades are the FeeRouter swaps and the swaps on third-party pools.
func (d *feedDeriver) trades() []trade {
	out := make([]trade, 0, len(d.b.ev.RouterSwaps)+len(d.legs)) // sized once: a batch holds thousands
	hs := d.routerHops()
	for i := range d.b.ev.RouterSwaps {
		r := &d.b.ev.RouterSwaps[i]
		usd, _, _ := d.tradeUSD(r.Block, r.TokenIn, r.AmountIn, r.TokenOut, r.AmountOut)
		t := trade{pos: r.Pos, source: "router", user: r.User, tokenIn: r.TokenIn, tokenOut: r.TokenOut,
			amountIn: r.AmountIn, amountOut: r.AmountOut, feeToken: r.FeeToken.Bytes(), feeAmount: r.FeeAmount, usd: usd}
		if h := hs[routerKey{txKey{r.Block, r.TxHash}, r.LogIndex}]; h != nil && h.n > 1 {
			t.hops = h
		}
		out = append(out, t)
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
	_, err := pgcopy.Typed(ctx, tx, "trades",
		[]string{"block_number", "tx_hash", "log_index", "source", "pair", "user_address", "token_in", "token_out",
			"amount_in", "amount_out", "fee_token", "fee_amount", "timestamp", "usd_value",
			"pool_count", "first_out", "first_out_amount", "last_in", "last_in_amount"},
		len(ts), func(i int, r *pgcopy.Row) error {
			t := &ts[i]
			r.Int64(int64(t.pos.Block))
			r.Bytes(t.pos.TxHash[:])
			r.Int32(int32(t.pos.LogIndex))
			r.Text(t.source)
			r.Bytes(t.pair)
			r.Bytes(t.user[:])
			r.Bytes(t.tokenIn[:])
			r.Bytes(t.tokenOut[:])
			r.Numeric(t.amountIn)
			r.Numeric(t.amountOut)
			r.Bytes(t.feeToken)
			r.Numeric(t.feeAmount)
			r.Int64(d.times[t.pos.Block])
			r.Decimal(t.usd)
			if h := t.hops; h != nil {
				r.Int32(int32(h.n))
				r.Bytes(h.first.tokenOut[:])
				r.Numeric(h.first.amountOut)
				r.Bytes(h.last.tokenIn[:])
				r.Numeric(h.last.amountIn)
			} else {
				for range 5 {
					r.Bytes(nil) // NULL
				}
			}
			return nil
		})
	if err != nil {
		return fmt.Errorf("postgres: batch trades: %w", err)
	}
	return nil
}

// hops is a FeeRouter trade's pair swaps (updateTradeHops' CTE hops): the
// legs of its transaction after the previous FeeRouter Swap and before it.
type hops struct {
	n           int
	first, last *leg
}

// routerKey is a FeeRouter Swap's transaction and log index.
type routerKey struct {
	txKey
	log uint
}

// routerHops groups the batch's legs by the FeeRouter trade they are hops of.
func (d *feedDeriver) routerHops() map[routerKey]*hops {
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
	return hs
}
