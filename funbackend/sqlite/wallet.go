package sqlite

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/neoswap/neoswap/funbackend"
)

// coinPrice is the price a coin's tokens are valued at: the graduation
// price once graduated, else the last trade's price ("0" when none).
const coinPrice = `CASE WHEN c.status = 3 AND c.grad_price_x18 IS NOT NULL THEN c.grad_price_x18 ELSE coalesce(
	(SELECT t2.price_x18 FROM trades t2 WHERE t2.token = c.address ORDER BY t2.block_number DESC, t2.log_index DESC LIMIT 1), '0') END`

// Positions returns wallet's net curve positions of at least dust token
// units (netted of PvE fills like holders), largest value first, with the
// average-cost basis of what is held: ETH spent on buys (gross, fees
// included; a fill whose whole amount went to the PvE vault costs the
// wallet nothing it holds and is left out) × net / tokens bought.
func (db *DB) Positions(ctx context.Context, wallet string, dust *big.Int) ([]funbackend.Position, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT h.token, c.name, c.symbol, c.status, h.net_wei, `+coinPrice+`
		FROM holders h JOIN coins c ON c.address = h.token WHERE h.trader = ? AND h.positive = 1`, wallet)
	if err != nil {
		return nil, fmt.Errorf("sqlite: positions: %w", err)
	}
	var out []funbackend.Position
	for rows.Next() {
		var p funbackend.Position
		if err := rows.Scan(&p.Token, &p.Name, &p.Symbol, &p.Status, &p.NetWei, &p.PriceX18); err != nil {
			rows.Close()
			return nil, fmt.Errorf("sqlite: positions: %w", err)
		}
		if parseBig(p.NetWei).Cmp(dust) >= 0 {
			out = append(out, p)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: positions: %w", err)
	}
	for i := range out {
		p := &out[i]
		trs, err := db.Read.QueryContext(ctx, `SELECT is_buy, eth_amount, token_amount, pve_tokens, protocol_fee, creator_fee, timestamp
			FROM trades WHERE trader = ? AND token = ?`, wallet, p.Token)
		if err != nil {
			return nil, fmt.Errorf("sqlite: positions: %w", err)
		}
		bought, sold, spent, received := new(big.Int), new(big.Int), new(big.Int), new(big.Int)
		for trs.Next() {
			var isBuy bool
			var eth, tok, pve, pf, cf string
			var ts int64
			if err := trs.Scan(&isBuy, &eth, &tok, &pve, &pf, &cf, &ts); err != nil {
				trs.Close()
				return nil, fmt.Errorf("sqlite: positions: %w", err)
			}
			p.LastTradeAt = max(p.LastTradeAt, ts)
			if isBuy {
				held := new(big.Int).Sub(parseBig(tok), parseBig(pve))
				if held.Sign() <= 0 {
					continue // the whole fill went to the PvE vault
				}
				p.Buys++
				bought.Add(bought, held)
				// the ETH of the held part: eth × held / tokens
				spent.Add(spent, new(big.Int).Div(new(big.Int).Mul(parseBig(eth), held), parseBig(tok)))
			} else {
				p.Sells++
				sold.Add(sold, parseBig(tok))
				r := new(big.Int).Sub(parseBig(eth), parseBig(pf))
				received.Add(received, r.Sub(r, parseBig(cf)))
			}
		}
		trs.Close()
		if err := trs.Err(); err != nil {
			return nil, fmt.Errorf("sqlite: positions: %w", err)
		}
		net := parseBig(p.NetWei)
		basis := new(big.Int)
		if bought.Sign() > 0 {
			basis.Div(new(big.Int).Mul(spent, net), bought)
		}
		value := funbackend.ValueWei(net, parseBig(p.PriceX18))
		p.TokensBoughtWei, p.TokensSoldWei = bought.String(), sold.String()
		p.EthSpentWei, p.EthReceivedWei = spent.String(), received.String()
		p.CostBasisWei, p.ValueWei = basis.String(), value.String()
	}
	sortPositions(out)
	if out == nil {
		out = []funbackend.Position{}
	}
	return out, nil
}

func sortPositions(ps []funbackend.Position) {
	less := func(a, b funbackend.Position) bool {
		if c := parseBig(a.ValueWei).Cmp(parseBig(b.ValueWei)); c != 0 {
			return c > 0
		}
		return a.Token < b.Token
	}
	for i := 1; i < len(ps); i++ { // few positions per wallet: insertion sort
		for j := i; j > 0 && less(ps[j], ps[j-1]); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// WalletTrades returns wallet's trades at or after since, newest first,
// each a trade row plus the coin's name and symbol.
func (db *DB) WalletTrades(ctx context.Context, wallet string, since int64, limit int) ([]funbackend.Row, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT `+tradeCols+`, c.name, c.symbol FROM trades t JOIN coins c ON c.address = t.token
		WHERE t.trader = ? AND t.timestamp >= ? ORDER BY t.block_number DESC, t.log_index DESC LIMIT ?`, wallet, since, limit)
	if err != nil {
		return nil, fmt.Errorf("sqlite: wallet trades: %w", err)
	}
	out, err := scanRows(rows)
	if err != nil {
		return nil, fmt.Errorf("sqlite: wallet trades: %w", err)
	}
	return nonNil(out), nil
}

// FeeReroutes returns the coins created by or paying wallet whose creator
// fee was rerouted (CreatorFeeRerouted), most recent first.
func (db *DB) FeeReroutes(ctx context.Context, wallet string) ([]funbackend.FeeReroute, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT ce.token, c.name, c.symbol, c.fee_recipient, ce.block_number, ce.timestamp, ce.args
		FROM coin_events ce JOIN coins c ON c.address = ce.token
		WHERE ce.name = 'CreatorFeeRerouted' AND (c.creator = ? OR c.fee_recipient = ?)
		ORDER BY ce.block_number, ce.log_index`, wallet, wallet)
	if err != nil {
		return nil, fmt.Errorf("sqlite: fee reroutes: %w", err)
	}
	defer rows.Close()
	byToken := map[string]*funbackend.FeeReroute{}
	var order []string
	sums := map[string]*big.Int{}
	for rows.Next() {
		var f funbackend.FeeReroute
		var block, ts int64
		var args string
		if err := rows.Scan(&f.Token, &f.Name, &f.Symbol, &f.FeeRecipient, &block, &ts, &args); err != nil {
			return nil, fmt.Errorf("sqlite: fee reroutes: %w", err)
		}
		var a struct{ Amount json.Number }
		dec := json.NewDecoder(strings.NewReader(args))
		dec.UseNumber()
		if err := dec.Decode(&a); err != nil {
			return nil, fmt.Errorf("sqlite: fee reroutes: %w", err)
		}
		e, ok := byToken[f.Token]
		if !ok {
			f.FirstBlock = block
			e = &f
			byToken[f.Token], sums[f.Token] = e, new(big.Int)
			order = append(order, f.Token)
		}
		e.Count++
		e.LastBlock, e.LastAt = block, ts
		sums[f.Token].Add(sums[f.Token], parseBig(a.Amount.String()))
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: fee reroutes: %w", err)
	}
	out := make([]funbackend.FeeReroute, 0, len(order))
	for i := len(order) - 1; i >= 0; i-- {
		e := byToken[order[i]]
		e.AmountWei = sums[order[i]].String()
		out = append(out, *e)
	}
	sortByLast(out)
	return out, nil
}

func sortByLast(fs []funbackend.FeeReroute) {
	for i := 1; i < len(fs); i++ {
		for j := i; j > 0 && fs[j].LastBlock > fs[j-1].LastBlock; j-- {
			fs[j], fs[j-1] = fs[j-1], fs[j]
		}
	}
}

// PveEscrow sums every PvE fill per coin (tokens escrowed, ETH spent) and
// values the tokens at the coin's price (graduation price once graduated,
// else the last trade's). Hidden coins count too: the escrow is real.
func (db *DB) PveEscrow(ctx context.Context) (funbackend.PveValue, error) {
	var v funbackend.PveValue
	rows, err := db.Read.QueryContext(ctx, `SELECT c.address, c.symbol, c.status, c.pve_credited_block IS NOT NULL, `+coinPrice+`
		FROM coins c WHERE c.pve = 1 ORDER BY c.created_block, c.created_log_index`)
	if err != nil {
		return v, fmt.Errorf("sqlite: pve value: %w", err)
	}
	var coins []funbackend.PveCoin
	for rows.Next() {
		var p funbackend.PveCoin
		if err := rows.Scan(&p.Token, &p.Symbol, &p.Status, &p.Credited, &p.PriceX18); err != nil {
			rows.Close()
			return v, fmt.Errorf("sqlite: pve value: %w", err)
		}
		coins = append(coins, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return v, fmt.Errorf("sqlite: pve value: %w", err)
	}
	tot, eth, val, ctok, cval := new(big.Int), new(big.Int), new(big.Int), new(big.Int), new(big.Int)
	for i := range coins {
		p := &coins[i]
		trs, err := db.Read.QueryContext(ctx, `SELECT pve_tokens, eth_amount, token_amount FROM trades WHERE token = ? AND pve_tokens != '0'`, p.Token)
		if err != nil {
			return v, fmt.Errorf("sqlite: pve value: %w", err)
		}
		t, e := new(big.Int), new(big.Int)
		for trs.Next() {
			var a, b, c string
			if err := trs.Scan(&a, &b, &c); err != nil {
				trs.Close()
				return v, fmt.Errorf("sqlite: pve value: %w", err)
			}
			t.Add(t, parseBig(a))
			// the ETH of the escrowed part of the fill
			if tok := parseBig(c); tok.Sign() > 0 {
				e.Add(e, new(big.Int).Div(new(big.Int).Mul(parseBig(b), parseBig(a)), tok))
			}
		}
		trs.Close()
		value := funbackend.ValueWei(t, parseBig(p.PriceX18))
		p.TokensWei, p.EthWei, p.ValueWei = t.String(), e.String(), value.String()
		tot.Add(tot, t)
		eth.Add(eth, e)
		val.Add(val, value)
		if p.Credited {
			v.CreditedCoins++
			ctok.Add(ctok, t)
			cval.Add(cval, value)
		}
	}
	if coins == nil {
		coins = []funbackend.PveCoin{}
	}
	v.Coins, v.PerCoin = int64(len(coins)), coins
	v.TokensWei, v.EthWei, v.ValueWei = tot.String(), eth.String(), val.String()
	v.CreditedTokensWei, v.CreditedValue = ctok.String(), cval.String()
	return v, nil
}

// FeeClaims returns wallet's creator-fee claims of the curve's coins,
// newest first, at most limit, with the count and sum (per quote asset) of
// all of them.
func (db *DB) FeeClaims(ctx context.Context, wallet string, limit int) ([]funbackend.FeeClaim, int64, map[string]string, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT ce.token, c.name, c.symbol, ce.tx_hash, ce.log_index, ce.block_number, ce.timestamp, ce.args
		FROM coin_events ce JOIN coins c ON c.address = ce.token
		WHERE ce.name = 'FeeClaimed' AND lower(json_extract(ce.args, '$.Creator')) = ?
		ORDER BY ce.block_number DESC, ce.log_index DESC`, wallet)
	if err != nil {
		return nil, 0, nil, fmt.Errorf("sqlite: fee claims: %w", err)
	}
	defer rows.Close()
	out := []funbackend.FeeClaim{}
	var n int64
	sums := map[string]*big.Int{}
	for rows.Next() {
		var f funbackend.FeeClaim
		var args string
		if err := rows.Scan(&f.Token, &f.Name, &f.Symbol, &f.TxHash, &f.LogIndex, &f.BlockNumber, &f.Timestamp, &args); err != nil {
			return nil, 0, nil, fmt.Errorf("sqlite: fee claims: %w", err)
		}
		var a struct {
			QuoteAsset string
			Amount     *big.Int
		}
		if err := json.Unmarshal([]byte(args), &a); err != nil || a.Amount == nil {
			return nil, 0, nil, fmt.Errorf("sqlite: fee claims: args %q: %v", args, err)
		}
		f.QuoteAsset, f.AmountWei = strings.ToLower(a.QuoteAsset), a.Amount.String()
		n++
		if sums[f.QuoteAsset] == nil {
			sums[f.QuoteAsset] = new(big.Int)
		}
		sums[f.QuoteAsset].Add(sums[f.QuoteAsset], a.Amount)
		if len(out) < limit {
			out = append(out, f)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, 0, nil, fmt.Errorf("sqlite: fee claims: %w", err)
	}
	totals := make(map[string]string, len(sums))
	for k, v := range sums {
		totals[k] = v.String()
	}
	return out, n, totals, nil
}
