package postgres

import (
	"context"
	"fmt"
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// A batch's swap and liquidity activity rows, built in Go (see
// derive_batch.go): insertActivity.

// activityLeg and activityData are the data column of an activity row, as
// insertActivity's jsonb_build_object builds it.
type activityLeg struct {
	Token    string
	Amount   string
	Symbol   *string
	Decimals *int32
	Side     string
}

type activityData struct {
	PairAddress string
	Pair        string // liquidity rows only
	Legs        [2]activityLeg
	Recipient   string // liquidity rows only
	USDValue    string
}

// appendJSON appends d as Postgres prints the jsonb that insertActivity
// builds: keys shorter first, then bytewise (jsonb's order), ": " and ", "
// between them. The column is json (migration 00028: stored as sent,
// not parsed into jsonb per row), so the rows of a batch and of a rebuild
// are the same text, compared byte for byte by Check.
func (d *activityData) appendJSON(b []byte) []byte {
	b = append(b, `{"ctx": {"pairAddress": `...)
	b = appendJSONString(b, d.PairAddress)
	b = append(b, `}, "legs": [`...)
	for i := range d.Legs {
		l := &d.Legs[i]
		if i > 0 {
			b = append(b, ", "...)
		}
		b = append(b, `{"side": `...)
		b = appendJSONString(b, l.Side)
		b = append(b, `, "token": `...)
		b = appendJSONString(b, l.Token)
		b = append(b, `, "amount": `...)
		b = appendJSONString(b, l.Amount)
		b = append(b, `, "symbol": `...)
		if l.Symbol == nil {
			b = append(b, "null"...)
		} else {
			b = appendJSONString(b, *l.Symbol)
		}
		b = append(b, `, "decimals": `...)
		if l.Decimals == nil {
			b = append(b, "null"...)
		} else {
			b = strconv.AppendInt(b, int64(*l.Decimals), 10)
		}
		b = append(b, '}')
	}
	b = append(b, ']')
	if d.Pair != "" {
		b = append(b, `, "pair": `...)
		b = appendJSONString(b, d.Pair)
	}
	b = append(b, `, "usdValue": `...)
	b = appendJSONString(b, d.USDValue)
	if d.Recipient != "" {
		b = append(b, `, "recipient": `...)
		b = appendJSONString(b, d.Recipient)
	}
	return append(b, '}')
}

// appendJSONString appends s as a JSON string the way Postgres's
// escape_json does: quotes, backslashes and control characters escaped,
// everything else (non-ASCII included) as it is.
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"':
			b = append(b, `\"`...)
		case '\\':
			b = append(b, `\\`...)
		case '\b':
			b = append(b, `\b`...)
		case '\f':
			b = append(b, `\f`...)
		case '\n':
			b = append(b, `\n`...)
		case '\r':
			b = append(b, `\r`...)
		case '\t':
			b = append(b, `\t`...)
		default:
			if c < 0x20 {
				b = fmt.Appendf(b, `\u%04x`, c)
			} else {
				b = append(b, c)
			}
		}
	}
	return append(b, '"')
}

// liquidity is an add or remove of liquidity on a tracked pool.
type liquidity struct {
	pos              mainapi.Pos
	kind             string
	recipient        common.Address
	amount0, amount1 *big.Int
	pair             pairTokens
}

func (d *feedDeriver) forLiquidity(fn func(liquidity)) {
	for i := range d.b.ev.Mints {
		m := &d.b.ev.Mints[i]
		if p, ok := d.pairs[m.Address]; ok {
			fn(liquidity{m.Pos, "add_liquidity", m.Recipient, m.Amount0, m.Amount1, p})
		}
	}
	for i := range d.b.ev.Burns {
		b := &d.b.ev.Burns[i]
		if p, ok := d.pairs[b.Address]; ok {
			fn(liquidity{b.Pos, "remove_liquidity", b.To, b.Amount0, b.Amount1, p})
		}
	}
}

// activityDataSize is about the length of a liquidity row's data.
const activityDataSize = 512

// activityRow is a row of activity (status completed, venue neoswap).
type activityRow struct {
	pos  mainapi.Pos
	user common.Address
	kind string
	usd  decimal.Decimal
	data []byte
	// reserve0 and reserve1 are the pair's reserves after the event
	// (reservesAfter; nil when no Sync precedes it).
	reserve0, reserve1 *big.Int
}

// legUser is who a pair swap is attributed to: the payer of the FeeRouter
// trade it is a hop of, else its transaction's sender (stored for such
// swaps: decode.Senders), else its recipient.
func (d *feedDeriver) legUser(l *leg) common.Address {
	if l.router != nil {
		return l.router.User
	}
	if from, ok := d.txFrom[txKey{l.Block, l.TxHash}]; ok {
		return from
	}
	return l.To
}

// activity builds the swap rows (every leg) and the liquidity rows.
func (d *feedDeriver) activity() []activityRow {
	type row = activityRow
	rows := make([]row, 0, len(d.legs)+len(d.b.ev.Mints)+len(d.b.ev.Burns)) // sized once: a batch holds thousands
	for i := range d.legs {
		l := &d.legs[i]
		usd, pi, po := d.tradeUSD(l.Block, l.tokenIn, l.amountIn, l.tokenOut, l.amountOut)
		data := activityData{
			PairAddress: wire.Address(l.Address).String(),
			Legs: [2]activityLeg{
				{pi.tok.hex, l.amountIn.String(), pi.tok.symbol, pi.tok.decimals, "in"},
				{po.tok.hex, l.amountOut.String(), po.tok.symbol, po.tok.decimals, "out"},
			},
			USDValue: numericText(usd),
		}
		r0, r1 := d.reservesAfter(&l.Pos)
		rows = append(rows, row{l.Pos, d.legUser(l), "swap", usd, data.appendJSON(make([]byte, 0, activityDataSize)), r0, r1})
	}
	d.forLiquidity(func(l liquidity) {
		user, ok := d.txFrom[txKey{l.pos.Block, l.pos.TxHash}]
		if !ok {
			user = l.recipient
		}
		p0, p1 := d.prices[pointKey{l.pair.token0, l.pos.Block}], d.prices[pointKey{l.pair.token1, l.pos.Block}]
		var u0, u1 *decimal.Decimal
		if p0.usd != nil {
			v := usdValue(*p0.usd, l.amount0, p0.tok.dec)
			u0 = &v
		}
		if p1.usd != nil {
			v := usdValue(*p1.usd, l.amount1, p1.tok.dec)
			u1 = &v
		}
		usd := decimal.New(0, 0)
		switch {
		case u0 != nil && u1 != nil:
			usd = u0.Add(*u1)
		case u0 != nil:
			usd = u0.Mul(decimal.New(2, 0))
		case u1 != nil:
			usd = u1.Mul(decimal.New(2, 0))
		}
		pair := wire.Address(l.pos.Address).String()
		data := activityData{
			PairAddress: pair,
			Pair:        pair,
			Legs: [2]activityLeg{
				{p0.tok.hex, l.amount0.String(), p0.tok.symbol, p0.tok.decimals, "pool"},
				{p1.tok.hex, l.amount1.String(), p1.tok.symbol, p1.tok.decimals, "pool"},
			},
			Recipient: wire.Address(l.recipient).String(),
			USDValue:  numericText(usd),
		}
		r0, r1 := d.reservesAfter(&l.pos)
		rows = append(rows, row{l.pos, user, l.kind, usd, data.appendJSON(make([]byte, 0, activityDataSize)), r0, r1})
	})
	return rows
}

func (d *feedDeriver) copyActivity(ctx context.Context, tx pgx.Tx) error {
	rows := d.activityRows
	_, err := pgcopy.Typed(ctx, tx, "activity",
		[]string{"block_number", "log_index", "tx_hash", "user_address", "kind", "status", "venue", "timestamp", "pair", "usd_value", "data",
			"tx_index", "reserve0", "reserve1"},
		len(rows), func(i int, r *pgcopy.Row) error {
			a := &rows[i]
			r.Int64(int64(a.pos.Block))
			r.Int32(int32(a.pos.LogIndex))
			r.Bytes(a.pos.TxHash[:])
			r.Bytes(a.user[:])
			r.Text(a.kind)
			r.Text("completed")
			r.Text("neoswap")
			r.Int64(d.times[a.pos.Block])
			r.Bytes(a.pos.Address[:])
			r.Decimal(a.usd)
			r.JSON(a.data)
			r.Int32(int32(a.pos.TxIndex))
			r.Numeric(a.reserve0)
			r.Numeric(a.reserve1)
			return nil
		})
	if err != nil {
		return fmt.Errorf("postgres: batch activity: %w", err)
	}
	return nil
}

// reservesAfter is the reserves of the pair that emitted the event at p
// after it: those of the latest Sync of that pair in p's transaction
// before p (a V2 pair syncs, then emits its Swap, Mint or Burn), as
// insertActivity's syncBefore join finds them. A binary search over the
// batch's Syncs in log order, then a walk back over the transaction's:
// no allocation per row.
func (d *feedDeriver) reservesAfter(p *mainapi.Pos) (r0, r1 *big.Int) {
	syncs := d.b.ev.Syncs
	order := d.syncOrder
	lo, hi := 0, len(order) // the first Sync at or after p: order[lo]
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if s := &syncs[order[m]]; s.Block < p.Block || s.Block == p.Block && s.LogIndex < p.LogIndex {
			lo = m + 1
		} else {
			hi = m
		}
	}
	for i := lo - 1; i >= 0; i-- {
		s := &syncs[order[i]]
		if s.Block != p.Block || s.TxHash != p.TxHash {
			break // a transaction's logs are contiguous in its block
		}
		if s.Address == p.Address {
			return s.Reserve0, s.Reserve1
		}
	}
	return nil, nil
}
