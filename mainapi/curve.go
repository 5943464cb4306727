package mainapi

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// RoleLaunchpadCurve is the launch venue's curve proxy (deployment
// launchpadCurve): its TokenCreated, Trade and lifecycle events are decoded.
const RoleLaunchpadCurve = "launchpad_curve"

// CurveEvents are the decoded curve events of a block (or batch), each in
// log order.
type CurveEvents struct {
	Created   []CurveTokenCreated
	Trades    []CurveTrade
	Lifecycle []CurveLifecycle
}

// Len returns the number of curve events.
func (c *CurveEvents) Len() int { return len(c.Created) + len(c.Trades) + len(c.Lifecycle) }

// Append appends o's events to c.
func (c *CurveEvents) Append(o *CurveEvents) {
	c.Created = append(c.Created, o.Created...)
	c.Trades = append(c.Trades, o.Trades...)
	c.Lifecycle = append(c.Lifecycle, o.Lifecycle...)
}

// CurveTokenCreated is the curve's TokenCreated: a coin exists.
type CurveTokenCreated struct {
	Pos
	Token, Creator, Submitter, FeeRecipient      common.Address
	Name, Symbol                                 string
	MetadataHash                                 common.Hash
	Salt, Nonce                                  *big.Int
	PveVault                                     common.Address
	ParamsID                                     uint32
	VirtualEth, VirtualToken, FloorToken, FeeBps *big.Int
}

// CurveTrade is the curve's Trade: one buy or sell with its exact fees.
type CurveTrade struct {
	Pos
	Token, Trader                                   common.Address
	IsBuy                                           bool
	EthAmount, TokenAmount, ProtocolFee, CreatorFee *big.Int
	PriceX18, VirtualEth, VirtualToken, RealEth     *big.Int
	PveTokens                                       *big.Int
}

// Curve lifecycle kinds (the Solidity event names).
const (
	CurveFloorReached = "FloorReached"
	CurveUnfrozen     = "Unfrozen"
	CurveGraduated    = "Graduated"
)

// CurveLifecycle is a FloorReached, Unfrozen or Graduated of the curve.
// PairWeth and PairNeo are set on Graduated only, PriceX18 on FloorReached
// and Graduated (nil otherwise); Args holds every argument as text.
type CurveLifecycle struct {
	Pos
	Kind              string
	Token             common.Address
	PairWeth, PairNeo common.Address
	PriceX18          *big.Int
	Args              map[string]string
}
