package httpapi

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/chain"
)

// CoinReader is what the coin routes read (board, detail, candles,
// holders, snapshot). Point reads return funbackend.ErrNotFound for an
// unknown coin or intent.
type CoinReader interface {
	// HeadTime is the stored tip's timestamp (0 before the first block).
	HeadTime(ctx context.Context) (int64, error)
	Board(ctx context.Context, q funbackend.BoardQuery) ([]funbackend.Row, error)
	Coin(ctx context.Context, address string, since int64) (funbackend.Row, error)
	RecentTrades(ctx context.Context, token string, limit int) ([]funbackend.Row, error)
	Figures(ctx context.Context, token, creator string, since int64) (funbackend.CoinFigures, error)
	// Generation changes on every indexer commit: cached candles key on it.
	Generation() uint64
	// LastTradeTime returns funbackend.ErrNotFound when the coin never traded.
	LastTradeTime(ctx context.Context, token string) (ts int64, err error)
	Candles(ctx context.Context, token string, res, from, to int64) ([]funbackend.Candle, error)
	Holders(ctx context.Context, token string, limit int) ([]funbackend.Holder, int64, *string, error)
	IntentRow(ctx context.Context, address string) (funbackend.Row, error)
	PendingIntents(ctx context.Context, q funbackend.PendingQuery) ([]funbackend.Row, error)
}

// Board caps (spec 4.2, 8).
const (
	boardWhole   = 500
	boardPending = 100
	// pendingMaxPages bounds the pending scan: 4 pages of 300 intents.
	pendingMaxPages = 4
	pageDefault     = 50
	pageMax         = 100
	qMaxLen         = 64
	recentTrades    = 50
	holdersTop      = 10
	tokensTTL       = 5 * time.Second
	statsTTL        = 15 * time.Second
	creatorsTTL     = 20 * time.Second
	candlesTTL      = time.Minute // keys carry the store generation: this only bounds memory
	feedDefault     = 100
	feedMax         = 200
	recentTradesN   = 20
	recentCoinsN    = 6
	creatorsTopN    = 25
)

// since24h is the start of the 24h window, anchored to the indexed head's
// timestamp (as on the main API), so figures do not drift while idle.
func (s *server) since24h(ctx context.Context) (int64, error) {
	ts, err := s.DB.HeadTime(ctx)
	if err != nil {
		return 0, err
	}
	return ts - funbackend.Day, nil
}

// ethUsd is the non-nullable rate: the market rate or the fallback.
func (s *server) ethUsd() float64 {
	v, _ := s.EthUsd()
	return v
}

// ethUsdNullable is null unless the rate is a real market price.
func (s *server) ethUsdNullable() any {
	if v, real := s.EthUsd(); real {
		return v
	}
	return nil
}

type boardCursor struct {
	B int64 `json:"b"`
	L int64 `json:"l"`
}

// searchable reports whether q can be a board search: at most qMaxLen
// characters of valid UTF-8 without control characters (SQLite reads a
// LIKE pattern up to its first NUL, so a q of "\x00" would otherwise match
// every coin).
func searchable(q string) bool {
	return utf8.RuneCountInString(q) <= qMaxLen && utf8.ValidString(q) && strings.IndexFunc(q, unicode.IsControl) < 0
}

// tokens: GET /tokens (spec 4.2).
func (s *server) tokens(c *gin.Context) (any, error) {
	rawLimit, hasLimit := c.GetQuery("limit")
	cursor, hasCursor := c.GetQuery("cursor")
	q := strings.TrimSpace(c.Query("q"))
	if !searchable(q) {
		return nil, badRequest("bad q")
	}
	limit := boardWhole
	if hasLimit || hasCursor {
		limit = pageDefault
	}
	if hasLimit {
		n, err := strconv.Atoi(rawLimit)
		if err != nil || n < 1 || n > pageMax {
			return nil, badRequest("bad limit")
		}
		limit = n
	}
	var after *funbackend.BoardKey
	if hasCursor {
		var bc boardCursor
		if !s.cursors.verify("tokens", strings.ToLower(q), cursor, &bc) {
			return nil, badRequest("bad cursor")
		}
		after = &funbackend.BoardKey{Block: bc.B, LogIndex: bc.L}
	}
	key := "tokens\x00" + strconv.Itoa(limit) + "\x00" + strings.ToLower(q) + "\x00" + cursor
	return s.cachedBody(key, tokensTTL, func() (any, error) {
		ctx := c.Request.Context()
		since, err := s.since24h(ctx)
		if err != nil {
			return nil, err
		}
		rows, err := s.DB.Board(ctx, funbackend.BoardQuery{Limit: limit, Q: q, After: after, Since: since})
		if err != nil {
			return nil, err
		}
		var next any
		if len(rows) == limit && limit > 0 {
			last := rows[len(rows)-1]
			next = s.cursors.sign("tokens", strings.ToLower(q), boardCursor{B: last.Int("created_block"), L: last.Int("created_log_index")})
		}
		pending := []funbackend.Row{}
		if !hasCursor {
			if pending, err = s.pending(c, q); err != nil {
				return nil, err
			}
		}
		return gin.H{"tokens": nonNilRows(rows), "pending": pending, "ethUsd": s.ethUsd(), "nextCursor": next}, nil
	})
}

func nonNilRows(rs []funbackend.Row) []funbackend.Row {
	if rs == nil {
		return []funbackend.Row{}
	}
	return rs
}

// pathAddress is the lowercased {address} path parameter.
func pathAddress(c *gin.Context) string { return strings.ToLower(c.Param("address")) }

// token: GET /tokens/{address}, the materialized branch (spec 4.2).
func (s *server) token(c *gin.Context) (any, error) {
	ctx := c.Request.Context()
	a := pathAddress(c)
	if !common.IsHexAddress(a) {
		return nil, errNotFound
	}
	since, err := s.since24h(ctx)
	if err != nil {
		return nil, err
	}
	row, err := s.DB.Coin(ctx, a, since)
	if errors.Is(err, funbackend.ErrNotFound) {
		return s.pendingToken(c, a)
	}
	if err != nil {
		return nil, err
	}
	trades, err := s.DB.RecentTrades(ctx, a, recentTrades)
	if err != nil {
		return nil, err
	}
	f, err := s.DB.Figures(ctx, a, row.String("creator"), since)
	if err != nil {
		return nil, err
	}
	var read chain.Read
	if s.Curves != nil {
		read = s.Curves.Read(ctx, common.HexToAddress(a))
	}
	var curve, frozenAt, sellsOpenAt, readAt any
	if st := read.State; st != nil {
		price := st.PriceX18.String()
		if st.Status == 3 && row.String("grad_price_x18") != "" {
			price = row.String("grad_price_x18") // the frozen graduation price
		}
		var frozenOnChain any
		if st.FrozenAt != 0 {
			frozenOnChain = st.FrozenAt
		}
		curve = gin.H{"realEth": st.RealEth.String(), "tokenReserve": st.TokenReserve.String(), "status": st.Status,
			"buysPaused": st.BuysPaused, "paramsId": st.ParamsID, "priceX18": price,
			"bondingProgress": x18(st.BondingProgressX18), "frozenAtOnChain": frozenOnChain}
		if st.Status == 2 {
			frozenAt, sellsOpenAt = st.FrozenAt, st.SellsOpenAt
		}
		readAt = read.At.UnixMilli()
	}
	v, err := s.verifiedMetadata(ctx, a)
	if err != nil {
		return nil, err
	}
	meta := v.dto()
	var pveFailed any
	if f.PveRecordFailedTokens != nil {
		pveFailed = gin.H{"tokensWei": *f.PveRecordFailedTokens, "at": *f.PveRecordFailedAt}
	}
	extra := []struct {
		k string
		v any
	}{
		{"metadata", meta},
		{"curve", curve},
		{"curveLive", read.State != nil && read.Live},
		{"curveReadAt", readAt},
		{"recentTrades", trades},
		{"stats", gin.H{"trades": f.Trades, "volume_wei": f.VolumeWei, "creator_fees_wei": f.CreatorFeesWei, "volume24h_wei": f.Volume24hWei}},
		{"pveTokensWei", f.PveTokens},
		{"pveEthWei", f.PveEth},
		{"pveLaunchTokensWei", f.PveLaunchTokens},
		{"pveLaunchEthWei", f.PveLaunchEth},
		{"pveFedTokensWei", f.PveFedTokens},
		{"pveFedEthWei", f.PveFedEth},
		{"devHoldsWei", f.DevHolds},
		{"firstBuyer", f.FirstBuyer},
		{"frozenAt", frozenAt},
		{"sellsOpenAt", sellsOpenAt},
		{"pveRecordFailed", pveFailed},
		{"creatorFeeRoutedWei", f.CreatorFeeRerouted},
		{"ethUsd", s.ethUsd()},
	}
	for _, kv := range extra {
		row.Set(kv.k, kv.v)
	}
	return row, nil
}

// x18 formats a 1e18 fixed-point value as a plain decimal string.
func x18(v *big.Int) string {
	if v == nil {
		return "0"
	}
	q, r := new(big.Int).QuoRem(v, big.NewInt(1e18), new(big.Int))
	if r.Sign() == 0 {
		return q.String()
	}
	frac := strings.TrimRight(leftPad(r.String(), 18), "0")
	return q.String() + "." + frac
}

func leftPad(s string, n int) string {
	if len(s) >= n {
		return s
	}
	return strings.Repeat("0", n-len(s)) + s
}

// candles: GET /tokens/{address}/candles (spec 4.2).
func (s *server) candles(c *gin.Context) (any, error) {
	ctx := c.Request.Context()
	a := pathAddress(c)
	res := int64(300)
	if v := c.Query("resolution"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, badRequest("bad resolution")
		}
		res = n
	}
	res = min(max(res, 60), 86400)
	from := s.Now().Unix() - funbackend.Day
	if v := c.Query("from"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, badRequest("bad from")
		}
		from = n
	}
	// The body depends on (coin, resolution, aligned from) and the
	// indexed trades only: it is cached until the indexer's next commit
	// (the store's generation), so a hot coin's candles are folded once
	// per commit, not once per request.
	from = floorDiv(from, res) * res
	key := fmt.Sprintf("candles\x00%s\x00%d\x00%d\x00%d", a, res, from, s.DB.Generation())
	return s.cachedBody(key, candlesTTL, func() (any, error) {
		last, err := s.DB.LastTradeTime(ctx, a)
		if errors.Is(err, funbackend.ErrNotFound) {
			return []funbackend.Candle{}, nil
		}
		if err != nil {
			return nil, err
		}
		lastBucket := last / res * res
		floor := lastBucket - (funbackend.MaxCandleSlots-1)*res
		return s.DB.Candles(ctx, a, res, max(from, floor), lastBucket+res)
	})
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// holders: GET /tokens/{address}/holders, always 200.
func (s *server) holders(c *gin.Context) (any, error) {
	hs, n, pve, err := s.DB.Holders(c.Request.Context(), pathAddress(c), holdersTop)
	if err != nil {
		return nil, err
	}
	return gin.H{"holders": hs, "holderCount": n, "pveVaultWei": pve}, nil
}

// pendingToken is /tokens/{address}'s pending branch: {pending: true,
// intent: every intent column and metadata_json, ethUsd} for an intent with
// no coin yet, up to an hour past its deadline; else 404.
func (s *server) pendingToken(c *gin.Context, address string) (any, error) {
	row, err := s.DB.IntentRow(c.Request.Context(), address)
	if errors.Is(err, funbackend.ErrNotFound) {
		return nil, errNotFound
	}
	if err != nil {
		return nil, err
	}
	if row.Int("deadline")+pendingGrace <= s.Now().Unix() {
		return nil, errNotFound
	}
	return gin.H{"pending": true, "intent": row, "ethUsd": s.ethUsd()}, nil
}
