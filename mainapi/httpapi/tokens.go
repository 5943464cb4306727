package httpapi

import (
	"context"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The token routes of spec 4.2. They read the service's own pools only:
// candles, TVL, volume and the pool list agree with each other.

// TokenReader is what the token routes read. *postgres.DB implements it.
type TokenReader interface {
	// FindTokens returns every token of a tracked pair (empty when none).
	FindTokens(ctx context.Context) ([]mainapi.TokenListing, error)
	// FindTokenPrice returns the latest candle close; ok false when never priced.
	FindTokenPrice(ctx context.Context, token wire.Address) (mainapi.TokenPrice, bool, error)
	// FindTokenChart returns the market at a head minute and the latest
	// price, and passes the candles of minutes [from, to] grouped by bucket
	// minutes to fn, in one round trip.
	FindTokenChart(ctx context.Context, token wire.Address, minute, from, to, bucket int64, fn func(*mainapi.TokenCandleText) error) (mainapi.TokenChart, error)
	// FindTokenMarket returns the change references, volumes, fees and TVL at a head minute.
	FindTokenMarket(ctx context.Context, token wire.Address, minute int64) (mainapi.TokenMarket, error)
	// FindTokenEthPrice returns Wei of WETH per whole token, nil when unpriced.
	FindTokenEthPrice(ctx context.Context, token wire.Address) (*wire.Wei, error)
	// FindTokenSwaps returns a page of trade rows, newest first.
	FindTokenSwaps(ctx context.Context, token wire.Address, limit, offset int) ([]mainapi.TokenSwap, error)
	// FindTokenPools returns a page of own pools holding the token and their count.
	FindTokenPools(ctx context.Context, token wire.Address, limit, offset int) ([]mainapi.DexPool, int, error)
}

// tokenPageSize is the page of /tokens/{address}/swaps and /pools (spec 8).
const tokenPageSize = 50

// exampleToken is the path example of the token routes.
const exampleToken = "0x00000000000000000000000000000000000000b1"

var (
	tokenAddressParam = Param{Name: "address", InPath: true, Kind: KindAddress, Example: exampleToken, Doc: "token address"}
	tokenPageParam    = Param{Name: "page", Kind: KindInt, Min: 1, Max: 200, Default: "1", Doc: "1-based page of 50 rows"}
)

// tokenRanges are the chart frames of spec 4.2: bucket and window minutes.
var tokenRanges = map[string]struct{ bucket, window int64 }{
	"1m": {1, 6 * 60}, "5m": {5, 12 * 60}, "10m": {10, 24 * 60}, "30m": {30, 3 * 24 * 60},
	"24h": {1, 24 * 60}, "7d": {30, 7 * 24 * 60}, "30d": {120, 30 * 24 * 60},
}

// tokenRoutes are spec 4.2 (without /tokens/neo/supply and the logo routes).
func (s *server) tokenRoutes() []*Route {
	addr := []Param{tokenAddressParam}
	return []*Route{
		{
			Path: "/token/:address/price", Summary: "a token's latest own-pool USD price; three nulls when unknown",
			Tier: TierBlock, ETag: ETagHead, Params: addr, Response: tokenPriceBody{}, Errors: []int{400}, Handle: s.tokenPrice,
			Reads: reads[TokenReader]("FindTokenPrice"),
		},
		{
			Path: "/tokens", Summary: "every token of a tracked pair, verified first",
			Tier: TierBlock, ETag: ETagHead, Response: tokensBody{}, Handle: s.tokens,
			Reads: reads[TokenReader]("FindTokens"),
		},
		{
			Path: "/tokens/:address/chart", Summary: "USD candles of a token over its own pools, with change and volume figures",
			Tier: TierBlock, ETag: ETagHead, Heavy: true, Errors: []int{400},
			Params: []Param{tokenAddressParam, {
				Name: "range", Kind: KindEnum, Enum: []string{"1m", "5m", "10m", "30m", "24h", "7d", "30d"}, Default: "24h", Example: "24h",
				Doc: "1m, 5m, 10m, 30m: candle interval over 6h, 12h, 24h, 3d; 24h, 7d, 30d: window with 1, 30, 120 minute candles",
			}},
			Response: tokenChartBody{}, Handle: s.tokenChart, Reads: reads[TokenReader]("FindTokenChart"),
		},
		{
			Path: "/tokens/:address/stats", Summary: "a token's TVL and 24h volume over its own pools and its price in ETH",
			Tier: TierBlock, ETag: ETagHead, Params: addr, Response: tokenStatsBody{}, Errors: []int{400}, Handle: s.tokenStats,
			Reads: reads[TokenReader]("FindTokenMarket", "FindTokenEthPrice"),
		},
		{
			Path: "/tokens/:address/swaps", Summary: "trades of a token, newest first, 50 per page; multi-pool trades folded into one row",
			Tier: TierBlock, ETag: ETagHead, Params: []Param{tokenAddressParam, tokenPageParam},
			Response: tokenSwapsBody{}, Errors: []int{400}, Handle: s.tokenSwaps,
			Reads: reads[TokenReader]("FindTokenSwaps"),
		},
		{
			Path: "/tokens/:address/pools", Summary: "own pools holding a token, deepest first, 50 per page",
			Tier: TierBlock, ETag: ETagHead, Params: []Param{tokenAddressParam, tokenPageParam},
			Response: tokenPoolsBody{}, Errors: []int{400}, Handle: s.tokenPools,
			Reads: reads[TokenReader]("FindTokenPools"),
		},
	}
}

func (s *server) tokenReader() TokenReader { return s.store }

// tokenPriceBody is GET /token/{address}/price.
type tokenPriceBody struct {
	PriceUsd    wire.NullUsd `json:"priceUsd"`
	Source      *string      `json:"source" enum:"onchain" doc:"onchain: derived from the service's pools; null when unknown"`
	LastUpdated *string      `json:"lastUpdated" doc:"ISO 8601 with milliseconds: start of the minute of the price's candle; null when unknown"`
}

var sourceOnchain = "onchain"

func (s *server) tokenPrice(c *gin.Context) (any, error) {
	token, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	p, ok, err := s.tokenReader().FindTokenPrice(c.Request.Context(), token)
	if err != nil || !ok {
		return tokenPriceBody{}, err
	}
	price, err := usdOfText(p.PriceUsd)
	if err != nil {
		return nil, err
	}
	at := isoMillis(time.Unix(p.Minute*60, 0))
	return tokenPriceBody{PriceUsd: wire.NullOf(price), Source: &sourceOnchain, LastUpdated: &at}, nil
}

// tokensBody is GET /tokens.
type tokensBody struct {
	Tokens      []tokenItem `json:"tokens"`
	GeneratedAt string      `json:"generatedAt" doc:"ISO 8601"`
}

type tokenItem struct {
	Address  wire.Address `json:"address"`
	Symbol   string       `json:"symbol" doc:"empty when the token's symbol call reverts"`
	Name     *string      `json:"name"`
	Decimals *int16       `json:"decimals"`
	Verified bool         `json:"verified" doc:"env-canonical (WETH, USDC, USDT, NEO) or curated"`
	HasLogo  bool         `json:"hasLogo" doc:"a logo is stored: /launchpad/token/{address}/logo answers 200"`
}

func (s *server) tokens(c *gin.Context) (any, error) {
	rows, err := s.tokenReader().FindTokens(c.Request.Context())
	if err != nil {
		return nil, err
	}
	body := tokensBody{Tokens: make([]tokenItem, 0, len(rows)), GeneratedAt: isoMillis(s.now())}
	for _, r := range rows {
		it := tokenItem{Address: r.Address, Name: r.Name, Decimals: r.Decimals, Verified: r.Verified, HasLogo: r.HasLogo}
		if r.Symbol != nil {
			it.Symbol = *r.Symbol
		}
		body.Tokens = append(body.Tokens, it)
	}
	return body, nil
}

// tokenChartBody is GET /tokens/{address}/chart.
type tokenChartBody struct {
	Price         wire.NullUsd `json:"price"`
	Change5mPct   wire.Percent `json:"change5mPct"`
	Change30mPct  wire.Percent `json:"change30mPct"`
	Change6hPct   wire.Percent `json:"change6hPct"`
	Change24hPct  wire.Percent `json:"change24hPct"`
	Volume5mUsd   wire.Usd     `json:"volume5mUsd"`
	Volume1hUsd   wire.Usd     `json:"volume1hUsd"`
	Volume24hUsd  wire.Usd     `json:"volume24hUsd"`
	Fees24hUsd    wire.Usd     `json:"fees24hUsd"`
	SwapCount24h  int64        `json:"swapCount24h"`
	BucketMinutes int64        `json:"bucketMinutes" doc:"candle interval in minutes: 1, 5, 10, 30 or 120"`
	Candles       []candleItem `json:"candles" doc:"oldest first; only buckets with a price point"`
}

type candleItem struct {
	Minute    int64    `json:"minute" doc:"bucket start in unix minutes"`
	Open      string   `json:"open" pattern:"^-?[0-9]+(\\.[0-9]+)?$"`
	High      string   `json:"high" pattern:"^-?[0-9]+(\\.[0-9]+)?$"`
	Low       string   `json:"low" pattern:"^-?[0-9]+(\\.[0-9]+)?$"`
	Close     string   `json:"close" pattern:"^-?[0-9]+(\\.[0-9]+)?$"`
	VolumeUsd wire.Usd `json:"volumeUsd"`
}

func (s *server) tokenChart(c *gin.Context) (any, error) {
	token, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	rg := tokenRanges[c.DefaultQuery("range", "24h")]
	minute := s.anchorTime(c) / 60
	// The candles are written as they arrive (jsonenc.go), into a scratch
	// buffer: the figures before them come from the same round trip.
	candles := newJSONBuf()
	defer candles.release()
	n := 0
	ch, err := s.tokenReader().FindTokenChart(c.Request.Context(), token, minute, minute-rg.window, minute, rg.bucket,
		func(k *mainapi.TokenCandleText) error {
			if n++; n > 1 {
				candles.b = append(candles.b, ',')
			}
			var err error
			candles.b, err = appendCandleItem(candles.b, k)
			return err
		})
	if err != nil {
		return nil, err
	}
	m := ch.Market
	body := tokenChartBody{BucketMinutes: rg.bucket,
		Volume5mUsd: m.Volume5m, Volume1hUsd: m.Volume1h, Volume24hUsd: m.Volume24h, Fees24hUsd: m.Fees24h, SwapCount24h: m.Swaps24h}
	if ch.Priced {
		price, err := decimal.NewFromString(ch.Price.PriceUsd)
		if err != nil {
			return nil, err
		}
		body.Price = wire.NullOf(wire.UsdFromDecimal(price))
		body.Change5mPct = changePct(price, m.Ref5m)
		body.Change30mPct = changePct(price, m.Ref30m)
		body.Change6hPct = changePct(price, m.Ref6h)
		body.Change24hPct = changePct(price, m.Ref24h)
	}
	jb := newJSONBuf()
	jb.b = appendTokenChartHead(jb.b, &body)
	jb.b = append(jb.b, candles.b...)
	jb.b = append(jb.b, "]}"...)
	return jb, nil
}

// appendTokenChartHead appends a tokenChartBody up to its candles' '['
// (body.Candles is not read).
func appendTokenChartHead(dst []byte, body *tokenChartBody) []byte {
	dst = append(dst, `{"price":`...)
	if body.Price.Valid {
		dst = appendUsdValue(dst, body.Price.V)
	} else {
		dst = append(dst, "null"...)
	}
	dst = append(dst, `,"change5mPct":`...)
	dst = appendPercent(dst, body.Change5mPct)
	dst = append(dst, `,"change30mPct":`...)
	dst = appendPercent(dst, body.Change30mPct)
	dst = append(dst, `,"change6hPct":`...)
	dst = appendPercent(dst, body.Change6hPct)
	dst = append(dst, `,"change24hPct":`...)
	dst = appendPercent(dst, body.Change24hPct)
	dst = append(dst, `,"volume5mUsd":`...)
	dst = appendUsdValue(dst, body.Volume5mUsd)
	dst = append(dst, `,"volume1hUsd":`...)
	dst = appendUsdValue(dst, body.Volume1hUsd)
	dst = append(dst, `,"volume24hUsd":`...)
	dst = appendUsdValue(dst, body.Volume24hUsd)
	dst = append(dst, `,"fees24hUsd":`...)
	dst = appendUsdValue(dst, body.Fees24hUsd)
	dst = append(dst, `,"swapCount24h":`...)
	dst = strconv.AppendInt(dst, body.SwapCount24h, 10)
	dst = append(dst, `,"bucketMinutes":`...)
	dst = strconv.AppendInt(dst, body.BucketMinutes, 10)
	return append(dst, `,"candles":[`...)
}

// appendCandleItem appends a candleItem from a row: the prices verbatim,
// the volume as a Usd.
func appendCandleItem(dst []byte, k *mainapi.TokenCandleText) ([]byte, error) {
	dst = append(dst, `{"minute":`...)
	dst = strconv.AppendInt(dst, k.Minute, 10)
	dst = append(dst, `,"open":`...)
	dst = appendNumericString(dst, k.Open)
	dst = append(dst, `,"high":`...)
	dst = appendNumericString(dst, k.High)
	dst = append(dst, `,"low":`...)
	dst = appendNumericString(dst, k.Low)
	dst = append(dst, `,"close":`...)
	dst = appendNumericString(dst, k.Close)
	dst = append(dst, `,"volumeUsd":`...)
	dst, err := appendUsd(dst, k.VolumeUsd)
	if err != nil {
		return dst, err
	}
	return append(dst, '}'), nil
}

// changePct is price against the reference in percent, rounded to 4
// decimals; null without a (non-zero) reference.
func changePct(price decimal.Decimal, ref *string) wire.Percent {
	if ref == nil {
		return wire.Percent{}
	}
	r, err := decimal.NewFromString(*ref)
	if err != nil || r.IsZero() {
		return wire.Percent{}
	}
	f, _ := price.Sub(r).Mul(decimal.NewFromInt(100)).DivRound(r, 4).Float64()
	return wire.PercentOf(f)
}

// tokenStatsBody is GET /tokens/{address}/stats.
type tokenStatsBody struct {
	TvlUsd       wire.Usd     `json:"tvlUsd" doc:"sum over the token's own pools"`
	Volume24hUsd wire.Usd     `json:"volume24hUsd" doc:"USD of the FeeRouter trades that started or ended in the token over the last 1,440 minutes, each trade once (the chart's volume24hUsd)"`
	EthPrice     wire.NullWei `json:"ethPrice" doc:"Wei of WETH per whole token; null when unpriceable"`
}

func (s *server) tokenStats(c *gin.Context) (any, error) {
	token, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	ctx := c.Request.Context()
	m, err := s.tokenReader().FindTokenMarket(ctx, token, s.anchorTime(c)/60)
	if err != nil {
		return nil, err
	}
	eth, err := s.tokenReader().FindTokenEthPrice(ctx, token)
	if err != nil {
		return nil, err
	}
	return tokenStatsBody{TvlUsd: m.TvlUsd, Volume24hUsd: m.Volume24h, EthPrice: wire.NullFromPtr(eth)}, nil
}

// tokenSwapsBody is GET /tokens/{address}/swaps.
type tokenSwapsBody struct {
	Items    []tokenSwapItem `json:"items"`
	Page     int             `json:"page"`
	PageSize int             `json:"pageSize"`
	HasMore  bool            `json:"hasMore"`
}

type tokenSwapItem struct {
	TxHash          wire.Hash     `json:"txHash"`
	LogIndex        int32         `json:"logIndex"`
	Timestamp       wire.Seconds  `json:"timestamp"`
	Side            string        `json:"side" enum:"buy,sell" doc:"from this token's view"`
	TokenAmount     wire.Wei      `json:"tokenAmount"`
	TokenDecimals   int32         `json:"tokenDecimals"`
	CounterToken    *wire.Address `json:"counterToken"`
	CounterAmount   wire.Wei      `json:"counterAmount"`
	CounterDecimals *int16        `json:"counterDecimals"`
	UsdValue        wire.Usd      `json:"usdValue" doc:"write-time snapshot; 0 when unpriceable"`
	Wallet          wire.Address  `json:"wallet"`
	PoolCount       *int32        `json:"poolCount,omitempty" doc:"hops of a folded multi-pool trade"`
	OuterInput      *outerInput   `json:"outerInput,omitempty" doc:"the folded trade's input"`
}

type outerInput struct {
	Token  wire.Address `json:"token"`
	Amount wire.Wei     `json:"amount"`
}

func (s *server) tokenSwaps(c *gin.Context) (any, error) {
	token, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	page := tokenPage(c)
	rows, err := s.tokenReader().FindTokenSwaps(c.Request.Context(), token, tokenPageSize+1, (page-1)*tokenPageSize)
	if err != nil {
		return nil, err
	}
	body := tokenSwapsBody{Items: []tokenSwapItem{}, Page: page, PageSize: tokenPageSize, HasMore: len(rows) > tokenPageSize}
	if body.HasMore {
		rows = rows[:tokenPageSize]
	}
	for _, r := range rows {
		it := tokenSwapItem{
			TxHash: r.TxHash, LogIndex: r.LogIndex, Timestamp: r.Timestamp, Side: r.Side,
			TokenAmount: r.TokenAmount, TokenDecimals: r.TokenDecimals, CounterToken: r.CounterToken,
			CounterAmount: r.CounterAmount, CounterDecimals: r.CounterDecimals, UsdValue: r.UsdValue, Wallet: r.Wallet,
			PoolCount: r.PoolCount,
		}
		if r.OuterToken != nil && r.OuterAmount != nil {
			it.OuterInput = &outerInput{Token: *r.OuterToken, Amount: *r.OuterAmount}
		}
		body.Items = append(body.Items, it)
	}
	return body, nil
}

// tokenPoolsBody is GET /tokens/{address}/pools; items are dex pool rows.
type tokenPoolsBody struct {
	Items      []dexPool `json:"items"`
	Page       int       `json:"page"`
	TotalPages int       `json:"totalPages"`
	Total      int       `json:"total"`
}

// tokenPools serves the pool rows of spec 2.2 (the /dex/pools/{pair} shape,
// without volume30dUsd) of the own pools holding a token.
func (s *server) tokenPools(c *gin.Context) (any, error) {
	token, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	page := tokenPage(c)
	rows, total, err := s.tokenReader().FindTokenPools(c.Request.Context(), token, tokenPageSize, (page-1)*tokenPageSize)
	if err != nil {
		return nil, err
	}
	body := tokenPoolsBody{Items: make([]dexPool, 0, len(rows)), Page: page, Total: total,
		TotalPages: (total + tokenPageSize - 1) / tokenPageSize}
	for _, p := range rows {
		body.Items = append(body.Items, toDexPool(p))
	}
	return body, nil
}

// tokenPage is the validated page query parameter (1 when absent).
func tokenPage(c *gin.Context) int {
	n, err := strconv.Atoi(c.DefaultQuery("page", "1"))
	if err != nil || n < 1 {
		return 1
	}
	return n
}

// anchorTime is the time windows end at: the indexed head's timestamp, or
// now when the indexer has no state.
func (s *server) anchorTime(c *gin.Context) int64 {
	if snap := headOf(c); snap.ok {
		return int64(snap.head.Timestamp)
	}
	return s.now().Unix()
}

// usdOfText rounds decimal text to a Usd (6 decimals, half to even).
func usdOfText(s string) (wire.Usd, error) {
	var u wire.Usd
	err := u.Scan(s)
	return u, err
}

// isoMillis formats t as ISO 8601 UTC with milliseconds.
func isoMillis(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000Z") }
