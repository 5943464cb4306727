package mainapi

import "github.com/neoswap/neoswap/common/wire"

// Read models of /launchpad/recent and /launchpad/token/{address}
// (httpapi/launchpad.go): launched tokens as the launch venue's derived
// coin rows (neofun_coins) hold them.

// LaunchedToken is one launched token.
type LaunchedToken struct {
	Address, Creator wire.Address
	Name, Symbol     string
	Status           string // bonding, frozen, graduated
	Timestamp        wire.Seconds
	Block            int64 // the block of its TokenCreated
	PairWeth         wire.NullAddress
	PairNeo          wire.NullAddress
	Trades           int64
	VolumeAllUsd     wire.Usd
	FeesAllUsd       wire.Usd
	LastPriceX18     wire.NullWei
	RealEth          wire.Wei
}
