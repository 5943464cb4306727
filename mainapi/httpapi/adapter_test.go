package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"sort"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

// The adapter's wire types, field for field (decode refuses unknown keys,
// and a number where a string is expected or the reverse).
type adapterBlockJSON struct {
	BlockNumber    uint64 `json:"blockNumber"`
	BlockTimestamp int64  `json:"blockTimestamp"`
}

type adapterEventJSON struct {
	Block       adapterBlockJSON `json:"block"`
	EventType   string           `json:"eventType"`
	TxnID       string           `json:"txnId"`
	TxnIndex    uint             `json:"txnIndex"`
	EventIndex  uint             `json:"eventIndex"`
	Maker       string           `json:"maker"`
	PairID      string           `json:"pairId"`
	Asset0In    *string          `json:"asset0In"`
	Asset1In    *string          `json:"asset1In"`
	Asset0Out   *string          `json:"asset0Out"`
	Asset1Out   *string          `json:"asset1Out"`
	Amount0     *string          `json:"amount0"`
	Amount1     *string          `json:"amount1"`
	PriceNative string           `json:"priceNative"`
	Reserves    struct {
		Asset0 string `json:"asset0"`
		Asset1 string `json:"asset1"`
	} `json:"reserves"`
}

const (
	adapterSwapKeys = "asset0In,asset0Out,asset1In,asset1Out,block,eventIndex,eventType,maker,pairId,priceNative,reserves,txnId,txnIndex"
	adapterLiqKeys  = "amount0,amount1,block,eventIndex,eventType,maker,pairId,priceNative,reserves,txnId,txnIndex"
)

var (
	topicPairCreated = crypto.Keccak256Hash([]byte("PairCreated(address,address,address,uint256)"))
	topicSwap        = crypto.Keccak256Hash([]byte("Swap(address,uint256,uint256,uint256,uint256,address)"))
	topicMint        = crypto.Keccak256Hash([]byte("Mint(address,uint256,uint256)"))
	topicBurn        = crypto.Keccak256Hash([]byte("Burn(address,uint256,uint256,address)"))
	topicSync        = crypto.Keccak256Hash([]byte("Sync(uint112,uint112)"))
	topicRouterSwap  = crypto.Keccak256Hash([]byte("Swap(address,address,address,uint256,uint256,address,uint256)"))
)

// adapterPairInfo is an own pair as the node's PairCreated log states it.
type adapterPairInfo struct {
	token0, token1 common.Address
	dec0, dec1     int
	log            types.Log
}

// word is the i-th 32-byte word of a log's data as an integer.
func word(l *types.Log, i int) *big.Int { return new(big.Int).SetBytes(l.Data[32*i : 32*i+32]) }

func unitsOf(x *big.Int, dec int) string { return decimal.NewFromBigInt(x, -int32(dec)).String() }

// newAdapterChain replays a simulated devnet (FeeRouter trades, liquidity
// added and removed, third-party pairs) through the real indexer into the
// router's database, block by block, with a chain reader on the node;
// index delivers the node's blocks from a block to its head.
func newAdapterChain(t *testing.T) (h *harness, env *chaintest.Env, w *postgres.Writer, index func(from uint64)) {
	t.Helper()
	ctx := context.Background()
	env = chaintest.New(t)
	h = newHarness(t, func(d *httpapi.Deps) {
		f := env.Deployment.File()
		d.Deployment = &f
		d.Chain = httpapi.ERC20Caller{Client: env.Client}
	})
	w, ix, src := indexerOf(t, env, h.db)
	index = func(from uint64) {
		t.Helper()
		head := env.Head(t).Number.Uint64()
		for n := from; n <= head; n++ {
			b, err := src.BlockByNumber(ctx, n)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := ix.HandleBlock(ctx, b); err != nil {
				t.Fatalf("block %d: %v", n, err)
			}
		}
	}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	if _, err := sim.Run(ctx, sim.Config{
		Backend: env.Backend.Client(), Deployment: env.Deployment, Traders: env.Accounts[1:6],
		Commit: func() { env.Commit() }, TradesPerBlock: 4, Interval: -1, Rounds: 40, LaunchShare: 40, Seed: 35, Logger: quiet,
	}); err != nil {
		t.Fatal(err)
	}
	index(0)
	return h, env, w, index
}

// pairs2 lists the pairs of m.
func pairs2(m map[common.Address]*adapterPairInfo) []*adapterPairInfo {
	out := make([]*adapterPairInfo, 0, len(m))
	for _, p := range m {
		out = append(out, p)
	}
	return out
}

// curveCoin is a launch venue coin: its TokenCreated and latest Trade.
type curveCoin struct {
	token   common.Address
	created types.Log
	last    *bindings.LaunchpadCurveTrade
}

// curveCoins are the launch venue coins the node holds, with their
// TokenCreated and their latest Trade.
func curveCoins(t *testing.T, env *chaintest.Env) []*curveCoin {
	t.Helper()
	curve := bindings.NewLaunchpadCurve()
	logs, err := env.Client.FilterLogs(context.Background(), ethereum.FilterQuery{FromBlock: big.NewInt(0), ToBlock: env.Head(t).Number,
		Addresses: []common.Address{env.Deployment.LaunchpadCurve}})
	if err != nil {
		t.Fatal(err)
	}
	var out []*curveCoin
	byToken := map[common.Address]*curveCoin{}
	for _, l := range logs {
		if c, err := curve.UnpackTokenCreatedEvent(&l); err == nil {
			byToken[c.Token] = &curveCoin{token: c.Token, created: l}
			out = append(out, byToken[c.Token])
		} else if tr, err := curve.UnpackTradeEvent(&l); err == nil {
			byToken[tr.Token].last = tr
		}
	}
	return out
}

// ownPairs are the factory's PairCreated logs, by pair, with the tokens'
// decimals read from the chain.
func ownPairs(t *testing.T, env *chaintest.Env) map[common.Address]*adapterPairInfo {
	t.Helper()
	logs, err := env.Client.FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{env.Deployment.Factory}, Topics: [][]common.Hash{{topicPairCreated}}})
	if err != nil {
		t.Fatal(err)
	}
	erc20 := bindings.NewNeoToken()
	out := map[common.Address]*adapterPairInfo{}
	for _, l := range logs {
		p := &adapterPairInfo{token0: common.BytesToAddress(l.Topics[1][:]), token1: common.BytesToAddress(l.Topics[2][:]), log: l}
		p.dec0 = int(chaintest.Call(t, env, p.token0, erc20.PackDecimals(), erc20.UnpackDecimals))
		p.dec1 = int(chaintest.Call(t, env, p.token1, erc20.PackDecimals(), erc20.UnpackDecimals))
		out[common.BytesToAddress(l.Data[12:32])] = p
	}
	if len(out) == 0 {
		t.Fatal("no own pair created")
	}
	return out
}

// getReserves calls pair.getReserves() at block n.
func getReserves(t *testing.T, env *chaintest.Env, pair common.Address, n uint64) (*big.Int, *big.Int) {
	t.Helper()
	out, err := env.Client.CallContract(context.Background(), ethereum.CallMsg{To: &pair, Data: common.FromHex("0x0902f1ac")}, new(big.Int).SetUint64(n))
	if err != nil {
		t.Fatal(err)
	}
	return new(big.Int).SetBytes(out[0:32]), new(big.Int).SetBytes(out[32:64])
}

// TestAdapterEvents: over a replayed simulated chain, /adapter/events of
// the whole chain (in ranges of at most 1000 blocks) is exactly the own
// pairs' Swap, Mint and Burn logs of the node, in block and log order:
// type, transaction, indexes, block time, payer (the trades' senders),
// amounts with decimals applied; each event's reserves are those of the
// Sync its pair emitted before it, and the reserves after the last event
// of a pair in a block equal getReserves at that block; priceNative is
// reserve1/reserve0 with decimals applied. Third-party pairs' events are
// absent. The derived rows equal a rebuild's (rebuild --check). After a
// reorg three blocks below the head, whose abandoned transactions the new
// branch mines in other blocks, the same holds against the new chain.
func TestAdapterEvents(t *testing.T) {
	ctx := context.Background()
	h, env, w, index := newAdapterChain(t)
	if _, err := w.Check(ctx); err != nil {
		t.Fatal(err)
	}
	pairs := ownPairs(t, env)
	head := env.Head(t)
	if _, err := h.db.AdapterEvents(ctx, 0, head.Number.Uint64()); err != nil {
		t.Fatal(err)
	}

	reconcileAdapter(t, h, env, pairs)
	blockTime := func(n uint64) int64 {
		hd, err := env.Client.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			t.Fatal(err)
		}
		return int64(hd.Time)
	}

	// A reorg below the head (within the finality depth): the abandoned
	// blocks' events are gone, the new branch's are served, and the rows
	// still equal a rebuild.
	old := env.Head(t).Number.Uint64()
	parent, err := env.Client.HeaderByNumber(ctx, new(big.Int).SetUint64(old-3))
	if err != nil {
		t.Fatal(err)
	}
	if err := env.Backend.Fork(parent.Hash()); err != nil {
		t.Fatal(err)
	}
	// The node re-injects the abandoned transactions: the new branch
	// mines them in other blocks than the abandoned three did.
	for range 5 {
		env.Commit()
	}
	index(old - 2)
	if _, err := w.Check(ctx); err != nil {
		t.Fatal(err)
	}
	reconcileAdapter(t, h, env, pairs)
	head = env.Head(t) // the new branch's

	t.Run("range", func(t *testing.T) {
		n := head.Number.Uint64()
		for _, c := range []struct{ q, msg string }{
			{fmt.Sprintf("fromBlock=0&toBlock=%d", adapterMax), "range wider than 1000 blocks"},
			{"fromBlock=5&toBlock=4", "fromBlock above toBlock"},
			{fmt.Sprintf("fromBlock=%d&toBlock=%d", n, n+1), "toBlock above the indexed head"},
			{"fromBlock=1", "invalid toBlock"},
			{"toBlock=1", "invalid fromBlock"},
			{"fromBlock=x&toBlock=1", "invalid fromBlock"},
			{"fromBlock=-1&toBlock=1", "invalid fromBlock"},
		} {
			check(t, h.get("/adapter/events?"+c.q), want{400, `{"error":"` + c.msg + `"}`, errorHeaders()})
		}
		// 1000 blocks are not too wide (the head, below block 999 here,
		// is what refuses them), and a range without events is empty.
		if n >= adapterMax-1 {
			t.Fatalf("head %d: the chain is longer than this test assumes", n)
		}
		check(t, h.get(fmt.Sprintf("/adapter/events?fromBlock=0&toBlock=%d", adapterMax-1)),
			want{400, `{"error":"toBlock above the indexed head"}`, errorHeaders()})
		check(t, h.get("/adapter/events?fromBlock=0&toBlock=0"), want{200, `{"events":[]}`, map[string]string{"Cache-Control": block}})
	})

	t.Run("pair", func(t *testing.T) {
		for a, p := range pairs {
			rec := h.get("/adapter/pair?id=" + a.Hex())
			body := fmt.Sprintf(`{"pair":{"id":"%s","dexKey":"neoswap","asset0Id":"%s","asset1Id":"%s","createdAtBlockNumber":%d,"createdAtBlockTimestamp":%d,"createdAtTxnId":"%s","feeBps":30}}`,
				lower(a), lower(p.token0), lower(p.token1), p.log.BlockNumber, blockTime(p.log.BlockNumber), strings.ToLower(p.log.TxHash.Hex()))
			check(t, rec, want{200, body, map[string]string{"Cache-Control": block}})
		}
		third := 0
		for name, a := range env.Deployment.Pairs {
			if strings.HasPrefix(name, "ext:") {
				third++
				check(t, h.get("/adapter/pair?id="+a.Hex()), want{404, `{"error":"not found"}`, errorHeaders()})
			}
		}
		if third == 0 {
			t.Fatal("no third-party pair deployed")
		}
		// Launch venue coins: a curve pair each, created by its TokenCreated,
		// its fee the one its latest trade paid over its ETH leg.
		coins := curveCoins(t, env)
		if len(coins) == 0 {
			t.Fatal("no launch venue coin")
		}
		traded := 0
		for _, c := range coins {
			fee := big.NewInt(0) // never traded
			if c.last != nil {
				bps := new(big.Rat).SetFrac(new(big.Int).Mul(new(big.Int).Add(c.last.ProtocolFee, c.last.CreatorFee), big.NewInt(10000)), c.last.EthAmount)
				fee.Quo(new(big.Int).Add(new(big.Int).Mul(bps.Num(), big.NewInt(2)), bps.Denom()), new(big.Int).Mul(bps.Denom(), big.NewInt(2))) // half up
				traded++
			}
			body := fmt.Sprintf(`{"pair":{"id":"%s","dexKey":"neoswap-launch","asset0Id":"%s","asset1Id":"%s","createdAtBlockNumber":%d,"createdAtBlockTimestamp":%d,"createdAtTxnId":"%s","feeBps":%s}}`,
				lower(c.token), lower(c.token), lower(env.Deployment.WETH), c.created.BlockNumber, blockTime(c.created.BlockNumber),
				strings.ToLower(c.created.TxHash.Hex()), fee)
			check(t, h.get("/adapter/pair?id="+c.token.Hex()), want{200, body, map[string]string{"Cache-Control": block}})
		}
		if traded == 0 {
			t.Fatal("no launch venue coin traded")
		}
		check(t, h.get("/adapter/pair?id=0x00000000000000000000000000000000000000b1"), want{404, `{"error":"not found"}`, errorHeaders()})
		check(t, h.get("/adapter/pair?id=0x12"), want{400, `{"error":"invalid address"}`, errorHeaders()})
		check(t, h.get("/adapter/pair"), want{400, `{"error":"invalid address"}`, errorHeaders()})
	})

	t.Run("asset", func(t *testing.T) {
		erc20 := bindings.NewNeoToken()
		seen := map[common.Address]bool{}
		var coins []common.Address // launch venue coins are assets too, on their curve or graduated
		for _, c := range curveCoins(t, env) {
			coins = append(coins, c.token)
		}
		for _, p := range append(pairs2(pairs), &adapterPairInfo{}) {
			toks := []common.Address{p.token0, p.token1}
			if p.token0 == (common.Address{}) {
				toks = coins
			}
			for _, tok := range toks {
				if seen[tok] {
					continue
				}
				seen[tok] = true
				name := chaintest.Call(t, env, tok, erc20.PackName(), erc20.UnpackName)
				symbol := chaintest.Call(t, env, tok, erc20.PackSymbol(), erc20.UnpackSymbol)
				dec := int(chaintest.Call(t, env, tok, erc20.PackDecimals(), erc20.UnpackDecimals))
				supply := chaintest.Call(t, env, tok, erc20.PackTotalSupply(), erc20.UnpackTotalSupply)
				rec := h.get("/adapter/asset?id=" + tok.Hex())
				if tok == env.Deployment.NeoToken {
					var body struct {
						Asset struct {
							ID, Name, Symbol, TotalSupply, CirculatingSupply string
						} `json:"asset"`
					}
					decode(t, rec, &body)
					if body.Asset.TotalSupply != unitsOf(supply, dec) || body.Asset.CirculatingSupply == "" {
						t.Errorf("NEO: %+v, want totalSupply %s and a circulatingSupply", body.Asset, unitsOf(supply, dec))
					}
					continue
				}
				body := fmt.Sprintf(`{"asset":{"id":"%s","name":"%s","symbol":"%s","totalSupply":"%s"}}`, lower(tok), name, symbol, unitsOf(supply, dec))
				check(t, rec, want{200, body, map[string]string{"Cache-Control": block}})
			}
		}
		check(t, h.get("/adapter/asset?id=0x00000000000000000000000000000000000000b1"), want{404, `{"error":"not found"}`, errorHeaders()})
		check(t, h.get("/adapter/asset?id=nope"), want{400, `{"error":"invalid address"}`, errorHeaders()})
	})
}

// reconcileAdapter checks /adapter/latest-block against the node's head
// and /adapter/events of the whole chain (in ranges of at most 1000
// blocks) against the node's own-pair Swap, Mint and Burn logs, their
// Syncs, FeeRouter Swaps and getReserves.
func reconcileAdapter(t *testing.T, h *harness, env *chaintest.Env, pairs map[common.Address]*adapterPairInfo) {
	t.Helper()
	ctx := context.Background()
	head := env.Head(t)
	rec := h.get("/adapter/latest-block")
	if rec.Code != http.StatusOK || rec.Header().Get("Cache-Control") != block || rec.Header().Get("ETag") == "" {
		t.Fatalf("latest-block: %d %v %s", rec.Code, rec.Header(), rec.Body)
	}
	var latest struct {
		Block adapterBlockJSON `json:"block"`
	}
	decode(t, rec, &latest)
	if latest.Block.BlockNumber != head.Number.Uint64() || latest.Block.BlockTimestamp != int64(head.Time) {
		t.Fatalf("latest-block = %+v, want %d at %d", latest.Block, head.Number, head.Time)
	}

	// The node's own-pair events, in block and log order.
	addrs := make([]common.Address, 0, len(pairs))
	for a := range pairs {
		addrs = append(addrs, a)
	}
	logs, err := env.Client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), ToBlock: head.Number,
		Addresses: addrs, Topics: [][]common.Hash{{topicSwap, topicMint, topicBurn, topicSync}}})
	if err != nil {
		t.Fatal(err)
	}
	// The third-party pairs' swaps exist but are not served.
	ext, err := env.Client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), ToBlock: head.Number, Topics: [][]common.Hash{{topicSwap}}})
	if err != nil {
		t.Fatal(err)
	}
	extSwaps := 0
	for _, l := range ext {
		if pairs[l.Address] == nil {
			extSwaps++
		}
	}

	// The launch venue's curve trades, merged in block and log order.
	curve := env.Deployment.LaunchpadCurve
	curveABI := bindings.NewLaunchpadCurve()
	curveLogs, err := env.Client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), ToBlock: head.Number, Addresses: []common.Address{curve}})
	if err != nil {
		t.Fatal(err)
	}
	for k := range curveLogs {
		if _, err := curveABI.UnpackTradeEvent(&curveLogs[k]); err == nil {
			logs = append(logs, curveLogs[k])
		}
	}
	sort.SliceStable(logs, func(a, b int) bool {
		return logs[a].BlockNumber < logs[b].BlockNumber || (logs[a].BlockNumber == logs[b].BlockNumber && logs[a].Index < logs[b].Index)
	})
	isTrade := func(l *types.Log) *bindings.LaunchpadCurveTrade {
		if l.Address != curve {
			return nil
		}
		tr, err := curveABI.UnpackTradeEvent(l)
		if err != nil {
			t.Fatal(err)
		}
		return tr
	}

	var got []adapterEventJSON
	for from := uint64(0); from <= head.Number.Uint64(); from += 1000 {
		to := min(from+999, head.Number.Uint64())
		rec := h.get(fmt.Sprintf("/adapter/events?fromBlock=%d&toBlock=%d", from, to))
		if rec.Header().Get("Cache-Control") != block || rec.Header().Get("ETag") == "" {
			t.Fatalf("events headers: %v %s", rec.Header(), rec.Body)
		}
		var raw struct {
			Events []json.RawMessage `json:"events"`
		}
		decode(t, rec, &raw)
		for _, r := range raw.Events {
			var e adapterEventJSON
			dec := json.NewDecoder(strings.NewReader(string(r)))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&e); err != nil {
				t.Fatalf("%v: %s", err, r)
			}
			want := adapterLiqKeys
			if e.EventType == "swap" {
				want = adapterSwapKeys
			}
			if k := keysOf(t, r); k != want {
				t.Fatalf("%s event keys = %s, want %s", e.EventType, k, want)
			}
			got = append(got, e)
		}
	}

	times := map[uint64]int64{}
	blockTime := func(n uint64) int64 {
		if ts, ok := times[n]; ok {
			return ts
		}
		hd, err := env.Client.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			t.Fatal(err)
		}
		times[n] = int64(hd.Time)
		return times[n]
	}
	senders := map[common.Hash]string{}
	sender := func(h common.Hash) string {
		if s, ok := senders[h]; ok {
			return s
		}
		tx, _, err := env.Client.TransactionByHash(ctx, h)
		if err != nil {
			t.Fatal(err)
		}
		from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
		if err != nil {
			t.Fatal(err)
		}
		senders[h] = lower(from)
		return senders[h]
	}
	// A pair swap's payer (spec 6 rule 2) is the user of the FeeRouter
	// Swap that closes its hop (the next one in its transaction), else its
	// transaction's sender; a Mint's or Burn's is the sender.
	routerLogs, err := env.Client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), ToBlock: head.Number,
		Addresses: []common.Address{env.Deployment.FeeRouter}, Topics: [][]common.Hash{{topicRouterSwap}}})
	if err != nil {
		t.Fatal(err)
	}
	maker := func(l *types.Log) string {
		if l.Topics[0] == topicSwap {
			for k := range routerLogs {
				r := &routerLogs[k]
				if r.TxHash == l.TxHash && r.Index > l.Index {
					return lower(common.BytesToAddress(r.Topics[1][:]))
				}
			}
		}
		return sender(l.TxHash)
	}
	type pairBlock struct {
		pair common.Address
		n    uint64
	}
	last := map[pairBlock][2]string{} // reserves after a pair's last event of a block
	lastSync := map[common.Address]*types.Log{}
	lastCurve := map[pairBlock][2]string{} // a curve pair's reserves after its last trade of a block
	counts := map[string]int{}
	i := 0
	for k := range logs {
		l := &logs[k]
		if l.Topics[0] == topicSync {
			lastSync[l.Address] = l
			continue
		}
		if i >= len(got) {
			t.Fatalf("the node has more events than the %d served (next: block %d log %d)", len(got), l.BlockNumber, l.Index)
		}
		e, p := got[i], pairs[l.Address]
		i++
		where := fmt.Sprintf("event %d (block %d log %d)", i-1, l.BlockNumber, l.Index)
		if tr := isTrade(l); tr != nil {
			reconcileCurveTrade(t, where, e, l, tr)
			lastCurve[pairBlock{tr.Token, l.BlockNumber}] = [2]string{e.Reserves.Asset0, e.Reserves.Asset1}
			counts["curve"]++
			continue
		}
		if e.Block.BlockNumber != l.BlockNumber || e.Block.BlockTimestamp != blockTime(l.BlockNumber) ||
			e.TxnID != strings.ToLower(l.TxHash.Hex()) || e.TxnIndex != l.TxIndex || e.EventIndex != l.Index ||
			e.PairID != lower(l.Address) || e.Maker != maker(l) {
			t.Fatalf("%s: %+v, want tx %s index %d pair %s maker %s", where, e, l.TxHash.Hex(), l.TxIndex, lower(l.Address), maker(l))
		}
		u0 := func(w int) string { return unitsOf(word(l, w), p.dec0) }
		u1 := func(w int) string { return unitsOf(word(l, w), p.dec1) }
		switch l.Topics[0] {
		case topicSwap:
			if e.EventType != "swap" || *e.Asset0In != u0(0) || *e.Asset1In != u1(1) || *e.Asset0Out != u0(2) || *e.Asset1Out != u1(3) {
				t.Fatalf("%s: %+v, want swap %s %s %s %s", where, e, u0(0), u1(1), u0(2), u1(3))
			}
		case topicMint, topicBurn:
			typ := map[common.Hash]string{topicMint: "join", topicBurn: "exit"}[l.Topics[0]]
			if e.EventType != typ || *e.Amount0 != u0(0) || *e.Amount1 != u1(1) {
				t.Fatalf("%s: %+v %s %s, want %s %s %s", where, e, *e.Amount0, *e.Amount1, typ, u0(0), u1(1))
			}
		}
		counts[e.EventType]++
		y := lastSync[l.Address]
		if y == nil || y.TxHash != l.TxHash {
			t.Fatalf("%s: no Sync of the pair before it in its transaction", where)
		}
		r0, r1 := word(y, 0), word(y, 1)
		if e.Reserves.Asset0 != unitsOf(r0, p.dec0) || e.Reserves.Asset1 != unitsOf(r1, p.dec1) {
			t.Fatalf("%s: reserves %+v, want %s %s", where, e.Reserves, unitsOf(r0, p.dec0), unitsOf(r1, p.dec1))
		}
		if want := ratString(r1, r0, p.dec1, p.dec0); e.PriceNative != want {
			t.Fatalf("%s: priceNative %s, want %s", where, e.PriceNative, want)
		}
		last[pairBlock{l.Address, l.BlockNumber}] = [2]string{e.Reserves.Asset0, e.Reserves.Asset1}
	}
	if i != len(got) {
		t.Fatalf("%d events served, the node has %d", len(got), i)
	}
	if counts["swap"] == 0 || counts["join"] == 0 || counts["exit"] == 0 || counts["curve"] == 0 || extSwaps == 0 {
		t.Fatalf("the chain lacks a kind: %v, %d third-party swaps", counts, extSwaps)
	}
	for k, r := range last {
		p := pairs[k.pair]
		r0, r1 := getReserves(t, env, k.pair, k.n)
		if r[0] != unitsOf(r0, p.dec0) || r[1] != unitsOf(r1, p.dec1) {
			t.Fatalf("pair %s block %d: reserves %v, getReserves %s %s", lower(k.pair), k.n, r, r0, r1)
		}
	}
	// A curve pair's reserves after its last trade of a block are the
	// curve's virtual reserves at that block (curves(token)).
	for k, r := range lastCurve {
		out, err := env.Client.CallContract(ctx, ethereum.CallMsg{To: &curve, Data: curveABI.PackCurves(k.pair)}, new(big.Int).SetUint64(k.n))
		if err != nil {
			t.Fatal(err)
		}
		c, err := curveABI.UnpackCurves(out)
		if err != nil {
			t.Fatal(err)
		}
		if r[0] != unitsOf(c.VirtualToken, 18) || r[1] != unitsOf(c.VirtualEth, 18) {
			t.Fatalf("curve %s block %d: reserves %v, curves() %s %s", lower(k.pair), k.n, r, c.VirtualToken, c.VirtualEth)
		}
	}
	t.Logf("%d events (%v), %d pair-blocks reconciled with getReserves, %d curve-blocks with curves()", len(got), counts, len(last), len(lastCurve))
}

// reconcileCurveTrade checks a served curve trade against its Trade log: a
// swap of the coin's curve pair (asset0 the coin, asset1 WETH) by the
// trader; a buy pays the gross ETH leg in and takes tokenAmount out, a
// sell pays tokenAmount in and takes the ETH leg minus both fees out; the
// reserves are the curve's virtual token and ETH reserves after it.
func reconcileCurveTrade(t *testing.T, where string, e adapterEventJSON, l *types.Log, tr *bindings.LaunchpadCurveTrade) {
	t.Helper()
	if e.EventType != "swap" || e.PairID != lower(tr.Token) || e.Maker != lower(tr.Trader) || e.TxnID != strings.ToLower(l.TxHash.Hex()) ||
		e.TxnIndex != l.TxIndex || e.EventIndex != l.Index || e.Block.BlockNumber != l.BlockNumber {
		t.Fatalf("%s: %+v, want a swap of curve pair %s by %s", where, e, lower(tr.Token), lower(tr.Trader))
	}
	zero, eth, tok := "0", unitsOf(tr.EthAmount, 18), unitsOf(tr.TokenAmount, 18)
	want := [4]string{zero, eth, tok, zero} // asset0In, asset1In, asset0Out, asset1Out
	if !tr.IsBuy {
		net := new(big.Int).Sub(tr.EthAmount, new(big.Int).Add(tr.ProtocolFee, tr.CreatorFee))
		want = [4]string{tok, zero, zero, unitsOf(net, 18)}
	}
	if got := [4]string{*e.Asset0In, *e.Asset1In, *e.Asset0Out, *e.Asset1Out}; got != want {
		t.Fatalf("%s: amounts %v, want %v (buy %v)", where, got, want, tr.IsBuy)
	}
	if e.Reserves.Asset0 != unitsOf(tr.VirtualToken, 18) || e.Reserves.Asset1 != unitsOf(tr.VirtualEth, 18) {
		t.Fatalf("%s: reserves %+v, want %s %s", where, e.Reserves, tr.VirtualToken, tr.VirtualEth)
	}
	if want := ratString(tr.VirtualEth, tr.VirtualToken, 18, 18); e.PriceNative != want {
		t.Fatalf("%s: priceNative %s, want %s", where, e.PriceNative, want)
	}
}

const adapterMax = 1000

// ratString is (num/10^decNum) / (den/10^decDen) rounded to 30 decimal
// places, trailing zeros trimmed (big.Rat, independent of the route's
// decimal arithmetic).
func ratString(num, den *big.Int, decNum, decDen int) string {
	if den.Sign() == 0 {
		return "0"
	}
	r := new(big.Rat).SetFrac(new(big.Int).Mul(num, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decDen)), nil)),
		new(big.Int).Mul(den, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decNum)), nil)))
	s := r.FloatString(30)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// TestAdapterNoHead: before the indexer has a head, latest-block answers
// 503 and any events range is above the head.
func TestAdapterNoHead(t *testing.T) {
	h := newHarness(t, nil)
	check(t, h.get("/adapter/latest-block"), want{503, `{"error":"indexer head missing"}`, errorHeaders("Retry-After", "5")})
	check(t, h.get("/adapter/events?fromBlock=0&toBlock=0"), want{400, `{"error":"toBlock above the indexed head"}`, errorHeaders()})
}
