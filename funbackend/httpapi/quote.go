package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"regexp"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
)

// QuoteReader reads lens quotes; Cached answers without I/O (ok false on a
// miss). *chain.Quotes implements it.
type QuoteReader interface {
	Cached(token common.Address, buy bool, amount *big.Int) (chain.Quote, bool)
	Read(ctx context.Context, token common.Address, buy bool, amount *big.Int) (chain.Quote, error)
}

var (
	addressRE = regexp.MustCompile(`^0x[0-9a-f]{40}$`)
	amountRE  = regexp.MustCompile(`^[0-9]{1,78}$`)
	maxUint   = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	// maxQuoteAmount is the largest amount quoted: 2^128-1. The curve keeps
	// its reserves in uint128 and multiplies a reserve by the amount, so an
	// amount past it can overflow LaunchpadMath and revert the lens call
	// (from about 1e50 wei); it is far above any coin's supply (1e27) and
	// all the ETH there is.
	maxQuoteAmount = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))

	errQuoteUnavailable = &apiError{http.StatusBadGateway, "quote unavailable"}
	errNewQuotes        = &apiError{http.StatusTooManyRequests, "too many new quotes"}
	errRateLimited      = &apiError{http.StatusTooManyRequests, "rate limited"}
	errAmountTooLarge   = badRequest("amount too large")
)

// validAddress is the lowercased {address} when it is 0x and 40 hex digits.
func validAddress(c *gin.Context) (common.Address, bool) {
	a := pathAddress(c)
	if !addressRE.MatchString(a) {
		return common.Address{}, false
	}
	return common.HexToAddress(a), true
}

// quote: GET /tokens/{address}/quote?side=buy|sell&amount=<wei> (spec 4.2).
// The Quotes limiter is spent by the route's middleware.
func (s *server) quote(c *gin.Context) (any, error) {
	token, ok := validAddress(c)
	if !ok {
		return nil, badRequest("bad address")
	}
	return s.quoteFor(c, token)
}

// quoteFor answers the quote of the request's side and amount: from the
// 3 s cache, else (spending the cache-miss budget: 429 too many new quotes)
// from LaunchpadLens; a failed read is 502 quote unavailable. An amount over
// maxQuoteAmount is 400 amount too large, before any read.
func (s *server) quoteFor(c *gin.Context, token common.Address) (any, error) {
	var buy bool
	switch c.Query("side") {
	case "buy":
		buy = true
	case "sell":
	default:
		return nil, badRequest("bad side")
	}
	raw := c.Query("amount")
	amount, ok := new(big.Int).SetString(raw, 10)
	if !amountRE.MatchString(raw) || !ok || amount.Cmp(maxUint) > 0 {
		return nil, badRequest("bad amount")
	}
	if amount.Cmp(maxQuoteAmount) > 0 {
		return nil, errAmountTooLarge
	}
	if s.Quotes == nil {
		return nil, errQuoteUnavailable
	}
	q, hit := s.Quotes.Cached(token, buy, amount)
	if !hit {
		if ok, _ := s.spend(c, ratelimit.QuoteMisses); !ok {
			return nil, errNewQuotes
		}
		var err error
		if q, err = s.Quotes.Read(c.Request.Context(), token, buy, amount); err != nil {
			s.log.Warn("quote read failed", "token", token.Hex(), "err", err)
			return nil, errQuoteUnavailable
		}
	}
	if buy {
		return gin.H{"side": "buy", "tokensOut": q.TokensOut.String(), "grossUsed": q.GrossUsed.String(),
			"refund": q.Refund.String(), "quotedAmount": q.Amount.String()}, nil
	}
	return gin.H{"side": "sell", "ethOut": q.EthOut.String(), "quotedAmount": q.Amount.String()}, nil
}

// snapshot: GET /tokens/{address}/snapshot (spec 4.2): {token, holders}
// (the bodies of the detail and holders routes), plus candles when
// resolution or from is sent and quote when side or amount is sent. The
// route's middleware spends the coin-detail bucket; a quote spends the
// Quotes bucket (and the miss budget on a cache miss). Candles and holders
// are unlimited routes, so they spend nothing. Any part's error is the
// answer's (404, 400, 429), except the quote's 400 and 502: a bad quote
// parameter or a failed quote read costs the snapshot only its quote
// (quote null, quoteError the quote route's error text).
func (s *server) snapshot(c *gin.Context) (any, error) {
	tok, err := s.token(c)
	if err != nil {
		return nil, err
	}
	holders, err := s.holders(c)
	if err != nil {
		return nil, err
	}
	out := gin.H{"token": tok, "holders": holders}
	if has(c, "resolution") || has(c, "from") {
		cs, err := s.candles(c)
		if err != nil {
			return nil, err
		}
		if b, ok := cs.(body); ok { // a cached body: embed its bytes as they are
			cs = json.RawMessage(b.json)
		}
		out["candles"] = cs
	}
	if has(c, "side") || has(c, "amount") {
		if ok, _ := s.spend(c, ratelimit.Quotes); !ok {
			return nil, errRateLimited
		}
		q, err := s.quoteFor(c, common.HexToAddress(pathAddress(c)))
		var ae *apiError
		if errors.As(err, &ae) && (ae.status == http.StatusBadRequest || ae.status == http.StatusBadGateway) {
			q, out["quoteError"] = nil, ae.msg
		} else if err != nil {
			return nil, err
		}
		out["quote"] = q
	}
	return out, nil
}

func has(c *gin.Context, k string) bool { _, ok := c.GetQuery(k); return ok }
