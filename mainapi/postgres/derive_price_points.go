package postgres

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"sort"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// The token price points of applied blocks (a batch, or the head's one block), computed in Go
// (insertTokenPricePoints was the largest statement of a backfill once
// the feeds and candles moved to Go; BenchmarkReplayMix): for each block
// and each token of a tracked pool with a Sync in it, the token's USD price
// as of the block, with the statement's formulas and Postgres's numeric
// arithmetic (numeric.go). The pools that set prices (ethpools, quoted)
// and their reserves before the batch are read from the database, the
// batch's Syncs roll the reserves forward block by block.

// quotePool is a row of the CTE quoted (or of ethpools: t WETH, q the
// stable, qrole "stable").
type quotePool struct {
	pair    common.Address
	created uint64
	t, q    common.Address
	tIs0    bool
	qrole   string
	dt, dq  int32
}

// pricing is what the price points are computed from.
type pricing struct {
	minLiq   decimal.Decimal
	roles    map[common.Address]string // weth, usdc, usdt, neo
	neos     []common.Address
	ethpools []quotePool
	quoted   map[common.Address][]quotePool        // by t
	reserves map[common.Address][2]*big.Int        // latest Sync at or before the block being priced
	units    map[common.Address][2]decimal.Decimal // sides of those reserves, by pool (cleared on a Sync)
}

// loadPointInputs lists the batch's price points (each token of a tracked
// pool with a Sync in a block, own when one of those pools is) and reads
// what they are priced from.
func (d *feedDeriver) loadPointInputs(ctx context.Context, tx pgx.Tx, minLiq string, from int64) error {
	d.pointOwn = map[pointKey]bool{}
	d.pointTokens = map[uint64][]common.Address{}
	tokens := map[common.Address]bool{}
	for _, i := range d.syncOrder {
		s := &d.b.ev.Syncs[i]
		tp, ok := d.pairs[s.Address]
		if !ok {
			continue
		}
		for _, t := range []common.Address{tp.token0, tp.token1} {
			k := pointKey{t, s.Block}
			own, seen := d.pointOwn[k]
			if !seen {
				d.pointTokens[s.Block] = append(d.pointTokens[s.Block], t)
			}
			d.pointOwn[k] = own || tp.own
			tokens[t] = true
		}
	}
	if len(d.pointOwn) == 0 {
		return nil
	}
	var err error
	d.pricing, err = loadPricing(ctx, tx, minLiq, d.contracts, tokens, from)
	return err
}

// computePoints prices the batch's points block by block, the pricing
// pools' reserves rolled forward by the batch's Syncs (no database).
func (d *feedDeriver) computePoints() {
	d.points = make(map[pointKey]*decimal.Decimal, len(d.pointOwn))
	pr := d.pricing
	if pr == nil {
		return
	}
	blocks := map[uint64][]int{} // the syncs of each block, in log order
	for _, i := range d.syncOrder {
		blocks[d.b.ev.Syncs[i].Block] = append(blocks[d.b.ev.Syncs[i].Block], i)
	}
	for bi := range d.b.blocks {
		n := d.b.blocks[bi].Number
		for _, i := range blocks[n] {
			s := &d.b.ev.Syncs[i]
			if _, ok := pr.reserves[s.Address]; ok {
				pr.reserves[s.Address] = [2]*big.Int{s.Reserve0, s.Reserve1}
				delete(pr.units, s.Address)
			}
		}
		toks := d.pointTokens[n]
		if len(toks) == 0 {
			continue
		}
		eth := pr.ethUSD(n)
		neo := map[common.Address]*decimal.Decimal{}
		for _, c := range pr.neos {
			neo[c] = pr.best(c, n, eth, nil, true)
		}
		for _, t := range toks {
			var usd *decimal.Decimal
			switch pr.roles[t] {
			case "usdc", "usdt":
				one := decimal.New(1, 0)
				usd = &one
			case "weth":
				usd = eth
			default:
				usd = pr.best(t, n, eth, neo, false)
			}
			d.points[pointKey{t, n}] = usd
		}
	}
}

// copyPoints stores the batch's price points.
func (d *feedDeriver) copyPoints(ctx context.Context, tx pgx.Tx) error {
	keys := make([]pointKey, 0, len(d.points))
	for k := range d.points {
		keys = append(keys, k)
	}
	if _, err := pgcopy.Typed(ctx, tx, "token_price_points", []string{"token", "block_number", "usd", "own"},
		len(keys), func(i int, r *pgcopy.Row) error {
			k := &keys[i]
			r.Bytes(k.token[:])
			r.Int64(int64(k.block))
			if usd := d.points[*k]; usd != nil {
				r.Decimal(*usd)
			} else {
				r.Bytes(nil) // NULL: not priceable
			}
			r.Bool(d.pointOwn[*k])
			return nil
		}); err != nil {
		return fmt.Errorf("postgres: batch price points: %w", err)
	}
	return nil
}

// loadPricing reads the pricing pools of tokens (and NEO) and their
// reserves before block from.
func loadPricing(ctx context.Context, tx pgx.Tx, minLiq string, contracts map[common.Address]string,
	tokens map[common.Address]bool, from int64) (*pricing, error) {
	ml, err := decimal.NewFromString(minLiq)
	if err != nil {
		return nil, fmt.Errorf("postgres: batch price points: minimum liquidity %q: %w", minLiq, err)
	}
	pr := &pricing{minLiq: ml, roles: map[common.Address]string{}, quoted: map[common.Address][]quotePool{},
		reserves: map[common.Address][2]*big.Int{}, units: map[common.Address][2]decimal.Decimal{}}
	for a, role := range contracts {
		switch role {
		case "weth", "usdc", "usdt":
			pr.roles[a] = role
		case "neo":
			pr.roles[a] = role
			pr.neos = append(pr.neos, a)
		}
	}
	fail := func(what string, err error) error {
		return fmt.Errorf("postgres: batch price points: %s: %w", what, err)
	}

	scanPools := func(what, sql string, args []any, add func(quotePool)) error {
		var pair, t, q []byte
		var created int64
		var qp quotePool
		rows, _ := tx.Query(ctx, sql, args...)
		_, err := pgx.ForEachRow(rows, []any{&pair, &created, &t, &qp.tIs0, &q, &qp.qrole, &qp.dt, &qp.dq}, func() error {
			qp.pair, qp.created, qp.t, qp.q = common.BytesToAddress(pair), uint64(created), common.BytesToAddress(t), common.BytesToAddress(q)
			add(qp)
			pr.reserves[qp.pair] = [2]*big.Int{}
			return nil
		})
		if err != nil {
			return fail(what, err)
		}
		return nil
	}
	err = scanPools("eth pools", `WITH `+ethPoolsCTE+`
		SELECT e.pair, e.created, w.address, e.weth_is0, '\x'::bytea, 'stable', e.dw, e.ds
		FROM ethpools e CROSS JOIN (SELECT address FROM contracts WHERE role = 'weth') w`, nil,
		func(qp quotePool) { pr.ethpools = append(pr.ethpools, qp) })
	if err != nil {
		return nil, err
	}
	var toks [][]byte
	for t := range tokens {
		toks = append(toks, t.Bytes())
	}
	err = scanPools("quoted pools", `WITH p AS (SELECT unnest($1::bytea[]) AS token), `+quotedCTE+`
		SELECT pair, created, t, t_is0, q, qrole, dt, dq FROM quoted`, []any{toks},
		func(qp quotePool) { pr.quoted[qp.t] = append(pr.quoted[qp.t], qp) })
	if err != nil {
		return nil, err
	}

	var pools [][]byte
	for p := range pr.reserves {
		pools = append(pools, p.Bytes())
	}
	rows, _ := tx.Query(ctx, `
		SELECT k.pair, r.reserve0::text, r.reserve1::text
		FROM unnest($1::bytea[]) AS k(pair)
		JOIN LATERAL (SELECT reserve0, reserve1 FROM pair_syncs WHERE address = k.pair AND block_number < $2
		              ORDER BY block_number DESC, log_index DESC LIMIT 1) r ON true`, pools, from)
	var pair []byte
	var r0, r1 string
	_, err = pgx.ForEachRow(rows, []any{&pair, &r0, &r1}, func() error {
		x0, x1, err := parseIntegers(r0, r1)
		pr.reserves[common.BytesToAddress(pair)] = [2]*big.Int{x0, x1}
		return err
	})
	if err != nil {
		return nil, fail("reserves", err)
	}
	return pr, nil
}

// sides are a pool's reserves of t and q in whole units (reserve /
// power(10::numeric, decimals)); ok is false before the pool's first Sync.
func (pr *pricing) sides(qp *quotePool) (t, q decimal.Decimal, ok bool) {
	r := pr.reserves[qp.pair]
	if r[0] == nil {
		return t, q, false
	}
	// A pool's two sides, cached until its next Sync: a pool quotes its
	// token at every block it is priced in. The decimals of a pool's two
	// tokens are the same in every quoted row of it.
	u, ok := pr.units[qp.pair]
	if !ok {
		d0, d1 := qp.dq, qp.dt
		if qp.tIs0 {
			d0, d1 = qp.dt, qp.dq
		}
		u = [2]decimal.Decimal{unitsOf(r[0], d0), unitsOf(r[1], d1)}
		pr.units[qp.pair] = u
	}
	if qp.tIs0 {
		return u[0], u[1], true
	}
	return u[1], u[0], true
}

// liquid is 2 * usd >= min_liq.
func (pr *pricing) liquid(usd decimal.Decimal) bool {
	return usd.Mul(decimal.New(2, 0)).Cmp(pr.minLiq) >= 0
}

// ethUSD is the CTE eth's usd for block n: Σ stable / Σ WETH over the eth
// pools created by n with a Sync by n that hold min_liq; nil when none does.
func (pr *pricing) ethUSD(n uint64) *decimal.Decimal {
	var eth, usd decimal.Decimal
	any := false
	for i := range pr.ethpools {
		ep := &pr.ethpools[i]
		if ep.created > n {
			continue
		}
		e, u, ok := pr.sides(ep)
		if !ok || !pr.liquid(u) {
			continue
		}
		if !any {
			eth, usd, any = e, u, true
		} else {
			eth, usd = eth.Add(e), usd.Add(u)
		}
	}
	if !any || eth.Sign() <= 0 {
		return nil
	}
	v := numericDiv(usd, eth)
	return &v
}

// best is the CTE best's (or, for NEO itself, neo's) price of token t at
// block n: in the quoting pool with the most USD on its quote side among
// those created by n with a Sync by n, a positive t side and min_liq
// (ties: the lowest pool address), the quote side's USD over the t side.
func (pr *pricing) best(t common.Address, n uint64, eth *decimal.Decimal, neo map[common.Address]*decimal.Decimal, neoItself bool) *decimal.Decimal {
	var bestUSD, bestTok decimal.Decimal
	var bestPair common.Address
	found := false
	for _, qp := range pr.quoted[t] {
		if qp.created > n || neoItself && qp.qrole == "neo" {
			continue
		}
		tok, q, ok := pr.sides(&qp)
		if !ok {
			continue
		}
		switch qp.qrole {
		case "weth":
			if eth == nil {
				continue
			}
			q = q.Mul(*eth)
		case "neo":
			p := neo[qp.q]
			if p == nil {
				continue
			}
			q = q.Mul(*p)
		default:
			q = q.Mul(decimal.New(1, 0))
		}
		if tok.Sign() <= 0 || !pr.liquid(q) {
			continue
		}
		if c := q.Cmp(bestUSD); !found || c > 0 || c == 0 && bytes.Compare(qp.pair.Bytes(), bestPair.Bytes()) < 0 {
			bestUSD, bestTok, bestPair, found = q, tok, qp.pair, true
		}
	}
	if !found {
		return nil
	}
	v := numericDiv(bestUSD, bestTok)
	return &v
}

// syncOrderOf is the indexes of syncs in block and log order.
func syncOrderOf(d *feedDeriver) []int {
	syncs := d.b.ev.Syncs
	order := make([]int, len(syncs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := &syncs[order[i]], &syncs[order[j]]
		return a.Block < b.Block || a.Block == b.Block && a.LogIndex < b.LogIndex
	})
	return order
}
