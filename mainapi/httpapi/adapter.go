package httpapi

import (
	"context"
	"math/big"
	"net/http"
	"strconv"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The aggregator adapter (issue 35; docs/adapter.md): the four endpoints
// DEX Screener and GeckoTerminal read to list an EVM DEX, served from the
// indexed rows as of the indexed head (BLOCK tier, the head's ETag).
// Events are the activity rows of own pools' Swaps, Mints and Burns,
// which carry their transaction index and the pool's reserves after the
// event (migration 00041): no chain read, and after a reorg a range
// answers what the rows now hold. A launch venue coin still on its curve
// is a pair of its own kind (dexKey neoswap-launch, the coin and WETH;
// its curve trades are its swaps); its graduated pools are own pools
// (docs/adapter.md).

// adapterStore is what the adapter routes read.
type adapterStore interface {
	// AdapterAsset returns a token's metadata; ok false when the index
	// does not know it.
	AdapterAsset(ctx context.Context, token wire.Address) (mainapi.AdapterAsset, bool, error)
	// AdapterPair returns an own pool or a launch venue coin's curve
	// pair; ok false for an unknown or third-party pair.
	AdapterPair(ctx context.Context, pair wire.Address) (mainapi.AdapterPair, bool, error)
	// AdapterEvents returns own pools' Swaps, Mints and Burns and the
	// curve trades of blocks from..to in block, transaction and log order.
	AdapterEvents(ctx context.Context, from, to uint64) ([]mainapi.AdapterEvent, error)
}

// exampleAdapterAsset is the asset route's example: token0 of the
// example pair (exampleToken).
const exampleAdapterAsset = "0x00000000000000000000000000000000000000c1"

// adapterMaxRange is the widest block range /adapter/events serves.
const adapterMaxRange = 1000

// adapterDexKey is the dexKey of own pools, adapterCurveDexKey that of
// launch venue coins' curves.
const (
	adapterDexKey      = "neoswap"
	adapterCurveDexKey = "neoswap-launch"
)

// priceNativeScale is the decimal places priceNative is rounded to.
const priceNativeScale = 30

type adapterBlock struct {
	BlockNumber    uint64       `json:"blockNumber"`
	BlockTimestamp wire.Seconds `json:"blockTimestamp"`
}

type adapterBlockBody struct {
	Block adapterBlock `json:"block" doc:"the indexed head: the last block whose events /adapter/events serves completely"`
}

type adapterAsset struct {
	ID                string  `json:"id" doc:"the token address"`
	Name              string  `json:"name" doc:"empty when the token's metadata has none"`
	Symbol            string  `json:"symbol" doc:"empty when the token's metadata has none"`
	TotalSupply       string  `json:"totalSupply" doc:"decimal string, the token's decimals applied, at the indexed head"`
	CirculatingSupply *string `json:"circulatingSupply,omitempty" doc:"NEO only (the deductions of /tokens/neo/supply); absent for other tokens"`
}

type adapterAssetBody struct {
	Asset adapterAsset `json:"asset"`
}

type adapterPair struct {
	ID                      string       `json:"id" doc:"the pair address; for a curve pair the coin's address"`
	DexKey                  string       `json:"dexKey" enum:"neoswap,neoswap-launch" doc:"neoswap: an own pool; neoswap-launch: a launch venue coin's bonding curve"`
	Asset0ID                string       `json:"asset0Id" doc:"token0; for a curve pair the coin"`
	Asset1ID                string       `json:"asset1Id" doc:"token1; for a curve pair WETH (the curve trades ETH)"`
	CreatedAtBlockNumber    uint64       `json:"createdAtBlockNumber"`
	CreatedAtBlockTimestamp wire.Seconds `json:"createdAtBlockTimestamp"`
	CreatedAtTxnID          string       `json:"createdAtTxnId" doc:"the transaction of the factory's PairCreated; for a curve pair the coin's TokenCreated"`
	FeeBps                  int          `json:"feeBps" doc:"the LP fee at the indexed head (the factory's swapFeeBps); for a curve pair the protocol plus creator fee its latest trade paid"`
}

type adapterPairBody struct {
	Pair adapterPair `json:"pair"`
}

type adapterReserves struct {
	Asset0 string `json:"asset0"`
	Asset1 string `json:"asset1"`
}

type adapterEvent struct {
	Block       adapterBlock    `json:"block"`
	EventType   string          `json:"eventType" enum:"swap,join,exit" doc:"swap: a pair Swap or a curve Trade; join: a Mint; exit: a Burn"`
	TxnID       string          `json:"txnId"`
	TxnIndex    int             `json:"txnIndex"`
	EventIndex  int             `json:"eventIndex" doc:"the log index in the block"`
	Maker       string          `json:"maker" doc:"the payer (spec 6 rule 2): a FeeRouter trade's payer, else the transaction's sender"`
	PairID      string          `json:"pairId"`
	Asset0In    *string         `json:"asset0In,omitempty" doc:"swaps only"`
	Asset1In    *string         `json:"asset1In,omitempty" doc:"swaps only"`
	Asset0Out   *string         `json:"asset0Out,omitempty" doc:"swaps only"`
	Asset1Out   *string         `json:"asset1Out,omitempty" doc:"swaps only"`
	Amount0     *string         `json:"amount0,omitempty" doc:"join and exit only"`
	Amount1     *string         `json:"amount1,omitempty" doc:"join and exit only"`
	PriceNative string          `json:"priceNative" doc:"asset1 per asset0 after the event, from the reserves, decimals applied (0 when reserve0 is 0)"`
	Reserves    adapterReserves `json:"reserves" doc:"the pair's reserves after the event, decimals applied; a curve pair's are the curve's virtual token and ETH reserves"`
}

type adapterEventsBody struct {
	Events []adapterEvent `json:"events"`
}

// units is x base units of a token of dec decimals as a decimal string.
func units(x *big.Int, dec int) string {
	return decimal.NewFromBigInt(x, -int32(dec)).String()
}

// priceNative is reserve1 per reserve0, both with their decimals applied.
func priceNative(r0, r1 *big.Int, dec0, dec1 int) string {
	if r0.Sign() == 0 {
		return "0"
	}
	p := decimal.NewFromBigInt(r1, -int32(dec1)).DivRound(decimal.NewFromBigInt(r0, -int32(dec0)), priceNativeScale)
	return p.String()
}

var adapterEventTypes = map[string]string{"swap": "swap", "neofun_trade": "swap", "add_liquidity": "join", "remove_liquidity": "exit"}

// adapterEventOf maps an activity row to the adapter's event.
func adapterEventOf(e *mainapi.AdapterEvent) adapterEvent {
	ev := adapterEvent{
		Block:     adapterBlock{e.Block, e.Timestamp},
		EventType: adapterEventTypes[e.Kind],
		TxnID:     e.TxHash.String(), TxnIndex: e.TxIndex, EventIndex: e.LogIndex,
		Maker: e.Maker.String(), PairID: e.Pair.String(),
		PriceNative: priceNative(e.Reserve0.BigInt(), e.Reserve1.BigInt(), e.Decimals0, e.Decimals1),
		Reserves:    adapterReserves{units(e.Reserve0.BigInt(), e.Decimals0), units(e.Reserve1.BigInt(), e.Decimals1)},
	}
	dec := func(tok wire.Address) int {
		if tok == e.Token0 {
			return e.Decimals0
		}
		return e.Decimals1
	}
	a := units(e.AmountA.BigInt(), dec(e.TokenA))
	b := units(e.AmountB.BigInt(), dec(e.TokenB))
	if ev.EventType != "swap" {
		ev.Amount0, ev.Amount1 = &a, &b // the legs are token0's, token1's
		return ev
	}
	zero := "0"
	if e.TokenA == e.Token0 { // token0 in, token1 out
		ev.Asset0In, ev.Asset1In, ev.Asset0Out, ev.Asset1Out = &a, &zero, &zero, &b
	} else {
		ev.Asset0In, ev.Asset1In, ev.Asset0Out, ev.Asset1Out = &zero, &a, &b, &zero
	}
	return ev
}

// errAdapterRange answers an events range that is reversed, wider than
// adapterMaxRange or above the indexed head.
var (
	errAdapterRangeOrder = errorf(http.StatusBadRequest, "fromBlock above toBlock")
	errAdapterRangeWide  = errorf(http.StatusBadRequest, "range wider than "+strconv.Itoa(adapterMaxRange)+" blocks")
	errAdapterAboveHead  = errorf(http.StatusBadRequest, "toBlock above the indexed head")
)

func (s *server) adapterRoutes(d Deps) []*Route {
	idParam := func(example, doc string) Param {
		return Param{Name: "id", Required: true, Kind: KindAddress, Example: example, Doc: doc}
	}
	blockParam := func(name, doc string) Param {
		return Param{Name: name, Required: true, Kind: KindInt, Min: 0, Max: 1 << 62, Example: "1", Doc: doc}
	}
	caller := callerOf(d.Chain)
	holders := supplyHolders(d.Deployment)
	neo := neoTokenOf(d)
	return []*Route{
		{
			Path: "/adapter/latest-block", Summary: "aggregator adapter: the indexed head, the last block /adapter/events serves completely",
			Tier: TierBlock, ETag: ETagHead, Response: adapterBlockBody{}, Errors: []int{503},
			Handle: func(c *gin.Context) (any, error) {
				snap := headOf(c)
				if snap.err != nil {
					return nil, errDatabase
				}
				if !snap.ok {
					return nil, errHeadMissing
				}
				return adapterBlockBody{adapterBlock{snap.head.Number, snap.head.Timestamp}}, nil
			},
		},
		{
			Path: "/adapter/asset", Summary: "aggregator adapter: a token's name, symbol and supply (decimals applied) at the indexed head",
			Description: "totalSupply is the token's `totalSupply()` by eth_call at the indexed head, except NEO's, derived with its " +
				"circulatingSupply from the indexed transfers as /tokens/neo/supply derives them. 404 for a token the index has no metadata of.",
			Tier: TierBlock, ETag: ETagHead, Params: []Param{idParam(exampleAdapterAsset, "token address")},
			Response: adapterAssetBody{}, Errors: []int{400, 404, 503},
			Handle: func(c *gin.Context) (any, error) {
				return s.adapterAsset(c, caller, neo, holders)
			},
			Reads: reads[adapterStore]("AdapterAsset"),
		},
		{
			Path: "/adapter/pair", Summary: "aggregator adapter: an own pool's or a launch venue coin's curve's tokens, creation and fee",
			Description: "A launch venue coin is a pair of its own kind (dexKey neoswap-launch, id the coin's address, asset0 the coin, " +
				"asset1 WETH) from its TokenCreated on; after graduation its TOKEN/WETH and TOKEN/NEO pools are own pools (dexKey neoswap). " +
				"See docs/adapter.md.",
			Tier: TierBlock, ETag: ETagHead, Params: []Param{idParam(exampleToken, "pair address")},
			Response: adapterPairBody{}, Errors: []int{400, 404},
			Handle: func(c *gin.Context) (any, error) {
				id, _ := wire.ParseAddress(c.Query("id")) // validated
				p, ok, err := s.store.AdapterPair(c.Request.Context(), id)
				if err != nil {
					return nil, err
				}
				if !ok {
					return nil, errNotFound
				}
				key := adapterDexKey
				if p.Curve {
					key = adapterCurveDexKey
				}
				return adapterPairBody{adapterPair{
					ID: p.Pair.String(), DexKey: key, Asset0ID: p.Token0.String(), Asset1ID: p.Token1.String(),
					CreatedAtBlockNumber: p.CreatedBlock, CreatedAtBlockTimestamp: p.CreatedTimestamp,
					CreatedAtTxnID: p.CreatedTx.String(), FeeBps: p.FeeBps,
				}}, nil
			},
			Reads: reads[adapterStore]("AdapterPair"),
		},
		{
			Path: "/adapter/events", Summary: "aggregator adapter: own pools' swaps, joins and exits and launch venue curve trades of a block range (at most 1000 blocks, not above the indexed head)",
			Description: "Events in block, transaction and log order. maker is the payer; amounts, reserves and priceNative have the " +
				"tokens' decimals applied; reserves are the pair's after the event. A range wider than 1000 blocks, reversed, or whose " +
				"toBlock is above the indexed head answers 400. See docs/adapter.md.",
			Tier: TierBlock, ETag: ETagHead, Heavy: true,
			Params:   []Param{blockParam("fromBlock", "first block, inclusive"), blockParam("toBlock", "last block, inclusive")},
			Response: adapterEventsBody{}, Errors: []int{400, 503},
			Handle: s.adapterEvents,
			Reads:  reads[adapterStore]("AdapterEvents"),
		},
	}
}

func (s *server) adapterAsset(c *gin.Context, caller ethereum.ContractCaller, neo wire.Address, holders [5][]common.Address) (any, error) {
	ctx := c.Request.Context()
	id, _ := wire.ParseAddress(c.Query("id")) // validated
	a, ok, err := s.store.AdapterAsset(ctx, id)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errNotFound
	}
	body := adapterAsset{ID: a.Address.String()}
	if a.Name != nil {
		body.Name = *a.Name
	}
	if a.Symbol != nil {
		body.Symbol = *a.Symbol
	}
	if id == neo && neo != (wire.Address{}) {
		rows, err := s.store.NeoHolders(ctx)
		if err != nil {
			return nil, err
		}
		if sup, ok := neoSupplyOf(rows, holders); ok {
			body.TotalSupply = units(sup.TotalSupply.BigInt(), a.Decimals)
			circ := units(sup.Circulating.BigInt(), a.Decimals)
			body.CirculatingSupply = &circ
			return adapterAssetBody{body}, nil
		}
	}
	snap := headOf(c)
	if caller == nil || !snap.ok {
		return nil, errChainUnavailable
	}
	to := common.Address(id)
	out, err := caller.CallContract(ctx, ethereum.CallMsg{To: &to, Data: erc20ABI.PackTotalSupply()}, new(big.Int).SetUint64(snap.head.Number))
	if err != nil {
		return nil, errChainUnavailable
	}
	total, err := erc20ABI.UnpackTotalSupply(out)
	if err != nil {
		return nil, errChainUnavailable
	}
	body.TotalSupply = units(total, a.Decimals)
	return adapterAssetBody{body}, nil
}

func (s *server) adapterEvents(c *gin.Context) (any, error) {
	from, _ := strconv.ParseUint(c.Query("fromBlock"), 10, 64) // validated
	to, _ := strconv.ParseUint(c.Query("toBlock"), 10, 64)
	switch {
	case from > to:
		return nil, errAdapterRangeOrder
	case to-from+1 > adapterMaxRange:
		return nil, errAdapterRangeWide
	}
	snap := headOf(c)
	if snap.err != nil {
		return nil, errDatabase
	}
	if !snap.ok || to > snap.head.Number {
		return nil, errAdapterAboveHead
	}
	rows, err := s.store.AdapterEvents(c.Request.Context(), from, to)
	if err != nil {
		return nil, err
	}
	out := adapterEventsBody{Events: make([]adapterEvent, len(rows))}
	for i := range rows {
		out.Events[i] = adapterEventOf(&rows[i])
	}
	return out, nil
}
