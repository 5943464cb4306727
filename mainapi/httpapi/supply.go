package httpapi

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/common/wire"
)

// GET /tokens/neo/supply (spec 4.2): NEO's supply from chain reads, cached
// for supplyTTL (spec 8: "server-side chain reads cached about 1 minute").

// ChainReader reads ERC-20 state at the latest block. ERC20Caller
// implements it over a go-ethereum client (ethclient for RPC_URL).
type ChainReader interface {
	TotalSupply(ctx context.Context, token common.Address) (*big.Int, error)
	BalanceOf(ctx context.Context, token, holder common.Address) (*big.Int, error)
}

// ERC20Caller is a ChainReader over eth_call.
type ERC20Caller struct {
	Client ethereum.ContractCaller
}

var neoABI = bindings.NewNeoToken()

// TotalSupply calls token.totalSupply().
func (e ERC20Caller) TotalSupply(ctx context.Context, token common.Address) (*big.Int, error) {
	out, err := e.Client.CallContract(ctx, ethereum.CallMsg{To: &token, Data: neoABI.PackTotalSupply()}, nil)
	if err != nil {
		return nil, err
	}
	return neoABI.UnpackTotalSupply(out)
}

// BalanceOf calls token.balanceOf(holder).
func (e ERC20Caller) BalanceOf(ctx context.Context, token, holder common.Address) (*big.Int, error) {
	out, err := e.Client.CallContract(ctx, ethereum.CallMsg{To: &token, Data: neoABI.PackBalanceOf(holder)}, nil)
	if err != nil {
		return nil, err
	}
	return neoABI.UnpackBalanceOf(out)
}

const supplyTTL = time.Minute

// DeadAddress is the conventional burn address (0x…dEaD).
var DeadAddress = common.HexToAddress("0x000000000000000000000000000000000000dEaD")

const supplyDefinition = "circulating = totalSupply - burned - treasuryVestingUnreleased - treasuryLocked - escrowUnreleased - chefUndistributed, " +
	"where burned is the NEO balance of 0x000000000000000000000000000000000000dEaD plus that of the zero address, " +
	"treasuryVestingUnreleased the balance of the treasury vesting contract, treasuryLocked the balance of the treasury, " +
	"escrowUnreleased the balance of the reward vesting escrow (vested farm rewards not yet claimed) and chefUndistributed " +
	"the balances of the VampChef and the MasterChef (reward budgets not yet paid out) " +
	"(each 0 when its address is unset in the deployment); read from the chain at most a minute ago"

type neoSupplyBody struct {
	TotalSupply               wire.Wei `json:"totalSupply"`
	Burned                    wire.Wei `json:"burned" doc:"balance of 0x…dEaD plus the zero address"`
	TreasuryVestingUnreleased wire.Wei `json:"treasuryVestingUnreleased" doc:"balance of treasuryVesting; 0 when unset"`
	TreasuryLocked            wire.Wei `json:"treasuryLocked" doc:"balance of the deployment's treasury; 0 when unset"`
	EscrowUnreleased          wire.Wei `json:"escrowUnreleased" doc:"balance of rewardVestingEscrow; 0 when unset"`
	ChefUndistributed         wire.Wei `json:"chefUndistributed" doc:"balance of the VampChef (deployment extra vampChef) plus that of masterChef; 0 when both are unset"`
	Circulating               wire.Wei `json:"circulating" doc:"totalSupply minus the five deductions (0 if they exceed it)"`
	Definition                string   `json:"definition"`
}

var errChainUnavailable = &Error{Status: http.StatusServiceUnavailable, Message: "chain reads unavailable", RetryAfter: 5}

// neoSupply is the cached supply read.
type neoSupply struct {
	reader  ChainReader
	neo     common.Address
	holders [5][]common.Address // the deductions' holders, in body order; nil: unset
	now     func() time.Time

	mu      sync.Mutex
	body    neoSupplyBody
	fetched time.Time
}

func newNeoSupply(r ChainReader, d *deployment.File, now func() time.Time) *neoSupply {
	s := &neoSupply{reader: r, now: now}
	if d == nil {
		return s
	}
	a := d.Addresses
	s.neo = a.NeoToken
	set := func(xs ...common.Address) []common.Address {
		var out []common.Address
		for _, x := range xs {
			if x != (common.Address{}) {
				out = append(out, x)
			}
		}
		return out
	}
	s.holders = [5][]common.Address{
		{DeadAddress, {}}, set(a.TreasuryVesting), set(d.Extra.Treasury), set(a.RewardVestingEscrow), set(d.Extra.VampChef, a.MasterChef),
	}
	return s
}

// get returns the supply, read again when the cached one is older than supplyTTL.
func (s *neoSupply) get(ctx context.Context) (neoSupplyBody, error) {
	if s.reader == nil || s.neo == (common.Address{}) {
		return neoSupplyBody{}, errChainUnavailable
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.fetched.IsZero() && s.now().Sub(s.fetched) < supplyTTL {
		return s.body, nil
	}
	total, err := s.reader.TotalSupply(ctx, s.neo)
	if err != nil {
		return s.stale(fmt.Errorf("neo supply: totalSupply: %w", err))
	}
	var ded [5]*big.Int
	left := new(big.Int).Set(total)
	for i, hs := range s.holders {
		ded[i] = new(big.Int)
		for _, h := range hs {
			b, err := s.reader.BalanceOf(ctx, s.neo, h)
			if err != nil {
				return s.stale(fmt.Errorf("neo supply: balanceOf(%s): %w", h, err))
			}
			ded[i].Add(ded[i], b)
		}
		left.Sub(left, ded[i])
	}
	if left.Sign() < 0 {
		left.SetInt64(0)
	}
	s.body = neoSupplyBody{
		TotalSupply: wire.MustNewWei(total), Burned: wire.MustNewWei(ded[0]),
		TreasuryVestingUnreleased: wire.MustNewWei(ded[1]), TreasuryLocked: wire.MustNewWei(ded[2]),
		EscrowUnreleased: wire.MustNewWei(ded[3]), ChefUndistributed: wire.MustNewWei(ded[4]),
		Circulating: wire.MustNewWei(left), Definition: supplyDefinition,
	}
	s.fetched = s.now()
	return s.body, nil
}

// stale answers a failed read with the last good body when there is one
// (its age is bounded by the next successful read), else with err.
func (s *neoSupply) stale(err error) (neoSupplyBody, error) {
	if s.fetched.IsZero() {
		return neoSupplyBody{}, err
	}
	return s.body, nil
}

func (s *server) supplyRoute(d Deps) *Route {
	sup := newNeoSupply(d.Chain, d.Deployment, d.Now)
	return &Route{
		Path: "/tokens/neo/supply", Summary: "NEO total and circulating supply with the five deductions (chain reads cached about a minute)",
		Tier: TierBlock, ETag: ETagHead, Response: neoSupplyBody{}, Errors: []int{503},
		Handle: func(c *gin.Context) (any, error) {
			body, err := sup.get(c.Request.Context())
			if err != nil {
				if !errors.Is(err, errChainUnavailable) {
					s.log.Warn("chain read failed", "path", c.FullPath(), "err", err)
				}
				return nil, errChainUnavailable
			}
			return body, nil
		},
		Reads: reads[ChainReader]("TotalSupply", "BalanceOf"),
	}
}
