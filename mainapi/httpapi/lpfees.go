package httpapi

import (
	"context"
	"math/big"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// GET /portfolio/{address}/lp-fees and /portfolio/{address}/lp-fees/{pair}
// (spec 4.4; docs/portfolio.md, "LP fees"): the swap fees a wallet's LP
// tokens earned, per pair, from its LP balance over time and the growth of
// the pair's sqrt(k) per LP token. The open interval (the balance held now)
// earns with every swap of other wallets, and the USD figure moves with
// prices: the ETag is the body's, not the wallet's last activity block.

// lpFeeStore is what the LP fee routes read.
type lpFeeStore interface {
	// LPFeeHistories returns the wallet's LP fee histories, one per tracked
	// pair it ever held LP of (only pair when non-nil), by pair address.
	LPFeeHistories(ctx context.Context, wallet wire.Address, pair *wire.Address) ([]mainapi.LPFeeHistory, error)
}

type lpFeesBody struct {
	Address wire.Address `json:"address"`
	Pairs   []lpFeeRow   `json:"pairs" doc:"one row per tracked pair the wallet ever held LP tokens of, by pair address; empty when none"`
}

type lpFeeRow struct {
	Pair    wire.Address `json:"pair"`
	Token0  wire.Address `json:"token0"`
	Token1  wire.Address `json:"token1"`
	Balance wire.Wei     `json:"balance" doc:"LP tokens the wallet holds now (0 for a position closed)"`
	Fees0   wire.Wei     `json:"fees0" doc:"token0 base units earned: the sqrt(k) growth the wallet's LP balance earned over every interval it held it, valued at the current reserves (docs/portfolio.md), rounded down"`
	Fees1   wire.Wei     `json:"fees1" doc:"token1 base units earned, as fees0"`
	FeesUsd wire.NullUsd `json:"feesUsd" doc:"fees0 and fees1 at the tokens' latest prices as /token/{address}/price shows them; null when a token with non-zero fees is unpriced or its decimals unknown"`
}

type lpFeePairBody struct {
	Address wire.Address `json:"address"`
	lpFeeRow
}

const pairExample = "0x00000000000000000000000000000000000000c1"

func (s *server) lpFeeRoutes() []*Route {
	addr := Param{Name: "address", InPath: true, Kind: KindAddress, Example: holderExample, Doc: "wallet address"}
	rd := append(reads[lpFeeStore]("LPFeeHistories"), reads[TokenReader]("FindTokenPrice")...)
	return []*Route{{
		Path: "/portfolio/:address/lp-fees", Summary: "the swap fees a wallet's LP tokens earned, one row per pair it ever held; empty when none",
		Tier: TierBlock, ETag: ETagContent, Response: lpFeesBody{}, Errors: []int{400},
		Params: []Param{addr}, Handle: s.lpFees, Reads: rd,
	}, {
		Path: "/portfolio/:address/lp-fees/:pair", Summary: "the swap fees a wallet's LP tokens of one pair earned; zeros when it never held it",
		Tier: TierBlock, ETag: ETagContent, Response: lpFeePairBody{}, Errors: []int{400},
		Params: []Param{addr, {Name: "pair", InPath: true, Kind: KindAddress, Example: pairExample, Doc: "pair address", Invalid: "invalid pair"}},
		Handle: s.lpFeesPair, Reads: rd,
	}}
}

func (s *server) lpFees(c *gin.Context) (any, error) {
	wallet, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	ctx := c.Request.Context()
	hs, err := s.store.LPFeeHistories(ctx, wallet, nil)
	if err != nil {
		return nil, err
	}
	body := lpFeesBody{Address: wallet, Pairs: make([]lpFeeRow, 0, len(hs))}
	pr := s.newPricer(ctx) // a token in several pairs is priced once
	for _, h := range hs {
		row, err := newLPFeeRow(pr, h)
		if err != nil {
			return nil, err
		}
		body.Pairs = append(body.Pairs, row)
	}
	return body, nil
}

func (s *server) lpFeesPair(c *gin.Context) (any, error) {
	wallet, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	pair, err := wire.ParseAddress(c.Param("pair"))
	if err != nil {
		return nil, errorf(http.StatusBadRequest, "invalid pair")
	}
	ctx := c.Request.Context()
	hs, err := s.store.LPFeeHistories(ctx, wallet, &pair)
	if err != nil {
		return nil, err
	}
	if len(hs) == 0 {
		// Never held (or not a tracked pair): the zero shape.
		zero := wire.MustNewWei(new(big.Int))
		return lpFeePairBody{Address: wallet, lpFeeRow: lpFeeRow{Pair: pair, Balance: zero, Fees0: zero, Fees1: zero,
			FeesUsd: wire.NullOf(wire.UsdFromDecimal(decimal.Zero))}}, nil
	}
	row, err := newLPFeeRow(s.newPricer(ctx), hs[0])
	if err != nil {
		return nil, err
	}
	return lpFeePairBody{Address: wallet, lpFeeRow: row}, nil
}

// newLPFeeRow values one history: its fees in token units and USD now.
func newLPFeeRow(pr *pricer, h mainapi.LPFeeHistory) (lpFeeRow, error) {
	f0, f1 := lpFeeAmounts(h)
	row := lpFeeRow{Pair: h.Pair, Token0: h.Token0, Token1: h.Token1, Balance: wire.MustNewWei(h.Balance),
		Fees0: wire.MustNewWei(f0), Fees1: wire.MustNewWei(f1)}
	u0, ok0, err := pr.usd(h.Token0, f0, h.Decimals0)
	if err != nil {
		return row, err
	}
	u1, ok1, err := pr.usd(h.Token1, f1, h.Decimals1)
	if err != nil || !ok0 || !ok1 {
		return row, err // feesUsd null when a leg with fees is unpriced
	}
	row.FeesUsd = wire.NullOf(wire.UsdFromDecimal(u0.Add(u1)))
	return row, nil
}

// lpPrec is the binary precision of the sqrt(k) arithmetic: far above the
// 2 x 256 bits of a reserve product.
const lpPrec = 1024

// growth is g = sqrt(r0 x r1) / supply, the pair's sqrt(k) per LP base
// unit; nil when undefined (no supply or an empty reserve).
func growth(r0, r1, supply *big.Int) *big.Float {
	if supply.Sign() <= 0 || r0.Sign() <= 0 || r1.Sign() <= 0 {
		return nil
	}
	k := new(big.Float).SetPrec(lpPrec).SetInt(new(big.Int).Mul(r0, r1))
	g := new(big.Float).SetPrec(lpPrec).Sqrt(k)
	return g.Quo(g, new(big.Float).SetPrec(lpPrec).SetInt(supply))
}

// lpFeeAmounts is the fees a history earned in token0 and token1 base units:
// F = sum over the intervals the wallet held balance B_i, from the end of
// the block of step i to the end of step i+1's (the last to now), of
// B_i x (g_end - g_start), in sqrt(k) units; then fees0 = F x
// sqrt(reserve0/reserve1) and fees1 = F x sqrt(reserve1/reserve0) at the
// current reserves (a sqrt(k) unit's worth of each token at today's ratio),
// rounded down, and 0 when F is not positive. An interval with an
// undefined g at either end earns 0.
func lpFeeAmounts(h mainapi.LPFeeHistory) (fees0, fees1 *big.Int) {
	F := new(big.Float).SetPrec(lpPrec)
	for i, st := range h.Steps {
		end := growth(h.Reserve0, h.Reserve1, h.Supply)
		if i+1 < len(h.Steps) {
			n := h.Steps[i+1]
			end = growth(n.Reserve0, n.Reserve1, n.Supply)
		}
		start := growth(st.Reserve0, st.Reserve1, st.Supply)
		if st.Balance.Sign() <= 0 || start == nil || end == nil {
			continue
		}
		d := new(big.Float).SetPrec(lpPrec).Sub(end, start)
		F.Add(F, d.Mul(d, new(big.Float).SetPrec(lpPrec).SetInt(st.Balance)))
	}
	fees0, fees1 = new(big.Int), new(big.Int)
	if F.Sign() <= 0 || h.Reserve0.Sign() <= 0 || h.Reserve1.Sign() <= 0 {
		return fees0, fees1
	}
	r0 := new(big.Float).SetPrec(lpPrec).SetInt(h.Reserve0)
	r1 := new(big.Float).SetPrec(lpPrec).SetInt(h.Reserve1)
	s01 := new(big.Float).SetPrec(lpPrec).Quo(r0, r1)
	s01.Sqrt(s01)
	s10 := new(big.Float).SetPrec(lpPrec).Quo(r1, r0)
	s10.Sqrt(s10)
	new(big.Float).SetPrec(lpPrec).Mul(F, s01).Int(fees0)
	new(big.Float).SetPrec(lpPrec).Mul(F, s10).Int(fees1)
	return fees0, fees1
}
