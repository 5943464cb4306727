package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"sort"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/mainapi"
)

// Applied blocks' trades, swap and liquidity activity rows and token trade
// rows, computed in Go from their decoded events and copied in. "Batch"
// below is the blocks one transaction applies: a backfill batch
// (ApplyBatch) or the head's one block (Apply).
//
// insertTrades, insertActivity and insertTokenSwaps were the three largest
// statements of a backfill: 2.8 of the 5.7 s Postgres spent replaying the
// 50k-swap mix, about 25 µs an activity row (a jsonb built per row, a
// pricing join, look-ups per row), all of it on the one backend that runs
// the batch while the machine's other core idled. The writer has the
// events in memory, so it reads only what the rows need besides them (the
// pools' first PairCreated, the tokens' metadata and quote ranks, the
// batch's price points) and copies the rows. The SQL statements stay the
// definition: rollbacks and rebuilds run them, so `mainapi rebuild
// --check`, which TestBatchEqualsBlockByBlock, its thin-pool variant and the
// reorg property test run, compares this code with them row for row; the
// valuation reproduces Postgres's numeric arithmetic (numeric.go).

// batchEvents is a batch's blocks and decoded events, as Apply or
// ApplyBatch copied them into the raw tables; txBlocks[i] is the block of ev.Transactions[i].
type batchEvents struct {
	blocks   []mainapi.Block
	ev       *mainapi.Events
	txBlocks []int64
}

type txKey struct {
	block uint64
	hash  common.Hash
}

type pointKey struct {
	token common.Address
	block uint64
}

type pairTokens struct {
	token0, token1 common.Address
	own            bool
}

// tokenInfo is a token's columns of priceCTEs' tk: decimals for valuation
// (18 when unknown), quote rank, and the metadata shown in activity legs.
type tokenInfo struct {
	dec      int32
	rank     int32
	hex      string
	symbol   *string
	decimals *int32
}

// price is a priced point: usd nil when the token has no price at the block.
type price struct {
	usd *decimal.Decimal
	tok *tokenInfo
}

// leg is a row of pair_swap_legs.
type leg struct {
	*mainapi.PairSwap
	pair                pairTokens
	tokenIn, tokenOut   common.Address
	amountIn, amountOut *big.Int
}

// feedDeriver holds what the batch's rows are computed from.
type feedDeriver struct {
	b                  batchEvents
	times              map[uint64]int64
	txFrom             map[txKey]common.Address
	routers            map[txKey][]*mainapi.RouterSwap // by log index
	pairs              map[common.Address]pairTokens
	tokens             map[common.Address]*tokenInfo
	legs               []leg
	syncOrder          []int // the batch's Syncs in block and log order
	prices             map[pointKey]price
	stored             map[addrKey]*candle           // the stored pool candles of the batch's minutes
	below              map[common.Address]*candle    // the first minute's candles below the batch, of pools without a stored one
	pricing            *pricing                      // what the points are priced from
	pointsDone         chan struct{}                 // closed when points are priced
	points             map[pointKey]*decimal.Decimal // the batch's price points
	pointOwn           map[pointKey]bool             // their own column
	pointTokens        map[uint64][]common.Address   // their tokens by block
	storedTokenCandles map[addrKey]*tokenCandle      // the stored token candles of the batch's minutes
	storedHours        map[addrKey]*poolHour         // the stored pool hours of the batch's hours
	fees               []feeStep                     // the swap fee schedule
	contracts          map[common.Address]bool       // the deployment's (wallet activity)
	pairSince          map[common.Address]uint64     // first PairCreated block of the parties that are pools

	// start's results, written by write; each done channel is closed when
	// the goroutine building a table's rows is (wallet activity, trades and
	// token trade rows, activity, pool candles, then token candles and pool
	// hours from the activity rows), tradesDone when the trades are.
	done             []chan struct{}
	tradesDone       chan struct{}
	walletRows       []walletRow
	tradeRows        []trade
	activityRows     []activityRow
	tokenSwapRows    [][]any
	candles          candleRows
	tokenCandleRows  tokenCandleRows
	poolHourRows     poolHourRows
	poolHoursDone    chan struct{}
	tokenCandlesDone chan struct{}
	err              error
}

// newFeedDeriver indexes the batch b's events.
func newFeedDeriver(b batchEvents) *feedDeriver {
	d := &feedDeriver{b: b, times: map[uint64]int64{}, txFrom: map[txKey]common.Address{},
		routers: map[txKey][]*mainapi.RouterSwap{}}
	for i := range b.blocks {
		d.times[b.blocks[i].Number] = int64(b.blocks[i].Timestamp)
	}
	for i, t := range b.ev.Transactions {
		d.txFrom[txKey{uint64(b.txBlocks[i]), t.Hash}] = t.From
	}
	for i := range b.ev.RouterSwaps {
		r := &b.ev.RouterSwaps[i]
		k := txKey{r.Block, r.TxHash}
		d.routers[k] = append(d.routers[k], r)
	}
	for _, rs := range d.routers {
		sort.Slice(rs, func(i, j int) bool { return rs[i].LogIndex < rs[j].LogIndex })
	}
	d.syncOrder = syncOrderOf(d)
	return d
}

// earlyPrepare says whether prepareEarly may run before the batch's raw
// rows are copied: the batch creates no pool.
func (b batchEvents) earlyPrepare() bool { return len(b.ev.PairsCreated) == 0 }

// prepareEarly reads the pools of the batch's events and what its price
// points are priced from, and starts pricing them. It reads no row of the
// batch itself, so when the batch creates no pool (earlyPrepare) it runs
// before the raw rows are copied, and the points are priced while the
// connection copies them.
func (d *feedDeriver) prepareEarly(ctx context.Context, tx pgx.Tx, minLiq string) error {
	if err := d.loadPairs(ctx, tx); err != nil {
		return err
	}
	if err := d.loadPointInputs(ctx, tx, minLiq, int64(d.b.blocks[0].Number)); err != nil {
		return err
	}
	d.pointsDone = make(chan struct{})
	go func() { defer close(d.pointsDone); d.computePoints() }()
	return nil
}

// prepareLate stores the batch's price points and reads what its trades,
// activity, token trade rows and candles are computed from besides its
// events, once its raw rows are copied. start then builds the rows without
// the database (derive runs it while the connection works on the batch's
// other statements) and write stores them.
func (d *feedDeriver) prepareLate(ctx context.Context, tx pgx.Tx, minLiq string) error {
	<-d.pointsDone
	if err := d.copyPoints(ctx, tx); err != nil {
		return err
	}
	for i := range d.b.ev.PairSwaps {
		s := &d.b.ev.PairSwaps[i]
		p, ok := d.pairs[s.Address]
		if !ok {
			continue
		}
		l := leg{PairSwap: s, pair: p, tokenIn: p.token1, tokenOut: p.token0, amountIn: s.Amount1In, amountOut: s.Amount0Out}
		if s.Amount0In.Sign() > 0 {
			l.tokenIn, l.tokenOut, l.amountIn, l.amountOut = p.token0, p.token1, s.Amount0In, s.Amount1Out
		}
		d.legs = append(d.legs, l)
	}
	need := d.needed()
	toks := map[common.Address]bool{}
	for k := range need {
		toks[k.token] = true
	}
	for _, p := range d.pairs {
		toks[p.token0], toks[p.token1] = true, true
	}
	for _, load := range []func() error{
		func() error { return d.loadTokens(ctx, tx, toks) },
		func() error { return d.loadPrices(ctx, tx, minLiq, need, d.points) },
		func() error { return d.loadStoredCandles(ctx, tx) },
		func() error { return d.loadWalletFilters(ctx, tx) },
		func() error { return d.loadStoredTokenCandles(ctx, tx) },
		func() error { return d.loadPoolHourInputs(ctx, tx) },
	} {
		if err := load(); err != nil {
			return err
		}
	}
	return nil
}

// start builds the batch's rows in goroutines, one per table (the token
// trade rows after the trades), so that write copies each table as soon as
// its rows are built while the others are still being built.
func (d *feedDeriver) start() {
	run := func(f func()) chan struct{} {
		done := make(chan struct{})
		go func() { defer close(done); f() }()
		return done
	}
	d.tradesDone = make(chan struct{})
	d.done = []chan struct{}{
		run(func() { d.walletRows = d.walletActivity() }),
		run(func() {
			d.tradeRows = d.trades()
			close(d.tradesDone)
			d.tokenSwapRows = d.tokenSwaps(d.tradeRows)
		}),
		run(func() { d.activityRows, d.err = d.activity() }),
		run(func() { d.candles = d.poolCandles() }),
	}
	activity := d.done[2]
	d.tokenCandlesDone = run(func() { // from the swap activity rows
		if <-activity; d.err == nil {
			d.tokenCandleRows = d.tokenCandles()
		}
	})
	d.poolHoursDone = run(func() { // from the swap activity rows
		if <-activity; d.err == nil {
			d.poolHourRows = d.poolHours()
		}
	})
	d.done = append(d.done, d.tokenCandlesDone, d.poolHoursDone)
}

// wait waits for the goroutines of prepareEarly and start.
func (d *feedDeriver) wait() {
	if d.pointsDone != nil {
		<-d.pointsDone
	}
	for _, c := range d.done {
		<-c
	}
}

// write stores what start built and returns the keys of the keyed rows
// to recompute (touchedKeys, touchedFeedKeys), the pool candles it did not
// write among them.
func (d *feedDeriver) write(ctx context.Context, tx pgx.Tx) (keys, feedKeys, error) {
	wallets, swaps, activity, candles := d.done[0], d.done[1], d.done[2], d.done[3]
	for _, w := range []struct {
		built chan struct{}
		write func(context.Context, pgx.Tx) error
	}{
		{wallets, d.copyWalletActivity},
		{d.tradesDone, d.copyTrades},
		{activity, func(ctx context.Context, tx pgx.Tx) error {
			if d.err != nil {
				return d.err
			}
			return d.copyActivity(ctx, tx)
		}},
		{swaps, d.copyTokenSwaps},
		{candles, d.upsertCandles},
		{d.tokenCandlesDone, d.upsertTokenCandles},
		{d.poolHoursDone, d.upsertPoolHours},
	} {
		<-w.built
		if err := w.write(ctx, tx); err != nil {
			return keys{}, feedKeys{}, err
		}
	}
	k, fk := d.touched()
	k.candlePairs, k.candleMinutes = nil, nil // all written
	fk.candleTokens, fk.candleMinutes = d.tokenCandleRows.fallbackTokens, d.tokenCandleRows.fallbackMinutes
	fk.hourPairs, fk.hours = d.poolHourRows.fallbackPairs, d.poolHourRows.fallbackHours
	return k, fk, nil
}

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
	var out []trade
	for i := range d.b.ev.RouterSwaps {
		r := &d.b.ev.RouterSwaps[i]
		usd, _, _ := d.tradeUSD(r.Block, r.TokenIn, r.AmountIn, r.TokenOut, r.AmountOut)
		out = append(out, trade{pos: r.Pos, source: "router", user: r.User, tokenIn: r.TokenIn, tokenOut: r.TokenOut,
			amountIn: r.AmountIn, amountOut: r.AmountOut, feeToken: r.FeeToken.Bytes(), feeAmount: num(r.FeeAmount), usd: usd})
	}
	for _, l := range d.legs {
		if l.pair.own {
			continue
		}
		user, ok := d.txFrom[txKey{l.Block, l.TxHash}]
		if !ok {
			user = l.To
		}
		usd, _, _ := d.tradeUSD(l.Block, l.tokenIn, l.amountIn, l.tokenOut, l.amountOut)
		out = append(out, trade{pos: l.Pos, source: "ext", pair: l.Address.Bytes(), user: user, tokenIn: l.tokenIn,
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

// activityLeg and activityData are the data column of an activity row, as
// insertActivity's jsonb_build_object builds it.
type activityLeg struct {
	Token    string  `json:"token"`
	Amount   string  `json:"amount"`
	Symbol   *string `json:"symbol"`
	Decimals *int32  `json:"decimals"`
	Side     string  `json:"side"`
}

type activityCtx struct {
	PairAddress string `json:"pairAddress"`
}

type activityData struct {
	Ctx       activityCtx   `json:"ctx"`
	Pair      string        `json:"pair,omitempty"`
	Legs      []activityLeg `json:"legs"`
	Recipient string        `json:"recipient,omitempty"`
	USDValue  string        `json:"usdValue"`
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

// nextRouter is the first FeeRouter Swap after log index li in the
// transaction, if any.
func (d *feedDeriver) nextRouter(k txKey, li uint) *mainapi.RouterSwap {
	rs := d.routers[k]
	i := sort.Search(len(rs), func(i int) bool { return rs[i].LogIndex > li })
	if i == len(rs) {
		return nil
	}
	return rs[i]
}

// activityRow is a row of activity (status completed, venue neoswap).
type activityRow struct {
	pos  mainapi.Pos
	user common.Address
	kind string
	usd  decimal.Decimal
	data []byte
}

// activity builds the swap rows (every leg) and the liquidity rows.
func (d *feedDeriver) activity() ([]activityRow, error) {
	type row = activityRow
	var rows []row
	for _, l := range d.legs {
		k := txKey{l.Block, l.TxHash}
		user := l.To
		if r := d.nextRouter(k, l.LogIndex); r != nil {
			user = r.User
		} else if from, ok := d.txFrom[k]; ok {
			user = from
		}
		usd, pi, po := d.tradeUSD(l.Block, l.tokenIn, l.amountIn, l.tokenOut, l.amountOut)
		data, err := json.Marshal(activityData{
			Ctx: activityCtx{hexAddr(l.Address)},
			Legs: []activityLeg{
				{pi.tok.hex, l.amountIn.String(), pi.tok.symbol, pi.tok.decimals, "in"},
				{po.tok.hex, l.amountOut.String(), po.tok.symbol, po.tok.decimals, "out"},
			},
			USDValue: numericText(usd),
		})
		if err != nil {
			return nil, err
		}
		rows = append(rows, row{l.Pos, user, "swap", usd, data})
	}
	var err error
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
		var data []byte
		data, err = json.Marshal(activityData{
			Ctx:  activityCtx{hexAddr(l.pos.Address)},
			Pair: hexAddr(l.pos.Address),
			Legs: []activityLeg{
				{p0.tok.hex, l.amount0.String(), p0.tok.symbol, p0.tok.decimals, "pool"},
				{p1.tok.hex, l.amount1.String(), p1.tok.symbol, p1.tok.decimals, "pool"},
			},
			Recipient: hexAddr(l.recipient),
			USDValue:  numericText(usd),
		})
		rows = append(rows, row{l.pos, user, l.kind, usd, data})
	})
	return rows, err
}

func (d *feedDeriver) copyActivity(ctx context.Context, tx pgx.Tx) error {
	rows := d.activityRows
	_, err := tx.CopyFrom(ctx, pgx.Identifier{"activity"},
		[]string{"block_number", "log_index", "tx_hash", "user_address", "kind", "status", "venue", "timestamp", "pair", "usd_value", "data"},
		pgx.CopyFromSlice(len(rows), func(i int) ([]any, error) {
			r := &rows[i]
			return []any{int64(r.pos.Block), int32(r.pos.LogIndex), r.pos.TxHash.Bytes(), r.user.Bytes(), r.kind, "completed",
				"neoswap", d.times[r.pos.Block], r.pos.Address.Bytes(), numericParam(r.usd), json.RawMessage(r.data)}, nil
		}))
	if err != nil {
		return fmt.Errorf("postgres: batch activity: %w", err)
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
		r := d.nextRouter(txKey{l.Block, l.TxHash}, l.LogIndex)
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
	var rows [][]any
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

// hexAddr is hex_addr(a): 0x and lowercase hex.
func hexAddr(a common.Address) string { return "0x" + common.Bytes2Hex(a.Bytes()) }
