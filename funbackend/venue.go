package funbackend

// Stats are the venue figures of /stats (docs/funbackend.md).
type Stats struct {
	Coins, Trading, Frozen, Graduated, Hidden int64
	Trades, Trades24h, Launches24h            int64
	VolumeWei, Volume24hWei                   string
	CreatorFeesWei, CreatorFees24hWei         string
	ProtocolFeesWei, ProtocolFees24hWei       string
	PveCoins, PveCredited                     int64
	PveTokensWei, PveEthWei                   string
}

// Creator is one row of /creators/top.
type Creator struct {
	Creator   string `json:"creator"`
	Coins     int64  `json:"coins"`
	Graduated int64  `json:"graduated"`
	Trades    int64  `json:"trades"`
	FeesWei   string `json:"feesWei"`
	VolumeWei string `json:"volumeWei"`
}

// GraduatedKey is a keyset position of the graduated feed.
type GraduatedKey struct {
	Block   int64
	Address string
}

// FrozenCoin is a coin waiting for graduation.
type FrozenCoin struct {
	Address  string
	FrozenAt int64
	Hidden   bool
}

// IndexerError is a curve log the indexer could not decode.
type IndexerError struct {
	TxHash      string `json:"txHash"`
	LogIndex    int64  `json:"logIndex"`
	EventName   string `json:"eventName"`
	BlockNumber int64  `json:"blockNumber"`
	RecordedAt  int64  `json:"-"`
}
