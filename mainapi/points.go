package mainapi

import "github.com/shopspring/decimal"

// The points rule (docs/points.md; /points/rules publishes it): a
// fee-paying FeeRouter swap scores its payer
//
//	floor(max(usdValue, PointsMinUSD) × PointsPerUSD × (100 + PointsBoostPctPerCat × min(cats, PointsBoostMaxCats)) / 100)
//
// points, where usdValue is the trade's write-time USD snapshot and cats
// the payer's Neocats staked in NeocatStaking at the end of the block
// before the swap's. Every fee-paying swap scores at least PointsPerUSD ×
// PointsMinUSD points (an unpriced swap included).
const (
	PointsPerUSD         = 10
	PointsMinUSD         = 1
	PointsBoostPctPerCat = 10
	PointsBoostMaxCats   = 5
	// PointsReferralPct is the share of a referee's published points its
	// referrer earns (one level), computed at read time.
	PointsReferralPct = 10
)

// SwapPoints is the points of a swap worth usd with cats staked at the
// block before it (the SQL of the derivation computes the same).
func SwapPoints(usd decimal.Decimal, cats int64) int64 {
	usd = decimal.Max(usd, decimal.NewFromInt(PointsMinUSD))
	cats = max(0, min(cats, PointsBoostMaxCats))
	return usd.Mul(decimal.NewFromInt(PointsPerUSD * (100 + PointsBoostPctPerCat*cats))).Div(decimal.NewFromInt(100)).Floor().IntPart()
}
