package postgres

import (
	"context"
	"math/big"
	"sort"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/mainapi"
)

// Applied blocks' derived rows computed in Go from their decoded events and
// copied in: the deriver, its steps and its inputs. "Batch" below is the
// blocks one transaction applies: a backfill batch (ApplyBatch) or the
// head's one block (Apply). The rows are built in derive_trades.go (trades,
// with their hops), derive_activity.go, derive_price_points.go,
// derive_pool_candles.go, derive_token_candles.go, derive_pool_hours.go and
// derive_batch_keys.go; what they are built from besides the events is read
// in derive_batch_load.go.
//
// insertTrades, insertActivity and the token swap rows' INSERT were the
// three largest statements of a backfill, about half of the time Postgres
// spent replaying the bench mix (a jsonb built per row, a pricing join,
// look-ups per row), all of it on the one backend that runs
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
	// dex is what the DEX's applied step leaves to the domains after it
	// (deriveApplied sets it; nil: nothing).
	dex *dexApplied
}

// dexApplied is what the DEX's applied step computed that a later
// domain's reads: the batch's price points (stored by then), which the
// farm actions are valued with.
type dexApplied struct {
	points map[pointKey]*decimal.Decimal
	// prices are the points the DEX's rows were valued with (needed):
	// every FeeRouter swap's tokens and fee token at its block, which the
	// Rakeback accruals are valued with.
	prices map[pointKey]price
	// trades are the batch's rows of trades (with their USD values), which
	// the points are scored from; times the batch's block times.
	trades []trade
	times  map[uint64]int64
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

// leg is a row of pair_swap_legs, with the FeeRouter Swap that closes it
// (the next one in its transaction; nil for none).
type leg struct {
	*mainapi.PairSwap
	pair                pairTokens
	tokenIn, tokenOut   common.Address
	amountIn, amountOut *big.Int
	router              *mainapi.RouterSwap
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
	candleKeys         []addrKey                     // the batch's pool candle keys
	tokenCandleKeys    []addrKey                     // its token candle keys
	hourKeys           []addrKey                     // its pool hour keys
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
	contracts          map[common.Address]string     // the deployment's, with their roles
	pairSince          map[common.Address]uint64     // first PairCreated block of the parties that are pools

	// start's results, written by write, each table's with the channel
	// closed when its goroutine has built them (token candles and pool
	// hours are built from the activity rows).
	walletRows       []walletRow
	walletsDone      chan struct{}
	tradeRows        []trade
	tradesDone       chan struct{}
	activityRows     []activityRow
	activityDone     chan struct{}
	candles          candleRows
	candlesDone      chan struct{}
	tokenCandleRows  tokenCandleRows
	tokenCandlesDone chan struct{}
	poolHourRows     poolHourRows
	poolHoursDone    chan struct{}
}

// newFeedDeriver indexes the batch b's events.
func newFeedDeriver(b batchEvents) *feedDeriver {
	d := &feedDeriver{b: b, times: make(map[uint64]int64, len(b.blocks)),
		txFrom:  make(map[txKey]common.Address, len(b.ev.Transactions)),
		routers: make(map[txKey][]*mainapi.RouterSwap, len(b.ev.RouterSwaps))}
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

// readByDeriver are the raw tables whose rows of the batch the Go
// deriver's reads see (prepareEarly, prepareLate): the pools
// (pairs_created), the Syncs that token_usd_with_eth prices from, and the
// swap fee schedule's SwapFeeSet (admin_events). They are copied before
// those reads; the other raw tables while start builds the batch's rows,
// so that the connection copies them meanwhile instead of waiting for
// the rows (the SQL steps of deriveDEXApplied read them, and run after).
func readByDeriver(table string) bool {
	return table == "pairs_created" || table == "pair_syncs" || table == "admin_events"
}

// deriveDEXApplied derives the DEX rows of the blocks of b, just applied,
// from their events (dexDomain.applied). The deriver's early step runs
// before the raw rows are copied when it may (earlyPrepare), so that the
// points are priced while the connection copies; the raw tables its reads
// see are copied before those reads, the others while start builds the
// rows; then the statements that do not read those rows (revenue items,
// LP) run, the rows are written, and the keyed rows they touched are
// recomputed.
func deriveDEXApplied(ctx context.Context, tx pgx.Tx, minLiq string, b batchEvents, copyRaw func(tables func(string) bool) error) error {
	d := newFeedDeriver(b)
	defer func() { // after d.wait: the points are computed
		if b.dex != nil {
			b.dex.points, b.dex.prices = d.points, d.prices
			b.dex.trades, b.dex.times = d.tradeRows, d.times
		}
	}()
	defer d.wait() // no computation outlives its transaction
	early := b.earlyPrepare()
	if early {
		if err := d.prepareEarly(ctx, tx, minLiq); err != nil {
			return err
		}
	}
	if err := copyRaw(readByDeriver); err != nil {
		return err
	}
	if !early {
		if err := d.prepareEarly(ctx, tx, minLiq); err != nil {
			return err
		}
	}
	if err := d.prepareLate(ctx, tx, minLiq); err != nil {
		return err
	}
	d.start()
	if err := copyRaw(func(t string) bool { return !readByDeriver(t) }); err != nil {
		return err
	}
	from, to := int64(b.blocks[0].Number), int64(b.blocks[len(b.blocks)-1].Number)
	steps := []step{{"revenue items", insertRevenueItems, []any{from, to, minLiq}, false}}
	if err := runSteps(ctx, tx, "derive", append(steps, appendLP(from, to)...)...); err != nil {
		return err
	}
	k, fk, err := d.write(ctx, tx)
	if err != nil {
		return err
	}
	return recomputeAppended(ctx, tx, minLiq, from, to, k, fk)
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

// earlyPrepare says whether prepareEarly may run before the batch's raw
// rows are copied: the batch creates no pool.
func (b batchEvents) earlyPrepare() bool { return len(b.ev.PairsCreated) == 0 }

// prepareEarly reads the pools of the batch's events and what its price
// points are priced from, and starts pricing them. It reads no row of the
// batch itself, so when the batch creates no pool (earlyPrepare) it runs
// before the raw rows are copied, and the points are priced while the
// connection copies them.
func (d *feedDeriver) prepareEarly(ctx context.Context, tx pgx.Tx, minLiq string) error {
	if err := d.loadContracts(ctx, tx); err != nil {
		return err
	}
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
// activity and candles are computed from besides its
// events, once its raw rows are copied. start then builds the rows without
// the database (deriveDEXApplied runs it while the connection works on the batch's
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
		l := leg{PairSwap: s, pair: p, tokenIn: p.token1, tokenOut: p.token0, amountIn: s.Amount1In, amountOut: s.Amount0Out,
			router: d.nextRouter(txKey{s.Block, s.TxHash}, s.LogIndex)}
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
		func() error { return d.loadPrices(ctx, tx, minLiq, need) },
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
// candles after the trades), so that write copies each table as soon as
// its rows are built while the others are still being built.
func (d *feedDeriver) start() {
	run := func(f func()) chan struct{} {
		done := make(chan struct{})
		go func() { defer close(done); f() }()
		return done
	}
	d.walletsDone = run(func() { d.walletRows = d.walletActivity() })
	d.tradesDone = run(func() { d.tradeRows = d.trades() })
	d.activityDone = run(func() { d.activityRows = d.activity() })
	d.candlesDone = run(func() { d.candles = d.poolCandles() })
	d.tokenCandlesDone = run(func() {
		<-d.tradesDone
		d.tokenCandleRows = d.tokenCandles()
	})
	d.poolHoursDone = run(func() {
		<-d.activityDone
		d.poolHourRows = d.poolHours()
	})
}

// wait waits for the goroutines of prepareEarly and start.
func (d *feedDeriver) wait() {
	for _, c := range []chan struct{}{d.pointsDone, d.walletsDone, d.tradesDone, d.activityDone,
		d.candlesDone, d.tokenCandlesDone, d.poolHoursDone} {
		if c != nil {
			<-c
		}
	}
}

// write stores what start built and returns the keys of the keyed rows
// to recompute (touchedKeys, touchedFeedKeys): those of the rollups it did
// not write (a pool hour whose TVL needs a price that is not a point).
func (d *feedDeriver) write(ctx context.Context, tx pgx.Tx) (keys, feedKeys, error) {
	for _, w := range []struct {
		built chan struct{}
		write func(context.Context, pgx.Tx) error
	}{
		{d.walletsDone, d.copyWalletActivity},
		{d.tradesDone, d.copyTrades},
		{d.activityDone, d.copyActivity},
		{d.candlesDone, d.upsertCandles},
		{d.tokenCandlesDone, d.upsertTokenCandles},
		{d.poolHoursDone, d.upsertPoolHours},
	} {
		<-w.built
		if err := w.write(ctx, tx); err != nil {
			return keys{}, feedKeys{}, err
		}
	}
	k, fk := d.touched()
	fk.hourPairs, fk.hours = d.poolHourRows.fallbackPairs, d.poolHourRows.fallbackHours
	return k, fk, nil
}
