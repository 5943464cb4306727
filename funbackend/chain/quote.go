package chain

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/hashicorp/golang-lru/v2/expirable"
)

// Quote is LaunchpadLens.quoteBuy (TokensOut, GrossUsed, Refund) or
// quoteSell (EthOut) for Amount.
type Quote struct {
	Buy                          bool
	Amount                       *big.Int
	TokensOut, GrossUsed, Refund *big.Int // buy
	EthOut                       *big.Int // sell
}

// QuoteTTL is how long a quote is served from the cache (the curve state's
// live window: a quote is exact only within its block).
const QuoteTTL = LiveFor

type quoteKey struct {
	token  common.Address
	buy    bool
	amount string
}

type quoteEntry struct {
	q  Quote
	at time.Time
}

// Quotes reads lens quotes with a bounded 3 s cache.
type Quotes struct {
	c    Caller
	lens common.Address
	now  func() time.Time

	cache *expirable.LRU[quoteKey, quoteEntry] // entries leave QuoteTTL after their read
}

// NewQuotes returns a quoter over lens; now may be nil (time.Now).
func NewQuotes(c Caller, lens common.Address, now func() time.Time) *Quotes {
	if now == nil {
		now = time.Now
	}
	return &Quotes{c: c, lens: lens, now: now, cache: expirable.NewLRU[quoteKey, quoteEntry](8192, nil, QuoteTTL)}
}

// Cached returns a cached quote younger than QuoteTTL.
func (qs *Quotes) Cached(token common.Address, buy bool, amount *big.Int) (Quote, bool) {
	e, ok := qs.cache.Get(quoteKey{token, buy, amount.String()})
	if !ok || qs.now().Sub(e.at) >= QuoteTTL {
		return Quote{}, false
	}
	return e.q, true
}

// Read asks the lens for a quote and caches it.
func (qs *Quotes) Read(ctx context.Context, token common.Address, buy bool, amount *big.Int) (Quote, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	q := Quote{Buy: buy, Amount: amount}
	if buy {
		out, err := qs.c.CallContract(ctx, ethereum.CallMsg{To: &qs.lens, Data: lensABI.PackQuoteBuy(token, amount)}, nil)
		if err != nil {
			return q, fmt.Errorf("chain: quoteBuy %s: %w", token.Hex(), err)
		}
		v, err := lensABI.UnpackQuoteBuy(out)
		if err != nil {
			return q, fmt.Errorf("chain: quoteBuy %s: %w", token.Hex(), err)
		}
		q.TokensOut, q.GrossUsed, q.Refund = v.TokensOut, v.GrossUsed, v.Refund
	} else {
		out, err := qs.c.CallContract(ctx, ethereum.CallMsg{To: &qs.lens, Data: lensABI.PackQuoteSell(token, amount)}, nil)
		if err != nil {
			return q, fmt.Errorf("chain: quoteSell %s: %w", token.Hex(), err)
		}
		v, err := lensABI.UnpackQuoteSell(out)
		if err != nil {
			return q, fmt.Errorf("chain: quoteSell %s: %w", token.Hex(), err)
		}
		q.EthOut = v
	}
	qs.cache.Add(quoteKey{token, buy, amount.String()}, quoteEntry{q: q, at: qs.now()})
	return q, nil
}
