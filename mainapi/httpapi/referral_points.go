package httpapi

import (
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// GET /referrals/{address} (spec 4.6): a wallet's own binding as a
// referee and what it earns as a referrer: PointsReferralPct of its
// referees' published points (points.go), read from the bindings that
// POST /referrals/attribute writes. The bindings change off chain, so the
// ETag is the body's.

type referralStatsBody struct {
	Address               wire.Address  `json:"address"`
	Referrer              *wire.Address `json:"referrer" doc:"the wallet's referrer, null when not bound"`
	BoundAt               *string       `json:"boundAt" doc:"ISO 8601 time of the binding, null when not bound"`
	RefereeCount          int64         `json:"refereeCount" doc:"wallets bound with this wallet as their referrer"`
	ReferralPoints        int64         `json:"referralPoints" doc:"10% of the referees' published lifetime points (totalPoints of /points/{address}), rounded down, one level"`
	ReferralPointsDisplay string        `json:"referralPointsDisplay" doc:"referralPoints with thousands separators, e.g. 12,345"`
	GeneratedAt           string        `json:"generatedAt" doc:"ISO 8601: the drop (00:00 UTC) whose published points referralPoints sums"`
}

// referralStatsRoute is GET /referrals/{address}.
func (s *server) referralStatsRoute() *Route {
	return &Route{
		Path: "/referrals/:address", Summary: "a wallet's referrer and binding time, its referees and the referral points they earn it (10% of their published points)",
		Tier: TierBlock, ETag: ETagContent, Response: referralStatsBody{}, Errors: []int{400},
		Params: []Param{{Name: "address", InPath: true, Kind: KindAddress, Example: holderExample, Doc: "wallet"}},
		Handle: s.referralStats,
		Reads:  reads[pointsStore]("PointsWallet"),
	}
}

func (s *server) referralStats(c *gin.Context) (any, error) {
	addr, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	w, err := s.store.PointsWallet(c.Request.Context(), addr)
	if err != nil {
		return nil, err
	}
	pts := mainapi.ReferralPoints(w.RefereesPoints)
	// generatedAt is the drop the referral points were summed at (the
	// published points change only then), so the body, and its ETag, stay
	// put between changes; before any block, the time of the request.
	generated := s.now()
	if w.DropDay >= 0 {
		generated = time.Unix(w.DropDay*86400, 0).UTC()
	}
	body := referralStatsBody{Address: addr, Referrer: w.Referrer, RefereeCount: w.Referees, ReferralPoints: pts,
		ReferralPointsDisplay: thousands(pts), GeneratedAt: isoMillis(generated)}
	if w.Referrer != nil {
		at := isoMillis(w.BoundAt)
		body.BoundAt = &at
	}
	return body, nil
}

// thousands formats n with commas every three digits.
func thousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	out := make([]byte, 0, len(s)+len(s)/3+1)
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	if neg {
		return "-" + string(out)
	}
	return string(out)
}
