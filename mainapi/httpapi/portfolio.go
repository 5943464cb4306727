package httpapi

import (
	"context"
	"math/big"

	"github.com/gin-gonic/gin"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// GET /portfolio/{address} (spec 4.4; docs/portfolio.md, "Portfolio"):
// what a wallet holds across the indexed domains (LP balances, farm
// stakes, launch coin balances, its NeoStaking position, Neocat counts)
// with USD values now. Of plain ERC-20 balances only the launch venue
// coins' are in it: the index holds every transfer of those, not of older
// tokens (docs/portfolio.md).
// The values move with prices other wallets' trades set, so the ETag is
// the body's, not the wallet's last activity block.

// portfolioStore is what the portfolio route reads.
type portfolioStore interface {
	// Portfolio returns what wallet holds (neo: NEO's address).
	Portfolio(ctx context.Context, wallet, neo wire.Address) (mainapi.Portfolio, error)
}

type portfolioBody struct {
	Address  wire.Address         `json:"address"`
	LP       []portfolioLPItem    `json:"lpPositions" doc:"tracked pairs the wallet holds LP tokens of, by pair address"`
	Farms    []portfolioFarmItem  `json:"farms" doc:"farm pools the wallet has LP staked or queued in, by chef and pid"`
	Tokens   []portfolioTokenItem `json:"tokens" doc:"launch venue coins the wallet holds (positive balances from their indexed Transfers), by token address; other tokens are not indexed per wallet"`
	Staking  *portfolioStakeItem  `json:"staking" doc:"the wallet's NeoStaking position; null when none"`
	Neocats  portfolioNeocatCount `json:"neocats"`
	TotalUsd wire.Usd             `json:"totalUsd" doc:"sum of the non-null valueUsd above"`
}

type portfolioLPItem struct {
	Pair     wire.Address `json:"pair"`
	Token0   wire.Address `json:"token0"`
	Token1   wire.Address `json:"token1"`
	Balance  wire.Wei     `json:"balance" doc:"LP tokens held"`
	Amount0  wire.Wei     `json:"amount0" doc:"token0 redeemable at the current reserves: reserve0 x balance / totalSupply, rounded down"`
	Amount1  wire.Wei     `json:"amount1" doc:"token1 redeemable at the current reserves"`
	ValueUsd wire.NullUsd `json:"valueUsd" doc:"amount0 and amount1 at the tokens' latest prices; null when a token is unpriced or its decimals unknown"`
}

type portfolioFarmItem struct {
	Chef     wire.Address     `json:"chef"`
	Pid      int64            `json:"pid"`
	LPToken  wire.NullAddress `json:"lpToken" doc:"the pool's LP token; null when its PoolAdded is not indexed"`
	Staked   wire.Wei         `json:"staked" doc:"LP staked (farm_positions)"`
	Queued   wire.Wei         `json:"queued" doc:"LP in a queued withdrawal"`
	ValueUsd wire.NullUsd     `json:"valueUsd" doc:"staked + queued LP valued as an lpPositions row; null when the LP token is not a tracked pair or a side is unpriced"`
}

type portfolioTokenItem struct {
	Token    wire.Address `json:"token"`
	Symbol   string       `json:"symbol" doc:"from the coin's TokenCreated"`
	Name     string       `json:"name" doc:"from the coin's TokenCreated"`
	Decimals int32        `json:"decimals" doc:"18: every launch coin (LaunchpadToken)"`
	Balance  wire.Wei     `json:"balance" doc:"balanceOf the wallet: the sum of the coin's transfers to it minus those from it"`
	PriceUsd wire.NullUsd `json:"priceUsd" doc:"the coin's latest price as /token/{address}/price shows it; for a coin still on its curve, its curve price as /holdings/tokens shows it (rounded here to 6 decimals); null when unpriced"`
	ValueUsd wire.NullUsd `json:"valueUsd" doc:"balance at priceUsd (a coin on its curve: at its unrounded curve price); null when unpriced"`
}

type portfolioStakeItem struct {
	Amount    wire.Wei     `json:"amount" doc:"NEO staked (positionOf.amount)"`
	Effective wire.Wei     `json:"effective" doc:"the boosted stake (positionOf.effective)"`
	Option    int          `json:"option" doc:"lock option 0-3"`
	ValueUsd  wire.NullUsd `json:"valueUsd" doc:"amount at NEO's latest price; null when unpriced"`
}

type portfolioNeocatCount struct {
	Held   int64 `json:"held" doc:"Neocats the wallet owns (as /neocats/{address} held)"`
	Staked int64 `json:"staked" doc:"Neocats it has staked (as /neocats/{address} staked)"`
}

func (s *server) portfolioRoute(neo wire.Address) *Route {
	return &Route{
		Path: "/portfolio/:address", Summary: "what a wallet holds: LP positions, farm stakes, launch coin balances, NEO staking, Neocat counts, with USD now; zeros and empty lists when none",
		Tier: TierBlock, ETag: ETagContent, Response: portfolioBody{}, Errors: []int{400},
		Params: []Param{{Name: "address", InPath: true, Kind: KindAddress, Example: holderExample, Doc: "wallet address"}},
		Handle: func(c *gin.Context) (any, error) { return s.portfolio(c, neo) },
		Reads:  append(reads[portfolioStore]("Portfolio"), reads[TokenReader]("FindTokenPrice")...),
	}
}

// lp is the redeemable amounts of lp LP tokens of pair and their USD.
func (p *pricer) lp(pair mainapi.PortfolioPair, lp *big.Int) (a0, a1 *big.Int, v wire.NullUsd, err error) {
	a0, a1 = new(big.Int), new(big.Int)
	if !pair.Tracked || pair.Supply.Sign() <= 0 {
		return a0, a1, v, nil
	}
	a0, a1 = mulDiv(pair.Reserve0, lp, pair.Supply), mulDiv(pair.Reserve1, lp, pair.Supply)
	u0, ok0, err := p.usd(pair.Token0, a0, pair.Decimals0)
	if err != nil {
		return a0, a1, v, err
	}
	u1, ok1, err := p.usd(pair.Token1, a1, pair.Decimals1)
	if err != nil || !ok0 || !ok1 {
		return a0, a1, v, err
	}
	return a0, a1, wire.NullOf(wire.UsdFromDecimal(u0.Add(u1))), nil
}

func (s *server) portfolio(c *gin.Context, neo wire.Address) (any, error) {
	wallet, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	ctx := c.Request.Context()
	pf, err := s.store.Portfolio(ctx, wallet, neo)
	if err != nil {
		return nil, err
	}
	pr := s.newPricer(ctx)
	total := decimal.Zero
	add := func(v wire.NullUsd) {
		if v.Valid {
			total = total.Add(v.V.Decimal())
		}
	}
	neoUsd := func(amount *big.Int) (wire.NullUsd, error) {
		u, ok, err := pr.usd(neo, amount, pf.NeoDecimals)
		if err != nil || !ok {
			return wire.NullUsd{}, err
		}
		return wire.NullOf(wire.UsdFromDecimal(u)), nil
	}

	body := portfolioBody{Address: wallet, LP: make([]portfolioLPItem, 0, len(pf.LP)), Farms: make([]portfolioFarmItem, 0, len(pf.Farms)),
		Tokens: make([]portfolioTokenItem, 0, len(pf.Coins)), Neocats: portfolioNeocatCount{Held: pf.NeocatsHeld, Staked: pf.NeocatsStaked}}
	for _, l := range pf.LP {
		a0, a1, v, err := pr.lp(l.PortfolioPair, l.Balance)
		if err != nil {
			return nil, err
		}
		body.LP = append(body.LP, portfolioLPItem{Pair: l.Pair, Token0: l.Token0, Token1: l.Token1,
			Balance: wire.MustNewWei(l.Balance), Amount0: wire.MustNewWei(a0), Amount1: wire.MustNewWei(a1), ValueUsd: v})
		add(v)
	}
	for _, f := range pf.Farms {
		item := portfolioFarmItem{Chef: f.Chef, Pid: f.Pid, Staked: wire.MustNewWei(f.Staked), Queued: wire.MustNewWei(f.Queued)}
		if !f.Pair.IsZero() {
			item.LPToken = wire.NullOf(f.Pair)
		}
		if _, _, item.ValueUsd, err = pr.lp(f.PortfolioPair, new(big.Int).Add(f.Staked, f.Queued)); err != nil {
			return nil, err
		}
		body.Farms = append(body.Farms, item)
		add(item.ValueUsd)
	}
	coinDecimals := int32(mainapi.CoinDecimals)
	for _, c := range pf.Coins {
		item := portfolioTokenItem{Token: c.Token, Symbol: c.Symbol, Name: c.Name, Decimals: coinDecimals, Balance: wire.MustNewWei(c.Balance)}
		price, err := pr.price(c.Token)
		if err != nil {
			return nil, err
		}
		switch {
		case price != nil:
			item.PriceUsd = wire.NullOf(wire.UsdFromDecimal(*price))
			u, _, err := pr.usd(c.Token, c.Balance, &coinDecimals)
			if err != nil {
				return nil, err
			}
			item.ValueUsd = wire.NullOf(wire.UsdFromDecimal(u))
		case c.CurveUsd != nil:
			// Still on its curve: priced as /holdings/tokens prices it,
			// valued at that price before rounding (a bonding coin's price
			// is often below a micro-dollar).
			p, err := decimal.NewFromString(*c.CurveUsd)
			if err != nil {
				return nil, err
			}
			item.PriceUsd = wire.NullOf(wire.UsdFromDecimal(p))
			item.ValueUsd = wire.NullOf(wire.UsdFromDecimal(decimal.NewFromBigInt(c.Balance, -coinDecimals).Mul(p)))
		}
		body.Tokens = append(body.Tokens, item)
		add(item.ValueUsd)
	}
	if st := pf.Staking; st != nil {
		item := &portfolioStakeItem{Amount: wire.MustNewWei(st.Amount), Effective: wire.MustNewWei(st.Effective), Option: st.Option}
		if item.ValueUsd, err = neoUsd(st.Amount); err != nil {
			return nil, err
		}
		body.Staking = item
		add(item.ValueUsd)
	}
	body.TotalUsd = wire.UsdFromDecimal(total)
	return body, nil
}
