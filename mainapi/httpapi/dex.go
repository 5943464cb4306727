package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The DEX routes of spec 4.4: the pool list, one pool, its chart, its swaps
// and the swap candidates; the holder's pairs route is in holder.go.

// dexStore is what the DEX routes read.
type dexStore interface {
	// DexPoolsText passes a page of pools, as text, to fn in the query's order.
	DexPoolsText(ctx context.Context, q mainapi.DexPoolsQuery, fn func(*mainapi.DexPoolText) error) error
	// DexPool returns one pool; ok is false for an untracked pair.
	DexPool(ctx context.Context, pair wire.Address) (p mainapi.DexPool, ok bool, err error)
	// DexPoolCandles returns the pool's OHLC grouped by bucket minutes in [from, to].
	DexPoolCandles(ctx context.Context, pair wire.Address, bucket, from, to int64) ([]mainapi.Candle, error)
	// DexPoolSwaps returns a page of the pool's swaps, newest first.
	DexPoolSwaps(ctx context.Context, pair wire.Address, offset, limit int) ([]mainapi.PoolSwap, error)
	// SwapCandidates returns the pairs of the routes of one to three pools.
	SwapCandidates(ctx context.Context, tokenIn, tokenOut wire.Address) ([]mainapi.PairTopology, error)
}

const (
	dexPoolsPageSize     = 100
	dexPoolSwapsPageSize = 50
	dexPoolSwapsMaxPage  = 200
	dexExamplePair       = "0x00000000000000000000000000000000000000b1"
	dexExampleTokenIn    = "0x00000000000000000000000000000000000000c1"
	dexExampleTokenOut   = "0x00000000000000000000000000000000000000c2"
)

// dexPool is the pool row of spec 2.2 (GET /dex/pools/{pair}).
type dexPool struct {
	PairAddress       wire.Address `json:"pairAddress"`
	Token0            wire.Address `json:"token0"`
	Token1            wire.Address `json:"token1"`
	Reserve0          wire.Wei     `json:"reserve0"`
	Reserve1          wire.Wei     `json:"reserve1"`
	LastUpdated       wire.Seconds `json:"lastUpdated"`
	TvlUsd            wire.Usd     `json:"tvlUsd"`
	Volume24hUsd      wire.Usd     `json:"volume24hUsd"`
	Fees24hUsd        wire.Usd     `json:"fees24hUsd"`
	FeeAprBps         wire.NullBps `json:"feeAprBps" doc:"fees24h x 365 / TVL in bps; null when TVL is 0"`
	TvlDeltaPct       wire.Percent `json:"tvlDeltaPct" doc:"null until a TVL observation a day old exists"`
	Volume24hDeltaPct wire.Percent `json:"volume24hDeltaPct" doc:"24h vs the previous 24h; null until two days of history"`
	Fees24hDeltaPct   wire.Percent `json:"fees24hDeltaPct" doc:"24h vs the previous 24h; null until two days of history"`
}

// dexPoolListItem is a /dex/pools item: the pool row plus volume30dUsd.
type dexPoolListItem struct {
	dexPool
	Volume30dUsd wire.Usd `json:"volume30dUsd"`
}

type dexPoolsBody struct {
	Items      []dexPoolListItem `json:"items"`
	NextCursor *string           `json:"nextCursor" doc:"null when hasMore is false"`
	HasMore    bool              `json:"hasMore"`
}

// dexPoolsCursor is the keyset position of /dex/pools: the sort value (N:
// the pool has none, it ranks last) and the pair.
type dexPoolsCursor struct {
	N bool         `json:"n,omitempty"`
	V string       `json:"v,omitempty"`
	P wire.Address `json:"p"`
}

type dexChartBody struct {
	BucketMinutes int64            `json:"bucketMinutes" doc:"1, 15, 60 or 1440"`
	Candles       []dexChartCandle `json:"candles" doc:"oldest first; sparse: no trade, no candle"`
}

type dexChartCandle struct {
	Minute int64  `json:"minute" doc:"bucket start in unix minutes"`
	Open   string `json:"open" pattern:"^-?[0-9]+(\\.[0-9]+)?$"`
	High   string `json:"high" pattern:"^-?[0-9]+(\\.[0-9]+)?$"`
	Low    string `json:"low" pattern:"^-?[0-9]+(\\.[0-9]+)?$"`
	Close  string `json:"close" pattern:"^-?[0-9]+(\\.[0-9]+)?$"`
}

// dexChartRange is a chart range: its bucket and how many buckets it
// spans (the newest, partial one included).
type dexChartRange struct {
	bucket, rows int64
}

var dexChartRanges = map[string]dexChartRange{
	"24h": {bucket: 1, rows: 1441},
	"7d":  {bucket: 15, rows: 673},
	"30d": {bucket: 60, rows: 721},
	"1y":  {bucket: 1440, rows: 366},
}

type dexPoolSwapsBody struct {
	Items    []dexPoolSwap `json:"items" doc:"newest first"`
	Page     int           `json:"page"`
	PageSize int           `json:"pageSize" doc:"always 50"`
	HasMore  bool          `json:"hasMore"`
}

// dexPoolSwap is one pair Swap of the pool (each hop of a multi-pool trade
// is its own row here, unlike /tokens/{address}/swaps).
type dexPoolSwap struct {
	TxHash      wire.Hash    `json:"txHash"`
	LogIndex    int64        `json:"logIndex"`
	BlockNumber int64        `json:"blockNumber"`
	Timestamp   wire.Seconds `json:"timestamp"`
	Wallet      wire.Address `json:"wallet" doc:"the payer of the FeeRouter trade, else the transaction's sender"`
	TokenIn     wire.Address `json:"tokenIn"`
	AmountIn    wire.Wei     `json:"amountIn"`
	TokenOut    wire.Address `json:"tokenOut"`
	AmountOut   wire.Wei     `json:"amountOut"`
	UsdValue    wire.Usd     `json:"usdValue" doc:"write-time snapshot; \"0\" when unpriceable"`
}

type swapCandidatesBody struct {
	Pairs []swapCandidate `json:"pairs"`
}

type swapCandidate struct {
	Address wire.Address `json:"address"`
	Token0  wire.Address `json:"token0"`
	Token1  wire.Address `json:"token1"`
}

var errUnknownPair = errorf(http.StatusNotFound, "unknown pair")

// dexRoutes are spec 4.4 without the holder's pairs (holder.go).
func (s *server) dexRoutes() []*Route {
	pair := Param{Name: "pair", InPath: true, Kind: KindAddress, Example: dexExamplePair, Doc: "pair address"}
	return []*Route{
		{
			Path: "/dex/pools", Summary: "every tracked pair (own and third-party V2) with its stats; keyset pages of 100, nulls last",
			Tier: TierBlock, ETag: ETagHead, Response: dexPoolsBody{}, Errors: []int{400, 403},
			Params: []Param{
				{Name: "sort", Kind: KindEnum, Enum: []string{"tvl", "volume24h", "fees24h"}, Default: "tvl", Example: "volume24h"},
				{Name: "dir", Kind: KindEnum, Enum: []string{"asc", "desc"}, Default: "desc", Example: "desc"},
				{Name: "cursor", Doc: "nextCursor of the previous page (bound to sort and dir)"},
			},
			Handle: s.dexPools, Reads: reads[dexStore]("DexPoolsText"),
		},
		{
			Path: "/dex/pools/:pair", Summary: "one pool: reserves and current stats (no volume30dUsd); 404 for an untracked pair",
			Tier: TierBlock, ETag: ETagHead, Response: dexPool{}, Errors: []int{400, 404},
			Params: []Param{pair}, Handle: s.dexPool, Reads: reads[dexStore]("DexPool"),
		},
		{
			Path: "/dex/pools/:pair/chart", Summary: "pool price OHLC (token1 per token0): 24h/1m, 7d/15m, 30d/1h, 1y/1d buckets, sparse; 404 for an untracked pair",
			Tier: TierBlock, ETag: ETagHead, Heavy: true, Response: dexChartBody{}, Errors: []int{400, 404},
			Params: []Param{pair, {Name: "range", Kind: KindEnum, Enum: []string{"24h", "7d", "30d", "1y"}, Default: "24h", Example: "7d"}},
			Handle: s.dexPoolChart, Reads: reads[dexStore]("DexPool", "DexPoolCandles"),
		},
		{
			Path: "/dex/pools/:pair/swaps", Summary: "the pool's swaps (one row per pair Swap), newest first, 50 per page; 404 for an untracked pair",
			Tier: TierBlock, ETag: ETagHead, Response: dexPoolSwapsBody{}, Errors: []int{400, 404},
			Params: []Param{pair, {Name: "page", Kind: KindInt, Min: 1, Max: dexPoolSwapsMaxPage, Default: "1", Doc: "1-based page of 50 rows"}},
			Handle: s.dexPoolSwaps, Reads: reads[dexStore]("DexPool", "DexPoolSwaps"),
		},
		{
			Path: "/swap/candidates", Summary: "pairs of every route of one to three own pools (topology only)",
			Tier: TierCron, ETag: ETagHead, Response: swapCandidatesBody{}, Errors: []int{400},
			Params: []Param{
				{Name: "tokenIn", Required: true, Kind: KindAddress, Example: dexExampleTokenIn, Invalid: "invalid token"},
				{Name: "tokenOut", Required: true, Kind: KindAddress, Example: dexExampleTokenOut, Invalid: "invalid token"},
			},
			Handle: s.swapCandidates, Reads: reads[dexStore]("SwapCandidates"),
		},
	}
}

func (s *server) dexPools(c *gin.Context) (any, error) {
	sort := c.DefaultQuery("sort", "tvl")
	dir := c.DefaultQuery("dir", "desc")
	q := mainapi.DexPoolsQuery{Sort: mainapi.DexPoolSort(sort), Desc: dir == "desc", Limit: dexPoolsPageSize + 1}
	scope := NewCursorScope(c.FullPath(), "sort", sort, "dir", dir)
	var pos dexPoolsCursor
	ok, err := s.cursorParam(c, scope, &pos)
	if err != nil {
		return nil, err
	}
	if ok {
		if !pos.N && !isDecimal(pos.V) {
			return nil, errInvalidCursor
		}
		q.After = &mainapi.DexPoolKey{Null: pos.N, Value: pos.V, Pair: pos.P}
	}
	// The body is written as the rows arrive (jsonenc.go): the items, then
	// the cursor of the 100th row when a 101st exists.
	var (
		jb       = newJSONBuf()
		n        int
		lastPos  dexPoolsCursor
		lastSort []byte
	)
	jb.b = append(jb.b, `{"items":[`...)
	err = s.store.DexPoolsText(c.Request.Context(), q, func(p *mainapi.DexPoolText) error {
		if n++; n > dexPoolsPageSize {
			return nil // the extra row only tells that there is more
		}
		if n > 1 {
			jb.b = append(jb.b, ',')
		}
		var err error
		if jb.b, err = appendDexPoolItem(jb.b, p); err != nil {
			return err
		}
		if n == dexPoolsPageSize {
			lastPos.N, lastSort = !p.HasStats, append(lastSort[:0], p.SortValue...)
			copy(lastPos.P[:], p.Pair)
		}
		return nil
	})
	if err != nil {
		jb.release()
		return nil, err
	}
	if n <= dexPoolsPageSize {
		jb.b = append(jb.b, `],"nextCursor":null,"hasMore":false}`...)
		return jb, nil
	}
	lastPos.V = string(lastSort)
	next, err := s.cursors.Encode(scope, lastPos)
	if err != nil {
		jb.release()
		return nil, err
	}
	quoted, err := json.Marshal(next)
	if err != nil {
		jb.release()
		return nil, err
	}
	jb.b = append(jb.b, `],"nextCursor":`...)
	jb.b = append(jb.b, quoted...)
	jb.b = append(jb.b, `,"hasMore":true}`...)
	return jb, nil
}

// appendDexPoolItem appends a /dex/pools item (dexPoolListItem) from a row.
func appendDexPoolItem(dst []byte, p *mainapi.DexPoolText) ([]byte, error) {
	dst, err := appendDexPoolFields(dst, p)
	if err != nil {
		return dst, err
	}
	dst = append(dst, `,"volume30dUsd":`...)
	if dst, err = appendUsd(dst, p.Volume30dUsd); err != nil {
		return dst, err
	}
	return append(dst, '}'), nil
}

// appendDexPoolFields appends the object of a dexPool from a row, without
// its closing brace.
func appendDexPoolFields(dst []byte, p *mainapi.DexPoolText) (_ []byte, err error) {
	dst = append(dst, `{"pairAddress":`...)
	if dst, err = appendAddress(dst, p.Pair); err != nil {
		return dst, err
	}
	dst = append(dst, `,"token0":`...)
	if dst, err = appendAddress(dst, p.Token0); err != nil {
		return dst, err
	}
	dst = append(dst, `,"token1":`...)
	if dst, err = appendAddress(dst, p.Token1); err != nil {
		return dst, err
	}
	dst = append(dst, `,"reserve0":`...)
	if dst, err = appendWei(dst, p.Reserve0); err != nil {
		return dst, err
	}
	dst = append(dst, `,"reserve1":`...)
	if dst, err = appendWei(dst, p.Reserve1); err != nil {
		return dst, err
	}
	dst = append(dst, `,"lastUpdated":`...)
	dst = strconv.AppendInt(dst, p.LastUpdated, 10)
	dst = append(dst, `,"tvlUsd":`...)
	if dst, err = appendUsd(dst, p.TvlUsd); err != nil {
		return dst, err
	}
	dst = append(dst, `,"volume24hUsd":`...)
	if dst, err = appendUsd(dst, p.Volume24hUsd); err != nil {
		return dst, err
	}
	dst = append(dst, `,"fees24hUsd":`...)
	if dst, err = appendUsd(dst, p.Fees24hUsd); err != nil {
		return dst, err
	}
	dst = append(dst, `,"feeAprBps":`...)
	if p.FeeAprValid {
		dst = strconv.AppendInt(dst, p.FeeAprBps, 10)
	} else {
		dst = append(dst, "null"...)
	}
	dst = append(dst, `,"tvlDeltaPct":`...)
	if dst, err = appendPercentText(dst, p.TvlDeltaPct); err != nil {
		return dst, err
	}
	dst = append(dst, `,"volume24hDeltaPct":`...)
	if dst, err = appendPercentText(dst, p.Volume24hDeltaPct); err != nil {
		return dst, err
	}
	dst = append(dst, `,"fees24hDeltaPct":`...)
	return appendPercentText(dst, p.Fees24hDeltaPct)
}

// isDecimal reports whether v is numeric text as Postgres writes it.
func isDecimal(v string) bool {
	if v == "" {
		return false
	}
	if v[0] == '-' {
		v = v[1:]
	}
	dot := false
	for i := range len(v) {
		switch c := v[i]; {
		case c == '.' && !dot && i > 0 && i < len(v)-1:
			dot = true
		case c < '0' || c > '9':
			return false
		}
	}
	return v != ""
}

func toDexPool(p mainapi.DexPool) dexPool {
	return dexPool{
		PairAddress: p.Pair, Token0: p.Token0, Token1: p.Token1,
		Reserve0: p.Reserve0, Reserve1: p.Reserve1, LastUpdated: p.LastUpdated,
		TvlUsd: p.TvlUsd, Volume24hUsd: p.Volume24hUsd, Fees24hUsd: p.Fees24hUsd,
		FeeAprBps: p.FeeAprBps, TvlDeltaPct: p.TvlDeltaPct,
		Volume24hDeltaPct: p.Volume24hDeltaPct, Fees24hDeltaPct: p.Fees24hDeltaPct,
	}
}

func (s *server) dexPool(c *gin.Context) (any, error) {
	pair, err := addressParam(c, "pair")
	if err != nil {
		return nil, err
	}
	p, ok, err := s.store.DexPool(c.Request.Context(), pair)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errUnknownPair
	}
	return toDexPool(p), nil
}

// knownPair is errUnknownPair for a pair that is not tracked (spec 7: 404
// unknown pair). The chart and swaps routes ask only when they found no rows,
// so a tracked pair's answer costs no extra query.
func (s *server) knownPair(c *gin.Context, pair wire.Address) error {
	_, ok, err := s.store.DexPool(c.Request.Context(), pair)
	if err != nil {
		return err
	}
	if !ok {
		return errUnknownPair
	}
	return nil
}

func (s *server) dexPoolChart(c *gin.Context) (any, error) {
	pair, err := addressParam(c, "pair")
	if err != nil {
		return nil, err
	}
	r := dexChartRanges[c.DefaultQuery("range", "24h")]
	body := dexChartBody{BucketMinutes: r.bucket, Candles: []dexChartCandle{}}
	snap := headOf(c)
	if !snap.ok {
		return body, nil
	}
	// The window ends with the head's bucket and spans r.rows buckets.
	last := int64(snap.head.Timestamp) / 60 / r.bucket * r.bucket
	from := last - (r.rows-1)*r.bucket
	rows, err := s.store.DexPoolCandles(c.Request.Context(), pair, r.bucket, from, last+r.bucket-1)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		if err := s.knownPair(c, pair); err != nil {
			return nil, err
		}
	}
	for _, k := range rows {
		body.Candles = append(body.Candles, dexChartCandle{Minute: k.Minute, Open: k.Open, High: k.High, Low: k.Low, Close: k.Close})
	}
	return body, nil
}

func (s *server) dexPoolSwaps(c *gin.Context) (any, error) {
	pair, err := addressParam(c, "pair")
	if err != nil {
		return nil, err
	}
	page := 1
	if v := c.Query("page"); v != "" {
		page, _ = strconv.Atoi(v) // validated by the route: 1..200
	}
	rows, err := s.store.DexPoolSwaps(c.Request.Context(), pair, (page-1)*dexPoolSwapsPageSize, dexPoolSwapsPageSize+1)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		if err := s.knownPair(c, pair); err != nil {
			return nil, err
		}
	}
	body := dexPoolSwapsBody{Items: make([]dexPoolSwap, 0, min(len(rows), dexPoolSwapsPageSize)), Page: page, PageSize: dexPoolSwapsPageSize}
	if len(rows) > dexPoolSwapsPageSize {
		rows, body.HasMore = rows[:dexPoolSwapsPageSize], true
	}
	for _, r := range rows {
		body.Items = append(body.Items, dexPoolSwap{
			TxHash: r.TxHash, LogIndex: r.LogIndex, BlockNumber: r.BlockNumber, Timestamp: r.Timestamp, Wallet: r.Wallet,
			TokenIn: r.TokenIn, AmountIn: r.AmountIn, TokenOut: r.TokenOut, AmountOut: r.AmountOut, UsdValue: r.UsdValue,
		})
	}
	return body, nil
}

var errInvalidToken = errorf(http.StatusBadRequest, "invalid token")

func (s *server) swapCandidates(c *gin.Context) (any, error) {
	in, errIn := wire.ParseAddress(c.Query("tokenIn"))
	out, errOut := wire.ParseAddress(c.Query("tokenOut"))
	if errIn != nil || errOut != nil {
		return nil, errInvalidToken
	}
	rows, err := s.store.SwapCandidates(c.Request.Context(), in, out)
	if err != nil {
		return nil, err
	}
	body := swapCandidatesBody{Pairs: make([]swapCandidate, 0, len(rows))}
	for _, r := range rows {
		body.Pairs = append(body.Pairs, swapCandidate{Address: r.Pair, Token0: r.Token0, Token1: r.Token1})
	}
	return body, nil
}
