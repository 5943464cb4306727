package postgres

import (
	"context"
	"fmt"
	"math/big"
	"sort"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// Applied blocks' farm actions and their activity rows, computed in Go from
// the batch's farm events and copied in (insertFarmActions and
// insertFarmActivity, which a rebuild and a rollback run, stay the
// definition; `rebuild --check` compares the two, as for the DEX's rows,
// derive_batch.go). The two statements were the farm domain's largest
// cost in a backfill (docs/performance.md, "The farms' cost"). What the rows need besides the events
// is read in one query (farmInputs: the chef pools' first PoolAdded, the
// pair's tokens, creation block, LP supply after the batch, reserves
// before it and metadata, and NEO's), the prices are the DEX's points of
// the batch (dexApplied; stored by then, so priceCTEs would read them)
// and, for the few valued points that are not points, the SQL pricing in
// a second query. The batch's Syncs roll the reserves forward and its LP
// mints and burns are taken off the supply, as reserves_at and the
// statement's later CTE do.

// farmAction is a row of farm_actions being built.
type farmAction struct {
	pos                 *mainapi.Pos // Address: the chef
	wallet              common.Address
	pid                 uint64
	kind, event         string
	amount, cooldownEnd *big.Int
	lpToken             *common.Address // nil: no PoolAdded of the pool by the block
	lpSupply            *big.Int
	liquid, vested      *big.Int
	usd                 decimal.Decimal
	liquidUSD           *decimal.Decimal
	vestedUSD           *decimal.Decimal
}

// farmActionsOf lists the stake, unstake and harvest actions of f
// (insertFarmActions' CTE a).
func farmActionsOf(f *mainapi.FarmEvents) []farmAction {
	out := make([]farmAction, 0, len(f.Deposits)+len(f.Withdrawals)+len(f.Emergency)+len(f.Rewards))
	for i := range f.Deposits {
		e := &f.Deposits[i]
		out = append(out, farmAction{pos: &e.Pos, wallet: e.User, pid: e.Pid, kind: "stake", event: "Deposit", amount: e.Amount})
	}
	for i := range f.Withdrawals {
		e := &f.Withdrawals[i]
		if e.Kind == mainapi.FarmWithdraw || e.Kind == mainapi.FarmWithdrawQueued {
			out = append(out, farmAction{pos: &e.Pos, wallet: e.User, pid: e.Pid, kind: "unstake", event: e.Kind,
				amount: e.Amount, cooldownEnd: e.CooldownEnd})
		}
	}
	for i := range f.Emergency {
		e := &f.Emergency[i]
		out = append(out, farmAction{pos: &e.Pos, wallet: e.User, pid: e.Pid, kind: "unstake", event: "EmergencyWithdraw",
			amount: e.Amount})
	}
	for i := range f.Rewards {
		e := &f.Rewards[i]
		if e.Kind == mainapi.FarmRewardPaid {
			out = append(out, farmAction{pos: &e.Pos, wallet: e.User, pid: e.Pid, kind: "harvest", event: e.Kind, amount: e.Amount})
		}
	}
	return out
}

// chefPid is a chef's pool.
type chefPid struct {
	chef common.Address
	pid  uint64
}

// farmPool is what a chef pool's actions are valued and shown with: its
// first PoolAdded (lpToken nil when none) and, when its LP token is a
// pool (pools), the pair's columns.
type farmPool struct {
	lpToken    *common.Address
	added      uint64
	isPair     bool
	pair       pairTokens
	created    uint64
	supply     *big.Int    // lp_supplies' after the batch (nil: none)
	reserves   [2]*big.Int // the latest Sync before the batch (nil: none)
	symbol     *string     // the LP token's metadata
	decimals   *int32
	sym0, sym1 *string // its pair's tokens' symbols
}

// farmInputs reads the chef pools of actions (their CTE pa and the lp,
// lps and tm columns) and the NEO contract (nil when none) with its
// metadata.
const farmInputs = `
WITH neo AS MATERIALIZED (SELECT address FROM contracts WHERE role = 'neo' LIMIT 1)
SELECT k.chef, k.pid, pa.lp_token, pa.block_number, p.token0, p.token1, p.created_block, s.total_supply::text,
       r.reserve0::text, r.reserve1::text, ml.symbol, ml.decimals, m0.symbol, m0.decimals, m1.symbol, m1.decimals,
       neo.address, mn.symbol, mn.decimals
FROM unnest($1::bytea[], $2::bigint[]) AS k(chef, pid)
LEFT JOIN neo ON true
LEFT JOIN token_metadata mn ON mn.address = neo.address
LEFT JOIN LATERAL (SELECT pc.lp_token, pc.block_number FROM farm_pool_changes pc
                   WHERE pc.address = k.chef AND pc.pid = k.pid AND pc.kind = 'PoolAdded'
                   ORDER BY pc.block_number, pc.log_index LIMIT 1) pa ON true
LEFT JOIN pools p ON p.pair = pa.lp_token
LEFT JOIN lp_supplies s ON s.pair = p.pair
LEFT JOIN LATERAL (SELECT reserve0, reserve1 FROM pair_syncs
                   WHERE address = p.pair AND block_number < $3
                   ORDER BY block_number DESC, log_index DESC LIMIT 1) r ON true
LEFT JOIN token_metadata ml ON ml.address = pa.lp_token
LEFT JOIN token_metadata m0 ON m0.address = p.token0
LEFT JOIN token_metadata m1 ON m1.address = p.token1`

// farmPrices prices the points ($1[i] token, $2[i] block) as
// insertFarmActions does ($3: minimum liquidity), when the DEX's points
// are not at hand.
const farmPrices = `
WITH need AS (SELECT DISTINCT tok, n FROM unnest($1::bytea[], $2::bigint[]) AS need(tok, n)),
` + priceCTEs + `
SELECT tok, n, usd::text FROM px`

// farmPricesNotPoints prices the points ($1[i] token, $2[i] block) that
// are not the batch's price points, as priceCTEs does those not stored
// ($3: minimum liquidity).
const farmPricesNotPoints = `
WITH e AS (SELECT n, eth_usd_at(n, $3::numeric) AS usd FROM (SELECT DISTINCT n FROM unnest($2::bigint[]) AS n) x)
SELECT x.tok, x.n, token_usd_with_eth(x.tok, x.n, $3::numeric, e.usd)::text
FROM unnest($1::bytea[], $2::bigint[]) AS x(tok, n) JOIN e ON e.n = x.n`

// farmDeriver derives a batch's farm actions and activity rows.
type farmDeriver struct {
	b       batchEvents
	actions []farmAction
	pools   map[chefPid]*farmPool
	neo     *common.Address
	tokens  map[common.Address]*tokenInfo // the valued tokens' priceCTEs tk columns (no hex)
	prices  map[pointKey]price
	syncs   map[common.Address][]*mainapi.Sync // the batch's, by pair, in block and log order
	lpDelta map[common.Address][]lpDelta       // the batch's LP mints and burns, by pair, in block order
}

// lpDelta is a block's change of an LP token's supply.
type lpDelta struct {
	block uint64
	d     *big.Int
}

// appliedFarmActions derives and copies the farm actions and activity
// rows of the applied batch b, whose raw rows are copied.
func appliedFarmActions(ctx context.Context, tx pgx.Tx, minLiq string, b batchEvents) error {
	fd := &farmDeriver{b: b, actions: farmActionsOf(&b.ev.Farm)}
	if len(fd.actions) == 0 {
		return nil
	}
	if err := fd.loadPools(ctx, tx); err != nil {
		return err
	}
	fd.indexBatch()
	if err := fd.loadPrices(ctx, tx, minLiq); err != nil {
		return err
	}
	fd.value()
	return fd.copy(ctx, tx)
}

// loadPools reads the chef pools of the actions and the NEO contract.
func (fd *farmDeriver) loadPools(ctx context.Context, tx pgx.Tx) error {
	var keys keySet[chefPid]
	for i := range fd.actions {
		keys.add(chefPid{fd.actions[i].pos.Address, fd.actions[i].pid})
	}
	chefs, pids := make([][]byte, len(keys.list)), make([]int64, len(keys.list))
	for i, k := range keys.list {
		chefs[i], pids[i] = k.chef.Bytes(), int64(k.pid)
	}
	fd.pools = make(map[chefPid]*farmPool, len(keys.list))
	rows, _ := tx.Query(ctx, farmInputs, chefs, pids, int64(fd.b.blocks[0].Number))
	fd.tokens = map[common.Address]*tokenInfo{}
	info := func(t common.Address, sym *string, dec *int32) {
		ti := &tokenInfo{dec: 18, symbol: sym, decimals: dec}
		if dec != nil {
			ti.dec = *dec
		}
		fd.tokens[t] = ti
	}
	var chef, lp, t0, t1, neo []byte
	var pid int64
	var added, created *int64
	var supply, r0, r1 *string
	var sym, sym0, sym1, symN *string
	var dec, dec0, dec1, decN *int32
	_, err := pgx.ForEachRow(rows, []any{&chef, &pid, &lp, &added, &t0, &t1, &created, &supply, &r0, &r1,
		&sym, &dec, &sym0, &dec0, &sym1, &dec1, &neo, &symN, &decN}, func() error {
		p := &farmPool{symbol: sym, decimals: dec, sym0: sym0, sym1: sym1}
		if lp != nil {
			a := common.BytesToAddress(lp)
			p.lpToken, p.added = &a, uint64(*added)
		}
		if t0 != nil {
			p.isPair = true
			p.pair = pairTokens{token0: common.BytesToAddress(t0), token1: common.BytesToAddress(t1)}
			p.created = uint64(*created)
			info(p.pair.token0, sym0, dec0)
			info(p.pair.token1, sym1, dec1)
		}
		var err error
		if supply != nil {
			if p.supply, _, err = parseIntegers(*supply, "0"); err != nil {
				return err
			}
		}
		if r0 != nil {
			if p.reserves[0], p.reserves[1], err = parseIntegers(*r0, *r1); err != nil {
				return err
			}
		}
		if neo != nil {
			a := common.BytesToAddress(neo)
			fd.neo = &a
			info(a, symN, decN)
		}
		fd.pools[chefPid{common.BytesToAddress(chef), uint64(pid)}] = p
		return nil
	})
	if err != nil {
		return fmt.Errorf("postgres: batch farm pools: %w", err)
	}
	for i := range fd.actions {
		a := &fd.actions[i]
		if p := fd.pools[chefPid{a.pos.Address, a.pid}]; p.lpToken != nil && p.added <= a.pos.Block {
			a.lpToken = p.lpToken
		}
	}
	return nil
}

// indexBatch indexes the batch's Syncs and LP mints and burns of the
// staked pairs.
func (fd *farmDeriver) indexBatch() {
	staked := map[common.Address]bool{}
	for i := range fd.actions {
		if a := &fd.actions[i]; a.kind != "harvest" && a.lpToken != nil {
			staked[*a.lpToken] = true
		}
	}
	fd.syncs = map[common.Address][]*mainapi.Sync{}
	for i := range fd.b.ev.Syncs {
		if s := &fd.b.ev.Syncs[i]; staked[s.Address] {
			fd.syncs[s.Address] = append(fd.syncs[s.Address], s)
		}
	}
	for _, ss := range fd.syncs {
		sort.SliceStable(ss, func(i, j int) bool {
			return ss[i].Block < ss[j].Block || ss[i].Block == ss[j].Block && ss[i].LogIndex < ss[j].LogIndex
		})
	}
	fd.lpDelta = map[common.Address][]lpDelta{}
	for i := range fd.b.ev.LPTransfers {
		t := &fd.b.ev.LPTransfers[i]
		if !staked[t.Address] || t.From != (common.Address{}) && t.To != (common.Address{}) {
			continue
		}
		d := t.Value
		if t.From != (common.Address{}) {
			d = new(big.Int).Neg(t.Value)
		}
		fd.lpDelta[t.Address] = append(fd.lpDelta[t.Address], lpDelta{t.Block, d})
	}
	for _, ds := range fd.lpDelta {
		sort.SliceStable(ds, func(i, j int) bool { return ds[i].block < ds[j].block })
	}
}

// reservesAt is reserves_at(pair, n) for a block n of the batch: its
// latest Sync at or before n, else the latest before the batch.
func (fd *farmDeriver) reservesAt(p *farmPool, pair common.Address, n uint64) [2]*big.Int {
	ss := fd.syncs[pair]
	i := sort.Search(len(ss), func(i int) bool { return ss[i].Block > n })
	if i > 0 {
		return [2]*big.Int{ss[i-1].Reserve0, ss[i-1].Reserve1}
	}
	return p.reserves
}

// supplyAt is the LP supply of pair after block n of the batch: the
// supply after the batch less the mints and burns of the later blocks.
func (fd *farmDeriver) supplyAt(p *farmPool, pair common.Address, n uint64) *big.Int {
	s := new(big.Int)
	if p.supply != nil {
		s.Set(p.supply)
	}
	for _, d := range fd.lpDelta[pair] {
		if d.block > n {
			s.Sub(s, d.d)
		}
	}
	return s
}

// loadPrices sets the actions' LP supplies and prices the points their
// USD values read: the pair's tokens of a stake or unstake with a
// positive supply, NEO of a harvest.
func (fd *farmDeriver) loadPrices(ctx context.Context, tx pgx.Tx, minLiq string) error {
	var need keySet[pointKey]
	for i := range fd.actions {
		a := &fd.actions[i]
		n := a.pos.Block
		if a.kind == "harvest" {
			if fd.neo != nil {
				need.add(pointKey{*fd.neo, n})
			}
			continue
		}
		p := fd.pools[chefPid{a.pos.Address, a.pid}]
		if a.lpToken == nil || !p.isPair || p.created > n {
			continue
		}
		a.lpSupply = fd.supplyAt(p, *a.lpToken, n)
		if a.lpSupply.Sign() > 0 {
			need.add(pointKey{p.pair.token0, n})
			need.add(pointKey{p.pair.token1, n})
		}
	}
	fd.prices = make(map[pointKey]price, len(need.list))
	var toks [][]byte
	var ns []int64
	sql := farmPrices
	for _, k := range need.list {
		if fd.b.dex != nil {
			sql = farmPricesNotPoints
			if usd, ok := fd.b.dex.points[k]; ok { // stored: priceCTEs reads it
				fd.prices[k] = price{usd: usd, tok: fd.tokens[k.token]}
				continue
			}
		}
		toks, ns = append(toks, k.token.Bytes()), append(ns, int64(k.block))
	}
	if len(toks) == 0 {
		return nil
	}
	rows, _ := tx.Query(ctx, sql, toks, ns, minLiq)
	var tok []byte
	var n int64
	var usd *string
	_, err := pgx.ForEachRow(rows, []any{&tok, &n, &usd}, func() error {
		t := common.BytesToAddress(tok)
		pr := price{tok: fd.tokens[t]}
		if usd != nil {
			v, err := decimal.NewFromString(*usd)
			if err != nil {
				return err
			}
			pr.usd = &v
		}
		fd.prices[pointKey{t, uint64(n)}] = pr
		return nil
	})
	if err != nil {
		return fmt.Errorf("postgres: batch farm prices: %w", err)
	}
	return nil
}

// value computes the actions' USD snapshots, with insertFarmActions'
// formulas and Postgres's numeric arithmetic (numeric.go).
func (fd *farmDeriver) value() {
	zero := decimal.New(0, 0)
	for i := range fd.actions {
		a := &fd.actions[i]
		n := a.pos.Block
		a.usd = zero
		if a.kind == "harvest" {
			a.liquid = new(big.Int).Quo(a.amount, big.NewInt(2))
			a.vested = new(big.Int).Sub(a.amount, a.liquid)
			lu, vu := zero, zero
			if fd.neo != nil {
				if pn := fd.prices[pointKey{*fd.neo, n}]; pn.usd != nil {
					lu, vu = usdValue(*pn.usd, a.liquid, pn.tok.dec), usdValue(*pn.usd, a.vested, pn.tok.dec)
				}
			}
			a.liquidUSD, a.vestedUSD = &lu, &vu
			a.usd = trimScale(lu.Add(vu))
			continue
		}
		if a.lpSupply == nil || a.lpSupply.Sign() <= 0 {
			continue
		}
		p := fd.pools[chefPid{a.pos.Address, a.pid}]
		r := fd.reservesAt(p, *a.lpToken, n)
		p0, p1 := fd.prices[pointKey{p.pair.token0, n}], fd.prices[pointKey{p.pair.token1, n}]
		if r[0] == nil || p0.usd == nil && p1.usd == nil {
			continue // NULL: coalesced to 0
		}
		side := func(pr price, r *big.Int, k int64) decimal.Decimal {
			return numericDiv(decimal.New(k, 0).Mul(*pr.usd).Mul(decimal.NewFromBigInt(r, 0)), powerOfTen(pr.tok.dec))
		}
		var pool decimal.Decimal
		switch {
		case p0.usd != nil && p1.usd != nil:
			pool = numericDiv(p0.usd.Mul(decimal.NewFromBigInt(r[0], 0)), powerOfTen(p0.tok.dec)).
				Add(numericDiv(p1.usd.Mul(decimal.NewFromBigInt(r[1], 0)), powerOfTen(p1.tok.dec)))
		case p0.usd != nil:
			pool = side(p0, r[0], 2)
		default:
			pool = side(p1, r[1], 2)
		}
		v := numericDiv(pool.Mul(decimal.NewFromBigInt(a.amount, 0)), decimal.NewFromBigInt(a.lpSupply, 0))
		a.usd = trimScale(v.Round(usdRoundPlaces))
	}
}

// copy copies the actions into farm_actions and their rows into activity.
func (fd *farmDeriver) copy(ctx context.Context, tx pgx.Tx) error {
	times := make(map[uint64]int64, len(fd.b.blocks))
	for i := range fd.b.blocks {
		times[fd.b.blocks[i].Number] = int64(fd.b.blocks[i].Timestamp)
	}
	acts := fd.actions
	_, err := pgcopy.Typed(ctx, tx, "farm_actions",
		[]string{"block_number", "log_index", "tx_hash", "timestamp", "chef", "pid", "wallet", "kind", "event", "lp_token",
			"amount", "cooldown_end", "lp_supply", "liquid", "vested", "usd_value", "liquid_usd", "vested_usd"},
		len(acts), func(i int, r *pgcopy.Row) error {
			a := &acts[i]
			r.Int64(int64(a.pos.Block))
			r.Int32(int32(a.pos.LogIndex))
			r.Bytes(a.pos.TxHash[:])
			r.Int64(times[a.pos.Block])
			r.Bytes(a.pos.Address[:])
			r.Int64(int64(a.pid))
			r.Bytes(a.wallet[:])
			r.Text(a.kind)
			r.Text(a.event)
			r.Bytes(optAddrPtr(a.lpToken))
			r.Numeric(a.amount)
			r.Numeric(a.cooldownEnd)
			r.Numeric(a.lpSupply)
			r.Numeric(a.liquid)
			r.Numeric(a.vested)
			r.Decimal(a.usd)
			optDecimal(r, a.liquidUSD)
			optDecimal(r, a.vestedUSD)
			return nil
		})
	if err != nil {
		return fmt.Errorf("postgres: batch farm actions: %w", err)
	}
	_, err = pgcopy.Typed(ctx, tx, "activity",
		[]string{"block_number", "log_index", "tx_hash", "user_address", "kind", "status", "venue", "timestamp", "pair", "usd_value", "data"},
		len(acts), func(i int, r *pgcopy.Row) error {
			a := &acts[i]
			r.Int64(int64(a.pos.Block))
			r.Int32(int32(a.pos.LogIndex))
			r.Bytes(a.pos.TxHash[:])
			r.Bytes(a.wallet[:])
			r.Text("farm_" + a.kind)
			r.Text("completed")
			r.Text("neoswap")
			r.Int64(times[a.pos.Block])
			r.Bytes(nil)
			r.Decimal(a.usd)
			r.JSON(fd.activityData(a))
			return nil
		})
	if err != nil {
		return fmt.Errorf("postgres: batch farm activity: %w", err)
	}
	return nil
}

// optAddrPtr is a's bytes, nil (NULL) for nil.
func optAddrPtr(a *common.Address) []byte {
	if a == nil {
		return nil
	}
	return a.Bytes()
}

// optDecimal appends x, NULL for nil.
func optDecimal(r *pgcopy.Row, x *decimal.Decimal) {
	if x == nil {
		r.Bytes(nil)
		return
	}
	r.Decimal(*x)
}

// activityData is a's activity data as Postgres prints the jsonb
// insertFarmActivity builds (keys in jsonb's order, as appendJSON):
// {ctx: {pid, chef, pairAddress}, legs, event, usdValue[, cooldownEnd]}.
func (fd *farmDeriver) activityData(a *farmAction) []byte {
	b := make([]byte, 0, 384)
	b = append(b, `{"ctx": {"pid": `...)
	b = strconv.AppendInt(b, int64(a.pid), 10)
	b = append(b, `, "chef": `...)
	b = appendJSONString(b, wire.Address(a.pos.Address).String())
	b = append(b, `, "pairAddress": `...)
	b = appendOptAddr(b, a.lpToken)
	b = append(b, `}, "legs": [`...)
	if a.kind == "harvest" {
		var sym *string
		var dec *int32
		if fd.neo != nil {
			t := fd.tokens[*fd.neo]
			sym, dec = t.symbol, t.decimals
		}
		b = appendFarmLeg(b, "liquid", fd.neo, a.liquid, sym, dec)
		b = append(b, ", "...)
		b = appendFarmLeg(b, "vested", fd.neo, a.vested, sym, dec)
	} else {
		p := fd.pools[chefPid{a.pos.Address, a.pid}]
		var sym *string
		dec := int32(18)
		if a.lpToken != nil {
			sym = p.symbol
			if p.decimals != nil {
				dec = *p.decimals
			}
			if sym == nil && p.isPair && p.sym0 != nil && p.sym1 != nil {
				s := *p.sym0 + "-" + *p.sym1 + " LP"
				sym = &s
			}
		}
		side := "out"
		if a.kind == "stake" {
			side = "in"
		}
		b = appendFarmLeg(b, side, a.lpToken, a.amount, sym, &dec)
	}
	b = append(b, `], "event": `...)
	b = appendJSONString(b, a.event)
	b = append(b, `, "usdValue": `...)
	b = appendJSONString(b, numericText(a.usd))
	if a.cooldownEnd != nil {
		b = append(b, `, "cooldownEnd": `...)
		b = a.cooldownEnd.Append(b, 10)
	}
	return append(b, '}')
}

// appendFarmLeg appends a leg object of a farm activity row.
func appendFarmLeg(b []byte, side string, token *common.Address, amount *big.Int, sym *string, dec *int32) []byte {
	b = append(b, `{"side": `...)
	b = appendJSONString(b, side)
	b = append(b, `, "token": `...)
	b = appendOptAddr(b, token)
	b = append(b, `, "amount": "`...)
	b = amount.Append(b, 10)
	b = append(b, `", "symbol": `...)
	if sym == nil {
		b = append(b, "null"...)
	} else {
		b = appendJSONString(b, *sym)
	}
	b = append(b, `, "decimals": `...)
	if dec == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, int64(*dec), 10)
	}
	return append(b, '}')
}

// appendOptAddr appends hex_addr(a) as a JSON string, null for nil.
func appendOptAddr(b []byte, a *common.Address) []byte {
	if a == nil {
		return append(b, "null"...)
	}
	return appendJSONString(b, wire.Address(*a).String())
}
