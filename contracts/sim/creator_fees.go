package sim

import (
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
)

var feeVaultB = bindings.NewCreatorFeeVault()

// creatorFeeEvery is how many rounds apart the creator-fee claim step runs
// (a block of its own, with launch venue activity only).
const creatorFeeEvery = 9

// creatorFeesDue reports whether this round starts with the claim step.
func (s *simulator) creatorFeesDue(stats *Stats) bool {
	return s.venueEnabled() && s.d.CreatorFeeVault != (common.Address{}) && stats.Rounds > 0 && stats.Rounds%creatorFeeEvery == 0
}

// creatorFeeClaimer reports whether the creator of coin claims its fees:
// about half the coins (by address, deterministically, drawing nothing
// from the action RNG), so the other half keeps its fees unclaimed.
func creatorFeeClaimer(coin common.Address) bool { return coin[19]%2 == 1 }

// claimCreatorFees runs the claim step: the creators (among the traders)
// of the claiming coins still trading or recently graduated with PvE claim
// what CreatorFeeVault holds for them in WETH and NEO, in one block.
// Reverts count in Stats.Failed; only a chain that cannot be read or
// written ends the run.
func (s *simulator) claimCreatorFees(stats *Stats) error {
	idx := map[common.Address]int{}
	for i, t := range s.cfg.Traders {
		idx[t.Address] = i
	}
	seen := map[common.Address]bool{}
	var txs []*types.Transaction
	for _, c := range append(append([]*coin(nil), s.venue.coins...), s.venue.pveDone...) {
		i, ok := idx[c.creator]
		if !ok || seen[c.addr] || !creatorFeeClaimer(c.addr) {
			continue
		}
		seen[c.addr] = true
		t := s.cfg.Traders[i]
		for _, quote := range []common.Address{s.d.WETH, s.d.NeoToken} {
			if quote == (common.Address{}) {
				continue
			}
			out, err := s.call(t.Address, s.d.CreatorFeeVault, feeVaultB.PackClaimable(c.addr, quote))
			if err != nil {
				return fmt.Errorf("sim: creator fee claimable: %w", err)
			}
			amt, err := feeVaultB.UnpackClaimable(out)
			if err != nil {
				return fmt.Errorf("sim: creator fee claimable: %w", err)
			}
			if amt.Sign() == 0 {
				continue
			}
			tx, err := s.send(t, s.d.CreatorFeeVault, feeVaultB.PackClaim(c.addr, quote), nil)
			if err != nil {
				if s.ctx.Err() != nil {
					return s.ctx.Err()
				}
				stats.Failed++
				s.log.Warn("sim: creator fee claim failed", "creator", t.Address, "coin", c.addr, "err", err)
				continue
			}
			txs = append(txs, tx)
		}
	}
	n, err := s.mineCounted(txs, "creator fee claim", stats)
	stats.CreatorFeeClaims += n
	return err
}
