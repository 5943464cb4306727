package mainapi

import "github.com/neoswap/neoswap/common/wire"

// Read models of the launch venue routes (/neofun/*, launch-venue 4.1).

// CurveHead is the freshest block across the curve raw tables (Number 0
// and a zero hash when the curve has no event).
type CurveHead struct {
	Number uint64
	Hash   wire.Hash
}

// NeofunStats are the venue stats of launch-venue 2.1 (bonding is derived
// by the caller).
type NeofunStats struct {
	Coins, Frozen, Graduated, Trades24h, Launches24h           int64
	TvlUsd, Volume24hUsd, VolumeAllUsd, Fees24hUsd, FeesAllUsd wire.Usd
	ProtocolFees24hUsd, CreatorFees24hUsd                      wire.Usd
}

// NeofunCoinKey is the keyset position of /neofun/coins: newest first by
// (timestamp, address).
type NeofunCoinKey struct {
	T int64        `json:"t"`
	A wire.Address `json:"a"`
}

// NeofunCoin is a /neofun/coins item.
type NeofunCoin struct {
	Address, Creator           wire.Address
	Name, Symbol, Status       string
	Timestamp                  wire.Seconds
	PairWeth, PairNeo          wire.NullAddress
	Volume24hUsd, VolumeAllUsd wire.Usd
	Trades                     int64
	LastPriceX18               wire.NullWei
}

// NeofunRevenueBucket is a stored venue revenue bucket.
type NeofunRevenueBucket struct {
	T                        int64
	Total, Protocol, Creator wire.Usd
}
