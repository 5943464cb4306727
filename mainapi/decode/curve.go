package decode

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
)

// curveContract is the launch venue curve's binding name (its events,
// including those LaunchpadGraduator's code logs as the curve).
const curveContract = "LaunchpadCurve"

func init() { abis[curveContract] = bindings.NewLaunchpadCurve().GetABI() }

// curve decodes a log of the curve proxy: TokenCreated, Trade and the
// lifecycle events into their rows, every other curve event (PvE credits,
// parameters, wiring) as an admin event. A TokenCreated starts tracking
// its coin (trackCoin).
func (d *decoder) curve(l *mainapi.Log) (int, error) {
	v, ok, err := unpack(curveContract, l)
	if !ok || err != nil {
		return 0, err
	}
	p := pos(d.block, l)
	c := &d.ev.Curve
	switch e := v.(type) {
	case *bindings.LaunchpadCurveTokenCreated:
		c.Created = append(c.Created, mainapi.CurveTokenCreated{Pos: p, Token: e.Token, Creator: e.Creator,
			Submitter: e.Submitter, FeeRecipient: e.FeeRecipient, Name: e.Name, Symbol: e.Symbol,
			MetadataHash: common.Hash(e.MetadataHash), Salt: e.Salt, Nonce: e.Nonce, PveVault: e.PveVault,
			ParamsID: e.ParamsId, VirtualEth: e.VirtualEth, VirtualToken: e.VirtualToken, FloorToken: e.FloorToken,
			FeeBps: e.CreatorFeeBps})
		if err := d.trackCoin(l, e.Token); err != nil {
			return 0, err
		}
	case *bindings.LaunchpadCurveTrade:
		c.Trades = append(c.Trades, mainapi.CurveTrade{Pos: p, Token: e.Token, Trader: e.Trader, IsBuy: e.IsBuy,
			EthAmount: e.EthAmount, TokenAmount: e.TokenAmount, ProtocolFee: e.ProtocolFee, CreatorFee: e.CreatorFee,
			PriceX18: e.PriceX18, VirtualEth: e.VirtualEth, VirtualToken: e.VirtualToken, RealEth: e.RealEth,
			PveTokens: e.PveTokens})
	case *bindings.LaunchpadCurveFloorReached:
		c.Lifecycle = append(c.Lifecycle, mainapi.CurveLifecycle{Pos: p, Kind: mainapi.CurveFloorReached, Token: e.Token,
			PriceX18: e.PriceX18, Args: map[string]string{"token": argString(e.Token), "frozenAt": argString(e.FrozenAt),
				"sellsOpenAt": argString(e.SellsOpenAt), "realEth": argString(e.RealEth), "priceX18": argString(e.PriceX18)}})
	case *bindings.LaunchpadCurveUnfrozen:
		c.Lifecycle = append(c.Lifecycle, mainapi.CurveLifecycle{Pos: p, Kind: mainapi.CurveUnfrozen, Token: e.Token,
			Args: map[string]string{"token": argString(e.Token), "prevFrozenAt": argString(e.PrevFrozenAt),
				"prevFrozenBlock": argString(e.PrevFrozenBlock), "unfrozenAt": argString(e.UnfrozenAt)}})
	case *bindings.LaunchpadCurveGraduated:
		c.Lifecycle = append(c.Lifecycle, mainapi.CurveLifecycle{Pos: p, Kind: mainapi.CurveGraduated, Token: e.Token,
			PairWeth: e.PairWeth, PairNeo: e.PairNeo, PriceX18: e.PriceX18, Args: map[string]string{
				"token": argString(e.Token), "caller": argString(e.Caller), "pairWeth": argString(e.PairWeth),
				"pairNeo": argString(e.PairNeo), "priceX18": argString(e.PriceX18), "bounty": argString(e.Bounty),
				"wethLiquidity": argString(e.WethLiquidity), "tokensToWethPair": argString(e.TokensToWethPair),
				"ethForNeo": argString(e.EthForNeo), "neoLiquidity": argString(e.NeoLiquidity),
				"tokensToNeoPair": argString(e.TokensToNeoPair), "tokensBurned": argString(e.TokensBurned)}})
	default:
		return d.admin(curveContract, l)
	}
	return 1, nil
}
