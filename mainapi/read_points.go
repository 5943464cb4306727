package mainapi

import (
	"time"

	"github.com/neoswap/neoswap/common/wire"
)

// PointsWallet is a wallet's published points and referral state
// (/points/{address}, /referrals/{address}).
type PointsWallet struct {
	// DropDay is the published day: days before it are published (-1:
	// nothing indexed).
	DropDay int64
	// Total is the wallet's published points (trading points, no
	// referral points); Rank its 1-based rank by Total (0: no points).
	Total, Rank int64
	// SeasonPoints and WeekPoints are its published points of the days of
	// the season and the ISO week holding DropDay.
	SeasonPoints, WeekPoints int64
	// RefereesPoints is the sum of its referees' published totals;
	// Referees their number.
	RefereesPoints, Referees int64
	// Referrer is its own referrer (nil: not bound) and BoundAt when.
	Referrer *wire.Address
	BoundAt  time.Time
	// Active is true once it paid a fee-paying swap (rakeback_wallets.swaps > 0).
	Active bool
}

// PointsLeader is a row of the leaderboard, by Total descending then
// address.
type PointsLeader struct {
	Wallet         wire.Address
	Total          int64
	RefereesPoints int64
}

// PointsDayRow is one published day's figures (all wallets, a pair's
// swaps, or a fee token's fees).
type PointsDayRow struct {
	Day       int64
	Points    int64
	Swaps     int64
	VolumeUsd string
	Token     wire.Address // the fee token (PointsFeeDays)
	Amount    string       // fees paid in Token, base units (PointsFeeDays)
}
