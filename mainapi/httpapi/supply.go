package httpapi

import (
	"context"
	"math/big"
	"net/http"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// GET /tokens/neo/supply (spec 4.2): NEO's supply from indexed state. The
// indexer derives the NEO account of every supply holder from the
// NeoToken Transfers that move NEO from or to one (neo_holders;
// docs/indexer.md, "NEO holders"); the route reads those few rows and
// groups them by the deduction each holder stands for. The indexer starts
// at the deployment's startBlock, the block of the first deployment
// transaction, so NeoToken's mint from the zero address (the whole fixed
// supply, minted at construction) is indexed and totalSupply is derived
// like the rest: the body is a function of the indexed head (BLOCK tier,
// the head's ETag), with no chain read.

// supplyStore is what the supply route reads.
type supplyStore interface {
	// NeoHolders returns the account of every supply holder with an
	// indexed transfer; empty when none is indexed.
	NeoHolders(ctx context.Context) ([]mainapi.NeoHolderBalance, error)
}

// DeadAddress is the conventional burn address (0x…dEaD).
var DeadAddress = mainapi.DeadAddress

const supplyDefinition = "circulating = totalSupply - burned - treasuryVestingUnreleased - treasuryLocked - escrowUnreleased - chefUndistributed, " +
	"where totalSupply is the NEO minted from the zero address less the NEO transferred to it, " +
	"burned the NEO balance of 0x000000000000000000000000000000000000dEaD (a transfer to the zero address lowers totalSupply instead), " +
	"treasuryVestingUnreleased the balance of the treasury vesting contract, treasuryLocked the balance of the treasury, " +
	"escrowUnreleased the balance of the reward vesting escrow (vested farm rewards not yet claimed) and chefUndistributed " +
	"the balances of the VampChef and the MasterChef (reward budgets not yet paid out) " +
	"(each 0 when its address is unset in the deployment); every balance is derived from the NeoToken transfers " +
	"indexed up to X-Indexed-Block"

type neoSupplyBody struct {
	TotalSupply               wire.Wei `json:"totalSupply" doc:"NEO minted (transfers from the zero address) less NEO sent to the zero address, as indexed"`
	Burned                    wire.Wei `json:"burned" doc:"NEO balance of 0x…dEaD"`
	TreasuryVestingUnreleased wire.Wei `json:"treasuryVestingUnreleased" doc:"balance of treasuryVesting; 0 when unset"`
	TreasuryLocked            wire.Wei `json:"treasuryLocked" doc:"balance of the deployment's treasury; 0 when unset"`
	EscrowUnreleased          wire.Wei `json:"escrowUnreleased" doc:"balance of rewardVestingEscrow; 0 when unset"`
	ChefUndistributed         wire.Wei `json:"chefUndistributed" doc:"balance of the VampChef (deployment extra vampChef) plus that of masterChef; 0 when both are unset"`
	Circulating               wire.Wei `json:"circulating" doc:"totalSupply minus the five deductions (0 if they exceed it)"`
	Definition                string   `json:"definition"`
}

// errSupplyNotIndexed answers while no mint of NEO is indexed: the
// indexer has not reached NeoToken's deployment yet, or started above it
// (START_BLOCK), or the deployment names no NeoToken.
var errSupplyNotIndexed = &Error{Status: http.StatusServiceUnavailable, Message: "NEO supply not indexed", RetryAfter: 5}

// supplyHolders are the deductions' holders, in body order (burned,
// treasuryVestingUnreleased, treasuryLocked, escrowUnreleased,
// chefUndistributed); an unset address is left out.
func supplyHolders(d *deployment.File) [5][]common.Address {
	var hs [5][]common.Address
	if d == nil {
		return hs
	}
	a := d.Addresses
	for i, xs := range [5][]common.Address{
		{DeadAddress}, {a.TreasuryVesting}, {d.Extra.Treasury}, {a.RewardVestingEscrow}, {d.Extra.VampChef, a.MasterChef},
	} {
		for _, x := range xs {
			if x != (common.Address{}) {
				hs[i] = append(hs[i], x)
			}
		}
	}
	return hs
}

// neoSupplyOf builds the body from the holders' accounts; ok is false
// when no mint is indexed.
func neoSupplyOf(rows []mainapi.NeoHolderBalance, holders [5][]common.Address) (neoSupplyBody, bool) {
	byHolder := make(map[common.Address]*mainapi.NeoHolderBalance, len(rows))
	for i := range rows {
		byHolder[common.Address(rows[i].Holder)] = &rows[i]
	}
	zero, ok := byHolder[common.Address{}]
	if !ok || zero.Sent.BigInt().Sign() == 0 {
		return neoSupplyBody{}, false
	}
	total := new(big.Int).Sub(zero.Sent.BigInt(), zero.Received.BigInt())
	left := new(big.Int).Set(total)
	var ded [5]*big.Int
	for i, hs := range holders {
		ded[i] = new(big.Int)
		for _, h := range hs {
			if r, ok := byHolder[h]; ok {
				ded[i].Add(ded[i], new(big.Int).Sub(r.Received.BigInt(), r.Sent.BigInt()))
			}
		}
		left.Sub(left, ded[i])
	}
	if left.Sign() < 0 {
		left.SetInt64(0)
	}
	return neoSupplyBody{
		TotalSupply: wire.MustNewWei(total), Burned: wire.MustNewWei(ded[0]),
		TreasuryVestingUnreleased: wire.MustNewWei(ded[1]), TreasuryLocked: wire.MustNewWei(ded[2]),
		EscrowUnreleased: wire.MustNewWei(ded[3]), ChefUndistributed: wire.MustNewWei(ded[4]),
		Circulating: wire.MustNewWei(left), Definition: supplyDefinition,
	}, true
}

func (s *server) supplyRoute(d Deps) *Route {
	holders := supplyHolders(d.Deployment)
	return &Route{
		Path: "/tokens/neo/supply", Summary: "NEO total and circulating supply with the five deductions, from the indexed NEO transfers of the supply's holders",
		Tier: TierBlock, ETag: ETagHead, Response: neoSupplyBody{}, Errors: []int{503},
		Handle: func(c *gin.Context) (any, error) {
			rows, err := s.store.NeoHolders(c.Request.Context())
			if err != nil {
				return nil, err
			}
			body, ok := neoSupplyOf(rows, holders)
			if !ok {
				return nil, errSupplyNotIndexed
			}
			return body, nil
		},
		Reads: reads[supplyStore]("NeoHolders"),
	}
}
