package httpapi

import (
	"context"
	"math/big"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// GET /dex/pools/holder/{address}/pairs (spec 4.4, payload "not shown"):
// the tracked pairs the address holds LP tokens of, from the derived
// lp_balances and lp_supplies (migration 00010).
//
// The ETag is the head's, not the wallet's: share and the underlying
// amounts move with every other holder's mint or burn and with every swap
// (reserves), none of which is activity of this wallet; and contracts
// holding LP (a farm, a locker) have no wallet activity at all.

// holderStore is what the holder route reads.
type holderStore interface {
	// HolderPairs returns the tracked pairs holder has a positive LP balance in.
	HolderPairs(ctx context.Context, holder wire.Address) ([]mainapi.LPPosition, error)
}

type holderPairsBody struct {
	Address wire.Address     `json:"address" doc:"the holder, lowercase"`
	Pairs   []holderPairItem `json:"pairs" doc:"ordered by pair address; empty when the address holds no LP tokens"`
}

type holderPairItem struct {
	Pair        wire.Address `json:"pair"`
	Token0      wire.Address `json:"token0"`
	Token1      wire.Address `json:"token1"`
	Balance     wire.Wei     `json:"balance" doc:"LP tokens held (18 decimals)"`
	TotalSupply wire.Wei     `json:"totalSupply" doc:"the pair's LP token supply"`
	Share       wire.Ratio   `json:"share" doc:"balance / totalSupply as a fraction of 1 (\"0.25\" is a quarter), 18 decimals, rounded down; \"0\" when the supply is unknown"`
	Amount0     wire.Wei     `json:"amount0" doc:"token0 redeemable at the current reserves: reserve0 x balance / totalSupply, rounded down"`
	Amount1     wire.Wei     `json:"amount1" doc:"token1 redeemable at the current reserves"`
}

const holderExample = "0x00000000000000000000000000000000000000a1"

func (s *server) holderRoute() *Route {
	return &Route{
		Path:    "/dex/pools/holder/:address/pairs",
		Summary: "the tracked pairs an address holds LP tokens of: balance, share of the supply, redeemable amounts (head ETag: share and amounts move with other holders and swaps)",
		Tier:    TierBlock, ETag: ETagHead, Response: holderPairsBody{}, Errors: []int{400},
		Params: []Param{{Name: "address", InPath: true, Kind: KindAddress, Example: holderExample, Doc: "holder address"}},
		Handle: s.holderPairs,
		Reads:  reads[holderStore]("HolderPairs"),
	}
}

var x18 = new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)

func (s *server) holderPairs(c *gin.Context) (any, error) {
	holder, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	rows, err := s.store.HolderPairs(c.Request.Context(), holder)
	if err != nil {
		return nil, err
	}
	body := holderPairsBody{Address: holder, Pairs: make([]holderPairItem, 0, len(rows))}
	for _, p := range rows {
		item := holderPairItem{Pair: p.Pair, Token0: p.Token0, Token1: p.Token1, Balance: p.Balance, TotalSupply: p.TotalSupply}
		if supply := p.TotalSupply.BigInt(); supply.Sign() > 0 {
			bal := p.Balance.BigInt()
			share := new(big.Int).Mul(bal, x18)
			item.Share = wire.MustRatioFromX18(share.Quo(share, supply))
			item.Amount0 = wire.MustNewWei(mulDiv(p.Reserve0.BigInt(), bal, supply))
			item.Amount1 = wire.MustNewWei(mulDiv(p.Reserve1.BigInt(), bal, supply))
		}
		body.Pairs = append(body.Pairs, item)
	}
	return body, nil
}

// mulDiv is a x b / c rounded down.
func mulDiv(a, b, c *big.Int) *big.Int {
	r := new(big.Int).Mul(a, b)
	return r.Quo(r, c)
}
