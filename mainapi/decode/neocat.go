package decode

import (
	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
)

// neocatStakingContract is NeocatStaking's binding name in the events
// registry.
const neocatStakingContract = "NeocatStaking"

func init() {
	abis[neocatStakingContract] = bindings.NewNeocatStaking().GetABI()
}

// neocatStaking decodes a log of NeocatStaking: Staked, Unstaked and
// Seeded (each carrying the account's staked count after it, the points
// boost's checkpoint) into their rows; every other event (SeedingClosed,
// Broadcast, BroadcastFailed, ListenerSet, OwnershipTransferred) as an
// admin event.
func (d *decoder) neocatStaking(l *mainapi.Log) (int, error) {
	v, ok, err := unpack(neocatStakingContract, l)
	if !ok || err != nil {
		return 0, err
	}
	p := pos(d.block, l)
	var s mainapi.NeocatStake
	switch e := v.(type) {
	case *bindings.NeocatStakingStaked:
		s = mainapi.NeocatStake{Pos: p, Kind: mainapi.NeocatStaked, Account: e.Account, TokenID: e.TokenId, Balance: e.Balance}
	case *bindings.NeocatStakingUnstaked:
		s = mainapi.NeocatStake{Pos: p, Kind: mainapi.NeocatUnstaked, Account: e.Account, TokenID: e.TokenId, Balance: e.Balance}
	case *bindings.NeocatStakingSeeded:
		s = mainapi.NeocatStake{Pos: p, Kind: mainapi.NeocatSeeded, Account: e.Account, TokenID: e.TokenId, Balance: e.Balance}
	default:
		return d.admin(neocatStakingContract, l)
	}
	d.ev.NeocatStakes = append(d.ev.NeocatStakes, s)
	return 1, nil
}

// neocatNftContract is NeocatNft's binding name in the events registry.
const neocatNftContract = "NeocatNft"

func init() {
	abis[neocatNftContract] = bindings.NewNeocatNft().GetABI()
}

// neocatNft decodes a log of NeocatNft: a Transfer into its row (who holds
// each Neocat); approvals and ownership changes are not decoded.
func (d *decoder) neocatNft(l *mainapi.Log) (int, error) {
	v, ok, err := unpack(neocatNftContract, l)
	if !ok || err != nil {
		return 0, err
	}
	e, ok := v.(*bindings.NeocatNftTransfer)
	if !ok {
		return 0, nil
	}
	d.ev.NeocatTransfers = append(d.ev.NeocatTransfers, mainapi.NeocatTransfer{Pos: pos(d.block, l), From: e.From, To: e.To, TokenID: e.TokenId})
	return 1, nil
}
