package card

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"strings"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/funbackend"
)

// Input is a coin's state as the card reads it, in exact numbers.
type Input struct {
	Name, Symbol string
	// Creator is the coin's creator address.
	Creator string
	// Status is the coin's status number (funbackend.StatusTrading, ...).
	Status int64
	// PriceX18 is the price now in wei per whole token: the last trade's,
	// the curve's starting price before any trade, the graduation price
	// once graduated. Nil counts as zero.
	PriceX18 *big.Int
	// DayAgoX18 is the price at the start of the 24h window (nil: unknown,
	// no change is shown).
	DayAgoX18 *big.Int
	// ProgressX18 is the share of the sellable supply sold, 1e18 at the
	// floor (the lens's bondingProgress).
	ProgressX18 *big.Int
	// EthUsd is the ETH/USD rate the USD figures use.
	EthUsd decimal.Decimal
	// PairWeth and PairNeo are the graduated coin's pools ("" none).
	PairWeth, PairNeo string
}

// Facts are what a card states, already in words. The card draws them, the
// unfurl page's description says them and the card URL's version hashes
// them, so the three never disagree.
type Facts struct {
	Name   string `json:"name"`
	Symbol string `json:"symbol"`
	// Status is the status in words ("Bonding", "Frozen: graduating",
	// "Graduated"; "" for none).
	Status    string `json:"status"`
	Graduated bool   `json:"graduated"`
	McapUSD   string `json:"mcapUsd"` // "$4.2K"
	McapETH   string `json:"mcapEth"` // "1.39 ETH"
	Price     string `json:"price"`   // "0.0000000014 ETH" per whole token
	// Change24h is the price change over the 24h window ("+12.3%"; ""
	// when unknown or graduated); Down when it is negative.
	Change24h string `json:"change24h"`
	Down      bool   `json:"down"`
	// ProgressPct is the bonding progress in whole percent, floored so
	// 100 means at the floor (graduated coins: 100).
	ProgressPct int64 `json:"progressPct"`
	// Creator is the short creator address ("0x12ab…cdef").
	Creator string `json:"creator"`
	// Pools are a graduated coin's pools ("FROG/WETH 0x12ab…cdef").
	Pools []string `json:"pools"`
}

// FactsOf puts in into words.
func FactsOf(in Input) Facts {
	price := in.PriceX18
	if price == nil {
		price = new(big.Int)
	}
	eth := funbackend.McapEth(price)
	f := Facts{
		Name: in.Name, Symbol: strings.ToUpper(in.Symbol), Status: StatusLabel(in.Status),
		Graduated: in.Status == funbackend.StatusGraduated,
		McapUSD:   USD(eth.Mul(in.EthUsd)), McapETH: ETH(eth), Price: ETH(decimal.NewFromBigInt(price, -18)),
		Creator: ShortAddress(strings.ToLower(in.Creator)), Pools: []string{},
	}
	if f.Graduated {
		f.ProgressPct = 100
		for _, p := range []struct{ quote, addr string }{{"WETH", in.PairWeth}, {"NEO", in.PairNeo}} {
			if p.addr != "" {
				f.Pools = append(f.Pools, f.Symbol+"/"+p.quote+" "+ShortAddress(strings.ToLower(p.addr)))
			}
		}
		return f
	}
	if in.ProgressX18 != nil {
		pct := new(big.Int).Div(new(big.Int).Mul(in.ProgressX18, big.NewInt(100)), big.NewInt(1e18)).Int64()
		f.ProgressPct = min(max(pct, 0), 100)
	}
	if in.DayAgoX18 != nil && in.DayAgoX18.Sign() > 0 {
		ago := decimal.NewFromBigInt(in.DayAgoX18, 0)
		ch := decimal.NewFromBigInt(price, 0).Sub(ago).DivRound(ago, 8)
		f.Change24h, f.Down = Percent(ch), ch.IsNegative()
		if f.Change24h == "0%" {
			f.Down = false
		}
	}
	return f
}

// Description is the facts in a sentence or three, for og:description.
func (f Facts) Description() string {
	var b strings.Builder
	b.WriteString(f.Name + " ($" + f.Symbol + ")")
	if f.Graduated {
		b.WriteString(" graduated from the neoswap launch venue at a market cap of " + f.McapUSD + " (" + f.McapETH + ")")
		if len(f.Pools) > 0 {
			b.WriteString("; it trades on its pools " + strings.Join(f.Pools, " and "))
		}
		b.WriteString(".")
	} else {
		b.WriteString(" on the neoswap launch venue: market cap " + f.McapUSD + " (" + f.McapETH + "), price " + f.Price)
		if f.Change24h != "" {
			b.WriteString(", " + f.Change24h + " in 24h")
		}
		b.WriteString(". ")
		if f.Status == StatusLabel(funbackend.StatusFrozen) {
			b.WriteString("Bonding complete: graduating now.")
		} else {
			b.WriteString(itoa(f.ProgressPct) + "% of the way to graduation.")
		}
	}
	b.WriteString(" Created by " + f.Creator + ".")
	return b.String()
}

// Version is a short hash of what the card shows: the facts and the logo
// bytes drawn (nil: the ticker-letters placeholder). The share page puts
// it in the card URL (?v=) so an unfurler that caches an image URL forever
// still fetches a fresh card once the state changes.
func Version(f Facts, logo []byte) string {
	h := sha256.New()
	j, _ := json.Marshal(f) // strings, bools and ints: cannot fail
	h.Write(j)
	l := sha256.Sum256(logo)
	if logo == nil {
		l = [32]byte{}
	}
	h.Write(l[:])
	return hex.EncodeToString(h.Sum(nil))[:12]
}

func itoa(n int64) string { return big.NewInt(n).String() }
