package postgres

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/shopspring/decimal"
)

// What a batch's Go rows are built from besides its events (see
// derive_batch.go).

// loadPairs reads the first PairCreated of every pool the batch's swaps,
// mints and burns are on (tracked_pairs; pools not tracked have no rows).
func (d *feedDeriver) loadPairs(ctx context.Context, tx pgx.Tx) error {
	seen := map[common.Address]bool{}
	var addrs [][]byte
	add := func(a common.Address) {
		if !seen[a] {
			seen[a] = true
			addrs = append(addrs, a.Bytes())
		}
	}
	for i := range d.b.ev.PairSwaps {
		add(d.b.ev.PairSwaps[i].Address)
	}
	for i := range d.b.ev.Mints {
		add(d.b.ev.Mints[i].Address)
	}
	for i := range d.b.ev.Burns {
		add(d.b.ev.Burns[i].Address)
	}
	for i := range d.b.ev.Syncs {
		add(d.b.ev.Syncs[i].Address)
	}
	d.pairs = make(map[common.Address]pairTokens, len(addrs))
	if len(addrs) == 0 {
		return nil
	}
	rows, err := tx.Query(ctx, `
		SELECT k.pair, c.token0, c.token1, c.own
		FROM unnest($1::bytea[]) AS k(pair)
		JOIN LATERAL (SELECT token0, token1, own FROM pairs_created pc WHERE pc.pair = k.pair
		              ORDER BY pc.block_number, pc.log_index LIMIT 1) c ON true`, addrs)
	if err != nil {
		return fmt.Errorf("postgres: batch trades: pairs: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var pair, t0, t1 []byte
		var own bool
		if err := rows.Scan(&pair, &t0, &t1, &own); err != nil {
			return fmt.Errorf("postgres: batch trades: pairs: %w", err)
		}
		d.pairs[common.BytesToAddress(pair)] = pairTokens{common.BytesToAddress(t0), common.BytesToAddress(t1), own}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("postgres: batch trades: pairs: %w", err)
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
	rows, err := tx.Query(ctx, `
		SELECT x.tok, coalesce(m.decimals, 18), quote_rank(x.tok), m.symbol, m.decimals
		FROM unnest($1::bytea[]) AS x(tok) LEFT JOIN token_metadata m ON m.address = x.tok`, toks)
	if err != nil {
		return fmt.Errorf("postgres: batch trades: tokens: %w", err)
	}
	for rows.Next() {
		var tok []byte
		var ti tokenInfo
		if err := rows.Scan(&tok, &ti.dec, &ti.rank, &ti.symbol, &ti.decimals); err != nil {
			rows.Close()
			return fmt.Errorf("postgres: batch trades: tokens: %w", err)
		}
		a := common.BytesToAddress(tok)
		ti.hex = hexAddr(a)
		d.tokens[a] = &ti
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("postgres: batch trades: tokens: %w", err)
	}
	return nil
}

// loadPrices prices every needed point as priceCTEs does: the batch's price
// point (points), otherwise token_usd_with_eth with the block's ETH/USD.
func (d *feedDeriver) loadPrices(ctx context.Context, tx pgx.Tx, minLiq string, need map[pointKey]bool, points map[pointKey]*decimal.Decimal) error {
	d.prices = make(map[pointKey]price, len(need))
	if len(need) == 0 {
		return nil
	}

	stored := points
	scan := func(what, sql string, args ...any) error {
		rows, err := tx.Query(ctx, sql, args...)
		if err != nil {
			return fmt.Errorf("postgres: batch trades: %s: %w", what, err)
		}
		defer rows.Close()
		for rows.Next() {
			var tok []byte
			var n int64
			var usd *string
			if err := rows.Scan(&tok, &n, &usd); err != nil {
				return fmt.Errorf("postgres: batch trades: %s: %w", what, err)
			}
			var p *decimal.Decimal
			if usd != nil {
				v, err := decimal.NewFromString(*usd)
				if err != nil {
					return fmt.Errorf("postgres: batch trades: %s: %w", what, err)
				}
				p = &v
			}
			stored[pointKey{common.BytesToAddress(tok), uint64(n)}] = p
		}
		return rows.Err()
	}
	var missTok [][]byte
	var missN []int64
	for k := range need {
		if _, ok := stored[k]; !ok {
			missTok, missN = append(missTok, k.token.Bytes()), append(missN, int64(k.block))
		}
	}
	if len(missTok) > 0 {
		if err := scan("prices", `
			WITH e AS (SELECT n, eth_usd_at(n, $3::numeric) AS usd FROM (SELECT DISTINCT n FROM unnest($2::bigint[]) AS n) x)
			SELECT x.tok, x.n, token_usd_with_eth(x.tok, x.n, $3::numeric, e.usd)::text
			FROM unnest($1::bytea[], $2::bigint[]) AS x(tok, n) JOIN e ON e.n = x.n`,
			missTok, missN, minLiq); err != nil {
			return err
		}
	}
	for k := range need {
		d.prices[k] = price{usd: stored[k], tok: d.tokens[k.token]}
	}
	return nil
}
