package postgres

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
)

// What a batch's Go rows are built from besides its events (see
// derive_batch.go).

// loadContracts reads the deployment's contracts and their roles.
func (d *feedDeriver) loadContracts(ctx context.Context, tx pgx.Tx) error {
	d.contracts = map[common.Address]string{}
	var a []byte
	var role string
	rows, _ := tx.Query(ctx, `SELECT address, role FROM contracts`)
	if _, err := pgx.ForEachRow(rows, []any{&a, &role}, func() error {
		d.contracts[common.BytesToAddress(a)] = role
		return nil
	}); err != nil {
		return fmt.Errorf("postgres: batch: contracts: %w", err)
	}
	return nil
}

// loadPairs reads the first PairCreated of every pool the batch's swaps,
// mints, burns and Syncs are on (tracked_pairs; pools not tracked have no
// rows).
func (d *feedDeriver) loadPairs(ctx context.Context, tx pgx.Tx) error {
	var parties keySet[common.Address]
	for i := range d.b.ev.PairSwaps {
		parties.add(d.b.ev.PairSwaps[i].Address)
	}
	for i := range d.b.ev.Mints {
		parties.add(d.b.ev.Mints[i].Address)
	}
	for i := range d.b.ev.Burns {
		parties.add(d.b.ev.Burns[i].Address)
	}
	for i := range d.b.ev.Syncs {
		parties.add(d.b.ev.Syncs[i].Address)
	}
	d.pairs = make(map[common.Address]pairTokens, len(parties.list))
	if len(parties.list) == 0 {
		return nil
	}
	rows, _ := tx.Query(ctx, `
		SELECT k.pair, c.token0, c.token1, c.own
		FROM unnest($1::bytea[]) AS k(pair)
		JOIN LATERAL (SELECT token0, token1, own FROM pairs_created pc WHERE pc.pair = k.pair
		              ORDER BY pc.block_number, pc.log_index LIMIT 1) c ON true`, addrs(parties.list))
	var pair, t0, t1 []byte
	var own bool
	_, err := pgx.ForEachRow(rows, []any{&pair, &t0, &t1, &own}, func() error {
		d.pairs[common.BytesToAddress(pair)] = pairTokens{common.BytesToAddress(t0), common.BytesToAddress(t1), own}
		return nil
	})
	if err != nil {
		return fmt.Errorf("postgres: batch: pairs: %w", err)
	}
	return nil
}

// needed lists every (token, block) the batch's rows value.
func (d *feedDeriver) needed() map[pointKey]bool {
	need := map[pointKey]bool{}
	for _, l := range d.legs {
		need[pointKey{l.tokenIn, l.Block}], need[pointKey{l.tokenOut, l.Block}] = true, true
	}
	for _, r := range d.b.ev.RouterSwaps {
		need[pointKey{r.TokenIn, r.Block}], need[pointKey{r.TokenOut, r.Block}] = true, true
		if r.FeeAmount.Sign() > 0 { // the Rakeback accrual's (appliedRakeback); mostly one of the two
			need[pointKey{r.FeeToken, r.Block}] = true
		}
	}
	d.forLiquidity(func(l liquidity) {
		need[pointKey{l.pair.token0, l.pos.Block}], need[pointKey{l.pair.token1, l.pos.Block}] = true, true
	})
	return need
}

// loadTokens reads the tokens' valuation and display columns (priceCTEs'
// tk).
func (d *feedDeriver) loadTokens(ctx context.Context, tx pgx.Tx, set map[common.Address]bool) error {
	d.tokens = make(map[common.Address]*tokenInfo, len(set))
	if len(set) == 0 {
		return nil
	}
	var toks [][]byte
	for t := range set {
		toks = append(toks, t.Bytes())
	}
	rows, _ := tx.Query(ctx, `
		SELECT x.tok, coalesce(m.decimals, 18), quote_rank(x.tok), m.symbol, m.decimals
		FROM unnest($1::bytea[]) AS x(tok) LEFT JOIN token_metadata m ON m.address = x.tok`, toks)
	var tok []byte
	var ti tokenInfo
	_, err := pgx.ForEachRow(rows, []any{&tok, &ti.dec, &ti.rank, &ti.symbol, &ti.decimals}, func() error {
		a := common.BytesToAddress(tok)
		t := ti
		t.hex = wire.Address(a).String()
		d.tokens[a] = &t
		return nil
	})
	if err != nil {
		return fmt.Errorf("postgres: batch: tokens: %w", err)
	}
	return nil
}

// loadPrices prices every needed point as priceCTEs does: the batch's price
// point, otherwise token_usd_with_eth with the block's ETH/USD.
func (d *feedDeriver) loadPrices(ctx context.Context, tx pgx.Tx, minLiq string, need map[pointKey]bool) error {
	d.prices = make(map[pointKey]price, len(need))
	others := map[pointKey]*decimal.Decimal{} // the needed points that are not the batch's
	var missTok [][]byte
	var missN []int64
	for k := range need {
		if _, ok := d.points[k]; !ok {
			missTok, missN = append(missTok, k.token.Bytes()), append(missN, int64(k.block))
		}
	}
	if len(missTok) > 0 {
		rows, _ := tx.Query(ctx, `
			WITH e AS (SELECT n, eth_usd_at(n, $3::numeric) AS usd FROM (SELECT DISTINCT n FROM unnest($2::bigint[]) AS n) x)
			SELECT x.tok, x.n, token_usd_with_eth(x.tok, x.n, $3::numeric, e.usd)::text
			FROM unnest($1::bytea[], $2::bigint[]) AS x(tok, n) JOIN e ON e.n = x.n`,
			missTok, missN, minLiq)
		var tok []byte
		var n int64
		var usd *string
		_, err := pgx.ForEachRow(rows, []any{&tok, &n, &usd}, func() error {
			var p *decimal.Decimal
			if usd != nil {
				v, err := decimal.NewFromString(*usd)
				if err != nil {
					return err
				}
				p = &v
			}
			others[pointKey{common.BytesToAddress(tok), uint64(n)}] = p
			return nil
		})
		if err != nil {
			return fmt.Errorf("postgres: batch: prices: %w", err)
		}
	}
	for k := range need {
		usd, ok := d.points[k]
		if !ok {
			usd = others[k]
		}
		d.prices[k] = price{usd: usd, tok: d.tokens[k.token]}
	}
	return nil
}
